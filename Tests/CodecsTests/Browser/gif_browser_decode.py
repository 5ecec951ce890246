#!/usr/bin/env python3
"""Decodes a GIF in headless Chromium (WebCodecs' ImageDecoder, the browser's own GIF decoder)
and writes every frame's RGBA, frame after frame, to OUT; pixels with alpha 0 are written as
0,0,0,0 (a canvas keeps no colour under zero alpha). Prints "frames N WIDTHxHEIGHT".

Usage: gif_browser_decode.py IN.gif OUT.rgba

ImageDecoder exists only in a secure context, so the page is served from 127.0.0.1.
"""

import base64
import http.server
import os
import sys
import threading

from playwright.sync_api import sync_playwright

CHROMIUM = next(p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p))
# Generous: a loaded 2-core CI machine can be 10x slower than an idle one.
TIMEOUT_MS = 120_000

DECODE = """async (b64) => {
  const bytes = Uint8Array.from(atob(b64), c => c.charCodeAt(0));
  const decoder = new ImageDecoder({data: bytes, type: 'image/gif'});
  await decoder.tracks.ready;
  await decoder.completed;
  const count = decoder.tracks.selectedTrack.frameCount;
  const frames = [];
  let size = [0, 0];
  for (let i = 0; i < count; i++) {
    const {image} = await decoder.decode({frameIndex: i});
    const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    image.close();
    size = [canvas.width, canvas.height];
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let text = '';
    for (let k = 0; k < pixels.length; k += 0x8000) {
      text += String.fromCharCode.apply(null, pixels.subarray(k, k + 0x8000));
    }
    frames.push(btoa(text));
  }
  return {size, frames};
}"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        body = b"<!doctype html><title>gif</title>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def main():
    source, target = sys.argv[1], sys.argv[2]
    server = http.server.HTTPServer(("127.0.0.1", 0), Quiet)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with open(source, "rb") as f:
        data = base64.b64encode(f.read()).decode()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(f"http://127.0.0.1:{server.server_port}/")
        result = page.evaluate(DECODE, data)
        browser.close()
    server.shutdown()
    with open(target, "wb") as out:
        for frame in result["frames"]:
            pixels = bytearray(base64.b64decode(frame))
            for k in range(3, len(pixels), 4):
                if pixels[k] == 0:
                    pixels[k - 3:k] = b"\0\0\0"
            out.write(pixels)
    width, height = result["size"]
    print(f"frames {len(result['frames'])} {width}x{height}")


if __name__ == "__main__":
    main()
