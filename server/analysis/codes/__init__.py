"""The code table: codes whose findings come from an emitter, not from a rule's check.

Most codes belong to a rule (`registry.py`, `rules/`): a check that looks at
the file. The codes here have no check of their own: the preprocessor
(P001-P009, and the inactive regions of P010), the analysis driver's time
budget (S007), the device builds (D001-D004) and the host checks of embedded
kernels (H) report them as a side effect of their work. Each entry says what the code is (name, default severity,
summary, documentation page with a wrong and a right example) and which
emitter reports it; the emitters take their codes, and the preprocessor its
messages, from here instead of spelling them out.

Every layer that reports findings may import this package (the project
layer's preprocessor does): it is a leaf that imports nothing of the server
but `findings.py`.
"""

from __future__ import annotations

# The entries live with their emitter's family; `model` defines what an entry is.
from . import budget, device, host, preprocessor
from .model import DOCS_BASE, SPEC_BASE, Code, Described, Emitter, FixAvailability

__all__ = ["DOCS_BASE", "SPEC_BASE", "Code", "Described", "Emitter", "FixAvailability", "TABLE", "all_codes", "emitted_by"]

TABLE: dict[str, Code] = {
    value.code: value
    for module in (budget, device, host, preprocessor)
    for value in vars(module).values()
    if isinstance(value, Code)
}


def all_codes() -> list[Code]:
    """Every table code, sorted."""
    return [TABLE[code] for code in sorted(TABLE)]


def emitted_by(emitter: Emitter) -> frozenset[str]:
    """The codes `emitter` reports."""
    return frozenset(code for code, entry in TABLE.items() if entry.emitter is emitter)
