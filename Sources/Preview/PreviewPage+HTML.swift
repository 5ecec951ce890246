/// The preview page: static HTML, CSS and JavaScript written for it, served from the binary
/// (no CDN, nothing fetched from elsewhere).
enum PreviewPage {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>LayoutReel preview</title>
    <link rel="stylesheet" href="/preview.css">
    <link rel="icon" href="data:,">
    </head>
    <body>
    <header>
      <h1 id="title">LayoutReel preview</h1>
      <span id="file"></span>
      <span id="status" role="status">connecting…</span>
    </header>
    <section id="error" hidden>
      <h2>Scene error <span id="error-where"></span></h2>
      <pre id="error-text"></pre>
      <p>The last good render stays below; save the file to try again.</p>
    </section>
    <main>
      <section id="stage">
        <div id="viewport">
          <img id="frame" alt="the animation's frame" draggable="false">
          <svg id="overlay" xmlns="http://www.w3.org/2000/svg"></svg>
        </div>
      </section>
      <aside id="inspector">
        <h2 id="selected-title">No view selected</h2>
        <p class="hint" id="selected-hint">Click a view to see its properties and the constraints that placed it.</p>
        <dl id="props"></dl>
        <h3>Constraints that placed it</h3>
        <ul id="constraints"></ul>
      </aside>
    </main>
    <section id="controls">
      <div class="row">
        <button id="play" type="button" title="Play or pause (space)">Play</button>
        <button id="prev" type="button" title="Previous frame (←)">◀ Frame</button>
        <button id="next" type="button" title="Next frame (→)">Frame ▶</button>
        <input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="time">
        <output id="position">frame 0 / 0 · 0.000 s</output>
      </div>
      <div class="row">
        <label>Speed <select id="speed">
          <option value="0.25">0.25×</option><option value="0.5">0.5×</option>
          <option value="1" selected>1×</option><option value="1.5">1.5×</option><option value="2">2×</option>
        </select></label>
        <label>Appearance <select id="appearance">
          <option value="light">Light</option><option value="dark">Dark</option>
        </select></label>
        <label>Scale <select id="scale">
          <option value="1">1×</option><option value="2">2×</option><option value="3">3×</option>
        </select></label>
        <span class="overlays">Overlays
          <label><input id="show-frames" type="checkbox" checked> View frames</label>
          <label><input id="show-constraints" type="checkbox" checked> Constraints</label>
          <label><input id="show-guides" type="checkbox"> Safe area &amp; margins</label>
        </span>
      </div>
    </section>
    <section id="timeline">
      <h2>Timeline</h2>
      <div id="plot-box"><img id="plot" alt="every animated property against time"><div id="playhead"></div></div>
    </section>
    <script src="/preview.js"></script>
    </body>
    </html>

    """#
}
