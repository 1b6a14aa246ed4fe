"""The rule registry as the LSP layer asks it: complete before an analysis, and a code's rule.

Apart from `convert` (which imports lsprotocol), so the first diagnostics of a start
(`early.py`) can ask it before the protocol types are loaded.
"""

from __future__ import annotations

from ..analysis.registry import all_rules, describe, registered


def load_rules() -> None:
    """Fill the rule registry before a thread analyzes.

    The server analyzes on more than one thread (diagnostics, code actions).
    `registry.all_rules()` loads every rule module under a lock on its first
    call, so a thread that comes meanwhile waits for all of them: once, VS
    Code's first code-action request, sent right after didOpen, ran with the
    rules registered so far, without S002, and the quick fix never came.
    """
    all_rules()


def lookup_rule(code: str):
    """What `code` is (a registered rule or a code table entry), or None; the registry is complete first
    unless the code is known already (a rule module's code does not change when the others load)."""
    known = registered(code)
    if known is not None:
        return known
    load_rules()
    return describe(code)
