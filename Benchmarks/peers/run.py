#!/usr/bin/env python3
"""LayoutReel against ffmpeg and gifsicle on the same frames (issue 9); see README.md.

    Benchmarks/peers/run.py [--scenes scenes/] [--repeat 3] [--synthetic] [--json out.json]
"""

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ inside the repository
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import peers  # noqa: E402
import pngpeers  # noqa: E402
from frames import frame_files, png_size  # noqa: E402
import quality  # noqa: E402
import synthetic  # noqa: E402
import table  # noqa: E402
from tools import ToolError, ensure, repeated, run  # noqa: E402

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def log(message):
    print(f"[peers] {message}", file=sys.stderr, flush=True)


def arguments():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--scenes", default=os.path.join(REPO, "scenes"), help="folder of scene .json files")
    p.add_argument("--bankey", help="the Bankey scene (default: scenes/bankey*.json, else the test fixture)")
    p.add_argument("--bankey-scale", type=float, default=2, help="scale of the Bankey export (default 2)")
    p.add_argument("--fps", type=int, default=50, help="frame rate of every export (default 50)")
    p.add_argument("--repeat", type=int, default=3, help="runs per timing; medians are reported")
    p.add_argument("--export", help="the export binary (default: .build/release/export, built first)")
    p.add_argument("--no-build", action="store_true", help="do not run swift build first")
    p.add_argument("--synthetic", action="store_true",
                   help="also benchmark the peers on a synthetic UI animation (works without LayoutReel)")
    p.add_argument("--synthetic-size", default="780x1688", help="WxH of the synthetic frames")
    p.add_argument("--png-dir", help="only the PNG comparison (optipng, oxipng, zopflipng), on these PNGs (no GIFs)")
    p.add_argument("--png-set", help="write issue 22's 60-file PNG set into this folder, then compare as --png-dir")
    p.add_argument("--work", default=os.path.join("/tmp", "layoutreel-peers"), help="scratch folder (kept)")
    p.add_argument("--json", help="also write every figure to this JSON file")
    return p.parse_args()


def export_binary(args):
    """The export binary, building it unless told not to; None (with a message) when unavailable."""
    binary = args.export or os.path.join(REPO, ".build", "release", "export")
    if not args.export and not args.no_build:
        swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
        if not os.path.exists(swift):
            log("swift not found: cannot build export (pass --export PATH or --no-build)")
        else:
            log("building export: swift build -c release --product export (not timed) ...")
            start = time.perf_counter()
            result = subprocess.run([swift, "build", "-c", "release", "--product", "export"], cwd=REPO,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if result.returncode != 0:
                log(f"the build failed, LayoutReel is skipped:\n{result.stderr.strip()[-1500:]}")
                return None
            log(f"built in {time.perf_counter() - start:.0f} s")
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        log(f"no export binary at {binary}: LayoutReel is skipped "
            "(build it with `swift build -c release --product export`, or pass --export PATH)")
        return None
    return binary


def scene_list(args):
    """(label, path, scale) of the Bankey scene then of every scene in --scenes."""
    bankey = args.bankey
    if not bankey:
        found = sorted(glob.glob(os.path.join(args.scenes, "bankey*.json")))
        fixture = os.path.join(REPO, "Tests", "SceneTests", "Fixtures", "bankey-login.json")
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


def export(binary, scene, out, fmt, fps, scale):
    """Cost of one LayoutReel export into a fresh `out`."""
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    command = [binary, scene, "--out", out, "--format", fmt, "--fps", str(fps), "--quiet"]
    if scale:
        command += ["--scale", f"{scale:g}"]
    return run(command)


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
            "flicker_px": q.flicker_px, "gif_frames": q.gif_frames, "gif_duration_cs": q.gif_duration_cs}


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
    return [ours] + others + [context, ratio], sorted(glob.glob(os.path.join(poster_out, "*.png"))) + picks


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


def compare_pngs(binary, pngs, ours_files, args):
    """Each PNG's size against `optipng -o2` on a copy, and the time of each: LayoutReel's PNG
    writer re-encoding the file's pixels in process (`export bench --png`, median of --repeat
    runs; decoding not timed) against optipng's whole run on the file (median wall time).
    LayoutReel's bytes are the file's when it wrote the file (`ours_files`), else the re-encoding's."""
    ours = {}
    if binary and pngs:
        listing = subprocess.run([binary, "bench", "--json", "--runs", str(max(3, args.repeat)), "--png"] + pngs,
                                 capture_output=True, text=True, check=True).stdout
        ours = {entry["file"]: entry for entry in map(json.loads, listing.splitlines())}
    rows = []
    scratch = os.path.join(args.work, "optipng")
    os.makedirs(scratch, exist_ok=True)
    for index, path in enumerate(pngs):
        copy = os.path.join(scratch, f"{index:03d}-{os.path.basename(path)}")

        def once():
            shutil.copyfile(path, copy)
            return peers.optipng_o2(copy)
        cost = repeated(args.repeat, once)
        timing = ours.get(path, {})
        rows.append({"file": os.path.relpath(path, args.work) if path.startswith(args.work) else path,
                     "ours_bytes": os.path.getsize(path) if path in ours_files else timing.get("bytes"),
                     "ours_s": timing["ms"] / 1000 if "ms" in timing else None,
                     "optipng_bytes": os.path.getsize(copy), "optipng_s": cost.wall,
                     "valid": peers.pngcheck(path)})
    return rows


def png_only(binary, args):
    """The PNG comparison alone (pngpeers.py), on --png-dir or on the set written into --png-set."""
    if args.png_set:
        pngs = pngpeers.build_set(binary, args.scenes, args.png_set, args.fps, args.bankey_scale)
    else:
        pngs = sorted(glob.glob(os.path.join(args.png_dir, "*.png")))
    rows = pngpeers.compare(binary, pngs, args.work, args.repeat)
    print(pngpeers.render_files(rows))
    print()
    print(pngpeers.report(rows))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"png": rows, "repeat": args.repeat}, f, indent=1)
    return 0


def main():
    args = arguments()
    try:
        for tool in ("ffmpeg", "gifsicle", "optipng", "pngcheck"):
            ensure(tool)
    except ToolError as error:
        log(str(error))
        return 2
    binary = export_binary(args)
    if binary and (args.png_dir or args.png_set):
        return png_only(binary, args)
    scenes = scene_list(args) if binary and not args.png_dir else []
    if not scenes and not args.synthetic and not args.png_dir:
        log("nothing to benchmark: LayoutReel or its scenes are unavailable (--synthetic runs the peers alone)")
        return 2
    rows, pngs, ours_files, failed = [], [], set(), 0
    for label, scene, scale in scenes:
        try:
            scene_rows, posters = bench_scene(binary, label, scene, scale, args)
            rows += scene_rows
            pngs += posters
            ours_files.update(posters)
        except ToolError as error:
            failed += 1
            log(f"{label}: FAILED: {error}")
    if args.synthetic:
        synthetic_rows, synthetic_pngs = bench_synthetic(args)
        rows += synthetic_rows
        pngs += synthetic_pngs
    if args.png_dir:
        pngs = sorted(glob.glob(os.path.join(args.png_dir, "*.png")))
    png_rows = compare_pngs(binary, pngs, ours_files, args)
    if rows:
        print(f"GIFs (median of {args.repeat} runs; peers read LayoutReel's PNG frames, "
              f"LayoutReel's time includes rendering them)")
        print(table.render(rows))
    if png_rows:
        print("\nPNGs (posters, filmstrips, frames): LayoutReel's bytes (its file; for --png-dir and synthetic"
              " frames, its re-encoding) and encode time in process, vs optipng -o2's run on a copy")
        print(table.render_png(png_rows))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"gif": rows, "png": png_rows, "repeat": args.repeat, "fps": args.fps}, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
