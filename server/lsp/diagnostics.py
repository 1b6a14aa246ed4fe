"""Diagnostics scheduling: debounce per document, analyze each document on its own.

Concurrency kinds, as ARCHITECTURE.md names them: edits are applied on the
asyncio loop (fast, incremental); each document's analysis is debounced
there, then runs on an immutable snapshot in a small pool of analysis
threads, so a slow document never holds back another one's diagnostics
(the interpreter is shared, but a small file's analysis takes a few
milliseconds of it).

Per document, at most one analysis runs at a time. A newer version
supersedes: its pending debounce replaces the older one, and an analysis of
an older version still running is told to stop (its budget is cancelled,
checked between items, see `analysis/budget.py`); the newer one starts when
it has. When more documents are ready than there are threads, the most
recently edited one goes first. Results are published only if they are
still for the document's current version (and the document is still open),
tagged with that version.

Staged publishing: an analysis scheduled `immediate` (a document opened, the
configuration changed) whose work offers a cheap stage (`work.early`, the
syntax and preprocessor findings) runs that first on the same thread and
publishes it (`work.show_early`) for the same version, then the full set,
which replaces it; a partial set is never published after the full one or
for a version no longer current.

Everything here runs on the loop except the work handed to the threads; the
threads never touch the protocol.
"""

from __future__ import annotations

import itertools
import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from ..analysis.findings import Finding
from ..syntax.document import Snapshot

if TYPE_CHECKING:
    import asyncio

    from .documents import DocumentStore


def running_loop() -> "asyncio.AbstractEventLoop":
    """The running event loop. asyncio is imported on first use: a start's first diagnostics
    (early.py) read this module (STAGED_MIN_BYTES) and `workspace` before the protocol, and
    asyncio with it, are loaded."""
    import asyncio

    return asyncio.get_running_loop()

log = logging.getLogger(__name__)

# From this size on, an open publishes the cheap stage first (`DiagnosticsScheduler`): a full
# analysis from scratch then takes longer than the 300 ms a first publish may (issue 18;
# about 1 s for 128 KB on a quiet core). A smaller file gets its full set in one publish,
# with no second one a moment later to make the editor flicker.
STAGED_MIN_BYTES = 128 * 1024

# Analysis threads: enough that a few slow documents leave one free for the
# document being typed in; every thread shares one interpreter (and forking
# for a large file is limited to one analysis at a time, see analysis/parallel.py).
WORKERS = 3


@dataclass
class _Running:
    generation: int
    stop: threading.Event = field(default_factory=threading.Event)
    started: float = field(default_factory=time.perf_counter)
    finished: bool = False  # Its full result came back (a partial one arriving later is dropped).


class DiagnosticsScheduler:
    def __init__(
        self,
        documents: "DocumentStore",
        prepare: Callable[[str, Snapshot], Callable[..., list[Finding]]],
        publish: Callable[[str, Snapshot, list[Finding]], None],
        debounce_s: float = 0.15,
        workers: int = WORKERS,
    ):
        # The open documents: the current snapshot and generation of each URI.
        self._documents = documents
        # Runs on the loop (configuration, messages) and returns the work for an
        # analysis thread, which must not touch the protocol. The work takes one
        # argument: a callable that says whether the analysis is no longer wanted.
        self._prepare = prepare
        # Runs on the loop with the findings of the document's current version.
        self._publish = publish
        # The longest debounce: a document whose last analysis took less waits for none.
        self.debounce_s = debounce_s
        self._last_took: dict[str, float] = {}  # uri -> seconds its last finished analysis took
        self._last_change: dict[str, float] = {}  # uri -> loop time of its last `schedule`
        self._workers = workers
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="analysis")
        self._order = itertools.count()
        self._debouncing: dict[str, asyncio.TimerHandle] = {}
        self._ready: dict[str, int] = {}  # uri -> order of its latest edit; waiting for a thread
        self._staged: set[str] = set()  # documents whose next analysis publishes its cheap stage first
        self.staged = True  # whether opens and reconfigures publish in stages (initializationOptions)
        self._running: dict[str, _Running] = {}
        self._closed = False

    def schedule(self, uri: str, immediate: bool = False) -> None:
        """The document changed (or must be checked again): analyze its current version soon."""
        if self._closed:
            return
        order = next(self._order)
        previous = self._debouncing.pop(uri, None)
        if previous is not None:
            previous.cancel()
        self._ready.pop(uri, None)
        self._supersede(uri)
        if immediate:
            self._staged.add(uri)
        else:
            self._staged.discard(uri)  # An edit came before it ran: the full set soon is what counts.
        loop = running_loop()
        now = loop.time()
        quiet = now - self._last_change.get(uri, now)  # (0 for a document's first: it was just opened.)
        self._last_change[uri] = now
        delay = 0.0 if immediate else self.delay(uri, quiet)
        if delay > 0:
            self._debouncing[uri] = loop.call_later(delay, self._ripe, uri, order)
        else:
            self._ripe(uri, order)

    def delay(self, uri: str, quiet: float = 0.0) -> float:
        """How long an edit of `uri` waits before its analysis (adaptive, as clangd's debounce),
        `quiet` seconds after the edit before it.

        The debounce saves work a keystroke that follows soon would throw away;
        when the document's last analysis took less than the delay, the work
        saved is less than the wait the user would see, so there is none. In a
        slow document (or one never analyzed) an edit that comes in a burst of
        typing, within the delay of the one before, waits the full `debounce_s`:
        typing then starts one analysis per pause rather than one per key. The
        first edit after a pause starts at once (a leading-edge debounce): if a
        keystroke follows, it stops that analysis at its next item, and the items
        analyzed by then keep their findings in the cache for the next one.
        """
        took = self._last_took.get(uri)
        if took is None:
            return self.debounce_s
        return 0.0 if took < self.debounce_s or quiet >= self.debounce_s else self.debounce_s

    def forget(self, uri: str) -> None:
        """The document was closed: nothing of it is analyzed or published any more."""
        self._last_took.pop(uri, None)
        self._last_change.pop(uri, None)
        self._staged.discard(uri)
        handle = self._debouncing.pop(uri, None)
        if handle is not None:
            handle.cancel()
        self._ready.pop(uri, None)
        running = self._running.get(uri)
        if running is not None:
            running.stop.set()

    def _supersede(self, uri: str) -> None:
        running = self._running.get(uri)
        if running is not None and running.generation != self._documents.generation(uri):
            running.stop.set()  # Its result could not be published; stop at the next item.

    def _ripe(self, uri: str, order: int) -> None:
        self._debouncing.pop(uri, None)
        self._ready[uri] = order
        self._dispatch()

    def _dispatch(self) -> None:
        """Start the newest ready documents that are not already being analyzed, while threads are free."""
        while len(self._running) < self._workers and not self._closed:
            waiting = [uri for uri in self._ready if uri not in self._running]
            if not waiting:
                return
            uri = max(waiting, key=self._ready.__getitem__)
            del self._ready[uri]
            self._start(uri)

    def _start(self, uri: str) -> None:
        try:
            snapshot = self._documents.snapshot(uri)
            if snapshot is None:
                return  # Closed meanwhile.
            work = self._prepare(uri, snapshot)
        except Exception:  # noqa: BLE001 - the server keeps serving.
            log.exception("preparing diagnostics failed for %s", uri)
            return
        running = self._running[uri] = _Running(snapshot.generation)
        loop = running_loop()
        if self.staged and uri in self._staged and getattr(work, "early", None) is not None:
            self._staged.discard(uri)
            future = loop.run_in_executor(self._executor, self._staged_work, loop, uri, snapshot, running, work)
        else:
            future = loop.run_in_executor(self._executor, work, running.stop.is_set)
        future.add_done_callback(lambda done: self._finished(uri, snapshot, running, done))

    def _staged_work(self, loop, uri: str, snapshot: Snapshot, running: _Running, work) -> list[Finding]:
        """On an analysis thread: the cheap stage, handed to the loop to publish, then the full analysis."""
        try:
            early = work.early()
        except Exception:  # noqa: BLE001 - the full analysis still runs and says everything.
            log.exception("the cheap stage of diagnostics failed for %s", uri)
        else:
            # Queued before the full result's callback (the future completes after this returns).
            loop.call_soon_threadsafe(self._early, uri, snapshot, running, work, early)
        return work(running.stop.is_set)

    def _early(self, uri: str, snapshot: Snapshot, running: _Running, work, findings: list[Finding]) -> None:
        if running.finished or running.stop.is_set() or self._closed:
            return
        if self._documents.generation(uri) != snapshot.generation:
            return
        try:
            work.show_early(findings)
        except Exception:  # noqa: BLE001 - the server keeps serving.
            log.exception("publishing the cheap stage failed for %s", uri)

    def _finished(self, uri: str, snapshot: Snapshot, running: _Running, done: asyncio.Future) -> None:
        running.finished = True
        if self._running.get(uri) is running:
            del self._running[uri]
        try:
            if done.cancelled() or running.stop.is_set() or self._closed:
                return
            error = done.exception()
            if error is not None:
                log.error("diagnostics failed for %s", uri, exc_info=error)
                return
            if self._documents.generation(uri) is not None:  # Still open.
                self._last_took[uri] = time.perf_counter() - running.started
            if self._documents.generation(uri) != snapshot.generation:
                return  # Stale or closed: a newer version has its own turn.
            self._publish(uri, snapshot, done.result())
        except Exception:  # noqa: BLE001 - the server keeps serving.
            log.exception("publishing diagnostics failed for %s", uri)
        finally:
            self._dispatch()

    def shutdown(self) -> None:
        self._closed = True
        for handle in self._debouncing.values():
            handle.cancel()
        self._debouncing.clear()
        self._ready.clear()
        for running in self._running.values():
            running.stop.set()
        self._executor.shutdown(wait=False, cancel_futures=True)
