"""Rename: prepare (the name and its range, or a refusal that says why) and the workspace edit."""

from __future__ import annotations

from lsprotocol import types
from pygls.uris import from_fs_path

from .. import convert
from .base import RequestFailed, Server, at
from .navigation import engine


def prepare_rename(ls: Server, params: types.PrepareRenameParams):
    snap, offset = at(ls, params)
    if snap is None:
        return None
    navigation = engine()
    try:
        target = navigation.prepare_rename(ls.project.index, snap, offset)
    except navigation.RenameError as err:
        raise RequestFailed(str(err)) from err
    return types.PrepareRenamePlaceholder(
        range=convert.range_(snap, target.start, target.end, ls.encoding), placeholder=target.placeholder
    )


def rename(ls: Server, params: types.RenameParams):
    snap, offset = at(ls, params)
    if snap is None:
        return None
    navigation = engine()
    try:
        plan = navigation.rename(ls.project.index, snap, offset, params.new_name)
    except navigation.RenameError as err:
        raise RequestFailed(str(err)) from err
    changes = {}
    for path, edits in plan.items():
        changes[from_fs_path(path)] = [
            types.TextEdit(range=ls.location(navigation.Location(path, e.start, e.end)).range, new_text=e.new_text)
            for e in edits
        ]
    return types.WorkspaceEdit(changes=changes)


FEATURES = (
    (types.TEXT_DOCUMENT_PREPARE_RENAME, None, prepare_rename),
    (types.TEXT_DOCUMENT_RENAME, None, rename),
)
