"""File-wide facts kept across snapshots (item by item under each item's text, or under the
environment) answer as a pass over the whole file does: after edits with warm caches, and
against a whole-file reference of the same judgement."""

from __future__ import annotations

import random
from bisect import bisect_right
from pathlib import Path

import pytest

from opencl_lsp import memo
from opencl_lsp.analysis import expanded, image_facts
from opencl_lsp.analysis import qualifier_support as qs
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.analysis.rules.operator_opaque_operand import OPAQUE_SOURCES
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding

VERIFY = Path(__file__).parent / "verify"
# Every fixture that names an address space word, an opaque type or a macro in a head: the
# facts have something to find there.
SOURCES = sorted(p for p in VERIFY.rglob("*.cl")
                 if any(w in p.read_bytes() for w in (b"constant", b"local", b"image", b"pipe", b"#define")))


def _facts(ctx: Context) -> dict:
    sem = ctx.semantic
    state = expanded._state(ctx)
    return {
        "mentions": sem.mentions_any(OPAQUE_SOURCES),
        "pointer_functions": qs.pointer_functions(sem),
        "opaque_callees": image_facts.opaque_callees(sem),
        "constant_private": qs.space_word_private(sem, b"constant"),
        "local_private": qs.space_word_private(sem, b"local"),
        "unsound": None if state is None else [fn.node.id for fn in state.unsound_functions()],
        "head_names": None if state is None else sorted(state.file_scope.by_name),
    }


def _reference_private(ctx: Context, word: bytes) -> bool:
    """`space_word_private` as one pass over the whole file (how it was first written)."""
    sem = ctx.semantic
    data = sem.snapshot.data
    spans = []
    for fn in sem.functions:
        start, end = fn.node.start_byte, fn.node.end_byte
        if data.find(word, start, end) < 0 or any(data.find(w, start, end) >= 0 for w in qs._SHARING):
            continue
        params = fn.declarator.child_by_field_name("parameters")
        if params is not None:
            spans.append((params.start_byte, params.end_byte))
        spans.append((fn.body.start_byte, fn.body.end_byte))
    spans.sort()
    starts = [s for s, _e in spans]
    at = data.find(word)
    while at >= 0:
        i = bisect_right(starts, at) - 1
        if i >= 0 and at + len(word) <= spans[i][1]:
            at = data.find(word, spans[i][1])
            continue
        node = sem.snapshot.tree.root_node.named_descendant_for_byte_range(at, at + len(word))
        if node is None or node.type != "comment":
            return False
        at = data.find(word, node.end_byte)
    return True


def _context(doc: Document) -> Context:
    config, _ = resolve_config(doc.path, cli_args=["-cl-std=CL2.0"], cwd=str(VERIFY))
    return Context(doc.snapshot(), StaticProject(lambda p: None, config))


@pytest.mark.parametrize("path", SOURCES[::3], ids=lambda p: str(p.relative_to(VERIFY)))
def test_facts_after_edits_with_warm_caches_equal_those_made_afresh(path):
    rng = random.Random(path.name)
    doc = Document(str(path), path.read_bytes())
    config, _ = resolve_config(doc.path, cli_args=["-cl-std=CL2.0"], cwd=str(VERIFY))
    project = StaticProject(lambda p: None, config)
    analyze(doc.snapshot(), project=project)  # Warm every cache, as an open document has them.
    for _ in range(4):
        data = doc.data
        braces = [i for i in range(len(data)) if data[i : i + 1] == b"{"]
        if not braces:
            break
        at = rng.choice(braces) + 1
        snap = doc.snapshot()
        # Something that changes an item's facts: an address space word, an opaque type, a pointer.
        text = rng.choice(["local int q;", " constant ", "image2d_t i;", "/* local */", " 7", "*"])
        doc.apply_edit(snap.position(at, Encoding.UTF8), snap.position(at, Encoding.UTF8), text, Encoding.UTF8)
        warm = Context(doc.snapshot(), project)
        warm_facts = _facts(warm)
        analyze(warm.snapshot, project=project)
        memo.clear_all()
        fresh_facts = _facts(Context(doc.snapshot(), project))
        assert warm_facts == fresh_facts


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(VERIFY)))
def test_space_word_private_item_by_item_equals_the_whole_file_pass(path):
    ctx = _context(Document(str(path), path.read_bytes()))
    for word in (b"constant", b"local", b"global", b"private"):
        assert qs.space_word_private(ctx.semantic, word) == _reference_private(ctx, word), word


def test_a_function_in_a_skipped_branch_is_judged_as_no_function():
    """A verdict cached for a function's text as a live definition does not hold for the same text
    in a skipped branch, where it is no function: its `local` counts as outside any function."""
    body = "void f(void) { local int x[4]; x[0] = 1; }\n"
    live = Document("/k/live.cl", body.encode())
    assert qs.space_word_private(_context(live).semantic, b"local")
    skipped = Document("/k/skipped.cl", ("#if 0\n" + body + "#endif\n").encode())
    ctx = _context(skipped)
    assert ctx.semantic.inactive, "the branch is known to be skipped"
    assert qs.space_word_private(ctx.semantic, b"local") == _reference_private(ctx, b"local")
