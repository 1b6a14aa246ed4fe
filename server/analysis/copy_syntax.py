"""The syntax error of a function whose macro-expanded copy does not parse.

A function whose head uses macros (`INLINE_FUNC void f(LOCAL_PTR real *t)`) is
judged on its expanded copy only (`expanded.py`); in a file whose raw tree is
one long error (CLBlast's units, whose heads `#if` splits), the raw syntax
layer says nothing about its body either. So a `;` left out in such a body
(`barrier(CLK_LOCAL_MEM_FENCE)` before a `for`) got only S008's notice that
the function "does not parse", where clang says "expected ';' after
expression" at the place.

What this adds: when the copy does not parse, its text is parsed on its own
and its first syntax problem read the way the syntax layer reads the file's
(`syntax_problems.collect`). It is reported only when all of these hold, so
that it is what the compiler says:
- it is a missing `;`, `)` or `]` that nothing blames on preprocessing, or the
  `;` of a call on a line of its own that the parser read as the type of the
  declaration on a later line (it stopped at the declared name);
- that one token, inserted there, makes the whole copy parse cleanly;
- the place is in text the copy took from the file (not in a macro's
  expansion), so it has a place in the file, and the fix inserts it there.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from ..syntax import bounded_parse
from ..syntax.document import Snapshot
from ..syntax.positions import LineIndex
from . import expanded, syntax_problems

if TYPE_CHECKING:
    from .context import Context
    from .semantic import Function

# The tokens whose absence one insertion mends (a `}` would change where the function ends).
_INSERTABLE = frozenset({";", ")", "]"})
# A copy longer than this is not parsed again for its message (its own parse, then with the token).
MAX_COPY_BYTES = 256 * 1024


@dataclass(frozen=True)
class CopyProblem:
    at: int  # In the file: where the token goes.
    message: str
    insert: str


def problem(ctx: "Context", fn: "Function") -> Optional[CopyProblem]:
    """The missing token that alone keeps `fn`'s expanded copy from parsing, placed in the file;
    None when its copy parses, was not made, or fails otherwise."""
    made = expanded.failed_copy(ctx, fn)
    if made is None:
        return None
    text, segments, segment_starts, region = made
    if len(text) > MAX_COPY_BYTES:
        return None
    # First where its first error is: a macro whose expansion does not parse, used in every
    # function (a `#define` typed half-way), fails every copy there, and no token of the file
    # mends those; the syntax layer's reading of the error costs more.
    tree = bounded_parse.parse(expanded.copy_parser(), text).tree
    first_error = next(syntax_problems.error_nodes(tree.root_node), None)
    if first_error is None or _copied(segments, segment_starts, first_error.start_byte, text) is None:
        return None  # It failed for another reason than its syntax, or in what a macro produced.
    found = syntax_problems.collect(Snapshot(ctx.snapshot.path, None, text, tree, LineIndex(text)))
    if not found:
        return None
    first = found[0]
    if first.kind == "missing" and first.reason is None and first.insert in _INSERTABLE:
        at, message, token = first.start, first.message, first.insert
    else:
        # A call on a line of its own without its `;`, then a declaration: the parser reads the
        # call as the declaration's type and stops at the declared name (`barrier(...)`, a comment
        # and a `#pragma` line, then `realT vpm[TRA_WPT];`: "unexpected identifier 'vpm'").
        at = _call_line_end(text, first_error.start_byte)
        if at is None:
            return None
        message, token = "expected ';' after expression", ";"
    place = _copied(segments, segment_starts, at, text)
    if place is None:
        return None  # Inside text a macro produced.
    mended = bounded_parse.parse(expanded.copy_parser(), text[:at] + token.encode() + text[at:]).tree
    root = mended.root_node
    if root.has_error or not root.children or root.children[-1].type != "function_definition":
        return None
    return CopyProblem(region + place, message, token)


def _call_line_end(text: bytes, error_at: int) -> Optional[int]:
    """The end of the last line of code before the line of `error_at` (blank lines and `//`
    comment lines passed over), when that line ends with `)`; None otherwise. Only a candidate:
    the caller keeps it if a `;` there makes the whole copy parse."""
    end = text.rfind(b"\n", 0, error_at)
    for _ in range(_LOOK_BACK_LINES):
        if end <= 0:
            return None
        start = text.rfind(b"\n", 0, end) + 1
        line = text[start:end].strip()
        if line and not line.startswith(b"//"):
            return start + len(text[start:end].rstrip()) if line.endswith(b")") else None
        end = start - 1
    return None


# How many blank or comment lines may stand between the call and the line where the parser stopped.
_LOOK_BACK_LINES = 16


def _copied(segments: tuple, segment_starts: tuple, at: int, text: bytes) -> Optional[int]:
    """Where offset `at` of the copy's text is, relative to the copy's place in the file, when it
    is in (or just after) text copied from the file, or at the end of what an invocation produced
    (blanks to its end: `SetToZero(acc)` with no `;` after it, the `;` goes after the `)`);
    None inside what a macro produced."""
    k = bisect_right(segment_starts, at) - 1
    if k >= 0 and at <= segments[k][1]:
        seg_start, _seg_end, original = segments[k]
        return original + (at - seg_start)
    if k + 1 < len(segments) and not text[at : segments[k + 1][0]].strip():
        return segments[k + 1][2]
    return None
