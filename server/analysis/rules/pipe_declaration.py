"""## What it does
Reports a pipe declared as anything but a plain function parameter:
- a variable of a pipe type, in a function or at program scope
  (`pipe int p;`, `global pipe int gp;`);
- a pointer to a pipe or an array of pipes as a parameter (`pipe int *p`).

## Why is this bad?
A pipe is a memory object the host creates and passes to a kernel: OpenCL C
code only receives pipes as parameters and hands them to the pipe built-in
functions. Compilers reject other declarations.

## Example
```c
kernel void relay(read_only pipe int in, global int *out) {
    pipe int copy;
    read_pipe(in, out);
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void relay(read_only pipe int in, global int *out) {
    read_pipe(in, out);
}
```

## References
- [OpenCL C: pipes](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#pipes)
"""

from __future__ import annotations

from .. import pipe_facts as pf
from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register

_WALK_LIMIT = 200_000  # nodes: a larger item is left alone rather than slow the analysis down


@register("Q065", "pipe-declaration", Severity.ERROR,
          "A pipe can only be declared as a function parameter, not a variable, pointer or array", spec="pipes",
          scope="item", applies="OpenCL C 2.0, and 3.0 with __opencl_c_pipes", mentions=b"pipe")
def check(ctx: Context, item):
    sem = ctx.semantic
    if not pf.pipes_supported(sem):
        return
    if item.descendant_count > _WALK_LIMIT:
        return
    stack = [(item, "")]
    while stack:
        node, parent = stack.pop()
        kind = node.type
        if kind == "declaration" and parent == "function_definition":
            kind = "parameter_declaration"  # An old-style parameter declaration: `int f(x) pipe int x; {...}`.
        if kind in ("declaration", "parameter_declaration"):
            type_node = node.child_by_field_name("type")
            if type_node is not None and type_node.type == "pipe_type" and sem.trusted(node):
                yield from _pipe_declaration(sem, node, kind)
        stack.extend((child, node.type) for child in reversed(node.named_children))


def _pipe_declaration(sem, node, kind):
    for declarator in qs.declarators_of(node):
        parts = qs.unwrap(declarator)
        if parts.unusual or parts.name is None:
            continue
        if kind == "declaration":
            if parts.function is not None:
                continue  # A function returning a pipe: clang says so in other words; left alone here.
            yield check.finding(declarator.start_byte, declarator.end_byte,
                                f"'{sem.text(parts.name)}' cannot be a pipe: a pipe can only be a function parameter")
        elif parts.pointers or parts.arrays:
            yield check.finding(declarator.start_byte, declarator.end_byte,
                                "a parameter cannot be a pointer to a pipe or an array of pipes")
