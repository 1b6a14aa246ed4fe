"""Editor set-ups: what `opencl-lsp editor-setup EDITOR` writes and prints.

One module per editor (`neovim`, `emacs`, `vim`, `helix`), each pure: it
knows that editor's conventions and returns `Artifact`s (files to put in
place: the grammar library, query copies, small config files) and the text
to print (a snippet in the editor's own language, explanations as comments,
so `--print > file` gives a valid file). `common` finds the built grammar
library and the queries and writes artifacts. Each module's texts are also
the source of the files shipped in the repository's editors/ directory
(`shipped_files()`; `python -m opencl_lsp.editors DIR` rewrites them and
tests/editors checks they are equal). Only the CLI does I/O beyond `install`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from . import emacs, helix, neovim, vim
from .common import Artifact, SetupError, install, server_command

EDITORS = {"neovim": neovim, "emacs": emacs, "vim": vim, "helix": helix}

__all__ = ["EDITORS", "Artifact", "Plan", "SetupError", "install", "plan", "server_command", "shipped_files"]


@dataclass(frozen=True)
class Plan:
    """What a set-up does: files to write (none with --print) and text to print."""

    editor: str
    directory: Path
    artifacts: list[Artifact]
    text: str


def default_directory(editor: str) -> Path:
    return Path(os.path.expanduser(EDITORS[editor].DEFAULT_DIR))


def plan(editor: str, directory: Optional[Path] = None, print_only: bool = False, command: str = "opencl-lsp") -> Plan:
    """The files and text of `opencl-lsp editor-setup EDITOR [--print] [--dir DIR]`."""
    if editor not in EDITORS:
        raise SetupError(f"unknown editor {editor!r}; choose one of {', '.join(EDITORS)}")
    module = EDITORS[editor]
    custom = directory is not None
    target = Path(os.path.expanduser(str(directory))).resolve() if custom else default_directory(editor)
    if editor == "neovim":
        text = neovim.instructions(target, command, add_to_runtimepath=custom)
    elif editor == "emacs":
        text = emacs.instructions(target, command, add_to_load_path=custom)
    else:
        text = module.instructions(target, command)
    files = [] if print_only else module.artifacts(target, command)
    return Plan(editor, target, files, text)


def shipped_files() -> dict[str, str]:
    """Relative path under editors/ -> content, for every shipped config file."""
    files: dict[str, str] = {}
    for module in EDITORS.values():
        files.update(module.SHIPPED)
    return files
