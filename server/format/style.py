"""Which style clang-format applies to a file: the project's, or our OpenCL default.

clang-format itself looks for `.clang-format` or `_clang-format` in the file's directory and
then in each parent; we do the same search, but through the caller's `read` (the server reads
only workspace files), and hand clang-format the file we found (`--style=file:PATH`), so it
reads nothing we did not allow.
"""

from __future__ import annotations

import os
from typing import Callable, Optional

# LLVM's style with a 4-space indent (as most OpenCL code and the Khronos samples use), a
# 100-column limit, no return type on a line of its own (a `__kernel __attribute__((...)) void`
# head would otherwise push the function name down), and short functions only when empty.
# Address spaces, vector literals `(float4)(1.0f, 2.0f)` and swizzles need nothing special:
# clang-format reads `__global float *p` as a declaration and `(float4)(...)` as a cast.
DEFAULT_STYLE = (
    "{BasedOnStyle: LLVM, IndentWidth: 4, ColumnLimit: 100, "
    "AllowShortFunctionsOnASingleLine: Empty, PenaltyReturnTypeOnItsOwnLine: 1000}"
)

NAMES = (".clang-format", "_clang-format")


def style_file(path: str, read: Callable[[str], Optional[bytes]]) -> Optional[str]:
    """The nearest `.clang-format`/`_clang-format` at or above `path`'s directory that `read` gives, or None."""
    directory = os.path.dirname(os.path.abspath(path))
    while True:
        for name in NAMES:
            candidate = os.path.join(directory, name)
            if read(candidate) is not None:
                return candidate
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent
