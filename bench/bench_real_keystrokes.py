"""Keystroke latency on real kernels nobody here wrote. Prints figures; asserts nothing.

Usage: python bench/bench_real_keystrokes.py ROOT [--min-bytes 40000] [--places 6] [--limit N] [--worst 15]

ROOT is a folder of OpenCL sources (public projects' kernels: CLBlast, clBLAS, hashcat,
rodinia...; not bundled). Every `.cl` file under it of at least --min-bytes is opened and
analyzed (`driver.analyze`, its `#include`s read from the file's folder and ROOT, as a workspace
resolves them), then at --places statement ends spread through it a `;` is deleted and typed
again, each an edit through `Document.apply_edit` (incremental reparse included) analyzed with
the caches the one before left, as the server does on a keystroke. Prints per file the median
and the worst of its keystrokes, then the median and p90 of the files' medians and how many
files have a median over 50 ms (issue 18's edit target; the server's debounce is leading-edge,
so a keystroke after a pause waits for none: bench_vs_clangd.py measures it), and the worst
files. One process (`OPENCL_LSP_JOBS=1` unless set), as a keystroke's analysis is.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENCL_LSP_JOBS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TARGET_MS = 50.0


def _reader(root: Path):
    base = str(root.resolve())

    def read(path: str):
        # Only files under ROOT, as a workspace reads only its own and configured include files.
        if not os.path.realpath(path).startswith(base):
            return None
        try:
            with open(path, "rb") as handle:
                return handle.read()
        except OSError:
            return None

    return read


def _places(lines: list[str], count: int) -> list[int]:
    """Statement ends inside bodies, spread through the file."""
    found = [i for i, line in enumerate(lines)
             if line.startswith("    ") and line.rstrip().endswith(";") and not line.lstrip().startswith(("#", "//", "*"))]
    if not found:
        return []
    step = max(1, len(found) // count)
    return found[step // 2::step][:count]


def measure(path: Path, root: Path, places: int) -> tuple[float, list[float]]:
    from opencl_lsp.analysis import driver
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.project.config import ProjectConfig
    from opencl_lsp.syntax.document import Document
    from opencl_lsp.syntax.positions import Position

    text = path.read_text(encoding="utf-8", errors="replace")
    project = StaticProject(_reader(root), ProjectConfig(include_dirs=[str(path.parent), str(root)]))
    doc = Document.from_text(str(path), text, 1)
    driver.clear_caches()
    started = time.perf_counter()
    driver.analyze(doc.snapshot(), project=project)
    opened = (time.perf_counter() - started) * 1000
    lines = text.split("\n")
    times = []
    for line in _places(lines, places):
        col = len(lines[line].rstrip()) - 1
        for old, new in ((";", ""), ("", ";")):
            doc.apply_edit(Position(line, col), Position(line, col + len(old)), new)
            started = time.perf_counter()
            driver.analyze(doc.snapshot(), project=project)
            times.append((time.perf_counter() - started) * 1000)
            driver.collect_garbage()  # As the server does once the findings are published.
    return opened, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("--min-bytes", type=int, default=40_000)
    parser.add_argument("--places", type=int, default=6, help="statement ends per file; each gives two edits")
    parser.add_argument("--limit", type=int, default=0, help="at most this many files (spread evenly)")
    parser.add_argument("--worst", type=int, default=15, help="files listed, slowest first")
    args = parser.parse_args()

    from opencl_lsp.lsp.rule_lookup import load_rules

    load_rules()
    files = sorted(p for p in args.root.rglob("*.cl") if p.is_file() and p.stat().st_size >= args.min_bytes)
    if args.limit and len(files) > args.limit:
        files = files[:: len(files) // args.limit][: args.limit]
    rows = []
    for path in files:
        opened, times = measure(path, args.root, args.places)
        if times:
            rows.append((statistics.median(times), max(times), opened, path))
    if not rows:
        print("no file to measure")
        return
    medians = sorted(r[0] for r in rows)
    over = sum(1 for m in medians if m > TARGET_MS)
    print(f"{len(rows)} files of at least {args.min_bytes} bytes under {args.root}, {args.places} places each "
          f"(a ';' deleted, then typed again)")
    p90 = medians[min(len(medians) - 1, int(0.9 * len(medians)))]
    print(f"keystroke -> findings, median of the files' medians {statistics.median(medians):.1f} ms, "
          f"p90 {p90:.1f} ms; files over {TARGET_MS:.0f} ms: {over} "
          f"{'OK' if statistics.median(medians) <= TARGET_MS else 'OVER'}")
    print("slowest files (median, worst keystroke, open, lines):")
    for median, worst, opened, path in sorted(rows, key=lambda r: -r[0])[: args.worst]:
        lines = path.read_bytes().count(b"\n")
        print(f"  {median:8.1f} {worst:8.1f} {opened:8.0f} ms {lines:7d}  {path.relative_to(args.root)}")


if __name__ == "__main__":
    main()
