"""A raw JSON-RPC driver for the real server process over stdio.

pytest-lsp only ever sends well-formed JSON; this driver writes
`Content-Length` framed bodies as raw bytes, so tests can send what a broken
client might (invalid UTF-8, bad framing) and benchmarks can time round trips
without a client library in the way. A reader thread parses every message
from the server; a second thread drains stderr (the server's log) so a
chatty server never blocks on a full pipe.

Used by tests/lsp/test_bad_input.py and bench/bench_lsp.py.
"""

from __future__ import annotations

import itertools
import json
import os
import queue
import subprocess
import sys
import threading
import time
from typing import Any, Callable, Optional

SERVER_COMMAND = [sys.executable, "-m", "opencl_lsp"]


class ServerExited(RuntimeError):
    pass


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def encode(message: dict) -> bytes:
    return json.dumps(message).encode("utf-8")


class RawServer:
    """One server process; messages from it are kept in arrival order."""

    def __init__(self, command=None, env: Optional[dict] = None):
        self.started_at = time.perf_counter()
        self.proc = subprocess.Popen(
            list(command or SERVER_COMMAND),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, **(env or {})},
        )
        self._ids = itertools.count(1)
        self._cond = threading.Condition()
        self.messages: list[dict] = []  # every message, with "_t" (perf_counter at arrival)
        self.unparsed: list[bytes] = []  # bodies that were not JSON we could decode
        self.stderr_chunks: list[bytes] = []
        self._eof = False
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    # Reading

    def _read_stdout(self) -> None:
        out = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = out.readline()
                    if not line:
                        return
                    if line in (b"\r\n", b"\n"):
                        break
                    name, _, value = line.decode("ascii", "replace").partition(":")
                    if name.strip().lower() == "content-length":
                        length = int(value.strip())
                if length is None:
                    continue
                body = out.read(length)
                now = time.perf_counter()
                try:
                    message = json.loads(body)
                except (ValueError, RecursionError):
                    with self._cond:
                        self.unparsed.append(body)
                        self._cond.notify_all()
                    continue
                message["_t"] = now
                with self._cond:
                    self.messages.append(message)
                    self._cond.notify_all()
        finally:
            with self._cond:
                self._eof = True
                self._cond.notify_all()

    def _read_stderr(self) -> None:
        for chunk in iter(lambda: self.proc.stderr.read1(65536), b""):
            self.stderr_chunks.append(chunk)

    @property
    def stderr(self) -> str:
        return b"".join(self.stderr_chunks).decode("utf-8", "replace")

    def wait_for(self, predicate: Callable[[dict], bool], timeout: float = 10.0, start: int = 0) -> dict:
        """The first message (from index `start`) that satisfies `predicate`."""
        deadline = time.monotonic() + timeout
        with self._cond:
            index = start
            while True:
                while index < len(self.messages):
                    if predicate(self.messages[index]):
                        return self.messages[index]
                    index += 1
                if self._eof:
                    raise ServerExited(f"server exited (rc={self.proc.poll()}); stderr:\n{self.stderr[-4000:]}")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"no matching message within {timeout}s; stderr:\n{self.stderr[-4000:]}")
                self._cond.wait(left)

    # Writing

    def send_bytes(self, body: bytes) -> None:
        self.proc.stdin.write(frame(body))
        self.proc.stdin.flush()

    def send(self, message: dict) -> None:
        self.send_bytes(encode(message))

    def notify(self, method: str, params: Any) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request_async(self, method: str, params: Any) -> int:
        msg_id = next(self._ids)
        self.send({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params})
        return msg_id

    def response(self, msg_id: int, timeout: float = 10.0) -> dict:
        return self.wait_for(lambda m: m.get("id") == msg_id and "method" not in m, timeout)

    def request(self, method: str, params: Any, timeout: float = 10.0) -> dict:
        """Send a request and wait for its response (the whole message, with result or error)."""
        return self.response(self.request_async(method, params), timeout)

    # LSP helpers

    def initialize(self, options: Optional[dict] = None, timeout: float = 30.0) -> dict:
        response = self.request(
            "initialize",
            {"processId": os.getpid(), "rootUri": None, "capabilities": {}, "initializationOptions": options or {}},
            timeout,
        )
        self.notify("initialized", {})
        return response

    def did_open(self, uri: str, text: str, version: int = 1) -> None:
        self.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "opencl", "version": version, "text": text}},
        )

    def did_change(self, uri: str, version: int, changes: list) -> None:
        self.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": changes})

    def diagnostics(self, uri: str, version: Optional[int] = None, timeout: float = 10.0, start: int = 0) -> dict:
        """The params of the first publishDiagnostics for `uri` (at `version`, if given)."""
        message = self.wait_for(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri
            and (version is None or m["params"].get("version") == version),
            timeout,
            start,
        )
        return message["params"]

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self, timeout: float = 5.0) -> Optional[int]:
        """shutdown + exit, then wait; kill the process if it does not go."""
        try:
            if self.alive():
                self.request("shutdown", None, timeout)
                self.notify("exit", None)
        except (OSError, TimeoutError, ServerExited):
            pass
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait(timeout)
        finally:
            for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
                try:
                    stream.close()
                except OSError:
                    pass

    def __enter__(self) -> "RawServer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
