"""The engine's one memo facility (server/memo.py): bounded registered caches and per-object memos."""

import dataclasses
import os
import threading
import time

import pytest

from opencl_lsp import forksafe, memo
from opencl_lsp.analysis import driver
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding, Position

SOURCE = b"""\
#define SCALE 2
typedef struct { float x; } point;
float twice(float v) { return v * SCALE; }
kernel void k(global float *out, global const int *in) {
    out[get_global_id(0)] = twice((float)in[0]);
}
"""


def test_an_lru_keeps_its_most_recently_used_entries_up_to_its_bound():
    cache = memo.LRU(3)
    for key in "abc":
        cache.put(key, key.upper())
    assert cache.get("a") == "A"  # Now the most recently used: "b" is the oldest.
    cache.put("d", "D")
    cache.put("e", "E")
    assert len(cache) == 3
    assert [cache.get(key) for key in "abcde"] == ["A", None, None, "D", "E"]
    assert cache.get("b", "default") == "default"
    cache.put("a", "again")  # Replacing keeps the size.
    assert len(cache) == 3 and cache.get("a") == "again"
    with pytest.raises(ValueError):
        memo.LRU(0)


def test_get_or_make_makes_a_value_once_and_stores_falsy_values_too():
    cache = memo.LRU(8)
    made = []

    def make(value):
        made.append(value)
        return value

    assert cache.get_or_make("none", lambda: make(None)) is None
    assert cache.get_or_make("none", lambda: make("other")) is None
    assert cache.get_or_make("zero", lambda: make(0)) == 0
    assert cache.get_or_make("zero", lambda: make(1)) == 0
    assert made == [None, 0]


def test_a_name_gives_one_registered_cache_and_clear_all_empties_every_one():
    first = memo.cache("tests.test_memo.example", 4)
    assert memo.cache("tests.test_memo.example", 4) is first
    assert ("tests.test_memo.example", first) in list(memo.registered())
    first.put(1, "one")
    memo.clear_all()
    assert len(first) == 0
    assert memo.cache("tests.test_memo.example", 4) is first  # Still registered after clearing.


def test_an_analysis_fills_registered_caches_that_clear_caches_empties():
    data = Document("/memo/a.cl", SOURCE).snapshot()
    project = StaticProject(lambda path: None, ProjectConfig())
    driver.clear_caches()
    first = driver.analyze(data, project=project)
    filled = {name for name, cache in memo.registered() if len(cache)}
    # The driver's per-item findings and the scope's per-item declarations, at least.
    assert {"analysis.driver.items", "analysis.semantics.scope.items"} <= filled
    driver.clear_caches()
    assert [name for name, cache in memo.registered() if len(cache)] == []
    # A fresh analysis after clearing finds the same.
    assert driver.analyze(Document("/memo/a.cl", SOURCE).snapshot(), project=project) == first


def test_a_snapshot_a_context_and_a_semantic_model_each_memoize_their_own_facts():
    snapshot = Document("/memo/a.cl", SOURCE).snapshot()
    other = Document("/memo/a.cl", SOURCE).snapshot()
    calls = []

    def make(tag):
        calls.append(tag)
        return [tag]

    value = snapshot.memo("tests.fact", lambda: make("first"))
    assert snapshot.memo("tests.fact", lambda: make("second")) is value
    assert other.memo("tests.fact", lambda: make("other")) == ["other"]
    assert calls == ["first", "other"]
    assert snapshot.memo.get("tests.missing") is None and "tests.missing" not in calls
    # A memo stays out of equality and is not copied: a replaced snapshot starts with its own.
    copy = dataclasses.replace(snapshot)
    assert copy == snapshot and copy.memo.get("tests.fact") is None

    project = StaticProject(lambda path: None, ProjectConfig())
    ctx, ctx2 = Context(snapshot, project), Context(snapshot, project)
    assert ctx.memo("tests.fact", lambda: 1) == 1 and ctx2.memo("tests.fact", lambda: 2) == 2
    sem = ctx.semantic
    assert sem.memo("tests.fact", dict) is sem.memo("tests.fact", dict)
    assert ctx2.semantic.memo("tests.fact", dict) is not sem.memo("tests.fact", dict)


class _BlockingKey:
    """A key whose hashing waits: the thread storing it holds the cache's lock meanwhile."""

    def __init__(self, hashing: threading.Event, release: threading.Event):
        self.hashing, self.release = hashing, release

    def __hash__(self):
        self.hashing.set()
        self.release.wait(10)
        return 1


@pytest.mark.filterwarnings("ignore:.*fork\\(\\) may lead to deadlocks:DeprecationWarning")  # The very case tested.
def test_a_forked_child_uses_a_cache_whose_lock_another_thread_held_at_the_fork():
    cache = memo.cache("tests.test_memo.fork", 8)
    cache.put("kept", "from the parent")
    hashing, release = threading.Event(), threading.Event()
    thread = threading.Thread(target=cache.put, args=(_BlockingKey(hashing, release), "value"))
    thread.start()
    assert hashing.wait(10)  # The thread is inside `put`, holding the cache's lock.
    try:
        pid = os.fork()
        if pid == 0:  # pragma: no cover - child
            forksafe.after_fork_in_child()  # What a forked analysis child does first (analysis/parallel.py).
            ok = cache.get("kept") == "from the parent"
            cache.put("child", 1)
            ok = ok and cache.get_or_make("child", lambda: 2) == 1
            memo.clear_all()
            os._exit(0 if ok and len(cache) == 0 else 1)
        deadline = time.monotonic() + 20
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        if not done:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
    finally:
        release.set()
        thread.join()
    assert done, "the child hung on the cache's lock"
    assert os.waitstatus_to_exitcode(status) == 0
    assert cache.get("kept") == "from the parent" and cache.get("child") is None


def test_a_table_is_emptied_when_full_and_cleared_with_the_registry():
    table = memo.cache("tests.memo.table", 3, ordered=False)
    assert isinstance(table, memo.Table) and memo.cache("tests.memo.table", 3, ordered=False) is table
    for n in range(3):
        table.put(n, n * 10)
    assert table.get(1) == 10 and table.get(9) is None and table.get(9, "none") == "none" and len(table) == 3
    table.put(1, 11)  # A key it holds: replaced, nothing dropped.
    assert len(table) == 3 and table.get(1) == 11
    table.put(3, 30)  # Full: everything goes, then the new entry.
    assert len(table) == 1 and table.get(3) == 30 and 0 not in table
    assert table.get_or_make(4, lambda: 40) == 40 and table.get_or_make(4, lambda: 0) == 40
    memo.clear_all()
    assert len(table) == 0 and table.get(4) is None  # `get` still reads the emptied dictionary.
    table.put(5, 50)
    assert table.get(5) == 50


def test_a_table_takes_many_entries_at_once_within_its_bound():
    table = memo.cache("tests.memo.table_many", 4, ordered=False)
    table.put_many({1: "a", 2: "b"})
    assert len(table) == 2 and table.get(2) == "b"
    table.put_many({})  # Nothing to store: nothing happens.
    assert len(table) == 2
    table.put_many({3: "c", 4: "d", 5: "e"})  # Would exceed 4: emptied first, then all of them.
    assert len(table) == 3 and table.get(1) is None and table.get(5) == "e"


def test_an_lru_keeps_at_most_its_versions_per_first_key_element():
    cache = memo.LRU(100, versions=2)
    for version in range(5):
        cache.put(("/a.cl", version), version)
        cache.put(("/b.cl", version), version)
    assert len(cache) == 4
    assert [cache.get(("/a.cl", v)) for v in range(5)] == [None, None, None, 3, 4]
    cache.put(("/a.cl", 4), "again")  # Replacing an entry is no new version.
    assert cache.get(("/a.cl", 3)) == 3
    cache.clear()
    cache.put(("/a.cl", 9), 9)
    assert len(cache) == 1


def test_a_weighed_lru_drops_its_least_recently_used_entries_past_its_budget():
    cache = memo.LRU(100, weigh=memo.text_weight, budget=10)
    cache.put(b"aaaa", 1)
    cache.put(("tag", b"bbbb"), 2)  # 3 + 4 bytes of text: 11 in all, over 10.
    assert cache.get(b"aaaa") is None and cache.get(("tag", b"bbbb")) == 2
    cache.put(b"c" * 50, 3)  # Larger than the budget alone: kept, as the newest always is.
    assert len(cache) == 1 and cache.get(b"c" * 50) == 3
    cache.put(b"dd", 4)
    assert cache.get(b"c" * 50) is None and cache.get(b"dd") == 4
    with pytest.raises(ValueError):
        memo.LRU(4, weigh=memo.text_weight)


def test_an_lru_may_weigh_its_values():
    """One large value per file, under its path (a kept expansion, a file's last directive lines)."""
    cache = memo.LRU(100, budget=10, weigh_value=len)
    cache.put("/a.cl", b"aaaaaa")
    cache.put("/b.cl", b"bbbb")
    assert cache.get("/a.cl") == b"aaaaaa" and cache.get("/b.cl") == b"bbbb"
    cache.put("/b.cl", b"bbbbbb")  # The same key, a larger value: 12 in all, over 10.
    assert cache.get("/a.cl") is None and cache.get("/b.cl") == b"bbbbbb"
    cache.put("/c.cl", b"")
    assert cache.get("/b.cl") == b"bbbbbb" and cache.get("/c.cl") == b""
    with pytest.raises(ValueError):
        memo.LRU(4, weigh_value=len)
    with pytest.raises(ValueError):
        memo.LRU(4, weigh=memo.text_weight, weigh_value=len, budget=10)
    with pytest.raises(ValueError):
        memo.cache("tests.memo.value_weighed_table", 4, ordered=False, weigh_value=len, budget=10)


def test_a_weighed_table_is_emptied_before_it_passes_its_budget():
    table = memo.Table(100, weigh=memo.text_weight, budget=10)
    table.put(b"aaaa", 1)
    table.put(b"bbbb", 2)
    assert len(table) == 2
    table.put(b"cccc", 3)  # 12 bytes would pass 10.
    assert len(table) == 1 and table.get(b"cccc") == 3
    table.put_many({b"dd": 4, b"ee": 5, b"ff": 6})  # 4 + 6 = 10: fits.
    assert len(table) == 4
    table.put_many({b"gg": 7})
    assert len(table) == 1
    table.clear()
    table.put(b"x" * 10, 8)
    assert len(table) == 1


def test_edits_keep_two_versions_of_a_file_in_the_caches_that_hold_whole_files():
    # Each edit outside the bodies runs the preprocessor over the whole file; its tokens and result
    # are the largest values cached (about 60 bytes per byte of source): older versions go.
    project = StaticProject(lambda path: None, ProjectConfig())
    doc = Document("/memo/versions.cl", SOURCE)
    driver.clear_caches()
    for value in range(6):
        doc.apply_edit(Position(0, 15), Position(0, 16), str(value), Encoding.UTF8)  # `#define SCALE 2`
        doc.apply_edit(Position(1, 0), Position(1, 0), "#if 1\n#endif\n" if value == 0 else "", Encoding.UTF8)
        driver.analyze(doc.snapshot(), project=project)
    caches = dict(memo.registered())
    lexed = [key for key in caches["project.pp_lexer.files"]._data if key[0].endswith("versions.cl")]
    results = [key for key in caches["analysis.preprocessed.results"]._data if key[0].endswith("versions.cl")]
    assert 1 <= len(lexed) <= 2 and 1 <= len(results) <= 2
