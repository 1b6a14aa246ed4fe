"""The expanded view of function bodies (server/analysis/expanded.py).

Function-scope rules see a body as the compiler does, macros expanded, and
their findings come back to the file: on original text with their exact
range, on code a macro produced at the invocation with ", in expansion of
macro 'NAME'" and notes on the definitions. Whenever the view cannot be
trusted, the function is analyzed raw, which is silent on macros.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest

from opencl_lsp.analysis import driver, expanded
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.findings import Finding, Related, Severity
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.project.preprocessor import MacroTable
from opencl_lsp.syntax.document import Document, parse_bytes
from opencl_lsp.syntax.positions import Encoding, Position

PATH = "/expanded/kernel.cl"
SUFFIX = ", in expansion of macro '{}'"


def project_for(flags=("-cl-std=CL1.2",), files=None):
    config, _ = resolve_config(PATH, cli_args=list(flags), cwd="/expanded")
    files = dict(files or {})
    return StaticProject(lambda path: files.get(path), config)


def run(text: str, flags=("-cl-std=CL1.2",), files=None) -> list[Finding]:
    snapshot = parse_bytes(PATH, text.encode())
    found = driver.analyze(snapshot, project=project_for(flags, files))
    return [f for f in found if f.severity in (Severity.ERROR, Severity.WARNING)]


def spans(text: str, found) -> list[tuple[str, str]]:
    return [(f.code, text[f.start : f.end]) for f in found]


# Expansion and layout.


def layout(body: str, defines: list[str]):
    table = MacroTable.initial().apply([(PATH, line.encode()) for line in defines])
    return expanded._layout(PATH, body.encode(), table)


def test_layout_copies_original_text_and_replaces_invocations():
    body = "{ int x = IDX(a, b, 4); /* kept */ E y = ID(q); }"
    out = layout(body, ["#define IDX(r, c, w) ((r) * (w) + (c))", "#define ID(x) x", "#define E"])
    # Each produced token is followed by a space, and a space opens the run, so nothing glues.
    assert out.text == b"{ int x =  ( ( a ) * ( 4 ) + ( b ) ) ; /* kept */   y =  q ; }"
    # Copied segments map back byte for byte.
    for start, end, original in out.segments:
        assert out.text[start:end] == body[original : original + end - start].encode()
    # An argument keeps its spelling; a token of the macro body has its invocation.
    by_text = {tok.text: tok for _s, _e, tok in out.tokens}
    assert (by_text["a"].start, by_text["a"].ctx.macro) == (body.index("a,"), "IDX")
    assert by_text["*"].inv.macro == "IDX" and by_text["*"].inv.start == body.index("IDX")
    assert by_text["q"].ctx.macro == "ID"


def test_layout_of_stringizing_and_pasting():
    out = layout("{ f(S(a b), CAT(x, 1)); }", ["#define S(v) #v", "#define CAT(a, b) a##b"])
    assert out.text == b'{ f( "a b" ,  x1 ); }'


def test_layout_refuses_what_it_cannot_map():
    assert layout("{ int x = __LINE__ + M; }", ["#define M 1"]) is None  # A built-in replaced in place.
    assert layout("{ F(1, 2); }", ["#define F(a) a"]) is None  # Wrong argument count.
    assert layout("{\n#if 1\n M;\n#endif\n}", ["#define M 1"]) is None  # A directive.


def test_macro_table_lines():
    table = MacroTable.initial({"A": "1"}, [("B", "2")], ["A"])
    assert "A" not in table and "B" in table
    later = table.apply([(PATH, b"#define C(x) x"), (PATH, b"#undef B")])
    assert "C" in later and "B" not in later and "B" in table
    # A malformed line is dropped, as the compiler drops it; the name it names is unsure.
    dropped = table.apply([(PATH, b"#define")])
    assert "B" in dropped and dropped.unsure == frozenset()
    half = table.apply([(PATH, b"#define B(x")])
    assert "B" in half and half.unsure == {"B"}  # (B keeps its definition from before the line.)
    assert "B" not in half.apply([(PATH, b"#define B(x) x")]).unsure


# Findings mapped back.


def test_object_like_macro_as_a_type():
    text = "#define V float4\nkernel void k(global int4 *out) {\n  int4 x = (V)(1.0f);\n  out[0] = x;\n}\n"
    [found] = run(text)
    assert (found.code, text[found.start : found.end]) == ("C001", "(V)(1.0f)")
    assert found.message.endswith(SUFFIX.format("V"))
    assert found.related == (Related(0, len("#define V float4"), "in expansion of macro 'V', defined here", PATH),)


def test_function_like_macro_lands_on_the_invocation():
    text = "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n"
    [found] = run(text)
    assert (found.code, text[found.start : found.end]) == ("V001", "Z(a)")
    assert found.message == "component 'z' out of range for 'float2', which has 2 components" + SUFFIX.format("Z")


def test_nested_macros_name_the_outermost_and_note_each_definition():
    text = (
        "#define INNER(v) v.z\n#define OUTER(v) INNER(v)\n"
        "kernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = OUTER(a);\n}\n"
    )
    [found] = run(text)
    assert (found.code, text[found.start : found.end]) == ("V001", "OUTER(a)")
    assert found.message.endswith(SUFFIX.format("OUTER"))
    assert [text[r.start : r.end] for r in found.related] == ["#define INNER(v) v.z", "#define OUTER(v) INNER(v)"]


def test_a_macro_producing_a_whole_expression():
    text = "#define THIRD (a.z)\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = THIRD;\n}\n"
    assert spans(text, run(text)) == [("V001", "THIRD")]


def test_an_argument_keeps_its_own_spelling():
    text = (
        "#define TWICE(v) ((v) * 2.0f)\n"
        "kernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = TWICE(a.z);\n}\n"
    )
    [found] = run(text)
    assert (found.code, text[found.start : found.end]) == ("V001", "z")
    assert found.message.endswith(SUFFIX.format("TWICE"))


def test_pasted_type_judged_on_original_tokens_keeps_the_exact_range():
    text = (
        "#define CAT(a, b) a##b\n"
        "kernel void k(global float *o) {\n  float2 w = (float2)(CAT(1, .0f));\n  o[0] = w.z;\n}\n"
    )
    [found] = run(text)
    assert (found.code, text[found.start : found.end]) == ("V001", "z")
    assert found.start == text.index("w.z") + 2
    assert "expansion" not in found.message and found.related == ()


def test_fix_on_original_text_is_kept_and_fix_inside_an_expansion_dropped():
    text = (
        "#define RG(v) v.rg\n"
        "kernel void k(global float2 *o, float4 c) {\n  o[0] = RG(c);\n  o[1] = c.rg;\n}\n"
    )
    found = run(text)
    assert spans(text, found) == [("V004", "RG(c)"), ("V004", "rg")]
    inside, outside = found
    assert inside.fix is None and inside.message.endswith(SUFFIX.format("RG"))
    [edit] = outside.fix.edits
    assert (edit.start, edit.end, edit.new_text) == (text.index("c.rg") + 2, text.index("c.rg") + 4, "xy")


def test_fix_whose_text_comes_from_an_expansion_is_dropped():
    text = (
        "#define F f\n#define AS_INT4(v) (int4)(v)\n"
        "kernel void k(global int4 *o) {\n  float4 f = 1.0f;\n  o[0] = (int4)F;\n  o[1] = AS_INT4(f);\n"
        "  o[2] = (int4)f;\n}\n"
    )
    found = run(text)
    assert spans(text, found) == [("C002", "(int4)F"), ("C002", "AS_INT4(f)"), ("C002", "(int4)f")]
    assert found[0].fix is None and found[0].message.endswith(SUFFIX.format("F"))
    assert found[1].fix is None and found[1].message.endswith(SUFFIX.format("AS_INT4"))
    [edit] = found[2].fix.edits
    assert (text[edit.start : edit.end], edit.new_text) == ("(int4)f", "convert_int4(f)")


def test_valid_code_with_macros_stays_clean():
    text = (
        "#define TILE 16\n#define IDX(r, c, w) ((r) * (w) + (c))\n#define CLAMP01(x) clamp((x), 0.0f, 1.0f)\n"
        "#define S(x) #x\n#define LOAD(p, i) vload4((i), (p))\n"
        "kernel void k(global float *a, global const float *b, const int n) {\n"
        "  local float t[TILE][TILE];\n"
        "  int r = get_global_id(1), c = get_global_id(0);\n"
        "  float4 v = LOAD(b, IDX(r, c, n) / 4);\n"
        "  t[r % TILE][c % TILE] = CLAMP01(v.x + v.w);\n"
        "  a[IDX(r, c, n)] = t[0][0];\n"
        '  printf("%s\\n", S(done));\n'
        "}\n"
    )
    assert run(text) == []


def test_header_macros_note_the_header():
    header = "#define Z(v) v.z\n"
    text = '#include "h.h"\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n'
    [found] = run(text, files={"/expanded/h.h": header.encode()})
    assert (found.code, text[found.start : found.end]) == ("V001", "Z(a)")
    assert found.related == (Related(0, len(header) - 1, "in expansion of macro 'Z', defined here", "/expanded/h.h"),)


def test_configured_macros_expand():
    text = "kernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = a.LANE;\n}\n"
    assert spans(text, run(text, flags=("-cl-std=CL1.2", "-DLANE=z"))) == [("V001", "LANE")]


# Falling back to the raw analysis.


def test_a_body_with_conditionals_is_expanded_on_its_live_branch():
    text = (
        "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n"
        "#ifdef EXTRA\n  o[1] = a.w;\n#endif\n  o[0] = Z(a);\n}\n"
    )
    # The mistake in the skipped branch is not reported; the one in live code is.
    assert spans(text, run(text)) == [("V001", "Z(a)")]


def test_unresolved_include_is_analyzed_raw():
    text = '#include "missing.h"\n#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n'
    assert [f.code for f in run(text)] == ["P001"]  # The include's own warning; nothing from the body.


def test_a_function_before_an_include_sees_the_file_macros_only():
    header = b"#define HZ(v) v.z\n"
    text = (
        "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a) + HZ(a);\n}\n"
        '#include "h.h"\n'
    )
    assert spans(text, run(text, files={"/expanded/h.h": header})) == [("V001", "Z(a)")]


def test_a_function_before_an_unresolved_include_is_expanded():
    text = (
        "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n"
        '#include "missing.h"\nkernel void l(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n'
    )
    assert [(f.code, text.count("\n", 0, f.start) + 1) for f in run(text)] == [("V001", 4), ("P001", 6)]


def test_macro_defined_later_or_undefined_is_not_expanded():
    later = "kernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n#define Z(v) v.z\n"
    assert run(later) == []
    undefined = "#define Z(v) v.z\n#undef Z\n#define W 1\nkernel void k(global float *o) {\n  float2 a = W;\n  o[0] = Z(a);\n}\n"
    assert run(undefined) == []


def test_wrong_argument_count_is_analyzed_raw():
    text = "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a, a) + a.w;\n}\n"
    # Raw: the macro part is unknown; the plain part is still judged. The invocation is the
    # compiler's error.
    assert spans(text, run(text)) == [("P005", "Z(a, a)"), ("V001", "w")]


def test_a_macro_another_body_defines_is_in_effect_after_it():
    text = (
        "#define Z(v) v.z\n"
        "void f(void) {\n#define Y(v) v.w\n}\n"
        "kernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a) + Y(a);\n}\n"
        "kernel void l(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n"
    )
    assert located(text, run(text)) == [("V001", 7, "Z(a)"), ("V001", 7, "Y(a)"), ("V001", 11, "Z(a)")]
    # When that line changes, the other functions' findings are renewed.
    project = project_for()
    doc = Document(PATH, text.encode())
    driver.analyze(doc.snapshot(), project=project)
    at = text.index("v.w") + 2
    line = text[:at].count("\n")
    column = at - text.rindex("\n", 0, at) - 1
    doc.apply_edit(Position(line, column), Position(line, column + 1), "x", Encoding.UTF8)
    new = doc.snapshot().data.decode()
    found = [f for f in driver.analyze(doc.snapshot(), project=project) if f.severity is Severity.ERROR]
    assert located(new, found) == [("V001", 7, "Z(a)"), ("V001", 11, "Z(a)")]


def test_failures_are_logged_and_the_raw_analysis_stands(monkeypatch, caplog):
    def broken(*args):
        raise RuntimeError("boom")

    monkeypatch.setattr(expanded, "_layout", broken)
    expanded.clear_caches()
    text = "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a) + a.w;\n}\n"
    with caplog.at_level(logging.ERROR):
        assert spans(text, run(text)) == [("V001", "w")]
    assert "expanded view failed" in caplog.text


def test_an_unmappable_finding_makes_the_function_raw(monkeypatch):
    def outside(self, f):
        raise expanded._Unmappable

    monkeypatch.setattr(expanded._Mapper, "finding", outside)
    text = "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a) + a.w;\n}\n"
    assert spans(text, run(text)) == [("V001", "w")]


def test_not_without_a_project():
    text = "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n"
    snapshot = parse_bytes(PATH, text.encode())
    ctx = Context(snapshot)
    assert not expanded.applies(ctx, ctx.semantic.functions[0])
    assert [f.code for f in driver.analyze(snapshot) if f.severity is Severity.ERROR] == []


def test_mapper_ranges():
    text = "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n"
    ctx = Context(parse_bytes(PATH, text.encode()), project_for())
    fn = ctx.semantic.functions[0]
    assert expanded.applies(ctx, fn)
    state = expanded._state(ctx)
    placed = expanded._placed(ctx, state, fn)
    mapper = expanded._Mapper(state, placed)
    copy = placed.context.snapshot.data
    # Copied text maps byte for byte, the head included.
    at = copy.index(b"float2 a", placed.start)
    assert mapper.range(at, at + 8)[:2] == (text.index("float2 a"), text.index("float2 a") + 8)
    head = copy.index(b"global float", placed.start)
    assert mapper.range(head, head + 6)[:2] == (text.index("global float"), text.index("global float") + 6)
    # Produced text maps to the invocation; an argument to its spelling.
    z = copy.index(b"z", copy.index(b"o[0]", placed.start))
    start, end, root, _inner, touched = mapper.range(z, z + 1)
    assert (text[start:end], root.macro, touched) == ("Z(a)", "Z", True)
    a = copy.index(b"a", copy.index(b"o[0]", placed.start) + 4)
    assert text[slice(*mapper.range(a, a + 1)[:2])] == "a"
    # Outside the copy, or half in the file's own text: not mappable.
    with pytest.raises(expanded._Unmappable):
        mapper.finding(Finding(len(text) - 2, placed.start + 3, "V001", "x", Severity.ERROR))
    # Related locations that cannot be mapped are dropped.
    assert mapper.related(Related(len(text), len(text) + 1, "gap")) is None


# Incremental analysis.


def test_edits_elsewhere_move_findings_and_notes_correctly():
    project = project_for()
    text = (
        "#define Z(v) v.z\n"
        "void helper(global float *o) {\n  o[0] = 1.0f;\n}\n"
        "kernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n"
    )
    doc = Document(PATH, text.encode())
    before = driver.analyze(doc.snapshot(), project=project)
    line = text[: text.index("1.0f")].count("\n")
    column = text.index("1.0f") - text.rindex("\n", 0, text.index("1.0f")) - 1
    doc.apply_edit(Position(line, column), Position(line, column), "10.0f + ", Encoding.UTF8)
    after = driver.analyze(doc.snapshot(), project=project)
    new = doc.snapshot().data.decode()
    [b] = [f for f in before if f.code == "V001"]
    [a] = [f for f in after if f.code == "V001"]
    assert new[a.start : a.end] == "Z(a)" and a.start == b.start + len("10.0f + ")
    assert [new[r.start : r.end] for r in a.related] == ["#define Z(v) v.z"]


def test_only_the_edited_function_is_expanded_again(monkeypatch):
    project = project_for()
    text = "#define Z(v) v.z\n" + "".join(
        f"kernel void k{i}(global float *o) {{\n  float2 a = {i};\n  o[0] = Z(a);\n}}\n" for i in range(5)
    )
    doc = Document(PATH, text.encode())
    driver.analyze(doc.snapshot(), project=project)
    calls = []
    real = expanded._layout
    monkeypatch.setattr(expanded, "_layout", lambda *args: calls.append(args[1]) or real(*args))
    at = text.index("= 3;") + 2
    line = text[:at].count("\n")
    column = at - text.rindex("\n", 0, at) - 1
    doc.apply_edit(Position(line, column), Position(line, column + 1), "7", Encoding.UTF8)
    found = driver.analyze(doc.snapshot(), project=project)
    assert calls == [b"kernel void k3(global float *o) {\n  float2 a = 7;\n  o[0] = Z(a);\n}"]
    assert len([f for f in found if f.code == "V001"]) == 5


def test_a_head_split_by_an_unknown_macro_is_analyzed_raw():
    # `KERNEL_FQ KERNEL_FA` (from a header we cannot see) parses as a broken declaration before a plain
    # function: the function is really a kernel, so its local variables are fine.
    text = (
        "#define LOCAL_VK __local\n"
        "KERNEL_FQ KERNEL_FA void k(global int *o) {\n  LOCAL_VK int t[4];\n  t[0] = 1;\n  o[0] = t[0];\n}\n"
    )
    assert [f for f in run(text) if f.code.startswith("Q")] == []


# Heads that use macros, and bodies with directives (issue 16).


def notices(text: str, flags=("-cl-std=CL1.2",), files=None) -> list[tuple[str, str]]:
    snapshot = parse_bytes(PATH, text.encode())
    found = driver.analyze(snapshot, project=project_for(flags, files))
    return [(text[f.start : f.end], f.message) for f in found if f.code == "S008"]


def located(text: str, found) -> list[tuple[str, int, str]]:
    """(code, line, text) of each finding, lines from 1."""
    return [(f.code, text.count("\n", 0, f.start) + 1, text[f.start : f.end]) for f in found]


MISTAKES = "float2 v = (float2)(0.0f); v.z = 1.0f; undefined_fn(1);"


def test_address_space_macro_in_a_parameter():
    text = f"#define GLOBAL_AS __global\n__kernel void m(GLOBAL_AS float *p) {{ {MISTAKES} }}\n"
    found = run(text)
    assert located(text, found) == [("V001", 2, "z"), ("B001", 2, "undefined_fn")]
    assert found[0].start == text.index("v.z") + 2
    assert "expansion" not in found[0].message and "expansion" not in found[1].message
    assert notices(text) == []


def test_kernel_macro_before_the_return_type():
    text = f"#define KERNEL_FQ __kernel\nKERNEL_FQ void m(__global float *p) {{ {MISTAKES} }}\n"
    assert located(text, run(text)) == [("V001", 2, "z"), ("B001", 2, "undefined_fn")]


def test_macro_names_glued_before_the_head_and_a_parameter_list_macro():
    # The raw parse: a declaration `KERNEL_FQ KERNEL_FA` lacking its `;`, then `void m(...)`.
    text = (
        "#define KERNEL_FQ __kernel\n#define KERNEL_FA __attribute__((reqd_work_group_size(64, 1, 1)))\n"
        "#define KERN_ATTR() __global float *p, const int n\n"
        f"KERNEL_FQ KERNEL_FA void m (KERN_ATTR ())\n{{\n  {MISTAKES}\n  p[0] = n;\n}}\n"
        f"KERNEL_FQ KERNEL_FA void s (KERN_ATTR ())\n{{\n  {MISTAKES}\n}}\n"
    )
    assert located(text, run(text)) == [
        ("V001", 6, "z"), ("B001", 6, "undefined_fn"), ("V001", 11, "z"), ("B001", 11, "undefined_fn")]


def test_a_head_made_kernel_by_a_macro_may_declare_local_variables():
    text = (
        "#define KERNEL_FQ __kernel\n#define LOCAL_VK __local\n"
        "KERNEL_FQ void k(global int *o) {\n  LOCAL_VK int t[4];\n  t[0] = 1;\n  o[0] = t[0];\n}\n"
    )
    assert run(text) == []


def test_macro_return_type_and_parameter_type():
    text = (
        "#define RET float2\n#define PARAM float4\n"
        "RET f(PARAM a) {\n  float2 v = a.xy;\n  v.z = 1.0f;\n  int4 i = a;\n  return v;\n}\n"
    )
    assert located(text, run(text)) == [("V001", 5, "z"), ("C001", 6, "a")]


def test_address_space_macro_and_a_conditional_in_the_body():
    text = (
        "#define AS __constant\n__kernel void m(__global float *p) {\n  AS float *q = 0;\n"
        f"#ifdef FOO\n  int a;\n#endif\n  {MISTAKES} }}\n"
    )
    found = run(text)
    assert located(text, found) == [("V001", 7, "z"), ("B001", 7, "undefined_fn")]


def test_findings_come_from_the_live_branch_only():
    text = (
        "#define Z(v) v.z\n#define ONE 1\nkernel void k(global float *o) {\n  float2 a = 0;\n"
        "#if ONE\n  o[0] = Z(a);\n#elif 0\n  o[1] = a.w;\n#else\n  o[2] = a.w; undefined_fn(1);\n#endif\n"
        "#ifndef ONE\n  o[3] = a.z;\n#endif\n  o[4] = a.w;\n}\n"
    )
    assert located(text, run(text)) == [("V001", 6, "Z(a)"), ("V001", 15, "w")]


def test_pragmas_in_the_body_are_blanked_and_opencl_pragmas_keep_it_raw():
    unroll = "#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n#pragma unroll\n  o[0] = Z(a);\n}\n"
    assert located(unroll, run(unroll)) == [("V001", 5, "Z(a)")]
    extension = unroll.replace("#pragma unroll", "#pragma OPENCL EXTENSION cl_khr_fp16 : enable")
    assert run(extension) == []
    assert notices(extension) == [("k", "'k': macro uses not analyzed: its body holds a #pragma line")]


def test_back_off_notices():
    # A head whose expansion does not parse: not analyzed at all, and said so.
    bad_head = f"#define BAD void g(void)\nBAD void f(void) {{ {MISTAKES} }}\n"
    assert run(bad_head) == []
    assert notices(bad_head) == [("f", "'f': not analyzed: its macro-expanded text does not parse")]
    # An #include inside the body: analyzed as written, its macro uses untrusted.
    include_in_body = (
        '#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n#include "h.h"\n  o[0] = Z(a) + a.w;\n}\n')
    files = {"/expanded/h.h": b"#define H 1\n"}
    assert located(include_in_body, run(include_in_body, files=files)) == [("V001", 5, "w")]
    assert notices(include_in_body, files=files) == [("k", "'k': macro uses not analyzed: its body holds a #include line")]
    # One whose file defines no macro (code for the body, as hashcat's `#include COMPARE_M`) is left out of the copy.
    quiet = {"/expanded/h.h": b"o[2] = 0;\n"}
    assert located(include_in_body, run(include_in_body, files=quiet)) == [("V001", 5, "Z(a)"), ("V001", 5, "w")]
    assert notices(include_in_body, files=quiet) == []
    # An include that cannot be read: the macros of the body are unknown. (The head of `k` has its S003
    # at KERNEL_FQ already; the body of `m` is broken by what a header macro hides: S003 too.)
    include = (
        '#include "missing.h"\nKERNEL_FQ void k(GLOBAL_AS float *p) { p[0] = 1.0f; }\n'
        "#define Z(v) v.z\nkernel void l(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n"
        "kernel void m(global float *o) {\n  LOOP_BEGIN o[0] = Z(o[1]); LOOP_END\n}\n"
    )
    assert notices(include) == [
        ("l", "'l': macro uses not analyzed: an #include before it could not be read, so the macros in effect "
              "there are unknown"),
    ]
    # Functions that are analyzed in full, or use no macro, get no notice.
    assert notices(f"#define GLOBAL_AS __global\n__kernel void m(GLOBAL_AS float *p) {{ {MISTAKES} }}\n") == []
    assert notices(f"__kernel void m(__global float *p) {{ {MISTAKES} }}\n") == []


def test_an_edit_in_a_body_after_a_glued_head_reanalyzes_it():
    project = project_for()
    text = "#define KERNEL_FQ __kernel\n#define KERNEL_FA\nKERNEL_FQ KERNEL_FA void k(global float *o) {\n  float2 a = 0;\n  o[0] = a.x;\n}\n"
    doc = Document(PATH, text.encode())
    assert [f for f in driver.analyze(doc.snapshot(), project=project) if f.severity is Severity.ERROR] == []
    at = text.index("a.x") + 2
    line = text[:at].count("\n")
    column = at - text.rindex("\n", 0, at) - 1
    doc.apply_edit(Position(line, column), Position(line, column + 1), "z", Encoding.UTF8)
    new = doc.snapshot().data.decode()
    found = [f for f in driver.analyze(doc.snapshot(), project=project) if f.severity is Severity.ERROR]
    assert [(f.code, new[f.start : f.end]) for f in found] == [("V001", "z")]


def test_check_stats_counts_functions_analyzed_and_backed_off(tmp_path):
    import subprocess
    import sys

    (tmp_path / "a.cl").write_text("#define GLOBAL_AS __global\n__kernel void m(GLOBAL_AS float *p) {{ p[0] = 1.0f; }}\n")
    (tmp_path / "b.cl").write_text(
        '#include "missing.h"\n#define Z(v) v.z\nkernel void l(global float *o) {\n  float2 a = 0;\n  o[0] = Z(a);\n}\n'
        "kernel void n(global float *o) {\n  o[0] = 1.0f;\n}\n"
    )
    done = subprocess.run(
        [sys.executable, "-m", "opencl_lsp", "check", "--stats", "a.cl", "b.cl"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
    )
    lines = done.stdout.splitlines()
    reason = "an #include before it could not be read, so the macros in effect there are unknown"
    assert lines[-4:] == [
        "a.cl: 1 functions, 0 not analyzed, 0 macro uses not analyzed",
        "b.cl: 2 functions, 0 not analyzed, 1 macro uses not analyzed",
        "functions: 3, analyzed in full: 2, backed off: 1",
        f"  1 macro uses not analyzed: {reason}",
    ]
    assert f"b.cl:3:13: info: 'l': macro uses not analyzed: {reason} [S008]" in lines


def test_defines_in_a_body_apply_in_order():
    text = (
        "#define K 1\n#define Z(v) v.z\nkernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = a.x + K;\n"
        "#undef K\n#define K a.w\n  o[1] = K;\n#undef K\n#define K(x) x.y\n  o[2] = K(a) + Z(a) + a.s3;\n}\n"
    )
    found = run(text)
    assert located(text, found) == [("V001", 8, "K"), ("V001", 11, "Z(a)"), ("V001", 11, "s3")]
    # The note names the definition in effect at the invocation: the one inside the body.
    assert [text[r.start : r.end] for r in found[0].related] == ["#define K a.w"]
    assert found[0].message.endswith(SUFFIX.format("K"))
    assert notices(text) == []


def test_a_function_whose_name_a_macro_makes():
    text = (
        "#define CONSTATTR __attribute__((const))\n#define MATH_MANGLE(N) __ocml_##N##_f32\n"
        "CONSTATTR float\nMATH_MANGLE(len2)(float x, float y)\n{\n  float2 v = (float2)(x, y);\n  return v.z;\n}\n"
        "float MATH_MANGLE(ok)(float x) { return x; }\n"
    )
    assert located(text, run(text)) == [("V001", 7, "z")]
    assert notices(text) == []
    # A head whose expansion is not a function definition: said so.
    broken = "#define MANGLE(N) N,\nfloat MANGLE(f)(float x) { return x; }\n"
    assert notices(broken) == [("MANGLE", "'MANGLE(f)': not analyzed: its macro-expanded text does not parse")]


@pytest.mark.skipif(
    not os.environ.get("OPENCL_LSP_REAL_KERNELS") or not Path(os.environ["OPENCL_LSP_REAL_KERNELS"], "yuhc__gpu-rodinia").is_dir(),
    reason="OPENCL_LSP_REAL_KERNELS (with yuhc__gpu-rodinia) not set",
)
def test_mutation_check_finds_mistakes_in_a_sample_of_real_code():
    # tools/mutation_check.py on two rodinia files: each inserted mistake must be reported on its line.
    import subprocess
    import sys

    tool = Path(__file__).resolve().parents[2] / "tools" / "mutation_check.py"
    done = subprocess.run(
        [sys.executable, str(tool), os.environ["OPENCL_LSP_REAL_KERNELS"], "--only", "yuhc__gpu-rodinia",
         "--files", "2", "--functions", "1", "--jobs", "1"],
        capture_output=True, text=True, timeout=600,
    )
    total = [line for line in done.stdout.splitlines() if line.startswith("total: ")]
    assert total, done.stdout + done.stderr
    found, count = map(int, total[0].split()[1].split("/"))
    assert count >= 5 and found == count, done.stdout


# The same function twice, before and after an #include that cannot be read: the first
# is expanded with the file's own macros, the second is not analyzed (S008). Found by the
# LSP fuzzer (regressions/reconfigure_with_unreadable_includes.json): the item findings
# cache keys an item by its text and the file's environment, not where it stands, so a
# second analysis gave both copies the findings of the one analyzed last.
TWICE_AROUND_AN_INCLUDE = """\
#define SCALE 2
float twice(float x) { return SCALE * x; }
#include "missing.h"
float twice(float x) { return SCALE * x; }
"""


def test_identical_functions_around_an_include_keep_their_own_findings():
    driver.clear_caches()
    project = project_for()

    def notices():
        snapshot = parse_bytes(PATH, TWICE_AROUND_AN_INCLUDE.encode())
        found = driver.analyze(snapshot, project=project)
        return [(f.code, snapshot.lines.line_of(f.start)) for f in found if f.code == "S008"]

    fresh = notices()
    assert fresh == [("S008", 3)]  # Only the copy after the include.
    # A second analysis (a reconfiguration, an edit elsewhere) takes items from the cache.
    project.header_macros.invalidate()
    assert notices() == fresh
    assert notices() == fresh


def test_position_key_tells_places_that_see_other_macros_apart():
    snapshot = parse_bytes(PATH, (TWICE_AROUND_AN_INCLUDE + "float twice(float x) { return SCALE * x; }\n").encode())
    ctx = Context(snapshot, project=project_for())
    first, second, third = (fn.node.start_byte for fn in ctx.semantic.functions)
    # Before the unreadable #include, and after it: judged differently, keyed differently.
    assert expanded.position_key(ctx, first) != expanded.position_key(ctx, second)
    # Two places after it with no directive between them see the same.
    assert expanded.position_key(ctx, second) == expanded.position_key(ctx, third)
    assert expanded.position_key(Context(snapshot), first) == ()  # No project view: nothing is expanded.


# A macro invoked with a wrong number of arguments: the compiler's error, whether or not the
# preprocessor runs over the whole file.


@pytest.mark.parametrize("before, after", [
    ("", ""),  # No conditional, no include: the preprocessor does not run over the file.
    ("#if 1\n", "#endif\n"),  # It does: it reports the invocation too, and one finding stays.
])
def test_an_invocation_with_a_wrong_argument_count_is_the_error_the_compiler_reports(before, after):
    text = (f"#define F(a, b) ((a) + (b))\n#define ONE(x) (x)\n{before}"
            "kernel void k(global int *p) {\n  p[0] = F(1);\n  p[1] = ONE(2, 3);\n  p[2] = F(1, 2);\n}\n" + after)
    found = driver.analyze(parse_bytes(PATH, text.encode()), project=project_for())
    errors = [(line, span, f.message) for (code, line, span), f in zip(located(text, found), found) if code == "P005"]
    first = text.count("\n", 0, text.index("p[0]")) + 1
    assert errors == [
        (first, "F(1)", "macro 'F' takes 2 arguments but 1 were given"),
        (first + 1, "ONE(2, 3)", "macro 'ONE' takes 1 argument but 2 were given"),
    ]
    # The function is still not analyzed (its copy could not be had), and says so.
    assert [f.message for f in found if f.code == "S008"] == [
        "'k': macro uses not analyzed: its macros could not be expanded"]
    # Turned off by the configuration like any preprocessor code.
    off = driver.analyze(parse_bytes(PATH, text.encode()), disabled=["P005"], project=project_for())
    assert [f.code for f in off if f.code == "P005"] == []


def test_an_invocation_the_compiler_reads_on_past_the_body_is_not_reported():
    """`F(1` left open in a body: the compiler reads on past it (the arguments may close in the
    next function), so what the body alone says of it is not what the compiler says."""
    text = ("#define F(a, b) ((a) + (b))\n"
            "kernel void k(global int *p) {\n  p[0] = F(1, (2);\n}\n")
    assert [f for f in run(text) if f.code == "P005"] == []


def test_an_error_in_a_macro_body_is_left_to_the_preprocessor():
    """An invocation written in a macro's body (`G` calls `F` with one argument): the copy of `k`
    fails there, but the place is the `#define` line's, which only a run over the file reports."""
    text = ("#define F(a, b) ((a) + (b))\n#define G(x) F(x)\n"
            "kernel void k(global int *p) {\n  p[0] = G(1);\n}\n")
    assert [f for f in run(text) if f.code == "P005"] == []
