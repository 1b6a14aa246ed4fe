"""Project-level bad input through the real server: the server reports and keeps serving.

Include cycles, a 100-deep include chain, a header including itself through
a macro, a 50 MB generated header, self-referential macros, unreadable files
and symlink loops in a real workspace folder.
"""

from __future__ import annotations

import os
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from .conftest import make_client, open_document, wait_for_diagnostics


@pytest.fixture
def workspace(tmp_path):
    root = tmp_path / "ws"
    root.mkdir()
    (root / "cycle_a.h").write_text('#include "cycle_b.h"\nint from_a(void);\n')
    (root / "cycle_b.h").write_text('#include "cycle_a.h"\nint from_b(void);\n')
    for depth in range(100):
        nxt = f'#include "chain{depth + 1}.h"\n' if depth < 99 else ""
        (root / f"chain{depth}.h").write_text(f"{nxt}#define DEPTH{depth} {depth}\n")
    (root / "self.h").write_text('#define SELF "self.h"\n#include SELF\nint self_fn(void);\n')
    line = "#define FILLER_%d %d\n"
    with open(root / "huge.h", "w") as handle:
        written = 0
        i = 0
        while written < 50 * 2**20:
            text = line % (i, i)
            handle.write(text)
            written += len(text)
            i += 1
    (root / "secret.h").write_text("int secret;\n")
    os.chmod(root / "secret.h", 0)
    (root / "loop").mkdir()
    os.symlink(root / "loop", root / "loop" / "again")
    return root


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client))
async def client(lsp_client: LanguageClient, workspace):
    lsp_client.root = workspace
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=workspace.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
            initialization_options={"diagnostics": {"debounceMs": 0}, "device": {"mode": "off"}},
        )
    )
    yield
    await lsp_client.shutdown_session()


MAIN = """#include "cycle_a.h"
#include "chain0.h"
#include "self.h"
#include "huge.h"
#include "secret.h"
#define foo foo + 1
#define ping pong
#define pong ping
kernel void k(global int *out)
{
    int foo = 0;
    out[0] = foo + ping + DEPTH99;
}
"""


async def test_bad_project_input_is_reported_and_the_server_keeps_serving(client):
    root = client.root
    uri = (root / "main.cl").as_uri()
    (root / "main.cl").write_text(MAIN)
    open_document(client, uri, MAIN)
    params = await wait_for_diagnostics(client, uri, version=1, timeout=120)
    by_code = {}
    for diag in params.diagnostics:
        by_code.setdefault(diag.code, []).append(diag)
    # The cycle is reported once, on the include line that enters it.
    assert "P002" in by_code and by_code["P002"][0].range.start.line == 0
    # The 50 MB header is refused, not read into the analysis.
    assert any(d.range.start.line == 3 for d in by_code.get("P008", []))
    # The unreadable header reads as missing (or refused), on its own line.
    if os.geteuid() != 0:  # root can read a mode-000 file
        assert any(d.range.start.line == 4 for d in by_code.get("P001", []) + by_code.get("P008", []))
    # Self-referential macros expand once; no syntax error comes out of them.
    assert not [d for d in params.diagnostics if d.code in {"S001", "S002"}]
    # Still serving: symbols, hover and navigation answer.
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert "k" in {s.name for s in symbols}
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=11, character=MAIN.splitlines()[11].index("ping")),
        )
    )
    assert hover is not None  # ping: its definition and its (terminated) expansion
    links = await client.text_document_document_link_async(
        types.DocumentLinkParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert {"cycle_a.h", "chain0.h"} <= {os.path.basename(l.target) for l in links}


async def test_a_main_file_too_large_to_preprocess_keeps_its_syntax_check(client):
    root = client.root
    body = "".join(f"#define K{i} {i}\nkernel void k{i}(global int *o) {{ o[0] = K{i}; }}\n" for i in range(160_000))
    text = "#if 1\n" + body + "#endif\nint broken = ;\n"
    uri = (root / "giant.cl").as_uri()
    open_document(client, uri, text)
    params = await wait_for_diagnostics(client, uri, version=1, timeout=120)
    codes = sorted(d.code for d in params.diagnostics)
    # Said once (the file is over the preprocessor's limit and over the
    # semantic one), and the syntax error on the last line is still reported.
    assert codes == ["P008", "S002", "S006"], codes
