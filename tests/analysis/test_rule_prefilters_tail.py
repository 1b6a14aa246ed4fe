"""The cheap tests of the rules that run on (nearly) every function or item and find nothing in
most code: each skips a target only where the rule would find nothing, so the findings that
reach past the test (a space named elsewhere in the file, a vector operand) are still found."""

from __future__ import annotations

from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.qualifier_support import space_word_private
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes


def _codes(text: str, code: str) -> list[tuple[int, str]]:
    config, _ = resolve_config("/k/example.cl", cli_args=["-cl-std=CL1.2"], cwd="/k")
    found = analyze(parse_bytes("/k/example.cl", text.encode()), project=StaticProject(lambda p: None, config))
    return [(f.start, f.message) for f in found if f.code == code]


def _constant_write(target: str) -> str:
    return f"cannot write to '{target}': memory in the __constant address space is read-only"


def test_q011_finds_constant_memory_named_outside_the_writing_function():
    """The function that writes need not name `constant`: a typedef, a global, a prototype's
    return type or a struct field elsewhere in the file may hand it constant memory."""
    typedef = "typedef constant int cint;\nvoid f(cint *c) { c[0] = 1; }\n"
    assert _codes(typedef, "Q011") == [(45, _constant_write("c[0]"))]
    variable = "constant int g = 1;\nvoid f(global int *c) { g = 1; }\n"
    assert _codes(variable, "Q011") == [(44, _constant_write("g"))]
    returned = "constant int *get(void);\nvoid f(global int *c) { *get() = 1; }\n"
    assert _codes(returned, "Q011") == [(49, _constant_write("*get()"))]
    field = "struct S { constant int *p; };\nvoid f(struct S s) { s.p[0] = 1; }\n"
    assert _codes(field, "Q011") == [(52, _constant_write("s.p[0]"))]
    definition = ("constant int *pick(constant int *c) { return c; }\n"
                  "void f(constant int *c, global int *p) { p[0] = pick(c)[0]; }\n"
                  "void g(global int *p) { pick(0)[0] = 1; }\n")
    assert _codes(definition, "Q011") == [(definition.index("pick(0)[0]"), _constant_write("pick(0)[0]"))]


def test_q011_skips_functions_that_cannot_reach_constant_memory():
    """`constant` only in a comment and in another function's parameters: the writer that does
    not name it writes nothing constant; the one that does is still judged."""
    text = ("// constant memory is read-only\n"
            "void reader(constant int *c, global int *out) { c[0] = out[0]; }\n"
            "void writer(global int *c) { c[0] = 1; }\n")
    assert _codes(text, "Q011") == [(80, _constant_write("c[0]"))]


def test_q010_finds_a_local_type_named_outside_the_declaring_function():
    at_file_scope = "typedef local int lint;\nkernel void k(global int *p) { lint x = 1; p[0] = x; }\n"
    assert _codes(at_file_scope, "Q010") == [(64, "local variable 'x' cannot have an initializer")]
    through_macro = "#define L local\nkernel void k(global int *p) { L int x = 1; p[0] = x; }\n"
    assert _codes(through_macro, "Q010") == [(57, "local variable 'x' cannot have an initializer")]


def test_q010_skips_functions_without_local_in_files_that_name_it_in_other_functions():
    text = ("// local memory\n"
            "kernel void a(global int *p) { local int t[4]; t[0] = get_local_id(0); p[0] = t[0]; }\n"
            "kernel void b(global int *p) { int x = 1; p[0] = x; }\n"
            "kernel void c(global int *p) { local int y = 2; p[0] = y; }\n")
    assert _codes(text, "Q010") == [(201, "local variable 'y' cannot have an initializer")]


def test_q073_looks_for_bit_fields_in_structs_and_unions_only():
    assert _codes("struct S { int a : 3; };\n", "Q073") == [(17, "bit-fields are not supported in OpenCL C")]
    assert _codes("typedef union { int a : 3; } U;\n", "Q073") == [(22, "bit-fields are not supported in OpenCL C")]
    kernel = "kernel void k(global int *p, int n) {\n    p[0] = n > 0 ? n : -n;\n}\n"
    assert _codes(kernel, "Q073") == []


def test_the_vector_operation_rules_still_judge_operations_with_a_vector_operand():
    """C005, C006, C023 and C024 visit only the operations with a vector operand (one list for
    the four); the operations between scalars around them change nothing."""
    scalars = "    int i = 1 + 2;\n    float f = 0.5 * i;\n"
    rank = f"kernel void scale(global float4 *data) {{\n{scalars}    data[0] = data[0] * 0.5;\n}}\n"
    assert _codes(rank, "C005") == [
        (rank.index("0.5;"), "scalar of type 'double' outranks the element type of 'float4'; make it 'float'")]
    mismatch = f"kernel void offset(global float4 *out, float4 base, int4 step) {{\n{scalars}    out[0] = base + step;\n}}\n"
    assert _codes(mismatch, "C006") == [
        (mismatch.index("+ step"), "operands of '+' have different vector types 'float4' and 'int4'")]
    pointer = (f"kernel void shift(global float2 *out, float2 in, global float *base) {{\n{scalars}"
               "    out[0] = base + in;\n}\n")
    assert [message for _start, message in _codes(pointer, "C023")] == [
        "operator '+' cannot combine the vector 'float2' with the pointer '__global float *'"]
    shift = f"kernel void spread(global int4 *out, int one, int4 counts) {{\n{scalars}    out[0] = one << counts;\n}}\n"
    assert _codes(shift, "C024") == [(shift.index("<<"), "the scalar 'int' cannot be shifted by the vector 'int4'")]
    assert _codes(f"kernel void k(global float *out) {{\n{scalars}    out[0] = f;\n}}\n", "C005") == []


def _semantic(text: str):
    return Context(parse_bytes("/k/example.cl", text.encode())).semantic


def test_a_space_word_is_private_where_only_comments_and_sealed_functions_hold_it():
    """`space_word_private` lets Q010 and Q011 skip a function lacking the word: true only where
    no other code (a typedef, a global, a prototype, a record, a macro) can hand it that space."""
    kernels = ("// constant memory\nkernel void a(constant int *c, global int *p) { p[0] = c[0]; }\n"
               "kernel void b(global int *p) { p[0] = 1; }\n")
    assert space_word_private(_semantic(kernels), b"constant")
    assert space_word_private(_semantic("kernel void b(global int *p) { p[0] = 1; }\n"), b"constant")
    for outside in ("constant int g = 1;\n", "typedef constant int cint;\n", "constant int *get(void);\n",
                    "constant int *get(void) { return 0; }\n",
                    "struct S { constant int *p; };\n", "#define C constant\n"):
        assert not space_word_private(_semantic(outside + kernels), b"constant"), outside
    for sharing in ("typedef constant int cint;", "struct S { constant int *p; };", "\n#define C 1\n",
                    "__typeof__(c) d = c;"):
        text = f"kernel void a(constant int *c, global int *p) {{ {sharing} p[0] = 1; }}\n"
        assert not space_word_private(_semantic(text), b"constant"), sharing
    assert not space_word_private(_semantic("kernel void a(global int *p) { p[0] = \"local\"[0]; }\n"
                                            "#if 0\nlocal int x;\n#endif\n"), b"local")


def test_q032_finds_an_image_named_through_a_typedef_only():
    """Q032 skips a file holding no opaque type's name; a typedef of one is written in the file."""
    typedef = "typedef image2d_t img;\nvoid f(img a, img b) { a = b; }\n"
    assert _codes(typedef, "Q032") == [(typedef.index("a = b"), "an image cannot be assigned")]
    assert _codes("kernel void k(global int *p) { p[0] = p[1] + 1; }\n", "Q032") == []


def test_q001_passes_over_parameters_of_built_in_value_types_only():
    """`int n` and `unsigned int m` declare no pointer; a typedef may hide one."""
    text = "typedef float *fp;\nkernel void k(fp p, int n, unsigned int m, private float *q) { }\n"
    assert [start for start, _message in _codes(text, "Q001")] == [text.index("fp p"), text.index("private float")]


def test_k005_x003_and_c009_look_for_the_words_they_judge():
    """K005 judges four attributes by name, X003 `half`, C009 calls named `convert_...`: items and
    functions without those words are skipped, with them found as before."""
    sizes = "kernel __attribute__((reqd_work_group_size(0, 1, 1))) void k(global int *p) { }\n"
    assert _codes(sizes, "K005") == [(sizes.index("0,"), "'reqd_work_group_size' sizes must be greater than 0, not 0")]
    hint = "kernel __attribute__((__vec_type_hint__(void))) void k(global int *p) { }\n"
    assert _codes(hint, "K005") == [(hint.index("void)"), "'vec_type_hint' needs a built-in scalar or vector type, not 'void'")]
    sub_group = "kernel __attribute__((intel_reqd_sub_group_size(0))) void k(global int *p) { }\n"
    assert _codes(sub_group, "K005") == [(sub_group.index("0)"), "'intel_reqd_sub_group_size' must be greater than 0, not 0")]
    assert _codes("kernel __attribute__((packed)) void k(global int *p) { }\n", "K005") == []
    half = "half h;\nvoid f(half x) { }\nvoid g(float y) { }\n"
    assert [start for start, _message in _codes(half, "X003")] == [half.index("h;"), half.index("x)")]
    convert = "kernel void k(global int *p, float f) { p[0] = convert_int_rte_sat(f) + (int)f; }\n"
    assert _codes(convert, "C009") == [
        (convert.index("convert_"), "'convert_int_rte_sat' does not exist: '_sat' must come before the rounding mode")]
