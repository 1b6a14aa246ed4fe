"""The lines of a fragment that its macro expansion has to read.

Expanding a function body (`expanded._layout`) lexes every token of it in
Python, though most lines hold no macro: their tokens come out as they went
in, and the layout copies them byte for byte. `kept_text` gives the body with
those lines turned into blanks (line breaks kept, so every offset and line
number stays), for the preprocessor to lex and expand instead; the layout
still copies the original text.

What is kept: each line that holds a word the macro table knows (or a built-in
such as `__LINE__`), with the lines after it while its parentheses are open
(an invocation's arguments), then the line of the first token after that run
(its "separator"). Lines are cut only at line breaks outside block comments,
so a kept run starts and ends at token boundaries and starts a line, as in
the whole text. Up to a run's separator, the kept text and the whole text are
the same tokens with the same state before them (every token before it that
is not kept is an ordinary token, emitted as written, with no invocation
open), so their expansions agree token for token, provided the separator is
emitted as written too: the caller checks that (`consumed_separator`), and
expands the whole text when it is not (a macro whose expansion reads on into
the next line). Not cut at all: text with a `#` or `%:` (a directive's start
depends on the tokens before it on its line) or a line splice.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from typing import Optional

from .. import memo
from ..project.preprocessor import MacroTable
from .semantic import _trie_regex

# Names the preprocessor replaces without a definition in the table.
BUILTINS = frozenset(("__LINE__", "__FILE__", "__COUNTER__"))
# Keep the whole text when less than this share of it would be blanked: cutting costs more than it saves.
_WORTH_IT = 0.3

# Patterns by the names they find (a bounded LRU of its own: a file's tables share a few).
_patterns = memo.cache("analysis.macro_lines.patterns", 32)

_SPLICE = re.compile(rb"\\[ \t]*\r?\n")
# Comments and literals as the preprocessor's lexer reads them (`project.pp_lexer._TOKEN_RE`): a
# line break inside a block comment is no place to cut; quotes and `//` hide comment openers.
_HIDING = re.compile(rb'//[^\n]*|/\*[\s\S]*?(?:\*/|\Z)|"(?:\\[\s\S]|[^"\\\n])*"?|\'(?:\\[\s\S]|[^\'\\\n])*\'?')
# Blanks and comments up to the next token.
_GAP = re.compile(rb"(?:[ \t\f\v\r\n]+|//[^\n]*|/\*[\s\S]*?(?:\*/|\Z))*")
_NOT_NEWLINE = re.compile(rb"[^\n]")
_WORD_BYTES = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def names_pattern(table: MacroTable) -> Optional[re.Pattern]:
    """A regex that finds the names `table` (or the preprocessor itself) expands, each followed
    by no word character; None when one is not ASCII (the lexer reads bytes as Latin-1, the
    regex would look for UTF-8). Cached by the names: a file's tables mostly share them."""
    names = frozenset(table._macros) | BUILTINS
    return _patterns.get_or_make(names, lambda: _compiled(names))


def _compiled(names: frozenset[str]) -> Optional[re.Pattern]:
    if not all(name.isascii() for name in names):
        return None
    # Shaped like the names' trie, so that the scan stays in C however many names headers define.
    body = _trie_regex(names)
    if body is None:  # Too deep for the regex compiler: a flat alternation finds the same words.
        body = b"(?:" + b"|".join(re.escape(name.encode()) for name in sorted(names)) + b")"
    return re.compile(body + rb"(?![A-Za-z0-9_])")


def kept_text(text: bytes, names: re.Pattern) -> Optional[tuple[bytes, list[int]]]:
    """(`text` with the lines macro expansion need not read blanked, the offsets of the kept
    runs' separators), or None when the whole text is to be expanded."""
    if b"#" in text or b"%:" in text or (b"\\" in text and _SPLICE.search(text) is not None):
        return None
    size = len(text)
    hits = [m.start() for m in names.finditer(text) if m.start() == 0 or text[m.start() - 1] not in _WORD_BYTES]
    if not hits:
        return _NOT_NEWLINE.sub(b" ", text), []
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
    kept = sum(end - start for start, end, _sep in runs)
    if kept > (1 - _WORTH_IT) * size:
        return None
    pieces = []
    at = 0
    for start, end, _sep in runs:
        pieces.append(_NOT_NEWLINE.sub(b" ", text[at:start]))
        pieces.append(text[start:end])
        at = end
    pieces.append(_NOT_NEWLINE.sub(b" ", text[at:]))
    return b"".join(pieces), [sep for _start, _end, sep in runs if sep < size]


def consumed_separator(separators: list[int], start: int, end: int) -> bool:
    """Whether a run of source tokens that macro invocations consumed, [start, end), takes in a separator."""
    k = bisect_left(separators, start)
    return k < len(separators) and separators[k] < end
