import Foundation

/// The report's frame player for a changed scene: expected and actual stepped together, the
/// diff of the current frame, four views (side by side, slider, blend, diff only; the views
/// Playwright's HTML report and reg-viz offer), zoom to 1:1 pixels with panning, and a strip
/// with one cell per frame coloured by its mismatch that seeks when clicked.
enum CheckReportPlayer {
  static func html(_ frames: CheckReportEntry.Frames, number: Int) -> String {
    let count = frames.actual.count
    guard count > 0 else {
      return "<p class=\"note\">Frames: \(HTMLText.escape(frames.error ?? "none"))</p>\n"
    }
    // The first changed frame is shown first: that is where the reviewer wants to look.
    let first = frames.mismatched.firstIndex { $0 != 0 } ?? 0
    var html = "<div class=\"player\" id=\"player-\(number)\" data-frame=\"\(first)\" data-view=\"side\""
    html += " data-zoom=\"fit\" data-count=\"\(count)\">\n"
    html += "<script type=\"application/json\" class=\"frame-data\">\(json(frames))</script>\n"
    html += "<div class=\"controls\"><button class=\"play\" title=\"Play / pause (space)\">&#9654;</button>"
    html += "<button class=\"step\" data-step=\"-1\" title=\"Previous frame (&larr;)\">&#8592;</button>"
    html += "<button class=\"step\" data-step=\"1\" title=\"Next frame (&rarr;)\">&#8594;</button>"
    html += "<input class=\"scrubber\" type=\"range\" min=\"0\" max=\"\(count - 1)\" value=\"\(first)\""
    html += " aria-label=\"frame\"><span class=\"frame-label\"></span>\n<span class=\"views\">"
    for (key, (view, label)) in [("side", "side by side"), ("slider", "slider"), ("blend", "blend"), ("diff", "diff")]
      .enumerated()
    {
      html += "<button data-view=\"\(view)\"\(view == "side" ? " class=\"on\"" : "") title=\"\(label) (\(key + 1))\">"
      html += "\(label)</button>"
    }
    html += "</span><button class=\"zoom\" title=\"Fit / 1:1 pixels (z)\">1:1</button></div>\n"
    html += "<div class=\"strip\" title=\"mismatched pixels per frame; click to seek\">"
    for index in 0..<count {
      let mismatch = frames.mismatched[index]
      let text = mismatch.map { "\($0) px" } ?? "sizes differ"
      html += "<button class=\"cell\(mismatch == 0 ? "" : " differs")\" data-frame=\"\(index)\""
      html += " data-mismatch=\"\(mismatch.map(String.init) ?? "size")\" title=\"frame \(index): \(text)\""
      html += " style=\"background:\(colour(mismatch, pixels: frames.pixels[index]))\"></button>"
    }
    html += "</div>\n"
    let expected = frames.expected[first] ?? ""
    let actual = frames.actual[first] ?? ""
    let difference = frames.difference[first] ?? ""
    html += "<div class=\"stage\">\n<div class=\"pane side\">"
    html += pane("expected", expected) + pane("actual", actual) + pane("diff", difference)
    html += "</div>\n<div class=\"pane stacked\"><div class=\"pan\"><div class=\"stack2\">"
    html += "<img class=\"frame-under\" src=\"\(expected)\" alt=\"expected\">"
    html += "<img class=\"frame-over\" src=\"\(actual)\" alt=\"actual\"></div></div>"
    html += "<label><span class=\"mix-label\">expected &#8596; actual</span>"
    html += " <input class=\"mix\" type=\"range\" min=\"0\" max=\"100\" value=\"50\"></label></div>\n"
    html += "<div class=\"pane diffonly\"><div class=\"pan\"><img class=\"frame-diffonly\" src=\"\(difference)\""
    html += " alt=\"diff\"></div></div>\n</div>\n</div>\n"
    return html
  }

  static func pane(_ role: String, _ source: String) -> String {
    "<div class=\"frame-pane\"><div class=\"pan\"><img class=\"frame-\(role)\" src=\"\(source)\" alt=\"\(role)\"></div>"
      + "<div class=\"caption\">\(role)</div></div>"
  }

  /// Grey for an identical frame, purple where sizes differ, else pale to full red on a log scale
  /// of the mismatched share (one pixel already shows).
  static func colour(_ mismatched: Int?, pixels: Int) -> String {
    guard let mismatched else { return "#5856d6" }
    if mismatched == 0 { return "#e5e5ea" }
    let share = log10(1 + Double(mismatched)) / log10(1 + Double(max(pixels, 2)))
    let level = 0.35 + 0.65 * min(1, max(0, share))
    // From #ffd1cc (pale) to #ff3b30 (systemRed).
    let green = 0xd1 + (0x3b - 0xd1) * level
    let blue = 0xcc + (0x30 - 0xcc) * level
    return "rgb(255,\(Int(green.rounded())),\(Int(blue.rounded())))"
  }

  /// The frame lists as JSON; names are file-safe, so only quoting is needed.
  static func json(_ frames: CheckReportEntry.Frames) -> String {
    func list(_ names: [String?]) -> String {
      "[" + names.map { $0.map { "\"\(HTMLText.escape($0))\"" } ?? "null" }.joined(separator: ",") + "]"
    }
    let mismatched = "[" + frames.mismatched.map { $0.map(String.init) ?? "null" }.joined(separator: ",") + "]"
    let delays = "[" + frames.delays.map(String.init).joined(separator: ",") + "]"
    return "{\"expected\":\(list(frames.expected)),\"actual\":\(list(frames.actual)),"
      + "\"diff\":\(list(frames.difference)),\"mismatched\":\(mismatched),\"delays\":\(delays)}"
  }

  static let style = """
    .player{margin:8px 0 16px}.controls{display:flex;flex-wrap:wrap;align-items:center;gap:6px}
    .controls button{border:1px solid #c7c7cc;background:#fff;border-radius:6px;padding:3px 8px;cursor:pointer}
    .controls .views button.on,.controls .zoom.on{background:#007aff;color:#fff;border-color:#007aff}
    .scrubber{flex:1;min-width:160px}.frame-label{font-variant-numeric:tabular-nums;min-width:220px}
    .strip{display:flex;height:22px;margin:6px 0;border:1px solid #d1d1d6;border-radius:4px;overflow:hidden}
    .strip .cell{flex:1;border:0;padding:0;margin:0;min-width:2px;cursor:pointer;border-right:1px solid #fff}
    .strip .cell.current{outline:2px solid #1c1c1e;outline-offset:-2px}
    .stage .pane{display:none}.player[data-view=side] .side{display:flex;gap:12px}
    .player[data-view=slider] .stacked,.player[data-view=blend] .stacked{display:block}
    .player[data-view=diff] .diffonly{display:block}
    .frame-pane{flex:1;min-width:0}.caption{text-align:center;color:#636366}
    .pan{overflow:auto;max-height:75vh;border:1px solid #d1d1d6;background:
    repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
    .pan img{display:block;max-width:100%}.stacked .pan img{max-width:none}
    .stack2{position:relative;display:inline-block}.stack2 .frame-over{position:absolute;left:0;top:0}
    .player:not([data-zoom=full]) .stack2{max-width:100%}.player:not([data-zoom=full]) .stack2 img{max-width:100%}
    .player[data-zoom=full] .pan img{max-width:none;image-rendering:pixelated;cursor:grab}
    """

  /// Steps, plays (each frame for its own delay), switches views and zoom, pans by dragging, and
  /// takes the keys reviewers expect; the state is mirrored in data- attributes for tests.
  static let script = """
    function Player(root) {
      var data = JSON.parse(root.querySelector('.frame-data').textContent);
      var count = data.actual.length, timer = null;
      var scrubber = root.querySelector('.scrubber'), label = root.querySelector('.frame-label');
      var cells = root.querySelectorAll('.cell'), mix = root.querySelector('.mix');
      var over = root.querySelector('.frame-over'), mixLabel = root.querySelector('.mix-label');
      function setImage(image, name) {
        if (!name) { image.removeAttribute('src'); image.dataset.state = 'none'; return; }
        if (image.getAttribute('src') === name) return;
        image.dataset.state = 'loading';
        image.setAttribute('src', name);
      }
      function mixStyle() {
        var value = mix.value;
        if (root.dataset.view === 'blend') {
          over.style.clipPath = ''; over.style.opacity = value / 100; mixLabel.textContent = 'opacity of actual';
        } else {
          over.style.opacity = 1; over.style.clipPath = 'inset(0 0 0 ' + value + '%)';
          mixLabel.textContent = 'expected \\u2194 actual';
        }
      }
      function show(index) {
        index = Math.max(0, Math.min(count - 1, index));
        root.dataset.frame = index;
        scrubber.value = index;
        setImage(root.querySelector('.frame-expected'), data.expected[index]);
        setImage(root.querySelector('.frame-actual'), data.actual[index]);
        setImage(root.querySelector('.frame-diff'), data.diff[index]);
        setImage(root.querySelector('.frame-under'), data.expected[index]);
        setImage(over, data.actual[index]);
        setImage(root.querySelector('.frame-diffonly'), data.diff[index]);
        var time = 0;
        for (var i = 0; i < index; i++) time += data.delays[i];
        var m = data.mismatched[index];
        label.textContent = 'frame ' + index + ' of ' + (count - 1) + ' \\u00b7 ' + (time / 1000).toFixed(2) + ' s \\u00b7 ' +
          (m === null ? 'sizes differ' : m + ' px differ');
        cells.forEach(function (cell, i) { cell.classList.toggle('current', i === index); });
      }
      function play(on) {
        if (timer) { clearTimeout(timer); timer = null; }
        root.dataset.playing = on ? 'true' : 'false';
        root.querySelector('.play').innerHTML = on ? '&#10074;&#10074;' : '&#9654;';
        if (!on) return;
        (function tick() {
          timer = setTimeout(function () { show((Number(root.dataset.frame) + 1) % count); tick(); },
            Math.max(20, data.delays[Number(root.dataset.frame)] || 100));
        })();
      }
      function view(name) {
        root.dataset.view = name;
        root.querySelectorAll('.views button').forEach(function (b) { b.classList.toggle('on', b.dataset.view === name); });
        mixStyle();
      }
      function zoom(full) {
        root.dataset.zoom = full ? 'full' : 'fit';
        root.querySelector('.zoom').classList.toggle('on', full);
      }
      scrubber.addEventListener('input', function () { play(false); show(Number(scrubber.value)); });
      root.querySelectorAll('.step').forEach(function (b) {
        b.addEventListener('click', function () { play(false); show(Number(root.dataset.frame) + Number(b.dataset.step)); });
      });
      cells.forEach(function (cell) {
        cell.addEventListener('click', function () { play(false); show(Number(cell.dataset.frame)); });
      });
      root.querySelector('.play').addEventListener('click', function () { play(root.dataset.playing !== 'true'); });
      root.querySelectorAll('.views button').forEach(function (b) {
        b.addEventListener('click', function () { view(b.dataset.view); });
      });
      root.querySelector('.zoom').addEventListener('click', function () { zoom(root.dataset.zoom !== 'full'); });
      mix.addEventListener('input', mixStyle);
      root.querySelectorAll('.pan').forEach(function (pan) {
        var from = null;
        pan.addEventListener('mousedown', function (e) {
          if (root.dataset.zoom !== 'full') return;
          from = { x: e.clientX, y: e.clientY, left: pan.scrollLeft, top: pan.scrollTop }; e.preventDefault();
        });
        window.addEventListener('mousemove', function (e) {
          if (!from) return;
          pan.scrollLeft = from.left - (e.clientX - from.x); pan.scrollTop = from.top - (e.clientY - from.y);
        });
        window.addEventListener('mouseup', function () { from = null; });
      });
      root.querySelectorAll('img').forEach(markImage);
      this.key = function (key) {
        if (key === 'ArrowLeft') { play(false); show(Number(root.dataset.frame) - 1); }
        else if (key === 'ArrowRight') { play(false); show(Number(root.dataset.frame) + 1); }
        else if (key === ' ') play(root.dataset.playing !== 'true');
        else if (key >= '1' && key <= '4') view(['side', 'slider', 'blend', 'diff'][Number(key) - 1]);
        else if (key === 'z') zoom(root.dataset.zoom !== 'full');
        else return false;
        return true;
      };
      root.dataset.playing = 'false';
      view('side');
      show(Number(root.dataset.frame));
      root.dataset.ready = 'true';
    }
    var players = {};
    document.querySelectorAll('.player').forEach(function (root) { players[root.id] = new Player(root); });
    document.addEventListener('keydown', function (event) {
      if (event.target.tagName === 'INPUT' && event.target.type !== 'range') return;
      if (event.key === 'j' || event.key === 'k') { nextScene(event.key === 'j' ? 1 : -1); return; }
      var section = document.querySelector('main section.scene:not(.hidden)');
      var root = section && section.querySelector('.player');
      if (root && players[root.id].key(event.key)) event.preventDefault();
    });
    """
}
