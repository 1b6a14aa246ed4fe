"""Hover, completion and signature documentation in the format the client asked for (issue 19, item 2).

A client that does not list markdown (Vim/ALE, eglot without markdown-mode)
gets plain text laid out for reading, and a client without snippet support
gets snippet items as plain text with their placeholders filled in.
"""

from __future__ import annotations

import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from .conftest import make_client, open_document, wait_for_diagnostics

SOURCE = "kernel void k(global float *out, int n)\n{\n    size_t i = get_global_id(0);\n    fo\n    out[i] = sqrt(1.0f);\n}\n"
PLAIN = [types.MarkupKind.PlainText]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client))
async def bare_client(lsp_client: LanguageClient):
    yield lsp_client
    await lsp_client.shutdown_session()


def _plain_client_capabilities() -> types.ClientCapabilities:
    """What Vim's ALE sends: plaintext only, no snippets."""
    return types.ClientCapabilities(
        text_document=types.TextDocumentClientCapabilities(
            hover=types.HoverClientCapabilities(content_format=PLAIN),
            completion=types.CompletionClientCapabilities(
                completion_item=types.ClientCompletionItemOptions(
                    snippet_support=False, documentation_format=PLAIN
                )
            ),
            signature_help=types.SignatureHelpClientCapabilities(
                signature_information=types.ClientSignatureInformationOptions(
                    documentation_format=PLAIN
                )
            ),
        )
    )


async def _open(client: LanguageClient, root, capabilities) -> str:
    await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            root_uri=root.as_uri(),
            initialization_options={"diagnostics": {"debounceMs": 0}, "device": {"mode": "off"}},
        )
    )
    uri = (root / "k.cl").as_uri()
    open_document(client, uri, SOURCE)
    await wait_for_diagnostics(client, uri, version=1)
    return uri


def _pos(line: int, character: int) -> types.Position:
    return types.Position(line=line, character=character)


async def _hover(client, uri, line, character):
    return await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=_pos(line, character))
    )


async def _complete(client, uri, line, character):
    return await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=_pos(line, character))
    )


async def test_plain_text_client_gets_readable_text(bare_client, tmp_path):
    uri = await _open(bare_client, tmp_path, _plain_client_capabilities())
    hover = await _hover(bare_client, uri, 2, 18)  # get_global_id
    assert hover.contents.kind == types.MarkupKind.PlainText
    text = hover.contents.value
    assert text.splitlines()[0] == "    size_t get_global_id(uint dimindx);"
    assert "```" not in text and "](" not in text and "\n>" not in text and "`" not in text
    assert "OpenCL C spec: work-item functions (https://registry.khronos.org/" in text

    items = (await _complete(bare_client, uri, 3, 6)).items
    snippets = [i for i in items if i.kind == types.CompletionItemKind.Snippet]
    assert snippets, "the body offers its loop snippets"
    for item in snippets:
        assert item.insert_text_format == types.InsertTextFormat.PlainText
        text = item.text_edit.new_text if item.text_edit else item.insert_text
        assert "$" not in text
    loop = next(i for i in snippets if i.label == "for (i < n)")
    assert (loop.text_edit.new_text if loop.text_edit else loop.insert_text).startswith("for (int i = 0; i < n; ++i)")

    items = (await _complete(bare_client, uri, 4, 15)).items  # out[i] = sq|rt(
    resolved = await bare_client.completion_item_resolve_async(next(i for i in items if i.label == "sqrt"))
    assert resolved.documentation.kind == types.MarkupKind.PlainText
    assert "```" not in resolved.documentation.value and "gentype sqrt(gentype);" in resolved.documentation.value

    help_ = await bare_client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=types.TextDocumentIdentifier(uri=uri), position=_pos(4, 18))
    )
    docs = [s.documentation for s in help_.signatures if s.documentation is not None]
    assert docs and all(d.kind == types.MarkupKind.PlainText and "](" not in d.value for d in docs)


async def test_markdown_client_keeps_markdown_and_snippets(bare_client, tmp_path):
    uri = await _open(bare_client, tmp_path, client_capabilities("neovim"))
    hover = await _hover(bare_client, uri, 2, 18)
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("```opencl\nsize_t get_global_id(uint dimindx);")
    items = (await _complete(bare_client, uri, 3, 6)).items
    loop = next(i for i in items if i.label == "for (i < n)")
    assert loop.insert_text_format == types.InsertTextFormat.Snippet
    assert "${1:i}" in (loop.text_edit.new_text if loop.text_edit else loop.insert_text)
