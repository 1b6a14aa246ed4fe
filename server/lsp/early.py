"""A start's first messages answered before pygls and lsprotocol load (issue 18).

Importing pygls and the protocol types (560 attrs classes) is half of a start's
CPU time before its first diagnostics, and none of it is needed to answer
`initialize` and to publish the first document's findings. On a stdio start
this module reads the first messages itself, answers what it can with plain
JSON, and hands everything it read over to the real server, which then
processes those messages again as if they had just come (so its state is
exactly what it would have been):

1. `initialize`: answered from a cache of the result the real server gave a
   client with the same capabilities (`InitializeCache`, keyed by those
   capabilities and by the files and packages that decide the server's
   capabilities). On a miss nothing is answered here; the real server answers
   and its result is stored for the next start.
2. `initialized` is only read (the real server acts on it).
3. The first `textDocument/didOpen` of an OpenCL document is analyzed as
   `handlers.diagnostics` would (the same settings, roots, configuration, rule
   set and time budget), and its diagnostics are published; for a document of
   the size that publishes in stages, its cheap stage (syntax and preprocessor
   findings), which the real server then does not send again before the full set.

Anything else (another message, a host document, a configuration problem to
show, a finding in another file, no message within `IDLE_S`) ends this stage
without a word: the real server loads and processes everything from the first
byte. When it processes the messages answered here, it sends nothing twice:
the protocol drops its own `initialize` response (and checks it against the
cached one), and the diagnostics handler does not publish a version whose
diagnostics are exactly those sent here (`Handoff.already_published`).

Nothing here imports pygls' protocol or lsprotocol; the JSON written is what
pygls would write for the same values (tests/lsp/test_early_start.py compares).
"""

from __future__ import annotations

import json
import logging
import os
import re
import select
import sys
import time
from pathlib import Path
from typing import Any, Optional

from . import initialize_cache

log = logging.getLogger(__name__)

# After `initialize` is answered, how long to wait for each next message before the
# real server loads anyway (an editor that opens no document must not wait for it).
IDLE_S = 0.25
# pygls' header pattern (pygls.io_.run_async): the same bytes frame a message here and there.
_CONTENT_LENGTH = re.compile(rb"^Content-Length: (\d+)\r\n$")
_CONTENT_TYPE = b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n"


class _Stop(Exception):
    """This stage ends here; the real server processes everything read so far."""


class Handoff:
    """What this stage read and answered, for the real server."""

    def __init__(self) -> None:
        self.data = bytearray()  # every byte read from stdin; the real server reads these first
        self.init_id: Any = None  # the id of the initialize request, if one came first
        self.init_answered: Optional[dict] = None  # the result sent for it here
        self.cache_key: Optional[str] = None
        self.published: dict[str, tuple[Any, list]] = {}  # uri -> (version, diagnostics as sent)

    def take_init_response(self, msg_id: Any) -> Optional[dict]:
        """The result sent here for request `msg_id`, once: the real server's own answer is then dropped."""
        if self.init_answered is None or msg_id != self.init_id or type(msg_id) is not type(self.init_id):
            return None
        sent, self.init_answered = self.init_answered, None
        return sent

    def already_published(self, uri: str, version: Any, diagnostics: list) -> bool:
        """Whether exactly these diagnostics of `uri` at `version` were published here (asked once per uri)."""
        sent = self.published.pop(uri, None)
        return sent is not None and sent == (version, diagnostics)

    def reader(self, stream):
        """stdin for the real server: the bytes read here, then the rest of the stream."""
        return _Replay(bytes(self.data), stream)


class _Replay:
    """The reader pygls reads from (`readline`, `read`): a prefix, then the stream."""

    def __init__(self, prefix: bytes, stream) -> None:
        self._prefix = prefix
        self._stream = stream

    def readline(self) -> bytes:
        if self._prefix:
            end = self._prefix.find(b"\n")
            if end >= 0:
                line, self._prefix = self._prefix[: end + 1], self._prefix[end + 1 :]
                return line
            line, self._prefix = self._prefix, b""
            return line + self._stream.readline()
        return self._stream.readline()

    def read(self, n: int) -> bytes:
        if self._prefix:
            part, self._prefix = self._prefix[:n], self._prefix[n:]
            return part + (self._stream.read(n - len(part)) if len(part) < n else b"")
        return self._stream.read(n)


class _Input:
    """Messages from a file descriptor, framed as pygls frames them; every byte is kept in `data`."""

    def __init__(self, fd: int, data: bytearray) -> None:
        self.fd = fd
        self.data = data
        self.pos = 0

    def _fill(self, timeout: Optional[float]) -> None:
        if timeout is not None and not select.select([self.fd], [], [], timeout)[0]:
            raise _Stop("no message came")
        chunk = os.read(self.fd, 1 << 16)
        if not chunk:
            raise _Stop("end of input")
        self.data += chunk

    def _line(self, timeout: Optional[float]) -> bytes:
        while True:
            end = self.data.find(b"\n", self.pos)
            if end >= 0:
                line = bytes(self.data[self.pos : end + 1])
                self.pos = end + 1
                return line
            self._fill(timeout)

    def message(self, timeout: Optional[float]) -> dict:
        length = 0
        while True:
            header = self._line(timeout)
            if not length:
                match = _CONTENT_LENGTH.fullmatch(header)
                if match:
                    length = int(match.group(1))
            if length and not header.strip():
                break
        while len(self.data) - self.pos < length:
            self._fill(timeout)
        body = bytes(self.data[self.pos : self.pos + length])
        self.pos += length
        try:
            message = json.loads(body)
        except ValueError:
            raise _Stop("a body that is not JSON") from None
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0" or not isinstance(message.get("method"), str):
            raise _Stop("not a JSON-RPC message")
        return message


def _write(out, message: dict) -> None:
    body = json.dumps(message).encode("utf-8")
    out.write(b"Content-Length: %d\r\n" % len(body) + _CONTENT_TYPE + b"\r\n" + body)
    out.flush()


# The first diagnostics.


def _settings_and_roots(params: dict) -> tuple[Any, list[Path]]:
    """What `handlers.lifecycle.initialize` takes from the initialize params (raw JSON here)."""
    from pygls.uris import to_fs_path

    options = params.get("initializationOptions") or {}
    settings = options.get("opencl", options) if isinstance(options, dict) else None
    folders = params.get("workspaceFolders") or []
    root = params.get("rootUri")
    uris = [f["uri"] for f in folders] or ([root] if isinstance(root, str) and root else [])
    return settings, [Path(p) for p in (to_fs_path(u) for u in uris) if p]


# InitializeParams' fields (lsprotocol) and the JSON types that structure into them.
_INIT_FIELDS = {
    "processId": (int, type(None)), "clientInfo": (dict, type(None)), "locale": (str, type(None)),
    "rootPath": (str, type(None)), "rootUri": (str, type(None)), "capabilities": (dict,),
    "initializationOptions": object, "trace": (str, type(None)), "workDoneToken": (int, str, type(None)),
    "workspaceFolders": (list, type(None)),
}


def _plain_initialize(params: dict) -> bool:
    """Whether the real server surely answers these params with a result: fields of the right JSON types
    (a malformed initialize gets InvalidParams there), and diagnostics options it reads without failing."""
    for name, value in params.items():
        kinds = _INIT_FIELDS.get(name)
        if kinds is None or (kinds is not object and (not isinstance(value, kinds) or isinstance(value, bool))):
            return False
    info = params.get("clientInfo")
    if info is not None and not (isinstance(info.get("name"), str) and isinstance(info.get("version", ""), str)):
        return False
    if params.get("trace") not in (None, "off", "messages", "verbose"):
        return False
    for folder in params.get("workspaceFolders") or []:
        if not (isinstance(folder, dict) and isinstance(folder.get("uri"), str) and isinstance(folder.get("name"), str)):
            return False
    options = params.get("initializationOptions") or {}
    return not isinstance(options, dict) or isinstance(options.get("diagnostics") or {}, dict)


def _diagnostic(snapshot, finding, encoding, uri: str) -> dict:
    """`convert.diagnostic` as pygls' converter writes it (fields left out where None)."""
    from .rule_lookup import lookup_rule

    def range_(start: int, end: int) -> dict:
        first, last = snapshot.position(start, encoding), snapshot.position(end, encoding)
        return {"start": {"line": first.line, "character": first.character},
                "end": {"line": last.line, "character": last.character}}

    if finding.path is not None and finding.path != snapshot.path:
        raise _Stop("a finding in another file")
    rule = lookup_rule(finding.code)
    out: dict[str, Any] = {"range": range_(finding.start, finding.end), "message": finding.message,
                           "severity": int(finding.severity), "code": finding.code}
    if rule:
        out["codeDescription"] = {"href": rule.doc_url}
    out["source"] = finding.source
    related = []
    for r in finding.related:
        if r.path is not None and r.path != snapshot.path:
            raise _Stop("a related location in another file")
        related.append({"location": {"uri": uri, "range": range_(r.start, r.end)}, "message": r.message})
    if related:
        out["relatedInformation"] = related
    if finding.unnecessary:
        out["tags"] = [1]  # DiagnosticTag.Unnecessary
    if rule:
        out["data"] = {"name": rule.name}
    return out


def _first_diagnostics(init: dict, capabilities: dict, open_params: Any) -> tuple[str, Any, list]:
    """The diagnostics the real server would publish first for this didOpen, or _Stop."""
    from pygls.uris import to_fs_path

    from ..analysis.budget import Budget
    from ..analysis.driver import analyze, analyze_syntax
    from ..embedded.editor import LANGUAGE_IDS
    from ..project.config import ConfigCache, resolve_config
    from .diagnostics import STAGED_MIN_BYTES
    from .documents import DocumentStore, encoding_of
    from .rule_lookup import load_rules
    from .workspace import Workspace

    document = open_params.get("textDocument") if isinstance(open_params, dict) else None
    if not isinstance(document, dict):
        raise _Stop("a didOpen the real server reads")
    uri, text, version, language = (document.get(k) for k in ("uri", "text", "version", "languageId"))
    if not (isinstance(uri, str) and isinstance(text, str) and isinstance(language, str)):
        raise _Stop("a didOpen the real server reads")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _Stop("a didOpen the real server reads")
    if language in LANGUAGE_IDS:
        raise _Stop("a host document")
    settings, roots = _settings_and_roots(init)
    cache = ConfigCache()

    def config_for_path(path: str):
        return resolve_config(Path(path), roots or None, settings, cache=cache)[0]

    documents = DocumentStore()
    doc = documents.open(uri, text, version)
    snapshot = documents.snapshot(uri)
    staged = len(snapshot.data) >= STAGED_MIN_BYTES
    if staged and _staging_off(init):
        raise _Stop("a large document published whole (diagnostics.staged is false)")
    project = Workspace(roots, lambda p: [str(d) for d in config_for_path(p).include_dirs], config_for_path)
    project.open_dirs.add(os.path.dirname(doc.path))
    path = to_fs_path(uri) if uri.startswith("file:") else None
    target = Path(path) if path else (roots[0] if roots else Path.cwd()) / "untitled.cl"
    config, problems = resolve_config(target, roots or None, settings, cache=cache)
    if problems:
        raise _Stop("configuration problems to show")
    load_rules()
    if staged:
        # A large file: its cheap stage, as the real server publishes it first (`publish_partial`);
        # the real server publishes the full set (and skips its own identical cheap stage). Handing
        # the file over instead made its first diagnostics wait for pygls and lsprotocol to load.
        findings = analyze_syntax(snapshot, config.disabled_rules, project=project)
    else:
        budget = Budget(config.analysis_time_budget_ms / 1000, None)
        findings = analyze(snapshot, config.disabled_rules, project=project, budget=budget)
    encoding = encoding_of(capabilities.get("positionEncoding"))
    return uri, version, [_diagnostic(snapshot, f, encoding, uri) for f in findings]


def _staging_off(params: dict) -> bool:
    """Whether the client turned staged publishing off (`handlers.lifecycle.initialize` reads the same option)."""
    options = params.get("initializationOptions")
    diagnostics = options.get("diagnostics") if isinstance(options, dict) else None
    return isinstance(diagnostics, dict) and diagnostics.get("staged") is False


def _load_engine() -> None:
    from ..analysis import driver  # noqa: F401
    from ..project import config  # noqa: F401
    from .rule_lookup import load_rules

    load_rules()


def answer_first_messages(fd: int, out) -> Handoff:
    """Read and answer what can be answered without the real server; what it needs to go on."""
    handoff = Handoff()
    started = time.perf_counter()
    source = _Input(fd, handoff.data)
    try:
        init = source.message(None)
        if init.get("method") != "initialize" or "id" not in init:
            return handoff
        msg_id = init["id"]
        if not isinstance(msg_id, (int, str)) or isinstance(msg_id, bool) or not isinstance(init.get("params"), dict):
            return handoff
        params = init["params"]
        handoff.init_id = msg_id
        capabilities = params.get("capabilities")
        if not isinstance(capabilities, dict):
            return handoff
        handoff.cache_key = initialize_cache.key(capabilities)
        result = initialize_cache.result(handoff.cache_key)
        if result is None:
            return handoff
        if not _plain_initialize(params):
            return handoff
        _write(out, {"id": msg_id, "jsonrpc": "2.0", "result": result})
        handoff.init_answered = result
        # While the client reads the answer and sends its next messages: what the first
        # diagnostics need (and the real server later), so the wait for them is not idle.
        _load_engine()
        server_capabilities = result.get("capabilities") if isinstance(result.get("capabilities"), dict) else {}
        while True:
            message = source.message(IDLE_S)
            method = message["method"]
            if method == "initialized" and "id" not in message:
                continue
            if method != "textDocument/didOpen" or "id" in message:
                return handoff
            uri, version, diagnostics = _first_diagnostics(params, server_capabilities, message.get("params"))
            _write(out, {"params": {"uri": uri, "diagnostics": diagnostics, "version": version},
                         "method": "textDocument/publishDiagnostics", "jsonrpc": "2.0"})
            handoff.published[uri] = (version, diagnostics)
            log.info("first diagnostics published %.0f ms after the first message, before the protocol loaded",
                     (time.perf_counter() - started) * 1000)
            return handoff
    except _Stop as stop:
        log.debug("the real server takes over: %s", stop)
        return handoff
    except Exception:  # noqa: BLE001 - whatever went wrong here, the real server still answers everything.
        log.exception("answering the first messages failed; the real server takes over")
        return handoff
