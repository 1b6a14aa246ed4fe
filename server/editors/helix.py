"""Helix: the languages.toml entry, the grammar and the queries in Helix's names.

Knows Helix's conventions: `languages.toml` (in ~/.config/helix, the default
target) declares a `[language-server.<name>]`, a `[[language]]` that uses it,
and a `[[grammar]]` whose `source` is a git repository or a local `path` to a
grammar directory holding src/parser.c; `hx --grammar build` compiles it into
runtime/grammars/<name>.so. Helix also loads a ready-made
runtime/grammars/opencl.so, so `editor-setup helix` copies our built library
there, and the `[[grammar]]` section is printed only with a real source: the
grammar/ directory of the checkout this package runs from (a wheel carries no
parser source; the copied library is all Helix needs to load it).

`*.cl` is claimed with `{ glob = "*.cl" }`: Helix's built-in Common Lisp
lists the extension `cl`, and Helix (23.10+) matches globs before
extensions, so the glob wins whatever the order of the merged files.

Queries: Helix's themes style Helix's scopes (`constant.numeric`,
`keyword.storage.modifier`, `variable.other.member`), not Neovim's
(`@number`, `@keyword.modifier`, `@property`) that queries/ uses, so the
Helix copies are generated from ours by renaming every capture
(`HIGHLIGHTS`, `LOCALS`; a capture with no Helix name is an error, so a new
one cannot slip through unstyled). indents.scm (Neovim's indent captures),
folds.scm and tags.scm (tree-sitter tags predicates) are not copied.
languages.toml is printed, never written: users merge it into their own.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Optional

from .common import FILETYPE, Artifact, grammar_library, grammar_source_dir, query_files, substitute_command

DEFAULT_DIR = "~/.config/helix"

LANGUAGES_TOML = """\
# opencl-lsp for Helix: merge into ~/.config/helix/languages.toml.
# `opencl-lsp editor-setup helix` copies the built grammar to
# ~/.config/helix/runtime/grammars/opencl.so and Helix's queries to
# runtime/queries/opencl/; run from a source checkout, it also prints a
# [[grammar]] section whose source is that checkout's grammar/ directory
# (for `hx --grammar build`).

[language-server.opencl-lsp]
command = "opencl-lsp"

[[language]]
name = "opencl"
scope = "source.opencl"
# A glob, not the extension "cl": Helix's Common Lisp claims that extension,
# and globs are matched first.
file-types = [{ glob = "*.cl" }, "opencl"]
roots = ["compile_commands.json", "compile_flags.txt", ".opencl-lsp.toml"]
comment-token = "//"
block-comment-tokens = { start = "/*", end = "*/" }
indent = { tab-width = 4, unit = "    " }
language-servers = ["opencl-lsp"]
"""

GRAMMAR_TOML = """
[[grammar]]
name = "opencl"
source = { path = %s }
"""

# Our capture (Neovim 0.10 names) -> Helix's theme scope. None drops the capture.
HIGHLIGHTS = {
    "attribute": "attribute",
    "boolean": "constant.builtin.boolean",
    "character": "constant.character",
    "comment": "comment",
    "comment.documentation": "comment.block.documentation",
    "constant": "constant",
    "constant.builtin": "constant.builtin",
    "constant.macro": "constant",
    "function": "function",
    "function.builtin": "function.builtin",
    "function.call": "function",
    "function.macro": "function.macro",
    "keyword": "keyword",
    "keyword.conditional": "keyword.control.conditional",
    "keyword.conditional.ternary": "operator",
    "keyword.directive": "keyword.directive",
    "keyword.directive.define": "keyword.directive",
    "keyword.function": "keyword.function",
    "keyword.import": "keyword.control.import",
    "keyword.modifier": "keyword.storage.modifier",
    # Themes style it as a modifier; the suffix lets a theme single `kernel` out.
    "keyword.modifier.kernel": "keyword.storage.modifier.kernel",
    "keyword.operator": "keyword.operator",
    "keyword.repeat": "keyword.control.repeat",
    "keyword.return": "keyword.control.return",
    "keyword.type": "keyword.storage.type",
    "label": "label",
    "module": "namespace",
    "number": "constant.numeric",
    "number.float": "constant.numeric.float",
    "operator": "operator",
    "property": "variable.other.member",
    "punctuation.bracket": "punctuation.bracket",
    "punctuation.delimiter": "punctuation.delimiter",
    "punctuation.special": "punctuation.special",
    "spell": None,  # Neovim's spell-check marker; no meaning in Helix.
    "string": "string",
    "string.escape": "constant.character.escape",
    "string.special.path": "string.special.path",
    "type": "type",
    "type.builtin": "type.builtin",
    "type.definition": "type",
    "variable": "variable",
    "variable.member": "variable.other.member",
    "variable.parameter": "variable.parameter",
}

# Helix's locals: a definition's suffix is the theme scope its references get.
LOCALS = {
    "local.scope": "local.scope",
    "local.reference": "local.reference",
    "local.definition": "local.definition",
    "local.definition.parameter": "local.definition.variable.parameter",
    "local.definition.var": "local.definition",
    "local.definition.function": "local.definition",
    "local.definition.type": "local.definition",
    "local.definition.field": "local.definition",
    "local.definition.macro": "local.definition",
    "local.definition.constant": "local.definition",
}

INJECTIONS = {"injection.content": "injection.content"}

# Query file -> the renaming that makes it Helix's.
HELIX_QUERIES = {"highlights.scm": HIGHLIGHTS, "locals.scm": LOCALS, "injections.scm": INJECTIONS}

_CAPTURE = re.compile(r"[ \t]*@([A-Za-z_][\w.]*)")


def helix_query(text: str, names: dict) -> str:
    """One of our query files with its captures renamed to Helix's; KeyError names a capture with no Helix name."""
    out = []
    for line in text.split("\n"):
        if line.lstrip().startswith(";"):
            out.append(line)  # Comments keep their words.
            continue

        def rename(match: re.Match) -> str:
            name = match.group(1)
            if name not in names:
                raise KeyError(f"capture @{name} has no Helix name (server/editors/helix.py)")
            new = names[name]
            return "" if new is None else match.group(0).replace("@" + name, "@" + new)

        out.append(_CAPTURE.sub(rename, line))
    header = "; Generated for Helix from opencl-lsp's queries/ (server/editors/helix.py): Helix's capture names.\n"
    return header + "\n".join(out)


def helix_queries() -> dict[str, str]:
    """Helix's copies of our queries, by file name."""
    ours = {path.name: path for path in query_files()}
    return {name: helix_query(ours[name].read_text(encoding="utf-8"), names) for name, names in HELIX_QUERIES.items()}


def _shipped() -> dict[str, str]:
    files = {"helix/languages.toml": LANGUAGES_TOML}
    try:
        files.update({f"helix/queries/{name}": text for name, text in helix_queries().items()})
    except FileNotFoundError:
        pass
    return files


SHIPPED = _shipped()


def artifacts(directory: Path, command: str = "opencl-lsp") -> list[Artifact]:
    runtime = directory / "runtime"
    files = [Artifact(runtime / "grammars" / f"{FILETYPE}.so", grammar_library())]
    files += [Artifact(runtime / "queries" / FILETYPE / name, text) for name, text in helix_queries().items()]
    return files


def languages_toml(command: str = "opencl-lsp", grammar_dir: Optional[Path] = None) -> str:
    """The languages.toml entry; with `grammar_dir`, a [[grammar]] whose source is that directory."""
    text = substitute_command(LANGUAGES_TOML, command)
    if grammar_dir is not None:
        text += GRAMMAR_TOML % _toml_string(str(grammar_dir))
    return text


def instructions(directory: Path, command: str = "opencl-lsp") -> str:
    grammar_dir = grammar_source_dir()
    text = languages_toml(command, grammar_dir)
    if grammar_dir is None:
        text += ("# No [[grammar]] section: this opencl-lsp is installed without the parser source;\n"
                 "# Helix loads the library that editor-setup copied to runtime/grammars/opencl.so.\n")
    return text


def _toml_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
