"""Function-scope rules re-run only for the function an edit touched."""

import dataclasses

import pytest

from opencl_lsp import memo
from opencl_lsp.analysis import driver, registry
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding, Position

SOURCE = (
    "int helper(int x) { return x + 1; }\n"
    "kernel int first(global int *p) { p[0] = helper(1); return 0; }\n"
    "kernel void second(global int *p) { p[0] = 2; }\n"
    "kernel void third(global int *p) { p[0] = 3; }\n"
)


@pytest.fixture
def calls(monkeypatch):
    """Names of the functions K001 is run on, call by call."""
    seen: list[str] = []
    rule = registry.rule("K001")

    def counting(ctx, fn):
        seen.append(fn.name)
        return rule.check(ctx, fn)

    # Without its visit (kernels), so that the driver calls it on every function it analyzes.
    monkeypatch.setitem(registry._RULES, "K001", dataclasses.replace(rule, check=counting, visits=None))
    driver.clear_caches()
    return seen


def edit(doc: Document, line: int, col: int, old: int, text: str):
    doc.apply_edit(Position(line, col), Position(line, col + old), text, Encoding.UTF8)
    return driver.analyze(doc.snapshot())


def k001_lines(doc, findings):
    snap = doc.snapshot()
    return [snap.lines.line_of(f.start) for f in findings if f.code == "K001"]


def test_an_edit_inside_one_body_reanalyzes_that_function_only(calls):
    doc = Document("/inc.cl", SOURCE.encode())
    assert k001_lines(doc, driver.analyze(doc.snapshot())) == [1]
    assert sorted(calls) == ["first", "helper", "second", "third"]
    calls.clear()
    findings = edit(doc, 2, SOURCE.splitlines()[2].index("2;"), 1, "22")
    assert calls == ["second"]
    assert k001_lines(doc, findings) == [1]


def test_cached_findings_move_with_their_function(calls):
    doc = Document("/inc.cl", SOURCE.encode())
    driver.analyze(doc.snapshot())
    calls.clear()
    findings = edit(doc, 0, SOURCE.index("x + 1"), 0, "\n\n")  # Two new lines inside helper's body.
    assert calls == ["helper"]
    assert k001_lines(doc, findings) == [3]
    (finding,) = [f for f in findings if f.code == "K001"]
    assert doc.snapshot().data[finding.start : finding.end] == b"int"


def test_an_edit_outside_bodies_reanalyzes_the_functions_that_name_what_it_changes(calls):
    doc = Document("/inc.cl", SOURCE.encode())
    driver.analyze(doc.snapshot())
    calls.clear()
    edit(doc, 0, 0, 0, "typedef int myint;\n")
    assert calls == []  # No function names `myint`.
    edit(doc, 0, 0, 0, "typedef int p;\n")
    assert sorted(calls) == ["first", "second", "third"]  # Their parameter `p` now shadows a type.
    calls.clear()
    edit(doc, 2, len("int helper(int x"), 0, ", int y")  # helper's head: `first` calls it.
    assert sorted(calls) == ["first", "helper"]


def test_comments_and_blank_lines_between_items_reanalyze_nothing(calls):
    doc = Document("/inc.cl", SOURCE.encode())
    driver.analyze(doc.snapshot())
    calls.clear()
    findings = edit(doc, 1, 0, 0, "// The first kernel.\n\n")
    findings = edit(doc, 1, len("// The first"), 0, " real")  # Typing inside that comment.
    assert calls == []
    assert k001_lines(doc, findings) == [3]  # The cached finding moved down with its kernel.
    (finding,) = [f for f in findings if f.code == "K001"]
    assert doc.snapshot().data[finding.start : finding.end] == b"int"


def test_a_line_break_outside_bodies_still_counts(calls):
    # `#define A 1` and `int x;` on one line or two are different programs.
    doc = Document("/inc.cl", ("#define A 1\n" + SOURCE).encode())
    driver.analyze(doc.snapshot())
    calls.clear()
    doc.apply_edit(Position(0, len("#define A 1")), Position(1, 0), " ", Encoding.UTF8)  # One line now.
    findings = driver.analyze(doc.snapshot())
    assert calls == ["first"]  # helper is part of the macro now; `first` calls it, the others do not.
    driver.clear_caches()
    assert driver.analyze(doc.snapshot()) == findings


def test_typing_in_a_type_definition_reanalyzes_the_functions_that_use_the_type(calls):
    source = "typedef int myint;\n" + SOURCE.replace("int helper(int x)", "int helper(myint x)")
    doc = Document("/inc.cl", source.encode())
    driver.analyze(doc.snapshot())
    calls.clear()
    edit(doc, 0, len("typedef int myin"), 0, "t")  # `myintt`: helper's `myint` is now no type.
    assert sorted(calls) == ["first", "helper"]  # `first` calls helper, whose head names the type.
    calls.clear()
    edit(doc, 0, len("typedef "), 3, "float")  # `typedef float myintt;`
    assert calls == []


def test_a_define_inside_a_body_counts_for_the_functions_after_it(calls):
    source = SOURCE.replace("p[0] = 2; }", "p[0] = 2;\n#define LATER 1\n}")
    doc = Document("/inc.cl", source.encode())
    driver.analyze(doc.snapshot())
    calls.clear()
    line = source.splitlines().index("#define LATER 1")
    edit(doc, line, len("#define LATER "), 1, "2")
    assert calls == ["second"]  # Its own body changed; nobody uses LATER.
    calls.clear()
    third = source.splitlines().index("kernel void third(global int *p) { p[0] = 3; }")
    edit(doc, third, len("kernel void third(global int *p) { p[0] = "), 1, "LATER")  # third uses it now.
    calls.clear()
    edit(doc, line, len("#define LATER "), 1, "3")
    assert sorted(calls) == ["second", "third"]  # The macro's value is part of its users' environment.


def test_a_syntax_error_inside_one_body_reanalyzes_that_function_only(calls):
    doc = Document("/inc.cl", SOURCE.encode())
    driver.analyze(doc.snapshot())
    calls.clear()
    line = SOURCE.splitlines()[3]
    findings = edit(doc, 3, line.index("3;"), 1, "3 +")  # `p[0] = 3 +;` while typing.
    assert doc.snapshot().tree.root_node.has_error
    assert calls == ["third"]  # The others' findings are cached: their text and environment did not change.
    assert k001_lines(doc, findings) == [1]
    calls.clear()
    edit(doc, 3, line.index("3;"), 3, "3")  # Back to a file that parses: all cached.
    assert calls == []


def test_an_error_in_a_skipped_branch_and_one_in_a_body_judge_top_level_items_as_a_fresh_analysis():
    # Text we do not parse in a skipped branch leaves the file sound (Q029 judges the typedef);
    # a syntax error typed into a kernel's head then makes it broken: the typedef's cached
    # findings must not outlive that (the driver keys them on what `trusted` goes by). (An error
    # in a body is that body's own, and the function in the skipped branch is never read.)
    source = (
        "#ifdef NEVER\nkernel void f(read_only __ptr32 image2d_t i) { }\n#endif\n"
        "kernel void k(global int *p) { p[0] = 3; }\n"
        "typedef int image1d_t;\n"
    )
    from opencl_lsp.analysis.preprocessed import StaticProject

    project = StaticProject(lambda path: None)  # The preprocessor finds the skipped branch.
    driver.clear_caches()
    doc = Document("/inc_inactive.cl", source.encode())
    assert [f.code for f in driver.analyze(doc.snapshot(), project=project) if f.severity.label == "error"] == ["Q029"]
    line = source.splitlines()[3]
    doc.apply_edit(Position(3, line.index("*p)") + 2), Position(3, line.index("*p)") + 3), " +)", Encoding.UTF8)
    findings = driver.analyze(doc.snapshot(), project=project)
    assert "Q029" not in [f.code for f in findings]  # A broken file: top-level items are not judged.
    driver.clear_caches()
    fresh = driver.analyze(doc.snapshot(), project=project)
    assert sorted((f.code, f.start) for f in findings) == sorted((f.code, f.start) for f in fresh)


def test_the_same_kernel_under_another_extension_pragma_is_judged_apart():
    """Found by the LSP fuzzer (seed 12): the same kernel after `cl_khr_fp16 : enable` and after
    `: disable` shared one cache entry, so the next analysis gave both the findings of one."""
    kernel = "kernel void widen(global const half *in, global float *out) {\n  out[0] = in[0];\n}\n"
    text = ("#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n" + kernel
            + "#pragma OPENCL EXTENSION cl_khr_fp16 : disable\n" + kernel + "// end\n")
    driver.clear_caches()
    doc = Document("/a.cl", text.encode())
    fresh = driver.analyze(doc.snapshot())
    assert [f.code for f in fresh if f.code == "X004"] == ["X004"]
    # A keystroke in the last comment: every item is taken from the cache.
    again = edit(doc, 8, 6, 0, "s")
    assert again == fresh


MACRO_SOURCE = (
    "#define TILE 16\n"
    "int helper(int x) { return x + TILE; }\n"
    "kernel void first(global int *p) {\n"
    "    for (int k = 0; k < TILE; ++k) {\n"
    "        p[k] = helper(k);\n"
    "    }\n"
    "}\n"
    "kernel void second(global int *p) { p[0] = 2; }\n"
    "kernel void third(global int *p) { p[0] = 3; }\n"
)


def test_breaking_and_mending_a_body_in_a_file_without_includes_reanalyzes_nothing_after(calls):
    # Deleting the `;` after `k < TILE` makes the parser run `first` to the end of the file, so every
    # function is new; the broken text is the first to make the preprocessor run in full (a file
    # with no #include and no syntax error never needs it). Putting the `;` back restores the text:
    # the same key for every function (a full run that read no header changes none), so nothing runs.
    project = StaticProject(lambda path: None, ProjectConfig())
    doc = Document("/mend.cl", MACRO_SOURCE.encode())
    first = driver.analyze(doc.snapshot(), project=project)
    line = MACRO_SOURCE.splitlines()[3]
    col = line.index("TILE;") + len("TILE")
    doc.apply_edit(Position(3, col), Position(3, col + 1), "", Encoding.UTF8)
    calls.clear()
    driver.analyze(doc.snapshot(), project=project)
    # `first` runs to the end of the file now. helper, before it, is as it was, but it uses a macro:
    # it is judged on its expanded copy, parsed after the file's end, and the file ends otherwise.
    assert sorted(calls) == ["first", "helper"]
    calls.clear()
    doc.apply_edit(Position(3, col), Position(3, col), ";", Encoding.UTF8)
    mended = driver.analyze(doc.snapshot(), project=project)
    assert calls == []
    assert mended == first


def test_keystrokes_in_one_body_keep_a_few_versions_of_its_findings_not_one_per_keystroke(calls):
    # Each keystroke makes a new text for the edited function, and so a new cached entry; older
    # versions go beyond driver.ITEM_VERSIONS, so memory does not grow with the number of edits.
    project = StaticProject(lambda path: None, ProjectConfig())
    doc = Document("/versions.cl", SOURCE.encode())
    driver.analyze(doc.snapshot(), project=project)
    col = SOURCE.splitlines()[2].index("2;")
    for value in range(3, 13):
        doc.apply_edit(Position(2, col), Position(2, col + len(str(value - 1))), str(value), Encoding.UTF8)
        driver.analyze(doc.snapshot(), project=project)
    assert calls.count("second") == 11  # Every keystroke re-ran it (no stale findings)...
    slots = [key[0] for key in dict(memo.registered())["analysis.driver.items"]._data]
    assert slots.count(("/versions.cl", "second")) == driver.ITEM_VERSIONS  # ...and 3 versions stay.
    assert slots.count(("/versions.cl", "third")) == 1


def test_a_comment_left_open_on_a_directive_line_hides_what_follows_from_the_cache():
    """A `/*` that never ends, typed on a `#define` line: the preprocessor (as clang) reads the rest
    of the file as that comment, so the macro the kernel uses is gone, while tree-sitter ends the
    directive at its line and the kernel's text and the pieces it names are as they were. Its
    cached C002 stayed (the LSP fuzzer, seed 82); now the analysis with the caches is the one from
    scratch, and typing above both leaves the kernel cached."""
    body = ("#define AS_INT4(v) (int4)(v)\nkernel void k(global int4 *o, float4 f) {\n"
            "    o[0] = AS_INT4(f);\n}\n")
    project = StaticProject(lambda path: None, ProjectConfig())
    driver.clear_caches()
    doc = Document("/t/open_comment.cl", body.encode())
    assert [f.code for f in driver.analyze(doc.snapshot(), project=project)] == ["C002"]
    doc.apply_edit(Position(0, 0), Position(0, 0), "#define B 1 /* never closed\n", Encoding.UTF8)
    kept = driver.analyze(doc.snapshot(), project=project)
    driver.clear_caches()
    fresh = driver.analyze(Document("/t/open_comment.cl", doc.snapshot().data).snapshot(), project=project)
    assert [(f.code, f.start) for f in kept] == [(f.code, f.start) for f in fresh]
    assert "C002" not in [f.code for f in kept]


def test_an_item_that_tree_sitter_moves_into_a_conditional_is_analyzed_again():
    """`int a <#ifdef X#\\` on the first line: tree-sitter reads a `#ifdef` in the middle of the line
    (the preprocessor, as clang, does not) that never ends, and holds every item after it, whose
    text is as it was. What the rules trust there differs, and the kernel kept its cached K031
    (the LSP fuzzer, seed 82, lsp-82-3-18: a fresh server had none); whether an item is nested
    is now part of its key."""
    rest = ("void sink(void *p);\nint twice(int x) { return 2 * x; }\nkernel void run(global int *out) {\n"
            "  sink(&twice);\n  out[0] = twice(out[0]);\n}\n")
    project = StaticProject(lambda path: None, ProjectConfig())
    driver.clear_caches()
    doc = Document("/t/nested.cl", ("3 // a note\n" + rest).encode())
    assert "K031" in [f.code for f in driver.analyze(doc.snapshot(), project=project)]
    doc.apply_edit(Position(0, 0), Position(0, len("3 // a note")), "int a <#ifdef X#\\", Encoding.UTF8)
    kept = driver.analyze(doc.snapshot(), project=project)
    driver.clear_caches()
    fresh = driver.analyze(Document("/t/nested.cl", doc.snapshot().data).snapshot(), project=project)
    assert [(f.code, f.start) for f in kept] == [(f.code, f.start) for f in fresh]
