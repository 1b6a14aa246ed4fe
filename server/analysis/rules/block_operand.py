"""## What it does
Reports a block variable given to the unary `*` or `&` operator (`*bl`,
`&bl`), or assigned to (`bl1 = bl2`).

## Why is this bad?
A block in OpenCL C is not an object with an address: pointers to blocks do
not exist, so neither taking a block's address nor dereferencing one means
anything. Every block variable is implicitly `const` and keeps the block
literal it was initialized with, so that the compiler knows which block each
call runs. Compilers reject these operations.

## Fix
Declare a new block variable for the other block instead of assigning, and
call a block by its name.

## Example
```c
kernel void run(global int *out) {
    int (^twice)(int) = ^(int x) { return 2 * x; };
    int (^halve)(int) = ^(int x) { return x / 2; };
    twice = halve;
    out[0] = twice(out[0]);
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void run(global int *out) {
    int (^halve)(int) = ^(int x) { return x / 2; };
    out[0] = halve(out[0]);
}
```

## References
- [OpenCL C: blocks restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions-2)
"""

from __future__ import annotations

from .. import block_facts as blk
from .. import conversion_facts as cf
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function


@register("Q071", "block-operand", Severity.ERROR, "A block cannot be assigned, nor given to the unary '*' or '&'",
          spec="restrictions-2", scope="function",
          applies="OpenCL C 2.0, and 3.0 with __opencl_c_device_enqueue (where blocks exist)",
          needs=(blk.DEVICE_ENQUEUE,))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    nodes = sem.body_nodes(fn)
    for node in nodes.get("pointer_expression", ()):
        operator = node.child_by_field_name("operator")
        argument = cf.strip_parens(node.child_by_field_name("argument"))
        if operator is None or not sem.trusted(node) or not blk.names_block(sem, argument):
            continue
        yield check.finding(node.start_byte, node.end_byte,
                            f"operator '{sem.text(operator)}' cannot take the block '{sem.text(argument)}'")
    for node in nodes.get("assignment_expression", ()):
        left = cf.strip_parens(node.child_by_field_name("left"))
        operator = node.child_by_field_name("operator")
        if operator is None or not sem.trusted(node) or not blk.names_block(sem, left):
            continue
        yield check.finding(operator.start_byte, operator.end_byte,
                            f"the block '{sem.text(left)}' cannot be assigned")
