"""GIFs: LayoutReel against ffmpeg two-pass and gifsicle -O3 on the very same frames (issue 9),
with issue 22's GIF targets: bytes and PSNR against the smallest peer, what `gifsicle -O3` still
gains on our GIF, time against the fastest peer, and flicker."""

import glob
import os
import shutil

import peers
import quality
import synthetic
import table
from frames import frame_files, png_size
from sections import Report, log
from targets import Target
from tools import ToolError, ensure, repeated, run as run_command

NAME = "gif"
TITLE = "GIFs vs ffmpeg two-pass + gifsicle -O3"
ORDER = 10

# Issue 22's thresholds.
BYTES_VS_PEER = 0.90      # our bytes / the smallest peer's
PSNR_FLOOR_DB = 70.0      # our PSNR >= min(that peer's, 70 dB)
GIFSICLE_GAIN_PCT = 0.5   # what gifsicle -O3 may still take off our GIF
TIME_VS_PEER = 0.15       # our CPU time / the fastest peer's


def add_arguments(p):
    p.add_argument("--bankey", help="the Bankey scene (default: scenes/bankey*.json, else the test fixture)")
    p.add_argument("--bankey-scale", type=float, default=2, help="scale of the Bankey export (default 2)")
    p.add_argument("--fps", type=int, default=50, help="frame rate of every export (default 50)")
    p.add_argument("--synthetic", action="store_true",
                   help="also benchmark the peers on a synthetic UI animation (works without LayoutReel)")
    p.add_argument("--synthetic-size", default="780x1688", help="WxH of the synthetic frames")


def run(context):
    args = context.args
    for tool in ("ffmpeg", "gifsicle", "optipng", "pngcheck"):
        ensure(tool)
    binary = context.product("export")
    scenes = scene_list(args, context.repo) if binary else []
    if not scenes and not args.synthetic:
        raise ToolError("nothing to benchmark: LayoutReel or its scenes are unavailable (--synthetic runs the peers alone)")
    rows, pngs, ours_files, failed, targets = [], [], set(), [], []
    for label, scene, scale in scenes:
        try:
            scene_rows, posters, scene_targets = bench_scene(binary, label, scene, scale, args)
            rows += scene_rows
            pngs += posters
            ours_files.update(posters)
            targets += scene_targets
        except ToolError as error:
            failed.append(label)
            log(f"{label}: FAILED: {error}")
    if args.synthetic:
        synthetic_rows, synthetic_pngs = bench_synthetic(args)
        rows += synthetic_rows
        pngs += synthetic_pngs
    # For the PNG section: every kind of PNG LayoutReel wrote, and which of them are its own files.
    context.shared["pngs"] = pngs
    context.shared["ours_pngs"] = ours_files
    # For the rd section: the rows and the scenes they measured.
    context.shared["gif_rows"] = rows
    context.shared["gif_scenes"] = scenes
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


def gif_row(label, tool, cost, gif, frames, fps):
    log(f"{label}: measuring {tool} ...")
    q = quality.measure(gif, frames, fps)
    if abs(q.gif_duration_cs - q.source_duration_cs) >= 1:
        log(f"{label}: {tool} lasts {q.gif_duration_cs} cs, the frames {q.source_duration_cs:g} cs")
    return {"scene": label, "tool": tool, "wall": cost.wall, "cpu": cost.cpu, "peak_mb": cost.peak_mb,
            "bytes": os.path.getsize(gif), "psnr_mean": q.psnr_mean, "psnr_min": q.psnr_min,
            "ssim_mean": q.ssim_mean, "ssim_min": q.ssim_min, "flicker_pct": 100 * q.flicker_ratio,
            "flicker_px": q.flicker_px, "gif_frames": q.gif_frames, "gif_duration_cs": q.gif_duration_cs,
            "cpu_samples": [c.cpu for c in cost.samples or [cost]]}


def bench_peers(label, frames, fps, args, work):
    """Rows of every peer pipeline on the PNG frames in `frames`."""
    rows = []
    for name, paletteuse, optimised in peers.FFMPEG_VARIANTS:
        tag = name.split("(")[1].rstrip(")").replace("=", "-")
        gif = os.path.join(work, f"ffmpeg-{tag}.gif")
        small = os.path.join(work, f"gifsicle-{tag}.gif")
        log(f"{label}: {name} x{args.repeat} ...")
        cost = repeated(args.repeat, lambda: peers.ffmpeg_two_pass(frames, fps, paletteuse, gif, work))
        rows.append(gif_row(label, name, cost, gif, frames, fps))
        log(f"{label}: {optimised} x{args.repeat} ...")
        chain = repeated(args.repeat, lambda: peers.ffmpeg_two_pass(frames, fps, paletteuse, gif, work)
                         + peers.gifsicle_o3(gif, small))
        rows.append(gif_row(label, optimised, chain, small, frames, fps))
    return rows


def scene_targets(label, ours, others, gif, work):
    """Issue 22's GIF targets for one scene."""
    smallest = min(others, key=lambda r: r["bytes"])
    floor = min(smallest["psnr_mean"], PSNR_FLOOR_DB)
    fastest = min(others, key=lambda r: r["cpu"])
    # Per-run ratios (run i of ours / run i of the peer) give the range around the ratio of medians.
    pairs = [o / p for o, p in zip(ours["cpu_samples"], fastest["cpu_samples"]) if p > 0]
    squeezed = os.path.join(work, "layoutreel-gifsicle-O3.gif")
    peers.gifsicle_o3(gif, squeezed)
    gain = 100.0 * (ours["bytes"] - os.path.getsize(squeezed)) / ours["bytes"]
    return [
        Target(NAME, f"{label}: bytes / smallest peer", ours["bytes"] / smallest["bytes"], BYTES_VS_PEER,
               note=smallest["tool"]),
        Target(NAME, f"{label}: PSNR mean", ours["psnr_mean"], floor, "high", unit="dB",
               note=f"smallest peer's {smallest['psnr_mean']:.2f} dB, floor min(peer, 70)"),
        Target(NAME, f"{label}: gifsicle -O3 gain on our GIF", gain, GIFSICLE_GAIN_PCT, unit="%"),
        Target(NAME, f"{label}: CPU time / fastest peer", ours["cpu"] / fastest["cpu"], TIME_VS_PEER,
               low=min(pairs, default=None), high=max(pairs, default=None), note=fastest["tool"]),
        Target(NAME, f"{label}: flicker", ours["flicker_pct"], 0.0, unit="%"),
    ]


def bench_scene(binary, label, scene, scale, args):
    """LayoutReel's GIF, its frames, the peers on those frames, and its poster PNG."""
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
    count, size = len(frame_files(frames)), png_size(os.path.join(frames, "frame-0000.png"))
    log(f"{label}: {count} frames of {size[0]}x{size[1]} px")
    ours = gif_row(label, "LayoutReel", cost, gif, frames, args.fps)
    context = {"scene": label, "tool": "(LayoutReel PNG frames)", "wall": frames_cost.wall,
               "cpu": frames_cost.cpu, "peak_mb": frames_cost.peak_mb, "bytes": folder_bytes(frames)}
    others = bench_peers(label, frames, args.fps, args, work)
    ratio = dict(table.ratios(ours, others), scene=label, tool="LayoutReel / best peer", ratio=True)
    # Every kind of PNG LayoutReel writes: the poster, the filmstrip, and frames (first, middle, last).
    poster_out = os.path.join(work, "layoutreel-poster")
    export(binary, scene, poster_out, "png,filmstrip", args.fps, scale)
    files = frame_files(frames)
    picks = [files[i] for i in sorted({0, len(files) // 2, len(files) - 1})]
    posters = sorted(glob.glob(os.path.join(poster_out, "*.png"))) + picks
    return [ours] + others + [context, ratio], posters, scene_targets(label, ours, others, gif, work)


def folder_bytes(folder):
    return sum(os.path.getsize(os.path.join(folder, n)) for n in os.listdir(folder))


def bench_synthetic(args):
    width, height = (int(v) for v in args.synthetic_size.lower().split("x"))
    work = os.path.join(args.work, "synthetic")
    frames = os.path.join(work, "frames", "synthetic")
    shutil.rmtree(frames, ignore_errors=True)
    log(f"synthetic: writing {width}x{height} frames at {args.fps} fps ...")
    count = synthetic.write(frames, width, height, scale=width / 390, fps=args.fps)
    log(f"synthetic: {count} frames")
    rows = bench_peers("synthetic", frames, args.fps, args, work)
    # Three frames stand in for posters: first, middle, last (written by ffmpeg, not LayoutReel).
    picks = sorted({0, count // 2, count - 1})
    return rows, [os.path.join(frames, f"frame-{i:04d}.png") for i in picks]
