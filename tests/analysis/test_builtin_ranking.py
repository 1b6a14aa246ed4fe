"""B005's ranking of built-in forms and X040's per-form check, beyond what the fixtures show.

The ranking facts are compared with what clang-19 does on the SPIR target
(the fixtures under verify/builtins/ carry the clang side); the rule cases
check where the rules must stay silent.
"""

import pytest

from opencl_lsp.analysis import builtin_facts as bf
from opencl_lsp.analysis.driver import analyze
from opencl_lsp.syntax.document import parse_bytes

S, V, P = bf.SCALAR, bf.VECTOR, bf.POINTER


@pytest.mark.parametrize("param, arg, rank", [
    ((S, "float"), (S, "float"), bf.EXACT),
    ((S, "int"), (S, "char"), bf.PROMOTION),
    ((S, "int"), (S, "ushort"), bf.PROMOTION),
    ((S, "double"), (S, "float"), bf.PROMOTION),
    ((S, "float"), (S, "half"), bf.CONVERSION),  # half is a native type in OpenCL C: no promotion.
    ((S, "long"), (S, "int"), bf.CONVERSION),
    ((S, "float"), (S, "int"), bf.CONVERSION),
    ((V, "float4"), (S, "float"), bf.SPLAT),
    ((V, "float4"), (S, "int"), bf.SPLAT),
    ((V, "float4"), (V, "float4"), bf.EXACT),
    ((V, "float4"), (V, "int4"), bf.NOT_VIABLE),
    ((S, "float"), (V, "float4"), bf.NOT_VIABLE),
    ((P, "__global|float"), (P, "__global|float"), bf.EXACT),
    ((P, "__generic|float"), (P, "__local|float"), bf.EXACT),
    ((P, "__global|float"), (P, "__local|float"), bf.NOT_VIABLE),
])
def test_conversion_ranks(param, arg, rank):
    assert bf.conversion_rank(param, arg) == rank


@pytest.mark.parametrize("param, arg", [
    ((S, "size_t"), (S, "uint")),  # uint on 32-bit targets, ulong on 64-bit ones.
    ((S, "uint"), (S, "size_t")),
    ((P, "__global|float"), (P, "__global|int")),  # Another pointee: not ranked.
    ((P, "__global|float"), (S, "int")),  # A null pointer constant, maybe.
])
def test_ranks_we_do_not_claim(param, arg):
    assert bf.conversion_rank(param, arg) is None


def test_size_t_against_small_integers_and_floats_is_a_conversion():
    assert bf.conversion_rank((S, "size_t"), (S, "short")) == bf.CONVERSION
    assert bf.conversion_rank((S, "size_t"), (S, "float")) == bf.CONVERSION


def test_tied_forms_are_those_no_other_form_beats():
    ranked = bf.rank_forms([((S, "float"),), ((S, "double"),), ((V, "float4"),)], [(S, "int")])
    assert sorted(bf.tied_forms(ranked)) == [((S, "double"),), ((S, "float"),)]
    ranked = bf.rank_forms([((S, "float"),), ((S, "double"),)], [(S, "float")])
    assert bf.tied_forms(ranked) == []


def test_forms_that_differ_only_in_address_space_are_one_form():
    shapes = [((S, "float"), (P, "__global|float")), ((S, "float"), (P, "__generic|float"))]
    ranked = bf.rank_forms(shapes, [(S, "float"), (P, "__global|float")])
    assert len(ranked) == 2 and bf.tied_forms(ranked) == []


def test_an_unsure_argument_makes_the_ranking_unsure():
    assert bf.rank_forms([((S, "size_t"),), ((S, "int"),)], [(S, "uint")]) is None


def codes(text: str, flags: tuple[str, ...] = ()) -> list[str]:
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.project.config import resolve_config
    from pathlib import Path

    path = Path(f"/virtual/r{abs(hash((text, flags)))}.cl")
    config, _ = resolve_config(path, cli_args=list(flags), cwd=Path("/virtual"))
    snapshot = parse_bytes(str(path), text.encode())
    return [f.code for f in analyze(snapshot, project=StaticProject(lambda p: None, config))
            if f.code in ("B002", "B005", "X040")]


def test_ambiguous_call_is_reported():
    assert codes("kernel void k(global float *o, int n) { o[0] = sqrt(n); }") == ["B005"]


@pytest.mark.parametrize("call", [
    "sqrt(true)",  # The typer takes true for an int; it is a bool.
    "sqrt(unknown_value)",  # An undeclared name: no type.
    "max(get_global_id(0), 1u)",  # size_t: uint or ulong depending on the target.
])
def test_silent_when_an_argument_type_is_not_sure(call):
    text = f"#define N 4\nkernel void k(global float *o) {{ o[0] = {call}; }}"
    assert "B005" not in codes(text)


def test_a_macro_of_the_file_is_judged_as_the_compiler_sees_it():
    # The body is analyzed expanded: sqrt(4) is ambiguous for clang too.
    assert codes("#define N 4\nkernel void k(global float *o) { o[0] = sqrt(N); }") == ["B005"]


def test_silent_when_an_include_cannot_be_read():
    text = '#include "defs.h"\nkernel void k(global float *o, int n) { o[0] = sqrt(n); }'
    assert codes(text) == []


def test_silent_when_a_define_may_declare_an_overload():
    text = "#define HELPERS sqrt\nkernel void k(global float *o, int n) { o[0] = sqrt(n); }"
    assert codes(text) == []


def test_silent_in_an_inactive_branch():
    text = "kernel void k(global float *o, int n) {\n#if 0\n  o[0] = sqrt(n);\n#endif\n}"
    assert codes(text) == []


def test_user_overload_shadows_the_builtin():
    text = ("float __attribute__((overloadable)) sqrt(int x) { return x; }\n"
            "kernel void k(global float *o, int n) { o[0] = sqrt(n); }")
    assert codes(text) == []


def test_without_the_double_and_half_forms_an_int_has_one_form():
    text = "kernel void k(global float *o, int n) { o[0] = sqrt(n); }"
    assert codes(text, ("-cl-std=CL1.2", "-cl-ext=-cl_khr_fp64,-cl_khr_fp16")) == []


def test_a_form_of_a_missing_extension_is_reported_by_x040():
    text = "kernel void k(global float *o, read_only image2d_depth_t d, sampler_t s) { o[0] = read_imagef(d, s, (float2)(0.0f)); }"
    assert codes(text, ("-cl-std=CL1.2", "-cl-ext=-cl_khr_depth_images")) == ["X040"]
    assert codes(text, ("-cl-std=CL2.0", "-cl-ext=-cl_khr_depth_images")) == []  # 2.0 has the form.
    assert codes(text, ("-cl-std=CL1.2",)) == []


def test_a_double_argument_without_fp64_is_left_to_the_type_rules():
    text = "kernel void k(global float4 *o, global double4 *d) { o[0] = convert_float4(sqrt(d[0])); }"
    assert codes(text, ("-cl-std=CL1.2", "-cl-ext=-cl_khr_fp64")) == []
