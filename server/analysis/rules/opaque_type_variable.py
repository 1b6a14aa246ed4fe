"""## What it does
Reports a variable whose type is an opaque type in a place that type cannot
live:
- an image anywhere but a function parameter (a local variable, a
  program-scope variable);
- an `event_t`, `clk_event_t` or `reserve_id_t` at program scope, and an
  `event_t` in a function that is `static` or in another address space than
  `private`.

## Why is this bad?
Images are only ever handed to a kernel by the host and passed on to the
functions it calls; a program cannot create one, so OpenCL C allows image
types for parameters only. Events and reservation ids are values of one
work-item's running code; they cannot outlive it in program-scope or shared
memory. Compilers reject these declarations.

## Fix
Take the image as a parameter; keep events in ordinary local variables.

## Example
```c
kernel void copy(read_only image2d_t in, global float4 *out) {
    image2d_t source = in;
    out[0] = read_imagef(source, (int2)(0, 0));
}
```

Use instead:
```c
kernel void copy(read_only image2d_t in, global float4 *out) {
    out[0] = read_imagef(in, (int2)(0, 0));
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
- [OpenCL C: other built-in data types](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#other-built-in-data-types)
"""

from .. import qualifier_support as qs
from ..findings import Severity
from ..image_facts import DECLARED_OPAQUE, at_program_scope, describe, storage_classes
from ..registry import register


@register("Q025", "opaque-type-variable", Severity.ERROR,
          "Images only as parameters; events and reservation ids not at program scope", spec="restrictions",
          scope="item", visits=DECLARED_OPAQUE)
def check(sem, found):
    if found.owner.type != "declaration" or found.parts.function is not None or found.parts.name is None:
        return
    if found.pointers or found.arrays:
        return  # Q023 for images; pointers to and arrays of events are allowed.
    anchor = found.anchor
    shown = describe(sem, found.base)
    if found.kind == "image":
        yield check.finding(anchor.start_byte, anchor.end_byte,
                            f"type '{shown}' can only be used for a function parameter")
        return
    if found.kind not in ("event", "clk_event", "reserve_id"):
        return
    if at_program_scope(sem, found.owner):
        yield check.finding(anchor.start_byte, anchor.end_byte,
                            f"the '{shown}' type cannot be used for a program-scope variable")
    elif found.kind == "event":
        space = qs.object_space(sem, found.owner, found.parts)
        static = bool(storage_classes(sem, found.owner) & {"static", "extern"})
        if space is None or (space in ("", "__private") and not static):
            return
        yield check.finding(anchor.start_byte, anchor.end_byte,
                            "an 'event_t' variable can only be a non-static variable in the private address space")
