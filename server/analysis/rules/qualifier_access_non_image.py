"""## What it does
Reports an access qualifier (`read_only`, `write_only`, `read_write` and
their `__` spellings) on a type that is neither an image nor a pipe.

## Why is this bad?
Access qualifiers tell the compiler how a kernel uses an image or a pipe; they
mean nothing for other types, and OpenCL C allows them only there. Compilers
reject them elsewhere. To make a buffer read-only, use `const` on the pointed
type (and `constant` memory where it fits).

## Example
```c
kernel void sum(read_only global float *in, global float *out) {
    out[0] = in[0] + in[1];
}
```

Use instead:
```c
kernel void sum(global const float *in, global float *out) {
    out[0] = in[0] + in[1];
}
```

## References
- [OpenCL C: access qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#access-qualifiers)
"""

from .. import qualifier_support as qs
from ..findings import Severity
from ..registry import register


@register("Q004", "access-qualifier-on-non-image", Severity.ERROR, "Access qualifiers apply only to images and pipes",
          spec="access-qualifiers", scope="item", visits=qs.ACCESS_QUALIFIERS)
def check(sem, qualifier):
    owner = qs.qualifier_owner(qualifier)
    if owner is None or owner.type not in ("parameter_declaration", "declaration", "field_declaration",
                                           "type_definition", "type_descriptor"):
        return
    if not sem.trusted(owner):
        return
    image = qs.is_image_or_pipe(sem, owner)
    if image is None or image:
        return
    type_node = owner.child_by_field_name("type")
    yield check.finding(
        qualifier.start_byte, qualifier.end_byte,
        f"access qualifier '{sem.text(qualifier)}' applies only to images and pipes, not to '{sem.text(type_node)}'",
    )
