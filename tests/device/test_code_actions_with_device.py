"""Quick fixes still come from the static findings while device builds are on."""

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from tests.lsp.conftest import open_document

from .conftest import device_available, wait_until
from .test_lsp_device import SERVER, device_publishes, start

# `device_available()` is (found, detail): a tuple is always true, so its first item decides
# (the bare call made this file fail, not skip, where no device is).
pytestmark = pytest.mark.skipif(not device_available()[0],
                                reason=f"no OpenCL device on this machine: {device_available()[1]}")


@pytest_lsp.fixture(config=SERVER)
async def lsp(lsp_client: LanguageClient):
    yield lsp_client
    await lsp_client.shutdown_session()


async def test_missing_semicolon_fix_with_a_device_build(lsp, tmp_path):
    await start(lsp, tmp_path)
    path = tmp_path / "main.cl"
    text = "kernel void k(global float4 *data)\n{\n    float4 v = data[0];\n    data[1] = v\n}\n"
    path.write_text(text)
    uri = path.as_uri()
    open_document(lsp, uri, text)
    await wait_until(lambda: device_publishes(lsp, uri), 60)
    diagnostics = device_publishes(lsp, uri)[-1].diagnostics
    error = next(d for d in diagnostics if d.range.start.line == 3)
    actions = await lsp.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(3, 15), end=types.Position(3, 15)),
            context=types.CodeActionContext(diagnostics=[error]),
        )
    )
    assert "Insert ';'" in [a.title for a in actions or []], (diagnostics, actions)
