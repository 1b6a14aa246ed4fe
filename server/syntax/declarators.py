"""What a C declarator declares: the name, the pointer depth, the function part.

Declarators nest (`*(*name)[4]`, `__attribute__` wrappers, OpenCL block
pointers); this walks them iteratively so every layer that needs a
declared name (outline, workspace index) reads it the same way.
"""

from __future__ import annotations

from typing import Optional

import tree_sitter

NAME_TYPES = frozenset({"identifier", "field_identifier", "type_identifier"})
MAX_DEPTH = 64


def unwrap(declarator: Optional[tree_sitter.Node]):
    """(name node, pointer depth, function declarator) of a possibly nested declarator."""
    node = declarator
    stars = 0
    function = None
    for _ in range(MAX_DEPTH):
        if node is None:
            return None, stars, function
        kind = node.type
        if kind in NAME_TYPES:
            return node, stars, function
        if kind in {"pointer_declarator", "block_pointer_declarator"}:
            stars += 1
        elif kind == "function_declarator" and function is None:
            function = node
        elif kind in {"parenthesized_declarator", "attributed_declarator"}:
            node = next((c for c in node.named_children if c.type != "comment"), None)
            continue
        elif kind not in {"array_declarator", "init_declarator"}:
            return None, stars, function
        node = node.child_by_field_name("declarator")
    return None, stars, function


def declared_name(declarator: Optional[tree_sitter.Node]) -> Optional[tree_sitter.Node]:
    """The identifier a (possibly nested) declarator declares, or None."""
    return unwrap(declarator)[0]
