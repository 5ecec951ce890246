"""GIFs: LayoutReel against ffmpeg two-pass and gifsicle -O3 on the very same frames (issue 9),
with issue 22's GIF targets: bytes and PSNR against the smallest peer, what `gifsicle -O3` still
gains on our GIF, time against the fastest peer, and flicker."""

import glob
import os
import shutil
import time

import peers
import synthetic
import table
from frames import frame_files, png_size
from sections import Report, log
from targets import Target
from tools import ToolError, chained, ensure, repeated, run as run_command

NAME = "gif"
TITLE = "GIFs vs ffmpeg two-pass + gifsicle -O3"
ORDER = 10

# Issue 22's thresholds.
BYTES_VS_PEER = 0.90      # our bytes / the smallest peer's
PSNR_FLOOR_DB = 70.0      # our PSNR >= min(that peer's, 70 dB)
GIFSICLE_GAIN_PCT = 0.5   # what gifsicle -O3 may still take off our GIF
TIME_VS_PEER = 0.15       # our CPU time / the fastest peer's
FRAMES_VS_GIF = 2.0       # `--format frames` CPU / `--format gif` CPU (the same frames: per frame)
# A Bankey frame within 1.5 x the 1.2-1.5 ms estimate of a near-optimal pipeline.
BANKEY_FRAME_MS = 1.5 * 1.5


def add_arguments(p):
    p.add_argument("--bankey", help="the Bankey scene (default: scenes/bankey*.json, else the test fixture)")
    p.add_argument("--bankey-scale", type=float, default=2, help="scale of the Bankey export (default 2)")
    p.add_argument("--fps", type=int, default=50, help="frame rate of every export (default 50)")
    p.add_argument("--synthetic", action="store_true",
                   help="also benchmark the peers on a synthetic UI animation (works without LayoutReel)")
    p.add_argument("--synthetic-size", default="780x1688", help="WxH of the synthetic frames")


def run(context):
    """Every timed command of every scene first, alone; then the quality of every GIF in the pool."""
    args = context.args
    for tool in ("ffmpeg", "gifsicle", "optipng", "pngcheck"):
        ensure(tool)
    binary = context.product("export")
    scenes = scene_list(args, context.repo) if binary else []
    if not scenes and not args.synthetic:
        raise ToolError("nothing to benchmark: LayoutReel or its scenes are unavailable (--synthetic runs the peers alone)")
    timed, failed = [], []
    start = time.perf_counter()
    for label, scene, scale in scenes:
        try:
            timed.append(time_scene(binary, label, scene, scale, args))
        except ToolError as error:
            failed.append(label)
            log(f"{label}: FAILED: {error}")
    if args.synthetic:
        timed.append(time_synthetic(args))
    log(f"gif: timings done in {time.perf_counter() - start:.0f} s; quality of {sum(len(t['gifs']) for t in timed)} "
        f"GIFs ({context.quality.jobs} processes) ...")
    start = time.perf_counter()
    requests = [(gif, t["frames"], args.fps) for t in timed for _, _, gif in t["gifs"]]
    measured = iter(context.quality.measure(requests))
    log(f"gif: quality done in {time.perf_counter() - start:.0f} s")
    rows, pngs, ours_files, targets, stream = [], [], set(), [], []
    for t in timed:
        found = [(tool, cost, gif, next(measured)) for tool, cost, gif in t["gifs"]]
        broken = [q for *_, q in found if isinstance(q, Exception)]
        if broken:
            failed.append(t["label"])
            log(f"{t['label']}: FAILED: {broken[0]}")
            continue
        scene_rows = [gif_row(t["label"], tool, cost, gif, q) for tool, cost, gif, q in found]
        rows += scene_rows + t["extra_rows"](scene_rows)
        pngs += t["pngs"]
        if t.get("ours"):
            ours_files.update(t["pngs"])
            targets += scene_targets(t, scene_rows[0], scene_rows[1:])
            stream.append(stream_row(t, scene_rows[0]))
    # For the PNG sections: every kind of PNG LayoutReel wrote, and which of them are its own files.
    context.shared["pngs"] = pngs
    context.shared["ours_pngs"] = ours_files
    context.shared["png_names"] = {path: name for t in timed for path, name in t.get("named", [])}
    # For the rd section: the rows and the scenes they measured; for the stream section, its rows.
    context.shared["gif_rows"] = rows
    context.shared["gif_scenes"] = scenes
    context.shared["stream_rows"] = stream
    text = (f"median of {args.repeat} runs; peers read LayoutReel's PNG frames, LayoutReel's time includes "
            f"rendering them\n{table.render(rows)}")
    if failed:
        text += f"\nFAILED scenes: {', '.join(failed)}"
        targets.append(Target(NAME, "scenes that failed", float(len(failed)), 0.0, unit="", note=", ".join(failed)))
    return Report(text, targets, rows)


def scene_list(args, repo):
    """(label, path, scale) of the Bankey scene then of every scene in --scenes."""
    bankey = args.bankey
    if not bankey:
        found = sorted(glob.glob(os.path.join(args.scenes, "bankey*.json")))
        fixture = os.path.join(repo, "Tests", "SceneTests", "Fixtures", "bankey-login.json")
        bankey = found[0] if found else fixture
    scenes = []
    if os.path.isfile(bankey):
        scenes.append((f"bankey@{args.bankey_scale:g}x", bankey, args.bankey_scale))
    else:
        log(f"Bankey scene not found at {bankey}")
    if os.path.isdir(args.scenes):
        for path in sorted(glob.glob(os.path.join(args.scenes, "*.json"))):
            if os.path.realpath(path) != os.path.realpath(bankey):
                scenes.append((os.path.splitext(os.path.basename(path))[0], path, None))
    else:
        log(f"no scenes folder at {args.scenes}")
    return scenes


def export(binary, scene, out, fmt, fps, scale, extra=()):
    """Cost of one LayoutReel export into a fresh `out`."""
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    command = [binary, scene, "--out", out, "--format", fmt, "--fps", str(fps), "--quiet", *extra]
    if scale:
        command += ["--scale", f"{scale:g}"]
    return run_command(command)


def only(paths, what, folder):
    if len(paths) != 1:
        raise ToolError(f"expected one {what} in {folder}, found {len(paths)}")
    return paths[0]


def gif_row(label, tool, cost, gif, q):
    """A table row: the cost of making `gif`, its bytes and its quality `q`."""
    if abs(q.gif_duration_cs - q.source_duration_cs) >= 1:
        log(f"{label}: {tool} lasts {q.gif_duration_cs} cs, the frames {q.source_duration_cs:g} cs")
    return {"scene": label, "tool": tool, "wall": cost.wall, "cpu": cost.cpu, "peak_mb": cost.peak_mb,
            "bytes": os.path.getsize(gif), "psnr_mean": q.psnr_mean, "psnr_min": q.psnr_min,
            "ssim_mean": q.ssim_mean, "ssim_min": q.ssim_min, "flicker_pct": 100 * q.flicker_ratio,
            "flicker_px": q.flicker_px, "gif_frames": q.gif_frames, "gif_duration_cs": q.gif_duration_cs,
            "cpu_samples": [c.cpu for c in cost.samples or [cost]]}


def time_peers(label, frames, fps, args, work):
    """(tool, cost, GIF) of every peer pipeline on the PNG frames in `frames`. The gifsicle rows'
    cost is the chain: run i of ffmpeg's two passes plus run i of gifsicle on their output."""
    out = []
    for name, paletteuse, optimised in peers.FFMPEG_VARIANTS:
        tag = name.split("(")[1].rstrip(")").replace("=", "-")
        gif = os.path.join(work, f"ffmpeg-{tag}.gif")
        small = os.path.join(work, f"gifsicle-{tag}.gif")
        log(f"{label}: {name} x{args.repeat} ...")
        cost = repeated(args.repeat, lambda: peers.ffmpeg_two_pass(frames, fps, paletteuse, gif, work))
        log(f"{label}: gifsicle -O3 on it x{args.repeat} ...")
        squeeze = repeated(args.repeat, lambda: peers.gifsicle_o3(gif, small))
        out += [(name, cost, gif), (optimised, chained(cost, squeeze), small)]
    return out


def scene_targets(timed, ours, others):
    """Issue 22's targets for one scene from its rows: ours and the peers'."""
    label = timed["label"]
    smallest = min(others, key=lambda r: r["bytes"])
    floor = min(smallest["psnr_mean"], PSNR_FLOOR_DB)
    fastest = min(others, key=lambda r: r["cpu"])
    # Per-run ratios (run i of ours / run i of the peer) give the range around the ratio of medians.
    pairs = [o / p for o, p in zip(ours["cpu_samples"], fastest["cpu_samples"]) if p > 0]
    gain = 100.0 * (ours["bytes"] - timed["squeezed_bytes"]) / ours["bytes"]
    frames = timed["frames_cost"]
    per_frame = [f.cpu / g for f, g in zip(frames.samples or [frames], ours["cpu_samples"]) if g > 0]
    found = [
        Target(NAME, f"{label}: bytes / smallest peer", ours["bytes"] / smallest["bytes"], BYTES_VS_PEER,
               note=smallest["tool"]),
        Target(NAME, f"{label}: PSNR mean", ours["psnr_mean"], floor, "high", unit="dB",
               note=f"smallest peer's {smallest['psnr_mean']:.2f} dB, floor min(peer, 70)"),
        Target(NAME, f"{label}: gifsicle -O3 gain on our GIF", gain, GIFSICLE_GAIN_PCT, unit="%"),
        Target(NAME, f"{label}: CPU time / fastest peer", ours["cpu"] / fastest["cpu"], TIME_VS_PEER,
               low=min(pairs, default=None), high=max(pairs, default=None), note=fastest["tool"]),
        Target(NAME, f"{label}: flicker", ours["flicker_pct"], 0.0, unit="%"),
        Target(NAME, f"{label}: PNG frames CPU / GIF CPU", frames.cpu / ours["cpu"], FRAMES_VS_GIF,
               low=min(per_frame, default=None), high=max(per_frame, default=None), note="same frames"),
    ]
    if timed.get("bankey"):
        count = timed["frame_count"]
        samples = [1000 * c / count for c in ours["cpu_samples"]]
        found.append(Target(NAME, f"{label}: GIF export CPU per frame", 1000 * ours["cpu"] / count, BANKEY_FRAME_MS,
                            low=min(samples), high=max(samples), unit="ms",
                            note=f"whole export / {count} frames, start-up included"))
    return found


def stream_row(timed, ours):
    """The stream section's row of this scene, from what was measured here."""
    return {"scene": timed["label"], "bytes": ours["bytes"], "gifsicle_O3_bytes": timed["squeezed_bytes"],
            "cpu_s": ours["cpu"], "ffmpeg_frames": ours["gif_frames"], "images": ours["gif_frames"]}


def time_scene(binary, label, scene, scale, args):
    """The timed half of a scene: LayoutReel's GIF and frames, the peers on those frames; then,
    untimed, the poster and filmstrip and what gifsicle -O3 takes off our GIF. Its GIFs are
    measured later, all together (run)."""
    work = os.path.join(args.work, label)
    log(f"{label}: LayoutReel gif x{args.repeat} ...")
    gif_out = os.path.join(work, "layoutreel-gif")
    cost = repeated(args.repeat, lambda: export(binary, scene, gif_out, "gif", args.fps, scale))
    gif = only(glob.glob(os.path.join(gif_out, "*.gif")), "GIF", gif_out)
    log(f"{label}: LayoutReel frames x{args.repeat} ...")
    frames_out = os.path.join(work, "layoutreel-frames")
    frames_cost = repeated(args.repeat, lambda: export(binary, scene, frames_out, "frames", args.fps, scale))
    frames = only([os.path.dirname(p) for p in glob.glob(os.path.join(frames_out, "*", "frame-0000.png"))],
                  "frames folder", frames_out)
    files = frame_files(frames)
    size = png_size(files[0])
    log(f"{label}: {len(files)} frames of {size[0]}x{size[1]} px")
    gifs = [("LayoutReel", cost, gif)] + time_peers(label, frames, args.fps, args, work)
    squeezed = os.path.join(work, "layoutreel-gifsicle-O3.gif")
    peers.gifsicle_o3(gif, squeezed)
    # Every kind of PNG LayoutReel writes: the poster, the filmstrip, and frames (first, middle, last).
    poster_out = os.path.join(work, "layoutreel-poster")
    export(binary, scene, poster_out, "png,filmstrip", args.fps, scale)
    stills = sorted(glob.glob(os.path.join(poster_out, "*.png")))
    # Each file's name in issue 22's PNG set (pngpeers.py): scene, scale, kind.
    stem = os.path.splitext(os.path.basename(scene))[0] + (f"@{scale:g}x" if scale else "")
    named = [(p, f"{stem}-{'filmstrip' if 'filmstrip' in os.path.basename(p) else 'poster'}.png") for p in stills]
    named += [(files[i], f"{stem}-frame-{i:04d}.png") for i in sorted({0, len(files) // 2, len(files) - 1})]

    def extra_rows(scene_rows):
        context_row = {"scene": label, "tool": "(LayoutReel PNG frames)", "wall": frames_cost.wall,
                       "cpu": frames_cost.cpu, "peak_mb": frames_cost.peak_mb, "bytes": folder_bytes(frames)}
        ratio = dict(table.ratios(scene_rows[0], scene_rows[1:]), scene=label, tool="LayoutReel / best peer",
                     ratio=True)
        return [context_row, ratio]
    return {"label": label, "ours": True, "gifs": gifs, "frames": frames, "frames_cost": frames_cost,
            "frame_count": len(files), "squeezed_bytes": os.path.getsize(squeezed), "pngs": [p for p, _ in named],
            "named": named, "extra_rows": extra_rows, "bankey": label.startswith("bankey")}


def folder_bytes(folder):
    return sum(os.path.getsize(os.path.join(folder, n)) for n in os.listdir(folder))


def time_synthetic(args):
    """The peers alone on a generated UI animation (no LayoutReel row)."""
    width, height = (int(v) for v in args.synthetic_size.lower().split("x"))
    work = os.path.join(args.work, "synthetic")
    frames = os.path.join(work, "frames", "synthetic")
    shutil.rmtree(frames, ignore_errors=True)
    log(f"synthetic: writing {width}x{height} frames at {args.fps} fps ...")
    count = synthetic.write(frames, width, height, scale=width / 390, fps=args.fps)
    log(f"synthetic: {count} frames")
    # Three frames stand in for posters: first, middle, last (written by ffmpeg, not LayoutReel).
    picks = [os.path.join(frames, f"frame-{i:04d}.png") for i in sorted({0, count // 2, count - 1})]
    return {"label": "synthetic", "gifs": time_peers("synthetic", frames, args.fps, args, work), "frames": frames,
            "pngs": picks, "extra_rows": lambda scene_rows: []}
