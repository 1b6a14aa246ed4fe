"""Lifecycle: initialize (settings, roots), initialized (index, watchers, settings pull), shutdown."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from lsprotocol import types
from pygls.uris import to_fs_path

from ..workspace import Workspace
from . import workspace_config
from .base import Server

log = logging.getLogger(__name__)

INDEXING = "opencl-lsp/indexing"  # The $/progress token of the workspace index.


def initialize(ls: Server, params: types.InitializeParams):
    options = params.initialization_options or {}
    if isinstance(options, dict):
        ls.settings = options.get("opencl", options)
    delay = (options.get("diagnostics") or {}).get("debounceMs") if isinstance(options, dict) else None
    if isinstance(delay, (int, float)) and delay >= 0:
        ls.scheduler.debounce_s = delay / 1000.0
    staged = (options.get("diagnostics") or {}).get("staged") if isinstance(options, dict) else None
    if isinstance(staged, bool):
        ls.scheduler.staged = staged  # False: one publish per version, the full set (tests of whole analyses).
    folders = params.workspace_folders or []
    uris = [f.uri for f in folders] or ([params.root_uri] if params.root_uri else [])
    ls.roots = [Path(p) for p in (to_fs_path(u) for u in uris) if p]
    ls.project = Workspace(ls.roots, ls.include_dirs_for, ls.config_for_path)


def initialized(ls: Server, params: types.InitializedParams):
    if ls.roots:
        asyncio.ensure_future(build_index(ls))
    asyncio.ensure_future(workspace_config.watch_files(ls))
    capabilities = ls.client_capabilities.workspace
    if capabilities is not None and capabilities.configuration:
        asyncio.ensure_future(workspace_config.pull_configuration(ls))


async def build_index(ls: Server) -> None:
    """Index the workspace in the background, reporting $/progress when the client can show it."""
    loop = asyncio.get_running_loop()
    progress = await _begin_progress(ls)

    def report(done: int, total: int, message: str) -> None:
        if progress:
            percentage = int(100 * done / total) if total else 100
            loop.call_soon_threadsafe(
                ls.work_done_progress.report,
                INDEXING,
                types.WorkDoneProgressReport(message=f"{done}/{total} files", percentage=percentage),
            )

    try:
        # In a worker process (a first build parses every file), reading only what the server may read.
        result = await loop.run_in_executor(
            None, lambda: ls.project.index.build(progress=report, elsewhere=ls.project.allowed))
        log.info("indexed %d files in %.2fs", result.files, result.seconds) if hasattr(result, "seconds") else None
        _recheck_open_documents(ls)
    except Exception:  # noqa: BLE001
        log.exception("workspace indexing failed")
    finally:
        if progress:
            ls.work_done_progress.end(INDEXING, types.WorkDoneProgressEnd(message="Indexed"))


def _recheck_open_documents(ls: Server) -> None:
    """Analyze the open documents again: what the files including one define
    (`Workspace.includer_names`), and what files it does not include define
    (`Workspace.defined_elsewhere`), were unknown before the index, and B001 may have reported
    a name one of them declares. Only the items that asked about such a word are analyzed
    again; the others keep their cached findings."""
    for uri in ls.documents.uris():
        if ls.documents.path_of(uri) is not None:
            ls.scheduler.schedule(uri)


async def _begin_progress(ls: Server) -> bool:
    """Start the indexing progress report; whether the client shows one."""
    window = ls.client_capabilities.window
    if window is None or not window.work_done_progress:
        return False
    try:
        await ls.work_done_progress.create_async(INDEXING)
        ls.work_done_progress.begin(INDEXING, types.WorkDoneProgressBegin(title="Indexing OpenCL files", percentage=0))
    except Exception:  # noqa: BLE001 - progress is a courtesy.
        return False
    return True


async def shutdown(ls: Server, *args):
    ls.scheduler.shutdown()
    await ls.device.shutdown()


FEATURES = (
    (types.INITIALIZE, None, initialize),
    (types.INITIALIZED, None, initialized),
    (types.SHUTDOWN, None, shutdown),
)
