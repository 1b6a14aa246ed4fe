"""Runs every enabled rule over a snapshot and collects their findings.

A rule that raises is isolated: its error is logged, the other rules' findings
are still returned. Broken code is input, never a reason to fail.
Given a project view, rules see the preprocessed file (see `preprocessed.py`);
without one, only the raw tree.

Item-scope rules run once per top-level item (a function definition, a
declaration, a record...) and function-scope rules once per function
definition. Their findings are cached per item under its text and the file's
environment (everything outside function bodies, plus the configuration and
macro set). After an edit inside one function, only that function is analyzed
again; the other items' cached findings are moved to where they now start.
File-scope rules see the whole file on every run: they are the few whose
findings depend on all bodies at once (the call graph) or on no tree at all.

An analysis may run under a `Budget` (`budget.py`): when its time is up, the
rules not yet run are skipped (between file-scope rules, between items and
between the rules of one item), the findings so far are returned with one
S007 note naming what was skipped, and an item whose rules did not all run
is not cached.
"""

from __future__ import annotations

import gc
import logging
from typing import Iterable, Optional

from .. import forksafe, memo
from .semantics import scope as hscope
from ..syntax.declarators import declared_name
from ..syntax.document import Snapshot
from . import anchors, declaration_end, expanded, parallel, suppressions
from .budget import UNLIMITED, Budget, OutOfTime, enforced
from .context import Context
from .dependencies import FUNCTION_KEYS, item_keys
from .findings import Finding
from .codes import Emitter, budget as budget_code, emitted_by
from .preprocessed import ProjectView, attach_related, preprocessed_findings
from .registry import Rule, all_rules, applicable, needs_hold
from .limits import SEMANTIC_FAMILIES, SEMANTIC_MAX_BYTES

log = logging.getLogger(__name__)

ITEM_CACHE_SIZE = 20000
# Versions kept per item (`_slot`): its findings before an edit (an undo, a keystroke that breaks the
# file and the next that mends it find them), not one more per keystroke (memory would grow with edits).
ITEM_VERSIONS = 3
# key -> variants: (findings relative to the item, the file-wide facts their rules consulted with
# their values, where the item and its key's pieces stood when the findings point into those)
_item_cache = memo.cache("analysis.driver.items", ITEM_CACHE_SIZE, versions=ITEM_VERSIONS,
                         weigh=memo.text_weight, budget=memo.TEXT_BUDGET)


def analyze(
    snapshot: Snapshot,
    disabled: Iterable[str] = (),
    project: Optional[ProjectView] = None,
    budget: Optional[Budget] = None,
) -> list[Finding]:
    """Every enabled rule's findings; under `budget`, what was found in time plus an S007 note.

    A budget given up by its caller (`Budget.cancelled`) returns whatever was found: the
    caller does not want it.
    """
    # Analysis makes many short-lived objects and no garbage cycles worth
    # collecting midway: the cyclic collector is paused while it runs (about a
    # tenth of the time on a large file) and catches up afterwards. Several
    # analyses may run at once (one per document): the last one out resumes it.
    _pause_gc()
    try:
        # A prototype or a statement whose `;` is not typed yet: the file is analyzed as if it were
        # (`declaration_end`), the `;` reported missing, and the findings put back in place.
        budget = budget or UNLIMITED
        mended = declaration_end.mended(snapshot, budget.expired)
        if mended is None:
            return _analyze(Context(snapshot, project, budget), disabled)
        ctx = Context(mended.snapshot, project, budget)
        return _with_mend(snapshot, mended, _analyze(ctx, disabled), disabled, ctx)
    finally:
        _resume_gc()


def _with_mend(snapshot: Snapshot, mended: "declaration_end.Mended", found: list[Finding],
               disabled: Iterable[str], ctx: Context) -> list[Finding]:
    """The findings of the mended snapshot placed in the text as written, with the missing `;`
    (S002) unless the configuration or a suppression comment turns it off (`ctx`: the mended
    snapshot's, for `Mended.findings`)."""
    findings = mended.restore(found)
    if "S002" not in {code.upper() for code in disabled}:
        findings.extend(suppressions.apply(snapshot, mended.findings(_semantic_of(ctx))))
        findings.sort(key=lambda f: (f.start, f.end, f.code))
    return findings


def _semantic_of(ctx: Context):
    """The mended snapshot's semantic model, made when a supplied `;` ends a statement (is the
    statement live code, does it end in a macro?); None where it fails (then no such `;` is
    reported)."""
    def semantic():
        try:
            return ctx.semantic
        except Exception:  # noqa: BLE001 - unsure: silent.
            log.exception("semantic model failed on %s", ctx.snapshot.path)
            return None
    return semantic


_gc_lock = forksafe.Lock()
_gc_pausers = 0
_gc_was_enabled = False
# A large analysis keeps most of what it made (the file's facts and findings, which the
# next edit reuses), and the first young collection after it would scan every one of them
# before the findings go out: about a sixth of a from-scratch analysis of 10,000 lines
# (issue 18). Past this many new objects, they join the oldest generation at once instead,
# where the next full collection sees them (a cycle among them is not kept for good).
_MOVE_TO_OLDEST = 100_000
# Objects moved that way skip the count that triggers full collections, so the garbage among
# them (an analysis makes much: cycles of nodes, tokens, facts) was found by none: `check` on
# a folder of hashcat kernels grew 50 MB a file (3.6 GB after 70 files, 1.6 GB of it garbage).
# After this many moved objects a full collection is due. `collect_garbage` makes it, which the
# server calls once a publish is out and `check` after each file: on a large heap it takes seconds
# (3.2 s at one keystroke of bench_typing, 30 files into its run), and findings must not wait for it.
# An analysis ends with one itself only past three times as many (a caller that never collects).
_FULL_COLLECTION_AFTER = 5_000_000
_FORCED_COLLECTION_AFTER = 3 * _FULL_COLLECTION_AFTER
_moved_since_full = 0


def _pause_gc() -> None:
    global _gc_pausers, _gc_was_enabled
    with _gc_lock:
        if _gc_pausers == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_pausers += 1


def _resume_gc() -> None:
    global _gc_pausers, _moved_since_full
    with _gc_lock:
        _gc_pausers -= 1
        if _gc_pausers == 0 and _gc_was_enabled:
            young = gc.get_count()[0]
            if young > _MOVE_TO_OLDEST:
                _moved_since_full += young
                if _moved_since_full > _FORCED_COLLECTION_AFTER:
                    _moved_since_full = 0
                    gc.collect()
                else:
                    gc.freeze()  # Every tracked object to the permanent generation (a list splice)...
                    gc.unfreeze()  # ... and from there to the oldest one.
            gc.enable()


def collection_due() -> bool:
    """Whether large analyses made a full garbage collection due (`collect_garbage` makes it)."""
    return _moved_since_full > _FULL_COLLECTION_AFTER


def collect_garbage() -> bool:
    """Make the full collection that large analyses made due, if it is and no analysis is running
    (whose time it would take): for a caller whose findings are out. Whether one was made."""
    global _moved_since_full
    with _gc_lock:
        if _moved_since_full <= _FULL_COLLECTION_AFTER or _gc_pausers:
            return False
        _moved_since_full = 0
    gc.collect()
    return True


def _analyze(ctx: Context, disabled: Iterable[str]) -> list[Finding]:
    """Every enabled rule's findings on `ctx` (made with a budget)."""
    snapshot, project, budget = ctx.snapshot, ctx.project, ctx.budget
    off = {code.upper() for code in disabled}
    findings: list[Finding] = []
    rules = [rule for rule in all_rules() if rule.code not in off]
    if len(snapshot.data) > SEMANTIC_MAX_BYTES:
        # Too large to judge on every edit; S006 says so in the file. Item and function
        # rules go too (S008's notes are about what type-aware rules see): the semantic
        # model they need takes seconds to make here (12 MB: 20 s, past any time budget).
        rules = [rule for rule in rules if rule.code[0] not in SEMANTIC_FAMILIES and rule.scope == "file"]
    item_rules = [rule for rule in rules if rule.scope != "file"]
    plan = _ItemPlan.make(ctx, item_rules, budget) if item_rules else None
    # Many items to analyze (a file just opened, a change every function sees): other
    # cores take shares of them while this process runs the file-scope rules and its own.
    running = plan.start_workers() if plan is not None and not budget.expired() else None
    skipped_rules: list[str] = []
    try:
        # The preprocessor's codes (codes/preprocessor.py) have no rule: their findings come with
        # the preprocessed file, and the configuration turns them off code by code.
        preprocessor_codes = sorted(emitted_by(Emitter.PREPROCESSOR) - off)
        if preprocessor_codes and budget.expired():
            skipped_rules.extend(preprocessor_codes)
        elif preprocessor_codes:
            try:
                findings.extend(f for f in preprocessed_findings(ctx) if f.code in preprocessor_codes)
            except Exception:  # noqa: BLE001 - like a rule: the others' findings still come.
                log.exception("preprocessor findings failed on %s", snapshot.path)
        for rule in rules:
            if rule.scope != "file":
                continue
            if budget.expired() and rule.code not in _INPUT_NOTES:
                skipped_rules.append(rule.code)
                continue
            try:
                with enforced(budget):
                    findings.extend(rule.check(ctx))
            except OutOfTime:
                skipped_rules.append(rule.code)  # Cut while running: what it found is not kept.
            except Exception:  # noqa: BLE001 - one broken rule must not hide the rest.
                log.exception("rule %s failed on %s", rule.code, snapshot.path)
    except BaseException:  # An interrupt: the children must not outlive this analysis.
        if running is not None:
            running.abandon()
        raise
    if plan is not None:
        found = _preprocessor_once(plan.finish(running), findings, set(preprocessor_codes))
        # A rule may report under another rule's code (S008: the S002 that keeps a function's
        # expanded copy from parsing): the configuration turns that code off there too.
        findings.extend(f for f in found if f.code not in off)
    if budget.expired() and not budget.cancelled and budget_code.S007.code not in off:
        findings.extend(_budget_note(snapshot, budget, skipped_rules, plan))
    if project is not None:
        findings = attach_related(ctx, findings)
    findings = suppressions.apply(snapshot, findings)
    findings.sort(key=lambda f: (f.start, f.end, f.code))
    return findings


def _preprocessor_once(found: list[Finding], preprocessed: list[Finding], enabled: set[str]) -> list[Finding]:
    """The items' findings less those of a preprocessor code (an invocation with a wrong number of
    arguments, which S008 reports where it stopped a function's expansion) that the configuration
    turns off or the preprocessor's own run reported already."""
    codes = emitted_by(Emitter.PREPROCESSOR)
    if not any(f.code in codes for f in found):
        return found
    seen = {(f.start, f.end, f.code, f.message) for f in preprocessed if f.code in codes}
    return [f for f in found
            if f.code not in codes or (f.code in enabled and (f.start, f.end, f.code, f.message) not in seen)]


def analyze_syntax(
    snapshot: Snapshot,
    disabled: Iterable[str] = (),
    project: Optional[ProjectView] = None,
) -> list[Finding]:
    """The cheap stage of `analyze`: the syntax problems (S001-S003), the notes about the input
    (S004-S006, S009) and the preprocessor's findings.

    Neither needs the semantic model, so a server can show them first on a file just opened
    (a tenth of a from-scratch analysis) while the rest is analyzed. Each finding here is
    exactly the one `analyze` gives for it (same related notes, same suppressions); the
    other codes are simply not here yet.
    """
    _pause_gc()
    try:
        mended = declaration_end.mended(snapshot)
        if mended is None:
            return _analyze_syntax(Context(snapshot, project), disabled)
        ctx = Context(mended.snapshot, project)
        return _with_mend(snapshot, mended, _analyze_syntax(ctx, disabled), disabled, ctx)
    finally:
        _resume_gc()


def _analyze_syntax(ctx: Context, disabled: Iterable[str]) -> list[Finding]:
    """`analyze_syntax` of one snapshot's context."""
    snapshot, project = ctx.snapshot, ctx.project
    off = {code.upper() for code in disabled}
    findings: list[Finding] = []
    preprocessor_codes = set(emitted_by(Emitter.PREPROCESSOR) - off)
    if preprocessor_codes:
        try:
            findings.extend(f for f in preprocessed_findings(ctx) if f.code in preprocessor_codes)
        except Exception:  # noqa: BLE001 - as in `_analyze`.
            log.exception("preprocessor findings failed on %s", snapshot.path)
    # Their modules alone, not the registry's every rule (a third of a second to import);
    # with the notes about the input itself (binary, invalid UTF-8, too large, parse cut),
    # as cheap as the syntax and what the user must see first.
    from .rules import (binary_content, invalid_utf8, missing_token, needs_preprocessing, parse_time_limit,
                        semantic_limit, unexpected_token)

    for rule in (unexpected_token.check, missing_token.check, needs_preprocessing.check, binary_content.check,
                 invalid_utf8.check, semantic_limit.check, parse_time_limit.check):
        if rule.code not in off:
            try:
                findings.extend(rule.check(ctx))
            except Exception:  # noqa: BLE001 - as in `_analyze`.
                log.exception("rule %s failed on %s", rule.code, snapshot.path)
    if project is not None:
        findings = attach_related(ctx, findings)
    findings = suppressions.apply(snapshot, findings)
    findings.sort(key=lambda f: (f.start, f.end, f.code))
    return findings


# Notes about the input itself (binary content, invalid UTF-8, too large for type-aware
# rules): constant or one pass over the bytes, and what a cut analysis of a strange file
# most needs to say, so they run whatever the budget.
_INPUT_NOTES = frozenset(("S004", "S005", "S006"))


def _budget_note(snapshot: Snapshot, budget: Budget, skipped_rules: list[str], plan: Optional["_ItemPlan"]) -> list[Finding]:
    """The one S007 note of an analysis that ran out of time, if it skipped anything."""
    items = [] if plan is None else plan.skipped()
    if not skipped_rules and not items:
        return []
    line = snapshot.lines.line_of(items[0].start_byte) + 1 if items else 0
    total = len(plan.items) if plan is not None else 0
    budget_ms = round((budget.seconds or 0) * 1000)
    message = budget_code.message(budget_ms, sorted(skipped_rules), len(items), total, line)
    return [budget_code.S007.finding(0, 0, message)]


# Top-level items no item rule looks at.
_SKIPPED_ITEMS = frozenset(("comment", "preproc_def", "preproc_function_def", "preproc_call", "preproc_include",
                            ";", "preproc_directive"))
# The directive tokens of a conditional block (`#if`, the line end, `#else`, `#endif`) and the
# condition or name after an opening one are listed among the items (they are children of the
# `#if` blocks that `Semantic.items` looks through), but they are no declarations: no item rule
# has anything to say about them, and 6,000 nested `#if 1` make 24,000 of them.
_OPENING_DIRECTIVES = frozenset(("#if", "#ifdef", "#ifndef", "#elif", "#elifdef", "#elifndef"))


def _open_comment(data: bytes) -> Optional[int]:
    """Where a block comment that never ends starts on a directive line (a `/*` after the last
    `*/`, on a line that begins with `#`), or None. The preprocessor, as the compiler, reads the
    rest of the file as that comment (the `#define` lines below it, for one), where tree-sitter
    ends the directive at its line and reads on; so whether an item stands after one is part of
    its key (the LSP fuzzer: a `/*` typed on a `#define` line hid the macros a kernel below it
    uses, and the kernel kept its cached C002). Where the item stands relative to it, not the
    offset: an edit above both re-analyzes nothing."""
    closed = data.rfind(b"*/")
    at = data.find(b"/*", closed + 2 if closed >= 0 else 0)
    while at >= 0:
        line = data.rfind(b"\n", 0, at) + 1
        if data[line:at].lstrip(b" \t").startswith(b"#"):
            return at
        at = data.find(b"/*", at + 2)
    return None


def _code_items(items: list, data: bytes) -> list:
    """The items that item rules look at: all but comments, macro definitions, directive parts
    and lone tokens (what error recovery leaves at file scope: 30,000 of them in 60 KB of
    `F(F(F(...`; the syntax rules report them, and no item rule judges a single token)."""
    out = []
    opening = None  # The opening directive token just before: the item after it on its line is its condition.
    for item in items:
        kind = item.type
        condition = opening is not None and b"\n" not in \
            data[opening.end_byte : item.start_byte].replace(b"\\\r\n", b"").replace(b"\\\n", b"")
        if not condition and item.is_named and kind not in _SKIPPED_ITEMS and item.child_count:
            out.append(item)
        opening = item if kind in _OPENING_DIRECTIVES else None
    return out


# Parallel analysis pays off from about this much text to analyze (forking and
# collecting cost a few milliseconds; analyzing this much takes tens).
PARALLEL_MIN_BYTES = 48 * 1024
# Relative sizes of the tasks, a round of one task per process each: large tasks
# first, so that each task's batch of expanded copies (`expanded.py`) is large,
# then smaller ones, so that the processes end at about the same time.
TASK_ROUNDS = (4.0, 2.0, 1.0, 0.5)


def _shape(item) -> tuple:
    """What tells two parses of a broken item's text apart: its number of nodes and its children."""
    start = item.start_byte
    return item.descendant_count, tuple([(c.type, c.start_byte - start, c.end_byte - start, c.has_error)
                                         for c in item.children])


def _slot(path: str, fn, text: bytes, item=None) -> tuple:
    """Which item of which file a cached entry is a version of (`ITEM_VERSIONS`): a function by its
    name, another item by its first bytes (an edit seldom changes those), with the name its
    declarator gives a function definition no function stands for. Only memory depends on it:
    two items that share a slot keep fewer versions each."""
    if fn is not None:
        return (path, fn.name)
    return (path, text[:80], _declared_name(item, text) if item is not None and item.type == "function_definition"
            else None)


def _declared_name(item, text: bytes) -> Optional[bytes]:
    """The name a function definition's declarator gives: CLBlast's kernels whose heads `#if` lines
    split are function definitions that no function stands for, and begin alike (`__kernel / #else /
    __kernel __attribute__((...)) / #endif / void f(`): by their first bytes, eight of them shared
    one slot and a keystroke elsewhere evicted them."""
    name = declared_name(item.child_by_field_name("declarator"))
    return None if name is None else text[name.start_byte - item.start_byte:name.end_byte - item.start_byte]


class _ItemPlan:
    """The item- and function-scope findings of one snapshot, top-level item by top-level item.

    Each item's findings are cached under its text, the file's environment,
    the inactive ranges inside it and the rules that ran, relative to the
    item's start; an edit inside one function re-runs the rules for that
    function only. The items not in the cache (`misses`) are analyzed here,
    or in shares by forked children (`parallel.py`) when there are many.
    """

    def __init__(self, ctx: Context, rules: list[Rule], budget: Budget = UNLIMITED):
        self.ctx = ctx
        self.budget = budget
        sem = ctx.semantic
        self.functions = {fn.node.id: fn for fn in sem.functions}
        # What each item depends on outside its own text (`dependencies.py`): an edit to a macro,
        # a typedef or a prototype re-analyzes the items that reach it, not every function.
        self.items = _code_items(sem.items, ctx.snapshot.data)
        self.environment = environment = item_keys(ctx, self.items)
        self.item_rules = [rule for rule in rules if rule.scope == "item"]
        self.function_rules = [rule for rule in rules if rule.scope == "function"]
        # One string (its hash is kept) rather than a tuple of 108 codes hashed again on each look-up.
        codes = "\0".join(rule.code for rule in rules)
        position_key = expanded.position_flags(ctx)
        pragma_key = sem.pragma_key
        data = ctx.snapshot.data
        path = ctx.snapshot.path
        inactive_all = sem.inactive
        # What `Semantic.trusted` goes by (errors in skipped branches do not count): outside sound
        # functions, nothing that ends after the first broken item is trusted.
        broken_from = sem.broken_from
        # Every function by name, those whose heads macros or `#if` lines split too: a slot each
        # (CLBlast's kernels begin alike, and shared one by their first bytes: each keystroke
        # evicted most).
        named = {fn.node.id: fn for fn in expanded.all_functions(ctx)}
        opened = _open_comment(data)
        nested = sem.nested_items
        self.keys: list[tuple] = []
        self.found: list[Optional[tuple[Finding, ...]]] = []
        for k, item in enumerate(self.items):
            start, end = item.start_byte, item.end_byte
            inactive = tuple((a - start, b - start) for a, b in inactive_all if a < end and b > start) \
                if inactive_all else ()
            fn = self.functions.get(item.id)
            # In a file that does not parse, nodes outside sound functions are not trusted
            # (`Semantic.trusted`): only those items' findings depend on that.
            broken = broken_from is not None and end > broken_from and (fn is None or not sem.sound(fn))
            # Two items of the same text may be judged differently where they stand (the
            # macros in effect, after an #include that could not be read): the place's key too.
            text = data[start:end]
            # (Whether it starts a line: a fix may add a directive line before it. And a broken item's
            # shape: error recovery may read the same text otherwise when what comes after it changes.)
            # Where it stands among the includes and the malformed `#define`s counts only for an item
            # the expanded view may read (one that uses a macro or holds a directive, or a head glued
            # to the item before it): a `#define` typed above, malformed for a keystroke, re-analyzes those.
            expandable = environment.glued(k) or b"#" in text or sem.uses_macro(start, end)
            key = (_slot(path, named.get(item.id), text, item), environment.key(k, text), codes, text, inactive, broken,
                   position_key(start) if expandable else None, pragma_key(start),
                   start == 0 or data[start - 1] == 10, _shape(item) if item.has_error else None,
                   opened is not None and start > opened, item.id in nested)
            variants = _item_cache.get(key)
            cached = None
            for relative, facts, was in variants or ():
                # File-wide facts the item's rules consulted (`Semantic.consult`) must hold still.
                if all((now := sem.fact_answer(name, item)) is value or now == value for name, value in facts):
                    if was is not None:  # Findings that point outside the item, into pieces of its key.
                        relative = anchors.moved(relative, was, self._anchor(k), path)
                    cached = relative
                    break
            self.keys.append(key)
            self.found.append(cached)
        # What each function's findings are keyed by, for file-wide facts made function by function
        # (`kernel_facts.call_graph`): an edit outside bodies makes again only those of the functions
        # it reaches, as it re-analyzes only those.
        functions = self.functions
        ctx.memo.set(FUNCTION_KEYS, {item.id: key for item, key in zip(self.items, self.keys) if item.id in functions})
        self.misses = [k for k, cached in enumerate(self.found) if cached is None]
        self.tasks: list[list[int]] = []
        # Items whose rules did not all run in time (their findings so far are kept, not cached).
        self.partial: set[int] = set()
        # The item and function rules whose needs hold in this file (`registry.needs_hold`), on first use.
        self.needed: Optional[tuple[list[Rule], list[Rule]]] = None

    @classmethod
    def make(cls, ctx: Context, rules: list[Rule], budget: Budget = UNLIMITED) -> Optional["_ItemPlan"]:
        try:
            return cls(ctx, rules, budget)
        except Exception:  # noqa: BLE001
            log.exception("semantic model failed on %s", ctx.snapshot.path)
            return None

    def start_workers(self) -> Optional[parallel.Running]:
        """Fork children to share the misses when there are enough of them; None otherwise."""
        if len(self.misses) < 4:
            return None  # Fewer than two items for each of two processes (a keystroke: one function).
        jobs = parallel.jobs()
        if jobs < 2 or len(self.misses) < 2 * jobs:
            return None
        sizes = [self.items[k].end_byte - self.items[k].start_byte for k in self.misses]
        if sum(sizes) < PARALLEL_MIN_BYTES:
            return None
        try:
            self._prepare()
        except Exception:  # noqa: BLE001 - the serial path will meet it and report it per rule.
            log.exception("preparing a parallel analysis failed on %s", self.ctx.snapshot.path)
            return None
        weights = [weight for weight in TASK_ROUNDS for _ in range(jobs)][: min(parallel.MAX_TASKS, len(self.misses))]
        self.tasks = _split(self.misses, sizes, weights)
        return parallel.start(len(self.tasks), self._analyze_task, jobs - 1)

    def _analyze_task(self, task: int) -> list[Optional[tuple[tuple[Finding, ...], bool]]]:
        return self._analyze_share(self.tasks[task])

    def _prepare(self) -> None:
        """Compute before forking what every share would otherwise compute again."""
        ctx = self.ctx
        sem = ctx.semantic
        sem.uses_macro(0, 0)
        sem.typer
        hscope.file_scope(ctx.snapshot)
        for k in self.misses:
            fn = self.functions.get(self.items[k].id)
            if fn is not None and sem.sound(fn) and self.function_rules:
                expanded.applies(ctx, fn)

    def finish(self, running: Optional[parallel.Running]) -> list[Finding]:
        """Every item's findings, in file order: cached, analyzed here, or by the children."""
        if running is None:
            self._remember(self.misses, self._analyze_share(self.misses))
        else:
            done = {}
            try:
                while (task := running.take()) is not None:
                    done[task] = self._analyze_task(task)
            except BaseException:  # Whatever happens here, the children do not outlive it.
                running.abandon()
                raise
            if self.budget.cancelled:
                running.abandon()  # Nobody wants this analysis any more (the children cannot know).
            else:
                done.update(running.collect())
            for task, share in enumerate(self.tasks):
                self._remember(share, done[task] if task in done else self._analyze_task(task))
        out: list[Finding] = []
        for item, relative in zip(self.items, self.found):
            start = item.start_byte
            out.extend(shift(f, start) for f in relative or ())
        return out

    def skipped(self) -> list:
        """The items whose rules did not all run (budget), in file order."""
        return [item for k, (item, found) in enumerate(zip(self.items, self.found)) if found is None or k in self.partial]

    def _remember(self, share: list[int], found: list) -> None:
        for k, entry in zip(share, found):
            if entry is None:
                continue  # Not reached in time: nothing found, nothing cached.
            relative, complete, consulted = entry
            self.found[k] = relative
            if not complete:
                self.partial.add(k)
                continue  # Some of its rules did not run: a later analysis must run them all.
            was = None
            item = self.items[k]
            if relative and anchors.points_outside(relative, item.end_byte - item.start_byte, self.ctx.snapshot.path):
                here = self._anchor(k)
                cacheable, was = anchors.anchor(relative, here.start, here.length, here.pieces, self.ctx.snapshot.path)
                if not cacheable:
                    continue  # It points where no later snapshot could follow: analyzed again each time.
            sem = self.ctx.semantic
            facts = tuple((key, sem.fact_answer(key, item)) for key in sorted(consulted, key=str))
            # One key, a few variants: the findings under each state of the facts consulted (a
            # keystroke that breaks the end of the file, the next that mends it).
            older = _item_cache.get(self.keys[k]) or () if facts else ()
            _item_cache.put(self.keys[k], ((relative, facts, was),) + older[: ITEM_VERSIONS - 1])

    def _anchor(self, k: int) -> anchors.Anchor:
        item = self.items[k]
        return anchors.Anchor(item.start_byte, item.end_byte - item.start_byte, self.environment.spans(k))

    def _analyze_share(self, share: list[int]) -> list[Optional[tuple[tuple[Finding, ...], bool, frozenset]]]:
        """For each item at `share`: None when the budget ran out before it, else its findings,
        each relative to the item's start, whether all of its rules ran, and the file-wide
        facts they consulted (`Semantic.consult`)."""
        ctx = self.ctx
        budget = self.budget
        sem = ctx.semantic
        expanded.restrict(ctx, {self.items[k].id for k in share})
        out: list[Optional[tuple[tuple[Finding, ...], bool, frozenset]]] = []
        for k in share:
            if budget.expired():
                out.append(None)
                continue
            item = self.items[k]
            found: list[Finding] = []
            sem.consulted = consulted = set()
            try:
                with enforced(budget):
                    complete = self._analyze_item(item, found)
            except OutOfTime:
                complete = False  # A rule cut while running: the findings of those before it stay.
            finally:
                sem.consulted = None
            out.append((tuple(shift(f, -item.start_byte) for f in found), complete, frozenset(consulted)))
        return out

    def _analyze_item(self, item, found: list[Finding]) -> bool:
        """Run the rules on one item into `found`; whether all of them ran in time."""
        ctx = self.ctx
        sem = ctx.semantic
        if self.needed is None:
            # Inside the enforced budget: a need may be what a cut rule was computing.
            self.needed = (needs_hold(self.item_rules, sem), needs_hold(self.function_rules, sem))
        complete = _run_rules(self.needed[0], ctx, item, item, found, self.budget)
        fn = self.functions.get(item.id)
        if fn is None and self.function_rules:
            fn = expanded.macro_named(ctx, item)  # A name a macro makes: `MATH_MANGLE(len4)(float x) {...}`.
        if complete and fn is not None and self.function_rules and not sem.sound(fn) and expanded.applies(ctx, fn):
            # A head the raw parse gets wrong because of macros: judged on its expanded copy only.
            found.extend(expanded.function_findings(ctx, fn, self.function_rules))
        elif complete and fn is not None and sem.sound(fn):
            # Half-written parameters or a macro-made head: the function is not what it seems.
            if self.function_rules and expanded.applies(ctx, fn):
                # A body that uses macros is judged as the compiler sees it (see expanded.py).
                found.extend(expanded.function_findings(ctx, fn, self.function_rules))
            else:
                complete = _run_rules(self.needed[1], ctx, fn, item, found, self.budget)
        return complete


def _run_rules(rules: list[Rule], ctx: Context, target, item, found: list[Finding], budget: Budget) -> bool:
    """Run `rules` on `target` (an item, or the function it defines) into `found`; whether all ran in time.

    What a rule visits is listed once per target for all the rules that visit it, and a rule with
    nothing to visit there, or whose `mentions` the target's text lacks, is not called at all: it
    would find nothing (most items hold no opaque type, no access qualifier, no sizeof...)."""
    node = target if target is item else target.node
    # Asked for each of the ~35,000 (rule, target) pairs of a large file: no call per pair
    # that the loop can do itself (an unlimited budget never expires; a rule's run is inline).
    expired = None if budget is UNLIMITED else budget.expired
    for rule, visited in applicable(rules, ctx.semantic, target, ctx.snapshot.data, node.start_byte, node.end_byte):
        if expired is not None and expired():
            return False
        try:
            found.extend(rule.run(ctx, target, visited))
        except Exception:  # noqa: BLE001 - one broken rule must not hide the rest.
            log.exception("rule %s failed at byte %d in %s", rule.code, item.start_byte, ctx.snapshot.path)
    return True


def _split(indexes: list[int], sizes: list[int], weights: list[float]) -> list[list[int]]:
    """`indexes` cut into len(weights) non-empty runs in order, each about its weight's part of the sizes."""
    count = len(weights)
    scale = sum(sizes) / sum(weights)
    goals = []  # Where each run but the last ends, in cumulative size.
    for weight in weights[:-1]:
        goals.append((goals[-1] if goals else 0.0) + weight * scale)
    shares: list[list[int]] = []
    share: list[int] = []
    taken = 0.0
    for k, (index, size) in enumerate(zip(indexes, sizes)):
        share.append(index)
        taken += size
        left = len(indexes) - k - 1
        # Close a run at its goal, or when every index left must start a run of its own.
        if len(shares) < count - 1 and (taken >= goals[len(shares)] or left == count - 1 - len(shares)):
            shares.append(share)
            share = []
    shares.append(share)
    return shares


def clear_caches() -> None:
    """Forget everything the engine keeps between snapshots (benchmarks from scratch, tests):
    every registered cache (`memo.clear_all`), whichever module owns it."""
    memo.clear_all()




def shift(finding: Finding, delta: int) -> Finding:
    """The finding moved by `delta` bytes (related locations in this file and fix edits too)."""
    return finding if delta == 0 else finding.moved(lambda at: at + delta)
