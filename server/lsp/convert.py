"""Conversions between engine results (bytes, findings) and lsprotocol types."""

from __future__ import annotations

from typing import Optional

from lsprotocol import types

from ..analysis.findings import STATIC, Finding
from ..syntax.document import Snapshot
from ..syntax.outline import Symbol, SymbolKind
from ..syntax.positions import Encoding, Position
from .documents import encoding_of  # noqa: F401 - named here for the handlers.
from .rule_lookup import load_rules, lookup_rule  # noqa: F401 - named here for the handlers.

SOURCE = STATIC  # The static analysis' findings name it as their source.

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


# Kinds of the workspace index (server/project/index.py) as protocol symbol kinds.
INDEX_SYMBOL_KINDS = {
    "kernel": types.SymbolKind.Function,
    "function": types.SymbolKind.Function,
    "prototype": types.SymbolKind.Function,
    "struct": types.SymbolKind.Struct,
    "union": types.SymbolKind.Struct,
    "enum": types.SymbolKind.Enum,
    "typedef": types.SymbolKind.TypeParameter,
    "macro": types.SymbolKind.Constant,
    "variable": types.SymbolKind.Variable,
    "field": types.SymbolKind.Field,
    "enumerator": types.SymbolKind.EnumMember,
}


def position(snapshot: Snapshot, offset: int, encoding: Encoding) -> types.Position:
    pos = snapshot.position(offset, encoding)
    return types.Position(line=pos.line, character=pos.character)


def range_(snapshot: Snapshot, start: int, end: int, encoding: Encoding) -> types.Range:
    return types.Range(start=position(snapshot, start, encoding), end=position(snapshot, end, encoding))


def offset(snapshot: Snapshot, pos: types.Position, encoding: Encoding) -> int:
    return snapshot.offset(Position(pos.line, pos.character), encoding)


def diagnostic(
    snapshot: Optional[Snapshot], finding: Finding, encoding: Encoding, uri: str, locate=None
) -> types.Diagnostic:
    """The protocol diagnostic of a static or device finding (`finding.source` names who said it).

    `locate(path, start, end)` gives a location in another file: for related notes in headers, and
    for a finding whose `path` is a file without a snapshot here (a device finding in a header that
    is not open).
    """
    rule = lookup_rule(finding.code)
    here = snapshot.path if snapshot is not None else None
    if finding.path is None or finding.path == here:
        where = range_(snapshot, finding.start, finding.end, encoding)
    else:
        where = locate(finding.path, finding.start, finding.end).range
    related = []
    for r in finding.related:
        if snapshot is not None and (r.path is None or r.path == here):
            location = types.Location(uri=uri, range=range_(snapshot, r.start, r.end, encoding))
        elif locate is not None:
            location = locate(r.path, r.start, r.end)
        else:
            continue
        related.append(types.DiagnosticRelatedInformation(location=location, message=r.message))
    return types.Diagnostic(
        range=where,
        message=finding.message,
        severity=types.DiagnosticSeverity(int(finding.severity)),
        code=finding.code,
        code_description=types.CodeDescription(href=rule.doc_url) if rule else None,
        source=finding.source,
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


COMPLETION_KINDS = {
    "function": types.CompletionItemKind.Function,
    "keyword": types.CompletionItemKind.Keyword,
    "type": types.CompletionItemKind.Class,
    "variable": types.CompletionItemKind.Variable,
    "field": types.CompletionItemKind.Field,
    "macro": types.CompletionItemKind.Constant,
    "constant": types.CompletionItemKind.Constant,
    "snippet": types.CompletionItemKind.Snippet,
    "file": types.CompletionItemKind.File,
    "folder": types.CompletionItemKind.Folder,
    "module": types.CompletionItemKind.Module,
    "enum_member": types.CompletionItemKind.EnumMember,
}


def completion_item(item, edit_range: types.Range | None, snippets: bool = True) -> types.CompletionItem:
    """One engine completion candidate as an LSP item; docs come later through resolve.

    A client without snippet support gets a snippet's text with its placeholders filled in.
    """
    text = item.insert_text if item.insert_text is not None else item.label
    is_snippet = item.is_snippet and snippets
    if item.is_snippet and not snippets:
        from ..hover.plain_text import plain_snippet

        text = plain_snippet(text)
    return types.CompletionItem(
        label=item.label,
        kind=COMPLETION_KINDS.get(item.kind, types.CompletionItemKind.Text),
        detail=item.detail or None,
        sort_text=item.sort_text,
        filter_text=item.filter_text,
        text_edit=types.TextEdit(range=edit_range, new_text=text) if edit_range is not None else None,
        insert_text=None if edit_range is not None else text,
        insert_text_format=types.InsertTextFormat.Snippet if is_snippet else types.InsertTextFormat.PlainText,
        tags=[types.CompletionItemTag.Deprecated] if item.deprecated else None,
        data=item.resolve_key,
    )


def signature_help(result, markdown: bool = True) -> types.SignatureHelp:
    from .markup import content

    return types.SignatureHelp(
        signatures=[
            types.SignatureInformation(
                label=sig.label,
                documentation=content(sig.documentation, markdown) if sig.documentation else None,
                parameters=[types.ParameterInformation(label=(start, end)) for start, end in sig.parameters],
            )
            for sig in result.signatures
        ],
        active_signature=result.active_signature,
        active_parameter=result.active_parameter,
    )


def code_actions(snapshot: Snapshot, findings, uri: str, encoding: Encoding, start: int, end: int):
    """Quick fixes of the findings that touch [start, end], then "ignore on this line" for each."""
    from ..analysis.suppressions import ignore_fix

    # A zero-width finding (a missing ';' at the end of a line) is shown on the character before
    # it, which is where an editor asks for its actions (eglot, on the highlighted character).
    touching = [f for f in findings if not (f.end < start or (f.start - 1 if f.start == f.end else f.start) > end)]
    actions = []
    for finding in touching:
        if finding.fix is not None:
            actions.append(_action(snapshot, finding, finding.fix, uri, encoding, len(finding.fix.edits) == 1))
    for finding in touching:
        if finding.code[0] in SUPPRESSIBLE_FAMILIES:
            fix = ignore_fix(snapshot, finding)
            if fix is not None:
                actions.append(_action(snapshot, finding, fix, uri, encoding, False))
    return actions


# Semantic rule families; syntax (S) and preprocessor (P) findings are not silenced per line.
SUPPRESSIBLE_FAMILIES = "QVCKBXD"


def _action(snapshot: Snapshot, finding, fix, uri: str, encoding: Encoding, preferred: bool):
    edits = [types.TextEdit(range=range_(snapshot, e.start, e.end, encoding), new_text=e.new_text) for e in fix.edits]
    return types.CodeAction(
        title=fix.title,
        kind=types.CodeActionKind.QuickFix,
        diagnostics=[diagnostic(snapshot, finding, encoding, uri)],
        edit=types.WorkspaceEdit(changes={uri: edits}),
        is_preferred=preferred,
    )
