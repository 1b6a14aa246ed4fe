"""Runs every enabled rule over a snapshot and collects their findings.

A rule that raises is isolated: its error is logged, the other rules' findings
are still returned. Broken code is input, never a reason to fail.
Given a project view, rules see the preprocessed file (see `preprocessed.py`);
without one, only the raw tree.
"""

from __future__ import annotations

import logging
from typing import Iterable, Optional

from ..syntax.document import Snapshot
from .context import Context
from .findings import Finding
from .preprocessed import ProjectView, attach_related
from .registry import all_rules

log = logging.getLogger(__name__)


def analyze(snapshot: Snapshot, disabled: Iterable[str] = (), project: Optional[ProjectView] = None) -> list[Finding]:
    off = {code.upper() for code in disabled}
    ctx = Context(snapshot, project)
    findings: list[Finding] = []
    for rule in all_rules():
        if rule.code in off:
            continue
        try:
            findings.extend(rule.check(ctx))
        except Exception:  # noqa: BLE001 - one broken rule must not hide the rest.
            log.exception("rule %s failed on %s", rule.code, snapshot.path)
    if project is not None:
        findings = attach_related(ctx, findings)
    findings.sort(key=lambda f: (f.start, f.end, f.code))
    return findings
