"""Are mistakes in real code found? Insert known mistakes into real kernels and see.

    python tools/mutation_check.py DIR [--files N] [--functions M] [--jobs J] [--only PROJECT] [--show K]
    python tools/mutation_check.py DIR --coverage [--files N] [--only PROJECT]

DIR holds real-world projects, one folder each (`owner__repo`, as for
tools/clang_agreement.py, whose per-project flags and working directories this
tool reuses; when `DIR/CLANG_OK.tsv` exists, only the files clang accepted are
sampled, each with the flags clang accepted it under: a mistake is only a
mistake in a file that otherwise compiles). For a sample of each project's
`.cl` files (N spread evenly over the sorted list), and for up to M active
functions of each (kernels
first; every function definition of the raw tree outside skipped `#if`
branches, heads made by macros included), each mistake below is inserted alone
on a new line at the top of the body, the file is analyzed with the project's
flags (`driver.analyze`, as `opencl-lsp check` does), and the mistake counts as
found when a finding with its code lies on its line. Prints found/total per
project and per kind of mistake, the misses (up to K), and per project the
share of the sampled files' function bodies that every rule family analyzed:
the functions without an S008 notice (backed off: not analyzed, or macro uses
in it not analyzed) when the files are analyzed as they are, with the reasons
for the others. `--coverage` prints only that share (no mutations: cheap
enough for every file, `--files 0`).

A miss means the analysis was silent where a compiler is not: a backed-off
function (S008 says why), a rule that gave up, or a rule that does not exist.
"""

from __future__ import annotations

import argparse
import collections
import importlib.util
import json
import os
import re
import sys
import time
from pathlib import Path

# One process per file: the analysis of one file must not fork children of its own.
os.environ.setdefault("OPENCL_LSP_JOBS", "1")

# (kind, the inserted line, the code that must be reported on it).
MUTATIONS = (
    ("swizzle out of range", "float2 mut_v = (float2)(0.0f); mut_v.z = 1.0f;", "V001"),
    ("undeclared function", "mut_undeclared_fn(1);", "B001"),
    ("implicit vector conversion", "int4 mut_i = (float4)(1.0f);", "C001"),
    ("write through __constant", "__constant int *mut_c = 0; *mut_c = 1;", "Q011"),
    ("wrong built-in argument", "float mut_w = length((int4)(1));", "B002"),
)
# Files that are not OpenCL C sources to analyze: CLBlast's kernels are C++ raw strings, whose
# programs tools/clblast_units.py writes as units/*.cl.
SKIP_SUFFIXES = (".opencl",)
# Where each project keeps its kernels, when not everywhere.
PATTERNS = {"hashcat__hashcat": "OpenCL/m*.cl"}


def _agreement():
    spec = importlib.util.spec_from_file_location("clang_agreement", Path(__file__).with_name("clang_agreement.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sample(root: Path, project: str, count: int, accepted: dict) -> list[Path]:
    """`count` files of the project spread evenly (0: all), those clang accepted when known."""
    base = root / project
    files = sorted(p for p in base.glob(PATTERNS.get(project, "**/*.cl")) if p.is_file())
    if accepted:
        files = [p for p in files if str(p) in accepted]
    if count <= 0 or len(files) <= count:
        return files
    step = len(files) / count
    return [files[int(i * step)] for i in range(count)]


def flags_for(root: Path, path: Path, accepted: dict) -> tuple[Path, list[str]]:
    if str(path) in accepted:
        cwd, flags = accepted[str(path)]
        return Path(cwd), flags
    cwd, options = _agreement().candidates(root, path)
    return cwd, options[0]


def check_file(job) -> list[tuple[str, str, bool, str]]:
    """(project, kind, found, where) for each mutation of one file, after one
    (project, FUNCTIONS, [functions, not analyzed, macro uses not analyzed], reasons) row."""
    from opencl_lsp.analysis import driver
    from opencl_lsp.analysis.context import Context
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.analysis.rules.function_not_analyzed import Tally
    from opencl_lsp.project.config import resolve_config
    from opencl_lsp.syntax.document import parse_bytes

    root_text, project, path_text, cwd_text, flags, functions, seconds = job
    if seconds is not None:
        from opencl_lsp.project import preprocessor

        preprocessor.EXPANSION_SECONDS = seconds
    path = Path(path_text)
    config, _problems = resolve_config(path, cli_args=flags, cwd=Path(cwd_text))

    def read(p: str):
        real = os.path.realpath(p)
        if not real.startswith(root_text):
            return None
        try:
            return Path(real).read_bytes()
        except OSError:
            return None

    data = path.read_bytes()
    snapshot = parse_bytes(str(path), data)
    every = _functions(Context(snapshot, StaticProject(read, config)))
    plain = driver.analyze(snapshot, project=StaticProject(read, config))
    tally = Tally()
    counts = tally.add(Context(snapshot, StaticProject(read, config)), plain)
    slow = {("file", "preprocessor stopped at its time limit (P009): headers' macros unknown"): 1} if any(
        f.code == "P009" for f in plain) else {}
    out = [(project, FUNCTIONS, list(counts), {**tally.backed_off, **slow})]
    chosen = sorted(every, key=lambda fn: (not fn[2], fn[1].start_byte))[:functions]
    for name, body, _kernel in chosen:
        brace = body.start_byte + 1
        line = snapshot.lines.line_of(brace) + 1  # The inserted line, 0-based.
        for kind, text, code in MUTATIONS:
            mutated = data[:brace] + b"\n  " + text.encode() + data[brace:]
            found = driver.analyze(parse_bytes(str(path), mutated), project=StaticProject(read, config))
            lines = parse_bytes(str(path), mutated).lines
            hit = any(f.code == code and lines.line_of(f.start) == line for f in found)
            out.append((project, kind, hit, f"{path}:{line + 1} in {name}"))
    return out


FUNCTIONS = "functions"
_KERNELISH = re.compile(rb"kernel", re.I)


def _functions(ctx) -> list:
    """(name, body node, looks like a kernel) of each function definition outside skipped branches."""
    from opencl_lsp.analysis.semantic import top_level_items

    data = ctx.snapshot.data
    sem = ctx.semantic
    out = []
    for item in top_level_items(ctx.snapshot.tree.root_node):
        body = item.child_by_field_name("body")
        if item.type != "function_definition" or body is None or body.type != "compound_statement":
            continue
        if sem.in_inactive(item.start_byte):
            continue
        head = data[max(0, item.start_byte - 64) : body.start_byte]
        name = data[item.start_byte : body.start_byte].split(b"(")[0].split()[-1:] or [b"?"]
        out.append((name[0].decode("utf-8", "replace"), body, bool(_KERNELISH.search(head))))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("root", type=Path)
    parser.add_argument("--files", type=int, default=25, help="files per project (spread evenly)")
    parser.add_argument("--functions", type=int, default=2, help="functions per file (kernels first)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", action="append", help="only this project (repeatable)")
    parser.add_argument("--show", type=int, default=20, help="print at most N misses")
    parser.add_argument("--coverage", action="store_true", help="only the share of functions analyzed (no mutations)")
    parser.add_argument("--expansion-seconds", type=float, default=None,
                        help="the preprocessor's time limit (default: the server's); pocl's forced _kernel.h "
                             "(clang's 18,000-line opencl-c.h) takes seconds on a loaded machine, and past the "
                             "limit the headers' macros are unknown and most of the file is not analyzed")
    args = parser.parse_args()
    if args.coverage:
        args.functions = 0
    root = args.root.resolve()
    accepted = {}
    if (root / "CLANG_OK.tsv").exists():
        for row in open(root / "CLANG_OK.tsv"):
            path, cwd, flags = row.rstrip("\n").split("\t")
            accepted[path] = (cwd, json.loads(flags))
    projects = sorted(p.name for p in root.iterdir() if p.is_dir() and (not args.only or p.name in args.only))
    jobs = []
    for project in projects:
        for path in sample(root, project, args.files, accepted):
            if path.name.endswith(SKIP_SUFFIXES):
                continue
            cwd, flags = flags_for(root, path, accepted)
            jobs.append((str(root), project, str(path), str(cwd), flags, args.functions, args.expansion_seconds))
    started = time.time()
    results: list[tuple[str, str, bool, str]] = []
    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.Pool(args.jobs, maxtasksperchild=20) as pool:
            for found in pool.imap_unordered(check_file, jobs):
                results.extend(found)
    else:
        for job in jobs:
            results.extend(check_file(job))
    by_project = collections.defaultdict(lambda: [0, 0])
    by_kind = collections.defaultdict(lambda: [0, 0])
    functions = collections.defaultdict(lambda: [0, 0, 0])
    reasons = collections.defaultdict(collections.Counter)
    misses = []
    for project, kind, hit, where in results:
        if kind == FUNCTIONS:
            for i, count in enumerate(hit):
                functions[project][i] += count
            reasons[project].update(where)
            continue
        for table, key in ((by_project, project), (by_kind, kind)):
            table[key][0] += hit
            table[key][1] += 1
        if not hit:
            misses.append(f"missed {kind}: {where}")
    for line in sorted(misses)[: args.show]:
        print(line)
    print(f"{len(jobs)} files, {sum(1 for r in results if r[1] != FUNCTIONS)} mutations in {time.time() - started:.0f} s")
    for title, table in (("project", by_project), ("mistake", by_kind)):
        for key in sorted(table):
            found, total = table[key]
            print(f"{title} {key}: {found}/{total} found ({100.0 * found / max(total, 1):.1f}%)")
    mutations = [r for r in results if r[1] != FUNCTIONS]
    found = sum(1 for r in mutations if r[2])
    print(f"total: {found}/{len(mutations)} found ({100.0 * found / max(len(mutations), 1):.1f}%)")
    for project in sorted(functions):
        total, skipped, partly = functions[project]
        full = total - skipped - partly
        print(f"analyzed {project}: {full}/{total} function bodies by every rule family "
              f"({100.0 * full / max(total, 1):.1f}%); S008: {skipped} not analyzed, {partly} macro uses not analyzed")
        for (what, reason), count in reasons[project].most_common(args.show):
            print(f"  {count} {what}: {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
