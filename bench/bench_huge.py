"""Whole-file requests on a huge file through the REAL server over stdio. Prints figures; asserts nothing.

Usage: python bench/bench_huge.py [--mb 20] [--runs 3]

Opens a generated file of --mb MiB (the kernels of tests/lsp/test_bad_input.py's
20 MB test) with the raw driver (tests/lsp/rawio.py), waits for its first
diagnostics, then times each whole-file request (median of --runs; the server
caches per document version, so each run follows a one-character edit at the
end of the file, which makes a new version): semanticTokens/full, one
semanticTokens/range page in the middle, documentSymbol, foldingRange, and
selectionRange at three positions. Prints each request's time, the size of
its reply, and what the server's log says it capped.
Target: each request answers in at most 2 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from tests.lsp.rawio import RawServer  # noqa: E402
from tests.lsp.test_bad_input import _big_kernel_source  # noqa: E402

TARGET_S = 2.0
OPTIONS = {"diagnostics": {"debounceMs": 0}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=20.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--settle", type=float, default=0.0, help="seconds to wait after the diagnostics, before the requests")
    parser.add_argument("--only", default="", help="time only the requests whose name contains this")
    args = parser.parse_args()

    text = _big_kernel_source(int(args.mb * 2**20))
    lines = text.count("\n")
    uri = "file:///bench/huge.cl"
    doc = {"textDocument": {"uri": uri}}
    requests = {
        "semanticTokens/full": ("textDocument/semanticTokens/full", doc),
        "semanticTokens/range (200 lines)": (
            "textDocument/semanticTokens/range",
            {**doc, "range": {"start": {"line": lines // 2, "character": 0}, "end": {"line": lines // 2 + 200, "character": 0}}},
        ),
        "documentSymbol": ("textDocument/documentSymbol", doc),
        "foldingRange": ("textDocument/foldingRange", doc),
        "selectionRange (3 positions)": (
            "textDocument/selectionRange",
            {**doc, "positions": [{"line": line, "character": 8} for line in (3, lines // 2, lines - 3)]},
        ),
    }
    times: dict[str, list[float]] = {name: [] for name in requests}
    sizes: dict[str, int] = {}
    with RawServer() as server:
        server.initialize(OPTIONS)
        started = time.perf_counter()
        server.did_open(uri, text)
        server.diagnostics(uri, version=1, timeout=600)
        print(f"{len(text) / 2**20:.1f} MiB, {lines} lines: open -> first diagnostics {time.perf_counter() - started:.2f} s")
        for run in range(args.runs):
            if run:
                version = run + 1
                server.did_change(
                    uri, version, [{"range": {"start": {"line": lines, "character": 0}, "end": {"line": lines, "character": 0}}, "text": " "}]
                )
                server.diagnostics(uri, version=version, timeout=600)
            time.sleep(args.settle)
            for name, (method, params) in requests.items():
                if args.only not in name:
                    continue
                t0 = time.perf_counter()
                answer = server.request(method, params, timeout=600)
                times[name].append(time.perf_counter() - t0)
                print(f"    run {run + 1}: {name} {times[name][-1]:.3f} s", flush=True)
                if "error" in answer:
                    print(f"  {name}: error {answer['error']}")
                sizes[name] = len(json.dumps(answer.get("result")))
        log = server.stderr
    for name, values in times.items():
        if not values:
            continue
        median = statistics.median(values)
        mark = "OK" if median <= TARGET_S else "OVER"
        print(f"  {name:34s} {median:7.3f} s  (max {max(values):.3f} s)  reply {sizes[name] / 2**20:6.2f} MiB  {mark}")
    capped = sorted({line.split(": ", 1)[-1] for line in log.splitlines() if "capped" in line})
    for line in capped:
        print(f"  log: {line}")


if __name__ == "__main__":
    main()
