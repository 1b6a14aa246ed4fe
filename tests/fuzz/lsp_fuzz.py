"""Stateful fuzzing of the real server process over stdio (raw JSON-RPC).

A Hypothesis `RuleBasedStateMachine` opens one document in a real server
(`python -m opencl_lsp`, negotiated to UTF-8, UTF-16 or UTF-32 columns through
`general.positionEncodings`) and then mixes:
- incremental edits (didChange with ranges, one to three changes per
  notification, now and then a whole-text change), whose text holds OpenCL
  tokens, directives, multi-byte characters, surrogate pairs, lone low
  surrogates, CRLF, and once in a while a NUL byte; positions are sometimes
  past the end of a line or of the file, which the server must clamp as LSP
  says (the client model clamps the same way);
- every request the server answers (hover, completion and its resolve,
  signature help, definition, declaration, type definition, references,
  document symbols, folding and selection ranges, highlights, semantic
  tokens full, delta and range, code actions with the published diagnostics,
  document links, code lenses, prepare rename and rename, call hierarchy,
  workspace symbols), sent without waiting, and now and then cancelled;
- pauses until the current version's diagnostics arrive (so the analysis
  caches hold intermediate versions, as in an editor), short sleeps (so an
  analysis is running when the next edit comes), saves, close and reopen,
  the same settings sent again and the shared header reported changed.

Failures: a request without a response within `REQUEST_TIMEOUT_S`, an error
response (other than RequestFailed for a rename and RequestCancelled for a
cancelled request), a dead server, a traceback on the server's stderr, and,
at the end of each example, diagnostics for the final version that differ
from those a fresh server publishes when it opens the final text.

Every message an example sends is kept (`Example.trace`); a failing example's
trace is saved as JSON and `replay_trace` plays it again (tests/fuzz/regressions).
"""

from __future__ import annotations

import json
import multiprocessing
import multiprocessing.connection
import os
import random
import re
import shutil
import tempfile
import time
import traceback
from collections import deque
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Optional

from hypothesis import HealthCheck, Phase, seed as hypothesis_seed, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule

from ..lsp.rawio import RawServer  # the raw driver of the protocol tests
from . import check_fuzz, mutate, seeds

ENCODINGS = ("utf-8", "utf-16", "utf-32")
REQUEST_TIMEOUT_S = 20.0
DIAGNOSTICS_TIMEOUT_S = 30.0
START_TIMEOUT_S = 60.0
# An incremental server serves this many examples (one document each, closed at
# the end) before a new one starts: long lives, as in an editor, but bounded.
RECYCLE_EVERY = 30
SEED_MAX_BYTES = 6000
HEADER = b"#define FUZZ_SCALE 2\n#define FUZZ_MUL(a, b) ((a) * (b))\ntypedef float4 fuzz_vec;\n"

# Error codes a valid request may get: RequestFailed (an unsafe rename) and
# RequestCancelled (only for a request the fuzzer cancelled).
REQUEST_FAILED = -32803
REQUEST_CANCELLED = -32800


def _decoded(items) -> list[str]:
    return [item.decode("utf-8", "replace") for item in items]


INSERTS = (
    _decoded(mutate.VOCABULARY)
    + _decoded(mutate.DIRECTIVES)
    + mutate.MULTIBYTE
    + ["\n", "\r\n", " ", "  ", "\t", "{", "}", "(", ")", ";", "/*", "*/", "//", '"', "\\\n", "#if 0\n", "#endif\n",
       "#define X 1\n", '#include "fuzz.h"\n', "kernel void f(global int *x) {\n", "}\n", "x[get_global_id(0)] = ",
       "FUZZ_MUL(1, 2)", "fuzz_vec v = (fuzz_vec)(1.0f);", "😀😀", "𝔘𝔫𝔦", "é\r\n", "\u2028"]
)
RARE_INSERTS = ["\udc80", "\udfff", "\x00", "\x00x"]  # lone low surrogates (never a high one: two would pair up) and NUL
_NAME = re.compile(r"[A-Za-z_]\w*(?=\s*\()|\b[A-Za-z_]\w*\b")
RENAMES = ["x", "renamed_value", "élan", "a" * 600, "1bad", "", "kernel", "😀", "get_global_id"]
SYMBOL_QUERIES = ["", "k", "get", "fuzz", "ä", "*"]


_SEED_TEXTS: list[str] = []


def seed_texts() -> list[str]:
    """Small seed files as text (invalid UTF-8 replaced: a client sends text, not bytes)."""
    if not _SEED_TEXTS:
        _SEED_TEXTS.append("")
        _SEED_TEXTS.extend(data.decode("utf-8", "replace") for _, data in seeds.load_seeds() if len(data) <= SEED_MAX_BYTES)
    return _SEED_TEXTS


# The client's model of the text, in the server's conventions: lines end at
# '\n' (a '\r' before it belongs to the line), columns count UTF-8 bytes,
# UTF-16 units or code points, positions past a line's end or past the last
# line are clamped.


def units(text: str, encoding: str) -> int:
    if encoding == "utf-32":
        return len(text)
    if encoding == "utf-8":
        return len(text.encode("utf-8", "surrogatepass"))
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


class TextModel:
    def __init__(self, text: str):
        self.text = text

    def line_count(self) -> int:
        return self.text.count("\n") + 1

    def _line_bounds(self, line: int) -> tuple[int, int]:
        start = 0
        for _ in range(line):
            start = self.text.index("\n", start) + 1
        end = self.text.find("\n", start)
        return start, len(self.text) if end < 0 else end

    def position(self, index: int, encoding: str) -> dict:
        line = self.text.count("\n", 0, index)
        start = self.text.rfind("\n", 0, index) + 1
        return {"line": line, "character": units(self.text[start:index], encoding)}

    def index(self, pos: dict, encoding: str) -> int:
        """The code point index of a position on a character boundary, clamped as the server clamps."""
        if pos["line"] >= self.line_count():
            return len(self.text)
        start, end = self._line_bounds(pos["line"])
        count, i = 0, start
        while i < end and count < pos["character"]:
            count += units(self.text[i], encoding)
            i += 1
        return i

    def replace(self, start: int, end: int, new: str) -> None:
        self.text = self.text[:start] + new + self.text[end:]


class FuzzServer:
    """One real server process, initialized for one position encoding."""

    def __init__(self, encoding: str, debounce_ms: int):
        self.encoding = encoding
        self.raw = RawServer()
        self.started = time.monotonic()
        self.cursor = 0
        self.responses: dict[int, dict] = {}
        self.published: dict[str, list[dict]] = {}  # uri -> every publishDiagnostics params, in order
        self.examples = 0
        self.options = {"diagnostics": {"debounceMs": debounce_ms}, "device": {"mode": "off"}}
        self._init_id = self.raw.request_async("initialize", {
            "processId": os.getpid(),
            "rootUri": None,
            "capabilities": {
                "general": {"positionEncodings": [encoding]},
                "textDocument": {
                    "documentSymbol": {"hierarchicalDocumentSymbolSupport": True},
                    "semanticTokens": {"requests": {"full": {"delta": True}, "range": True}, "formats": ["relative"],
                                       "tokenTypes": [], "tokenModifiers": []},
                    "completion": {"completionItem": {"snippetSupport": True}},
                    "publishDiagnostics": {"relatedInformation": True, "versionSupport": True},
                },
            },
            "initializationOptions": self.options,
        })
        self.ready = False

    def wait_ready(self) -> None:
        if self.ready:
            return
        response = self.raw.response(self._init_id, START_TIMEOUT_S)
        got = response.get("result", {}).get("capabilities", {}).get("positionEncoding")
        assert got == self.encoding, f"asked for {self.encoding} columns, the server chose {got!r}"
        self.raw.notify("initialized", {})
        self.ready = True

    def alive(self) -> bool:
        return self.raw.alive()

    def pump(self) -> None:
        """Sort the messages that arrived since the last call."""
        messages = self.raw.messages
        while self.cursor < len(messages):
            message = messages[self.cursor]
            self.cursor += 1
            if "method" in message and "id" in message:  # a request from the server: answer it
                self.raw.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            elif message.get("method") == "textDocument/publishDiagnostics":
                params = message["params"]
                self.published.setdefault(params["uri"], []).append(params)
            elif "id" in message:
                self.responses[message["id"]] = message

    def wait(self, predicate, timeout: float, what: str):
        deadline = time.monotonic() + timeout
        while True:
            self.pump()
            found = predicate()
            if found is not None:
                return found
            if not self.alive():
                raise _failed(AssertionError(f"the server died (exit {self.raw.proc.poll()}) waiting for {what}:\n"
                                             f"{self.raw.stderr[-3000:]}"))
            if time.monotonic() > deadline:
                raise _failed(AssertionError(f"no {what} within {timeout:g} s"))
            time.sleep(0.002)

    def diagnostics_for(self, uri: str, version: int, timeout: float = DIAGNOSTICS_TIMEOUT_S) -> list:
        def find():
            for params in reversed(self.published.get(uri, [])):
                if params.get("version") == version:
                    return params["diagnostics"]
            return None

        found = self.wait(find, timeout, f"diagnostics for version {version} of {uri}")
        time.sleep(0.05)  # a second publish of the same version (a re-analysis) would come now
        return find() if find() is not None else found

    def stderr_from(self, offset: int) -> str:
        return self.raw.stderr[offset:]

    def close(self) -> None:
        self.raw.close()


class Pool:
    """The servers of one fuzzing process: incremental ones kept per encoding, fresh ones for comparison."""

    def __init__(self, folder: Path, fresh_every: int = 1, rng: Optional[random.Random] = None):
        self.folder = folder
        (folder / "fuzz.h").write_bytes(HEADER)
        self.fresh_every = fresh_every
        self.rng = rng or random.Random(0)
        self.encodings = ENCODINGS
        self._incremental: dict[str, FuzzServer] = {}
        self._fresh: dict[str, FuzzServer] = {}
        self._serial = 0
        self.counts = Counts()

    def _start(self, encoding: str) -> FuzzServer:
        self.counts.servers += 1
        return FuzzServer(encoding, self.rng.choice([0, 5, 20, 50]))

    def incremental(self, encoding: str) -> FuzzServer:
        server = self._incremental.get(encoding)
        if server is None or not server.alive() or server.examples >= RECYCLE_EVERY:
            if server is not None:
                server.close()
            server = self._incremental[encoding] = self._start(encoding)
        server.examples += 1
        server.wait_ready()
        return server

    def fresh(self, encoding: str) -> FuzzServer:
        server = self._fresh.get(encoding)
        if server is None or not server.alive() or server.examples >= self.fresh_every:
            if server is not None:
                server.close()
            server = self._fresh[encoding] = self._start(encoding)
        server.examples += 1
        server.wait_ready()
        return server

    def new_uri(self) -> str:
        self._serial += 1
        return (self.folder / f"doc{self._serial}.cl").as_uri()

    def close(self) -> None:
        for server in [*self._incremental.values(), *self._fresh.values()]:
            server.close()
        self._incremental.clear()
        self._fresh.clear()


@dataclass
class Counts:
    examples: int = 0
    edits: int = 0  # content changes
    did_change: int = 0
    requests: int = 0
    cancelled: int = 0
    pauses: int = 0
    comparisons: int = 0
    servers: int = 0
    slowest_response_s: float = 0.0
    slowest_method: str = ""
    # Where the slowest response came from: the document's size, its open documents, the worker
    # (whose trace of that example is saved as slowest-w<worker>.json).
    slowest_where: dict = field(default_factory=dict)
    by_method: dict = field(default_factory=dict)

    def merge(self, other: "Counts") -> None:
        for name in ("examples", "edits", "did_change", "requests", "cancelled", "pauses", "comparisons", "servers"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        if other.slowest_response_s > self.slowest_response_s:
            self.slowest_response_s, self.slowest_method = other.slowest_response_s, other.slowest_method
            self.slowest_where = other.slowest_where
        for method, n in other.by_method.items():
            self.by_method[method] = self.by_method.get(method, 0) + n


# The machine. `POOL` is set by whoever runs it (a test or a campaign worker);
# `TRACES` keeps the traces of the last examples, for saving a failure.
POOL: Optional[Pool] = None
TRACES: deque = deque(maxlen=2)
# The trace of the example that gave this worker's slowest response, up to that response.
SLOWEST_TRACE: list = []
# The first failure of the current run, as raised: Hypothesis runs a failing example again to
# report it, and when the server's answers (timing, a hung loop) make that run draw other data,
# it raises FlakyStrategyDefinition instead, hiding what failed. The worker reports this one.
FIRST_FAILURE: list[BaseException] = []


def _failed(err: BaseException) -> BaseException:
    if not FIRST_FAILURE:
        FIRST_FAILURE.append(err)
    return err

POSITION_REQUESTS = [
    "textDocument/hover", "textDocument/completion", "textDocument/signatureHelp", "textDocument/definition",
    "textDocument/declaration", "textDocument/typeDefinition", "textDocument/references",
    "textDocument/documentHighlight", "textDocument/prepareRename", "textDocument/rename",
    "textDocument/prepareCallHierarchy",
]
DOCUMENT_REQUESTS = [
    "textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/semanticTokens/full",
    "textDocument/semanticTokens/full/delta", "textDocument/documentLink", "textDocument/codeLens",
]
OTHER_REQUESTS = [
    "textDocument/selectionRange", "textDocument/semanticTokens/range", "textDocument/codeAction",
    "completionItem/resolve", "callHierarchy/incomingCalls", "callHierarchy/outgoingCalls", "workspace/symbol",
]
REQUESTS = POSITION_REQUESTS + DOCUMENT_REQUESTS + OTHER_REQUESTS


class LspMachine(RuleBasedStateMachine):
    """One document in one incremental server, edited and queried; compared with a fresh server at the end."""

    def __init__(self):
        super().__init__()
        assert POOL is not None, "set lsp_fuzz.POOL first"
        self.pool = POOL
        self.trace: list[dict] = []
        TRACES.append(self.trace)
        self.server: Optional[FuzzServer] = None
        self.other: Optional[dict] = None  # a second open document, in half the examples
        self.pending: dict[int, tuple[str, float]] = {}
        self.cancelled: set[int] = set()
        self.problems: list[str] = []
        self.last_completion: Optional[dict] = None
        self.last_call_item: Optional[dict] = None
        self.last_tokens_id: Optional[str] = None
        self.cursor_index = 0

    # Set-up

    @initialize(data=st.data())
    def open_document(self, data):
        pool = self.pool
        encoding = data.draw(st.sampled_from(pool.encodings), label="encoding")
        texts = seed_texts()
        if data.draw(st.integers(0, 7), label="big") == 0:
            # Tens of kilobytes: large enough for the server to share the analysis with forked children.
            picks = data.draw(st.lists(st.integers(0, len(texts) - 1), min_size=80, max_size=200),
                              label="parts")
            text = "\n".join(texts[k] for k in picks)
        else:
            text = texts[data.draw(st.integers(0, len(texts) - 1), label="seed")]
        self.encoding = encoding
        self.server = pool.incremental(encoding)
        self.stderr_at = len(self.server.raw.stderr)
        self.uri = pool.new_uri()
        self.model = TextModel(text)
        self.version = 1
        pool.counts.examples += 1
        self.trace.append({"encoding": encoding, "uri": self.uri})
        self._notify("textDocument/didOpen", {"textDocument": {"uri": self.uri, "languageId": "opencl",
                                                               "version": 1, "text": text}})
        # Half the examples keep a second document open and edit it now and then: one document's
        # analysis must neither delay nor change another's.
        self.other = None
        if data.draw(st.booleans(), label="second document"):
            other = texts[data.draw(st.integers(0, len(texts) - 1), label="second seed")]
            self.other = {"uri": pool.new_uri(), "model": TextModel(other), "version": 1}
            self.trace.append({"second_uri": self.other["uri"]})
            self._notify("textDocument/didOpen", {"textDocument": {"uri": self.other["uri"], "languageId": "opencl",
                                                                   "version": 1, "text": other}})

    # Messages

    def _notify(self, method: str, params: Any) -> None:
        self.trace.append({"notify": method, "params": params})
        self.server.raw.notify(method, params)

    def _request(self, method: str, params: Any) -> int:
        self.trace.append({"request": method, "params": params})
        msg_id = self.server.raw.request_async(method, params)
        # (Sent at, on the clock the reader stamps arrivals with: for the time-out, and for the
        # latency, which the response's arrival ends: `_collect` takes responses only between the
        # example's steps, a wait later.)
        self.pending[msg_id] = (method, time.perf_counter())
        counts = self.pool.counts
        counts.requests += 1
        counts.by_method[method] = counts.by_method.get(method, 0) + 1
        return msg_id

    def _collect(self, wait_all: bool = False) -> None:
        """Take the responses that came; with wait_all, wait for every pending one."""
        server = self.server
        deadline = time.monotonic() + REQUEST_TIMEOUT_S
        while True:
            server.pump()
            for msg_id in [i for i in self.pending if i in server.responses]:
                method, sent_at = self.pending.pop(msg_id)
                response = server.responses.pop(msg_id)
                self._check_response(method, response, response.get("_t", time.perf_counter()) - sent_at, msg_id)
            if not self.pending or not wait_all:
                break
            if not server.alive():
                raise _failed(AssertionError(f"the server died (exit {server.raw.proc.poll()}):\n{server.raw.stderr[-3000:]}"))
            if time.monotonic() > deadline:
                late = sorted({self.pending[i][0] for i in self.pending})
                raise _failed(AssertionError(f"{len(self.pending)} requests unanswered after {REQUEST_TIMEOUT_S:g} s: {late}"))
            time.sleep(0.002)
        now = time.perf_counter()
        for msg_id, (method, sent) in self.pending.items():
            if now - sent > REQUEST_TIMEOUT_S:
                raise _failed(AssertionError(f"{method} (id {msg_id}) unanswered after {now - sent:.1f} s"))

    def _check_response(self, method: str, response: dict, seconds: float, msg_id: int) -> None:
        counts = self.pool.counts
        if seconds > counts.slowest_response_s:
            counts.slowest_response_s, counts.slowest_method = seconds, method
            counts.slowest_where = {"bytes": len(self.model.text.encode("utf-8", "replace")),
                                    "second_document": self.other is not None, "id": msg_id}
            SLOWEST_TRACE[:] = list(self.trace)
        error = response.get("error")
        if error is not None:
            allowed = {REQUEST_FAILED} if method in ("textDocument/rename", "textDocument/prepareRename") else set()
            if msg_id in self.cancelled:
                allowed.add(REQUEST_CANCELLED)
            if error.get("code") not in allowed:
                raise _failed(AssertionError(f"{method} got an error response: {json.dumps(error)[:2000]}"))
            return
        result = response.get("result")
        if method == "textDocument/completion" and result:
            items = result.get("items", []) if isinstance(result, dict) else result
            if items:
                self.last_completion = items[len(items) // 2]
        elif method == "textDocument/prepareCallHierarchy" and result:
            self.last_call_item = result[0]
        elif method in ("textDocument/semanticTokens/full", "textDocument/semanticTokens/full/delta") and result:
            if "data" in result:
                assert len(result["data"]) % 5 == 0, f"{method}: {len(result['data'])} numbers, not a multiple of 5"
            self.last_tokens_id = result.get("resultId")

    # Positions

    def _index(self, data, label: str) -> int:
        return data.draw(st.integers(0, len(self.model.text)), label=label)

    def _position(self, data, label: str) -> dict:
        """A position on a character boundary: often on a name (a call's, most useful to navigation and
        call hierarchy), sometimes past the end of its line or of the text."""
        kind = data.draw(st.integers(0, 19), label=f"{label} kind")
        if kind == 0:
            return {"line": self.model.line_count() + data.draw(st.integers(0, 3)), "character": 0}
        if kind >= 12:
            names = [m.start() + (m.end() - m.start()) // 2 for m in _NAME.finditer(self.model.text)]
            if names:
                return self.model.position(names[data.draw(st.integers(0, len(names) - 1), label=label)],
                                           self.encoding)
        index = self._index(data, label)
        pos = self.model.position(index, self.encoding)
        if kind == 1:
            start, end = self.model._line_bounds(pos["line"])
            pos = {"line": pos["line"], "character": units(self.model.text[start:end], self.encoding)
                   + data.draw(st.integers(1, 5))}
        return pos

    def _range(self, data, label: str) -> tuple[dict, dict]:
        a, b = self._position(data, f"{label} start"), self._position(data, f"{label} end")
        ia, ib = self.model.index(a, self.encoding), self.model.index(b, self.encoding)
        return (a, b) if (ia, a["line"], a["character"]) <= (ib, b["line"], b["character"]) else (b, a)

    def _insert_text(self, data) -> str:
        kind = data.draw(st.integers(0, 39), label="text kind")
        if kind < 24:
            return "".join(data.draw(st.lists(st.sampled_from(INSERTS), min_size=1, max_size=3), label="pieces"))
        if kind < 30:
            return data.draw(st.text(st.characters(exclude_categories=["Cs"]), max_size=8), label="text")
        if kind < 36:  # a slice of another seed: whole lines, functions, directives
            other = seed_texts()[data.draw(st.integers(0, len(seed_texts()) - 1), label="other seed")]
            start = data.draw(st.integers(0, len(other)), label="slice start")
            return other[start : start + data.draw(st.integers(0, 400), label="slice length")]
        if kind < 39:
            return ""
        return data.draw(st.sampled_from(RARE_INSERTS), label="rare")

    # Rules: edits

    def _send_changes(self, changes: list[dict]) -> None:
        self.version += 1
        counts = self.pool.counts
        counts.did_change += 1
        counts.edits += len(changes)
        self._notify("textDocument/didChange", {"textDocument": {"uri": self.uri, "version": self.version},
                                                "contentChanges": changes})
        self._collect()

    def _change(self, start: dict, end: dict, text: str) -> dict:
        i, j = self.model.index(start, self.encoding), self.model.index(end, self.encoding)
        self.model.replace(i, max(i, j), text)
        self.cursor_index = i + len(text)
        return {"range": {"start": start, "end": end}, "text": text}

    @rule(data=st.data())
    def edit_range(self, data):
        changes = []
        for _ in range(data.draw(st.sampled_from([1, 1, 1, 1, 2, 3]), label="changes")):
            start, end = self._range(data, "edit")
            changes.append(self._change(start, end, self._insert_text(data)))
        self._send_changes(changes)

    @rule(data=st.data())
    def type_at_cursor(self, data):
        """Typing: a few characters where the last edit ended (or a backspace)."""
        index = min(self.cursor_index, len(self.model.text))
        pos = self.model.position(index, self.encoding)
        if data.draw(st.integers(0, 3), label="backspace") == 0 and index > 0:
            start = self.model.position(index - 1, self.encoding)
            self._send_changes([self._change(start, pos, "")])
        else:
            piece = data.draw(st.sampled_from(INSERTS + list("abcxyz0123(){};,.*+ \n")), label="typed")
            self._send_changes([self._change(pos, pos, piece)])

    @rule(data=st.data())
    def type_burst(self, data):
        """Fast typing: one didChange per character, without waiting for anything."""
        for piece in data.draw(st.lists(st.sampled_from(INSERTS + list("abcxyz0123(){};,.*+ \n")), min_size=2,
                                        max_size=12), label="burst"):
            index = min(self.cursor_index, len(self.model.text))
            pos = self.model.position(index, self.encoding)
            self._send_changes([self._change(pos, pos, piece)])

    @rule(data=st.data())
    def edit_second_document(self, data):
        if self.other is None:
            return
        model = self.other["model"]
        i = data.draw(st.integers(0, len(model.text)), label="second start")
        j = data.draw(st.integers(i, min(len(model.text), i + 40)), label="second end")
        start, end = model.position(i, self.encoding), model.position(j, self.encoding)
        text = self._insert_text(data)
        model.replace(i, j, text)
        self.other["version"] += 1
        self.pool.counts.edits += 1
        self.pool.counts.did_change += 1
        self._notify("textDocument/didChange", {
            "textDocument": {"uri": self.other["uri"], "version": self.other["version"]},
            "contentChanges": [{"range": {"start": start, "end": end}, "text": text}],
        })

    @rule(data=st.data())
    def delete_range(self, data):
        start, end = self._range(data, "delete")
        self._send_changes([self._change(start, end, "")])

    @rule(data=st.data())
    def replace_all(self, data):
        if data.draw(st.integers(0, 3), label="whole") != 0:
            return self.edit_range(data)
        texts = seed_texts()
        text = texts[data.draw(st.integers(0, len(texts) - 1), label="new text")]
        self.model = TextModel(text)
        self.cursor_index = 0
        self._send_changes([{"text": text}])

    # Rules: requests

    def _params(self, method: str, data) -> Optional[dict]:
        doc = {"uri": self.uri}
        if method in POSITION_REQUESTS:
            params = {"textDocument": doc, "position": self._position(data, "at")}
            if method == "textDocument/completion":
                trigger = data.draw(st.sampled_from([None, ".", ">", "#", '"']), label="trigger")
                params["context"] = {"triggerKind": 1} if trigger is None else {"triggerKind": 2,
                                                                                "triggerCharacter": trigger}
            elif method == "textDocument/signatureHelp":
                params["context"] = {"triggerKind": 2, "triggerCharacter": "(", "isRetrigger": False}
            elif method == "textDocument/references":
                params["context"] = {"includeDeclaration": data.draw(st.booleans(), label="declaration")}
            elif method == "textDocument/rename":
                params["newName"] = data.draw(st.sampled_from(RENAMES), label="new name")
            return params
        if method in DOCUMENT_REQUESTS:
            params = {"textDocument": doc}
            if method == "textDocument/semanticTokens/full/delta":
                params["previousResultId"] = self.last_tokens_id or "none-yet"
            return params
        if method == "textDocument/selectionRange":
            count = data.draw(st.integers(1, 3), label="positions")
            return {"textDocument": doc, "positions": [self._position(data, "sel") for _ in range(count)]}
        if method == "textDocument/semanticTokens/range":
            start, end = self._range(data, "tokens")
            return {"textDocument": doc, "range": {"start": start, "end": end}}
        if method == "textDocument/codeAction":
            start, end = self._range(data, "action")
            published = self.server.published.get(self.uri, [])
            diagnostics = published[-1]["diagnostics"][:20] if published else []
            context = {"diagnostics": diagnostics}
            if data.draw(st.booleans(), label="only"):
                context["only"] = ["quickfix"]
            return {"textDocument": doc, "range": {"start": start, "end": end}, "context": context}
        if method == "completionItem/resolve":
            return self.last_completion or {"label": "get_global_id"}
        if method in ("callHierarchy/incomingCalls", "callHierarchy/outgoingCalls"):
            return {"item": self.last_call_item} if self.last_call_item else None
        if method == "workspace/symbol":
            return {"query": data.draw(st.sampled_from(SYMBOL_QUERIES), label="query")}
        raise AssertionError(method)

    @rule(data=st.data())
    def request(self, data):
        method = data.draw(st.sampled_from(REQUESTS), label="method")
        params = self._params(method, data)
        if params is None:
            return
        msg_id = self._request(method, params)
        if data.draw(st.integers(0, 15), label="cancel") == 0:
            self.cancelled.add(msg_id)
            self.pool.counts.cancelled += 1
            self._notify("$/cancelRequest", {"id": msg_id})
        self._collect()

    @rule(data=st.data())
    def request_burst(self, data):
        """Several requests at once, as an editor sends them after a keystroke."""
        for method in data.draw(st.lists(st.sampled_from(REQUESTS), min_size=2, max_size=5), label="burst"):
            params = self._params(method, data)
            if params is not None:
                self._request(method, params)
        self._collect()

    # Rules: time

    @rule(data=st.data())
    def pause(self, data):
        """The user stops typing: this version's diagnostics must come."""
        if data.draw(st.integers(0, 2), label="pause") != 0:
            return
        self.trace.append({"pause": self.version})
        self.pool.counts.pauses += 1
        self.server.diagnostics_for(self.uri, self.version)
        self._collect()

    @rule(seconds=st.sampled_from([0.001, 0.005, 0.02, 0.06]))
    def sleep(self, seconds):
        self.trace.append({"sleep": seconds})
        time.sleep(seconds)
        self._collect()

    @rule()
    def save(self):
        self._notify("textDocument/didSave", {"textDocument": {"uri": self.uri}})

    @rule(data=st.data())
    def workspace_event(self, data):
        """The same settings sent again, or the shared header reported changed: caches are dropped, results stay."""
        if data.draw(st.booleans(), label="settings"):
            self._notify("workspace/didChangeConfiguration", {"settings": {"opencl": self.server.options}})
        else:
            header = (self.pool.folder / "fuzz.h").as_uri()
            self._notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": header, "type": 2}]})

    @rule()
    def close_and_reopen(self):
        self._notify("textDocument/didClose", {"textDocument": {"uri": self.uri}})
        self.version += 1
        self._notify("textDocument/didOpen", {"textDocument": {"uri": self.uri, "languageId": "opencl",
                                                               "version": self.version, "text": self.model.text}})
        self.last_tokens_id = None

    # The end: every request answered, no traceback, the same diagnostics as a fresh server.

    def teardown(self):
        if self.server is None:
            return
        documents = [(self.uri, self.model.text, self.version)]
        if self.other is not None:
            documents.append((self.other["uri"], self.other["model"].text, self.other["version"]))
        try:
            self._collect(wait_all=True)
            fresh = self.pool.fresh(self.encoding)
            fresh_stderr_at = len(fresh.raw.stderr)
            for uri, text, version in documents:
                final = self.server.diagnostics_for(uri, version)
                fresh.raw.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "opencl",
                                                                           "version": version, "text": text}})
                expected = fresh.diagnostics_for(uri, version)
                fresh.raw.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
                self.pool.counts.comparisons += 1
                self.trace.append({"final_text": text, "version": version, "final_uri": uri})
                if final != expected:
                    budget = any(d.get("code") == "S007" or check_fuzz.TIME_CUT in d.get("message", "")
                                 for d in final + expected)
                    raise _failed(AssertionError(
                        ("[one side ran out of its time budget (S007 or P009's expansion time)] " if budget else "")
                        + f"diagnostics of version {version} of {uri} differ from a fresh server's on the same text "
                        f"({self.encoding}):\nincremental: {json.dumps(final)[:3000]}\n"
                        f"fresh: {json.dumps(expected)[:3000]}"
                    ))
            for name, server, offset in (("incremental", self.server, self.stderr_at), ("fresh", fresh,
                                                                                        fresh_stderr_at)):
                found = tracebacks(server.stderr_from(offset))
                if found:
                    raise _failed(AssertionError(f"traceback on the {name} server's stderr:\n{found[0][-4000:]}"))
        finally:
            if self.server.alive():
                for uri, _, _ in documents:
                    self.server.raw.notify("textDocument/didClose", {"textDocument": {"uri": uri}})


_LOG_RECORD_START = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ [A-Z]+ ", re.M)
# The server raises RequestFailed to answer a refused rename with an error, as
# LSP asks; pygls logs the stack of every exception a handler raises. That is
# an answer, not a failure (the traceback is noise for the user, reported).
EXPECTED_ERRORS = ("opencl_lsp.lsp.server.RequestFailed: ",)


def tracebacks(log: str) -> list[str]:
    """The log records of a server's stderr that carry a traceback of an unexpected exception."""
    found = []
    starts = [m.start() for m in _LOG_RECORD_START.finditer(log)] or [0]
    if starts[0] != 0:
        starts.insert(0, 0)
    for begin, end in zip(starts, starts[1:] + [len(log)]):
        record = log[begin:end]
        if "Traceback (most recent call last)" not in record:
            continue
        last = [line for line in record.strip().splitlines() if line.strip()][-1]
        if not last.startswith(EXPECTED_ERRORS):
            found.append(record)
    return found


def replay_trace(trace: list[dict], pool: Pool) -> None:
    """Play a saved trace again (the same messages, the same pauses) and check the same things at the end."""
    head = trace[0]
    server = pool.incremental(head["encoding"])
    stderr_at = len(server.raw.stderr)
    pending: dict[int, str] = {}
    # The documents move into this pool's folder, where fuzz.h is.
    uri = pool.new_uri()
    encoded = json.dumps(trace[1:]).replace(json.dumps(head["uri"]), json.dumps(uri))
    for step in trace[1:]:
        if "second_uri" in step:
            encoded = encoded.replace(json.dumps(step["second_uri"]), json.dumps(pool.new_uri()))
    versions: dict[str, int] = {}
    finals: list[tuple[str, str]] = []
    for step in json.loads(encoded):
        if "notify" in step:
            server.raw.notify(step["notify"], step["params"])
            if step["notify"] in ("textDocument/didOpen", "textDocument/didChange"):
                document = step["params"]["textDocument"]
                versions[document["uri"]] = document["version"]
        elif "request" in step:
            pending[server.raw.request_async(step["request"], step["params"])] = step["request"]
        elif "pause" in step:
            server.diagnostics_for(uri, step["pause"])
        elif "sleep" in step:
            time.sleep(step["sleep"])
        elif "final_text" in step:
            finals.append((step.get("final_uri", uri), step["final_text"]))
    for msg_id, method in pending.items():
        response = server.wait(lambda: server.responses.get(msg_id), REQUEST_TIMEOUT_S, f"a response to {method}")
        error = response.get("error")
        assert error is None or error.get("code") in (REQUEST_FAILED, REQUEST_CANCELLED), f"{method}: {error}"
    fresh = pool.fresh(head["encoding"]) if finals else None
    for final_uri, text in finals:
        version = versions[final_uri]
        final = server.diagnostics_for(final_uri, version)
        fresh.raw.notify("textDocument/didOpen", {"textDocument": {"uri": final_uri, "languageId": "opencl",
                                                                   "version": version, "text": text}})
        expected = fresh.diagnostics_for(final_uri, version)
        assert final == expected, f"incremental and fresh diagnostics differ: {final_uri}"
        fresh.raw.notify("textDocument/didClose", {"textDocument": {"uri": final_uri}})
    found = tracebacks(server.stderr_from(stderr_at))
    assert not found, found[0][-4000:]
    for open_uri in versions:
        server.raw.notify("textDocument/didClose", {"textDocument": {"uri": open_uri}})


def fuzz_settings(examples: int, steps: int) -> settings:
    return settings(
        max_examples=examples,
        stateful_step_count=steps,
        deadline=None,
        database=None,
        phases=[Phase.generate],  # no shrinking: each replay costs real server time; the trace is saved instead
        suppress_health_check=list(HealthCheck),
        print_blob=False,
    )


def run_examples(pool: Pool, run_seed: int, examples: int, steps: int) -> None:
    """Run `examples` examples of the machine with Hypothesis seeded by `run_seed`; raises on a failure."""
    global POOL
    from hypothesis.stateful import get_state_machine_test

    POOL = pool
    FIRST_FAILURE.clear()
    test = get_state_machine_test(LspMachine, settings=fuzz_settings(examples, steps))
    hypothesis_seed(run_seed)(test)
    test()


# The campaign: worker processes, each with its own pool, until the edits are done.


def _worker(w: int, jobs: int, seed: int, edits: Optional[int], deadline: Optional[float], out_dir: str,
            fresh_every: int, examples: int, steps: int, conn) -> None:
    folder = Path(tempfile.mkdtemp(prefix=f"opencl-lsp-fuzz-w{w}-"))
    pool = Pool(folder, fresh_every, random.Random(f"{seed}:{w}"))
    share = None if edits is None else (edits + jobs - 1 - w) // jobs
    failures = 0
    last = time.monotonic()
    rounds = 0
    try:
        while (share is None or pool.counts.edits < share) and (deadline is None or time.time() < deadline):
            run_seed = int.from_bytes(random.Random(f"lsp:{seed}:{w}:{rounds}").randbytes(8), "big")
            rounds += 1
            try:
                run_examples(pool, run_seed, examples, steps)
            except BaseException as err:  # noqa: BLE001 - a failure of the server, recorded and the campaign goes on
                if isinstance(err, KeyboardInterrupt):
                    raise
                if FIRST_FAILURE and FIRST_FAILURE[0] is not err and "Flaky" in type(err).__name__:
                    err = FIRST_FAILURE[0]  # What failed, not Hypothesis's complaint about the report run.
                failures += 1
                name = f"lsp-{seed}-{w}-{rounds - 1}"
                target = Path(out_dir) / "failures"
                target.mkdir(parents=True, exist_ok=True)
                # The error first: Hypothesis appends the steps to it, which can be long.
                message = "".join(traceback.format_exception(err))
                (target / f"{name}.txt").write_text(
                    f"hypothesis seed: {run_seed}\nworker {w}, round {rounds - 1}\n\n{str(err)[:20000]}\n\n"
                    f"{message[-20000:]}\n")
                (target / f"{name}.json").write_text(json.dumps(list(TRACES), indent=1))
                conn.send(("failure", w, {"name": name, "error": str(err).splitlines()[0][:300] if str(err) else
                                          type(err).__name__}))
                pool.close()  # a server in an unknown state is not used again
            if time.monotonic() - last > 2.0:
                last = time.monotonic()
                conn.send(("progress", w, asdict(pool.counts), failures))
        if SLOWEST_TRACE:
            pool.counts.slowest_where["worker"] = w
            Path(out_dir).mkdir(parents=True, exist_ok=True)
            (Path(out_dir) / f"slowest-w{w}.json").write_text(json.dumps(SLOWEST_TRACE))
        conn.send(("done", w, asdict(pool.counts), failures))
    finally:
        pool.close()
        shutil.rmtree(folder, ignore_errors=True)
        conn.close()


def run_campaign(seed: int = 0, jobs: int = 1, edits: Optional[int] = None, seconds: Optional[float] = None,
                 out_dir: Path = Path("fuzz-out"), fresh_every: int = 1, examples: int = 5, steps: int = 120,
                 log=print) -> dict:
    if edits is None and seconds is None:
        raise ValueError("give edits or seconds")
    out_dir = Path(out_dir)
    deadline = time.time() + seconds if seconds is not None else None
    ctx = multiprocessing.get_context("spawn")
    live = {}
    progress: dict[int, tuple[Counts, int]] = {}
    failures: list[dict] = []
    began = time.perf_counter()
    for w in range(jobs):
        receiver, sender = ctx.Pipe(duplex=False)
        process = ctx.Process(target=_worker, args=(w, jobs, seed, edits, deadline, str(out_dir), fresh_every,
                                                    examples, steps, sender), daemon=True)
        process.start()
        sender.close()
        live[w] = (process, receiver)
    last_log = time.monotonic()
    died = 0
    try:
        while live:
            conns = {conn: w for w, (process, conn) in live.items()}
            for conn in multiprocessing.connection.wait(list(conns), timeout=1.0):
                w = conns[conn]
                try:
                    message = conn.recv()
                except EOFError:
                    process = live.pop(w)[0]
                    process.join(5)
                    died += 1
                    failures.append({"name": f"worker {w}", "error": f"worker exited with code {process.exitcode}"})
                    continue
                if message[0] in ("progress", "done"):
                    progress[w] = (Counts(**message[2]), message[3])
                if message[0] == "failure":
                    failures.append(message[2])
                    log(f"lsp fuzz: failure {message[2]['name']}: {message[2]['error']}")
                if message[0] == "done":
                    live.pop(w)[0].join(30)
            if time.monotonic() - last_log > 30:
                last_log = time.monotonic()
                done = sum(c.edits for c, _ in progress.values())
                log(f"lsp fuzz: {done} edits after {time.perf_counter() - began:.0f} s")
    finally:
        for process, _ in live.values():
            process.kill()
    total = Counts()
    for counts, _ in progress.values():
        total.merge(counts)
    summary = {
        "seed": seed,
        "jobs": jobs,
        **asdict(total),
        "failures": len(failures),
        "failure_list": failures,
        "wall_s": round(time.perf_counter() - began, 1),
        "fresh_every": fresh_every,
    }
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "lsp-summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary


def summary_line(summary: dict) -> str:
    return (
        f"lsp fuzz: {summary['edits']} edits in {summary['did_change']} didChange, {summary['requests']} requests "
        f"({summary['cancelled']} cancelled), {summary['examples']} examples, {summary['comparisons']} "
        f"incremental/fresh comparisons, {summary['failures']} failures, slowest response "
        f"{summary['slowest_response_s']:.2f} s ({summary['slowest_method']}, {summary['slowest_where']}), "
        f"{summary['servers']} servers started, "
        f"{summary['wall_s']:.0f} s wall, {summary['jobs']} jobs, seed {summary['seed']}"
    )
