"""A C preprocessor for OpenCL C that keeps a source map.

This module knows translation phase 4: directives (`#define`, `#undef`,
`#include` in all three forms, the conditionals, `#error`, `#warning`,
`#line`, `#pragma`), macro expansion with `#`, `##`, `__VA_ARGS__`,
`__VA_OPT__` and GNU's `, ## __VA_ARGS__`, rescanning with hide sets (Prosser's
algorithm: a macro is never re-expanded inside its own expansion), and the
built-in `__FILE__`, `__LINE__` and `__COUNTER__`. Every output token keeps an
`Origin`: the bytes its spelling came from and the chain of macro invocations
that produced it, so later layers can report at the right place.

It reads files only through the `read` callback (the server decides what may
be read) and calls it at most once per path per run. It does not know the
OpenCL predefined macros (the caller passes them in `predefined`), nor
`__has_include`, `#include_next` search order (treated as `#include`), or
`_Pragma`.

No part of it recurses with the input: files are a stack of frames, rescanning
uses an explicit token stack, and only argument pre-expansion nests, with a
fixed depth limit that reports P009 when reached. Include chains are bounded
by `max_include_depth`, and total expansion work by a token budget (P009).

Argument tokens keep the origin of the argument's spelling, including its own
invocation (None when it was written in plain source); `Origin.invocation` is
therefore always the invocation whose macro body holds the spelling. A file
included more than once contributes inactive regions and `text_of` text from
its first inclusion only.

`expand_fragment` expands one piece of code without directives (a function
body) with a prepared `MacroTable` (the macros in effect where it stands), so
analysis can see one body as the compiler does without preprocessing the file.
"""

from __future__ import annotations

import dataclasses
import itertools
import os
import re
import time
from bisect import bisect_right
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Optional, Sequence

from ..analysis.codes import preprocessor as messages  # Codes and messages: the code table.
from .. import memo
from . import pp_expr
from .pp_lexer import (
    CHR,
    EOF,
    ID,
    NUM,
    PLACEMARKER,
    PRAGMA,
    PUNCT,
    STR,
    LexedFile,
    Tok,
    lex_bytes,
    lex_file,
    lex_text,
)

COMMAND_LINE = "<command-line>"
BUILT_IN = "<built-in>"

# Argument pre-expansion nests one Python call level per macro call nested in
# an argument; beyond this depth arguments are used unexpanded (P009).
MAX_ARGUMENT_NESTING = 100
# Files larger than this are refused (P008): a generated 50 MB header would
# take the better part of a minute to expand, for nothing an editor can use.
MAX_FILE_BYTES = 8 * 2**20
# Tokens that macro expansion may produce in one run before it stops (P009):
# proportional to the input read (so a 1 KB file cannot make seconds of work
# out of exponential nesting), with a floor for small files.
EXPANSION_BUDGET = 1_000_000
EXPANSION_PER_TOKEN = 200
# Wall time that macro expansion may take in one run before it stops the same
# way (P009): the token budget bounds the output, not the work per token, and
# deep argument nesting costs about a hundred steps per token. Like the token
# budget it grows with what is read (10 us a token, several times what a token
# costs): a large real header (clang's opencl-c.h, pocl's _kernel.h) is never
# cut on a loaded machine, while a small file cannot make minutes of work.
EXPANSION_SECONDS = 2.0
EXPANSION_SECONDS_PER_TOKEN = 10e-6


@dataclass(frozen=True, slots=True)
class MacroDef:
    name: str
    params: Optional[tuple[str, ...]]
    variadic: bool
    body: str
    path: Optional[str]
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Invocation:
    macro: str
    path: str
    start: int
    end: int
    parent: Optional["Invocation"]
    definition: MacroDef

    def outermost(self) -> "Invocation":
        """The invocation written in source text that this one's expansion came from (itself if it
        is one): a climb through macro invocations, as deep as macros nest, not tree nodes."""
        inv = self
        while inv.parent is not None:
            inv = inv.parent
        return inv


@dataclass(frozen=True, slots=True)
class Origin:
    path: str
    start: int
    end: int
    invocation: Optional[Invocation]


@dataclass(frozen=True, slots=True)
class Include:
    path: str
    start: int
    end: int
    target: Optional[str]
    spelled: str


@dataclass(frozen=True, slots=True)
class PPDiagnostic:
    path: str
    start: int
    end: int
    code: str
    message: str
    severity: str


class _Macro:
    """A definition prepared for expansion."""

    __slots__ = ("name", "func", "params", "pindex", "variadic", "va_index", "body", "defn", "plain_uses")

    def __init__(self, name, params, variadic, body, defn):
        self.name = name
        self.func = params is not None
        self.params = params or ()
        self.pindex = {p: k for k, p in enumerate(self.params)}
        self.variadic = variadic
        self.va_index = len(self.params) - 1 if variadic else -1
        self.body: list[Tok] = body
        self.defn: MacroDef = defn
        self.plain_uses = _plain_uses(body, self.pindex)


_HASHES = ("#", "%:")
_PASTES = ("##", "%:%:")


def _plain_uses(body: list[Tok], pindex: dict[str, int]) -> tuple[int, ...]:
    """The parameters (indexes, in body order, repeated) that `subst` replaces by their
    expanded argument: not stringified, not an operand of a paste."""
    uses = []
    for i, t in enumerate(body):
        k = pindex.get(t.text) if t.kind is ID else None
        if k is None:
            continue
        before = body[i - 1] if i else None
        after = body[i + 1] if i + 1 < len(body) else None
        if before is not None and before.kind is PUNCT and (before.text in _HASHES or before.text in _PASTES):
            continue
        if after is not None and after.kind is PUNCT and after.text in _PASTES:
            continue
        uses.append(k)
    return tuple(uses)


def _decode(text: str) -> str:
    if text.isascii():
        return text
    return text.encode("latin-1").decode("utf-8", "replace")


def _origin(tok: Tok) -> Origin:
    o = tok.origin
    if o is None:
        o = tok.origin = Origin(tok.path, tok.start, tok.end, tok.inv)
    return o


def _spell(toks: Sequence[Tok]) -> str:
    """Tokens as text, one space where whitespace separated them."""
    parts = []
    for k, t in enumerate(toks):
        if k and t.space:
            parts.append(" ")
        parts.append(t.text)
    return "".join(parts)


def _verbatim(toks: Sequence[Tok]) -> str:
    """Tokens as text with the source's gaps on one line kept."""
    parts = []
    prev = None
    for t in toks:
        if prev is not None:
            if t.path == prev.path and t.line == prev.line and t.inv is None and prev.inv is None and t.start >= prev.end:
                parts.append(" " * (t.start - prev.end))
            elif t.space:
                parts.append(" ")
        parts.append(t.text)
        prev = t
    return "".join(parts)


_ASCII_DIGITS = re.compile(r"[0-9]+")


def _is_word(c: str) -> bool:
    return c.isalnum() or c == "_" or c == "$" or c >= "\x80"


def _glues(left: str, right: str) -> bool:
    """Whether two tokens written side by side could lex differently."""
    a = left[-1]
    b = right[0]
    if _is_word(a) or a == ".":
        return _is_word(b) or b == "." or b == "'" or b == '"'
    return not _is_word(b) and b not in "'\"()[]{};," and a not in "()[]{};,"


class _Frame:
    __slots__ = ("path", "lf", "toks", "n", "i", "di", "stop", "conds", "line_delta", "incl", "record_inactive")

    def __init__(self, path: str, lf: LexedFile, incl: int, record_inactive: bool):
        self.path = path
        self.lf = lf
        self.toks = lf.toks
        self.n = len(lf.toks)
        self.i = 0
        self.di = 0
        self.stop = lf.directives[0] if lf.directives else self.n
        # Each conditional: [active, taken, seen_else, directive tok, skip_start or None, parent_active].
        self.conds: list[list] = []
        self.line_delta = 0
        self.incl = incl
        self.record_inactive = record_inactive

    @property
    def active(self) -> bool:
        return not self.conds or self.conds[-1][0]


_EOF_TOK = Tok(EOF, "", "", 0, 0, 0, False, True)


class _TooLarge:
    __slots__ = ("size",)

    def __init__(self, size: int):
        self.size = size


class Stopped(Exception):
    """The caller's clock stopped the writing of an expanded text (`Result.text_of`)."""


class Result:
    """What one run of the preprocessor found; see the module docstring."""

    def __init__(self):
        self.macros: dict[str, MacroDef] = {}
        self.definitions: list[MacroDef] = []
        self.macro_uses: list[tuple[str, str, int, int]] = []
        # Names tested by #ifdef, #ifndef, defined and #undef (for references).
        self.macro_checks: list[tuple[str, str, int, int]] = []
        self.includes: list[Include] = []
        self.inactive: dict[str, list[tuple[int, int]]] = {}
        self.diagnostics: list[PPDiagnostic] = []
        # Where the expansion budget ran out (path, offset of the use in the
        # source), or None: from there on the output, the macro table and the
        # branches taken are unknown.
        self.cut: Optional[tuple[str, int]] = None
        # True when the caller's `stop` ended the run (its analysis is out of time): the result
        # says what that moment gave, so it is not kept for a later analysis with time to spare.
        self.stopped = False
        # Every identifier a `##` made during the run: exactly the names pasting can give this
        # configuration (analysis bounds what a paste may declare or call with it).
        self.pasted: set[str] = set()
        # The same by the file of the code that invoked the outermost macro: a light run, which
        # expands the main file alone, takes the headers' from the last full run.
        self.pasted_in: dict[str, set[str]] = {}
        self._emitted: list[tuple[Tok, int]] = []
        self._files: dict[str, LexedFile] = {}
        self._first_incl: dict[str, int] = {}
        self._tokens: Optional[list[tuple[str, Origin]]] = None
        # The macros in effect when the run ended (`expand_line` takes them for a line after
        # which no directive changes a macro it involves).
        self.table: Optional["MacroTable"] = None

    @property
    def tokens(self) -> list[tuple[str, Origin]]:
        """The expanded token stream of the translation unit (pragmas left out)."""
        if self._tokens is None:
            self._tokens = [(_decode(t.text), _origin(t)) for t, _ in self._emitted if t.kind is not PRAGMA]
        return self._tokens

    @property
    def files(self) -> list[str]:
        """Every file that was read and preprocessed, main file first."""
        return list(self._files)

    def expanded_size(self, path: str) -> int:
        """The bytes of the tokens `text_of(path)` would write, not counting the space between them:
        what it costs to write, known before it is written."""
        incl = self._first_incl.get(path)
        if incl is None:
            return 0
        return sum([len(tok.text) for tok, inc in self._emitted if inc == incl])

    def text_of(self, path: str, stop: Optional[Callable[[], bool]] = None) -> tuple[str, list[tuple[int, int, Origin]]]:
        """One file's own expanded text and a map from its byte ranges to origins.

        Tokens written in the file (or produced by macros invoked there) are
        placed on the line of their spelling or of the outermost invocation,
        at its column where the text before leaves room, so line numbers
        follow the source. Directives other than `#pragma` are left out.
        `stop`, the caller's clock, is asked every few thousand tokens: a small
        file can expand to millions (a macro of 10,000 tokens used 150 times),
        seconds of writing; past it, `Stopped` is raised.
        """
        lf = self._files.get(path)
        incl = self._first_incl.get(path)
        if lf is None or incl is None:
            return "", []
        ls = lf.line_starts
        parts: list[str] = []
        mapping: list[tuple[int, int, Origin]] = []
        pos = 0
        line_pos = 0
        cur_line = 0
        prev: Optional[Tok] = None
        prev_root = None
        root_lines: dict[int, tuple] = {}
        for count, (tok, inc) in enumerate(self._emitted):
            if inc != incl:
                continue
            if stop is not None and not count & 8191 and stop():
                raise Stopped(path)
            inv = tok.inv
            if inv is None:
                if tok.path != path:
                    # Spelled in a header that an `#include` inside a macro's unclosed argument list
                    # read (`F(x` / `#include "b.h"`): emitted under this file, but not its text.
                    continue
                off = tok.start
                root = None
                line = tok.line
            else:
                root = inv.outermost()
                if root.path != path:
                    continue  # The same, for a macro invoked in that header.
                off = root.start
                cached = root_lines.get(id(root))
                if cached is None:
                    line = bisect_right(ls, off) - 1
                    root_lines[id(root)] = (line, root)
                else:
                    line = cached[0]
            text = tok.text
            if prev is None or line > cur_line:
                if line > cur_line:
                    parts.append("\n" * (line - cur_line))
                    pos += line - cur_line
                    cur_line = line
                line_pos = pos
                pad = off - ls[line]
            else:
                if root is None and prev.inv is None and prev.ctx is tok.ctx and prev.path == tok.path and off >= prev.end:
                    # Both spelled in this file side by side: keep the source's gap.
                    pad = off - prev.end
                else:
                    pad = 1 if (tok.space or _glues(prev.text, text)) else 0
            if pad:
                parts.append(" " * pad)
                pos += pad
            parts.append(text)
            mapping.append((pos, pos + len(text), _origin(tok)))
            pos += len(text)
            prev = tok
            prev_root = root
        if parts:
            parts.append("\n")
        text = "".join(parts)
        if not text.isascii():
            text = text.encode("latin-1").decode("utf-8", "replace")
        return text, mapping


def include_candidates(spelled: str, including: str, include_dirs: Sequence[str]) -> list[str]:
    """Where an `#include` spelled `"name"` or `<name>` in the file `including` is looked for, in
    order: the including file's folder (quoted names only), then each include directory."""
    name = spelled[1:-1]
    if not name:
        return []
    if os.path.isabs(name):
        return [os.path.normpath(name)]
    candidates = [os.path.normpath(os.path.join(os.path.dirname(including), name))] if spelled.startswith('"') else []
    return candidates + [os.path.normpath(os.path.join(d, name)) for d in include_dirs]


class _Preprocessor:
    def __init__(self, read, include_dirs, max_include_depth, max_file_bytes, stop=None):
        self.read_cb = read
        # The caller's own question, asked where the clock is read: its analysis ran out of
        # time (its budget), so the expansion must not run on past it with a deadline of its own.
        self.stop = stop
        self.include_dirs = [d for d in include_dirs]
        self.max_depth = max_include_depth
        self.max_bytes = max_file_bytes
        self.result = Result()
        self.macros: dict[str, _Macro] = {}
        self.frames: list[_Frame] = []
        self.pending: list[Tok] = []
        self.reads: dict[str, object] = {}
        self.once: set[str] = set()
        self.counter = 0
        self.incl_count = 0
        self.budget = EXPANSION_BUDGET
        self.deadline = time.monotonic() + EXPANSION_SECONDS
        self.exhausted = False
        # Counts the files entered: a file read again (an #include) may give the same tokens
        # other neighbours, under other macros, so what `remember_unclosed` knew no longer holds.
        self.generation = 0
        self.top: Optional[Tok] = None  # The use in the source being expanded.
        self.seen_diags: set[tuple] = set()
        self.out = self.result._emitted
        self.cur_incl = 0
        self.in_if = False
        # Whether the condition being evaluated asked a clang feature check (answered 0 as a guess).
        self.guessed = False

    # Diagnostics and reads.

    def diag(self, path, start, end, code, message, severity="error"):
        key = (path, start, code, message)
        if key in self.seen_diags:
            return
        self.seen_diags.add(key)
        self.result.diagnostics.append(PPDiagnostic(path, start, end, code, message, severity))

    def read(self, path: str):
        """Bytes of `path`, None when unreadable, or _TooLarge; read at most once."""
        if path in self.reads:
            return self.reads[path]
        try:
            data = self.read_cb(path)
        except Exception:
            data = None
        if data is not None and len(data) > self.max_bytes:
            data = _TooLarge(len(data))
        self.reads[path] = data
        return data

    # Macro table.

    def define_from_tokens(self, toks: list[Tok], path: Optional[str], start: int, end: int):
        """Define a macro from the tokens after `define`; return False if malformed."""
        if not toks or toks[0].kind is not ID:
            return False
        name_tok = toks[0]
        name = name_tok.text
        params: Optional[list[str]] = None
        variadic = False
        k = 1
        if len(toks) > 1 and toks[1].text == "(" and not toks[1].space:
            params = []
            k = 2
            ok = False
            while k < len(toks):
                t = toks[k]
                if t.text == ")":
                    ok = True
                    k += 1
                    break
                if t.text == "...":
                    variadic = True
                    params.append("__VA_ARGS__")
                elif t.kind is ID and not variadic:
                    if k + 1 < len(toks) and toks[k + 1].text == "...":
                        variadic = True
                        params.append(t.text)
                        k += 1
                    else:
                        params.append(t.text)
                else:
                    return False
                k += 1
                if k < len(toks) and toks[k].text == ",":
                    if variadic:
                        return False
                    k += 1
                elif k < len(toks) and toks[k].text == ")":
                    continue
                else:
                    return False
            if not ok:
                return False
        body = toks[k:]
        if body:
            body = list(body)
            body[0] = Tok(body[0].kind, body[0].text, body[0].path, body[0].start, body[0].end, body[0].line, False, False)
        defn = MacroDef(
            _decode(name),
            tuple(_decode(p) for p in params) if params is not None else None,
            variadic,
            _decode(_spell(body)),
            path,
            start,
            end,
        )
        self.macros[name] = _Macro(name, tuple(params) if params is not None else None, variadic, body, defn)
        self.result.macros[defn.name] = defn
        if path is not None:
            self.result.definitions.append(defn)
        return True

    def seed(self, predefined: dict, defines, undefines) -> None:
        """What a run starts from: the predefined macros, then the `-D` and `-U` options, in order."""
        for name, body in predefined.items():
            self.define_text(name, body, BUILT_IN)
        for name, value in defines:
            self.define_text(name, value, COMMAND_LINE)
        for name in undefines:
            self.macros.pop(name, None)
            self.result.macros.pop(name, None)

    def define_text(self, name: str, value: Optional[str], pseudo_path: str):
        text = f"{name} {value if value is not None else '1'}"
        if "=" in name and value is None:
            key, _, val = name.partition("=")
            text = f"{key} {val}"
        toks = lex_text(text, pseudo_path)
        if not self.define_from_tokens(toks, None, 0, len(text)):
            self.diag(pseudo_path, 0, len(text), *messages.MALFORMED_MACRO(name=name))

    # Files.

    def push_file(self, path: str, lf: LexedFile) -> None:
        # Each file read adds its share of the expansion budget, in tokens and in time.
        self.budget += EXPANSION_PER_TOKEN * len(lf.toks)
        self.deadline += EXPANSION_SECONDS_PER_TOKEN * len(lf.toks)
        self.incl_count += 1
        first = path not in self.result._first_incl
        if first:
            self.result._first_incl[path] = self.incl_count
            self.result._files[path] = lf
        self.frames.append(_Frame(path, lf, self.incl_count, first))
        self.generation += 1
        self.cur_incl = self.incl_count

    def end_file(self, f: _Frame) -> None:
        while f.conds:
            c = f.conds.pop()
            t = c[3]
            self.diag(f.path, t.start, t.end, *messages.UNTERMINATED_CONDITIONAL(directive=c[6]))
            if c[4] is not None and f.record_inactive:
                self.add_inactive(f, c[4], f.lf.size)

    def add_inactive(self, f: _Frame, start: int, end: int) -> None:
        if end > start:
            self.result.inactive.setdefault(f.path, []).append((start, end))

    # Token source: the reader of frames, directives and conditionals.

    def next(self) -> Optional[Tok]:
        pending = self.pending
        if pending:
            return pending.pop()
        frames = self.frames
        while frames:
            f = frames[-1]
            i = f.i
            if i < f.stop:
                f.i = i + 1
                return f.toks[i]
            if i >= f.n:
                self.end_file(f)
                frames.pop()
                if frames:
                    self.cur_incl = frames[-1].incl
                    return _EOF_TOK
                return None
            self.directive(f)
        return None

    def unget(self, tok: Tok) -> None:
        self.pending.append(tok)

    def directive(self, f: _Frame) -> None:
        """Process the directive at f.i and move past it (and past any inactive text)."""
        lf = f.lf
        d = lf.directives[f.di]
        end = lf.dir_ends[f.di]
        f.di += 1
        f.i = end
        f.stop = lf.directives[f.di] if f.di < len(lf.directives) else f.n
        toks = f.toks
        hash_tok = toks[d]
        if d + 1 >= end:
            # The null directive.
            if not f.active:
                f.i = f.stop
            return
        name_tok = toks[d + 1]
        name = name_tok.text
        start = hash_tok.start
        stop = toks[end - 1].end
        active = f.active
        if name in ("if", "ifdef", "ifndef", "elif", "else", "endif"):
            self.conditional(f, name, toks[d + 2 : end], hash_tok, start, stop)
        elif active:
            args = toks[d + 2 : end]
            if name == "define":
                if not self.define_from_tokens(args, f.path, start, stop):
                    self.diag(f.path, start, stop, *messages.MALFORMED_DEFINE())
            elif name == "undef":
                if not args or args[0].kind is not ID:
                    self.diag(f.path, start, stop, *messages.UNDEF_EXPECTS_NAME())
                elif len(args) > 1:
                    # `#undef FEATURE_SLICE_SIZE 16` (clDNN): the name is undefined, the rest
                    # ignored with a warning, as clang does.
                    self.diag(f.path, args[1].start, stop, *messages.EXTRA_TOKENS(directive="undef"))
                if args and args[0].kind is ID:
                    a = args[0]
                    self.result.macro_checks.append((_decode(a.text), f.path, a.start, a.end))
                    self.macros.pop(a.text, None)
                    self.result.macros.pop(_decode(a.text), None)
            elif name in ("include", "include_next", "import"):
                self.include(f, args, start, stop)
            elif name == "pragma":
                if len(args) == 1 and args[0].text == "once":
                    self.once.add(f.path)
                else:
                    self.out.append(
                        (Tok(PRAGMA, _verbatim(toks[d:end]), f.path, start, stop, hash_tok.line, True, True), f.incl)
                    )
            elif name == "error":
                code, text, severity = messages.ERROR_DIRECTIVE(text=_decode(_verbatim(args)))
                if any(c[7] for c in f.conds):
                    # Reached because a clang feature check was answered "no" without clang's
                    # tables (`#if !__has_builtin(__builtin_readcyclecounter)`): clang may not get here.
                    severity = "warning"
                self.diag(f.path, start, stop, code, text, severity)
            elif name == "warning":
                self.diag(f.path, start, stop, *messages.WARNING_DIRECTIVE(text=_decode(_verbatim(args))))
            elif name == "line" or name_tok.kind is NUM:
                self.line_directive(f, args if name == "line" else toks[d + 1 : end], start, stop, end)
            elif name in ("ident", "sccs", "assert", "unassert"):
                pass
            else:
                self.diag(f.path, start, stop, *messages.UNKNOWN_DIRECTIVE(name=_decode(name)))
        if not f.active:
            f.i = f.stop

    def line_directive(self, f, args, start, stop, end):
        expanded = self.expand_list(args) if args and args[0].kind is not NUM else args
        # ASCII digits only: str.isdigit() also takes '²', which int() then rejects.
        if not expanded or expanded[0].kind is not NUM or not _ASCII_DIGITS.fullmatch(expanded[0].text):
            self.diag(f.path, start, stop, *messages.LINE_EXPECTS_NUMBER())
            return
        # A line number must fit 32 bits unsigned, as clang reads it (past 2147483647 C only
        # allows it as an extension); int() would refuse a string of over 4,300 digits.
        significant = expanded[0].text.lstrip("0") or "0"
        if len(significant) > 10 or int(significant) > 0xFFFFFFFF:
            self.diag(f.path, start, stop, *messages.LINE_OUT_OF_RANGE())
            return
        # The line after the directive gets the given number.
        next_line = f.toks[end].line if end < f.n else f.toks[end - 1].line + 1
        f.line_delta = int(significant) - 1 - next_line

    def conditional(self, f: _Frame, name: str, args: list[Tok], hash_tok: Tok, start: int, stop: int) -> None:
        conds = f.conds
        line_end = self.line_start_after(f, stop)
        if name in ("if", "ifdef", "ifndef"):
            parent = f.active
            value = False
            self.guessed = False
            if parent:
                value = self.condition(f, name, args, start, stop)
            skip = line_end if (parent and not value) else None
            conds.append([parent and value, value, False, hash_tok, skip, parent, name, self.guessed])
            return
        if not conds:
            self.diag(f.path, start, stop, *messages.WITHOUT_IF(directive=name))
            return
        c = conds[-1]
        here = f.lf.line_starts[f.lf.line_of(start)]
        if name == "endif":
            conds.pop()
            if c[4] is not None and f.record_inactive:
                self.add_inactive(f, c[4], here)
            return
        if c[2]:
            self.diag(f.path, start, stop, *messages.AFTER_ELSE(directive=name))
        parent = c[5]
        if c[4] is not None and f.record_inactive:
            self.add_inactive(f, c[4], here)
            c[4] = None
        if name == "else":
            c[2] = True
            take = parent and not c[1]
        else:
            self.guessed = False
            take = parent and not c[1] and self.condition(f, "elif", args, start, stop)
            c[7] = c[7] or self.guessed  # Every later branch of the chain depends on the guess.
        c[0] = take
        if take:
            c[1] = True
        elif parent:
            c[4] = line_end

    @staticmethod
    def line_start_after(f: _Frame, offset: int) -> int:
        ls = f.lf.line_starts
        k = bisect_right(ls, offset)
        return ls[k] if k < len(ls) else f.lf.size

    def condition(self, f: _Frame, name: str, args: list[Tok], start: int, stop: int) -> bool:
        if name in ("ifdef", "ifndef"):
            if not args or args[0].kind is not ID:
                self.diag(f.path, start, stop, *messages.CONDITIONAL_EXPECTS_NAME(directive=name))
                return False
            a = args[0]
            self.result.macro_checks.append((_decode(a.text), f.path, a.start, a.end))
            return (a.text in self.macros or a.text in self.HAS_CHECKS) == (name == "ifdef")
        toks = self.replace_has_checks(self.replace_defined(f, args))
        self.in_if = True
        try:
            toks = self.replace_has_checks(self.replace_defined(f, self.expand_list(toks)))
        finally:
            self.in_if = False
        value, error = pp_expr.evaluate([(t.kind, t.text) for t in toks])
        if error:
            # Usually a macro the build defines (-D) and this configuration
            # does not: a warning, since the real build may well succeed.
            self.diag(f.path, start, stop, *messages.BAD_CONDITION(error=error))
            return False
        return value != 0

    # Clang's feature checks; without clang's tables they answer 0 ("not
    # available"), which is also what every other compiler makes of them.
    HAS_CHECKS = frozenset({
        "__has_builtin", "__has_attribute", "__has_extension", "__has_feature", "__has_include",
        "__has_include_next", "__has_cpp_attribute", "__has_c_attribute", "__has_declspec_attribute",
        "__is_identifier", "__has_warning",
    })

    def replace_has_checks(self, toks: list[Tok]) -> list[Tok]:
        if not any(t.kind is ID and t.text in self.HAS_CHECKS for t in toks):
            return toks
        out: list[Tok] = []
        i = 0
        n = len(toks)
        while i < n:
            t = toks[i]
            if t.kind is ID and t.text in self.HAS_CHECKS and i + 1 < n and toks[i + 1].text == "(":
                j = _closing_paren(toks, i + 1)
                self.guessed = True
                out.append(Tok(NUM, "0", t.path, t.start, t.end, t.line, t.space, t.bol))
                i = j + 1
                continue
            out.append(t)
            i += 1
        return out

    def replace_defined(self, f: _Frame, toks: list[Tok]) -> list[Tok]:
        if not any(t.text == "defined" for t in toks):
            return toks
        out: list[Tok] = []
        i = 0
        n = len(toks)
        while i < n:
            t = toks[i]
            if t.kind is ID and t.text == "defined":
                j = i + 1
                paren = j < n and toks[j].text == "("
                if paren:
                    j += 1
                if j < n and toks[j].kind is ID:
                    a = toks[j]
                    if paren and not (j + 1 < n and toks[j + 1].text == ")"):
                        self.diag(f.path, t.start, a.end, *messages.DEFINED_MISSING_PAREN())
                    if a.inv is None:
                        self.result.macro_checks.append((_decode(a.text), a.path, a.start, a.end))
                    # clang defines its feature checks as macros (`#if defined(__has_builtin)`).
                    value = "1" if a.text in self.macros or a.text in self.HAS_CHECKS else "0"
                    out.append(Tok(NUM, value, t.path, t.start, a.end, t.line, t.space, False, t.inv))
                    i = j + 2 if paren else j + 1
                    continue
                self.diag(f.path, t.start, t.end, *messages.DEFINED_EXPECTS_NAME())
            out.append(t)
            i += 1
        return out

    # Includes.

    def include(self, f: _Frame, args: list[Tok], start: int, stop: int) -> None:
        spelled = self.header_name(args)
        if spelled is None:
            expanded = self.expand_list(args)
            spelled = self.header_name(expanded)
        if spelled is None and args and args[0].kind == ID:
            # A computed include whose macros are not defined here: the build
            # defines them (-D), so this is missing configuration, not a typo.
            name = args[0].text
            self.diag(f.path, start, stop, *messages.UNRESOLVED_COMPUTED_INCLUDE(name=name))
            return
        if spelled is None:
            self.diag(f.path, start, stop, *messages.INCLUDE_EXPECTS_FILE())
            return
        candidates = include_candidates(spelled, f.path, self.include_dirs)
        target = None
        data = None
        for c in candidates:
            data = self.read(c)
            if data is not None:
                target = c
                break
        shown = _decode(spelled)
        self.result.includes.append(Include(f.path, start, stop, target, shown))
        if target is None:
            self.diag(f.path, start, stop, *messages.MISSING_INCLUDE(name=shown))
            return
        self.enter(target, data, f.path, start, stop)

    @staticmethod
    def header_name(toks: list[Tok]) -> Optional[str]:
        if not toks:
            return None
        first = toks[0]
        if first.kind is STR and first.text.startswith('"') and first.text.endswith('"') and len(first.text) >= 2:
            return first.text
        if first.text == "<":
            for k in range(1, len(toks)):
                if toks[k].text == ">":
                    return "<" + _spell(toks[1:k]) + ">"
        return None

    def enter(self, target: str, data, from_path: Optional[str], start: int, stop: int) -> None:
        where = from_path if from_path is not None else COMMAND_LINE
        if isinstance(data, _TooLarge):
            self.diag(where, start, stop, *messages.TOO_LARGE(path=target, size=data.size))
            return
        if target in self.once:
            return
        lf = lex_file(target, data)
        if lf.guard is not None and lf.guard in self.macros:
            return
        if any(fr.path == target for fr in self.frames):
            what = "includes itself" if self.frames and self.frames[-1].path == target else "is part of an include cycle"
            self.diag(where, start, stop, *messages.INCLUDE_CYCLE(path=target, what=what))
            return
        if len(self.frames) >= self.max_depth:
            self.diag(where, start, stop, *messages.INCLUDE_DEPTH(limit=self.max_depth, path=target))
            return
        self.push_file(target, lf)

    # Macro expansion.

    def expand_list(self, toks: Sequence[Tok], depth: int = 0) -> list[Tok]:
        """Expand a token list completely (a macro argument, a directive's operands).

        The one recursion of expansion, and its bound: `subst` pre-expands an
        argument here at `depth + 1` (directly, or through `apply_va_opt`), and
        only `subst` passes a depth on; everything else (bodies, rescans, calls
        after calls) is iteration over `expand`'s stack. So the Python call depth
        is at most MAX_ARGUMENT_NESTING + 1 levels of expand_list -> expand ->
        subst (-> apply_va_opt), whatever the input: an argument nested deeper is
        used unexpanded and P009 says so (tests/project/test_preprocessor.py
        checks 50,000 levels under a recursion limit of that size).
        """
        out: list[Tok] = []
        if depth > MAX_ARGUMENT_NESTING:
            t = toks[0] if toks else None
            if t is not None:
                self.diag(t.path, t.start, t.end, *messages.ARGUMENTS_TOO_DEEP())
            return list(toks)
        self.expand(list(reversed(toks)), False, out, depth)
        return out

    def expand(self, stack: list[Tok], from_source: bool, out: list, depth: int) -> None:
        """Expand tokens from `stack` (last is next), then from the files if `from_source`.

        Output goes to `out`: plain tokens for lists, (token, inclusion) pairs
        for the translation unit.
        """
        macros = self.macros
        append = out.append
        result = self.result
        next_src = self.next
        unclosed: dict[Tok, int] = {}  # See `remember_unclosed`.
        while True:
            if stack:
                tok = stack.pop()
            elif from_source:
                tok = next_src()
                if tok is None:
                    return
                if tok.kind is EOF:
                    continue
            else:
                return
            if tok.kind is not ID:
                append((tok, self.cur_incl) if from_source else tok)
                continue
            name = tok.text
            if self.in_if and name == "defined" and not from_source:
                # The operand of 'defined' in #if is not expanded.
                append(tok)
                if stack and stack[-1].text == "(":
                    append(stack.pop())
                if stack and stack[-1].kind is ID:
                    append(stack.pop())
                continue
            m = macros.get(name)
            if m is None or name in tok.hide or self.exhausted:
                if m is None and name in _BUILTINS and name not in tok.hide:
                    tok = self.builtin(tok)
                append((tok, self.cur_incl) if from_source else tok)
                continue
            if m.func:
                # A function-like macro name expands only when '(' follows.
                if stack:
                    nxt = stack[-1]
                elif from_source:
                    nxt = next_src()
                    if nxt is not None:
                        self.unget(nxt)
                else:
                    nxt = None
                if nxt is None or nxt.text != "(" or nxt.kind is not PUNCT:
                    append((tok, self.cur_incl) if from_source else tok)
                    continue
                got = self.collect_args(m, tok, stack, from_source, unclosed)
                if got is None:
                    append((tok, self.cur_incl) if from_source else tok)
                    continue
                args, rparen, consumed = got
                hs = (tok.hide & rparen.hide) | {name} if (tok.hide or rparen.hide) else frozenset((name,))
                end = rparen.end if (rparen.path == tok.path and rparen.inv is tok.inv and rparen.end >= tok.end) else tok.end
            else:
                args = None
                hs = tok.hide | {name} if tok.hide else frozenset((name,))
                end = tok.end
            if from_source and tok.inv is None:
                # A use in the source: where a cut during its expansion is placed.
                self.top = tok
            inv = Invocation(m.defn.name, tok.path, tok.start, end, tok.inv, m.defn)
            result.macro_uses.append((m.defn.name, tok.path, tok.start, tok.end))
            expansion = self.subst(m, args, hs, inv, tok, depth)
            self.budget -= len(expansion) + 1
            if self.budget < 0:
                self.exhaust(tok)
            elif not self.exhausted:
                self.stop_if_out_of_time(tok)
            if expansion:
                expansion.reverse()
                stack.extend(expansion)

    def stop_if_out_of_time(self, tok: Tok) -> bool:
        """Stop expanding when the run's time is spent, or the caller's (P009, like the token budget)."""
        if time.monotonic() > self.deadline:
            self.exhaust(tok, messages.EXPANSION_TOO_SLOW(seconds=f"{EXPANSION_SECONDS:g}"))
            return True
        if self.stop is not None and self.stop():
            self.result.stopped = True
            self.exhaust(tok, messages.EXPANSION_OUT_OF_BUDGET())
            return True
        return False

    def exhaust(self, tok: Tok, why: Optional[tuple[str, str, str]] = None) -> None:
        """Stop expanding macros: the budget is spent (reported once, P009)."""
        if not self.exhausted:
            self.exhausted = True
            # Placed on the use in the source being expanded: from an argument's
            # token (it has no invocation) on out to the use it is passed to.
            inv = tok.inv
            while inv is not None and inv.parent is not None:
                inv = inv.parent
            top = self.top or tok
            self.result.cut = (inv.path, inv.start) if inv is not None else (top.path, top.start)
            self.diag(tok.path, tok.start, tok.end, *(why or messages.TOO_MANY_TOKENS()))

    def collect_args(self, m: _Macro, name_tok: Tok, stack: list[Tok], from_source: bool, unclosed: dict[Tok, int]):
        """Read '(' arguments ')'; return (args, rparen, consumed) or None if malformed."""
        consumed: list[Tok] = []
        args: list[list[Tok]] = [[]]
        level = 0
        nparams = len(m.params)
        rparen = None
        first = True
        while True:
            if stack:
                t = stack.pop()
            elif from_source:
                t = self.next()
            else:
                t = None
            if t is None or t.kind is EOF:
                if t is not None:
                    self.unget(t)
                self.diag(name_tok.path, name_tok.start, name_tok.end, *messages.UNTERMINATED_ARGUMENTS(name=_decode(m.name)))
                self.remember_unclosed(consumed, unclosed)
                return self.give_back(consumed, stack, name_tok)
            consumed.append(t)
            if first:
                first = False
                if unclosed.get(t) == self.generation:
                    # Inside the arguments of a use already reported unterminated: the compiler
                    # reads to the end as that use's arguments and says nothing more.
                    return self.give_back(consumed, stack, name_tok)
                continue
            if not len(consumed) & 4095 and self.stop_if_out_of_time(name_tok):
                consumed.reverse()  # A scan for ')' through a long stack, which many uses may repeat.
                stack.extend(consumed)
                return None
            if t.kind is PUNCT:
                txt = t.text
                if txt == "(":
                    level += 1
                elif txt == ")":
                    if level == 0:
                        rparen = t
                        break
                    level -= 1
                elif txt == "," and level == 0 and not (m.variadic and len(args) >= nparams):
                    args.append([])
                    continue
            args[-1].append(t)
        if nparams == 0:
            if len(args) == 1 and not args[0]:
                return [], rparen, consumed
        elif len(args) == nparams:
            return args, rparen, consumed
        elif m.variadic and len(args) == nparams - 1:
            args.append([])
            return args, rparen, consumed
        self.diag(
            name_tok.path,
            name_tok.start,
            rparen.end if rparen.path == name_tok.path and rparen.end > name_tok.start else name_tok.end,
            *messages.ARGUMENT_COUNT(name=_decode(m.name), count=nparams, plural="s" if nparams != 1 else "", given=len(args)),
        )
        return self.give_back(consumed, stack, name_tok)

    def remember_unclosed(self, consumed: list[Tok], unclosed: dict[Tok, int]) -> None:
        """Note each '(' of `consumed` (read to the end of the tokens) that no ')' closes: a later
        use of a function-like macro just before one of them fails at once, instead of reading
        the rest again (30,000 such uses were 30,000 x 30,000 steps). It holds while the tokens
        after that '(' are the same: they go back on the stack and stay there untouched until it
        is read, unless a file is entered (`generation`)."""
        opens: list[Tok] = []
        for t in consumed:
            if t.kind is PUNCT:
                if t.text == "(":
                    opens.append(t)
                elif t.text == ")" and opens:
                    opens.pop()
        for t in opens:
            unclosed[t] = self.generation

    def give_back(self, consumed: list[Tok], stack: list[Tok], name_tok: Tok) -> None:
        """Return the tokens a failed argument scan read, so they are still output. They will be
        read again, so they count against the token budget: 30,000 unterminated uses in one
        expansion would otherwise scan its rest 30,000 times (P009 stops that)."""
        consumed.reverse()
        stack.extend(consumed)
        self.budget -= len(consumed)
        if self.budget < 0:
            self.exhaust(name_tok)
        return None

    def builtin(self, tok: Tok) -> Tok:
        name = tok.text
        if name == "__LINE__":
            f = self.frames[-1] if self.frames else None
            line = (f.toks[f.i - 1].line if f and f.i else 0) + (f.line_delta if f else 0) + 1
            return Tok(NUM, str(line), tok.path, tok.start, tok.end, tok.line, tok.space, False, tok.inv, tok.hide)
        if name == "__FILE__":
            path = self.frames[-1].path if self.frames else ""
            lit = '"' + path.replace("\\", "\\\\").replace('"', '\\"') + '"'
            return Tok(STR, lit, tok.path, tok.start, tok.end, tok.line, tok.space, False, tok.inv, tok.hide)
        value = self.counter
        self.counter += 1
        return Tok(NUM, str(value), tok.path, tok.start, tok.end, tok.line, tok.space, False, tok.inv, tok.hide)

    def subst(self, m: _Macro, args, hs: frozenset, inv: Invocation, name_tok: Tok, depth: int) -> list[Tok]:
        body = m.body
        if not body:
            return []
        out: list[Tok] = []
        if args is None:
            for t in body:
                out.append(Tok(t.kind, t.text, t.path, t.start, t.end, t.line, t.space, False, inv, hs))
            out[0].space = name_tok.space
            return out
        pindex = m.pindex
        # Each argument is pre-expanded once (as clang does), here and for __VA_OPT__ alike:
        # twice a level would double the work at each level of nested variadic calls.
        expanded: dict[int, list[Tok]] = {}
        if m.variadic and any(t.text == "__VA_OPT__" for t in body):
            body = self.apply_va_opt(m, body, args, depth, expanded)
        elif len(m.plain_uses) > 1 and self.too_large(m, args, expanded, depth):
            self.exhaust(name_tok)
            return []
        n = len(body)
        i = 0
        while i < n:
            t = body[i]
            txt = t.text
            k = pindex.get(txt) if t.kind is ID else None
            if t.kind is PUNCT and (txt == "#" or txt == "%:") and i + 1 < n and body[i + 1].kind is ID and body[i + 1].text in pindex:
                p = body[i + 1]
                out.append(self.stringify(args[pindex[p.text]], t, p, inv, hs))
                i += 2
                continue
            if t.kind is PUNCT and (txt == "##" or txt == "%:%:") and out and i + 1 < n:
                i = self.paste_operands(m, body, i, args, out, inv, hs)
                continue
            if k is not None:
                nxt_paste = i + 1 < n and body[i + 1].kind is PUNCT and body[i + 1].text in ("##", "%:%:")
                if nxt_paste:
                    raw = args[k]
                    out.extend([self.copy(a, hs, inv) for a in raw] or [self.placemarker(t, inv)])
                else:
                    e = expanded.get(k)
                    if e is None:
                        e = expanded[k] = self.expand_list(args[k], depth + 1)
                    if self.exhausted:
                        break  # Spent while expanding the argument: copying it up every level is the cost.
                    if len(out) + len(e) > self.budget:
                        # Checked before the copy: one substitution of a huge argument
                        # is itself most of the work (nested calls grow exponentially).
                        self.exhaust(name_tok)
                        break
                    if self.stop_if_out_of_time(name_tok):
                        break
                    if e:
                        first = len(out)
                        out.extend(self.copy(a, hs, inv) for a in e)
                        out[first].space = t.space
                i += 1
                continue
            out.append(Tok(t.kind, t.text, t.path, t.start, t.end, t.line, t.space, False, inv, hs))
            i += 1
        out = [t for t in out if t.kind is not PLACEMARKER]
        if out:
            out[0].space = name_tok.space
        return out

    def too_large(self, m: _Macro, args, expanded: dict[int, list[Tok]], depth: int) -> bool:
        """Whether substituting `args` into `m` makes more tokens than the budget has left.

        Asked before copying: a body that uses its parameter a hundred times, nested
        a few levels, multiplies its argument's length by a hundred at each level, and
        copying up to the budget (a million tokens) took seconds, past the time limit.
        The arguments are expanded here in the order the substitution would expand them.
        """
        need = len(m.body)
        for k in m.plain_uses:
            e = expanded.get(k)
            if e is None:
                e = expanded[k] = self.expand_list(args[k], depth + 1)
            if self.exhausted:
                return False  # The substitution stops at the same argument.
            need += len(e)
        return need > self.budget

    def paste_operands(self, m: _Macro, body: list[Tok], i: int, args, out: list[Tok], inv: Invocation,
                       hs: frozenset) -> int:
        """Paste the last token of `out` with the right operand of the `##` at `body[i]` (an
        argument unexpanded, a stringified one, or a body token); return the index after it."""
        pindex = m.pindex
        n = len(body)
        op_i = i
        i += 1
        r = body[i]
        rk = pindex.get(r.text) if r.kind is ID else None
        if rk is not None:
            raw = args[rk]
            if not raw and rk == m.va_index and out[-1].text == "," and out[-1].kind is PUNCT:
                # GNU: ', ## __VA_ARGS__' drops the comma when there are no variable arguments.
                out.pop()
                return i + 1
            rhs = [self.copy(a, hs, inv) for a in raw] or [self.placemarker(r, inv)]
        elif r.kind is PUNCT and (r.text == "#" or r.text == "%:") and i + 1 < n and body[i + 1].text in pindex:
            rhs = [self.stringify(args[pindex[body[i + 1].text]], r, body[i + 1], inv, hs)]
            i += 1
        else:
            rhs = [Tok(r.kind, r.text, r.path, r.start, r.end, r.line, r.space, False, inv, hs)]
        lhs = out.pop()
        out.extend(self.paste(lhs, rhs[0], inv, hs, body[op_i - 1], body[i]))
        out.extend(rhs[1:])
        return i + 1

    def apply_va_opt(self, m: _Macro, body: list[Tok], args, depth: int, expanded: dict[int, list[Tok]]) -> list[Tok]:
        """Replace each `__VA_OPT__(content)` by its content or by nothing (the variable
        arguments' expansion is kept in `expanded`, for `subst`)."""
        va = args[m.va_index] if m.va_index >= 0 else []
        present = False
        if va:
            e = expanded.get(m.va_index)
            if e is None:
                e = expanded[m.va_index] = self.expand_list(va, depth + 1)
            present = bool(e)
        out: list[Tok] = []
        i = 0
        n = len(body)
        while i < n:
            t = body[i]
            if t.kind is ID and t.text == "__VA_OPT__" and i + 1 < n and body[i + 1].text == "(":
                j = _closing_paren(body, i + 1)
                content = body[i + 2 : j]
                if present:
                    out.extend(content)
                else:
                    out.append(Tok(PLACEMARKER, "", t.path, t.start, t.start, t.line, False, False))
                i = j + 1
                continue
            out.append(t)
            i += 1
        return out

    @staticmethod
    def copy(a: Tok, hs: frozenset, inv: Invocation) -> Tok:
        h = a.hide
        return Tok(a.kind, a.text, a.path, a.start, a.end, a.line, a.space, False, a.inv, hs if not h or h is hs else (h | hs), inv)

    @staticmethod
    def placemarker(t: Tok, inv) -> Tok:
        return Tok(PLACEMARKER, "", t.path, t.start, t.end, t.line, t.space, False, inv)

    def stringify(self, arg: list[Tok], hash_tok: Tok, param: Tok, inv: Invocation, hs) -> Tok:
        parts = []
        for k, a in enumerate(arg):
            if k and a.space:
                parts.append(" ")
            if a.kind is STR or a.kind is CHR:
                parts.append(a.text.replace("\\", "\\\\").replace('"', '\\"'))
            else:
                parts.append(a.text)
        text = '"' + "".join(parts) + '"'
        return Tok(STR, text, hash_tok.path, hash_tok.start, param.end, hash_tok.line, hash_tok.space, False, inv, hs)

    def paste(self, lhs: Tok, rhs: Tok, inv: Invocation, hs, lbody: Tok, rbody: Tok) -> list[Tok]:
        if lhs.kind is PLACEMARKER:
            return [rhs]
        if rhs.kind is PLACEMARKER:
            return [lhs]
        text = lhs.text + rhs.text
        # The pasted token is spelled by the 'a ## b' expression in the macro
        # body; in a chain it starts where the chain does.
        path, start, end = lbody.path, lbody.start, rbody.end
        if lhs.inv is inv and lhs.path == path and lhs.start < start:
            start = lhs.start
        toks = lex_text(text, path)
        if len(toks) == 1:
            t = toks[0]
            if t.kind is ID:
                name = _decode(t.text)
                self.result.pasted.add(name)
                self.result.pasted_in.setdefault(inv.outermost().path, set()).add(name)
            return [Tok(t.kind, t.text, path, start, end, lhs.line, lhs.space, False, inv, hs)]
        self.diag(
            inv.path, inv.start, inv.end, *messages.BAD_PASTE(left=_decode(lhs.text), right=_decode(rhs.text)),
        )
        return [lhs, rhs]


_BUILTINS = frozenset(("__LINE__", "__FILE__", "__COUNTER__"))


def _closing_paren(toks: list[Tok], open_index: int) -> int:
    """Index of the ')' matching the '(' at `open_index`, or len(toks) when unbalanced."""
    depth = 0
    j = open_index
    while j < len(toks):
        if toks[j].text == "(":
            depth += 1
        elif toks[j].text == ")":
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return j


def preprocess(
    path: str,
    read: Callable[[str], Optional[bytes]],
    *,
    include_dirs: Sequence[str] = (),
    defines: Sequence[tuple[str, Optional[str]]] = (),
    undefines: Sequence[str] = (),
    forced_includes: Sequence[str] = (),
    predefined: Mapping[str, str] = {},
    max_include_depth: int = 200,
    max_file_bytes: int = MAX_FILE_BYTES,
    stop: Optional[Callable[[], bool]] = None,
) -> Result:
    """Preprocess the translation unit rooted at `path`.

    `defines` are `-D` options: (name, value) where name may carry a parameter
    list (`("M2S(x)", "XM2S(x)")`) and a value of None means `1`. `predefined`
    maps names (with optional parameter lists) to bodies and is applied first.
    Forced includes (`-include`) are processed before the main file, resolved
    as given and then against the include directories. `stop`, asked wherever the
    expansion reads the clock, ends expansion as the time limit does (P009) and
    marks the result `stopped`.
    """
    pp = _Preprocessor(read, include_dirs, max_include_depth, max_file_bytes, stop)
    pp.seed(predefined, defines, undefines)
    data = pp.read(path)
    if data is None or isinstance(data, _TooLarge):
        why = "cannot be read" if data is None else f"is too large to preprocess ({data.size} bytes)"
        pp.diag(path, 0, 0, *messages.UNREADABLE(path=path, why=why))
        return pp.result
    main_lf = lex_file(path, data)
    # Forced includes are processed, in order, before the main file.
    for name in forced_includes:
        candidates = [os.path.normpath(name)] + [os.path.normpath(os.path.join(d, name)) for d in include_dirs]
        target = None
        fdata = None
        for c in candidates:
            fdata = pp.read(c)
            if fdata is not None:
                target = c
                break
        pp.result.includes.append(Include(COMMAND_LINE, 0, 0, target, f'"{name}"'))
        if target is None:
            pp.diag(COMMAND_LINE, 0, 0, *messages.MISSING_FORCED_INCLUDE(name=name))
            continue
        if isinstance(fdata, _TooLarge):
            pp.enter(target, fdata, None, 0, 0)
            continue
        pp.push_file(target, lex_file(target, fdata))
        pp.expand([], True, pp.out, 0)
    pp.push_file(path, main_lf)
    pp.expand([], True, pp.out, 0)
    pp.result.table = MacroTable(pp.macros)  # (The run is over: nothing changes its macros now.)
    return pp.result


# Expanding a fragment: one piece of code without directives (a function body),
# with the macros in effect where it stands, for analysis of what the compiler sees.


def _no_read(path: str) -> Optional[bytes]:
    return None


_table_serials = itertools.count()


class MacroTable:
    """Macro definitions prepared for `expand_fragment`, shared by many expansions.

    `initial` makes the table a run starts with (predefined macros, `-D` and
    `-U` options); `apply` gives a new table with `#define` and `#undef` lines
    applied in order. A table is never changed once made, so it may be shared
    between threads and cached by whatever determines it.
    """

    __slots__ = ("_macros", "serial", "unsure")

    def __init__(self, macros: dict, unsure: frozenset = frozenset()):
        self._macros = macros
        # Names a malformed `#define`/`#undef` line was about: the compiler drops such a line (a
        # `#define F(x` typed halfway), and so does `apply`; an expansion that meets one of these
        # names is not to be trusted, since the line may be one this preprocessor misreads.
        self.unsure = unsure
        # Names this table in cache keys without keeping it alive (never given to another).
        self.serial = next(_table_serials)

    @classmethod
    def initial(
        cls,
        predefined: Mapping[str, str] = {},
        defines: Sequence[tuple[str, Optional[str]]] = (),
        undefines: Sequence[str] = (),
    ) -> "MacroTable":
        """The table of a run's start, as `preprocess` builds it (malformed definitions left out)."""
        pp = _Preprocessor(_no_read, (), 1, MAX_FILE_BYTES)
        pp.seed(predefined, defines, undefines)
        return cls(pp.macros)

    def apply(self, lines: Sequence[tuple[str, bytes]]) -> "MacroTable":
        """A new table with directive lines applied in order. Each line is (path, its bytes from
        `#` to the end of the directive). A line that is not a well-formed `#define` or `#undef`
        is dropped, as the compiler drops it, and the name it names, if any, is `unsure`."""
        return self._applied((path, text, None) for path, text in lines)

    def placed(self, path: str, lines: Sequence[tuple[int, bytes]]) -> "MacroTable":
        """`apply` for `#define` and `#undef` lines of the file `path`, each with the offset where
        its text starts there: the definitions stand where they are in the file (their
        `MacroDef` from the `#` to the last token, their body tokens), as a run over the file
        places them; `apply`'s are where they are in the line."""
        return self._applied((path, text, offset) for offset, text in lines)

    def _applied(self, lines: Iterable[tuple[str, bytes, Optional[int]]]) -> "MacroTable":
        macros = dict(self._macros)
        unsure = set(self.unsure)
        for path, text, offset in lines:
            parsed = _directive_macro(path, text)
            if parsed is None:
                name = _directive_name(path, text)
                if name is not None:
                    unsure.add(name)
                continue
            name, macro = parsed
            unsure.discard(name)
            if macro is None:
                macros.pop(name, None)
            else:
                macros[name] = macro if offset is None else _placed_macro(macro, path, offset, text)
        return MacroTable(macros, frozenset(unsure) if unsure != self.unsure else self.unsure)

    def define(self, definitions: Sequence[tuple[str, Optional[str]]]) -> "MacroTable":
        """A new table with `-D`-style definitions added (malformed ones left out)."""
        pp = _Preprocessor(_no_read, (), 1, MAX_FILE_BYTES)
        pp.macros = dict(self._macros)
        for name, value in definitions:
            pp.define_text(name, value, COMMAND_LINE)
        unsure = self.unsure - set(pp.macros) if self.unsure else self.unsure
        return MacroTable(pp.macros, unsure)

    def __contains__(self, name: str) -> bool:
        return name in self._macros

    def definition(self, name: str) -> Optional[MacroDef]:
        macro = self._macros.get(name)
        return macro.defn if macro is not None else None


# Directive lines already prepared, by (path, text): a file's #define lines are
# prepared once, however many fragments and edits use them.
DIRECTIVE_CACHE_SIZE = 20000
_directive_cache = memo.cache("project.preprocessor.directives", DIRECTIVE_CACHE_SIZE)


def well_formed_directive(path: str, text: bytes) -> bool:
    """Whether `text` (a `#define` or `#undef` line) is one `MacroTable.apply` takes."""
    return _directive_macro(path, text) is not None


def _directive_macro(path: str, text: bytes) -> Optional[tuple[str, Optional[_Macro]]]:
    return _directive_cache.get_or_make((path, text), lambda: _prepare_directive(path, text))


def _placed_macro(macro: _Macro, path: str, offset: int, text: bytes) -> _Macro:
    """A macro `_prepare_directive` made of a `#define` line, moved to `offset` in the file."""
    toks = lex_text(text.decode("latin-1"), path)
    body = [Tok(t.kind, t.text, t.path, t.start + offset, t.end + offset, t.line, t.space, t.bol, t.inv, t.hide)
            for t in macro.body]
    defn = dataclasses.replace(macro.defn, start=offset + toks[0].start, end=offset + toks[-1].end)
    return _Macro(macro.name, macro.params if macro.func else None, macro.variadic, body, defn)


def _directive_name(path: str, text: bytes) -> Optional[str]:
    """The name a `#define`/`#undef` line names, well-formed or not (None: none)."""
    toks = lex_text(text.decode("latin-1"), path) if len(text) <= MAX_FILE_BYTES else []
    if len(toks) >= 3 and toks[0].text in ("#", "%:") and toks[1].text in ("define", "undef") and toks[2].kind is ID:
        return toks[2].text
    return None


def _prepare_directive(path: str, text: bytes) -> Optional[tuple[str, Optional[_Macro]]]:
    found = None
    if len(text) <= MAX_FILE_BYTES:
        toks = lex_text(text.decode("latin-1"), path)
        if len(toks) >= 3 and toks[0].text in ("#", "%:") and toks[2].kind is ID and not any(t.bol for t in toks[1:]):
            word = toks[1].text
            if word == "define":
                pp = _Preprocessor(_no_read, (), 1, MAX_FILE_BYTES)
                if pp.define_from_tokens(toks[2:], path, 0, len(text)):
                    found = (toks[2].text, pp.macros[toks[2].text])
            elif word == "undef":
                found = (toks[2].text, None)  # (Tokens after the name are ignored, as the preprocessor does.)
    return found


@dataclass(frozen=True)
class Fragment:
    """A fragment's tokens as lexed and as expanded.

    Offsets are into the fragment's bytes. A token of `output` that was written
    in the fragment and not consumed by a macro invocation is the very object
    of `source`; a token substituted for a macro parameter is a copy whose
    `ctx` is the invocation it was substituted into; a token of a macro body
    has `inv`. Invocations written in the fragment have its path and offsets.
    """

    source: list[Tok]
    output: list[Tok]
    invoked: frozenset[str]  # Every macro expanded, nested invocations included.


# The path a fragment is lexed under by `fragment_diagnostics`: no file's, so that what expansion
# says of the fragment's own text is told from what it says of a macro body's (a file's offsets).
FRAGMENT_PATH = "<fragment>"


def _expand_alone(path: str, data: bytes, table: MacroTable, budget: int) -> Optional[tuple[LexedFile, "_Preprocessor"]]:
    """`data`, code without directives, lexed under `path` and expanded with the macros of `table`
    (the tokens and the preprocessor that expanded them); None for a fragment with a directive."""
    lf = lex_bytes(path, data)
    if lf.directives:
        return None
    pp = _Preprocessor(_no_read, (), 1, MAX_FILE_BYTES)
    pp.macros = table._macros  # Only read: a fragment holds no directive.
    pp.push_file(path, lf)
    pp.budget = budget  # After push_file: a fragment's budget is fixed, not per token.
    pp.expand([], True, pp.out, 0)
    return lf, pp


def fragment_diagnostics(data: bytes, table: MacroTable, budget: int = 200_000) -> list[PPDiagnostic]:
    """What expanding `data` as `expand_fragment` does reports about the fragment's own text (an
    invocation written there with a wrong argument count...), at offsets into `data`; what it
    reports about a macro body's text is left out. Nothing for a fragment with a directive."""
    expanded = _expand_alone(FRAGMENT_PATH, data, table, budget)
    if expanded is None:
        return []
    return [d for d in expanded[1].result.diagnostics if d.path == FRAGMENT_PATH]


@dataclass(frozen=True)
class Line:
    """One line of a file expanded alone (`expand_line`), as `Result.text_of` writes it."""

    text: str  # without the line break
    mapping: list[tuple[int, int, Origin]]  # offsets relative to the line, in the text and in the file
    invoked: frozenset[str]  # every macro expanded, nested invocations included
    output: list[Tok]  # the tokens it made


def expand_line(path: str, data: bytes, table: MacroTable, budget: int = 200_000) -> Optional[Line]:
    """`data`, one line of the file `path` holding no directive, expanded with the macros of
    `table` and written as `Result.text_of` writes that line of the file when no invocation
    reaches over its ends: each token at the column a run gives it. Invocations written on the
    line have `path` and offsets relative to it. None when expansion reports anything (an
    invocation the line does not close...) or makes more than `budget` tokens."""
    expanded = _expand_alone(path, data, table, budget)
    if expanded is None:
        return None
    _lf, pp = expanded
    result = pp.result
    if result.diagnostics or pp.exhausted:
        return None
    text, mapping = result.text_of(path)
    return Line(text[:-1] if text.endswith("\n") else text, mapping,
                frozenset(use[0] for use in result.macro_uses), [tok for tok, _incl in pp.out])


def expand_fragment(path: str, data: bytes, table: MacroTable, budget: int = 200_000) -> Optional[Fragment]:
    """Expand `data`, code without directives, with the macros of `table`.

    None when the fragment holds a directive or expansion reports anything (a
    wrong argument count, an unterminated invocation, more than `budget`
    tokens made): the caller then knows the fragment only as written.
    """
    expanded = _expand_alone(path, data, table, budget)
    if expanded is None:
        return None
    lf, pp = expanded
    if pp.result.diagnostics or pp.exhausted:
        return None
    return Fragment(lf.toks, [tok for tok, _incl in pp.out], frozenset(use[0] for use in pp.result.macro_uses))
