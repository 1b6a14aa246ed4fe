"""Kernels written as the argument of a stringifying macro: `#define STRINGIFY(...) #__VA_ARGS__`, then
`const char *src = STRINGIFY( __kernel void f(...) { ... } );` (clBLAS, many SDK samples).

The preprocessor turns the argument into a string literal: comments become
spaces, every run of white space (newlines included) one space, and the
literal's escapes are then decoded, so a `\\n` written between tokens (as
clBLAS does before each directive) is a newline in the kernel. The decoder
does the same with a source map: kept bytes are verbatim, a run of white
space or a comment is one space that maps to the run, `\\n` is a newline
that maps to its two bytes. String and character literals inside keep
their text (stringification escapes them, and the literal's decoding undoes
that).

Stringifying macros are recognized from their `#define` in the same file
(`#x` or `#__VA_ARGS__`, or a macro that passes its arguments on to one);
an invocation counts only when its text says `kernel`.
"""

from __future__ import annotations

import re
from typing import Iterator, Optional

from .literals import _c_escape
from .sourcemap import Builder

_DIRECT = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+(\w+)\([ \t]*(\.\.\.|\w+)[ \t]*\)[ \t]+#[ \t]*(__VA_ARGS__|\w+)[ \t]*$", re.M)
_FORWARD = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+(\w+)\([ \t]*(\.\.\.|\w+)[ \t]*\)[ \t]+(\w+)\([ \t]*(__VA_ARGS__|\w+)[ \t]*\)[ \t]*$", re.M)
_KERNEL = re.compile(rb"\b(?:__)?kernel\b")
_SPACE = b" \t\r\n\f\v"


def stringify_macros(data: bytes) -> set[bytes]:
    names = set()
    for match in _DIRECT.finditer(data):
        parameter, operand = match.group(2), match.group(3)
        if operand == parameter or (parameter == b"..." and operand == b"__VA_ARGS__"):
            names.add(match.group(1))
    for match in _FORWARD.finditer(data):
        if match.group(3) in names and (match.group(4) == match.group(2) or match.group(2) == b"..."):
            names.add(match.group(1))
    return names


def invocations(data: bytes, names: set[bytes]) -> Iterator[tuple[int, int, int]]:
    """(name start, argument start, argument end) of each invocation of the macros, outside directives."""
    if not names:
        return
    pattern = re.compile(rb"\b(" + b"|".join(re.escape(n) for n in sorted(names)) + rb")\s*\(")
    for match in pattern.finditer(data):
        line_start = data.rfind(b"\n", 0, match.start()) + 1
        if data[line_start : match.start()].lstrip().startswith(b"#"):
            continue  # The #define itself, or a use inside another directive.
        end = _closing(data, match.end())
        if end is not None:
            yield match.start(), match.end(), end


def _closing(data: bytes, start: int) -> Optional[int]:
    """The offset of the ')' that closes a macro argument list opened just before `start`."""
    depth, i, n = 1, start, len(data)
    while i < n:
        c = data[i]
        if c in b"\"'":
            i = _literal_end(data, i)
            continue
        if data.startswith(b"/*", i):
            close = data.find(b"*/", i + 2)
            i = n if close < 0 else close + 2
            continue
        if data.startswith(b"//", i):
            close = data.find(b"\n", i)
            i = n if close < 0 else close
            continue
        if c == 0x28:
            depth += 1
        elif c == 0x29:
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return None


def _literal_end(data: bytes, i: int) -> int:
    quote = data[i]
    j = i + 1
    while j < len(data) and data[j] != quote and data[j] != 0x0A:
        j += 2 if data[j] == 0x5C else 1
    return min(j + 1, len(data))


def decode(data: bytes, start: int, end: int) -> Optional[Builder]:
    """The kernel text of a stringified argument data[start:end], or None when it names no kernel."""
    if not _KERNEL.search(data, start, end):
        return None
    out = Builder()
    i = start
    # Leading and trailing white space are not part of the stringified text.
    while i < end and data[i] in _SPACE:
        i += 1
    stop = end
    while stop > i and data[stop - 1] in _SPACE:
        stop -= 1
    while i < stop:
        c = data[i]
        if c in _SPACE or data.startswith(b"/*", i) or data.startswith(b"//", i):
            j = i
            while j < stop:
                if data[j] in _SPACE:
                    j += 1
                elif data.startswith(b"/*", j):
                    close = data.find(b"*/", j + 2)
                    j = stop if close < 0 or close + 2 > stop else close + 2
                elif data.startswith(b"//", j):
                    close = data.find(b"\n", j)
                    j = stop if close < 0 or close > stop else close
                else:
                    break
            out.escape(b" ", i, j)
            i = j
        elif c in b"\"'":
            j = min(_literal_end(data, i), stop)
            out.verbatim(data[i:j], i)
            i = j
        elif c == 0x5C:
            text, j = _c_escape(data, i, stop)
            if text is None:
                out.verbatim(data[i : i + 1], i)
                i += 1
            else:
                out.escape(text, i, j)
                i = j
        else:
            j = i + 1
            while j < stop and data[j] not in _SPACE and data[j] not in b"\"'\\/":
                j += 1
            if j == i + 1 and c == 0x2F:  # A lone '/', not a comment.
                j = i + 1
            out.verbatim(data[i:j], i)
            i = j
    return out
