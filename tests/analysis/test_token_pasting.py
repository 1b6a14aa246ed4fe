"""Which names `##` can make, for B001 (undeclared names) on files without headers.

Each case that must stay silent has a control in the same setting, a name the
pastes cannot make, that must be reported. The header cases (and B002 with a
header that declares or only mentions a built-in) are -verify fixtures:
tests/analysis/verify/builtins/paste_*.cl, valid_paste_header_names.cl and
valid_header_overload.cl.
"""

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.syntax.document import parse_bytes


def codes(text: str) -> list[str]:
    snapshot = parse_bytes(f"/virtual/paste{abs(hash(text))}.cl", text.encode())
    return [f.code for f in analyze(snapshot) if f.code.startswith(("B", "S"))]


CONCAT = "#define CONCAT(a, b) a##b\n#define VTYPE(t, w) CONCAT(t, w)\n"


def calling(prelude: str, name: str) -> str:
    return prelude + f"kernel void k(global float *p) {{ p[0] = {name}(p[1]); }}"


def test_a_name_the_pastes_cannot_make_is_reported():
    assert codes(calling(CONCAT + "#define FLOATX VTYPE(float, 4)\n", "smooth_step")) == ["B001"]


def test_a_name_made_of_the_pasted_arguments_is_not_judged():
    prelude = CONCAT + "#define DECL(n) float CONCAT(get_, n)(float x) { return x; }\nDECL(value);\n"
    assert codes(calling(prelude, "get_value")) == []
    assert codes(calling(prelude, "get_other")) == ["B001"]


def test_a_fixed_suffix_makes_only_names_with_it():
    prelude = "#define IMPL(n) n##_impl\n#define MAKE(n) float IMPL(n)(float x) { return x; }\nMAKE(blur);\n"
    assert codes(calling(prelude, "blur_impl")) == []
    assert codes(calling(prelude, "blur_other")) == ["B001"]


def test_a_pasting_macro_passed_on_by_name_makes_any_name():
    # APPLY(CONCAT, ...) invokes CONCAT where its arguments cannot be read: stay silent.
    prelude = CONCAT + "#define APPLY(m, x, y) m(x, y)\nfloat APPLY(CONCAT, sm, ooth)(float x) { return x; }\n"
    assert codes(calling(prelude, "smooth")) == []
    assert codes(calling(prelude, "smooth_step")) == []


def test_a_width_the_host_may_set_with_d_makes_numbered_names():
    # VECT_SIZE has no visible #define: the host may give it any value with -D.
    prelude = CONCAT + "#define DECL(t) t CONCAT(load_, VECT_SIZE)(t x) { return x; }\nDECL(float);\n"
    assert codes(calling(prelude, "load_8")) == []
    # With a visible value, only that one.
    defined = "#define VECT_SIZE 4\n" + prelude
    assert codes(calling(defined, "load_4")) == []
    assert codes(calling(defined, "load_x")) == ["B001"]



def codes_in_project(text: str) -> list[str]:
    """As `codes`, for a file of a project (which `check` and the server preprocess)."""
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.project.config import resolve_config

    path = f"/virtual/paste{abs(hash(text))}.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/virtual")
    snapshot = parse_bytes(path, text.encode())
    return [f.code for f in analyze(snapshot, project=StaticProject({}.get, config)) if f.code.startswith(("B", "S"))]


def test_where_the_preprocessor_ran_only_the_names_it_pasted_count():
    # NAME_ is capitals only and defined nowhere (the host may pass -D NAME_=...): the
    # pattern model cannot bound the pieces, but the preprocessor's run with this
    # configuration pasted `NAME_fn` and nothing else (clang-19: undeclared_fn is an error).
    # (`#if`: a file with no conditional or include and nothing broken is not preprocessed.)
    prelude = "#if 1\n#define CAT(a, b) a##b\n#define DECL(n) float CAT(NAME_, n)(float x) { return x; }\nDECL(fn);\n#endif\n"
    assert codes_in_project(calling(prelude, "NAME_fn")) == []
    assert codes_in_project(calling(prelude, "undeclared_fn")) == ["B001"]
    assert codes(calling(prelude, "undeclared_fn")) == []  # Not preprocessed: the patterns bound nothing.
