"""Locks that a forked analysis worker finds open.

`analysis/parallel.py` forks the server to analyze a large file on several
cores. A fork copies only the thread that forks: a lock another thread held at
that moment stays held forever in the child, and the child's first attempt to
take it would hang. Every lock the engine (syntax, project, analysis, hover)
takes is made here, so that the child can make all of them anew before it does
any work (`after_fork_in_child`); the data they guard is never left half
changed by a Python-level operation, because the fork happens with the GIL held.

Python 3.11's `functools.cached_property` also keeps one lock per attribute
(for every instance of the class); those of this package's classes are made
anew too. Python 3.12 dropped that lock.

The server never forks outside `analysis/parallel.py`, and the child only
analyzes, writes its result to a pipe and exits.
"""

from __future__ import annotations

import functools
import sys
import threading
import weakref

_live: "weakref.WeakSet[_Lock]" = weakref.WeakSet()
_live_guard = threading.Lock()  # Only taken by the thread that creates a lock (never across a fork: see below).


class _Lock:
    """A `threading.Lock` (or `RLock`) that `after_fork_in_child` can replace."""

    __slots__ = ("_inner", "_factory", "__weakref__")

    def __init__(self, factory) -> None:
        self._factory = factory
        self._inner = factory()
        with _live_guard:
            _live.add(self)

    def acquire(self, blocking: bool = True, timeout: float = -1) -> bool:
        return self._inner.acquire(blocking, timeout)

    def release(self) -> None:
        self._inner.release()

    def __enter__(self) -> bool:
        return self._inner.acquire()

    def __exit__(self, *exc) -> None:
        self._inner.release()


def Lock() -> _Lock:  # noqa: N802 - reads like threading.Lock
    return _Lock(threading.Lock)


def RLock() -> _Lock:  # noqa: N802
    return _Lock(threading.RLock)


def after_fork_in_child() -> None:
    """In a freshly forked child, before anything else: every engine lock made anew, unheld."""
    global _live_guard
    _live_guard = threading.Lock()
    for lock in list(_live):
        lock._inner = lock._factory()
    if sys.version_info < (3, 12):
        _remake_cached_property_locks()


def _remake_cached_property_locks() -> None:
    package = __name__.rpartition(".")[0] + "."
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(package):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, type) and value.__module__ == name:
                for attribute in vars(value).values():
                    if isinstance(attribute, functools.cached_property) and hasattr(attribute, "lock"):
                        attribute.lock = threading.RLock()
