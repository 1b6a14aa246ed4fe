"""Kernel files that a template engine renders before they are compiled (DeepCL's `{{colSize}}`,
Mako's `${size}`): what does not parse on a placeholder's line is the template's, a notice (S003)
and not an error, and no `;` is supplied there (declaration_end); a slip on another line is still
an error, and `{{0}}`, a nested initializer, is no placeholder."""

from __future__ import annotations

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes

TEMPLATE = """#define LOOP(i, n) for (int i = get_global_id(0); i < (n); i += get_global_size(0))

kernel void im2col(const int n, global const float *im, global float *col) {
  LOOP(index, n) {
    int w_out = index % {{colSize}};
    int h_in = (index / {{colSize}}) * {{stride}} - {{padding}};
    col[index] = im[h_in * {{size}} + w_out];
  }
}

kernel void scale(global float *x, float f) {
  x[get_global_id(0)] *= f * ${factor};
}
"""


def syntax(text: str) -> list:
    path = "/templates/k.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/templates")
    found = analyze(parse_bytes(path, text.encode()), project=StaticProject(lambda p: None, config))
    return [(f.code, text.count("\n", 0, f.start) + 1) for f in found if f.code in ("S001", "S002", "S003")]


def test_placeholders_make_notices_not_errors():
    found = syntax(TEMPLATE)
    assert found and {code for code, _line in found} == {"S003"}


def test_a_slip_before_the_placeholders_is_still_an_error():
    # (After a placeholder's line, a broken item is a notice too: it follows code that needs
    # preprocessing, as after a macro the file cannot see.)
    first = "kernel void early(global float *x, float f) {\n  x[0] = f\n}\n"
    found = syntax(first + TEMPLATE)
    assert found[0] == ("S002", 2)
    assert {code for code, _line in found[1:]} == {"S003"}


def test_a_nested_initializer_is_no_placeholder():
    text = "kernel void k(global int *p) {\n  int a[1][1] = {{0}} p[0] = a[0][0];\n}\n"
    assert [code for code, _line in syntax(text)] == ["S002"]


# clBLAS's generator fills `%TYPE`, `%PREFIX`, `%V` in before compiling (written anew in its style).
PERCENT_TEMPLATE = """#define TARGET_ROWS_BY_VEC ((%TARGET_ROWS)/(%V))

__kernel void %PREFIXscale_kernel(__global %TYPE *x, uint n, %TYPE alpha)
{
    %TYPE sum = %MAKEVEC(0.0);
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
        %MUL(sum, x[i], alpha);
        x[i] = sum;
    }
}
"""


def test_percent_placeholders_make_notices_not_errors():
    found = syntax(PERCENT_TEMPLATE)
    assert found and {code for code, _line in found} == {"S003"}


def test_a_remainder_by_a_macro_is_no_placeholder():
    # `i%WARP` is C's `%` after an operand; `"%X"` is in a string. The slip is an error.
    text = ('#define WARP 32\nkernel void k(global int *p) {\n  int i = get_local_id(0)%WARP;\n'
            '  printf("%X", i);\n  p[0] = i\n}\n')
    assert syntax(text) == [("S002", 5)]


# A Lua template's tags around whole kernels (cltorch's style, written anew): their braces are
# the template's, so no block is left open before the next function.
TAG_TEMPLATE = """{% if fill then %}
kernel void fill(global float *data, float value) {
  data[get_global_id(0)] = value;
}
{% else %}
kernel void copy{{dims}}(global float *dst, global const float *src) {
  dst[get_global_id(0)] = src[get_global_id(0)];
}
{% end %}
"""


def test_template_tags_make_notices_not_errors():
    found = syntax(TAG_TEMPLATE)
    assert found and {code for code, _line in found} == {"S003"}
