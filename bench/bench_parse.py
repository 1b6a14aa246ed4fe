"""Parse benchmarks on the generated ~10,000-line file. Prints figures; asserts nothing.

Usage: python bench/bench_parse.py [--lines 10000] [--runs 15] [--edits 200]

- full parse: `Document(...)` from bytes (tree-sitter parse + line index), median of N runs;
- incremental reparse after a one-character edit at ~200 positions spread
  through the file, through `Document.apply_edit` (bytes splice, line index
  update, Tree.edit, incremental parse), median and p90;
- the raw tree-sitter part alone (Tree.edit + Parser.parse(old_tree)) on the
  same edits, so the Python bookkeeping shows as the difference.
Target: incremental reparse <= 1 ms (median).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen_kernel import generate  # noqa: E402

from opencl_lsp.syntax.document import Document  # noqa: E402
from opencl_lsp.syntax.language import new_parser  # noqa: E402
from opencl_lsp.syntax.positions import Encoding, LineIndex, Position  # noqa: E402


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.3f} ms"


def edit_positions(data: bytes, count: int, seed: int = 7) -> list[int]:
    """Offsets spread through the file, on identifier characters (a realistic keystroke spot)."""
    rng = random.Random(seed)
    out = []
    step = len(data) // count
    for k in range(count):
        at = k * step + rng.randrange(step)
        while at < len(data) and not chr(data[at]).isalnum():
            at += 1
        out.append(min(at, len(data) - 1))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--edits", type=int, default=200)
    args = parser.parse_args()

    text = generate(args.lines)
    data = text.encode()
    print(f"file: {text.count(chr(10))} lines, {len(data)} bytes")

    # Full parse.
    Document("/bench.cl", data)  # warm up: language load, first parser
    full = []
    for _ in range(args.runs):
        t = time.perf_counter()
        Document("/bench.cl", data)
        full.append(time.perf_counter() - t)
    raw_full = []
    p = new_parser()
    for _ in range(args.runs):
        t = time.perf_counter()
        p.parse(data)
        raw_full.append(time.perf_counter() - t)
    print(f"full parse (Document):        median {ms(statistics.median(full))}   min {ms(min(full))}")
    print(f"full parse (tree-sitter only): median {ms(statistics.median(raw_full))}   min {ms(min(raw_full))}")

    # Incremental: type one character, then delete it again (so the file stays the same size
    # and valid), at positions spread through the file. Each measured operation is one edit.
    doc = Document("/bench.cl", data)
    offsets = edit_positions(data, args.edits)
    through_doc = []
    for at in offsets:
        line = doc.lines.line_of(at)
        col = at - doc.lines.starts[line]
        pos = Position(line, col)
        after = Position(line, col + 1)
        t = time.perf_counter()
        doc.apply_edit(pos, pos, "x", Encoding.UTF16)
        through_doc.append(time.perf_counter() - t)
        t = time.perf_counter()
        doc.apply_edit(pos, after, "", Encoding.UTF16)
        through_doc.append(time.perf_counter() - t)
    assert doc.data == data and not doc.tree.root_node.has_error

    # The tree-sitter part alone: Tree.edit + parse(old_tree), same edits, no bookkeeping.
    p = new_parser()
    tree = p.parse(data)
    lines = LineIndex(data)
    raw_inc = []
    current = data
    for at in offsets:
        row, col = lines.point_at(at)
        inserted = current[:at] + b"x" + current[at:]
        t = time.perf_counter()
        tree.edit(start_byte=at, old_end_byte=at, new_end_byte=at + 1,
                  start_point=(row, col), old_end_point=(row, col), new_end_point=(row, col + 1))
        tree = p.parse(inserted, tree)
        raw_inc.append(time.perf_counter() - t)
        t = time.perf_counter()
        tree.edit(start_byte=at, old_end_byte=at + 1, new_end_byte=at,
                  start_point=(row, col), old_end_point=(row, col + 1), new_end_point=(row, col))
        tree = p.parse(current, tree)
        raw_inc.append(time.perf_counter() - t)

    # Snapshots (taken once per version by the server before analysis).
    snaps = []
    for _ in range(args.runs):
        t = time.perf_counter()
        doc.snapshot()
        snaps.append(time.perf_counter() - t)

    n = len(through_doc)
    print(f"incremental, Document.apply_edit ({n} one-char edits): median {ms(statistics.median(through_doc))}"
          f"   p90 {ms(pct(through_doc, 0.9))}   max {ms(max(through_doc))}")
    print(f"incremental, tree-sitter only   ({n} one-char edits): median {ms(statistics.median(raw_inc))}"
          f"   p90 {ms(pct(raw_inc, 0.9))}   max {ms(max(raw_inc))}")
    print(f"  => Python bookkeeping (median difference): {ms(statistics.median(through_doc) - statistics.median(raw_inc))}")
    print(f"Document.snapshot():                          median {ms(statistics.median(snaps))}")
    verdict = "OK" if statistics.median(through_doc) <= 0.001 else "OVER"
    print(f"target: incremental reparse <= 1 ms median -> {verdict}")


if __name__ == "__main__":
    main()
