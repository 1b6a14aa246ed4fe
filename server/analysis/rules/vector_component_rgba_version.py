"""## What it does
Reports `rgba` component names (`.r`, `.gb`, `.rgba`) when the file is
compiled for OpenCL C before 3.0.

## Why is this bad?
The `rgba` names are an OpenCL C 3.0 addition. Earlier versions define only
`xyzw` and the numeric `sN` indices; compilers for them may reject the names
or accept them only as an extension with a warning. `r`, `g`, `b` and `a`
select the same lanes as `x`, `y`, `z` and `w`.

Without an explicit version (`-cl-std`) nothing is reported: the project may
well target OpenCL C 3.0.

## Fix
A quick fix replaces the `rgba` letters with the matching `xyzw` letters.

## Example
```c
kernel void gray(global float4 *p) {
    float4 c = p[0];
    p[0].x = (c.r + c.g + c.b) / 3.0f;
}
```

Use instead:
```c
kernel void gray(global float4 *p) {
    float4 c = p[0];
    p[0].x = (c.x + c.y + c.z) / 3.0f;
}
```

<!-- flags: -cl-std=CL1.2 -->

## References
- [OpenCL C: vector components](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-components)
"""

from ..findings import Edit, Fix, Severity
from ..registry import FixAvailability, Need, register
from ..vector_components import SELECTIONS

_TO_XYZW = str.maketrans("rgba", "xyzw")


@register("V004", "vector-component-rgba-version", Severity.WARNING, "rgba component names need OpenCL C 3.0",
          spec="vector-components", fix=FixAvailability.ALWAYS, applies="OpenCL C before 3.0", visits=SELECTIONS,
          needs=(Need("a version before 3.0 configured", lambda sem: sem.version < (3, 0) and sem.version_explicit),))
def check(sem, sel):
    s = sel.selector
    if s.notation == "rgba":
        replacement = s.text.translate(_TO_XYZW)
        yield check.finding(
            sel.field.start_byte, sel.field.end_byte,
            f"rgba component names ('{s.text}') need OpenCL C 3.0; use '{replacement}'",
            fix=Fix(f"Use '.{replacement}'", (Edit(sel.field.start_byte, sel.field.end_byte, replacement),)),
        )
