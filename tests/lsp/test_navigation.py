"""Cross-file navigation through the real server on tests/fixtures/project.

The workspace is a copy of the fixture project; the server indexes it in the
background (with $/progress) and answers definition, references, links,
workspace symbols, rename and call hierarchy across files.
"""

from __future__ import annotations

import asyncio
import shutil
import sys
from pathlib import Path

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from .conftest import make_client, open_document, wait_for_diagnostics

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "project"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client))
async def nav(lsp_client: LanguageClient, tmp_path):
    root = tmp_path / "project"
    shutil.copytree(FIXTURE, root)
    await _initialize(lsp_client, root)
    yield lsp_client
    await lsp_client.shutdown_session()


async def _initialize(client: LanguageClient, root) -> None:
    client.root = root
    await client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="project")],
            initialization_options={"diagnostics": {"debounceMs": 0}, "device": {"mode": "off"}, "includePaths": [str(root / "include")]},
        )
    )


# Files added to the fixture project for `nav_large`: enough that the server's index is built in
# a worker process (`index.ELSEWHERE_MIN_FILES`), as a real project's is.
EXTRA_FILES = 24


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client))
async def nav_large(lsp_client: LanguageClient, tmp_path):
    root = tmp_path / "project"
    shutil.copytree(FIXTURE, root)
    for k in range(EXTRA_FILES):
        (root / f"extra_{k:02d}.cl").write_text(
            f'#include "a.h"\nfloat extra_helper_{k}(float x) {{ return x + {k}.0f; }}\n'
            f"kernel void extra_kernel_{k}(global float *p) {{ p[0] = extra_helper_{k}(p[0]); }}\n")
    await _initialize(lsp_client, root)
    yield lsp_client
    await lsp_client.shutdown_session()


async def _open(client, name: str):
    path = client.root / name
    uri = path.as_uri()
    text = path.read_text()
    open_document(client, uri, text)
    await wait_for_diagnostics(client, uri, version=1)
    return uri, text


def _pos(text: str, needle: str, nth: int = 0, delta: int = 0) -> types.Position:
    index = -1
    for _ in range(nth + 1):
        index = text.index(needle, index + 1)
    index += delta
    line = text.count("\n", 0, index)
    return types.Position(line=line, character=index - (text.rfind("\n", 0, index) + 1))


async def _indexed(client):
    """Wait until the background index has reported its end."""
    for _ in range(200):
        reports = [r for reports in client.progress_reports.values() for r in reports]
        if any(getattr(r, "kind", None) == "end" or type(r).__name__ == "WorkDoneProgressEnd" for r in reports):
            return reports
        await asyncio.sleep(0.05)
    raise AssertionError("indexing never finished")


def _where(loc) -> tuple[str, int]:
    return Path(loc.uri.removeprefix("file://")).name, loc.range.start.line


async def test_indexing_reports_progress_and_files_are_watched(nav):
    reports = await _indexed(nav)
    assert type(reports[0]).__name__ == "WorkDoneProgressBegin"
    [watch] = [r for r in nav.registrations if r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES]
    patterns = {w["globPattern"] for w in watch.register_options["watchers"]}
    assert "**/*.{cl,h,clh,inc,ocl}" in patterns and "**/.opencl-lsp.toml" in patterns


async def test_a_watched_file_change_updates_the_index(nav):
    await _indexed(nav)
    added = nav.root / "added.cl"
    added.write_text("float brand_new(float x) { return x; }\n")
    nav.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=added.as_uri(), type=types.FileChangeType.Created)])
    )
    for _ in range(100):
        symbols = await nav.workspace_symbol_async(types.WorkspaceSymbolParams(query="brand_new"))
        if symbols:
            break
        await asyncio.sleep(0.05)
    assert [s.name for s in symbols] == ["brand_new"]


async def test_definition_of_a_function_declared_in_a_header_and_defined_here(nav):
    await _indexed(nav)
    uri, text = await _open(nav, "a.cl")
    [loc] = await nav.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=_pos(text, "b_square(x[1]"))
    )
    assert _where(loc) == ("b.cl", 0)


async def test_definition_of_a_macro_a_struct_field_and_a_kernel_nothing_includes(nav):
    await _indexed(nav)
    uri, text = await _open(nav, "main.cl")
    doc = types.TextDocumentIdentifier(uri=uri)
    [macro] = await nav.text_document_definition_async(types.DefinitionParams(text_document=doc, position=_pos(text, "SCALE;")))
    assert _where(macro)[0] == "a.h"
    field = await nav.text_document_definition_async(types.DefinitionParams(text_document=doc, position=_pos(text, "mass + q")))
    assert field and all(_where(f)[0] == "b.h" for f in field)
    [lonely] = await nav.text_document_definition_async(
        types.DefinitionParams(text_document=doc, position=_pos(text, "lonely_helper()"))
    )
    assert _where(lonely)[0] == "lonely.cl"


async def test_references_across_files(nav):
    await _indexed(nav)
    uri, text = await _open(nav, "b.cl")
    refs = await nav.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=_pos(text, "b_square"),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    files = {_where(r)[0] for r in refs}
    assert {"b.cl", "a.cl"} <= files


async def test_document_links_point_at_included_files(nav):
    await _indexed(nav)
    uri, text = await _open(nav, "main.cl")
    links = await nav.text_document_document_link_async(types.DocumentLinkParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    targets = {Path(link.target.removeprefix("file://")).name for link in links}
    assert {"a.h", "c1.h", "sys_header.h"} <= targets
    assert "missing.h" not in targets


async def test_workspace_symbols(nav):
    await _indexed(nav)
    symbols = await nav.workspace_symbol_async(types.WorkspaceSymbolParams(query="lonely"))
    names = {s.name for s in symbols}
    assert {"lonely_helper", "lonely_kernel"} <= names


async def test_a_project_indexed_in_a_worker_process(nav_large):
    """A project of more files than `index.ELSEWHERE_MIN_FILES` is indexed in a worker process of
    low priority: the same symbols, definitions and includes come back."""
    await _indexed(nav_large)
    symbols = await nav_large.workspace_symbol_async(types.WorkspaceSymbolParams(query="extra_helper_1"))
    assert {"extra_helper_1", "extra_helper_10"} <= {s.name for s in symbols}
    symbols = await nav_large.workspace_symbol_async(types.WorkspaceSymbolParams(query="lonely"))
    assert {"lonely_helper", "lonely_kernel"} <= {s.name for s in symbols}
    uri, text = await _open(nav_large, "extra_07.cl")
    links = await nav_large.text_document_document_link_async(
        types.DocumentLinkParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [Path(link.target.removeprefix("file://")).name for link in links] == ["a.h"]


async def _rename(nav, uri, text, needle, new_name):
    return await nav.text_document_rename_async(
        types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=_pos(text, needle), new_name=new_name)
    )


async def test_rename_across_files(nav):
    await _indexed(nav)
    uri, text = await _open(nav, "lonely.cl")
    edit = await _rename(nav, uri, text, "lonely_helper", "solo_helper")
    files = {Path(u.removeprefix("file://")).name: edits for u, edits in edit.changes.items()}
    assert set(files) == {"lonely.cl", "main.cl"}
    assert len(files["lonely.cl"]) == 2 and len(files["main.cl"]) == 1
    assert all(e.new_text == "solo_helper" for edits in files.values() for e in edits)


async def test_rename_refuses_what_it_cannot_do_safely(nav):
    await _indexed(nav)
    uri, text = await _open(nav, "b.cl")
    # b_square is also spelled PASTE(b_, square) in a.cl.
    try:
        await _rename(nav, uri, text, "b_square", "b_sq")
    except Exception as err:  # noqa: BLE001 - the refusal arrives as an error response
        assert "token pasting" in str(err)
    else:
        raise AssertionError("a name formed by ## must not be renamed")
    uri_main, main = await _open(nav, "main.cl")
    try:
        await _rename(nav, uri_main, main, "helper(x) +", "get_global_id")
    except Exception as err:  # noqa: BLE001
        assert "built-in" in str(err)
    else:
        raise AssertionError("renaming to a built-in name must be refused")


async def test_call_hierarchy(nav):
    await _indexed(nav)
    uri, text = await _open(nav, "main.cl")
    [item] = await nav.text_document_prepare_call_hierarchy_async(
        types.CallHierarchyPrepareParams(text_document=types.TextDocumentIdentifier(uri=uri), position=_pos(text, "helper(float x)\n{"))
    )
    incoming = await nav.call_hierarchy_incoming_calls_async(types.CallHierarchyIncomingCallsParams(item=item))
    assert "twice" in {c.from_.name for c in incoming}
    [twice] = await nav.text_document_prepare_call_hierarchy_async(
        types.CallHierarchyPrepareParams(text_document=types.TextDocumentIdentifier(uri=uri), position=_pos(text, "twice(float"))
    )
    outgoing = await nav.call_hierarchy_outgoing_calls_async(types.CallHierarchyOutgoingCallsParams(item=twice))
    assert [c.to.name for c in outgoing] == ["helper"]


async def test_computed_includes_are_linked_once_their_macros_are_defined(nav):
    root = nav.root
    (root / "inc").mkdir()
    (root / "inc" / "vendor.h").write_text("#define VENDOR 1\n")
    text = '#define XM2S(x) #x\n#define M2S(x) XM2S(x)\n#define INCLUDE_PATH inc\n#include M2S(INCLUDE_PATH/vendor.h)\nint v = VENDOR;\n'
    (root / "computed.cl").write_text(text)
    uri = (root / "computed.cl").as_uri()
    open_document(nav, uri, text)
    params = await wait_for_diagnostics(nav, uri, version=1)
    assert [d.code for d in params.diagnostics] == []
    links = await nav.text_document_document_link_async(types.DocumentLinkParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [(l.range.start.line, Path(l.target.removeprefix("file://")).name) for l in links] == [(3, "vendor.h")]
