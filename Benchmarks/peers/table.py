"""Plain-text tables of the results."""

import math


def _fmt(value, digits):
    if value is None:
        return "-"
    if isinstance(value, float) and math.isinf(value):
        return "inf"
    return f"{value:.{digits}f}" if isinstance(value, float) else str(value)


GIF_COLUMNS = [  # (header, key, digits, better: "low" / "high" / None)
    ("wall s", "wall", 3, "low"), ("CPU s", "cpu", 3, "low"), ("peak MB", "peak_mb", 1, "low"),
    ("bytes", "bytes", 0, "low"), ("PSNR mean", "psnr_mean", 2, "high"), ("PSNR min", "psnr_min", 2, "high"),
    ("SSIM mean", "ssim_mean", 6, "high"), ("SSIM min", "ssim_min", 6, "high"),
    ("flicker %", "flicker_pct", 4, "low"),
]


def ratios(ours, peers):
    """LayoutReel / best peer for every column (best = lowest or highest, per column)."""
    out = {}
    for _, key, _, better in GIF_COLUMNS:
        values = [p[key] for p in peers if p.get(key) is not None]
        if ours.get(key) is None or not values:
            out[key] = None
            continue
        best = min(values) if better == "low" else max(values)
        out[key] = ours[key] / best if best else (1.0 if ours[key] == best else math.inf)
    return out


def render(rows):
    """The GIF table; rows are dicts with 'scene', 'tool' and the GIF_COLUMNS keys."""
    headers = ["scene", "tool"] + [h for h, _, _, _ in GIF_COLUMNS]
    # Ratio rows ("ratio": True) show every figure with 3 decimals.
    lines = [[r["scene"], r["tool"]] + [_fmt(r.get(k), 3 if r.get("ratio") else d) for _, k, d, _ in GIF_COLUMNS]
             for r in rows]
    return _grid(headers, lines)


def render_png(rows):
    headers = ["file", "bytes", "encode ms", "optipng -o2 bytes", "optipng ms", "size ratio", "speed ratio", "pngcheck"]
    lines = [[r["file"], _fmt(r["ours_bytes"], 0), _fmt(_ms(r.get("ours_s")), 2), str(r["optipng_bytes"]),
              _fmt(_ms(r["optipng_s"]), 1), _fmt(r["ours_bytes"] / r["optipng_bytes"] if r["ours_bytes"] else None, 3),
              _fmt(r["optipng_s"] / r["ours_s"] if r.get("ours_s") else None, 1),
              "ok" if r.get("valid") else "FAILED"] for r in rows]
    return _grid(headers, lines)


def _ms(seconds):
    return None if seconds is None else seconds * 1000


def _grid(headers, lines):
    widths = [max(len(str(x)) for x in column) for column in zip(headers, *lines)]
    def row(cells):
        return "  ".join(str(c).ljust(w) if i < 2 else str(c).rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))
    return "\n".join([row(headers), row(["-" * w for w in widths])] + [row(line) for line in lines])
