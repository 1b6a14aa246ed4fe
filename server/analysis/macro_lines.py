"""What of a fragment its macro expansion has to read.

Expanding a function body (`expanded._layout`) lexes every token of it in
Python, though most of its tokens are no macro's: they come out as they went
in, and the layout copies them byte for byte. `kept_text` gives the body with
the rest turned into blanks (line breaks kept, so every offset and line number
stays), for the preprocessor to lex and expand instead; the layout still
copies the original text.

What is kept: runs, each from a word the macro table knows (or a built-in
such as `__LINE__`) through the parenthesized group after it (an invocation's
arguments) and on through the macro names right after, then the first token
after the run (its "separator"), alone. Each run starts and ends at bounds of
the whole text's tokens: a name that is a token of its own (not in a comment
or a literal, nor inside a pp-number), parentheses counted where no literal
or comment lies among them. Where that cannot be told on the bytes
(`_token_runs` says None), lines are kept instead (`_line_runs`): each line
with a macro name, the lines after it while its parentheses are open, then
the line of the separator; lines are cut only at line breaks outside block
comments, so a kept run starts and ends at token boundaries there too. Up to
a run's separator, the kept text and the whole text are the same tokens with
the same state before them (every token before it that is not kept is an
ordinary token, emitted as written, with no invocation open), so their
expansions agree token for token, provided the separator is emitted as
written too: the caller checks that (`consumed_separator`), and expands the
whole text when it is not (a macro whose expansion reads on past its run).
(A name's leading blank may differ, which only the spelling of a stringized
argument would show, and no invocation is open around a run's first name.)
Not cut at all: text with a `#` or `%:` (a directive's start depends on the
tokens before it on its line) or a line splice.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from typing import Optional

from .. import memo
from ..project.pp_lexer import IDENTIFIER_GROUP as _IDENTIFIER, TOKEN_BYTES as _TOKEN
from ..project.preprocessor import MacroTable
from ..syntax.bounded_parse import BLANKED
from .semantic import name_starts, word_names

# Names the preprocessor replaces without a definition in the table.
BUILTINS = frozenset(("__LINE__", "__FILE__", "__COUNTER__"))
# Keep the whole text when less than this share of it would be blanked: cutting costs more than it saves.
_WORTH_IT = 0.3

# The names as bytes, by the names (a bounded LRU of its own: a file's tables share a few).
_name_sets = memo.cache("analysis.macro_lines.names", 32)

_SPLICE = re.compile(rb"\\[ \t]*\r?\n")
# Comments and literals as the preprocessor's lexer reads them (`project.pp_lexer._TOKEN_RE`): a
# line break inside a block comment is no place to cut; quotes and `//` hide comment openers.
_HIDING = re.compile(rb'//[^\n]*|/\*[\s\S]*?(?:\*/|\Z)|"(?:\\[\s\S]|[^"\\\n])*"?|\'(?:\\[\s\S]|[^\'\\\n])*\'?')
# Blanks and comments up to the next token.
_GAP = re.compile(rb"(?:[ \t\f\v\r\n]+|//[^\n]*|/\*[\s\S]*?(?:\*/|\Z))*")
# A sign after one of these may be inside a pp-number (`1e+TILE` is one token).
_SIGNS = frozenset(b"+-")
_EXPONENTS = frozenset(b"eEpP")
# What counting an argument list's parentheses on bytes meets: parentheses, and the openers of
# literals and comments (which may hold parentheses that are no tokens).
_PARENS = re.compile(rb"[()\"']|/[/*]")
# An argument list whose parentheses can be counted on the bytes (no literal or comment opener in
# it) nested at most three deep, matched in one step; any other goes through `_group_end`'s loop.
# Plain `*`, not possessive `*+` (Python 3.11+; we support 3.10): a run of plain bytes is always
# followed by a parenthesis it cannot hold, so giving bytes back never finds another match.
_PLAIN = rb"(?:[^()\"'/]|/(?![/*]))*"
_GROUP = re.compile(rb"\(" + _PLAIN + rb"(?:\(" + _PLAIN + rb"(?:\(" + _PLAIN + rb"\)" + _PLAIN + rb")*\)" + _PLAIN
                    + rb")*\)")
_OPEN = 0x28  # (


def names_of(table: MacroTable) -> Optional[frozenset[bytes]]:
    """The names `table` (or the preprocessor itself) expands, as bytes; None when one is not
    made of ASCII letters, digits and `_` (the lexer reads bytes as Latin-1, and such a name is
    no word `name_starts` finds: it is left to the whole text's lexer).
    Cached by the names: a file's tables mostly share them."""
    names = frozenset(table._macros) | BUILTINS | table.unsure  # (Lines that say an unsure name are read.)
    return _name_sets.get_or_make(names, lambda: word_names(names))


def kept_text(text: bytes, names: frozenset[bytes]) -> Optional[tuple[bytes, list[int]]]:
    """(`text` with what macro expansion need not read blanked, the offsets of the kept runs'
    separators), or None when the whole text is to be expanded. `names`: `names_of(table)`."""
    if b"#" in text or b"%:" in text or (b"\\" in text and _SPLICE.search(text) is not None):
        return None
    size = len(text)
    hits = name_starts(text, names)
    if not hits:
        return text.translate(BLANKED), []
    runs = _token_runs(text, hits, names)
    if runs is None:
        runs = _line_runs(text, hits)
    kept = sum(end - start for start, end, _sep in runs)
    if kept > (1 - _WORTH_IT) * size:
        return None
    out = bytearray(text.translate(BLANKED))
    for start, end, _sep in runs:
        out[start:end] = text[start:end]
    return bytes(out), [sep for _start, _end, sep in runs if sep < size]


def _token_runs(text: bytes, hits: list[int], names: frozenset[bytes]) -> Optional[list[list[int]]]:
    """The runs [start, end, separator] cut at tokens: each from a macro name through the
    parenthesized group after it (its arguments, if it takes any) and on through the names
    that follow it, then its separator, the next token, alone. None when a place is not surely
    where the whole text's lexer would put a token's bounds (the lines are cut instead): a
    text with `$` or bytes past ASCII (identifier characters that `_hits` does not take as
    such), a name after `.` or after `e+` (it may be part of a pp-number: `1.TILE`,
    `1e+TILE`), a literal or comment among the arguments, an unclosed one."""
    if b"$" in text or not text.isascii():
        return None
    size = len(text)
    hiding = b'"' in text or b"'" in text or b"/*" in text or b"//" in text
    hidden = [m.span() for m in _HIDING.finditer(text)] if hiding else []
    hidden_starts = [span[0] for span in hidden]
    runs: list[list[int]] = []
    gap, token_at, plain_group = _GAP.match, _TOKEN.match, _GROUP.match
    k = 0
    while k < len(hits):
        at = hits[k]
        j = bisect_right(hidden_starts, at) - 1
        if j >= 0 and at < hidden[j][1]:
            k += 1
            continue  # In a comment or a literal: no token.
        before = text[at - 1] if at else 0x20
        if before == 0x2E or (before in _SIGNS and at >= 2 and text[at - 2] in _EXPONENTS):
            return None
        token = token_at(text, at)
        if token.lastindex != _IDENTIFIER:
            k += 1
            continue  # A literal's prefix (`L"..."`), a string as the lexer reads it.
        end = token.end()
        while True:
            # `_group_end`, with the blanks after the name read once and a plain group in one match.
            separator = gap(text, end).end()
            if separator < size and text[separator] == _OPEN:
                group = plain_group(text, separator)
                end = group.end() if group is not None else _group_end(text, end)
                if end is None:
                    return None
                separator = gap(text, end).end()
            if separator >= size:
                break
            token = token_at(text, separator)
            end = token.end()
            if token.lastindex != _IDENTIFIER or text[separator:end] not in names:
                break  # (A macro name goes on with the run: the separator is the token after it.)
        runs.append([at, end, separator])
        k = bisect_left(hits, end, k + 1)
    return runs


def _group_end(text: bytes, end: int) -> Optional[int]:
    """After a macro name ending at `end`: the end of the parenthesized group that follows it
    (across blanks and comments), else `end`; None when a literal or a comment lies inside the
    group, or it is not closed (its parentheses cannot be counted on the bytes)."""
    at = _GAP.match(text, end).end()
    if text[at : at + 1] != b"(":
        return end
    depth = 0
    for match in _PARENS.finditer(text, at):
        mark = match.group()
        if mark == b"(":
            depth += 1
        elif mark == b")":
            depth -= 1
            if not depth:
                return match.end()
        else:
            return None
    return None


def _line_runs(text: bytes, hits: list[int]) -> list[list[int]]:
    """The runs [start, end, separator] cut at lines: each line with a macro name, the lines
    after it while its parentheses are open, then the line of the token after them."""
    size = len(text)
    # Block comments over several lines: (start, end), in order.
    comments = []
    if b"/*" in text:
        comments = [m.span() for m in _HIDING.finditer(text) if m.group().startswith(b"/*") and b"\n" in m.group()]
    comment_starts = [c[0] for c in comments]

    def inside(offset: int) -> Optional[tuple[int, int]]:
        k = bisect_right(comment_starts, offset) - 1
        return comments[k] if k >= 0 and offset < comments[k][1] else None

    def line_start(offset: int) -> int:
        while True:
            at = text.rfind(b"\n", 0, offset) + 1
            span = inside(at - 1) if at else None
            if span is None:
                return at
            offset = span[0]

    def line_end(offset: int) -> int:
        while True:
            at = text.find(b"\n", offset)
            if at < 0:
                return size
            span = inside(at)
            if span is None:
                return at
            offset = span[1]

    runs: list[list[int]] = []  # [start, end, separator]
    k = 0
    while k < len(hits):
        start = line_start(hits[k])
        end = line_end(hits[k])
        depth = text.count(b"(", start, end) - text.count(b")", start, end)
        while True:
            # Through the lines of the arguments of an invocation left open.
            while depth > 0 and end < size:
                after = line_end(end + 1)
                depth += text.count(b"(", end, after) - text.count(b")", end, after)
                end = after
            # The first token after the run, and its line; a line with a macro name continues the run.
            separator = _GAP.match(text, end).end()
            if separator >= size:
                break
            after = line_end(separator)
            depth += text.count(b"(", end, after) - text.count(b")", end, after)
            j = bisect_left(hits, end, k)
            end = after
            if j == len(hits) or hits[j] >= after:
                break
        if runs and start <= runs[-1][1] + 1:
            runs[-1][1:] = [end, separator]
        else:
            runs.append([start, end, separator])
        k = bisect_left(hits, end, k + 1)
    return runs


def consumed_separator(separators: list[int], start: int, end: int) -> bool:
    """Whether a run of source tokens that macro invocations consumed, [start, end), takes in a separator."""
    k = bisect_left(separators, start)
    return k < len(separators) and separators[k] < end
