"""## What it does
Reports an atomic object given a value the way an ordinary variable is:
- a function-scope variable of an atomic type (`atomic_int`, `atomic_float`,
  ...) in the private address space declared with an initializer;
- an assignment `=` to or from a value of an atomic type.

Program-scope atomic variables (in the global address space) may have an
initializer.

## Why is this bad?
OpenCL C allows only global atomic variables to be initialized, and atomic
objects are read and written only through the atomic functions
(`atomic_init`, `atomic_store`, `atomic_load`, ...). Compilers reject the
program.

## Example
```c
kernel void count(global atomic_int *hits) {
    hits[0] = 0;
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void count(global atomic_int *hits) {
    atomic_store(&hits[0], 0);
}
```

## References
- [OpenCL C: atomic types](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#atomic-types)
- [OpenCL C: restrictions on atomic operations](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#atomic-restrictions)
"""

from __future__ import annotations

from .. import atomic_facts as af
from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function

_STORAGE = ("static", "extern")


@register("Q061", "atomic-variable-initialization", Severity.ERROR,
          "Only global atomic variables may be initialized; atomics are not assigned with '='", spec="atomic-types",
          scope="function", applies="OpenCL C 2.0 and later", needs=(af.ATOMICS,))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    nodes = sem.body_nodes(fn)
    for node in nodes.get("assignment_expression", ()):
        operator = node.child_by_field_name("operator")
        if operator is None or sem.text(operator) != "=" or not sem.trusted(node):
            continue
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        kind = af.atomic_value_type(sem, left) or af.atomic_value_type(sem, right)
        if kind:
            yield check.finding(node.start_byte, node.end_byte,
                                f"a value of type '{kind}' cannot be assigned: use atomic_store or atomic_init")
    for declaration in qs.body_of(sem, fn).declarations:
        if declaration.type != "declaration" or not sem.trusted(declaration):
            continue
        if any(c.type == "storage_class_specifier" and sem.text(c) in _STORAGE for c in declaration.children):
            continue
        type_node = declaration.child_by_field_name("type")
        if type_node is None or type_node.type != "atomic_type":
            continue
        word = sem.text(type_node)
        if not af.ATOMIC_TYPE.match(word) or sem.typer.lookup(type_node) is not None:
            continue
        for declarator in qs.declarators_of(declaration):
            parts = qs.unwrap(declarator)
            if parts.init is None or parts.name is None or parts.pointers or parts.arrays:
                continue
            if qs.object_space(sem, declaration, parts) not in ("", "__private"):
                continue  # Global ones may be initialized; a local one may have no initializer at all (another rule).
            yield check.finding(parts.init.start_byte, parts.init.end_byte,
                                f"atomic variable '{sem.text(parts.name)}' in the private address space "
                                "cannot be initialized: use atomic_init")
