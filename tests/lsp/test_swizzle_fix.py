"""V001's quick fix through the real server: one edit per finding that makes the whole selector
valid by dropping every component the vector lacks, offered only when that is unambiguous
(issue 19). Each offered fix is applied and the file re-checked: the finding is gone and no
error is new; where a fix would have to guess a lane, none is offered."""

from __future__ import annotations

import pytest
from lsprotocol import types

from .conftest import open_document, wait_for_diagnostics
from .test_quick_fixes import apply

URI = "file:///work/example/swizzle.cl"


def kernel(vector: str, result: str, expression: str) -> str:
    return (f"kernel void k(global {vector} *p, global {result} *q) {{\n"
            f"    {vector} w = p[0];\n    q[0] = {expression};\n}}\n")


async def v001_actions(client, source: str, version: int = 1):
    """The V001 findings of `source` and the quick fixes the server offers for them."""
    if version == 1:
        open_document(client, URI, source)
    else:
        change(client, source, version)
    found = [d for d in (await wait_for_diagnostics(client, URI, version=version)).diagnostics if d.code == "V001"]
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=99, character=0)),
        context=types.CodeActionContext(diagnostics=found, only=[types.CodeActionKind.QuickFix])))
    # The rule's own fixes: every finding of these families also gets "Ignore V001 on this line".
    return found, [a for a in actions or () if a.diagnostics and a.diagnostics[0].code == "V001"
                   and not a.title.startswith("Ignore ")]


def change(client, text: str, version: int, uri: str = URI) -> None:
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


def errors(diagnostics) -> set:
    return {(d.code, d.message) for d in diagnostics if d.severity == types.DiagnosticSeverity.Error}


FIXED = [
    # (vector, result type, expression, the fix's title, the fixed expression)
    ("float2", "float2", "w.xyzw", "Drop z, w, which 'float2' lacks: '.xy' (a float2, not a float4)", "w.xy"),
    ("float3", "float3", "w.xzyw", "Drop w, which 'float3' lacks: '.xzy' (a float3, not a float4)", "w.xzy"),
    ("float4", "float2", "w.s0918", "Drop s9, s8, which 'float4' lacks: '.s01' (a float2, not a float4)", "w.s01"),
    ("int4", "int3", "w.S01F3", "Drop SF, which 'int4' lacks: '.S013' (an int3, not an int4)", "w.S013"),
]


@pytest.mark.parametrize("vector, result, expression, title, replacement", FIXED, ids=[f[2] for f in FIXED])
async def test_the_fix_drops_every_missing_component_in_one_edit(client, vector, result, expression, title,
                                                                 replacement):
    source = kernel(vector, result, expression)
    (finding,), actions = await v001_actions(client, source)
    (action,) = actions
    assert action.title == title
    (edit,) = action.edit.changes[URI]  # one edit, over the whole selector
    assert (edit.range.start.line, edit.range.end.line) == (2, 2)
    text = apply(source, [edit])
    assert text == kernel(vector, result, replacement)
    before = (await wait_for_diagnostics(client, URI, version=1)).diagnostics
    change(client, text, 2)
    after = (await wait_for_diagnostics(client, URI, version=2)).diagnostics
    assert not [d for d in after if d.code == "V001"]
    assert errors(after) <= errors(before), errors(after) - errors(before)


GUESSES = [
    ("float2", "float", "w.z"),  # which lane was meant?
    ("float4", "float", "w.s9"),
    ("float2", "float2", "w.xz"),  # one left: a float where a float2 was written would broadcast
    ("float2", "float2", "w.zw"),  # nothing left
    ("float8", "float8", "w.s012349"),  # five left: no selection has five lanes
]


@pytest.mark.parametrize("vector, result, expression", GUESSES, ids=[g[2] for g in GUESSES])
async def test_no_fix_where_it_would_have_to_guess(client, vector, result, expression):
    found, actions = await v001_actions(client, kernel(vector, result, expression))
    assert len(found) == 1
    assert actions == []


async def test_each_finding_gets_its_own_fix_and_all_of_them_clear_the_file(client):
    source = ("kernel void k(global float2 *p, global float3 *q, global float2 *r) {\n"
              "    float2 w = p[0];\n    float3 u = q[0];\n"
              "    r[0] = w.xyzw;\n    q[1] = u.xyzw;\n    r[1] = u.s03;\n}\n")
    found, actions = await v001_actions(client, source)
    assert len(found) == 3
    # u.s03 keeps only s0: no fix; the two others one edit each, on their own lines.
    assert sorted(a.diagnostics[0].range.start.line for a in actions) == [3, 4]
    assert all(len(a.edit.changes[URI]) == 1 for a in actions)
    text = apply(source, [a.edit.changes[URI][0] for a in actions])
    assert "r[0] = w.xy;\n    q[1] = u.xyz;\n    r[1] = u.s03;" in text
    found, _ = await v001_actions(client, text, version=2)
    assert [d.range.start.line for d in found] == [5]


async def test_a_mixed_letter_selector_is_rewritten_in_xyzw_letters(client):
    """V002's fix: `.xg` names lanes 0 and 1 whatever the notation, so `.xy` selects the same."""
    source = kernel("float4", "float2", "w.xg")
    open_document(client, URI, source)
    found = [d for d in (await wait_for_diagnostics(client, URI, version=1)).diagnostics if d.code == "V002"]
    assert len(found) == 1
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), range=found[0].range,
        context=types.CodeActionContext(diagnostics=found, only=[types.CodeActionKind.QuickFix])))
    (action,) = [a for a in actions or () if not a.title.startswith("Ignore ")]
    text = apply(source, action.edit.changes[URI])
    assert text == kernel("float4", "float2", "w.xy")
    change(client, text, 2)
    after = (await wait_for_diagnostics(client, URI, version=2)).diagnostics
    assert not [d for d in after if d.code in ("V001", "V002")]
