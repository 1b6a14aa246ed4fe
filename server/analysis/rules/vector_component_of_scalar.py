"""## What it does
Reports a component selector (`.x`, `.s0`, `.lo`, `.hi`, ...) applied to a
scalar, most often at the end of a `.lo`/`.hi`/`.even`/`.odd` chain that has
already narrowed a vector to one component, as in `v.hi.hi` on a `float2`.

## Why is this bad?
Only vectors have components. Each `.lo`, `.hi`, `.even` or `.odd` halves the
width (a 3-component vector counts as 4), so on a 2-component vector the
first one already gives a scalar, and selecting from that scalar is an error.

## Example
```c
kernel void top(global float2 *p, global float *out) {
    float2 v = p[0];
    *out = v.hi.x;
}
```

Use instead:
```c
kernel void top(global float2 *p, global float *out) {
    float2 v = p[0];
    *out = v.hi;
}
```

## References
- [OpenCL C: vector components](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-components)
"""

from ..findings import Severity
from ..registry import register
from ..vector_components import SCALAR_SELECTIONS, shown


@register("V008", "vector-component-of-scalar", Severity.ERROR, "A component selector applied to a scalar",
          spec="vector-components", visits=SCALAR_SELECTIONS)
def check(sem, selection):
    node, scalar = selection
    argument = node.child_by_field_name("argument")
    name = node.child_by_field_name("field")
    yield check.finding(
        name.start_byte, name.end_byte,
        f"'.{sem.text(name)}' needs a vector, but '{shown(sem, argument)}' is a scalar '{scalar}'",
    )
