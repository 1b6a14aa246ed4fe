"""Navigation: definition, declaration, type definition, references, highlights, workspace symbols.

The project's navigation module is imported on first use (it is not needed to start).
"""

from __future__ import annotations

from lsprotocol import types

from ...syntax.occurrences import occurrences
from .. import convert
from .base import Server, at, guarded


def engine():
    """The project's navigation module, imported on first use."""
    from ...project import navigation

    return navigation


def locations(ls: Server, found) -> list[types.Location]:
    return [ls.location(loc) for loc in found]


@guarded(default=None)
def definition(ls: Server, params: types.DefinitionParams):
    snap, offset = at(ls, params)
    return locations(ls, engine().definition(ls.project.index, snap, offset)) if snap else None


@guarded(default=None)
def declaration(ls: Server, params: types.DeclarationParams):
    snap, offset = at(ls, params)
    return locations(ls, engine().declaration(ls.project.index, snap, offset)) if snap else None


@guarded(default=None)
def type_definition(ls: Server, params: types.TypeDefinitionParams):
    snap, offset = at(ls, params)
    return locations(ls, engine().type_definition(ls.project.index, snap, offset)) if snap else None


@guarded(default=None)
def references(ls: Server, params: types.ReferenceParams):
    snap, offset = at(ls, params)
    if snap is None:
        return None
    found = engine().references(ls.project.index, snap, offset, params.context.include_declaration)
    return locations(ls, found)


@guarded(default=[])
def document_highlight(ls: Server, params: types.DocumentHighlightParams):
    snap, offset = at(ls, params)
    if snap is None:
        return []
    return [
        types.DocumentHighlight(
            range=convert.range_(snap, o.start, o.end, ls.encoding),
            kind=types.DocumentHighlightKind.Write if o.is_write else types.DocumentHighlightKind.Read,
        )
        for o in occurrences(snap, offset)
    ]


@guarded(default=[])
def workspace_symbol(ls: Server, params: types.WorkspaceSymbolParams):
    navigation = engine()
    return [
        types.SymbolInformation(
            name=d.name,
            kind=convert.INDEX_SYMBOL_KINDS.get(d.kind, types.SymbolKind.Variable),
            location=ls.location(navigation.Location(d.path, d.name_start, d.name_end)),
            container_name=d.container or None,
        )
        for d in navigation.workspace_symbols(ls.project.index, params.query)
    ]


FEATURES = (
    (types.TEXT_DOCUMENT_DEFINITION, None, definition),
    (types.TEXT_DOCUMENT_DECLARATION, None, declaration),
    (types.TEXT_DOCUMENT_TYPE_DEFINITION, None, type_definition),
    (types.TEXT_DOCUMENT_REFERENCES, None, references),
    (types.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT, None, document_highlight),
    (types.WORKSPACE_SYMBOL, None, workspace_symbol),
)
