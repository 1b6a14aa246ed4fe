"""Inline expectations for fixtures, in the style of rust-analyzer's tests.

A comment line made of carets marks the columns of the line above it and
names what is expected there:

    out[i] = 0
    //        ^ S002 expected ';'

A '|' instead of carets marks a zero-width position at its column, and a
single '^' just past the end of the line above marks the line's end. Since a
caret cannot reach column 0, '<' followed by dashes marks a range starting
there, one character per '<' or '-': '<' is the first character, '<--' the
first three.
`$0` in a fixture marks a cursor; it is removed from the text and its byte
offset returned.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ANNOTATION = re.compile(r"^(?P<indent>\s*)//(?P<pad>\s*)(?P<carets>\^+|\||<-*)\s*(?P<what>.*)$")


@dataclass(frozen=True)
class Expected:
    line: int  # 0-based line of the annotated code
    start_col: int  # byte columns
    end_col: int
    what: str


def parse(source: str) -> tuple[str, list[Expected], int | None]:
    """Strip annotation lines and the cursor; return text, expectations, cursor."""
    kept: list[str] = []
    expected: list[Expected] = []
    for raw in source.splitlines(keepends=True):
        match = ANNOTATION.match(raw.rstrip("\n"))
        if match and kept:
            prefix = match.group("indent") + "//" + match.group("pad")
            start = len(prefix.encode("utf-8", "surrogateescape"))
            marker = match.group("carets")
            target = len(kept) - 1
            line_len = len(kept[-1].rstrip("\n").encode("utf-8", "surrogateescape"))
            if marker.startswith("<"):
                start, end = 0, len(marker)
            elif marker == "|":
                end = start
            else:
                end = start + len(marker)
                if len(marker) == 1 and start >= line_len:
                    start = end = line_len  # zero width, at the end of the line
            expected.append(Expected(target, start, end, match.group("what").strip()))
            continue
        kept.append(raw)
    text = "".join(kept)
    cursor = None
    if "$0" in text:
        cursor = text.encode().index(b"$0")
        text = text.replace("$0", "", 1)
    return text, expected, cursor
