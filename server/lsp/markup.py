"""What the client can show: markdown or plain text, snippets or not.

The engine writes markdown; a client that does not list markdown in the
`contentFormat` / `documentationFormat` it sent at initialize gets the
same content as plain text (hover/plain_text.py). The capabilities are
pygls' copy of the client's initialize params.
"""

from __future__ import annotations

from lsprotocol import types


def _prefers_markdown(formats) -> bool:
    # LSP: the list is in the client's order of preference; no list means the
    # client did not say, and markdown has been every editor's default since LSP 3.0.
    if not formats:
        return True
    return types.MarkupKind.Markdown in formats and (
        types.MarkupKind.PlainText not in formats
        or formats.index(types.MarkupKind.Markdown) < formats.index(types.MarkupKind.PlainText)
    )


def _text_document(ls):
    capabilities = getattr(ls, "client_capabilities", None)
    return getattr(capabilities, "text_document", None)


def hover_markdown(ls) -> bool:
    hover = getattr(_text_document(ls), "hover", None)
    return _prefers_markdown(getattr(hover, "content_format", None))


def completion_markdown(ls) -> bool:
    completion = getattr(_text_document(ls), "completion", None)
    item = getattr(completion, "completion_item", None)
    return _prefers_markdown(getattr(item, "documentation_format", None))


def signature_markdown(ls) -> bool:
    signature = getattr(_text_document(ls), "signature_help", None)
    info = getattr(signature, "signature_information", None)
    return _prefers_markdown(getattr(info, "documentation_format", None))


def snippets(ls) -> bool:
    """Snippets only when the client says it takes them (LSP: absent means no)."""
    completion = getattr(_text_document(ls), "completion", None)
    item = getattr(completion, "completion_item", None)
    return bool(getattr(item, "snippet_support", False))


def content(markdown: str, as_markdown: bool) -> types.MarkupContent:
    """The engine's markdown, as it is or laid out as plain text."""
    if as_markdown:
        return types.MarkupContent(kind=types.MarkupKind.Markdown, value=markdown)
    from ..hover.plain_text import to_plain

    return types.MarkupContent(kind=types.MarkupKind.PlainText, value=to_plain(markdown))
