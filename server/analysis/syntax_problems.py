"""Turns tree-sitter's ERROR and MISSING nodes into readable syntax problems.

tree-sitter marks what it could not parse with ERROR nodes (tokens it had to
skip) and zero-width MISSING nodes (tokens it had to invent). One broken
construct often yields several such nodes, so problems are reported per
construct: nested nodes are not visited and at most one problem is kept per
source line. An error next to an identifier that looks like a macro is kept
apart: without its definition the parser cannot know the code is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator, Optional

import tree_sitter

from ..syntax.document import Snapshot

MACRO_LIKE = re.compile(rb"^[A-Z_][A-Z0-9_]*$")
IDENTIFIER_TYPES = {"identifier", "type_identifier", "field_identifier", "statement_identifier"}
MAX_DESCRIBED = 24

CONTEXTS = {
    "parameter_list": "in parameter list",
    "argument_list": "in argument list",
    "field_declaration_list": "in struct or union body",
    "enumerator_list": "in enum body",
    "initializer_list": "in initializer list",
    "compound_statement": "in block",
    "translation_unit": "at file scope",
    "for_statement": "in for statement",
    "parenthesized_expression": "in parentheses",
    "preproc_if": "in #if block",
    "preproc_ifdef": "in #ifdef block",
}


@dataclass(frozen=True)
class Problem:
    kind: str  # "unexpected" or "missing"
    start: int
    end: int
    message: str
    macro: Optional[str] = None  # the macro-like name that may explain it


def _error_nodes(root: tree_sitter.Node) -> Iterator[tree_sitter.Node]:
    """Outermost ERROR and MISSING nodes in document order, without recursion."""
    if not root.has_error:
        return
    stack = [root]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            yield node
            continue
        if node.has_error:
            stack.extend(reversed(node.children))


def _leaves(node: tree_sitter.Node, limit: int) -> list[tree_sitter.Node]:
    out: list[tree_sitter.Node] = []
    stack = [node]
    while stack and len(out) < limit:
        current = stack.pop()
        if current.child_count == 0:
            if current.type != "comment":
                out.append(current)
        else:
            stack.extend(reversed(current.children))
    return out


def _describe(snapshot: Snapshot, token: tree_sitter.Node) -> str:
    text = snapshot.text(token)
    if token.type in IDENTIFIER_TYPES:
        return f"identifier '{text}'"
    if token.is_error:
        return f"character '{text[:8]}'"
    if token.type == "number_literal":
        return f"number '{text}'"
    if token.type in {"string_content", "string_literal", '"'}:
        return "string"
    if not token.is_named or token.type in {"primitive_type"}:
        return f"'{text}'" if len(text) <= 20 else f"'{text[:20]}…'"
    return token.type.replace("_", " ")


def _context(node: tree_sitter.Node) -> str:
    parent = node.parent
    while parent is not None and parent.is_error:
        parent = parent.parent
    if parent is None:
        return ""
    phrase = CONTEXTS.get(parent.type)
    return f" {phrase}" if phrase else ""


def _leaves_between(root: tree_sitter.Node, start: int, end: int) -> list[tree_sitter.Node]:
    """Leaf tokens overlapping [start, end), found by descending only where they lie."""
    out: list[tree_sitter.Node] = []
    stack = [root]
    while stack and len(out) < MAX_DESCRIBED * 2:
        node = stack.pop()
        if node.end_byte <= start or node.start_byte >= end:
            continue
        if node.child_count == 0:
            out.append(node)
        else:
            stack.extend(reversed(node.children))
    return out


def _macro_near(snapshot: Snapshot, node: tree_sitter.Node, defined: set[bytes]) -> Optional[str]:
    """A macro-like identifier in the broken construct or before it on its line."""
    line_start = snapshot.lines.starts[node.start_point[0]]
    end = node.end_byte if node.start_point[0] == node.end_point[0] else node.start_byte + 1
    for token in _leaves_between(snapshot.tree.root_node, line_start, max(end, line_start + 1)):
        if token.type in IDENTIFIER_TYPES:
            name = snapshot.data[token.start_byte : token.end_byte]
            if name in defined or (MACRO_LIKE.match(name) and len(name) > 1):
                return name.decode("utf-8", "replace")
    return None


def _defined_macros(snapshot: Snapshot) -> set[bytes]:
    names: set[bytes] = set()
    for node in snapshot.tree.root_node.children:
        if node.type in {"preproc_def", "preproc_function_def"}:
            name = node.child_by_field_name("name")
            if name is not None:
                names.add(snapshot.data[name.start_byte : name.end_byte])
    return names


def _problem(snapshot: Snapshot, node: tree_sitter.Node, defined: set[bytes]) -> Problem:
    if node.is_missing:
        what = node.type
        expected = f"'{what}'" if not node.is_named else what.replace("_", " ")
        # Point just after the previous token: that is where the token belongs.
        return Problem("missing", node.start_byte, node.end_byte, f"expected {expected}")
    leaves = _leaves(node, MAX_DESCRIBED)
    macro = _macro_near(snapshot, node, defined)
    if not leaves:
        start, end = node.start_byte, node.end_byte
        message = "unexpected syntax" + _context(node)
    else:
        first = leaves[0]
        message = f"unexpected {_describe(snapshot, first)}{_context(node)}"
        start = first.start_byte
        end = node.end_byte if node.start_point[0] == node.end_point[0] else first.end_byte
    return Problem("unexpected", start, end, message, macro)


def collect(snapshot: Snapshot) -> list[Problem]:
    if snapshot.binary:
        return []
    defined = _defined_macros(snapshot) if snapshot.tree.root_node.has_error else set()
    problems: list[Problem] = []
    last_line = -1
    for node in _error_nodes(snapshot.tree.root_node):
        if node.start_point[0] <= last_line:
            continue  # The same broken construct, already reported.
        problems.append(_problem(snapshot, node, defined))
        last_line = node.end_point[0]
    return problems
