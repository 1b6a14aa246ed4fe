"""## What it does
Reports a `read_write` (or `__read_write`) image where the configured OpenCL C
version does not support it: before OpenCL C 2.0, and in OpenCL C 3.0 when the
`__opencl_c_read_write_images` feature is not supported.
<!-- flags: -cl-std=CL1.2 -->

## Why is this bad?
A kernel that both reads and writes one image needs hardware and compiler
support for coherent image access. OpenCL C 1.x only knows `read_only` and
`write_only` images, and OpenCL C 3.0 makes read-write images an optional
feature. Compilers for those versions reject the kernel.

## Fix
Use two images, one `read_only` and one `write_only`, or build for OpenCL C
2.0 (or 3.0 on a device with the feature).

## Example
```c
kernel void brighten(read_write image2d_t img) {
}
```

Use instead:
```c
kernel void brighten(read_only image2d_t src, write_only image2d_t dst) {
}
```

## References
- [OpenCL C: access qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#access-qualifiers)
"""

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register


@register("X020", "read-write-image-version", Severity.ERROR,
          "read_write images need OpenCL C 2.0, or 3.0 with __opencl_c_read_write_images", spec="access-qualifiers",
          scope="item", applies="OpenCL C 1.x, and 3.0 without __opencl_c_read_write_images")
def check(ctx: Context, item):
    sem = ctx.semantic
    if sem.unresolved_includes:
        return  # A header we cannot see may define the keyword away for older versions.
    number = sem.version_number
    if number == 200 or (number >= 300 and sem.has("__opencl_c_read_write_images")):
        return
    for qualifier in qs.access_qualifier_nodes(sem, item):
        if sem.text(qualifier) not in ("read_write", "__read_write"):
            continue
        owner = qs.qualifier_owner(qualifier)
        if owner is None or not sem.trusted(owner):
            continue
        type_node = owner.child_by_field_name("type")
        if type_node is None or type_node.type != "image_type":
            continue
        if number < 200:
            why = f"OpenCL C {sem.version[0]}.{sem.version[1]}"
            yield check.finding(
                qualifier.start_byte, qualifier.end_byte,
                f"'{sem.text(qualifier)}' images need OpenCL C 2.0 or later; this file is built as {why}",
            )
        else:
            yield check.finding(
                qualifier.start_byte, qualifier.end_byte,
                f"'{sem.text(qualifier)}' images need the __opencl_c_read_write_images feature",
            )
