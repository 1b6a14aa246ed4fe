"""The disk cache of attrs' generated methods (server/codecache.py, issue 18: startup)."""

from __future__ import annotations

import attrs

from opencl_lsp.codecache import AttrsCodeCache, cached_attrs_code


def define():
    """A fresh attrs class, as lsprotocol.types defines hundreds."""

    @attrs.define
    class Point:
        x: int
        y: int = 0

    return Point


def test_a_second_start_compiles_nothing_and_the_classes_behave_the_same(tmp_path):
    path = str(tmp_path / "cache" / "attrs.marshal")
    first = cached_attrs_code(path)
    try:
        Point = define()
    finally:
        first.uninstall()
    assert first.compiled > 0 and len(first.used) == first.compiled
    first.save()

    second = cached_attrs_code(path)
    try:
        Again = define()
    finally:
        second.uninstall()
    assert second.compiled == 0 and second.used
    second.save()  # Nothing new: the file is left as it is.
    assert Again(1, 2) == Again(1, 2) != Again(2, 1)
    assert repr(Again(3)) == repr(Point(3)) and repr(Again(3)).endswith("Point(x=3, y=0)")
    assert Again(5).y == 0


def test_a_damaged_or_unwritable_cache_compiles_as_without_it(tmp_path):
    damaged = tmp_path / "attrs.marshal"
    damaged.write_bytes(b"\x00not marshal")
    cache = cached_attrs_code(str(damaged))
    try:
        Point = define()
    finally:
        cache.uninstall()
    assert cache.compiled > 0 and Point(1) == Point(1, 0)
    cache.save()
    reread = AttrsCodeCache(str(damaged))
    assert reread.install()
    reread.uninstall()
    assert reread.known  # Rewritten: it reads again.

    nowhere = cached_attrs_code(str(tmp_path / "file" / "attrs.marshal"))
    (tmp_path / "file").write_text("a file where the directory would be")
    try:
        define()
    finally:
        nowhere.uninstall()
    nowhere.save()  # Cannot write: says nothing, raises nothing.
    assert not (tmp_path / "file").is_dir()


def test_uninstall_gives_attrs_its_own_compile_back(tmp_path):
    import attr._make as make

    original = make._compile_and_eval
    cache = cached_attrs_code(str(tmp_path / "attrs.marshal"))
    assert make._compile_and_eval is not original
    cache.uninstall()
    assert make._compile_and_eval is original
