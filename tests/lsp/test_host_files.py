"""Kernels in Python, C and C++ files through the real server: answers inside the kernels only.

The host patterns are the engine tests' (tests/embedded/): each kernel uses
`undeclared_y`, so the server must publish B001 exactly there, at the host
position; outside the literals every request gets no answer, so the user's
own Python or C server is the only one speaking there.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types

from ..embedded.test_c_host import C_PATTERNS
from ..embedded.test_python_host import HEADER, PATTERNS
from .conftest import wait_for_diagnostics

PYTHON_CASES = ("triple_quoted", "implicit_concatenation", "escapes", "fstring_with_placeholder",
                "elementwise_kernel", "marked_string", "literal_through_a_name")
C_CASES = ("raw_string.cpp", "concatenated_literals.c", "array_of_sources.c", "marked_literal.c", "cpp_wrapper.cpp")
LANGUAGE_IDS = {".py": "python", ".c": "c", ".cpp": "cpp"}

KERNEL = '''import numpy as np
import pyopencl as cl
ctx = cl.create_some_context()
prg = cl.Program(ctx, """
__kernel void scale(__global float *a, float k)
{
    a[get_global_id(0)] *= k;
}
""").build()
prg.scale(queue, (16,), None, a_buf)
prg.shift(queue, (16,), None, a_buf, np.float32(2))
print("get_global_id")
'''


def _open(client, uri: str, text: str, version: int = 1) -> None:
    language = LANGUAGE_IDS[Path(uri).suffix]
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id=language, version=version, text=text)))


def _position(text: str, offset: int) -> types.Position:
    """A position in UTF-16 and UTF-8 alike (the test texts are ASCII)."""
    line = text.count("\n", 0, offset)
    return types.Position(line=line, character=offset - (text.rfind("\n", 0, offset) + 1))


def _offset(text: str, position: types.Position) -> int:
    starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
    return starts[position.line] + position.character


def _text_at(text: str, rng: types.Range) -> str:
    return text[_offset(text, rng.start) : _offset(text, rng.end)]


def _doc(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


async def _diagnostics(client, uri: str, text: str):
    _open(client, uri, text)
    published = await wait_for_diagnostics(client, uri, version=1)
    return [(d.code, _text_at(text, d.range), d.range.start.line) for d in published.diagnostics]


@pytest.mark.parametrize("name", PYTHON_CASES)
async def test_a_mistake_in_a_python_string_shows_at_its_host_position(client, name):
    text = HEADER + PATTERNS[name]
    line = text.split("\n").index(next(row for row in text.split("\n") if "undeclared_y" in row))
    found = await _diagnostics(client, f"file:///work/host/{name}.py", text)
    assert found == [("B001", "undeclared_y", line)]


@pytest.mark.parametrize("name", C_CASES)
async def test_a_mistake_in_a_c_literal_shows_at_its_host_position(client, name):
    text = C_PATTERNS[name]
    line = text.split("\n").index(next(row for row in text.split("\n") if "undeclared_y" in row))
    found = await _diagnostics(client, f"file:///work/host/{name}", text)
    assert found == [("B001", "undeclared_y", line)]


async def test_host_calls_are_checked_against_the_kernels(client):
    found = await _diagnostics(client, "file:///work/host/calls.py", KERNEL)
    codes = {(code, line) for code, _text, line in found}
    # prg.scale gets one argument of two; prg.shift names no kernel of the program.
    assert ("H002", 9) in codes
    assert ("H001", 10) in codes
    assert all(code.startswith("H") for code, _line in codes)


async def test_a_host_file_without_kernels_gets_an_empty_publish(client):
    text = "import os\n\ndef f(x):\n    return undeclared_y + x\n" * 50
    assert await _diagnostics(client, "file:///work/host/plain.py", text) == []


async def test_hover_completion_and_signature_help_inside_a_kernel(client):
    uri = "file:///work/host/features.py"
    await _diagnostics(client, uri, KERNEL)
    inside = KERNEL.index("get_global_id") + 3
    hover = await client.text_document_hover_async(types.HoverParams(text_document=_doc(uri), position=_position(KERNEL, inside)))
    assert "get_global_id" in hover.contents.value
    assert _text_at(KERNEL, hover.range) == "get_global_id"
    prefix_end = KERNEL.index("get_global_id") + len("get_gl")
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=_doc(uri), position=_position(KERNEL, prefix_end)))
    labels = {item.label for item in completion.items}
    assert "get_global_id" in labels
    edit = next(item for item in completion.items if item.label == "get_global_id").text_edit
    if edit is not None:
        assert _text_at(KERNEL, getattr(edit, "range", None) or edit.replace) == "get_gl"
    call = KERNEL.index("get_global_id(") + len("get_global_id(")
    signature = await client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=_doc(uri), position=_position(KERNEL, call)))
    assert signature is not None and "get_global_id" in signature.signatures[0].label


async def test_nothing_is_answered_outside_the_kernels(client):
    uri = "file:///work/host/outside.py"
    await _diagnostics(client, uri, KERNEL)
    # The same word in a Python string that is no kernel, and Python code.
    for offset in (KERNEL.rindex("get_global_id") + 3, KERNEL.index("create_some_context") + 2, KERNEL.index("prg.scale") + 5):
        at = _position(KERNEL, offset)
        assert await client.text_document_hover_async(types.HoverParams(text_document=_doc(uri), position=at)) is None
        completion = await client.text_document_completion_async(types.CompletionParams(text_document=_doc(uri), position=at))
        assert completion is None or completion.items == []
        assert await client.text_document_definition_async(types.DefinitionParams(text_document=_doc(uri), position=at)) is None
        assert await client.text_document_references_async(types.ReferenceParams(
            text_document=_doc(uri), position=at, context=types.ReferenceContext(include_declaration=True))) is None
        assert not await client.text_document_document_highlight_async(
            types.DocumentHighlightParams(text_document=_doc(uri), position=at))
    assert not await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=_doc(uri)))
    assert not await client.text_document_code_action_async(types.CodeActionParams(
        text_document=_doc(uri), range=types.Range(start=types.Position(0, 0), end=types.Position(3, 0)),
        context=types.CodeActionContext(diagnostics=[])))


async def test_outline_and_semantic_tokens_cover_the_kernel_only(client):
    uri = "file:///work/host/outline.py"
    await _diagnostics(client, uri, KERNEL)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=_doc(uri)))
    assert [s.name for s in symbols] == ["scale"]
    assert _text_at(KERNEL, symbols[0].selection_range) == "scale"
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=_doc(uri)))
    data = tokens.data
    assert data
    lines = KERNEL.split("\n")
    line = column = 0
    kernel_lines = range(KERNEL[: KERNEL.index('"""')].count("\n"), KERNEL[: KERNEL.rindex('"""')].count("\n") + 1)
    words = []
    for i in range(0, len(data), 5):
        line += data[i]
        column = data[i + 1] if data[i] else column + data[i + 1]
        assert line in kernel_lines
        words.append(lines[line][column : column + data[i + 2]])
    assert "__kernel" in words and "get_global_id" in words and "scale" in words


async def test_definition_goes_into_an_included_header(client, tmp_path: Path):
    (tmp_path / "util.h").write_text("float twice(float x) { return 2.0f * x; }\n")
    text = KERNEL.replace('prg = cl.Program(ctx, """\n', 'prg = cl.Program(ctx, """\n#include "util.h"\n')
    uri = (tmp_path / "inc.py").as_uri()
    await _diagnostics(client, uri, text)
    at = _position(text, text.index('util.h"') + 2)
    found = await client.text_document_definition_async(types.DefinitionParams(text_document=_doc(uri), position=at))
    assert found and found[0].uri.endswith("/util.h")
    # A function the header defines, called in the kernel.
    text2 = text.replace("*= k;", "*= twice(k);")
    uri2 = (tmp_path / "inc2.py").as_uri()
    await _diagnostics(client, uri2, text2)
    at = _position(text2, text2.index("twice(k)") + 2)
    found = await client.text_document_definition_async(types.DefinitionParams(text_document=_doc(uri2), position=at))
    assert found and found[0].uri.endswith("/util.h") and found[0].range.start.character == len("float ")


async def test_an_edit_reparses_and_the_mistake_moves(client):
    uri = "file:///work/host/edit.py"
    text = HEADER + PATTERNS["triple_quoted"]
    await _diagnostics(client, uri, text)
    at = _position(text, text.index("undeclared_y"))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=at, end=types.Position(at.line, at.character + len("undeclared_y"))), text="1.0f")]))
    assert not (await wait_for_diagnostics(client, uri, version=2)).diagnostics
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(0, 0), end=types.Position(0, 0)), text="\n\n")]))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=4),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(at.line + 2, at.character),
                              end=types.Position(at.line + 2, at.character + 4)), text="oops_z")]))
    published = await wait_for_diagnostics(client, uri, version=4)
    assert [(d.code, d.range.start.line) for d in published.diagnostics] == [("B001", at.line + 2)]


async def test_a_language_turned_off_gets_nothing(client):
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
        settings={"opencl": {"embedded": {"languages": ["c", "cpp"]}, "device": {"mode": "off"}}}))
    uri = "file:///work/host/off.py"
    text = HEADER + PATTERNS["triple_quoted"]
    assert await _diagnostics(client, uri, text) == []
    at = _position(text, text.index("get_global_id") + 3)
    assert await client.text_document_hover_async(types.HoverParams(text_document=_doc(uri), position=at)) is None
    found = await _diagnostics(client, "file:///work/host/on.cpp", C_PATTERNS["raw_string.cpp"])
    assert [code for code, _t, _l in found] == ["B001"]


async def test_c_host_calls_hover_and_completion(client):
    uri = "file:///work/host/H001.c"
    text = (Path(__file__).resolve().parents[1] / "fixtures" / "host" / "H001.c").read_text()
    found = await _diagnostics(client, uri, text)
    # clCreateKernel(program, "scael", ...): no kernel of that name in the program.
    assert [(code, line) for code, _t, line in found] == [("H001", text.split("\n").index(
        next(row for row in text.split("\n") if '"scael"' in row)))]
    inside = text.index("get_global_id") + 4
    hover = await client.text_document_hover_async(types.HoverParams(text_document=_doc(uri), position=_position(text, inside)))
    assert "get_global_id" in hover.contents.value
    prefix = text.index("get_global_id") + len("get_glo")
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=_doc(uri), position=_position(text, prefix)))
    assert "get_global_id" in {item.label for item in completion.items}
    # The same word in C code is not ours.
    outside = text.index("cl_kernel good") + 3
    assert await client.text_document_hover_async(types.HoverParams(text_document=_doc(uri), position=_position(text, outside))) is None
