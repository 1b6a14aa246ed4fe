"""Helix: languages.toml, the grammar source and the queries in Helix's capture names (issue 19, item 6).

Helix (`hx`) is not in Debian bookworm's archive, on PyPI or on npm, so it
cannot be had on this machine or in CI: `test_hx_health` runs only where an
`hx` is on PATH (and OPENCL_LSP_E2E=1). The rest checks, without the
editor, what Helix reads: the TOML, the grammar source path, and queries
that compile against our grammar and use only Helix's theme scopes.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
import tree_sitter

from opencl_lsp import editors
from opencl_lsp.editors import helix
from opencl_lsp.syntax.language import language, query_source
from tests.editors.conftest import ROOT, editor_setup, require_e2e

# Helix's theme scopes (book/src/themes.md, "Syntax highlighting"): a capture is
# styled when one of these is a dotted prefix of it.
HELIX_SCOPES = {
    "attribute", "type", "type.builtin", "type.parameter", "type.enum", "type.enum.variant", "constructor",
    "constant", "constant.builtin", "constant.builtin.boolean", "constant.character",
    "constant.character.escape", "constant.numeric", "constant.numeric.integer", "constant.numeric.float",
    "string", "string.regexp", "string.special", "string.special.path", "string.special.url",
    "string.special.symbol", "comment", "comment.line", "comment.block", "comment.block.documentation",
    "variable", "variable.builtin", "variable.parameter", "variable.other", "variable.other.member",
    "label", "punctuation", "punctuation.delimiter", "punctuation.bracket", "punctuation.special",
    "keyword", "keyword.control", "keyword.control.conditional", "keyword.control.repeat",
    "keyword.control.import", "keyword.control.return", "keyword.control.exception", "keyword.operator",
    "keyword.directive", "keyword.function", "keyword.storage", "keyword.storage.type",
    "keyword.storage.modifier", "operator", "function", "function.builtin", "function.method",
    "function.macro", "function.special", "tag", "namespace", "special",
}
NEOVIM_ONLY = {"number", "number.float", "boolean", "character", "property", "keyword.modifier", "module",
               "keyword.conditional", "keyword.repeat", "keyword.return", "keyword.import", "string.escape",
               "variable.member", "spell", "comment.documentation", "keyword.type"}


def _captures(text: str) -> set[str]:
    code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith(";"))
    return set(re.findall(r"@([A-Za-z_][\w.]*)", code))


def test_highlight_captures_are_helix_scopes():
    text = helix.helix_queries()["highlights.scm"]
    captures = _captures(text)
    assert captures, "no captures"
    for name in captures:
        parts = name.split(".")
        assert any(".".join(parts[:n]) in HELIX_SCOPES for n in range(len(parts), 0, -1)), name
    assert not captures & NEOVIM_ONLY, captures & NEOVIM_ONLY
    # The examples, by the pattern they come from.
    assert "(number_literal) @constant.numeric" in text
    assert "@constant.builtin.boolean" in text and "@constant.character" in text
    assert "(field_identifier) @variable.other.member" in text


def test_every_capture_of_ours_has_a_helix_name():
    """A capture added to queries/highlights.scm must get a Helix name (else helix_query raises)."""
    assert _captures(query_source("highlights")) <= set(helix.HIGHLIGHTS)
    assert _captures(query_source("locals")) <= set(helix.LOCALS)


def test_helix_queries_compile_against_the_grammar():
    for name, text in helix.helix_queries().items():
        tree_sitter.Query(language(), text)  # raises on an unknown node, field or bad predicate
    assert set(helix.helix_queries()) == {"highlights.scm", "locals.scm", "injections.scm"}  # no indents/folds/tags
    locals_ = helix.helix_queries()["locals.scm"]
    assert "@local.definition.variable.parameter" in locals_ and "@local.definition.var)" not in locals_


def test_languages_toml_claims_cl_by_glob_and_has_no_placeholder():
    config = tomllib.loads(helix.languages_toml())
    [language_] = config["language"]
    assert language_["name"] == "opencl"
    # Helix's Common Lisp lists the extension "cl"; a glob is matched before extensions.
    # (And the extension "opencl": CLBlast's kernel files, which no other language claims.)
    assert language_["file-types"] == [{"glob": "*.cl"}, "opencl"]
    assert language_["roots"] == ["compile_commands.json", "compile_flags.txt", ".opencl-lsp.toml"]
    assert language_["language-servers"] == ["opencl-lsp"]
    assert config["language-server"]["opencl-lsp"]["command"] == "opencl-lsp"
    assert "grammar" not in config  # without a parser source: the copied library
    assert "/path/to" not in helix.languages_toml()


def test_grammar_source_is_resolved_at_setup_time(tmp_path):
    printed = editor_setup("helix", tmp_path / "helix")
    config = tomllib.loads(printed)
    # This test runs from a checkout: the [[grammar]] source is its grammar/ directory.
    [grammar] = config["grammar"]
    assert grammar["name"] == "opencl"
    assert Path(grammar["source"]["path"]) == ROOT / "grammar"
    assert (Path(grammar["source"]["path"]) / "src" / "parser.c").is_file()
    runtime = tmp_path / "helix" / "runtime"
    assert (runtime / "grammars" / "opencl.so").is_file()
    written = {p.name: p.read_text(encoding="utf-8") for p in (runtime / "queries" / "opencl").glob("*.scm")}
    assert written == helix.helix_queries()


def test_shipped_helix_files():
    shipped = editors.shipped_files()
    assert shipped["helix/languages.toml"] == helix.LANGUAGES_TOML
    for name, text in helix.helix_queries().items():
        assert (ROOT / "editors" / "helix" / "queries" / name).read_text(encoding="utf-8") == text


def test_hx_health(tmp_path):
    """Where Helix is installed: `hx --health opencl` finds the server, the grammar and the queries."""
    require_e2e()
    hx = shutil.which("hx") or shutil.which("helix")
    if not hx:
        pytest.skip("Helix is not installed (not in Debian bookworm, PyPI or npm)")
    config = tmp_path / "config"
    printed = editor_setup("helix", config / "helix")
    (config / "helix" / "languages.toml").write_text(printed, encoding="utf-8")
    env = dict(os.environ, XDG_CONFIG_HOME=str(config))  # ~/.config/helix/runtime is searched too
    done = subprocess.run([hx, "--health", "opencl"], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    assert "opencl-lsp" in done.stdout
    assert "✘" not in done.stdout.split("Highlight queries")[1].splitlines()[0], done.stdout
