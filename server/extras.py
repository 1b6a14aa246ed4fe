"""How to add an optional feature's packages to the Python that runs this server.

No package index serves `opencl-lsp` yet, so advice like `pip install
"opencl-lsp[pocl]"` cannot work; what does is installing the extra's own
packages (pyproject.toml's optional dependencies) into the environment the
server runs in, whichever it is (a venv, pipx's, the VS Code bundle's system
Python), which `sys.executable` names.
"""

from __future__ import annotations

import shlex
import sys

# pyproject.toml's [project.optional-dependencies], the packages a user adds by hand.
POCL = ("pyopencl", "pocl-binary-distribution")
DEVICE = ("pyopencl",)
EMBEDDED = ("tree-sitter-python", "tree-sitter-c", "tree-sitter-cpp")
FORMAT = ("clang-format",)


def install_command(packages: tuple[str, ...]) -> str:
    """The pip command that adds `packages` to this server's own Python environment."""
    return " ".join(shlex.quote(word) for word in (sys.executable or "python3", "-m", "pip", "install", *packages))
