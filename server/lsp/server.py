"""The pygls server: the state handlers share, and `create_server()`, which registers them.

The handlers live in `handlers/`, one module per feature; each takes the
document's snapshot, calls one engine entry point and converts the result.
Most are guarded: an engine failure is logged and the request gets an empty
result, so the server keeps serving.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Optional

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from .. import __version__
from ..project.config import ConfigCache, ProblemSeverity, ProjectConfig, resolve_config
from ..project.features import DEFAULT_FEATURES, DEFAULT_VERSION
from ..syntax.positions import Encoding
from . import convert, handlers
from .device_builds import DeviceBuilds
from .diagnostics import DiagnosticsScheduler
from .documents import DocumentStore
from .early import Handoff
from .handlers import host as host_handlers
from .handlers.base import RequestFailed  # noqa: F401 - the refusal error, named here for callers.
from .protocol import Protocol
from .warm_up import WarmUp
from .workspace import Workspace


class OpenCLServer(LanguageServer):
    """The server and its state: open documents, scheduler, workspace, settings, device builds."""

    def __init__(self):
        super().__init__("opencl-lsp", __version__, protocol_cls=Protocol)
        self.documents = DocumentStore()
        # Debounced analysis of each document, published through the diagnostics handlers
        # (host files' through the host handlers, which pass OpenCL documents on).
        self.scheduler = DiagnosticsScheduler(
            self.documents,
            functools.partial(host_handlers.prepare, self),
            functools.partial(host_handlers.publish, self),
        )
        self.roots: list[Path] = []
        self.settings: Optional[dict] = None  # the "opencl" section from the editor
        self.config_cache = ConfigCache()
        self._reported: set[str] = set()
        # The engines loaded once publishes pause (the thread pool is made on first use).
        self.warm_up = WarmUp(lambda *work: self.thread_pool.submit(*work))
        self.completion_config: tuple[tuple[int, int], frozenset[str]] = (DEFAULT_VERSION, DEFAULT_FEATURES)
        self.project = Workspace([], self.include_dirs_for, self.config_for_path)
        self.device = DeviceBuilds(self)
        # Last full result sent per document (result id, data), for deltas.
        self.token_cache: dict[str, tuple[str, list[int]]] = {}
        self._token_serial = 0
        # What a start answered before this server loaded (early.py), or None.
        self.handoff: Optional[Handoff] = None

    @property
    def encoding(self) -> Encoding:
        try:
            return convert.encoding_of(self.workspace.position_encoding)
        except Exception:  # noqa: BLE001 - before initialize there is no workspace.
            return Encoding.UTF16

    def config_for_path(self, path: str) -> ProjectConfig:
        """Configuration of any file, without messages (safe on worker threads)."""
        config, _problems = resolve_config(Path(path), self.roots or None, self.settings, cache=self.config_cache)
        return config

    def config_with_flags(self, path: str, flags: tuple[str, ...]) -> ProjectConfig:
        """The configuration of a file with extra clang flags after its own (an embedded kernel's build options)."""
        config, _problems = resolve_config(Path(path), self.roots or None, self.settings, cli_args=list(flags),
                                           cache=self.config_cache)
        return config

    def include_dirs_for(self, path: str) -> list[str]:
        return [str(d) for d in self.config_for_path(path).include_dirs]

    def config_for(self, uri: str) -> ProjectConfig:
        """The project configuration of a document; problems are shown once each."""
        path = to_fs_path(uri) if uri.startswith("file:") else None
        target = Path(path) if path else (self.roots[0] if self.roots else Path.cwd()) / "untitled.cl"
        config, problems = resolve_config(target, self.roots or None, self.settings, cache=self.config_cache)
        for problem in problems:
            text = str(problem)
            if text in self._reported:
                continue
            self._reported.add(text)
            error = problem.severity == ProblemSeverity.ERROR
            self.window_show_message(
                types.ShowMessageParams(
                    type=types.MessageType.Error if error else types.MessageType.Warning,
                    message=f"opencl-lsp configuration: {text}",
                )
            )
        return config

    def language_config(self, uri: str) -> tuple[tuple[int, int], frozenset[str]]:
        """OpenCL C version and enabled extensions/features for a document."""
        config = self.config_for(uri)
        return config.version, config.features

    def location(self, loc) -> types.Location:
        """A navigation result (path and byte range) as a protocol location."""
        return self.project.location(
            loc.path, loc.start, loc.end, self.encoding, self.documents.snapshot_for_path(loc.path)
        )

    def reconfigure(self) -> None:
        """Configuration changed: forget cached files and messages, re-check open documents."""
        self.config_cache.clear()
        self.project.header_macros.invalidate()
        self._reported.clear()
        self.device.reconfigure()
        for uri in self.documents.uris():
            self.scheduler.schedule(uri, immediate=True)

    def next_result_id(self) -> str:
        self._token_serial += 1
        return str(self._token_serial)


def create_server() -> OpenCLServer:
    server = OpenCLServer()
    handlers.register(server)
    return server
