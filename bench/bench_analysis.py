"""Semantic analysis benchmarks on the generated ~10,000-line file. Prints figures; asserts nothing.

Usage: python bench/bench_analysis.py [--lines 10000] [--runs 5] [--edits 60]

- from scratch: `analyze` on a fresh snapshot with every cache emptied
  (`driver.clear_caches`, that is `memo.clear_all`: per-item findings, macro
  uses and declarations, calls, expansions, preprocessor results and lexed
  files), median of R runs, with the
  processes `parallel.jobs()` allows (one per core, at most four;
  `OPENCL_LSP_JOBS` sets it), then in one process for comparison;
- after a one-line edit inside one function body: the edit goes through
  `Document.apply_edit` (incremental reparse), then `analyze` on the new
  snapshot; only the edited function's rules run again. Median and p90 over E
  edits spread through the file (each edit and its undo count as one each),
  in three kinds: a digit replaced (nothing moves), a digit typed then
  deleted (everything after the edit moves by one byte), and a `;` deleted
  then typed again (half-written code: a syntax error while typing);
- an edit outside every body (the value of `#define TILE`): every function is
  analyzed again (no target; it shows what a change to shared declarations costs).
Targets: from scratch <= 500 ms; edit -> findings <= 30 ms median.
The figure for edit -> published diagnostics through the real server is
bench_lsp.py's didChange line (it includes this analysis).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen_kernel import generate  # noqa: E402

from opencl_lsp.analysis import driver, parallel  # noqa: E402
from opencl_lsp.analysis.preprocessed import StaticProject  # noqa: E402
from opencl_lsp.project.config import ProjectConfig  # noqa: E402
from opencl_lsp.syntax.document import Document  # noqa: E402
from opencl_lsp.syntax.positions import Encoding  # noqa: E402


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def body_edit_offsets(doc: Document, count: int, wanted: bytes = b"0123456789") -> list[int]:
    """Offsets of the first of the `wanted` bytes inside `count` function bodies spread through the file."""
    snapshot = doc.snapshot()
    bodies = [n.child_by_field_name("body") for n in snapshot.tree.root_node.children if n.type == "function_definition"]
    bodies = [b for b in bodies if b is not None]
    step = max(1, len(bodies) // count)
    out = []
    for body in bodies[::step][:count]:
        text = snapshot.data[body.start_byte : body.end_byte]
        for i, ch in enumerate(text):
            if ch in wanted:
                out.append(body.start_byte + i)
                break
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--edits", type=int, default=60)
    args = parser.parse_args()

    data = generate(args.lines).encode()
    project = StaticProject(lambda path: None, ProjectConfig())
    doc = Document("/bench/big.cl", data)
    lines = data.count(b"\n") + 1
    print(f"file: {lines} lines, {len(data)} bytes, ", end="")

    def from_scratch() -> tuple[list[float], int]:
        timings, count = [], 0
        for _ in range(args.runs):
            driver.clear_caches()
            snap = Document("/bench/big.cl", data).snapshot()
            started = time.perf_counter()
            findings = driver.analyze(snap, project=project)
            timings.append(time.perf_counter() - started)
            count = len(findings)
        return timings, count

    jobs = parallel.jobs()
    scratch, count = from_scratch()
    print(f"{count} findings")
    print(f"analysis from scratch       median {ms(statistics.median(scratch))}   "
          f"{'OK' if statistics.median(scratch) <= 0.5 else 'OVER'} (target 500 ms; {jobs} process(es), "
          f"OPENCL_LSP_JOBS sets it)")
    if jobs > 1:
        os.environ["OPENCL_LSP_JOBS"] = "1"
        single, _ = from_scratch()
        del os.environ["OPENCL_LSP_JOBS"]
        print(f"  the same in one process   median {ms(statistics.median(single))}   (for comparison)")

    driver.analyze(doc.snapshot(), project=project)  # Warm, as an open document is.
    digits = body_edit_offsets(doc, args.edits)
    semicolons = body_edit_offsets(doc, args.edits, b";")
    for label, kind, offsets in (("one-line edit (replace a digit)", "replace", digits),
                                 ("one-line edit (type a digit, delete it)", "insert", digits),
                                 ("half-written code (delete a ';', retype it)", "break", semicolons)):
        timings = []
        for offset in offsets:
            snap = doc.snapshot()
            position = snap.position(offset, Encoding.UTF8)
            old = snap.data[offset : offset + 1].decode()
            new = "7" if old != "7" else "3"
            nxt = type(position)(position.line, position.character + 1)
            if kind == "replace":
                steps = ((position, nxt, new), (position, nxt, old))
            elif kind == "break":  # A syntax error while typing, then the statement is whole again.
                steps = ((position, nxt, ""), (position, position, old))
            else:  # The file grows by one byte, then shrinks back: everything after the edit moves.
                steps = ((position, position, new), (position, nxt, ""))
            for start, end, text in steps:
                started = time.perf_counter()
                doc.apply_edit(start, end, text, Encoding.UTF8)
                driver.analyze(doc.snapshot(), project=project)
                timings.append(time.perf_counter() - started)
        median = statistics.median(timings)
        print(f"{label:42s} -> findings  median {ms(median)}   p90 {ms(pct(timings, 0.9))}   "
              f"max {ms(max(timings))}   {'OK' if median <= 0.03 else 'OVER'} (target 30 ms median; "
              f"{len(timings)} edits, reparse included)")

    # An edit outside every body (a macro's value) changes what every function sees:
    # the whole file is analyzed again, from the cached expansions and file-wide facts.
    macro = doc.snapshot().data.index(b"#define TILE 16") + len(b"#define TILE ")
    timings = []
    for run in range(args.runs):
        snap = doc.snapshot()
        start, end = snap.position(macro, Encoding.UTF8), snap.position(macro + 2, Encoding.UTF8)
        started = time.perf_counter()
        doc.apply_edit(start, end, str(20 + run), Encoding.UTF8)  # A value new to every cache.
        driver.analyze(doc.snapshot(), project=project)
        timings.append(time.perf_counter() - started)
    print(f"{'edit outside bodies (a macro value)':42s} -> findings  median {ms(statistics.median(timings))}   "
          f"max {ms(max(timings))}   (every function again; no target)")


if __name__ == "__main__":
    main()
