"""Runs every enabled rule over a snapshot and collects their findings.

A rule that raises is isolated: its error is logged, the other rules' findings
are still returned. Broken code is input, never a reason to fail.
Given a project view, rules see the preprocessed file (see `preprocessed.py`);
without one, only the raw tree.

Function-scope rules run once per function definition, and their findings are
cached under the function's text and the file's environment (everything
outside function bodies, plus the configuration and macro set). After an edit
inside one function, only that function is analyzed again; the others' cached
findings are moved to where their function now starts.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections import OrderedDict
from typing import Iterable, Optional

from ..syntax.document import Snapshot
from . import suppressions
from .context import Context
from .findings import Edit, Finding, Fix, Related
from .preprocessed import ProjectView, attach_related
from .registry import Rule, all_rules
from .limits import SEMANTIC_FAMILIES, SEMANTIC_MAX_BYTES

log = logging.getLogger(__name__)

FUNCTION_CACHE_SIZE = 20000
_function_cache: "OrderedDict[tuple, tuple[Finding, ...]]" = OrderedDict()
_cache_lock = threading.Lock()


def analyze(snapshot: Snapshot, disabled: Iterable[str] = (), project: Optional[ProjectView] = None) -> list[Finding]:
    off = {code.upper() for code in disabled}
    ctx = Context(snapshot, project)
    findings: list[Finding] = []
    rules = [rule for rule in all_rules() if rule.code not in off]
    if len(snapshot.data) > SEMANTIC_MAX_BYTES:
        # Too large to judge on every edit; S006 says so in the file.
        rules = [rule for rule in rules if rule.code[0] not in SEMANTIC_FAMILIES]
    for rule in rules:
        if rule.scope != "file":
            continue
        try:
            findings.extend(rule.check(ctx))
        except Exception:  # noqa: BLE001 - one broken rule must not hide the rest.
            log.exception("rule %s failed on %s", rule.code, snapshot.path)
    function_rules = [rule for rule in rules if rule.scope == "function"]
    if function_rules:
        findings.extend(_function_findings(ctx, function_rules))
    if project is not None:
        findings = attach_related(ctx, findings)
    findings = suppressions.apply(snapshot, findings)
    findings.sort(key=lambda f: (f.start, f.end, f.code))
    return findings


def _function_findings(ctx: Context, rules: list[Rule]) -> list[Finding]:
    try:
        sem = ctx.semantic
        functions = sem.functions
        env = environment_key(ctx)
    except Exception:  # noqa: BLE001
        log.exception("semantic model failed on %s", ctx.snapshot.path)
        return []
    data = ctx.snapshot.data
    out: list[Finding] = []
    for fn in functions:
        if not sem.sound(fn):
            continue  # Half-written parameters or a macro-made head: the function is not what it seems.
        start = fn.node.start_byte
        inactive = tuple((a - start, b - start) for a, b in sem.inactive if a < fn.node.end_byte and b > start)
        text = data[start : fn.node.end_byte]
        for rule in rules:
            key = (rule.code, env, text, inactive)
            with _cache_lock:
                cached = _function_cache.get(key)
                if cached is not None:
                    _function_cache.move_to_end(key)
            if cached is None:
                try:
                    found = list(rule.check(ctx, fn))
                except Exception:  # noqa: BLE001
                    log.exception("rule %s failed on %s in %s", rule.code, fn.name, ctx.snapshot.path)
                    found = []
                cached = tuple(shift(f, -start) for f in found)
                with _cache_lock:
                    _function_cache[key] = cached
                    while len(_function_cache) > FUNCTION_CACHE_SIZE:
                        _function_cache.popitem(last=False)
            out.extend(shift(f, start) for f in cached)
    return out


def environment_key(ctx: Context) -> tuple:
    """What every function's analysis depends on besides its own text."""
    sem = ctx.semantic
    data = ctx.snapshot.data
    pieces = []
    at = 0
    for fn in sem.functions:
        pieces.append(data[at : fn.node.start_byte])
        pieces.append(data[fn.node.start_byte : fn.body.start_byte])  # The signature is environment.
        at = fn.node.end_byte
    pieces.append(data[at:])
    outside = b"\x00".join(pieces)
    return (
        ctx.snapshot.path,
        hash(outside),
        len(outside),
        sem.version,
        sem.version_explicit,
        sem.features,
        sem.macro_names,
        sem.unresolved_includes,
        sem._branches_known,
        ctx.snapshot.tree.root_node.has_error,  # Rules trust less in a file that does not parse.
    )


def shift(finding: Finding, delta: int) -> Finding:
    """The finding moved by `delta` bytes (related locations in this file and fix edits too)."""
    if delta == 0:
        return finding
    related = tuple(
        r if r.path is not None else Related(r.start + delta, r.end + delta, r.message, r.path) for r in finding.related
    )
    fix = finding.fix
    if fix is not None:
        fix = Fix(fix.title, tuple(Edit(e.start + delta, e.end + delta, e.new_text) for e in fix.edits))
    return dataclasses.replace(finding, start=finding.start + delta, end=finding.end + delta, related=related, fix=fix)
