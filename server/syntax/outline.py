"""The outline of a file: its kernels, functions, types, macros and globals.

Definitions come from queries/tags.scm, the same file editors use, so the
server and the editor agree on what a definition is. The tags query names
the entity and its extent; this module refines the kind (a function with a
`kernel` qualifier is a kernel, a struct specifier is a struct) and adds the
members of structs, unions and enums as children.

On a huge file (over SHALLOW_ABOVE_BYTES) the outline lists only what starts
at most SHALLOW_DEPTH levels below the root: functions, kernels, types,
macros, globals and the fields of structs, also inside an include guard or
a conditional, but not enumerators nor what lies deeper in conditionals. The
query then skips function bodies instead of visiting every node (seconds on
20 MB).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

import tree_sitter

from .declarators import declared_name
from .document import Snapshot
from .language import query

SHALLOW_ABOVE_BYTES = 2 << 20
SHALLOW_DEPTH = 3
# A shallow outline lists at most this many symbols (the first ones): each
# costs its conversion and about 300 bytes of reply, and no one reads more.
SHALLOW_MAX_SYMBOLS = 5000


def depth_limit(snapshot: Snapshot) -> int | None:
    """The deepest level the outline of this file looks at; None for every level."""
    return SHALLOW_DEPTH if len(snapshot.data) > SHALLOW_ABOVE_BYTES else None


class SymbolKind(Enum):
    KERNEL = "kernel"
    FUNCTION = "function"
    STRUCT = "struct"
    UNION = "union"
    ENUM = "enum"
    TYPEDEF = "typedef"
    MACRO = "macro"
    VARIABLE = "variable"
    FIELD = "field"
    ENUMERATOR = "enumerator"


@dataclass
class Symbol:
    name: str
    kind: SymbolKind
    start: int
    end: int
    name_start: int
    name_end: int
    detail: str = ""
    children: list["Symbol"] = field(default_factory=list)


TYPE_KINDS = {
    "struct_specifier": SymbolKind.STRUCT,
    "union_specifier": SymbolKind.UNION,
    "enum_specifier": SymbolKind.ENUM,
    "type_definition": SymbolKind.TYPEDEF,
}


def is_kernel(definition: tree_sitter.Node) -> bool:
    """Whether a function definition or declaration carries kernel/__kernel."""
    # Child by child: `children` would make a node for each (the body too), and the specifier
    # comes first.
    for i in range(definition.child_count):
        kind = definition.child(i).type
        if kind == "kernel_specifier":
            return True
        if kind in _HEAD_ENDS:
            break
    return False


_HEAD_ENDS = frozenset(("function_declarator", "pointer_declarator", "compound_statement"))


def declared_function_names(root: tree_sitter.Node, data: bytes) -> set[bytes]:
    """Names of the functions this file declares or defines at top level."""
    names: set[bytes] = set()
    for item in root.children:
        declarator = item.child_by_field_name("declarator")
        while declarator is not None and declarator.type in {"pointer_declarator", "function_declarator"}:
            if declarator.type == "function_declarator":
                inner = declarator.child_by_field_name("declarator")
                if inner is not None and inner.type == "identifier":
                    names.add(data[inner.start_byte : inner.end_byte])
                break
            declarator = declarator.child_by_field_name("declarator")
    return names


def _signature(snapshot: Snapshot, definition: tree_sitter.Node) -> str:
    body = definition.child_by_field_name("body")
    end = body.start_byte if body is not None else definition.end_byte
    text = snapshot.data[definition.start_byte : end].decode("utf-8", "replace")
    return " ".join(text.split())[:200]


def _members(snapshot: Snapshot, specifier: tree_sitter.Node) -> list[Symbol]:
    """Fields of a struct or union (enumerators come from the tags query)."""
    body = specifier.child_by_field_name("body")
    if body is None:
        return []
    out: list[Symbol] = []
    for child in body.named_children:
        if child.type == "field_declaration":
            for declarator in child.children_by_field_name("declarator"):
                name = declared_name(declarator)
                if name is not None:
                    sym = _symbol(snapshot, child, name, SymbolKind.FIELD)
                    type_node = child.child_by_field_name("type")
                    if type_node is not None:
                        sym.detail = snapshot.text(type_node)
                    out.append(sym)
    return out


def _symbol(snapshot, node, name, kind) -> Symbol:
    return Symbol(
        name=snapshot.text(name),
        kind=kind,
        start=node.start_byte,
        end=node.end_byte,
        name_start=name.start_byte,
        name_end=name.end_byte,
    )


def _kind(capture: str, node: tree_sitter.Node) -> SymbolKind | None:
    if capture == "definition.function":
        return SymbolKind.KERNEL if is_kernel(node) else SymbolKind.FUNCTION
    if capture == "definition.macro":
        return SymbolKind.MACRO
    if capture in {"definition.type", "definition.class"}:
        return TYPE_KINDS.get(node.type, SymbolKind.TYPEDEF)
    if capture == "definition.constant":
        return SymbolKind.ENUMERATOR
    if capture == "definition.variable":
        return SymbolKind.VARIABLE
    return None


def outline(snapshot: Snapshot, max_depth: int | None = None, max_symbols: int | None = None) -> list[Symbol]:
    """Top-level symbols in document order, with members nested.

    With `max_depth`, only symbols whose construct starts at most that many
    levels below the root (and the fields of the structs among them); with
    `max_symbols`, only the first that many (not counting fields).
    """
    if snapshot.binary:
        return []
    seen: set[tuple[int, int]] = set()
    symbols: list[Symbol] = []
    for _pattern, match in _tag_matches(snapshot, max_depth, max_symbols is not None):
        if max_symbols is not None and len(symbols) >= max_symbols:
            break
        names = match.get("name")
        if not names:
            continue
        for capture, nodes in match.items():
            kind = _kind(capture, nodes[0]) if capture != "name" else None
            if kind is None:
                continue
            node, name = nodes[0], names[0]
            key = (name.start_byte, name.end_byte)
            if key in seen:
                continue
            seen.add(key)
            sym = _symbol(snapshot, node, name, kind)
            if kind in {SymbolKind.KERNEL, SymbolKind.FUNCTION}:
                sym.detail = _signature(snapshot, node)
            elif kind in {SymbolKind.STRUCT, SymbolKind.UNION}:
                sym.children = _members(snapshot, node)
            elif kind is SymbolKind.TYPEDEF:
                inner = node.child_by_field_name("type")
                if inner is not None and inner.type in {"struct_specifier", "union_specifier"}:
                    sym.children = _members(snapshot, inner)
            symbols.append(sym)
    return _nest(symbols)


# With a cap on the count, the tags query runs one window of the file at a
# time, so the part of a huge file after the first symbols is never visited.
WINDOW_BYTES = 1 << 20


def _tag_matches(snapshot: Snapshot, max_depth: int | None, windowed: bool):
    cursor = tree_sitter.QueryCursor(query("tags"))
    if max_depth is not None:
        cursor.set_max_start_depth(max_depth)
    root = snapshot.tree.root_node
    if not windowed:
        yield from cursor.matches(root)
        return
    size = len(snapshot.data)
    for low in range(0, size, WINDOW_BYTES):
        # A construct across a window's edge matches in both windows; `seen` drops the second.
        cursor.set_byte_range(low, min(size, low + WINDOW_BYTES))
        yield from cursor.matches(root)


def _nest(symbols: list[Symbol]) -> list[Symbol]:
    """Place symbols inside the symbols whose range encloses them."""
    symbols.sort(key=lambda s: (s.start, -s.end))
    roots: list[Symbol] = []
    stack: list[Symbol] = []
    for sym in symbols:
        while stack and not (stack[-1].start <= sym.start and sym.end <= stack[-1].end):
            stack.pop()
        (stack[-1].children if stack else roots).append(sym)
        stack.append(sym)
    return roots
