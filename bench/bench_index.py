"""Workspace index benchmark and definition-accuracy check on real kernels. Prints figures; asserts nothing.

Usage:
  python bench/bench_index.py [--dir DIR] [--files 1000] [--sites 200] [--workers 1]
  python bench/bench_index.py --accuracy john|hashcat [--sites 50] [--seed 1]

DIR defaults to $OPENCL_LSP_REAL_KERNELS, else /work/realkernels. The index
mode takes a deterministic sample of FILES source files under DIR and:
- builds the index (parse, definitions, includes) with a cache directory:
  wall time and peak RSS (ru_maxrss of this process, and its growth);
- builds it again in a fresh `WorkspaceIndex` from the persisted cache;
- times `definition` and `references` on SITES random call sites (p50, p99).
Targets: index 1,000 files in <= 10 s and <= 400 MB; definition <= 20 ms p99.

The accuracy mode indexes a real multi-file project with its own include
directories (john: run/opencl with -I run/opencl; hashcat: the repository
root, whose kernels use computed includes the index does not follow), picks
call sites of functions at random and checks `definition` against an
independent oracle: the files the call's translation unit includes
(transitively, by a separate regex include scanner) are searched with a
regex for a function definition `name (...) {`; a call site counts when the
oracle finds one, and is right when the first location `definition` returns
is one of the oracle's.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import resource
import statistics
import sys
import tempfile
import time

from opencl_lsp.project import navigation as nav
from opencl_lsp.project.index import KEYWORDS, WorkspaceIndex, walk
from opencl_lsp.syntax.document import parse_bytes

CALL = re.compile(rb"\b([A-Za-z_][A-Za-z0-9_]*)[ \t]*\(")
NOT_CALLS = KEYWORDS | {"if", "for", "while", "switch", "return", "sizeof", "defined", "__attribute__"}


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def verdict(value, target) -> str:
    return "OK" if value <= target else "OVER"


def call_sites(paths, count, rng, wanted=None):
    """(path, offset, name) of identifiers followed by '(' that the tree calls."""
    sites = []
    order = list(paths)
    rng.shuffle(order)
    for path in order:
        if len(sites) >= count * 4:
            break
        data = open(path, "rb").read()
        snapshot = parse_bytes(path, data)
        root = snapshot.tree.root_node
        for match in CALL.finditer(data):
            name = match.group(1).decode()
            if name in NOT_CALLS or (wanted is not None and not wanted(name)):
                continue
            node = root.descendant_for_byte_range(match.start(1), match.end(1))
            if node is None or node.type != "identifier" or node.parent is None:
                continue
            if node.parent.type != "call_expression":
                continue
            sites.append((path, match.start(1) + 1, name))
    rng.shuffle(sites)
    return sites[:count]


def bench_index(args) -> None:
    rng = random.Random(args.seed)
    found, _problems = walk([args.dir])
    found.sort()
    sample = found if len(found) <= args.files else sorted(rng.sample(found, args.files))
    size = sum(os.path.getsize(p) for p in sample)
    print(f"workspace: {args.dir}: {len(sample)} of {len(found)} files, {size / 1e6:.1f} MB")
    before = rss_mb()
    with tempfile.TemporaryDirectory() as cache:
        index = WorkspaceIndex([args.dir], cache_dir=cache)
        began = time.perf_counter()
        report = index.build(paths=sample, workers=args.workers)
        first = time.perf_counter() - began
        peak = rss_mb()
        definitions = sum(len(index.definitions_in(p)) for p in index.files())
        print(f"index build:        {first:8.2f} s  {verdict(first, 10 * len(sample) / 1000)}"
              f"  ({report.parsed} parsed, {definitions} definitions, {len(report.problems)} problems,"
              f" workers={args.workers})")
        print(f"peak RSS:           {peak:8.1f} MB {verdict(peak, 400)}  (grew {peak - before:.1f} MB from"
              f" {before:.1f} MB at start)")
        again = WorkspaceIndex([args.dir], cache_dir=cache)
        began = time.perf_counter()
        report2 = again.build(paths=sample)
        second = time.perf_counter() - began
        print(f"reopen from cache:  {second:8.2f} s  ({report2.reused} reused, {report2.parsed} parsed;"
              f" cache {sum(os.path.getsize(os.path.join(cache, f)) for f in os.listdir(cache)) / 1e6:.1f} MB)")
        del again

    kernels = [p for p in index.files() if p.endswith((".cl", ".ocl", ".clh"))]
    sites = call_sites(kernels, args.sites, rng)
    snapshots = {}
    definition_times, reference_times, hits, ref_counts = [], [], 0, []
    for path, offset, _name in sites:
        if path not in snapshots:
            snapshots[path] = parse_bytes(path, open(path, "rb").read())
        snapshot = snapshots[path]
        began = time.perf_counter()
        result = nav.definition(index, snapshot, offset)
        definition_times.append(time.perf_counter() - began)
        hits += bool(result)
        began = time.perf_counter()
        refs = nav.references(index, snapshot, offset)
        reference_times.append(time.perf_counter() - began)
        ref_counts.append(len(refs))
    if definition_times:
        p99 = pct(definition_times, 0.99)
        print(f"definition:   p50 {pct(definition_times, 0.5) * 1000:7.2f} ms  p99 {p99 * 1000:7.2f} ms"
              f"  {verdict(p99, 0.020)}  ({len(sites)} call sites, {hits} with a result)")
        print(f"references:   p50 {pct(reference_times, 0.5) * 1000:7.2f} ms  p99 {pct(reference_times, 0.99) * 1000:7.2f} ms"
              f"  (median {statistics.median(ref_counts):.0f} locations, max {max(ref_counts)})")


# Accuracy --------------------------------------------------------------------------------------------

PROJECTS = {
    # name: (workspace root, include dirs, directory of the kernels to sample) relative to DIR
    "john": ("openwall__john/run/opencl", ["openwall__john/run/opencl"], "openwall__john/run/opencl"),
    "hashcat": ("hashcat__hashcat", ["hashcat__hashcat", "hashcat__hashcat/OpenCL"], "hashcat__hashcat/OpenCL"),
}
INCLUDE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*(?:"([^"]+)"|<([^>]+)>|([^\r\n]*))', re.M)


def oracle_closure(path, include_dirs):
    """The file and everything it includes, transitively (regex scan, independent of the index)."""
    seen, stack = [], [os.path.abspath(path)]
    while stack:
        current = stack.pop()
        if current in seen:
            continue
        seen.append(current)
        try:
            data = open(current, "rb").read()
        except OSError:
            continue
        for match in INCLUDE.finditer(data):
            quoted, angle, computed = match.groups()
            if computed:
                # hashcat: `#include M2S(INCLUDE_PATH/inc_x.h)`: the oracle reads the file name.
                named = re.search(rb"([A-Za-z0-9_./]+\.(?:h|cl))", computed)
                quoted = named.group(1).split(b"/")[-1] if named else None
            spelled = (quoted or angle).decode() if (quoted or angle) else None
            if spelled is None:
                continue
            dirs = ([os.path.dirname(current)] if quoted else []) + include_dirs
            for d in dirs:
                candidate = os.path.normpath(os.path.join(d, spelled))
                if os.path.isfile(candidate):
                    stack.append(candidate)
                    break
    return seen


def oracle_definitions(name, files):
    pattern = re.compile(rb"(?<![A-Za-z0-9_.>])" + re.escape(name.encode()) + rb"[ \t]*\([^;{}()]*(?:\([^;{}()]*\)[^;{}()]*)*\)[ \t\r\n]*\{")
    found = set()
    for path in files:
        data = open(path, "rb").read()
        for match in pattern.finditer(data):
            line_start = data.rfind(b"\n", 0, match.start()) + 1
            line = data[line_start : match.start()]
            if line.lstrip().startswith(b"#") or b"=" in line or b"return" in line:
                continue
            found.add((os.path.normpath(path), match.start()))
    return found


def accuracy(args) -> None:
    from opencl_lsp.analysis.semantics.catalog import load_catalog

    root, includes, kernels_dir = PROJECTS[args.accuracy]
    root = os.path.join(args.dir, root)
    include_dirs = [os.path.normpath(os.path.join(args.dir, d)) for d in includes]
    index = WorkspaceIndex([root], include_dirs=include_dirs)
    began = time.perf_counter()
    index.build()
    print(f"{args.accuracy}: indexed {len(index.files())} files in {time.perf_counter() - began:.1f} s")
    catalog = load_catalog()
    rng = random.Random(args.seed)
    kernel_dir = os.path.join(args.dir, kernels_dir)
    kernels = sorted(os.path.join(kernel_dir, f) for f in os.listdir(kernel_dir) if f.endswith(".cl"))
    closures = {}
    candidates = call_sites(kernels, args.sites * 40, rng, wanted=lambda n: not catalog.is_builtin_function(n))
    right = checked = among = 0
    wrong = []
    for path, offset, name in candidates:
        if checked >= args.sites:
            break
        if path not in closures:
            closures[path] = oracle_closure(path, include_dirs)
        expected = oracle_definitions(name, closures[path])
        if not expected:
            continue  # A macro, or a function the oracle cannot see: not a fair question.
        checked += 1
        snapshot = parse_bytes(path, open(path, "rb").read())
        got = nav.definition(index, snapshot, offset)
        among += any((g.path, g.start) in expected for g in got)
        if got and (got[0].path, got[0].start) in expected:
            right += 1
        else:
            wrong.append((os.path.relpath(path, args.dir), name, [(os.path.basename(g.path), g.start) for g in got[:3]],
                          sorted((os.path.basename(p), s) for p, s in expected)[:3]))
    print(f"definition accuracy: {right}/{checked} call sites land on an oracle definition"
          f" ({100 * right / max(1, checked):.0f}%); an oracle definition is among the results for {among}")
    for item in wrong[:20]:
        print("  wrong:", *item)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", default=os.environ.get("OPENCL_LSP_REAL_KERNELS", "/work/realkernels"))
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--sites", type=int, default=None)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--accuracy", choices=sorted(PROJECTS))
    args = parser.parse_args()
    if not os.path.isdir(args.dir):
        print(f"no kernels at {args.dir}: set OPENCL_LSP_REAL_KERNELS")
        return
    if args.accuracy:
        args.sites = args.sites or 50
        accuracy(args)
    else:
        args.sites = args.sites or 200
        bench_index(args)


if __name__ == "__main__":
    sys.setrecursionlimit(10_000)
    main()
