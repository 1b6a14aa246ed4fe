"""A real server process over stdio, driven by pytest-lsp's client.

The client records every publishDiagnostics with its version, so tests can
wait for the diagnostics of one particular document version.
"""

from __future__ import annotations

import asyncio
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features
from pygls.protocol import default_converter


def on_diagnostics(ls: LanguageClient, params: types.PublishDiagnosticsParams):
    ls.diagnostics[params.uri] = params.diagnostics
    ls.published.append(params)


def on_register_capability(ls: LanguageClient, params: types.RegistrationParams):
    ls.registrations.extend(params.registrations)


def on_code_lens_refresh(ls: LanguageClient, params):
    """Editors answer it by asking for lenses again; the server sends it after a device build."""
    ls.lens_refreshes += 1
    return None


def make_client() -> LanguageClient:
    client = LanguageClient(converter_factory=default_converter)
    client.published = []  # every PublishDiagnosticsParams, in arrival order
    client.registrations = []  # capabilities the server registered dynamically
    client.lens_refreshes = 0  # workspace/codeLens/refresh requests received
    register_lsp_features(
        client,
        {
            **DEFAULT_CLIENT_FEATURES,
            types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: on_diagnostics,
            types.CLIENT_REGISTER_CAPABILITY: on_register_capability,
            types.WORKSPACE_CODE_LENS_REFRESH: on_code_lens_refresh,
        },
    )
    return client


SERVER = ClientServerConfig(
    server_command=[sys.executable, "-m", "opencl_lsp"],
    client_factory=make_client,
)


async def wait_for_diagnostics(client: LanguageClient, uri: str, version=None, timeout: float = 10.0):
    """The first diagnostics published for `uri` (at `version`, if given)."""

    def find():
        for params in client.published:
            if params.uri == uri and (version is None or params.version == version):
                return params
        return None

    async def poll():
        while (found := find()) is None:
            await asyncio.sleep(0.01)
        return found

    return await asyncio.wait_for(poll(), timeout)


def open_document(client: LanguageClient, uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="opencl", version=version, text=text)
        )
    )


@pytest_lsp.fixture(config=SERVER, params=["visual-studio-code", "neovim"])
async def client(request, lsp_client: LanguageClient):
    params = types.InitializeParams(
        capabilities=client_capabilities(request.param),
        # Device builds (tests/device) are off here: with PoCL installed, a driver's
        # verdict would race the static diagnostics these tests are about.
        initialization_options={"diagnostics": {"debounceMs": 20}, "device": {"mode": "off"}},
    )
    result = await lsp_client.initialize_session(params)
    encoding = result.capabilities.position_encoding
    lsp_client.position_encoding = str(getattr(encoding, "value", encoding) or "utf-16")
    yield
    await lsp_client.shutdown_session()
