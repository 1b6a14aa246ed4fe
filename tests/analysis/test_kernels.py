"""Kernel rules (K family): what the -verify fixtures cannot show.

Quick fixes, related locations, silence without an explicit version or with
headers that may enable an extension, and a call graph that stays linear.
"""

import time

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.analysis.registry import all_codes
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes

NOT_K = {rule.code for rule in all_codes() if not rule.code.startswith("K")}


def findings(text: str, flags=(), path="/kernels/example.cl", files=None):
    config, _ = resolve_config(path, cli_args=list(flags), cwd="/kernels")
    files = files or {}
    project = StaticProject(lambda p: files.get(p), config)
    return analyze(parse_bytes(path, text.encode()), NOT_K, project=project)


def codes(text: str, flags=(), **kw):
    return sorted(f.code for f in findings(text, flags, **kw))


def test_static_kernel_fix_removes_the_keyword():
    text = "static kernel void clear(global int *p) { p[0] = 0; }\n"
    (finding,) = findings(text, ["-cl-std=CL1.2"])
    assert finding.code == "K011"
    (edit,) = finding.fix.edits
    assert text[: edit.start] + edit.new_text + text[edit.end :] == "kernel void clear(global int *p) { p[0] = 0; }\n"


def test_mutual_recursion_points_at_the_other_function():
    text = "int b(int n);\nint a(int n) { return b(n); }\nint b(int n) { return a(n); }\n"
    found = [f for f in findings(text) if f.code == "K008"]
    assert len(found) == 2
    first = next(f for f in found if "'a' calls 'b'" in f.message)
    (related,) = first.related
    assert text[related.start : related.end] == "b" and related.start > text.index("int b(int n) {")


def test_calls_inside_blocks_are_not_recursion():
    text = (
        "void f(global int *r, int l) {\n"
        "  void (^b)(void) = ^{ f(r, l - 1); };\n"
        "  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(1), b);\n"
        "}\n"
    )
    assert "K008" not in codes(text, ["-cl-std=CL2.0"])


def test_calls_beside_or_around_blocks_are_still_calls():
    # Only calls inside a block literal are left out; one before, after or around it counts.
    text = (
        "void f(global int *r, int l) {\n"
        "  void (^b)(void) = ^{ r[0] = 1; };\n"
        "  if (l) f(r, l - 1);\n"
        "}\n"
    )
    assert "K008" in codes(text, ["-cl-std=CL2.0"])


def test_pointer_to_pointer_needs_an_explicit_version():
    text = "kernel void k(global int * global *pp) {}\n"
    assert codes(text, ["-cl-std=CL1.2"]) == ["K003"]
    assert codes(text, ["-cl-std=CL2.0"]) == []
    assert codes(text) == []  # The program may be built for 2.0.


def test_half_parameter_silent_when_a_header_may_enable_fp16():
    text = '#include "setup.h"\nkernel void k(global float *o, half h) { o[0] = 1.0f; }\n'
    header = b"#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
    assert codes(text, files={"/kernels/setup.h": header}) == []
    assert codes("kernel void k(global float *o, half h) { o[0] = 1.0f; }\n") == ["K002"]


def test_kernel_attribute_behind_a_macro_kernel_keyword_is_not_judged():
    text = "#define KERNEL_FQ __kernel\nKERNEL_FQ __attribute__((reqd_work_group_size(64, 1, 1))) void k(global int *p) {}\n"
    assert codes(text) == []


def test_call_graph_of_many_functions_is_fast():
    parts = []
    for i in range(1500):
        callee = f"f{i - 1}(x)" if i else "x"
        parts.append(f"int f{i}(int x) {{ int a[4]; a[0] = x; return {callee} + a[0]; }}\n")
        parts.append(f"kernel void k{i}(global int *p) {{ local int t[2]; t[0] = 1; p[0] = f{i}(t[0]); }}\n")
    text = "".join(parts)
    start = time.perf_counter()
    assert codes(text) == []
    assert time.perf_counter() - start < 20  # Generous: the point is no quadratic blow-up.
