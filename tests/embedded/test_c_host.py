"""Kernels in C and C++ host code: raw strings, concatenated literals, literals through variables and arrays."""

import pytest

from opencl_lsp.embedded import find_kernels, host_language

from .helpers import errors

C_PATTERNS = {
    "concatenated_literals.c": '''#include <CL/cl.h>
void run(cl_context ctx) {
    const char *src =
        "__kernel void f(__global float *a)\\n"
        "{ a[get_global_id(0)] = undeclared_y; }\\n";
    cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, NULL);
}
''',
    "direct_literal.c": '''void run(cl_context ctx, const char **s) {
    cl_program p = clCreateProgramWithSource(ctx, 1, (const char *[]){"__kernel void f(__global float *a) { a[0] = undeclared_y; }"}, NULL, NULL);
}
''',
    "array_of_sources.c": '''static const char *sources[] = {
    "float twice(float x) { return 2.0f * x; }\\n",
    "__kernel void f(__global float *a) { a[0] = twice(undeclared_y); }\\n",
};
void run(cl_context ctx) {
    cl_program p = clCreateProgramWithSource(ctx, 2, sources, NULL, NULL);
}
''',
    "marked_literal.c": '''static const char *kernels = /* language=opencl */
    "__kernel void f(__global float *a) { a[0] = undeclared_y; }";
''',
    "raw_string.cpp": '''static const char *source = R"CLC(
__kernel void f(__global float *a)
{
    a[get_global_id(0)] = undeclared_y;
}
)CLC";
''',
    "cpp_wrapper.cpp": '''#include <CL/opencl.hpp>
#include <string>
void run(cl::Context &context) {
    std::string source = R"(__kernel void f(__global float *a) { a[0] = undeclared_y; })";
    cl::Program program(context, source);
    program.build("-cl-std=CL1.2");
}
''',
}


@pytest.mark.parametrize("name", sorted(C_PATTERNS))
def test_a_mistake_shows_at_its_host_position(name):
    text = C_PATTERNS[name]
    line = next(i for i, row in enumerate(text.split("\n"), 1) if "undeclared_y" in row)
    assert errors(text, name) == [(line, "B001", "undeclared_y")]


@pytest.mark.parametrize("name", sorted(C_PATTERNS))
def test_the_corrected_kernel_has_no_error(name):
    assert errors(C_PATTERNS[name].replace("undeclared_y", "1.0f"), name) == []


def test_a_macro_between_literals_is_a_placeholder():
    text = '''#define REAL "float"
const char *src = /* language=opencl */
    "__kernel void f(__global " REAL " *a) { a[0] = 1; }";
'''
    kernel = find_kernels(text, "c").kernels[0]
    assert kernel.map.has_placeholders
    assert errors(text, "m.c") == []


def test_headers_are_host_files_only_with_a_kernel():
    assert host_language("kernels.h", b"float twice(float x);\n") is None
    assert host_language("kernels.h", b'const char *s = /* language=opencl */ "kernel void f() {}";') == "c"
    assert host_language("kernels.hpp", b"") == "cpp"
    assert host_language("kernel.cl", b"") is None


def test_unknown_build_options_from_a_variable_silence_undeclared_names():
    text = '''const char *src = "__kernel void f(__global float *a) { a[0] = tile; }";
void run(cl_context ctx, cl_device_id dev, const char *options) {
    cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, NULL);
    clBuildProgram(p, 1, &dev, options, NULL, NULL);
}
'''
    assert errors(text, "o.c") == []
    assert errors(text.replace("&dev, options", '&dev, "-D tile=4"'), "o.c") == []
    assert errors(text.replace("&dev, options", "&dev, NULL"), "o.c") == [(1, "B001", "tile")]


STRINGIFIED = '''#define STRINGIFY2(...) #__VA_ARGS__
#define STRINGIFY(...) STRINGIFY2(__VA_ARGS__)
const char *src = STRINGIFY(
#define N 4 \\n
__kernel void f(__global float *a) // the output
{
    /* one
       element */ a[N] = undeclared_y;
}
);
'''


def test_a_stringified_kernel_is_decoded_as_the_preprocessor_does():
    kernel = find_kernels(STRINGIFIED, "cpp").kernels[0]
    assert kernel.kind == "stringify"
    assert kernel.text == b"#define N 4 \n __kernel void f(__global float *a) { a[N] = undeclared_y; }"
    host = STRINGIFIED.encode()
    a_n = kernel.text.index(b"a[N]")
    assert kernel.map.host_range(a_n, a_n + 4) == (host.index(b"a[N]"), host.index(b"a[N]") + 4)


def test_a_mistake_in_a_stringified_kernel_shows_at_its_host_position():
    assert errors(STRINGIFIED, "s.cpp") == [(8, "B001", "undeclared_y")]
    assert errors(STRINGIFIED.replace("undeclared_y", "1.0f"), "s.cpp") == []
