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

import tree_sitter

from .. import conversion_facts as cf
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function

# Built-ins whose value is only known when the kernel runs.
_RUNTIME_PREFIXES = ("get_",)


@register("K009", "variable-length-array", Severity.ERROR, "Array sizes must be compile-time constants",
          spec="restrictions-variable-length", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    if not _may_declare_array(sem, fn):
        return  # No declarator of the function has brackets: no array is declared (a cheap test first).
    defined = _DefinedNames(sem)
    cursor = tree_sitter.QueryCursor(_query())
    captures = cursor.captures(fn.node)
    skip = [(n.start_byte, n.end_byte) for n in captures.get("skip", [])]
    for size in sorted(captures.get("size", []), key=lambda n: n.start_byte):
        if any(a <= size.start_byte < b for a, b in skip):
            continue  # sizeof(int[n]) and blocks are left alone.
        if not sem.trusted(size):
            continue
        reason = _runtime_value(sem, size, fn, defined)
        if reason is not None:
            yield check.finding(size.start_byte, size.end_byte,
                                f"array size '{sem.text(size)}' is not a constant: {reason}")


def _may_declare_array(sem, fn: Function) -> bool:
    """Whether a declarator of the function may have brackets: in its head, a typedef, or a
    declaration of its body outside the values it initializes with (`float4 v = src[j];`
    declares no array; an array declarator in a value sits in a cast, a compound literal,
    sizeof or a block, which the query skips). With `struct` or `union` in the body, a
    declaration with brackets anywhere will do: a struct declared alone (`struct S {...};`)
    is in no declaration, and its fields were looked at only then."""
    data = sem.snapshot.data
    body_start, body_end = fn.body.start_byte, fn.body.end_byte
    if data.find(b"[", fn.node.start_byte, body_start) >= 0 or data.find(b"typedef", body_start, body_end) >= 0:
        return True
    declarations = [d for d in cf.facts(sem, fn).nodes.get("declaration", ())
                    if data.find(b"[", d.start_byte, d.end_byte) >= 0]
    if not declarations:
        return False
    if data.find(b"struct", body_start, body_end) >= 0 or data.find(b"union", body_start, body_end) >= 0:
        return True
    return any(_bracket_outside_values(data, declaration) for declaration in declarations)


def _bracket_outside_values(data: bytes, declaration) -> bool:
    """Whether a `[` of the declaration lies outside the values of its init declarators."""
    values = []
    for declarator in declaration.children_by_field_name("declarator"):
        value = declarator.child_by_field_name("value") if declarator.type == "init_declarator" else None
        if value is not None:
            values.append((value.start_byte, value.end_byte))
    at = data.find(b"[", declaration.start_byte, declaration.end_byte)
    while at >= 0:
        if not any(start <= at < end for start, end in values):
            return True
        at = data.find(b"[", at + 1, declaration.end_byte)
    return False


_QUERY_SOURCE = """
(array_declarator size: (_) @size)
(type_descriptor) @skip
(sizeof_expression) @skip
(block_literal) @skip
"""
_compiled = None


def _query():
    global _compiled
    if _compiled is None:
        from ...syntax.language import language

        _compiled = tree_sitter.Query(language(), _QUERY_SOURCE)
    return _compiled


class _DefinedNames:
    """Names of the file's functions, collected on first use (most functions declare no array)."""

    def __init__(self, sem):
        self.sem = sem
        self.names = None

    def __contains__(self, name: str) -> bool:
        if self.names is None:
            self.names = {f.name for f in self.sem.functions}
        return name in self.names


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
