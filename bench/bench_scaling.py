"""How analysis time grows with the shape of the input. Prints figures; asserts nothing.

Usage: python bench/bench_scaling.py [--limit 20] [--only sum,elseif,...]

Each case is a small file whose one kernel grows with a size N, analyzed from
scratch (`driver.analyze` on a fresh snapshot, every cache emptied), once as
valid code and once with a syntax error in another item of the file (a file
being typed almost always has one somewhere, and error recovery is where walks
up the tree used to cost depth x depth):

- sum: `o[0] = x + x + ... ;` with N terms (a left-leaning tree N deep);
- elseif: an `if (i == 0) ... else if (i == 1) ...` chain of N branches;
- blocks: N nested `{ ... }` blocks;
- parens: an expression in N nested parentheses;
- expr200k: one valid expression of about 200 KB (a sum of calls, indexes and
  casts) in one kernel;
- names: a name N calls deep (`g(g(g(...)))`, N uses of a name B001 must judge:
  a macro argument elsewhere, so each use is looked up and then left alone;
  the fuzzer's deep_nesting_many_names.cl);
- redeclared: N declarations of one name in one block, in OpenCL C 1.2 given
  explicitly (`clk_event_t done = ...;`: Q066 looks each type word up; the
  fuzzer's deep_nesting_many_names_2.cl);
- functions: N one-line functions (about 100 bytes each: 2,500 make 256 KB) and
  a few kernels calling them: the fixed cost of each item.

For each case it prints the time per size (wall clock, and the CPU time of this
process, which a busy machine disturbs less) and the ratio of CPU times to the
previous size: linear growth is about 2x per doubling (10x per tenfold for the
nesting cases). A series stops growing once one size
takes longer than --limit seconds (so a regression shows without hanging the run).
Targets: any file up to 256 KB in at most 1 s; the 200 KB expression in at most 2 s.
"""

from __future__ import annotations

import argparse
import time

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document

# An item that does not parse, after the kernel: the rest of the file is unchanged.
BROKEN = "\nint broken(int a {\n    return a +;\n}\n"


def kernel(body: str) -> str:
    return "__kernel void k(__global float *o, int i) {\n    float x = o[1];\n" + body + "\n}\n"


def sum_case(n: int) -> str:
    return kernel("    o[0] = " + " + ".join("x" for _ in range(n)) + ";")


def elseif_case(n: int) -> str:
    branches = [f"if (i == {k}) {{ o[{k % 7}] = x * {k}.0f; }}" for k in range(n)]
    return kernel("    " + "\n    else ".join(branches))


def blocks_case(n: int) -> str:
    return kernel("    " + "{ " * n + "o[0] = x;" + " }" * n)


def parens_case(n: int) -> str:
    return kernel("    o[0] = " + "(" * n + "x" + ")" * n + ";")


def expr_case(size: int) -> str:
    terms = []
    total = 0
    k = 0
    while total < size:
        term = (f"sin(x * {k}.5f)", f"o[{k % 13}]", f"(float)(i + {k})", f"fabs(x - {k}.0f) * 2.0f")[k % 4]
        terms.append(term)
        total += len(term) + 3
        k += 1
    return kernel("    o[0] = " + " + ".join(terms) + ";")


def names_case(n: int) -> str:
    return "#define ID(a) a\n" + kernel("    o[0] = ID(g);\n    o[1] = " + "g(" * n + "x" + ")" * n + ";")


def redeclared_case(n: int) -> str:
    return kernel("    " + "\n    ".join("clk_event_t done = create_user_event();" for _ in range(n)))


def functions_case(n: int) -> str:
    lines = [f"int f{k}(int x) {{ int y = x * {k} + (x >> 3); if (y > {k}) y -= {k}; return y + x + {k}; }} // {k:05d}"
             for k in range(n)]
    lines += [f"__kernel void k{j}(__global int *o) {{ int i = get_global_id(0); o[i] = f{j}(i) + f{n - 1 - j}(o[i]); }}"
              for j in range(4)]
    return "\n".join(lines) + "\n"


# OpenCL C 1.2 given explicitly (-cl-std=CL1.2): where the types of 2.0 are errors.
CL12 = {"version": (1, 2), "version_explicit": True}

CASES = {
    "sum": (sum_case, (1000, 2000, 4000, 8000)),
    "elseif": (elseif_case, (250, 500, 1000, 2000)),
    "blocks": (blocks_case, (100, 1000, 10000)),
    "parens": (parens_case, (100, 1000, 10000)),
    "expr200k": (expr_case, (50_000, 100_000, 200_000)),
    "names": (names_case, (1000, 2000, 4000, 8000)),
    "redeclared": (redeclared_case, (500, 1000, 2000, 4000), CL12),
    "functions": (functions_case, (625, 1250, 2500)),
}


def measure(text: str, project) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of this process, findings) of one analysis from scratch."""
    driver.clear_caches()
    snapshot = Document("/bench/scaling.cl", text.encode()).snapshot()
    started, cpu = time.perf_counter(), time.process_time()
    findings = driver.analyze(snapshot, project=project)
    return time.perf_counter() - started, time.process_time() - cpu, len(findings)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=float, default=20.0, help="seconds after which a series stops growing")
    parser.add_argument("--only", default="", help="comma-separated case names (default: all)")
    args = parser.parse_args()
    wanted = [name for name in args.only.split(",") if name] or list(CASES)
    default = StaticProject(lambda path: None, ProjectConfig())
    measure(kernel("    o[0] = x;"), default)  # Loads the catalog and compiles the queries.
    for name in wanted:
        make, sizes, *config = CASES[name]
        project = StaticProject(lambda path: None, ProjectConfig(**config[0])) if config else default
        for broken in (False, True):
            label = f"{name}{' + syntax error' if broken else ''}"
            previous = None
            for n in sizes:
                text = make(n) + (BROKEN if broken else "")
                seconds, cpu, count = measure(text, project)
                ratio = f"x{cpu / previous:5.2f}" if previous else "      "
                target = 2.0 if name == "expr200k" else 1.0
                verdict = "" if len(text) > 256 * 1024 else ("OK" if seconds <= target else "OVER")
                print(f"{label:24s} N={n:>7,}  {len(text) / 1024:7.1f} KB  {seconds * 1000:9.1f} ms  {ratio}  "
                      f"(cpu {cpu * 1000:8.1f} ms)  {count:3d} findings  {verdict}", flush=True)
                previous = cpu
                if seconds > args.limit:
                    print(f"{label:24s} (stopped: over {args.limit:.0f} s)")
                    break


if __name__ == "__main__":
    main()
