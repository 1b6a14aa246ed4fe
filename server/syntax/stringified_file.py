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
The invocation may also be the value of the host's string, declared on its line inside an
include guard (darknet's OpenCL port: `#ifndef G` / `#define G` / `static const char* const
name = CONVERT_KERNEL_TO_STRING(` ... `);` / `#endif`): the guard's lines, the declaration and
its `;` are the wrapper's too.
"""

from __future__ import annotations

import re
from typing import Optional

from .raw_string_file import after_blanks

_INVOCATION = re.compile(rb"([A-Za-z_][A-Za-z0-9_]*)[ \t]*\(")
# STRINGIFY, MSTRINGIFY, STRINGISE, STRINGIZE, stringify, CONVERT_KERNEL_TO_STRING, ...
_STRINGIZING = re.compile(rb"(?i)stringi[fsz]|to_?string")
# Darknet's OpenCL port: an include guard, then the string the host compiles declared on the
# invocation's line (`static const char* const activation_kernels_source = CONVERT_KERNEL_TO_STRING(`),
# `);` and `#endif` after it.
_GUARD = re.compile(rb"#[ \t]*ifndef[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*(?://[^\n]*)?\n[ \t]*#[ \t]*define[ \t]+\1[ \t]*(?://[^\n]*)?(?=\n)")
_DECLARATION = re.compile(
    rb"(?:(?:static|extern)[ \t]+)?(?:const[ \t]+)?char[ \t]*\*?[ \t]*(?:const[ \t]+)?[A-Za-z_][A-Za-z0-9_]*[ \t]*(?:\[[ \t]*\])?[ \t]*=[ \t]*")
_ENDIF = re.compile(rb"#[ \t]*endif\b[^\n]*")
# What the argument holds that the scan must see or step over: literals and comments (their
# `\n` and `)` are theirs), an escape outside them, a `)`. A block comment not closed yet runs
# to the end.
_TOKENS = re.compile(rb'"(?:\\.|[^"\\\n])*"?|\'(?:\\.|[^\'\\\n])*\'?|//[^\n]*|/\*.*?(?:\*/|\Z)|\\[ntrvf]|\)', re.S)


def wrapper_spans(data: bytes) -> Optional[tuple[tuple[int, int], ...]]:
    """(start, end) of the macro's name and `(`, of each escape outside literals and comments,
    and of the last `)`, in order; None when the file is not such an invocation. The last `)`
    may not be typed yet: the argument then runs to the end of the file."""
    at = after_blanks(data, 0)
    spans = []
    guard = _GUARD.match(data, at)
    if guard is not None:
        middle = data.index(b"\n", guard.start())
        spans += [(guard.start(), middle), (after_blanks(data, middle + 1), guard.end())]
        at = after_blanks(data, guard.end())
    declaration = _DECLARATION.match(data, at)
    head = _INVOCATION.match(data, declaration.end() if declaration is not None else at)
    if head is None or _STRINGIZING.search(head[1]) is None:
        return None  # (Most files: their first token is a directive, a keyword or a type.)
    spans.append((at, head.end()))
    closing = None
    for token in _TOKENS.finditer(data, head.end()):
        first = data[token.start()]
        if first == 0x29:  # `)`
            closing = token.start()
        elif first == 0x5C:  # a backslash: an escape
            spans.append(token.span())
    if closing is not None:
        tail = _tail(data, closing, declaration is not None, guard is not None)
        if tail is not None:
            spans.extend(tail)  # The `)` that ends the invocation (and what closes the wrapper).
    return tuple(spans)


def _tail(data: bytes, closing: int, declared: bool, guarded: bool) -> Optional[list[tuple[int, int]]]:
    """The spans that end the wrapper from its last `)` (its `;` where the invocation is a
    declaration's value, the guard's `#endif`), or None when other text follows it (then the
    `)` is the argument's own and the invocation is not closed yet)."""
    spans = [(closing, closing + 1)]
    at = after_blanks(data, closing + 1)
    if declared and data.startswith(b";", at):
        spans.append((at, at + 1))
        at = after_blanks(data, at + 1)
    if guarded:
        endif = _ENDIF.match(data, at)
        if endif is not None:
            spans.append(endif.span())
            at = after_blanks(data, endif.end())
    return spans if at == len(data) else None
