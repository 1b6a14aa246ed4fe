"""A file-scope prototype whose `;` is not typed yet (`analysis/declaration_end.py`).

The missing `;` is reported where clang reports it ("expected ';' after top level
declarator"), and the rest of the file is analyzed as if it were there: every other
finding is the one the file with the `;` gets, at the same place in the text as written.
Checked on small slips against clang-19, and on the valid `-verify` fixtures with a
prototype inserted before one of their items.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess

import pytest

from opencl_lsp.analysis import declaration_end
from opencl_lsp.analysis.driver import analyze, analyze_syntax
from opencl_lsp.analysis.findings import Finding
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes
from tests import verify

CLANG = shutil.which("clang-19")
KERNEL = "__kernel void k(__global float *p) { float4 v = (float4)(1.0f, 2.0f); p[0] = v.x; }\n"

# (text with `@` where a `;` is missing): each shape tree-sitter's recovery gives such a head.
SLIPS = {
    "before a kernel": "float f(float x)@\n" + KERNEL,
    "before a typedef (a clean tree)": "float f(float x)@\ntypedef struct { float a; } T;\n" + KERNEL,
    "before an enum on the same line": "float f(float x)@ enum mode { A, B };\n" + KERNEL,
    "before a definition": "void f(void)@\nfloat g(float x) { return x * 2.0f; }\n" + KERNEL,
    "a pointer result": "float *f(__global float *x)@\n" + KERNEL,
    "two of them": "float f(float x)@\nstruct S { int a; };\nfloat g(int y)@\n" + KERNEL,
    "before a comment and an inline helper": "float f(float x)@\n\n/* A helper. */\ninline float h(float a) { return a; }\n" + KERNEL,
}


def _analyze(text: str, syntax_only: bool = False) -> list[Finding]:
    path = "/slips/slip.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/slips")
    run = analyze_syntax if syntax_only else analyze
    return run(parse_bytes(path, text.encode()), (), project=StaticProject(lambda p: None, config))


def _key(f: Finding, shift) -> tuple:
    fix = None if f.fix is None else (f.fix.title, tuple((shift(e.start), shift(e.end), e.new_text) for e in f.fix.edits))
    return (shift(f.start), shift(f.end), f.code, f.message, f.severity,
            tuple((shift(r.start), shift(r.end), r.message) for r in f.related), fix)


def _expect(marked: str) -> tuple[str, list[int], list[tuple]]:
    """(text as written, where each `;` is missing, the findings of the text with the `;`s placed back)."""
    missing = []
    pieces = marked.split("@")
    text = ""
    for piece in pieces[:-1]:
        text += piece
        missing.append(len(text))
    text += pieces[-1]
    complete = ";".join(pieces)

    def back(offset: int) -> int:  # An offset of the complete text, in the text as written.
        return offset - sum(1 for k, at in enumerate(missing) if at + k < offset)

    return text, missing, sorted(_key(f, back) for f in _analyze(complete))


@pytest.mark.parametrize("slip", list(SLIPS))
def test_the_rest_is_analyzed_as_if_the_semicolon_were_there(slip):
    text, missing, expected = _expect(SLIPS[slip])
    found = _analyze(text)
    reported = sorted(f.start for f in found if f.code == "S002" and f.message.startswith("expected ';' after"))
    assert reported == missing, [(f.code, f.start, f.message) for f in found]
    for f in found:
        if f.start in missing and f.code == "S002":
            assert f.severity.label == "error" and f.fix is not None and f.fix.edits[0].new_text == ";"
    others = sorted(_key(f, lambda o: o) for f in found if not (f.code == "S002" and f.start in missing))
    assert others == expected
    # The early stage (syntax only) says the same about the `;`.
    early = sorted(f.start for f in _analyze(text, syntax_only=True) if f.code == "S002")
    assert early == missing


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
@pytest.mark.parametrize("slip", list(SLIPS))
def test_where_clang_says_it(slip, tmp_path):
    text, missing, _ = _expect(SLIPS[slip])
    path = tmp_path / "slip.cl"
    path.write_text(text)
    done = subprocess.run([CLANG, "-x", "cl", "-cl-std=CL1.2", "-fsyntax-only", "-fno-color-diagnostics", str(path)],
                          capture_output=True, text=True, timeout=60)
    starts = [sum(len(line) + 1 for line in text.split("\n")[: int(m[1]) - 1]) + int(m[2]) - 1
              for m in re.finditer(r":(\d+):(\d+): error: expected ';' after top level declarator", done.stderr)]
    # Where clang says "expected ';'", it says it where we do. Before a definition on the next
    # line it reads the next head as old-style parameter declarations instead, and says
    # "expected function body after function declarator" at that head's end or start.
    assert set(starts) <= set(missing), done.stderr
    if not starts:
        assert "expected function body after function declarator" in done.stderr, done.stderr


NOT_MISSING = {
    "an old-style definition": "float f(x) float x; { return x; }\n" + KERNEL,
    "a macro attribute after the parameters": "void f(int x) MY_ATTRIBUTE { }\n" + KERNEL,
    "a head made by macros": "KERNEL_FQ void k2(GLOBAL_AS float *p) { p[0] = 1.0f; }\n" + KERNEL,
    "a complete prototype": "float f(float x);\n" + KERNEL,
    "a definition split over lines": "float f(float x)\n{\n    return x;\n}\n" + KERNEL,
    "macros that declare, invoked without a ';'":
        "DECLARE_V (frexp_f)\nDECLARE_K (frexp_k)\n\nint OVERLOADABLE\nfrexp_int (float x)\n{\n  return 1;\n}\n" + KERNEL,
    "an unnamed parameter of a typedef's type": "float f(real4)\n" + KERNEL,
    # A body's own error, after a head that a `;` would cut short: no `;` mends it.
    "an attribute macro, and an error in the body": "void f(int x) ATTR(a, b) {\n    int y = ;\n}\n" + KERNEL,
    "an attribute macro, and a ';' missing in the body": "void f(int x) MY_ATTR {\n    x = 1\n}\n" + KERNEL,
    "an attribute after the parameters, and an error in the body":
        "__kernel void k2(__global int *p) __attribute__((reqd_work_group_size(1, 1, 1))) {\n    p[0] = 1\n}\n",
}


@pytest.mark.parametrize("case", list(NOT_MISSING))
def test_no_semicolon_where_none_is_missing(case):
    text = NOT_MISSING[case]
    assert declaration_end.mended(parse_bytes("/slips/slip.cl", text.encode())) is None
    # Nor in a file whose tree error recovery broke elsewhere (`int x = ;` far below).
    broken = text + "__kernel void later(__global int *p) { int y = ; p[0] = y; }\n"
    assert declaration_end.mended(parse_bytes("/slips/slip.cl", broken.encode())) is None
    assert not any(f.message.startswith("expected ';' after the declaration") for f in _analyze(text))


VALID = [p for p in verify.all_fixtures() if verify.load(p).valid]


def _top_items(data: bytes) -> list[int]:
    """Where the file's function definitions start (each at a line start, outside `#if` blocks)."""
    root = parse_bytes("/x.cl", data).tree.root_node
    return [c.start_byte for c in root.children
            if c.type == "function_definition" and not c.has_error and (c.start_byte == 0 or data[c.start_byte - 1] == 10)]


@pytest.mark.parametrize("path", VALID, ids=[str(p.relative_to(verify.ROOT)) for p in VALID])
def test_a_prototype_typed_into_a_real_kernel_file(path):
    """A prototype without its `;` typed before a function of a file nobody here wrote: it is
    reported, and every other finding is the one the file gets once the `;` is typed."""
    fixture = verify.load(path)
    data = path.read_bytes()
    starts = _top_items(data)
    if not starts:
        pytest.skip("no function definition at file scope")
    at = random.Random(path.name).choice(starts)
    head = b"float typed_in_progress(__global const float *p, int n)"
    complete = data[:at] + head + b";\n" + data[at:]
    written = data[:at] + head + b"\n" + data[at:]
    missing = at + len(head)

    def keys(found, shift):
        return sorted((shift(f[0]), f[1], f[2]) for f in found)

    def run(text: bytes):
        config, _ = resolve_config(fixture.path, cli_args=verify.our_flags(fixture.flags), cwd=fixture.path.parent)
        snapshot = parse_bytes(str(fixture.path), text)
        found = analyze(snapshot, (), project=StaticProject(lambda p: None, config))
        return [(f.start, f.code, f.message) for f in found]

    found = run(written)
    ours = [f for f in found if f[1] == "S002" and f[0] == missing]
    assert len(ours) == 1, found[:5]
    rest = sorted(f for f in found if f not in ours)
    assert rest == keys(run(complete), lambda o: o - 1 if o > missing else o)


# A hashcat-style head the grammar reads as broken (its macros unknown here) whose `;` does not
# mend it: a candidate tried and refused, then a keystroke far below it.
MACRO_HEAD = "DECLSPEC u32 hc_add (const u32 a, const u32 b) ATTR_X\n{\n  return a + b;\n}\n\n"


def test_a_refused_try_is_not_made_again_for_the_same_text(monkeypatch):
    """Each try parses the whole file again; a keystroke elsewhere makes the same tries, whose
    answer the text around the head decides (`declaration_end._FAILED`)."""
    from opencl_lsp.analysis import driver

    driver.clear_caches()
    tries = []
    real = declaration_end._try
    monkeypatch.setattr(declaration_end, "_try", lambda *a: tries.append(a[3]) or real(*a))
    filler = "".join(f"float g{k}(float x) {{ return x * {k}.0f; }}\n" for k in range(8))
    text = MACRO_HEAD + filler + KERNEL
    first = _analyze(text)
    assert tries, "the head is tried"
    made = len(tries)
    edited = text.replace("x * 7.0f", "x * 7.5f")
    assert _analyze(edited) == _analyze_fresh(edited)
    assert len(tries) == made + 1, "only the fresh analysis tried it again"
    # An edit inside the head's window tries it again.
    near = text.replace("return a + b;", "return a - b;")
    before = len(tries)
    assert _analyze(near) == _analyze_fresh(near)
    assert len(tries) == before + 2
    assert [f.code for f in first] == [f.code for f in _analyze_fresh(text)]


def _analyze_fresh(text: str) -> list[Finding]:
    from opencl_lsp.analysis import driver

    driver.clear_caches()
    return _analyze(text)


# The LSP fuzzer's text (seed 66): the whole file reads as one ERROR, so a `;` typed at the end of
# `odidable}}`'s line does not make the file less broken (the error still spans all of it). A
# keystroke further down, outside the try's window, makes the rest of the file parse as items:
# there the same `;` does mend, and a fresh analysis reports it missing. (`<>`: where the keystroke goes.)
ONE_ERROR = ('// expected-no-diagnostics\n// `constexpr]d of C23 only; in OpenCL C it is an ordin#include "erro'
             'ratomic_add    int constexpr;\n    constexpr = 3;\n    odidable}}\n}\nitchget_glo\n    result = b;\n'
             '    brea@^{ return 1; }#include "/dev/zero"fault:\n    for (int a2 = a, b2 =xprintf #if (<>lt2 = resu'
             'lt * 2;\n    result = result2short8#if5f, 0.5f, 0.25f};\nglobal int *p) { p[0] = pick(p[1], p['
             '\x14\U00021965%`\u00ee\u00cfal_size')


def test_a_try_refused_while_the_whole_file_is_one_error_is_made_again():
    """A refusal is remembered for the text around the head (`_FAILED`) only where the rest of
    the file adds the same to both sides of the try; a root read as one ERROR counts all of it."""
    from opencl_lsp.analysis import driver

    driver.clear_caches()
    before, after = ONE_ERROR.replace("<>", ""), ONE_ERROR.replace("<>", '\u00a0#line 7 "unterminated#if defined')
    assert parse_bytes("/slips/slip.cl", before.encode()).tree.root_node.is_error
    assert not parse_bytes("/slips/slip.cl", after.encode()).tree.root_node.is_error
    _analyze(before)
    edited = _analyze(after)
    fresh = _analyze_fresh(after)
    assert "expected ';' after expression" in [f.message for f in fresh if f.code == "S002"]
    assert edited == fresh


def test_a_try_whose_parse_reaches_past_its_window_is_made_again(monkeypatch):
    """Where the `;` changes the parse beyond the window (error recovery carried on past its last
    item), the refusal depends on text the window's key does not hold: not remembered."""
    from opencl_lsp.analysis import driver

    driver.clear_caches()
    tries = []
    real = declaration_end._inserted
    monkeypatch.setattr(declaration_end, "_inserted", lambda *a: tries.append(a[1]) or real(*a))
    text = ("// note\nkernel void k() {\n  int x;\n  try {\n    throw 0\n    // a comment\n  } catch (int i) {\n"
            "    x = 41;\n  }\n}\n\n// next\nstruct s { int a; };\n")
    refused = []
    real_settled = declaration_end._settled
    monkeypatch.setattr(declaration_end, "_settled", lambda *a: refused.append(a) or real_settled(*a))
    _analyze(text)
    assert tries and refused
    insertion, root, start, length = refused[0]
    assert not root.is_error and insertion.changed[1] > start + length, "the try's parse reaches past the window"
    made = len(tries)
    _analyze(text.replace("int a;", "int b;"))
    assert len(tries) > made, "tried again"
