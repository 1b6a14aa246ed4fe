"""A keystroke carried into the last run's expanded text, instead of preprocessing again (issue 18).

A file whose raw tree has problems near macros (hashcat's kernel heads, CLBlast's split heads,
clBLAS's templates) has its syntax problems judged on its expanded text: the preprocessor runs
over the whole file, the expanded text is written out and parsed (`preprocessed._refined_problems`).
At a keystroke that was most of the work: 50 ms on a 2,500-line hashcat kernel, a second on
clBLAS's sgemm_hawaiiSplitKernel.cl (6,000 lines that expand to 600,000 tokens).

When a keystroke changes one line that the expansion copies as written (no macro name, no
directive, comment, literal or line splice on it, no invocation around it, in live code), the
new expanded text is the old one with that line written again, as `Result.text_of` writes it;
its tree comes from an incremental parse of the old one; and the map back to the file is the
old map read through the edit (`EditedMap`). A keystroke on a line that invokes macros is carried
the same way when it lies in the line's tail, the plain text after its last invocation (a `;`
after `SHA256_STEP (...)`, hashcat's most common line): the expansion before it stays, the tail
is written again as `Result.text_of` writes it after an expansion (`Tail`). A new line is carried
too: a line break typed or deleted after a line's last token (`LineEdit.between(breaks=True)`,
`_broken_line`: one line more or less in the expanded text), blanks typed on a line without tokens
(`_blank`: the expanded text stays), and the first tokens typed on it (a plain line). Any other
keystroke on one line of live code, inside an invocation's arguments or making one, expands that
line alone, before and after the edit, with the macros the run ended with (`Reexpanded`): where
no invocation reaches over the line's ends and no directive after it changes a macro it involves,
and the line before the edit comes out as the run wrote it, map entry by map entry, the line after
it is what a run writes there. The problems found there are those a run of the preprocessor over
the new text would give. Anything else, and a keystroke in the text of something the run reported,
runs the preprocessor again, which starts a new `Expansion`.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, replace
from typing import Optional

from .. import forksafe, memo
from ..project import pp_lexer
from ..project.preprocessor import Invocation, _glues, expand_line
from ..syntax.document import Document, Snapshot
from ..syntax.positions import Encoding, Position
from .codes.preprocessor import P010
from .findings import Related

# Keystrokes carried before the preprocessor runs again: each adds a layer to the map.
MAX_CARRIED = 32
# A line is written as the expansion writes it only without these: a directive, a comment, a
# literal, a splice, a digraph of '#', a trigraph.
_UNPLAIN = re.compile(rb"[#\"'\\]|/[*/]|\*/|%:|\?\?|[^\x00-\x7f]")
_WORD = re.compile(rb"[A-Za-z_$][A-Za-z0-9_$]*")
# Words the preprocessor acts on whatever the macros: the predefined dynamic ones among them.
_SPECIAL = frozenset({b"defined", b"_Pragma", b"__VA_ARGS__", b"__VA_OPT__"})
_RESERVED = re.compile(rb"__\w*__\Z")


@dataclass
class Expansion:
    """The expanded text of one run over a file, and what the run found, for the file's `source`."""

    key: tuple  # the run's inputs (preprocessed: main file, configuration, headers' serial)
    texts: tuple  # its directive lines
    source: bytes  # the file's text
    document: Document  # the expanded text, parsed
    map: object  # the expanded text's offsets to `source`'s (`preprocessed._SourceMap`, `EditedMap`)
    names: frozenset  # every macro name the run knew (bytes)
    findings: list  # the run's preprocessor findings, in `source`
    inactive: list  # its skipped branches, in `source`
    pragmas: list  # its headers' pragmas (`Preprocessed.header_pragmas`), in `source`
    missing: list  # the file's #includes that were not found, as spelled
    unresolved: bool  # whether an #include could not be read
    carried: int = 0  # keystrokes carried since the run
    table: object = None  # the macros in effect when the run ended (`preprocessor.MacroTable`)


# A kept expansion costs about 200 bytes of memory a byte of its text (its tree, above all: clBLAS's
# sgemm_hawaiiSplitKernel.cl expands to 860 KB, 170 MB kept): the texts kept are bounded, the last
# one always stays.
KEPT_BYTES = 1_000_000
_kept = memo.cache("analysis.expansion_edit.kept", 8, budget=KEPT_BYTES,
                   weigh_value=lambda expansion: 0 if expansion is None else len(expansion.document.data))
_lock = forksafe.Lock()  # over `_kept`
# One per file: the keystrokes of one file are carried one after the other (they edit its
# expanded document in place); those of another file do not wait for them.
_file_locks: dict = {}


def keep(main: str, expansion: Expansion) -> None:
    """Remember a run's expansion for the next keystrokes in `main`."""
    with _lock:
        _kept.put(main, expansion)


def missing(main: str) -> list:
    """The `#include`s (as spelled) that the run of the expansion kept for `main` could not find."""
    with _lock:
        expansion = _kept.get(main)
    return expansion.missing if expansion is not None else []


def carried(main: str, key: tuple, texts: tuple, data: bytes, starts: tuple = ()) -> Optional[tuple[Expansion, Snapshot]]:
    """The kept expansion of `main` moved onto `data`, with its expanded text parsed; None where
    the preprocessor must run. `texts` are the directive lines of `data`, `starts` where they
    start."""
    with _lock:
        if _kept.get(main) is None:
            return None
        lock = _file_locks.get(main)
        if lock is None:
            lock = _file_locks[main] = forksafe.Lock()  # (One per file that had an expansion kept.)
    with lock:
        with _lock:
            expansion = _kept.get(main)
        if expansion is None or expansion.key != key or expansion.texts != texts:
            return None
        if expansion.source != data:
            if expansion.carried >= MAX_CARRIED:
                return None
            edit = LineEdit.between(expansion.source, data, breaks=True)
            if edit is not None and _said_of(edit, expansion):
                edit = None
            where = None if edit is None else (_broken_line(edit, expansion) if edit.breaks else _plain(edit, expansion))
            if where is None and edit is not None and not edit.breaks:
                where = _reexpanded(edit, expansion, texts, starts)
            if where is None:
                return None
            expansion = _moved(expansion, edit, data, where)
            with _lock:
                if expansion is None:
                    _kept.put(main, None)  # Its document may be half-edited.
                    return None
                _kept.put(main, expansion)
        return expansion, expansion.document.snapshot()


class LineEdit:
    """The one region where two texts differ, [start, old_end) of the old, [start, new_end) of
    the new, inside one line (`line`, from `line_start`) of both."""

    __slots__ = ("start", "old_end", "new_end", "delta", "line", "line_start", "old_line", "new_line", "breaks")

    @classmethod
    def between(cls, old: bytes, new: bytes, breaks: bool = False) -> Optional["LineEdit"]:
        """The edit from `old` to `new`, or None where they differ on more than one line. With
        `breaks`, also a line of whitespace inserted or removed after the last token of a line
        (Enter, with or without indentation; a blank line deleted): `breaks` is then 1 or -1,
        the edit is at that line's end, and its `old_line` and `new_line` are the line up to there."""
        n = min(len(old), len(new))
        start = _common_prefix(old, new, n)
        tail = _common_suffix(old, new, n - start)
        edit = cls()
        edit.start, edit.old_end, edit.new_end = start, len(old) - tail, len(new) - tail
        edit.breaks = 0
        if b"\n" in old[start:edit.old_end] or b"\n" in new[start:edit.new_end]:
            return edit._break(old, new) if breaks else None
        edit.delta = edit.new_end - edit.old_end
        edit.line_start = old.rfind(b"\n", 0, start) + 1
        edit.line = old.count(b"\n", 0, edit.line_start)
        old_stop, new_stop = old.find(b"\n", edit.old_end), new.find(b"\n", edit.new_end)
        edit.old_line = old[edit.line_start:len(old) if old_stop < 0 else old_stop]
        edit.new_line = new[edit.line_start:len(new) if new_stop < 0 else new_stop]
        return edit

    def _break(self, old: bytes, new: bytes) -> Optional["LineEdit"]:
        """This edit as a line break (`between`), or None."""
        inserted = self.old_end == self.start
        if not inserted and self.new_end != self.start:
            return None
        base = old if inserted else new  # The text without the region.
        region = (new if inserted else old)[self.start:self.new_end if inserted else self.old_end]
        if region.count(b"\n") != 1 or region.strip():
            return None
        # The same edit, slid left as far as it goes (a diff may find Enter after the next line's
        # indentation): then it starts where the line above it ends, or in its trailing blanks.
        start = self.start
        while start > 0 and base[start - 1] == region[-1]:
            region = region[-1:] + region[:-1]
            start -= 1
        line_start = base.rfind(b"\n", 0, start) + 1
        line_stop = base.find(b"\n", start)
        if base[start:len(base) if line_stop < 0 else line_stop].strip():
            return None  # Text after the break on its line: a line of tokens moved, not a blank one.
        self.start = start
        self.old_end = start if inserted else start + len(region)
        self.new_end = start + len(region) if inserted else start
        self.delta = len(region) if inserted else -len(region)
        self.breaks = 1 if inserted else -1
        self.line_start = line_start
        self.line = base.count(b"\n", 0, line_start)
        self.old_line = self.new_line = base[line_start:start]
        return self

    @property
    def old_line_end(self) -> int:
        return self.line_start + len(self.old_line)

    def move(self, offset: int) -> Optional[int]:
        """Where an offset of the old text is in the new; None inside the replaced bytes."""
        if offset <= self.start:
            return offset
        if offset >= self.old_end:
            return offset + self.delta
        return None


_CHUNK = 1 << 14


def _common_prefix(a: bytes, b: bytes, limit: int) -> int:
    # Compared a chunk at a time (a slice compares in C), then halved inside the chunk that differs.
    at = 0
    while at < limit:
        end = min(at + _CHUNK, limit)
        if a[at:end] != b[at:end]:
            low, high = at, end
            while high - low > 1:
                mid = (low + high) // 2
                if a[low:mid] == b[low:mid]:
                    low = mid
                else:
                    high = mid
            return low
        at = end
    return limit


def _common_suffix(a: bytes, b: bytes, limit: int) -> int:
    # The prefix of the two ends read backwards (copies of `limit` bytes each: a slice reversed in C).
    return _common_prefix(a[len(a) - limit:][::-1], b[len(b) - limit:][::-1], limit)


def _plain(edit: LineEdit, expansion: Expansion) -> "str | Tail | None":
    """How the edited line, before and after, stands in the expansion: LIVE, code it copies as
    written; SKIPPED, a line of a branch the preprocessor skips (so not in it at all); a `Tail`, the
    edit in the plain end of a line that invokes macros; None when none is sure."""
    start, end = edit.line_start, edit.old_line_end + 1
    if _continued(expansion.source, edit.line_start):
        return None  # A line a backslash above joins to a directive or a literal.
    if not edit.old_line.strip() and not edit.new_line.strip():
        return _blank(edit, expansion)
    for line in (edit.old_line, edit.new_line):
        if _UNPLAIN.search(line):
            return None  # (In a skipped branch too: a `/*` there may hide the directive that ends it.)
    for a, b in expansion.inactive:
        if a < end and b > start:
            return SKIPPED if a <= start and end <= b else None
    if any(_acted_on(word, expansion) for line in (edit.old_line, edit.new_line) for word in _WORD.findall(line)):
        return _tail(edit, expansion)
    if edit.new_line.lstrip().startswith(b"(") and not _no_name_before(expansion, edit.line_start):
        return None  # A function-like macro's name may end the line above: an invocation.
    return _tail(edit, expansion) if expansion.map.invoked_between(start, end) else LIVE


LIVE = "live"
SKIPPED = "skipped"


def _blank(edit: LineEdit, expansion: Expansion) -> Optional[str]:
    """Whitespace typed or deleted on a line that holds no token before or after (the new line
    a user starts a statement on, in hashcat's kernels a preprocessor run of 100-250 ms each):
    no token comes or goes, so the expansion stays as it is and only the file moves (SKIPPED's
    way). Not inside an invocation written over several lines (the map would say the line
    holds none)."""
    if expansion.map.invoked_between(edit.line_start, edit.old_line_end + 1):
        return None
    return SKIPPED


def _said_of(edit: LineEdit, expansion: Expansion) -> bool:
    """Whether the edit touches the text of something the run reported (not a skipped branch):
    `F (a, b, c)` with an argument too many is not expanded, its text is copied as written, and a
    `,` deleted in it makes the invocation one the run expands (a typing oracle on hashcat's
    inc_hash_argon2.cl: the `Tail` carried the keystroke and the report stayed)."""
    return any(f.start <= edit.old_end and edit.start <= f.end for f in expansion.findings if f.code != _INACTIVE)


_INACTIVE = P010.code


def _continued(source: bytes, line_start: int) -> bool:
    """Whether the line above the one at `line_start` ends with a backslash (which joins them)."""
    if line_start == 0:
        return False
    above = source.rfind(b"\n", 0, line_start - 1) + 1
    return source[above:line_start - 1].rstrip().endswith(b"\\")


BROKEN_LINE = "line break"


def _broken_line(edit: LineEdit, expansion: Expansion) -> Optional[str]:
    """How a line break (`LineEdit.breaks`) stands in the expansion: BROKEN_LINE where a blank line
    comes or goes after the line's last token and the expanded text gains or loses one line
    there, nothing else; None where unsure: the line ends with a backslash or the line above does
    (a directive or a literal goes on), an invocation spans the break (its expansion is written on its first line),
    or the file names `__LINE__` (whose value the lines after the break change)."""
    source = expansion.source
    if b"__LINE__" in source:
        return None
    line_stop = source.find(b"\n", edit.start)
    line = source[edit.line_start:len(source) if line_stop < 0 else line_stop]
    if line.rstrip().endswith(b"\\") or _continued(source, edit.line_start):
        return None  # The line goes on into the next, or a backslash above joins it to its line.
    if expansion.map.invoked_between(edit.start, max(edit.old_end, edit.start + 1)):
        return None
    return BROKEN_LINE


def _acted_on(word: bytes, expansion: Expansion) -> bool:
    """Whether the preprocessor may act on `word`: a macro's name, or a word it knows whatever the macros."""
    return word in expansion.names or word in _SPECIAL or _RESERVED.match(word) is not None


@dataclass
class Tail:
    """The edited part of a line that invokes macros: the plain text after its last invocation's
    expansion (`SHA256_STEP (...);`, `x = F (y) + 1;`), where the keystroke is. The expansion
    before it stays as it is; only the tail is written again."""

    source_start: int  # where the tail starts in the file (the last invocation's end)
    at: int  # where it starts in the expanded text (the end of the expansion's last token)
    line_end: int  # where the expanded line ends
    first: int  # the map's first entry of the tail
    before: str  # the tail as the expansion writes it, before the edit
    old_columns: list  # its tokens' [start, end) from `at`, before the edit
    glued_to: bytes  # the expansion's last token


def _tail(edit: LineEdit, expansion: Expansion) -> Optional[Tail]:
    """The plain text after the last invocation expanded on the edited line, when the edit lies in
    it and it holds no macro name, no invocation and no `(` that could continue one; None otherwise.
    The tail is laid out again as `Result.text_of` lays it out, which is checked against what the
    expansion holds there before the edit."""
    document = expansion.document
    if edit.line >= document.lines.line_count:
        return None
    at, line_end = document.lines.line_span(edit.line)
    source_map = expansion.map
    first = source_map.ends_by(at)
    k = source_map.ends_by(line_end) - 1
    while k >= first:
        found = source_map.located(k)
        if found is None:
            return None
        if found[2] is not None:
            break  # The last token an invocation produced on the line.
        k -= 1
    else:
        return None
    root = found[2]
    start = root.end
    if not (edit.line_start <= root.start and start <= edit.start and start <= edit.old_line_end):
        return None  # An invocation from another line, or one the edit touches.
    old_text = expansion.source[start:edit.old_line_end]
    new_text = edit.new_line[start - edit.line_start:]
    for text in (old_text, new_text):
        if text.lstrip().startswith(b"(") or any(_acted_on(w, expansion) for w in _WORD.findall(text)):
            return None  # A `(` after an expansion may continue it: `F(x)(y)` where F(x) is G.
    if expansion.map.invoked_between(start, edit.old_line_end + 1):
        return None
    token_start, token_end = source_map.bounds(k)
    glued_to = document.data[token_start:token_end]
    before, columns, _offsets = _tail_written(old_text, glued_to, document.path)
    if document.data[token_end:line_end] != before.encode("ascii"):
        return None  # Not laid out as `text_of` lays it out: the preprocessor runs.
    return Tail(start, token_end, line_end, k + 1, before, columns, glued_to)


def _tail_written(text: bytes, glued_to: bytes, path: str) -> tuple[str, list[tuple[int, int]], list]:
    """A line's tail as `Result.text_of` writes it after an expansion's last token `glued_to`: its
    first token one space after that token if whitespace precedes it in the file or the two would
    lex as one (`preprocessor._glues`), right after it otherwise; the others at their gaps in the
    file. With its tokens' places in it and their offsets in `text`."""
    tokens = _line_tokens(text, path)
    first = (1 if tokens[0].space or _glues(glued_to.decode("latin-1"), tokens[0].text) else 0) if tokens else 0
    written_text, columns = _laid_out(tokens, first)
    return written_text, columns, [(tok.start, tok.start + len(tok.text)) for tok in tokens]


_LAST_WORD = re.compile(rb"[A-Za-z0-9_$]+\Z")


def _no_name_before(expansion: Expansion, line_start: int) -> bool:
    """Whether the last token before `line_start` is sure not to be a macro's name: the last
    line above with text on it holds no comment, literal or splice, and ends in no macro's name."""
    source = expansion.source
    end = line_start
    while end > 0:
        start = source.rfind(b"\n", 0, end - 1) + 1
        line = source[start:end]
        if line.strip():
            if _UNPLAIN.search(line):
                return False
            word = _LAST_WORD.search(line.rstrip())
            return word is None or (word.group() not in expansion.names and not _RESERVED.match(word.group()))
        end = start
    return True


def written(line: bytes, path: str) -> tuple[str, list[tuple[int, int]]]:
    """A plain line as `Result.text_of` writes it (each token at its column, the gaps as spaces,
    nothing after the last), and the columns of its tokens."""
    return _laid_out(_line_tokens(line, path), None)


def _line_tokens(text: bytes, path: str) -> list:
    """The tokens of the end of a line as a run lexes them, the line break after it: blanks at the
    end are no token (lexed alone, at the end of the input, they are one)."""
    return pp_lexer.tokenize(text.decode("latin-1") + "\n", path)[0]


def _laid_out(tokens: list, first: Optional[int]) -> tuple[str, list[tuple[int, int]]]:
    """`tokens` written as `Result.text_of` writes tokens spelled side by side in the file: the
    first `first` spaces in (at its column where None), each other one at its gap in the file;
    with the [start, end) of each in the text written."""
    parts = []
    columns = []
    at = 0
    previous_end = None
    for tok in tokens:
        pad = (tok.start if first is None else first) if previous_end is None else tok.start - previous_end
        parts.append(" " * pad)
        at += pad
        parts.append(tok.text)
        columns.append((at, at + len(tok.text)))
        at += len(tok.text)
        previous_end = tok.start + len(tok.text)
    return "".join(parts), columns


@dataclass
class Reexpanded:
    """A line that invokes macros, expanded again alone with the run's macros (`_reexpanded`): a
    keystroke inside `MD5_STEP (MD5_Fo, a, b, c, d, w0[0], MD5C00, MD5S00);` (the preprocessor
    over hashcat's inc_hash_md5.cl: 70 ms; over its inc_common.cl, 70,000 lines: 0.6-2.6 s)."""

    at: int  # where the line starts in the expanded text
    old_size: int  # its size there before the edit
    first: int  # the map's first entry on it
    old_count: int  # its entries before the edit
    after: str  # the line as the expansion writes it after the edit
    columns: list  # its tokens' [start, end) from `at`
    located: list  # what each of them stands for in the file: (start, end, invocation, inner invocation)
    roots: list  # the invocations written on the line, after the edit


# The words whose expansion depends on where it happens (the line, the count of earlier uses), and
# `_Pragma`, which a run turns into a pragma: a line that involves one is preprocessed again.
_DYNAMIC = ("__LINE__", "__COUNTER__", "_Pragma")
_DYNAMIC_BYTES = frozenset(word.encode() for word in _DYNAMIC)
# Directives that define no macro (`#line` changes `__LINE__` only, which is `_DYNAMIC`).
_NO_MACROS = frozenset({b"if", b"ifdef", b"ifndef", b"elif", b"elifdef", b"elifndef", b"else", b"endif", b"pragma",
                        b"error", b"warning", b"line"})
_DIRECTIVE_NAME = re.compile(rb"[ \t]*(?:#|%:)[ \t]*(\w+)(?:[ \t]+([A-Za-z_$][A-Za-z0-9_$]*))?")


def _reexpanded(edit: LineEdit, expansion: Expansion, texts: tuple, starts: tuple) -> Optional[Reexpanded]:
    """The edited line expanded again alone, old and new, when that gives what a run over the new
    text gives there: a line of live code without directive, comment, literal or splice, which
    no invocation reaches over (into the lines around it, old or new: the last token a function-like
    macro's name, the first a `(` after one), after which no directive changes a macro the line
    involves (the run's macros are those in effect on it then), and whose expansion reports
    nothing. And the old line expanded alone must be what the run wrote there, entry by entry of
    the map: the new line's expansion is trusted as far as the old one is checked. None otherwise."""
    table = expansion.table
    source = expansion.source
    document = expansion.document
    if table is None or edit.line >= document.lines.line_count or _continued(source, edit.line_start):
        return None
    line_start, old_end = edit.line_start, edit.old_line_end
    if any(_UNPLAIN.search(line) or any(word in _DYNAMIC_BYTES for word in _WORD.findall(line))
           for line in (edit.old_line, edit.new_line)):
        return None
    if any(a < old_end + 1 and b > line_start for a, b in expansion.inactive):
        return None
    source_map = expansion.map
    if source_map.invoked_between(line_start - 1, line_start) or source_map.invoked_between(old_end, old_end + 1):
        return None  # An invocation from the line above, or into the line below.
    if edit.new_line.lstrip().startswith(b"(") and not _no_name_before(expansion, line_start):
        return None
    path = document.path
    found = _table_at(expansion, table, path, line_start, texts, starts)
    if found is None:
        return None
    table, unknown = found
    lines = []
    for line in (edit.old_line, edit.new_line):
        expanded = expand_line(path, line, table)
        if expanded is None or not _alone(expanded, table, unknown):
            return None
        lines.append(expanded)
    old, new = lines
    if not (old.text.isascii() and new.text.isascii()):
        return None
    at, line_end = document.lines.line_span(edit.line)
    if document.data[at:line_end] != old.text.encode("ascii"):
        return None
    first = source_map.ends_by(at)
    if source_map.ends_by(line_end) - first != len(old.mapping):
        return None
    old_located, _roots = _located(old, line_start, path)
    for k, (a, b, _origin) in enumerate(old.mapping):
        if source_map.bounds(first + k) != (at + a, at + b) or \
                not _same_place(source_map.located(first + k), old_located[k]):
            return None
    # The new line's offsets in the new text: the line starts where it did.
    located, roots = _located(new, line_start, path)
    return Reexpanded(at, line_end - at, first, len(old.mapping), new.text,
                      [(a, b) for a, b, _origin in new.mapping], located, roots)


def _table_at(expansion: Expansion, table, path: str, line_start: int, texts: tuple,
              starts: tuple) -> Optional[tuple[object, set]]:
    """The macros in effect at the line at `line_start`, from those the run ended with (`table`):
    a name that a directive after the line defines or removes is as the last live `#define` or
    `#undef` of it before the line left it (hashcat's `#define K SHA1C00` ... `#undef K` around
    each group of steps); with the names whose state there is not known (never defined in the
    file before the line, or an #include since). None after the line's #include or unread line."""
    later = set()
    last: dict[str, tuple[int, bytes]] = {}
    include = -1  # The last #include (or directive not read here) before the line.
    for start, text in zip(starts, texts):
        found = _DIRECTIVE_NAME.match(text)
        word = found.group(1) if found else None
        name = found.group(2).decode("latin-1") if word in (b"define", b"undef") and found.group(2) else None
        if start > line_start:
            if name is not None:
                later.add(name)
            elif word not in _NO_MACROS:
                return None
        elif not any(a <= start < b for a, b in expansion.inactive):
            if name is not None:
                last[name] = (start, text)
            elif word not in _NO_MACROS:
                include = start
    unknown = {name for name in later if name not in last or last[name][0] < include}
    known = sorted(last[name] for name in later - unknown)
    return (table.placed(path, known) if known else table), unknown


def _alone(line, table, later: set) -> bool:
    """Whether a line's expansion (`preprocessor.Line`) is the one a run over the file gives it:
    no macro it involves has a state unknown there (`later`), none depends on its place, and its
    last token is no function-like macro's name (whose `(` may come on the next line)."""
    words = {tok.text for tok in line.output if tok.text[:1].isalpha() or tok.text[:1] in "_$"}
    if (words | line.invoked) & later or any(word in _DYNAMIC for word in words):
        return False
    for name in line.invoked:
        definition = table.definition(name)
        if definition is None or any(word in definition.body for word in _DYNAMIC):
            return False
    if line.output:
        last = table.definition(line.output[-1].text)
        if last is not None and last.params is not None:
            return False
    return True


def _located(line, line_start: int, path: str) -> tuple[list, list]:
    """What each entry of a line's map stands for in the file (`_SourceMap.locate`'s answer:
    start, end, outermost invocation, invocation holding the spelling), the line starting at
    `line_start`; and the invocations written on the line, in order."""
    roots: dict[int, Invocation] = {}
    for _a, _b, origin in line.mapping:
        inv = origin.invocation
        if inv is not None:
            root = inv.outermost()
            if id(root) not in roots:
                roots[id(root)] = Invocation(root.macro, path, line_start + root.start, line_start + root.end, None,
                                             root.definition)
    ordered = sorted(roots.values(), key=lambda r: r.start)
    starts = [root.start for root in ordered]
    out = []
    for _a, _b, origin in line.mapping:
        inv = origin.invocation
        if inv is None:
            # The last invocation that starts before it, if it holds it, as the run's map says
            # (`_SourceMap._enclosing`: an argument that names a macro, `f` of `MD5_STEP (f, ...)`
            # invoked in the expansion, makes an invocation there too, inside the one around it).
            start = line_start + origin.start
            k = bisect_right(starts, start) - 1
            enclosing = ordered[k] if k >= 0 and start < ordered[k].end else None
            out.append((start, line_start + origin.end, enclosing, None))
        else:
            outermost = inv.outermost()
            root = roots[id(outermost)]
            out.append((root.start, root.end, root, root if inv is outermost else inv))
    return out, ordered


def _same_place(found, expected) -> bool:
    """Whether an entry of the map (`located`) says what a line expanded alone says of it."""
    if found is None:
        return False
    (start, end, root, inner), (start2, end2, root2, inner2) = found, expected
    if (start, end) != (start2, end2) or (root is None) != (root2 is None) or (inner is None) != (inner2 is None):
        return False
    if root is not None and (root.start, root.end, root.macro) != (root2.start, root2.end, root2.macro):
        return False
    if inner is None:
        return True
    if inner2 is root2:  # The invocation written on the line (moved, in a carried map, or not).
        return getattr(original(inner), "parent", None) is None and inner.macro == inner2.macro and \
            _defined_alike(inner, inner2)
    return (inner.macro, inner.path, inner.start, inner.end) == (inner2.macro, inner2.path, inner2.start, inner2.end) \
        and _defined_alike(inner, inner2)


def _defined_alike(a, b) -> bool:
    """Whether two invocations' definitions stand at one place (the notes of a finding name it)."""
    a, b = original(a).definition, b.definition
    return (a.path, a.start, a.end, a.body) == (b.path, b.start, b.end, b.body)


def _moved_reexpanded(expansion: Expansion, edit: LineEdit, data: bytes, line: Reexpanded) -> Optional[Expansion]:
    """`_moved` for a line expanded again (`_reexpanded`)."""
    findings = _moved_findings(expansion.findings, edit)
    if findings is None:
        return None
    document = expansion.document
    document.apply_edit(Position(edit.line, 0), Position(edit.line, line.old_size), line.after, Encoding.UTF8)
    if document.parse_cut_at is not None:
        return None
    edited = EditedMap(expansion.map, edit, line.at, line.old_size, len(line.after), line.first, line.old_count,
                       line.columns, located=line.located, roots=line.roots)
    return _through(expansion, edit, data, edited, findings)


def _moved(expansion: Expansion, edit: LineEdit, data: bytes, where) -> Optional[Expansion]:
    if isinstance(where, Tail):
        return _moved_tail(expansion, edit, data, where)
    if isinstance(where, Reexpanded):
        return _moved_reexpanded(expansion, edit, data, where)
    if where == BROKEN_LINE:
        return _moved_break(expansion, edit, data)
    document = expansion.document
    path = document.path
    lines = document.lines
    if edit.line < lines.line_count:
        at, line_end = lines.line_span(edit.line)
    elif where == SKIPPED:
        at = line_end = len(document.data)  # (Past the expanded text's last line: nothing written there.)
    else:
        return None
    if where == SKIPPED:
        # Nothing of the line is in the expansion, before or after: the text stays, the file moves.
        before = after = ""
        old_columns, columns = [], []
        if document.data[at:line_end].strip():
            return None
    else:
        before, old_columns = written(edit.old_line, path)
        if document.data[at:line_end] != before.encode("ascii"):
            return None  # Not written there as it is in the file (a multi-line invocation's line).
        after, columns = written(edit.new_line, path)
    findings = _moved_findings(expansion.findings, edit)
    if findings is None:
        return None
    inner = expansion.map
    first = inner.ends_by(at)
    if not _entries_are(inner, first, at, len(before), old_columns):
        return None  # The map holds other entries there than the line's tokens.
    if where == LIVE:
        document.apply_edit(Position(edit.line, 0), Position(edit.line, len(before)), after, Encoding.UTF8)
        if document.parse_cut_at is not None:
            return None
    edited = EditedMap(inner, edit, at, len(before), len(after), first, len(old_columns), columns)
    return _through(expansion, edit, data, edited, findings)


def _entries_are(source_map, first: int, at: int, size: int, columns: list[tuple[int, int]]) -> bool:
    """Whether the map's entries in [at, at + size) of the expanded text, from entry `first` on,
    are exactly the tokens at `columns` (from `at`)."""
    return source_map.ends_by(at + size) - first == len(columns) and all(
        source_map.bounds(first + k) == (at + a, at + b) for k, (a, b) in enumerate(columns))


def _through(expansion: Expansion, edit: LineEdit, data: bytes, edited: "EditedMap", findings: list) -> Expansion:
    """The expansion carried through `edit` onto `data`: its map `edited`, its findings `findings`
    (moved already), its skipped branches and pragmas moved with the text."""
    return replace(
        expansion,
        source=data,
        map=edited,
        findings=findings,
        inactive=[(edit.move(a), edit.move(b)) for a, b in expansion.inactive],
        pragmas=[(offset if offset < 0 else edit.move(offset), name, enable)
                 for offset, name, enable in expansion.pragmas],
        carried=expansion.carried + 1,
    )


def _moved_tail(expansion: Expansion, edit: LineEdit, data: bytes, tail: Tail) -> Optional[Expansion]:
    """`_moved` for an edit in the tail of a line that invokes macros (`_tail`)."""
    document = expansion.document
    findings = _moved_findings(expansion.findings, edit)
    if findings is None:
        return None
    inner = expansion.map
    if not _entries_are(inner, tail.first, tail.at, len(tail.before), tail.old_columns):
        return None  # The map holds other entries there than the tail's tokens.
    after, columns, offsets = _tail_written(edit.new_line[tail.source_start - edit.line_start:], tail.glued_to,
                                            document.path)
    line_start = document.lines.line_span(edit.line)[0]
    document.apply_edit(Position(edit.line, tail.at - line_start), Position(edit.line, tail.line_end - line_start),
                        after, Encoding.UTF8)
    if document.parse_cut_at is not None:
        return None
    sources = [(tail.source_start + a, tail.source_start + b) for a, b in offsets]  # (In the file.)
    edited = EditedMap(inner, edit, tail.at, len(tail.before), len(after), tail.first, len(tail.old_columns),
                       columns, sources=sources, plain_from=tail.source_start)
    return _through(expansion, edit, data, edited, findings)


def _moved_break(expansion: Expansion, edit: LineEdit, data: bytes) -> Optional[Expansion]:
    """`_moved` for a line break (`_broken_line`): a line break inserted at the end of the edited
    line's text in the expanded text, or the empty line after it removed."""
    document = expansion.document
    lines = document.lines
    if edit.line + (edit.breaks < 0) >= lines.line_count:
        return None
    line_start, line_end = lines.line_span(edit.line)
    if edit.breaks < 0:
        following = lines.line_span(edit.line + 1)
        if following[0] != following[1]:
            return None  # The line removed is not blank in the expansion.
    findings = _moved_findings(expansion.findings, edit)
    if findings is None:
        return None
    inner = expansion.map
    first = inner.ends_by(line_end)
    if first != inner.ends_by(line_end + 1):
        return None  # An entry at the break (none is there in a run's text).
    if edit.breaks > 0:
        document.apply_edit(Position(edit.line, line_end - line_start), Position(edit.line, line_end - line_start),
                            "\n", Encoding.UTF8)
    else:
        document.apply_edit(Position(edit.line, line_end - line_start), Position(edit.line + 1, 0), "", Encoding.UTF8)
    if document.parse_cut_at is not None:
        return None
    edited = EditedMap(inner, edit, line_end, int(edit.breaks < 0), int(edit.breaks > 0), first, 0, [],
                       plain_from=edit.start)
    return _through(expansion, edit, data, edited, findings)


def _moved_findings(findings: list, edit: LineEdit) -> Optional[list]:
    """The preprocessor's findings moved with the text; None if one has an offset in the edited bytes."""
    lost = []

    def move(offset: int) -> int:
        moved = edit.move(offset)
        if moved is None:
            lost.append(offset)
            return offset
        return moved

    out = [f.moved(move) for f in findings]
    return None if lost else out


class _Moved:
    """An invocation whose place in the file moved with an edit (what `place` gives of it)."""

    __slots__ = ("original", "start", "end", "path", "macro")

    def __init__(self, original, start: int, end: int):
        self.original = original
        self.start = start
        self.end = end
        self.path = original.path
        self.macro = original.macro


def original(invocation):
    """The invocation a moved one stands for."""
    while isinstance(invocation, _Moved):
        invocation = invocation.original
    return invocation


class EditedMap:
    """A map of an expanded text back to its file (`preprocessed._SourceMap`'s reading interface),
    after one edited line: the entries before the line are the inner map's, the line's are its
    new tokens, those after are the inner map's moved by the edit."""

    def __init__(self, inner, edit: LineEdit, at: int, old_size: int, new_size: int, first: int,
                 old_count: int, columns: list[tuple[int, int]], sources: Optional[list[tuple[int, int]]] = None,
                 plain_from: Optional[int] = None, located: Optional[list] = None, roots: tuple = ()):
        self.inner = inner
        self.edit = edit
        self.at = at  # where the rewritten text starts in the expanded text (the line, or its tail)
        # Where the new tokens are in the file (None: at their columns on the line, as written there).
        self.sources = sources
        # Or what each stands for in full (`located`'s answer), on a line expanded again (`Reexpanded`).
        self.new_located = located
        # Where the edited line is plain, with no invocation (its start, or its tail's: `Tail`),
        # but for `roots`, the invocations written on a line expanded again.
        self.plain_from = edit.line_start if plain_from is None else plain_from
        self.line_roots = roots
        self.new_size = new_size
        self.shift = new_size - old_size  # of the expanded text after the line
        self.first = first  # the inner map's first entry on the line
        self.after = first + old_count  # its first entry after the line
        self.columns = columns
        self.ends = [at + b for _a, b in columns]
        self.count = inner.count - old_count + len(columns)
        self.roots: dict[int, _Moved] = {}  # moved invocations by the original's id: one each

    def _split(self, k: int) -> tuple[int, int]:
        """(0, inner index) before the line, (1, column index) on it, (2, inner index) after it."""
        if k < self.first:
            return 0, k
        if k < self.first + len(self.columns):
            return 1, k - self.first
        return 2, k - len(self.columns) + self.after - self.first

    def bounds(self, k: int) -> tuple[int, int]:
        part, j = self._split(k)
        if part == 0:
            return self.inner.bounds(j)
        if part == 1:
            a, b = self.columns[j]
            return self.at + a, self.at + b
        a, b = self.inner.bounds(j)
        return a + self.shift, b + self.shift

    def ends_by(self, offset: int) -> int:
        """How many entries end at or before `offset` (bisect_right over the ends)."""
        if offset < self.at:
            return self.inner.ends_by(offset)
        if offset <= self.at + self.new_size:
            return self.first + bisect_right(self.ends, offset)
        return self.first + len(self.columns) + self.inner.ends_by(offset - self.shift) - self.after

    def ends_before(self, offset: int) -> int:
        """How many entries end before `offset` (bisect_left over the ends)."""
        if offset <= self.at:
            return self.inner.ends_before(offset)
        if offset <= self.at + self.new_size:
            return self.first + bisect_left(self.ends, offset)
        return self.first + len(self.columns) + self.inner.ends_before(offset - self.shift) - self.after

    def located(self, k: int):
        part, j = self._split(k)
        if part == 0:
            return self.inner.located(j)
        if part == 1:
            if self.new_located is not None:
                return self.new_located[j]
            if self.sources is not None:
                a, b = self.sources[j]
                return a, b, None, None
            a, b = self.columns[j]
            start = self.edit.line_start
            return start + a, start + b, None, None
        found = self.inner.located(j)
        if found is None:
            return None
        start, end, root, inner = found
        return self._moved(start), self._moved(end), self._root(root), inner

    def _moved(self, offset: int) -> int:
        # Nothing after the line maps onto it (no invocation spans it: `_plain`).
        return offset + self.edit.delta if offset >= self.edit.old_line_end else offset

    def _root(self, root):
        if root is None or root.start < self.edit.old_line_end:
            return root
        found = self.roots.get(id(root))
        if found is None:
            found = self.roots[id(root)] = _Moved(root, self._moved(root.start), self._moved(root.end))
        return found

    def invoked_between(self, start: int, end: int) -> bool:
        """Whether an invocation written in the file overlaps [start, end) (offsets of this text)."""
        edit = self.edit
        line_end = edit.line_start + len(edit.new_line)
        plain_from = self.plain_from
        if end <= plain_from:
            return self.inner.invoked_between(start, end)
        if start >= line_end + 1:
            return self.inner.invoked_between(start - edit.delta, end - edit.delta)
        # Over the edited line, which holds none from `plain_from` on but `line_roots`: what lies around it.
        return (start < plain_from and self.inner.invoked_between(start, plain_from)) or (
            end > line_end + 1 and self.inner.invoked_between(edit.old_line_end + 1, end - edit.delta)) or any(
            root.start < end and root.end > start for root in self.line_roots)

    def notes(self, root, inner) -> tuple:
        return tuple(r if r.path is not None else Related(self._moved(r.start), self._moved(r.end), r.message)
                     for r in self.inner.notes(original(root), inner))

    def place(self, start: int, end: int):
        return place(self, start, end)


def place(source_map, start: int, end: int):
    """The main-file range of an expanded range (start, end, outermost invocation, invocation
    holding the spelling), or None where it maps nowhere: `_SourceMap.place`, over the reading
    interface that `EditedMap` shares."""
    count = source_map.count
    if not count:
        return None
    if end <= start:
        k = source_map.ends_by(start) - 1
        if k < 0:
            found = source_map.located(0)
            return None if found is None else (found[0], found[0], found[2], found[3])
        found = source_map.located(k)
        return None if found is None else (found[1], found[1], found[2], found[3])
    first = source_map.ends_before(start + 1)
    last = first
    while last + 1 < count and source_map.bounds(last + 1)[0] < end:
        last += 1
    if first >= count:
        return place(source_map, end, end)
    a = source_map.located(first)
    b = source_map.located(last)
    if a is None:
        return None
    stop = b[1] if b is not None and b[1] >= a[0] and b[2] is a[2] else a[1]
    return a[0], max(a[1], stop), a[2], a[3]
