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
from typing import Any, Callable, Hashable, Iterator, TypeVar

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

    Unregistered: a cache that belongs to one object (a workspace index) and goes with it.
    Module-level caches are made with `cache(name, size)`, which registers them.
    """

    __slots__ = ("size", "_data", "_lock")

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError("an LRU holds at least one entry")
        self.size = size
        self._data: OrderedDict = OrderedDict()
        self._lock = forksafe.Lock()

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
        """Store `value` under `key` as the most recently used; the oldest entries beyond the bound go."""
        with self._lock:
            data = self._data
            data[key] = value
            data.move_to_end(key)
            while len(data) > self.size:
                data.popitem(last=False)

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._data


class Table(_Bounded):
    """A bounded map without an order: emptied when full; thread-safe and fork-safe.

    For hot lookups whose keys recur (a type's text, a call's shape): `get` is the
    dictionary's own method, with no Python frame and no reordering on a hit (an `LRU`
    hit costs three calls, 2% of a from-scratch analysis for a few such caches). Losing
    every entry at once when the bound is reached only costs making them again.
    """

    __slots__ = ("size", "_data", "_lock", "get")

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError("a table holds at least one entry")
        self.size = size
        self._data: dict = {}
        self._lock = forksafe.Lock()
        self.get = self._data.get  # `clear` empties this dictionary, never replaces it.

    def put(self, key: Hashable, value: Any) -> None:
        with self._lock:
            data = self._data
            if len(data) >= self.size and key not in data:
                data.clear()
            data[key] = value

    def put_many(self, entries: dict) -> None:
        """`put` of each entry, under one lock (a file's items met for the first time: thousands)."""
        if not entries:
            return
        with self._lock:
            data = self._data
            if len(data) + len(entries) > self.size:
                data.clear()
            data.update(entries)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._data


_registry: "dict[str, LRU | Table]" = {}
_registry_lock = forksafe.Lock()


def cache(name: str, size: int, ordered: bool = True) -> "LRU | Table":
    """The registered cache called `name` (made on first call, holding at most `size` entries):
    an `LRU`, or with `ordered=False` a `Table` (cheaper hits, emptied when full).

    Names are dotted like modules (`analysis.driver.items`); asking twice for one name
    gives the same cache.
    """
    with _registry_lock:
        found = _registry.get(name)
        if found is None:
            found = _registry[name] = LRU(size) if ordered else Table(size)
        return found


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
