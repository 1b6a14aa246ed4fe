"""Analysis shared with forked children gives what one process gives, whatever the children do."""

import dataclasses
import logging
import os
import sys
import threading
import time
import warnings

import pytest

from opencl_lsp import forksafe
from opencl_lsp.analysis import driver, parallel, registry
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document

from ..big_sources import big_file

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="parallel analysis forks (Linux only)")

@pytest.fixture
def project():
    return StaticProject(lambda path: None, ProjectConfig())


@pytest.fixture
def forced(monkeypatch):
    """Every analysis with misses forks, on any machine: `jobs` processes take tasks."""
    monkeypatch.setattr(driver, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "_failures", 0)

    def use(jobs: int):
        monkeypatch.setenv("OPENCL_LSP_JOBS", str(jobs))

    return use


@pytest.fixture
def forks(monkeypatch):
    """Every `parallel.start` that forked: its `Running`, and the arguments it was given."""
    real_start, seen = parallel.start, []

    def start(count, work, children):
        running = real_start(count, work, children)
        seen.append((running, count, children))
        return running

    monkeypatch.setattr(parallel, "start", start)
    return seen


def analyze(data: bytes, project, path: str = "/big.cl"):
    driver.clear_caches()
    return driver.analyze(Document(path, data).snapshot(), project=project)


@pytest.fixture
def serial(project, monkeypatch):
    monkeypatch.setenv("OPENCL_LSP_JOBS", "1")
    found = analyze(big_file(), project)
    monkeypatch.delenv("OPENCL_LSP_JOBS")
    return found


def test_the_serial_findings_cover_several_families(serial):
    codes = {f.code for f in serial}
    assert {"K001", "K002", "V001", "C001", "C007", "B005"} <= codes, codes
    assert any("in expansion of macro" in f.message for f in serial)
    assert len(serial) >= 60 * 6


@pytest.mark.parametrize("jobs", [2, 3])
def test_children_find_what_one_process_finds(serial, project, forced, forks, jobs):
    forced(jobs)
    assert analyze(big_file(), project) == serial
    assert [(count, children) for _running, count, children in forks] == [(jobs * len(driver.TASK_ROUNDS), jobs - 1)]
    assert parallel._failures == 0


def test_findings_of_the_children_are_cached(serial, project, forced, monkeypatch):
    forced(2)
    doc = Document("/big.cl", big_file())
    driver.clear_caches()
    assert driver.analyze(doc.snapshot(), project=project) == serial
    started = []
    monkeypatch.setattr(parallel, "start", lambda *args: started.append(args))
    # Nothing is left to analyze: no fork, same findings.
    assert driver.analyze(Document("/big.cl", big_file()).snapshot(), project=project) == serial
    assert started == []


def test_a_small_file_is_analyzed_in_one_process(project, monkeypatch):
    monkeypatch.setenv("OPENCL_LSP_JOBS", "4")
    started = []
    monkeypatch.setattr(parallel, "start", lambda *args: started.append(args))
    analyze(big_file(2), project)
    assert started == []


def _in_child(action):
    """Wrap the driver's task so that children (never the parent) do `action` instead."""
    real = driver._ItemPlan._analyze_task

    def task(self, number):
        if parallel._in_child:
            action()
        return real(self, number)

    return task


def test_a_child_that_dies_has_its_tasks_done_by_the_parent(serial, project, forced, monkeypatch):
    forced(3)
    monkeypatch.setattr(driver._ItemPlan, "_analyze_task", _in_child(lambda: os._exit(3)))
    assert analyze(big_file(), project) == serial
    assert parallel._failures == 2


def test_a_child_that_raises_has_its_tasks_done_by_the_parent(serial, project, forced, monkeypatch):
    forced(2)

    def boom():
        raise MemoryError

    monkeypatch.setattr(driver._ItemPlan, "_analyze_task", _in_child(boom))
    assert analyze(big_file(), project) == serial
    assert parallel._failures == 1


def test_a_child_that_hangs_is_killed_after_the_deadline(serial, project, forced, monkeypatch):
    forced(2)
    monkeypatch.setattr(parallel, "MIN_DEADLINE_S", 0.2)
    monkeypatch.setattr(parallel, "DEADLINE_FACTOR", 0.0)
    monkeypatch.setattr(driver._ItemPlan, "_analyze_task", _in_child(lambda: time.sleep(600)))
    started = time.monotonic()
    assert analyze(big_file(), project) == serial
    assert parallel._failures == 1
    assert time.monotonic() - started < 60  # Killed, not waited for.


def test_an_interrupted_analysis_leaves_no_child_behind(project, forced, forks, monkeypatch):
    forced(2)

    def interrupted(ctx):
        raise KeyboardInterrupt

    monkeypatch.setitem(registry._RULES, "K008", dataclasses.replace(registry.rule("K008"), check=interrupted))
    with pytest.raises(KeyboardInterrupt):
        analyze(big_file(), project)
    children = [child.pid for running, _count, _children in forks for child in running.children]
    assert children
    for pid in children:
        with pytest.raises(ChildProcessError):  # Already reaped.
            os.waitpid(pid, os.WNOHANG)


def test_one_analysis_at_a_time_has_children(serial, project, forced, forks):
    """While another analysis (another document's thread) has children, this one works alone,
    finds the same, and the workers are free again afterwards."""
    forced(3)
    assert parallel._workers_busy.acquire(blocking=False)
    try:
        assert analyze(big_file(), project) == serial
    finally:
        parallel._workers_busy.release()
    assert [running for running, _count, _children in forks] == [None]
    assert analyze(big_file(), project) == serial
    assert forks[1][0] is not None  # Forked, once the other analysis was done.
    assert parallel._workers_busy.acquire(blocking=False)  # Released by `collect`.
    parallel._workers_busy.release()


def test_after_repeated_failures_the_process_stops_forking(project, forced, monkeypatch):
    forced(2)
    monkeypatch.setattr(parallel, "_failures", parallel.MAX_FAILURES)
    assert parallel.jobs() == 1


def test_a_rule_that_fails_in_a_child_is_logged_by_the_parent(project, forced, monkeypatch, caplog):
    forced(2)
    rule = registry.rule("C001")

    def broken(ctx, target):
        if parallel._in_child:
            raise RuntimeError("broken in the child")
        return rule.check(ctx, target)

    monkeypatch.setitem(registry._RULES, "C001", dataclasses.replace(rule, check=broken))
    with caplog.at_level(logging.ERROR, logger="opencl_lsp"):
        findings = analyze(big_file(), project)
    assert any(f.code == "V001" for f in findings)  # The other rules still report.
    failed = [r for r in caplog.records if "rule C001 failed" in r.getMessage()]
    assert failed and "broken in the child" in failed[0].exc_text
    assert parallel._failures == 0


def test_a_warning_in_a_child_reaches_the_parent_log(serial, project, forced, monkeypatch, caplog):
    forced(2)
    monkeypatch.setattr(driver._ItemPlan, "_analyze_task",
                        _in_child(lambda: warnings.warn("odd input in a child", UserWarning)))
    with caplog.at_level(logging.WARNING):
        assert analyze(big_file(), project) == serial
    assert "odd input in a child" in caplog.text
    assert parallel._failures == 0


def test_jobs_reads_the_environment(monkeypatch, caplog):
    monkeypatch.setattr(parallel, "_failures", 0)
    monkeypatch.setenv("OPENCL_LSP_JOBS", "3")
    assert parallel.jobs() == 3
    monkeypatch.setenv("OPENCL_LSP_JOBS", "1")
    assert parallel.jobs() == 1
    monkeypatch.setenv("OPENCL_LSP_JOBS", "many")
    with caplog.at_level(logging.WARNING, logger="opencl_lsp"):
        assert parallel.jobs() == 1
    assert "OPENCL_LSP_JOBS" in caplog.text
    monkeypatch.delenv("OPENCL_LSP_JOBS")
    assert 1 <= parallel.jobs() <= parallel.MAX_JOBS


def test_split_cuts_in_order_into_non_empty_runs_of_the_given_weights():
    assert driver._split([3, 4, 5, 6], [10, 10, 10, 10], [1, 1]) == [[3, 4], [5, 6]]
    assert driver._split([1, 2, 3], [100, 1, 1], [1, 1, 1]) == [[1], [2], [3]]
    assert driver._split([1, 2, 3, 4], [1, 1, 1, 100], [1, 1]) == [[1, 2, 3], [4]]
    assert driver._split(list(range(8)), [10] * 8, [2, 1, 1]) == [[0, 1, 2, 3], [4, 5], [6, 7]]
    for count in range(1, 9):
        shares = driver._split(list(range(8)), [1, 50, 3, 3, 9, 1, 1, 7], [4.0, 2.0, 1.0, 0.5, 0.5, 1, 1, 1][:count])
        assert len(shares) == count and all(shares) and sum(shares, []) == list(range(8))


@pytest.mark.filterwarnings("ignore:.*fork\\(\\) may lead to deadlocks:DeprecationWarning")  # The very case tested.
def test_a_lock_held_by_another_thread_at_fork_is_free_in_the_child():
    lock = forksafe.Lock()
    holding, release = threading.Event(), threading.Event()

    def hold():
        with lock:
            holding.set()
            release.wait(10)

    thread = threading.Thread(target=hold)
    thread.start()
    holding.wait(10)
    try:
        pid = os.fork()
        if pid == 0:  # pragma: no cover - child
            forksafe.after_fork_in_child()
            os._exit(0 if lock.acquire(timeout=5) else 1)
        _, status = os.waitpid(pid, 0)
    finally:
        release.set()
        thread.join()
    assert os.waitstatus_to_exitcode(status) == 0
