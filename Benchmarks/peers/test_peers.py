"""Checks of the benchmark's own measuring code: python3 Benchmarks/peers/test_peers.py"""

import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import numpy as np

sys.dont_write_bytecode = True  # no __pycache__ inside the repository
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import gifinfo  # noqa: E402
import metrics  # noqa: E402
import pngpeers  # noqa: E402
import quality  # noqa: E402
import section_export  # noqa: E402
import section_pngpeers  # noqa: E402
import section_rd  # noqa: E402
import targets  # noqa: E402
from quality_pool import QualityPool  # noqa: E402
from tools import Cost, chained  # noqa: E402


def _gif(frames, loop=0):
    """The blocks of a 2x2 GIF whose frames are (delay_cs, disposal) pairs; the image data is
    filler (gifinfo skips it), so only the container is meaningful."""
    out = bytearray(b"GIF89a" + (2).to_bytes(2, "little") + (2).to_bytes(2, "little") + bytes([0x80, 0, 0]))
    out += bytes([0, 0, 0, 255, 255, 255])
    out += b"\x21\xff\x0bNETSCAPE2.0\x03\x01" + loop.to_bytes(2, "little") + b"\x00"
    data = bytes([0x44, 0x01, 0x05])
    for delay, disposal in frames:
        out += b"\x21\xf9\x04" + bytes([disposal << 2]) + delay.to_bytes(2, "little") + b"\x00\x00"
        out += b"\x2c" + (0).to_bytes(2, "little") * 2 + (2).to_bytes(2, "little") * 2 + b"\x00"
        out += bytes([2, len(data)]) + data + b"\x00"
    return bytes(out + b"\x3b")


class PNGPeersTargetTests(unittest.TestCase):
    def test_targets_come_from_the_totals(self):
        def row(ours, ours_cpu, oxi, oxi_cpu, most, zopfli):
            return {"ours": {"bytes": ours, "cpu": ours_cpu}, "oxipng -o2": {"bytes": oxi, "cpu": oxi_cpu},
                    "ours max": {"bytes": most, "cpu": 1}, "zopflipng": {"bytes": zopfli, "cpu": 1}}
        rows = [row(90, 0.1, 100, 0.4, 101, 100), row(110, 0.1, 100, 0.5, 100, 100)]
        found = {t.name: t for t in section_pngpeers.targets(rows)}
        # 200 / 200 bytes; 0.9 / 0.2 CPU s; 201 / 200 bytes.
        self.assertAlmostEqual(found["default bytes / oxipng -o2"].value, 1.0)
        self.assertTrue(found["default bytes / oxipng -o2"].passed)
        self.assertAlmostEqual(found["oxipng -o2 CPU / default"].value, 4.5)
        self.assertFalse(found["oxipng -o2 CPU / default"].passed)
        self.assertAlmostEqual(found["max bytes / zopflipng"].value, 1.005)
        self.assertTrue(found["max bytes / zopflipng"].passed)


class MetricsTests(unittest.TestCase):
    def test_psnr_of_a_one_level_error_everywhere(self):
        a = np.full((20, 30, 3), 100, np.uint8)
        self.assertAlmostEqual(metrics.psnr(a, a + 1), 10 * math.log10(255 * 255), places=9)
        self.assertEqual(metrics.psnr(a, a), metrics.PSNR_CAP)

    def test_ssim_shortcut_equals_the_full_map(self):
        rng = np.random.default_rng(7)
        x = rng.integers(0, 256, (60, 80, 3), dtype=np.uint8)
        y = x.copy()
        y[30:34, 50:53] = 255 - y[30:34, 50:53]
        lx, ly = metrics.luma(x), metrics.luma(y)
        total, count = metrics._ssim_map_sum(lx, ly)
        self.assertAlmostEqual(metrics.ssim(lx, ly), total / count, places=12)
        self.assertLess(metrics.ssim(lx, ly), 0.999)
        self.assertEqual(metrics.ssim(lx, lx), 1.0)

    def test_ssim_falls_with_noise(self):
        rng = np.random.default_rng(1)
        x = np.tile(np.linspace(0, 255, 64, dtype=np.float32), (64, 1))
        slight = metrics.ssim(x, np.clip(x + rng.normal(0, 2, x.shape).astype(np.float32), 0, 255))
        strong = metrics.ssim(x, np.clip(x + rng.normal(0, 30, x.shape).astype(np.float32), 0, 255))
        self.assertTrue(1 > slight > strong > 0)


class BandedMetricsTests(unittest.TestCase):
    """compare() reads only the rows and windows over differing pixels: the same figures as the
    whole frames give."""

    def frames(self):
        rng = np.random.default_rng(3)
        a = rng.integers(0, 256, (90, 70, 4), dtype=np.uint8)
        a[..., 3] = 255
        b = a.copy()
        b[5:8, 10:20, :3] ^= 7      # a band near the top
        b[60:62, 3:5, :3] ^= 40     # another, far below: two bands
        b[64, 60, 0] ^= 1           # within a window's height of the second: merged with it
        return a, b

    def test_compare_equals_the_whole_frame_figures(self):
        a, b = self.frames()
        d = a[..., :3].astype(np.int64) - b[..., :3]
        whole_psnr = 10 * math.log10(255 * 255 / float(np.mean(d * d)))
        total, count = metrics._ssim_map_sum(metrics.luma(a), metrics.luma(b))
        p, s = metrics.compare(a, b)
        self.assertAlmostEqual(p, whole_psnr, places=9)
        self.assertAlmostEqual(s, total / count, places=9)
        self.assertLess(s, 1.0)
        self.assertEqual(metrics.compare(a, a.copy()), (metrics.PSNR_CAP, 1.0))

    def test_bands_split_where_a_window_sees_no_difference(self):
        self.assertEqual(metrics._bands(np.array([5, 6, 7, 60, 61, 64]), 90), [(0, 7), (50, 64)])
        # The last window starts 11 rows before the bottom.
        self.assertEqual(metrics._bands(np.array([89]), 90), [(79, 79)])

    def test_rgb_and_opaque_rgba_agree(self):
        a, b = self.frames()
        self.assertTrue(np.array_equal(metrics.changed(a, b), metrics.changed(a[..., :3], b[..., :3])))
        self.assertEqual(metrics.psnr(a, b), metrics.psnr(a[..., :3], b[..., :3]))


class CostTests(unittest.TestCase):
    def test_a_chain_sums_run_i_of_each_command(self):
        first = Cost(2.0, 2.0, 10.0, [Cost(1.0, 1.0, 10.0), Cost(3.0, 3.0, 12.0), Cost(2.0, 2.0, 8.0)])
        second = Cost(0.5, 0.5, 20.0, [Cost(0.5, 0.5, 20.0), Cost(0.1, 0.1, 5.0), Cost(0.9, 0.9, 6.0)])
        chain = chained(first, second)
        self.assertEqual([c.cpu for c in chain.samples], [1.5, 3.1, 2.9])
        self.assertEqual((chain.cpu, chain.peak_mb), (2.9, 12.0))  # medians; a chain's peak is its largest


class MarkdownTests(unittest.TestCase):
    def test_kinds_count_passes_and_name_the_worst_case(self):
        found = [targets.Target("gif", "a: bytes / smallest peer", 0.8, 0.9),
                 targets.Target("gif", "b: bytes / smallest peer", 1.1, 0.9),
                 targets.Target("gif", "c: bytes / smallest peer", 0.95, 0.9),
                 targets.Target("diff", "noise: pixelmatch CPU / ours", 4.0, 3.0, "high")]
        text = targets.markdown(found)
        self.assertIn("| gif | bytes / smallest peer (≤ 0.900) | 1 / 3 | 0.800 … 1.100 | b 1.100 |", text)
        self.assertIn("| diff | pixelmatch CPU / ours (≥ 3.000) | 1 / 1 | 4.000 | noise 4.000 |", text)
        self.assertIn("| gif | b: bytes / smallest peer | 1.100 | - | ≤ 0.900 | **FAIL** |", text)
        self.assertTrue(text.endswith("2 of 4 targets pass."))


class ExportThreadsTests(unittest.TestCase):
    def test_a_scene_painted_on_one_thread_is_judged_and_noted(self):
        alone = section_export.scene_target("first-box", [1.02, 1.01, 0.99], [1, 1, 1])
        self.assertFalse(alone.passed)
        self.assertAlmostEqual(alone.value, 1.01)
        self.assertIn("| export | first-box: wall --jobs 2 / --jobs 1 (one thread) | 1.010 | 0.990 … 1.020 | "
                      "≤ 1.000 | **FAIL** |", targets.markdown([alone]))
        self.assertTrue(section_export.scene_target("first-box", [0.99, 1.0, 0.98], [1, 1, 1]).passed)
        self.assertFalse(section_export.scene_target("photo-card", [1.02, 1.01, 0.99], [2, 2, 2]).passed)
        self.assertTrue(section_export.scene_target("bankey", [0.93, 0.95, 0.92], [2, 2, 2]).passed)
        # A tool that records no threads: judged on the ratio.
        self.assertFalse(section_export.scene_target("old", [1.02, 1.01, 0.99], []).passed)

    def test_paint_threads_are_read_from_the_result_file(self):
        with tempfile.TemporaryDirectory() as work:
            path = os.path.join(work, "result.json")
            rows = [{"export": {"paintThreads": 1}}, {"error": "unreadable"}, {"export": {"paintThreads": 2}}]
            for scenes, expected in ((rows, 2), (rows[:2], 1), ([{"export": {"scene": "old"}}], None)):
                with open(path, "w") as f:
                    json.dump({"scenes": scenes}, f)
                self.assertEqual(section_export.paint_threads(path), expected)


class PNGSetTests(unittest.TestCase):
    def test_the_set_is_copied_from_the_gif_sections_files(self):
        with tempfile.TemporaryDirectory() as work:
            named = {}
            for label in pngpeers.set_labels() + ["card-blur"]:
                for kind in ("poster", "filmstrip", "frame-0000", "frame-0050", "frame-0099"):
                    path = os.path.join(work, f"{len(named)}.png")
                    with open(path, "wb") as f:
                        f.write(label.encode())
                    named[path] = f"{label}-{kind}.png"
            out = pngpeers.copy_set(named, os.path.join(work, "set"))
            self.assertEqual(len(out), 60)
            self.assertIn(os.path.join(work, "set", "bankey-login@2x-frame-0050.png"), out)
            self.assertFalse(any("card-blur" in p for p in out))
            del named[next(p for p, n in named.items() if n == "hide-middle-poster.png")]
            with self.assertRaises(Exception):
                pngpeers.copy_set(named, os.path.join(work, "set"))


class RateDistortionTargetTests(unittest.TestCase):
    def test_the_worst_peer_point_decides_and_an_unreached_one_fails(self):
        ours = [{"tool": "q70", "bytes": 90, "psnr_mean": 71.0}]
        view = [("s", ours, [{"tool": "p", "bytes": 100, "psnr_mean": 70.5},
                             {"tool": "r", "bytes": 80, "psnr_mean": 60}]),
                ("t", ours, [{"tool": "p", "bytes": 100, "psnr_mean": 95.0}])]
        s, t = section_rd.targets(view)
        self.assertEqual((s.value, s.low, s.passed), (90 / 80, 0.9, False))
        self.assertEqual((t.value, t.passed), (math.inf, False))


class GIFInfoTests(unittest.TestCase):
    def test_delays_disposal_and_loop(self):
        info = gifinfo.parse(_gif([(3, 1), (7, 2), (0, 3)], loop=5))
        self.assertEqual((info.width, info.height, info.loop_count), (2, 2, 5))
        self.assertEqual([f.delay_cs for f in info.frames], [3, 7, 0])
        self.assertEqual([f.disposal for f in info.frames], [1, 2, 3])
        self.assertEqual(info.starts_cs, [0, 3, 10])
        self.assertEqual(info.frames[0].rect, (0, 0, 2, 2))

    def test_rejects_truncated_files(self):
        with self.assertRaises(gifinfo.GIFFormatError):
            gifinfo.parse(_gif([(2, 1)])[:-4])


def _write_frames(work, raw):
    """work/frames/frame-NNNN.png from `raw` (frames, height, width, 3), through ffmpeg; the folder."""
    frames = os.path.join(work, "frames")
    os.makedirs(frames)
    count, height, width, _ = raw.shape
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{width}x{height}",
                    "-i", "-", "-start_number", "0", os.path.join(frames, "frame-%04d.png")],
                   input=raw.tobytes(), check=True)
    return frames


@unittest.skipUnless(shutil.which("ffmpeg"), "needs ffmpeg")
class AlignmentTests(unittest.TestCase):
    def test_half_rate_gif_is_judged_on_what_is_shown(self):
        with tempfile.TemporaryDirectory() as work:
            # 6 frames, 16x16: a white square moving right by 2 px per frame on black.
            raw = np.zeros((6, 16, 16, 3), np.uint8)
            for i in range(6):
                raw[i, 4:8, 2 * i:2 * i + 4] = 255
            frames = _write_frames(work, raw)
            full = os.path.join(work, "full.gif")
            half = os.path.join(work, "half.gif")
            source = ["ffmpeg", "-v", "error", "-y", "-framerate", "50", "-start_number", "0",
                      "-i", os.path.join(frames, "frame-%04d.png")]
            exact_colours = "split[a][b];[a]palettegen[p];[b][p]paletteuse"  # two colours: lossless
            subprocess.run(source + ["-vf", exact_colours, full], check=True)
            subprocess.run(source + ["-vf", "select='not(mod(n,2))'," + exact_colours, "-fps_mode", "vfr", half],
                           check=True)
            exact = quality.measure(full, frames, 50)
            self.assertEqual((exact.psnr_min, exact.flicker_px, exact.gif_frames), (metrics.PSNR_CAP, 0, 6))
            shown = quality.measure(half, frames, 50)
            self.assertEqual((shown.gif_frames, shown.gif_duration_cs), (3, 12))
            # Odd ticks show the previous frame: 2 columns of 4 px differ on each side, 16 px of 256.
            odd = 10 * math.log10(255 * 255 / (255 * 255 * 16 / 256))
            self.assertAlmostEqual(shown.psnr_min, odd, places=9)
            self.assertAlmostEqual(shown.psnr_mean, (3 * metrics.PSNR_CAP + 3 * odd) / 6, places=9)


@unittest.skipUnless(shutil.which("ffmpeg"), "needs ffmpeg")
class QualityPoolTests(unittest.TestCase):
    def test_one_pass_and_the_content_cache_give_each_gifs_own_figures(self):
        with tempfile.TemporaryDirectory() as work:
            # 8 frames, 24x24: a grey ramp whose bright square moves; ffmpeg's GIFs are lossy on it.
            raw = np.tile(np.linspace(0, 250, 24, dtype=np.uint8)[None, :, None], (8, 24, 1, 3))
            for i in range(8):
                raw[i, 8:14, 2 * i:2 * i + 6] = (255, 200, 0)
            frames = _write_frames(work, raw)
            source = ["ffmpeg", "-v", "error", "-y", "-framerate", "50", "-start_number", "0",
                      "-i", os.path.join(frames, "frame-%04d.png")]
            gifs = [os.path.join(work, f"{n}.gif") for n in ("dither", "plain", "plain-copy")]
            subprocess.run(source + ["-vf", "split[a][b];[a]palettegen=max_colors=8[p];[b][p]paletteuse", gifs[0]],
                           check=True)
            subprocess.run(source + ["-vf", "split[a][b];[a]palettegen=max_colors=8[p];[b][p]paletteuse=dither=none",
                                     gifs[1]], check=True)
            shutil.copyfile(gifs[1], gifs[2])
            alone = [quality.measure(g, frames, 50) for g in gifs]
            self.assertNotEqual(alone[0], alone[1])
            self.assertLess(alone[1].psnr_mean, metrics.PSNR_CAP)
            self.assertEqual(quality.measure_many(gifs, frames, 50), alone)
            pool = QualityPool(2)
            # Two folders (the same frames): two passes, in two processes.
            twin = os.path.join(work, "twin")
            shutil.copytree(frames, twin)
            self.assertEqual(pool.measure([(gifs[0], frames, 50), (gifs[1], twin, 50)]), alone[:2])
            # The copy has the same bytes: the figures measured before, no second pass.
            self.assertEqual(pool.measure([(gifs[2], frames, 50)]), alone[2:])
            self.assertEqual((len(pool.known), pool.hits), (2, 1))


class RateDistortionTest(unittest.TestCase):
    def test_lossy_scenes_are_those_with_an_inexact_frame(self):
        rows = [{"scene": "a", "tool": "LayoutReel", "psnr_min": metrics.PSNR_CAP},
                {"scene": "b", "tool": "LayoutReel", "psnr_min": 64.0},
                {"scene": "b", "tool": "ffmpeg (dither=none)", "psnr_min": 50.0}]
        self.assertEqual(section_rd.lossy(rows), ["b"])

    def test_equal_quality_takes_the_smallest_point_reaching_the_peer(self):
        ours = [{"tool": "q50", "bytes": 80, "psnr_mean": 55.0}, {"tool": "q70", "bytes": 90, "psnr_mean": 71.0},
                {"tool": "max", "bytes": 120, "psnr_mean": 88.0}]
        peers = [{"tool": "p", "bytes": 100, "psnr_mean": 70.5}, {"tool": "r", "bytes": 100, "psnr_mean": 95.0}]
        (p, best, ratio), (r, none, no_ratio) = section_rd.equal_quality(ours, peers)
        self.assertEqual((best["tool"], ratio), ("q70", 0.9))
        self.assertEqual((none, no_ratio), (None, None))

    def test_peer_qualities_sample_each_peers_psnr_and_a_margin_above(self):
        peers = [{"psnr_mean": 53.431}, {"psnr_mean": 59.5}, {"psnr_mean": 99.8}, {"psnr_mean": 12.0}]
        # 53.431 -> 53.5 and 53.931 -> 54.0; 59.5 stays 59.5 (no float drift up to 59.6), 60.0 is
        # a fixed setting; 99.8 -> 99.8 and 100.3 is beyond the export's range; 12 and 12.5 below it.
        self.assertEqual(section_rd.peer_qualities(peers, ["50", "60", "max"]), ["53.5", "54.0", "59.5", "99.8"])


if __name__ == "__main__":
    unittest.main()
