"""Work on several cores: the tasks of one analysis shared with forked children.

Opening a large file analyzes every function in it, and the functions are
independent of each other once the file-wide facts are known (the semantic
model, macro tables, file scope). `driver.py` computes those facts, cuts the
items into tasks and calls `start`, which forks children. Tasks are handed out
as one-byte tokens through a pipe: every process, the parent included, takes
the next token whenever it is free, so a process slowed by heavier functions
or by another program simply takes fewer (`Running.take`). `Running.collect`
gathers what the children did.

Why fork rather than a pool of fresh processes: a child needs the snapshot's
tree and every file-wide fact, and the project's view of unsaved buffers and
cached header macros. A forked child has all of it, copied on write, for a few
milliseconds; a fresh process would need all of it shipped and rebuilt.

What keeps it safe:
- Only Linux forks (`jobs()` is 1 elsewhere), and `OPENCL_LSP_JOBS=1` turns it
  off.
- A fork copies only the forking thread: the engine's locks are all made
  anew in the child (`forksafe.after_fork_in_child`) before it does anything.
- The child only computes, writes its pickled result to a pipe and leaves
  with `os._exit`: no exit handlers, no flush of buffers it inherited (the
  server's stdout is the protocol channel). Its log records travel back with
  the result and the parent logs them.
- Nothing the child does can change the answer, only delay it: a child that
  fails, dies, sends something unreadable or is not done by the deadline is
  killed, and the tasks it took are done in the parent. After `MAX_FAILURES`
  failures the process stops forking.
- Children die with their parent, whatever kills it, SIGKILL included
  (`lifeline.die_with_parent`, the first thing a child does).
- The server analyzes several documents at once (one thread each): only one
  analysis at a time has children (`start` answers None to the others, which
  then work alone), so no two sets of children compete for the cores.
"""

from __future__ import annotations

import logging
import os
import select
import signal
import sys
import time
import warnings
from dataclasses import dataclass, field
from typing import Callable, Optional

from .. import forksafe, lifeline

log = logging.getLogger(__name__)

# At most this many processes work on one analysis (the parent included).
MAX_JOBS = 4
# The children get at least this long, and at least DEADLINE_FACTOR times what
# the parent spent before collecting, to send their results; then the tasks of
# a child not done are done here instead.
MIN_DEADLINE_S = 2.0
DEADLINE_FACTOR = 3.0
MAX_FAILURES = 3

_failures = 0
_in_child = False
# Held by the one analysis that has children, from `start` until `collect` or `abandon`.
_workers_busy = forksafe.Lock()

# Python 3.12 warns about any fork in a process with threads: the child could
# meet a lock another thread held. This module's children make every lock they
# can meet anew (see above) and are bounded by a deadline.
warnings.filterwarnings("ignore", message=r".*fork\(\) may lead to deadlocks", category=DeprecationWarning,
                        module=__name__)


def jobs() -> int:
    """How many processes may share an analysis: 1 means no fork."""
    if _in_child or _failures >= MAX_FAILURES or not sys.platform.startswith("linux") or not hasattr(os, "fork"):
        return 1
    wanted = os.environ.get("OPENCL_LSP_JOBS", "").strip()
    if wanted:
        try:
            return max(1, min(int(wanted), 64))
        except ValueError:
            log.warning("OPENCL_LSP_JOBS=%r is not a number; analyzing on one core", wanted)
            return 1
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(cores, MAX_JOBS))


# Tasks travel as single bytes.
MAX_TASKS = 256


@dataclass
class _Child:
    pid: int
    fd: int
    data: bytearray = field(default_factory=bytearray)
    done: bool = False


@dataclass
class Running:
    """Children at work on the tasks, which the parent takes too."""

    tokens: int  # Read end of the pipe of task tokens.
    children: list[_Child]
    started: float

    def take(self) -> Optional[int]:
        """The next task nobody has taken, or None when all are taken."""
        return _take(self.tokens)

    def collect(self) -> dict[int, object]:
        """The results of the tasks the children finished, by task; the caller does the others
        (those of a child that failed). Call once, after taking tasks until none are left."""
        global _failures
        os.close(self.tokens)
        spent = time.monotonic() - self.started
        deadline = time.monotonic() + max(MIN_DEADLINE_S, DEADLINE_FACTOR * spent)
        _read_all(self.children, deadline)
        results: dict[int, object] = {}
        try:
            for child in self.children:
                found, records = _finish(child)
                for record in records:
                    logging.getLogger(record.name).handle(record)
                if found is _FAILED:
                    _failures += 1
                    log.warning("analysis worker %d failed (%d so far); its tasks are done here", child.pid, _failures)
                else:
                    results.update(found)
        finally:
            _workers_busy.release()
        return results

    def abandon(self) -> None:
        """Kill the children and forget their work (the analysis they were helping is given up)."""
        try:
            os.close(self.tokens)
            for child in self.children:
                os.close(child.fd)
                _kill(child)
        finally:
            _workers_busy.release()


def start(count: int, work: Callable[[int], object], children: int) -> Optional[Running]:
    """Fork `children` processes that take tasks and compute `work(task)`; None when that
    fails (the caller then does every task itself). `work` must not raise and its results
    must pickle. The caller takes tasks with `Running.take`, then calls `collect`."""
    if not 0 < count <= MAX_TASKS:
        raise ValueError(f"{count} tasks: between 1 and {MAX_TASKS}")
    # Imported here, before forking (the children inherit it), not when the server starts:
    # 20-45 ms of a start whose first file is small (issue 18).
    import pickle  # noqa: F401
    if not _workers_busy.acquire(blocking=False):
        log.debug("another analysis has the workers; this one works alone")
        return None
    try:
        running = _start(count, work, children)
    except BaseException:
        _workers_busy.release()
        raise
    if running is None:
        _workers_busy.release()
    return running


def _start(count: int, work: Callable[[int], object], children: int) -> Optional[Running]:
    started = time.monotonic()
    lifeline_fds = lifeline.parent_end() or (None, None)
    parent = os.getpid()
    try:
        tokens, writer = os.pipe()
    except OSError:
        return None
    # Every token is in the pipe and its write end closed before any fork: a read
    # gets one token, or end of file once all are taken.
    os.write(writer, bytes(range(count)))
    os.close(writer)
    forked: list[_Child] = []
    for _ in range(children):
        try:
            read_fd, write_fd = os.pipe()
        except OSError:
            break
        try:
            pid = os.fork()
        except OSError:
            os.close(read_fd)
            os.close(write_fd)
            break
        if pid == 0:  # pragma: no cover - runs in the child, which never returns
            try:
                lifeline.die_with_parent(parent, *lifeline_fds)
                os.close(read_fd)
            except BaseException:  # noqa: BLE001 - the parent does this child's share.
                os._exit(1)
            _child_main(work, tokens, write_fd)
        os.close(write_fd)
        forked.append(_Child(pid, read_fd))
    if not forked:
        os.close(tokens)
        log.warning("could not start analysis workers; analyzing on one core")
        return None
    log.debug("%d tasks shared by this process and %d children", count, len(forked))
    return Running(tokens, forked, started)


def _take(tokens: int) -> Optional[int]:
    while True:
        try:
            token = os.read(tokens, 1)
        except InterruptedError:
            continue
        return token[0] if token else None


def _child_main(work: Callable, tokens: int, fd: int) -> None:  # pragma: no cover - child only
    global _in_child
    status = 1
    try:
        forksafe.after_fork_in_child()
        _in_child = True
        records = _capture_logs()
        results = {}
        while (task := _take(tokens)) is not None:
            results[task] = work(task)
        import pickle  # Loaded already: `start` imported it before the fork.

        payload = pickle.dumps((results, records), protocol=pickle.HIGHEST_PROTOCOL)
        view = memoryview(payload)
        while view:
            view = view[os.write(fd, view):]
        status = 0
    except BaseException:  # noqa: BLE001 - the parent does these tasks again.
        status = 1
    finally:
        os._exit(status)


class _Collector(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        # What pickles: the message with its arguments applied, the traceback as text.
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        record.msg, record.args, record.exc_info = record.getMessage(), None, None
        self.records.append(record)


def _capture_logs() -> list:  # pragma: no cover - child only
    """Route every log record and warning of the child into a list (handlers inherited from
    the parent may write to the protocol channel or a shared file)."""
    collector = _Collector()
    logging.captureWarnings(True)  # Warnings too: printing them would write to the inherited stderr.
    manager = logging.root.manager
    for logger in [logging.root, *manager.loggerDict.values()]:
        if isinstance(logger, logging.Logger):
            logger.handlers = []
    logging.root.addHandler(collector)
    return collector.records


def _read_all(children: list[_Child], deadline: float) -> None:
    pending = {child.fd: child for child in children}
    while pending:
        left = deadline - time.monotonic()
        if left <= 0:
            return
        try:
            ready, _, _ = select.select(list(pending), [], [], left)
        except InterruptedError:
            continue
        for fd in ready:
            child = pending[fd]
            try:
                chunk = os.read(fd, 1 << 20)
            except OSError:
                chunk = b""
            if chunk:
                child.data += chunk
            else:
                child.done = True
                del pending[fd]


_FAILED = object()


def _finish(child: _Child):
    """(results by task or _FAILED, log records) of a child; the child is reaped either way."""
    os.close(child.fd)
    if not child.done:
        _kill(child)
        return _FAILED, []
    try:
        _, status = os.waitpid(child.pid, 0)
    except ChildProcessError:
        status = 1
    if status != 0:
        return _FAILED, []
    import pickle

    try:
        result, records = pickle.loads(bytes(child.data))
    except Exception:  # noqa: BLE001
        return _FAILED, []
    return result, records


def _kill(child: _Child) -> None:
    try:
        os.kill(child.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    try:
        os.waitpid(child.pid, 0)
    except ChildProcessError:
        pass
