"""Open documents by URI, with one cached snapshot per document version."""

from __future__ import annotations

from typing import Optional

from pygls.uris import to_fs_path

from ..syntax.document import Document, Snapshot


class DocumentStore:
    def __init__(self):
        self._docs: dict[str, Document] = {}
        self._snapshots: dict[str, Snapshot] = {}

    def open(self, uri: str, text: str, version: Optional[int]) -> Document:
        doc = Document.from_text(to_fs_path(uri) or uri, text, version)
        self._docs[uri] = doc
        self._snapshots.pop(uri, None)
        return doc

    def get(self, uri: str) -> Optional[Document]:
        return self._docs.get(uri)

    def close(self, uri: str) -> None:
        self._docs.pop(uri, None)
        self._snapshots.pop(uri, None)

    def snapshot(self, uri: str) -> Optional[Snapshot]:
        doc = self._docs.get(uri)
        if doc is None:
            return None
        cached = self._snapshots.get(uri)
        if cached is None or cached.generation != doc.generation:
            cached = doc.snapshot()
            self._snapshots[uri] = cached
        return cached

    def generation(self, uri: str) -> Optional[int]:
        doc = self._docs.get(uri)
        return doc.generation if doc is not None else None

    def __contains__(self, uri: str) -> bool:
        return uri in self._docs
