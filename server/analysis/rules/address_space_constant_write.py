"""## What it does
Reports an assignment, compound assignment, increment or decrement whose
target is in the `constant` address space: a `constant` variable, an element
of a `constant` array, or memory reached through a pointer to `constant`.

## Why is this bad?
Constant memory is read-only while kernels run; devices often place it in a
cache that work-items cannot write. OpenCL C makes every object in the
constant address space read-only, so compilers reject the store.

## Fix
Write to `global` memory instead, or to a private copy of the value.

## Example
```c
kernel void bump(constant int *counts, global int *out) {
    counts[0] += 1;
    out[0] = counts[0];
}
```

Use instead:
```c
kernel void bump(constant int *counts, global int *out) {
    out[0] = counts[0] + 1;
}
```

## References
- [OpenCL C: the constant address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#constant-or-constant)
"""


from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function

@register("Q011", "constant-write", Severity.ERROR, "Memory in the constant address space is read-only",
          spec="constant-or-constant", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    # A target in constant memory is a `constant` object or reached through a pointer to
    # `constant`: where this function does not name the space and no other code can hand it
    # one (`qualifier_support.space_word_private`), nothing it writes is constant.
    node = fn.node
    if ctx.snapshot.data.find(b"constant", node.start_byte, node.end_byte) < 0 and qs.space_word_private(sem, b"constant"):
        return
    body = qs.body_of(sem, fn)
    targets = [n.child_by_field_name("left") for n in body.assignments]
    targets += [n.child_by_field_name("argument") for n in body.updates]
    for target in targets:
        if target is None or not sem.trusted(target):
            continue
        what = qs.constant_lvalue(sem, target)
        if what is not None:
            yield check.finding(
                target.start_byte, target.end_byte,
                f"cannot write to {what}: memory in the __constant address space is read-only",
            )
