"""The server's view of the workspace: the index, safe file reads, positions in any file.

Knows which files the server may read (those under the workspace roots and
the configured include directories, up to a size limit), builds the
workspace index in the background with progress reports, and converts byte
ranges in files that are not open into protocol locations.
"""

from __future__ import annotations

import functools
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

from pygls.uris import from_fs_path

from ..analysis.preprocessed import HeaderMacros
from ..codecache import user_cache_dir
from ..forksafe import Lock
from ..project.config import ProjectConfig
from ..syntax.document import Snapshot
from ..syntax.positions import Encoding, LineIndex
from .diagnostics import running_loop

if TYPE_CHECKING:  # asyncio and the protocol types load after a start's first diagnostics (early.py uses this module).
    import asyncio

    from lsprotocol import types

    from ..project.index import WorkspaceIndex

log = logging.getLogger(__name__)

MAX_READ_BYTES = 64 * 2**20


class Workspace:
    """Also the analysis' project view: `config_for`, `read` and `header_macros`."""

    def __init__(
        self,
        roots: list[Path],
        include_dirs_for: Callable[[str], list[str]],
        config_for_path: Optional[Callable[[str], ProjectConfig]] = None,
    ):
        self.roots = [str(r) for r in roots]
        self._include_dirs_for = include_dirs_for
        self._config_for_path = config_for_path
        self.header_macros = HeaderMacros()
        # Without a workspace folder, the folders of opened files stand in for it.
        self.open_dirs: set[str] = set()
        self._index: Optional[WorkspaceIndex] = None
        self._index_lock = Lock()
        self._reindex_timers: dict[str, asyncio.TimerHandle] = {}
        self._unindexed: set[str] = set()  # open files too large to index, each logged once

    @property
    def index(self) -> WorkspaceIndex:
        """The workspace index, made on first use: a start's first diagnostics (early.py) need none."""
        if self._index is None:
            with self._index_lock:
                if self._index is None:
                    from ..project.index import WorkspaceIndex

                    self._index = WorkspaceIndex(self.roots, include_dirs=self._include_dirs_for,
                                                 cache_dir=user_cache_dir() if self.roots else None, read=self.read_bytes)
        return self._index

    def allowed(self, path: str) -> bool:
        """Only workspace files and configured include directories are ever read."""
        real = os.path.realpath(path)
        bases = self.roots + list(self._include_dirs_for(path)) + (sorted(self.open_dirs) if not self.roots else [])
        return any(real == b or real.startswith(os.path.realpath(b).rstrip(os.sep) + os.sep) for b in bases)

    def read(self, path: str) -> Optional[bytes]:
        """Bytes of a file the server may read, or None (missing, refused, too big)."""
        try:
            if not self.allowed(path) or os.path.getsize(path) > MAX_READ_BYTES:
                return None
            with open(path, "rb") as handle:
                return handle.read(MAX_READ_BYTES + 1)
        except OSError:
            return None

    def includer_names(self, path: str) -> frozenset[str]:
        """What the files including `path` define (`WorkspaceIndex.includer_names`): none until
        the index is made (a start's first diagnostics wait for no index; the analyses after it
        see the names, and items that asked are analyzed again: `builtin_facts.INCLUDER_NAMES`)."""
        if self._index is None:
            return frozenset()
        return self._index.includer_names(path)

    def defined_elsewhere(self, path: str, words) -> frozenset[str]:
        """Which of `words` files that `path` does not include define (`WorkspaceIndex.defined_elsewhere`):
        none until the index is made, as for `includer_names`."""
        if self._index is None:
            return frozenset()
        return self._index.defined_elsewhere(path, words)

    def config_for(self, path: str) -> ProjectConfig:
        return self._config_for_path(path) if self._config_for_path else ProjectConfig()

    def read_bytes(self, path: str) -> bytes:
        data = self.read(path)
        if data is None:
            raise OSError(f"not readable here: {path}")
        return data

    @functools.lru_cache(maxsize=64)
    def _lines(self, path: str, size: int, generation: int) -> tuple[bytes, LineIndex]:
        data = self.index.data(path) or self.read(path) or b""
        return data, LineIndex(data)

    def location(self, path: str, start: int, end: int, encoding: Encoding, snapshot=None) -> types.Location:
        """A protocol location for a byte range in any indexed or readable file."""
        from lsprotocol import types
        if snapshot is not None:
            data, lines = snapshot.data, snapshot.lines
        else:
            data, lines = self._lines(path, len(self.index.data(path) or b""), self.index.generation)
        first = lines.position_at(data, start, encoding)
        last = lines.position_at(data, end, encoding)
        return types.Location(
            uri=from_fs_path(path) or path,
            range=types.Range(
                start=types.Position(line=first.line, character=first.character),
                end=types.Position(line=last.line, character=last.character),
            ),
        )

    REINDEX_DELAY_S = 0.5

    def reindex(self, snapshot: Snapshot, submit: Callable[[Callable[[], None]], object]) -> None:
        """Bring the index up to date with the editor's text, after a pause; `submit` runs it off the loop.

        Debounced well past the diagnostics: re-extracting a large file takes
        tens of milliseconds, which typing should not share the interpreter
        with. Navigation in the file itself reads its current snapshot.
        """
        from ..project import index as index_limits

        if snapshot.binary:
            return
        if len(snapshot.data) > index_limits.MAX_FILE_SIZE:
            # The index skips such files on disk too; scanning 20 MB holds the
            # interpreter for seconds, and every request would wait behind it.
            if snapshot.path not in self._unindexed:
                self._unindexed.add(snapshot.path)
                log.info("not indexing %s: %.1f MiB is over the index's %d MiB limit",
                         snapshot.path, len(snapshot.data) / 2**20, index_limits.MAX_FILE_SIZE >> 20)
            return
        index = self.index
        previous = self._reindex_timers.pop(snapshot.path, None)
        if previous is not None:
            previous.cancel()

        def update():
            try:
                index.add_or_update(snapshot.path, snapshot.data, from_editor=True, tree=snapshot.tree)
            except Exception:  # noqa: BLE001 - navigation degrades, diagnostics go on.
                log.exception("indexing %s failed", snapshot.path)

        def ripe():
            self._reindex_timers.pop(snapshot.path, None)
            submit(update)

        self._reindex_timers[snapshot.path] = running_loop().call_later(self.REINDEX_DELAY_S, ripe)

    def refresh_file(self, path: str, deleted: bool) -> None:
        """A file that is not open changed on disk (or was deleted): the index reads it again."""
        if deleted:
            self.index.remove(path)
            return
        data = self.read(path)
        if data is not None:
            self.index.add_or_update(path, data, from_editor=False)
