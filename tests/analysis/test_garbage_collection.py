"""A full garbage collection that large analyses make due is not made inside an analysis, where
the keystroke's findings would wait for it (seconds on a large heap: 3.2 s at one keystroke of
bench_typing), but by `collect_garbage`, which the server calls once a publish is out and `check`
after each file; an analysis makes it itself only for a caller that never collects (issue 18)."""

import gc

from opencl_lsp.analysis import driver


def _large_analysis() -> None:
    # What `_resume_gc` sees after a large analysis: many new objects made while collection was off.
    driver._pause_gc()
    made = [[] for _ in range(driver._MOVE_TO_OLDEST + 50_000)]
    driver._resume_gc()
    del made


def test_a_due_full_collection_waits_for_collect_garbage(monkeypatch):
    collections = []
    monkeypatch.setattr(gc, "collect", lambda *args: collections.append(args) or 0)
    monkeypatch.setattr(driver, "_moved_since_full", driver._FULL_COLLECTION_AFTER + 1)
    assert driver.collection_due()
    _large_analysis()
    assert collections == []  # Due, not made: the analysis's findings go out first.
    assert driver.collection_due()
    driver._pause_gc()  # An analysis running: it would take that analysis's time.
    try:
        assert not driver.collect_garbage() and collections == []
    finally:
        driver._resume_gc()
    assert driver.collect_garbage() and len(collections) == 1
    assert not driver.collection_due() and not driver.collect_garbage()


def test_an_analysis_collects_itself_for_a_caller_that_never_does(monkeypatch):
    collections = []
    monkeypatch.setattr(gc, "collect", lambda *args: collections.append(args) or 0)
    monkeypatch.setattr(driver, "_moved_since_full", driver._FORCED_COLLECTION_AFTER)
    _large_analysis()
    assert len(collections) == 1 and not driver.collection_due()
