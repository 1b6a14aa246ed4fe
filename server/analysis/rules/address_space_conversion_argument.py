"""## What it does
Reports a call of `to_global`, `to_local` or `to_private` whose argument is
not a pointer that may point into generic memory: a pointer to `constant`
memory, or a value that is not a pointer at all.
<!-- flags: -cl-std=CL2.0 -->

## Why is this bad?
These built-ins take a generic pointer and answer whether it points into
global, local or private memory (returning a pointer of that address space,
or NULL). Constant memory is not part of the generic address space, so a
pointer to it can never be converted, and a non-pointer has no address space
to ask about. Compilers reject the call.

## Example
```c
kernel void k(constant int *table, global int *out) {
    global int *p = to_global(table);
    out[0] = p != 0;
}
```

Use instead:
```c
kernel void k(global int *data, global int *out) {
    int *any = data;
    global int *p = to_global(any);
    out[0] = p != 0;
}
```

## References
- [OpenCL C: address space qualifier functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#address-space-qualifier-functions)
"""

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import Need, register
from ..semantic import Function

_NAMES = {"to_global", "to_local", "to_private"}


@register("Q013", "address-space-conversion-argument", Severity.ERROR,
          "to_global, to_local and to_private take a generic pointer", spec="address-space-qualifier-functions",
          scope="function", applies="OpenCL C 2.0, and 3.0 with __opencl_c_generic_address_space",
          needs=(Need("the generic address space", qs.generic_enabled),))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    for call in qs.body_of(sem, fn).calls:
        function = call.child_by_field_name("function")
        arguments = call.child_by_field_name("arguments")
        if function is None or function.type != "identifier" or sem.text(function) not in _NAMES:
            continue
        if arguments is None or not sem.trusted(call) or sem.typer.lookup(function) is not None:
            continue
        args = [a for a in arguments.named_children if a.type != "comment"]
        if len(args) != 1:
            continue
        name = sem.text(function)
        text = sem.type_of(args[0])
        if text is None:
            continue
        ctype = sem.typer.canonical(text)
        if ctype is None or not qs.known_base(sem, ctype.base):
            continue
        if not ctype.pointers and not ctype.arrays:
            yield check.finding(
                args[0].start_byte, args[0].end_byte,
                f"'{name}' takes a pointer, not '{text}'",
            )
        elif ctype.pointers == 1 and not ctype.arrays and ctype.space == "__constant":
            yield check.finding(
                args[0].start_byte, args[0].end_byte,
                f"'{name}' cannot take a pointer to __constant memory: it is not part of the generic address space",
            )
