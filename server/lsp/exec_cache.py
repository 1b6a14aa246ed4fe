"""A disk cache of the code `dataclasses` compiles, so the server starts sooner (issue 18).

`@dataclass` writes the source of each class's `__init__`, `__repr__`, `__eq__`...
and runs it with `exec()` on every start: the engine's 80-odd dataclasses
compile 354 such functions before a start's first diagnostics, 45-55 ms of the
120 ms its imports take (2-core machine under load). Python caches a module's
bytecode in `.pyc` files, but not code made at run time; this does the same for
dataclasses' generated source, as `codecache.py` does for attrs'.

`install` binds a module global `exec` in `dataclasses` (which its functions
find before the builtin): a string is compiled once, with the flags the
builtin would use there (none but the module's `__future__` imports), and the
cached code object runs instead, which is what `exec` of the string does. The
cache is one `marshal` file per Python (code objects are not portable between
versions) under the user's cache directory, keyed by the exact source text
(each code object marshalled apart, read when it runs);
it is written again only when a start compiled much that it did not hold, and
then holds what that start used. Every failure (no cache directory, a
truncated file, a `dataclasses` with an `exec` of its own) falls back to the
builtin.
"""

from __future__ import annotations

import __future__
import builtins
import marshal
import sys
from typing import Any, Optional

from ..codecache import cache_file, save_used

def _default_path() -> Optional[str]:
    return cache_file("dataclass-code")


def _future_flags(module) -> int:
    """The compiler flags `exec` inherits from code in `module`: its `__future__` imports."""
    flags = 0
    for value in vars(module).values():
        if isinstance(value, __future__._Feature):
            flags |= value.compiler_flag
    return flags


class ExecCodeCache:
    """Installed around the imports that define dataclasses; `uninstall()` and `save()` after them."""

    def __init__(self, path: Optional[str]) -> None:
        self.path = path
        # source -> its code, marshalled: a start reads only the code objects it runs
        # (unmarshalling all of them at once took longer than the bytes).
        self.known: dict[str, bytes] = {}
        self.used: dict[str, bytes] = {}
        self.compiled = 0
        self._module: Any = None

    def install(self, module) -> bool:
        if self.path is None or "exec" in vars(module):
            return False
        try:
            with open(self.path, "rb") as f:
                known = marshal.load(f)
            if isinstance(known, dict) and all(isinstance(v, bytes) for v in known.values()):
                self.known = known
        except (OSError, EOFError, ValueError, TypeError):
            self.known = {}
        flags = _future_flags(module)

        def cached_exec(source, globals=None, locals=None, /, *args, **kwargs):
            if not isinstance(source, str) or args or kwargs:
                return builtins.exec(source, globals, locals, *args, **kwargs)
            data = self.known.get(source)
            if data is None:
                code = compile(source, "<string>", "exec", flags, dont_inherit=True)
                data = marshal.dumps(code)
                self.compiled += 1
            else:
                code = marshal.loads(data)
            self.used[source] = data
            if globals is None:  # The builtin runs it in its caller's namespace: so does this.
                caller = sys._getframe(1)
                globals = caller.f_globals
                locals = caller.f_locals if locals is None else locals
            return builtins.exec(code, globals, locals)

        module.exec = cached_exec
        self._module = module
        return True

    def uninstall(self) -> None:
        """dataclasses runs its source by itself again (classes defined later are few)."""
        if self._module is not None:
            vars(self._module).pop("exec", None)
            self._module = None

    def save(self) -> None:
        save_used(self.path, self.used, self.compiled)


def cached_dataclass_code(path: Optional[str] = None) -> ExecCodeCache:
    """A cache of the code dataclasses generates, installed (or not, silently: see `install`)."""
    import dataclasses

    cache = ExecCodeCache(path if path is not None else _default_path())
    cache.install(dataclasses)
    return cache
