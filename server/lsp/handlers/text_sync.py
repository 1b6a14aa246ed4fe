"""Text synchronization: open, change, save and close; each change schedules diagnostics and device builds."""

from __future__ import annotations

import logging
import os

from lsprotocol import types

from ...syntax.positions import Position
from ..documents import Change
from .base import Server

log = logging.getLogger(__name__)


def did_open(ls: Server, params: types.DidOpenTextDocumentParams):
    item = params.text_document
    doc = ls.documents.open(item.uri, item.text, item.version)
    ls.project.open_dirs.add(os.path.dirname(doc.path))
    ls.scheduler.schedule(item.uri, immediate=True)
    ls.device.on_open(item.uri)


def did_change(ls: Server, params: types.DidChangeTextDocumentParams):
    uri = params.text_document.uri
    changes = [_change(change) for change in params.content_changes]
    if not ls.documents.edit(uri, changes, params.text_document.version, ls.encoding):
        log.warning("didChange for a document that is not open: %s", uri)
        return
    ls.scheduler.schedule(uri)
    ls.device.on_change(uri)


def _change(change) -> Change:
    if isinstance(change, types.TextDocumentContentChangePartial):
        start, end = change.range.start, change.range.end
        return Position(start.line, start.character), Position(end.line, end.character), change.text
    return None, None, change.text


def did_save(ls: Server, params: types.DidSaveTextDocumentParams):
    # Other files may include this one: their header macros are stale.
    saved = params.text_document.uri
    path = ls.documents.path_of(saved)
    if path is None:
        return
    ls.project.header_macros.invalidate([path])
    for uri in ls.documents.uris():
        if uri != saved:
            ls.scheduler.schedule(uri)
    ls.device.on_save(saved)


def did_close(ls: Server, params: types.DidCloseTextDocumentParams):
    uri = params.text_document.uri
    ls.scheduler.forget(uri)
    ls.device.on_close(uri)
    path = ls.documents.path_of(uri)
    if path is not None:
        ls.project.index.set_closed(path)
    ls.documents.close(uri)
    ls.token_cache.pop(uri, None)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


FEATURES = (
    (types.TEXT_DOCUMENT_DID_OPEN, None, did_open),
    (types.TEXT_DOCUMENT_DID_CHANGE, None, did_change),
    (types.TEXT_DOCUMENT_DID_SAVE, None, did_save),
    (types.TEXT_DOCUMENT_DID_CLOSE, None, did_close),
)
