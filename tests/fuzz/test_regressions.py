"""Inputs the fuzzers found, replayed: each crashed, logged a traceback or ran past the limit once.

`regressions/*.cl` are checked as `opencl-lsp check` checks them, through the
engine and through the CLI with JSON output (flags from a `.txt` beside the
file, as the fuzzer saves them); each must pass within the fuzzer's limit
and within the analysis time budget (no S007).
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


@pytest.fixture(scope="module")
def checker(tmp_path_factory):
    checker = check_fuzz.Checker(tmp_path_factory.mktemp("regressions"))
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
def test_a_found_input_is_checked_in_time_without_a_traceback(checker, path, mode):
    _desc, flags, _mode = check_fuzz.saved_plan(path)
    # A new text each time: the engine caches an item's findings by its text.
    data = path.read_bytes() + f"\n// {mode}\n".encode()
    outcome = checker.run(data, flags, mode)
    assert outcome.kind is None, f"{outcome.kind} after {outcome.seconds:.2f} s: {outcome.detail[-3000:]}"
    # In time means all of it: an analysis the time budget cut short (S007) hides the slowness, not cures it.
    assert not outcome.budget_cut, f"the analysis ran out of its time budget ({outcome.seconds:.2f} s)"


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
