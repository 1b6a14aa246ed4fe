"""Quick fixes beyond the missing-token ones, through the real server: each is applied, the file
re-checked, and the finding must be gone with no new error in its place."""

from __future__ import annotations

import pytest
from lsprotocol import types

from .conftest import open_document, wait_for_diagnostics

URI = "file:///work/example/fixes.cl"


def apply(text: str, edits) -> str:
    """The text after LSP TextEdits (ASCII text: characters are bytes), last first."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def at(pos):
        return starts[pos.line] + pos.character if pos.line < len(lines) else len(text)

    for edit in sorted(edits, key=lambda e: at(e.range.start), reverse=True):
        text = text[: at(edit.range.start)] + edit.new_text + text[at(edit.range.end) :]
    return text


CASES = [
    # (code, source, the fix's title starts with, the fixed text contains)
    ("C001", "kernel void k(global float4 *p, global int4 *q) {\n    int4 i = p[0];\n    q[0] = i;\n}\n",
     "Convert with convert_int4()", "int4 i = convert_int4(p[0]);"),
    ("C001", "kernel void k(global float4 *p, global int4 *q) {\n    q[0] = p[1];\n}\n",
     "Convert with convert_int4()", "q[0] = convert_int4(p[1]);"),
    ("X004", "kernel void k(global half *p) {\n    p[0] = p[1];\n}\n",
     "Enable cl_khr_fp16", "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\nkernel void k"),
    ("X003", "half twice(half x);\nkernel void k(global float *p) {\n    p[0] = 1.0f;\n}\n",
     "Enable cl_khr_fp16", "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\nhalf twice"),
    ("Q003", "float scale(global float x) {\n    return x * 2.0f;\n}\n",
     "Remove 'global'", "float scale(float x) {"),
    ("Q003", "global int f(void) {\n    return 1;\n}\n",
     "Remove 'global'", "int f(void) {"),
]


@pytest.mark.parametrize("code, source, title, fixed", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
async def test_the_quick_fix_removes_the_finding_and_adds_no_error(client, code, source, title, fixed):
    open_document(client, URI, source)
    before = (await wait_for_diagnostics(client, URI, version=1)).diagnostics
    target = next(d for d in before if d.code == code)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), range=target.range,
        context=types.CodeActionContext(diagnostics=[target], only=[types.CodeActionKind.QuickFix])))
    action = next(a for a in actions if a.title.startswith(title))
    assert action.diagnostics[0].code == code
    text = apply(source, action.edit.changes[URI])
    assert fixed in text
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    after = (await wait_for_diagnostics(client, URI, version=2)).diagnostics
    errors_before = {(d.code, d.message) for d in before if d.severity == types.DiagnosticSeverity.Error}
    errors_after = {(d.code, d.message) for d in after if d.severity == types.DiagnosticSeverity.Error}
    assert (target.code, target.message) not in errors_after
    assert errors_after <= errors_before, errors_after - errors_before
