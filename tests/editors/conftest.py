"""Shared helpers for the real-editor end-to-end tests.

They run only when OPENCL_LSP_E2E=1 (CI sets it) and the editor is installed;
nothing is installed from here. Each test copies tests/fixtures/e2e into a
temporary workspace, installs the editor files with `opencl-lsp editor-setup`
into a temporary directory, drives the editor headless with a script that
prints one JSON line of results, and asserts on that line.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "e2e"
E2E = os.environ.get("OPENCL_LSP_E2E") == "1"

# Facts about tests/fixtures/e2e/main.cl (0-based lines; see its README.md).
MISSING_SEMICOLON_LINE = 8
HOVER_LINE = 5  # get_global_id
DEFINITION_LINE = 7  # scale(...)
HELPER_DEFINITION_LINE = 2  # helpers.cl: float scale(...)
SIGNATURE_LINE = 3  # kernel void scale_all(global float4 *data, ...)


def require_e2e() -> None:
    if not E2E:
        pytest.skip("real-editor tests run with OPENCL_LSP_E2E=1")


def server_command() -> str:
    """The opencl-lsp next to this interpreter (the venv under test), else PATH's."""
    candidate = Path(sys.executable).parent / "opencl-lsp"
    if candidate.is_file():
        return str(candidate)
    found = shutil.which("opencl-lsp")
    if not found:
        pytest.skip("opencl-lsp is not installed")
    return found


def make_workspace(base: Path) -> Path:
    target = base / "workspace"
    shutil.copytree(FIXTURE, target)
    (target / ".git").mkdir()  # a project root marker, as in a real checkout
    return target


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    return make_workspace(tmp_path)


def editor_setup(editor: str, directory: Path) -> str:
    """Run `opencl-lsp editor-setup EDITOR --dir DIRECTORY`; returns what it printed."""
    done = subprocess.run(
        [sys.executable, "-m", "opencl_lsp", "editor-setup", editor, "--dir", str(directory)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def editor_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = str(Path(server_command()).parent) + os.pathsep + env.get("PATH", "")
    env.setdefault("HOME", str(Path.home()))
    env.update(extra or {})
    return env


def run_editor(argv: list[str], cwd: Path, env: dict[str, str], timeout: float = 90) -> dict:
    """Run a headless editor; return the last JSON object line of its output."""
    try:
        done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as err:
        raise AssertionError(f"{argv[0]} timed out; output: {err.stdout!r} {err.stderr!r}") from err
    for stream in (done.stdout, done.stderr):
        for line in reversed(stream.splitlines()):
            line = line.strip()
            if line.startswith("{") and line.endswith("}"):
                try:
                    return json.loads(line)
                except json.JSONDecodeError:
                    continue
    raise AssertionError(f"no JSON result from {argv[0]} (exit {done.returncode}):\n{done.stdout}\n{done.stderr}")


def column_of(line_text: str, word: str) -> int:
    return line_text.index(word)


def fixture_line(name: str, line: int) -> str:
    return (FIXTURE / name).read_text(encoding="utf-8").splitlines()[line]
