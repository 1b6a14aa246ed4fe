"""Diagnostics: the analysis work the scheduler runs off the loop, and the publish of its findings.

The path of a keystroke: `text_sync.did_change` edits the document and calls
`DiagnosticsScheduler.schedule`; after the debounce the scheduler calls
`prepare` here (on the loop: the configuration), runs the returned work on an
analysis thread (`analysis.driver.analyze`) and, if the version is still
current, calls `publish` here (convert, merge the device findings, send).
"""

from __future__ import annotations

import asyncio
import functools
from typing import Callable

from lsprotocol import types

from ...analysis.budget import Budget
from ...analysis.driver import analyze, analyze_syntax, collect_garbage, collection_due
from ...analysis.findings import Finding
from ...syntax.document import Snapshot
from .. import convert
from ..diagnostics import STAGED_MIN_BYTES
from .base import Server

# After a publish, a due full garbage collection waits this long (the message is written first).
GARBAGE_DELAY_S = 0.05

# DocumentStore.derived key of a document version's findings (published, or analyzed for a code action).
FINDINGS = "findings"


def prepare(ls: Server, uri: str, snapshot: Snapshot) -> Callable[..., list[Finding]]:
    """On the loop: resolve the configuration; returns the work for an analysis thread.

    The workspace index is updated after diagnostics are published
    (`Workspace.reindex`), so a keystroke's diagnostics never wait for it.
    """
    config = ls.config_for(uri)
    disabled = config.disabled_rules

    def work(cancelled=None) -> list[Finding]:
        convert.load_rules()  # Every rule, even when another thread is loading them.
        # Under the time budget; `cancelled` says a newer version superseded this one.
        budget = Budget(config.analysis_time_budget_ms / 1000, cancelled)
        return analyze(snapshot, disabled, project=ls.project, budget=budget)

    def early() -> list[Finding]:
        # The cheap stage (`DiagnosticsScheduler` runs it first on an open or a reconfigure).
        return analyze_syntax(snapshot, disabled, project=ls.project)

    if len(snapshot.data) >= STAGED_MIN_BYTES:
        work.early = early  # type: ignore[attr-defined]
        work.show_early = functools.partial(publish_partial, ls, uri, snapshot)  # type: ignore[attr-defined]
    return work


def publish_partial(ls: Server, uri: str, snapshot: Snapshot, findings: list[Finding]) -> None:
    """Send the cheap stage's findings (syntax and preprocessor) ahead of the full set of the same version.

    A partial set: it is not remembered as the version's findings (code actions would miss
    the others' fixes) and starts no follow-up work (indexing, warming); the full publish
    that follows replaces it whatever it holds.
    """
    diagnostics = ls.device.preview(uri, snapshot, findings)
    if not _sent_early(ls, uri, snapshot, diagnostics):  # The start sent this cheap stage already (early.py).
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=snapshot.version)
        )


def publish(ls: Server, uri: str, snapshot: Snapshot, findings: list[Finding]) -> None:
    """Send the findings of the document's current version, with the device findings merged in."""

    # Code actions offer the fixes of exactly these findings (no second analysis).
    ls.documents.remember(snapshot, uri, FINDINGS, findings)
    # Device findings merge into the static ones in the engine (device/merge.py); each is converted once.
    diagnostics = ls.device.diagnostics(uri, snapshot, findings)
    if not _sent_early(ls, uri, snapshot, diagnostics):
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=snapshot.version)
        )
    ls.project.reindex(snapshot, ls.thread_pool.submit)
    if collection_due():
        # The full garbage collection that large analyses made due, once this publish is out: on
        # a large heap it takes seconds, which no keystroke's findings should wait for.
        asyncio.get_running_loop().call_later(GARBAGE_DELAY_S, ls.thread_pool.submit, collect_garbage)
    # Load the catalog and the engines once publishes pause (earlier, they would compete with
    # the diagnostics for the interpreter), so the first hover or completion does not pay for it.
    # Warm for the configuration of the document last published: the completion lists are
    # cached per (version, features), so warming another key is wasted.
    ls.warm_up.published(*ls.language_config(uri))


def _sent_early(ls: Server, uri: str, snapshot: Snapshot, diagnostics: list[types.Diagnostic]) -> bool:
    """Whether the start published exactly these diagnostics of this version before the server loaded
    (early.py): the client has them, so they are not sent twice. Asked once per document."""
    handoff = ls.handoff
    if handoff is None or uri not in handoff.published:
        return False
    return handoff.already_published(uri, snapshot.version, ls.protocol.plain(diagnostics))
