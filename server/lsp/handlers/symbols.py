"""The document's structure: outline (document symbols), folding ranges, selection ranges.

Outline and folds are whole-file results, kept per document version
(`DocumentStore.derived`) and computed off the loop; on huge files they look
only a few levels deep (logged).
"""

from __future__ import annotations

import logging

from lsprotocol import types

from ...syntax import outline, structure
from ...syntax.document import Snapshot
from ...syntax.positions import Encoding
from .. import convert
from .base import Server, guarded, off_loop

log = logging.getLogger(__name__)

FOLD_KINDS = {"comment": types.FoldingRangeKind.Comment, "imports": types.FoldingRangeKind.Imports}


@guarded(default=[])
async def document_symbol(ls: Server, params: types.DocumentSymbolParams):
    uri, encoding = params.text_document.uri, ls.encoding
    snap = ls.documents.snapshot(uri)
    if snap is None:
        return []

    def compute(s: Snapshot) -> list[types.DocumentSymbol]:
        return [convert.document_symbol(s, symbol, encoding) for symbol in bounded_outline(s)]

    return await off_loop(ls.documents.derived, snap, uri, f"symbols:{encoding.value}", compute)


def bounded_outline(snap: Snapshot) -> list[outline.Symbol]:
    depth = outline.depth_limit(snap)
    most = None if depth is None else outline.SHALLOW_MAX_SYMBOLS
    symbols = outline.outline(snap, depth, most)
    if depth is not None:
        log.info("documentSymbol capped: %s is %s: only symbols at most %d levels deep, %s",
                 snap.path, _mib(snap), depth, f"the first {most}" if len(symbols) >= most else "all of them")
    return symbols


@guarded(default=[])
async def folding_range(ls: Server, params: types.FoldingRangeParams):
    uri = params.text_document.uri
    snap = ls.documents.snapshot(uri)
    if snap is None:
        return []

    def compute(s: Snapshot) -> list[types.FoldingRange]:
        return [
            types.FoldingRange(
                start_line=f.start_line, end_line=f.end_line, kind=FOLD_KINDS.get(f.kind, types.FoldingRangeKind.Region)
            )
            for f in bounded_folds(s)
        ]

    return await off_loop(ls.documents.derived, snap, uri, "folds", compute)


def bounded_folds(snap: Snapshot) -> list[structure.Fold]:
    depth = structure.fold_depth_limit(snap)
    most = None if depth is None else structure.SHALLOW_MAX_FOLDS
    found = structure.folds(snap, depth, most)
    if depth is not None:
        log.info("foldingRange capped: %s is %s: only nodes at most %d levels deep, %s",
                 snap.path, _mib(snap), depth, f"the first {most}" if len(found) >= most else "all of them")
    return found


@guarded(default=[])
def selection_range(ls: Server, params: types.SelectionRangeParams):
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None:
        return []
    return [_selection(snap, structure.selection_chain(snap, convert.offset(snap, pos, ls.encoding)), ls.encoding)
            for pos in params.positions]


def _selection(snap: Snapshot, chain: list[tuple[int, int]], encoding: Encoding):
    parent = None
    for start, end in reversed(chain):
        parent = types.SelectionRange(range=convert.range_(snap, start, end, encoding), parent=parent)
    return parent


def _mib(snap: Snapshot) -> str:
    return f"{len(snap.data) / 2**20:.1f} MiB"


FEATURES = (
    (types.TEXT_DOCUMENT_DOCUMENT_SYMBOL, None, document_symbol),
    (types.TEXT_DOCUMENT_FOLDING_RANGE, None, folding_range),
    (types.TEXT_DOCUMENT_SELECTION_RANGE, None, selection_range),
)
