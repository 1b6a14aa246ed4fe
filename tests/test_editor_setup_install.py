"""`opencl-lsp editor-setup` says how to install the command (issue 19, item 4).

No package index serves opencl-lsp, so the advice is pipx or uv from a checkout
(this one: the test venv's install is editable) or a wheel built from one, on
stderr; stdout stays the snippet the editor reads.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _setup(editor: str, path: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PATH": path}
    return subprocess.run([sys.executable, "-m", "opencl_lsp", "editor-setup", editor, "--print"],
                          capture_output=True, text=True, timeout=60, env=env)


@pytest.mark.parametrize("editor", ["neovim", "emacs", "vim", "helix"])
def test_editor_setup_prints_an_install_command_that_names_this_checkout(editor: str) -> None:
    done = _setup(editor, "/nonexistent")
    assert done.returncode == 0, done.stderr
    assert f"pipx install {ROOT}\n" in done.stderr
    assert f"uv tool install {ROOT})" in done.stderr
    assert "opencl-lsp is not on PATH" in done.stderr
    assert "pip install opencl-lsp" not in done.stderr + done.stdout
    assert "pipx" not in done.stdout, "the snippet on stdout stays what the editor reads"


def test_editor_setup_names_the_opencl_lsp_found_on_path() -> None:
    bin_dir = Path(sys.executable).parent
    if not (bin_dir / "opencl-lsp").is_file():
        pytest.skip("the test venv has no opencl-lsp script")
    done = _setup("vim", str(bin_dir))
    assert done.returncode == 0, done.stderr
    assert f"(on PATH: {bin_dir / 'opencl-lsp'})" in done.stderr
