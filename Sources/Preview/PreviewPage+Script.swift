extension PreviewPage {
  static let script = #"""
    "use strict";
    // The preview page: frames come from /api/frame (PNG, keyed by the scene's hash, so they are
    // cached), the layout of the shown frame from /api/layout, changes arrive on /socket.
    const $ = (id) => document.getElementById(id);
    const SVG = "http://www.w3.org/2000/svg";
    const ui = {
      frame: $("frame"), overlay: $("overlay"), scrubber: $("scrubber"), position: $("position"),
      play: $("play"), speed: $("speed"), appearance: $("appearance"), scale: $("scale"),
      showFrames: $("show-frames"), showConstraints: $("show-constraints"), showGuides: $("show-guides"),
      plot: $("plot"), playhead: $("playhead"), status: $("status"),
    };
    const view = {
      state: null,      // the last /api/state
      scene: null,      // the last good scene's info
      hash: null,
      index: 0,         // the frame shown
      playing: false,
      clock: 0,         // playback time in seconds
      lastTick: null,
      layout: null,     // the layout of the shown frame
      selected: null,   // a view id
      zoom: 1,
      timeline: null,
      preloaded: new Map(),
      preloadKey: null,
      preloading: false,
      afterShown: null, // what waits for the shown frame (the plot, preloading)
    };

    function variantQuery() {
      return `v=${view.hash}&appearance=${ui.appearance.value}&scale=${ui.scale.value}`;
    }
    function frameURL(i) { return `/api/frame?${variantQuery()}&frame=${i}`; }
    function fmt(n) { return Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000); }

    async function refresh() {
      const response = await fetch("/api/state", { cache: "no-store" });
      const state = await response.json();
      view.state = state;
      document.body.dataset.version = state.version;
      $("file").textContent = state.file;
      const error = state.error;
      $("error").hidden = !error;
      document.body.classList.toggle("has-error", !!error);
      if (error) {
        $("error-text").textContent = error.text;
        $("error-where").textContent = error.line ? `line ${error.line}, column ${error.column}` : "";
      }
      if (state.scene && state.hash !== view.hash) {
        const first = view.scene === null;
        view.scene = state.scene;
        view.hash = state.hash;
        if (first) {
          ui.appearance.value = state.scene.appearance;
          // The scene's own scale is offered even when it is not 1, 2 or 3 (1.5, say).
          const own = String(state.scene.scale);
          if (![...ui.scale.options].some((o) => o.value === own)) ui.scale.add(new Option(`${own}×`, own));
          ui.scale.value = own;
        }
        $("title").textContent = state.scene.name;
        ui.scrubber.max = String(state.scene.frameCount - 1);
        // The scrubber stays where it was: the same frame, clamped to the new length.
        view.index = Math.min(view.index, state.scene.frameCount - 1);
        view.clock = view.index / state.scene.fps;
        variantChanged();
      }
      const compile = state.scene ? ` · compiled in ${state.scene.compileMilliseconds} ms` : "";
      ui.status.textContent = `version ${state.version}${compile}${error ? " · error" : ""}`;
    }

    // A new hash, appearance or scale: new frames, layout and plot.
    function variantChanged() {
      const scene = view.scene;
      view.zoom = Math.min(1, 720 / scene.height, 560 / scene.width);
      const w = scene.width * view.zoom, h = scene.height * view.zoom;
      ui.frame.style.width = `${w}px`;
      ui.frame.style.height = `${h}px`;
      ui.overlay.setAttribute("width", w);
      ui.overlay.setAttribute("height", h);
      ui.overlay.setAttribute("viewBox", `0 0 ${scene.width} ${scene.height}`);
      // The shown frame first; the plot and the other frames once it is on screen, so they do
      // not compete with it for the server's cores.
      view.afterShown = () => { loadTimeline(); preload(); };
      show(view.index, true);
    }

    function show(i, force) {
      const scene = view.scene;
      if (!scene) return;
      i = Math.max(0, Math.min(scene.frameCount - 1, i));
      const changed = i !== view.index;
      view.index = i;
      ui.scrubber.value = String(i);
      ui.position.value = `frame ${i} / ${scene.frameCount - 1} · ${(i / scene.fps).toFixed(3)} s`;
      const url = frameURL(i);
      if (force || changed || ui.frame.dataset.url !== url) {
        const hash = view.hash;
        ui.frame.dataset.url = url;
        ui.frame.dataset.loaded = "false";
        ui.frame.onload = () => {
          if (ui.frame.dataset.url !== url) return;
          ui.frame.dataset.frame = String(i);
          ui.frame.dataset.hash = hash;
          ui.frame.dataset.loaded = "true";
          const next = view.afterShown;
          view.afterShown = null;
          if (next) next();
        };
        ui.frame.src = url;
        loadLayout(i);
      }
      placePlayhead();
    }

    async function loadLayout(i) {
      const url = `/api/layout?${variantQuery()}&frame=${i}`;
      const response = await fetch(url);
      if (!response.ok || i !== view.index) return;
      const layout = await response.json();
      if (i !== view.index) return;
      view.layout = layout;
      drawOverlay();
      inspect();
    }

    // While playing, the frames ahead of the playhead, one request at a time, so playback does
    // not wait; paused, nothing is drawn but what the page shows (frames are made on demand).
    async function preload() {
      if (view.preloading || !view.playing || !view.scene) return;
      view.preloading = true;
      document.body.dataset.preloading = "true";
      const key = variantQuery();
      if (view.preloadKey !== key) {
        view.preloadKey = key;
        view.preloaded = new Map();
      }
      const count = view.scene.frameCount;
      for (let k = 1; k < count && view.playing && view.preloadKey === key; k++) {
        const i = (view.index + k) % count;
        if (view.preloaded.has(i)) continue;
        const image = new Image();
        image.src = frameURL(i);
        try { await image.decode(); } catch (e) { break; }
        if (view.preloadKey === key) view.preloaded.set(i, image);
      }
      view.preloading = false;
      document.body.dataset.preloading = "false";
      // A variant that changed meanwhile starts again.
      if (view.playing && view.preloadKey !== variantQuery()) preload();
    }

    async function loadTimeline() {
      const query = variantQuery();
      const response = await fetch(`/api/timeline.json?${query}`);
      if (!response.ok || query !== variantQuery()) return;
      view.timeline = await response.json();
      const hash = view.hash;
      ui.plot.onload = () => { ui.plot.dataset.hash = hash; placePlayhead(); };
      ui.plot.src = `/api/timeline.png?${query}`;
      placePlayhead();
    }

    function placePlayhead() {
      const t = view.timeline, scene = view.scene;
      if (!t || !scene || !ui.plot.clientWidth || t.plotWidth <= 0) { ui.playhead.hidden = true; return; }
      ui.playhead.hidden = false;
      const time = view.index / scene.fps;
      const x = t.plotX + (time - t.lower) / (t.upper - t.lower) * t.plotWidth;
      const k = ui.plot.clientWidth / t.width;
      ui.playhead.style.left = `${x * k}px`;
      ui.playhead.style.top = `${t.plotTop * k}px`;
      ui.playhead.style.height = `${(t.plotBottom - t.plotTop) * k}px`;
      ui.playhead.style.bottom = "auto";
    }

    // MARK: Overlays

    function rectOf(name) {
      const scene = view.scene, layout = view.layout;
      const root = { x: 0, y: 0, w: scene.width, h: scene.height };
      const inset = (r, e) => ({ x: r.x + e.left, y: r.y + e.top, w: r.w - e.left - e.right, h: r.h - e.top - e.bottom });
      if (name === "root") return root;
      if (name === "root.safeArea") return inset(root, scene.safeArea);
      if (name === "root.margins") return inset(inset(root, scene.safeArea), scene.margins);
      const guide = name.match(/^(.*)\.(contentLayoutGuide|frameLayoutGuide)$/);
      const id = guide ? guide[1] : name;
      const v = layout.views.find((v) => v.id === id);
      return v ? { x: v.x, y: v.y, w: v.width, h: v.height } : null;
    }

    const horizontal = new Set(["leading", "trailing", "left", "right", "centerX", "width"]);
    function position(r, attribute) {
      switch (attribute) {
        case "leading": case "left": return r.x;
        case "trailing": case "right": return r.x + r.w;
        case "top": return r.y;
        case "bottom": case "firstBaseline": case "lastBaseline": return r.y + r.h;
        case "centerX": return r.x + r.w / 2;
        case "centerY": return r.y + r.h / 2;
      }
      return null;
    }

    function el(name, attributes, text) {
      const node = document.createElementNS(SVG, name);
      for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
      if (text !== undefined) node.textContent = text;
      return node;
    }

    function involves(c, id) {
      const owner = (name) => name && name.replace(/\.(contentLayoutGuide|frameLayoutGuide)$/, "");
      return owner(c.item1) === id || owner(c.item2) === id;
    }

    function constraintLabel(c) {
      let text = "";
      if (c.item2 && c.attribute1 !== c.attribute2 && (c.attribute1 === "width" || c.attribute1 === "height")) {
        text = `${fmt(c.multiplier)}× ${c.item2}.${c.attribute2}` + (c.constant ? ` + ${fmt(c.constant)}` : "");
      } else if (c.item2 && c.multiplier !== 1) {
        text = `${fmt(c.multiplier)}×` + (c.constant ? ` + ${fmt(c.constant)}` : "");
      } else {
        text = fmt(c.constant);
      }
      if (c.relation !== "==") text = `${c.relation} ${text}`;
      if (c.priority < 1000) text += ` @${fmt(c.priority)}`;
      return text;
    }

    // One constraint as Xcode's view debugger shows it: a spacing line between the two edges
    // with its constant, an I-beam across a view for a size, a line along an alignment.
    function drawConstraint(group, c) {
      const r1 = rectOf(c.item1);
      if (!r1) return;
      const h = horizontal.has(c.attribute1);
      const cls = "constraint" + (c.priority < 1000 ? " optional" : "");
      const label = constraintLabel(c);
      const text = (x, y) => group.append(el("text", { x, y, class: "constraint-label", "text-anchor": "middle" }, label));
      const beam = (a, b, at) => {
        const t = 3;
        if (h) {
          group.append(el("path", { class: cls, d: `M${a},${at}H${b}M${a},${at - t}v${2 * t}M${b},${at - t}v${2 * t}` }));
          text((a + b) / 2, at - 4);
        } else {
          group.append(el("path", { class: cls, d: `M${at},${a}V${b}M${at - t},${a}h${2 * t}M${at - t},${b}h${2 * t}` }));
          text(at + 4 + label.length * 2.6, (a + b) / 2 + 3);
        }
      };
      if (c.attribute1 === "width" || c.attribute1 === "height") {
        if (h) beam(r1.x, r1.x + r1.w, r1.y + r1.h - 6); else beam(r1.y, r1.y + r1.h, r1.x + r1.w - 6);
        return;
      }
      if (!c.item2) return;
      const r2 = rectOf(c.item2);
      if (!r2) return;
      const p1 = position(r1, c.attribute1), p2 = position(r2, c.attribute2);
      if (p1 === null || p2 === null) return;
      // Across the middle of the range both items share, or through the first item's middle.
      const lo = h ? Math.max(r1.y, r2.y) : Math.max(r1.x, r2.x);
      const hi = h ? Math.min(r1.y + r1.h, r2.y + r2.h) : Math.min(r1.x + r1.w, r2.x + r2.w);
      const at = hi > lo ? (lo + hi) / 2 : (h ? r1.y + r1.h / 2 : r1.x + r1.w / 2);
      if (Math.abs(p1 - p2) < 0.5) {
        const d = h ? `M${p1},${r1.y}V${r1.y + r1.h}` : `M${r1.x},${p1}H${r1.x + r1.w}`;
        group.append(el("path", { class: cls + " optional", d }));
        if (c.constant) text(h ? p1 : r1.x + r1.w / 2, h ? r1.y - 3 : p1 - 3);
        return;
      }
      beam(Math.min(p1, p2), Math.max(p1, p2), at);
    }

    function drawOverlay() {
      const svg = ui.overlay, scene = view.scene, layout = view.layout;
      svg.replaceChildren();
      if (!scene || !layout) return;
      if (ui.showGuides.checked) {
        const g = el("g", { id: "overlay-guides" });
        const safe = rectOf("root.safeArea"), margins = rectOf("root.margins");
        g.append(el("rect", { class: "guide-safe", x: safe.x, y: safe.y, width: safe.w, height: safe.h }));
        g.append(el("rect", { class: "guide-margins", x: margins.x, y: margins.y, width: margins.w, height: margins.h }));
        svg.append(g);
      }
      if (ui.showFrames.checked) {
        const g = el("g", { id: "overlay-frames" });
        for (const v of layout.views) {
          if (v.hidden) continue;
          const box = el("rect", { class: "frame-box" + (v.id === view.selected ? " selected" : ""),
            x: v.x, y: v.y, width: v.width, height: v.height, "data-id": v.id });
          g.append(box);
          g.append(el("text", { class: "frame-id", x: v.x + 2, y: v.y + 10 }, v.id));
        }
        svg.append(g);
      }
      if (ui.showConstraints.checked) {
        const g = el("g", { id: "overlay-constraints" });
        const shown = view.selected ? layout.constraints.filter((c) => involves(c, view.selected)) : layout.constraints;
        for (const c of shown) drawConstraint(g, c);
        svg.append(g);
      }
    }

    // MARK: Inspector

    function inspect() {
      const id = view.selected, layout = view.layout;
      const props = $("props"), list = $("constraints");
      props.replaceChildren();
      list.replaceChildren();
      const v = id && layout ? layout.views.find((v) => v.id === id) : null;
      $("selected-title").textContent = v ? id : "No view selected";
      $("selected-hint").hidden = !!v;
      if (!v) return;
      const info = view.scene.views.find((w) => w.id === id) || {};
      const rows = [
        ["kind", info.kind], ["superview", info.parent || "root"],
        ["x", fmt(v.x)], ["y", fmt(v.y)], ["width", fmt(v.width)], ["height", fmt(v.height)],
        ["alpha", fmt(v.alpha)], ["hidden", String(v.hidden)],
      ];
      if (v.transform) rows.push(["transform", `translate ${fmt(v.transform[0])}, ${fmt(v.transform[1])} · scale ${fmt(v.transform[2])}, ${fmt(v.transform[3])} · rotate ${fmt(v.transform[4])}°`]);
      if (v.contentOffset) rows.push(["contentOffset", `${fmt(v.contentOffset[0])}, ${fmt(v.contentOffset[1])}`]);
      rows.push(["time", `${fmt(layout.time)} s (frame ${layout.frame})`]);
      for (const [k, value] of rows) {
        const dt = document.createElement("dt"), dd = document.createElement("dd");
        dt.textContent = k;
        dd.textContent = value;
        dd.dataset.prop = k;
        props.append(dt, dd);
      }
      for (const c of layout.constraints.filter((c) => involves(c, id))) {
        const li = document.createElement("li");
        li.textContent = c.label + " ";
        const meta = document.createElement("span");
        meta.className = "meta";
        meta.textContent = `(${c.id}; constant ${fmt(c.constant)}, priority ${fmt(c.priority)})`;
        li.append(meta);
        list.append(li);
      }
      if (!list.children.length) {
        const li = document.createElement("li");
        li.textContent = "none (its frame is set, or a kind places it)";
        list.append(li);
      }
    }

    // The deepest, smallest visible view under the point (points, root coordinates).
    function viewAt(x, y) {
      let best = null;
      for (const v of view.layout ? view.layout.views : []) {
        if (v.hidden || x < v.x || y < v.y || x > v.x + v.width || y > v.y + v.height) continue;
        if (!best || v.width * v.height <= best.width * best.height) best = v;
      }
      return best;
    }

    // MARK: Playback and controls

    function tick(now) {
      const scene = view.scene;
      if (view.playing && scene) {
        const dt = view.lastTick === null ? 0 : (now - view.lastTick) / 1000;
        view.clock = (view.clock + dt * Number(ui.speed.value)) % scene.duration;
        const i = Math.min(scene.frameCount - 1, Math.floor(view.clock * scene.fps + 1e-9));
        if (i !== view.index) show(i);
      }
      view.lastTick = now;
      requestAnimationFrame(tick);
    }

    function setPlaying(playing) {
      view.playing = playing;
      ui.play.textContent = playing ? "Pause" : "Play";
      document.body.dataset.playing = String(playing);
      if (playing && view.scene) view.clock = view.index / view.scene.fps;
      if (playing) preload();
    }

    function step(by) {
      setPlaying(false);
      show(view.index + by);
    }

    ui.play.addEventListener("click", () => setPlaying(!view.playing));
    $("prev").addEventListener("click", () => step(-1));
    $("next").addEventListener("click", () => step(1));
    ui.scrubber.addEventListener("input", () => {
      setPlaying(false);
      show(Number(ui.scrubber.value));
    });
    for (const select of [ui.appearance, ui.scale]) select.addEventListener("change", () => view.scene && variantChanged());
    for (const box of [ui.showFrames, ui.showConstraints, ui.showGuides]) box.addEventListener("change", drawOverlay);
    $("viewport").addEventListener("click", (event) => {
      if (!view.scene) return;
      const r = ui.frame.getBoundingClientRect();
      const hit = viewAt((event.clientX - r.left) / view.zoom, (event.clientY - r.top) / view.zoom);
      view.selected = hit ? hit.id : null;
      drawOverlay();
      inspect();
    });
    $("plot-box").addEventListener("click", (event) => {
      const t = view.timeline, scene = view.scene;
      if (!t || !scene || t.plotWidth <= 0) return;
      const k = ui.plot.clientWidth / t.width;
      const x = (event.clientX - ui.plot.getBoundingClientRect().left) / k;
      const time = t.lower + (x - t.plotX) / t.plotWidth * (t.upper - t.lower);
      setPlaying(false);
      show(Math.round(time * scene.fps));
    });
    window.addEventListener("resize", placePlayhead);
    document.addEventListener("keydown", (event) => {
      if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement && event.target.type !== "range") return;
      if (event.key === " ") { event.preventDefault(); setPlaying(!view.playing); }
      if (event.key === "ArrowLeft") { event.preventDefault(); step(-1); }
      if (event.key === "ArrowRight") { event.preventDefault(); step(1); }
    });

    // The update socket: every message is a new version; reconnects if the server restarts.
    function connect() {
      const socket = new WebSocket(`ws://${location.host}/socket`);
      socket.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (!view.state || message.version !== view.state.version) refresh();
      };
      socket.onclose = () => {
        ui.status.textContent = "disconnected: is `export preview` still running?";
        setTimeout(connect, 1000);
      };
    }

    refresh().then(connect);
    requestAnimationFrame(tick);

    """#
}
