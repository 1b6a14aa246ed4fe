"""Kernels in Python host code: each pattern finds its kernel, and a mistake in it shows at its host position."""

from pathlib import Path

import pytest

from opencl_lsp.embedded import find_kernels

from .helpers import errors

ROOT = Path(__file__).resolve().parents[2]
HEADER = "import numpy as np\nimport pyopencl as cl\nctx = cl.create_some_context()\n"

# Each pattern: host code whose kernel uses `undeclared_y`, an undeclared name (B001).
PATTERNS = {
    "triple_quoted": '''prg = cl.Program(ctx, """
__kernel void f(__global float *a)
{
    a[get_global_id(0)] = undeclared_y;
}
""").build()
''',
    "implicit_concatenation": '''prg = cl.Program(ctx, "__kernel void f(__global float *a)\\n"
                      "{ a[get_global_id(0)] = "
                      "undeclared_y; }")
''',
    "escapes": '''prg = cl.Program(ctx, "__kernel void f(__global float *a)\\n{\\n\\ta[get_global_id(0)] =\\x20undeclared_y;\\n}\\n")
''',
    "fstring_with_placeholder": '''n = 4
prg = cl.Program(ctx, f"""
#define N {n}
__kernel void f(__global float *a)
{{
    a[N] = {n};
    a[get_global_id(0)] = undeclared_y;
}}
""")
''',
    "format_template": '''SRC = """
__kernel void f(__global {dtype} *a)
{{
    a[get_global_id(0)] = undeclared_y;
}}
"""
prg = cl.Program(ctx, SRC.format(dtype="float")).build()
''',
    "elementwise_kernel": '''from pyopencl.elementwise import ElementwiseKernel
knl = ElementwiseKernel(ctx, "float a, float *x, float *z", "z[i] = a * x[i] + undeclared_y", "axpy")
''',
    "marked_string": '''# language=opencl
SOURCE = """
__kernel void f(__global float *a) { a[get_global_id(0)] = undeclared_y; }
"""
''',
    "literal_through_a_name": '''SOURCE = "__kernel void f(__global float *a) { a[get_global_id(0)] = undeclared_y; }"
def build():
    return cl.Program(ctx, SOURCE).build()
''',
    "from_import": '''from pyopencl import Program as P
prg = P(ctx, "__kernel void f(__global float *a) { a[get_global_id(0)] = undeclared_y; }").build()
''',
}


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_a_mistake_shows_at_its_host_position(name):
    text = HEADER + PATTERNS[name]
    found = errors(text)
    line = next(i for i, row in enumerate(text.split("\n"), 1) if "undeclared_y" in row)
    assert found == [(line, "B001", "undeclared_y")], found


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_the_corrected_kernel_has_no_error(name):
    text = HEADER + PATTERNS[name].replace("undeclared_y", "1.0f")
    assert errors(text) == []


def test_reduction_and_scan_kernels_know_pyopencls_names():
    text = HEADER + '''from pyopencl.reduction import ReductionKernel
from pyopencl.scan import GenericScanKernel
dot = ReductionKernel(ctx, np.float32, neutral="0", reduce_expr="a+b", map_expr="x[i]*y[i]",
                      arguments="__global const float *x, __global const float *y")
scan = GenericScanKernel(ctx, np.int32, arguments="__global int *ary, __global int *out",
                         input_expr="ary[i]", scan_expr="a+b", neutral="0",
                         output_statement="out[i] = item + prev_item - last_item")
bad = ReductionKernel(ctx, np.float32, neutral="0", reduce_expr="a+c", arguments="__global float *x")
'''
    found = find_kernels(text, "python")
    assert [k.kind for k in found.kernels] == ["reduction", "scan", "reduction"]
    assert errors(text) == [(11, "B001", "c")]


def test_a_placeholder_makes_its_line_and_its_macro_undecidable():
    text = HEADER + '''op = "+"
prg = cl.Program(ctx, f"""
#define OP(a, b) ((a) {op} (b))
__kernel void f(__global float *a)
{{
    a[0] = OP(a[1], a[2]);
    float v = a[1] {op} a[2];
}}
""")
'''
    assert errors(text) == []


def test_opaque_sources_are_found_but_not_judged():
    text = HEADER + '''prg = cl.Program(ctx, make_preamble() + "__kernel void f() { undeclared_y; }").build()
prg.g(queue, (1,), None)
'''
    found = find_kernels(text, "python")
    assert [k.opaque for k in found.kernels] == [True]
    assert errors(text) == []


def test_unknown_build_options_silence_undeclared_names():
    text = HEADER + '''prg = cl.Program(ctx, "__kernel void f(__global float *a) { a[0] = tile; }").build(options=opts)
'''
    assert errors(text) == []
    literal = text.replace("options=opts", 'options=["-Dtile=16"]')
    assert errors(literal) == []
    assert errors(literal.replace('["-Dtile=16"]', "[]")) == [(4, "B001", "tile")]


def test_a_file_without_kernels_is_not_parsed():
    text = "import os\n" + "x = os.path.join('a', 'b')\n" * 100
    assert find_kernels(text, "python").kernels == []


def test_example_host_files_have_no_error():
    for name in ("pyopencl_kernels.py", "vector_add.c", "raw_string.cpp"):
        path = ROOT / "examples" / "embedded" / name
        assert errors(path.read_text(encoding="utf-8"), name) == [], name


def test_a_placeholder_glued_before_a_function_makes_it_undecidable():
    # pyopencl's test_arrays_in_structs.py: a struct declaration pasted in front of the kernel.
    text = HEADER + '''kernel_src = """%s
__kernel void array_structs(__global my_struct *structs, __global int *res) {
    res[get_global_id(0)] = structs[0].y;
}""" % cdecl
program = cl.Program(ctx, kernel_src).build()
'''
    assert errors(text) == []
