"""Through the real server: an open file that another file of the workspace includes after its
own declarations. Once the workspace is indexed, the server analyzes it again and B001 no longer
reports what the includer defines (tests/analysis/test_includer_names.py has the engine's side)."""

from __future__ import annotations

import asyncio
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.analysis.test_includer_names import CONSTANTS, FRAGMENT, LIBRARY, MAIN, USER

from .conftest import make_client, open_document


# Enough files that the index is built in a worker process (`index.ELSEWHERE_MIN_FILES`), as a
# real project's is: the document's first analysis comes before the index, without its names.
EXTRA_FILES = 40


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client))
async def lsp(lsp_client: LanguageClient, tmp_path):
    root = tmp_path / "project"
    root.mkdir()
    (root / "main.cl").write_text(MAIN)
    (root / "constants.h").write_text(CONSTANTS)
    (root / "fragment.cl").write_text(FRAGMENT)
    (root / "library.cl").write_text(LIBRARY)  # Joined with user.cl by a host, not included.
    (root / "user.cl").write_text(USER)
    for k in range(EXTRA_FILES):  # An index built in a worker process, after the first publish.
        (root / f"extra_{k:02d}.cl").write_text(f"kernel void extra_{k}(global float *p) {{ p[0] = {k}.0f; }}\n")
    lsp_client.root = root
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        root_uri=root.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="project")],
        initialization_options={"diagnostics": {"debounceMs": 0}, "device": {"mode": "off"}},
    ))
    yield lsp_client
    await lsp_client.shutdown_session()


def _undeclared(params) -> list[str]:
    return sorted(d.message for d in params.diagnostics if d.code == "B001")


async def _settled(lsp, uri: str, wanted: list[str]):
    """(the first publish for `uri`, the one whose B001 are `wanted`), waiting for the latter."""
    async def settled():
        while True:
            published = [p for p in lsp.published if p.uri == uri]
            if published and _undeclared(published[-1]) == wanted:
                return published[-1]
            await asyncio.sleep(0.02)

    final = await asyncio.wait_for(settled(), 20)
    assert final.version == 1
    return next(p for p in lsp.published if p.uri == uri), final


async def test_names_the_includer_defines_are_not_reported(lsp):
    uri = (lsp.root / "fragment.cl").as_uri()
    open_document(lsp, uri, FRAGMENT)
    first, _final = await _settled(lsp, uri, ["use of undeclared identifier 'nobody_declares_this'"])
    # (Before the index: every name the file cannot see; after it, the one nobody defines. Where
    # the index was quicker than the first analysis, the first publish is already the final one.)
    assert len(_undeclared(first)) in (1, 4)


async def test_names_a_file_not_included_defines_are_not_reported(lsp):
    """What library.cl defines (user.cl does not include it; a host may join them) is known once
    the workspace is indexed: the open document is analyzed again without those B001."""
    uri = (lsp.root / "user.cl").as_uri()
    open_document(lsp, uri, USER)
    first, _final = await _settled(lsp, uri, ["use of undeclared function 'joined_helpr'",
                                              "use of undeclared identifier 'count'"])
    assert len(_undeclared(first)) in (2, 4)
