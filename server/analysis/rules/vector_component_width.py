"""## What it does
Reports a component selector that selects a number of components other than
1, 2, 3, 4, 8 or 16, such as `.xyzxy` (5) or `.s012345` (6).

## Why is this bad?
The result of a selection is a scalar or a built-in vector type with as many
lanes as components were named, and built-in vectors exist only with 2, 3, 4,
8 or 16 lanes. There is no type for the result, so compilers reject it.

## Example
```c
kernel void head(global float8 *p, global float8 *q) {
    float8 v = p[0];
    q[0] = (float8)(v.s01234, 0.0f, 0.0f, 0.0f);
}
```

Use instead:
```c
kernel void head(global float8 *p, global float8 *q) {
    float8 v = p[0];
    q[0] = (float8)(v.s0123, v.s4, 0.0f, 0.0f, 0.0f);
}
```

## References
- [OpenCL C: vector components](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-components)
"""

from ..findings import Severity
from ..registry import register
from ..vector_components import SELECTIONS, WIDTHS


@register("V005", "vector-component-count", Severity.ERROR,
          "A component selector must select 1, 2, 3, 4, 8 or 16 components", spec="vector-components",
          visits=SELECTIONS)
def check(sem, sel):
    s = sel.selector
    if not s.well_formed or s.beyond(sel.width) or len(s.lanes) in WIDTHS:
        return
    yield check.finding(
        sel.field.start_byte, sel.field.end_byte,
        f"'{s.text}' selects {len(s.lanes)} components; a selection has 1, 2, 3, 4, 8 or 16",
    )
