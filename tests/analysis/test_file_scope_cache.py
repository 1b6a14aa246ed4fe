"""The file scope made from declarations cached item by item (moved where an item now starts,
indexed by name in one step where no name comes twice) equals one made with every cache
cleared, and a plain pass over the items in order (each item's declarations made afresh,
indexed by name one by one), after edits with warm caches."""

from __future__ import annotations

import dataclasses
import random
import sys
from pathlib import Path

import pytest

from opencl_lsp import memo
from opencl_lsp.analysis.semantics import scope
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding, Position

ROOT = Path(__file__).resolve().parents[2]
VERIFY = Path(__file__).parent / "verify"
# Fixtures with what the scope treats apart: typedefs and records (indexed by type), #if blocks
# (their items are read where they stand), prototypes (a definition wins over them).
SOURCES = sorted(p for p in VERIFY.rglob("*.cl")
                 if any(w in p.read_bytes() for w in (b"typedef", b"struct", b"#if", b");\n")))[::12]

# Edits that change what an item declares, its doc, its kind, or how names collide.
EDITS = [
    " ", "x", "\n", "// note\n", "/* doc */\n", "int g;\n", "void f0(void);\n", "void f0(void) {}\n",
    "typedef int int2 __attribute__((ext_vector_type(2)));\n", "typedef float real;\n",
    "struct S { int a; };\n", "enum E { A, B };\n", "#if X\n", "#endif\n", "#define M 1\n", "{", "}", ";",
]


def _facts(fs: scope.FileScope) -> tuple:
    """Everything a file scope answers, with its nodes as (kind, start, end)."""
    def node(n):
        return (n.type, n.start_byte, n.end_byte)
    return (list(fs.declarations), list(fs.by_name.items()),
            [(k, node(v)) for k, v in fs.records.items()], [(k, node(v)) for k, v in fs.typedefs.items()],
            fs.members)


def _reference(snapshot) -> tuple:
    """The file scope as a plain pass makes it: the items in order (#if blocks' contents where
    they stand), each item's declarations made afresh, indexed by name one by one."""
    declarations, by_name = [], {}
    typed = object.__new__(scope.FileScope)
    typed.records, typed.typedefs = {}, {}
    stack = list(reversed(snapshot.tree.root_node.children))
    while stack:
        item = stack.pop()
        if item.type in scope.PREPROC_BLOCKS:
            stack.extend(reversed(item.children))
            continue
        typed._index_types(snapshot, item)
        for declared in scope._declarations_of(snapshot, item):
            declarations.append(declared)
            if declared.kind == "typedef" and declared.type == declared.name \
                    and scope._BUILTIN_VECTOR.fullmatch(declared.name):
                continue
            previous = by_name.get(declared.name)
            if previous is None or scope._prefer(declared, previous, item.type == "function_definition"):
                if previous is not None and declared.doc is None and previous.doc is not None:
                    declared = dataclasses.replace(declared, doc=previous.doc)
                by_name[declared.name] = declared
    reference = scope.FileScope.__new__(scope.FileScope)
    reference.declarations, reference.by_name = declarations, by_name
    reference.records, reference.typedefs, reference.members = typed.records, typed.typedefs, {}
    return _facts(reference)


def _edit_and_compare(doc: Document, rng: random.Random, edits: int) -> None:
    scope.FileScope(doc.snapshot())  # Warm the item cache, as an open document has it.
    for _ in range(edits):
        snap = doc.snapshot()
        at = rng.randrange(len(snap.data) + 1)
        end = min(len(snap.data), at + rng.choice([0, 0, 0, 1, 5]))
        while not snap.data[at:end].decode("utf-8", "ignore").encode() == snap.data[at:end]:
            end -= 1  # Keep the removed bytes whole characters.
        start_pos, end_pos = snap.position(at, Encoding.UTF8), snap.position(end, Encoding.UTF8)
        doc.apply_edit(start_pos, end_pos, rng.choice(EDITS), Encoding.UTF8)
        warm = _facts(scope.FileScope(doc.snapshot()))
        assert warm == _reference(doc.snapshot())
        memo.clear_all()
        assert warm == _facts(scope.FileScope(doc.snapshot()))


def test_bench_file_after_typing_and_edits_between_items():
    sys.path.insert(0, str(ROOT / "bench"))
    from gen_kernel import generate

    doc = Document("/bench/kernel.cl", generate(10000).encode())
    scope.FileScope(doc.snapshot())
    # Typing at the start of lines in bodies (everything after the edit moves; the same place
    # twice, then back before it), then edits anywhere.
    for line in (3000, 3000, 3001, 7000, 120):
        doc.apply_edit(Position(line, 0), Position(line, 0), "y", Encoding.UTF8)
        warm = _facts(scope.FileScope(doc.snapshot()))
        assert warm == _reference(doc.snapshot())
    memo.clear_all()
    assert warm == _facts(scope.FileScope(doc.snapshot()))
    _edit_and_compare(doc, random.Random(7), 6)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(VERIFY)))
def test_fixture_after_edits(path):
    _edit_and_compare(Document(str(path), path.read_bytes()), random.Random(path.name), 5)


def test_collisions_builtin_vectors_and_docs():
    """Prototypes before definitions, a redeclared built-in vector, a doc kept from a prototype,
    a name declared twice in one item, records and typedefs in #if branches: the by-name index
    then goes one declaration at a time."""
    text = (
        "/// adds\nint add(int a, int b);\n"
        "typedef int int2 __attribute__((ext_vector_type(2)));\n"
        "#if A\ntypedef struct P { float x; } P;\n#else\ntypedef struct P { double x; } P;\n#endif\n"
        "int add(int a, int b) { return a + b; }\n"
        "int v, v;\n"
        "kernel void k(global int *p) { p[0] = add(1, 2); }\n"
    )
    doc = Document("/k/collide.cl", text.encode())
    fs = scope.FileScope(doc.snapshot())
    assert fs.by_name["add"].doc == "adds" and fs.by_name["add"].detail.startswith("int add(int a, int b)")
    assert "int2" not in fs.by_name and set(fs.typedefs) == {"int2", "P"} and "struct P" in fs.records
    assert _facts(fs) == _reference(doc.snapshot())
    _edit_and_compare(doc, random.Random(3), 12)


def test_a_redeclared_builtin_vector_keeps_its_meaning_where_no_name_comes_twice():
    """The one-step index holds only where `_name` would add every declaration: a typedef that
    redeclares a built-in vector is left out of `by_name` even with no name declared twice."""
    text = "typedef int int2 __attribute__((ext_vector_type(2)));\nint2 twice(int2 v) { return v + v; }\n"
    doc = Document("/k/vector.cl", text.encode())
    fs = scope.FileScope(doc.snapshot())
    assert [d.name for d in fs.declarations] == ["int2", "twice"] and list(fs.by_name) == ["twice"]
    assert _facts(fs) == _reference(doc.snapshot())
