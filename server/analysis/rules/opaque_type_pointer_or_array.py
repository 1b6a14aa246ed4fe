"""## What it does
Reports a pointer to, or an array of, images or samplers: in a parameter, a
variable, a field or a typedef'd type.

## Why is this bad?
An image or a sampler is an opaque handle that only exists as a value the
runtime passes to a function; it has no address and no size, so OpenCL C
allows neither pointers to it nor arrays of it. Compilers reject them.

## Fix
Pass each image or sampler as its own parameter.

## Example
```c
float4 first(read_only image2d_t *images, sampler_t s) {
    return read_imagef(images[0], s, (int2)(0, 0));
}
```

Use instead:
```c
float4 first(read_only image2d_t image, sampler_t s) {
    return read_imagef(image, s, (int2)(0, 0));
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..findings import Severity
from ..image_facts import DECLARED_OPAQUE, describe
from ..registry import register


@register("Q023", "opaque-type-pointer-or-array", Severity.ERROR, "No pointers to or arrays of images and samplers",
          spec="restrictions", scope="item", visits=DECLARED_OPAQUE)
def check(sem, found):
    if found.kind not in ("image", "sampler") or found.parts.function is not None:
        return
    if found.base.pointers or found.base.arrays:
        return  # Through a typedef that is itself reported where it is declared.
    shown = describe(sem, found.base)
    anchor = found.anchor
    if found.pointers:
        yield check.finding(anchor.start_byte, anchor.end_byte, f"pointer to type '{shown}' is invalid in OpenCL C")
    elif found.arrays:
        yield check.finding(anchor.start_byte, anchor.end_byte, f"array of '{shown}' is invalid in OpenCL C")
