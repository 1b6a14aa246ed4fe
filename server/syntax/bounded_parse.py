"""Parsing under a time limit.

tree-sitter's error recovery is super-linear on some malformed inputs: a
run of `}*}*}*...` of 8 KB takes 25 s, a 16 KB line of repeated broken
declarations 4 s, and the upstream C grammar does the same. The parse runs in
C, where no Python alarm reaches it, so a document like that would stall the
server's message loop or `check` for minutes.

What it does: parse through tree-sitter's progress callback with a limit
(`limit_seconds`: one second plus one second per MB, so a large valid
file keeps its full parse), counted in the callback's calls, which keep step
with the parser's work (`STEPS_PER_SECOND`): a text is cut at the same place on
every run, and the clock is only a looser bound. When the limit is spent, the text from a line
start at half the offset reached is blanked (every byte but newlines becomes a
space, so offsets, lines and columns do not move) and parsed again under the
same limit: when the cost is quadratic the half takes a quarter of the time.
If that too runs out, everything is blanked. The caller learns where the cut
is (`Parsed.cut_at`) and says so to the user; what lies after it has no
syntax tree, so no rule judges it.

One slow case the deadline cannot stop: thousands of `(` or `[` still open at
the end of the text, with bytes among them that are no C token (`@`, a
backquote, a control character, a stray backslash, a byte of no UTF-8
character). tree-sitter's recovery at the end of the input then copies its
whole stack once per open bracket, without calling the progress callback:
6,262 of them in 138 KB took 10 s in one call (a fuzz find; 2,000 take 0.1 s,
4,096 take 3 s; the same brackets without such bytes parse in 0.1 s). So
before parsing, such a text with `RUNAWAY_BRACKETS` or more brackets open at
its end is cut where the last of those that stay open was opened
(`runaway_cut`), as if the deadline had passed there. Valid code never comes
near that many.
"""

from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass
from typing import Callable, Optional

import tree_sitter

BASE_SECONDS = 1.0
# Valid code parses at 2 to 4 MB a second here, loaded: a 20 MB file keeps its full parse.
SECONDS_PER_MB = 1.0
# The limit is counted in tree-sitter's calls of the progress callback, which keep step with its
# work (90,000 to 100,000 a second of parsing here, whatever the text), so where a text is cut is
# the same on every run and every machine. By the clock it was not: a fuzzer's text that parsed in
# 1.13 s against a limit of 1.135 s was cut on one run and parsed whole on the next, and then each
# parse of a text made from it (the expanded view's, the refinement's) took as long again, 6 s in
# all. The clock stays as a bound for a slower machine, at CLOCK_FACTOR times the limit.
STEPS_PER_SECOND = 80_000
CLOCK_FACTOR = 4
# Small: the last chunk of a text gets a view of its own length (kept per thread).
_CHUNK = 1 << 13
# Every byte but '\n' becomes a space (`bytes.translate`: far cheaper than a regex sub).
BLANKED = bytes(b if b == 0x0A else 0x20 for b in range(256))
# Open `(`/`[` at the end of the text from which the text is cut before parsing (see above).
RUNAWAY_BRACKETS = 1024
# Bytes that are no stray token: printable ASCII but '@', '`' and '\\', and blank space. Deleting
# them leaves the bytes that make tree-sitter's error tokens (and some of UTF-8, to be safe).
_NOT_STRAY = bytes(b for b in range(0x20, 0x7F) if b not in b"@`\\") + b"\t\n\r\f\v"
# What the bracket count skips: comments, string and character literals (their brackets do not
# open anything), and the brackets themselves. An unterminated comment runs to the end.
_BRACKET_TOKENS = re.compile(
    rb"//[^\n]*|/\*.*?(?:\*/|\Z)|\"(?:[^\"\\\n]|\\.)*\"?|'(?:[^'\\\n]|\\.)*'?|[\[(\])]",
    re.DOTALL,
)


@dataclass(frozen=True)
class Parsed:
    tree: tree_sitter.Tree
    # The byte offset from which the text was blanked, or None for a full parse.
    cut_at: Optional[int] = None


def limit_seconds(size: int) -> float:
    return BASE_SECONDS + SECONDS_PER_MB * size / (1 << 20)


_local = threading.local()


def _buffers() -> tuple[bytearray, memoryview, dict[int, memoryview]]:
    """This thread's scratch buffer for read callbacks, a view of it and its shorter views by length."""
    found = getattr(_local, "buffers", None)
    if found is None:
        scratch = bytearray(_CHUNK)
        found = _local.buffers = (scratch, memoryview(scratch), {})
    return found


def _parse_before(parser: tree_sitter.Parser, data: bytes, limit: float, old_tree: Optional[tree_sitter.Tree],
                  stop: Optional[Callable[[], bool]] = None) -> tuple[Optional[tree_sitter.Tree], int]:
    """The tree, or None and the byte offset reached when the limit (in seconds' worth of steps,
    `STEPS_PER_SECOND`) was spent."""
    reached = 0
    steps = int(STEPS_PER_SECOND * limit)
    deadline = time.monotonic() + CLOCK_FACTOR * limit
    parsing = True

    def read(offset: int, _point):
        if not parsing:
            # After the parse, the tree calls this for `Node.text`, which wants bytes.
            return data[offset : offset + _CHUNK]
        # Into this thread's scratch buffer, not a new bytes object: py-tree-sitter 0.26 never
        # releases what a read callback returns, so each chunk returned stayed in memory for
        # good (64 KB a keystroke: RSS 122 -> 245 MiB over 1,000 edits of 10,000 lines, issue
        # 18). What it keeps now is a reference to one of a few views that live anyway. The
        # parser needs a chunk only until its next read.
        scratch, view, tails = _buffers()
        piece = data[offset : offset + _CHUNK]
        size = len(piece)
        scratch[:size] = piece
        if size == _CHUNK:
            return view
        tail = tails.get(size)
        if tail is None:
            tail = tails[size] = view[:size]  # At most _CHUNK of them per thread.
        return tail

    def progress(offset: int, _has_error: bool) -> bool:
        nonlocal reached, steps
        reached = max(reached, offset)
        steps -= 1
        return steps < 0 or time.monotonic() > deadline or (stop is not None and not steps & 255 and stop())

    try:
        if old_tree is None:
            return parser.parse(read, progress_callback=progress), reached
        return parser.parse(read, old_tree, progress_callback=progress), reached
    except ValueError:  # tree-sitter halted: the progress callback said stop
        parser.reset()
        return None, reached
    finally:
        parsing = False


def blank_from(data: bytes, cut: int) -> bytes:
    """`data` with every byte from `cut` on, newlines excepted, made a space."""
    return data[:cut] + data[cut:].translate(BLANKED)


Brackets = tuple[int, int, int, int]  # How many '(', ')', '[', ']' a text holds.


def bracket_counts(data: bytes) -> Brackets:
    """Counted in C (0.1 ms each for 300 KB): `Document` keeps them up to date per edit instead."""
    return (data.count(b"("), data.count(b")"), data.count(b"["), data.count(b"]"))


def brackets_after_edit(counts: Brackets, removed: bytes, inserted: bytes) -> Brackets:
    """`counts` of a text in which `removed` was replaced by `inserted`: O(edit), not O(text)."""
    gone, new = bracket_counts(removed), bracket_counts(inserted)
    return (counts[0] - gone[0] + new[0], counts[1] - gone[1] + new[1],
            counts[2] - gone[2] + new[2], counts[3] - gone[3] + new[3])


def runaway_cut(data: bytes, counts: Optional[Brackets] = None) -> Optional[int]:
    """The line start from which `data` must be blanked to leave fewer than RUNAWAY_BRACKETS
    brackets open at its end, or None when it has fewer already (nearly always: the bracket
    counts, `counts` when the caller has them, say so without a scan)."""
    opens, closes, squares, unsquares = bracket_counts(data) if counts is None else counts
    if max(0, opens - closes) + max(0, squares - unsquares) < RUNAWAY_BRACKETS:
        return None
    if not data.translate(None, _NOT_STRAY):
        return None  # No byte that makes an error token: the recovery stays quick.
    # `opened_at[d]`: where the depth last rose from d to d + 1. Brackets close in any order
    # here: tree-sitter's recovery does not match kinds either, and only the count matters.
    opened_at: list[int] = []
    depth = 0
    for token in _BRACKET_TOKENS.finditer(data):
        byte = data[token.start()]
        if byte in b"([":  # Other tokens start with '/', '"' or "'".
            if depth == len(opened_at):
                opened_at.append(token.start())
            else:
                opened_at[depth] = token.start()
            depth += 1
        elif byte in b")]":
            depth = max(0, depth - 1)
    if depth < RUNAWAY_BRACKETS:
        return None
    # Every bracket open below this one stays open to the end: cutting here leaves
    # RUNAWAY_BRACKETS - 1 of them.
    return data.rfind(b"\n", 0, opened_at[RUNAWAY_BRACKETS - 1]) + 1


def parse(parser: tree_sitter.Parser, data: bytes, old_tree: Optional[tree_sitter.Tree] = None,
          seconds: Optional[float] = None, brackets: Optional[Brackets] = None) -> Parsed:
    """Parse `data` (incrementally from `old_tree` when given) within the time limit.
    `brackets`: `bracket_counts(data)` when the caller keeps them (saves counting)."""
    limit = limit_seconds(len(data)) if seconds is None else seconds
    runaway = runaway_cut(data, brackets)
    if runaway is not None:
        return _parse_cut(parser, data, runaway, limit)
    tree, reached = _parse_before(parser, data, limit, old_tree)
    if tree is not None:
        return Parsed(tree)
    return _parse_cut(parser, data, data.rfind(b"\n", 0, reached // 2) + 1, limit)


def parse_or_give_up(parser: tree_sitter.Parser, data: bytes, old_tree: Optional[tree_sitter.Tree],
                     brackets: Optional[Brackets] = None,
                     stop: Optional[Callable[[], bool]] = None) -> Optional[tree_sitter.Tree]:
    """The tree of `data` parsed within `parse`'s limit, or None where that runs out, the text
    needs cutting or `stop()` (an analysis budget's question, asked every few hundred steps)
    says so: for a parse that only tries something (a `;` the text may lack), where `parse`'s
    second parse of the text blanked from the cut doubled the cost and the budget of the
    analysis that asked went unheeded (the device fuzzer: 5 s for a 200 KB input)."""
    if runaway_cut(data, brackets) is not None:
        return None
    tree, _reached = _parse_before(parser, data, limit_seconds(len(data)), old_tree, stop)
    return tree


def _parse_cut(parser: tree_sitter.Parser, data: bytes, cut: int, limit: float) -> Parsed:
    """The tree of `data` blanked from `cut` on, under the same limit; if that too runs out,
    of all of it blanked."""
    tree, _ = _parse_before(parser, blank_from(data, cut), limit, None)
    if tree is None:
        cut = 0
        tree = parser.parse(blank_from(data, 0))
    return Parsed(tree, cut)
