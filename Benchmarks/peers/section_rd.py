"""Rate–distortion view of the lossy scenes: LayoutReel's GIF at several `--quality` settings
(bytes against mean and worst-frame PSNR, measured as for every GIF row) beside the peers' points,
and for each peer the smallest LayoutReel point at a PSNR at least the peer's. Runs after the gif
section, on its frames and rows.

A scene is lossy when LayoutReel's default GIF shows some frame inexactly (worst-frame PSNR under
the 100 dB that identical frames count); on the others every setting gives the same exact file.
"""

import glob
import math
import os
import shutil
from concurrent.futures import ThreadPoolExecutor

import metrics
import table
from sections import Report
from targets import Target
from tools import ToolError, run as run_command

NAME = "rd"
TITLE = "GIF rate-distortion: LayoutReel at each --quality beside the peers (lossy scenes)"
ORDER = 15
QUALITIES = ["50", "60", "70", "80", "max"]
# Besides the fixed settings, each peer's own PSNR (rounded up to 0.1 dB) and this much above it:
# the curve sampled where the comparison is made. The export's target is PSNR over all pixels of
# all frames, which is at most the mean of per-frame PSNRs measured here, so a point at the peer's
# PSNR lands at or above it; the margin covers the shown frames' timing.
PEER_MARGIN_DB = 0.5


def add_arguments(p):
    p.add_argument("--rd-qualities", default=",".join(QUALITIES),
                   help="--quality settings of LayoutReel's points (default %(default)s)")


def run(context):
    """The view on what the gif section measured (its rows and scene list in context.shared)."""
    rows, scenes = context.shared.get("gif_rows"), context.shared.get("gif_scenes")
    if rows is None or scenes is None:
        raise ToolError("the rd section needs the gif section's rows: run it with --sections gif,rd")
    binary = context.product("export")
    result = view(binary, scenes, rows, context)
    data = [{"scene": label, "ours": ours, "peers": peers} for label, ours, peers in result]
    return Report(render(result) if result else "no lossy scene", targets(result), data)


def lossy(rows):
    """Labels of the scenes whose LayoutReel GIF row is not exact on every frame."""
    return [r["scene"] for r in rows if r.get("tool") == "LayoutReel" and r.get("psnr_min") is not None
            and r["psnr_min"] < metrics.PSNR_CAP]


def export_point(binary, label, scene, scale, args, q):
    """LayoutReel's GIF of `scene` at quality `q` (untimed); its path."""
    target = os.path.join(args.work, label, f"layoutreel-quality-{q}")
    shutil.rmtree(target, ignore_errors=True)
    os.makedirs(target)
    command = [binary, scene, "--out-dir", target, "--format", "gif", "--fps", str(args.fps), "--quality", q, "--quiet"]
    run_command(command + (["--scale", f"{scale:g}"] if scale else []))
    gifs = glob.glob(os.path.join(target, "*.gif"))
    if len(gifs) != 1:
        raise ToolError(f"{label}: expected one GIF in {target}, found {len(gifs)}")
    return gifs[0]


def frames_folder(label, args):
    """The frames the gif section wrote for `label`."""
    frames = glob.glob(os.path.join(args.work, label, "layoutreel-frames", "*", "frame-0000.png"))
    if len(frames) != 1:
        raise ToolError(f"{label}: expected one frames folder from the GIF rows, found {len(frames)}")
    return os.path.dirname(frames[0])


def peer_qualities(peers, fixed):
    """`--quality` settings at each peer point's mean PSNR (rounded up to 0.1 dB) and
    PEER_MARGIN_DB above it, within the range the export takes (20...100 dB), not in `fixed`,
    ascending."""
    out = set()
    for p in peers:
        for db in (p["psnr_mean"], p["psnr_mean"] + PEER_MARGIN_DB):
            tenth = math.ceil(round(db * 10, 6)) / 10
            if 20 <= tenth <= 100:
                out.add(f"{tenth:.1f}")
    taken = {float(q) for q in fixed if q != "max"}
    return sorted((q for q in out if float(q) not in taken), key=float)


def points(binary, wanted, context):
    """{label: LayoutReel's points} for `wanted` ((label, scene, scale, extra settings)) at each
    --rd-qualities setting and the scene's extra ones: the exports run side by side (nothing is
    timed here), then the quality pool measures every GIF, the default setting's from the gif
    section's result (the same bytes)."""
    args = context.args
    qualities = args.rd_qualities.split(",")
    jobs = [(label, scene, scale, q) for label, scene, scale, extra in wanted for q in qualities + extra]
    with ThreadPoolExecutor(context.quality.jobs) as pool:
        gifs = list(pool.map(lambda job: export_point(binary, *job[:3], args, job[3]), jobs))
    measured = context.quality.measure([(gif, frames_folder(label, args), args.fps)
                                        for (label, *_), gif in zip(jobs, gifs)])
    out = {}
    for (label, _, _, q), gif, m in zip(jobs, gifs, measured):
        if isinstance(m, Exception):
            raise m
        out.setdefault(label, []).append({"scene": label, "tool": f"LayoutReel --quality {q}",
                                          "bytes": os.path.getsize(gif), "psnr_mean": m.psnr_mean,
                                          "psnr_min": m.psnr_min, "flicker_pct": 100 * m.flicker_ratio})
    return out


def equal_quality(ours, peers):
    """For each peer point, the smallest of `ours` whose mean PSNR is at least the peer's, and the
    bytes ratio (None when no setting reaches the peer's PSNR)."""
    out = []
    for p in peers:
        reaching = [o for o in ours if o["psnr_mean"] >= p["psnr_mean"]]
        best = min(reaching, key=lambda o: o["bytes"]) if reaching else None
        out.append((p, best, best["bytes"] / p["bytes"] if best else None))
    return out


def render(view):
    """The view as text: every point, then the equal-PSNR comparison per peer."""
    headers = ["scene", "point", "bytes", "PSNR mean", "PSNR min", "flicker %"]
    lines = []
    for label, ours, peers in view:
        for r in ours + peers:
            lines.append([label, r["tool"], str(r["bytes"]), table._fmt(r["psnr_mean"], 2),
                          table._fmt(r["psnr_min"], 2), table._fmt(r.get("flicker_pct"), 4)])
    text = table._grid(headers, lines)
    compare = []
    for label, ours, peers in view:
        for p, best, ratio in equal_quality(ours, peers):
            compare.append([label, p["tool"], table._fmt(p["psnr_mean"], 2), best["tool"] if best else "none reaches it",
                            table._fmt(best["psnr_mean"], 2) if best else "-", table._fmt(ratio, 3)])
    text += "\n\nAt a PSNR at least the peer's: LayoutReel's smallest such point, bytes / the peer's bytes\n"
    text += table._grid(["scene", "peer", "peer PSNR", "LayoutReel point", "its PSNR", "bytes ratio"], compare)
    return text


def view(binary, scenes, rows, context):
    """(label, our points, peer points) for every lossy scene of `scenes` ((label, path, scale))."""
    wanted = set(lossy(rows))
    chosen = [s for s in scenes if s[0] in wanted]
    peers = {label: [r for r in rows if r["scene"] == label and r.get("psnr_mean") is not None
                     and not r["tool"].startswith("LayoutReel") and not r.get("ratio")]
             for label, _, _ in chosen}
    fixed = context.args.rd_qualities.split(",")
    ours = points(binary, [(label, scene, scale, peer_qualities(peers[label], fixed))
                           for label, scene, scale in chosen], context)
    return [(label, ours[label], peers[label]) for label, _, _ in chosen]


def targets(view):
    """Issue 22's "at equal PSNR we are smaller than the peer", per lossy scene: the largest bytes
    ratio over the peer points (a peer point no setting reaches counts as infinite)."""
    found = []
    for label, ours, peers in view:
        ratios = [ratio if ratio is not None else math.inf for _, _, ratio in equal_quality(ours, peers)]
        if ratios:
            found.append(Target(NAME, f"{label}: bytes / peer's at a PSNR at least the peer's", max(ratios), 1.0,
                                low=min(ratios), high=max(ratios), note=f"worst of {len(ratios)} peer points"))
    return found
