"""GIF quality measured once per distinct file, after the timings, in a pool of processes.

A section runs its timed commands first, alone and one at a time; its untimed quality work then
comes here and runs in `--metric-jobs` processes (default: one per core), one job per frames
folder measuring all of that folder's GIFs in one pass (quality.measure_many). Every result is
kept for the rest of the run under the GIF's bytes, the frames' bytes and the rate, so a file
another section already measured (the rd section's default --quality point is the gif section's
GIF) costs a hash, not a second decode.
"""

import hashlib
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

import quality
from frames import frame_files


def _digest(paths):
    h = hashlib.sha256()
    for path in paths:
        with open(path, "rb") as f:
            data = f.read()
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


class QualityPool:
    """The run's quality results by content, and the pool that measures what is missing."""

    def __init__(self, jobs):
        self.jobs = max(1, jobs)
        self.known = {}     # (GIF digest, frames digest, fps) -> Quality
        self._folders = {}  # (folder, its files' sizes and times) -> frames digest
        self.hits = 0

    def _frames_digest(self, folder):
        files = frame_files(folder)
        stamp = (folder, tuple((os.path.getsize(f), os.stat(f).st_mtime_ns) for f in files))
        if stamp not in self._folders:
            self._folders[stamp] = _digest(files)
        return self._folders[stamp]

    def key(self, gif, frames, fps):
        """What decides a GIF's quality: its bytes, the source frames' bytes and the rate."""
        return _digest([gif]), self._frames_digest(frames), fps

    def measure(self, requests):
        """Quality of each (GIF path, frames folder, fps) of `requests`, in order; an entry is the
        exception instead when its folder's pass failed (a bad file must not lose the others)."""
        keys = [self.key(*request) for request in requests]
        groups = {}  # (frames, fps) -> {key: GIF path}, one pass per folder
        for key, (gif, frames, fps) in zip(keys, requests):
            if key in self.known:
                self.hits += 1
            else:
                groups.setdefault((frames, fps), {}).setdefault(key, gif)
        # The largest folders first, so that no long pass starts last.
        order = sorted(groups.items(), key=lambda g: -sum(os.path.getsize(f) for f in frame_files(g[0][0])))
        failed = {}
        if self.jobs == 1 or len(order) <= 1:
            for (frames, fps), wanted in order:
                self._store(wanted, frames, fps, lambda: quality.measure_many(list(wanted.values()), frames, fps),
                            failed)
        else:
            context = multiprocessing.get_context("fork")  # the workers need nothing re-imported
            with ProcessPoolExecutor(min(self.jobs, len(order)), mp_context=context) as pool:
                futures = [(wanted, frames, fps, pool.submit(quality.measure_many, list(wanted.values()), frames, fps))
                           for (frames, fps), wanted in order]
                for wanted, frames, fps, future in futures:
                    self._store(wanted, frames, fps, future.result, failed)
        return [self.known[key] if key in self.known else failed[key] for key in keys]

    def _store(self, wanted, frames, fps, result, failed):
        try:
            for key, q in zip(wanted, result()):
                self.known[key] = q
        except Exception as error:  # noqa: BLE001 (handed back with the request)
            for key in wanted:
                failed[key] = error
