"""## What it does
Reports a block literal that uses a variable of the enclosing function in a
way OpenCL C forbids:
- it takes the address of a captured variable (`&x`, where `x` is a local
  variable or a parameter declared outside the block);
- it calls (refers to) another block declared outside it.

## Why is this bad?
A block captures the variables it uses by value, and OpenCL C blocks may be
run later, by another work-item (with `enqueue_kernel`): the address of the
copy means nothing to the caller, and a block inside a block would need
blocks to be copied, which OpenCL C does not support. Compilers reject both.

## Example
```c
kernel void parent(global int *out) {
    int count = 0;
    void (^const child)(void) = ^{ atomic_inc((volatile local int *)&count); };
    child();
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void parent(global int *out) {
    void (^const child)(void) = ^{ atomic_inc(&out[0]); };
    child();
}
```

## References
- [OpenCL C: blocks restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions-2)
"""

from __future__ import annotations

from .. import block_facts as blk
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function


def _captured(sem, fn, sweep, node):
    """The innermost block that captures the variable `node` names, or None."""
    block = sweep.innermost(node)
    if block is None:
        return None
    declared = sem.typer.lookup(node)
    if declared is None or declared.kind not in ("variable", "parameter"):
        return None
    if not (fn.node.start_byte <= declared.start and declared.start < block.start_byte):
        return None  # A file-scope variable, or one declared inside the block: not a capture.
    if declared.kind == "variable" and "static" in sem.snapshot.data[declared.start:declared.name_start].decode(
            "utf-8", "replace").split():
        return None  # Static locals are not copied into the block.
    return block


@register("Q062", "block-capture", Severity.ERROR,
          "A block may not take the address of a captured variable nor use another block", spec="restrictions-2",
          scope="function", applies="OpenCL C 2.0, and 3.0 with __opencl_c_device_enqueue (where blocks exist)")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    blocks = blk.block_literals(sem, fn)
    if not blocks:
        return
    nodes = sem.body_nodes(fn)
    sweep = blk.BlockSweep(blocks)  # Nodes come in file order.
    for node in nodes.get("pointer_expression", ()):
        operator = node.child_by_field_name("operator")
        argument = node.child_by_field_name("argument")
        if operator is None or sem.text(operator) != "&" or argument is None or argument.type != "identifier":
            continue
        if not sem.trusted(node) or _captured(sem, fn, sweep, argument) is None:
            continue
        yield check.finding(node.start_byte, node.end_byte,
                            f"a block cannot take the address of the captured variable '{sem.text(argument)}'")
    sweep = blk.BlockSweep(blocks)
    for node in nodes.get("call_expression", ()):
        callee = node.child_by_field_name("function")
        if callee is None or callee.type != "identifier" or not sem.trusted(node):
            continue
        if not blk.names_block(sem, callee) or _captured(sem, fn, sweep, callee) is None:
            continue
        yield check.finding(callee.start_byte, callee.end_byte,
                            f"a block cannot refer to the block '{sem.text(callee)}' declared outside it")
