"""`opencl-lsp format [--check] PATH...`: format files in place, or report which differ (for CI).

With `--check` nothing is written: a unified diff of each file that formatting would change goes
to stdout, its name to stderr, and the exit status is 1 when any differs. The style is found
as clang-format finds it (`.clang-format` upwards from each file), else `style.DEFAULT_STYLE`.
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path
from typing import Iterable, Optional

from .. import extras
from .clang_format import apply, available, format_bytes

EXIT_OK, EXIT_DIFFERS, EXIT_ERROR = 0, 1, 2


def read_any(path: str) -> Optional[bytes]:
    """Style files for the command line: readable wherever they are, as for clang-format itself."""
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None


def run_format(paths: Iterable[Path], check: bool, errors: list[str]) -> int:
    """Format (or with `check`, compare) each file; `errors` already holds the paths that could not be listed."""
    if not available():
        print(f"opencl-lsp: error: clang-format is not installed ({extras.install_command(extras.FORMAT)})",
              file=sys.stderr)
        return EXIT_ERROR
    differs = failed = 0
    for path in paths:
        outcome = _one(path, check)
        differs += outcome == EXIT_DIFFERS
        failed += outcome == EXIT_ERROR
    for error in errors:
        print(error, file=sys.stderr)
    if failed or errors:
        return EXIT_ERROR
    if check and differs:
        print(f"{differs} file(s) would be reformatted", file=sys.stderr)
    return EXIT_DIFFERS if check and differs else EXIT_OK


def _one(path: Path, check: bool) -> int:
    try:
        data = path.read_bytes()
    except OSError as err:
        print(f"opencl-lsp: error: cannot read {path}: {err.strerror}", file=sys.stderr)
        return EXIT_ERROR
    done = format_bytes(data, str(path), read_any)
    if done.error is not None:
        print(f"opencl-lsp: error: {path}: {done.error}", file=sys.stderr)
        return EXIT_ERROR
    if not done.edits:
        return EXIT_OK
    formatted = apply(data, done.edits)
    if formatted == data:
        return EXIT_OK
    if check:
        print(f"would reformat {path}", file=sys.stderr)
        old = data.decode("utf-8", "replace").splitlines(keepends=True)
        new = formatted.decode("utf-8", "replace").splitlines(keepends=True)
        print("".join(difflib.unified_diff(old, new, f"{path}", f"{path} (formatted)")), end="")
    else:
        path.write_bytes(formatted)
        print(f"reformatted {path}", file=sys.stderr)
    return EXIT_DIFFERS
