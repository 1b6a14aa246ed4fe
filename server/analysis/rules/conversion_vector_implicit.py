"""## What it does
Reports a vector value that is implicitly converted to another type: used to
initialize or assigned to a variable of a different vector type or of a
scalar type, returned from a function with a different result type, or
passed to a parameter of a user function with a different type.

## Why is this bad?
OpenCL C has no implicit conversions between vector types, and a vector never
silently becomes a scalar. A scalar may be widened to a vector, but the other
way round (or between two vector types) the program must say how to convert:
with a `convert_` built-in, which converts each component, or with an `as_`
built-in, which reinterprets the bits. Compilers reject the program.

## Fix
Convert explicitly with `convert_<type><n>()` (for example
`convert_int4(f)`), or pick components with a swizzle when only some are
wanted. Where the two vectors have the same number of components, a quick
fix wraps the value in the `convert_` call.

## Example
```c
kernel void quantize(global int4 *out, float4 v) {
    int4 q = v;
    out[0] = q;
}
```

Use instead:
```c
kernel void quantize(global int4 *out, float4 v) {
    int4 q = convert_int4(v);
    out[0] = q;
}
```

## References
- [OpenCL C: implicit conversions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#implicit-conversions)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from .. import quick_fixes as qf
from ..context import Context
from ..findings import Severity
from ..registry import FixAvailability, register
from ..semantic import Function
from ..semantics import typing as ty


@register("C001", "vector-implicit-conversion", Severity.ERROR,
          "A vector value is implicitly converted to a different vector or scalar type", spec="implicit-conversions",
          scope="function", fix=FixAvailability.SOMETIMES)
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    if not cf.vectors_possible(sem):
        return
    memo = cf.facts(sem, fn)
    nodes = memo.nodes
    sem.prime(fn)  # (`never_vector_call` reads the names it resolved.)
    for declaration in nodes.get("declaration", ()):
        target = None
        for declarator in declaration.children_by_field_id(ty.F_DECLARATOR):
            if declarator.type != "init_declarator":
                continue
            name = declarator.child_by_field_id(ty.F_DECLARATOR)
            value = declarator.child_by_field_id(ty.F_VALUE)
            if name is None or name.type != "identifier" or value is None or value.type == "initializer_list":
                continue
            if _no_vector(sem, value):
                continue  # (Told before the declared type is read: most initial values are such.)
            if target is None:  # The declared type next: no expression to type for it.
                target = cf.declaration_type(sem, declaration) or ""
            if not target:
                break
            source = _typed_vector(sem, memo, value)
            found = _judge(source, target, "initialize") if source is not None else None
            if found:
                yield check.finding(value.start_byte, value.end_byte, found, fix=_fix(found, value, target))
    for assignment in nodes.get("assignment_expression", ()):
        operator = assignment.child_by_field_id(ty.F_OPERATOR)
        if operator is None or sem.text(operator) != "=":
            continue
        left, right = assignment.child_by_field_id(ty.F_LEFT), assignment.child_by_field_id(ty.F_RIGHT)
        if left is None or right is None:
            continue
        source = _vector_source(sem, memo, right)
        if source is None:
            continue
        target = cf.expression_value(sem, memo, left)
        if target is None:
            continue
        found = _judge(source, target, "assign")
        if found:
            yield check.finding(right.start_byte, right.end_byte, found, fix=_fix(found, right, target))
    returns = nodes.get("return_statement", ())
    if returns:
        result = cf.function_return_type(sem, fn)
        if result is not None:
            for statement in returns:
                values = [c for c in statement.named_children if c.type != "comment"]
                if len(values) != 1:
                    continue
                source = _vector_source(sem, memo, values[0])
                found = _judge(source, result, "return") if source is not None else None
                if found:
                    yield check.finding(values[0].start_byte, values[0].end_byte, found,
                                        fix=_fix(found, values[0], result))
    for call in nodes.get("call_expression", ()):
        yield from _arguments(check, sem, memo, call)


def _arguments(rule, sem, memo, call):
    function = call.child_by_field_id(ty.F_FUNCTION)
    arguments = call.child_by_field_id(ty.F_ARGUMENTS)
    if function is None or function.type != "identifier" or arguments is None or not sem.trusted(function):
        return
    declared = sem.typer.lookup(function)
    if declared is None or declared.kind not in ("function", "kernel"):
        return
    args = [c for c in arguments.named_children if c.type != "comment"]
    params = cf.user_parameters(sem, declared)
    if not params or len(params) != len(args):
        return
    for index, (arg, param) in enumerate(zip(args, params)):
        if param is None:
            continue
        source = _vector_source(sem, memo, arg)
        if source is None:
            continue
        found = _judge(source, param, "pass", f"parameter {index + 1} of '{declared.name}'")
        if found:
            yield rule.finding(arg.start_byte, arg.end_byte, found, fix=_fix(found, arg, param))


def _fix(message: str, value, target: str):
    """`convert_T(value)` where the message advises it (same number of components)."""
    return qf.convert_call(value, target) if message.endswith(f"; use convert_{target}()") else None


def _vector_source(sem, memo, value) -> str | None:
    """The type of a converted value when it is a vector (the only sources judged), else None.
    Asked before the target's type where that is an expression: most values are no vectors,
    and their targets (the left side of each plain assignment) need not be typed at all."""
    return None if _no_vector(sem, value) else _typed_vector(sem, memo, value)


def _no_vector(sem, value) -> bool:
    """Whether a value is surely no vector without typing it: a number, or a call whose callee
    gives no vector (`get_global_id(0)`, a helper returning a float; typing a call types its
    arguments and resolves the overload)."""
    kind = value.type
    return kind == "number_literal" or kind == "call_expression" and cf.never_vector_call(sem, value)


def _typed_vector(sem, memo, value) -> str | None:
    source = cf.expression_value(sem, memo, value)
    return source if source is not None and cf.is_vector(source) else None


def _judge(source: str, target: str, how: str, where: str = "") -> str | None:
    if source == target:
        return None
    hint = ""
    if cf.is_vector(target) and cf.width_of(target) == cf.width_of(source):
        hint = f"; use convert_{target}()"
    context = {"initialize": "initialization", "assign": "assignment", "return": "return"}.get(how)
    place = f"in {context}" if context else f"for {where}"
    return f"no implicit conversion from '{source}' to '{target}' {place}{hint}"
