"""A short, seeded slice of the `check` fuzzing campaign (tests/fuzz/README.md).

A few hundred mutated inputs made from the repository's kernels and fixtures,
checked as `opencl-lsp check` checks them, in two worker processes: none may
raise, log a traceback, die or run past the per-input limit. The long
campaign is the same code with more inputs (`python -m tests.fuzz.campaign check`).
"""

from __future__ import annotations

from . import check_fuzz

SEED = 2026
INPUTS = 300


def _failures(summary: dict) -> str:
    lines = [check_fuzz.summary_line(summary)]
    for failure in summary["failure_list"][:10]:
        lines.append(f"{failure['kind']} #{failure['index']} {failure['signature']}: {failure['path']}")
    return "\n".join(lines)


def test_a_seeded_slice_of_mutated_inputs_never_crashes_or_hangs(tmp_path):
    summary = check_fuzz.run_campaign(seed=SEED, jobs=2, count=INPUTS, out_dir=tmp_path)
    assert summary["inputs"] == INPUTS
    assert summary["failures"] == 0 and summary["hangs"] == 0, _failures(summary)
    assert (tmp_path / "check-summary.json").exists()


def test_a_crash_a_logged_traceback_and_a_hang_are_each_caught(tmp_path, monkeypatch):
    """The fuzzer's detectors, on the real engine with faults planted in it for the length of the test."""
    from opencl_lsp.analysis import driver, registry

    checker = check_fuzz.Checker(tmp_path, limit_s=1.0)
    rule = registry.all_rules()[0]
    original = rule.check
    # A new source for each run: the engine caches an item's findings by its text.
    sources = iter(b"kernel void k%d(global int *x) { x[0] = %d; }\n" % (n, n) for n in range(10))

    def fails(*args, **kwargs):
        raise RuntimeError("planted")

    def loops(*args):
        while True:
            pass

    try:
        object.__setattr__(rule, "check", fails)  # the driver logs it and goes on
        logged = checker.run(next(sources), (), "engine")
        object.__setattr__(rule, "check", loops)
        hung = checker.run(next(sources), (), "engine")
        object.__setattr__(rule, "check", original)
        with monkeypatch.context() as patch:
            patch.setattr(driver, "analyze", fails)
            crashed = checker.run(next(sources), (), "engine")
        passed = checker.run(next(sources), (), "cli-json")
    finally:
        object.__setattr__(rule, "check", original)
        checker.close()
    assert logged.kind == "logged" and "RuntimeError: planted" in logged.detail
    assert hung.kind == "hang" and hung.seconds < 3
    assert crashed.kind == "crash" and crashed.signature.startswith("RuntimeError")
    assert passed.kind is None, passed.detail
