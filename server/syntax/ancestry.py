"""A node's ancestors without walking up through `Node.parent`.

tree-sitter keeps no parent pointers: `Node.parent` (and `next_sibling`,
`prev_sibling`) find the parent by descending from the root, so a loop that
climbs to the top costs depth x depth, and a single call costs the depth.
What this module offers instead:

- `ancestors(root, node)`: the whole chain in one descent from the root, as
  tree-sitter itself descends (`child_with_descendant`), for code that climbs
  once per request (hover, navigation);
- `ParentMap`: the parents of every node under one node, from one walk down,
  for code that climbs from many nodes of the same item (rules).

It knows nothing of OpenCL; callers decide where to stop.
"""

from __future__ import annotations

from typing import Iterator, Optional

import tree_sitter


def ancestors(root: tree_sitter.Node, node: tree_sitter.Node) -> list[tree_sitter.Node]:
    """The ancestors of `node` from `root` down to its parent (empty for `root` itself).

    `node` must lie under `root`. Reversed, the list is what repeated
    `Node.parent` calls would give up to `root`.
    """
    out: list[tree_sitter.Node] = []
    current: Optional[tree_sitter.Node] = root
    target = node.id
    while current is not None and current.id != target:
        out.append(current)
        current = current.child_with_descendant(node)
    return out if current is not None else []


class ParentMap:
    """The parent of every node under `top` (and `top`'s own parent, when given), built in one walk."""

    def __init__(self, top: tree_sitter.Node, above: Optional[tree_sitter.Node] = None):
        self.top = top
        parents: dict[int, tree_sitter.Node] = {}
        if above is not None:
            parents[top.id] = above
        stack = [top]
        while stack:
            node = stack.pop()
            for child in node.children:
                parents[child.id] = node
                if child.child_count:
                    stack.append(child)
        self._parents = parents

    def parent(self, node: tree_sitter.Node) -> Optional[tree_sitter.Node]:
        return self._parents.get(node.id)

    def ancestors(self, node: tree_sitter.Node) -> Iterator[tree_sitter.Node]:
        """The ancestors of `node`, nearest first, as far up as the map knows."""
        parents = self._parents
        current = parents.get(node.id)
        while current is not None:
            yield current
            current = parents.get(current.id)
