"""Checks of the benchmark's own measuring code: python3 Benchmarks/peers/test_peers.py"""

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
import quality  # noqa: E402
import section_pngpeers  # noqa: E402
import section_rd  # noqa: E402


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


@unittest.skipUnless(shutil.which("ffmpeg"), "needs ffmpeg")
class AlignmentTests(unittest.TestCase):
    def test_half_rate_gif_is_judged_on_what_is_shown(self):
        with tempfile.TemporaryDirectory() as work:
            frames = os.path.join(work, "frames")
            os.makedirs(frames)
            # 6 frames, 16x16: a white square moving right by 2 px per frame on black.
            raw = np.zeros((6, 16, 16, 3), np.uint8)
            for i in range(6):
                raw[i, 4:8, 2 * i:2 * i + 4] = 255
            subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "16x16",
                            "-i", "-", "-start_number", "0", os.path.join(frames, "frame-%04d.png")],
                           input=raw.tobytes(), check=True)
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


if __name__ == "__main__":
    unittest.main()
