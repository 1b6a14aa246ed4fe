"""Documents: text plus syntax tree, kept in step under incremental edits.

An edit is applied to the bytes, then to the tree (`Tree.edit`), then the tree
is re-parsed incrementally from the edited one: a keystroke never causes a
parse from scratch. Readers on other threads work on a `Snapshot`, an
immutable copy, so the owner may keep editing.
"""

from __future__ import annotations

import codecs
import dataclasses
from dataclasses import dataclass, field
from typing import Optional

import tree_sitter

from ..memo import Memo
from . import bounded_parse, wrapped_file
from .language import new_parser
from .positions import Encoding, LineIndex, Position


def _lone_surrogates_to_fffd(error: UnicodeError):
    """Encode each lone surrogate (valid in JSON, not in UTF-8) as U+FFFD.

    U+FFFD is three UTF-8 bytes and one UTF-16 unit, like a lone surrogate,
    so byte offsets and client columns stay in step while the buffer stays
    valid UTF-8 for tree-sitter and its query predicates.
    """
    if isinstance(error, UnicodeEncodeError):
        # The UTF-8 encoder only takes ASCII text back, so give the bytes.
        return "\ufffd".encode() * (error.end - error.start), error.end
    raise error


codecs.register_error("opencl-lsp-fffd", _lone_surrogates_to_fffd)


def encode_text(text: str) -> bytes:
    return text.encode("utf-8", "opencl-lsp-fffd")


# Text with a NUL byte is not source code; tree-sitter would also treat the NUL
# as the end of input. Such documents get one diagnostic and an empty tree.
BINARY_SNIFF_BYTES = 8192


def looks_binary(data: bytes) -> bool:
    return b"\x00" in data[:BINARY_SNIFF_BYTES]


@dataclass(frozen=True)
class Snapshot:
    """One version of a document, safe to read from any thread."""

    path: str
    version: Optional[int]
    data: bytes
    tree: tree_sitter.Tree
    lines: LineIndex = field(repr=False)
    binary: bool = False
    invalid_utf8_at: Optional[int] = None
    generation: int = 0
    # Where the parse ran out of time (`bounded_parse`): the text from here on has no tree.
    parse_cut_at: Optional[int] = None
    # `bounded_parse.bracket_counts(data)` where the document kept them (None: count when needed).
    brackets: Optional[bounded_parse.Brackets] = field(default=None, repr=False, compare=False)
    # A kernel file wrapped for inclusion into host code (`wrapped_file`: C++ raw string literals, a
    # stringizing macro): the wrapper's tokens, which `data` holds as spaces (the editor's text has
    # them); () for any other.
    wrapper: tuple[tuple[int, int], ...] = ()
    # Facts computed once per snapshot (`snapshot.memo(key, make)`): they go with it.
    memo: Memo = field(default_factory=Memo, init=False, repr=False, compare=False)

    def text(self, node: tree_sitter.Node) -> str:
        return self.data[node.start_byte : node.end_byte].decode("utf-8", "replace")

    def position(self, offset: int, encoding: Encoding = Encoding.UTF16) -> Position:
        return self.lines.position_at(self.data, offset, encoding)

    def offset(self, pos: Position, encoding: Encoding = Encoding.UTF16) -> int:
        return self.lines.offset_at(self.data, pos, encoding)


def first_invalid_utf8(data: bytes) -> Optional[int]:
    try:
        data.decode("utf-8")
        return None
    except UnicodeDecodeError as err:
        return err.start


class Document:
    """A mutable document owned by one thread (the server's message loop)."""

    def __init__(self, path: str, data: bytes, version: Optional[int] = None):
        self.path = path
        self.version = version
        self._parser = new_parser()
        self.generation = 0
        self.parse_cut_at: Optional[int] = None
        self.wrapper: tuple[tuple[int, int], ...] = ()
        self._reset(data)

    def _reset(self, data: bytes) -> None:
        self.generation += 1
        self.data = data
        self.lines = LineIndex(data)
        self.binary = looks_binary(data)
        self._brackets = bounded_parse.bracket_counts(data)
        self._unwrap()
        self._parse(b"" if self.binary else self.source, None)

    def _unwrap(self) -> bool:
        """Set `source`, the text the parser and the analyses read: `data`, or for a kernel file
        wrapped for inclusion into host code (`wrapped_file`), `data` with the wrapper's tokens
        blanked. Whether the file is such a file, or was before the edit: then the old tree is not
        reused (an edit may change what is blanked far from it: `)"` typed in the middle of a
        literal, a `)` typed after the last one)."""
        before = self.wrapper
        spans = None if self.binary else wrapped_file.wrapper_spans(self.data)
        self.wrapper = spans or ()
        self.source = self.data if spans is None else wrapped_file.blanked(self.data, spans)
        return bool(before or spans)

    def _parse(self, data: bytes, old_tree: Optional[tree_sitter.Tree]) -> None:
        # A tree cut short stands for blanked text, not this text: never reuse it.
        parsed = bounded_parse.parse(self._parser, data, None if self.parse_cut_at is not None else old_tree,
                                     brackets=self._brackets if data is self.data else None)
        self.tree = parsed.tree
        self.parse_cut_at = parsed.cut_at

    @classmethod
    def from_text(cls, path: str, text: str, version: Optional[int] = None) -> "Document":
        return cls(path, encode_text(text), version)

    def replace_all(self, text: str, version: Optional[int] = None) -> None:
        self.version = version
        self._reset(encode_text(text))

    def apply_edit(
        self,
        start: Position,
        end: Position,
        new_text: str,
        encoding: Encoding = Encoding.UTF16,
        version: Optional[int] = None,
    ) -> None:
        """Replace the text between two client positions and re-parse incrementally."""
        data = self.data
        start_byte = self.lines.offset_at(data, start, encoding)
        end_byte = max(start_byte, self.lines.offset_at(data, end, encoding))
        inserted = encode_text(new_text)
        start_point = self.lines.point_at(start_byte)
        old_end_point = self.lines.point_at(end_byte)
        self.generation += 1
        self.data = data[:start_byte] + inserted + data[end_byte:]
        self._brackets = bounded_parse.brackets_after_edit(self._brackets, data[start_byte:end_byte], inserted)
        self.lines.update(start_byte, end_byte, inserted)
        new_end_byte = start_byte + len(inserted)
        self.version = version
        was_binary = self.binary
        self.binary = looks_binary(self.data)
        wrapped = self._unwrap()
        if self.binary or was_binary or wrapped:
            self._parse(b"" if self.binary else self.source, None)
            return
        self.tree.edit(
            start_byte=start_byte,
            old_end_byte=end_byte,
            new_end_byte=new_end_byte,
            start_point=start_point,
            old_end_point=old_end_point,
            new_end_point=self.lines.point_at(new_end_byte),
        )
        self._parse(self.data, self.tree)

    def snapshot(self) -> Snapshot:
        lines = self.lines.copy()
        return Snapshot(
            path=self.path,
            version=self.version,
            data=self.source,
            tree=self.tree.copy(),
            lines=lines,
            binary=self.binary,
            generation=self.generation,
            parse_cut_at=self.parse_cut_at,
            brackets=self._brackets if self.source is self.data else None,
            wrapper=self.wrapper,
        )


def parse_bytes(path: str, data: bytes) -> Snapshot:
    """Parse a file's raw bytes once (the CLI and workspace readers use this)."""
    doc = Document(path, data)
    snap = doc.snapshot()
    bad = first_invalid_utf8(data)
    if bad is not None:
        snap = dataclasses.replace(snap, invalid_utf8_at=bad)
    return snap
