"""Occurrences of the symbol under the cursor within one file.

queries/locals.scm marks scopes, definitions and references. An identifier
resolves to the innermost enclosing scope that defines its name; its
occurrences are the identifiers of that name which resolve to the same
definition. Names not defined locally (globals, functions, types, macros)
match by name across the file.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

import tree_sitter

from .document import Snapshot
from .language import captures

NAME_TYPES = {"identifier", "type_identifier", "field_identifier"}


@dataclass(frozen=True)
class Occurrence:
    start: int
    end: int
    is_write: bool


class Scopes:
    """Scopes and local definitions of one top-level item (a function, usually)."""

    def __init__(self, snapshot: Snapshot, item: tree_sitter.Node):
        self.scopes: list[tuple[int, int]] = []
        # name -> list of (definition start, scope index)
        self.definitions: dict[bytes, list[tuple[int, int]]] = {}
        pending: list[tuple[bytes, int]] = []
        span = (item.start_byte, item.end_byte)
        for _pattern, capture, node in captures("locals", item, span):
            if capture == "local.scope":
                self.scopes.append((node.start_byte, node.end_byte))
            elif capture.startswith("local.definition"):
                pending.append((snapshot.data[node.start_byte : node.end_byte], node.start_byte))
        for name, start in pending:
            self.definitions.setdefault(name, []).append((start, self._innermost(start)))

    def _innermost(self, offset: int) -> int:
        best = -1
        best_size = None
        for index, (start, end) in enumerate(self.scopes):
            if start <= offset < end and (best_size is None or end - start < best_size):
                best, best_size = index, end - start
        return best

    def resolve(self, name: bytes, offset: int) -> tuple[int, int] | None:
        """The (definition start, scope) a use of `name` at `offset` refers to, if local."""
        best = None
        best_size = None
        for start, scope in self.definitions.get(name, ()):
            if scope == -1:
                continue
            s_start, s_end = self.scopes[scope]
            if s_start <= offset < s_end and start <= offset:
                size = s_end - s_start
                if best_size is None or size < best_size:
                    best, best_size = (start, scope), size
        return best


def top_level_item(root: tree_sitter.Node, node: tree_sitter.Node) -> tree_sitter.Node:
    """The child of `root` that holds `node` (`root` itself for the root), found by tree-sitter
    in one scan of the root's children rather than by a walk up through `Node.parent`."""
    if node.id == root.id:
        return root
    return root.child_with_descendant(node) or node


class TopLevelItems:
    """The root's children by start, for many `top_level_item` questions about one tree."""

    def __init__(self, root: tree_sitter.Node):
        self.root = root
        self.children = root.children
        self.starts = [child.start_byte for child in self.children]

    def of(self, node: tree_sitter.Node) -> tree_sitter.Node:
        i = bisect_right(self.starts, node.start_byte) - 1
        if i >= 0 and node.end_byte > node.start_byte:
            child = self.children[i]
            if child.start_byte <= node.start_byte and node.end_byte <= child.end_byte:
                return child
        return top_level_item(self.root, node)  # An empty node: tree-sitter says where it hangs.


def _is_write(node: tree_sitter.Node) -> bool:
    parent = node.parent
    if parent is None:
        return False
    if parent.type == "init_declarator":
        return parent.child_by_field_name("declarator") == node
    if parent.type == "assignment_expression":
        return parent.child_by_field_name("left") == node
    if parent.type == "update_expression":
        return True
    return parent.type in {"parameter_declaration", "declaration", "pointer_declarator", "array_declarator"}


def _name_at(snapshot: Snapshot, offset: int) -> tree_sitter.Node | None:
    root = snapshot.tree.root_node
    for at in (offset, offset - 1):
        if at < 0:
            continue
        node = root.descendant_for_byte_range(at, at)
        if node is not None and node.type in NAME_TYPES:
            return node
    return None


def occurrences(snapshot: Snapshot, offset: int) -> list[Occurrence]:
    if snapshot.binary:
        return []
    target = _name_at(snapshot, offset)
    if target is None:
        return []
    name = snapshot.data[target.start_byte : target.end_byte]
    root = snapshot.tree.root_node
    items = TopLevelItems(root)
    home = items.of(target)
    scopes_by_item: dict[int, Scopes] = {}

    def scopes_of(item: tree_sitter.Node) -> Scopes:
        if item.id not in scopes_by_item:
            scopes_by_item[item.id] = Scopes(snapshot, item)
        return scopes_by_item[item.id]

    wanted = scopes_of(home).resolve(name, target.start_byte)
    if wanted is not None:
        region = scopes_of(home).scopes[wanted[1]]
    else:
        region = (0, len(snapshot.data))
    pattern = re.compile(rb"(?<![A-Za-z0-9_])" + re.escape(name) + rb"(?![A-Za-z0-9_])")
    out: list[Occurrence] = []
    for match in pattern.finditer(snapshot.data, region[0], region[1]):
        node = root.descendant_for_byte_range(match.start(), match.end())
        if node is None or node.type not in NAME_TYPES or node.start_byte != match.start():
            continue  # Inside a comment, a string or a longer token.
        if not (node.type == target.type or {node.type, target.type} <= {"identifier", "type_identifier"}):
            continue
        if scopes_of(items.of(node)).resolve(name, node.start_byte) != wanted:
            continue
        out.append(Occurrence(node.start_byte, node.end_byte, _is_write(node)))
    return out
