"""## What it does
Reports a function declared or defined to return an image or a `sampler_t`.

## Why is this bad?
Images and samplers are handles the runtime passes in as arguments; a
function cannot make one or hand one back, so OpenCL C does not allow them as
return types. Compilers reject such functions.

## Fix
Return the value read from the image, or pass the image on as a parameter.

## Example
```c
sampler_t pick(int linear);
```

Use instead:
```c
float4 sample(read_only image2d_t image, sampler_t s, float2 at) {
    return read_imagef(image, s, at);
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..findings import Severity
from ..image_facts import DECLARED_OPAQUE, describe
from ..registry import register


@register("Q024", "opaque-type-return", Severity.ERROR, "A function cannot return an image or a sampler",
          spec="restrictions", scope="item", visits=DECLARED_OPAQUE)
def check(sem, found):
    if found.parts.function is None or found.kind not in ("image", "sampler") or found.pointers:
        return
    if found.owner.type not in ("function_definition", "declaration"):
        return
    anchor = found.anchor
    yield check.finding(anchor.start_byte, anchor.end_byte,
                        f"a function cannot return a value of type '{describe(sem, found.base)}'")
