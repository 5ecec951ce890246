"""Drives `export check`'s report in headless Chromium (Debian's, through Playwright), opened from
disk as a reviewer would open a CI artifact.

Usage: report_browser.py REPORT_INDEX ARTIFACTS CHANGED_FRAMES FRAME ACTUAL_PNG
  CHANGED_FRAMES  comma-separated indices of the frames that differ (found independently)
  FRAME           a changed frame to scrub to; ACTUAL_PNG is the re-rendered GIF's frame there
Prints one line per check; exits non-zero on the first failed check.
"""
import base64
import os
import sys

from playwright.sync_api import sync_playwright

INDEX, ARTIFACTS, CHANGED, FRAME, ACTUAL_PNG = sys.argv[1:6]
CHANGED = [int(i) for i in CHANGED.split(",")]
FRAME = int(FRAME)
CHROMIUM = next(p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p))
# Every wait is for a condition, bounded only so that a broken page fails instead of hanging: a
# loaded 2-core CI machine takes seconds where an idle one takes milliseconds.
WAIT_MS = 120_000


def check(condition, message):
    if not condition:
        print(f"FAILED: {message}", flush=True)
        sys.exit(1)
    print(f"ok: {message}", flush=True)


PIXELS = """async ([selector, b64]) => {
  const shown = document.querySelector(selector);
  await shown.decode();
  const pixels = (image) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, canvas.width, canvas.height).data;
  };
  let other;
  if (b64.startsWith('#')) { other = document.querySelector(b64); await other.decode(); }
  else { other = new Image(); other.src = 'data:image/png;base64,' + b64; await other.decode(); }
  if (shown.naturalWidth !== other.naturalWidth || shown.naturalHeight !== other.naturalHeight) return -1;
  const a = pixels(shown), b = pixels(other);
  let differing = 0;
  for (let i = 0; i < a.length; i += 4)
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) differing++;
  return differing;
}"""


def visible(page, selector):
    return page.evaluate(f"() => {{ const e = document.querySelector({selector!r}); return !!(e && e.offsetParent); }}")


os.makedirs(ARTIFACTS, exist_ok=True)
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--allow-file-access-from-files"])
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.set_default_timeout(WAIT_MS)
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda message: message.type in ("error", "warning") and problems.append(message.text))
    page.on("request", lambda request: request.url.startswith("file://") or request.url.startswith("data:")
            or problems.append("network: " + request.url))
    page.goto("file://" + os.path.abspath(INDEX))
    page.wait_for_function("() => document.querySelector('.player[data-ready=true]')")
    player = page.locator("section.scene:not(.hidden) .player")

    # Sidebar: every scene listed with its status; the changed filter leaves only changed ones.
    statuses = page.eval_on_selector_all("#sidebar .item", "items => items.map(i => i.dataset.status)")
    check(sorted(statuses) == ["changed", "new", "removed", "unchanged"], f"sidebar statuses {statuses}")
    page.screenshot(path=os.path.join(ARTIFACTS, "report-all.png"))
    page.click("#sidebar .filter[data-filter=unchanged]")
    shown = page.eval_on_selector_all("#sidebar .item:not(.hidden)", "items => items.map(i => i.dataset.status)")
    check(shown == ["unchanged"], f"unchanged filter shows {shown}")
    check(page.evaluate("() => document.querySelector('section.scene:not(.hidden)').dataset.status") == "unchanged",
          "the unchanged scene is shown")
    page.click("#sidebar .filter[data-filter=new]")
    check(page.evaluate("() => document.querySelector('section.scene:not(.hidden)').dataset.status") == "new",
          "the new scene is shown under the new filter")
    page.click("#sidebar .filter[data-filter=changed]")
    shown = page.eval_on_selector_all("#sidebar .item:not(.hidden)", "items => items.map(i => i.dataset.status)")
    check(shown == ["changed"], f"changed filter shows {shown}")
    page.click("#sidebar .item:not(.hidden) a")
    check(page.evaluate("() => document.querySelectorAll('section.scene:not(.hidden)').length") == 1,
          "one scene shown at a time")

    # The mismatch strip marks exactly the frames that differ.
    marked = page.eval_on_selector_all("section.scene:not(.hidden) .strip .cell",
                                       "cells => cells.map(c => c.dataset.mismatch)")
    differs = [i for i, m in enumerate(marked) if m != "0"]
    check(differs == CHANGED, f"strip marks frames {differs}, the changed ones are {CHANGED}")
    check(int(player.get_attribute("data-frame")) == CHANGED[0], "the player opens on the first changed frame")

    # Scrub to a changed frame: the actual image shown is the re-rendered GIF's frame there, and
    # the expected and actual images differ by the strip's count for that frame.
    page.evaluate(f"""() => {{ const s = document.querySelector('section.scene:not(.hidden) .scrubber');
        s.value = {FRAME}; s.dispatchEvent(new Event('input')); }}""")
    check(int(player.get_attribute("data-frame")) == FRAME, f"scrubbed to frame {FRAME}")
    actual_png = base64.b64encode(open(ACTUAL_PNG, "rb").read()).decode()
    sel = "section.scene:not(.hidden) "
    check(page.evaluate(PIXELS, [sel + ".frame-actual", actual_png]) == 0,
          f"frame {FRAME}'s actual image is the re-rendered GIF's frame {FRAME}")
    raw = page.evaluate(PIXELS, [sel + ".frame-expected", "#" + page.evaluate(
        "() => { const e = document.querySelector('section.scene:not(.hidden) .frame-actual'); e.id = 'shown-actual'; return e.id; }")])
    check(raw == int(marked[FRAME]) and raw > 0, f"expected and actual differ by {raw} px, the strip says {marked[FRAME]}")
    label = page.text_content(sel + ".frame-label")
    check(f"{marked[FRAME]} px differ" in label and f"frame {FRAME} of" in label, f"label '{label}'")
    diff_src = page.get_attribute(sel + ".frame-diff", "src")
    check(diff_src and f"frame{FRAME:03d}-diff.png" in diff_src, f"the diff shown is frame {FRAME}'s ({diff_src})")
    page.wait_for_function(f"() => document.querySelector({(sel + '.frame-diff')!r}).dataset.state === 'loaded'")
    page.screenshot(path=os.path.join(ARTIFACTS, "report-side.png"))

    # The four views.
    for key, view, pane in (("slider", "slider", ".stacked"), ("blend", "blend", ".stacked"),
                            ("diff", "diff", ".diffonly"), ("side", "side", ".side")):
        page.click(sel + f".views button[data-view={key}]")
        check(player.get_attribute("data-view") == view and visible(page, sel + pane), f"{view} view shown")
        if view in ("slider", "blend"):
            page.evaluate(f"""() => {{ const m = document.querySelector({(sel + '.mix')!r});
                m.value = 30; m.dispatchEvent(new Event('input')); }}""")
            style = page.evaluate(f"() => document.querySelector({(sel + '.frame-over')!r}).style.cssText")
            check(("inset(0px 0px 0px 30%)" in style) if view == "slider" else ("opacity: 0.3" in style),
                  f"{view} at 30%: {style}")
        page.screenshot(path=os.path.join(ARTIFACTS, f"report-{view}.png"))

    # Zoom to 1:1 pixels.
    page.click(sel + ".zoom")
    check(player.get_attribute("data-zoom") == "full", "zoomed to 1:1")
    sizes = page.evaluate(f"""() => {{ const i = document.querySelector({(sel + '.frame-actual')!r});
        return [i.getBoundingClientRect().width, i.naturalWidth]; }}""")
    check(abs(sizes[0] - sizes[1]) < 0.5, f"1:1: shown {sizes[0]} px wide, the frame is {sizes[1]}")
    page.click(sel + ".zoom")

    # Keys: arrows step, space plays and pauses; the strip seeks.
    page.keyboard.press("ArrowLeft")
    check(int(player.get_attribute("data-frame")) == FRAME - 1, "← steps back a frame")
    page.keyboard.press("ArrowRight")
    check(int(player.get_attribute("data-frame")) == FRAME, "→ steps forward a frame")
    page.keyboard.press("4")
    check(player.get_attribute("data-view") == "diff", "4 shows the diff view")
    page.keyboard.press("1")
    page.keyboard.press(" ")
    page.wait_for_function(f"() => document.querySelector({(sel + '.player')!r}).dataset.frame !== '{FRAME}'")
    check(player.get_attribute("data-playing") == "true", "space plays, the frame advances")
    page.keyboard.press(" ")
    check(player.get_attribute("data-playing") == "false", "space pauses")
    page.click(sel + f".strip .cell[data-frame='{CHANGED[-1]}']")
    check(int(player.get_attribute("data-frame")) == CHANGED[-1], "a click on the strip seeks")
    page.screenshot(path=os.path.join(ARTIFACTS, "report-strip.png"))
    check(not problems, f"no console errors or network requests: {problems}")
    browser.close()
