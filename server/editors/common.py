"""What every editor set-up shares: the built grammar library, the query files,
the server command, and writing files.

Knows where the package keeps the plain C shared library of the grammar
(`opencl_lsp/grammar/libtree-sitter-opencl.so`, built by setup.py next to the
Python extension; ABI 14, exports only `tree_sitter_opencl`), where the shared
queries live (`opencl_lsp.syntax.language.queries_dir()`), and where a source
checkout keeps the grammar sources (for Helix, which builds grammars itself).
An `Artifact` is one file to put in place; `install` writes a list of them.
Nothing here knows any particular editor.
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional, Union

SERVER_NAME = "opencl_lsp"
FILETYPE = "opencl"
COMMAND = "opencl-lsp"
LIBRARY_NAME = "libtree-sitter-opencl" + (".dylib" if sys.platform == "darwin" else ".so")


class SetupError(Exception):
    """A set-up cannot be done (for example the grammar library was not built)."""


@dataclass(frozen=True)
class Artifact:
    """One file to write: `source` is a path to copy or the text to write."""

    destination: Path
    source: Union[Path, str]

    def describe(self) -> str:
        return str(self.destination)


def package_root() -> Path:
    return Path(__file__).resolve().parent.parent


def grammar_library() -> Path:
    """The plain shared library of the grammar; SetupError if it was not built."""
    path = package_root() / "grammar" / LIBRARY_NAME
    if not path.is_file():
        raise SetupError(
            f"the grammar library {path} is missing; reinstall opencl-lsp "
            "(pip install .) or run 'python setup.py build_ext --inplace' in a checkout"
        )
    return path


def query_files() -> list[Path]:
    from ..syntax.language import queries_dir

    return sorted(queries_dir().glob("*.scm"))


def grammar_source_dir() -> Optional[Path]:
    """grammar/ of a source checkout (editable install), or None for a wheel."""
    candidate = package_root().parent / "grammar"
    if (candidate / "src" / "parser.c").is_file():
        return candidate
    return None


def server_command() -> str:
    """`opencl-lsp` when it is on PATH, else the absolute path of this one."""
    if shutil.which(COMMAND):
        return COMMAND
    here = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if here is not None and here.name == COMMAND and here.is_file():
        return str(here)
    return COMMAND


def install(artifacts: Iterable[Artifact]) -> list[Path]:
    """Write every artifact (creating directories); returns the paths written."""
    written = []
    for artifact in artifacts:
        artifact.destination.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(artifact.source, Path):
            tmp = artifact.destination.with_name(artifact.destination.name + ".tmp")
            shutil.copyfile(artifact.source, tmp)
            os.replace(tmp, artifact.destination)  # never write into a loaded library
        else:
            artifact.destination.write_text(artifact.source, encoding="utf-8")
        written.append(artifact.destination)
    return written


def substitute_command(text: str, command: str) -> str:
    """Replace the server command in a shipped file's text, quoted forms only."""
    if command == COMMAND:
        return text
    for quote in ("'", '"'):
        text = text.replace(f"{quote}{COMMAND}{quote}", f"{quote}{command}{quote}")
    return text
