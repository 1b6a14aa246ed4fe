"""A device build on open waits for the document's first full static publish (issue 18).

The worker's start (importing pyopencl, loading a driver) and the driver's compile take CPU that
the static analysis of the file just opened needs; a build that started a fixed 0.2 s after the
open made the full static set of a 10,000-line file come later. These drive `DeviceBuilds` with a
stand-in server and a recorded `build_now`, so the order is checked without timing a driver.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from opencl_lsp.lsp import device_builds
from opencl_lsp.lsp.device_builds import DeviceBuilds
from opencl_lsp.syntax.document import Document

URI = "file:///w/k.cl"


def _builds(device_settings: dict) -> tuple[DeviceBuilds, list[str]]:
    server = SimpleNamespace(config_for=lambda uri: SimpleNamespace(device=device_settings))
    builds = DeviceBuilds(server)
    started: list[str] = []

    async def build_now(uri):
        started.append(uri)

    builds.build_now = build_now
    builds._diagnostics = lambda uri, snapshot, static: []
    return builds, started


def _snapshot():
    return Document.from_text("/w/k.cl", "kernel void k(global int *p) { p[0] = 1; }\n", 1).snapshot()


async def test_the_build_on_open_starts_with_the_static_publish():
    builds, started = _builds({})
    builds.on_open(URI)
    await asyncio.sleep(0.5)  # Past the fixed delay builds on open used to wait.
    assert started == [], "no build before the static findings are out"
    builds.diagnostics(URI, _snapshot(), [])
    await asyncio.sleep(0.05)
    assert started == [URI]
    builds.diagnostics(URI, _snapshot(), [])  # Later publishes (edits) start no build in openSave mode.
    await asyncio.sleep(0.05)
    assert started == [URI]


async def test_without_a_publish_the_build_goes_after_the_longest_wait(monkeypatch):
    monkeypatch.setattr(device_builds, "OPEN_WAIT_MAX_S", 0.2)
    builds, started = _builds({})
    builds.on_open(URI)
    await asyncio.sleep(0.4)
    assert started == [URI], "an analysis that never publishes does not keep the build waiting for good"
    builds.diagnostics(URI, _snapshot(), [])
    await asyncio.sleep(0.05)
    assert started == [URI], "the publish after it starts no second build"


async def test_a_build_started_by_a_save_is_not_repeated_by_the_publish():
    builds, started = _builds({})
    builds.on_open(URI)
    builds.on_save(URI)
    await asyncio.sleep(0.05)
    assert started == [URI]
    builds.diagnostics(URI, _snapshot(), [])
    await asyncio.sleep(0.05)
    assert started == [URI]


async def test_other_modes_build_nothing_on_open():
    builds, started = _builds({"mode": "onSave"})
    builds.on_open(URI)
    builds.diagnostics(URI, _snapshot(), [])
    await asyncio.sleep(0.05)
    assert started == []
