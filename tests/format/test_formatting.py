"""The formatting engine (server/format/) and `opencl-lsp format`, with the real clang-format of the `format` extra."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from opencl_lsp.cli import main
from opencl_lsp.format import DEFAULT_STYLE, format_bytes, format_on_type, on_type_range, style_file
from opencl_lsp.format.clang_format import apply, available
from opencl_lsp.syntax.document import parse_bytes

pytestmark = pytest.mark.skipif(not available(), reason="the 'format' extra (clang-format) is not installed")

UGLY = b"""__kernel void add(__global const float* a,__global float *b, __local float4 *tmp){
int i=get_global_id(0);
float4 v=(float4)(1.0f,2.0f,3.0f,4.0f);
float3 w=v.xyz*(float3)(a[i]);
if(i<0){return;}
b[i]=a[i]+w.x;
}
"""

PRETTY = b"""__kernel void add(__global const float *a, __global float *b, __local float4 *tmp) {
    int i = get_global_id(0);
    float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    float3 w = v.xyz * (float3)(a[i]);
    if (i < 0) {
        return;
    }
    b[i] = a[i] + w.x;
}
"""


def nothing(_path):
    return None


def test_the_default_style_formats_address_spaces_vector_literals_and_swizzles_sanely():
    done = format_bytes(UGLY, "/src/k.cl", nothing)
    assert done.error is None and done.style == DEFAULT_STYLE
    assert apply(UGLY, done.edits) == PRETTY
    assert format_bytes(PRETTY, "/src/k.cl", nothing).edits == ()


def test_a_kernel_head_with_attributes_keeps_its_name_on_the_first_line():
    head = b"__kernel __attribute__((reqd_work_group_size(64,1,1))) void add(__global float *a, __global float *b, int n) {\n}\n"
    out = apply(head, format_bytes(head, "/src/k.cl", nothing).edits)
    assert out.startswith(b"__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void add(__global float *a,\n")


def test_a_project_style_is_found_upwards_through_the_read_callback(tmp_path):
    (tmp_path / ".clang-format").write_text("BasedOnStyle: LLVM\nIndentWidth: 8\nAllowShortFunctionsOnASingleLine: None\n")
    nested = tmp_path / "a" / "b"
    nested.mkdir(parents=True)
    source = nested / "k.cl"
    allowed = str(tmp_path)

    def read(path):
        return Path(path).read_bytes() if path.startswith(allowed) and os.path.isfile(path) else None

    assert style_file(str(source), read) == str(tmp_path / ".clang-format")
    done = format_bytes(b"void f() {\nint x;\n}\n", str(source), read)
    assert apply(b"void f() {\nint x;\n}\n", done.edits) == b"void f() {\n        int x;\n}\n"
    # A style file the caller may not read is not used: the default applies.
    assert style_file(str(source), nothing) is None
    refused = format_bytes(b"void f() {\nint x;\n}\n", str(source), nothing)
    assert refused.style == DEFAULT_STYLE
    assert apply(b"void f() {\nint x;\n}\n", refused.edits) == b"void f() {\n    int x;\n}\n"


def test_a_style_clang_format_rejects_is_an_error_not_an_empty_answer(tmp_path):
    (tmp_path / ".clang-format").write_text("IndentWidth: [not a number\n")
    done = format_bytes(UGLY, str(tmp_path / "k.cl"), lambda p: Path(p).read_bytes() if os.path.isfile(p) else None)
    assert done.edits == () and done.error and done.error.startswith("clang-format:")


def test_a_range_formats_only_its_lines():
    text = b"void f() {\n    int a=1;\n    int b=2;\n}\n"
    start = text.index(b"int b")
    done = format_bytes(text, "/src/k.cl", nothing, [(start, start + 8)])
    assert apply(text, done.edits) == b"void f() {\n    int a=1;\n    int b = 2;\n}\n"


def test_on_type_reformats_the_closed_block_the_ended_line_or_the_line_left_and_nothing_after_the_cursor():
    text = b"void f() {\n    int a=1;\n    if(a){a=2;}\n    int b=3;\n}\n"
    snap = parse_bytes("/src/k.cl", text)
    brace = text.index(b"}\n    int b") + 1
    assert on_type_range(snap, brace, "}") == (text.index(b"{a=2"), brace)
    semi = text.index(b"int a=1;") + len(b"int a=1;")
    assert on_type_range(snap, semi, ";") == (text.index(b"    int a"), semi)
    newline = text.index(b"    if")
    assert on_type_range(snap, newline, "\n") == (text.index(b"    int a"), newline - 1)
    assert on_type_range(snap, semi, "x") is None
    out = apply(text, format_on_type(snap, semi, ";", nothing).edits)
    assert out == text.replace(b"int a=1;", b"int a = 1;")
    assert all(e.end <= newline - 1 for e in format_on_type(snap, newline, "\n", nothing).edits)


def test_a_timeout_is_reported():
    done = format_bytes(UGLY * 2000, "/src/k.cl", nothing, timeout=0.001)
    assert done.error is not None and "longer than" in done.error


def test_format_check_prints_a_diff_and_exits_1_then_format_writes_and_check_passes(tmp_path, capsys):
    source = tmp_path / "k.cl"
    source.write_bytes(UGLY)
    assert main(["format", "--check", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    assert f"--- {source}" in captured.out and "+    int i = get_global_id(0);" in captured.out
    assert f"would reformat {source}" in captured.err
    assert source.read_bytes() == UGLY
    assert main(["format", str(source)]) == 0
    assert source.read_bytes() == PRETTY
    assert main(["format", "--check", str(source)]) == 0
    assert main(["format", "--check", str(tmp_path / "missing.cl")]) == 2
