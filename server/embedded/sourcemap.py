"""Where each byte of an embedded kernel's text came from in its host file, both ways.

A kernel is assembled from pieces: text copied verbatim from a string literal
(offsets map one to one), a decoded escape sequence (one or a few kernel bytes
for several host bytes: `\\n`, `\\x41`, `\\u00e9`), a placeholder of a template
(`{name}` in an f-string or `.format` template, `%(n)d`: an unknown token
stands in the kernel, and nothing inside it maps), and synthetic text the
wrapper adds (pyopencl's generated kernel around an `ElementwiseKernel`
operation: it has no host position). Offsets are bytes on both sides.

It knows nothing of tree-sitter or of the host language: the literal decoders
(`literals.py`) and the kernel wrappers build maps through `Builder`.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Optional

VERBATIM, ESCAPE, PLACEHOLDER, SYNTHETIC = "verbatim", "escape", "placeholder", "synthetic"


@dataclass(frozen=True)
class Piece:
    kernel_start: int
    kernel_end: int
    host_start: int
    host_end: int
    kind: str


@dataclass
class SourceMap:
    """Pieces in kernel order; `to_host`/`to_kernel` bisect, so each question costs log(pieces)."""

    pieces: list[Piece]
    _kernel_starts: list[int] = field(init=False, repr=False)
    _by_host: list[Piece] = field(init=False, repr=False)
    _host_starts: list[int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._kernel_starts = [p.kernel_start for p in self.pieces]
        self._by_host = sorted((p for p in self.pieces if p.kind != SYNTHETIC), key=lambda p: p.host_start)
        self._host_starts = [p.host_start for p in self._by_host]

    def _piece_at(self, offset: int) -> Optional[Piece]:
        index = bisect_right(self._kernel_starts, offset) - 1
        if index < 0:
            return None
        piece = self.pieces[index]
        return piece if offset < piece.kernel_end else None

    def to_host(self, offset: int) -> Optional[int]:
        """The host offset of a kernel offset (a position between bytes); None where it does not map."""
        piece = self._piece_at(offset)
        if piece is None:
            # The end of the text, or the boundary after the last byte of a piece.
            before = self._piece_at(offset - 1) if offset > 0 else None
            if before is None or before.kind in (PLACEHOLDER, SYNTHETIC):
                return None
            return before.host_end if before.kind == ESCAPE else before.host_start + (offset - before.kernel_start)
        if piece.kind == VERBATIM:
            return piece.host_start + (offset - piece.kernel_start)
        if piece.kind == ESCAPE and offset == piece.kernel_start:
            return piece.host_start
        return None

    def host_range(self, start: int, end: int) -> Optional[tuple[int, int]]:
        """The host range of the kernel range [start, end), or None when any part of it does not map.

        A range that touches a placeholder or the wrapper's own text is not the
        user's (the placeholder's value is unknown): the caller drops it.
        """
        if end < start:
            return None
        first = self._piece_at(start)
        if first is None:
            mapped = self.to_host(start)
            return None if mapped is None or end != start else (mapped, mapped)
        if first.kind in (PLACEHOLDER, SYNTHETIC):
            return None
        if end == start:
            host = self.to_host(start)
            return None if host is None else (host, host)
        last = self._piece_at(end - 1)
        if last is None or last.kind in (PLACEHOLDER, SYNTHETIC):
            return None
        index = bisect_right(self._kernel_starts, start) - 1
        stop = bisect_right(self._kernel_starts, end - 1)
        for piece in self.pieces[index:stop]:
            if piece.kind in (PLACEHOLDER, SYNTHETIC):
                return None
        if first.kind == VERBATIM:
            host_start = first.host_start + (start - first.kernel_start)
        else:
            host_start = first.host_start
        if last.kind == VERBATIM:
            host_end = last.host_start + (end - last.kernel_start)
        else:
            host_end = last.host_end
        return host_start, host_end

    def to_kernel(self, host_offset: int) -> Optional[int]:
        """The kernel offset of a host offset inside the kernel's literals; None outside them or in a placeholder."""
        index = bisect_right(self._host_starts, host_offset) - 1
        if index < 0:
            return None
        piece = self._by_host[index]
        if host_offset > piece.host_end or (host_offset == piece.host_end and piece.kind != VERBATIM):
            return None
        if piece.kind == VERBATIM:
            return piece.kernel_start + (host_offset - piece.host_start)
        if piece.kind == ESCAPE:
            return piece.kernel_start
        return None

    def host_parts(self, start: int, end: int) -> list[tuple[int, int]]:
        """The host ranges the kernel range [start, end) comes from, piece by piece in kernel order,
        joined where they touch: what an editor colours for a token that crosses concatenated
        literals (the quotes between them are not the token's). Placeholders and generated text
        are left out."""
        out: list[tuple[int, int]] = []
        index = max(bisect_right(self._kernel_starts, start) - 1, 0)
        for piece in self.pieces[index:]:
            if piece.kernel_start >= end:
                break
            lo, hi = max(start, piece.kernel_start), min(end, piece.kernel_end)
            if lo >= hi or piece.kind in (PLACEHOLDER, SYNTHETIC):
                continue
            if piece.kind == VERBATIM:
                part = (piece.host_start + lo - piece.kernel_start, piece.host_start + hi - piece.kernel_start)
            else:  # An escape: all of its host text.
                part = (piece.host_start, piece.host_end)
            if out and out[-1][1] == part[0]:
                out[-1] = (out[-1][0], part[1])
            else:
                out.append(part)
        return out

    def host_spans(self) -> list[tuple[int, int]]:
        """The host ranges the kernel's text comes from, merged where they touch, in host order."""
        spans: list[tuple[int, int]] = []
        for piece in self._by_host:
            if spans and piece.host_start <= spans[-1][1]:
                spans[-1] = (spans[-1][0], max(spans[-1][1], piece.host_end))
            else:
                spans.append((piece.host_start, piece.host_end))
        return spans

    @property
    def has_placeholders(self) -> bool:
        return any(p.kind == PLACEHOLDER for p in self.pieces)

    def placeholders(self) -> list[tuple[int, int]]:
        """Kernel ranges of the placeholders."""
        return [(p.kernel_start, p.kernel_end) for p in self.pieces if p.kind == PLACEHOLDER]


class Builder:
    """Accumulates kernel text and its pieces (one part of text per piece); adjacent verbatim runs merge."""

    def __init__(self) -> None:
        self.parts: list[bytes] = []
        self.pieces: list[Piece] = []
        self.size = 0

    def verbatim(self, text: bytes, host_start: int) -> None:
        if not text:
            return
        last = self.pieces[-1] if self.pieces else None
        end = self.size + len(text)
        if last is not None and last.kind == VERBATIM and last.kernel_end == self.size and last.host_end == host_start:
            self.pieces[-1] = Piece(last.kernel_start, end, last.host_start, host_start + len(text), VERBATIM)
            self.parts[-1] += text
        else:
            self.pieces.append(Piece(self.size, end, host_start, host_start + len(text), VERBATIM))
            self.parts.append(text)
        self.size = end

    def _add(self, text: bytes, host_start: int, host_end: int, kind: str) -> None:
        self.pieces.append(Piece(self.size, self.size + len(text), host_start, host_end, kind))
        self.parts.append(text)
        self.size += len(text)

    def escape(self, text: bytes, host_start: int, host_end: int) -> None:
        if text:
            self._add(text, host_start, host_end, ESCAPE)

    def placeholder(self, text: bytes, host_start: int, host_end: int) -> None:
        self._add(text, host_start, host_end, PLACEHOLDER)

    def synthetic(self, text: bytes | str, at: int = 0) -> None:
        data = text.encode() if isinstance(text, str) else text
        if data:
            self._add(data, at, at, SYNTHETIC)

    def extend(self, other: "Builder") -> None:
        for piece, part in zip(other.pieces, other.parts):
            if piece.kind == VERBATIM:
                self.verbatim(part, piece.host_start)
            else:
                self._add(part, piece.host_start, piece.host_end, piece.kind)

    def text(self) -> bytes:
        return b"".join(self.parts)

    def build(self) -> tuple[bytes, SourceMap]:
        return self.text(), SourceMap(list(self.pieces))


def copy_range(out: Builder, source: Builder, start: int, end: int) -> None:
    """Append bytes [start, end) of `source`'s text to `out` with their map (pieces cut where needed)."""
    for piece, part in zip(source.pieces, source.parts):
        lo, hi = max(start, piece.kernel_start), min(end, piece.kernel_end)
        if lo >= hi:
            if piece.kernel_start >= end:
                break
            continue
        chunk = part[lo - piece.kernel_start : hi - piece.kernel_start]
        if piece.kind == VERBATIM:
            out.verbatim(chunk, piece.host_start + (lo - piece.kernel_start))
        elif piece.kind == SYNTHETIC:
            out.synthetic(chunk, piece.host_start)
        else:
            out._add(chunk, piece.host_start, piece.host_end, piece.kind)
