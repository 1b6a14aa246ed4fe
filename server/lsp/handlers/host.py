"""Host files (Python, C, C++): answers only inside the OpenCL kernels embedded in their strings.

`register` passes every handler through `route`: a request about a host
document goes to the host handler of its method here, or gets no answer
(None) when there is none, so the user's own Python or C server is the only
one speaking outside the kernels. Each handler calls one entry point of
`embedded.editor`, which maps positions into the kernel and the answer back.
`opencl.embedded.languages` (`[embedded] languages`) turns a language off: its
documents then get nothing at all, and an empty publish.
"""

from __future__ import annotations

import asyncio
import functools
import os
from typing import Callable

from lsprotocol import types
from pygls.uris import to_fs_path

from ...embedded import editor
from ...syntax.positions import Position
from .. import convert, markup
from ..documents import Change
from . import diagnostics as opencl_diagnostics
from .base import Server, at, guarded


def _enabled(ls: Server, uri: str, snap) -> bool:
    return snap.language in ls.config_for(uri).embedded_languages


def _kernels(ls: Server):
    """The project view of each kernel: the workspace's, with the kernel's literal build options."""
    return editor.project_for(ls.project, ls.config_with_flags)


# Text synchronization.


def did_open(ls: Server, params: types.DidOpenTextDocumentParams):
    item = params.text_document
    language = editor.language_of(item.language_id, to_fs_path(item.uri) or item.uri, item.text)
    doc = ls.documents.open_host(item.uri, item.text, item.version, language)
    # Without a workspace, the folders of opened files may be read (the kernels' #include'd headers).
    ls.project.open_dirs.add(os.path.dirname(doc.path))
    ls.scheduler.schedule(item.uri, immediate=True)


def did_change(ls: Server, params: types.DidChangeTextDocumentParams):
    uri = params.text_document.uri
    ls.documents.edit(uri, [_change(c) for c in params.content_changes], params.text_document.version, ls.encoding)
    ls.scheduler.schedule(uri)


def _change(change) -> Change:
    if isinstance(change, types.TextDocumentContentChangePartial):
        start, end = change.range.start, change.range.end
        return Position(start.line, start.character), Position(end.line, end.character), change.text
    return None, None, change.text


def did_save(ls: Server, params: types.DidSaveTextDocumentParams):
    return None  # A host file is nobody's header: nothing else to check again.


def did_close(ls: Server, params: types.DidCloseTextDocumentParams):
    uri = params.text_document.uri
    ls.scheduler.forget(uri)
    ls.documents.close(uri)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


# Diagnostics: the scheduler's two calls, for host and OpenCL documents alike.


def prepare(ls: Server, uri: str, snapshot):
    if not isinstance(snapshot, editor.HostSnapshot):
        return opencl_diagnostics.prepare(ls, uri, snapshot)
    config = ls.config_for(uri)
    enabled = snapshot.language in config.embedded_languages
    kernels = _kernels(ls)

    def work(cancelled=None) -> list:
        if not enabled:
            return []
        convert.load_rules()
        budget = config.analysis_time_budget_ms / 1000 or None
        return editor.diagnostics(snapshot, kernels, config.disabled_rules, budget)

    return work


def publish(ls: Server, uri: str, snapshot, findings: list) -> None:
    if not isinstance(snapshot, editor.HostSnapshot):
        return opencl_diagnostics.publish(ls, uri, snapshot, findings)
    ls.documents.remember(snapshot, uri, opencl_diagnostics.FINDINGS, findings)
    diagnostics = [convert.diagnostic(snapshot, f, ls.encoding, uri) for f in findings]
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=snapshot.version)
    )


# Features inside kernels.


@guarded(default=None)
def hover(ls: Server, params: types.HoverParams):
    snap, offset = at(ls, params)
    if snap is None or not _enabled(ls, params.text_document.uri, snap):
        return None
    version, features = ls.language_config(params.text_document.uri)
    found = editor.hover(snap, offset, version, features, _kernels(ls))
    if found is None:
        return None
    return types.Hover(
        contents=markup.content(found.markdown, markup.hover_markdown(ls)),
        range=convert.range_(snap, found.start, found.end, ls.encoding),
    )


@guarded(default=None)
def completion(ls: Server, params: types.CompletionParams):
    snap, offset = at(ls, params)
    if snap is None or not _enabled(ls, params.text_document.uri, snap):
        return None
    version, features = ls.language_config(params.text_document.uri)
    found = editor.completion(snap, offset, version, features)
    if found is None:
        return None
    ls.completion_config = (version, features)
    edit_range = None
    if found.replace_start is not None:
        edit_range = convert.range_(snap, found.replace_start, offset, ls.encoding)
    return types.CompletionList(
        is_incomplete=found.is_incomplete,
        items=[convert.completion_item(item, edit_range, markup.snippets(ls)) for item in found.items],
    )


@guarded(default=None)
def signature_help(ls: Server, params: types.SignatureHelpParams):
    snap, offset = at(ls, params)
    if snap is None or not _enabled(ls, params.text_document.uri, snap):
        return None
    version, features = ls.language_config(params.text_document.uri)
    found = editor.signature_help(snap, offset, version, features)
    return convert.signature_help(found, markup.signature_markdown(ls)) if found is not None and found.signatures else None


@guarded(default=None)
def definition(ls: Server, params: types.DefinitionParams):
    snap, offset = at(ls, params)
    if snap is None or not _enabled(ls, params.text_document.uri, snap):
        return None
    return [ls.location(loc) for loc in editor.definition(snap, offset, ls.project.index, ls.project.read)] or None


@guarded(default=None)
def document_symbol(ls: Server, params: types.DocumentSymbolParams):
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None or not _enabled(ls, params.text_document.uri, snap):
        return None
    return [convert.document_symbol(snap, symbol, ls.encoding) for symbol in editor.outline(snap)]


def _tokens(ls: Server, params, with_range: bool):
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None or not _enabled(ls, params.text_document.uri, snap):
        return types.SemanticTokens(data=[])
    span = None
    if with_range:
        span = (convert.offset(snap, params.range.start, ls.encoding), convert.offset(snap, params.range.end, ls.encoding))
    return types.SemanticTokens(data=editor.token_data(snap, _kernels(ls), ls.encoding, span))


@guarded(default=None)
def semantic_tokens_full(ls: Server, params: types.SemanticTokensParams):
    return _tokens(ls, params, False)


@guarded(default=None)
def semantic_tokens_delta(ls: Server, params: types.SemanticTokensDeltaParams):
    return _tokens(ls, params, False)  # A full answer is a valid delta answer.


@guarded(default=None)
def semantic_tokens_range(ls: Server, params: types.SemanticTokensRangeParams):
    return _tokens(ls, params, True)


HANDLERS: dict[str, Callable] = {
    types.TEXT_DOCUMENT_DID_OPEN: did_open,
    types.TEXT_DOCUMENT_DID_CHANGE: did_change,
    types.TEXT_DOCUMENT_DID_SAVE: did_save,
    types.TEXT_DOCUMENT_DID_CLOSE: did_close,
    types.TEXT_DOCUMENT_HOVER: hover,
    types.TEXT_DOCUMENT_COMPLETION: completion,
    types.TEXT_DOCUMENT_SIGNATURE_HELP: signature_help,
    types.TEXT_DOCUMENT_DEFINITION: definition,
    types.TEXT_DOCUMENT_DOCUMENT_SYMBOL: document_symbol,
    types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL: semantic_tokens_full,
    types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL_DELTA: semantic_tokens_delta,
    types.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE: semantic_tokens_range,
}


def _is_host(ls: Server, method: str, params) -> bool:
    document = getattr(params, "text_document", None)
    if document is None:
        return False
    if method == types.TEXT_DOCUMENT_DID_OPEN:
        return getattr(document, "language_id", None) in editor.LANGUAGE_IDS
    return ls.documents.is_host(document.uri)


def route(method: str, handler: Callable) -> Callable:
    """`handler` for OpenCL documents; for a host document, this module's handler of `method` or None."""
    host = HANDLERS.get(method)
    if asyncio.iscoroutinefunction(handler):

        @functools.wraps(handler)
        async def routed_async(ls, params):
            if _is_host(ls, method, params):
                return host(ls, params) if host is not None else None
            return await handler(ls, params)

        return routed_async

    @functools.wraps(handler)
    def routed(ls, params):
        if _is_host(ls, method, params):
            return host(ls, params) if host is not None else None
        return handler(ls, params)

    return routed
