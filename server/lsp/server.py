"""The pygls server: feature handlers that call the engine and convert results.

Built by `create_server()`. Each handler is short: find the snapshot, call one
engine function, convert. Handlers are guarded: an engine failure is logged
and the request gets an empty result, so the server keeps serving.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
from pathlib import Path
from typing import Any, Callable, Optional

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.exceptions import JsonRpcException
from pygls.uris import from_fs_path, to_fs_path

from .. import __version__
from ..analysis.budget import Budget
from ..analysis.driver import analyze
from ..project.features import DEFAULT_FEATURES, DEFAULT_VERSION
from ..project import index as index_limits
from ..project.config import ConfigCache, ProblemSeverity, ProjectConfig, resolve_config
from ..syntax import outline, structure, tokens
from ..syntax.occurrences import occurrences
from ..syntax.positions import Encoding
from . import convert
from .device_builds import CommandFailed, DeviceBuilds
from .diagnostics import DiagnosticsScheduler
from .documents import DocumentStore
from .protocol import Protocol
from .workspace import Workspace

log = logging.getLogger(__name__)

class RequestFailed(JsonRpcException):
    """LSP's RequestFailed: the request was valid but cannot be carried out (e.g. an unsafe rename)."""

    CODE = -32803


CONFIG_FILES = {".opencl-lsp.toml", "pyproject.toml", "compile_commands.json", "compile_flags.txt"}

# DocumentStore.derived key of a document version's findings (published, or analyzed for a code action).
FINDINGS = "findings"

LEGEND = types.SemanticTokensLegend(
    token_types=list(tokens.TOKEN_TYPES), token_modifiers=list(tokens.TOKEN_MODIFIERS)
)


class OpenCLServer(LanguageServer):
    def __init__(self):
        super().__init__("opencl-lsp", __version__, protocol_cls=Protocol)
        self.documents = DocumentStore()
        self.scheduler = DiagnosticsScheduler(self.documents, self.prepare_analysis, self.publish)
        self.roots: list[Path] = []
        self.settings: Optional[dict] = None  # the "opencl" section from the editor
        self.config_cache = ConfigCache()
        self._reported: set[str] = set()
        self._warmed = False
        self.completion_config: tuple[tuple[int, int], frozenset[str]] = (DEFAULT_VERSION, DEFAULT_FEATURES)
        self._reindex_timers: dict[str, asyncio.TimerHandle] = {}
        self._unindexed: set[str] = set()  # open files too large to index, each logged once
        self.project = Workspace([], self.include_dirs_for, self.config_for_path)
        self.device = DeviceBuilds(self)
        # Last full result sent per document (result id, data), for deltas.
        self.token_cache: dict[str, tuple[str, list[int]]] = {}
        # The catalog loads on first use, off the message loop, so that
        # startup to first diagnostics does not wait for it.
        self.is_builtin_function = _is_builtin_function
        self._token_serial = 0

    @property
    def encoding(self) -> Encoding:
        try:
            return convert.encoding_of(self.workspace.position_encoding)
        except Exception:  # noqa: BLE001 - before initialize there is no workspace.
            return Encoding.UTF16

    def publish(self, uri: str, snapshot, findings) -> None:
        # Code actions offer the fixes of exactly these findings (no second analysis).
        self.documents.remember(snapshot, uri, FINDINGS, findings)
        # Device findings merge into the static ones in the engine (device/merge.py); each is converted once.
        diagnostics = self.device.diagnostics(uri, snapshot, findings)
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=snapshot.version)
        )
        self.reindex(snapshot)
        if not self._warmed:
            # Load the catalog and the engines once the first diagnostics are
            # out (earlier, they would compete with them for the interpreter),
            # so the first hover or completion does not pay for it.
            # Warm for this document's configuration: the completion lists are
            # cached per (version, features), so warming another key is wasted.
            self._warmed = True
            self.thread_pool.submit(_warm, *self.language_config(uri))

    def config_for_path(self, path: str) -> ProjectConfig:
        """Configuration of any file, without messages (safe on worker threads)."""
        config, _problems = resolve_config(Path(path), self.roots or None, self.settings, cache=self.config_cache)
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

    def prepare_analysis(self, uri: str, snapshot) -> Callable[[], list]:
        """On the loop: resolve the configuration; returns the work for the worker thread.

        The workspace index is updated after diagnostics are published
        (`reindex`), so a keystroke's diagnostics never wait for it.
        """
        config = self.config_for(uri)
        disabled = config.disabled_rules

        def work(cancelled=None) -> list:
            convert.load_rules()  # Every rule, even when another thread is loading them.
            # Under the time budget; `cancelled` says a newer version superseded this one.
            budget = Budget(config.analysis_time_budget_ms / 1000, cancelled)
            return analyze(snapshot, disabled, project=self.project, budget=budget)

        return work

    REINDEX_DELAY_S = 0.5

    def reindex(self, snapshot) -> None:
        """Bring the workspace index up to date with the editor's text.

        Debounced well past the diagnostics: re-extracting a large file takes
        tens of milliseconds, which typing should not share the interpreter
        with. Navigation in the file itself reads its current snapshot.
        """
        if snapshot.binary:
            return
        if len(snapshot.data) > index_limits.MAX_FILE_SIZE:
            # The index skips such files on disk too; scanning 20 MB holds the
            # interpreter for seconds, and every request would wait behind it.
            if snapshot.path not in self._unindexed:
                self._unindexed.add(snapshot.path)
                log.info("not indexing %s: %s is over the index's %d MiB limit",
                         snapshot.path, _mib(snapshot), index_limits.MAX_FILE_SIZE >> 20)
            return
        index = self.project.index
        previous = self._reindex_timers.pop(snapshot.path, None)
        if previous is not None:
            previous.cancel()

        def update():
            try:
                index.add_or_update(snapshot.path, snapshot.data, from_editor=True, tree=snapshot.tree)
            except Exception:  # noqa: BLE001 - navigation degrades, diagnostics go on.
                log.exception("indexing %s failed", snapshot.path)

        def submit():
            self._reindex_timers.pop(snapshot.path, None)
            self.thread_pool.submit(update)

        loop = asyncio.get_running_loop()
        self._reindex_timers[snapshot.path] = loop.call_later(self.REINDEX_DELAY_S, submit)

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


def _warm(version, features) -> None:
    from ..hover import completion as completion_engine
    from ..hover import hover as hover_engine  # noqa: F401 - imported to warm it.
    from ..hover import signature as signature_engine  # noqa: F401

    completion_engine.warm(version, features)


def _is_builtin_function(name: str) -> bool:
    from ..analysis.semantics.catalog import load_catalog  # Imported late: not needed to start.

    return load_catalog().is_builtin_function(name)


def _mib(snap) -> str:
    return f"{len(snap.data) / 2**20:.1f} MiB"


def guarded(default: Any = None):
    """Log an engine failure and answer with `default` instead of an error."""

    def wrap(handler):
        if asyncio.iscoroutinefunction(handler):

            @functools.wraps(handler)
            async def run_async(ls, params):
                try:
                    return await handler(ls, params)
                except Exception:  # noqa: BLE001
                    log.exception("%s failed", handler.__name__)
                    return default

            return run_async

        @functools.wraps(handler)
        def run(ls, params):
            try:
                return handler(ls, params)
            except Exception:  # noqa: BLE001
                log.exception("%s failed", handler.__name__)
                return default

        return run

    return wrap


def create_server() -> OpenCLServer:
    server = OpenCLServer()

    @server.feature(types.INITIALIZE)
    def initialize(ls: OpenCLServer, params: types.InitializeParams):
        options = params.initialization_options or {}
        if isinstance(options, dict):
            ls.settings = options.get("opencl", options)
        delay = (options.get("diagnostics") or {}).get("debounceMs") if isinstance(options, dict) else None
        if isinstance(delay, (int, float)) and delay >= 0:
            ls.scheduler.debounce_s = delay / 1000.0
        folders = params.workspace_folders or []
        uris = [f.uri for f in folders] or ([params.root_uri] if params.root_uri else [])
        ls.roots = [Path(p) for p in (to_fs_path(u) for u in uris) if p]
        ls.project = Workspace(ls.roots, ls.include_dirs_for, ls.config_for_path)

    async def off_loop(fn, *args):
        return await asyncio.get_running_loop().run_in_executor(None, fn, *args)

    @server.feature(types.INITIALIZED)
    def initialized(ls: OpenCLServer, params: types.InitializedParams):
        if ls.roots:
            asyncio.ensure_future(build_index(ls))
        asyncio.ensure_future(watch_files(ls))
        capabilities = ls.client_capabilities.workspace
        if capabilities is not None and capabilities.configuration:
            asyncio.ensure_future(pull_configuration(ls))

    async def build_index(ls: OpenCLServer) -> None:
        """Index the workspace in the background, reporting $/progress when the client can show it."""
        loop = asyncio.get_running_loop()
        token = "opencl-lsp/indexing"
        window = ls.client_capabilities.window
        progress = window is not None and bool(window.work_done_progress)
        if progress:
            try:
                await ls.work_done_progress.create_async(token)
                ls.work_done_progress.begin(token, types.WorkDoneProgressBegin(title="Indexing OpenCL files", percentage=0))
            except Exception:  # noqa: BLE001 - progress is a courtesy.
                progress = False

        def report(done: int, total: int, message: str) -> None:
            if progress:
                percentage = int(100 * done / total) if total else 100
                loop.call_soon_threadsafe(
                    ls.work_done_progress.report,
                    token,
                    types.WorkDoneProgressReport(message=f"{done}/{total} files", percentage=percentage),
                )

        try:
            result = await loop.run_in_executor(None, lambda: ls.project.index.build(progress=report))
            log.info("indexed %d files in %.2fs", result.files, result.seconds) if hasattr(result, "seconds") else None
        except Exception:  # noqa: BLE001
            log.exception("workspace indexing failed")
        finally:
            if progress:
                ls.work_done_progress.end(token, types.WorkDoneProgressEnd(message="Indexed"))

    async def watch_files(ls: OpenCLServer) -> None:
        """Ask the editor to report changes to kernel files and configuration files."""
        workspace = ls.client_capabilities.workspace
        watched = workspace.did_change_watched_files if workspace is not None else None
        if watched is None or not watched.dynamic_registration:
            return
        patterns = ["**/*.{cl,h,clh,inc,ocl}", *(f"**/{name}" for name in sorted(CONFIG_FILES))]
        try:
            await ls.client_register_capability_async(
                types.RegistrationParams(
                    registrations=[
                        types.Registration(
                            id="opencl-lsp/watched-files",
                            method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                            register_options=types.DidChangeWatchedFilesRegistrationOptions(
                                watchers=[types.FileSystemWatcher(glob_pattern=p) for p in patterns]
                            ),
                        )
                    ]
                )
            )
        except Exception:  # noqa: BLE001 - without it, saves and edits still keep the index current.
            log.info("the client did not accept file watchers")

    async def pull_configuration(ls: OpenCLServer) -> None:
        """Ask the editor for the "opencl" settings section (workspace/configuration)."""
        try:
            result = await ls.workspace_configuration_async(
                types.ConfigurationParams(items=[types.ConfigurationItem(section="opencl")])
            )
        except Exception:  # noqa: BLE001 - a client that cannot answer keeps the initial settings.
            log.info("workspace/configuration not answered; keeping the initialization options")
            return
        if result and isinstance(result[0], dict) and result[0]:
            ls.settings = result[0]
            ls.reconfigure()

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    def did_change_configuration(ls: OpenCLServer, params: types.DidChangeConfigurationParams):
        settings = params.settings
        if isinstance(settings, dict) and isinstance(settings.get("opencl"), dict):
            ls.settings = settings["opencl"]
            ls.reconfigure()
        else:
            asyncio.ensure_future(pull_configuration(ls))

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: OpenCLServer, params: types.DidOpenTextDocumentParams):
        item = params.text_document
        doc = ls.documents.open(item.uri, item.text, item.version)
        ls.project.open_dirs.add(os.path.dirname(doc.path))
        ls.scheduler.schedule(item.uri, immediate=True)
        ls.device.on_open(item.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: OpenCLServer, params: types.DidChangeTextDocumentParams):
        uri = params.text_document.uri
        doc = ls.documents.get(uri)
        if doc is None:
            log.warning("didChange for a document that is not open: %s", uri)
            return
        version = params.text_document.version
        for change in params.content_changes:
            if isinstance(change, types.TextDocumentContentChangePartial):
                start, end = change.range.start, change.range.end
                doc.apply_edit(
                    convert.Position(start.line, start.character),
                    convert.Position(end.line, end.character),
                    change.text,
                    ls.encoding,
                    version,
                )
            else:
                doc.replace_all(change.text, version)
        ls.scheduler.schedule(uri)
        ls.device.on_change(uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: OpenCLServer, params: types.DidSaveTextDocumentParams):
        # Other files may include this one: their header macros are stale.
        doc = ls.documents.get(params.text_document.uri)
        if doc is not None:
            ls.project.header_macros.invalidate([doc.path])
            for uri in ls.documents.uris():
                if uri != params.text_document.uri:
                    ls.scheduler.schedule(uri)
            ls.device.on_save(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: OpenCLServer, params: types.DidCloseTextDocumentParams):
        uri = params.text_document.uri
        ls.scheduler.forget(uri)
        ls.device.on_close(uri)
        doc = ls.documents.get(uri)
        if doc is not None:
            ls.project.index.set_closed(doc.path)
        ls.documents.close(uri)
        ls.token_cache.pop(uri, None)
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    @guarded(default=[])
    async def document_symbol(ls: OpenCLServer, params: types.DocumentSymbolParams):
        uri = params.text_document.uri
        encoding = ls.encoding

        def compute(snap):
            depth = outline.depth_limit(snap)
            most = None if depth is None else outline.SHALLOW_MAX_SYMBOLS
            symbols = outline.outline(snap, depth, most)
            if depth is not None:
                log.info("documentSymbol capped: %s is %s: only symbols at most %d levels deep, %s",
                         snap.path, _mib(snap), depth, f"the first {most}" if len(symbols) >= most else "all of them")
            return [convert.document_symbol(snap, s, encoding) for s in symbols]

        snap = ls.documents.snapshot(uri)
        if snap is None:
            return []
        return await off_loop(ls.documents.derived, snap, uri, f"symbols:{encoding.value}", compute)

    @server.feature(types.TEXT_DOCUMENT_FOLDING_RANGE)
    @guarded(default=[])
    async def folding_range(ls: OpenCLServer, params: types.FoldingRangeParams):
        kinds = {"comment": types.FoldingRangeKind.Comment, "imports": types.FoldingRangeKind.Imports}

        def compute(snap):
            depth = structure.fold_depth_limit(snap)
            most = None if depth is None else structure.SHALLOW_MAX_FOLDS
            found = structure.folds(snap, depth, most)
            if depth is not None:
                log.info("foldingRange capped: %s is %s: only nodes at most %d levels deep, %s",
                         snap.path, _mib(snap), depth, f"the first {most}" if len(found) >= most else "all of them")
            return [
                types.FoldingRange(
                    start_line=f.start_line, end_line=f.end_line, kind=kinds.get(f.kind, types.FoldingRangeKind.Region)
                )
                for f in found
            ]

        uri = params.text_document.uri
        snap = ls.documents.snapshot(uri)
        if snap is None:
            return []
        return await off_loop(ls.documents.derived, snap, uri, "folds", compute)

    @server.feature(types.TEXT_DOCUMENT_SELECTION_RANGE)
    @guarded(default=[])
    def selection_range(ls: OpenCLServer, params: types.SelectionRangeParams):
        snap = ls.documents.snapshot(params.text_document.uri)
        if snap is None:
            return []
        results = []
        for pos in params.positions:
            chain = structure.selection_chain(snap, convert.offset(snap, pos, ls.encoding))
            parent = None
            for start, end in reversed(chain):
                parent = types.SelectionRange(range=convert.range_(snap, start, end, ls.encoding), parent=parent)
            results.append(parent)
        return results

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT)
    @guarded(default=[])
    def document_highlight(ls: OpenCLServer, params: types.DocumentHighlightParams):
        snap = ls.documents.snapshot(params.text_document.uri)
        if snap is None:
            return []
        found = occurrences(snap, convert.offset(snap, params.position, ls.encoding))
        return [
            types.DocumentHighlight(
                range=convert.range_(snap, o.start, o.end, ls.encoding),
                kind=types.DocumentHighlightKind.Write if o.is_write else types.DocumentHighlightKind.Read,
            )
            for o in found
        ]

    def token_data(ls: OpenCLServer, snap, byte_range=None) -> list[int]:
        span, capped = tokens.bounded_range(snap, byte_range)
        if capped:
            first, last = snap.lines.line_of(span[0]) + 1, snap.lines.line_of(span[1] - 1) + 1
            log.info("semanticTokens capped: %s is %s; tokens for lines %d to %d only (%d KiB a request): "
                     "semanticTokens/range gives the rest", snap.path, _mib(snap), first, last, tokens.MAX_SPAN_BYTES >> 10)
        found = tokens.semantic_tokens(snap, ls.is_builtin_function, span if capped else byte_range)
        return tokens.encode(snap, tokens.mark_inactive(found, inactive(ls, snap)), ls.encoding)

    def inactive(ls: OpenCLServer, snap) -> list[tuple[int, int]]:
        """Regions the preprocessor skips (for the `inactive` token modifier)."""
        from ..analysis.context import Context
        from ..analysis.preprocessed import inactive_regions

        try:
            return inactive_regions(Context(snap, ls.project))
        except Exception:  # noqa: BLE001 - highlighting goes on without it.
            log.exception("inactive regions failed for %s", snap.path)
            return []

    def full_token_data(ls: OpenCLServer, snap, uri: str) -> list[int]:
        """Whole-file tokens, computed once per document version."""
        return ls.documents.derived(snap, uri, f"tokens:{ls.encoding.value}", lambda s: token_data(ls, s))

    async def full_tokens(ls: OpenCLServer, uri: str):
        """(previous result sent for uri, this result's id, data), or None if not open."""
        snap = ls.documents.snapshot(uri)
        if snap is None:
            return None
        data = await off_loop(full_token_data, ls, snap, uri)
        previous = ls.token_cache.get(uri)
        result_id = ls.next_result_id()
        ls.token_cache[uri] = (result_id, data)
        return previous, result_id, data

    @server.feature(types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, LEGEND)
    @guarded(default=types.SemanticTokens(data=[]))
    async def semantic_tokens_full(ls: OpenCLServer, params: types.SemanticTokensParams):
        result = await full_tokens(ls, params.text_document.uri)
        if result is None:
            return types.SemanticTokens(data=[])
        _previous, result_id, data = result
        return types.SemanticTokens(data=data, result_id=result_id)

    @server.feature(types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL_DELTA)
    @guarded(default=types.SemanticTokens(data=[]))
    async def semantic_tokens_delta(ls: OpenCLServer, params: types.SemanticTokensDeltaParams):
        result = await full_tokens(ls, params.text_document.uri)
        if result is None:
            return types.SemanticTokens(data=[])
        previous, result_id, data = result
        if previous is None or previous[0] != params.previous_result_id:
            return types.SemanticTokens(data=data, result_id=result_id)
        start, delete, inserted = tokens.diff(previous[1], data)
        edits = [] if delete == 0 and not inserted else [
            types.SemanticTokensEdit(start=start, delete_count=delete, data=inserted)
        ]
        return types.SemanticTokensDelta(edits=edits, result_id=result_id)

    @server.feature(types.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE)
    @guarded(default=types.SemanticTokens(data=[]))
    async def semantic_tokens_range(ls: OpenCLServer, params: types.SemanticTokensRangeParams):
        uri = params.text_document.uri
        snap = ls.documents.snapshot(uri)
        if snap is None:
            return types.SemanticTokens(data=[])
        span = (
            convert.offset(snap, params.range.start, ls.encoding),
            convert.offset(snap, params.range.end, ls.encoding),
        )
        data = await off_loop(token_data, ls, snap, span)
        return types.SemanticTokens(data=data)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    @guarded(default=None)
    def hover(ls: OpenCLServer, params: types.HoverParams):
        snap, offset = at(ls, params)
        if snap is None:
            return None
        from ..analysis.preprocessed import macro_expansion
        from ..hover import hover as hover_engine  # Imported on first use: startup stays short.

        version, features = ls.language_config(params.text_document.uri)
        found = hover_engine.hover_at(snap, offset, version, features)
        expansion = macro_expansion(snap, offset, ls.project) if b"#" in snap.data or found is None else None
        if found is None and expansion is None:
            return None
        parts = [found.markdown] if found is not None else [f"macro `{expansion[0]}`"]
        if expansion is not None:
            parts.append(f"Expands here to:\n```opencl\n{expansion[1]}\n```")
        device_facts = ls.device.kernel_hover(snap, offset)
        if device_facts is not None:
            parts.append(device_facts)
        span = (found.start, found.end) if found is not None else (offset, offset)
        return types.Hover(
            contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value="\n\n".join(parts)),
            range=convert.range_(snap, span[0], span[1], ls.encoding),
        )

    @server.feature(
        types.TEXT_DOCUMENT_COMPLETION,
        # Only characters that always start a completion context: '.' and '->'
        # (members, swizzles), '#' (directives), '"' (include paths).
        types.CompletionOptions(trigger_characters=[".", ">", "#", '"'], resolve_provider=True),
    )
    @guarded(default=None)
    def completion(ls: OpenCLServer, params: types.CompletionParams):
        uri = params.text_document.uri
        snap = ls.documents.snapshot(uri)
        if snap is None:
            return None
        version, features = ls.language_config(uri)
        at = convert.offset(snap, params.position, ls.encoding)
        context = params.context
        if (
            context is not None
            and context.trigger_kind == types.CompletionTriggerKind.TriggerCharacter
            and context.trigger_character == ">"
            and snap.data[max(at - 2, 0) : at] != b"->"
        ):
            return None  # A comparison, not a member access.
        from ..hover import completion as completion_engine

        # completionItem/resolve carries no document: it documents the items
        # against the configuration they were offered for.
        ls.completion_config = (version, features)
        found = completion_engine.complete_at(snap, at, version, features, path=snap.path)
        if not found.items:
            return types.CompletionList(is_incomplete=found.is_incomplete, items=[])
        edit_range = None
        if found.replace_start is not None and found.replace_start <= at:
            edit_range = convert.range_(snap, found.replace_start, at, ls.encoding)
        return types.CompletionList(
            is_incomplete=found.is_incomplete,
            items=[convert.completion_item(item, edit_range) for item in found.items],
        )

    @server.feature(types.COMPLETION_ITEM_RESOLVE)
    @guarded(default=None)
    def completion_resolve(ls: OpenCLServer, item: types.CompletionItem):
        if isinstance(item.data, str):
            from ..hover import completion as completion_engine

            version, features = ls.completion_config
            docs = completion_engine.resolve(item.data, version, features)
            if docs:
                item.documentation = types.MarkupContent(kind=types.MarkupKind.Markdown, value=docs)
        return item

    @server.feature(
        types.TEXT_DOCUMENT_SIGNATURE_HELP,
        types.SignatureHelpOptions(trigger_characters=["(", ","], retrigger_characters=[")"]),
    )
    @guarded(default=None)
    def signature_help(ls: OpenCLServer, params: types.SignatureHelpParams):
        snap, offset = at(ls, params)
        if snap is None:
            return None
        from ..hover import signature as signature_engine

        version, features = ls.language_config(params.text_document.uri)
        found = signature_engine.signature_help_at(snap, offset, version, features)
        return convert.signature_help(found) if found is not None and found.signatures else None

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
    )
    @guarded(default=[])
    async def code_action(ls: OpenCLServer, params: types.CodeActionParams):
        uri = params.text_document.uri
        snap = ls.documents.snapshot(uri)
        if snap is None:
            return []
        work = ls.prepare_analysis(uri, snap)
        # The findings published for this version; before the first publish, an analysis of its own.
        findings = await off_loop(ls.documents.derived, snap, uri, FINDINGS, lambda _snap: work())
        start = convert.offset(snap, params.range.start, ls.encoding)
        end = convert.offset(snap, params.range.end, ls.encoding)
        return convert.code_actions(snap, findings, uri, ls.encoding, start, end)

    class _Navigation:
        """The navigation module, imported on first use (it is not needed to start)."""

        def __getattr__(self, name):
            from ..project import navigation as module

            return getattr(module, name)

    navigation = _Navigation()

    def at(ls: OpenCLServer, params):
        """(snapshot, byte offset) for a positioned request, or (None, 0)."""
        snap = ls.documents.snapshot(params.text_document.uri)
        if snap is None:
            return None, 0
        return snap, convert.offset(snap, params.position, ls.encoding)

    def locations(ls: OpenCLServer, found) -> list[types.Location]:
        return [ls.location(loc) for loc in found]

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    @guarded(default=None)
    def definition(ls: OpenCLServer, params: types.DefinitionParams):
        snap, offset = at(ls, params)
        return locations(ls, navigation.definition(ls.project.index, snap, offset)) if snap else None

    @server.feature(types.TEXT_DOCUMENT_DECLARATION)
    @guarded(default=None)
    def declaration(ls: OpenCLServer, params: types.DeclarationParams):
        snap, offset = at(ls, params)
        return locations(ls, navigation.declaration(ls.project.index, snap, offset)) if snap else None

    @server.feature(types.TEXT_DOCUMENT_TYPE_DEFINITION)
    @guarded(default=None)
    def type_definition(ls: OpenCLServer, params: types.TypeDefinitionParams):
        snap, offset = at(ls, params)
        return locations(ls, navigation.type_definition(ls.project.index, snap, offset)) if snap else None

    @server.feature(types.TEXT_DOCUMENT_REFERENCES)
    @guarded(default=None)
    def references(ls: OpenCLServer, params: types.ReferenceParams):
        snap, offset = at(ls, params)
        if snap is None:
            return None
        found = navigation.references(ls.project.index, snap, offset, params.context.include_declaration)
        return locations(ls, found)

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_LINK)
    @guarded(default=[])
    def document_link(ls: OpenCLServer, params: types.DocumentLinkParams):
        snap = ls.documents.snapshot(params.text_document.uri)
        if snap is None:
            return []
        links = [
            types.DocumentLink(
                range=convert.range_(snap, link.start, link.end, ls.encoding),
                target=from_fs_path(link.target),
                tooltip=link.target,
            )
            for link in ls.project.index.document_links(snap.path)
        ]
        if b"#include" in snap.data:
            links += computed_include_links(ls, snap, {(l.range.start.line) for l in links})
        return links

    def computed_include_links(ls: OpenCLServer, snap, linked_lines: set[int]) -> list[types.DocumentLink]:
        """Links for includes only the preprocessor can resolve (`#include M2S(...)`)."""
        from ..analysis.preprocessed import preprocess_main

        project = ls.project
        full = snap.path not in project.header_macros
        result = preprocess_main(snap, project.config_for(snap.path), project.read, project.header_macros, full)
        out = []
        for include in result.includes:
            if include.target is None or os.path.realpath(include.path) != os.path.realpath(snap.path):
                continue
            start = snap.position(include.start, ls.encoding)
            if start.line in linked_lines:
                continue
            out.append(
                types.DocumentLink(
                    range=convert.range_(snap, include.start, include.end, ls.encoding),
                    target=from_fs_path(include.target),
                    tooltip=include.target,
                )
            )
        return out

    @server.feature(types.WORKSPACE_SYMBOL)
    @guarded(default=[])
    def workspace_symbol(ls: OpenCLServer, params: types.WorkspaceSymbolParams):
        return [
            types.SymbolInformation(
                name=d.name,
                kind=convert.INDEX_SYMBOL_KINDS.get(d.kind, types.SymbolKind.Variable),
                location=ls.location(d._replace(start=d.name_start, end=d.name_end)),
                container_name=d.container or None,
            )
            for d in navigation.workspace_symbols(ls.project.index, params.query)
        ]

    @server.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)
    def prepare_rename(ls: OpenCLServer, params: types.PrepareRenameParams):
        snap, offset = at(ls, params)
        if snap is None:
            return None
        try:
            target = navigation.prepare_rename(ls.project.index, snap, offset)
        except navigation.RenameError as err:
            raise RequestFailed(str(err)) from err
        return types.PrepareRenamePlaceholder(
            range=convert.range_(snap, target.start, target.end, ls.encoding), placeholder=target.placeholder
        )

    @server.feature(types.TEXT_DOCUMENT_RENAME)
    def rename(ls: OpenCLServer, params: types.RenameParams):
        snap, offset = at(ls, params)
        if snap is None:
            return None
        try:
            plan = navigation.rename(ls.project.index, snap, offset, params.new_name)
        except navigation.RenameError as err:
            raise RequestFailed(str(err)) from err
        changes = {}
        for path, edits in plan.items():
            uri = from_fs_path(path)
            changes[uri] = [
                types.TextEdit(range=ls.location(navigation.Location(path, e.start, e.end)).range, new_text=e.new_text)
                for e in edits
            ]
        return types.WorkspaceEdit(changes=changes)

    def call_item(ls: OpenCLServer, item) -> types.CallHierarchyItem:
        whole = ls.location(navigation.Location(item.path, item.start, item.end))
        name = ls.location(navigation.Location(item.path, item.name_start, item.name_end))
        return types.CallHierarchyItem(
            name=item.name,
            kind=types.SymbolKind.Function,
            uri=whole.uri,
            range=whole.range,
            selection_range=name.range,
            detail=item.detail or None,
            data=[item.name, item.kind, item.path, item.start, item.end, item.name_start, item.name_end, item.detail],
        )

    def from_call_item(item: types.CallHierarchyItem):
        return navigation.CallItem(*item.data)

    @server.feature(types.TEXT_DOCUMENT_PREPARE_CALL_HIERARCHY)
    @guarded(default=None)
    def prepare_call_hierarchy(ls: OpenCLServer, params: types.CallHierarchyPrepareParams):
        snap, offset = at(ls, params)
        if snap is None:
            return None
        return [call_item(ls, item) for item in navigation.prepare_call_hierarchy(ls.project.index, snap, offset)] or None

    @server.feature(types.CALL_HIERARCHY_INCOMING_CALLS)
    @guarded(default=None)
    def incoming_calls(ls: OpenCLServer, params: types.CallHierarchyIncomingCallsParams):
        result = []
        for call in navigation.incoming_calls(ls.project.index, from_call_item(params.item)):
            result.append(
                types.CallHierarchyIncomingCall(
                    from_=call_item(ls, call.caller),
                    from_ranges=[ls.location(navigation.Location(call.caller.path, s, e)).range for s, e in call.ranges],
                )
            )
        return result

    @server.feature(types.CALL_HIERARCHY_OUTGOING_CALLS)
    @guarded(default=None)
    def outgoing_calls(ls: OpenCLServer, params: types.CallHierarchyOutgoingCallsParams):
        caller = from_call_item(params.item)
        result = []
        for call in navigation.outgoing_calls(ls.project.index, caller):
            result.append(
                types.CallHierarchyOutgoingCall(
                    to=call_item(ls, call.callee),
                    from_ranges=[ls.location(navigation.Location(caller.path, s, e)).range for s, e in call.ranges],
                )
            )
        return result

    @server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def did_change_watched_files(ls: OpenCLServer, params: types.DidChangeWatchedFilesParams):
        config_changed = False
        for event in params.changes:
            path = to_fs_path(event.uri)
            if not path:
                continue
            name = os.path.basename(path)
            if name in CONFIG_FILES:
                config_changed = True
                continue
            if ls.documents.snapshot_for_path(path) is not None:
                continue  # The editor's text wins while the file is open.
            if event.type == types.FileChangeType.Deleted:
                ls.project.index.remove(path)
            else:
                data = ls.project.read(path)
                if data is not None:
                    ls.project.index.add_or_update(path, data, from_editor=False)
        changed = [to_fs_path(e.uri) for e in params.changes if to_fs_path(e.uri)]
        ls.project.header_macros.invalidate(changed)
        if config_changed:
            ls.reconfigure()

    @server.feature(types.TEXT_DOCUMENT_CODE_LENS)
    @guarded(default=[])
    def code_lens(ls: OpenCLServer, params: types.CodeLensParams):
        return ls.device.code_lenses(params.text_document.uri)

    @server.command("opencl.devices")
    async def list_devices(ls: OpenCLServer, *args):
        try:
            return await ls.device.list_devices()
        except CommandFailed as err:
            raise RequestFailed(str(err)) from err

    server.command("opencl-lsp.listDevices")(list_devices)

    @server.command("opencl.compile")
    async def compile_now(ls: OpenCLServer, *args):
        try:
            if not args or not isinstance(args[0], str):
                raise CommandFailed("opencl.compile needs the URI of an open document")
            return await ls.device.compile(args[0])
        except CommandFailed as err:
            raise RequestFailed(str(err)) from err

    @server.feature(types.SHUTDOWN)
    async def shutdown(ls: OpenCLServer, *args):
        ls.scheduler.shutdown()
        await ls.device.shutdown()

    return server
