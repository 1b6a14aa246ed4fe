"""Formatting through the real server: whole document, range, on type, the project's style, and no capability without clang-format."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from opencl_lsp.format.clang_format import available

from .conftest import make_client, open_document, wait_for_diagnostics

pytestmark = pytest.mark.skipif(not available(), reason="the 'format' extra (clang-format) is not installed")

UGLY = """__kernel void add(__global const float* a,__global float *b){
int i=get_global_id(0);
float4 v=(float4)(1.0f,2.0f,3.0f,4.0f);
b[i]=a[i]+v.x;
}
"""
PRETTY = """__kernel void add(__global const float *a, __global float *b) {
    int i = get_global_id(0);
    float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    b[i] = a[i] + v.x;
}
"""

# A shim that makes `import clang_format` fail in the server process: the extra is not installed.
NO_EXTRA = Path(__file__).parent / "no_clang_format"


def apply(text: str, edits) -> str:
    """The text after LSP TextEdits (ASCII text: characters are bytes), last first."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def at(pos):
        return starts[pos.line] + pos.character if pos.line < len(lines) else len(text)

    for edit in sorted(edits, key=lambda e: at(e.range.start), reverse=True):
        text = text[: at(edit.range.start)] + edit.new_text + text[at(edit.range.end) :]
    return text


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client))
async def client(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"),
                               initialization_options={"diagnostics": {"debounceMs": 20}, "device": {"mode": "off"}})
    )
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


async def _open(client, path: Path, text: str) -> str:
    uri = path.as_uri()
    path.write_text(text)
    open_document(client, uri, text)
    await wait_for_diagnostics(client, uri, version=1)
    return uri


def _doc(uri):
    return types.TextDocumentIdentifier(uri=uri)


OPTIONS = types.FormattingOptions(tab_size=4, insert_spaces=True)


async def test_the_capabilities_are_advertised(client):
    caps = client.server_capabilities
    assert caps.document_formatting_provider and caps.document_range_formatting_provider
    assert caps.document_on_type_formatting_provider.first_trigger_character == "}"
    assert set(caps.document_on_type_formatting_provider.more_trigger_character) == {";", "\n"}


async def test_formatting_a_document_gives_the_opencl_default_style(client, tmp_path):
    uri = await _open(client, tmp_path / "k.cl", UGLY)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(_doc(uri), OPTIONS))
    assert apply(UGLY, edits) == PRETTY


async def test_the_projects_clang_format_is_honoured(client, tmp_path):
    (tmp_path / ".clang-format").write_text("BasedOnStyle: LLVM\nIndentWidth: 2\n")
    uri = await _open(client, tmp_path / "k.cl", UGLY)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(_doc(uri), OPTIONS))
    assert apply(UGLY, edits).splitlines()[1] == "  int i = get_global_id(0);"


async def test_a_broken_clang_format_is_an_error_the_editor_shows(client, tmp_path):
    (tmp_path / ".clang-format").write_text("IndentWidth: [2\n")
    uri = await _open(client, tmp_path / "k.cl", UGLY)
    with pytest.raises(Exception, match="clang-format"):
        await client.text_document_formatting_async(types.DocumentFormattingParams(_doc(uri), OPTIONS))


async def test_range_formatting_changes_only_the_range(client, tmp_path):
    uri = await _open(client, tmp_path / "k.cl", UGLY)
    line2 = types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=10))
    edits = await client.text_document_range_formatting_async(
        types.DocumentRangeFormattingParams(_doc(uri), line2, OPTIONS))
    out = apply(UGLY, edits).splitlines()
    # clang-format keeps the indent of the unformatted line above; the line itself is formatted.
    assert out[2] == "float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);"
    assert out[:2] == UGLY.splitlines()[:2] and out[3:] == UGLY.splitlines()[3:]


async def test_typing_a_semicolon_or_a_closing_brace_formats_what_it_ended(client, tmp_path):
    text = "void f(int a) {\n    int b=a*2;\n    if(b){b=1;}\n}\n"
    uri = await _open(client, tmp_path / "k.cl", text)
    semi = await client.text_document_on_type_formatting_async(types.DocumentOnTypeFormattingParams(
        _doc(uri), types.Position(line=1, character=14), ";", OPTIONS))
    assert apply(text, semi).splitlines()[1] == "    int b = a * 2;"
    brace = await client.text_document_on_type_formatting_async(types.DocumentOnTypeFormattingParams(
        _doc(uri), types.Position(line=2, character=15), "}", OPTIONS))
    assert apply(text, brace).splitlines()[2:5] == ["    if (b) {", "        b = 1;", "    }"]
    newline = await client.text_document_on_type_formatting_async(types.DocumentOnTypeFormattingParams(
        _doc(uri), types.Position(line=2, character=0), "\n", OPTIONS))
    assert apply(text, newline).splitlines()[1] == "    int b = a * 2;"
    assert all(e.range.end.line <= 1 for e in newline)


@pytest_lsp.fixture(config=ClientServerConfig(
    server_command=[sys.executable, "-m", "opencl_lsp"], client_factory=make_client,
    server_env={**os.environ, "PYTHONPATH": os.pathsep.join([str(NO_EXTRA), os.environ.get("PYTHONPATH", "")])}))
async def bare(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code")))
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


async def test_without_the_extra_formatting_is_not_advertised(bare):
    caps = bare.server_capabilities
    assert caps.document_formatting_provider is None
    assert caps.document_range_formatting_provider is None
    assert caps.document_on_type_formatting_provider is None
    assert caps.hover_provider  # the server itself runs


async def test_a_kernel_file_of_raw_string_literals_keeps_them(client, tmp_path):
    # CLBlast's `.opencl` shape: the kernel inside `R"(` ... `)"` is formatted, and no edit takes
    # the literal's tokens away (clang-format sees them as blanks, and trims blanks).
    text = '// Kernel, #included into a C++ string.\nR"(\n' + UGLY + ')"\n'
    uri = await _open(client, tmp_path / "k.cl", text)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(_doc(uri), OPTIONS))
    out = apply(text, edits)
    assert out.splitlines()[1] == 'R"(' and out.rstrip("\n").endswith(')"')
    assert PRETTY in out
