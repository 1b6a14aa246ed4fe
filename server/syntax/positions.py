"""Position units: the one place that converts between bytes and editor columns.

tree-sitter speaks UTF-8 byte offsets; LSP clients speak (line, character)
where a character is a UTF-16 code unit unless another encoding was
negotiated. Every conversion goes through `LineIndex` so no other module does
column arithmetic. Lines end at '\n'; a '\r' before it belongs to the line, as
LSP counts it (clients that send CRLF see consistent columns either way).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from enum import Enum
from itertools import accumulate


class Encoding(str, Enum):
    """How a client counts the columns of a position."""

    UTF8 = "utf-8"
    UTF16 = "utf-16"
    UTF32 = "utf-32"


@dataclass(frozen=True, slots=True)
class Position:
    """A zero-based line and column in some `Encoding`'s units."""

    line: int
    character: int


def _line_starts(data: bytes, base: int = 0) -> list[int]:
    """Where each line of `data` starts, plus `base`: summed up in C from the lines' lengths (a
    `find` per line was a Python step per line, asked for every version of a document and for
    the expanded copies of its functions)."""
    return list(accumulate(map(_PLUS_ONE, map(len, data.split(b"\n")[:-1])), initial=base))


_PLUS_ONE = (1).__add__  # (A line's length and its break.)


def _units(text: str, encoding: Encoding) -> int:
    if encoding is Encoding.UTF32:
        return len(text)
    if encoding is Encoding.UTF8:
        return len(text.encode("utf-8", "surrogatepass"))
    # UTF-16: characters outside the BMP take two code units (counted in C:
    # a loop over the characters in Python is the cost on long lines).
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


# Lines longer than this get checkpoints (`_Marks`): without them, converting
# each of many offsets on one long non-ASCII line decodes the line's prefix
# every time, which is quadratic in the line's length.
LONG_LINE_BYTES = 4096
_MARK_STEP = 256


class _Marks:
    """Cumulative column units at about every `_MARK_STEP` bytes of one line.

    Each mark sits on a byte that is not a UTF-8 continuation byte, where
    decoding restarts cleanly (invalid bytes too), so decoding from a mark
    counts the same units as decoding from the line's start."""

    __slots__ = ("offsets", "units")

    def __init__(self, data: bytes, start: int, end: int, encoding: "Encoding"):
        self.offsets = [start]
        self.units = [0]
        at, total = start, 0
        while at < end:
            stop = min(at + _MARK_STEP, end)
            while at < stop < end and (data[stop] & 0xC0) == 0x80:
                stop -= 1
            if stop <= at:  # a run of continuation bytes longer than a step
                stop = min(at + _MARK_STEP, end)
            total += _units(data[at:stop].decode("utf-8", "replace"), encoding)
            self.offsets.append(stop)
            self.units.append(total)
            at = stop


class LineIndex:
    """Line start offsets of a UTF-8 buffer, kept current under edits."""

    __slots__ = ("starts", "length", "_marks")

    def __init__(self, data: bytes):
        self.starts = _line_starts(data)
        self.length = len(data)
        self._marks: dict[tuple[int, Encoding], _Marks] = {}

    def copy(self) -> "LineIndex":
        """An independent copy (a snapshot's), without the checkpoints."""
        other = LineIndex.__new__(LineIndex)
        other.starts = list(self.starts)
        other.length = self.length
        other._marks = {}
        return other

    def _marks_of(self, data: bytes, line: int, encoding: "Encoding") -> "_Marks | None":
        """The checkpoints of a long line; None for an ASCII line (bytes are columns)."""
        key = (line, encoding)
        if key not in self._marks:
            start, end = self.line_span(line)
            ascii_line = data[start:end].isascii()
            self._marks[key] = None if ascii_line else _Marks(data, start, end, encoding)
        return self._marks[key]

    @property
    def line_count(self) -> int:
        return len(self.starts)

    def line_span(self, line: int) -> tuple[int, int]:
        """Byte range of `line` without its '\\n' terminator."""
        start = self.starts[line]
        end = self.starts[line + 1] - 1 if line + 1 < len(self.starts) else self.length
        return start, end

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset) - 1

    def update(self, start: int, old_end: int, inserted: bytes) -> None:
        """Account for replacing bytes [start, old_end) with `inserted`."""
        first = self.line_of(start)
        last = self.line_of(old_end)
        delta = len(inserted) - (old_end - start)
        new_starts = [start + i + 1 for i, b in enumerate(inserted) if b == 0x0A]
        tail = self.starts[last + 1 :]
        if delta:
            tail = [s + delta for s in tail]
        self.starts[first + 1 :] = new_starts + tail
        self.length += delta
        self._marks = {}

    # Conversions between client positions and byte offsets.

    def offset_at(self, data: bytes, pos: Position, encoding: Encoding) -> int:
        """Byte offset of a client position; out-of-range values are clamped.

        LSP asks servers to clamp: a line past the end means the end of the
        buffer, a character past the end of its line means the line's end.
        """
        if pos.line < 0:
            return 0
        if pos.line >= len(self.starts):
            return self.length
        start, end = self.line_span(pos.line)
        want = max(pos.character, 0)
        if encoding is Encoding.UTF8:
            offset = min(start + want, end)
            # Never land inside a multi-byte sequence.
            while start < offset < end and (data[offset] & 0xC0) == 0x80:
                offset -= 1
            return offset
        count = 0
        marks = self._marks_of(data, pos.line, encoding) if end - start > LONG_LINE_BYTES else None
        if marks is not None:
            # Start from the last checkpoint before the wanted column.
            k = bisect.bisect_right(marks.units, want) - 1
            start, count = marks.offsets[k], marks.units[k]
            if k + 1 < len(marks.offsets):
                end = marks.offsets[k + 1]
        text = data[start:end].decode("utf-8", "replace")
        if text.isascii():
            return start + min(want - count, len(text))
        for i, ch in enumerate(text):
            if count >= want:
                return start + len(text[:i].encode("utf-8", "replace"))
            count += 2 if encoding is Encoding.UTF16 and ord(ch) > 0xFFFF else 1
        return end

    def position_at(self, data: bytes, offset: int, encoding: Encoding) -> Position:
        """Client position of a byte offset (clamped to the buffer)."""
        offset = min(max(offset, 0), self.length)
        line = self.line_of(offset)
        start = self.starts[line]
        if encoding is Encoding.UTF8:
            return Position(line, offset - start)
        units = 0
        marks = self._marks_of(data, line, encoding) if offset - start > LONG_LINE_BYTES else None
        if marks is not None:
            k = bisect.bisect_right(marks.offsets, offset) - 1
            start, units = marks.offsets[k], marks.units[k]
        prefix = data[start:offset]
        if prefix.isascii():
            return Position(line, units + len(prefix))
        return Position(line, units + _units(prefix.decode("utf-8", "replace"), encoding))

    def point_at(self, offset: int) -> tuple[int, int]:
        """tree-sitter point (row, byte column) of a byte offset."""
        line = self.line_of(offset)
        return line, offset - self.starts[line]
