extension PreviewPage {
  static let style = #"""
    :root { color-scheme: light; --ink: #1c1c1e; --muted: #6e6e73; --line: #d1d1d6; --accent: #007aff;
      --bg: #f2f2f7; --panel: #fff; --error: #ff3b30; font: 14px/1.4 system-ui, sans-serif; }
    * { box-sizing: border-box; }
    body { margin: 0; color: var(--ink); background: var(--bg); }
    header { display: flex; gap: 12px; align-items: baseline; padding: 10px 16px; background: var(--panel);
      border-bottom: 1px solid var(--line); }
    h1 { font-size: 17px; margin: 0; }
    h2 { font-size: 15px; margin: 0 0 8px; }
    h3 { font-size: 13px; margin: 14px 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: .03em; }
    #file, .hint { color: var(--muted); }
    #status { margin-left: auto; color: var(--muted); font-variant-numeric: tabular-nums; }
    #error { margin: 12px 16px 0; padding: 10px 14px; border: 2px solid var(--error); border-radius: 8px;
      background: #fff5f4; }
    #error h2 { color: var(--error); }
    #error pre { margin: 0; font: 13px/1.35 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
    #error p { margin: 6px 0 0; color: var(--muted); }
    main { display: flex; gap: 16px; padding: 12px 16px; align-items: flex-start; }
    #stage { flex: 0 0 auto; background: repeating-conic-gradient(#e5e5ea 0 25%, #fff 0 50%) 0 0 / 16px 16px;
      border: 1px solid var(--line); padding: 12px; border-radius: 8px; }
    #viewport { position: relative; line-height: 0; cursor: crosshair; }
    #frame { display: block; image-rendering: auto; user-select: none; }
    #overlay { position: absolute; left: 0; top: 0; overflow: visible; pointer-events: none; }
    #inspector { flex: 1 1 320px; min-width: 280px; max-width: 460px; background: var(--panel);
      border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; }
    #props { display: grid; grid-template-columns: max-content 1fr; gap: 3px 12px; margin: 0; }
    #props dt { color: var(--muted); }
    #props dd { margin: 0; font-variant-numeric: tabular-nums; }
    #constraints { margin: 0; padding-left: 18px; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; }
    #constraints .meta { color: var(--muted); }
    #controls { padding: 8px 16px; background: var(--panel); border-top: 1px solid var(--line);
      border-bottom: 1px solid var(--line); }
    #controls .row { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin: 4px 0; }
    #scrubber { flex: 1 1 300px; }
    #position { font-variant-numeric: tabular-nums; min-width: 190px; }
    .overlays { display: inline-flex; gap: 10px; margin-left: auto; }
    button { font: inherit; padding: 4px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
    button:hover { border-color: var(--accent); }
    #timeline { padding: 10px 16px 24px; }
    #plot-box { position: relative; display: inline-block; line-height: 0; cursor: pointer; background: #fff;
      border: 1px solid var(--line); border-radius: 6px; }
    #plot { max-width: 100%; }
    #playhead { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--error);
      pointer-events: none; }
    svg text { font: 600 10px system-ui, sans-serif; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
    .frame-box { fill: none; stroke: #007aff; stroke-width: 1; vector-effect: non-scaling-stroke; }
    .frame-box.selected { stroke: #ff9500; stroke-width: 2.5; fill: rgba(255, 149, 0, .08); }
    .frame-id { fill: #0060df; }
    .constraint { stroke: #af52de; stroke-width: 1.5; vector-effect: non-scaling-stroke; fill: none; }
    .constraint.optional { stroke-dasharray: 4 3; }
    .constraint-label { fill: #8e2fc4; }
    .guide-safe { fill: rgba(52, 199, 89, .12); stroke: #34c759; stroke-width: 1; vector-effect: non-scaling-stroke; }
    .guide-margins { fill: none; stroke: #34c759; stroke-dasharray: 5 4; stroke-width: 1;
      vector-effect: non-scaling-stroke; }

    """#
}
