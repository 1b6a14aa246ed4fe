"""Hover: the engine's markdown (token, macro expansion, device facts of a kernel) and its range."""

from __future__ import annotations

from lsprotocol import types

from .. import convert, markup
from .base import Server, at, guarded


@guarded(default=None)
def hover(ls: Server, params: types.HoverParams):
    snap, offset = at(ls, params)
    if snap is None:
        return None
    from ...hover import hover as hover_engine  # Imported on first use: startup stays short.

    version, features = ls.language_config(params.text_document.uri)
    kernels = ls.device.kernels.get(snap.path)  # The last device build's facts, plain data.
    found = hover_engine.hover_at(snap, offset, version, features, project=ls.project, kernels=kernels)
    if found is None:
        return None
    return types.Hover(
        contents=markup.content(found.markdown, markup.hover_markdown(ls)),
        range=convert.range_(snap, found.start, found.end, ls.encoding),
    )


FEATURES = ((types.TEXT_DOCUMENT_HOVER, None, hover),)
