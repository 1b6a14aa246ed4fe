"""The real server shares a large file's analysis with forked children and publishes what one process would."""

from __future__ import annotations

import os
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from ..big_sources import big_file
from .conftest import make_client, open_document, wait_for_diagnostics

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="parallel analysis forks (Linux only)")

URI = "file:///work/example/big.cl"
TEXT = big_file(80).decode()


LOG = f"/tmp/opencl-lsp-parallel-{os.getpid()}.log"


def server(jobs: str) -> ClientServerConfig:
    return ClientServerConfig(
        server_command=[sys.executable, "-m", "opencl_lsp", "serve", "--verbose", "--log-file", f"{LOG}.{jobs}"],
        client_factory=make_client,
        server_env={**os.environ, "OPENCL_LSP_JOBS": jobs},
    )


async def start(client: LanguageClient) -> None:
    await client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        # No time budget: both servers must check all of it, however busy the machine.
        initialization_options={"diagnostics": {"debounceMs": 0}, "analysis": {"timeBudgetMs": 0}, "device": {"mode": "off"}},
    ))


def summary(diagnostics) -> list[tuple]:
    return sorted((d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character,
                   str(d.code), d.message) for d in diagnostics)


@pytest_lsp.fixture(config=server("3"))
async def parallel_client(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=server("1"))
async def serial_client(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
async def serial_diagnostics(serial_client):
    open_document(serial_client, URI, TEXT)
    return summary((await wait_for_diagnostics(serial_client, URI, version=1, timeout=60)).diagnostics)


async def test_children_publish_what_one_process_publishes(serial_diagnostics, parallel_client):
    assert len(TEXT.encode()) > 64 * 1024  # Large enough to be shared out.
    codes = {code for *_, code, _message in serial_diagnostics}
    assert {"K001", "V001", "C001"} <= codes
    open_document(parallel_client, URI, TEXT)
    published = await wait_for_diagnostics(parallel_client, URI, version=1, timeout=60)
    assert summary(published.diagnostics) == serial_diagnostics
    logs = {}
    for jobs in ("1", "3"):
        with open(f"{LOG}.{jobs}") as log:
            logs[jobs] = log.read()
        os.remove(f"{LOG}.{jobs}")
    assert "shared by this process and 2 children" in logs["3"]
    assert "children" not in logs["1"]
    # The protocol channel is intact and the server keeps serving.
    line = TEXT.splitlines().index("    float4 v = vload4(0, p);")
    hover = await parallel_client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=URI),
        position=types.Position(line=line, character=TEXT.splitlines()[line].index("vload4") + 1),
    ))
    assert hover is not None and "vload4" in str(hover.contents)
