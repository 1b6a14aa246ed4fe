"""B002 on built-ins that the included headers declare again (pocl's `_kernel.h` renames every
built-in with `#define length _cl_length` and declares its overloads): the call is judged
against the catalog's forms and the header's own, and stays silent when a header declaration
cannot be read. Each case was compiled with clang-19 (`-cl-std=CL3.0 -fsyntax-only`): an error
where B002 is expected, none where the rule must stay silent.
"""

from __future__ import annotations

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes

RENAMING = """\
#define _CL_OVERLOADABLE __attribute__((overloadable))
#define length _cl_length
float _CL_OVERLOADABLE length(float p);
float _CL_OVERLOADABLE length(float4 p);
float _CL_OVERLOADABLE length(double4 p);
"""


def codes(body: str, header: str) -> list[tuple[str, int]]:
    text = f'#include "decl.h"\nkernel void k(global float *o, float4 f, int4 v) {{\n  {body}\n}}\n'
    # A file of its own per header: results are cached by the file's path and text and the
    # headers' macros, not by the headers' declarations.
    path = f"/real/kernel_{len(header)}_{sum(header.encode())}.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL3.0"], cwd="/real")
    snapshot = parse_bytes(path, text.encode())
    found = driver.analyze(snapshot, project=StaticProject({"/real/decl.h": header.encode()}.get, config))
    return [(f.code, snapshot.lines.line_of(f.start) + 1) for f in found if f.code.startswith("B")]


def test_a_renamed_builtin_is_judged_against_the_headers_overloads():
    assert codes("o[0] = length(v);", RENAMING) == [("B002", 3)]  # clang: no matching function for call to '_cl_length'


def test_a_call_one_header_overload_takes_is_accepted():
    assert codes("o[0] = length(f);", RENAMING) == []


def test_an_overload_the_header_adds_is_accepted():
    header = "float __attribute__((overloadable)) length(int4 p);\n"
    assert codes("o[0] = length(v);", header) == []


def test_silent_when_a_macro_invocation_may_declare_an_overload():
    header = RENAMING + "#define DECL(N) float __attribute__((overloadable)) N(int4 p);\nDECL(length)\n"
    assert codes("o[0] = length(v);", header) == []


def test_silent_when_a_parameter_type_is_not_understood():
    header = "typedef int4 my_vec;\n" + RENAMING + "float _CL_OVERLOADABLE length(my_vec p);\n"
    assert codes("o[0] = length(v);", header) == []
