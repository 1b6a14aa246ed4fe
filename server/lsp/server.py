"""The pygls server: feature handlers that call the engine and convert results.

Built by `create_server()`. Each handler is short: find the snapshot, call one
engine function, convert. Handlers are guarded: an engine failure is logged
and the request gets an empty result, so the server keeps serving.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from pathlib import Path
from typing import Any, Callable, Optional

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol, lsp_method
from pygls.uris import to_fs_path

from .. import __version__
from ..analysis.driver import analyze
from ..hover.defaults import DEFAULT_FEATURES, DEFAULT_VERSION
from ..project.config import ConfigCache, ProblemSeverity, ProjectConfig, resolve_config
from ..syntax import outline, structure, tokens
from ..syntax.occurrences import occurrences
from ..syntax.positions import Encoding
from . import convert
from .diagnostics import DiagnosticsScheduler
from .documents import DocumentStore

log = logging.getLogger(__name__)

LEGEND = types.SemanticTokensLegend(
    token_types=list(tokens.TOKEN_TYPES), token_modifiers=list(tokens.TOKEN_MODIFIERS)
)


class Protocol(LanguageServerProtocol):
    """pygls' protocol minus its own copy of every document.

    The engine's `Document` owns the text and the tree; letting pygls keep a
    second copy would double the work of every keystroke.
    """

    @lsp_method(types.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params):
        if (handler := self.fm.features.get(types.TEXT_DOCUMENT_DID_OPEN)) is not None:
            yield handler, (params,), None

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params):
        if (handler := self.fm.features.get(types.TEXT_DOCUMENT_DID_CHANGE)) is not None:
            yield handler, (params,), None

    @lsp_method(types.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params):
        if (handler := self.fm.features.get(types.TEXT_DOCUMENT_DID_CLOSE)) is not None:
            yield handler, (params,), None


class OpenCLServer(LanguageServer):
    def __init__(self):
        super().__init__("opencl-lsp", __version__, protocol_cls=Protocol)
        self.documents = DocumentStore()
        self.scheduler = DiagnosticsScheduler(
            self.publish, self.documents.snapshot, self.documents.generation, self.prepare_analysis
        )
        self.roots: list[Path] = []
        self.settings: Optional[dict] = None  # the "opencl" section from the editor
        self.config_cache = ConfigCache()
        self._reported: set[str] = set()
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

    def publish(self, snapshot, findings) -> None:
        uri = self._uri_of(snapshot)
        if uri is None:
            return
        diagnostics = [convert.diagnostic(snapshot, f, self.encoding, uri) for f in findings]
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=snapshot.version)
        )

    def _uri_of(self, snapshot) -> Optional[str]:
        for uri in list(self.documents._docs):
            doc = self.documents.get(uri)
            if doc is not None and doc.generation == snapshot.generation and doc.path == snapshot.path:
                return uri
        return None

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
        """On the loop: resolve the configuration; returns the analysis for the worker."""
        disabled = self.config_for(uri).disabled_rules
        return lambda: analyze(snapshot, disabled)

    def reconfigure(self) -> None:
        """Configuration changed: forget cached files and messages, re-check open documents."""
        self.config_cache.clear()
        self._reported.clear()
        for uri in list(self.documents._docs):
            self.scheduler.schedule(uri, immediate=True)

    def next_result_id(self) -> str:
        self._token_serial += 1
        return str(self._token_serial)


def _is_builtin_function(name: str) -> bool:
    from ..hover.catalog import load_catalog  # Imported late: not needed to start.

    return load_catalog().is_builtin_function(name)


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

    async def off_loop(fn, *args):
        return await asyncio.get_running_loop().run_in_executor(None, fn, *args)

    @server.feature(types.INITIALIZED)
    def initialized(ls: OpenCLServer, params: types.InitializedParams):
        # Load the catalog and the engines in the background once the client
        # is connected, so the first hover or completion does not pay for it.
        def warm():
            from ..hover import completion as completion_engine
            from ..hover import hover as hover_engine  # noqa: F401 - imported to warm it.
            from ..hover import signature as signature_engine  # noqa: F401

            completion_engine.warm(DEFAULT_VERSION, DEFAULT_FEATURES)

        ls.thread_pool.submit(warm)
        capabilities = ls.client_capabilities.workspace
        if capabilities is not None and capabilities.configuration:
            asyncio.ensure_future(pull_configuration(ls))

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
        ls.documents.open(item.uri, item.text, item.version)
        ls.scheduler.schedule(item.uri, immediate=True)

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

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: OpenCLServer, params: types.DidCloseTextDocumentParams):
        uri = params.text_document.uri
        ls.scheduler.forget(uri)
        ls.documents.close(uri)
        ls.token_cache.pop(uri, None)
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    @guarded(default=[])
    async def document_symbol(ls: OpenCLServer, params: types.DocumentSymbolParams):
        uri = params.text_document.uri
        encoding = ls.encoding

        def compute(snap):
            return [convert.document_symbol(snap, s, encoding) for s in outline.outline(snap)]

        snap = ls.documents.snapshot(uri)
        if snap is None:
            return []
        return await off_loop(ls.documents.derived, snap, uri, f"symbols:{encoding.value}", compute)

    @server.feature(types.TEXT_DOCUMENT_FOLDING_RANGE)
    @guarded(default=[])
    async def folding_range(ls: OpenCLServer, params: types.FoldingRangeParams):
        kinds = {"comment": types.FoldingRangeKind.Comment, "imports": types.FoldingRangeKind.Imports}

        def compute(snap):
            return [
                types.FoldingRange(
                    start_line=f.start_line, end_line=f.end_line, kind=kinds.get(f.kind, types.FoldingRangeKind.Region)
                )
                for f in structure.folds(snap)
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
        found = tokens.semantic_tokens(snap, ls.is_builtin_function, byte_range)
        return tokens.encode(snap, found, ls.encoding)

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
        uri = params.text_document.uri
        snap = ls.documents.snapshot(uri)
        if snap is None:
            return None
        from ..hover import hover as hover_engine  # Imported on first use: startup stays short.

        version, features = ls.language_config(uri)
        found = hover_engine.hover_at(snap, convert.offset(snap, params.position, ls.encoding), version, features)
        if found is None:
            return None
        return types.Hover(
            contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=found.markdown),
            range=convert.range_(snap, found.start, found.end, ls.encoding),
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

            version, features = DEFAULT_VERSION, DEFAULT_FEATURES
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
        uri = params.text_document.uri
        snap = ls.documents.snapshot(uri)
        if snap is None:
            return None
        version, features = ls.language_config(uri)
        at = convert.offset(snap, params.position, ls.encoding)
        from ..hover import signature as signature_engine

        found = signature_engine.signature_help_at(snap, at, version, features)
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
        findings = await off_loop(ls.documents.derived, snap, uri, "findings", lambda _snap: work())
        start = convert.offset(snap, params.range.start, ls.encoding)
        end = convert.offset(snap, params.range.end, ls.encoding)
        return convert.code_actions(snap, findings, uri, ls.encoding, start, end)

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: OpenCLServer, *args):
        ls.scheduler.shutdown()

    return server
