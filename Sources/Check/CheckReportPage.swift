/// The page around the report's sections: inline style and script, nothing fetched.
enum CheckReportPage {
  static func html(title: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>LayoutReel check: \(CheckReport.escape(title))</title>
    <link rel="icon" href="data:,">
    <style>\(style)</style>
    </head>
    <body>
    <h1>\(CheckReport.escape(title))</h1>
    \(body)
    <script>\(script)</script>
    </body>
    </html>

    """
  }

  static func comparison(
    _ comparison: CheckReportEntry.Comparison, expected: String?, actual: String, difference: String?, passes: Bool
  ) -> String {
    let percent = percentText(comparison.mismatchPercent)
    var html = "<div class=\"comparison \(passes ? "pass" : "fail")\" data-kind=\"\(comparison.kind)\">\n"
    html += "<h3>\(comparison.kind) <small>\(CheckReport.escape(comparison.expectedPath))</small></h3>\n"
    html += "<p class=\"figures\"><b>\(comparison.mismatchedPixels)</b> of \(comparison.totalPixels) pixels"
    html += " mismatched (\(percent))</p>\n"
    html += "<pre class=\"summary\">\(CheckReport.escape(comparison.summary))</pre>\n"
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
    return "<figure class=\"\(role)\"><img src=\"\(CheckReport.escape(source))\" alt=\"\(role)\">"
      + "<figcaption>\(role)</figcaption></figure>\n"
  }

  static let style = """
    body{font:14px -apple-system,system-ui,sans-serif;margin:24px;background:#f2f2f7;color:#1c1c1e}
    h1{font-size:22px}section{background:#fff;border-radius:10px;padding:12px 16px;margin:16px 0}
    section.fail{border-left:6px solid #ff3b30}section.pass{border-left:6px solid #34c759}
    .badge{font-size:12px;padding:2px 8px;border-radius:8px;color:#fff;vertical-align:middle}
    .fail .badge{background:#ff3b30}.pass .badge{background:#34c759}small{color:#8e8e93;font-weight:normal}
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

  /// The slider clips the actual image; every image records whether it loaded (for tests and eyes).
  static let script = """
    document.querySelectorAll('.overlay').forEach(function (overlay) {
      var over = overlay.querySelector('.over');
      var slider = overlay.querySelector('input');
      function update() { over.style.clipPath = 'inset(0 0 0 ' + slider.value + '%)'; }
      slider.addEventListener('input', update);
      update();
    });
    document.querySelectorAll('img').forEach(function (image) {
      function mark() { image.dataset.state = image.naturalWidth > 0 ? 'loaded' : 'broken'; }
      if (image.complete) { mark(); } else {
        image.addEventListener('load', mark);
        image.addEventListener('error', mark);
      }
    });
    """
}
