"""B002 lists the candidate forms nearest the call's argument types first (issue 19)."""

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.rules.call_no_matching_overload import nearest_first
from opencl_lsp.syntax.document import parse_bytes


def test_dot_of_float4_and_int4_lists_the_float_form_first():
    snap = parse_bytes("k.cl", b"kernel void k(global float *p) { float4 a = 1; int4 b = 2; p[0] = dot(a, b); }\n")
    [finding] = [f for f in analyze(snap) if f.code == "B002"]
    assert "candidates: float dot(gentypef p0, gentypef p1);" in finding.message


def test_forms_are_ranked_by_their_parameters_and_keep_catalog_order_among_equals():
    forms = ["int f(char4 a)", "int f(uchar4 a)", "float f(gentypef x)", "gentype f(gentype x)", "int f(int a, int b)"]
    assert nearest_first(forms, "float2") == [
        "float f(gentypef x)", "gentype f(gentype x)", "int f(char4 a)", "int f(uchar4 a)", "int f(int a, int b)"]
    assert nearest_first(forms, "int, int")[0] == "int f(int a, int b)"
