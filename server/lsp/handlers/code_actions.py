"""Code actions: the quick fixes of the findings published for this version, and "ignore" comments."""

from __future__ import annotations

from lsprotocol import types

from .. import convert
from .base import Server, guarded, off_loop
from .diagnostics import FINDINGS, prepare


@guarded(default=[])
async def code_action(ls: Server, params: types.CodeActionParams):
    uri = params.text_document.uri
    snap = ls.documents.snapshot(uri)
    if snap is None:
        return []
    work = prepare(ls, uri, snap)
    # The findings published for this version; before the first publish, an analysis of its own.
    findings = await off_loop(ls.documents.derived, snap, uri, FINDINGS, lambda _snap: work())
    start = convert.offset(snap, params.range.start, ls.encoding)
    end = convert.offset(snap, params.range.end, ls.encoding)
    return convert.code_actions(snap, findings, uri, ls.encoding, start, end)


FEATURES = (
    (
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
        code_action,
    ),
)
