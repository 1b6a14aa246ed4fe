"""Project configuration through the real server: files, editor settings, broken config."""

from __future__ import annotations

import asyncio
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from .conftest import make_client, open_document, wait_for_diagnostics

BROKEN = "kernel void k(global int *out)\n{\n    out[0] = 1\n}\n"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client))
async def bare_client(lsp_client: LanguageClient):
    yield lsp_client
    await lsp_client.shutdown_session()


async def _start(client: LanguageClient, root, options=None):
    await client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="w")],
            initialization_options={"diagnostics": {"debounceMs": 0}, "device": {"mode": "off"}, **(options or {})},
        )
    )


async def test_editor_settings_disable_a_rule(bare_client, tmp_path):
    await _start(bare_client, tmp_path, {"diagnostics": {"debounceMs": 0, "disable": ["S002"]}})
    uri = (tmp_path / "k.cl").as_uri()
    open_document(bare_client, uri, BROKEN)
    params = await wait_for_diagnostics(bare_client, uri, version=1)
    assert list(params.diagnostics) == []


async def test_project_file_disables_a_rule_and_broken_config_is_reported(bare_client, tmp_path):
    (tmp_path / "ok").mkdir()
    (tmp_path / "ok" / ".opencl-lsp.toml").write_text('[diagnostics]\ndisable = ["S002"]\n')
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / ".opencl-lsp.toml").write_text("std = \n")
    await _start(bare_client, tmp_path)
    quiet = (tmp_path / "ok" / "k.cl").as_uri()
    open_document(bare_client, quiet, BROKEN)
    assert list((await wait_for_diagnostics(bare_client, quiet, version=1)).diagnostics) == []
    # A broken file is named in a message; the server keeps serving with defaults.
    loud = (tmp_path / "bad" / "k.cl").as_uri()
    open_document(bare_client, loud, BROKEN)
    [diag] = (await wait_for_diagnostics(bare_client, loud, version=1)).diagnostics
    assert diag.code == "S002"
    for _ in range(100):
        if bare_client.messages:
            break
        await asyncio.sleep(0.05)
    assert any(".opencl-lsp.toml" in m.message for m in bare_client.messages)


async def test_did_change_configuration_rechecks_open_documents(bare_client, tmp_path):
    await _start(bare_client, tmp_path)
    uri = (tmp_path / "k.cl").as_uri()
    open_document(bare_client, uri, BROKEN)
    assert (await wait_for_diagnostics(bare_client, uri, version=1)).diagnostics
    count = len(bare_client.published)
    bare_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"opencl": {"diagnostics": {"disable": ["S002"]}}})
    )
    for _ in range(200):
        later = [p for p in bare_client.published[count:] if p.uri == uri]
        if later:
            break
        await asyncio.sleep(0.05)
    assert later and list(later[-1].diagnostics) == []


def _vscode_default_settings() -> dict:
    """The "opencl" section VS Code sends when the user changed nothing: the extension's defaults."""
    import json
    from pathlib import Path

    manifest = json.loads((Path(__file__).resolve().parents[2] / "vscode-extension" / "package.json").read_text())
    configuration = manifest["contributes"]["configuration"]
    sections = configuration if isinstance(configuration, list) else [configuration]
    settings: dict = {}
    for section in sections:
        for key, spec in section["properties"].items():
            node = settings
            *parents, leaf = key.split(".")[1:]
            for part in parents:
                node = node.setdefault(part, {})
            node[leaf] = spec.get("default")
    return settings


async def test_the_vscode_defaults_start_without_a_message(bare_client, tmp_path):
    """Issue 19: every VS Code user got an error toast at startup for the default
    `opencl.extensions: ""`; an empty setting means the default, silently."""
    defaults = _vscode_default_settings()
    assert defaults["extensions"] == ""  # what the extension sends today
    await _start(bare_client, tmp_path, {**defaults, "diagnostics": {**defaults["diagnostics"], "debounceMs": 0},
                                         "device": {"mode": "off"}})
    bare_client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"opencl": defaults}))
    uri = (tmp_path / "k.cl").as_uri()
    open_document(bare_client, uri, BROKEN)
    [diag] = (await wait_for_diagnostics(bare_client, uri, version=1)).diagnostics
    assert diag.code == "S002"
    await asyncio.sleep(0.5)
    assert [m.message for m in bare_client.messages] == []
