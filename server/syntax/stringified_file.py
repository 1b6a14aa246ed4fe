"""Kernel files written as the argument of a stringizing macro, to be `#include`d into host code.

Bullet's and clpeak's kernel files are `MSTRINGIFY(` ... `)` around the kernel: the
host source defines `#define MSTRINGIFY(A) #A` and includes the file into a string,
so the OpenCL compiler gets the text between the parentheses. The preprocessor
would end a directive inside the argument at the first line break, as it joins
the argument's lines into one, so such files write `\\n` before each directive
line; the C compiler turns that escape into the line break the OpenCL compiler
sees. Read as OpenCL C, the file does not parse: `MSTRINGIFY(` opens a call that
holds the whole kernel, and each `\\n` is a stray backslash.

`wrapper_spans` finds the macro's name and `(`, its last `)`, and the escapes
outside string and character literals and comments, when the file is such an
invocation alone (comments and blanks around it), of a macro whose name says it
stringizes. The escapes' blanks keep the file's lines: a directive ends where its
line does, where the file's own `\\n` on the next line ends it for the compiler.
"""

from __future__ import annotations

import re
from typing import Optional

from .raw_string_file import after_blanks

_INVOCATION = re.compile(rb"([A-Za-z_][A-Za-z0-9_]*)[ \t]*\(")
# STRINGIFY, MSTRINGIFY, STRINGISE, STRINGIZE, stringify, ...
_STRINGIZING = re.compile(rb"(?i)stringi[fsz]")
# What the argument holds that the scan must see or step over: literals and comments (their
# `\n` and `)` are theirs), an escape outside them, a `)`. A block comment not closed yet runs
# to the end.
_TOKENS = re.compile(rb'"(?:\\.|[^"\\\n])*"?|\'(?:\\.|[^\'\\\n])*\'?|//[^\n]*|/\*.*?(?:\*/|\Z)|\\[ntrvf]|\)', re.S)


def wrapper_spans(data: bytes) -> Optional[tuple[tuple[int, int], ...]]:
    """(start, end) of the macro's name and `(`, of each escape outside literals and comments,
    and of the last `)`, in order; None when the file is not such an invocation. The last `)`
    may not be typed yet: the argument then runs to the end of the file."""
    at = after_blanks(data, 0)
    head = _INVOCATION.match(data, at)
    if head is None or _STRINGIZING.search(head[1]) is None:
        return None  # (Most files: their first token is a directive, a keyword or a type.)
    spans = [(head.start(), head.end())]
    closing = None
    for token in _TOKENS.finditer(data, head.end()):
        first = data[token.start()]
        if first == 0x29:  # `)`
            closing = token.start()
        elif first == 0x5C:  # a backslash: an escape
            spans.append(token.span())
    if closing is not None and after_blanks(data, closing + 1) == len(data):
        # The `)` that ends the invocation: no escape lies after it.
        spans.append((closing, closing + 1))
    return tuple(spans)
