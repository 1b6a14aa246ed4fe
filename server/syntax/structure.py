"""Folding ranges and selection ranges: the shape of the syntax tree.

Folds come from queries/folds.scm (shared with editors). Selection ranges
are the chain of enclosing nodes, from the token under the cursor outwards.
"""

from __future__ import annotations

from dataclasses import dataclass

from .document import Snapshot
from .language import captures


MAX_SELECTION_DEPTH = 200


@dataclass(frozen=True)
class Fold:
    start_line: int
    end_line: int
    kind: str  # "region", "comment" or "imports"


def folds(snapshot: Snapshot) -> list[Fold]:
    if snapshot.binary:
        return []
    out: dict[int, Fold] = {}
    for _pattern, _capture, node in captures("folds", snapshot.tree.root_node):
        start_line = node.start_point[0]
        end_line = node.end_point[0]
        # A closing brace at the start of the last line stays visible.
        if node.end_point[1] <= 1 and end_line > start_line:
            end_line -= 1
        if end_line <= start_line:
            continue
        if node.type == "comment":
            kind = "comment"
        elif node.type == "preproc_include":
            kind = "imports"
        else:
            kind = "region"
        current = out.get(start_line)
        if current is None or end_line > current.end_line:
            out[start_line] = Fold(start_line, end_line, kind)
    return [out[line] for line in sorted(out)]


def selection_chain(snapshot: Snapshot, offset: int) -> list[tuple[int, int]]:
    """Byte ranges from the innermost node at `offset` out to the whole file.

    Each range strictly contains the previous one, as LSP requires.
    """
    root = snapshot.tree.root_node
    node = root.descendant_for_byte_range(offset, offset)
    chain: list[tuple[int, int]] = []
    while node is not None:
        span = (node.start_byte, node.end_byte)
        if not chain or (span != chain[-1] and span[0] <= chain[-1][0] and chain[-1][1] <= span[1]):
            chain.append(span)
        node = node.parent
    whole = (0, len(snapshot.data))
    if not chain or chain[-1] != whole:
        chain.append(whole)
    if len(chain) > MAX_SELECTION_DEPTH:
        # Pathological nesting (thousands of parentheses) would make a reply
        # too deep to serialize; any subsequence still nests strictly.
        half = MAX_SELECTION_DEPTH // 2
        chain = chain[:half] + chain[-half:]
    return chain
