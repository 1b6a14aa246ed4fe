"""Completion (with documentation resolved later) and signature help."""

from __future__ import annotations

from lsprotocol import types

from .. import convert, markup
from .base import Server, at, guarded


@guarded(default=None)
def completion(ls: Server, params: types.CompletionParams):
    snap, offset = at(ls, params)
    if snap is None:
        return None
    version, features = ls.language_config(params.text_document.uri)
    if _comparison(params.context, snap.data, offset):
        return None  # A comparison, not a member access.
    from ...hover import completion as completion_engine  # Imported on first use: startup stays short.

    # completionItem/resolve carries no document: it documents the items
    # against the configuration they were offered for.
    ls.completion_config = (version, features)
    found = completion_engine.complete_at(snap, offset, version, features, path=snap.path)
    if not found.items:
        return types.CompletionList(is_incomplete=found.is_incomplete, items=[])
    edit_range = None
    if found.replace_start is not None and found.replace_start <= offset:
        edit_range = convert.range_(snap, found.replace_start, offset, ls.encoding)
    return types.CompletionList(
        is_incomplete=found.is_incomplete,
        items=[convert.completion_item(item, edit_range, markup.snippets(ls)) for item in found.items],
    )


def _comparison(context, data: bytes, offset: int) -> bool:
    """Whether a completion triggered by '>' is after a comparison, not a member access ('->')."""
    return (
        context is not None
        and context.trigger_kind == types.CompletionTriggerKind.TriggerCharacter
        and context.trigger_character == ">"
        and data[max(offset - 2, 0) : offset] != b"->"
    )


@guarded(default=None)
def completion_resolve(ls: Server, item: types.CompletionItem):
    if isinstance(item.data, str):
        from ...hover import completion as completion_engine

        version, features = ls.completion_config
        docs = completion_engine.resolve(item.data, version, features)
        if docs:
            item.documentation = markup.content(docs, markup.completion_markdown(ls))
    return item


@guarded(default=None)
def signature_help(ls: Server, params: types.SignatureHelpParams):
    snap, offset = at(ls, params)
    if snap is None:
        return None
    from ...hover import signature as signature_engine

    version, features = ls.language_config(params.text_document.uri)
    found = signature_engine.signature_help_at(snap, offset, version, features)
    if found is None or not found.signatures:
        return None
    return convert.signature_help(found, markup.signature_markdown(ls))


FEATURES = (
    # Only characters that always start a completion context: '.' and '->'
    # (members, swizzles), '#' (directives), '"' (include paths).
    (
        types.TEXT_DOCUMENT_COMPLETION,
        types.CompletionOptions(trigger_characters=[".", ">", "#", '"'], resolve_provider=True),
        completion,
    ),
    (types.COMPLETION_ITEM_RESOLVE, None, completion_resolve),
    (
        types.TEXT_DOCUMENT_SIGNATURE_HELP,
        types.SignatureHelpOptions(trigger_characters=["(", ","], retrigger_characters=[")"]),
        signature_help,
    ),
)
