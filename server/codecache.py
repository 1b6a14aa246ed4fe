"""A disk cache of the methods attrs compiles, so the server starts sooner.

`lsprotocol.types` (which pygls imports) defines about 560 attrs classes;
attrs writes the source of each class's `__init__`, `__eq__`, `__repr__`... and
compiles it with `compile()` on every start: about half of that import, the
largest single cost between the server's spawn and its first diagnostics
(issue 18). Python caches a module's bytecode in `.pyc` files, but not code
made at run time; this does the same for attrs' generated source, keyed by
the exact source text and its file name, so what it returns is what
`compile()` would return.

The cache is one `marshal` file per Python (its cache tag and marshal
version name the file: code objects are not portable between versions)
under the user's cache directory. It is written again only when a start
compiled much that it did not hold (a new version of attrs or lsprotocol),
and then holds what that start used, so it does not grow. Every failure
(no cache directory, a truncated file, another attrs without the function
patched) falls back to compiling, as without the cache.
"""

from __future__ import annotations

import marshal
import os
import sys
from typing import Any, Optional

# Written again when more than this share of the code a start used was not in the file.
_REWRITE_SHARE = 0.05


def user_cache_dir() -> str:
    """Where the server keeps what it may rebuild (code caches, the initialize cache, the index):
    `$XDG_CACHE_HOME/opencl-lsp`, `~/.cache/opencl-lsp` without it."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "opencl-lsp")


def cache_file(stem: str) -> Optional[str]:
    """`<user cache>/<stem>-<python tag>-m<marshal version>.marshal`: code objects are not
    portable between Python versions; None where the interpreter has no cache tag."""
    tag = sys.implementation.cache_tag
    if not tag:
        return None
    return os.path.join(user_cache_dir(), f"{stem}-{tag}-m{marshal.version}.marshal")


def _default_path() -> Optional[str]:
    return cache_file("attrs-code")


class AttrsCodeCache:
    """Installed around the imports that define attrs classes; `save()` after them."""

    def __init__(self, path: Optional[str]) -> None:
        self.path = path
        self.known: dict[tuple[str, str], Any] = {}
        self.used: dict[tuple[str, str], Any] = {}
        self.compiled = 0
        self._module: Any = None
        self._original: Any = None

    def install(self) -> bool:
        try:
            import attr._make as make
        except ImportError:
            return False
        original = getattr(make, "_compile_and_eval", None)
        if original is None or self.path is None:
            return False  # Another attrs: it compiles as it always did.
        try:
            with open(self.path, "rb") as f:
                known = marshal.load(f)
            if isinstance(known, dict):
                self.known = known
        except (OSError, EOFError, ValueError, TypeError):
            self.known = {}

        def compile_and_eval(script, globs, locs=None, filename=""):
            key = (filename, script)
            code = self.known.get(key)
            if code is None:
                code = compile(script, filename, "exec")
                self.compiled += 1
            self.used[key] = code
            eval(code, globs, locs)

        self._module, self._original = make, original
        make._compile_and_eval = compile_and_eval
        return True

    def uninstall(self) -> None:
        """attrs compiles by itself again (classes made later are rare and few)."""
        if self._module is not None:
            self._module._compile_and_eval = self._original
            self._module = None

    def save(self) -> None:
        save_used(self.path, self.used, self.compiled)


def save_used(path: Optional[str], used, compiled: int) -> None:
    """Write what a start used, when more than `_REWRITE_SHARE` of it had to be compiled (a cache
    written by another version, or none yet); silently not where the cache cannot be written."""
    if path is None or not used or compiled <= _REWRITE_SHARE * len(used):
        return
    partial = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(partial, "wb") as f:
            marshal.dump(used, f)
        os.replace(partial, path)  # Another server reading it sees the old file or the new one.
    except (OSError, ValueError):
        try:
            os.unlink(partial)
        except OSError:
            pass


def cached_attrs_code(path: Optional[str] = None) -> AttrsCodeCache:
    """A cache of attrs' generated code, installed (or not, silently: see `install`)."""
    cache = AttrsCodeCache(path if path is not None else _default_path())
    cache.install()
    return cache
