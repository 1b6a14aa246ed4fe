"""What every handler shares: the failure guard, the refusal error, positioned requests, work off the loop."""

from __future__ import annotations

import asyncio
import functools
import logging
from typing import TYPE_CHECKING, Any, Callable, Optional

from pygls.exceptions import JsonRpcException

from ...syntax.document import Snapshot
from .. import convert

if TYPE_CHECKING:
    from ..server import OpenCLServer

log = logging.getLogger(__name__)


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


def at(ls: "OpenCLServer", params) -> tuple[Optional[Snapshot], int]:
    """(snapshot, byte offset) for a positioned request, or (None, 0) when the document is not open."""
    snap = ls.documents.snapshot(params.text_document.uri)
    if snap is None:
        return None, 0
    return snap, convert.offset(snap, params.position, ls.encoding)


async def off_loop(fn: Callable, *args):
    """`fn(*args)` on the default thread pool, so the message loop keeps reading."""
    return await asyncio.get_running_loop().run_in_executor(None, fn, *args)
