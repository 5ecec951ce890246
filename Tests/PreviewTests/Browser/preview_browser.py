"""Drives `export preview`'s page in headless Chromium (Debian's, through Playwright).

Usage: preview_browser.py EXPORT_BINARY SCENE URL ARTIFACTS SERVER_PID
Prints one line per check and the figures; exits non-zero on the first failed check.
"""
import base64
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

EXPORT, SCENE, URL, ARTIFACTS, SERVER_PID = sys.argv[1:6]
CHROMIUM = next(p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p))
# Every wait is for a condition, bounded only so that a broken page fails instead of hanging: a
# loaded 2-core CI machine (the server rendering, Chromium and other jobs on it) takes seconds.
WAIT_MS = 120_000


def check(condition, message):
    if not condition:
        print(f"FAILED: {message}", flush=True)
        sys.exit(1)
    print(f"ok: {message}", flush=True)


def exported_frame(time_text, *extra):
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "frame.png")
        subprocess.run([EXPORT, "frame", SCENE, "--time", time_text, "-o", out, *extra], check=True)
        with open(out, "rb") as f:
            return f.read()


def differing_pixels(page, png):
    """How many pixels of the <img> the page shows differ from `png` (decoded by Chromium too),
    or a message when the sizes differ."""
    return page.evaluate(
        """async (b64) => {
          const shown = document.getElementById('frame');
          const exported = new Image();
          exported.src = 'data:image/png;base64,' + b64;
          await exported.decode();
          const pixels = (image) => {
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth;
            canvas.height = image.naturalHeight;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, canvas.width, canvas.height).data;
          };
          if (shown.naturalWidth !== exported.naturalWidth || shown.naturalHeight !== exported.naturalHeight)
            return `sizes ${shown.naturalWidth}x${shown.naturalHeight} and ${exported.naturalWidth}x${exported.naturalHeight}`;
          const a = pixels(shown), b = pixels(exported);
          let differing = 0;
          for (let i = 0; i < a.length; i += 4)
            if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) differing++;
          return differing;
        }""",
        base64.b64encode(png).decode(),
    )


def wait_frame(page, index, hash_value=None):
    condition = f"f.dataset.loaded === 'true' && f.dataset.frame === '{index}'"
    if hash_value:
        condition += f" && f.dataset.hash === '{hash_value}'"
    page.wait_for_function(f"() => {{ const f = document.getElementById('frame'); return {condition}; }}", timeout=WAIT_MS)


def cpu_seconds(pid):
    """User + system CPU time of a process so far (Linux's /proc; 0 elsewhere)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return 0.0


def save(text):
    # As an editor does: a new file renamed over the old one.
    temporary = SCENE + ".tmp"
    with open(temporary, "w") as f:
        f.write(text)
    os.replace(temporary, SCENE)


def main():
    os.makedirs(ARTIFACTS, exist_ok=True)
    original = open(SCENE).read()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        page.set_default_timeout(WAIT_MS)
        console = []
        page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: console.append(f"pageerror: {e}"))
        page.on("response", lambda r: console.append(f"{r.status} {r.url}") if r.status >= 400 else None)

        # Load.
        page.goto(URL)
        wait_frame(page, 0)
        state = page.evaluate("() => fetch('/api/state').then(r => r.json())")
        scene = state["scene"]
        fps, count = scene["fps"], scene["frameCount"]
        first_hash = state["hash"]
        check(page.inner_text("#title") == scene["name"], f"the page names the scene ({scene['name']}, {count} frames)")
        page.wait_for_function("() => document.getElementById('plot').complete && document.getElementById('plot').naturalWidth > 0")
        check(page.evaluate("() => document.getElementById('plot').naturalWidth") > 0, "the timeline plot is shown")
        page.screenshot(path=os.path.join(ARTIFACTS, "preview-loaded.png"))

        # Play, then pause.
        page.click("#play")
        page.wait_for_function("() => Number(document.getElementById('frame').dataset.frame) > 3", timeout=WAIT_MS)
        check(page.get_attribute("body", "data-playing") == "true", "play runs the animation forward")
        page.click("#play")
        check(page.inner_text("#play") == "Play", "pause stops it")

        # Speed 0.25x to 2x are offered.
        options = page.eval_on_selector_all("#speed option", "os => os.map(o => o.value)")
        check(options == ["0.25", "0.5", "1", "1.5", "2"], "speeds 0.25x to 2x")
        page.select_option("#speed", "2")

        # Scrub to a time: the shown frame is `export frame` at that time.
        target = min(count - 1, round(count * 0.45))
        page.eval_on_selector("#scrubber", f"(s) => {{ s.value = '{target}'; s.dispatchEvent(new Event('input')); }}")
        wait_frame(page, target)
        seconds = f"{target / fps:.3f}"
        check(f"frame {target} / {count - 1} · {seconds} s" == page.inner_text("#position"), f"the scrubber shows frame {target} at {seconds} s")
        check(differing_pixels(page, exported_frame(repr(target / fps))) == 0, f"the shown frame {target} is `export frame --time {target / fps}`, pixel for pixel")
        page.click("#next")
        wait_frame(page, target + 1)
        page.click("#prev")
        page.click("#prev")
        wait_frame(page, target - 1)
        check(True, "frame steps move one frame")

        # Dark appearance: the frame is the dark export.
        page.select_option("#appearance", "dark")
        page.wait_for_function("() => document.getElementById('frame').dataset.url.includes('appearance=dark') && document.getElementById('frame').dataset.loaded === 'true'")
        check(differing_pixels(page, exported_frame(repr((target - 1) / fps), "--appearance", "dark")) == 0, "the dark switch shows `export frame --appearance dark`")
        page.screenshot(path=os.path.join(ARTIFACTS, "preview-dark.png"))
        page.select_option("#appearance", scene["appearance"])
        page.select_option("#scale", "1")
        page.wait_for_function("() => document.getElementById('frame').dataset.url.includes('scale=1') && document.getElementById('frame').dataset.loaded === 'true'")
        check(page.evaluate("() => document.getElementById('frame').naturalWidth") == round(scene["width"]), "the 1x switch renders at 1 pixel per point")
        page.select_option("#scale", str(scene["scale"]).rstrip("0").rstrip("."))
        page.wait_for_function("() => document.getElementById('frame').dataset.loaded === 'true'")

        # Overlays.
        layout = page.evaluate(f"() => fetch('/api/layout?' + 'v={first_hash}&appearance={scene['appearance']}&scale={page.input_value('#scale')}&frame={target - 1}').then(r => r.json())")
        visible = [v for v in layout["views"] if not v["hidden"]]
        page.wait_for_function(f"() => document.querySelectorAll('#overlay-frames rect').length === {len(visible)}")
        check(True, f"the frames overlay draws the {len(visible)} visible views with their ids")
        ids = page.eval_on_selector_all("#overlay-frames text", "ts => ts.map(t => t.textContent)")
        check(ids == [v["id"] for v in visible], "each frame is labelled with its view's id")
        check(page.eval_on_selector_all("#overlay-constraints path", "ps => ps.length") > 0, "the constraints overlay draws lines")
        page.uncheck("#show-frames")
        check(page.query_selector("#overlay-frames") is None, "frames overlay off")
        page.check("#show-guides")
        check(page.query_selector("#overlay-guides .guide-safe") is not None, "safe area and margins overlay on")
        page.check("#show-frames")

        # Click a view: its properties and its constraints at this time.
        candidates = [v for v in visible if v["width"] >= 20 and v["height"] >= 10 and v["id"] != "root"]
        chosen = min(candidates, key=lambda v: v["width"] * v["height"])
        box = page.eval_on_selector("#frame", "f => { const r = f.getBoundingClientRect(); return [r.left, r.top]; }")
        zoom = page.evaluate("() => document.getElementById('frame').getBoundingClientRect().width") / scene["width"]
        page.mouse.click(box[0] + (chosen["x"] + chosen["width"] / 2) * zoom, box[1] + (chosen["y"] + chosen["height"] / 2) * zoom)
        page.wait_for_function(f"() => document.getElementById('selected-title').textContent === {json.dumps(chosen['id'])}")
        width = page.inner_text("#props dd[data-prop=width]")
        check(abs(float(width) - chosen["width"]) < 1e-3, f"clicking {chosen['id']} shows its width {width}")
        listed = page.eval_on_selector_all("#constraints li", "ls => ls.map(l => l.textContent)")
        expected = [c for c in layout["constraints"] if chosen["id"] in (c["item1"], c.get("item2"))]
        check(len(listed) == max(1, len(expected)), f"and the {len(expected)} constraints that placed it")
        check(page.query_selector("#overlay-frames rect.selected") is not None, "the selected view is highlighted")
        page.screenshot(path=os.path.join(ARTIFACTS, "preview-inspect.png"))

        # Edit the scene: the page updates by itself and keeps its frame.
        shown = int(page.get_attribute("#frame", "data-frame"))
        timings, told, cpu, compiles = [], [], [], []
        edits = [original.replace("Bankey", "Bankey " + "!" * n, 1) if "Bankey" in original else original + " " * (n + 1) for n in (1, 2, 3)]
        for text in edits:
            # Paused, the page asks for nothing but the shown frame and, once it is shown, the
            # plot: with both in, each save is timed alone.
            before = page.get_attribute("#frame", "data-hash")
            page.wait_for_function(
                f"() => document.body.dataset.preloading !== 'true' && document.getElementById('plot').dataset.hash === '{before}'",
                timeout=WAIT_MS)
            version = page.get_attribute("body", "data-version")
            cpu_before = cpu_seconds(SERVER_PID)
            started = time.monotonic()
            save(text)
            page.wait_for_function(f"() => document.body.dataset.version !== '{version}'", timeout=WAIT_MS, polling="raf")
            told.append((time.monotonic() - started) * 1000)
            page.wait_for_function(
                f"() => {{ const f = document.getElementById('frame'); return f.dataset.loaded === 'true' && f.dataset.hash !== '{before}'; }}",
                timeout=WAIT_MS, polling="raf")
            timings.append((time.monotonic() - started) * 1000)
            cpu.append((cpu_seconds(SERVER_PID) - cpu_before) * 1000)
            compiles.append(page.evaluate("() => fetch('/api/state').then(r => r.json()).then(s => s.scene.compileMilliseconds)"))
        check(int(page.get_attribute("#frame", "data-frame")) == shown, "a save updates the page, which keeps its frame")
        load = open("/proc/loadavg").read().split()[0] if os.path.exists("/proc/loadavg") else "?"
        print(f"figure: save to page updated: {', '.join(f'{t:.0f}' for t in timings)} ms (median {statistics.median(timings):.0f} ms; "
              f"page told after {', '.join(f'{t:.0f}' for t in told)} ms; compile {', '.join(f'{c:.0f}' for c in compiles)} ms; "
              f"server CPU per update {', '.join(f'{c:.0f}' for c in cpu)} ms; load average {load} on {os.cpu_count()} cores)", flush=True)

        # Break it: the error with its line, column and caret; the last good frame stays.
        good_hash = page.get_attribute("#frame", "data-hash")
        broken = original.replace('"views"', '"views" "oops"', 1)
        save(broken)
        page.wait_for_selector("#error:not([hidden])", timeout=WAIT_MS)
        text = page.inner_text("#error-text")
        where = page.inner_text("#error-where")
        check("^" in text and "error" in text, "a broken scene shows the error with its caret")
        check(where.startswith("line ") and ", column " in where, f"and its place ({where})")
        check(page.get_attribute("#frame", "data-hash") == good_hash and page.evaluate("() => document.getElementById('frame').naturalWidth") > 0, "the last good render stays")
        page.screenshot(path=os.path.join(ARTIFACTS, "preview-error.png"))

        # Fix it: the error goes, the page renders again.
        save(original)
        page.wait_for_selector("#error", state="hidden", timeout=WAIT_MS)
        wait_frame(page, shown)
        check(page.get_attribute("#frame", "data-hash") == first_hash, "fixing the scene recovers the page")
        check(not console, f"no console errors ({console})")
        browser.close()


main()
