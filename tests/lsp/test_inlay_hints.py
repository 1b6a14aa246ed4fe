"""Inlay hints through the real server, and the settings that turn each kind off."""

from __future__ import annotations

import asyncio
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from .conftest import make_client, open_document, wait_for_diagnostics

URI = "file:///work/example/hints.cl"
SOURCE = """float scale(float value, float factor) { return value * factor; }
void helper(float *p) { }
kernel void k(global float4 *out, float factor) {
    float4 v = out[0];
    out[1] = clamp(v, 0.0f, 1.0f) + (float4)(v.xy + v.zw, 0.0f, 0.0f);
    out[2].x = scale(v.x, factor);
}
"""
WHOLE = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=7, character=0))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client))
async def client(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"diagnostics": {"debounceMs": 20}, "device": {"mode": "off"}, "std": "CL1.2"}))
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


async def _hints(client):
    found = await client.text_document_inlay_hint_async(
        types.InlayHintParams(text_document=types.TextDocumentIdentifier(uri=URI), range=WHOLE))
    return [(h.position.line, h.position.character, h.label, h.kind) for h in found]


async def test_parameter_names_swizzle_types_and_address_spaces(client):
    assert client.server_capabilities.inlay_hint_provider
    open_document(client, URI, SOURCE)
    await wait_for_diagnostics(client, URI, version=1)
    P, T = types.InlayHintKind.Parameter, types.InlayHintKind.Type
    lines = SOURCE.splitlines()

    def before(line, text):
        return line, lines[line].index(text)

    def after(line, text):
        return line, lines[line].index(text) + len(text)

    assert await _hints(client) == [
        (*before(1, "float *p"), "__private", T),
        (*before(4, "0.0f, 1.0f"), "minval:", P), (*before(4, "1.0f)"), "maxval:", P),
        (*after(4, "v.xy"), ": float2", T), (*after(4, "v.zw"), ": float2", T),
        (*before(5, "v.x, factor"), "value:", P),
    ]


async def test_each_kind_has_a_setting_that_turns_it_off(client):
    open_document(client, URI, SOURCE)
    await wait_for_diagnostics(client, URI, version=1)
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"opencl": {
        "std": "CL1.2", "device": {"mode": "off"},
        "inlayHints": {"parameterNames": False, "addressSpaces": False}}}))
    for _ in range(100):
        found = await _hints(client)
        if all(label.startswith(":") for _, _, label, _ in found):
            break
        await asyncio.sleep(0.05)
    assert [label for _, _, label, _ in found] == [": float2", ": float2"]
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"opencl": {
        "std": "CL2.0", "device": {"mode": "off"}, "inlayHints": {"types": False, "parameterNames": False}}}))
    for _ in range(100):
        found = await _hints(client)
        if found and found[0][2] == "__generic":
            break
        await asyncio.sleep(0.05)
    assert [label for _, _, label, _ in found] == ["__generic"]
