"""Preprocessing tokens of one file, with byte offsets into the file's bytes.

This module knows the lexical layer of translation phases 1 to 3: line
splicing (a backslash before a newline, with optional trailing blanks, as GCC
accepts), comments (each becomes whitespace), and preprocessing tokens
(identifiers, pp-numbers, string and character literals, punctuators, and any
other single character). Every token carries its byte range in the original
file, so a token that straddles a splice still maps to the bytes it covers, and
its physical line number.

It does not know directives, macros or conditionals; it only marks the first
token of each logical line (`bol`) and lists the indices of the `#` tokens that
begin a directive line, so the preprocessor can skip inactive regions without
looking at every token.

Files are decoded as Latin-1, so one character is one byte and string offsets
are byte offsets; token text stays in that form until the preprocessor hands
it out. Lexed files are cached in a module-level LRU keyed by path and a hash of
the bytes, and are immutable once built, so they may be shared between threads
and preprocessor runs.
"""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_right
from typing import Optional

from .. import memo

# Token kinds; the preprocessor compares them by identity.
ID = "id"
NUM = "num"
STR = "str"
CHR = "chr"
PUNCT = "punct"
OTHER = "other"
# Kinds the preprocessor creates, never the lexer.
EOF = "eof"
PLACEMARKER = "pm"
PRAGMA = "pragma"

EMPTY_HIDE: frozenset = frozenset()


class Tok:
    """One preprocessing token.

    `path`, `start` and `end` say where its spelling is; `inv` is the macro
    invocation whose definition body holds that spelling (None when the
    spelling is in ordinary source text); `hide` is the set of macro names
    that must not expand this token again (Prosser's hide set, the
    "blue paint"). `space` says whitespace preceded it, `bol` that it begins a
    logical line. `ctx` is, for a token substituted for a macro parameter,
    the invocation it was substituted into. Source tokens are shared between runs and never mutated,
    except for the lazily built `origin` cache.
    """

    __slots__ = ("kind", "text", "path", "start", "end", "line", "space", "bol", "inv", "hide", "origin", "ctx")

    def __init__(self, kind, text, path, start, end, line, space, bol, inv=None, hide=EMPTY_HIDE, ctx=None):
        self.kind = kind
        self.text = text
        self.path = path
        self.start = start
        self.end = end
        self.line = line
        self.space = space
        self.bol = bol
        self.inv = inv
        self.hide = hide
        self.origin = None
        self.ctx = ctx

    def __repr__(self) -> str:
        return f"Tok({self.kind}, {self.text!r}, {self.path}:{self.start}-{self.end})"


_PUNCT = (
    r"%:%:|\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||\*=|/=|%=|\+=|-=|&=|\^=|\|=|##|<:|:>|<%|%>|%:"
    r"|[-+*/%=<>!&|^~?:;,.()\[\]{}#]"
)
# Group numbers: 1 line breaks (with the blank lines after the first: one match for them all),
# 2 line comment, 3 block comment, 4 string, 5 character, 6 identifier, 7 number, 8 punctuator,
# 9 any other character.
_TOKEN_RE = re.compile(
    r"[ \t\f\v\r]*(?:"
    r"(\n(?:[ \t\f\v\r]*\n)*)"
    r"|(//[^\n]*)"
    r"|(/\*[\s\S]*?(?:\*/|\Z))"
    r'|((?:u8|[uUL])?"(?:\\[\s\S]|[^"\\\n])*"?)'
    r"|((?:u8|[uUL])?'(?:\\[\s\S]|[^'\\\n])*'?)"
    r"|([A-Za-z_$\x80-\xff][A-Za-z0-9_$\x80-\xff]*)"
    r"|(\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.\x80-\xff])*)"
    r"|(" + _PUNCT + r")"
    r"|([\s\S]))"
)
_KINDS = (None, None, None, None, STR, CHR, ID, NUM, PUNCT, OTHER)
# The same tokens on bytes read as Latin-1 (`match(data, at).lastindex` is the group number), for
# finding a token's bounds in a text without lexing all of it (`analysis.macro_lines`).
TOKEN_BYTES = re.compile(_TOKEN_RE.pattern.encode("latin-1"))
IDENTIFIER_GROUP = 6
_SPLICE_RE = re.compile(r"\\[ \t]*\r?\n")


class LexedFile:
    """The tokens of one file and the facts the preprocessor needs about them."""

    __slots__ = ("path", "size", "digest", "toks", "directives", "dir_ends", "line_starts", "guard")

    def __init__(self, path, size, digest, toks, directives, dir_ends, line_starts, guard):
        self.path = path
        self.size = size
        self.digest = digest
        self.toks: list[Tok] = toks
        self.directives: list[int] = directives
        self.dir_ends: list[int] = dir_ends
        self.line_starts: list[int] = line_starts
        self.guard: Optional[str] = guard

    def line_of(self, offset: int) -> int:
        return bisect_right(self.line_starts, offset) - 1


def _line_starts(text: str) -> list[int]:
    starts = [0]
    find = text.find
    i = find("\n")
    while i >= 0:
        starts.append(i + 1)
        i = find("\n", i + 1)
    return starts


def tokenize(text: str, path: str, base_line: int = 0) -> tuple[list[Tok], list[int]]:
    """Tokenize Latin-1 `text`; return the tokens and the physical line starts.

    Offsets are into `text` as given (splices are handled here).
    """
    line_starts = _line_starts(text)
    logical, splice_at, splice_cum = _remove_splices(text)
    if not splice_at:
        return _tokens_unspliced(logical, path, base_line), line_starts
    return _tokens_spliced(logical, path, base_line, line_starts, splice_at, splice_cum), line_starts


def _remove_splices(text: str) -> tuple[str, list[int], list[int]]:
    """The logical text (phase 2: backslash-newlines removed) and the splice map.

    `splice_at[k]` is the logical offset of the k-th splice and `splice_cum[k]`
    the bytes removed up to and including it, so a logical offset maps back to
    a physical one by adding the `splice_cum` of the last splice at or before it.
    """
    splice_at: list[int] = []
    splice_cum: list[int] = []
    if "\\" not in text or not _SPLICE_RE.search(text):
        return text, splice_at, splice_cum
    pieces = []
    last = 0
    removed = 0
    for m in _SPLICE_RE.finditer(text):
        pieces.append(text[last : m.start()])
        removed += m.end() - m.start()
        # Logical offsets at or after this point are `removed` bytes behind.
        splice_at.append(m.start() - (removed - (m.end() - m.start())))
        splice_cum.append(removed)
        last = m.end()
    pieces.append(text[last:])
    return "".join(pieces), splice_at, splice_cum


def _tokens_unspliced(logical: str, path: str, base_line: int) -> list[Tok]:
    """Tokens of a text without splices: logical offsets are physical ones."""
    toks: list[Tok] = []
    append = toks.append
    line = base_line
    space = False
    bol = True
    kinds = _KINDS
    for m in _TOKEN_RE.finditer(logical):
        g = m.lastindex
        if g == 1:
            start = m.start(1)
            line += 1 if m.end() - start == 1 else logical.count("\n", start, m.end())
            bol = True
            space = True
            continue
        if g == 2:
            space = True
            continue
        if g == 3:
            text_ = m.group(3)
            line += text_.count("\n")
            space = True
            continue
        s = m.start(g)
        e = m.end()
        append(Tok(kinds[g], logical[s:e], path, s, e, line, space or s > m.start(), bol))
        space = False
        bol = False
    return toks


def _tokens_spliced(
    logical: str, path: str, base_line: int, line_starts: list[int], splice_at: list[int], splice_cum: list[int]
) -> list[Tok]:
    """Tokens of a text with splices, their offsets and lines mapped back to the physical text."""
    toks: list[Tok] = []
    append = toks.append
    space = False
    bol = True
    kinds = _KINDS
    # Tokens come in order, so the splice and line cursors only move forward.
    nsplice = len(splice_at)
    nlines = len(line_starts)
    ks = 0
    cum_s = 0
    ke = 0
    cum_e = 0
    li = 0
    for m in _TOKEN_RE.finditer(logical):
        g = m.lastindex
        if g == 1:
            bol = True
            space = True
            continue
        if g == 2 or g == 3:
            space = True
            continue
        s = m.start(g)
        e = m.end()
        while ks < nsplice and splice_at[ks] <= s:
            cum_s = splice_cum[ks]
            ks += 1
        while ke < nsplice and splice_at[ke] <= e - 1:
            cum_e = splice_cum[ke]
            ke += 1
        ps = s + cum_s
        while li + 1 < nlines and line_starts[li + 1] <= ps:
            li += 1
        append(Tok(kinds[g], logical[s:e], path, ps, e + cum_e, li + base_line, space or s > m.start(), bol))
        space = False
        bol = False
    return toks


_CONDITIONAL_OPEN = frozenset(("if", "ifdef", "ifndef"))


def _directive_index(toks: list[Tok]) -> tuple[list[int], list[int]]:
    directives: list[int] = []
    ends: list[int] = []
    n = len(toks)
    i = 0
    while i < n:
        t = toks[i]
        if t.bol and (t.text == "#" or t.text == "%:") and t.kind is PUNCT:
            j = i + 1
            while j < n and not toks[j].bol:
                j += 1
            directives.append(i)
            ends.append(j)
            i = j
        else:
            i += 1
    return directives, ends


def _find_guard(toks: list[Tok], directives: list[int], ends: list[int]) -> Optional[str]:
    """Return X when the file is wholly `#ifndef X / #define X ... #endif`."""
    if len(directives) < 3 or directives[0] != 0:
        return None
    first = toks[1 : ends[0]]
    if len(first) != 2 or first[0].text != "ifndef" or first[1].kind is not ID:
        return None
    name = first[1].text
    second = toks[directives[1] + 1 : ends[1]]
    if len(second) < 2 or second[0].text != "define" or second[1].text != name:
        return None
    depth = 0
    for k, d in enumerate(directives):
        word = toks[d + 1].text if d + 1 < ends[k] else ""
        if word in _CONDITIONAL_OPEN:
            depth += 1
        elif word == "endif":
            depth -= 1
            if depth == 0:
                # The guard's #endif must be the last thing in the file.
                return name if k == len(directives) - 1 and ends[k] == len(toks) else None
        elif word in ("else", "elif") and depth == 1:
            return None
    return None


def lex_bytes(path: str, data: bytes, digest: Optional[bytes] = None) -> LexedFile:
    text = data.decode("latin-1")
    toks, line_starts = tokenize(text, path)
    directives, ends = _directive_index(toks)
    return LexedFile(path, len(data), digest, toks, directives, ends, line_starts, _find_guard(toks, directives, ends))


CACHE_SIZE = 512
# Two versions per path: an edited document's older contents are seldom asked for again (an undo
# at most), and keeping them all would make memory grow with the number of edits.
_lexed = memo.cache("project.pp_lexer.files", CACHE_SIZE, versions=2)  # (path, content digest) -> LexedFile


def lex_file(path: str, data: bytes) -> LexedFile:
    """Lex a file, reusing the cached tokens when path and content are unchanged."""
    digest = hashlib.blake2b(data, digest_size=16).digest()
    key = (path, digest)
    return _lexed.get_or_make(key, lambda: lex_bytes(path, data, digest))


def clear_cache() -> None:
    _lexed.clear()


def lex_text(text: str, path: str) -> list[Tok]:
    """Tokens of a short text (a command-line definition, a pasted token)."""
    return tokenize(text, path)[0]
