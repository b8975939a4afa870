#!/usr/bin/env python3
"""Times two tools side by side on every file of a list (for compare.sh).

    race.py LIST RUNS INCLUDE_DIR... -- OURS [ARG...] -- THEIRS [ARG...]

Each file is run RUNS times with each tool, the two alternating (so that a
slow phase of the machine does not fall on one tool only), as
`TOOL ARG... -I INCLUDE_DIR... -I <the file's directory> FILE` with its
output discarded. Prints "ours theirs": the sums over the files of each
tool's fastest run, in seconds. Processes are started with posix_spawn and
timed from just before the spawn to the end of the wait, so that the
harness's own cost (a shell's fork, for one) stays out of both columns.
"""
import os
import sys
import time


def main(argv):
    if argv.count("--") != 2:
        sys.exit(__doc__)
    first = argv.index("--")
    second = argv.index("--", first + 1)
    head, ours, theirs = argv[:first], argv[first + 1:second], argv[second + 1:]
    if len(head) < 2 or not ours or not theirs:
        sys.exit(__doc__)
    with open(head[0]) as f:
        files = [line.strip() for line in f if line.strip()]
    runs = int(head[1])
    includes = [a for d in head[2:] for a in ("-I", d)]
    devnull = os.open(os.devnull, os.O_WRONLY)
    quiet = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)]
    total = [0.0, 0.0]
    for path in files:
        best = [float("inf"), float("inf")]
        for _ in range(runs):
            for i, tool in enumerate((ours, theirs)):
                args = tool + includes + ["-I", os.path.dirname(path), path]
                start = time.perf_counter()
                pid = os.posix_spawn(tool[0], args, os.environ, file_actions=quiet)
                os.waitpid(pid, 0)
                best[i] = min(best[i], time.perf_counter() - start)
        total[0] += best[0]
        total[1] += best[1]
    print(f"{total[0]:.2f} {total[1]:.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
