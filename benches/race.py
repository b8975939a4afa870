#!/usr/bin/env python3
"""Times tools side by side on every file of a list (for compare.sh).

    race.py LIST RUNS INCLUDE_DIR... -- TOOL [ARG...] -- TOOL [ARG...] [-- ...]

The last tool is the reference. Each file is run RUNS times with each other
tool, each run right after one of the reference (which is timed too), as
`TOOL ARG... -I INCLUDE_DIR... -I <the file's directory> FILE` with its
output discarded: the tools alternate, so that a slow phase of the machine
does not fall on one tool only, and each of ours starts in the state the
reference leaves (a run is faster right after one of its own kind). Prints
the sums over the files of each tool's fastest run, in seconds, in the
tools' order. Processes are started with posix_spawn and
timed from just before the spawn to the end of the wait, so that the
harness's own cost (a shell's fork, for one) stays out of every column.
"""
import os
import sys
import time


def main(argv):
    cuts = [i for i, a in enumerate(argv) if a == "--"]
    if len(cuts) < 2:
        sys.exit(__doc__)
    head = argv[:cuts[0]]
    tools = [argv[a + 1:b] for a, b in zip(cuts, cuts[1:] + [len(argv)])]
    if len(head) < 2 or not all(tools):
        sys.exit(__doc__)
    with open(head[0]) as f:
        files = [line.strip() for line in f if line.strip()]
    runs = int(head[1])
    includes = [a for d in head[2:] for a in ("-I", d)]
    devnull = os.open(os.devnull, os.O_WRONLY)
    quiet = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)]
    total = [0.0] * len(tools)
    for path in files:
        best = [float("inf")] * len(tools)
        for _ in range(runs):
            for i in range(len(tools) - 1):
                for j in (len(tools) - 1, i):
                    args = tools[j] + includes + ["-I", os.path.dirname(path), path]
                    start = time.perf_counter()
                    pid = os.posix_spawn(tools[j][0], args, os.environ, file_actions=quiet)
                    os.waitpid(pid, 0)
                    best[j] = min(best[j], time.perf_counter() - start)
        total = [t + b for t, b in zip(total, best)]
    print(" ".join(f"{t:.2f}" for t in total))


if __name__ == "__main__":
    main(sys.argv[1:])
