"""Kernel files written as C++ raw string literals, to be `#include`d into host code.

Many projects keep their kernels in files the host program includes into a C++
string: CLBlast's `.opencl` files hold `R"(` ... `)"` around the kernel,
clSPARSE's `.cl` files are several such literals one after the other (the C++
compiler joins them), with comments outside them. The OpenCL compiler gets the
text inside the literals. Read as OpenCL C, the file does not parse at all
(`R"(` opens a string the parser never closes), so every line was an error.

`wrapper_spans` finds the literals' opening and closing tokens when the file is
nothing but such literals, comments and blanks (`wrapped_file` blanks them).
A file that is anything else (a plain kernel file, a host source, a raw string
followed by code) is left as it is.
"""

from __future__ import annotations

import re
from typing import Optional

# An opening token: an optional encoding prefix, `R"`, a delimiter of up to 16 characters (no
# parentheses, backslash, quote or blanks), and `(`.
_OPENING = re.compile(rb'(?:u8|u|U|L)?R"([^()\\ \t\r\n\v\f"]{0,16})\(')
_BLANK_RUN = re.compile(rb"[ \t\r\n\v\f]+")


def after_blanks(data: bytes, at: int) -> int:
    """Where the blanks and comments from `at` end (a loop, not a regex: no backtracking)."""
    size = len(data)
    while at < size:
        run = _BLANK_RUN.match(data, at)
        if run is not None:
            at = run.end()
        elif data.startswith(b"//", at):
            end = data.find(b"\n", at)
            at = size if end < 0 else end + 1
        elif data.startswith(b"/*", at):
            end = data.find(b"*/", at + 2)
            at = size if end < 0 else end + 2
        else:
            break
    return at


def wrapper_spans(data: bytes) -> Optional[tuple[tuple[int, int], ...]]:
    """(start, end) of each opening and closing token of the raw string literals the file is
    made of, in order; None when the file is not made of raw string literals, comments and
    blanks alone. The last literal may be unterminated (its `)"` not typed yet): its text runs
    to the end of the file."""
    if data.find(b'R"') < 0:
        return None  # (Most files: one search in C.)
    spans: list[tuple[int, int]] = []
    at = 0
    size = len(data)
    while True:
        at = after_blanks(data, at)
        if at >= size:
            break
        opening = _OPENING.match(data, at)
        if opening is None:
            return None  # Code, or something else than a literal between them: not such a file.
        closing = b")" + opening[1] + b'"'
        end = data.find(closing, opening.end())
        spans.append((opening.start(), opening.end()))
        if end < 0:
            break
        spans.append((end, end + len(closing)))
        at = end + len(closing)
    return tuple(spans) if spans else None
