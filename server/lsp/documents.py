"""Open documents by URI, with one cached snapshot per document version.

Whole-file results (outline, folds, semantic tokens) are cached per document
version too: editors ask for them repeatedly while nothing changes.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Optional

from pygls.uris import to_fs_path

from ..syntax.document import Document, Snapshot
from ..syntax.positions import Encoding, Position

def encoding_of(kind) -> Encoding:
    """The engine's encoding for the protocol's position encoding kind (a value or its string)."""
    value = str(getattr(kind, "value", kind) or "utf-16")
    return {"utf-8": Encoding.UTF8, "utf-32": Encoding.UTF32}.get(value, Encoding.UTF16)


# One change of a didChange: (start, end, text); a start and end of None replace the whole text.
Change = tuple[Optional[Position], Optional[Position], str]


class DocumentStore:
    def __init__(self):
        self._docs: dict[str, Document] = {}
        self._snapshots: dict[str, Snapshot] = {}
        # uri -> (generation, {key: value})
        self._derived: dict[str, tuple[int, dict[str, Any]]] = {}

    def open(self, uri: str, text: str, version: Optional[int]) -> Document:
        doc = Document.from_text(to_fs_path(uri) or uri, text, version)
        self._docs[uri] = doc
        self._snapshots.pop(uri, None)
        return doc

    def open_host(self, uri: str, text: str, version: Optional[int], language: str):
        """Open a Python, C or C++ file with embedded kernels (`embedded.editor.HostDocument`: the same
        edit and snapshot calls, no OpenCL parse of the host text)."""
        from ..embedded.editor import HostDocument  # Loaded with the first host document.

        doc = HostDocument.from_text(to_fs_path(uri) or uri, text, language, version)
        self._docs[uri] = doc
        self._snapshots.pop(uri, None)
        return doc

    def is_host(self, uri: str) -> bool:
        """Whether the open document is a host file (its snapshot is an `embedded.editor.HostSnapshot`)."""
        doc = self._docs.get(uri)
        return doc is not None and type(doc) is not Document

    def get(self, uri: str) -> Optional[Document]:
        return self._docs.get(uri)

    def edit(self, uri: str, changes: Iterable[Change], version: Optional[int], encoding: Encoding) -> bool:
        """Apply a didChange's changes in order (a change without a range replaces the text); False if not open."""
        doc = self._docs.get(uri)
        if doc is None:
            return False
        for start, end, text in changes:
            if start is None or end is None:
                doc.replace_all(text, version)
            else:
                doc.apply_edit(start, end, text, encoding, version)
        return True

    def path_of(self, uri: str) -> Optional[str]:
        """The file path of an open document, or None."""
        doc = self._docs.get(uri)
        return doc.path if doc is not None else None

    def close(self, uri: str) -> None:
        self._docs.pop(uri, None)
        self._snapshots.pop(uri, None)
        self._derived.pop(uri, None)

    def derived(self, snapshot: Snapshot, uri: str, key: str, compute: Callable[[Snapshot], Any]) -> Any:
        """`compute(snapshot)`, remembered for the snapshot's document version.

        The snapshot is taken by the caller on the message loop; this may then
        run on a worker thread. A result for a version that has since
        changed is returned but not kept.
        """
        generation, values = self._derived.get(uri, (None, {}))
        if generation == snapshot.generation and key in values:
            return values[key]
        value = compute(snapshot)
        self.remember(snapshot, uri, key, value)
        return value

    def remember(self, snapshot: Snapshot, uri: str, key: str, value: Any) -> None:
        """Keep `value` under `key` for the snapshot's version, if that is still the document's current one."""
        if self.generation(uri) != snapshot.generation:
            return
        generation, values = self._derived.get(uri, (None, {}))
        if generation != snapshot.generation:
            values = {}
        values[key] = value
        self._derived[uri] = (snapshot.generation, values)

    def snapshot(self, uri: str) -> Optional[Snapshot]:
        doc = self._docs.get(uri)
        if doc is None:
            return None
        cached = self._snapshots.get(uri)
        if cached is None or cached.generation != doc.generation:
            cached = doc.snapshot()
            self._snapshots[uri] = cached
        return cached

    def snapshot_for_path(self, path: str) -> Optional[Snapshot]:
        uri = self.uri_for_path(path)
        return self.snapshot(uri) if uri is not None else None

    def uris(self) -> list[str]:
        """The URIs of the open documents (a copy: callers may open and close meanwhile)."""
        return list(self._docs)

    def uri_for_path(self, path: str) -> Optional[str]:
        """The URI of the open document whose file is `path`, or None."""
        return next((uri for uri, doc in self._docs.items() if doc.path == path), None)

    def generation(self, uri: str) -> Optional[int]:
        doc = self._docs.get(uri)
        return doc.generation if doc is not None else None

    def __contains__(self, uri: str) -> bool:
        return uri in self._docs
