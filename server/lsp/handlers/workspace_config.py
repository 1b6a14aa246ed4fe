"""Configuration and the workspace: settings from the editor, watched files, file watcher registration."""

from __future__ import annotations

import asyncio
import logging
import os

from lsprotocol import types
from pygls.uris import to_fs_path

from .base import Server

log = logging.getLogger(__name__)

CONFIG_FILES = {".opencl-lsp.toml", "pyproject.toml", "compile_commands.json", "compile_flags.txt"}


async def watch_files(ls: Server) -> None:
    """Ask the editor to report changes to kernel files and configuration files."""
    workspace = ls.client_capabilities.workspace
    watched = workspace.did_change_watched_files if workspace is not None else None
    if watched is None or not watched.dynamic_registration:
        return
    patterns = ["**/*.{cl,h,clh,inc,ocl}", *(f"**/{name}" for name in sorted(CONFIG_FILES))]
    registration = types.Registration(
        id="opencl-lsp/watched-files",
        method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
        register_options=types.DidChangeWatchedFilesRegistrationOptions(
            watchers=[types.FileSystemWatcher(glob_pattern=p) for p in patterns]
        ),
    )
    try:
        await ls.client_register_capability_async(types.RegistrationParams(registrations=[registration]))
    except Exception:  # noqa: BLE001 - without it, saves and edits still keep the index current.
        log.info("the client did not accept file watchers")


async def pull_configuration(ls: Server) -> None:
    """Ask the editor for the "opencl" settings section (workspace/configuration)."""
    try:
        result = await ls.workspace_configuration_async(
            types.ConfigurationParams(items=[types.ConfigurationItem(section="opencl")])
        )
    except Exception:  # noqa: BLE001 - a client that cannot answer keeps the initial settings.
        log.info("workspace/configuration not answered; keeping the initialization options")
        return
    if result and isinstance(result[0], dict) and result[0]:
        ls.settings = result[0]
        ls.reconfigure()


def did_change_configuration(ls: Server, params: types.DidChangeConfigurationParams):
    settings = params.settings
    if isinstance(settings, dict) and isinstance(settings.get("opencl"), dict):
        ls.settings = settings["opencl"]
        ls.reconfigure()
    else:
        asyncio.ensure_future(pull_configuration(ls))


def did_change_watched_files(ls: Server, params: types.DidChangeWatchedFilesParams):
    config_changed = False
    for event in params.changes:
        path = to_fs_path(event.uri)
        if not path:
            continue
        if os.path.basename(path) in CONFIG_FILES:
            config_changed = True
        elif ls.documents.snapshot_for_path(path) is None:  # The editor's text wins while the file is open.
            ls.project.refresh_file(path, deleted=event.type == types.FileChangeType.Deleted)
    changed = [to_fs_path(e.uri) for e in params.changes if to_fs_path(e.uri)]
    ls.project.header_macros.invalidate(changed)
    if config_changed:
        ls.reconfigure()


FEATURES = (
    (types.WORKSPACE_DID_CHANGE_CONFIGURATION, None, did_change_configuration),
    (types.WORKSPACE_DID_CHANGE_WATCHED_FILES, None, did_change_watched_files),
)
