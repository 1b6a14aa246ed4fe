"""`Rule.run` (what the driver and the expanded view call) gives what the rule's `check` gives.

`run` skips the wrappers that test a rule's needs and mentions and, for a visiting rule, calls
its predicate on the nodes `applicable` already collected. Both paths must agree on every
target of the verify fixtures (valid and invalid code of every rule family), and a need or a
visit that raises must still go through the full check, which meets the error again.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from opencl_lsp.analysis import registry
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.registry import Need, all_rules, applicable, needs_hold
from opencl_lsp.syntax.document import parse_bytes

VERIFY = Path(__file__).parent / "verify"
FIXTURES = sorted(VERIFY.rglob("*.cl"))


def _targets(ctx: Context):
    sem = ctx.semantic
    functions = {fn.node.id: fn for fn in sem.functions}
    for item in sem.items:
        yield "item", item, item
        fn = functions.get(item.id)
        if fn is not None and sem.sound(fn):
            yield "function", fn, fn.node


def _key(findings):
    return sorted((f.code, f.start, f.end, f.message) for f in findings)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: str(p.relative_to(VERIFY)))
def test_run_gives_what_check_gives(path):
    ctx = Context(parse_bytes(str(path), path.read_bytes()))
    sem, data = ctx.semantic, ctx.snapshot.data
    rules = {scope: needs_hold([r for r in all_rules() if r.scope == scope], sem) for scope in ("item", "function")}
    compared = 0
    for scope, target, node in _targets(ctx):
        for rule, visited in applicable(rules[scope], sem, target, data, node.start_byte, node.end_byte):
            assert _key(rule.run(ctx, target, visited)) == _key(rule.check(ctx, target)), rule.code
            compared += 1
    assert compared > 0


def test_a_need_that_raises_takes_the_full_check():
    calls = []

    def broken(sem):
        calls.append("need")
        raise RuntimeError("a broken need")

    base = next(r for r in all_rules() if r.visits is not None and r.scope == "function")
    rule = dataclasses.replace(base, needs=(Need("broken", broken),))
    object.__setattr__(rule, "own", (rule.check, base.own[1]))  # As `register` would make it.
    kept = needs_hold([rule], object())
    assert len(kept) == 1 and kept[0].code == base.code and calls == ["need"]
    # The copy has no shortcut: `run` calls `check`, which tests the needs (and meets the error) again.
    assert kept[0].own is None and rule.own is not None


def test_a_copy_of_a_rule_runs_its_own_check():
    """Tests replace a rule's check (counting, failing); the copy must not keep the original's shortcut."""
    base = registry.rule("C001")
    seen = []

    def check(ctx, target):
        seen.append(target)
        return iter(())

    assert dataclasses.replace(base, check=check).run(object(), "target", None) == [] and seen == ["target"]


def test_a_check_set_in_place_is_the_one_run_calls():
    """The fuzzer plants faults by setting a registered rule's check in place."""
    rule = registry.rule("C001")
    seen = []

    def check(ctx, target):
        seen.append(target)
        return iter(())

    object.__setattr__(rule, "check", check)  # Rules are frozen: the fuzzer sets it so too.
    try:
        assert rule.run(object(), "target", None) == [] and seen == ["target"]
    finally:
        object.__setattr__(rule, "check", rule.own[0])


def test_a_visit_that_raises_takes_the_full_check():
    base = next(r for r in all_rules() if r.visits is not None and r.scope == "function")
    seen = []

    def check(ctx, target):
        seen.append(target)
        return iter(())

    rule = dataclasses.replace(base, check=check)
    assert rule.run(object(), "target", None) == [] and seen == ["target"]


def test_every_item_and_function_rule_has_its_own_code():
    for rule in all_rules():
        if rule.scope != "file":
            assert rule.own is not None, rule.code
    assert registry.rule("B001").own is not None
