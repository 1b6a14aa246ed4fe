"""## What it does
Reports a struct or union field declared as an array without a size (a
flexible array member, `float data[];`).

## Why is this bad?
OpenCL C does not support structures with flexible (unsized) arrays: every
object's size must be known when the program is compiled, and the host and the
device must agree on the layout of a struct passed between them. Some
compilers accept the declaration anyway, so the problem shows up only on
other devices.

## Fix
Give the array a fixed maximum size, or keep the data in a separate buffer
and store its length (or an offset) in the struct.

## Example
```c
typedef struct { int count; float values[]; } samples_t;
kernel void sum(global samples_t *s, global float *out) {
    out[0] = s->values[0] * s->count;
}
```

Use instead:
```c
typedef struct { int count; } samples_t;
kernel void sum(global const samples_t *s, global const float *values, global float *out) {
    out[0] = values[0] * s->count;
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions-variable-length)
"""

import re

from ..context import Context
from ..findings import Severity
from ..registry import register

_RECORDS = ("struct_specifier", "union_specifier")
_EMPTY_BRACKETS = re.compile(rb"\[\s*(?:/\*.*?\*/\s*)*\]", re.S)


@register("K013", "flexible-array-member", Severity.ERROR, "A struct or union cannot end with an array of unknown size",
          spec="restrictions-variable-length", scope="item", mentions=_EMPTY_BRACKETS)
def check(ctx: Context, item):
    sem = ctx.semantic
    spec = item if item.type in _RECORDS else item.child_by_field_name("type")
    if spec is None or spec.type not in _RECORDS:
        return
    stack = [spec]
    while stack:
        record = stack.pop()
        body = record.child_by_field_name("body")
        if body is None:
            continue
        for field in body.named_children:
            if field.type != "field_declaration":
                continue
            inner = field.child_by_field_name("type")
            if inner is not None and inner.type in _RECORDS:
                stack.append(inner)
            for declarator in field.children_by_field_name("declarator"):
                if declarator.type == "array_declarator" and declarator.child_by_field_name("size") is None \
                        and sem.trusted(field):
                    name = declarator.child_by_field_name("declarator")
                    shown = sem.text(name) if name is not None else "?"
                    yield check.finding(declarator.start_byte, declarator.end_byte,
                                        f"field '{shown}' is an array without a size; "
                                        "OpenCL C does not support flexible array members")
