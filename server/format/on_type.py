"""What a typed character reformats: the block a `}` closes, the line a `;` ends, the line a newline left.

Only text before the cursor changes: an edit reaching past it (the new line's indent, which the
editor has just placed) is left out, so typing never moves the cursor or what follows it.
"""

from __future__ import annotations

from typing import Callable, Optional

from ..syntax.document import Snapshot
from .clang_format import Formatted, format_bytes

BLOCKS = frozenset({"compound_statement", "declaration_list", "field_declaration_list",
                    "initializer_list", "enumerator_list"})


def on_type_range(snapshot: Snapshot, offset: int, ch: str) -> Optional[tuple[int, int]]:
    """The byte range to reformat after `ch` was typed, the cursor now at `offset`; None for other characters."""
    data = snapshot.data
    line_start = data.rfind(b"\n", 0, offset) + 1
    if ch == "\n":
        if line_start == 0:
            return None
        previous = data.rfind(b"\n", 0, line_start - 1) + 1
        return previous, line_start - 1
    if ch == ";":
        return line_start, offset
    if ch == "}" and offset > 0:
        brace = snapshot.tree.root_node.descendant_for_byte_range(offset - 1, offset)
        block = brace.parent if brace is not None and brace.type == "}" else None
        # One step to the block that the brace closes; no walk up.
        if block is not None and block.type in BLOCKS and block.end_byte == offset:
            return block.start_byte, offset
        return line_start, offset
    return None


def format_on_type(snapshot: Snapshot, offset: int, ch: str,
                   read: Callable[[str], Optional[bytes]]) -> Formatted:
    """The edits that reformat what `ch` completed, all before the cursor."""
    where = on_type_range(snapshot, offset, ch)
    if where is None:
        return Formatted()
    done = format_bytes(snapshot.data, snapshot.path, read, [where])
    limit = where[1] if ch == "\n" else offset
    return Formatted(tuple(e for e in done.edits if e.end <= limit), done.error, done.style)
