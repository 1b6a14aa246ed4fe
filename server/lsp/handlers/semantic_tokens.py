"""Semantic tokens: full (per document version, with a result id), delta against the last full, range."""

from __future__ import annotations

from typing import Optional

from lsprotocol import types

from ...syntax import tokens
from ...syntax.document import Snapshot
from .. import convert
from .base import Server, guarded, off_loop

LEGEND = types.SemanticTokensLegend(
    token_types=list(tokens.TOKEN_TYPES), token_modifiers=list(tokens.TOKEN_MODIFIERS)
)
EMPTY = types.SemanticTokens(data=[])


def token_data(ls: Server, snap: Snapshot, byte_range: Optional[tuple[int, int]] = None) -> list[int]:
    from ...hover.highlighting import semantic_token_data  # Imported on first use: startup stays short.

    return semantic_token_data(snap, ls.project, ls.encoding, byte_range)


async def full_tokens(ls: Server, uri: str):
    """(previous result sent for uri, this result's id, data), or None if not open."""
    snap = ls.documents.snapshot(uri)
    if snap is None:
        return None
    # Whole-file tokens, computed once per document version.
    data = await off_loop(ls.documents.derived, snap, uri, f"tokens:{ls.encoding.value}", lambda s: token_data(ls, s))
    previous = ls.token_cache.get(uri)
    result_id = ls.next_result_id()
    ls.token_cache[uri] = (result_id, data)
    return previous, result_id, data


@guarded(default=EMPTY)
async def semantic_tokens_full(ls: Server, params: types.SemanticTokensParams):
    result = await full_tokens(ls, params.text_document.uri)
    if result is None:
        return types.SemanticTokens(data=[])
    _previous, result_id, data = result
    return types.SemanticTokens(data=data, result_id=result_id)


@guarded(default=EMPTY)
async def semantic_tokens_delta(ls: Server, params: types.SemanticTokensDeltaParams):
    result = await full_tokens(ls, params.text_document.uri)
    if result is None:
        return types.SemanticTokens(data=[])
    previous, result_id, data = result
    if previous is None or previous[0] != params.previous_result_id:
        return types.SemanticTokens(data=data, result_id=result_id)
    start, delete, inserted = tokens.diff(previous[1], data)
    edits = [] if delete == 0 and not inserted else [
        types.SemanticTokensEdit(start=start, delete_count=delete, data=inserted)
    ]
    return types.SemanticTokensDelta(edits=edits, result_id=result_id)


@guarded(default=EMPTY)
async def semantic_tokens_range(ls: Server, params: types.SemanticTokensRangeParams):
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None:
        return types.SemanticTokens(data=[])
    span = (
        convert.offset(snap, params.range.start, ls.encoding),
        convert.offset(snap, params.range.end, ls.encoding),
    )
    return types.SemanticTokens(data=await off_loop(token_data, ls, snap, span))


FEATURES = (
    (types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, LEGEND, semantic_tokens_full),
    (types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL_DELTA, None, semantic_tokens_delta),
    (types.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, None, semantic_tokens_range),
)
