"""## What it does
Reports an array declared with a size that is not a compile-time constant:
a size that reads a parameter or a non-`const` local variable, or that calls
a function (such as `get_local_size(0)`).

## Why is this bad?
OpenCL C does not support variable-length arrays. Private memory of a
work-item is sized when the kernel is compiled, so every array needs a size
the compiler knows. Compilers reject the declaration.

## Fix
Use a constant size (a literal, an enumerator or a macro) that bounds the
largest size needed, or take the storage from a `local` or `global` buffer
passed to the kernel.

## Example
```c
kernel void window(global const float *in, global float *out, int n) {
    float taps[n];
    for (int i = 0; i < n; i++) taps[i] = in[i];
    out[0] = taps[0];
}
```

Use instead:
```c
#define MAX_TAPS 16
kernel void window(global const float *in, global float *out, int n) {
    float taps[MAX_TAPS];
    for (int i = 0; i < n && i < MAX_TAPS; i++) taps[i] = in[i];
    out[0] = taps[0];
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions-variable-length)
"""

from ..context import Context
from ..findings import Severity
from ..registry import SPEC_BASE, register
from ..semantic import Function

# Built-ins whose value is only known when the kernel runs.
_RUNTIME_PREFIXES = ("get_",)
_NOT_CONSTANT_KINDS = ("parameter",)


@register(
    code="K009",
    name="variable-length-array",
    severity=Severity.ERROR,
    summary="Array sizes must be compile-time constants",
    spec_url=f"{SPEC_BASE}#restrictions-variable-length",
    doc=__doc__,
    scope="function",
)
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    defined = {f.name for f in sem.functions}
    params = fn.declarator.child_by_field_name("parameters")
    stack = [fn.body] + ([params] if params is not None else [])
    while stack:
        node = stack.pop()
        if node.type == "array_declarator":
            size = node.child_by_field_name("size")
            if size is not None and sem.trusted(size):
                reason = _runtime_value(sem, size, fn, defined)
                if reason is not None:
                    yield check.finding(size.start_byte, size.end_byte,
                                        f"array size '{sem.text(size)}' is not a constant: {reason}")
        elif node.type in ("type_descriptor", "sizeof_expression", "block_literal"):
            continue  # sizeof(int[n]) and block parameters are left alone.
        stack.extend(node.named_children)


def _runtime_value(sem, size, fn: Function, defined: set):
    """Why `size` is not a constant expression, or None when it may be one."""
    stack = [size]
    while stack:
        node = stack.pop()
        kind = node.type
        if kind in ("sizeof_expression", "alignof_expression"):
            continue
        if kind == "call_expression":
            callee = node.child_by_field_name("function")
            if callee is not None and callee.type == "identifier":
                name = sem.text(callee)
                runtime = name.startswith(_RUNTIME_PREFIXES) and sem.typer.catalog.is_builtin_function(name)
                if name in defined or runtime and sem.typer.lookup(callee) is None:
                    return f"it calls '{name}'"
            return None
        if kind == "identifier":
            declared = sem.typer.lookup(node)
            if declared is None:
                continue
            name = sem.text(node)
            if declared.kind == "parameter" and fn.declarator.start_byte <= declared.start < fn.declarator.end_byte:
                return f"'{name}' is a parameter"
            if declared.kind == "variable" and fn.body.start_byte <= declared.start < fn.body.end_byte:
                words = set((declared.type or "").replace("*", " ").split())
                if declared.type and not words & {"const", "constant", "__constant"}:
                    return f"'{name}' is a variable"
            continue
        stack.extend(node.named_children)
    return None
