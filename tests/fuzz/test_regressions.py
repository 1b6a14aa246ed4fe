"""Inputs the fuzzers found, replayed: each crashed, logged a traceback or ran past the limit once.

`regressions/*.cl` are checked as `opencl-lsp check` checks them, through the
engine and through the CLI with JSON output (flags from a `.txt` beside the
file, as the fuzzer saves them); each must pass without a traceback and end
(no hang). How fast each one is, against the analysis time budget, is a
benchmark's to say (bench/bench_fuzz_regressions.py), not a timed test's: a
CI machine is two to three times slower than the one the fuzzer ran on, some
days, and a test that times the work fails on the machine, not the code.
`regressions/*.json` are traces of the LSP fuzzer, played again against real
servers (`lsp_fuzz.replay_trace`).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from . import check_fuzz

FOLDER = Path(__file__).parent / "regressions"
SOURCES = sorted(FOLDER.glob("*.cl"))
TRACES = sorted(FOLDER.glob("*.json"))


# The fuzzer's wall limit, with room for a slow machine: an input that hangs again
# (the quadratic and exponential costs these inputs found: 30 s and more) still fails.
LIMIT_S = 3 * check_fuzz.DEFAULT_LIMIT_S


@pytest.fixture(scope="module")
def checker(tmp_path_factory):
    checker = check_fuzz.Checker(tmp_path_factory.mktemp("regressions"), LIMIT_S)
    yield checker
    checker.close()


# Findings whose fix has not landed yet: the input is kept and replayed, and the
# mark goes when the fix comes (the test then passes; a pass is reported as XPASS).
OPEN: dict[str, str] = {}


def _cases():
    for path in SOURCES:
        marks = [pytest.mark.xfail(reason=OPEN[path.name], strict=False)] if path.name in OPEN else []
        yield pytest.param(path, marks=marks, id=path.name)


@pytest.mark.parametrize("mode", ["engine", "cli-json"])
@pytest.mark.parametrize("path", list(_cases()))
def test_a_found_input_is_checked_without_a_traceback_or_hang(checker, path, mode):
    _desc, flags, _mode = check_fuzz.saved_plan(path)
    # A new text each time: the engine caches an item's findings by its text.
    data = path.read_bytes() + f"\n// {mode}\n".encode()
    outcome = checker.run(data, flags, mode)
    assert outcome.kind is None, f"{outcome.kind} after {outcome.seconds:.2f} s: {outcome.detail[-3000:]}"


def _trace_cases():
    for path in TRACES:
        marks = [pytest.mark.xfail(reason=OPEN[path.name], strict=False)] if path.name in OPEN else []
        yield pytest.param(path, marks=marks, id=path.name)


@pytest.mark.parametrize("path", list(_trace_cases()))
def test_a_found_edit_sequence_replays_cleanly(path, tmp_path):
    pytest.importorskip("hypothesis")
    from . import lsp_fuzz

    pool = lsp_fuzz.Pool(tmp_path, rng=random.Random(0))
    try:
        for trace in json.loads(path.read_text()):
            lsp_fuzz.replay_trace(trace, pool)
    finally:
        pool.close()
