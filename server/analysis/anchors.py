"""Moving an item's cached findings to where the item, and what they point at, now stand.

The driver keeps an item's findings relative to the item's start, so that they follow
the item when text before it changes. Some positions lie outside the item, though: a
related note at the `#define` a finding's code came from ("defined here"), at the
declaration of a name; such a note carries the file's path and an absolute offset. Those
places are pieces of the item's environment (`dependencies.py`): the item's cache key
holds their text and order, so in a snapshot with the same key each has the same text,
only maybe elsewhere. An entry with such positions keeps where the item and those pieces
stood (`Anchor`), and `moved` maps each position into the piece that held it. A position
that no piece held cannot be followed: `anchor` says so, and the entry is not cached.
"""

from __future__ import annotations

import dataclasses
from typing import NamedTuple, Optional

from .findings import Edit, Finding, Fix, Related


class Anchor(NamedTuple):
    """Where an item and the pieces of its key stood when its findings were cached."""

    start: int
    length: int
    pieces: tuple  # (start, end) of each piece, in the key's order


def points_outside(findings: tuple, length: int, path: str) -> bool:
    """Whether a position of `findings` (relative to an item of `length` bytes) lies outside the
    item, or is a related location in this file (absolute: kept as it was where the item stood)."""
    for f in findings:
        if f.start < 0 or f.end > length:
            return True
        for r in f.related:
            if r.path is None:
                if r.start < 0 or r.end > length:
                    return True
            elif r.path == path:
                return True
        if f.fix is not None:
            for e in f.fix.edits:
                if e.start < 0 or e.end > length:
                    return True
    return False


def anchor(findings: tuple, start: int, length: int, pieces: tuple, path: str) -> tuple[bool, Optional[Anchor]]:
    """(whether the findings may be cached, the anchor they need or None) for an item at `start`
    of `length` bytes whose key holds `pieces`."""
    if not points_outside(findings, length, path):
        return True, None
    here = Anchor(start, length, pieces)
    try:
        for f in findings:
            _place(f, here, here, path)
    except _Lost:
        return False, None
    return True, here


def moved(findings: tuple, was: Anchor, now: Anchor, path: str) -> Optional[tuple]:
    """`findings` (relative to the item, as cached at `was`) for the item and pieces at `now`;
    None when a position cannot be followed."""
    try:
        return tuple(_place(f, was, now, path) for f in findings)
    except _Lost:
        return None


class _Lost(Exception):
    pass


def _absolute(at: int, was: Anchor, now: Anchor, end: bool) -> int:
    """An absolute offset of the old snapshot in the new one."""
    if was.start <= at <= was.start + was.length:
        return at - was.start + now.start
    for (old_start, old_end), (new_start, _new_end) in zip(was.pieces, now.pieces):
        if old_start <= at < old_end or (end and at == old_end):
            return at - old_start + new_start
    raise _Lost


def _relative(at: int, was: Anchor, now: Anchor, end: bool) -> int:
    if 0 <= at <= was.length:
        return at
    return _absolute(at + was.start, was, now, end) - now.start


def _place(f: Finding, was: Anchor, now: Anchor, path: str) -> Finding:
    related = tuple(
        Related(_relative(r.start, was, now, False), _relative(r.end, was, now, True), r.message, r.path)
        if r.path is None else
        Related(_absolute(r.start, was, now, False), _absolute(r.end, was, now, True), r.message, r.path)
        if r.path == path else r
        for r in f.related)
    fix = f.fix
    if fix is not None:
        fix = Fix(fix.title, tuple(Edit(_relative(e.start, was, now, False), _relative(e.end, was, now, True),
                                        e.new_text) for e in fix.edits))
    return dataclasses.replace(f, start=_relative(f.start, was, now, False), end=_relative(f.end, was, now, True),
                               related=related, fix=fix)
