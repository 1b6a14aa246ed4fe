"""Kernel files written as the argument of a stringizing macro (Bullet's and clpeak's
`MSTRINGIFY(` ... `)`, with `\\n` before each directive line): the macro's name and parentheses
and the escapes are blanked for the parser and the analyses, the kernel inside is analyzed as
any kernel file, at its own offsets; every other file is left as it is."""

from __future__ import annotations

import pytest

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import Document, parse_bytes
from opencl_lsp.syntax.positions import Position
from opencl_lsp.syntax.stringified_file import wrapper_spans
from opencl_lsp.syntax.wrapped_file import blanked, kernel_text

# The shape: the invocation around the kernel, comments inside it (the host's preprocessor
# drops them), an escape before each directive line and on the lines between them.
WRAPPED = r"""MSTRINGIFY(

// Directives need a line break of their own once the argument is one line.

\n#if defined(cl_khr_fp64)
\n  #pragma OPENCL EXTENSION cl_khr_fp64 : enable
\n#endif
\n
\n#define ADD_TWICE(sum, a)   sum += a; sum += a;
\n

__kernel void accumulate(__global const float *in, __global float *out)
{
    float sum = 0.0f;
    ADD_TWICE(sum, in[get_global_id(0)]);
    out[get_global_id(0)] = sum;
}

)
"""


def findings(text: str) -> list:
    path = "/wrapped/k.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/wrapped")
    return analyze(parse_bytes(path, text.encode()), (), project=StaticProject(lambda p: None, config))


def test_the_kernel_inside_is_analyzed_and_clean():
    snap = parse_bytes("/wrapped/k.cl", WRAPPED.encode())
    assert not snap.tree.root_node.has_error
    assert [c.type for c in snap.tree.root_node.children if c.type == "function_definition"] == ["function_definition"]
    assert findings(WRAPPED) == []
    # Blanks at the same offsets, the lines kept: nothing else differs.
    data = WRAPPED.encode()
    assert len(snap.data) == len(data) and snap.data.count(b"\n") == data.count(b"\n")
    assert snap.data.replace(b" ", b"") == data.replace(b"MSTRINGIFY(", b"").replace(b"\\n", b"").replace(
        b"\n)\n", b"\n\n").replace(b" ", b"")


def test_a_mistake_inside_is_reported_at_its_place_in_the_file():
    text = WRAPPED.replace("float sum = 0.0f;", "float sum = 0.0f")
    found = [f for f in findings(text) if f.code == "S002"]
    assert len(found) == 1
    assert text[: found[0].start].endswith("float sum = 0.0f")


def test_the_wrapped_text_is_analyzed_as_the_text_the_compiler_gets():
    # A known mistake (a swizzle out of range), and a macro defined after an escape: found at the
    # same offsets as in the text with the wrapper's tokens written as blanks.
    text = WRAPPED.replace("out[get_global_id(0)] = sum;", "float2 v = (float2)(sum); out[0] = v.z;")
    bare = kernel_text(text.encode()).decode()
    assert "MSTRINGIFY" not in bare and "\\n" not in bare
    assert [(f.code, f.start, f.end, f.message) for f in findings(text)] == [
        (f.code, f.start, f.end, f.message) for f in findings(bare)]
    assert any(f.code.startswith("V") for f in findings(text))


@pytest.mark.parametrize("text", [
    "kernel void k(global int *p) { p[0] = 1; }\n",  # A plain kernel file.
    "DEFINE_KERNELS(float)\n",  # A macro invocation whose name says nothing of strings.
    "#define MSTRINGIFY(A) #A\nconst char *src = MSTRINGIFY(kernel void k() {});\n",  # A host source.
    "// MSTRINGIFY( in a comment only\nkernel void k() {}\n",
], ids=["plain", "other macro", "host", "comment"])
def test_other_files_are_left_as_they_are(text):
    assert wrapper_spans(text.encode()) is None
    assert parse_bytes("/k.cl", text.encode()).wrapper == ()


def test_the_shapes_of_the_tokens():
    data = b'/* c */ STRINGIFY (\n\\n#define A 1\nvoid f() { printf("x\\n"); /* \\n */ } // \\n\n)  // end\n'
    spans = wrapper_spans(data)
    # The name and `(`, the escape outside literals and comments, the last `)`; not the escapes
    # in the string, the block comment or the line comment.
    assert [data[a:b] for a, b in spans] == [b"STRINGIFY (", b"\\n", b")"]
    assert blanked(data, spans) == (
        b'/* c */            \n  #define A 1\nvoid f() { printf("x\\n"); /* \\n */ } // \\n\n   // end\n')
    # The last `)` not typed yet: the argument runs to the end of the file.
    open_only = b"MSTRINGIFY(\nkernel void k() { int a = (1); }\n"
    assert [open_only[a:b] for a, b in wrapper_spans(open_only)] == [b"MSTRINGIFY("]


def test_edits_keep_the_document_in_step():
    doc = Document.from_text("/wrapped/k.cl", WRAPPED, 1)
    assert doc.snapshot().wrapper and not doc.snapshot().tree.root_node.has_error
    lines = WRAPPED.splitlines()
    # The last `)` deleted: the argument runs to the end, still clean.
    last = len(lines) - 1
    assert lines[last] == ")"
    doc.apply_edit(Position(last, 0), Position(last, 1), "")
    assert doc.snapshot().wrapper and not doc.snapshot().tree.root_node.has_error
    doc.apply_edit(Position(last, 0), Position(last, 0), ")")
    assert doc.snapshot().wrapper and not doc.snapshot().tree.root_node.has_error
    # The macro's name deleted: a plain (broken) file again, parsed as written.
    doc.apply_edit(Position(0, 0), Position(0, len("MSTRINGIFY(")), "")
    snap = doc.snapshot()
    assert snap.wrapper == () and snap.data == doc.data and snap.tree.root_node.has_error
    doc.apply_edit(Position(0, 0), Position(0, 0), "MSTRINGIFY(")
    assert doc.snapshot().wrapper and not doc.snapshot().tree.root_node.has_error


def test_the_workspace_index_reads_the_kernel_inside():
    from opencl_lsp.project.index import scan_file

    names = [d.name for d in scan_file("/wrapped/k.cl", WRAPPED.encode()).definitions]
    assert "accumulate" in names and "ADD_TWICE" in names


# Darknet's OpenCL port: the invocation is the value of the string the host compiles, declared on
# its line, inside an include guard. Read as OpenCL C, the declaration's head, the kernel's
# parameters and the `);` were S001/S002 errors in every such file.
GUARDED = """#ifndef __SCALE_KERNELS_CL__
#define __SCALE_KERNELS_CL__

static const char* const scale_kernels_source = CONVERT_KERNEL_TO_STRING(

float twice(float x);
float twice(float x) { return 2 * x; }

__kernel void scale_kernel(int n, __global float *x)
{
    int i = get_global_id(0);
    if (i < n) x[i] = twice(x[i]);
}

);

#endif
"""


def test_a_guarded_declaration_of_the_string_is_the_wrapper_too():
    data = GUARDED.encode()
    spans = wrapper_spans(data)
    assert [data[a:b] for a, b in spans] == [
        b"#ifndef __SCALE_KERNELS_CL__", b"#define __SCALE_KERNELS_CL__",
        b"static const char* const scale_kernels_source = CONVERT_KERNEL_TO_STRING(", b")", b";", b"#endif"]
    assert findings(GUARDED) == []
    # A mistake inside is reported at its place in the file.
    slip = GUARDED.replace("x[i] = twice(x[i]);", "x[i] = twice(y[i]);")
    (found,) = findings(slip)
    assert (found.code, slip[found.start:found.end]) == ("B001", "y")
    # Text after the guard's #endif: that `)` is not the one that ends the wrapper (as while the
    # last `)` is not typed yet, the argument runs to the end of the file).
    more = (GUARDED + "int more;\n").encode()
    assert [more[a:b] for a, b in wrapper_spans(more)][-1] == \
        b"static const char* const scale_kernels_source = CONVERT_KERNEL_TO_STRING("
