"""The LSP handlers, one module per feature or small group, wired by `register`.

Each handler is a top-level function of a few lines: take the document's
snapshot, call one engine entry point, convert the result to protocol types.
Each module lists what it serves in `FEATURES` ((method, options, handler))
and, for commands, `COMMANDS` ((name, handler)).
"""

from __future__ import annotations

from . import (
    calls,
    code_actions,
    completion,
    device,
    diagnostics,
    formatting,
    hover,
    inlay_hints,
    lifecycle,
    links,
    navigation,
    rename,
    semantic_tokens,
    symbols,
    text_sync,
    workspace_config,
)
from . import host
from .base import Server

MODULES = (
    lifecycle,
    workspace_config,
    text_sync,
    diagnostics,
    hover,
    completion,
    navigation,
    rename,
    calls,
    symbols,
    semantic_tokens,
    links,
    code_actions,
    formatting,
    inlay_hints,
    device,
)


def register(server: Server) -> None:
    """Register every module's features and commands with the server."""
    for module in MODULES:
        for method, options, handler in getattr(module, "FEATURES", ()):
            # A host file's requests go to `host` (answers inside embedded kernels only).
            server.feature(method, options)(host.route(method, handler))
        for name, handler in getattr(module, "COMMANDS", ()):
            server.command(name)(handler)
