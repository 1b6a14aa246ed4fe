"""Conversions between engine results (bytes, findings) and lsprotocol types."""

from __future__ import annotations

from lsprotocol import types

from ..analysis.findings import Finding
from ..analysis.registry import rule as lookup_rule
from ..syntax.document import Snapshot
from ..syntax.outline import Symbol, SymbolKind
from ..syntax.positions import Encoding, Position

SOURCE = "opencl-lsp"

SYMBOL_KINDS = {
    SymbolKind.KERNEL: types.SymbolKind.Function,
    SymbolKind.FUNCTION: types.SymbolKind.Function,
    SymbolKind.STRUCT: types.SymbolKind.Struct,
    SymbolKind.UNION: types.SymbolKind.Struct,
    SymbolKind.ENUM: types.SymbolKind.Enum,
    SymbolKind.TYPEDEF: types.SymbolKind.TypeParameter,
    SymbolKind.MACRO: types.SymbolKind.Constant,
    SymbolKind.VARIABLE: types.SymbolKind.Variable,
    SymbolKind.FIELD: types.SymbolKind.Field,
    SymbolKind.ENUMERATOR: types.SymbolKind.EnumMember,
}


def encoding_of(kind) -> Encoding:
    value = str(getattr(kind, "value", kind) or "utf-16")
    return {"utf-8": Encoding.UTF8, "utf-32": Encoding.UTF32}.get(value, Encoding.UTF16)


def position(snapshot: Snapshot, offset: int, encoding: Encoding) -> types.Position:
    pos = snapshot.position(offset, encoding)
    return types.Position(line=pos.line, character=pos.character)


def range_(snapshot: Snapshot, start: int, end: int, encoding: Encoding) -> types.Range:
    return types.Range(start=position(snapshot, start, encoding), end=position(snapshot, end, encoding))


def offset(snapshot: Snapshot, pos: types.Position, encoding: Encoding) -> int:
    return snapshot.offset(Position(pos.line, pos.character), encoding)


def diagnostic(snapshot: Snapshot, finding: Finding, encoding: Encoding, uri: str) -> types.Diagnostic:
    rule = lookup_rule(finding.code)
    related = [
        types.DiagnosticRelatedInformation(
            location=types.Location(uri=uri, range=range_(snapshot, r.start, r.end, encoding)),
            message=r.message,
        )
        for r in finding.related
        if r.path is None
    ]
    return types.Diagnostic(
        range=range_(snapshot, finding.start, finding.end, encoding),
        message=finding.message,
        severity=types.DiagnosticSeverity(int(finding.severity)),
        code=finding.code,
        code_description=types.CodeDescription(href=rule.doc_url) if rule else None,
        source=SOURCE,
        related_information=related or None,
        tags=[types.DiagnosticTag.Unnecessary] if finding.unnecessary else None,
        data={"name": rule.name} if rule else None,
    )


def document_symbol(snapshot: Snapshot, symbol: Symbol, encoding: Encoding) -> types.DocumentSymbol:
    detail = symbol.detail
    if symbol.kind is SymbolKind.KERNEL:
        detail = f"kernel · {detail}" if detail else "kernel"
    return types.DocumentSymbol(
        name=symbol.name,
        kind=SYMBOL_KINDS[symbol.kind],
        range=range_(snapshot, symbol.start, symbol.end, encoding),
        selection_range=range_(snapshot, symbol.name_start, symbol.name_end, encoding),
        detail=detail or None,
        children=[document_symbol(snapshot, child, encoding) for child in symbol.children] or None,
    )
