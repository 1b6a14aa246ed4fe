"""## What it does
Reports a `constant` variable whose initializer is not a constant expression:
it calls a function or reads a parameter or a variable that is not in
constant memory.

## Why is this bad?
Constant memory is filled when the program is built, before any work-item
runs, so the compiler must be able to compute every initial value on its own.
Values known only at run time (arguments, other variables, function results)
cannot be used, and compilers reject the declaration.

## Fix
Use a private variable (`const int n = get_global_id(0);`) for values known at
run time, or compute the constant by hand.

## Example
```c
kernel void scale(global float *data, float factor) {
    constant float f = factor;
    data[0] *= f;
}
```

Use instead:
```c
kernel void scale(global float *data, float factor) {
    const float f = factor;
    data[0] *= f;
}
```

## References
- [OpenCL C: the constant address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#constant-or-constant)
"""

from .. import qualifier_support as qs
from ..findings import Severity
from ..registry import register

_SKIP = ("sizeof_expression", "alignof_expression", "vec_step_expression")


@register("Q008", "constant-initializer", Severity.ERROR,
          "A constant variable's initializer must be a constant expression", spec="constant-or-constant", scope="item",
          visits=qs.CONSTANT_DECLARATIONS)
def check(sem, constant):
    _declaration, parts = constant
    if parts.init is None or not sem.trusted(parts.init):
        return
    culprit = _not_constant(sem, parts.init)
    if culprit is not None:
        node, why = culprit
        yield check.finding(
            node.start_byte, node.end_byte,
            f"the initializer of constant '{sem.text(parts.name)}' is not a constant expression: {why}",
        )


def _not_constant(sem, init):
    stack = [init]
    while stack:
        node = stack.pop()
        kind = node.type
        if kind in _SKIP or "sizeof" in kind:
            continue
        if kind == "call_expression":
            function = node.child_by_field_name("function")
            shown = sem.text(function) if function is not None else "a function"
            return node, f"it calls '{shown}'"
        if kind == "identifier":
            parent = sem.parent(node)
            if parent is not None and parent.type == "field_expression" and parent.child_by_field_name("field") == node:
                continue
            declared = sem.typer.lookup(node)
            if declared is None:
                continue
            if declared.kind == "parameter":
                return node, f"it reads parameter '{sem.text(node)}'"
            if declared.kind == "variable" and qs.declared_in_function(sem, declared):
                ctype = sem.typer.canonical(declared.type)
                if ctype is None or ("const" in ctype.quals and not ctype.pointers):
                    continue  # Compilers fold a const variable with a constant initializer.
                space = qs.declared_object_space(sem, declared)
                if space is not None and space != "__constant":
                    return node, f"it reads variable '{sem.text(node)}'"
            continue
        stack.extend(reversed(node.named_children))
    return None
