"""Memoization for the engine: the one place that keeps values between calls.

Two kinds, for two lifetimes:

- `cache(name, size)`: a named, bounded LRU shared by every snapshot (a function's
  findings by its text, a header's words by its content...). Every such cache is
  registered here, so `clear_all()` forgets everything the engine keeps between
  snapshots (benchmarks from scratch, tests) without knowing the modules that own
  them. Each is thread-safe (analyses of several documents run at once) and its lock
  is a `forksafe` one: a forked analysis child never finds it held. Values are made
  outside the lock, so two threads may both make one; the first stored is kept.
- `Memo`: values computed once for the object that holds it (a snapshot, a context,
  a semantic model): `snapshot.memo(key, make)`. It lives and dies with its owner,
  so it needs no bound and no registry.

What it does not know: what is cached, or when a value goes stale. A key must hold
everything the value depends on; a cache changes only what an answer costs.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Hashable, Iterator, Optional, TypeVar

from . import forksafe

T = TypeVar("T")
_MISSING: Any = object()


class _Bounded:
    """What the two bounded caches share; each has `_data`, `get` and `put`."""

    __slots__ = ()

    def get_or_make(self, key: Hashable, make: Callable[[], T]) -> T:
        """The value under `key`, made by `make()` (outside the lock) and stored when missing."""
        found = self.get(key, _MISSING)
        if found is _MISSING:
            found = make()
            self.put(key, found)
        return found

    def clear(self) -> None:
        with self._lock:
            self._data.clear()

    def __len__(self) -> int:
        return len(self._data)


class LRU(_Bounded):
    """A bounded map, least recently used first out; thread-safe and fork-safe.

    Two more bounds, for caches whose entries are versions of one thing (a file's tokens by
    path and content) or whose entries vary widely in size (layouts by body text):

    - `versions`: at most this many entries share a key's first element (`key[0]`, the path);
      storing a newer one drops the oldest stored. An edited document's older contents are
      seldom asked for again (an undo), so they must not pile up to the count bound: memory
      would then grow with the number of edits.
    - `weigh` and `budget`: `weigh(key)` is an entry's cost (the bytes of text in it, say); the
      least recently used entries go while the stored total is over `budget` (the newest
      entry always stays). `weigh_value(value)` instead, where the cost is the value's (one
      large value per file, under its path).

    Unregistered: a cache that belongs to one object (a workspace index) and goes with it.
    Module-level caches are made with `cache(name, size)`, which registers them.
    """

    __slots__ = ("size", "_data", "_lock", "versions", "_versions", "weigh", "weigh_value", "budget", "_weights",
                 "_total")

    def __init__(self, size: int, versions: int = 0, weigh: Optional[Callable[[Any], int]] = None,
                 budget: int = 0, weigh_value: Optional[Callable[[Any], int]] = None) -> None:
        if size < 1:
            raise ValueError("an LRU holds at least one entry")
        if weigh is not None and weigh_value is not None:
            raise ValueError("an LRU weighs its keys or its values, not both")
        if (weigh is None and weigh_value is None) != (budget < 1):
            raise ValueError("a weighed LRU needs both `weigh` (or `weigh_value`) and a positive `budget`")
        self.size = size
        self._data: OrderedDict = OrderedDict()
        self._lock = forksafe.Lock()
        self.versions = versions
        self._versions: dict = {}  # key[0] -> the keys stored under it, oldest first
        self.weigh = weigh
        self.weigh_value = weigh_value
        self.budget = budget
        self._weights: dict = {}
        self._total = 0

    def get(self, key: Hashable, default: Any = None) -> Any:
        """The value under `key` (now the most recently used), or `default`.

        Lock-free, as it is the hot path: a lookup and a move to the end are each one call
        into the C dictionary, atomic under the GIL; an entry another thread evicts between
        the two is simply not moved.
        """
        data = self._data
        found = data.get(key, _MISSING)
        if found is _MISSING:
            return default
        try:
            data.move_to_end(key)
        except KeyError:
            pass
        return found

    def put(self, key: Hashable, value: Any) -> None:
        """Store `value` under `key` as the most recently used; the oldest entries beyond the bounds go."""
        with self._lock:
            data = self._data
            new = key not in data
            data[key] = value
            data.move_to_end(key)
            if self.budget:
                weight = self.weigh(key) if self.weigh is not None else self.weigh_value(value)
                self._total += weight - self._weights.get(key, 0)
                self._weights[key] = weight
            if self.versions and new:
                stored = self._versions.setdefault(key[0], [])
                stored.append(key)
                while len(stored) > self.versions:
                    self._drop(stored[0])
            while len(data) > self.size or (self._total > self.budget and len(data) > 1):  # (Unweighed: 0 > 0.)
                self._drop(next(iter(data)))

    def _drop(self, key: Hashable) -> None:
        """Forget one entry and what the bounds know of it (under the lock)."""
        self._data.pop(key, None)
        if self.budget:
            self._total -= self._weights.pop(key, 0)
        if self.versions:
            stored = self._versions.get(key[0])
            if stored is not None:
                stored.remove(key)
                if not stored:
                    del self._versions[key[0]]

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._versions.clear()
            self._weights.clear()
            self._total = 0

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._data


class Table(_Bounded):
    """A bounded map without an order: emptied when full; thread-safe and fork-safe.

    For hot lookups whose keys recur (a type's text, a call's shape): `get` is the
    dictionary's own method, with no Python frame and no reordering on a hit (an `LRU`
    hit costs three calls, 2% of a from-scratch analysis for a few such caches). Losing
    every entry at once when the bound is reached only costs making them again. With
    `weigh` and `budget` (as `LRU`'s), it is also emptied when the stored total would pass
    the budget.
    """

    __slots__ = ("size", "_data", "_lock", "get", "weigh", "budget", "_total")

    def __init__(self, size: int, weigh: Optional[Callable[[Any], int]] = None, budget: int = 0) -> None:
        if size < 1:
            raise ValueError("a table holds at least one entry")
        if (weigh is None) != (budget < 1):
            raise ValueError("a weighed table needs both `weigh` and a positive `budget`")
        self.size = size
        self._data: dict = {}
        self._lock = forksafe.Lock()
        self.get = self._data.get  # `clear` empties this dictionary, never replaces it.
        self.weigh = weigh
        self.budget = budget
        self._total = 0  # What `weigh` gave the entries stored since the table was last emptied.

    def put(self, key: Hashable, value: Any) -> None:
        with self._lock:
            data = self._data
            if len(data) >= self.size and key not in data:
                data.clear()
                self._total = 0
            if self.weigh is not None:
                weight = self.weigh(key)
                if self._total + weight > self.budget and data:
                    data.clear()
                    self._total = 0
                self._total += weight
            data[key] = value

    def put_many(self, entries: dict) -> None:
        """`put` of each entry, under one lock (a file's items met for the first time: thousands)."""
        if not entries:
            return
        with self._lock:
            data = self._data
            weight = sum(map(self.weigh, entries)) if self.weigh is not None else 0
            if len(data) + len(entries) > self.size or (weight and self._total + weight > self.budget):
                data.clear()
                self._total = 0
            self._total += weight
            data.update(entries)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._total = 0

    def __contains__(self, key: Hashable) -> bool:
        return key in self._data


_registry: "dict[str, LRU | Table]" = {}
_registry_lock = forksafe.Lock()


def cache(name: str, size: int, ordered: bool = True, versions: int = 0,
          weigh: Optional[Callable[[Any], int]] = None, budget: int = 0,
          weigh_value: Optional[Callable[[Any], int]] = None) -> "LRU | Table":
    """The registered cache called `name` (made on first call, holding at most `size` entries):
    an `LRU`, or with `ordered=False` a `Table` (cheaper hits, emptied when full). `versions`
    and `weigh_value` (an LRU's), `weigh` and `budget` bound it further (see `LRU`).

    Names are dotted like modules (`analysis.driver.items`); asking twice for one name
    gives the same cache.
    """
    if not ordered and (versions or weigh_value is not None):
        raise ValueError("only an LRU keeps versions or weighs its values")
    with _registry_lock:
        found = _registry.get(name)
        if found is None:
            found = _registry[name] = LRU(size, versions, weigh, budget, weigh_value) if ordered else \
                Table(size, weigh, budget)
        return found


def text_weight(key: Any) -> int:
    """An entry's cost as the bytes of text in its key (an item's text, or a tuple holding
    texts): for caches whose values grow with the text they were made from."""
    if key.__class__ is bytes or key.__class__ is str:
        return len(key)
    if isinstance(key, tuple):
        return sum([len(part) for part in key if part.__class__ is bytes or part.__class__ is str])
    return 0


# What a cache weighed by `text_weight` may hold: an edit that changes the text outside every
# body (or one that breaks a function so that it runs to the end of the file) makes a new entry
# for every item; with a count bound alone, entries as large as the file (that broken function)
# would each stay until thousands more came.
TEXT_BUDGET = 32 * 2**20


def registered() -> Iterator[tuple[str, "LRU | Table"]]:
    """(name, cache) of every registered cache, by name."""
    with _registry_lock:
        items = sorted(_registry.items())
    return iter(items)


def clear_all() -> None:
    """Forget every registered cache's entries (the caches stay registered)."""
    for _name, found in registered():
        found.clear()


class Memo:
    """Values computed once per owner: `owner.memo(key, make)` is `make()` the first time.

    Keys are the caller's (a dotted string naming the fact, or a tuple starting with one).
    Not locked: two threads may both make a value; the first stored is the one both get.
    """

    __slots__ = ("_values",)

    def __init__(self) -> None:
        self._values: dict = {}

    def __call__(self, key: Hashable, make: Callable[[], T]) -> T:
        values = self._values
        found = values.get(key, _MISSING)
        if found is _MISSING:
            found = values.setdefault(key, make())
        return found

    def get(self, key: Hashable, default: Any = None) -> Any:
        """The value under `key` if one was made, else `default` (never makes one)."""
        return self._values.get(key, default)

    def set(self, key: Hashable, value: Any) -> None:
        """Store a value made elsewhere (a synthetic snapshot given its original's facts)."""
        self._values[key] = value

    def __repr__(self) -> str:
        return f"Memo({len(self._values)} values)"
