"""Hover, completion, signature help and quick fixes through the real server."""

from __future__ import annotations

from lsprotocol import types

from ..annotations import parse
from .conftest import open_document, wait_for_diagnostics

URI = "file:///work/example/features.cl"

SOURCE = """// Scales each element by a factor.
float scale(float x, float k) { return x * k; }

__kernel void run(__global float4 *out, const float k)
{
    const size_t i = get_global_id(0);
    float4 v = out[i];
    out[i] = fmin(v, k) + (float4)(scale(v.x, k));
}
"""


def _position(text: str, offset: int, encoding: str) -> types.Position:
    data = text.encode()
    line = data[:offset].count(b"\n")
    start = data.rfind(b"\n", 0, offset) + 1
    prefix = data[start:offset].decode()
    if encoding == "utf-8":
        character = len(prefix.encode())
    elif encoding == "utf-32":
        character = len(prefix)
    else:
        character = len(prefix.encode("utf-16-le")) // 2
    return types.Position(line=line, character=character)


async def _open(client, marked: str, uri: str = URI):
    text, _, cursor = parse(marked)
    open_document(client, uri, text)
    await wait_for_diagnostics(client, uri, version=1)
    return text, _position(text, cursor, client.position_encoding)


def _doc(uri: str = URI):
    return types.TextDocumentIdentifier(uri=uri)


async def test_hover_on_a_builtin_call_shows_the_resolved_overload_and_the_spec_link(client):
    text, at = await _open(client, SOURCE.replace("fmin(v, k)", "fm$0in(v, k)"))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=_doc(), position=at))
    value = hover.contents.value
    assert "fmin" in value
    assert "float4 fmin(float4" in value
    assert "registry.khronos.org/OpenCL" in value


async def test_hover_on_a_user_function_shows_its_declaration_and_comment(client):
    text, at = await _open(client, SOURCE.replace("(scale(v.x", "(sc$0ale(v.x"))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=_doc(), position=at))
    assert "float scale(float x, float k)" in hover.contents.value
    assert "Scales each element" in hover.contents.value


async def test_hover_on_a_vector_type_and_a_qualifier(client):
    text, at = await _open(client, SOURCE.replace("float4 v =", "flo$0at4 v ="))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=_doc(), position=at))
    assert "cl_float4" in hover.contents.value
    text, at = await _open(client, SOURCE.replace("__global float4 *out", "__glo$0bal float4 *out"), "file:///work/example/q.cl")
    hover = await client.text_document_hover_async(types.HoverParams(text_document=_doc("file:///work/example/q.cl"), position=at))
    assert "global" in hover.contents.value.lower()


async def test_completion_offers_swizzles_for_a_float4(client):
    marked = SOURCE.replace("    out[i] = fmin", "    float y = v.$0\n    out[i] = fmin")
    text, at = await _open(client, marked)
    result = await client.text_document_completion_async(types.CompletionParams(text_document=_doc(), position=at))
    labels = {item.label for item in result.items}
    assert {"x", "xy", "xyzw", "lo", "hi", "s0"} <= labels
    assert "rgba" not in labels  # rgba swizzles are OpenCL C 3.0


async def test_completion_of_builtins_and_lazy_docs(client):
    marked = SOURCE.replace("    out[i] = fmin", "    get_lo$0\n    out[i] = fmin")
    text, at = await _open(client, marked)
    result = await client.text_document_completion_async(types.CompletionParams(text_document=_doc(), position=at))
    [item] = [i for i in result.items if i.label == "get_local_id"]
    assert item.documentation is None  # resolved lazily
    resolved = await client.completion_item_resolve_async(item)
    assert "registry.khronos.org" in resolved.documentation.value


async def test_signature_help_tracks_the_active_parameter(client):
    marked = SOURCE.replace("fmin(v, k)", "clamp(v, $0")
    text, at = await _open(client, marked)
    help_ = await client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=_doc(), position=at)
    )
    assert help_.signatures
    assert help_.active_parameter == 1
    assert all("clamp" in s.label for s in help_.signatures)
    assert "float4" in help_.signatures[help_.active_signature or 0].label


async def test_quick_fix_inserts_a_missing_semicolon(client):
    broken = SOURCE.replace("const size_t i = get_global_id(0);", "const size_t i = get_global_id(0)")
    open_document(client, URI, broken)
    params = await wait_for_diagnostics(client, URI, version=1)
    [diag] = params.diagnostics
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=_doc(),
            range=diag.range,
            context=types.CodeActionContext(diagnostics=[diag]),
        )
    )
    [action] = actions
    assert action.title == "Insert ';'"
    assert action.kind == types.CodeActionKind.QuickFix
    [edit] = action.edit.changes[URI]
    assert edit.new_text == ";"
    assert edit.range.start == diag.range.start


async def test_semantic_finding_offers_its_fix_then_an_ignore_comment(client):
    uri = "file:///work/example/returns.cl"
    open_document(client, uri, "kernel int f(global int *p)\n{\n    p[0] = 1;\n}\n")
    params = await wait_for_diagnostics(client, uri, version=1)
    [diag] = params.diagnostics
    assert diag.code == "K001"
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diag.range,
            context=types.CodeActionContext(diagnostics=[diag]),
        )
    )
    assert [a.title for a in actions] == ["Return void", "Ignore K001 on this line"]
    assert actions[0].is_preferred and not actions[1].is_preferred
    [edit] = actions[1].edit.changes[uri]
    assert edit.new_text == " // opencl-lsp: ignore[K001]"
    assert edit.range.start.line == 0


async def test_hover_on_a_function_like_macro_shows_its_definition_and_expansion(client):
    source = "#define SQ(x) ((x) * (x))\nkernel void k(global float *a)\n{\n    a[0] = S$0Q(a[1] + 2.0f);\n}\n"
    text, at = await _open(client, source, "file:///work/example/macro.cl")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=_doc("file:///work/example/macro.cl"), position=at)
    )
    value = hover.contents.value
    assert "#define SQ(x) ((x) * (x))" in value
    assert "((a[1] + 2.0f) * (a[1] + 2.0f))" in value
