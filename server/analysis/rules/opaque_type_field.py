"""## What it does
Reports a struct or union field whose type is an image, `sampler_t` or
`event_t` (typedefs looked through).

## Why is this bad?
Images, samplers and events are handles the implementation manages; they
have no size or layout the program may rely on, so OpenCL C allows them as
function parameters and (for samplers and events) variables, never inside a
struct or a union. Compilers reject such fields.

## Fix
Pass the image, sampler or event as a separate parameter next to the struct.

## Example
```c
struct input { image2d_t pixels; int width; };
```

Use instead:
```c
struct input { int width; int height; };
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..findings import Severity
from ..image_facts import DECLARED_OPAQUE, describe
from ..registry import register


@register("Q022", "opaque-type-field", Severity.ERROR, "Images, samplers and events cannot be struct or union fields",
          spec="restrictions", scope="item", visits=DECLARED_OPAQUE)
def check(sem, found):
    if found.owner.type != "field_declaration" or found.pointers or found.parts.function is not None:
        return
    if found.kind not in ("image", "sampler", "event"):
        return
    anchor = found.anchor
    yield check.finding(anchor.start_byte, anchor.end_byte,
                        f"the '{describe(sem, found.base)}' type cannot be used for a struct or union field")
