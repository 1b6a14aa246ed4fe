"""Typing in real kernels nobody here wrote, key by key. Prints figures; asserts nothing.

Usage: python bench/bench_typing.py ROOT [--min-bytes 40000] [--every N] [--places 2] [--limit N] [--seed S] [--worst 15]

ROOT is a folder of OpenCL sources (public projects' kernels; not bundled), as for
bench_real_keystrokes.py. In every `.cl` file under it of at least --min-bytes (every N-th of
them in sorted order, with --every), at --places
statement lines chosen at random (seeded), a new statement is typed the way a user types it:
Enter at the end of the line (with the line's indentation, as editors insert it), the statement
one character at a time, then Backspace over all of it and the line break. Each keystroke is an
edit through `Document.apply_edit` analyzed with the caches the one before left (`driver.analyze`,
one process, the file's `#include`s read from its folder and ROOT), as the server analyzes a
keystroke. The half-typed states are the point: a statement without its `;` before a `}`, an
operand not typed yet, a new blank line, a name being typed, each of which once sent some files
through a preprocessor run or a re-analysis of every function (issue 18).

With --arguments, the text is typed inside macro invocations instead: at --places lines that
invoke a macro-style name (`MD5_STEP (MD5_Fo, a, b, c, d, w0[0], MD5C00, MD5S00);`, an upper-case
name and its parenthesized arguments on one line, no directive), a name and an operator are typed
before the second argument one character at a time (`x + `), then deleted: each keystroke changes
what the invocation expands to (hashcat's hash steps, CLBlast's `MultiplyAdd(...)`).

Prints the median, p90, p99 and worst keystroke over all files and per project, how many
keystrokes took over 50 and over 100 ms, and the files with the slowest keystrokes.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENCL_LSP_JOBS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench_real_keystrokes import _reader  # noqa: E402

TARGET_MS = 50.0  # Issue 18's edit target, for the median keystroke.
STATEMENTS = ("barrier(CLK_LOCAL_MEM_FENCE);", "acc = acc + 1;", "float t = 2.0f * acc;", "out[0] = (acc + 1) * 2;")
ARGUMENT_TEXT = "xy + "
# A line invoking a macro-style name with two arguments or more: where the second one starts.
_INVOKING = re.compile(r"^\s+(?:\w+\s*=\s*)?[A-Z][A-Z0-9_]+\s*\([^()]*?,\s*(?=[^\s,)])")


def _lines_to_type_after(lines: list[str]) -> list[int]:
    """Statement lines inside bodies (indented, ending with `;`), after which a new line is typed."""
    return [i for i, line in enumerate(lines)
            if line[:1] in (" ", "\t") and line.rstrip().endswith(";")
            and not line.lstrip().startswith(("#", "//", "*", "/*"))]


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def _argument_places(lines: list[str]) -> list[tuple[int, int]]:
    """(line, column) of the second argument of each line that invokes a macro-style name."""
    out = []
    for i, line in enumerate(lines):
        found = _INVOKING.match(line)
        if found and line.rstrip().endswith(";") and "#" not in line and "//" not in line and "/*" not in line:
            out.append((i, len(line[: found.end()].encode())))
    return out


def type_in(path: Path, root: Path, places: int, rng: random.Random, arguments: bool = False) -> list[float]:
    """The keystrokes' times (ms) of typing `places` statements into `path` and deleting them (or
    with `arguments`, text inside macro invocations)."""
    from opencl_lsp.analysis import driver
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.project.config import ProjectConfig
    from opencl_lsp.syntax.document import Document
    from opencl_lsp.syntax.positions import Encoding, Position

    text = path.read_bytes()
    project = StaticProject(_reader(root), ProjectConfig(include_dirs=[str(path.parent), str(root)]))
    driver.clear_caches()
    doc = Document(str(path), text)
    driver.analyze(doc.snapshot(), project=project)
    times: list[float] = []

    def key(start: Position, end: Position, new: str) -> None:
        doc.apply_edit(start, end, new, Encoding.UTF8)
        began = time.perf_counter()
        driver.analyze(doc.snapshot(), project=project)
        times.append((time.perf_counter() - began) * 1000)
        driver.collect_garbage()  # As the server does once the findings are published.

    if arguments:
        spots = _argument_places(text.decode("utf-8", "replace").split("\n"))
        for _ in range(places if spots else 0):
            row, column = rng.choice(spots)
            for k, ch in enumerate(ARGUMENT_TEXT):
                key(Position(row, column + k), Position(row, column + k), ch)
            for k in reversed(range(len(ARGUMENT_TEXT))):
                key(Position(row, column + k), Position(row, column + k + 1), "")
        return times
    candidates = _lines_to_type_after(text.decode("utf-8", "replace").split("\n"))
    for _ in range(places if candidates else 0):
        lines = doc.data.decode("utf-8", "replace").split("\n")
        row = rng.choice(candidates)
        if row >= len(lines):
            continue
        line = lines[row]
        indent = line[: len(line) - len(line.lstrip())]
        statement = rng.choice(STATEMENTS)
        end = len(line.encode())
        key(Position(row, end), Position(row, end), "\n" + indent)
        column = len(indent.encode())
        for k, ch in enumerate(statement):
            key(Position(row + 1, column + k), Position(row + 1, column + k), ch)
        for k in reversed(range(len(statement))):
            key(Position(row + 1, column + k), Position(row + 1, column + k + 1), "")
        key(Position(row, end), Position(row + 1, column), "")
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("--min-bytes", type=int, default=40_000)
    parser.add_argument("--every", type=int, default=1, help="every N-th file of the sorted list")
    parser.add_argument("--places", type=int, default=2)
    parser.add_argument("--limit", type=int, default=0, help="at most this many files (0: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worst", type=int, default=15)
    parser.add_argument("--arguments", action="store_true", help="type inside macro invocations' arguments")
    args = parser.parse_args()
    root = args.root.resolve()
    files = sorted(p for p in root.rglob("*.cl") if p.stat().st_size >= args.min_bytes)[:: args.every]
    if args.limit:
        files = files[: args.limit]
    rng = random.Random(args.seed)
    everything: list[float] = []
    by_project: dict[str, list[float]] = {}
    worst: list[tuple[float, float, str]] = []
    began = time.perf_counter()
    for path in files:
        times = type_in(path, root, args.places, rng, args.arguments)
        if not times:
            continue
        everything += times
        by_project.setdefault(path.relative_to(root).parts[0], []).extend(times)
        worst.append((max(times), statistics.median(times), str(path.relative_to(root))))
    if not everything:
        print("no file to type in")
        return

    def row(label: str, times: list[float]) -> str:
        return (f"{label:40s} {len(times):6d} keys  median {statistics.median(times):6.1f}  p90 {_percentile(times, 0.9):6.1f}"
                f"  p99 {_percentile(times, 0.99):6.1f}  worst {max(times):7.1f} ms")

    what = "places in macro invocations" if args.arguments else "statements"
    print(f"{len(files)} files of at least {args.min_bytes} bytes, {args.places} {what} each, "
          f"{time.perf_counter() - began:.0f} s")
    print(row("all", everything), "OK" if statistics.median(everything) <= TARGET_MS else "OVER")
    print(f"{'':40s} over 50 ms: {sum(t > 50 for t in everything)}, over 100 ms: {sum(t > 100 for t in everything)}")
    for project, times in sorted(by_project.items()):
        print(row(project, times))
    print("slowest files (worst keystroke, median):")
    for slowest, median, name in sorted(worst, reverse=True)[: args.worst]:
        print(f"  {slowest:7.1f} {median:6.1f}  {name}")


if __name__ == "__main__":
    main()
