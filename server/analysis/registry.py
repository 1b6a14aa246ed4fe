"""The rule registry: one table from stable code to rule.

A rule module under `rules/` declares one `Rule` with `register(...)`; its
docstring is the rule's documentation (rendered into docs/rules/ and shown by
`opencl-lsp rule CODE`). Codes are never reused: a retired rule keeps its code.
Only rules with a check are here; the codes that the preprocessor, the time
budget and device builds report are in the code table (`codes/`), and
`all_codes`/`describe` answer for both.

Code families: S syntax and input, Q qualifiers and address spaces, V vectors,
C conversions, K kernels, B built-in calls, X versions and extensions,
P preprocessor, D device builds, H host code using embedded kernels (code table).
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Callable, Iterable, Union

from .. import forksafe
from . import codes
from .codes import DOCS_BASE, SPEC_BASE, Code, Described, FixAvailability  # noqa: F401 - rule modules import them here.
from .findings import Finding, Severity


@dataclass(frozen=True)
class Rule(Described):
    code: str
    name: str
    severity: Severity
    summary: str
    spec_url: str
    doc: str
    check: Callable[..., Iterable[Finding]]
    fix: FixAvailability = FixAvailability.NONE
    since: str = "0.1.0"
    # "file": check(ctx) sees the whole file on every run. "item": check(ctx, node)
    # sees one top-level item (looking through #if blocks). "function":
    # check(ctx, fn) sees one function definition whose head is sound. Item and
    # function findings are cached per item text and environment, so an edit
    # inside one function re-runs the rules for that function only.
    scope: str = "file"
    # The OpenCL C versions and features the rule depends on, in words.
    applies: str = "all OpenCL C versions"


_RULES: dict[str, Rule] = {}


def register(
    *,
    code: str,
    name: str,
    severity: Severity,
    summary: str,
    spec_url: str,
    doc: str,
    fix: FixAvailability = FixAvailability.NONE,
    scope: str = "file",
    applies: str = "all OpenCL C versions",
):
    """Decorator for a rule's check function; returns the `Rule`."""

    def wrap(check):
        if code in _RULES or code in codes.TABLE:
            raise ValueError(f"duplicate rule code {code}")
        if scope not in ("file", "item", "function"):
            raise ValueError(f"rule {code}: unknown scope {scope!r}")
        rule = Rule(code, name, severity, summary, spec_url, doc, check, fix, scope=scope, applies=applies)
        _RULES[code] = rule
        return rule

    return wrap


def _load_rule_modules() -> None:
    from . import rules

    for info in pkgutil.iter_modules(rules.__path__):
        importlib.import_module(f"{rules.__name__}.{info.name}")


_loaded = False
_load_lock = forksafe.Lock()


def all_rules() -> list[Rule]:
    """Every registered rule, sorted by code.

    The first call imports the rule modules; a thread that asks meanwhile
    waits for all of them rather than seeing the ones registered so far.
    """
    global _loaded
    if not _loaded:
        with _load_lock:
            if not _loaded:
                _load_rule_modules()
                _loaded = True
    return [_RULES[code] for code in sorted(_RULES)]


def rule(code: str) -> Rule | None:
    all_rules()
    return _RULES.get(code.upper())


def all_codes() -> list[Union[Rule, Code]]:
    """Every code, sorted: the rules' and the code table's (the documented, stable codes)."""
    found = {r.code: r for r in all_rules()}
    found.update(codes.TABLE)
    return [found[code] for code in sorted(found)]


def describe(code: str) -> Union[Rule, Code, None]:
    """What a code is, whether a rule or an emitter reports it; None for an unknown code."""
    return rule(code) or codes.TABLE.get(code.upper())
