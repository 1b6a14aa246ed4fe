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
from opencl_lsp.analysis import qualifier_support as qs
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.analysis.semantics import scope as hscope
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
    """The top of `node` from its ancestors (`Node.parent`), read from the root down: a child of
    the root or of a conditional block is a top, and so is a piece of a top that is an ERROR
    holding whole function definitions (`semantic.holds_functions`: its pieces are items)."""
    chain = [node]
    while chain[-1].parent is not None:
        chain.append(chain[-1].parent)
    chain.reverse()  # The root first.
    top = chain[1] if len(chain) > 1 else node
    for above, below in zip(chain[1:], chain[2:]):
        if above.type in semantic.PREPROC_BLOCKS or (above.id == top.id and semantic.holds_functions(above)):
            top = below
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
    """`Semantic.inside_sound_function` and `in_conditional` read `Tops`; an empty (MISSING) node's
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
             if m.start() == 0 or text[m.start() - 1] not in semantic.WORD_BYTES}
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
    """Past 24 open scopes, `prime` indexes them by name; it must answer what `semantics.scope.lookup`
    answers, shadowing included."""
    from opencl_lsp.analysis.semantics import scope as hscope

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
    # The names the declarations declare (`int v1 = ...`) are no uses.
    declarations = {(m.group(1), m.start(1)) for m in re.finditer(r"int (v\d) =", snapshot.data.decode())}
    assert {(name, node.start_byte) for node, name in sem.unresolved_names(fn)} == undeclared - declarations
    assert {"nowhere", "v4"} <= {name for name, _start in undeclared}  # v4 before its first declaration.


def _reference_may_be_pointer(sem, node, names, limit=None):
    """`qualifier_support.may_be_pointer` as it was: a walk from the node down, per question (up to
    `limit` nodes, then "maybe")."""
    if node is None:
        return False
    shallow, deep = names
    stack = [(node, shallow)]
    count = 0
    while stack:
        current, known = stack.pop()
        count += 1
        if limit is not None and count > limit:
            return True
        kind = current.type
        get = current.child_by_field_name
        if kind == "identifier":
            if sem.text(current) in known:
                return True
        elif kind in ("cast_expression", "call_expression", "string_literal", "concatenated_string",
                      "field_expression", "compound_literal_expression"):
            return True
        elif kind in ("subscript_expression", "pointer_expression"):
            operator = get("operator")
            if kind == "pointer_expression" and (operator is None or operator.type == "&"):
                return True
            argument = get("argument")
            if argument is not None:
                stack.append((argument, deep))
        elif kind == "binary_expression":
            operator = get("operator")
            if operator is not None and operator.type in qs._NOT_POINTER_OPERATORS:
                continue
            stack.extend((c, known) for c in (get("left"), get("right")) if c is not None)
        elif kind == "conditional_expression":
            stack.extend((c, known) for c in (get("consequence"), get("alternative")) if c is not None)
        elif kind == "assignment_expression":
            if get("left") is not None:
                stack.append((get("left"), known))
        elif kind == "comma_expression":
            if get("right") is not None:
                stack.append((get("right"), known))
        elif kind in ("number_literal", "char_literal", "sizeof_expression", "alignof_expression", "true",
                      "false", "vector_literal"):
            continue
        else:
            stack.extend((c, known) for c in current.named_children)
    return False


# Pointer names, arrays of pointers, address-of, casts, calls and ?: chains longer than the old walk's
# 200 nodes, so that the long and the short answers both show.
POINTERS_FILE = """typedef global int *gp;
void h(global int *g, local int *l, global int **gg, int n, gp t) {
    int a[4]; local int *la[2];
    int s = n ? a[0] : n + 1;
    global int *p = n ? g : (global int *)0;
    local int *q = n > 1 ? l : la[1];
    global int *r = n ? *gg : &g[0];
    int u = (n, n * 2), w = (n = 3);
    global int *v = (n, g + 1);
    int z = """ + "n ? " * 120 + "n" + " : 1" * 120 + """;
    global int *y = """ + "n ? " * 120 + "g" + " : g" * 120 + """;
    global int *x = """ + "n ? " * 120 + "t" + " : 0" * 120 + """;
    r = l; *gg = &a[0]; g = (global int *)h;
}
"""


def test_may_be_pointer_answers_as_the_walk_did():
    """Memoized bottom-up, it answers what a walk below each node answers, asked outer nodes first
    (inner answers come from the memo) or inner first; where the old walk stopped at 200 nodes and
    said "maybe", the new answer may be a sure "no" (only ever that way round)."""
    snapshots = list(_snapshots()) + [Document("/p.cl", POINTERS_FILE.encode()).snapshot()]
    asked = cut = 0
    for snapshot in snapshots:
        for reverse in (False, True):
            sem = Context(snapshot, None).semantic
            for fn in sem.functions:
                names = qs.pointer_names(sem, fn)
                nodes = [n for n in _nodes(fn.body) if n.is_named]
                for node in reversed(nodes) if reverse else nodes:
                    answer = qs.may_be_pointer(sem, node, names)
                    assert answer == _reference_may_be_pointer(sem, node, names), (snapshot.text(node)[:80], answer)
                    bounded = _reference_may_be_pointer(sem, node, names, limit=200)
                    assert bounded or not answer
                    asked += 1
                    cut += bounded != answer
    assert asked > 10000 and cut > 0  # Enough questions, and some past the old bound.


def _reference_scope_entries(snapshot, scope_node):
    """`semantic._scope_entries` as it was: every scope walks all the #if blocks below it."""
    out = {}
    stack = list(reversed(scope_node.children))
    while stack:
        child = stack.pop()
        if child.type in semantic.PREPROC_BLOCKS:
            stack.extend(reversed(child.children))
            continue
        if child.type in semantic._DECLARING:
            for declared in hscope._declarations_of(snapshot, child):
                out.setdefault(declared.name, []).append((child.start_byte, declared))
    return out


def _nested_if_body(depth: int) -> str:
    """Declarations at every few levels of `depth` nested #if blocks, some shadowing others in an
    inner block, and uses inside, between and after the blocks."""
    lines = ["void f(int *p, int a) {", "int b = a;"]
    for level in range(depth):
        lines.append("#if 1" if level % 4 else "#ifdef X")
        if level % 3 == 0:
            lines.append(f"int v{level % 7} = a + b + v{(level + 1) % 7};")
        if level % 5 == 0:
            lines.append(f"{{ int b = v{level % 7}; p[{level}] = b + a; }}")
        lines.append(f"p[{level}] = v0 + v1 + v2 + v3 + v4 + v5 + v6 + b;")
    for level in range(depth):
        lines.append("#else" if level % 6 == 0 else "")
        if level % 6 == 0:
            lines.append(f"int v{level % 7} = 2; p[0] = v{level % 7} + v{(level + 3) % 7};")
        lines.append("#endif")
        lines.append("p[1] = v0 + v1 + v2 + v3 + v4 + v5 + v6 + b;")
    lines.append("}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("depth", [0, 3, 10, 23, 30])  # Past 24 open scopes, `prime` indexes them by name.
def test_scope_tables_resolve_names_as_before(monkeypatch, depth):
    """An #if block inside a scope whose walk went through it keeps no table of its own; every name
    still resolves to the declaration it resolved to with a table per block (and hover agrees)."""
    from opencl_lsp.analysis.semantics import scope as hover_scope

    texts = [_nested_if_body(depth).encode()] + ([path.read_bytes() for path in FIXTURES] if depth == 0 else [])

    def resolved(text: bytes) -> dict:
        snapshot = Document("/t.cl", text).snapshot()
        sem = Context(snapshot, None).semantic
        for fn in sem.functions:
            sem.prime(fn)
        return {key: (declared.name_start if declared else None) for key, declared in sem.typer._names.items()}

    for text in texts:
        now = resolved(text)
        with monkeypatch.context() as patch:
            patch.setattr(semantic, "_scope_entries", _reference_scope_entries)
            before = resolved(text)
        assert now == before
        if text.startswith(b"void f("):
            snapshot = Document("/t.cl", text).snapshot()
            assert len(now) > depth * 8
            for (name, start), found in now.items():
                expected = hover_scope.lookup(snapshot, start, name)
                assert found == (expected.name_start if expected else None), (name, start)


def test_directive_parts_are_no_items_for_item_rules():
    """The `#if`/`#endif` tokens and conditions that `Semantic.items` lists from inside #if blocks
    are left out of the item plan: run on them, no item rule finds anything."""
    from opencl_lsp.analysis.registry import all_rules

    item_rules = [rule for rule in all_rules() if rule.scope == "item"]
    paths = [path for path in sorted((ROOT / "tests").rglob("*.cl")) + sorted((ROOT / "examples").rglob("*.cl"))
             if path.stat().st_size < 8192 and b"#if" in path.read_bytes()]
    extra = b"#if A && \\\n  B\nint x;\n#elif defined(C)\nint y;\n#else\nint z;\n#endif\n#ifndef D\nint w;\n#endif\n"
    project = StaticProject(lambda path: None, ProjectConfig())
    left_out = 0
    for text in [path.read_bytes() for path in paths] + [extra]:
        snapshot = Document("/t.cl", text).snapshot()
        ctx = Context(snapshot, project)
        kept = {item.id for item in driver._code_items(ctx.semantic.items, snapshot.data)}
        for item in ctx.semantic.items:
            if item.id in kept or item.type in driver._SKIPPED_ITEMS:
                continue
            assert item.type.startswith("#") or item.type == "\n" or item.type.endswith(("expression", "literal",
                                                                                           "identifier", "defined")), item.type
            left_out += 1
            for rule in item_rules:
                assert list(rule.check(ctx, item)) == [], (rule.code, snapshot.text(item))
        if text == extra:
            assert sorted(snapshot.text(item) for item in ctx.semantic.items if item.id in kept) == \
                ["int w;", "int x;", "int y;", "int z;"]
    assert left_out > 100


def _reference_local_declarations(snapshot, node, offset):
    """`semantics.scope._local_declarations` as it was: the path climbed through `Node.parent`, and
    every enclosing scope's children read again, up to the offset, for each use."""
    path = [node]
    while path[-1].parent is not None and path[-1].parent.type != "translation_unit":
        path.append(path[-1].parent)
    path.reverse()
    index = next((i for i in range(len(path) - 1, -1, -1) if path[i].type == "function_definition"), None)
    if index is None:
        return []

    def declarations(scope):
        out, stack = [], list(reversed(scope.children))
        while stack:
            child = stack.pop()
            if child.start_byte >= offset:
                break
            if child.type in hscope.PREPROC_BLOCKS:
                stack.extend(reversed(child.children))
                continue
            if child.type in ("declaration", "type_definition") or child.type in hscope.RECORD_KINDS:
                out += [d for d in hscope._declarations_of(snapshot, child) if d.name_end <= offset]
        return out

    _name, _stars, _arrays, declarator = hscope.declarator_parts(path[index].child_by_field_name("declarator"))
    scopes = [hscope._parameters(snapshot, declarator.child_by_field_name("parameters"))] if declarator else []
    for step in path[index + 1 :]:
        if step.type in ("block_literal", "function_declarator"):
            scopes.append(hscope._parameters(snapshot, step.child_by_field_name("parameters")))
        if step.type in ("compound_statement", "for_statement", "case_statement") or step.type in hscope.PREPROC_BLOCKS:
            scopes.append(declarations(step))
    return [d for declared in reversed(scopes) for d in reversed(declared)]


# Scopes of every kind the lookup reads, nested, with declarations after uses, shadowing, #if blocks
# inside blocks and statements, a for-declaration, case blocks, a block literal, a local prototype and
# a nested definition (the parser takes one; the lookup reads only the innermost function's scopes).
SCOPES_FILE = """typedef int T;
int g;
kernel void k(global int *o, int a, int b) {
    o[0] = a + c + g;
    int c = a;
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
    int (^blk)(int) = ^(int q) { int r = q + a; return r + q + b; };
    int proto(int z, int w[z]);
    { T c = a; { int a = c + b; o[a] = a + c + d; } int b = c; o[b] = b + e; }
    if (a) { int a = 1; o[a] = a; } else o[3] = a + zz;
    o[4] = a + b + c + d + e + f + i + s + q + r + z + w + g;
}
void h(int x) { x = y + x; int y = x; { y = x; } }
void outer(int a) { int m = a; void inner(int b) { m = m + b + a; } m = a + b; }
"""


def test_scope_lookup_and_the_sweep_answer_as_the_scan_did():
    """`lookup` (scope tables by name) and `declared_locally` (one walk for many uses) answer what
    the scan of the enclosing scopes answered for each use, for every identifier of the fixtures
    (broken variants too) and of a file with every kind of scope."""
    snapshots = list(_snapshots()) + [Document("/s.cl", SCOPES_FILE.encode()).snapshot()]
    asked = found = 0
    for snapshot in snapshots:
        functions = [n for n in _nodes(snapshot.tree.root_node) if n.type == "function_definition"]
        for fn in functions:
            uses = [(n, snapshot.text(n)) for n in _nodes(fn) if n.type == "identifier" and n.end_byte > n.start_byte]
            local = hscope.declared_locally(snapshot, fn, uses)
            for node, name in uses:
                reference = [d for d in _reference_local_declarations(snapshot, node, node.start_byte) if d.name == name]
                expected = reference[0] if reference else hscope.file_scope(snapshot).by_name.get(name)
                assert hscope.lookup(snapshot, node.start_byte, name) == expected, (name, node.start_byte)
                assert (node.id in local) == bool(reference), (name, node.start_byte)
                asked += 1
                found += bool(reference)
    assert asked > 3000 and found > 1000


def _reference_in_skipped_context(node, body):
    """B001's `_in_skipped_context` as it was: a climb from the use to the body."""
    from opencl_lsp.analysis.rules import undeclared_identifier as b001

    child, parent = node, node.parent
    while parent is not None and parent.id != body.id:
        if parent.type in b001._SKIP:
            return True
        if parent.type in b001._PREPROC_CONDITION_PARENTS:
            condition = parent.child_by_field_name("condition") or parent.child_by_field_name("name")
            if condition is not None and condition.start_byte <= child.start_byte < condition.end_byte:
                return True
        child, parent = parent, parent.parent
    return False


SKIPPED_FILE = """kernel void k(global int *o, int a) {
    o[sizeof(a + b)] = _Alignof(int) + a + c;
#if defined(X) && Y > a
    o[1] = a + d;
#elif Z
    o[2] = e;
#endif
#ifdef W
    o[3] = __builtin_offsetof(struct S, f) + g;
#endif
#define M(p) (p + h)
    __attribute__((opencl_unroll_hint(U))) for (int i = 0; i < a; i++) o[i] = (int)v + j;
    o[4] = (int[]){a, k}[0];
}
"""


def test_b001_places_answer_as_the_climb_did():
    """B001's one walk gives each use the parent `Node.parent` gives and the skipped context
    (sizeof, attributes, directives, `#if` conditions) the climb to the body gave."""
    from opencl_lsp.analysis.rules import undeclared_identifier as b001

    snapshots = list(_snapshots()) + [Document("/k.cl", SKIPPED_FILE.encode()).snapshot()]
    asked = skipped = 0
    for snapshot in snapshots:
        for fn in Context(snapshot, None).semantic.functions:
            uses = [(n, snapshot.text(n)) for n in _nodes(fn.body)
                    if n.type == "identifier" and n.end_byte > n.start_byte and n.id != fn.body.id]
            places = b001._places(fn.body, uses)
            for node, _name in uses:
                parent, inside = places[node.id]
                assert parent.id == node.parent.id
                assert inside == _reference_in_skipped_context(node, fn.body), (snapshot.text(node), node.start_byte)
                asked += 1
                skipped += inside
    assert asked > 2000 and skipped > 10


def _sources_with_scopes() -> list[Path]:
    root = Path(__file__).resolve().parents[1]
    files = sorted((root / "analysis" / "verify").rglob("*.cl")) + sorted((root / "fixtures" / "rules").glob("*.cl"))
    return files[::7]  # A spread: every family, blocks, shadowing, parameters of blocks and prototypes.


def test_deep_items_resolution_table_answers_as_the_lookup_on_the_path():
    """`scope._resolutions` (one walk for a deep item's names) gives what `_local_lookup` on each
    name's own path gives, name by name, on real fixtures (shadowing, blocks, #if, prototypes)."""
    compared = 0
    for path in _sources_with_scopes():
        snapshot = Document(str(path), path.read_bytes()).snapshot()
        root = snapshot.tree.root_node
        for top in root.children:
            table = hscope._resolutions(snapshot, top)
            stack = [top]
            while stack:
                node = stack.pop()
                stack.extend(node.children)
                known = table.get(node.start_byte) if node.type in ("identifier", "type_identifier") else None
                if known is None or root.descendant_for_byte_range(node.start_byte, node.start_byte).id != node.id:
                    continue
                name, found = known
                on_path = ancestors(root, node)[1:] + [node]
                assert found == hscope._local_lookup(snapshot, on_path, node.start_byte, name), (path.name, name)
                compared += 1
    assert compared > 1000
