"""The fuzzers' saved inputs, timed. Prints figures; asserts nothing.

Usage: python bench/bench_fuzz_regressions.py [--runs R] [--only TEXT]

Each `tests/fuzz/regressions/*.cl` once ran past the fuzzer's limit (5 s) or
crashed; its test (tests/fuzz/test_regressions.py) checks that it no longer
does, with room for slow CI machines. This script measures how far each input
stays from the limits a user meets: checked as `opencl-lsp check` checks it
(through the engine and through the CLI with JSON output, the flags from the
`.txt` beside it), median of R runs, each with a new text (the engine caches
findings by text). Prints the seconds and whether the analysis ran out of its
time budget (S007, or P009's expansion time limit): such an analysis is
complete only up to the cut.
Target: every input checked within the default analysis time budget (2 s), uncut.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from tests.fuzz import check_fuzz  # noqa: E402

FOLDER = Path(HERE).parent / "tests" / "fuzz" / "regressions"
TARGET_S = 2.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default="", help="time only the inputs whose name contains this")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        checker = check_fuzz.Checker(Path(tmp), limit_s=60.0)
        rows = []
        for path in sorted(FOLDER.glob("*.cl")):
            if args.only not in path.name:
                continue
            _desc, flags, _mode = check_fuzz.saved_plan(path)
            for mode in ("engine", "cli-json"):
                outcomes = [checker.run(path.read_bytes() + f"\n// {mode} {run}\n".encode(), flags, mode)
                            for run in range(args.runs)]
                seconds = statistics.median(o.seconds for o in outcomes)
                cut = sum(o.budget_cut for o in outcomes)
                failed = [o.kind for o in outcomes if o.kind]
                rows.append((seconds, path.name, mode, cut, failed))
                verdict = "OK" if seconds <= TARGET_S and not cut and not failed else "OVER"
                print(f"{path.name:<50} {mode:<8} {seconds:6.2f} s  cut {cut}/{args.runs}"
                      f"{'  ' + ','.join(failed) if failed else ''}  {verdict}", flush=True)
        checker.close()
    over = [r for r in rows if r[0] > TARGET_S or r[3] or r[4]]
    slowest = max(rows, default=None)
    print(f"\n{len(rows)} checks ({len(rows) // 2} inputs x 2 modes), median of {args.runs}; "
          f"{len(over)} over the {TARGET_S:g}-s budget or cut; slowest "
          f"{slowest[0]:.2f} s ({slowest[1]}, {slowest[2]})" if slowest else "no input")
    print(f"load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
