"""Document links: each `#include` to the file it names (computed includes too)."""

from __future__ import annotations

from lsprotocol import types
from pygls.uris import from_fs_path

from ...project.links import document_links
from .. import convert
from .base import Server, guarded


@guarded(default=[])
def document_link(ls: Server, params: types.DocumentLinkParams):
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None:
        return []
    return [
        types.DocumentLink(
            range=convert.range_(snap, link.start, link.end, ls.encoding),
            target=from_fs_path(link.target),
            tooltip=link.target,
        )
        for link in document_links(ls.project.index, snap, ls.project)
    ]


FEATURES = ((types.TEXT_DOCUMENT_DOCUMENT_LINK, None, document_link),)
