"""Folding ranges and selection ranges: the shape of the syntax tree.

Folds come from queries/folds.scm (shared with editors). Selection ranges
are the chain of enclosing nodes, from the token under the cursor outwards.

Both stay cheap on huge files. A query over every node of a 20 MB file takes
seconds, so a file over SHALLOW_ABOVE_BYTES gets only the folds of nodes that
start at most SHALLOW_DEPTH levels below the root (functions, types,
preprocessor blocks and the statements directly in a function body; one
level less inside an include guard), which the query finds without entering
expressions. Selection chains are found from the root downwards, never
through `Node.parent` (which descends from the root each time).
"""

from __future__ import annotations

from dataclasses import dataclass

import tree_sitter

from .document import Snapshot
from .language import query


MAX_SELECTION_DEPTH = 200
SHALLOW_ABOVE_BYTES = 2 << 20
SHALLOW_DEPTH = 3
# VS Code shows at most 5,000 folds (editor.foldingMaximumRegions); a shallow
# answer stops there too.
SHALLOW_MAX_FOLDS = 5000


def fold_depth_limit(snapshot: Snapshot) -> int | None:
    """The deepest level folds are looked for at in this file; None for every level."""
    return SHALLOW_DEPTH if len(snapshot.data) > SHALLOW_ABOVE_BYTES else None


@dataclass(frozen=True)
class Fold:
    start_line: int
    end_line: int
    kind: str  # "region", "comment" or "imports"


def folds(snapshot: Snapshot, max_depth: int | None = None, max_folds: int | None = None) -> list[Fold]:
    """Folds in line order, one per start line.

    With `max_depth`, only of nodes that start that shallow; with `max_folds`, the first that many.
    """
    if snapshot.binary:
        return []
    out: dict[int, Fold] = {}
    for node in _fold_nodes(snapshot, max_depth, max_folds, out):
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
    lines = sorted(out)
    return [out[line] for line in (lines if max_folds is None else lines[:max_folds])]


# With a cap on the count, the folds query runs one window of the file at a
# time, so the part of a huge file after the first folds is never visited.
WINDOW_BYTES = 1 << 20


def _fold_nodes(snapshot: Snapshot, max_depth: int | None, max_folds: int | None, found: dict):
    """The captured nodes, outer first; with `max_folds`, window by window until `found` holds that many."""
    cursor = tree_sitter.QueryCursor(query("folds"))
    if max_depth is not None:
        cursor.set_max_start_depth(max_depth)
    root = snapshot.tree.root_node
    size = len(snapshot.data)
    step = size or 1 if max_folds is None else WINDOW_BYTES
    for low in range(0, size or 1, step):
        if max_folds is not None:
            if len(found) >= max_folds:
                return
            # A node across a window's edge comes again in the next window; its line is taken by then.
            cursor.set_byte_range(low, min(size, low + step))
        nodes = cursor.captures(root).get("fold", [])
        nodes.sort(key=lambda n: (n.start_byte, -n.end_byte))  # Outer first: of two on one line, the first wins a tie.
        yield from nodes


def selection_chain(snapshot: Snapshot, offset: int) -> list[tuple[int, int]]:
    """Byte ranges from the innermost node at `offset` out to the whole file.

    Each range strictly contains the previous one, as LSP requires.
    """
    root = snapshot.tree.root_node
    target = root.descendant_for_byte_range(offset, offset)
    # The ancestors, root first, found downwards: each step is one search among
    # one node's children, so 10,000 nested parentheses cost 10,000 steps.
    path = []
    node = root
    while node is not None and target is not None:
        path.append(node)
        if node == target:
            break
        node = node.child_with_descendant(target)
    chain: list[tuple[int, int]] = []
    for node in reversed(path):
        span = (node.start_byte, node.end_byte)
        if not chain or (span != chain[-1] and span[0] <= chain[-1][0] and chain[-1][1] <= span[1]):
            chain.append(span)
    whole = (0, len(snapshot.data))
    if not chain or chain[-1] != whole:
        chain.append(whole)
    if len(chain) > MAX_SELECTION_DEPTH:
        # Pathological nesting (thousands of parentheses) would make a reply
        # too deep to serialize; any subsequence still nests strictly.
        half = MAX_SELECTION_DEPTH // 2
        chain = chain[:half] + chain[-half:]
    return chain
