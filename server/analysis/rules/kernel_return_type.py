"""## What it does
Reports a kernel function whose return type is not `void`.

## Why is this bad?
A kernel is launched by the host through the command queue; nothing receives a
return value, so OpenCL C requires every `kernel` function to return `void`.
Compilers reject the program.

## Fix
Return `void` and write results through a `global` pointer parameter. A quick
fix replaces the return type with `void` when the function's body returns no
value.

## Example
```c
kernel int sum(global const int *in) {
    return in[0] + in[1];
}
```

Use instead:
```c
kernel void sum(global const int *in, global int *out) {
    *out = in[0] + in[1];
}
```

## References
- [OpenCL C: function qualifiers (`__kernel`)](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#function-qualifiers)
"""

from ..findings import Edit, Fix, Severity
from ..kernel_facts import KERNELS, is_record
from ..registry import FixAvailability, register
from ..semantic import Function


@register("K001", "kernel-return-type", Severity.ERROR, "A kernel function must return void",
          spec="function-qualifiers", fix=FixAvailability.SOMETIMES, visits=KERNELS)
def check(sem, fn: Function):
    node = fn.node.child_by_field_name("type")
    if node is None or not sem.trusted(node):  # The driver skips heads a macro writes (Semantic.sound).
        return
    if _missing_semicolon_before(fn, node):
        return
    pointer = fn.node.child_by_field_name("declarator")
    returns_pointer = pointer is not None and pointer.type == "pointer_declarator"
    text = sem.text(node)
    if text == "void" and not returns_pointer:
        return
    if not returns_pointer and not _known_non_void(sem, node):
        return  # A name we cannot resolve might be a typedef of void.
    shown = text + (" *" if returns_pointer else "")
    fix = None
    if not returns_pointer and not _returns_value(fn):
        fix = Fix("Return void", (Edit(node.start_byte, node.end_byte, "void"),))
    yield check.finding(
        node.start_byte, node.end_byte, f"kernel '{fn.name}' must return void, not '{shown}'", fix=fix
    )


def _missing_semicolon_before(fn: Function, type_node) -> bool:
    """`struct S { ... }` without its ';', then a kernel: the parser makes the struct the kernel's
    return type (with the kernel's own `void` in an ERROR), where the compiler reports only the
    missing ';' and reads the kernel on its own. A head that does not parse, or a record defined
    as a return type, is that slip far more often than a kernel returning a struct."""
    if type_node.type in ("struct_specifier", "union_specifier", "enum_specifier") \
            and type_node.child_by_field_name("body") is not None:
        return True
    body = fn.node.child_by_field_name("body")
    return any(child.type == "ERROR" for child in fn.node.children if body is None or child.end_byte <= body.start_byte)


def _known_non_void(sem, node) -> bool:
    if node.type in ("primitive_type", "sized_type_specifier", "vector_type", "image_type", "opaque_type"):
        return True
    if node.type in ("struct_specifier", "union_specifier", "enum_specifier"):
        return True
    if node.type == "type_identifier":
        if is_record(sem, sem.text(node)):
            return True  # A typedef of a struct or union of the file.
        ctype = sem.typer.canonical(sem.text(node))
        return ctype is not None and ctype.base != sem.text(node) and ctype.base != "void"
    return False


def _returns_value(fn: Function) -> bool:
    stack = [fn.body]
    while stack:
        node = stack.pop()
        if node.type == "return_statement" and node.named_child_count:
            return True
        stack.extend(node.named_children)
    return False
