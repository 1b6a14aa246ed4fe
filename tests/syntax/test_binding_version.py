"""The py-tree-sitter floor: releases before 0.26.1 crash the interpreter in the parses
`bounded_parse` makes (a read callable with a progress callback), so the commands that parse
refuse them with a message instead of dying without one."""

import importlib.metadata
import os

import pytest

from opencl_lsp import cli
from opencl_lsp.syntax import binding_version


def _site(tmp_path, *versions):
    for version in versions:
        os.mkdir(tmp_path / f"tree_sitter-{version}.dist-info")
    os.mkdir(tmp_path / "tree_sitter_c-0.99.0.dist-info")  # A grammar package: not the binding.
    return str(tmp_path)


@pytest.mark.parametrize("version, refused", [
    ("0.25.2", True), ("0.26.0", True), ("0.26.1", False), ("0.26.7", False), ("0.26.1rc1", False)])
def test_the_floor_is_0_26_1(tmp_path, version, refused):
    message = binding_version.problem(_site(tmp_path, version))
    if refused:
        assert version in message and "0.26.1" in message and "pip install" in message
    else:
        assert message is None


def test_no_dist_info_refuses_nothing(tmp_path):
    assert binding_version.installed(str(tmp_path)) is None
    assert binding_version.problem(str(tmp_path)) is None
    assert binding_version.problem(str(tmp_path / "missing")) is None


def test_the_installed_release_is_read_as_pip_records_it():
    expected = tuple(int(p) for p in importlib.metadata.version("tree-sitter").split(".")[:3])
    assert binding_version.installed() == expected
    assert binding_version.problem() is None  # pyproject.toml's floor holds here.


@pytest.mark.parametrize("command", [["check"], ["format", "--check"], ["serve"]])
def test_parsing_commands_refuse_an_old_release(tmp_path, monkeypatch, capsys, command):
    kernel = tmp_path / "k.cl"
    kernel.write_text("kernel void k(global int *a) { a[0] = 1; }\n")
    monkeypatch.setattr(binding_version, "installed", lambda site_dir=None: (0, 26, 0))
    args = command + ([str(kernel)] if command[0] != "serve" else [])
    assert cli.main(args) == cli.EXIT_ENVIRONMENT
    err = capsys.readouterr().err
    assert "py-tree-sitter 0.26.0" in err and "tree-sitter>=0.26.1" in err


def test_commands_that_do_not_parse_still_run(monkeypatch, capsys):
    monkeypatch.setattr(binding_version, "installed", lambda site_dir=None: (0, 25, 2))
    assert cli.main(["rule", "B001"]) == cli.EXIT_OK
    assert "B001" in capsys.readouterr().out
