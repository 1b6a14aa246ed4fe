"""Diagnostics scheduling: debounce per document, compute off the message loop.

Concurrency kinds, as ARCHITECTURE.md names them: edits are applied on the
asyncio loop (fast, incremental); each document's analysis is debounced
there, then runs in a worker thread on an immutable snapshot. A newer
version cancels the pending or running task of an older one, and results
are published only if they are still for the document's current version
(and the document is still open), tagged with that version.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, Optional

from ..analysis.findings import Finding
from ..syntax.document import Snapshot

log = logging.getLogger(__name__)


class DiagnosticsScheduler:
    def __init__(
        self,
        publish: Callable[[Snapshot, list[Finding]], None],
        current: Callable[[str], Optional[Snapshot]],
        generation: Callable[[str], Optional[int]],
        prepare: Callable[[str, Snapshot], Callable[[], list[Finding]]],
        debounce_s: float = 0.15,
    ):
        self._publish = publish
        self._current = current
        self._generation = generation
        # Runs on the loop (configuration, messages) and returns the work for
        # the worker thread, which must not touch the protocol.
        self._prepare = prepare
        self.debounce_s = debounce_s
        self._tasks: dict[str, asyncio.Task] = {}
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analysis")

    def schedule(self, uri: str, immediate: bool = False) -> None:
        previous = self._tasks.pop(uri, None)
        if previous is not None:
            previous.cancel()
        self._tasks[uri] = asyncio.get_running_loop().create_task(self._run(uri, immediate))

    def forget(self, uri: str) -> None:
        task = self._tasks.pop(uri, None)
        if task is not None:
            task.cancel()

    async def _run(self, uri: str, immediate: bool) -> None:
        try:
            if not immediate and self.debounce_s > 0:
                await asyncio.sleep(self.debounce_s)
            snapshot = self._current(uri)
            if snapshot is None:
                return
            loop = asyncio.get_running_loop()
            work = self._prepare(uri, snapshot)
            findings = await loop.run_in_executor(self._executor, work)
            if self._generation(uri) != snapshot.generation:
                return  # Stale or closed: a newer version has its own task.
            self._publish(snapshot, findings)
        except asyncio.CancelledError:
            pass
        except Exception:  # noqa: BLE001 - the server keeps serving.
            log.exception("diagnostics failed for %s", uri)
        finally:
            if self._tasks.get(uri) is asyncio.current_task():
                del self._tasks[uri]

    def shutdown(self) -> None:
        for task in self._tasks.values():
            task.cancel()
        self._executor.shutdown(wait=False, cancel_futures=True)
