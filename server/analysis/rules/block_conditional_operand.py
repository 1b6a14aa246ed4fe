"""## What it does
Reports a block, or a call of a block, as the second or third operand of the
conditional operator `?:` (`c ? bl1(i) : bl2(i)`).

## Why is this bad?
OpenCL C forbids block types in a conditional expression, and clang applies
that to the blocks called there too, so that which block runs is always known
when the program is compiled. Compilers reject the program.

## Example
```c
kernel void pick(global int *out, int i) {
    int (^const twice)(int) = ^(int x) { return 2 * x; };
    int (^const half)(int) = ^(int x) { return x / 2; };
    out[0] = i > 0 ? twice(i) : half(i);
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void pick(global int *out, int i) {
    int (^const twice)(int) = ^(int x) { return 2 * x; };
    int (^const half)(int) = ^(int x) { return x / 2; };
    if (i > 0)
        out[0] = twice(i);
    else
        out[0] = half(i);
}
```

## References
- [OpenCL C: blocks restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions-2)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from .. import block_facts as blk
from ..findings import Severity
from ..registry import body_nodes, register


def _block_operand(sem, node) -> bool:
    node = cf.strip_parens(node)
    if node is None:
        return False
    if node.type == "call_expression":
        node = node.child_by_field_name("function")
    return blk.names_block(sem, node)


@register("Q063", "block-conditional-operand", Severity.ERROR,
          "A block (or a call of one) cannot be an operand of '?:'", spec="restrictions-2",
          applies="OpenCL C 2.0, and 3.0 with __opencl_c_device_enqueue (where blocks exist)",
          visits=body_nodes("conditional_expression"))
def check(sem, node):
    if not sem.trusted(node):
        return
    for field in ("consequence", "alternative"):
        operand = node.child_by_field_name(field)
        if operand is not None and _block_operand(sem, operand):
            yield check.finding(operand.start_byte, operand.end_byte,
                                "a block cannot be an operand of the conditional operator")
