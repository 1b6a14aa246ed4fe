"""The server's JSON-RPC protocol: pygls' `LanguageServerProtocol` with two changes.

1. No copy of the documents. pygls keeps its own text of every open document;
   the engine's `Document` owns the text and the tree, and a second copy would
   double the work of every keystroke, so the three document notifications go
   straight to our handlers.
2. Every request is answered. pygls turns each message into its typed form in
   the `object_hook` of `json.loads` (`structure_message`); when the params do
   not fit the type (a hover without `position`, a string where a number
   belongs) it raises there, its read loop logs a traceback and drops the
   message, and the client waits for an answer that never comes. Here such a
   message becomes a `Malformed` value instead: a request is answered with
   InvalidParams (-32602), a notification is logged and ignored, and the next
   message is read as usual. A request after `shutdown` gets InvalidRequest
   rather than silence.

3. A start's first messages may have been answered before pygls loaded
   (`early.py`): the real server processes them again, and its own answer to
   `initialize` is then not sent (it is checked against the one sent, and
   stored for the next start's: `initialize_cache`).

A handler that raises is answered by pygls itself (InternalError, and a
traceback in the log); most of ours catch engine failures first and answer
with an empty result (`server.guarded`). A handler that refuses on purpose
with a JSON-RPC error (RequestFailed) gets that error and one log line.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from cattrs import BaseValidationError, transform_error
from lsprotocol import types
from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams, JsonRpcInvalidRequest
from pygls.protocol import JsonRPCNotification, JsonRPCRequestMessage, LanguageServerProtocol, lsp_method

from . import initialize_cache

log = logging.getLogger(__name__)

# How much of the converter's explanation goes into a log line and an error message.
_MAX_REASONS = 3


class Malformed:
    """A message whose params (or envelope) did not deserialize, and why."""

    __slots__ = ("msg_id", "method", "reason", "is_request", "error")

    def __init__(self, msg_id: Any, method: str, reason: str, is_request: bool, error: type) -> None:
        self.msg_id = msg_id
        self.method = method
        self.reason = reason
        self.is_request = is_request
        self.error = error


def _reason(exc: Exception) -> str:
    if isinstance(exc, BaseValidationError):
        reasons = transform_error(exc)
        more = len(reasons) - _MAX_REASONS
        return "; ".join(reasons[:_MAX_REASONS]) + (f"; and {more} more" if more > 0 else "")
    return f"{type(exc).__name__}: {exc}"


class Protocol(LanguageServerProtocol):
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

    def structure_message(self, data: dict[str, Any]):
        # Called for every JSON object of a message, innermost first: only the
        # envelope (with "jsonrpc" and "method") is a request or a notification.
        # Responses from the client keep pygls' handling.
        if "jsonrpc" not in data or "method" not in data or "error" in data:
            return super().structure_message(data)
        method = data["method"]
        is_request = "id" in data
        msg_id = data.get("id")
        if not isinstance(msg_id, (int, str)) or isinstance(msg_id, bool):
            msg_id = None  # JSON-RPC: an id that cannot be read is answered as null.
        if not isinstance(method, str) or data["jsonrpc"] != "2.0":
            return Malformed(msg_id, str(method), "not a JSON-RPC 2.0 request", is_request, JsonRpcInvalidRequest)
        fallback = JsonRPCRequestMessage if is_request else JsonRPCNotification
        try:
            return self._converter.structure(data, self.get_message_type(method) or fallback)
        except Exception as exc:  # noqa: BLE001 - whatever the converter raises, the message is malformed.
            return Malformed(msg_id, method, _reason(exc), is_request, JsonRpcInvalidParams)

    def handle_message(self, message):
        if isinstance(message, Malformed):
            self._answer_malformed(message)
            return
        if not hasattr(message, "jsonrpc"):
            # A JSON value that is no JSON-RPC object (a list, a number): there is no id to answer.
            log.warning("ignored a message that is not a JSON-RPC object: %.200r", message)
            return
        is_request = hasattr(message, "method") and hasattr(message, "id")
        if self._shutdown and is_request and message.method != types.EXIT:
            # pygls drops a request after shutdown without a word; LSP asks for InvalidRequest.
            log.warning("%s request %r after shutdown: answered with InvalidRequest", message.method, message.id)
            error = JsonRpcInvalidRequest(message="the server is shutting down")
            self._send_response(message.id, None, error.to_response_error())
            return
        super().handle_message(message)
        self._drop_finished_futures()

    def _drop_finished_futures(self) -> None:
        """pygls files the future of every handler it runs as a generator, a coroutine or in a thread
        under an id, and only a request's answer takes it out again: a notification's stayed for good
        (two per didChange: memory grew with every keystroke, issue 18). A finished one is of no
        more use: its callbacks have the future itself, and a $/cancelRequest cannot stop it."""
        futures = self._request_futures
        for msg_id, future in list(futures.items()):  # (A worker thread may pop an answered request.)
            if future.done():
                futures.pop(msg_id, None)

    def plain(self, value: Any) -> Any:
        """`value` as the JSON it is sent as (protocol types unstructured, None fields left out)."""
        return json.loads(json.dumps(value, default=self._serialize_message))

    def _send_response(self, msg_id, result=None, error=None):
        handoff = getattr(self._server, "handoff", None)
        if handoff is not None and error is None and isinstance(result, types.InitializeResult):
            if self._initialize_answered(handoff, msg_id, result):
                return
        super()._send_response(msg_id, result, error)

    def _initialize_answered(self, handoff, msg_id, result: types.InitializeResult) -> bool:
        """Whether the early stage sent the answer to this initialize (then this one is not sent)."""
        sent = handoff.take_init_response(msg_id)
        if sent is None and (msg_id != handoff.init_id or handoff.cache_key is None):
            return False
        real = self.plain(result)
        if sent != real and handoff.cache_key is not None:
            if sent is not None:
                # The client was told other capabilities for this session; the next start is told these.
                log.warning("the initialize result sent before the server loaded differs from its own; stored anew")
            initialize_cache.store(handoff.cache_key, real)
        return sent is not None

    def _send_handler_result(self, future, *, msg_id):
        # A handler that refuses on purpose (RequestFailed for an unsafe rename, an
        # unknown command) raises a JsonRpcException: that is an answer, not a
        # failure, so it gets one log line where pygls would log a traceback. Other
        # exceptions keep pygls' handling: InternalError, and the traceback.
        if future.done() and not future.cancelled():
            exc = future.exception()
            if isinstance(exc, JsonRpcException):
                self._request_futures.pop(msg_id, None)
                log.info("request %r answered with error %d: %s", msg_id, exc.code, exc.message)
                self._send_response(msg_id, None, exc.to_response_error())
                return
        super()._send_handler_result(future, msg_id=msg_id)

    def _answer_malformed(self, message: Malformed) -> None:
        if not message.is_request:
            log.warning("%s notification ignored: invalid params: %s", message.method, message.reason)
            return
        error = message.error(message=f"{message.method}: {message.reason}")
        log.warning("%s request %r: %s; answered with error %d", message.method, message.msg_id, message.reason, error.code)
        self._send_response(message.msg_id, None, error.to_response_error())
