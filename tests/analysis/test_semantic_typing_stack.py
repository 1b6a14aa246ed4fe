"""`Semantic.expression_type` (one memo per snapshot, names resolved for a whole function by
`prime`, operands typed through an explicit stack, leaf operands typed where they are met) answers
what the typer's own evaluator answers (`Typer.type_of`: a fresh stack per question, each name
looked up on its own), for every expression of a file, whichever order the questions come in."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.semantic import SemanticTyper
from opencl_lsp.analysis.semantics import typing as ty
from opencl_lsp.syntax.document import Document

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from gen_kernel import generate  # noqa: E402

HANDWRITTEN = b"""
typedef struct { float4 v; int n[4]; } Item;
typedef float4 vec;
struct P { int x; float y; };
float helper(float a, int b) { return a * b; }
kernel void k(global Item *items, global float *out, local int *tmp, int n, const global struct P *ps) {
    int i = get_global_id(0);
    bool flag = true;
    float4 v = items[i].v * 2.0f + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    float s = v.x + v.yz.y - ((i > 0) ? v.w : 0.5f);
    int m = flag ? ps->x : items[i].n[i & 3];
    uint u = (uint)i << 2;
    vec w = (vec)(s);
    out[i] = helper(s, m) + dot(v, w) + (flag && !false) + tmp[i % n] + sizeof(Item);
    i++, m += u;
    out[0] = *out + (out + 1)[0] + -s + ~u;
    {
        float i = 1.0f;
        out[1] = i + fabs(i) + max(v, w).x + convert_int4(v).y;
    }
}
"""


def _expressions(snapshot) -> list:
    """Every named node the typer has a rule for, in file order (outer before inner)."""
    kinds = set(ty.Typer.rules())
    out = []
    cursor = snapshot.tree.root_node.walk()
    while True:
        node = cursor.node
        if node.is_named and node.type in kinds:
            out.append(node)
        if cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return out


@pytest.mark.parametrize("text", [HANDWRITTEN, generate(600).encode()], ids=["handwritten", "bench600"])
@pytest.mark.parametrize("order", ["outer_first", "inner_first"])
def test_expression_type_answers_what_the_typer_answers(text, order):
    snapshot = Document("/typing_stack.cl", text).snapshot()
    sem = Context(snapshot, None).semantic
    nodes = _expressions(snapshot)
    assert len(nodes) > 100
    if order == "inner_first":
        nodes.reverse()
    reference = SemanticTyper(sem)  # Its own name cache: each name looked up on its own.
    typed = 0
    for node in nodes:
        expected = reference.type_of(node)
        assert sem.expression_type(node) == expected, (node.type, snapshot.text(node))
        typed += expected is not None
    assert typed > len(nodes) // 2  # Most of them have a type: the comparison is not None == None.


def test_bool_words_type_as_bool_only_where_asked():
    snapshot = Document("/bools.cl", HANDWRITTEN).snapshot()
    sem = Context(snapshot, None).semantic
    nodes = [n for n in _expressions(snapshot) if snapshot.text(n) in ("true", "(flag && !false)", "!false")]
    assert len(nodes) == 3
    for node in nodes:
        plain = sem.expression_type(node)
        assert plain == "int"
        assert sem.expression_type(node, bool_literals=True) == ("bool" if node.type in ("true", "false") else "int")
        assert sem.expression_type(node) == plain


def test_ctype_text_and_value_are_kept_outside_the_fields():
    ctype = ty.parse_type("const __global float4 * const")
    assert ctype.text() == ctype.text() == ctype._make_text() == "__global const float4 *"
    array = ty.parse_type("__local int[16]")
    assert array.value() is array.value()
    assert array.value() == ty.CType("int", 1, "__local", levels=("",))
    assert ty.parse_type("const int").value() == ty.CType("int")
    assert hash(array) == hash(ty.parse_type("__local int[16]"))  # The kept answers are no fields.
    assert array == ty.CType("int", 0, "__local", arrays=("[16]",))
