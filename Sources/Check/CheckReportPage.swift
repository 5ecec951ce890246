/// The page around the report's sections: inline style and script, nothing fetched, so it works
/// opened from disk (file://) and as a CI artifact. A sidebar lists the scenes by status with
/// filters; the main area shows one scene at a time.
enum CheckReportPage {
  static func html(title: String, sidebar: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>LayoutReel check: \(HTMLText.escape(title))</title>
    <link rel="icon" href="data:,">
    <style>\(style)\(CheckReportPlayer.style)</style>
    </head>
    <body>
    \(sidebar)<main>
    <h1>\(HTMLText.escape(title))</h1>
    \(body)</main>
    <script>\(script)\(CheckReportPlayer.script)</script>
    </body>
    </html>

    """
  }

  /// The scene list with one filter button per status present (and "all").
  static func sidebar(_ entries: [CheckReportEntry]) -> String {
    var html = "<nav id=\"sidebar\">\n<div class=\"filters\">"
    html += "<button class=\"filter on\" data-filter=\"all\">all <b>\(entries.count)</b></button>"
    for status in CheckReportEntry.Status.allCases {
      let count = entries.count { $0.status == status }
      guard count > 0 else { continue }
      html += "<button class=\"filter\" data-filter=\"\(status.rawValue)\">\(status.rawValue) <b>\(count)</b></button>"
    }
    html += "</div>\n<ul class=\"scenes\">\n"
    for (number, entry) in entries.enumerated() {
      let status = entry.status.rawValue
      html += "<li class=\"item \(status)\" data-status=\"\(status)\" data-target=\"scene-\(number)\">"
      html += "<a href=\"#scene-\(number)\"><span class=\"dot\"></span>\(HTMLText.escape(entry.name))"
      html += "<small>\(status)</small></a></li>\n"
    }
    return html + "</ul>\n<p class=\"keys\">&larr; &rarr; frame &middot; space play &middot; 1&ndash;4 view"
      + " &middot; z zoom &middot; j k scene</p>\n</nav>\n"
  }

  /// The player of a changed scene's frames.
  static func player(_ frames: CheckReportEntry.Frames, number: Int) -> String {
    CheckReportPlayer.html(frames, number: number)
  }

  static func comparison(
    _ comparison: CheckReportEntry.Comparison, expected: String?, actual: String, difference: String?, passes: Bool
  ) -> String {
    let percent = percentText(comparison.mismatchPercent)
    var html = "<div class=\"comparison \(passes ? "pass" : "fail")\" data-kind=\"\(comparison.kind)\">\n"
    html += "<h3>\(comparison.kind) <small>\(HTMLText.escape(comparison.expectedPath))</small></h3>\n"
    html += "<p class=\"figures\"><b>\(comparison.mismatchedPixels)</b> of \(comparison.totalPixels) pixels"
    html += " mismatched (\(percent))</p>\n"
    html += "<pre class=\"summary\">\(HTMLText.escape(comparison.summary))</pre>\n"
    html += "<div class=\"images\">\n"
    html += figure("expected", expected)
    html += figure("actual", actual)
    html += figure("diff", difference)
    html += "</div>\n"
    if let expected {
      html += """
        <div class="overlay"><div class="stack">\
        <img class="under" src="\(expected)" alt="expected"><img class="over" src="\(actual)" alt="actual">\
        </div><label>expected &#8596; actual <input type="range" min="0" max="100" value="50"></label></div>

        """
    }
    return html + "</div>\n"
  }

  /// `0%`, `0.09%`, `11.72%`: two decimals at most, trailing zeros dropped.
  static func percentText(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    if fraction == 0 { return "\(hundredths / 100)%" }
    let digits = fraction < 10 ? "0\(fraction)" : fraction % 10 == 0 ? "\(fraction / 10)" : "\(fraction)"
    return "\(hundredths / 100).\(digits)%"
  }

  static func figure(_ role: String, _ source: String?) -> String {
    guard let source else {
      return
        "<figure class=\"\(role) absent\"><div class=\"placeholder\">none</div><figcaption>\(role)</figcaption></figure>\n"
    }
    return "<figure class=\"\(role)\"><img src=\"\(HTMLText.escape(source))\" alt=\"\(role)\">"
      + "<figcaption>\(role)</figcaption></figure>\n"
  }

  static let style = """
    body{font:14px -apple-system,system-ui,sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e;display:flex}
    #sidebar{position:sticky;top:0;height:100vh;overflow:auto;width:250px;flex:none;background:#fff;
    border-right:1px solid #d1d1d6;padding:10px;box-sizing:border-box}
    .filters{display:flex;flex-wrap:wrap;gap:4px;margin-bottom:8px}
    .filter{border:1px solid #c7c7cc;background:#fff;border-radius:12px;padding:2px 8px;cursor:pointer;font-size:12px}
    .filter.on{background:#007aff;color:#fff;border-color:#007aff}
    .scenes{list-style:none;margin:0;padding:0}.item a{display:flex;align-items:center;gap:6px;padding:4px 6px;
    border-radius:6px;color:inherit;text-decoration:none}.item a:hover{background:#f2f2f7}
    .item.selected a{background:#e5f0ff}.item small{margin-left:auto}.item.hidden{display:none}
    .dot{width:9px;height:9px;border-radius:50%;flex:none;background:#34c759}
    .changed .dot,.error .dot{background:#ff3b30}.new .dot{background:#007aff}.removed .dot{background:#8e8e93}
    .keys{color:#8e8e93;font-size:12px}
    main{flex:1;min-width:0;padding:16px 24px}
    h1{font-size:22px}section{background:#fff;border-radius:10px;padding:12px 16px;margin:16px 0}
    section.hidden{display:none}
    section.fail{border-left:6px solid #ff3b30}section.pass{border-left:6px solid #34c759}
    section.new{border-left-color:#007aff}section.removed{border-left-color:#8e8e93}
    .badge{font-size:12px;padding:2px 8px;border-radius:8px;color:#fff;vertical-align:middle}
    .fail .badge{background:#ff3b30}.pass .badge{background:#34c759}.new .badge{background:#007aff}
    .removed .badge{background:#8e8e93}small{color:#8e8e93;font-weight:normal}
    .images{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
    figure{margin:0}figure img{max-width:420px;min-width:120px;border:1px solid #d1d1d6;display:block}
    .placeholder{width:200px;height:120px;display:flex;align-items:center;justify-content:center;
    border:1px dashed #c7c7cc;color:#8e8e93}figcaption{text-align:center;color:#636366}
    pre{white-space:pre-wrap;background:#f2f2f7;padding:6px;border-radius:6px}.error{color:#d70015}
    .overlay{margin-top:10px}.overlay label{display:block;margin-top:4px}
    .stack{position:relative;display:inline-block;border:1px solid #d1d1d6}
    .stack img{max-width:640px;display:block}.stack .over{position:absolute;left:0;top:0;
    clip-path:inset(0 0 0 50%)}
    """

  /// The slider clips the actual image; every image records whether it loaded (for tests and
  /// eyes); the sidebar shows one scene at a time and filters the list by status.
  static let script = """
    document.querySelectorAll('.overlay').forEach(function (overlay) {
      var over = overlay.querySelector('.over');
      var slider = overlay.querySelector('input');
      function update() { over.style.clipPath = 'inset(0 0 0 ' + slider.value + '%)'; }
      slider.addEventListener('input', update);
      update();
    });
    function markImage(image) {
      function mark() { image.dataset.state = image.naturalWidth > 0 ? 'loaded' : 'broken'; }
      image.addEventListener('load', mark);
      image.addEventListener('error', mark);
      if (image.complete) mark();
    }
    document.querySelectorAll('img').forEach(markImage);
    var items = Array.prototype.slice.call(document.querySelectorAll('#sidebar .item'));
    function select(id) {
      if (!document.getElementById(id)) return;
      document.querySelectorAll('main section.scene').forEach(function (section) {
        section.classList.toggle('hidden', section.id !== id);
      });
      items.forEach(function (item) { item.classList.toggle('selected', item.dataset.target === id); });
      document.body.dataset.scene = id;
    }
    function filter(status) {
      document.querySelectorAll('.filter').forEach(function (button) {
        button.classList.toggle('on', button.dataset.filter === status);
      });
      items.forEach(function (item) {
        item.classList.toggle('hidden', status !== 'all' && item.dataset.status !== status);
      });
      document.body.dataset.filter = status;
      var shown = items.filter(function (item) { return !item.classList.contains('hidden'); });
      var current = items.filter(function (item) { return item.classList.contains('selected'); })[0];
      if (shown.length && (!current || current.classList.contains('hidden'))) select(shown[0].dataset.target);
    }
    document.querySelectorAll('.filter').forEach(function (button) {
      button.addEventListener('click', function () { filter(button.dataset.filter); });
    });
    items.forEach(function (item) {
      item.querySelector('a').addEventListener('click', function (event) {
        event.preventDefault();
        history.replaceState(null, '', '#' + item.dataset.target);
        select(item.dataset.target);
      });
    });
    function nextScene(step) {
      var shown = items.filter(function (item) { return !item.classList.contains('hidden'); });
      var at = shown.findIndex(function (item) { return item.classList.contains('selected'); });
      var next = shown[Math.min(shown.length - 1, Math.max(0, at + step))];
      if (next) select(next.dataset.target);
    }
    document.body.dataset.filter = 'all';
    if (items.length) select(location.hash.length > 1 ? location.hash.slice(1) : items[0].dataset.target);
    """
}
