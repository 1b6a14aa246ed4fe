"""The initialize results the real server gave, so a start can answer `initialize` before it loads (early.py).

One JSON file under the user's cache directory maps a key to the result (as
sent) for the newest few keys. The key covers everything that decides the
server's capabilities: the client's capabilities (pygls' builder reads them),
our handler modules and their options, the formatting extra (advertised only
when installed), pygls' capability builder and the protocol's types (their
files' sizes and modification times, so an edit or an upgrade makes a new key).
The real server checks each answer given from here against its own
(`protocol.Protocol._send_response`) and stores its own when they differ.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from typing import Any, Optional

from ..codecache import user_cache_dir

# How many client capability sets the file keeps.
_ENTRIES = 16


def _cache_path() -> str:
    return os.path.join(user_cache_dir(), "initialize-results.json")


def _stat(path: str) -> str:
    try:
        st = os.stat(path)
    except OSError:
        return f"{path}:-"
    return f"{path}:{st.st_mtime_ns}:{st.st_size}"


def _package_files(name: str, *relative: str) -> list[str]:
    from importlib.util import find_spec

    try:
        spec = find_spec(name)
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        return [f"{name}:-"]
    base = list(spec.submodule_search_locations)[0]
    return [_stat(os.path.join(base, r)) for r in relative]


def _code_fingerprint() -> list[str]:
    """What decides the server's capabilities besides the client's (see the module's docstring)."""
    from importlib.util import find_spec

    from .. import __version__

    here = os.path.dirname(os.path.abspath(__file__))
    package = os.path.dirname(here)
    files = []
    for folder in (here, os.path.join(here, "handlers"), os.path.join(package, "format")):
        try:
            names = sorted(n for n in os.listdir(folder) if n.endswith(".py"))
        except OSError:
            names = []
        files += [_stat(os.path.join(folder, n)) for n in names]
    try:
        formatter = find_spec("clang_format")
    except (ImportError, ValueError):
        formatter = None
    origin = formatter.origin if formatter is not None else None
    return [
        __version__,
        sys.version,
        *files,
        f"clang_format:{origin}:{_stat(origin) if origin else '-'}",
        *_package_files("pygls", "capabilities.py", "protocol/language_server.py", "server.py", "lsp/server.py"),
        *_package_files("lsprotocol", "types.py", "_hooks.py"),
    ]


def key(capabilities: Any) -> str:
    """The key of a client's capabilities (the `capabilities` of its initialize params) with this code."""
    text = json.dumps([capabilities, _code_fingerprint()], sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _load_cache() -> dict:
    try:
        with open(_cache_path(), encoding="utf-8") as f:
            cached = json.load(f)
    except (OSError, ValueError):
        return {}
    return cached if isinstance(cached, dict) else {}


def result(of: str) -> Optional[dict]:
    """The result stored for key `of`, or None."""
    found = _load_cache().get(of)
    return found if isinstance(found, dict) else None


def store(of: str, value: dict) -> None:
    """Remember the real server's initialize result for key `of` (the newest `_ENTRIES` keys)."""
    path = _cache_path()
    cached = _load_cache()
    cached.pop(of, None)
    cached[of] = value
    cached = dict(list(cached.items())[-_ENTRIES:])
    partial = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(partial, "w", encoding="utf-8") as f:
            json.dump(cached, f)
        os.replace(partial, path)  # Another server reading it sees the old file or the new one.
    except OSError:
        try:
            os.unlink(partial)
        except OSError:
            pass
