"""## What it does
Reports a block declared where OpenCL C does not allow one:
- a block type with variadic parameters (`int (^b)(int, ...)`, `^(int x, ...) {}`);
- a block variable declared `extern`;
- a block variable in a function without an initializer;
- a function or block parameter, or a structure or union field, of a block
  type written out (`void f(int (^b)(void))`).

## Why is this bad?
OpenCL C keeps blocks simple enough to be enqueued as kernels: each block
variable is initialized once with a block literal and stays in its function,
and a block takes a fixed list of parameters. Compilers reject the rest.

## Example
```c
kernel void parent(global int *out) {
    int (^const twice)(int);
    out[0] = 1;
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void parent(global int *out) {
    int (^const twice)(int) = ^(int x) { return 2 * x; };
    out[0] = twice(1);
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

_WALK_LIMIT = 200_000  # nodes: a larger item is left alone rather than slow the analysis down


def _block_declarator(node):
    """The function_declarator of a declarator that declares a block (`(^name)(params)`), or None."""
    if node is None:
        return None
    if node.type == "init_declarator":
        node = node.child_by_field_name("declarator")
    if node is None or node.type != "function_declarator":
        return None
    inner = node.child_by_field_name("declarator")
    if inner is None or inner.type != "parenthesized_declarator":
        return None
    named = [c for c in inner.named_children if c.type != "comment"]
    if len(named) == 1 and named[0].type == "block_pointer_declarator":
        pointee = named[0].child_by_field_name("declarator")
        if pointee is None or pointee.type in ("identifier", "field_identifier", "type_identifier"):
            return node
    return None


def _variadic(params) -> bool:
    return params is not None and any(c.type == "variadic_parameter" for c in params.named_children)


@register("Q064", "block-declaration", Severity.ERROR,
          "Blocks take no variadic parameters, are not extern, parameters or fields, and are initialized",
          spec="restrictions-2", scope="item",
          applies="OpenCL C 2.0, and 3.0 with __opencl_c_device_enqueue (where blocks exist)",
          needs=(blk.DEVICE_ENQUEUE,), mentions=b"^")
def check(ctx: Context, item):
    sem = ctx.semantic
    if item.descendant_count > _WALK_LIMIT:
        return
    # (node, inside a function body)
    stack = [(item, False)]
    while stack:
        node, in_body = stack.pop()
        kind = node.type
        if kind == "block_literal":
            params = node.child_by_field_name("parameters")
            if _variadic(params) and sem.trusted(node):
                yield check.finding(params.start_byte, params.end_byte,
                                    "a block cannot take variadic parameters")
        elif kind in ("declaration", "field_declaration", "parameter_declaration", "type_definition"):
            yield from _declaration(sem, node, in_body)
        body = in_body or kind == "compound_statement"
        stack.extend((child, body) for child in reversed(node.named_children))


def _declaration(sem, node, in_body):
    kind = node.type
    declarators = node.children_by_field_name("declarator")
    for declarator in declarators:
        function = _block_declarator(declarator)
        if function is None or not sem.trusted(node):
            continue
        params = function.child_by_field_name("parameters")
        if _variadic(params):
            yield check.finding(params.start_byte, params.end_byte, "a block cannot take variadic parameters")
            continue
        if kind == "field_declaration":
            yield check.finding(declarator.start_byte, declarator.end_byte,
                                "a structure or union field cannot have a block type")
        elif kind == "parameter_declaration":
            yield check.finding(declarator.start_byte, declarator.end_byte,
                                "a parameter cannot have a block type")
        elif kind == "declaration":
            storage = {sem.text(c) for c in node.children if c.type == "storage_class_specifier"}
            if "extern" in storage:
                yield check.finding(declarator.start_byte, declarator.end_byte,
                                    "a block variable cannot be declared 'extern'")
            elif in_body and declarator.type != "init_declarator":
                yield check.finding(declarator.start_byte, declarator.end_byte,
                                    "a block variable must be initialized")
