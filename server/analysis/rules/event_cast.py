"""## What it does
Reports a cast to `event_t` of anything but the integer constant 0: another
integer constant, a floating-point value, a vector, or an image or sampler.

## Why is this bad?
An event is made by the asynchronous copy built-ins and handed to
`wait_group_events`; the only value a program may write for one is 0, which
`async_work_group_copy` reads as "no event yet". Any other number names no
event, and compilers reject the cast.

## Fix
Start from `(event_t)0`, or keep the event an asynchronous copy returned.

## Example
```c
kernel void k(global float *dst, local float *src) {
    event_t e = async_work_group_copy(dst, src, 16, (event_t)1);
    wait_group_events(1, &e);
}
```

Use instead:
```c
kernel void k(global float *dst, local float *src) {
    event_t e = async_work_group_copy(dst, src, 16, (event_t)0);
    wait_group_events(1, &e);
}
```

## References
- [OpenCL C: async copies](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#async-copies)
"""

from ..semantics import typing as ty
from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..image_facts import opaque_ctype
from ..registry import register
from ..semantic import Function


@register("Q033", "event-cast", Severity.ERROR, "Only the constant 0 can be cast to event_t", spec="async-copies",
          scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    data = sem.snapshot.data
    if data.find(b"event_t", fn.body.start_byte, fn.body.end_byte) < 0:
        return
    for cast in qs.body_of(sem, fn).casts:
        if not sem.trusted(cast):
            continue
        target = opaque_ctype(sem, sem.typer.descriptor_type(cast.child_by_field_name("type")))
        if target is None or target.base != "event_t" or target.pointers or target.arrays:
            continue
        value = cast.child_by_field_name("value")
        while value is not None and value.type == "parenthesized_expression" and value.named_child_count == 1:
            value = value.named_children[0]
        if value is None:
            continue
        if value.type == "number_literal":
            text = sem.text(value).lower().rstrip("ul")
            try:
                number = int(text, 0)
            except ValueError:
                continue  # A floating constant: its type says more below.
            if number != 0:
                yield check.finding(cast.start_byte, cast.end_byte,
                                    f"only the constant 0 can be cast to 'event_t', not {sem.text(value)}")
            continue
        source = opaque_ctype(sem, sem.type_of(value))
        if source is None or source.pointers or source.arrays or source.block:
            continue
        if source.base in ty.FLOATS or ty.vector_parts(source.base) is not None or \
                source.base.startswith("image") or source.base == "sampler_t":
            yield check.finding(cast.start_byte, cast.end_byte,
                                f"a value of type '{source.text()}' cannot be cast to 'event_t'")
