"""## What it does
Reports a `local` variable declared with an initializer.

## Why is this bad?
A local variable is one object shared by every work-item of a work-group.
If the declaration initialized it, every work-item would write it at once,
racing with the others and with reads that already started. OpenCL C forbids
initializers on local variables; compilers reject them.

## Fix
Declare the variable without an initializer, let one work-item (or each one,
for its own elements) store the initial values, then synchronize with a
barrier before reading.

## Example
```c
kernel void count(global int *out) {
    local int total = 0;
    out[0] = total;
}
```

Use instead:
```c
kernel void count(global int *out) {
    local int total;
    if (get_local_id(0) == 0)
        total = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[0] = total;
}
```

## References
- [OpenCL C: the local address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#local-or-local)
"""

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function


@register("Q010", "local-initializer", Severity.ERROR, "A local variable cannot have an initializer",
          spec="local-or-local", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    # A declaration's object is `local` when the declaration (or a typedef it names) says so:
    # where this function does not name the space and no other code can hand it a type that
    # does (`qualifier_support.space_word_private`), it declares no local variable.
    node = fn.node
    if ctx.snapshot.data.find(b"local", node.start_byte, node.end_byte) < 0 and qs.space_word_private(sem, b"local"):
        return
    for declaration in qs.body_of(sem, fn).declarations:
        if not qs.may_have_object_space(declaration) or not sem.trusted(declaration):
            continue
        for declarator in qs.declarators_of(declaration):
            parts = qs.unwrap(declarator)
            if parts.init is None or parts.name is None:
                continue
            if qs.object_space(sem, declaration, parts) == "__local":
                yield check.finding(
                    parts.init.start_byte, parts.init.end_byte,
                    f"local variable '{sem.text(parts.name)}' cannot have an initializer",
                )
