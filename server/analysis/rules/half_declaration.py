"""## What it does
Reports a variable, array, function parameter or function return value of
the scalar type `half` (directly or through a typedef) where the
`cl_khr_fp16` extension is not enabled with
`#pragma OPENCL EXTENSION cl_khr_fp16 : enable`. Pointers to `half` are
always fine; kernel parameters are covered by K002.

## Why is this bad?
Without `cl_khr_fp16`, `half` is only a storage format: data of that type can
live in buffers and be read and written through `vload_half` and
`vstore_half`, but no value of type `half` may exist in a program.
Compilers reject the declaration.

## Fix
Declare the value as `float` and convert with `vload_half`/`vstore_half`, or
enable the extension (`#pragma OPENCL EXTENSION cl_khr_fp16 : enable`) when
the device supports it. Where the configuration supports `cl_khr_fp16`, a
quick fix puts that pragma on the line before the declaration.

## Example
```c
float twice(global half *p) {
    half h = 2;
    return vload_half(0, p) * 2.0f;
}
```

Use instead:
```c
float twice(global half *p) {
    float h = 2;
    return vload_half(0, p) * h;
}
```

## References
- [OpenCL C: the half data type](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-half-data-type)
"""

from __future__ import annotations

import dataclasses

from .. import conversion_facts as cf
from .. import quick_fixes as qf
from ..semantics import scope as hscope
from ...syntax.outline import is_kernel
from ..context import Context
from ..findings import Severity
from ..registry import FixAvailability, register


@register("X003", "half-declaration", Severity.ERROR,
          "A half variable, parameter or return value is declared without cl_khr_fp16 enabled",
          spec="the-half-data-type", scope="item", fix=FixAvailability.SOMETIMES,
          applies="where cl_khr_fp16 is not enabled", mentions=b"half")
def check(ctx: Context, item):
    # Only an item that spells `half` declares one (`_declarations` tests the same), so most items
    # are not looked at; the fix is made once a finding needs it.
    sem = ctx.semantic
    fix = None
    for finding in _declarations(ctx, item):
        if fix is None and sem.has("cl_khr_fp16"):
            fix = qf.enable_extension(sem.snapshot.data, item.start_byte, "cl_khr_fp16")
        yield dataclasses.replace(finding, fix=fix) if fix is not None else finding


def _declarations(ctx: Context, item):
    sem = ctx.semantic
    data = sem.snapshot.data
    if data.find(b"half", item.start_byte, item.end_byte) < 0 or cf.half_redefined(sem):
        return
    stack = [item]
    while stack:
        node = stack.pop()
        kind = node.type
        if kind in ("declaration", "function_definition"):
            yield from _declaration(check, sem, node)
        if kind in ("comment", "string_literal", "preproc_def", "preproc_function_def", "struct_specifier",
                    "union_specifier", "field_declaration_list"):
            continue
        stack.extend(node.named_children)


def _is_half(sem, owner) -> bool:
    type_node = owner.child_by_field_name("type")
    if type_node is None or not sem.trusted(type_node):
        return False
    ctype = sem.typer.canonical(hscope.base_type(sem.snapshot, owner))
    return ctype is not None and ctype.base == "half" and not ctype.pointers and not ctype.arrays


def _declaration(rule, sem, node):
    half = _is_half(sem, node)
    kernel = is_kernel(node)
    declarators = node.children_by_field_name("declarator")
    for declarator in declarators:
        target = declarator.child_by_field_name("declarator") if declarator.type == "init_declarator" else declarator
        if target is None or not sem.trusted(target):
            continue
        name, stars, arrays, function = hscope.declarator_parts(target)
        if function is not None:
            if not kernel:
                yield from _parameters(rule, sem, function)
            if half and not stars and name is not None and not cf.fp16_enabled(sem, node.start_byte):
                if _returns_directly(target):
                    yield rule.finding(name.start_byte, name.end_byte,
                                       f"function '{sem.text(name)}' cannot return 'half' without cl_khr_fp16 enabled")
            continue
        if not half or stars or name is None or node.type != "declaration":
            continue
        if cf.fp16_enabled(sem, node.start_byte):
            continue
        shown = "half" + "".join(arrays[::-1]) if arrays else "half"
        yield rule.finding(name.start_byte, name.end_byte,
                           f"variable '{sem.text(name)}' cannot have type '{shown}' without cl_khr_fp16 enabled")


def _returns_directly(target) -> bool:
    """`half f(...)`, not a function pointer or a pointer-returning declarator."""
    node = target
    while node is not None and node.type == "parenthesized_declarator":
        node = node.named_children[0] if node.named_children else None
    return node is not None and node.type == "function_declarator"


def _parameters(rule, sem, function):
    params = function.child_by_field_name("parameters")
    if params is None:
        return
    for param in params.named_children:
        if param.type != "parameter_declaration" or not _is_half(sem, param):
            continue
        declarator = param.child_by_field_name("declarator")
        name = None
        if declarator is not None:
            name, stars, arrays, inner = hscope.declarator_parts(declarator)
            if stars or arrays or inner is not None:
                continue
        if cf.fp16_enabled(sem, param.start_byte):
            continue
        where = name if name is not None else param
        label = f"parameter '{sem.text(name)}'" if name is not None else "a parameter"
        yield rule.finding(where.start_byte, where.end_byte,
                           f"{label} cannot have type 'half' without cl_khr_fp16 enabled")
