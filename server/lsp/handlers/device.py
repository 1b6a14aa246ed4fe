"""Device builds in the editor: kernel code lenses and the device commands (list devices, compile now)."""

from __future__ import annotations

from lsprotocol import types

from ..device_builds import CommandFailed
from .base import RequestFailed, Server, guarded


@guarded(default=[])
def code_lens(ls: Server, params: types.CodeLensParams):
    return ls.device.code_lenses(params.text_document.uri)


# pygls reads a command's type hints at run time to structure its arguments:
# `Server` is imported at run time for them.


async def list_devices(ls: Server, *args):
    try:
        return await ls.device.list_devices()
    except CommandFailed as err:
        raise RequestFailed(str(err)) from err


async def compile_now(ls: Server, *args):
    try:
        if not args or not isinstance(args[0], str):
            raise CommandFailed("opencl.compile needs the URI of an open document")
        return await ls.device.compile(args[0])
    except CommandFailed as err:
        raise RequestFailed(str(err)) from err


FEATURES = ((types.TEXT_DOCUMENT_CODE_LENS, None, code_lens),)
COMMANDS = (
    ("opencl.devices", list_devices),
    ("opencl-lsp.listDevices", list_devices),
    ("opencl.compile", compile_now),
)
