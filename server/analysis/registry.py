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

import functools
import importlib
import pkgutil
import re
import sys
import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Sequence, Union

from .. import forksafe
from . import codes
from .codes import DOCS_BASE, SPEC_BASE, Code, Described, FixAvailability  # noqa: F401 - rule modules import them here.
from .findings import Finding, Severity

if TYPE_CHECKING:
    from .semantic import Semantic


@dataclass(frozen=True)
class Need:
    """A family fact a rule needs, such as "the file can hold vectors": where it does not hold,
    the rule has nothing to judge and does not run. `holds(sem)` is memoized per semantic model
    by whoever defines it (the facts modules), so the rules that need it share one answer."""

    name: str
    holds: Callable[["Semantic"], bool]


@dataclass(frozen=True)
class Visit:
    """What a rule visits in its target (a function or an item): nodes of some types, or facts
    made of them (a function's typed operations). `collect(sem, target)` lists them once per
    target for every rule that visits them (the facts modules memoize it per model)."""

    name: str
    collect: Callable[["Semantic", object], Sequence]


def body_nodes(*types: str) -> Visit:
    """A visit of a function body's nodes of `types` (`Semantic.body_nodes`), type by type in that order."""
    if len(types) == 1:
        kind = types[0]
        return Visit(kind, lambda sem, fn: sem.body_nodes(fn).get(kind, ()))

    def collect(sem, fn):
        nodes = sem.body_nodes(fn)
        return [node for kind in types for node in nodes.get(kind, ())]

    return Visit(" ".join(types), collect)


@dataclass(frozen=True)
class Rule(Described):
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
    # A rule may declare what it visits and needs instead of walking its target itself:
    # then `check(ctx, target)` (what the driver calls) finds the visited nodes once per
    # target and calls the rule's predicate, `predicate(sem, node)`, on each (see `_visiting`).
    visits: "Visit | None" = None
    needs: tuple[Need, ...] = ()
    # A cheap test first: an item or function rule runs only on a target whose text holds these
    # bytes (or matches this pattern), as most files have nothing for it to look at.
    # Bytes, any of a tuple of bytes, or a pattern: a tuple of words' bytes is the cheap form of
    # `\b(?:auto|static)\b` (a regex led by `\b` and an alternation scans byte by byte, ten times
    # slower than `bytes.find` per word); the check itself then tells a word from a part of one.
    mentions: "bytes | tuple[bytes, ...] | re.Pattern[bytes] | None" = None
    # What `check` wraps: the predicate of a visiting rule, the check of another, without the
    # tests of needs and mentions (see `run`), with the check it belongs to. Set by `register`
    # only: a copy made with `dataclasses.replace` has none, and a check set in its place (a
    # test's counting or failing check, the fuzzer's planted fault) is not the one `own` belongs
    # to, so `run` calls that check.
    own: "tuple[Callable, Callable] | None" = field(default=None, init=False, compare=False, repr=False)

    def run(self, ctx, target, visited) -> list[Finding]:
        """The findings on `target` once `applicable` has let the rule through, with `visited`,
        what it found the rule visits there (None for a rule that visits nothing). The needs
        held for the file (`needs_hold`) and the mentions for the target, so the rule's own
        code runs without the wrappers testing them again (on every target, for every rule)."""
        own = self.own
        if own is None or own[0] is not self.check:
            return list(self.check(ctx, target))
        own = own[1]
        if self.visits is None:
            return list(own(ctx, target))
        if visited is None:
            return list(self.check(ctx, target))  # The visit raised: the check meets it again and reports it.
        sem = ctx.semantic
        out: list[Finding] = []
        for node in visited:
            out.extend(own(sem, node))
        return out

    def mentioned(self, data: bytes, start: int, end: int) -> bool:
        """Whether data[start:end] holds what the rule `mentions` (True for a rule without `mentions`)."""
        mentions = self.mentions
        return mentions is None or _holds(mentions, data, start, end)


def _holds(mentions: "bytes | tuple[bytes, ...] | re.Pattern[bytes]", data: bytes, start: int, end: int) -> bool:
    """Whether data[start:end] holds what `mentions=` stands for."""
    if isinstance(mentions, bytes):
        return data.find(mentions, start, end) >= 0
    if isinstance(mentions, tuple):
        return any(data.find(word, start, end) >= 0 for word in mentions)
    return mentions.search(data, start, end) is not None


_RULES: dict[str, Rule] = {}


def register(
    code: str,
    name: str,
    severity: Severity,
    summary: str,
    *,
    spec: str,
    fix: FixAvailability = FixAvailability.NONE,
    scope: "str | None" = None,
    applies: str = "all OpenCL C versions",
    visits: "Visit | None" = None,
    needs: tuple[Need, ...] = (),
    mentions: "bytes | tuple[bytes, ...] | re.Pattern[bytes] | None" = None,
):
    """Decorator for a rule's check function; returns the `Rule`.

    `@register("Q022", "opaque-type-field", Severity.ERROR, "summary", spec="restrictions", ...)`:
    the code, kebab-case name, severity and one-line summary, then `spec`, the anchor of the
    rule's section in the OpenCL C specification. The rule's documentation is the docstring of
    the module that defines the check (one rule per module), so it is not written twice.

    With `visits`, the decorated function is a predicate on one visited node,
    `predicate(sem, node)` yielding findings, and the rule's scope is "function"
    unless given; `needs` skips the rule where a family fact does not hold, and `mentions`
    (item and function rules) on a target whose text does not hold those bytes (one of a tuple of
    them) or match that pattern.
    """

    where = scope or ("function" if visits is not None else "file")

    def wrap(check):
        if code in _RULES or code in codes.TABLE:
            raise ValueError(f"duplicate rule code {code}")
        if where not in ("file", "item", "function"):
            raise ValueError(f"rule {code}: unknown scope {where!r}")
        if mentions is not None and where == "file":
            raise ValueError(f"rule {code}: mentions= is for item and function rules")
        doc = sys.modules[check.__module__].__doc__
        if not doc:
            raise ValueError(f"rule {code}: its module has no docstring (the rule's documentation)")
        own = check
        if visits is not None:
            check = _visiting(check, visits, needs)
        elif needs:
            check = _needing(check, needs)
        if mentions is not None:
            check = _mentioning(check, mentions, where)
        rule = Rule(code, name, severity, summary, f"{SPEC_BASE}#{spec}", doc, check, fix, scope=where,
                    applies=applies, visits=visits, needs=needs, mentions=mentions)
        object.__setattr__(rule, "own", (check, own))
        _RULES[code] = rule
        return rule

    return wrap


def _visiting(predicate, visits: Visit, needs: tuple[Need, ...]):
    """The check the driver calls for a rule declared by what it visits: the needs first, then
    the predicate on each visited node of the target, in the order the visit lists them."""

    @functools.wraps(predicate)
    def check(ctx, target):
        sem = ctx.semantic
        for need in needs:
            if not need.holds(sem):
                return
        for node in visits.collect(sem, target):
            yield from predicate(sem, node)

    return check


def _needing(check, needs: tuple[Need, ...]):
    """A rule's own check, run only where its needs hold."""

    @functools.wraps(check)
    def checked(ctx, *target):
        sem = ctx.semantic
        for need in needs:
            if not need.holds(sem):
                return
        yield from check(ctx, *target)

    return checked


def _mentioning(check, mentions: "bytes | tuple[bytes, ...] | re.Pattern[bytes]", where: str):
    """A rule's check, run only on an item or a function definition whose text holds `mentions`."""

    @functools.wraps(check)
    def checked(ctx, target):
        node = target.node if where == "function" else target
        if _holds(mentions, ctx.snapshot.data, node.start_byte, node.end_byte):
            yield from check(ctx, target)

    return checked


def needs_hold(rules: list[Rule], sem) -> list[Rule]:
    """The rules whose needs hold in this file: a need is a fact of the file (`Need`), asked once
    per analysis (or per synthetic snapshot of expanded copies), not once per item by each rule's
    check. A need that raises lets its rule run, to meet it again there and report it."""
    out = []
    for rule in rules:
        try:
            holds = all(need.holds(sem) for need in rule.needs)
        except Exception:  # noqa: BLE001 - the rule's own check meets it again and reports it.
            # Through its wrapped check (`run` would skip the need that raised).
            rule, holds = dataclasses.replace(rule), True
        if holds:
            out.append(rule)
    return out


def applicable(rules: list[Rule], sem, target, data: bytes, start: int, end: int) -> Iterator[tuple[Rule, object]]:
    """The `rules` that may find something in `target` (an item, a function or a function's
    expanded copy spanning data[start:end]): not those whose `mentions` the text lacks, nor those
    with nothing to visit there (what a rule visits is listed once for all that visit it); their
    checks would test the same and find nothing (most items hold no opaque type, no access
    qualifier, no sizeof...). Each comes with what it visits there (None if nothing), for `Rule.run`."""
    visited: dict[int, object] = {}
    find = data.find
    for rule in rules:
        mentions = rule.mentions
        if mentions is not None:
            # `_holds` spelled out for its two common forms: this test is made for each of the
            # ~10,000 (rule, target) pairs with mentions of a large file, and the calls to
            # `mentioned` and `_holds` and the generator over a tuple cost more than the finds.
            kind = type(mentions)
            if kind is bytes:
                if find(mentions, start, end) < 0:
                    continue
            elif kind is tuple:
                for word in mentions:
                    if find(word, start, end) >= 0:
                        break
                else:
                    continue
            elif not _holds(mentions, data, start, end):
                continue
        visits = rule.visits
        if visits is not None:
            nodes = visited.get(id(visits), _UNSEEN)
            if nodes is _UNSEEN:
                try:
                    nodes = visits.collect(sem, target)
                except Exception:  # noqa: BLE001 - the rule's own check meets it again and reports it.
                    nodes = None
                visited[id(visits)] = nodes
            if nodes is not None and not nodes:
                continue
            yield rule, nodes
        else:
            yield rule, None


_UNSEEN = object()


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


def registered(code: str) -> Union[Rule, Code, None]:
    """What `code` is if its rule is registered already or the code table has it; None otherwise.

    Loads nothing: a caller that needs one code of a rule module already imported (the
    server's first, syntax-only publish) need not wait for every rule module."""
    code = code.upper()
    return _RULES.get(code) or codes.TABLE.get(code)


def describe(code: str) -> Union[Rule, Code, None]:
    """What a code is, whether a rule or an emitter reports it; None for an unknown code."""
    return rule(code) or codes.TABLE.get(code.upper())
