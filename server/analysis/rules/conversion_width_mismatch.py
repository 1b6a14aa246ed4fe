"""## What it does
Reports a `convert_` call whose operand has a different number of components
than the destination type: `convert_int4(int2)`, `convert_float(float4)` or
`convert_int4(x)` with a scalar `x`.

## Why is this bad?
The conversion built-ins convert component by component, so the operand and
the result must have the same number of components; no overload exists for
any other combination and compilers reject the call. (To replicate a scalar
into a vector, a cast such as `(int4)x` does that.)

## Fix
Pick the matching destination (`convert_int2`), select components with a
swizzle (`convert_int4(v.s0123)`), or widen a scalar with a cast.

## Example
```c
kernel void widen(global int4 *out, float x) {
    out[0] = convert_int4(x);
}
```

Use instead:
```c
kernel void widen(global int4 *out, float x) {
    out[0] = (int4)convert_int(x);
}
```

## References
- [OpenCL C: explicit conversions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#explicit-conversions)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..semantics import typing as ty
from ..findings import Severity
from ..registry import body_nodes, register


@register("C010", "convert-width-mismatch", Severity.ERROR, "A convert_ call changes the number of components",
          spec="explicit-conversions", visits=body_nodes("call_expression"))
def check(sem, call):
    function = call.child_by_field_id(ty.F_FUNCTION)
    arguments = call.child_by_field_id(ty.F_ARGUMENTS)
    if function is None or function.type != "identifier" or arguments is None:
        return
    name = sem.text(function)
    if not name.startswith("convert_") or not sem.trusted(call) or sem.typer.lookup(function) is not None:
        return
    target = ty.conversion_builtin_type(name)
    args = [c for c in arguments.named_children if c.type != "comment"]
    if target is None or len(args) != 1:
        return
    source = cf.value_of(sem, args[0])
    if source is None:
        return
    have, want = cf.width_of(source), cf.width_of(target)
    if have == want:
        return
    yield check.finding(
        call.start_byte, call.end_byte,
        f"{name} takes an operand with {want} component{'s' if want > 1 else ''}, "
        f"not '{source}' ({have})",
    )
