"""## What it does
Reports a `sampler_t` variable in the `global` or `local` address space, and
a program-scope sampler that is neither `const` nor `constant`.

## Why is this bad?
A sampler is a constant description of how to read an image, which the
implementation may fold into the code that reads; it is not an object in
global or local memory. A sampler declared at program scope must therefore
be a constant: `constant sampler_t` or `const sampler_t`. Compilers reject
other samplers.

## Fix
Declare program-scope samplers `constant` (or `const`), and samplers in
functions without an address space.

## Example
```c
global sampler_t nearest = 0;
```

Use instead:
```c
constant sampler_t nearest = 0;
```

## References
- [OpenCL C: samplers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#sampler_t)
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from .. import qualifier_support as qs
from ..findings import Severity
from ..image_facts import DECLARED_OPAQUE, at_program_scope, is_const
from ..registry import register


@register("Q026", "sampler-address-space", Severity.ERROR,
          "Samplers are never global or local; program-scope samplers are const or constant", spec="sampler_t",
          scope="item", visits=DECLARED_OPAQUE)
def check(sem, found):
    if found.kind != "sampler" or found.owner.type != "declaration" or found.parts.name is None:
        return
    if found.parts.function is not None or found.pointers or found.arrays:
        return
    space = qs.object_space(sem, found.owner, found.parts)
    if space is None:
        return
    anchor = found.anchor
    name = sem.text(anchor)
    if space in ("__global", "__local"):
        yield check.finding(anchor.start_byte, anchor.end_byte,
                            f"sampler '{name}' cannot be in the {space} address space")
    elif at_program_scope(sem, found.owner) and space != "__constant" and not is_const(sem, found.owner) \
            and not (found.base.quals and "const" in found.base.quals):
        yield check.finding(anchor.start_byte, anchor.end_byte,
                            f"program-scope sampler '{name}' must be const or in the __constant address space")
