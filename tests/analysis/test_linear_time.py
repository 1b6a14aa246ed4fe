"""Analysis stays linear in the input (issue 15): the helpers that replaced walks up the tree give
the answers the walks gave, and inputs that used to crash or recurse per character are handled.

The references below walk up through `Node.parent` on purpose (slow, but exact): the fixtures are
small. Timing is not asserted here; bench/bench_scaling.py prints the figures.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
import tree_sitter

from opencl_lsp.analysis import driver, semantic
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.ancestry import ParentMap, ancestors
from opencl_lsp.syntax.document import Document

ROOT = Path(__file__).resolve().parents[2]
# A spread of fixture kernels, and a few broken variants of each: error recovery is where the
# trees get unusual (ERROR roots, MISSING tokens, conditional blocks inside bodies).
# (Small files only: the references climb depth x depth, and the fuzzers' regressions nest thousands deep.)
FIXTURES = [path for path in sorted((ROOT / "tests").rglob("*.cl"))[::10] + sorted((ROOT / "examples").rglob("*.cl"))[::2]
            if path.stat().st_size < 8192]
JUNK = [b"{", b"}", b"(", b";", b"#if X\n", b"#endif\n", b"FOO ", b"+", b"int"]


def _variants(data: bytes, rng: random.Random) -> list[bytes]:
    out = [data]
    for junk in rng.sample(JUNK, 2):
        at = rng.randrange(len(data) + 1)
        out.append(data[:at] + junk + data[at:])
    at = rng.randrange(len(data) + 1)
    out.append(data[:at] + data[at + 3 :])
    return out


def _snapshots():
    rng = random.Random(15)
    for path in FIXTURES:
        for text in _variants(path.read_bytes(), rng):
            yield Document("/t.cl", text).snapshot()


def _nodes(root: tree_sitter.Node):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.children)


def _parent_chain(node: tree_sitter.Node) -> list[int]:
    out = []
    node = node.parent
    while node is not None:
        out.append(node.id)
        node = node.parent
    return out


def _reference_top(node: tree_sitter.Node) -> tree_sitter.Node:
    top = node
    while top.parent is not None and top.parent.type not in ("translation_unit", *semantic.PREPROC_BLOCKS):
        top = top.parent
    return top


def _reference_broken_around(root: tree_sitter.Node, start: int, end: int) -> bool:
    node = root.descendant_for_byte_range(start, end)
    while node is not None and node.type != "translation_unit":
        if node.has_error or node.type == "ERROR":
            return True
        if node.start_byte < start or node.end_byte > end:
            break
        node = node.parent
    return node is not None and node.type == "ERROR"


def test_ancestors_and_parent_maps_match_node_parent():
    for snapshot in _snapshots():
        root = snapshot.tree.root_node
        sem = Context(snapshot, None).semantic
        maps = {child.id: ParentMap(child, root) for child in root.children}
        for node in _nodes(root):
            chain = _parent_chain(node)
            assert [n.id for n in reversed(ancestors(root, node))] == chain
            assert [n.id for n in sem.ancestors(node)] == chain
            parent = sem.parent(node)
            assert (parent.id if parent is not None else None) == (chain[0] if chain else None)
            if chain and len(chain) >= 2:
                item = root.child_with_descendant(node)
                assert [n.id for n in maps[item.id].ancestors(node)] == chain


def test_tops_match_the_walk_up_to_the_root_or_a_conditional_block():
    """`Semantic._inside_sound_function` and `in_conditional` read `Tops`; an empty (MISSING) node's
    place is not told by its range, and `trusted` turns those away before asking."""
    for snapshot in _snapshots():
        root = snapshot.tree.root_node
        tops = semantic.Tops(snapshot)
        for node in _nodes(root):
            if node.end_byte == node.start_byte:
                continue
            found = tops.top_of(node)
            if node.id == root.id and root.type == "translation_unit":
                assert found is None
                continue
            top = _reference_top(node)
            in_block = False
            above = node.parent
            while above is not None:
                if above.type in semantic.PREPROC_BLOCKS:
                    in_block = True
                    break
                above = above.parent
            assert found is not None and found[0].id == top.id and found[1] == in_block


def test_declaration_doubts_match_the_walk_up():
    for snapshot in _snapshots():
        root = snapshot.tree.root_node
        for node in _nodes(root):
            if node.is_named and node.end_byte > node.start_byte:
                assert semantic._broken_around(root, node.start_byte, node.end_byte) == \
                    _reference_broken_around(root, node.start_byte, node.end_byte)


def test_body_captures_by_walk_match_the_query():
    """Bodies deeper than the query cursor reaches are walked instead; both give the same nodes."""
    for snapshot in _snapshots():
        for item in semantic.top_level_items(snapshot.tree.root_node):
            fn = semantic.function_of(item, snapshot.data) if item.type == "function_definition" else None
            if fn is None:
                continue
            queried = tree_sitter.QueryCursor(semantic._prime_query()).captures(fn.body)
            walked = semantic._walk_captures(fn.body)
            assert {k: sorted(n.id for n in v) for k, v in walked.items()} == \
                {k: sorted(n.id for n in v) for k, v in queried.items()}


@pytest.mark.parametrize("names", [
    {"M" * 500, "M" * 499 + "N", "SHORT"},  # One name per character of depth.
    {"A" * k for k in range(1, 200)},  # Prefixes of each other: groups nested 199 deep.
    {"KERNEL_FQ", "KERNEL_FA", "KERNEL", "K", "DECLSPEC", "DECL"},
])
def test_macro_name_patterns_find_every_use(names):
    pattern = semantic._names_pattern(frozenset(names))
    words = sorted(names) + ["X" + min(names), min(names) + "_x", "unrelated"]
    text = " ".join(words).encode() + b";"
    found = {text[m.start() : m.end()].decode() for m in pattern.finditer(text)
             if m.start() == 0 or text[m.start() - 1] not in semantic._WORD_BYTES}
    expected = {w for w in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text.decode()) if w in names}
    assert found == expected


LONG = "M" * 500
LONG_MACRO_FILE = f"""#define {LONG} 1
#define {LONG[:-1]}B 2
__kernel void k(__global int *o) {{
    o[0] = {LONG} + {LONG[:-1]}B;
    o[1] = undeclared_thing;
}}
void g(__global float4 *p) {{
    float4 v = p[0];
    p[1] = v.xq;
}}
"""


def test_a_500_character_macro_name_gives_the_files_findings(tmp_path):
    path = tmp_path / "long_macro.cl"
    path.write_text(LONG_MACRO_FILE)
    result = subprocess.run([sys.executable, "-m", "opencl_lsp", "check", str(path)],
                            capture_output=True, text=True, timeout=120)
    assert "Traceback" not in result.stderr
    codes = re.findall(r"\[([A-Z]\d{3})\]$", result.stdout, re.M)
    assert result.returncode == 1, result.stderr
    assert codes == ["B001", "V003"], result.stdout


def test_macros_that_prefix_each_other_are_analyzed():
    defines = "".join(f"#define {'A' * k} {k}\n" for k in range(1, 300))
    text = defines + "__kernel void k(__global int *o) {\n    o[0] = " + "A" * 150 + ";\n    o[1] = nowhere;\n}\n"
    snapshot = Document("/t.cl", text.encode()).snapshot()
    findings = driver.analyze(snapshot, project=StaticProject(lambda path: None, ProjectConfig()))
    assert [f.code for f in findings] == ["B001"]


def test_deeply_nested_names_resolve_as_hover_does():
    """Past 24 open scopes, `prime` indexes them by name; it must answer what `hover.scope.lookup`
    answers, shadowing included."""
    from opencl_lsp.hover import scope as hscope

    lines = ["__kernel void k(__global int *o, int v0) {"]
    for depth in range(60):
        lines.append("{ " + (f"int v{depth % 5} = {depth}; " if depth % 3 else "")
                     + f"o[{depth}] = v0 + v1 + v2 + v3 + v4 + nowhere;")
    lines.append("}" * 60 + "\n}\n")
    snapshot = Document("/t.cl", "\n".join(lines).encode()).snapshot()
    sem = Context(snapshot, None).semantic
    [fn] = sem.functions
    sem.prime(fn)
    undeclared = set()
    for (name, start), declared in sem.typer._names.items():
        expected = hscope.lookup(snapshot, start, name)
        assert (declared.name_start if declared else None) == (expected.name_start if expected else None), (name, start)
        if expected is None:
            undeclared.add((name, start))
    assert len(sem.typer._names) > 300
    assert {(name, node.start_byte) for node, name in sem.unresolved_names(fn)} == undeclared
    assert {"nowhere", "v4"} <= {name for name, _start in undeclared}  # v4 before its first declaration.
