"""What item rules look for in one top-level item, found without a walk in Python.

A rule that looks for one construct inside declarations (the declarators of
declarations, kernel qualifiers, bit-field clauses) asks a query, run in C;
each `ItemQuery` compiles its query on first use. A rule about a few type names
(atomic, image, queue types) visits `word_nodes(pattern)`: a regular expression
over the item's text, then one descent per match.
"""

from __future__ import annotations

import re
from typing import Optional

import tree_sitter

from .registry import Visit



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


def word_nodes(pattern: "re.Pattern[bytes]", anchors: tuple[bytes, ...]) -> Visit:
    """A visit of the (word, node) pairs of an item where a named node spans exactly a match of
    `pattern`, in file order; none in a file with an `#include` that was not read (a header may
    give the names a meaning of its own). Every match holds one of the `anchors` bytes: an item
    without them is ruled out by `bytes.find`, at a tenth of the pattern's scan (a regex led by
    `\\b` tries every byte)."""

    def collect(sem, item):
        if sem.unresolved_includes:
            return ()
        data, start, end = sem.snapshot.data, item.start_byte, item.end_byte
        if not any(data.find(word, start, end) >= 0 for word in anchors):
            return ()
        out = []
        for match in pattern.finditer(data, start, end):
            node = item.named_descendant_for_byte_range(match.start(), match.end())
            if node is not None and node.start_byte == match.start() and node.end_byte == match.end():
                out.append((match.group().decode(), node))
        return out

    return Visit(f"words matching {pattern.pattern!r}", collect)
