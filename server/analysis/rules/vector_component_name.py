"""## What it does
Reports a component selector on a vector that is no component name at all,
such as `.q`, `.X`, a lone `.s`, or `.sG`.

## Why is this bad?
A vector's components are named only by the letters `x`, `y`, `z`, `w` (and,
from OpenCL C 3.0, `r`, `g`, `b`, `a`), by `s` or `S` followed by hexadecimal
digits, or by `lo`, `hi`, `even` and `odd`. Names are case sensitive: `X` is
not `x`. Anything else is rejected by compilers.

## Example
```c
kernel void pick(global float4 *p) {
    float4 v = p[0];
    p[0].x = v.X;
}
```

Use instead:
```c
kernel void pick(global float4 *p) {
    float4 v = p[0];
    p[0].x = v.x;
}
```

## References
- [OpenCL C: vector components](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-components)
"""

from ..findings import Severity
from ..registry import register
from ..vector_components import SELECTIONS


@register("V003", "vector-component-invalid-name", Severity.ERROR,
          "A component selector on a vector is not a component name", spec="vector-components", visits=SELECTIONS)
def check(sem, sel):
    s = sel.selector
    if s.notation != "invalid":
        return
    if s.text in ("s", "S"):
        detail = f"'{s.text}' needs at least one hexadecimal index digit"
    elif s.text[:1] in ("s", "S"):
        detail = f"'{s.culprit}' is not a hexadecimal index digit"
    else:
        detail = f"'{s.culprit}' is not a component name"
    yield check.finding(
        sel.field.start_byte, sel.field.end_byte,
        f"'{s.text}' is not a component of '{sel.vector}': {detail}",
    )
