"""Quick fixes for requests shaped like the ones VS Code (code-server 1.100) sends.

Recorded from the extension in code-server (tests/editors/test_vscode.py): right
after `didOpen`, before any diagnostics are published, VS Code asks for the code
actions at the cursor (an automatic request: triggerKind 2, no diagnostics).
Later, Ctrl+. at the squiggle sends an invoked request (triggerKind 1,
`only: ["quickfix"]`) that echoes the diagnostic back with everything the server
published: `data`, `codeDescription`, and, with device builds on, the merged
`source` "opencl-lsp + opencl: DEVICE".

The early automatic request once ran its own analysis while the diagnostics
thread was still importing the rule modules: it saw a half-filled rule
registry (no S002), and that empty result was cached for the document version,
so the invoked request found no fix ("No code actions available"). Now every
analysis waits for the whole registry (convert.load_rules), and code actions
read the findings published for the version.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from .conftest import make_client, open_document, wait_for_diagnostics

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "e2e"

# A fresh server process per test: the race needs a registry that is not loaded yet.
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client)

# What the extension sends as initializationOptions with default settings
# (vscode-extension/src/settings.ts), device builds off as in the other tests here.
VSCODE_OPTIONS = {
    "std": "CL1.2",
    "includePaths": [],
    "defines": [],
    "extensions": "",
    "diagnostics": {"disable": [], "debounceMs": 150},
    "device": {"mode": "off", "timeout": 30, "select": ""},
}


@pytest_lsp.fixture(config=SERVER)
async def vscode(lsp_client: LanguageClient, tmp_path):
    workspace = tmp_path / "workspace"
    shutil.copytree(FIXTURE, workspace)
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            client_info=types.ClientInfo(name="code-server", version="1.100.3"),
            root_uri=workspace.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="workspace")],
            initialization_options=VSCODE_OPTIONS,
        )
    )
    lsp_client.workspace_root = workspace
    yield
    await lsp_client.shutdown_session()


def _params(client: LanguageClient, raw: dict) -> types.CodeActionParams:
    """The request exactly as it came over the wire from VS Code."""
    return client.protocol._converter.structure(raw, types.CodeActionParams)


def _automatic(uri: str) -> dict:
    return {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
        "context": {"diagnostics": [], "triggerKind": 2},
    }


def _invoked(uri: str, source: str) -> dict:
    at = {"line": 8, "character": 15}
    return {
        "textDocument": {"uri": uri},
        "range": {"start": at, "end": at},
        "context": {
            "diagnostics": [
                {
                    "range": {"start": at, "end": at},
                    "message": "expected ';'",
                    "data": {"name": "missing-token"},
                    "code": "S002",
                    "codeDescription": {"href": "https://github.com/opencl-lsp/opencl-lsp/blob/main/docs/rules/S002.md"},
                    "severity": 1,
                    "source": source,
                }
            ],
            "only": ["quickfix"],
            "triggerKind": 1,
        },
    }


async def test_quick_fix_after_an_early_automatic_request(vscode):
    client, workspace = vscode, vscode.workspace_root
    main = workspace / "main.cl"
    uri = main.as_uri()
    open_document(client, uri, main.read_text(encoding="utf-8"))
    # VS Code's lightbulb request, sent before the first diagnostics exist.
    early = await client.text_document_code_action_async(_params(client, _automatic(uri)))
    assert not early
    published = await wait_for_diagnostics(client, uri, version=1)
    [diag] = published.diagnostics
    assert (diag.code, diag.range.start.line, diag.range.start.character) == ("S002", 8, 15)

    for source in ("opencl-lsp", "opencl-lsp + opencl: pthread-AMD EPYC"):
        actions = await client.text_document_code_action_async(_params(client, _invoked(uri, source)))
        titles = [a.title for a in actions or []]
        assert titles == ["Insert ';'"], (source, actions)
        [edit] = actions[0].edit.changes[uri]
        assert (edit.range.start.line, edit.range.start.character, edit.new_text) == (8, 15, ";")
        assert actions[0].kind == types.CodeActionKind.QuickFix and actions[0].is_preferred


# The registry's own race (a thread asking while the rule modules load) is tested in tests/test_registry.py.
