"""Hostile and odd input: the server answers (an empty result or an error) and keeps serving.

Every test ends by proving the server is still alive and correct: it opens a
small kernel with a known mistake and waits for that diagnostic, and asks for
its symbols (`assert_still_serving`). Tests that need bytes pytest-lsp cannot
send (invalid UTF-8 on the wire) use the raw driver in rawio.py.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time

import pytest
from lsprotocol import types
from pygls.uris import from_fs_path

from opencl_lsp.syntax.outline import SHALLOW_MAX_SYMBOLS
from opencl_lsp.syntax.structure import SHALLOW_MAX_FOLDS

from .conftest import open_document, wait_for_diagnostics
from .rawio import RawServer

# The ';' after 'x[i]' is missing: S002 at (2, 22), the end of line 2.
BROKEN = "__kernel void probe(__global float *x) {\n    int i = get_global_id(0);\n    x[i] = 2.0f * x[i]\n}\n"
BROKEN_AT = types.Position(line=2, character=22)

_probe_ids = itertools.count()


def doc(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


async def symbols_of(client, uri: str):
    return await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))


async def assert_still_serving(client) -> None:
    """A fresh document gets its diagnostics and its symbols."""
    uri = f"file:///work/probe/probe{next(_probe_ids)}.cl"
    open_document(client, uri, BROKEN, version=7)
    params = await wait_for_diagnostics(client, uri, version=7)
    [diag] = params.diagnostics
    assert diag.code == "S002"
    assert diag.range.start == BROKEN_AT
    assert [s.name for s in await symbols_of(client, uri)] == ["probe"]


def change(client, uri: str, version: int, *changes) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=list(changes),
        )
    )


def edit(start: tuple[int, int], end: tuple[int, int], text: str) -> types.TextDocumentContentChangePartial:
    return types.TextDocumentContentChangePartial(
        range=types.Range(
            start=types.Position(line=start[0], character=start[1]),
            end=types.Position(line=end[0], character=end[1]),
        ),
        text=text,
    )


def empty(result) -> bool:
    """An empty list result (pygls' client may hand lists back as tuples); None is not one."""
    return result is not None and len(result) == 0


def chain_of(selection: types.SelectionRange) -> list[types.Range]:
    ranges = []
    while selection is not None:
        ranges.append(selection.range)
        selection = selection.parent
    return ranges


def absolute_token_starts(data) -> list[tuple[int, int]]:
    out, line, col = [], 0, 0
    for i in range(0, len(data), 5):
        line += data[i]
        col = col + data[i + 1] if data[i] == 0 else data[i + 1]
        out.append((line, col))
    return out


def contains(outer: types.Range, inner: types.Range) -> bool:
    def key(p):
        return (p.line, p.character)

    return key(outer.start) <= key(inner.start) and key(inner.end) <= key(outer.end)


# Binary content.


async def test_binary_content_gets_one_s004_and_empty_results(client):
    uri = "file:///work/bad/blob.cl"
    text = "k\x00e\x00r\x00n\x00e\x00l\x00 void f() {}\n\x00\x01\x02"
    open_document(client, uri, text)
    params = await wait_for_diagnostics(client, uri, version=1)
    [diag] = params.diagnostics
    assert diag.code == "S004"
    assert diag.severity == types.DiagnosticSeverity.Error
    assert diag.range.start == types.Position(line=0, character=1)  # the first NUL

    assert empty(await symbols_of(client, uri))
    assert empty(await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(uri))))
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(uri)))
    assert list(full.data) == []
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=doc(uri), position=types.Position(line=0, character=12))
    )
    assert not highlights
    # One answer per position, as LSP requires, even if it is only the whole file.
    selections = await client.text_document_selection_range_async(
        types.SelectionRangeParams(text_document=doc(uri), positions=[types.Position(line=0, character=3)])
    )
    assert len(selections) == 1
    await assert_still_serving(client)


# Invalid UTF-8 on the wire and lone surrogates.


def _did_open_body(uri: str, raw_text: bytes) -> bytes:
    """A didOpen whose JSON string holds `raw_text` verbatim (may be invalid UTF-8)."""
    message = {
        "jsonrpc": "2.0",
        "method": "textDocument/didOpen",
        "params": {"textDocument": {"uri": uri, "languageId": "opencl", "version": 1, "text": "@@TEXT@@"}},
    }
    return json.dumps(message).encode("ascii").replace(b"@@TEXT@@", raw_text)


def test_invalid_utf8_on_the_wire_does_not_kill_the_server():
    with RawServer() as server:
        server.initialize({"diagnostics": {"debounceMs": 0}})
        bad_uri = "file:///work/bad/latin1.cl"
        server.send_bytes(_did_open_body(bad_uri, b"int caf\xff\xfe = 1;\\n__kernel void k() {}\\n"))
        # A request right after it is answered (the broken message was dropped).
        answer = server.request("textDocument/documentSymbol", {"textDocument": {"uri": bad_uri}})
        assert "error" not in answer
        assert answer["result"] in ([], None)
        assert server.alive()

        # A valid document still gets diagnostics, symbols and highlights.
        uri = "file:///work/ok/after.cl"
        server.did_open(uri, BROKEN)
        [diag] = server.diagnostics(uri, version=1)["diagnostics"]
        assert diag["code"] == "S002"
        assert diag["range"]["start"] == {"line": BROKEN_AT.line, "character": BROKEN_AT.character}
        symbols = server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})["result"]
        assert [s["name"] for s in symbols] == ["probe"]
        assert "Unable to handle message" in server.stderr  # logged, not fatal

        # A second broken body, then a request in the same write: both handled in order.
        server.send_bytes(_did_open_body(bad_uri, b"\xc3\x28\xa0\xa1"))
        answer = server.request("textDocument/foldingRange", {"textDocument": {"uri": uri}})
        assert [f["startLine"] for f in answer["result"]] == [0]
        assert server.close() == 0


def test_truncated_and_garbage_frames_do_not_kill_the_server():
    with RawServer() as server:
        server.initialize({"diagnostics": {"debounceMs": 0}})
        server.send_bytes(b"{not json at all")
        server.send_bytes(b'{"jsonrpc": "2.0", "id": 99, "method": "textDocument/documentSymbol", "params": 5}')
        server.send_bytes(b"[]")
        assert server.response(99)["error"]["code"] == INVALID_PARAMS
        uri = "file:///work/ok/after.cl"
        server.did_open(uri, BROKEN)
        [diag] = server.diagnostics(uri, version=1)["diagnostics"]
        assert diag["code"] == "S002"
        assert server.close() == 0


# Malformed messages: every request gets an answer.

INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND = -32602, -32600, -32601
# Device builds off: with PoCL installed, a driver's verdict would race the static diagnostics.
RAW_OPTIONS = {"diagnostics": {"debounceMs": 0}, "device": {"mode": "off"}}


def logged(server: RawServer, *texts: str, timeout: float = 5.0) -> bool:
    """Whether the server's log holds every text (stderr is drained by a thread, so it may lag a response)."""
    deadline = time.monotonic() + timeout
    while not all(text in server.stderr for text in texts):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def assert_raw_still_serving(server: RawServer) -> None:
    """`assert_still_serving` over the raw driver: a fresh document gets its diagnostics and its symbols."""
    uri = f"file:///work/probe/raw{next(_probe_ids)}.cl"
    server.did_open(uri, BROKEN, version=7)
    [diag] = server.diagnostics(uri, version=7)["diagnostics"]
    assert diag["code"] == "S002"
    assert diag["range"]["start"] == {"line": BROKEN_AT.line, "character": BROKEN_AT.character}
    symbols = server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})["result"]
    assert [s["name"] for s in symbols] == ["probe"]


@pytest.mark.parametrize(
    "method, params, why",
    [
        ("textDocument/hover", {"textDocument": {"uri": "file:///work/ok/a.cl"}}, "required field missing @ $.params.position"),
        (
            "textDocument/hover",
            {"textDocument": {"uri": "file:///work/ok/a.cl"}, "position": {"line": "two", "character": 0}},
            "expected int @ $.params.position.line",
        ),
        ("textDocument/documentSymbol", 5, "expected DocumentSymbolParams @ $.params"),
        ("textDocument/semanticTokens/full", {"textDocument": None}, "$.params.text_document"),
    ],
)
def test_request_with_malformed_params_gets_invalid_params(method, params, why):
    with RawServer() as server:
        server.initialize(RAW_OPTIONS)
        uri = "file:///work/ok/a.cl"
        server.did_open(uri, BROKEN)
        msg_id = server.request_async(method, params)
        answer = server.response(msg_id)
        assert answer["id"] == msg_id
        assert "result" not in answer
        assert answer["error"]["code"] == INVALID_PARAMS
        assert why in answer["error"]["message"]
        # One log line that names the request and the reason, and no traceback: the client erred, not the server.
        assert logged(server, f"{method} request {msg_id}: ", why), server.stderr
        assert "Unable to deserialize message" not in server.stderr  # pygls' traceback, bypassed
        assert "Unable to handle message" not in server.stderr
        assert_raw_still_serving(server)
        assert server.close() == 0


def test_notification_with_malformed_params_is_logged_and_ignored():
    with RawServer() as server:
        server.initialize(RAW_OPTIONS)
        uri = "file:///work/ok/ignored.cl"
        # No version and no text: nothing can be opened.
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "opencl"}})
        server.notify("textDocument/didChange", {"textDocument": {"uri": 5}, "contentChanges": "x"})
        assert_raw_still_serving(server)
        assert logged(
            server,
            "textDocument/didOpen notification ignored: invalid params: ",
            "textDocument/didChange notification ignored: invalid params: ",
        ), server.stderr
        assert "Unable to deserialize message" not in server.stderr  # pygls' traceback, bypassed
        assert "Unable to handle message" not in server.stderr
        # The ignored document was never opened: no diagnostics came for it.
        published = [m for m in server.messages if m.get("method") == "textDocument/publishDiagnostics"]
        assert all(m["params"]["uri"] != uri for m in published)
        assert server.close() == 0


def test_odd_envelopes_are_answered():
    with RawServer() as server:
        server.initialize(RAW_OPTIONS)
        # A method nobody serves.
        answer = server.request("opencl/noSuchMethod", {})
        assert answer["error"]["code"] == METHOD_NOT_FOUND
        # A method that is not a string.
        server.send({"jsonrpc": "2.0", "id": 41, "method": 7, "params": {}})
        assert server.response(41)["error"]["code"] == INVALID_REQUEST
        # Not a JSON-RPC object at all: nothing to answer, and nothing breaks.
        server.send_bytes(b"[1, 2, 3]")
        server.send_bytes(b"17")
        assert_raw_still_serving(server)
        assert logged(server, "not a JSON-RPC object"), server.stderr
        # A handler's deliberate refusal is its answer, logged in one line (pygls would log a traceback).
        uri = "file:///work/ok/refused.cl"
        server.did_open(uri, BROKEN)
        server.diagnostics(uri, version=1)
        rename = {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 8}, "newName": "1 bad name"}
        msg_id = server.request_async("textDocument/rename", rename)
        answer = server.response(msg_id)
        assert answer["error"]["code"] == -32803 and "not a valid identifier" in answer["error"]["message"]
        unknown = server.request("workspace/executeCommand", {"command": "opencl.noSuchCommand", "arguments": []})
        assert unknown["error"]["code"] == INVALID_PARAMS
        assert logged(server, f"request {msg_id} answered with error -32803: '1 bad name' is not a valid identifier")
        assert "Exception occurred for message" not in server.stderr
        # A range that ends before it starts holds no tokens (tree-sitter raised on it).
        backwards = {"start": {"line": 2, "character": 4}, "end": {"line": 0, "character": 0}}
        tokens = server.request("textDocument/semanticTokens/range", {"textDocument": {"uri": uri}, "range": backwards})
        assert tokens["result"]["data"] == []
        assert "semantic_tokens_range failed" not in server.stderr
        # After shutdown, a request is refused rather than left waiting.
        assert server.request("shutdown", None)["result"] is None
        answer = server.request("textDocument/documentSymbol", {"textDocument": {"uri": "file:///work/ok/x.cl"}})
        assert answer["error"]["code"] == INVALID_REQUEST
        server.notify("exit", None)
        assert server.proc.wait(10) == 0


async def test_lone_surrogate_in_json_text_keeps_serving(client):
    uri = "file:///work/bad/surrogate.cl"
    # Valid code around a lone surrogate inside a comment: no syntax problem.
    text = "// bad \ud800 char\n__kernel void k(__global int *a) {\n    a[0] = 1;\n}\n"
    open_document(client, uri, text)
    params = await wait_for_diagnostics(client, uri, version=1)
    assert all(d.code != "S001" for d in params.diagnostics)
    assert [s.name for s in await symbols_of(client, uri)] == ["k"]
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(uri)))
    assert [f.start_line for f in folds] == [1]
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(uri)))
    assert full is not None and full.data  # answered, with tokens
    # An edit right after the surrogate, on its line, is accepted.
    change(client, uri, 2, edit((0, 9), (0, 9), "x"))
    await wait_for_diagnostics(client, uri, version=2)
    await assert_still_serving(client)


async def test_lone_surrogate_in_a_comment_keeps_semantic_tokens(client):
    uri = "file:///work/bad/surrogate_tokens.cl"
    text = "// bad \ud800 char\n__kernel void k(__global int *a) {\n    a[0] = 1;\n}\n"
    open_document(client, uri, text)
    await wait_for_diagnostics(client, uri, version=1)
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(uri)))
    from opencl_lsp.syntax.tokens import TOKEN_TYPES

    first = full.data[:5]
    assert first[0] == 1 and first[1] == 0 and first[2] == len("__kernel")  # delta line 1, column 0
    assert TOKEN_TYPES[first[3]] == "keyword"


async def test_lone_surrogate_columns_after_it(client):
    uri = "file:///work/bad/surrogate_cols.cl"
    text = "void f(void) { int abc = 0; /*\ud800*/ abc = abc + 1; }\n"
    open_document(client, uri, text)
    await wait_for_diagnostics(client, uri, version=1)
    # Columns in the negotiated encoding: the surrogate counts as U+FFFD,
    # one unit in UTF-16 and UTF-32, three bytes in UTF-8.
    width = 3 if client.position_encoding == "utf-8" else 1

    def column(index: int) -> int:
        return index + (width - 1 if index > text.index("\ud800") else 0)

    use = text.index("abc = abc")
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=doc(uri), position=types.Position(line=0, character=column(use)))
    )
    columns = sorted(h.range.start.character for h in highlights or [])
    assert columns == [column(text.index("abc")), column(use), column(use + len("abc = "))]


# A 20 MB file.


def _big_kernel_source(target_bytes: int) -> str:
    body = "".join(
        f"    acc{j % 4} = acc{j % 4} * 0.5f + in[(gid + {j}) % n].x - in[(gid * {j + 1}) % n].w;\n" for j in range(24)
    )
    unit = (
        "// kernel {i}: a chain of multiply-adds over a float4 buffer\n"
        "__kernel void k{i}(__global float *out, __global const float4 *in, const int n) {{\n"
        "    int gid = get_global_id(0);\n"
        "    float acc0 = 0.0f, acc1 = 0.0f, acc2 = 0.0f, acc3 = 0.0f;\n"
        + body.replace("{", "{{").replace("}", "}}")
        + "    out[gid] = acc0 + acc1 + acc2 + acc3;\n"
        "}}\n\n"
    )
    parts, size = [], 0
    for i in itertools.count():
        part = unit.format(i=i)
        parts.append(part)
        size += len(part)
        if size >= target_bytes:
            return "".join(parts)


async def test_20_megabyte_file(client):
    uri = "file:///work/big/huge.cl"
    text = _big_kernel_source(20 * 1024 * 1024)
    kernels = text.count("__kernel")
    started = time.perf_counter()
    open_document(client, uri, text)
    params = await wait_for_diagnostics(client, uri, version=1, timeout=60)
    diagnostics_s = time.perf_counter() - started
    # No problem, only notes: type-aware checks are off for a file this large (S006), or time ran out (S007).
    assert {d.code for d in params.diagnostics} <= {"S006", "S007"}
    started = time.perf_counter()
    symbols = await asyncio.wait_for(symbols_of(client, uri), 60)
    symbols_s = time.perf_counter() - started
    # A file this large gets a shallow outline of its first symbols (test_whole_file_requests_on_20_megabytes).
    assert kernels > SHALLOW_MAX_SYMBOLS
    assert [s.name for s in symbols] == [f"k{i}" for i in range(SHALLOW_MAX_SYMBOLS)]
    print(f"\n20 MB ({len(text) / 2**20:.1f} MiB, {kernels} kernels): diagnostics {diagnostics_s:.2f} s, "
          f"documentSymbol {symbols_s:.2f} s")
    # An edit at the very end is incremental and gets its own diagnostics.
    last = text.count("\n")
    change(client, uri, 2, edit((last - 2, 0), (last - 2, 0), "int broken = ;\n"))
    params = await wait_for_diagnostics(client, uri, version=2, timeout=60)
    [diag] = [d for d in params.diagnostics if d.code not in ("S006", "S007")]
    assert diag.severity == types.DiagnosticSeverity.Error
    assert diag.range.start.line == last - 2
    await assert_still_serving(client)


def _decoded_tokens(data: list[int]) -> list[tuple[int, int, int, int, int]]:
    """(line, start column, length, type, modifiers) of each token; checks LSP's encoding as it goes."""
    from opencl_lsp.syntax.tokens import TOKEN_MODIFIERS, TOKEN_TYPES

    assert len(data) % 5 == 0
    out, line, col = [], 0, 0
    for i in range(0, len(data), 5):
        delta_line, delta_col, length, kind, mods = data[i : i + 5]
        assert delta_line >= 0 and delta_col >= 0 and length > 0
        assert 0 <= kind < len(TOKEN_TYPES) and 0 <= mods < 1 << len(TOKEN_MODIFIERS)
        assert delta_line > 0 or not out or delta_col >= out[-1][2]  # no overlap with the token before
        line += delta_line
        col = col + delta_col if delta_line == 0 else delta_col
        out.append((line, col, length, kind, mods))
    return out


def _nested_chain(selection: dict) -> list[dict]:
    ranges = []
    while selection is not None:
        ranges.append(selection["range"])
        selection = selection.get("parent")
    key = lambda p: (p["line"], p["character"])  # noqa: E731
    for inner, outer in zip(ranges, ranges[1:]):
        assert key(outer["start"]) <= key(inner["start"]) and key(inner["end"]) <= key(outer["end"]) and inner != outer
    return ranges


def test_whole_file_requests_on_20_megabytes_are_capped_and_say_so():
    """Each whole-file request answers, well-formed and bounded, and the log says what was left out.

    Their time is bench/bench_huge.py's business (at most 2 s each); here, the shape of the answers.
    """
    from opencl_lsp.syntax.tokens import MAX_SPAN_BYTES, TOKEN_TYPES

    text = _big_kernel_source(20 * 1024 * 1024)
    lines = text.split("\n")
    last_line = len(lines) - 1
    kernels = text.count("__kernel")
    uri = "file:///work/big/raw_huge.cl"
    doc_id = {"textDocument": {"uri": uri}}
    with RawServer() as server:
        server.initialize(RAW_OPTIONS)
        server.did_open(uri, text)
        assert {d["code"] for d in server.diagnostics(uri, version=1, timeout=120)["diagnostics"]} <= {"S006", "S007"}

        # semanticTokens/full: the tokens of the first MAX_SPAN_BYTES, cut at a line start.
        full = server.request("textDocument/semanticTokens/full", doc_id, timeout=120)["result"]
        decoded = _decoded_tokens(full["data"])
        covered = len(text[: MAX_SPAN_BYTES].rsplit("\n", 1)[0].split("\n"))  # whole lines within the cap
        assert decoded and decoded[-1][0] < covered
        assert decoded[-1][0] > covered - 40  # and up to there: the last kernel before the cap has tokens
        assert TOKEN_TYPES[decoded[0][3]] == "keyword" and decoded[0][:3] == (1, 0, len("__kernel"))
        assert logged(server, f"semanticTokens capped: {uri[len('file://'):]} is 20.0 MiB; tokens for lines 1 to {covered} only")

        # Paging on with semanticTokens/range: the end of the file has its tokens, inside the range.
        start_line = last_line - 60
        page = {**doc_id, "range": {"start": {"line": start_line, "character": 0}, "end": {"line": last_line, "character": 0}}}
        decoded = _decoded_tokens(server.request("textDocument/semanticTokens/range", page, timeout=60)["result"]["data"])
        assert decoded and all(start_line <= line < last_line for line, *_ in decoded)
        assert any(lines[line][col : col + length] == f"k{kernels - 1}" for line, col, length, *_ in decoded)
        # A range over the whole file is capped like full.
        whole = {**doc_id, "range": {"start": {"line": 0, "character": 0}, "end": {"line": last_line, "character": 0}}}
        assert server.request("textDocument/semanticTokens/range", whole, timeout=120)["result"]["data"] == full["data"]

        # documentSymbol: the first SHALLOW_MAX_SYMBOLS kernels, each well-formed.
        symbols = server.request("textDocument/documentSymbol", doc_id, timeout=120)["result"]
        assert [s["name"] for s in symbols] == [f"k{i}" for i in range(SHALLOW_MAX_SYMBOLS)]
        for symbol in symbols[:: SHALLOW_MAX_SYMBOLS // 10]:
            _nested_chain({"range": symbol["selectionRange"], "parent": {"range": symbol["range"]}})
            assert lines[symbol["range"]["start"]["line"]].startswith(f"__kernel void {symbol['name']}(")
        assert logged(server, f"documentSymbol capped: {uri[len('file://'):]} is 20.0 MiB: only symbols at most 3 levels deep, the first {SHALLOW_MAX_SYMBOLS}")

        # foldingRange: the first SHALLOW_MAX_FOLDS folds (one per kernel, bodies not entered).
        folds = server.request("textDocument/foldingRange", doc_id, timeout=120)["result"]
        assert len(folds) == SHALLOW_MAX_FOLDS
        starts = [f["startLine"] for f in folds]
        assert starts == sorted(set(starts)) and all(f["endLine"] > f["startLine"] for f in folds)
        assert all(lines[line].startswith("__kernel void k") for line in starts)
        assert logged(server, f"foldingRange capped: {uri[len('file://'):]} is 20.0 MiB: only nodes at most 3 levels deep, the first {SHALLOW_MAX_FOLDS}")

        # selectionRange: one strictly nested chain per position, out to the whole file, anywhere in it.
        positions = [{"line": line, "character": 8} for line in (3, len(lines) // 2, last_line - 3)]
        chains = server.request("textDocument/selectionRange", {**doc_id, "positions": positions}, timeout=60)["result"]
        assert len(chains) == len(positions)
        for chain, position in zip(chains, positions):
            ranges = _nested_chain(chain)
            assert ranges[0]["start"]["line"] == position["line"]
            assert ranges[-1]["start"] == {"line": 0, "character": 0} and ranges[-1]["end"]["line"] == last_line

        assert logged(server, f"not indexing {uri[len('file://'):]}: 20.0 MiB is over the index's 8 MiB limit")
        assert_raw_still_serving(server)
        assert server.close() == 0


# Deep nesting: tree-sitter is iterative, but Python code walking the tree
# recursively (or serializing a deep result) would hit the recursion limit.

DEPTH = 10_000


def _nested(closed: bool) -> tuple[str, types.Position]:
    head = "__kernel void k(__global int *a) {\n    int y = 1;\n    int x = "
    expr = "(" * DEPTH + "y" + (")" * DEPTH if closed else "")
    text = head + expr + ";\n    a[0] = x;\n}\n"
    deepest = types.Position(line=2, character=len("    int x = ") + DEPTH)
    return text, deepest


async def _all_features(client, uri: str, deepest: types.Position):
    symbols = await symbols_of(client, uri)
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(uri)))
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(uri)))
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=doc(uri), position=deepest)
    )
    return symbols, folds, full, highlights


async def test_ten_thousand_nested_parentheses(client):
    uri = "file:///work/deep/closed.cl"
    text, deepest = _nested(closed=True)
    open_document(client, uri, text)
    params = await wait_for_diagnostics(client, uri, version=1, timeout=30)
    assert list(params.diagnostics) == []
    symbols, folds, full, highlights = await asyncio.wait_for(_all_features(client, uri, deepest), 30)
    assert [s.name for s in symbols] == ["k"]
    assert [f.start_line for f in folds] == [0]
    assert len(full.data) > 0
    # The 'y' at the bottom and its declaration.
    assert sorted((h.range.start.line, h.range.start.character) for h in highlights) == [(1, 8), deepest_key(deepest)]
    await assert_still_serving(client)


def deepest_key(p: types.Position) -> tuple[int, int]:
    return (p.line, p.character)


async def test_selection_range_at_the_bottom_of_ten_thousand_parentheses(client):
    uri = "file:///work/deep/closed_selection.cl"
    text, deepest = _nested(closed=True)
    open_document(client, uri, text)
    await wait_for_diagnostics(client, uri, version=1, timeout=30)
    try:
        [selection] = await asyncio.wait_for(
            client.text_document_selection_range_async(
                types.SelectionRangeParams(text_document=doc(uri), positions=[deepest])
            ),
            20,
        )
    finally:
        await assert_still_serving(client)  # the hang does not block other requests
    ranges = chain_of(selection)
    assert ranges[0].start == deepest
    assert all(contains(outer, inner) and outer != inner for inner, outer in zip(ranges, ranges[1:]))
    assert ranges[-1].start == types.Position(line=0, character=0)


async def test_ten_thousand_unclosed_parentheses(client):
    uri = "file:///work/deep/unclosed.cl"
    text, deepest = _nested(closed=False)
    open_document(client, uri, text)
    params = await wait_for_diagnostics(client, uri, version=1, timeout=30)
    assert params.diagnostics
    assert all(d.severity == types.DiagnosticSeverity.Error for d in params.diagnostics)
    symbols, folds, full, highlights = await asyncio.wait_for(_all_features(client, uri, deepest), 30)
    # The parser gives up on the kernel: no symbols or folds, but answers all the same.
    assert symbols is not None and folds is not None
    assert len(full.data) % 5 == 0
    assert highlights is None or len(highlights) <= 2
    [selection] = await asyncio.wait_for(
        client.text_document_selection_range_async(types.SelectionRangeParams(text_document=doc(uri), positions=[deepest])),
        20,
    )
    ranges = chain_of(selection)
    assert ranges[0].start == deepest
    assert all(contains(outer, inner) and outer != inner for inner, outer in zip(ranges, ranges[1:]))
    # Closing them all with one edit makes the file clean again.
    change(client, uri, 2, edit((deepest.line, deepest.character + 1), (deepest.line, deepest.character + 1), ")" * DEPTH))
    params = await wait_for_diagnostics(client, uri, version=2, timeout=30)
    assert list(params.diagnostics) == []
    await assert_still_serving(client)


# Empty, deleted, out of range, unknown.


async def test_empty_file(client):
    uri = "file:///work/empty/empty.cl"
    open_document(client, uri, "")
    params = await wait_for_diagnostics(client, uri, version=1)
    assert list(params.diagnostics) == []
    assert empty(await symbols_of(client, uri))
    assert empty(await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(uri))))
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(uri)))
    assert list(full.data) == []
    await assert_still_serving(client)


async def test_file_deleted_while_open(client, tmp_path):
    path = tmp_path / "gone.cl"
    path.write_text(BROKEN)
    uri = from_fs_path(str(path))
    open_document(client, uri, path.read_text())
    params = await wait_for_diagnostics(client, uri, version=1)
    assert [d.code for d in params.diagnostics] == ["S002"]
    path.unlink()
    # Fix the missing ';' in the (now deleted) file: the open buffer is the truth.
    change(client, uri, 2, edit((BROKEN_AT.line, BROKEN_AT.character), (BROKEN_AT.line, BROKEN_AT.character), ";"))
    params = await wait_for_diagnostics(client, uri, version=2)
    assert list(params.diagnostics) == []
    assert [s.name for s in await symbols_of(client, uri)] == ["probe"]
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(uri)))
    assert [f.start_line for f in folds] == [0]
    await assert_still_serving(client)


async def test_out_of_range_positions_are_clamped(client):
    uri = "file:///work/range/clamp.cl"
    text = "__kernel void k(__global int *a) {\n    int i = 0;\n    a[i] = (int)i;\n}\n"
    open_document(client, uri, text)
    await wait_for_diagnostics(client, uri, version=1)
    far = types.Position(line=10_000, character=10_000)
    long_line = types.Position(line=1, character=10_000)

    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=doc(uri), position=far)
    )
    assert not highlights
    [sel_far, sel_line] = await client.text_document_selection_range_async(
        types.SelectionRangeParams(text_document=doc(uri), positions=[far, long_line])
    )
    end_of_file = types.Position(line=4, character=0)
    assert chain_of(sel_far)[-1].end == end_of_file
    # Past the end of line 1 means the end of line 1 (just after ';'): the block around it.
    end_of_line_1 = types.Position(line=1, character=len("    int i = 0;"))
    innermost = chain_of(sel_line)[0]
    assert contains(innermost, types.Range(start=end_of_line_1, end=end_of_line_1))
    assert innermost.start == types.Position(line=0, character=33)
    ranged = await client.text_document_semantic_tokens_range_async(
        types.SemanticTokensRangeParams(
            text_document=doc(uri), range=types.Range(start=types.Position(line=2, character=0), end=far)
        )
    )
    starts = set(absolute_token_starts(ranged.data))
    assert (2, len("    a[i] = (")) in starts  # the cast's 'int', up to the clamped end

    # Edits: append past the end; delete a range that lies beyond a line's end (a no-op).
    change(client, uri, 2, edit((10_000, 10_000), (20_000, 5), "int tail;\n"))
    change(client, uri, 3, edit((1, 500), (1, 900), ""))
    # An inverted range (end before start) must not crash either.
    change(client, uri, 4, edit((2, 8), (2, 2), ""))
    params = await wait_for_diagnostics(client, uri, version=4)
    assert list(params.diagnostics) == []  # the inverted range deleted nothing
    names = [s.name for s in await symbols_of(client, uri)]
    assert names == ["k", "tail"]
    await assert_still_serving(client)


UNKNOWN = "file:///work/never/opened.cl"


async def test_requests_for_an_unknown_uri_get_empty_results(client):
    here = types.Position(line=0, character=0)
    assert empty(await symbols_of(client, UNKNOWN))
    assert empty(await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(UNKNOWN))))
    assert empty(
        await client.text_document_selection_range_async(
            types.SelectionRangeParams(text_document=doc(UNKNOWN), positions=[here])
        )
    )
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=doc(UNKNOWN), position=here)
    )
    assert not highlights
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(UNKNOWN)))
    assert list(full.data) == []
    delta = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(text_document=doc(UNKNOWN), previous_result_id="1")
    )
    assert isinstance(delta, types.SemanticTokens) and list(delta.data) == []
    ranged = await client.text_document_semantic_tokens_range_async(
        types.SemanticTokensRangeParams(text_document=doc(UNKNOWN), range=types.Range(start=here, end=here))
    )
    assert list(ranged.data) == []
    await assert_still_serving(client)


async def test_did_change_for_an_unknown_uri_is_ignored(client):
    change(client, UNKNOWN, 2, edit((0, 0), (0, 0), "int x;\n"))
    change(client, UNKNOWN, 3, types.TextDocumentContentChangeWholeDocument(text="int y;\n"))
    await assert_still_serving(client)
    # It did not open the document either.
    assert empty(await symbols_of(client, UNKNOWN))
    assert not [p for p in client.published if p.uri == UNKNOWN]


async def test_crlf_line_endings(client):
    uri = "file:///work/crlf/dos.cl"
    text = BROKEN.replace("\n", "\r\n")
    open_document(client, uri, text)
    params = await wait_for_diagnostics(client, uri, version=1)
    [diag] = params.diagnostics
    assert diag.code == "S002"
    assert diag.range.start == BROKEN_AT  # before the '\r', not after it
    # Put the ';' there with an edit: clean again.
    change(client, uri, 2, edit((BROKEN_AT.line, BROKEN_AT.character), (BROKEN_AT.line, BROKEN_AT.character), ";"))
    params = await wait_for_diagnostics(client, uri, version=2)
    assert list(params.diagnostics) == []
    [symbol] = await symbols_of(client, uri)
    assert symbol.range.end == types.Position(line=3, character=1)
    await assert_still_serving(client)
