"""Device builds in the server: when to build, what to publish, lenses, hover facts, commands.

Concurrency kind: builds run in the device worker process (`device/client.py`);
on the loop a build is only awaited, and its planning (reading headers) runs
in the default thread pool, so no request and no keystroke waits on a
driver. One build per document at a time: a request that arrives while
one runs makes it build again when it finishes, and only the newest result
is published. Device findings (engine findings with a path, their source
the device) are kept per document that was built and merged into every
publish of static findings (`diagnostics`), for the document and for the
headers it includes, by the engine (`device/merge.py`: a device finding that
says the same as a static one on the same line is dropped and the static one
names both sources); then `convert.diagnostic` converts each once.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Optional, Protocol

from lsprotocol import types
from pygls.uris import from_fs_path, to_fs_path

from ..analysis.findings import Finding
from ..device import merge
from ..device.build import KernelInfo
from ..device.service import DeviceService, DeviceSettings, DocumentBuild
from ..syntax.document import Snapshot
from ..syntax.positions import Encoding, LineIndex
from . import convert
from .documents import DocumentStore
from .workspace import Workspace


class _Server(Protocol):
    """What device builds use of the server (`server.OpenCLServer`), named here so that this
    module does not import the one that creates it."""

    documents: DocumentStore
    project: Workspace
    client_capabilities: Any

    @property
    def encoding(self) -> Encoding: ...

    def config_for(self, uri: str) -> Any: ...

    def config_for_path(self, path: str) -> Any: ...

    def window_show_message(self, params) -> None: ...

    def text_document_publish_diagnostics(self, params) -> None: ...

    def workspace_code_lens_refresh(self, params) -> Any: ...


log = logging.getLogger(__name__)

MAX_BUILD_BYTES = 4 * 2**20
# A build on open waits for the document's first full static publish: the worker's start (importing
# pyopencl, loading the driver) and the driver's compile take CPU the static analysis needs (on two
# cores, a device on made the full set of a 10,000-line file come about 50 ms later when the build
# went after a fixed 0.2 s). At most this long, should no publish come (an analysis that failed).
OPEN_WAIT_MAX_S = 5.0

class DeviceBuilds:
    def __init__(self, server: _Server):
        self.server = server
        self.service: Optional[DeviceService] = None
        # Findings of the last build of each document (by its path), over all devices.
        self.findings: dict[str, list[Finding]] = {}
        # Kernel facts of the last successful build of each document: [(device label, infos)].
        self.kernels: dict[str, list[tuple[str, list[KernelInfo]]]] = {}
        # The static findings last published per URI, with their snapshot, to merge device findings into.
        self.static: dict[str, tuple[Snapshot, list[Finding]]] = {}
        self._wanted: dict[str, int] = {}
        self._tasks: dict[str, asyncio.Task] = {}
        self._told: set[str] = set()
        self.last_build: dict[str, DocumentBuild] = {}
        # Documents opened whose build waits for their first full static publish (`diagnostics`).
        self._after_publish: set[str] = set()

    # Settings and triggers.

    def settings(self, uri: str) -> DeviceSettings:
        config = self.server.config_for(uri)
        settings = DeviceSettings.from_dict(config.device)
        for problem in settings.problems:
            self.tell(f"opencl-lsp configuration: {problem}", types.MessageType.Warning)
        return settings

    def on_open(self, uri: str) -> None:
        if self.settings(uri).mode == "openSave":
            self._after_publish.add(uri)
            self.request(uri, OPEN_WAIT_MAX_S)

    def on_save(self, uri: str) -> None:
        if self.settings(uri).mode in ("openSave", "onSave", "onChange"):
            # A save builds now, a build on open waiting for the static findings included.
            self._after_publish.discard(uri)
            self.request(uri, 0.0, restart_delay=True)

    def on_change(self, uri: str) -> None:
        settings = self.settings(uri)
        if settings.mode == "onChange":
            self.request(uri, settings.debounce_ms / 1000.0, restart_delay=True)

    def on_close(self, uri: str) -> None:
        task = self._tasks.pop(uri, None)
        if task is not None:
            task.cancel()
        self._wanted.pop(uri, None)
        self._after_publish.discard(uri)
        self.static.pop(uri, None)
        path = to_fs_path(uri) or uri
        old = self.findings.pop(path, [])
        self.kernels.pop(path, None)
        for other in {f.path for f in old} - {path}:
            self.republish(other)

    def reconfigure(self) -> None:
        # Devices stay what they are; messages about settings may now differ.
        self._told.clear()

    def request(self, uri: str, delay: float, restart_delay: bool = False) -> None:
        """Build `uri` after `delay` seconds; coalesces with a build already waiting or running."""
        self._wanted[uri] = self._wanted.get(uri, 0) + 1
        task = self._tasks.get(uri)
        if task is not None and not task.done():
            if restart_delay and getattr(task, "waiting", False):
                task.cancel()
            else:
                return
        task = asyncio.get_running_loop().create_task(self._run(uri, delay))
        task.waiting = True  # type: ignore[attr-defined]
        self._tasks[uri] = task

    async def _run(self, uri: str, delay: float) -> None:
        task = asyncio.current_task()
        try:
            if delay > 0:
                await asyncio.sleep(delay)
            task.waiting = False  # type: ignore[union-attr]
            while uri in self._wanted:
                seen = self._wanted[uri]
                await self.build_now(uri)
                if self._wanted.get(uri) == seen:
                    break
        except asyncio.CancelledError:
            pass
        except Exception:  # noqa: BLE001 - the server keeps serving.
            log.exception("device build of %s failed", uri)
        finally:
            if self._tasks.get(uri) is task:
                del self._tasks[uri]

    def _service(self) -> DeviceService:
        if self.service is None:
            self.service = DeviceService()
        return self.service

    async def build_now(self, uri: str) -> Optional[DocumentBuild]:
        """Build the document's current text on the chosen devices and publish the findings."""
        ls = self.server
        snap = ls.documents.snapshot(uri)
        if snap is None:
            return None
        if snap.binary or len(snap.data) > MAX_BUILD_BYTES:
            log.info("no device build for %s: binary or over %d bytes", uri, MAX_BUILD_BYTES)
            return None
        settings = self.settings(uri)
        config = ls.config_for(uri)
        service = self._service()
        project = ls.project

        def allowed(path: str) -> bool:
            return project.allowed(path)

        result = await service.build_document(snap.path, snap.data, config, settings, allowed, project.read)
        if ls.documents.generation(uri) is None:
            return result  # Closed meanwhile.
        self.last_build[uri] = result
        if result.unavailable is not None:
            if settings.mode != DeviceSettings.mode or settings.select:  # (VS Code's unset select is "")
                # The user chose when to build, or on which devices: say why nothing is built.
                self.tell(result.unavailable, types.MessageType.Info)
            elif result.unavailable not in self._told:
                # The default install has no pyopencl and builds on open by default: a
                # message at every start would be noise. It goes to the log once, and the
                # device commands (and the lenses that run them) show it when asked for.
                self._told.add(result.unavailable)
                log.info("%s", result.unavailable)
            return result
        for outcome in result.outcomes:
            if outcome.status == "worker":
                self.tell(outcome.findings[0].message, types.MessageType.Warning, once=False)
        self.store(snap.path, result)
        return result

    def store(self, path: str, result: DocumentBuild) -> None:
        old = self.findings.get(path, [])
        new = result.findings
        self.findings[path] = new
        kernels = [(o.device.label, o.kernels) for o in result.outcomes if o.status == "ok"]
        before = self.kernels.get(path)
        if kernels:
            self.kernels[path] = kernels
        else:
            self.kernels.pop(path, None)
        if self.kernels.get(path) != before:
            self.refresh_lenses()
        for target in {path} | {f.path for f in old} | {f.path for f in new}:
            self.republish(target)

    def refresh_lenses(self) -> None:
        """Ask the editor to ask again for code lenses (the kernel facts changed), if it can."""
        workspace = self.server.client_capabilities.workspace
        lens = workspace.code_lens if workspace is not None else None
        if lens is not None and lens.refresh_support:
            try:
                self.server.workspace_code_lens_refresh(None)
            except Exception:  # noqa: BLE001 - lenses come with the next request anyway.
                log.info("workspace/codeLens/refresh failed")

    def tell(self, message: str, kind: types.MessageType, once: bool = True) -> None:
        if once and message in self._told:
            return
        self._told.add(message)
        log.info("%s", message)
        self.server.window_show_message(types.ShowMessageParams(type=kind, message=message))

    # Publishing.

    def for_path(self, path: str) -> list[Finding]:
        return [f for findings in self.findings.values() for f in findings if f.path == path]

    def diagnostics(self, uri: str, snapshot: Snapshot, static: list[Finding]) -> list[types.Diagnostic]:
        """What to publish for `uri`: its static findings with the device findings for its file; remembers the static ones."""
        self.static[uri] = (snapshot, list(static))
        if uri in self._after_publish:
            # The static findings of the open go out now: the build waiting for them starts (unless
            # one started meanwhile, on a save).
            self._after_publish.discard(uri)
            if getattr(self._tasks.get(uri), "waiting", False):
                self.request(uri, 0.0, restart_delay=True)
        return self._diagnostics(uri, snapshot, static)

    def preview(self, uri: str, snapshot: Snapshot, static: list[Finding]) -> list[types.Diagnostic]:
        """What `diagnostics` would send, without remembering `static` (a partial set: the cheap stage of an open)."""
        return self._diagnostics(uri, snapshot, static)

    def _diagnostics(self, uri: str, snapshot: Optional[Snapshot], static: list[Finding]) -> list[types.Diagnostic]:
        ls = self.server
        path = to_fs_path(uri) or uri
        findings = static
        device = self.for_path(path)
        if device:
            if snapshot is not None:
                line_of = snapshot.lines.line_of
            else:  # A header that is not open: its text on disk.
                line_of = LineIndex(ls.project.read(path) or b"").line_of
            findings = merge.for_file(static, device, snapshot, line_of, ls.config_for_path(path).disabled_rules)

        def locate(where: str, start: int, end: int) -> types.Location:
            return ls.project.location(where, start, end, ls.encoding, ls.documents.snapshot_for_path(where))

        return [convert.diagnostic(snapshot, f, ls.encoding, uri, locate) for f in findings]

    def republish(self, path: str) -> None:
        ls = self.server
        uri = ls.documents.uri_for_path(path) or from_fs_path(path)
        if uri is None:
            return
        # Before its first static publish, an open document's device findings go out alone;
        # the static ones merge them in when they come.
        snapshot, static = self.static.get(uri, (ls.documents.snapshot(uri), []))
        version = snapshot.version if snapshot is not None else None
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=self._diagnostics(uri, snapshot, static), version=version)
        )

    # Code lens and hover.

    def code_lenses(self, uri: str) -> list[types.CodeLens]:
        ls = self.server
        snap = ls.documents.snapshot(uri)
        if snap is None:
            return []
        per_device = self.kernels.get(snap.path)
        if not per_device:
            return []
        from ..syntax import outline

        lenses = []
        for symbol in outline.outline(snap):
            if symbol.kind is not outline.SymbolKind.KERNEL:
                continue
            for label, infos in per_device:
                info = next((k for k in infos if k.name == symbol.name), None)
                if info is None:
                    continue
                device = label.removeprefix("opencl: ")
                position = snap.position(symbol.start, ls.encoding)
                start = types.Position(line=position.line, character=0)
                lenses.append(
                    types.CodeLens(
                        range=types.Range(start=start, end=start),
                        command=types.Command(
                            title=f"{device}: {info.summary()}", command="opencl.compile", arguments=[uri]
                        ),
                    )
                )
        return lenses

    # Commands.

    async def list_devices(self) -> list[dict]:
        from ..device.client import Unavailable, WorkerFailed

        try:
            found = await self._service().devices()
        except Unavailable as err:
            raise CommandFailed(err.advice()) from None
        except WorkerFailed as err:
            raise CommandFailed(f"the device worker failed: {err}") from None
        return [d.to_json() for d in found]

    async def compile(self, uri: str) -> dict:
        if self.server.documents.get(uri) is None:
            raise CommandFailed(f"{uri} is not open")
        result = await self.build_now(uri)
        if result is None:
            return {"message": "nothing to build"}
        if result.unavailable is not None:
            raise CommandFailed(result.unavailable)
        parts = []
        for outcome in result.outcomes:
            errors = sum(1 for f in outcome.findings if int(f.severity) == 1)
            warnings = sum(1 for f in outcome.findings if int(f.severity) == 2)
            parts.append(f"{outcome.device.name.strip()}: {outcome.status}, {errors} error(s), {warnings} warning(s)")
        return {"message": "; ".join(parts), "devices": [o.device.id for o in result.outcomes]}

    async def shutdown(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        if self.service is not None:
            await self.service.close()


class CommandFailed(Exception):
    """A device command that cannot be carried out; the message says why."""


