"""The cheap tests that let a rule skip a file or a function hold what they must hold: each
stands for the rule's own judgement, so a word it forgets would silence the rule."""

from __future__ import annotations

import re

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.analysis.rules import operator_opaque_operand as c025
from opencl_lsp.analysis.semantics.catalog import load_catalog
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes


def test_every_builtin_returning_an_opaque_operand_type_is_a_word_c025_looks_for():
    opaque = re.compile(r"\b(?:pipe|reserve_id_t|queue_t|clk_event_t|atomic_\w+)\b")
    catalog = load_catalog()
    returning = {
        name
        for name in catalog.function_names()
        for signature in catalog.function(name).generic_signatures
        if opaque.search(signature[: signature.find(name + "(")])
    }
    assert {"get_default_queue", "create_user_event", "reserve_read_pipe"} <= returning
    for name in returning:
        assert any(word in name.encode() for word in c025.OPAQUE_SOURCES), name
    # And every type `_kind` answers with.
    for name in ("queue_t", "clk_event_t", "reserve_id_t", "pipe", "atomic_int", "atomic_ulong", "atomic_ptrdiff_t"):
        assert any(word in name.encode() for word in c025.OPAQUE_SOURCES), name


def _codes(text: str, code: str) -> list[tuple[int, str]]:
    config, _ = resolve_config("/k/example.cl", cli_args=["-cl-std=CL1.2"], cwd="/k")
    found = analyze(parse_bytes("/k/example.cl", text.encode()), project=StaticProject(lambda p: None, config))
    return [(f.start, f.message) for f in found if f.code == code]


def test_k009_looks_at_declarators_not_at_the_values_they_take():
    subscripts = "kernel void k(global float *a, int n) {\n    float x = a[n];\n    a[0] = x;\n}\n"
    assert _codes(subscripts, "K009") == []
    sized = "kernel void k(global float *a, int n) {\n    float x = a[n], t[n];\n    a[0] = x + t[0];\n}\n"
    assert [message for _start, message in _codes(sized, "K009")] == ["array size 'n' is not a constant: 'n' is a parameter"]


def test_k009_still_finds_a_field_of_a_struct_declared_alone():
    """`struct S {...};` is in no declaration: the rule looks at it when some declaration has brackets."""
    text = ("kernel void k(global float *a, int n) {\n    struct S { float f[n]; };\n    float x = a[n];\n"
            "    a[0] = x;\n}\n")
    assert [message for _start, message in _codes(text, "K009")] == ["array size 'n' is not a constant: 'n' is a parameter"]


def test_k006_looks_past_a_kernel_s_own_qualifier():
    """A kernel's own `__kernel` is what most kernels hold; one on a parameter or a local is still found."""
    text = "__kernel void k(kernel int n, global int *p) {\n    kernel int x = n;\n    p[0] = x;\n}\n"
    assert _codes(text, "K006") == [(16, "'kernel' applies only to functions"), (51, "'kernel' applies only to functions")]
    assert _codes("__kernel void k(global int *p) {\n    p[0] = 1;\n}\n", "K006") == []


def test_q002_compares_a_typedef_s_space_wherever_the_typedef_is():
    """Q002 looks a type name up only where some typedef of the file has an address space."""
    assert _codes("typedef __local int lint;\nkernel void k(global lint *p) { p[0] = 1; }\n", "Q002") == [
        (40, "'lint' is already '__local'; it cannot also be 'global'")]
    local_typedef = "kernel void k(global int *p) {\n    typedef __private int pint;\n    local pint x;\n    p[0] = 1;\n}\n"
    assert _codes(local_typedef, "Q002") == [(67, "'pint' is already '__private'; it cannot also be 'local'")]
    assert _codes("typedef struct { int a; } S;\nkernel void k(global S *p) { p[0].a = 1; }\n", "Q002") == []


def test_b001_walks_a_body_for_directives_in_statements_only_where_it_holds_a_directive(monkeypatch):
    # The walk over every node of the body (`for (...) #if ...` splits the scopes) is what a
    # keystroke in hashcat's 700-line serpent key schedule paid for, for an undeclared name typed.
    from opencl_lsp.analysis.driver import clear_caches
    from opencl_lsp.analysis.rules import undeclared_identifier as b001
    from opencl_lsp.project.config import ProjectConfig

    walked = []
    real = b001._first_split_statement
    monkeypatch.setattr(b001, "_first_split_statement", lambda body: walked.append(body) or real(body))
    project = StaticProject(lambda p: None, ProjectConfig())
    plain = b"__kernel void k(__global int *p) {\n  for (int i = 0; i < 4; i++) p[i] = i;\n  p[0] = nope;\n}\n"
    marked = plain.replace(b"  p[0] = nope;", b"  p[0] = nope;  // step #2")  # (A '#' the walk may look at.)
    for text, walks in ((plain, 0), (marked, 1)):
        clear_caches()
        found = analyze(parse_bytes("/prefilter.cl", text), project=project)
        assert ["B001"] == [f.code for f in found if f.code == "B001"], text
        assert len(walked) == walks
        walked.clear()
