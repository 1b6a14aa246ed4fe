"""A macro the host defines (with -D) and uses as a statement, alone on its line: the parser
reads it as the type of a declaration on the next line (openmm's nonbonded kernels:
`LOAD_ATOM1_PARAMETERS` / `e[i] += x;`, read as an array `e[i]`). The file is valid once the
host's definition is in; without it nothing here can be judged, so no error: an assignment
there is not judged as an array's size (K009), and the syntax error after it is the
"not checked" note (S003), as for a macro whose definition is not visible. A type of the file
written so, or a name in lower case, is still judged."""

from __future__ import annotations

import pytest

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes


def findings(text: str) -> list[tuple[int, str, str]]:
    path = "/macros/k.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/macros")
    found = analyze(parse_bytes(path, text.encode()), (), project=StaticProject(lambda p: None, config))
    return [(text.count("\n", 0, f.start) + 1, f.code, f.message) for f in found if f.code != "P010"]


def kernel(body: str, before: str = "") -> str:
    return before + "kernel void k(global float *e, float energy, int n) {\n" + body + "}\n"


@pytest.mark.parametrize("statement", ["e[get_global_id(0)] = energy;", "e[n] = energy;"])
def test_an_assignment_after_the_macro_is_no_array(statement):
    assert findings(kernel(f"    LOAD_ATOM1_PARAMETERS\n    {statement}\n")) == []


def test_a_compound_assignment_after_the_macro_is_not_checked():
    found = findings(kernel("    LOAD_ATOM1_PARAMETERS\n    e[get_global_id(0)] += energy;\n"))
    assert [(line, code) for line, code, _ in found] == [(3, "S003")]
    assert "'LOAD_ATOM1_PARAMETERS' looks like a macro used as a statement" in found[0][2]


def test_what_follows_in_the_body_is_still_judged():
    # (An undeclared name stays unreported: the macro may declare it, as openmm's do.)
    found = findings(kernel("    LOAD_ATOM1_PARAMETERS\n    e[n] = energy;\n    float tile[n];\n    oops = 1;\n"))
    assert [(line, code) for line, code, _ in found] == [(4, "K009")]


@pytest.mark.parametrize("name, before", [
    ("REAL", "typedef float REAL;\n"),  # A type of the file, in capitals.
    ("real_t", "typedef float real_t;\n"),  # Not macro-style.
])
def test_a_real_type_on_its_own_line_is_judged(name, before):
    found = findings(kernel(f"    {name}\n    tile[n];\n    tile[0] = energy;\n", before))
    assert [(line, code) for line, code, _ in found] == [(4, "K009")]


def test_a_defined_macro_is_expanded_not_guessed():
    # `#define DECL float` makes a type: `DECL` / `tile[n];` declares an array, judged on the
    # expanded copy.
    found = findings(kernel("    DECL\n    tile[n];\n    tile[0] = energy;\n", "#define DECL float\n"))
    assert [(line, code) for line, code, _ in found] == [(4, "K009")]
