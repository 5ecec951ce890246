// Runs pixelmatch (loaded from the path given; never part of this repository) on the raw RGBA
// pairs DiffBench --peer wrote, for the diff section of run.py:
//   node pixelmatch_driver.mjs PIXELMATCH.mjs DIR WIDTH HEIGHT RUNS CASE...
// For each CASE: DIR/CASE.a.rgba against DIR/CASE.b.rgba with pixelmatch's defaults (threshold
// 0.1, anti-aliased pixels detected and not counted), no output image: the kernel alone, as
// DiffBench times ours. One warm-up call (JIT), then RUNS timed calls; one JSON line per case.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [modulePath, dir, width, height, runs, ...cases] = process.argv.slice(2);
const loaded = await import(pathToFileURL(modulePath).href);
const pixelmatch = loaded.default ?? loaded;
const w = Number(width), h = Number(height), n = Number(runs);

for (const name of cases) {
  const a = new Uint8Array(readFileSync(`${dir}/${name}.a.rgba`));
  const b = new Uint8Array(readFileSync(`${dir}/${name}.b.rgba`));
  let mismatched = pixelmatch(a, b, null, w, h, { threshold: 0.1 });
  const cpu = [], wall = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage(), t0 = performance.now();
    mismatched = pixelmatch(a, b, null, w, h, { threshold: 0.1 });
    const t1 = performance.now(), c1 = process.cpuUsage(c0);
    wall.push(t1 - t0);
    cpu.push((c1.user + c1.system) / 1000);
  }
  console.log(JSON.stringify({ case: name, mismatched, cpu_ms: cpu, wall_ms: wall }));
}
