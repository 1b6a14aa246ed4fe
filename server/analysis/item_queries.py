"""Pairs of nodes that a tree-sitter query finds in one top-level item, shared by item rules.

A rule that looks for one construct inside declarations (the declarators of
declarations, kernel qualifiers, bit-field clauses) asks a query, run in C,
rather than walking the item in Python; each `ItemQuery` compiles its query on
first use.
"""

from __future__ import annotations

from typing import Optional

import tree_sitter



class ItemQuery:
    """The (owner, node) pairs of a query's `@owner` and `@node` captures in an item, in the file order of the nodes."""

    def __init__(self, text: str):
        self.text = text
        self._query: Optional[tree_sitter.Query] = None  # Two threads may both compile it: harmless.

    def pairs(self, item: tree_sitter.Node) -> list[tuple[tree_sitter.Node, tree_sitter.Node]]:
        if self._query is None:
            from ..syntax.language import language

            self._query = tree_sitter.Query(language(), self.text)
        out = []
        for _pattern, captures in tree_sitter.QueryCursor(self._query).matches(item):
            owner = captures["owner"][0]
            out.extend((owner, node) for node in captures.get("node", ()))
        return sorted(out, key=lambda pair: pair[1].start_byte)
