"""The protocol does not keep a future per notification (pygls files them and never takes them out).

In process, as no client can see the protocol's bookkeeping: the memory it held grew with every
keystroke (two futures, their locks and a made-up id per didChange), which bench/bench_vs_clangd.py's
memory figure showed over thousands of edits.
"""

import asyncio
import concurrent.futures

from opencl_lsp.lsp.server import create_server


def _did_change(protocol, version: int):
    data = {"jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": {"textDocument": {"uri": "file:///not-open.cl", "version": version},
                       "contentChanges": [{"text": "kernel void k() {}"}]}}
    return protocol._converter.structure(data, protocol.get_message_type("textDocument/didChange"))


def test_notifications_leave_no_future_behind_and_pending_ones_stay():
    protocol = create_server().protocol
    pending = concurrent.futures.Future()  # A request still running in a worker thread.
    protocol._request_futures["7"] = pending

    async def edits():
        for version in range(1, 51):
            protocol.handle_message(_did_change(protocol, version))
            await asyncio.sleep(0)

    asyncio.run(edits())
    assert protocol._request_futures == {"7": pending}
    pending.set_result(None)
    asyncio.run(edits())
    assert protocol._request_futures == {}
