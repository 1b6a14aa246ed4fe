"""The source map of an embedded kernel: host offsets <-> kernel offsets through escapes, concatenation, raw strings."""

from opencl_lsp.embedded import find_kernels


def _only(text: bytes, language: str):
    found = find_kernels(text, language)
    assert len(found.kernels) == 1, found.kernels
    return found.kernels[0]


def test_escapes_and_implicit_concatenation_map_both_ways():
    host = b'import pyopencl as cl\nprg = cl.Program(ctx, "kernel void f()\\n" "{ int x\\t= 1; }")\n'
    kernel = _only(host, "python")
    assert kernel.text == b"kernel void f()\n{ int x\t= 1; }"
    # Every kernel byte maps to the host bytes that make it.
    x = kernel.text.index(b"x")
    assert host[kernel.map.to_host(x) : kernel.map.to_host(x) + 1] == b"x"
    tab = kernel.text.index(b"\t")
    assert kernel.map.host_range(tab, tab + 1) == (host.index(b"\\t"), host.index(b"\\t") + 2)
    brace = kernel.text.index(b"{")
    assert kernel.map.to_host(brace) == host.index(b"{")
    # And back: a host offset inside the literal gives the kernel offset.
    assert kernel.map.to_kernel(host.index(b"x\\t")) == x
    assert kernel.map.to_kernel(host.index(b"import")) is None
    # The quotes between the concatenated parts belong to no kernel byte.
    assert kernel.map.to_kernel(host.index(b'" "') + 1) is None


def test_unicode_escape_and_raw_string():
    host = 'import pyopencl as cl\nprg = cl.Program(ctx, r"kernel void f() { }" "// \\u00e9 é\\n")\n'.encode()
    kernel = _only(host, "python")
    assert kernel.text == "kernel void f() { }// é é\n".encode()
    accent = kernel.text.index("é".encode())
    assert kernel.map.host_range(accent, accent + 2) == (host.index(b"\\u00e9"), host.index(b"\\u00e9") + 6)


def test_fstring_placeholder_does_not_map():
    host = b'import pyopencl as cl\nn = 4\nprg = cl.Program(ctx, f"#define N {n}\\nkernel void f() {{ }}")\n'
    kernel = _only(host, "python")
    assert b"{ }" in kernel.text and b"{{" not in kernel.text
    start, end = kernel.map.placeholders()[0]
    assert kernel.map.host_range(start, end) is None
    assert kernel.map.host_range(start - 2, start) is not None


def test_c_raw_string_is_verbatim():
    host = b'const char *s = R"CLC(kernel void f() { char c = \'\\n\'; })CLC";\n'
    kernel = _only(host, "cpp")
    assert kernel.text == b"kernel void f() { char c = '\\n'; }"
    assert kernel.map.to_host(0) == host.index(b"kernel")
    assert kernel.map.to_kernel(host.index(b"char c")) == kernel.text.index(b"char c")


def test_c_concatenated_literals_through_a_variable():
    host = (
        b'static const char *src = "kernel void f(global int *p)\\n"\n'
        b'    "{ p[0] = 1; }\\n";\n'
        b"void g(void) { cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err); }\n"
    )
    kernel = _only(host, "c")
    assert kernel.text == b"kernel void f(global int *p)\n{ p[0] = 1; }\n"
    assert kernel.kind == "create-program"
    p0 = kernel.text.index(b"p[0]")
    assert kernel.map.host_range(p0, p0 + 4) == (host.index(b"p[0]"), host.index(b"p[0]") + 4)
