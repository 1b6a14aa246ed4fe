"""What every handler shares: the failure guard, the refusal error, positioned requests, work off the loop."""

from __future__ import annotations

import asyncio
import functools
import logging
from pathlib import Path
from typing import Any, Callable, Optional, Protocol

from pygls.exceptions import JsonRpcException

from ...project.config import ProjectConfig
from ...syntax.document import Snapshot
from ...syntax.positions import Encoding
from .. import convert
from ..diagnostics import DiagnosticsScheduler
from ..documents import DocumentStore
from ..workspace import Workspace

log = logging.getLogger(__name__)


class Server(Protocol):
    """What handlers use of the server (`server.OpenCLServer`, a pygls `LanguageServer`).

    Named here, so that handlers do not import the module that registers them.
    """

    documents: DocumentStore
    scheduler: DiagnosticsScheduler
    project: Workspace
    device: Any  # device_builds.DeviceBuilds (it imports the server module for its own type)
    roots: list[Path]
    settings: Optional[dict]
    warm_up: Any  # warm_up.WarmUp
    completion_config: tuple[tuple[int, int], frozenset[str]]
    token_cache: dict[str, tuple[str, list[int]]]
    handoff: Any  # early.Handoff: what the start answered before the server loaded, or None
    # pygls' own members that handlers use.
    protocol: Any
    thread_pool: Any
    client_capabilities: Any
    work_done_progress: Any

    @property
    def encoding(self) -> Encoding: ...

    def config_for(self, uri: str) -> ProjectConfig: ...

    def config_for_path(self, path: str) -> ProjectConfig: ...

    def include_dirs_for(self, path: str) -> list[str]: ...

    def language_config(self, uri: str) -> tuple[tuple[int, int], frozenset[str]]: ...

    def location(self, loc) -> Any: ...

    def reconfigure(self) -> None: ...

    def next_result_id(self) -> str: ...

    def text_document_publish_diagnostics(self, params) -> None: ...

    async def workspace_configuration_async(self, params) -> Any: ...

    async def client_register_capability_async(self, params) -> Any: ...


class RequestFailed(JsonRpcException):
    """LSP's RequestFailed: the request was valid but cannot be carried out (e.g. an unsafe rename)."""

    CODE = -32803


def guarded(default: Any = None):
    """Log an engine failure and answer with `default` instead of an error."""

    def wrap(handler):
        if asyncio.iscoroutinefunction(handler):

            @functools.wraps(handler)
            async def run_async(ls, params):
                try:
                    return await handler(ls, params)
                except Exception:  # noqa: BLE001
                    log.exception("%s failed", handler.__name__)
                    return default

            return run_async

        @functools.wraps(handler)
        def run(ls, params):
            try:
                return handler(ls, params)
            except Exception:  # noqa: BLE001
                log.exception("%s failed", handler.__name__)
                return default

        return run

    return wrap


def at(ls: Server, params) -> tuple[Optional[Snapshot], int]:
    """(snapshot, byte offset) for a positioned request, or (None, 0) when the document is not open."""
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None:
        return None, 0
    return snap, convert.offset(snap, params.position, ls.encoding)


async def off_loop(fn: Callable, *args):
    """`fn(*args)` on the default thread pool, so the message loop keeps reading."""
    return await asyncio.get_running_loop().run_in_executor(None, fn, *args)
