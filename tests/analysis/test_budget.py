"""An analysis out of time stops, says what it skipped (S007), and caches nothing incomplete.

The engine tests use a budget that runs out after a number of checks instead of
a clock, so the cut falls at the same place on any machine; the configuration
and CLI tests use a real 1 ms budget, which no analysis of a large file meets.
"""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from opencl_lsp.analysis import driver, parallel
from opencl_lsp.analysis.budget import Budget
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import DEFAULT_TIME_BUDGET_MS, ProjectConfig, resolve_config, structure_settings
from opencl_lsp.syntax.document import Document

from ..big_sources import big_file

DATA = big_file(12)
S007 = re.compile(r"analysis stopped at its time budget of (\d+) ms: skipped (.*); raise analysis\.timeBudgetMs")


class AfterChecks(Budget):
    """Runs out at the `n`-th question: a clock that counts checks (deterministic)."""

    __slots__ = ("left",)

    def __init__(self, n: int, seconds: float = 2.0):
        super().__init__(seconds)
        self.deadline = None  # Only the count decides.
        self.left = n

    def expired(self) -> bool:
        if not self._out:
            self.left -= 1
            self._out = self.left < 0
        return self._out


@pytest.fixture
def project():
    return StaticProject(lambda path: None, ProjectConfig())


@pytest.fixture
def serial(monkeypatch):
    monkeypatch.setenv("OPENCL_LSP_JOBS", "1")


def run(project, budget=None, data=DATA, clear=True):
    if clear:
        driver.clear_caches()
    return driver.analyze(Document("/big.cl", data).snapshot(), project=project, budget=budget)


def items_of(data: bytes):
    """(start, end) of each top-level function, record and declaration, as the driver cuts them."""
    snapshot = Document("/big.cl", data).snapshot()
    return [(n.start_byte, n.end_byte) for n in snapshot.tree.root_node.children if n.type not in driver._SKIPPED_ITEMS]


def test_a_cut_analysis_keeps_what_it_found_and_says_what_it_skipped(project, serial):
    full = run(project)
    assert "S007" not in {f.code for f in full}
    cut = run(project, AfterChecks(400))
    notes = [f for f in cut if f.code == "S007"]
    assert len(notes) == 1 and (notes[0].start, notes[0].end) == (0, 0)
    assert int(notes[0].severity) == 3  # Information.
    skipped = S007.match(notes[0].message).group(2)
    match = re.fullmatch(r"the checks of (\d+) of (\d+) top-level items, from line (\d+)", skipped)
    assert match, skipped  # Every file-wide rule ran (they run first); items were cut.
    count, total, line = map(int, match.groups())
    items = items_of(DATA)
    assert total == len(items) and 0 < count < total
    first = Document("/big.cl", DATA).snapshot().lines.starts[line - 1]
    cut_at = next(start for start, _end in items if start >= first)
    # Before the cut: exactly the full analysis' findings. After it: only file-wide ones.
    rest = [f for f in cut if f.code != "S007"]
    assert [f for f in rest if f.start < cut_at] == [f for f in full if f.start < cut_at]
    after = {f.code for f in rest if f.start >= cut_at}
    assert after <= {f.code for f in full if f.start >= cut_at}
    assert [f for f in full if f.start < cut_at] and [f for f in full if f.start >= cut_at and f.code not in after]


def test_out_of_time_before_the_file_wide_rules_names_them(project, serial):
    cut = run(project, AfterChecks(0))
    (note,) = [f for f in cut if f.code == "S007"]
    skipped = S007.match(note.message).group(2)
    rules, items = skipped.split(" and ")
    assert rules.startswith("the file-wide rules K008, K010, P001") and "S001, S002" in rules
    assert "S007" not in rules and "D001" not in rules  # Neither the note nor the device layer's rules.
    count = len(items_of(DATA))
    line = Document("/big.cl", DATA).snapshot().lines.line_of(items_of(DATA)[0][0]) + 1
    assert items == f"the checks of {count} of {count} top-level items, from line {line}"
    assert [f.code for f in cut] == ["S007"]


@pytest.mark.parametrize("n", [108, 129, 150, 151, 185, 401])
def test_nothing_incomplete_is_cached(project, serial, n):
    """Wherever the cut falls (between items, between the rules of one item, or inside a rule,
    at a name lookup's `checkpoint`), a later analysis with time to spare finds what a fresh
    one finds."""
    full = run(project)
    run(project, AfterChecks(n))
    assert run(project, clear=False) == full


def test_a_rule_is_cut_inside_one_item_at_its_lookups(project, serial, monkeypatch):
    """One function and one slow rule: the driver asks the budget only between rules, so a
    rule's own lookups (`budget.checkpoint`, called by `scope.lookup`) must stop it; the item
    is then reported as not analyzed, what ran before stays, nothing is logged as a broken
    rule, and nothing incomplete is cached."""
    import dataclasses

    from opencl_lsp.analysis import registry
    from opencl_lsp.analysis.budget import OutOfTime, checkpoint, enforced

    asked = []

    def slow(ctx, target):  # A rule that would look names up for a long time.
        for _ in range(100_000):
            asked.append(1)
            checkpoint()
        return []

    rules = registry.all_rules()
    victim = next(rule for rule in rules if rule.scope == "function")
    monkeypatch.setattr(driver, "all_rules", lambda: [dataclasses.replace(victim, check=slow) if rule is victim
                                                      else rule for rule in rules])
    data = b"kernel void k(global int *p) { int x = p[0]; p[1] = x; }\n"
    budget = AfterChecks(60)
    cut = run(project, budget, data)
    (note,) = [f for f in cut if f.code == "S007"]
    assert S007.match(note.message).group(2).endswith("the checks of 1 of 1 top-level items, from line 1")
    assert 0 < len(asked) < 60  # Stopped inside the rule, at the check that found the budget spent.
    asked.clear()
    assert "S007" not in {f.code for f in run(project, data=data, clear=False)}
    assert len(asked) == 100_000  # The cut item was not cached: the rule ran again, in full.
    checkpoint()  # Outside `enforced`, never raises.
    with pytest.raises(OutOfTime), enforced(AfterChecks(0)):
        checkpoint()


def test_a_budget_left_is_no_note(project, serial):
    assert run(project, Budget(600.0)) == run(project)


def test_a_cancelled_analysis_adds_no_note(project, serial):
    found = run(project, Budget(None, cancelled=lambda: True))
    assert "S007" not in {f.code for f in found}


def test_children_stop_at_the_budget_too(project, monkeypatch):
    """Shared with forked children: the cut falls wherever each process is; what was found is
    right, what was skipped is said, and nothing incomplete is cached."""
    monkeypatch.setattr(driver, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "_failures", 0)
    monkeypatch.setenv("OPENCL_LSP_JOBS", "3")
    data = big_file(30)
    full = run(project, data=data)
    forks = []
    real_start = parallel.start
    monkeypatch.setattr(parallel, "start", lambda *a: forks.append(real_start(*a)) or forks[-1])
    cut = run(project, AfterChecks(300), data=data)
    assert forks and forks[0] is not None and parallel._failures == 0
    (note,) = [f for f in cut if f.code == "S007"]
    assert "top-level items" in note.message
    rest = [f for f in cut if f.code != "S007"]
    assert set(rest) < set(full)
    assert run(project, data=data, clear=False) == full


def test_the_budget_is_configured_in_the_toml_file_and_the_editor_settings(tmp_path):
    (tmp_path / ".opencl-lsp.toml").write_text("[analysis]\ntime-budget-ms = 250\n")
    config, problems = resolve_config(tmp_path / "a.cl", [tmp_path])
    assert problems == [] and config.analysis_time_budget_ms == 250
    config, _ = resolve_config(tmp_path / "b" / "a.cl", [tmp_path / "b"])
    assert config.analysis_time_budget_ms == DEFAULT_TIME_BUDGET_MS == 2000
    (tmp_path / ".opencl-lsp.toml").write_text("[analysis]\ntime-budget-ms = -1\n")
    config, problems = resolve_config(tmp_path / "a.cl", [tmp_path])
    assert config.analysis_time_budget_ms == 2000
    assert [p.message for p in problems] == ["time-budget-ms must be a whole number of milliseconds, 0 (no limit) or more"]
    settings, problems = structure_settings({"analysis": {"timeBudgetMs": 0}})
    assert settings.analysis.time_budget_ms == 0 and problems == []
    settings, problems = structure_settings({"analysis": {"timeBudgetMs": "soon"}})
    assert settings.analysis.time_budget_ms == 2000
    assert [p.message for p in problems] == ["opencl.analysis.timeBudgetMs: expected int, got str; using the default"]
    config, _ = resolve_config(tmp_path / "c" / "a.cl", [tmp_path / "c"], {"analysis": {"timeBudgetMs": 30}})
    assert config.analysis_time_budget_ms == 30


def check(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "opencl_lsp", "check", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120)


def test_check_reports_the_cut_and_its_flag_lifts_it(tmp_path):
    (tmp_path / "big.cl").write_bytes(big_file(40))
    (tmp_path / ".opencl-lsp.toml").write_text("[analysis]\ntime-budget-ms = 1\n")
    cut = check("big.cl", cwd=tmp_path)
    notes = [line for line in cut.stdout.splitlines() if line.endswith("[S007]")]
    assert len(notes) == 1 and notes[0].startswith("big.cl:1:1: info: analysis stopped at its time budget of 1 ms: skipped ")
    whole = check("big.cl", "--time-budget-ms", "0", cwd=tmp_path)
    assert "[S007]" not in whole.stdout and whole.returncode == 1
    assert set(cut.stdout.splitlines()) - set(notes) <= set(whole.stdout.splitlines())
    assert len(whole.stdout.splitlines()) > len(cut.stdout.splitlines())
    bad = check("big.cl", "--time-budget-ms", "-5", cwd=tmp_path)
    assert bad.returncode == 2 and "expected a whole number of milliseconds" in bad.stderr



def test_macro_expansion_stops_with_the_analysis_budget(serial):
    """The preprocessor has a deadline of its own (2 s and more per token read); within an
    analysis the budget's is the one that counts, or a file whose macros expand to a million
    tokens spends its whole budget there and more after it (fuzz seed 16, input 564994: 5.8 s
    with a 2 s budget). What the cut expansion gave is not kept for an analysis with time to spare."""
    from opencl_lsp.analysis.context import Context

    # Each use of E8 makes 256 tokens in 511 substitutions, each a question to the budget.
    lines = ["#define E0 x"] + [f"#define E{i} E{i - 1} E{i - 1}" for i in range(1, 9)]
    # (In an #if: a file of #define lines only is not expanded at all.)
    data = ("\n".join(lines) + "\n#if 1\nint v = 0\n" + " + sizeof(E8)\n" * 100 + ";\n#endif\n").encode()
    project = StaticProject(lambda path: None, ProjectConfig())
    snapshot = Document("/big.cl", data).snapshot()
    driver.clear_caches()
    budget = AfterChecks(20)
    cut = Context(snapshot, project, budget).preprocessed
    assert cut.result.stopped and budget.left < 0
    (p009,) = [d for d in cut.result.diagnostics if d.code == "P009"]
    assert "the analysis ran out of time" in p009.message
    assert len(cut.result.tokens) < 1_000
    found = run(project, AfterChecks(20), data=data, clear=False)
    assert "S007" in {f.code for f in found}
    full = Context(snapshot, project, Budget(600.0)).preprocessed
    assert not full.result.stopped and len(full.result.tokens) > 25_600  # Expanded again, in full.
