"""Helix: the languages.toml entry, the grammar and the queries.

Knows Helix's conventions: `languages.toml` (in ~/.config/helix, the default
target) declares a `[language-server.<name>]`, a `[[language]]` that uses it,
and a `[[grammar]]` whose `source` is a git repository or a local `path` to a
grammar directory holding src/parser.c; `hx --grammar build` compiles it into
runtime/grammars/<name>.so. Helix also loads a ready-made
runtime/grammars/opencl.so, so `editor-setup helix` copies our built library
there (and the queries into runtime/queries/opencl/) and the build step is
only needed when the grammar comes from source. Our capture names are
Neovim's; Helix falls back along the dotted name (`keyword.modifier.kernel`
to `keyword`). languages.toml is printed, never written: users merge it into
their own. Helix is not available where the tests run, so nothing here is
tested in the editor.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from .common import FILETYPE, Artifact, grammar_library, grammar_source_dir, query_files, substitute_command

DEFAULT_DIR = "~/.config/helix"
GRAMMAR_PLACEHOLDER = "/path/to/opencl-lsp/grammar"

LANGUAGES_TOML = """\
# opencl-lsp for Helix: merge into ~/.config/helix/languages.toml.
# The grammar: `opencl-lsp editor-setup helix` copies the built one to
# ~/.config/helix/runtime/grammars/opencl.so and the queries to
# runtime/queries/opencl/; or build it from the [[grammar]] source below with
#   hx --grammar build
# (and copy queries/*.scm to runtime/queries/opencl/ yourself).

[language-server.opencl-lsp]
command = "opencl-lsp"

[[language]]
name = "opencl"
scope = "source.opencl"
file-types = ["cl"]
roots = [".git"]
comment-token = "//"
block-comment-tokens = { start = "/*", end = "*/" }
indent = { tab-width = 4, unit = "    " }
language-servers = ["opencl-lsp"]

[[grammar]]
name = "opencl"
source = { path = "/path/to/opencl-lsp/grammar" }
"""

SHIPPED = {"helix/languages.toml": LANGUAGES_TOML}


def artifacts(directory: Path, command: str = "opencl-lsp") -> list[Artifact]:
    runtime = directory / "runtime"
    files = [Artifact(runtime / "grammars" / f"{FILETYPE}.so", grammar_library())]
    files += [Artifact(runtime / "queries" / FILETYPE / query.name, query) for query in query_files()]
    return files


def languages_toml(command: str = "opencl-lsp", grammar_dir: Optional[Path] = None) -> str:
    text = substitute_command(LANGUAGES_TOML, command)
    if grammar_dir is not None:
        text = text.replace(f'"{GRAMMAR_PLACEHOLDER}"', _toml_string(str(grammar_dir)))
    return text


def instructions(directory: Path, command: str = "opencl-lsp") -> str:
    grammar_dir = grammar_source_dir()
    text = languages_toml(command, grammar_dir)
    if grammar_dir is None:
        text += "# The [[grammar]] path is the grammar/ directory of an opencl-lsp source checkout.\n"
    return text


def _toml_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
