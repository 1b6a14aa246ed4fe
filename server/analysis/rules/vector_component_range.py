"""## What it does
Reports a component selector that names a component the vector does not have,
such as `.z` on a `float2`, `.w` on a `float3` or `.s8` on a `float8`.

## Why is this bad?
A vector of N components has exactly the lanes 0 to N-1: `x`, `y`, `z`, `w`
(or `r`, `g`, `b`, `a`) name lanes 0 to 3, and `s0` to `sF` name lanes 0 to
15. Selecting a lane past the end reads or writes memory that is not part of
the value, so compilers reject the program.

## Example
```c
kernel void scale(global float2 *p) {
    float2 v = p[0];
    p[0] = (float2)(v.x, v.z);
}
```

Use instead:
```c
kernel void scale(global float2 *p) {
    float2 v = p[0];
    p[0] = (float2)(v.x, v.y);
}
```

## Fix
A quick fix drops the components the vector lacks when at least two remain
at a width a selection can have (`.xyzw` on a `float2` becomes `.xy`); its
title names what is dropped and the new type. A single component past the end
(`.z` on a `float2`) gets no fix: which lane was meant is a guess.

## References
- [OpenCL C: vector components](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-components)
- [OpenCL C: numeric indices of vector components](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#table-vector-indices)
"""

from .. import quick_fixes as qf
from ..findings import Severity
from ..registry import FixAvailability, register
from ..vector_components import SELECTIONS


@register("V001", "vector-component-out-of-range", Severity.ERROR,
          "A component selector names a component beyond the vector's width", spec="vector-components",
          fix=FixAvailability.SOMETIMES, visits=SELECTIONS)
def check(sem, sel):
    if not sel.selector.well_formed:
        return
    beyond = sel.selector.beyond(sel.width)
    if not beyond:
        return
    names = ", ".join(f"'{n}'" for n in beyond)
    noun = "component" if len(beyond) == 1 else "components"
    if sel.selector.notation == "numeric":
        names = ", ".join(f"'{sel.selector.text[0]}{n}'" for n in beyond)
    yield check.finding(
        sel.field.start_byte, sel.field.end_byte,
        f"{noun} {names} out of range for '{sel.vector}', which has {sel.width} components",
        fix=qf.swizzle_in_range(sel.selector, sel.width, sel.field, sel.vector),
    )
