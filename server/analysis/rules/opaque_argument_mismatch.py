"""## What it does
Reports an argument passed to a function of the file whose parameter is an
image, a `sampler_t` or an `event_t`, when the argument cannot be one:
- an image of another image type or another access (`read_only`,
  `write_only`, `read_write`; `read_only` when none is written);
- for a sampler, a value that is not an integer or a sampler (a float, a
  vector, an image);
- for an event, an integer other than the constant 0, a float, a vector or
  an image.

## Why is this bad?
Image types and access qualifiers are part of the type: a function declared
to write an image cannot be handed one the kernel may only read, and an
`image3d_t` is no `image2d_t`. Samplers are made from integer constants and
events from the constant 0 only. Compilers reject these calls.

## Fix
Declare the parameter with the image type and access of the argument, or
pass the right image.

## Example
```c
void store(write_only image2d_t out, int2 at, float4 value) {
    write_imagef(out, at, value);
}
kernel void fill(read_only image2d_t in) {
    store(in, (int2)(0, 0), (float4)(0.0f));
}
```

Use instead:
```c
void store(write_only image2d_t out, int2 at, float4 value) {
    write_imagef(out, at, value);
}
kernel void fill(write_only image2d_t out) {
    store(out, (int2)(0, 0), (float4)(0.0f));
}
```

## References
- [OpenCL C: access qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#access-qualifiers)
- [OpenCL C: image types](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#image-types)
"""

from ..semantics import typing as ty
from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..image_facts import describe, image_access, kind_of, opaque_callees, opaque_ctype
from ..registry import register
from ..semantic import Function


@register("Q031", "opaque-argument-mismatch", Severity.ERROR,
          "An image, sampler or event parameter gets an argument of another type or access", spec="access-qualifiers",
          scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    callees = opaque_callees(sem)
    if not callees:
        return
    for call in qs.body_of(sem, fn).calls:
        function = call.child_by_field_name("function")
        if function is None or sem.text(function) not in callees or not sem.trusted(call):
            continue
        pairs = qs.called_parameters(sem, call)
        if pairs is None:
            continue
        for argument, param in zip(*pairs):
            parts = qs.unwrap(param.child_by_field_name("declarator"))
            if parts.unusual or parts.function is not None or parts.pointers or parts.arrays:
                continue
            target = qs.base_ctype(sem, param)
            if target is None or target.pointers or target.arrays:
                continue
            kind = kind_of(target.base)
            if kind not in ("image", "sampler", "event"):
                continue
            message = _problem(sem, kind, target, argument)
            if message:
                yield check.finding(argument.start_byte, argument.end_byte, message)


def _problem(sem, kind: str, target: ty.CType, argument):
    source = opaque_ctype(sem, sem.type_of(argument))
    if source is None or source.block or source.arrays:
        return None
    wanted = describe(sem, target)
    passing = f"passing '{describe(sem, source)}' to a parameter of type '{wanted}'"
    source_kind = kind_of(source.base) if not source.pointers else None
    if kind == "image":
        if source.pointers:
            return passing
        if source_kind == "image":
            if source.base != target.base or image_access(source) != image_access(target):
                return passing
            return None
        if source_kind is not None or _arithmetic(source):
            return passing
        return None
    if kind == "sampler":
        if source.pointers or (source_kind is not None and source_kind != "sampler"):
            return passing
        if source.base in ty.FLOATS or ty.vector_parts(source.base) is not None:
            return passing
        return None
    # An event: the null constant 0 converts, nothing else but an event.
    if source_kind == "event":
        return None
    if source_kind is not None or source.base in ty.FLOATS or ty.vector_parts(source.base) is not None:
        return passing
    if source.base in ty.INTEGERS and not source.pointers and not _zero(sem, argument):
        return passing
    return None


def _arithmetic(ctype: ty.CType) -> bool:
    return ctype.base in ty.INTEGERS or ctype.base in ty.FLOATS or ty.vector_parts(ctype.base) is not None


def _zero(sem, node) -> bool:
    """Whether an expression is evidently the integer constant 0 (a literal, or an expression
    of literals the rule does not evaluate: then it is given the benefit of the doubt)."""
    while node.type == "parenthesized_expression" and node.named_child_count == 1:
        node = node.named_children[0]
    if node.type == "number_literal":
        digits = sem.text(node).lower().rstrip("ul")
        try:
            return int(digits, 0) == 0
        except ValueError:
            return True
    return node.type not in ("identifier", "call_expression", "field_expression", "subscript_expression")
