"""The long fuzzing campaigns, from the command line.

    python -m tests.fuzz.campaign check --jobs 16 --count 1000000 [--seed N] [--out DIR]
    python -m tests.fuzz.campaign check --jobs 16 --seconds 600
    python -m tests.fuzz.campaign check --jobs 16 --start 500000 --count 1000000
    python -m tests.fuzz.campaign check --seed N --replay INDEX
    python -m tests.fuzz.campaign lsp --jobs 16 --edits 100000 [--seed N] [--out DIR]

Each prints a one-line summary, writes a JSON summary into the output folder
(fuzz-out/ by default) and saves every failing input under its failures/
folder. The exit status is 0 when nothing failed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def _check(args) -> int:
    from . import check_fuzz, mutate, seeds

    if args.replay is not None or args.file is not None:
        if args.file is not None:
            path = args.file
            data = path.read_bytes()
            desc, flags, mode = check_fuzz.saved_plan(path)
            args.replay = path.name
        else:
            data, desc, flags, mode = check_fuzz.input_plan(args.seed, args.replay, seeds.load_seeds())
            args.out.mkdir(parents=True, exist_ok=True)
            path = args.out / f"input-{args.seed}-{args.replay}.cl"
            path.write_bytes(data)
        with tempfile.TemporaryDirectory() as folder:
            checker = check_fuzz.Checker(Path(folder), args.limit)
            outcome = checker.run(data, flags, mode)
        where = f"read from {path}" if args.file is not None else f"written to {path}"
        print(f"input {args.replay} (seed {args.seed}): {desc}, {len(data)} bytes, flags {' '.join(flags) or '-'}, "
              f"{mode}; {where}")
        print(f"{outcome.kind or 'passed'} in {outcome.seconds:.3f} s")
        if outcome.detail:
            print(outcome.detail)
        return 0 if outcome.kind is None else 1
    del mutate
    summary = check_fuzz.run_campaign(
        seed=args.seed, jobs=args.jobs, count=args.count, seconds=args.seconds, out_dir=args.out, limit_s=args.limit,
        log=lambda line: print(line, file=sys.stderr, flush=True), start=args.start,
    )
    print(check_fuzz.summary_line(summary))
    return 0 if summary["failures"] == 0 and summary["hangs"] == 0 else 1


def _lsp(args) -> int:
    from . import lsp_fuzz

    summary = lsp_fuzz.run_campaign(
        seed=args.seed, jobs=args.jobs, edits=args.edits, seconds=args.seconds, out_dir=args.out,
        fresh_every=args.fresh_every, log=lambda line: print(line, file=sys.stderr, flush=True),
    )
    print(lsp_fuzz.summary_line(summary))
    return 0 if summary["failures"] == 0 else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz.campaign", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="mutation fuzzing of `opencl-lsp check`, in process")
    lsp = sub.add_parser("lsp", help="stateful fuzzing of the real server over stdio")
    for p in (check, lsp):
        p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: every core)")
        p.add_argument("--seed", type=int, default=0, help="campaign seed (default 0)")
        p.add_argument("--seconds", type=float, default=None, help="stop after this long")
        p.add_argument("--out", type=Path, default=Path("fuzz-out"), help="summary and failing inputs (default fuzz-out/)")
    check.add_argument("--count", type=int, default=None, help="check inputs up to N - 1")
    check.add_argument("--start", type=int, default=0, help="the first input (default 0): a campaign in parts")
    check.add_argument("--limit", type=float, default=5.0, help="wall limit per input in seconds (default 5)")
    check.add_argument("--replay", type=int, default=None, metavar="INDEX", help="make and check one input again")
    check.add_argument("--file", type=Path, default=None, metavar="PATH",
                       help="check one saved input again (flags and mode from the .txt beside it)")
    lsp.add_argument("--edits", type=int, default=None, help="stop after this many didChange edits in all")
    lsp.add_argument("--fresh-every", type=int, default=1, metavar="K",
                     help="start a fresh comparison server every K examples (default 1: one per example)")
    args = parser.parse_args(argv)
    if args.command == "check":
        if args.count is None and args.seconds is None and args.replay is None and args.file is None:
            parser.error("check needs --count, --seconds, --replay or --file")
        return _check(args)
    if args.edits is None and args.seconds is None:
        parser.error("lsp needs --edits or --seconds")
    return _lsp(args)


if __name__ == "__main__":
    sys.exit(main())
