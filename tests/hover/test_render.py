"""Tests of markdown rendering for functions, types, macros and keywords."""

from opencl_lsp.hover.render import render_function, render_keyword, render_macro, render_type


def test_render_function_selected_overload(catalog):
    f = catalog.function("fmin")
    ov = next(o for o in f.overloads() if o.label() == "double2 fmin(double2 x, double2 y)")
    md = render_function(f, ov, version=(1, 2), features=frozenset())
    assert "double2 fmin(double2 x, double2 y);" in md
    assert "gentype fmin(gentype x, gentype y);" in md
    assert "Not available" in md and "cl_khr_fp64" in md
    assert "| full |" in md
    assert "OpenCL_C.html#table-builtin-math" in md


def test_render_function_met_requirement(catalog):
    f = catalog.function("to_global")
    md = render_function(f, version=(2, 0), features=frozenset())
    assert "Not available" not in md and "Requires OpenCL C 2.0" in md
    md3 = render_function(f, version=(3, 0), features=frozenset())
    assert "No form of `to_global`" in md3


def test_render_long_family_collapses(catalog):
    md = render_function(catalog.function("read_imagef"))
    assert "more generic forms" in md


def test_render_type_macro_keyword(catalog):
    md = render_type(catalog.type("float4"))
    assert "cl_float4" in md and "16 bytes" in md
    md = render_macro(catalog.macro("M_PI_F"))
    assert "#define M_PI_F" in md and "`float`" in md
    md = render_keyword(catalog.keyword("__local"))
    assert "`__local` / `local`" in md and "#local-or-local" in md
