"""Formatting: whole document, a range, and on typing `}`, `;` or a newline, through clang-format.

Advertised only when the `format` extra is installed (`format.available()`). The style is the
project's `.clang-format` when the workspace has one, else our OpenCL default
(`format.DEFAULT_STYLE`). A style clang-format rejects is answered with RequestFailed, which
editors show, rather than an empty list that would look like "already formatted".
"""

from __future__ import annotations

from lsprotocol import types

from ... import format as fmt
from ...syntax import wrapped_file
from .. import convert
from .base import RequestFailed, Server, off_loop


def _answer(ls: Server, snap, done: fmt.Formatted):
    if done.error is not None:
        raise RequestFailed(done.error)
    # In a kernel file wrapped for host code (C++ raw string literals, a stringizing macro),
    # clang-format formats the kernel text (`snap.data`, the wrapper's tokens blanked): an edit of
    # the blanks where a token stands would delete it from the editor's text, so none touches one.
    return [
        types.TextEdit(range=convert.range_(snap, e.start, e.end, ls.encoding), new_text=e.new_text)
        for e in done.edits if not (snap.wrapper and wrapped_file.touches(snap.wrapper, e.start, e.end))
    ]


async def formatting(ls: Server, params: types.DocumentFormattingParams):
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None:
        return None
    done = await off_loop(fmt.format_bytes, snap.data, snap.path, ls.project.read)
    return _answer(ls, snap, done)


async def range_formatting(ls: Server, params: types.DocumentRangeFormattingParams):
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None:
        return None
    where = (convert.offset(snap, params.range.start, ls.encoding), convert.offset(snap, params.range.end, ls.encoding))
    done = await off_loop(fmt.format_bytes, snap.data, snap.path, ls.project.read, [where])
    return _answer(ls, snap, done)


async def on_type_formatting(ls: Server, params: types.DocumentOnTypeFormattingParams):
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None:
        return None
    offset = convert.offset(snap, params.position, ls.encoding)
    done = await off_loop(fmt.format_on_type, snap, offset, params.ch, ls.project.read)
    return _answer(ls, snap, done)


FEATURES = (
    (types.TEXT_DOCUMENT_FORMATTING, types.DocumentFormattingOptions(), formatting),
    (types.TEXT_DOCUMENT_RANGE_FORMATTING, types.DocumentRangeFormattingOptions(), range_formatting),
    (
        types.TEXT_DOCUMENT_ON_TYPE_FORMATTING,
        types.DocumentOnTypeFormattingOptions(first_trigger_character="}", more_trigger_character=[";", "\n"]),
        on_type_formatting,
    ),
) if fmt.available() else ()
