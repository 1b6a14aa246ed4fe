"""The call graph kept across snapshots (each function's part under the environment, made again
only for the functions an edit touched) equals the one made with every cache cleared: after
edits inside bodies that add a call, remove one, rename one in place (the text keeps its
length), move calls, skip a body's code or change a head's blank space, on the 10,000-line bench file and on the fixtures about calls (K008, K010)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from opencl_lsp import memo
from opencl_lsp.analysis import kernel_facts
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.environment import environment_key
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding

ROOT = Path(__file__).resolve().parents[2]
VERIFY = Path(__file__).parent / "verify"
# The fixtures whose findings come from the call graph, and those about calls that are fine.
SOURCES = sorted(p for p in VERIFY.rglob("*.cl")
                 if b"[K008]" in p.read_bytes() or b"[K010]" in p.read_bytes()
                 or p.name.startswith(("valid_calls", "valid_kernel_calls", "valid_inactive")))
EDITS = ("add call", "remove call", "rename call", "move calls", "skip body", "head space")


def _graph(ctx: Context):
    """The call graph as plain values: kept functions with their places, calls with theirs."""
    graph = kernel_facts.call_graph(ctx.semantic)
    return (
        [(name, fn.node.start_byte, fn.name_node.start_byte) for name, fn in graph.functions.items()],
        [(caller, [(callee, span.start_byte, span.end_byte) for callee, span in calls])
         for caller, calls in graph.calls.items()],
    )


def _edit(doc: Document, ctx: Context, kind: str, rng: random.Random) -> None:
    """One edit of `kind` inside (or at) a function body, as a keystroke or a paste makes it."""
    sem = ctx.semantic
    fns = sem.functions
    fn = rng.choice(fns)
    open_brace, close_brace = fn.body.start_byte, fn.body.end_byte - 1
    changes: list[tuple[int, int, str]] = []  # (start, end, text), applied last first
    if kind in ("remove call", "rename call"):
        calls = [span for found in kernel_facts.call_graph(sem).calls.values() for _callee, span in found]
        if calls:
            span = rng.choice(calls)
            name_end = sem.snapshot.data.index(b"(", span.start_byte)
            if kind == "remove call":
                changes.append((span.start_byte, name_end, ""))  # `f(a, b);` becomes `(a, b);`
            else:  # `helper_12(` becomes `helper_17(`: another function, or none, and the same length.
                last = chr(sem.snapshot.data[name_end - 1])
                changes.append((name_end - 1, name_end, rng.choice([c for c in "0123456789x" if c != last])))
        else:
            kind = "add call"
    if kind == "add call":  # Itself, now and then: recursion.
        changes.append((open_brace + 1, open_brace + 1, f" {rng.choice(fns).name}(0);"))
    elif kind == "move calls":
        changes.append((open_brace + 1, open_brace + 1, "  "))
    elif kind == "skip body":
        changes.append((open_brace + 1, open_brace + 1, "\n#if 0\n"))
        changes.append((close_brace, close_brace, "\n#endif\n"))
    elif kind == "head space":
        changes.append((open_brace, open_brace, " "))
    for start, end, text in sorted(changes, reverse=True):
        snap = doc.snapshot()
        doc.apply_edit(snap.position(start, Encoding.UTF8), snap.position(end, Encoding.UTF8), text, Encoding.UTF8)


def _k_findings(findings) -> list:
    return [(f.start, f.end, f.code, f.message, f.severity, f.related) for f in findings if f.code in ("K008", "K010")]


def _check(doc: Document, project: StaticProject, rng: random.Random, rounds: int, findings: bool,
           kinds: tuple[str, ...] = EDITS) -> int:
    """Edits `doc` over `rounds`, comparing the graph (and K008/K010 findings) made with warm caches
    to the one made after `memo.clear_all()`; how many edits kept the environment (whose parts
    the next graph started from)."""
    ctx = Context(doc.snapshot(), project)
    _graph(ctx)  # Warm: the graph's parts are kept for the next snapshot.
    kept_environment = 0
    for _ in range(rounds):
        # Two edits before each comparison: the second starts from parts the first made by patching.
        for kind in (rng.choice(kinds), rng.choice(kinds)):
            before = environment_key(ctx)
            _edit(doc, ctx, kind, rng)
            ctx = Context(doc.snapshot(), project)
            warm = _graph(ctx)
            kept_environment += environment_key(ctx) == before
        warm_findings = _k_findings(analyze(doc.snapshot(), project=project)) if findings else None
        memo.clear_all()
        ctx = Context(doc.snapshot(), project)
        assert warm == _graph(ctx)
        if findings:
            assert warm_findings == _k_findings(analyze(doc.snapshot(), project=project))
    return kept_environment


def test_bench_file_call_graph_after_edits_with_warm_caches_equals_one_made_afresh():
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from gen_kernel import generate
    finally:
        sys.path.remove(str(ROOT / "bench"))
    doc = Document("/bench/call_graph.cl", generate(10000).encode())
    config, _ = resolve_config(doc.path, cli_args=[], cwd=str(ROOT))
    graph = kernel_facts.call_graph(Context(doc.snapshot(), StaticProject(lambda p: None, config)).semantic)
    assert sum(map(len, graph.calls.values())) > 10, "the bench file's functions call each other"
    # Without `#if` (the first one in the file changes the environment: whether branches are known).
    kinds = tuple(kind for kind in EDITS if kind != "skip body")
    kept = _check(doc, StaticProject(lambda p: None, config), random.Random(10000), rounds=6, findings=False, kinds=kinds)
    assert kept == 12, "edits in bodies keep the environment: the graph was made from the kept parts"


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(VERIFY)))
def test_fixture_call_graph_and_findings_after_edits_with_warm_caches_equal_those_made_afresh(path):
    doc = Document(str(path), path.read_bytes())
    config, _ = resolve_config(doc.path, cli_args=["-cl-std=CL2.0"], cwd=str(VERIFY))
    project = StaticProject(lambda p: None, config)
    analyze(doc.snapshot(), project=project)  # Warm every cache, as an open document has them.
    kept = _check(doc, project, random.Random(path.name), rounds=5, findings=True)
    assert kept > 0, "some edit kept the environment: a graph was made from the kept parts"


def _small_file(path: str, text: str) -> tuple[Document, StaticProject]:
    """A small document and a project of OpenCL C 2.0 for it."""
    config, _ = resolve_config(path, cli_args=["-cl-std=CL2.0"], cwd=str(VERIFY))
    return Document(path, text.encode()), StaticProject(lambda p: None, config)


def _replace(doc: Document, old: str, new: str) -> None:
    """The first `old` of the document replaced by `new`, as one edit."""
    snap = doc.snapshot()
    at = snap.data.index(old.encode())
    doc.apply_edit(snap.position(at, Encoding.UTF8), snap.position(at + len(old), Encoding.UTF8), new, Encoding.UTF8)


def test_each_kind_of_edit_changes_the_graph_as_expected():
    """The edits above do what they say (so the comparisons cover them): a call added to itself
    is recursion (K008), removing it ends it, and a skipped body calls nothing."""
    text = ("int g(int x) { return x + 1; }\n"
            "int f(int x) { return g(x); }\n"
            "kernel void k(global int *o) { o[0] = f(1); }\n")
    doc, project = _small_file("/k/edits.cl", text)
    ctx = Context(doc.snapshot(), project)
    assert [(c, [t for t, _ in calls]) for c, calls in kernel_facts.call_graph(ctx.semantic).calls.items()] == [
        ("g", []), ("f", ["g"]), ("k", ["f"])]

    def replace(old: str, new: str) -> Context:
        _replace(doc, old, new)
        return Context(doc.snapshot(), project)

    ctx = replace("return x + 1;", "return g(x) + 1;")  # A call added: g calls itself.
    graph = kernel_facts.call_graph(ctx.semantic)
    assert [t for t, _ in graph.calls["g"]] == ["g"]
    assert [f.code for f in analyze(ctx.snapshot, project=project)].count("K008") == 1
    ctx = replace("return g(x) + 1;", "return (x) + 1;")  # And removed.
    assert kernel_facts.call_graph(ctx.semantic).calls.get("g", []) == []
    ctx = replace("{ return g(x); }", "{\n#if 0\n return g(x);\n#endif\n }")  # f's body skipped.
    graph = kernel_facts.call_graph(ctx.semantic)
    assert "g" not in graph.functions and [t for t, _ in graph.calls["k"]] == ["f"]
    memo.clear_all()
    assert _graph(Context(doc.snapshot(), project)) == _graph(ctx)


def test_calls_moved_in_a_caller_still_leave_out_a_callee_that_is_not_judged():
    """A call to an overloadable function is not judged (which overload it means is unclear): when
    an edit moves the calls of its caller, the kept graph moves the judged ones only."""
    text = ("int g(int x) { return x + 1; }\n"
            "__attribute__((overloadable)) int h(int x) { return x; }\n"
            "int f(int x) { return g(x) + h(x); }\n"
            "kernel void k(global int *o) { o[0] = f(1); }\n")
    doc, project = _small_file("/k/moved.cl", text)
    ctx = Context(doc.snapshot(), project)
    assert [(c, [t for t, _ in calls]) for c, calls in kernel_facts.call_graph(ctx.semantic).calls.items()] == [
        ("g", []), ("f", ["g"]), ("k", ["f"])]
    snap = doc.snapshot()
    at = snap.data.index(b"{ return g(x)") + 1
    doc.apply_edit(snap.position(at, Encoding.UTF8), snap.position(at, Encoding.UTF8), "   ", Encoding.UTF8)
    warm = _graph(Context(doc.snapshot(), project))
    assert [t for t, _s, _e in warm[1][1][1]] == ["g"]
    memo.clear_all()
    assert warm == _graph(Context(doc.snapshot(), project))


def test_common_prefix_and_suffix_equal_a_byte_by_byte_count():
    """What tells which functions an edit may have touched (the bisections compare slices)."""
    rng = random.Random(7)
    for _ in range(300):
        a = bytes(rng.choice(b"ab") for _ in range(rng.randrange(0, 40)))
        b = bytearray(a)
        for _ in range(rng.randrange(0, 3)):
            at = rng.randrange(0, len(b) + 1)
            b[at:at + rng.randrange(0, 3)] = bytes(rng.choice(b"abc") for _ in range(rng.randrange(0, 3)))
        b = bytes(b)
        prefix = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
        limit = min(len(a), len(b)) - prefix
        suffix = next((i for i in range(limit) if a[-1 - i] != b[-1 - i]), limit)
        assert kernel_facts._common_prefix(a, b) == prefix, (a, b)
        assert kernel_facts._common_suffix(a, b, limit) == suffix, (a, b)


def test_edits_outside_bodies_remake_only_the_parts_of_the_functions_they_reach(monkeypatch):
    """Each function's calls are kept under the key the driver caches its findings under (its
    text and the pieces of the environment its words reach), not under the whole environment:
    a `#define` no function names makes no part again, and each edit that changes which calls
    are judged (a callee made a macro, defined twice, made overloadable) gives the findings a
    fresh analysis gives."""
    text = ("int g(int x) { return x > 0 ? f(x - 1) : 0; }\n"
            "int f(int x) { return g(x); }\n"
            "kernel void k(global int *o) { o[0] = f(1); }\n")
    doc, project = _small_file("/k/outside.cl", text)

    def replace(old: str, new: str) -> list:
        _replace(doc, old, new)
        return _k_findings(analyze(doc.snapshot(), project=project))

    def afresh() -> list:
        memo.clear_all()
        found = _k_findings(analyze(doc.snapshot(), project=project))
        analyze(doc.snapshot(), project=project)  # Warm again, as an open document's caches are.
        return found

    first = _k_findings(analyze(doc.snapshot(), project=project))
    assert [f[2] for f in first].count("K008") >= 1, "f and g call each other"
    made = []
    real = kernel_facts.mentions_any
    monkeypatch.setattr(kernel_facts, "mentions_any", lambda *a: made.append(a[1].name) or real(*a))
    warm = replace("int g(int x) {", "#define UNUSED 1\nint g(int x) {")
    assert made == [], "no function names UNUSED: every part was kept"
    assert warm == afresh() and [f[2] for f in warm] == [f[2] for f in first]
    for old, new in (("#define UNUSED 1\n", "#define g(x) (x)\n"),  # g is a macro: no call to it is judged.
                     ("#define g(x) (x)\n", "int f(int x);\n"),  # A prototype: f is still defined once.
                     ("int f(int x);\n", "int g(int x, int y) { return x; }\n"),  # g defined twice.
                     ("int g(int x, int y) { return x; }\n", "__attribute__((overloadable)) "),  # g overloadable.
                     ("__attribute__((overloadable)) ", "")):
        warm = replace(old, new)
        assert warm == afresh(), (old, new)
    assert warm == first  # Back to the text it started from.


def test_many_calls_in_one_function_give_the_graph_of_one_descent_each(monkeypatch):
    """Past `_DESCENTS` calls, a function's callees come from its body's calls listed in one walk
    (a descent from the root for each costs the nesting depth: `f(f(f(...)))` 9,145 deep took a
    second, `tests/fuzz/regressions/calls_nested_thousands_deep.cl`): the same graph as a descent
    each, calls nested, in sequence, in skipped code and shadowed by a local name."""
    nested = "g(" * 100 + "x" + ")" * 100
    text = ("float g(float x) { return x; }\n"
            "#define SKIP 0\n"
            "float h(float x) {\n"
            f"    float a = {nested};\n"
            + "".join(f"    a += g({k}.0f) * g(a);\n" for k in range(40))
            + "#if SKIP\n    a = g(a);\n#endif\n"
            "    { float g = 1.0f; a += g; }\n"
            "    return h(a);\n}\n"
            "kernel void k(global float *o) { o[0] = h(o[1]) + g(o[2]); }\n")
    config, _ = resolve_config("/calls/many.cl", cli_args=["-cl-std=CL1.2"], cwd="/calls")

    def graph():
        memo.clear_all()
        return _graph(Context(Document("/calls/many.cl", text.encode()).snapshot(), StaticProject(lambda p: None, config)))

    walks = []
    real = kernel_facts._callee_nodes
    monkeypatch.setattr(kernel_facts, "_callee_nodes", lambda *a: walks.append(1) or real(*a))
    walked = graph()
    assert walks, "h's callees came from the walk"
    monkeypatch.setattr(kernel_facts, "_DESCENTS", 10_000)
    del walks[:]
    assert walked == graph() and not walks
