"""How long one analysis may run, and the words for what it skipped when time ran out.

A `Budget` is a deadline on the monotonic clock (the same clock in forked
children, so they stop at the same moment as the parent) and, optionally, a
question the caller answers when the analysis is no longer wanted (a newer
version of the document). The driver asks `expired()` between file-scope
rules, between top-level items and between the rules of one item: a rule
already running is never interrupted, so a single slow rule can overrun the
budget, but the rules after it do not run. What was skipped is reported by
rule S007 (`rules/time_budget.py`), never dropped silently.

A rule that runs long on one item (a use in a block nested 10,000 deep costs
the depth to resolve, and there may be thousands of uses) is cut too: while
the driver runs rules under `enforced(budget)`, the engine's hot lookups call
`checkpoint()`, which raises `OutOfTime` once the budget is spent. The driver
counts that rule's item as not analyzed. `OutOfTime` is a `BaseException` so
that the `except Exception` which isolates one broken rule does not swallow it.

This module knows nothing of the protocol or of configuration files: the
caller turns its setting (`ProjectConfig.analysis_time_budget_ms`: the
`analysis.timeBudgetMs` editor setting, `[analysis] time-budget-ms` in
`.opencl-lsp.toml`, `check --time-budget-ms`) into seconds.
"""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from typing import Callable, Iterator, Optional

class Budget:
    """Whether an analysis must stop now: its time is up, or its caller gave it up."""

    __slots__ = ("seconds", "deadline", "_cancelled", "_out", "cancelled")

    def __init__(self, seconds: Optional[float] = None, cancelled: Optional[Callable[[], bool]] = None):
        self.seconds = seconds if seconds and seconds > 0 else None
        self.deadline = None if self.seconds is None else time.monotonic() + self.seconds
        self._cancelled = cancelled
        self._out = False
        self.cancelled = False  # True once the caller gave the analysis up (its result is not wanted).

    def expired(self) -> bool:
        """True from the first time the deadline has passed or the caller gave up; cheap enough per item."""
        if self._out:
            return True
        if self._cancelled is not None and self._cancelled():
            self._out = self.cancelled = True
        elif self.deadline is not None and time.monotonic() >= self.deadline:
            self._out = True
        return self._out

    @property
    def limited(self) -> bool:
        return self.deadline is not None or self._cancelled is not None


UNLIMITED = Budget()


class OutOfTime(BaseException):
    """Raised by `checkpoint()` inside a rule once the enforced budget is spent."""


_enforced = threading.local()  # Per thread: the server analyzes documents on several threads.


@contextmanager
def enforced(budget: Budget) -> Iterator[None]:
    """Within: `checkpoint()` raises `OutOfTime` once `budget` has expired."""
    previous = getattr(_enforced, "budget", None)
    _enforced.budget = None if budget is UNLIMITED else budget
    try:
        yield
    finally:
        _enforced.budget = previous


def checkpoint() -> None:
    """Raise `OutOfTime` when the budget being enforced on this thread has expired (a
    thread-local read and a clock read: cheap enough for every name lookup)."""
    budget = getattr(_enforced, "budget", None)
    if budget is not None and budget.expired():
        raise OutOfTime
