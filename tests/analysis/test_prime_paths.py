"""`prime` resolves the names of a body without block literals or local prototypes from each
name's declaring scopes (`semantic._resolve_nested`); that answers what the sweep in file order
(`_resolve_uses`) answers, for every identifier: the declaration, none, or no use at all (a
declaration's own name), on the verify fixtures and on bodies with every kind of block scope."""

from __future__ import annotations

from pathlib import Path

from opencl_lsp.analysis import semantic
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.semantics import scope
from opencl_lsp.syntax.document import Document

VERIFY = Path(__file__).parent / "verify"
SOURCES = sorted(VERIFY.rglob("*.cl"))[::5]

# Shadowing in nested blocks, uses before and after declarations, names that only a declaration
# names, #if/#else blocks inside blocks and statements, for-declarations, case blocks, typedefs.
BLOCKS = """typedef int T;
int g;
kernel void k(global int *o, int a, int b) {
    o[0] = a + c + g + undeclared;
    int c = a, nothing_else;
#if A
    int d = c;
#ifdef B
    int e = d + f;
#else
    int f = e;
#endif
    o[1] = d + e + f;
#elif C
    int d = 2;
#endif
    for (int i = d; i < e; i++) { int a = i; o[i] = a + b + i + d; }
    switch (a) { case 1: { int s = a; o[s] = s; } case 2: o[2] = s + i; }
    { T c = a; { int a = c + b; o[a] = a + c + d; } int b = c; o[b] = b + e; }
    if (a) { int a = 1; o[a] = a; } else o[3] = a + zz;
    struct P { int x; } p = { a };
    enum { RED, GREEN = RED + 1 } colour = GREEN;
    o[4] = a + b + c + d + e + f + i + s + g + p.x + colour + RED;
}
void h(int x) { x = y + x; int y = x; { y = x; } }
"""
# One name declared in more blocks than `_resolve_nested` reads per name: the sweep resolves it.
CROWDED = "void m(int *o) {\n" + "".join(
    f"  {{ int x = {i}; o[x] = x + y; }}\n  int y{i} = x;\n" for i in range(semantic._SCOPES_PER_NAME + 4)) + "}\n"


def _fields(declared):
    if declared is None:
        return None
    return (declared.name, declared.kind, declared.type, declared.start, declared.name_start, declared.doc)


def _resolved(text: bytes, nested: bool) -> tuple[dict, list, int]:
    """Every body's names (key -> declaration fields) and unresolved uses, by one path or the other,
    on a snapshot of its own; and how many bodies the nested path resolved."""
    snapshot = Document("/t.cl", text).snapshot()
    sem = Context(snapshot, None).semantic
    by_name = scope.file_scope(snapshot).by_name
    names: dict = {}
    unresolved: list = []
    done = 0
    for fn in sem.functions:
        captures = sem._captures(fn)
        if captures.get("block") or captures.get("proto"):
            continue
        params = semantic._parameter_table(snapshot, fn.declarator.child_by_field_name("parameters"))
        if nested and semantic._resolve_nested(snapshot, captures, params, by_name, names, unresolved):
            done += 1
            continue
        semantic._resolve_uses(snapshot, semantic._scope_events(captures), params,
                               semantic._body_words(snapshot.data, captures), by_name, names, unresolved)
    return ({key: _fields(declared) for key, declared in names.items()},
            sorted((node.start_byte, name) for node, name in unresolved), done)


def _same(text: bytes) -> tuple[int, int]:
    nested_names, nested_unresolved, done = _resolved(text, True)
    swept_names, swept_unresolved, _ = _resolved(text, False)
    assert nested_names == swept_names
    assert nested_unresolved == swept_unresolved
    return len(nested_names), done


def test_nested_resolution_answers_as_the_sweep():
    count, done = _same(BLOCKS.encode())
    assert count > 60 and done == 2
    # Each name once more after an edit that moves everything (the same texts elsewhere).
    count, done = _same(("int pad;\n" + BLOCKS + BLOCKS.replace("kernel void k", "void k2")
                         .replace("void h(", "void h2(")).encode())
    assert count > 120 and done == 4


def test_a_name_declared_in_many_blocks_is_swept():
    count, done = _same(CROWDED.encode())
    assert count > 100 and done == 0


def test_fixtures_resolve_as_the_sweep():
    total = bodies = 0
    for path in SOURCES:
        count, done = _same(path.read_bytes())
        total += count
        bodies += done
    assert total > 1000 and bodies > 50
