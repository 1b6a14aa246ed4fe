"""## What it does
Reports a component selector that mixes notations, such as `.xs0`, `.x12w` or
`.xg`: one selector must use only `xyzw` letters, only `rgba` letters, or
only a numeric index `s`/`S` followed by hexadecimal digits.

## Why is this bad?
The three notations are separate: letters select lanes 0 to 3 and numeric
indices select lanes by number, and a selector cannot switch between them.
Compilers reject the program.

## Example
```c
kernel void pick(global float4 *p) {
    float4 v = p[0];
    p[1] = v.x12w;
}
```

Use instead:
```c
kernel void pick(global float4 *p) {
    float4 v = p[0];
    p[1] = v.s0123;
}
```

## Fix
A quick fix writes a selector that mixes xyzw and rgba letters in xyzw letters
(`.xg` becomes `.xy`), which selects the same lanes.

## References
- [OpenCL C: vector components](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-components)
"""

from .. import quick_fixes as qf
from ..findings import Severity
from ..registry import FixAvailability, register
from ..vector_components import SELECTIONS

_NAMES = {"xyzw": "xyzw letters", "rgba": "rgba letters", "numeric": "a numeric index"}


@register("V002", "vector-component-mixed-notation", Severity.ERROR,
          "A component selector mixes xyzw, rgba and numeric (sN) notation", spec="vector-components",
          fix=FixAvailability.SOMETIMES, visits=SELECTIONS)
def check(sem, sel):
    s = sel.selector
    if s.notation != "mixed":
        return
    first = "numeric" if s.text[0] in "sS" else ("xyzw" if s.text[0] in "xyzw" else "rgba")
    c = s.culprit
    other = "xyzw" if c in "xyzw" else "rgba" if c in "rgba" else "numeric"
    yield check.finding(
        sel.field.start_byte, sel.field.end_byte,
        f"component selector '{s.text}' mixes {_NAMES[first]} with {_NAMES[other]} ('{c}')",
        fix=qf.one_notation(s, sel.width, sel.field),
    )
