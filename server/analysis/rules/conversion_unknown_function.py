"""## What it does
Reports a call to a `convert_` function that does not exist. The conversion
built-ins are named `convert_<type>[_sat][_<rounding>]`, where `<type>` is
`char`, `uchar`, `short`, `ushort`, `int`, `uint`, `long`, `ulong`, `float`
(and `double` or `half` where supported) with an optional 2, 3, 4, 8 or 16
component count. The rule flags other destination types (`convert_bool`,
`convert_size_t`), `_sat` on a floating-point destination (`convert_float4_sat`),
an unknown rounding mode (`convert_int_rtq`) and modifiers in the wrong
order (`convert_int_rte_sat`). A name that a macro may stand for where we
cannot see it (a header's, or one that a file including this one defines
before its `#include`, as libclc's `convert_vtype`) is left alone.

## Why is this bad?
OpenCL C declares only the names above; any other name is an undeclared
function, and OpenCL C has no implicit declarations. Compilers reject the
program. Saturation only makes sense for integer destinations: conversions to
floating point follow IEEE-754 rules for out-of-range values.

## Fix
Use one of the declared names. For modifiers in the wrong order a quick fix
writes `_sat` before the rounding mode.

## Example
```c
kernel void to_float(global float4 *out, int4 v) {
    out[0] = convert_float4_sat(v);
}
```

Use instead:
```c
kernel void to_float(global float4 *out, int4 v) {
    out[0] = convert_float4(v);
}
```

## References
- [OpenCL C: explicit conversions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#explicit-conversions)
"""

from __future__ import annotations

import re

from .. import builtin_facts as bf
from .. import conversion_facts as cf
from ..findings import Edit, Fix, Severity
from ..registry import FixAvailability, body_nodes, register
from ..semantics import typing as ty

_NAME = re.compile(r"convert_(?P<type>[A-Za-z_]+?)(?P<width>\d*)(?P<mods>(?:_[A-Za-z0-9]+)*)")
_INTEGERS = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong"}
_FLOATS = {"float", "double", "half"}
_WIDTHS = {"", "2", "3", "4", "8", "16"}
_ROUNDING = {"_rte", "_rtz", "_rtp", "_rtn"}


@register("C009", "convert-unknown-function", Severity.ERROR, "A convert_ function name that OpenCL C does not declare",
          spec="explicit-conversions", fix=FixAvailability.SOMETIMES, visits=body_nodes("call_expression"),
          mentions=b"convert_")  # The called name is the function's own text: most functions call no convert_.
def check(sem, call):
    function = call.child_by_field_id(ty.F_FUNCTION)
    if function is None or function.type != "identifier":
        return
    name = sem.text(function)
    if not name.startswith("convert_") or not sem.trusted(function):
        return
    if sem.typer.lookup(function) is not None:
        return
    problem, fix = _judge(sem, name, function)
    if problem is not None and _may_be_a_macro(sem, name):
        return
    if problem is not None:
        yield check.finding(function.start_byte, function.end_byte, f"'{name}' does not exist: {problem}",
                            fix=fix)


def _may_be_a_macro(sem, name: str) -> bool:
    """Whether a macro we cannot see may stand for `name`: a header's, or that of a file that
    includes this one (pocl's libclc fragments call `convert_vtype`, which the file including
    them defines as `convert_float` before each `#include`), or of one the host joins to it."""
    return bf.is_hidden_word(sem, name) is not False or bf.defined_in_other_files(sem, name)


def _judge(sem, name: str, node):
    match = _NAME.fullmatch(name)
    if match is None:
        return "no such conversion function", None
    base, width, mods = match.group("type"), match.group("width"), match.group("mods")
    # `convert_size_t`: the type part swallowed `_t`; keep the whole type name for the message.
    if base not in _INTEGERS and base not in _FLOATS:
        shown = name[len("convert_"):]
        for suffix in ("_sat", "_rte", "_rtz", "_rtp", "_rtn"):
            while shown.endswith(suffix):
                shown = shown[: -len(suffix)]
        return f"there is no conversion to '{shown}'", None
    if width not in _WIDTHS:
        return f"'{base}{width}' is not a vector type", None
    if base == "half":
        return None, None  # Declared with cl_khr_fp16; availability is another rule's business.
    if base == "double" and not cf.fp64_supported(sem):
        return "double precision is not supported by the configuration", None
    parts = ["_" + p for p in mods.split("_") if p]
    sat = [p for p in parts if p == "_sat"]
    rounding = [p for p in parts if p in _ROUNDING]
    other = [p for p in parts if p != "_sat" and p not in _ROUNDING]
    if other:
        if other[0].startswith("_rt"):
            return f"'{other[0]}' is not a rounding mode (use _rte, _rtz, _rtp or _rtn)", None
        return f"'{other[0]}' is not a conversion modifier (use _sat and _rte, _rtz, _rtp or _rtn)", None
    if len(sat) > 1 or len(rounding) > 1:
        return "a modifier is repeated or two rounding modes are given", None
    if sat and base in _FLOATS:
        return f"'_sat' applies only to integer destination types, not '{base}'", None
    if sat and rounding and parts.index("_sat") > parts.index(rounding[0]):
        fixed = f"convert_{base}{width}_sat{rounding[0]}"
        return "'_sat' must come before the rounding mode", Fix(
            f"Use {fixed}", (Edit(node.start_byte, node.end_byte, fixed),))
    return None, None
