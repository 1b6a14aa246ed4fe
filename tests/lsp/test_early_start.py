"""A start's first messages answered before pygls and lsprotocol load (server/lsp/early.py, issue 18).

The real server over stdio (tests/lsp/rawio.py), each with a cache directory of
its own (XDG_CACHE_HOME), so the initialize cache is empty or filled here:

- what the early stage sends (the initialize result, the first diagnostics) is
  what the real server sends for the same messages with the stage turned off
  (OPENCL_LSP_EARLY=0), and nothing is sent twice once the real server has
  processed those messages again;
- the first start of a client stores the real server's initialize result and
  the next one answers from it;
- the first diagnostics are published before any module that only later
  requests need is imported (protocol types, pygls' protocol, the handlers,
  hover and completion): checked from inside the server process, not by time;
- whatever the stage does not take (a host document, a request first, a
  malformed initialize) the real server answers as before.
"""

from __future__ import annotations

import json
import os
import sys
import time

import pytest

from .rawio import RawServer

URI = "file:///early/kernel.cl"

# Findings of several kinds: related locations (K008's callee, Q002's first space), a tag
# (an inactive #if region is unnecessary code), fixes (data), errors and warnings.
TEXT = """#if 0
int gone;
#endif
void rec(int n) { rec(n - 1); }
__kernel void r(__global int *p) { rec(3); }
__kernel void q(__global __local int *p) { }
__kernel void v(__global float4 *out) {
    float4 v = (float4)(1, 2, 3);
    out[0] = v.xyzq;
}
__kernel void s(__global float *out) {
    if (out) { out[0] = 0 }
}
"""

CLEAN = "__kernel void k(__global float *p) { p[get_global_id(0)] = 1.0f; }\n"

# Run as the server process: the real `opencl-lsp serve`, with stdout wrapped so that the
# modules loaded when the first publishDiagnostics is written go to a file (argv[1]).
PROBE = """
import json, sys
record = sys.argv[1]

class Out:
    def __init__(self, real):
        self.real, self.done = real, False
    def write(self, data):
        if not self.done and b"textDocument/publishDiagnostics" in data:
            self.done = True
            with open(record, "w") as f:
                json.dump(sorted(sys.modules), f)
        return self.real.write(data)
    def flush(self):
        self.real.flush()

class Stdout:
    buffer = Out(sys.stdout.buffer)
    def write(self, text):
        return sys.__stdout__.write(text)
    def flush(self):
        sys.__stdout__.flush()

sys.stdout = Stdout()
from opencl_lsp.cli import main
sys.argv = ["opencl-lsp"]
raise SystemExit(main(["serve", "-v"]))
"""


def _server(cache_dir, early: bool = True, command=None) -> RawServer:
    env = {"XDG_CACHE_HOME": str(cache_dir), "OPENCL_LSP_EARLY": "1" if early else "0"}
    return RawServer(command=command, env=env)


def _publishes(server: RawServer, uri: str) -> list[dict]:
    return [m["params"] for m in server.messages
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri]


def _settle(server: RawServer) -> None:
    """Wait until the real server has loaded and processed every message sent so far."""
    answer = server.request("textDocument/documentSymbol", {"textDocument": {"uri": URI}}, timeout=60)
    assert "result" in answer, answer


def _start(cache_dir, text: str, early: bool = True, command=None, options=None):
    server = _server(cache_dir, early, command)
    # The device hook off: a device notice (PoCL in CI) is a later publish of its own, whenever it comes.
    init = server.initialize(options or {"diagnostics": {"debounceMs": 0}, "device": {"mode": "off"}})
    server.did_open(URI, text)
    first = server.diagnostics(URI, version=1, timeout=60)
    return server, init, first


def _warm(cache_dir) -> None:
    """One start that stores this client's initialize result."""
    server, _init, _first = _start(cache_dir, CLEAN)
    server.close()
    assert os.path.exists(cache_dir / "opencl-lsp" / "initialize-results.json")


def test_early_answers_equal_the_real_servers(tmp_path):
    _warm(tmp_path)
    early, early_init, early_first = _start(tmp_path, TEXT)
    try:
        _settle(early)
        assert "before the protocol loaded" in early.stderr  # this start took the early path
        late, late_init, late_first = _start(tmp_path, TEXT, early=False)
        try:
            _settle(late)
            assert "before the protocol loaded" not in late.stderr
            assert early_init["result"] == late_init["result"]
            assert early_first == late_first
            codes = {d["code"] for d in early_first["diagnostics"]}
            assert {"K008", "Q002", "S002"} <= codes, codes
            assert any(d.get("relatedInformation") for d in early_first["diagnostics"])
            assert any(d.get("tags") for d in early_first["diagnostics"])
            # The real server processed the didOpen again and did not publish it twice.
            assert len(_publishes(early, URI)) == len(_publishes(late, URI)) == 1
            assert [m for m in early.messages if m.get("id") == early_init["id"]] == [early_init]
        finally:
            late.close()
    finally:
        early.close()


def _large_text() -> str:
    """Over the size that publishes in stages, with a syntax error (the cheap stage) and
    findings only the full analysis gives (TEXT's)."""
    body = "".join(f"__kernel void k{i}(__global float *p) {{ p[{i}] = 1.0f; }}\n" for i in range(2600))
    return TEXT + body


def test_a_large_file_gets_its_cheap_stage_early_and_the_full_set_after(tmp_path):
    from opencl_lsp.lsp.handlers.diagnostics import STAGED_MIN_BYTES

    text = _large_text()
    assert len(text.encode()) >= STAGED_MIN_BYTES
    # Complete analyses (no time budget) on any machine: the two servers' full sets are compared.
    options = {"diagnostics": {"debounceMs": 0}, "analysis": {"timeBudgetMs": 0}, "device": {"mode": "off"}}
    _start(tmp_path, CLEAN, options=options)[0].close()  # stores this client's initialize result
    early, _init, early_first = _start(tmp_path, text, options=options)
    try:
        _settle(early)
        assert "before the protocol loaded" in early.stderr  # the early stage took this file
        late, _late_init, late_first = _start(tmp_path, text, early=False, options=options)
        try:
            _settle(late)
            deadline = time.monotonic() + 60
            while len(_publishes(early, URI)) < 2 or len(_publishes(late, URI)) < 2:
                assert time.monotonic() < deadline, "no full set"
                time.sleep(0.05)
            # The same two publishes as the real server's own stages: the cheap one once, then the full set.
            assert early_first == late_first
            # (A device notice may be published later, by either: only the two analysis stages compared.)
            assert _publishes(early, URI)[:2] == _publishes(late, URI)[:2]
            cheap, full = _publishes(early, URI)[:2]
            assert {d["code"] for d in cheap["diagnostics"]} == {"S002", "P010"}  # syntax and preprocessor
            assert {"K008", "Q002", "V003"} <= {d["code"] for d in full["diagnostics"]}
        finally:
            late.close()
    finally:
        early.close()


def test_first_start_stores_the_result_the_next_one_answers(tmp_path):
    server, first_init, _ = _start(tmp_path, CLEAN)
    try:
        _settle(server)
        assert "before the protocol loaded" not in server.stderr  # nothing stored yet
    finally:
        server.close()
    stored = json.loads((tmp_path / "opencl-lsp" / "initialize-results.json").read_text())
    assert list(stored.values()) == [first_init["result"]]
    server, second_init, _ = _start(tmp_path, CLEAN)
    try:
        _settle(server)
        assert "before the protocol loaded" in server.stderr
        assert second_init["result"] == first_init["result"]
        # The document is open in the real server: an edit is analyzed and published.
        server.did_change(URI, 2, [{"text": "int x = ;\n"}])
        assert any(d["code"] == "S002" for d in server.diagnostics(URI, version=2, timeout=60)["diagnostics"])
    finally:
        server.close()


def test_first_publish_imports_only_what_it_needs(tmp_path):
    _warm(tmp_path)
    record = tmp_path / "modules.json"
    command = [sys.executable, "-c", PROBE, str(record)]
    server, _init, first = _start(tmp_path, TEXT, command=command)
    try:
        assert first["diagnostics"]
        loaded = set(json.loads(record.read_text()))
        later = {"lsprotocol.types", "pygls.protocol", "pygls.lsp.server", "asyncio",
                 "opencl_lsp.lsp.server", "opencl_lsp.lsp.handlers", "opencl_lsp.lsp.convert",
                 "opencl_lsp.hover.hover", "opencl_lsp.hover.completion", "opencl_lsp.device.service",
                 "opencl_lsp.format.clang_format", "opencl_lsp.project.index"}
        assert not loaded & later, sorted(loaded & later)
        assert "opencl_lsp.analysis.driver" in loaded  # the probe saw the analysis that published
        _settle(server)
    finally:
        server.close()


@pytest.mark.parametrize("case", ["host document", "request first", "malformed initialize"])
def test_what_the_early_stage_leaves_is_answered_as_before(tmp_path, case):
    _warm(tmp_path)
    server = _server(tmp_path)
    try:
        if case == "malformed initialize":
            answer = server.request("initialize", {"processId": "not a number", "capabilities": {}}, timeout=60)
            assert answer["error"]["code"] == -32602, answer  # InvalidParams, from the real server
            return
        server.initialize({"diagnostics": {"debounceMs": 0}})
        if case == "request first":
            answer = server.request("workspace/symbol", {"query": "k"}, timeout=60)
            assert "result" in answer, answer
            server.did_open(URI, TEXT)
            assert server.diagnostics(URI, version=1, timeout=60)["diagnostics"]
        else:
            uri = "file:///early/host.py"
            server.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "python", "version": 1,
                "text": "import pyopencl as cl\nSRC = '''\n__kernel void k(__global int *p) { p[0] = 1 }\n'''\n"
                        "cl.Program(ctx, SRC)\n"}})
            published = server.diagnostics(uri, version=1, timeout=60)
            assert [d["code"] for d in published["diagnostics"]] == ["S002"], published
        assert "before the protocol loaded" not in server.stderr
    finally:
        server.close()


def test_an_idle_client_is_served_after_initialize(tmp_path):
    """A client that opens nothing: the real server loads by itself and answers the next request."""
    _warm(tmp_path)
    server = _server(tmp_path)
    try:
        server.initialize({"diagnostics": {"debounceMs": 0}})
        time.sleep(1.0)
        answer = server.request("workspace/symbol", {"query": "k"}, timeout=60)
        assert "result" in answer, answer
    finally:
        server.close()
