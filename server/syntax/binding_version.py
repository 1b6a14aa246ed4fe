"""Whether the installed py-tree-sitter can run our parses, asked before the first one.

py-tree-sitter 0.25.x and 0.26.0 crash the interpreter (a segmentation fault, no Python
error) when `Parser.parse` gets a read callable and a progress callback on a text of a few
hundred bytes or more, and every parse here has both (`bounded_parse`): the server would die
on the first file opened, without a word. pip enforces the floor in pyproject.toml; this
catches an environment pip did not make (a distribution's package, `--no-deps`, a copied
folder) and says what to install instead of crashing.

The release is read from the `tree_sitter-X.Y.Z.dist-info` folder beside the package (a
directory listing, under a millisecond), not with `importlib.metadata`, whose import alone
costs more than the server's start can spare (issue 18).
"""

from __future__ import annotations

import os
import re
from typing import Optional

MINIMUM = (0, 26, 1)
_DIST_INFO = re.compile(r"^tree_sitter-(\d+)\.(\d+)\.(\d+)[^/]*\.dist-info$")


def installed(site_dir: Optional[str] = None) -> Optional[tuple[int, int, int]]:
    """The py-tree-sitter release in `site_dir` (by default the folder holding the imported
    `tree_sitter` package), or None when no dist-info folder tells (then nothing is refused)."""
    if site_dir is None:
        import tree_sitter

        site_dir = os.path.dirname(os.path.dirname(os.path.abspath(tree_sitter.__file__)))
    try:
        names = os.listdir(site_dir)
    except OSError:
        return None
    found = [tuple(int(part) for part in m.groups()) for m in map(_DIST_INFO.match, names) if m]
    return max(found) if found else None  # type: ignore[return-value]


def problem(site_dir: Optional[str] = None) -> Optional[str]:
    """What to tell the user when the installed release would crash, else None."""
    version = installed(site_dir)
    if version is None or version >= MINIMUM:
        return None
    have, need = ".".join(map(str, version)), ".".join(map(str, MINIMUM))
    return (f"py-tree-sitter {have} is installed, and releases before {need} crash while parsing "
            f"with a time limit, as every parse here does; install a newer one: "
            f"pip install 'tree-sitter>={need},<0.27'")
