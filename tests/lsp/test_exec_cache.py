"""The disk cache of dataclasses' generated code (server/lsp/exec_cache.py): classes made from
cached code are the classes `@dataclass` makes without it, and a second start compiles nothing."""

from __future__ import annotations

import dataclasses
import inspect
import os

from opencl_lsp.lsp.exec_cache import ExecCodeCache

# Every kind of generated method: __init__ with defaults, factories, InitVar and init=False,
# __post_init__, __repr__, __eq__, order, frozen (__setattr__/__delattr__), __hash__, slots, kw_only.
SOURCE = '''
import dataclasses
from dataclasses import InitVar, dataclass, field
from typing import ClassVar, Optional

@dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int = 0

@dataclass(slots=True)
class Bag:
    items: list = field(default_factory=list)
    scale: InitVar[int] = 1
    total: int = field(init=False, default=0)
    kind: ClassVar[str] = "bag"

    def __post_init__(self, scale):
        self.total = len(self.items) * scale

@dataclass(kw_only=True, unsafe_hash=True)
class Named:
    name: str
    note: Optional[str] = None
'''


def _define(cache=None) -> dict:
    if cache is not None:
        assert cache.install(dataclasses)
    try:
        namespace = {"__name__": "exec_cache_sample"}
        exec(compile(SOURCE, "<sample>", "exec", dont_inherit=True), namespace)
        return namespace
    finally:
        if cache is not None:
            cache.uninstall()


def _behaviour(ns: dict) -> list:
    point, bag, named = ns["Point"], ns["Bag"], ns["Named"]
    p = point(1, 2)
    try:
        p.x = 3
        frozen = False
    except dataclasses.FrozenInstanceError:
        frozen = True
    b = bag([1, 2], scale=3)
    n = named(name="a")
    return [
        repr(p), p == point(1, 2), p < point(2, 0), frozen, hash(p) == hash(point(1, 2)),
        repr(b), b.total, bag().items is not bag().items, hasattr(b, "__dict__"), bag.kind,
        repr(n), hash(n) == hash(named(name="a")),
        *(str(inspect.signature(cls.__init__)) for cls in (point, bag, named)),
        *(repr(cls.__init__.__annotations__) for cls in (point, bag, named)),
    ]


def test_cached_code_makes_the_same_classes(tmp_path):
    path = str(tmp_path / "dataclass-code.marshal")
    expected = _behaviour(_define())

    first = ExecCodeCache(path)
    assert _behaviour(_define(first)) == expected
    assert first.compiled == len(first.used) > 0
    assert "exec" not in vars(dataclasses)  # uninstalled: the builtin again
    first.save()
    assert os.path.getsize(path) > 0

    second = ExecCodeCache(path)
    assert _behaviour(_define(second)) == expected
    assert second.compiled == 0 and len(second.used) == len(first.used)


def test_a_broken_cache_file_compiles_as_without_it(tmp_path):
    path = tmp_path / "dataclass-code.marshal"
    path.write_bytes(b"not marshal data")
    cache = ExecCodeCache(str(path))
    assert _behaviour(_define(cache)) == _behaviour(_define())
    assert cache.compiled == len(cache.used) > 0
