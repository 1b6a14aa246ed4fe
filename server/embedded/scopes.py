"""The innermost function around an offset, for the host scanners' name bindings (per function, then file scope).

Function ranges nest, so each knows the innermost function around it
(computed in one pass with a stack); a question bisects to the last function
starting before the offset and climbs that chain while it has ended, so it
costs the nesting depth, not the number of functions.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Optional


class Scopes:
    def __init__(self, ranges: list[tuple[int, int]]):
        self.ranges = sorted(ranges)
        self.starts = [start for start, _ in self.ranges]
        self.parent: list[int] = []
        stack: list[int] = []
        for index, (start, _end) in enumerate(self.ranges):
            while stack and self.ranges[stack[-1]][1] <= start:
                stack.pop()
            self.parent.append(stack[-1] if stack else -1)
            stack.append(index)

    def of(self, offset: int) -> Optional[tuple[int, int]]:
        """The innermost range around `offset` (None: the file scope)."""
        index = bisect_right(self.starts, offset) - 1
        while index >= 0 and self.ranges[index][1] <= offset:
            index = self.parent[index]
        return self.ranges[index] if index >= 0 else None
