"""The missing-token fix for the slips whose messages now say what the ';' ends (issue 19.9),
through the real server: the "Insert ';'" action is offered on the error, applying it leaves no
syntax problem and no new error. `return a` and `typedef int T` without their ';' were once taken
for macros used as statements (an information, no fix); `break` and the record's ';' had no
fix at all."""

from __future__ import annotations

import pytest
from lsprotocol import types

from .conftest import open_document, wait_for_diagnostics
from .test_quick_fixes import apply
from .test_swizzle_fix import change, errors

URI = "file:///work/example/slips.cl"

SLIPS = [
    ("int f(int a) {\n    return a\n}\n", "expected ';' after return statement", "    return a;\n"),
    ("typedef int T\nT twice(T x) {\n    return 2 * x;\n}\n", "expected ';' after top level declarator",
     "typedef int T;\n"),
    ("struct S { int a; }\nint f(void) {\n    return 1;\n}\n", "expected ';' after struct", "struct S { int a; };\n"),
    ("kernel void k(global int *p) {\n    while (p[0]) {\n        break\n    }\n}\n",
     "expected ';' after break statement", "        break;\n"),
    ("kernel void k(global int *p) {\n    barrier(CLK_LOCAL_MEM_FENCE)\n}\n", "expected ';' after expression",
     "    barrier(CLK_LOCAL_MEM_FENCE);\n"),
]


@pytest.mark.parametrize("source, message, fixed", SLIPS, ids=["return", "typedef", "struct", "break", "call"])
async def test_the_missing_semicolon_is_an_error_with_its_fix(client, source, message, fixed):
    open_document(client, URI, source)
    before = (await wait_for_diagnostics(client, URI, version=1)).diagnostics
    (target,) = [d for d in before if d.code == "S002"]
    assert target.message == message and target.severity == types.DiagnosticSeverity.Error
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), range=target.range,
        context=types.CodeActionContext(diagnostics=[target], only=[types.CodeActionKind.QuickFix])))
    (action,) = [a for a in actions if a.title == "Insert ';'"]
    text = apply(source, action.edit.changes[URI])
    assert fixed in text
    change(client, text, 2, URI)
    after = (await wait_for_diagnostics(client, URI, version=2)).diagnostics
    assert not [d for d in after if d.code.startswith("S")], after
    assert errors(after) <= errors(before)


# Kernel files wrapped for host code (syntax/wrapped_file.py): the slip inside is reported at
# its place in the editor's text, and the fix leaves the wrapper's tokens alone.
WRAPPED = [
    # CLBlast's `.opencl` shape: C++ raw string literals around the kernel.
    ("file:///work/example/xscal.opencl",
     '// Loaded into a C++ string.\nR"(\nkernel void k(global int *p) {\n    barrier(CLK_LOCAL_MEM_FENCE)\n}\n)"\n',
     "S002"),
    # Bullet's and clpeak's shape: `MSTRINGIFY(` ... `)`, `\n` before a directive line (the
    # statement after the call makes it S010's "expected ';' after expression").
    ("file:///work/example/bandwidth.cl",
     "MSTRINGIFY(\n\\n#define STEP 4\nkernel void k(global int *p) {\n    barrier(CLK_LOCAL_MEM_FENCE)\n"
     "    p[0] = STEP;\n}\n)\n",
     "S010"),
]


@pytest.mark.parametrize("uri, source, code", WRAPPED, ids=["raw string literals", "stringizing macro"])
async def test_a_wrapped_kernel_file_gets_the_same_error_and_fix(client, uri, source, code):
    open_document(client, uri, source)
    before = (await wait_for_diagnostics(client, uri, version=1)).diagnostics
    assert [(d.code, d.range.start.line, d.range.start.character) for d in before] == [(code, 3, 32)]
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=before[0].range,
        context=types.CodeActionContext(diagnostics=before, only=[types.CodeActionKind.QuickFix])))
    (action,) = [a for a in actions if a.title == "Insert ';'"]
    text = apply(source, action.edit.changes[uri])
    assert text == source.replace("FENCE)\n", "FENCE);\n")
    change(client, text, 2, uri)
    assert not (await wait_for_diagnostics(client, uri, version=2)).diagnostics
