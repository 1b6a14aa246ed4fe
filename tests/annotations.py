"""Inline expectations for fixtures, in the style of rust-analyzer's tests.

A comment line made of carets marks the columns of the line above it and
names what is expected there:

    out[i] = 0
    //        ^ S002 expected ';'

`$0` in a fixture marks a cursor; it is removed from the text and its byte
offset returned. Carets may mark a zero-width position with a single '^'
that sits just after the last character of the line above.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ANNOTATION = re.compile(r"^(?P<indent>\s*)//(?P<pad>\s*)(?P<carets>\^+)\s*(?P<what>.*)$")


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
            start = len(prefix.encode())
            carets = len(match.group("carets"))
            target = len(kept) - 1
            line_len = len(kept[-1].rstrip("\n").encode())
            end = start + carets
            if carets == 1 and start >= line_len:
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
