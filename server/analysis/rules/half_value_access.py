"""## What it does
Reports code that makes a `half` value where the `cl_khr_fp16` extension is
not enabled: reading or writing a `half` through a pointer (`*p`, `p[i]`),
a half constant (`1.0h`), or a cast to `half`. Taking the address of a `half`
element (`&p[i]`) and `sizeof` are fine.

## Why is this bad?
Without `cl_khr_fp16`, `half` is a storage format only: OpenCL C provides
`vload_half` and `vstore_half` (and their vector forms) to convert between
`half` data in memory and `float` values, and no other way to touch it.
Compilers reject direct loads, stores, constants and casts.

## Fix
Use `vload_half(i, p)` to read and `vstore_half(x, i, p)` to write, and
`float` constants; or enable the extension with
`#pragma OPENCL EXTENSION cl_khr_fp16 : enable` when the device supports it.
Where the configuration supports `cl_khr_fp16`, a quick fix puts that pragma
on the line before the function.

## Example
```c
kernel void widen(global const half *in, global float *out) {
    size_t i = get_global_id(0);
    out[i] = in[i];
}
```

Use instead:
```c
kernel void widen(global const half *in, global float *out) {
    size_t i = get_global_id(0);
    out[i] = vload_half(i, in);
}
```

## References
- [OpenCL C: the half data type](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-half-data-type)
- [OpenCL C: vector data load and store functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#vector-data-load-and-store-functions)
"""

from __future__ import annotations

import dataclasses

from .. import conversion_facts as cf
from .. import quick_fixes as qf
from ..semantics import typing as ty
from ..context import Context
from ..findings import Severity
from ..registry import FixAvailability, register
from ..semantic import Function

_UNEVALUATED = {"sizeof_expression", "alignof_expression"}


@register("X004", "half-value-access", Severity.ERROR,
          "A half value is loaded, stored, written as a constant or cast to without cl_khr_fp16 enabled",
          spec="the-half-data-type", scope="function", fix=FixAvailability.SOMETIMES,
          applies="where cl_khr_fp16 is not enabled")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    fix = _UNMADE  # Made for the first finding (most functions have none).
    for finding in _accesses(ctx, fn):
        if fix is _UNMADE:
            fix = qf.enable_extension(sem.snapshot.data, fn.node.start_byte, "cl_khr_fp16") \
                if sem.has("cl_khr_fp16") else None
        yield dataclasses.replace(finding, fix=fix) if fix is not None else finding


_UNMADE = object()


def _accesses(ctx: Context, fn: Function):
    sem = ctx.semantic
    if cf.half_redefined(sem):
        return
    if cf.fp16_enabled(sem, fn.body.start_byte) and cf.fp16_enabled(sem, fn.body.end_byte):
        return
    memo = cf.facts(sem, fn)
    # Without the word `half` in the file, no value has that type: only literals
    # with an `h` suffix are left to look at.
    spelled = cf.spells_half(sem)
    accesses = [*memo.nodes.get("subscript_expression", ()), *memo.nodes.get("pointer_expression", ())]
    for node in accesses if spelled else ():
        if node.type == "pointer_expression":
            operator = node.child_by_field_name("operator")
            if operator is None or sem.text(operator) != "*":
                continue
        argument = node.child_by_field_name("argument")
        ctype = sem.typer.canonical(cf.type_of(sem, memo, argument))
        if ctype is None or ctype.pointers != 1 or ctype.arrays or ctype.base != "half":
            continue
        if _unevaluated_or_address(sem, node) or cf.fp16_enabled(sem, node.start_byte):
            continue
        what = "store to" if _stored(sem, node) else "load from"
        yield check.finding(node.start_byte, node.end_byte,
                            f"cannot {what} a half through a pointer without cl_khr_fp16 enabled; "
                            f"use {'vstore_half' if what == 'store to' else 'vload_half'}")
    data = sem.snapshot.data
    for node in memo.nodes.get("number_literal", ()):
        if data[node.end_byte - 1 : node.end_byte] not in (b"h", b"H"):
            continue  # A half literal ends with its suffix.
        if ty.literal_type(sem.text(node)) != "half" or not sem.trusted(node):
            continue
        if _unevaluated_or_address(sem, node) or cf.fp16_enabled(sem, node.start_byte):
            continue
        yield check.finding(node.start_byte, node.end_byte,
                            f"half constant '{sem.text(node)}' needs cl_khr_fp16 enabled; use a float constant")
    for node in memo.nodes.get("cast_expression", ()) if spelled else ():
        if not sem.trusted(node):
            continue
        target = sem.typer.descriptor_type(node.child_by_field_name("type"))
        ctype = sem.typer.canonical(target)
        if ctype is None or ctype.base != "half" or ctype.pointers or ctype.arrays:
            continue
        if _unevaluated_or_address(sem, node) or cf.fp16_enabled(sem, node.start_byte):
            continue
        type_node = node.child_by_field_name("type")
        yield check.finding(type_node.start_byte, type_node.end_byte,
                            "cannot cast to 'half' without cl_khr_fp16 enabled; use vstore_half to store a half")


def _parent_skipping_parens(sem, node):
    for parent in sem.ancestors(node):
        if parent.type != "parenthesized_expression":
            return node, parent
        node = parent
    return node, None


def _unevaluated_or_address(sem, node) -> bool:
    child, parent = _parent_skipping_parens(sem, node)
    if parent is not None and parent.type == "pointer_expression":
        operator = parent.child_by_field_name("operator")
        if operator is not None and operator.type == "&":
            return True
    while parent is not None and parent.type not in ("compound_statement", "function_definition"):
        if parent.type in _UNEVALUATED:
            return True
        parent = sem.parent(parent)
    return False


def _stored(sem, node) -> bool:
    child, parent = _parent_skipping_parens(sem, node)
    if parent is None or parent.type != "assignment_expression":
        return False
    left = parent.child_by_field_name("left")
    return left is not None and left.id == child.id
