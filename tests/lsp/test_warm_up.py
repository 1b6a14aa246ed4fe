"""The presentation engines are loaded once publishes pause, not at the first publish (issue 18).

Their loading shares the interpreter with the analyses, so it waits until typing pauses
(`WarmUp.DELAY_S` without a publish); these drive `WarmUp` with a recorded `submit`.
"""

from __future__ import annotations

import asyncio

from opencl_lsp.lsp import warm_up
from opencl_lsp.lsp.warm_up import WarmUp


def _warm_up(monkeypatch) -> tuple[WarmUp, list]:
    monkeypatch.setattr(WarmUp, "DELAY_S", 0.1)
    submitted: list = []
    return WarmUp(lambda *work: submitted.append(work)), submitted


async def test_the_engines_load_once_publishes_pause(monkeypatch):
    up, submitted = _warm_up(monkeypatch)
    for _ in range(5):  # Keystrokes, each published 50 ms after the one before.
        up.published((1, 2), frozenset({"a"}))
        await asyncio.sleep(0.05)
    assert submitted == [], "nothing loads while typing goes on"
    await asyncio.sleep(0.1)
    assert submitted == [(warm_up.warm, (1, 2), frozenset({"a"}))]
    up.published((3, 0), frozenset())
    await asyncio.sleep(0.2)
    assert len(submitted) == 1 and up.done, "once"


async def test_the_configuration_warmed_is_the_last_published(monkeypatch):
    up, submitted = _warm_up(monkeypatch)
    up.published((1, 2), frozenset())
    up.published((3, 0), frozenset({"b"}))
    await asyncio.sleep(0.2)
    assert submitted == [(warm_up.warm, (3, 0), frozenset({"b"}))]


def test_warm_builds_the_completion_lists():
    from opencl_lsp.hover import completion
    from opencl_lsp.project.features import DEFAULT_FEATURES, DEFAULT_VERSION

    warm_up.warm(DEFAULT_VERSION, DEFAULT_FEATURES)
    assert completion.builtin_items(DEFAULT_VERSION, completion._features(DEFAULT_FEATURES), True)
