"""The expanded view of functions that macros glue together (server/analysis/expanded.py).

Real libraries (pocl's kernel library above all) make whole families of
functions with macros at file scope, and write heads whose raw parse breaks
at a macro: `UGEN(acospi)` before the next head, `MULSIGN(float, ...)` glued
to the next function's return type, `uint _CL_OVERLOADABLE` on a line of its
own, files that end with invocations lacking `;`. The compiler sees whole
functions there; so must the function-scope rules. Each valid text below is
accepted by clang-19 (`-cl-std=CL1.2 -Xclang -finclude-default-header`), and
clang reports the inserted mistakes.
"""

from __future__ import annotations

import pytest

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.findings import Finding, Severity
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes

PATH = "/families/kernel.cl"
MISTAKES = "float2 v = (float2)(0.0f); v.z = 1.0f; undefined_fn(1);"
MARK = "/*MISTAKES*/"

UGEN = """#define OVERLOADABLE __attribute__((overloadable))
#define UGEN(N) \\
  OVERLOADABLE float2 N##_v(float2 x) { return x; } \\
  OVERLOADABLE float4 N##_v(float4 x) { return x; }
#define MANGLE(N) ocml_##N##_f32

UGEN(acospi)

OVERLOADABLE float
MANGLE(acospi)(float x)
{ /*MISTAKES*/
  return x;
}
"""

UNFINISHED_TAIL = """#define GLOBAL_AS __global
#define IMPLEMENT(T) T twice_##T(T x) { return x + x; }
kernel void k(GLOBAL_AS float *p) { /*MISTAKES*/
  p[0] = 1.0f;
}
IMPLEMENT(int)
IMPLEMENT(float)
"""

# The last invocation is read as a type lacking its `;`, which would take in what comes after it.
ENDS_WITH_A_MACRO_READ_AS_A_TYPE = """#define OVERLOADABLE __attribute__((overloadable))
#define DEFINE_V(N) OVERLOADABLE float2 N(float2 x) { return (float2)(N(x.x), N(x.y)); }

OVERLOADABLE float twice(float x){ /*MISTAKES*/
  return x + x;
}

DEFINE_V(twice)
"""

# Invocations that declare functions, glued to the next head: the names they declare are declared.
DECLARATIONS_GLUED_TO_A_HEAD = """#define OVERLOADABLE __attribute__((overloadable))
#define DECLARE_V_V(NAME) float OVERLOADABLE NAME(float x); float2 OVERLOADABLE NAME(float2 x);
#define DECLARE_K_V(NAME) int OVERLOADABLE NAME(float x); int2 OVERLOADABLE NAME(float2 x);

DECLARE_V_V (frfrexp)
DECLARE_K_V (expfrexp)

int OVERLOADABLE
expfrexp_int (float x)
{ /*MISTAKES*/
  return expfrexp (x);
}
int2 OVERLOADABLE
expfrexp_int (float2 x)
{
  return expfrexp (x) + (int2)(frfrexp (x.x) > 0.0f);
}
"""

GLUED_TO_THE_RETURN_TYPE = """#define OVERLOADABLE __attribute__((overloadable))
#define MULSIGN(T, UT, MASK) T OVERLOADABLE mulsign(T x, T y) { return x * (T)(UT)(MASK); }

MULSIGN(float, uint, 1)

MULSIGN(int, uint, 2)

// float
float OVERLOADABLE f(float y, float x)
{ /*MISTAKES*/
  return mulsign(y, x);
}
"""

SPLIT_HEAD = """#define _CL_OVERLOADABLE __attribute__((overloadable))
constant uint warp_size = 32;

uint _CL_OVERLOADABLE
get_max_size (void)
{ /*MISTAKES*/
  return warp_size;
}

uint _CL_OVERLOADABLE
get_size (void)
{
  return get_max_size();
}
"""

# Invocations that make functions, with a `#define` between them that the raw parse takes into
# one broken item, and a declaration split in two: none of it hides a mistake elsewhere.
INVOCATION_RUNS = """#define OVERLOADABLE __attribute__((overloadable))
#define BROADCAST_T(TYPE) \\
  TYPE OVERLOADABLE broadcast (TYPE val, uint id) \\
  { \\
    return val; \\
  }

constant uint lanes = 32;

size_t OVERLOADABLE my_local_id (unsigned int dimindx);
size_t OVERLOADABLE my_local_linear_id (void);
size_t OVERLOADABLE my_local_size (unsigned int dimindx);

uint OVERLOADABLE
get_lanes (void)
{ /*MISTAKES*/
  return lanes + (uint)my_local_linear_id ();
}

BROADCAST_T (int)
BROADCAST_T (uint)

#define SCAN_T(OPNAME, TYPE) \\
  TYPE OVERLOADABLE scan##OPNAME (TYPE val) \\
  { \\
    return broadcast (val, 0u); \\
  }

SCAN_T (_add, int)
SCAN_T (_add, uint)
"""

# No macro, but a body the raw parse breaks around a conditional (the attribute before a statement
# is no C the grammar knows): the text the compiler sees, the skipped branch blanked, parses.
BROKEN_AROUND_A_CONDITIONAL = """kernel void convolution(global float *out, const uint n)
{ /*MISTAKES*/
    float result = 0.0f;
    #if __OPENCL_C_VERSION__ >= 200
    __attribute__((opencl_unroll_hint))
    #endif
    for (uint y = 0; y < n; ++y)
    {
        result += 1.0f;
    }
    out[0] = result;
}
"""

# `#pragma OPENCL FP_CONTRACT` in a body changes nothing the rules judge (`#pragma OPENCL
# EXTENSION` does, and keeps a body raw: test_expanded.py).
FP_CONTRACT_IN_A_BODY = """#define CONSTATTR __attribute__((const))
#define MANGLE(N) ocml_##N##_f32

CONSTATTR float
MANGLE(fmuladd)(float a, float b, float c)
{
    #pragma OPENCL FP_CONTRACT ON
    /*MISTAKES*/
    return a * b + c;
}
"""

TEXTS = {
    "ugen": UGEN,
    "unfinished_tail": UNFINISHED_TAIL,
    "declarations_glued_to_a_head": DECLARATIONS_GLUED_TO_A_HEAD,
    "ends_with_a_macro_read_as_a_type": ENDS_WITH_A_MACRO_READ_AS_A_TYPE,
    "glued_to_the_return_type": GLUED_TO_THE_RETURN_TYPE,
    "split_head": SPLIT_HEAD,
    "invocation_runs": INVOCATION_RUNS,
    "broken_around_a_conditional": BROKEN_AROUND_A_CONDITIONAL,
    "fp_contract_in_a_body": FP_CONTRACT_IN_A_BODY,
}


def analyze(text: str) -> list[Finding]:
    config, _ = resolve_config(PATH, cli_args=["-cl-std=CL1.2"], cwd="/families")
    return driver.analyze(parse_bytes(PATH, text.encode()), project=StaticProject(lambda path: None, config))


def located(text: str, found) -> list[tuple[str, int, str]]:
    return [(f.code, text.count("\n", 0, f.start) + 1, text[f.start : f.end]) for f in found]


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_the_valid_text_gives_no_error_and_no_back_off(name):
    found = analyze(TEXTS[name])
    assert [f for f in found if f.severity in (Severity.ERROR, Severity.WARNING)] == []
    assert [f.message for f in found if f.code == "S008"] == []


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_mistakes_in_the_function_are_found_on_their_line(name):
    text = TEXTS[name].replace(MARK, MISTAKES)
    line = text[: text.index(MISTAKES)].count("\n") + 1
    found = [f for f in analyze(text) if f.severity in (Severity.ERROR, Severity.WARNING)]
    assert located(text, found) == [("V001", line, "z"), ("B001", line, "undefined_fn")]


def test_a_name_the_macros_declare_is_no_undeclared_function():
    # `mulsign` is declared by the macro-made functions only; calling it is fine.
    found = analyze(GLUED_TO_THE_RETURN_TYPE.replace(MARK, "undefined_fn(1);"))
    assert [(f.code, f.message) for f in found if f.code == "B001"] == [
        ("B001", "use of undeclared function 'undefined_fn'")]
