"""Patterns of real projects that used to silence the analysis, each cut down to a few lines.

Found by tools/mutation_check.py (a mistake inserted into a real kernel was not
reported): hashcat's macro-qualified tables and pointer-to-array parameters,
bullet3's macro invocation in an `#else` branch. Each case checks both sides:
the inserted mistake is reported, and the code as written has no error.
"""

from __future__ import annotations

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.findings import Severity
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes

PATH = "/real/kernel.cl"
MISTAKE = "  mut_undeclared_fn(1);\n"


def findings(text: str, flags=(), files=None, severity=Severity.ERROR) -> list[tuple[str, int]]:
    config, _ = resolve_config(PATH, cli_args=["-cl-std=CL1.2", *flags], cwd="/real")
    snapshot = parse_bytes(PATH, text.encode())
    files = {path: data.encode() for path, data in (files or {}).items()}
    found = driver.analyze(snapshot, project=StaticProject(files.get, config))
    return [(f.code, snapshot.lines.line_of(f.start) + 1) for f in found if f.severity == severity]


def with_mistake(text: str, head: str) -> tuple[str, int]:
    """The text with MISTAKE first in the body of the function whose head is the line `head`; its line number."""
    lines = text.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.rstrip() == head) + 2  # After the head and its `{`.
    return "".join(lines[:at] + [MISTAKE] + lines[at:]), at + 1


HASHCAT_TABLE = """\
#define CONSTANT_VK __constant
#define KERNEL_FQ __kernel
typedef unsigned int u32;
typedef const u32 u32a;
CONSTANT_VK u32a table[4] =
{
  1, 2, 3, 4
};

KERNEL_FQ void k (__global u32 *out)
{
  out[0] = table[1];
}
"""

HASHCAT_POINTER_TO_ARRAY = """\
#define LOCAL_AS __local
#define DECLSPEC
typedef unsigned int u32;

DECLSPEC void keysetup (u32 c, LOCAL_AS u32 (*s_skb)[64])
{
  c = s_skb[0][c & 63];
}

DECLSPEC __kernel void k (__global u32 *out)
{
  __local u32 s[8][64];
  keysetup (out[0], s);
}
"""

BULLET_ELSE_BRANCH = """\
typedef unsigned int u32;
#define WG_SIZE 64
#define AtomInc(x) atom_inc(&(x))
#define MY_HISTOGRAM(idx) hist[(idx)*WG_SIZE+lIdx]

__kernel void count (__global u32 *src)
{
  __local u32 hist[16*WG_SIZE];
  u32 lIdx = get_local_id(0);
  u32 key = src[lIdx] & 0xf;
  {
#if defined(NV_GPU)
    MY_HISTOGRAM( key )++;
#else
    AtomInc( MY_HISTOGRAM( key ) );
#endif
  }
}
"""


def test_a_table_whose_qualifier_is_a_macro_does_not_silence_the_file():
    assert findings(HASHCAT_TABLE) == []
    text, line = with_mistake(HASHCAT_TABLE, "KERNEL_FQ void k (__global u32 *out)")
    assert ("B001", line) in findings(text)


def test_a_pointer_to_array_parameter_behind_a_macro_is_no_unknown_type():
    assert findings(HASHCAT_POINTER_TO_ARRAY) == []
    for head in ("DECLSPEC void keysetup (u32 c, LOCAL_AS u32 (*s_skb)[64])", "DECLSPEC __kernel void k (__global u32 *out)"):
        text, line = with_mistake(HASHCAT_POINTER_TO_ARRAY, head)
        assert ("B001", line) in findings(text)


def test_a_macro_invocation_in_an_else_branch_is_no_unknown_type():
    assert findings(BULLET_ELSE_BRANCH) == []
    text, line = with_mistake(BULLET_ELSE_BRANCH, "__kernel void count (__global u32 *src)")
    assert ("B001", line) in findings(text)


def test_a_table_that_does_not_parse_even_expanded_still_keeps_b001_silent():
    # `BROKEN` is not defined: the expanded text does not parse either, and names the
    # broken table might declare are not judged.
    text = HASHCAT_TABLE.replace("CONSTANT_VK u32a table[4] =", "CONSTANT_VK u32a BROKEN table[4] =")
    text, line = with_mistake(text, "KERNEL_FQ void k (__global u32 *out)")
    assert ("B001", line) not in findings(text)


# pocl's kernel library: `-include _enable_all_exts.h` and its math headers enable cl_khr_fp16
# with a pragma; the half code after them is legal.
HALF_KERNEL = """\
#include "math.h"
__kernel void k (__global half *out)
{
  half h = 1.0h;
  out[0] = h;
}
"""
ENABLE_FP16 = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"


def test_a_pragma_in_a_header_is_in_force_after_its_include():
    flags = ("-cl-ext=+cl_khr_fp16",)
    assert findings(HALF_KERNEL.replace('#include "math.h"\n', ""), flags) != []  # X003/X004, as clang says.
    assert findings(HALF_KERNEL, flags, {"/real/math.h": ENABLE_FP16}) == []
    forced = ("-include", "/real/exts.h", *flags)
    # (A file without #include or #if is not preprocessed at all, forced includes or not.)
    assert findings(HALF_KERNEL, forced, {"/real/exts.h": ENABLE_FP16, "/real/math.h": "\n"}) == []


def test_header_pragmas_take_effect_where_the_include_stands():
    text = ("int a;\n#include \"math.h\"\nint b;\n#pragma OPENCL EXTENSION cl_khr_fp16 : disable\nint c;\n")
    config, _ = resolve_config(PATH, cli_args=["-cl-std=CL1.2", "-cl-ext=+cl_khr_fp16"], cwd="/real")
    files = {"/real/math.h": ENABLE_FP16.encode()}
    sem = Context(parse_bytes(PATH, text.encode()), StaticProject(files.get, config)).semantic
    at = {name: text.index(f"int {name}") for name in "abc"}
    assert [sem.pragma_enabled("cl_khr_fp16", at[name]) for name in "abc"] == [False, True, False]
    # A forced include comes before the file's first line.
    config, _ = resolve_config(PATH, cli_args=["-cl-std=CL1.2", "-include", "/real/exts.h"], cwd="/real")
    files = {"/real/math.h": b"\n", "/real/exts.h": ENABLE_FP16.encode()}
    sem = Context(parse_bytes(PATH, text.encode()), StaticProject(files.get, config)).semantic
    assert [sem.pragma_enabled("cl_khr_fp16", at[name]) for name in "abc"] == [True, True, False]


def test_an_error_directive_behind_a_clang_feature_check_is_a_warning():
    # pocl's kernel_clock.cl: clang answers __has_builtin, we cannot; the guess must not make an error.
    text = """\
#if !defined(__has_builtin) || !__has_builtin(__builtin_readcyclecounter)
#error "__builtin_readcyclecounter is not available on this target"
#endif
"""
    assert findings(text) == []
    assert findings(text, severity=Severity.WARNING) == [("P003", 2)]
    # `defined` of a feature check is true, as with clang; a plain #error stays an error.
    assert findings("#ifndef __has_builtin\n#error no\n#endif\n#ifdef __has_builtin\n#error yes\n#endif\n") == [("P003", 5)]


# rodinia's nw.cl: SCORE((i), (j)) expands to `l[(j) + (i) * 17]`, where `(j) + ...` reads as a
# cast of `+...` to a type `j`; a declared variable is no unknown type.
RODINIA_SCORE = """\
#define BLOCK_SIZE 16
#define SCORE(i, j) l[j + i * (BLOCK_SIZE + 1)]
__kernel void k (__local int *l, int m)
{
  int x = 1;
  int y = m;
  SCORE(y, x) = max(SCORE((y - 1), (x - 1)), SCORE((y), (x)) - (m));
}
"""


def test_a_parenthesized_variable_read_as_a_cast_is_no_unknown_type():
    assert findings(RODINIA_SCORE) == []
    text, line = with_mistake(RODINIA_SCORE, "__kernel void k (__local int *l, int m)")
    assert ("B001", line) in findings(text)


# pocl's kernel library renames the built-ins it defines (`#define all _cl_all`) and marks them
# overloadable through a macro: the copy is named `_cl_all`, and is still the function written.
POCL_RENAMED = """\
#define _CL_OVERLOADABLE __attribute__((overloadable))
#define all _cl_all
int _CL_OVERLOADABLE all(char a)
{
  return a < (char)0;
}
"""


def test_a_function_a_macro_renames_is_analyzed():
    assert findings(POCL_RENAMED) == []
    text, line = with_mistake(POCL_RENAMED, "int _CL_OVERLOADABLE all(char a)")
    text = text.replace(MISTAKE, "  float2 v = (float2)(0.0f); v.z = 1.0f;\n")
    assert ("V001", line) in findings(text)


def test_a_broken_head_in_a_skipped_branch_does_not_silence_the_file():
    # pocl's all.cl: the long overloads stand in `#ifdef cl_khr_int64`, which may be unset.
    text = POCL_RENAMED + "#ifdef NOT_SET\nint _CL_OVERLOADABLE all(long a)\n{\n  return a < 0L;\n}\n#endif\n"
    assert findings(text) == []
    text, line = with_mistake(text, "int _CL_OVERLOADABLE all(char a)")
    assert ("B001", line) in findings(text)


# hashcat's m25500-pure.cl keeps a second kernel, with its `#include COMPARE_M`, inside a
# /* ... */ comment: no directive for the compiler, so no unread #include for the expanded view.
HASHCAT_COMMENTED_INCLUDE = """\
#define KERNEL_FQ __kernel
#define COMPARE_M "compare.h"
KERNEL_FQ void k (__global int *out)
{
  int r = 1;
  #include COMPARE_M
}

/*
KERNEL_FQ void old (__global int *out)
{
  #include COMPARE_M
}
*/
"""


def test_an_include_inside_a_comment_is_no_include():
    files = {"/real/compare.h": "out[0] = r;\n"}
    assert findings(HASHCAT_COMMENTED_INCLUDE, files=files) == []
    text, line = with_mistake(HASHCAT_COMMENTED_INCLUDE, "KERNEL_FQ void k (__global int *out)")
    assert ("B001", line) in findings(text, files=files)
    assert not [code for code, _line in findings(text, files=files, severity=Severity.INFORMATION) if code == "S008"]


# CLBlast's common.opencl defines macros with an empty body followed by a blank
# (`#define ImagToZero(a) `); the parser read the next line as the macro's body
# (tree-sitter-c #212/#263), here the kernel's head: a false S001 on its `}` and
# no analysis of the body.
EMPTY_MACRO_WITH_BLANK = (
    "#define ImagToZero(a) \n"
    "__kernel void k(__global float *y)\n"
    "{\n"
    "  ImagToZero(y[0]);\n"
    "}\n"
)


def test_an_empty_macro_body_followed_by_a_blank_ends_at_its_line():
    assert findings(EMPTY_MACRO_WITH_BLANK) == []
    text, line = with_mistake(EMPTY_MACRO_WITH_BLANK, "__kernel void k(__global float *y)")
    assert ("B001", line) in findings(text)
