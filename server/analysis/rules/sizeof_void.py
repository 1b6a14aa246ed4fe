"""## What it does
Reports `sizeof(void)`.

## Why is this bad?
`void` is an incomplete type with no size. GNU C gives it a size of 1 as an
extension, but OpenCL C does not, and compilers reject the expression.

## Fix
Take the size of the type really meant, such as `sizeof(char)` for one byte.

## Example
```c
kernel void sizes(global int *out) {
    out[0] = sizeof(void);
}
```

Use instead:
```c
kernel void sizes(global int *out) {
    out[0] = sizeof(char);
}
```

## References
- [OpenCL C: the sizeof operator](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-sizeof)
"""

from __future__ import annotations

from ..findings import Severity
from ..registry import body_nodes, register


@register("C030", "sizeof-void", Severity.ERROR, "void has no size: sizeof(void) is invalid", spec="operators-sizeof",
          visits=body_nodes("sizeof_expression"))
def check(sem, node):
    descriptor = node.child_by_field_name("type")
    if descriptor is None or descriptor.type != "type_descriptor" or not sem.trusted(node):
        return
    if descriptor.child_by_field_name("declarator") is not None:
        return
    if [sem.text(c) for c in descriptor.named_children] == ["void"]:
        yield check.finding(node.start_byte, node.end_byte, "'sizeof' cannot take 'void', which has no size")
