"""Declarations inside functions, parameter lists and base types read once per text and placed
where each statement stands (`scope.local_declarations`, `_parameters_uncached`, `base_type`)
equal those read afresh from each node, doc comments included, with the caches cold and warm."""

from __future__ import annotations

from pathlib import Path

from opencl_lsp import memo
from opencl_lsp.analysis.semantics import scope
from opencl_lsp.syntax.document import Document

VERIFY = Path(__file__).parent / "verify"
SOURCES = sorted(VERIFY.rglob("*.cl"))[::7]

# The same statements with and without comments above, in several functions, at other offsets;
# an enum whose enumerators carry their own doc; typedefs, records and local prototypes.
REPEATED = b"""
kernel void a(global float *out, int n /* count */) {
    int gid = get_global_id(0);
    // the scale
    float s = 2.0f, t[4];
    enum E { /* first */ P, Q = 2 } e = P;
    struct S { int x; } v;
    typedef float real;
    real r = s;
    out[gid] = s * r + v.x + e + t[0];
}
kernel void b(global float *out, int n /* count */) {
    float s = 2.0f, t[4];
    /* gid */
    int gid = get_global_id(0);
    {
        float s = 2.0f, t[4];
        out[gid] = s;
    }
    enum E { /* first */ P, Q = 2 } e = P;
    struct S { int x; } v;
    int f(int);
    out[gid] = s + v.x + e + t[0] + f(1);
}
void c(global float *out,
       // doc of n
       int n) {
#if N
    int gid = get_global_id(0);
#else
    // other
    int gid = 0;
#endif
    out[gid] = n;
}
"""


def _fields(declared: scope.Declared) -> tuple:
    return (declared.name, declared.kind, declared.type, declared.start, declared.end, declared.name_start,
            declared.name_end, declared.doc, declared.detail)


def _local_statements(snapshot):
    """(statement, the child before it) for each declaration, typedef or record a scope holds."""
    kinds = {"declaration", "type_definition", *scope.RECORD_KINDS}
    stack = [(snapshot.tree.root_node, False)]
    while stack:
        node, in_function = stack.pop()
        children = node.children
        for i, child in enumerate(children):
            if in_function and node.type in {"compound_statement", *scope.PREPROC_BLOCKS} and child.type in kinds:
                yield child, children[i - 1] if i else None
            stack.append((child, in_function or child.type == "function_definition"))


def _parameter_lists(snapshot):
    stack = [snapshot.tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "parameter_list":
            yield node
        stack.extend(node.children)


def _check(data: bytes) -> int:
    snapshot = Document("/t.cl", data).snapshot()
    seen = 0
    for statement, previous in _local_statements(snapshot):
        expected = [_fields(d) for d in scope._declarations_of(snapshot, statement)]
        for before in (previous, None):  # None: the doc comment is looked for through the tree.
            assert [_fields(d) for d in scope.local_declarations(snapshot, statement, before)] == expected
        for declared in scope.local_declarations(snapshot, statement, previous):
            assert type(declared) is scope.Declared and declared == scope.Declared(*_fields(declared))
        assert scope.base_type(snapshot, statement) == scope._base_type(snapshot, statement)
        seen += 1
    for parameters in _parameter_lists(snapshot):
        expected = [_fields(d) for d in scope._read_parameters(snapshot, parameters)]
        assert [_fields(d) for d in scope._parameters_uncached(snapshot, parameters)] == expected
        for parameter in parameters.named_children:
            assert scope.base_type(snapshot, parameter) == scope._base_type(snapshot, parameter)
        seen += 1
    return seen


def test_declarations_read_by_text_equal_those_read_afresh():
    memo.clear_all()
    assert _check(REPEATED) > 15
    assert len(scope._local_entries) > 5 and len(scope._parameter_entries) > 1
    # Warm: every text is known now, met again at other offsets (and after other comments).
    assert _check(b"\n// moved\n" + REPEATED.replace(b"    ", b"  ")) > 15
    assert _check(REPEATED + REPEATED) > 30


def test_fixtures_declarations_read_by_text_equal_those_read_afresh():
    memo.clear_all()
    total = 0
    for path in SOURCES:
        data = path.read_bytes()
        total += _check(data) + _check(b"\n" + data)  # Warm, each statement one byte further.
    assert total > 100
