"""Inlay hints: parameter names, swizzle types and implied address spaces (`hover.inlay_hints`).

Each kind is turned off by its setting (`opencl.inlayHints.parameterNames`, `.types`,
`.addressSpaces`); an invalid settings section falls back to the defaults (all on), as the
configuration's own parser decides.
"""

from __future__ import annotations

from lsprotocol import types

from ...project.config import structure_settings
from .. import convert
from .base import Server, guarded

KINDS = {
    "parameterNames": (types.InlayHintKind.Parameter, False, True),
    "types": (types.InlayHintKind.Type, False, False),
    "addressSpaces": (types.InlayHintKind.Type, False, True),
}


def enabled_kinds(ls: Server) -> frozenset[str]:
    """The hint kinds the settings leave on."""
    wanted = structure_settings(ls.settings or {})[0].inlay_hints
    on = {"parameterNames": wanted.parameter_names, "types": wanted.types, "addressSpaces": wanted.address_spaces}
    return frozenset(name for name, value in on.items() if value)


@guarded(default=[])
def inlay_hint(ls: Server, params: types.InlayHintParams):
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None:
        return []
    from ...hover.inlay_hints import inlay_hints  # Imported on first use: startup stays short.

    version, features = ls.language_config(params.text_document.uri)
    start = convert.offset(snap, params.range.start, ls.encoding)
    end = convert.offset(snap, params.range.end, ls.encoding)
    found = inlay_hints(snap, start, end, version, features, enabled_kinds(ls), ls.project.index)
    return [
        types.InlayHint(position=convert.position(snap, hint.offset, ls.encoding), label=hint.label,
                        kind=KINDS[hint.kind][0], padding_left=KINDS[hint.kind][1], padding_right=KINDS[hint.kind][2])
        for hint in found
    ]


FEATURES = ((types.TEXT_DOCUMENT_INLAY_HINT, types.InlayHintOptions(resolve_provider=False), inlay_hint),)
