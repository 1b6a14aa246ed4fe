"""One slow document never holds back another's diagnostics (the real server over stdio).

The slow document is a large generated file analyzed on one core with no time
budget (several seconds); the small one has a syntax error. The order in which
their diagnostics arrive is what is asserted, not a speed.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from ..big_sources import big_file
from .conftest import make_client, open_document, wait_for_diagnostics

SLOW_URI = "file:///work/example/slow.cl"
SLOW_TEXT = big_file(400).decode()
SMALL_URI = "file:///work/example/small.cl"
SMALL_TEXT = "kernel void k(global int *p)\n{\n    p[0] = 1\n}\n"


@pytest_lsp.fixture(config=ClientServerConfig(
    server_command=[sys.executable, "-m", "opencl_lsp"],
    client_factory=make_client,
    # One core: the slow document's analysis is slow and stays in the server process.
    server_env={**os.environ, "OPENCL_LSP_JOBS": "1"},
))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        # One publish per version (no cheap stage first): these tests follow whole analyses.
        initialization_options={"diagnostics": {"debounceMs": 0, "staged": False}, "analysis": {"timeBudgetMs": 0},
                                "device": {"mode": "off"}},
    ))
    yield
    await lsp_client.shutdown_session()


def arrivals(client: LanguageClient, uri: str) -> list[int]:
    return [k for k, params in enumerate(client.published) if params.uri == uri]


async def test_a_small_document_does_not_wait_for_a_slow_one(client: LanguageClient):
    open_document(client, SLOW_URI, SLOW_TEXT)
    await asyncio.sleep(0.5)  # The slow analysis is under way.
    assert arrivals(client, SLOW_URI) == []
    opened = time.monotonic()
    open_document(client, SMALL_URI, SMALL_TEXT)
    small = await wait_for_diagnostics(client, SMALL_URI, version=1, timeout=60)
    latency = time.monotonic() - opened
    assert [(d.code, d.range.start.line, d.range.start.character) for d in small.diagnostics] == [("S002", 2, 12)]
    assert arrivals(client, SLOW_URI) == [], f"the slow document was done first ({latency:.2f} s)"
    slow = await wait_for_diagnostics(client, SLOW_URI, version=1, timeout=120)
    assert {"K001", "V001"} <= {d.code for d in slow.diagnostics}
    assert "S007" not in {d.code for d in slow.diagnostics}  # No budget: all of it was checked.


async def test_a_newer_version_supersedes_the_analysis_under_way(client: LanguageClient):
    open_document(client, SLOW_URI, SLOW_TEXT)
    await asyncio.sleep(0.5)
    # Version 2 breaks the first line: version 1's analysis is stopped, not published.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=SLOW_URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            text="kernel void k(void) { int x = 1 }\n",
        )],
    ))
    published = await wait_for_diagnostics(client, SLOW_URI, version=2, timeout=120)
    assert "S002" in {d.code for d in published.diagnostics}
    assert [p.version for p in client.published if p.uri == SLOW_URI] == [2]


async def test_a_time_budget_from_the_settings_cuts_the_slow_document(client: LanguageClient):
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
        settings={"opencl": {"analysis": {"timeBudgetMs": 1}, "diagnostics": {"debounceMs": 0}}},
    ))
    open_document(client, SLOW_URI, SLOW_TEXT)
    published = await wait_for_diagnostics(client, SLOW_URI, version=1, timeout=120)
    notes = [d for d in published.diagnostics if d.code == "S007"]
    assert len(notes) == 1 and notes[0].severity == types.DiagnosticSeverity.Information
    assert notes[0].message.startswith("analysis stopped at its time budget of 1 ms: skipped ")


async def test_the_most_recently_edited_document_goes_first():
    """The scheduler itself, with real documents and the real analysis, one thread: while it
    is busy, two documents get ready; the one edited last is analyzed first."""
    from opencl_lsp.analysis.budget import Budget
    from opencl_lsp.analysis.driver import analyze
    from opencl_lsp.lsp.diagnostics import DiagnosticsScheduler
    from opencl_lsp.lsp.documents import DocumentStore

    docs = DocumentStore()
    for uri, text in ((SLOW_URI, SLOW_TEXT), ("a", SMALL_TEXT), ("b", SMALL_TEXT)):
        docs.open(uri, text, 1)
    published: list[str] = []
    done = asyncio.Event()

    def publish(uri, snapshot, findings):
        published.append(uri)
        if len(published) == 3:
            done.set()

    def prepare(uri, snapshot):
        return lambda cancelled: analyze(snapshot, budget=Budget(None, cancelled))

    scheduler = DiagnosticsScheduler(docs, prepare, publish, debounce_s=0, workers=1)
    try:
        scheduler.schedule(SLOW_URI)
        await asyncio.sleep(0.1)
        scheduler.schedule("a")
        scheduler.schedule("b")
        await asyncio.wait_for(done.wait(), 120)
    finally:
        scheduler.shutdown()
    assert published == [SLOW_URI, "b", "a"]
