"""Build CLBlast's OpenCL C programs ("units") from its `.opencl` kernel sources.

    python tools/clblast_units.py CHECKOUT/src/kernels [--out DIR]

CLBlast keeps its kernels as C++11 raw strings (`R"(` ... `)"`) that its host
code concatenates into one program per routine and precision, so no `.opencl`
file is an OpenCL C program alone. This tool builds those programs the way the
host does and writes each as `<routine>_<precision>.cl` into DIR (default:
CHECKOUT/units), for tools/clang_agreement.py and tools/mutation_check.py.

Where the composition comes from (CLBlast's host code, upstream commit
eeff251, whose src/kernels is byte for byte the copy in our real-code set):
- src/utilities/compile.cpp (CompileFromSource): the program starts with
  `#define PRECISION <n>` (32 single, 64 double, 3232/6464 complex, 16 half),
  `#define ROUTINE_<NAME>`, then common.opencl, then the routine's source.
  The device-specific defines it may add (USE_CL_MAD, USE_INLINE_KEYWORD,
  subgroup shuffling, ...) are left out: a generic device.
- src/routine.cpp (InitProgram): the routine's source is the tuning
  database's `#define`s, left out here (each kernel gives its parameters a
  default under #ifndef), then the routine's raw strings in order.
- src/routines/level*/x*.cpp: each routine's list of `#include`d `.opencl`
  files (ROUTINES below, copied in their order); routines that inherit another
  one's program (SYMM from GEMM, GBMV from GEMV, ...) are kept only where the
  kernels test their ROUTINE_ name (`#if defined(ROUTINE_SYMM)`), so every
  distinct program is built once.
- src/clblast.cpp: the precisions each routine is instantiated for
  (PRECISIONS below; HER's float instance runs on complex data, for example).

A `.opencl` file is C++ text: comments, and one or more raw strings whose
contents the compiler concatenates. Their contents are taken exactly, from
after `R"delim(` to before `)delim"`; anything else outside a comment is an
error, as is a part a routine names that the checkout lacks.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

_LEVEL3_COPY = ("level3/copy_fast.opencl", "level3/copy_pad.opencl",
                "level3/transpose_fast.opencl", "level3/transpose_pad.opencl")
_GEMM_DIRECT = ("level3/xgemm_direct_part1.opencl", "level3/xgemm_direct_part2.opencl",
                "level3/xgemm_direct_part3.opencl")
_GEMM_INDIRECT = ("level3/xgemm_part1.opencl", "level3/xgemm_part2.opencl",
                  "level3/xgemm_part3.opencl", "level3/xgemm_part4.opencl")
_GEMM = ("level3/level3.opencl", "level3/convert_hermitian.opencl", "level3/convert_symmetric.opencl",
         "level3/convert_triangular.opencl", *_LEVEL3_COPY, *_GEMM_DIRECT, *_GEMM_INDIRECT)
_GEMM_BATCHED = ("level3/level3.opencl", *_LEVEL3_COPY, *_GEMM_DIRECT, *_GEMM_INDIRECT,
                 "level3/xgemm_batched.opencl", "level3/xgemm_direct_batched.opencl")

# ROUTINE name -> the parts after common.opencl (src/routines/**/x<name>.cpp).
ROUTINES = {
    "AXPY": ("level1/level1.opencl", "level1/xaxpy.opencl"),
    "COPY": ("level1/level1.opencl", "level1/xcopy.opencl"),
    "SCAL": ("level1/level1.opencl", "level1/xscal.opencl"),
    "SWAP": ("level1/level1.opencl", "level1/xswap.opencl"),
    "HAD": ("level1/level1.opencl", "level1/xhad.opencl"),
    "DOT": ("level1/xdot.opencl",),
    "NRM2": ("level1/xnrm2.opencl",),
    "ASUM": ("level1/xasum.opencl",),
    "AMAX": ("level1/xamax.opencl",),
    "GEMV": ("level2/xgemv.opencl", "level2/xgemv_fast.opencl", "level2/xtrsv.opencl"),
    "GER": ("level2/level2.opencl", "level2/xger.opencl"),
    "HER": ("level2/level2.opencl", "level2/xher.opencl"),
    "HER2": ("level2/level2.opencl", "level2/xher2.opencl"),
    "GEMM": _GEMM,
    "SYMM": _GEMM,  # Xsymm, Xhemm and Xtrmm are Xgemm under their own ROUTINE_ name.
    "HEMM": _GEMM,
    "TRMM": _GEMM,
    "SYRK": ("level3/level3.opencl", *_LEVEL3_COPY, *_GEMM_INDIRECT),  # SYR2K, HERK, HER2K: same branches.
    "OMATCOPY": ("level3/level3.opencl", *_LEVEL3_COPY),
    "INVERT": ("level3/level3.opencl", "level3/invert_diagonal_blocks_part1.opencl",
               "level3/invert_diagonal_blocks_part2.opencl"),
    "GEMMBATCHED": _GEMM_BATCHED,
    "GEMMSTRIDEDBATCHED": _GEMM_BATCHED,
    "IM2COL": ("levelx/im2col.opencl",),
    "COL2IM": ("levelx/col2im.opencl",),
    "CONVGEMM": ("level3/level3.opencl", *_GEMM_DIRECT, "levelx/xconvgemm_part1.opencl",
                 "levelx/xconvgemm_part2.opencl"),
}
ALL = (32, 64, 3232, 6464, 16)
# Routine -> the precisions src/clblast.cpp instantiates it for, where not all five.
PRECISIONS = {"HER": (3232, 6464), "HER2": (3232, 6464), "HEMM": (3232, 6464),
              "CONVGEMM": (32, 64, 16), "INVERT": (32, 64, 3232, 6464)}  # INVERT serves TRSM: no half.
COMMON = "common.opencl"

# Outside the raw strings: white space and comments only.
_OUTSIDE = re.compile(r"(?:\s+|//[^\n]*|/\*.*?\*/)*", re.S)
# A raw string's opening: its delimiter is at most 16 characters, none of them
# a space, a parenthesis, a backslash or a quote (C++11 [lex.string]).
_RAW_OPEN = re.compile(r'R"([^ ()\\\t\v\f\n"]{0,16})\(')


def raw_strings(text: str, name: str) -> str:
    """The concatenated contents of the raw strings of one `.opencl` file."""
    parts = []
    at = 0
    while True:
        at = _OUTSIDE.match(text, at).end()
        if at == len(text):
            break
        opening = _RAW_OPEN.match(text, at)
        if opening is None:
            raise ValueError(f"{name}:{text.count(chr(10), 0, at) + 1}: C++ text outside a raw string")
        closing = ")" + opening.group(1) + '"'
        end = text.find(closing, opening.end())
        if end < 0:
            raise ValueError(f"{name}:{text.count(chr(10), 0, at) + 1}: raw string without its {closing}")
        parts.append(text[opening.end() : end])
        at = end + len(closing)
    if not parts:
        raise ValueError(f"{name}: no raw string")
    return "".join(parts)


def build(kernels: Path, routine: str, precision: int) -> str:
    """The program CLBlast compiles for one routine and precision, with a comment naming its parts."""
    names = (COMMON, *ROUTINES[routine])
    texts = [raw_strings((kernels / n).read_bytes().decode("utf-8"), n) for n in names]
    defines = f"#define PRECISION {precision}\n#define ROUTINE_{routine}\n"
    header = [f"// CLBlast program of routine {routine}, PRECISION {precision}, built by tools/clblast_units.py",
              f"// from {kernels}: the host's defines, then these raw strings (first line in this file):"]
    line = len(header) + len(names) + 1 + defines.count("\n") + 1
    for name, text in zip(names, texts):
        header.append(f"//   {name} (line {line})")
        line += text.count("\n")
    header.append("// Tuning parameters: the kernels' #ifndef defaults.")
    return "\n".join(header) + "\n" + defines + "".join(texts)


def write_units(kernels: Path, out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for routine in ROUTINES:
        for precision in PRECISIONS.get(routine, ALL):
            path = out / f"{routine.lower()}_{precision}.cl"
            path.write_text(build(kernels, routine, precision), encoding="utf-8")
            written.append(path)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kernels", type=Path, help="a CLBlast checkout's src/kernels")
    parser.add_argument("--out", type=Path, help="where the units go (default: CHECKOUT/units)")
    args = parser.parse_args()
    kernels = args.kernels.resolve()
    out = args.out or kernels.parent.parent / "units"
    try:
        written = write_units(kernels, out)
    except (OSError, ValueError) as problem:
        print(problem, file=sys.stderr)
        return 1
    used = {COMMON, *(n for parts in ROUTINES.values() for n in parts)}
    unused = sorted(p.relative_to(kernels).as_posix() for p in kernels.rglob("*.opencl"))
    unused = [n for n in unused if n not in used]
    print(f"{len(written)} units of {len(ROUTINES)} routines in {out}")
    if unused:
        # A newer checkout's kernel file no routine here names: its routine is missing from ROUTINES.
        print(f"not in any routine: {', '.join(unused)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
