"""Function heads that `#if` splits (issue 16): CLBlast's kernels, cut down to a few lines.

CLBlast writes most kernels' heads as `#if RELAX_WORKGROUP_SIZE == 1` / `__kernel` /
`#else` / `__kernel __attribute__((reqd_work_group_size(...)))` / `#endif` / `void K(...)`.
The raw parse puts the definition's start in the first branch, so when that branch is
skipped the function used to be taken for dead code; from the fourth such head,
tree-sitter's whole-file node is an ERROR and every function of the file went silent.
Each case checks both sides, with the branches taken either way: the inserted mistakes
are reported (clang reports each), and the code as written has no error.
"""

from __future__ import annotations

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.findings import Severity
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes

PATH = "/real/kernel.cl"
# A mistake clang reports: no implicit conversion between vector types.
MISTAKE = "int4 mut_i = (float4)(1.0f);"
BRANCHES = ((), ("-DRELAX=1",))


def findings(text: str, flags=(), severity=Severity.ERROR) -> list[tuple[str, int]]:
    config, _ = resolve_config(PATH, cli_args=["-cl-std=CL1.2", *flags], cwd="/real")
    snapshot = parse_bytes(PATH, text.encode())
    found = driver.analyze(snapshot, project=StaticProject(lambda _path: None, config))
    return [(f.code, snapshot.lines.line_of(f.start) + 1) for f in found if f.severity == severity]


def lines_of(text: str, word: str) -> list[int]:
    return [k + 1 for k, line in enumerate(text.splitlines()) if word in line]


ONE_HEAD = """\
int helper(int a) { @ return a; }
#if RELAX == 1
  __kernel
#else
  __kernel __attribute__((reqd_work_group_size(64, 1, 1)))
#endif
void K(__global float* y) { @ y[0] = 1.0f; }
"""


def test_a_kernel_whose_head_is_split_by_if_is_analyzed():
    for flags in BRANCHES:
        assert findings(ONE_HEAD.replace("@ ", ""), flags) == []
        text = ONE_HEAD.replace("@", MISTAKE)
        assert findings(text, flags) == [("C001", line) for line in lines_of(text, MISTAKE)], flags


def test_a_split_head_is_counted_and_not_backed_off():
    found = findings(ONE_HEAD.replace("@", MISTAKE), severity=Severity.INFORMATION)
    assert [code for code, _line in found if code == "S008"] == []


def many_heads(count: int, mistakes: set[int]) -> str:
    out = ["int G(int a) { @ return a; }"]
    for k in range(count):
        out += ["#if RELAX == 1", "__kernel", "#endif",
                f"void K{k}(__global float* y) {{ {'@ ' if k in mistakes else ''}y[0] = 1.0f; }}"]
    out.append("int H(int a) { @ return a; }")
    return "\n".join(out) + "\n"


def test_four_split_heads_do_not_silence_the_file():
    # From the fourth head on, tree-sitter's root is an ERROR node holding the file's pieces:
    # the functions that parse on their own are still judged, the split ones on their copies.
    for count in (3, 4, 6):
        text = many_heads(count, {1, count - 1})
        for flags in BRANCHES:
            assert findings(text.replace("@ ", ""), flags) == [], (count, flags)
            with_mistakes = text.replace("@", MISTAKE)
            expected = [("C001", line) for line in lines_of(with_mistakes, MISTAKE)]
            assert len(expected) == 4
            assert findings(with_mistakes, flags) == expected, (count, flags)


def test_a_kernel_wholly_in_a_skipped_branch_stays_unjudged():
    text = "#if RELAX == 1\n__kernel void K(__global float* y) { int4 m = (float4)(1.0f); }\n#endif\n"
    assert findings(text) == []
    assert ("C001", 2) in findings(text, ("-DRELAX=1",))


def routine_blocks(first: int, second: int) -> str:
    """CLBlast's GEMM-family units: a top-level `#if defined(ROUTINE_...)` / `#else` / `#endif`
    whose branches hold kernels with split heads."""
    def kernels(prefix: str, count: int) -> list[str]:
        return [line for k in range(count) for line in (
            "#if RELAX == 1", "  __kernel", "#else", "  __kernel __attribute__((reqd_work_group_size(8, 8, 1)))",
            "#endif", f"void {prefix}{k}(__global float* y) {{", "  @", "  y[0] = 1.0f;", "}")]
    out = ["int G(int a) { @ return a; }", "#if defined(ROUTINE_A)", *kernels("A", first), "#else",
           *kernels("B", second), "#endif"]
    return "\n".join(out) + "\n"


def test_split_heads_inside_a_routine_block():
    for first, second in ((2, 3), (4, 5)):
        text = routine_blocks(first, second)
        with_mistakes = text.replace("@", MISTAKE)
        mistakes = lines_of(with_mistakes, MISTAKE)
        for flags, live in (((), second), (("-DROUTINE_A",), first), (("-DROUTINE_A", "-DRELAX=1"), first)):
            assert findings(text.replace("@ ", "").replace("@", ""), flags) == [], (first, flags)
            # G's, then the live branch's kernels.
            expected = [mistakes[0]] + (mistakes[1 : 1 + first] if live == first else mistakes[1 + first :])
            assert findings(with_mistakes, flags) == [("C001", line) for line in expected], (first, flags)


def test_an_undeclared_function_is_found_beside_split_heads():
    # B001 needs the file's declarations read as written: the pieces of the ERROR are directive
    # lines and definitions whose copies parse.
    for count in (3, 6):
        text = many_heads(count, {1}).replace("@", "mut_undeclared_fn(1);")
        for flags in BRANCHES:
            found = findings(text, flags)
            assert ("B001", lines_of(text, "void K1")[0]) in found, (count, flags)


def test_an_undeclared_function_is_found_beside_a_skipped_routine_block():
    # The skipped branch's kernels are pieces of the ERROR too: the compiler never reads them.
    text = routine_blocks(4, 5).replace("#if defined(ROUTINE_A)", "#if defined(ROUTINE_A)\n\n")
    for flags, kernel in (((), "void B2"), (("-DROUTINE_A",), "void A2")):
        line = lines_of(text, kernel)[0] + 1
        lines = text.splitlines(keepends=True)
        lines[line - 1] = "  mut_undeclared_fn(1);\n"
        mistaken = "".join(lines).replace("@ ", "").replace("@", "")
        assert findings(mistaken, flags) == [("B001", line)], flags


# A misspelled name in a function whose head uses a macro, in a file whose last kernel head an `#if`
# splits: the raw parse closes that `#if` with an `#endif` it makes up at the end of the file, which
# counted as a declaration outside the bodies that does not parse, so B001 said nothing in the whole
# file (CLBlast's units). The file's own conditionals close: the misspelling is reported, as clang does.
NAMES = """\
#define INLINE_FUNC inline
INLINE_FUNC int offset_of(const int row, const int ld, const int col) {
  return row * ld + col@;
}
#if RELAX == 1
  __kernel
#else
  __kernel __attribute__((reqd_work_group_size(64, 1, 1)))
#endif
void copy(__global float *dst, __global const float *src, const int ld) {
  dst[offset_of(get_global_id(0), ld, 0)] = src[0];
}
"""


def test_a_misspelled_name_in_a_file_whose_last_head_an_if_splits():
    for flags in BRANCHES:
        assert [f for f in findings(NAMES.replace("@", ""), flags)] == []
        text = NAMES.replace("@", "q")
        assert ("B001", lines_of(text, "colq")[0]) in findings(text, flags)


def test_a_misspelled_name_where_the_copies_are_parsed_alone(monkeypatch):
    # A file tree-sitter reads as one ERROR whose error recovery takes in the copies appended after
    # it (CLBlast's units) has its copies parsed after its text read as blanks: their model saw no
    # typedef of the file, `real` looked like a type nothing declares, the file like a fragment of a
    # larger program, and B001 said nothing in it. (Forced here: the recovery that takes the copies
    # in needs a whole unit.)
    from opencl_lsp.analysis import expanded

    whole = expanded._synthetic_tree
    monkeypatch.setattr(expanded, "_synthetic_tree", lambda real, todo, blank: whole(real, todo, True) if blank else None)
    pieces = many_heads(6, {1}).split("@ ")  # G's, K1's and H's places.
    typedef = "#ifndef PRECISION\n  #define PRECISION 32\n#endif\n#if PRECISION == 32\n  typedef float real;\n#endif\n"
    text = typedef + pieces[0] + pieces[1].replace("float* y", "real* y") + "real v = y[1]; y[2] = vq; " + pieces[2] + pieces[3]
    for flags in BRANCHES:
        assert ("B001", lines_of(text, "void K1")[0]) in findings(text, flags), flags
        assert findings(text.replace("vq;", "v;"), flags) == [], flags


def test_a_misspelled_name_in_a_helper_without_macros_beside_split_heads():
    # A helper analyzed as written (no macro in it) in a file whose heads `#if` splits: what does
    # not parse outside the bodies is what the compiler sees parse (the split heads, whose copies
    # parse, and the `#endif` the parser makes up), so B001 judges the helper too.
    for count in (3, 6):
        pieces = many_heads(count, set()).split("@ ")  # G's and H's places.
        text = pieces[0] + "int v = a + 1; a = vq; " + pieces[1] + pieces[2]
        for flags in BRANCHES:
            assert ("B001", lines_of(text, "int G")[0]) in findings(text, flags), (count, flags)
            assert findings(text.replace("vq;", "v;"), flags) == [], (count, flags)
