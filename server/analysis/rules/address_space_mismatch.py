"""## What it does
Reports a conversion between pointers to different address spaces that
OpenCL C does not allow: initializing, assigning, casting, comparing,
passing or returning a pointer to one named address space (`global`,
`local`, `constant`, `private`) with a pointer to another, or choosing
between two such pointers with `?:`, or subtracting one from the other. For
pointers to pointers, the levels below the outermost pointee must match
exactly, and a pointer to a pointer is judged against a plain pointer the
same way (`global int *g = gg;` with `global int * private *gg` changes the
pointee's address space from private to global). `to_global`, `to_local` and
`to_private` return pointers into the space they name. Where the generic address space exists
(OpenCL C 2.0, or 3.0 with `__opencl_c_generic_address_space`), a pointer to
`global`, `local` or `private` converts to a generic pointer implicitly, and a
generic pointer converts back only with an explicit cast; `constant` never
mixes with generic.

## Why is this bad?
The address spaces are separate memories on many devices and a pointer into
one cannot be used to reach another: the hardware instructions, and
sometimes the pointer sizes, differ. Compilers reject such conversions, and a
cast that forced one through would read or write the wrong memory.

## Fix
Declare the pointer in the address space of the data it points to, or copy
the data to the other memory. Unqualified pointers inside functions point to
private memory before OpenCL C 2.0.

## Example
```c
kernel void copy(global float *src, local float *tmp) {
    local float *p = src;
    tmp[0] = p[0];
}
```

Use instead:
```c
kernel void copy(global float *src, local float *tmp) {
    global float *p = src;
    tmp[0] = p[0];
}
```

## References
- [OpenCL C: address space qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#address-space-qualifiers)
- [OpenCL C: the generic address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#generic-address-space)
"""

from .. import conversion_facts as cf
from .. import pointer_spaces as ps
from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function
from ..semantics import typing as ty


@register("Q012", "address-space-mismatch", Severity.ERROR,
          "A pointer converts to a pointer into a different address space", spec="address-space-qualifiers",
          scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    body = qs.body_of(sem, fn)
    generic = qs.generic_enabled(sem)
    names = qs.pointer_names(sem, fn)
    sem.prime(fn)  # (`never_pointer_call` reads the names it resolved.)
    for kind in (_initializations, _assignments, _casts, _returns,
                 _arguments, _comparisons, _differences, _conditionals):
        yield from kind(sem, fn, body, names, generic)


def _initializations(sem, fn: Function, body, names, generic: bool):
    """Initializations of a pointer variable from a pointer into another space."""
    for declaration in body.declarations:
        if not sem.trusted(declaration):
            continue
        base = _UNKNOWN  # The declaration's base type, read at its first initializer.
        for declarator in qs.declarators_of(declaration):
            # Most declarators hold no pointer and are told apart without `unwrap` and `full_ctype`:
            # no initializer (an `init_declarator` is always the outermost), no base type (then no
            # full type), or a plain name with a base that is no pointer (`int x = ...`).
            if declarator.type != "init_declarator":
                continue
            if base is _UNKNOWN:
                inner = declarator.child_by_field_id(ty.F_DECLARATOR)
                if inner is not None and inner.type == "identifier" and _pointerless(declaration):
                    continue  # `float x = ...`: no pointer, told without reading the base type.
                base = qs.base_ctype(sem, declaration)
            if base is None:
                break
            if not base.pointers:
                inner = declarator.child_by_field_id(ty.F_DECLARATOR)
                if inner is not None and inner.type == "identifier":
                    continue
            parts = qs.unwrap(declarator)
            if parts.init is None or parts.arrays or parts.name is None:
                continue
            if parts.unusual or parts.function is not None or not (base.pointers or parts.pointers):
                continue  # No full type, or no pointer.
            target = qs.full_ctype(sem, declaration, parts)
            if target is None or not target.pointers or not (
                    qs.may_be_pointer(sem, parts.init, names) or ps.function_name(sem, parts.init)):
                continue
            if not _plain_target(sem, declaration) or ps.generic_null(sem, parts.init):
                continue
            if not ps.exact(sem, parts.init):
                problem = None
            elif target.pointers == 1:
                problem = qs.implicit_problem(sem, target, qs.pointer_of(sem, parts.init), generic)
            else:
                problem = qs.nested_problem(sem, target, qs.nested_pointer_of(sem, parts.init), generic)
            if not problem:
                problem = ps.assignment_problem(sem, target, ps.pointer_type(sem, parts.init), generic)
            if problem:
                yield check.finding(
                    parts.init.start_byte, parts.init.end_byte,
                    f"initializing '{sem.text(parts.name)}' ({problem[0]}) with {problem[1]} changes the address space",
                )


def _assignments(sem, fn: Function, body, names, generic: bool):
    """Plain assignments of a pointer to a pointer variable."""
    for assignment in body.assignments:
        operator = assignment.child_by_field_id(ty.F_OPERATOR)
        if operator is None or sem.text(operator) != "=":
            continue
        left = assignment.child_by_field_id(ty.F_LEFT)
        if not qs.may_be_pointer(sem, left, names):
            continue
        right = assignment.child_by_field_id(ty.F_RIGHT)
        if right is not None and right.type == "call_expression" and cf.never_pointer_call(sem, right):
            continue  # No pointer comes from there (`v.x = length(d)`): neither side needs typing.
        if not (qs.may_be_pointer(sem, right, names) or ps.function_name(sem, right)) or not sem.trusted(
                assignment) or ps.generic_null(sem, right):
            continue
        target = qs.pointer_of(sem, left) if ps.exact(sem, left) and ps.exact(sem, right) else None
        if target is not None:
            problem = qs.implicit_problem(sem, target, qs.pointer_of(sem, right), generic)
        elif ps.exact(sem, left) and ps.exact(sem, right):
            problem = qs.nested_problem(sem, qs.nested_pointer_of(sem, left), qs.nested_pointer_of(sem, right),
                                      generic)
        else:
            problem = None
        if not problem:
            problem = ps.assignment_problem(sem, ps.pointer_type(sem, left), ps.pointer_type(sem, right), generic)
        if problem:
            yield check.finding(
                right.start_byte, right.end_byte,
                f"assigning {problem[1]} to '{sem.text(left)}' ({problem[0]}) changes the address space",
            )


def _casts(sem, fn: Function, body, names, generic: bool):
    """Explicit casts between pointers, which may not cross into a disjoint space either."""
    for cast in body.casts:
        descriptor = cast.child_by_field_id(ty.F_TYPE)
        if descriptor is None or "*" not in sem.text(descriptor) and not any(
                c.type == "type_identifier" for c in descriptor.children):
            continue
        if not qs.may_be_pointer(sem, cast.child_by_field_id(ty.F_VALUE), names) or not sem.trusted(cast):
            continue
        target_text = sem.typer.descriptor_type(cast.child_by_field_id(ty.F_TYPE))
        target = qs.parse_pointer(sem, target_text)
        source = qs.pointer_of(sem, cast.child_by_field_id(ty.F_VALUE))
        if not ps.exact(sem, cast.child_by_field_id(ty.F_VALUE)):
            target = source = None
        problem = qs.cast_problem(sem, target, source, generic)
        if not problem and (target is None or source is None):
            # Pointers to pointers on either side: the outermost pointees must overlap.
            problem = ps.cast_problem(sem, ps.type_from_text(sem, target_text),
                                      ps.pointer_type(sem, cast.child_by_field_id(ty.F_VALUE)), generic)
        if problem:
            yield check.finding(
                cast.start_byte, cast.end_byte,
                f"casting {problem[1]} to {problem[0]} changes the address space",
            )


def _returns(sem, fn: Function, body, names, generic: bool):
    """Returned pointers against the function's declared return type."""
    returns = qs.return_pointer(sem, fn)
    for statement in body.returns if returns is not None else ():
        value = next((c for c in statement.named_children if c.type != "comment"), None)
        if value is None or not qs.may_be_pointer(sem, value, names) or not sem.trusted(value):
            continue
        if not ps.exact(sem, value) or ps.generic_null(sem, value):
            continue
        problem = qs.implicit_problem(sem, returns, qs.pointer_of(sem, value), generic)
        if problem:
            yield check.finding(
                value.start_byte, value.end_byte,
                f"returning {problem[1]} from '{fn.name}', which returns {problem[0]}, changes the address space",
            )


def _arguments(sem, fn: Function, body, names, generic: bool):
    """Arguments passed to pointer parameters of the file's own functions."""
    functions = qs.pointer_functions(sem)
    for call in body.calls:
        function = call.child_by_field_id(ty.F_FUNCTION)
        if function is None or sem.text(function) not in functions or not sem.trusted(call):
            continue
        for argument, parameter, name in qs.call_pairs(sem, call):
            if not ps.exact(sem, argument) or ps.generic_null(sem, argument):
                continue
            problem = qs.implicit_problem(sem, parameter, qs.pointer_of(sem, argument), generic)
            if problem:
                yield check.finding(
                    argument.start_byte, argument.end_byte,
                    f"passing {problem[1]} to parameter {name} ({problem[0]}) changes the address space",
                )


def _comparisons(sem, fn: Function, body, names, generic: bool):
    """Comparisons between pointers into disjoint spaces."""
    for comparison in body.comparisons:
        left_node = comparison.child_by_field_id(ty.F_LEFT)
        right_node = comparison.child_by_field_id(ty.F_RIGHT)
        if not qs.may_be_pointer(sem, left_node, names) or not qs.may_be_pointer(sem, right_node, names):
            continue
        if not sem.trusted(comparison) or not (ps.exact(sem, left_node) and ps.exact(sem, right_node)):
            continue
        left = qs.pointer_of(sem, left_node)
        if left is None:
            continue
        right = qs.pointer_of(sem, right_node)
        if qs.disjoint(sem, left, right, generic):
            yield check.finding(
                comparison.start_byte, comparison.end_byte,
                f"comparing {qs.describe(sem, left)} with {qs.describe(sem, right)}: "
                "they point into different address spaces",
            )


def _differences(sem, fn: Function, body, names, generic: bool):
    """Subtractions of one pointer from another into a disjoint space."""
    for difference in sem.body_nodes(fn).get("binary_expression", ()):
        operator = difference.child_by_field_id(ty.F_OPERATOR)
        if operator is None or operator.type != "-":
            continue  # Most binary expressions: their operands are not read.
        left_node, right_node = difference.child_by_field_id(ty.F_LEFT), difference.child_by_field_id(ty.F_RIGHT)
        if not qs.may_be_pointer(sem, left_node, names):
            continue
        if not qs.may_be_pointer(sem, right_node, names) or not sem.trusted(difference):
            continue
        left, right = ps.pointer_type(sem, left_node), ps.pointer_type(sem, right_node)
        if left is None or right is None:
            continue
        a, b = ps.chain(sem, left)[0], ps.chain(sem, right)[0]
        if "__generic" in (a, b) and not generic or ps.overlapping(a, b, generic):
            continue
        yield check.finding(
            difference.start_byte, difference.end_byte,
            f"subtracting {ps.describe(sem, right)} from {ps.describe(sem, left)}: "
            "they point into different address spaces",
        )


def _conditionals(sem, fn: Function, body, names, generic: bool):
    """`?:` whose two arms point into disjoint spaces."""
    for conditional in body.conditionals:
        arms = [conditional.child_by_field_id(ty.F_CONSEQUENCE), conditional.child_by_field_id(ty.F_ALTERNATIVE)]
        if any(arm is None or not qs.may_be_pointer(sem, arm, names) for arm in arms):
            continue
        if not sem.trusted(conditional) or not all(ps.exact(sem, arm) for arm in arms):
            continue
        first = qs.pointer_of(sem, arms[0])
        if first is None:
            continue
        second = qs.pointer_of(sem, arms[1])
        if qs.disjoint(sem, first, second, generic):
            yield check.finding(
                conditional.start_byte, conditional.end_byte,
                f"the arms of '?:' are {qs.describe(sem, first)} and {qs.describe(sem, second)}: "
                "they point into different address spaces",
            )



_UNKNOWN = object()
# Type specifiers no typedef names (`float`, `size_t`, `unsigned int`, `float4`): their base type is no pointer.
_POINTERLESS = frozenset({"primitive_type", "sized_type_specifier", "vector_type"})


def _pointerless(declaration) -> bool:
    """Whether a declaration's base type is certainly no pointer, from its syntax alone."""
    type_node = declaration.child_by_field_id(ty.F_TYPE)
    return type_node is not None and type_node.type in _POINTERLESS


def _plain_target(sem, declaration) -> bool:
    """Whether a declaration's canonical type keeps its address spaces where they belong: not so for a
    typedef of a pointer under an address-space qualifier (`private l_t *p`)."""
    base = qs.base_ctype(sem, declaration)
    return base is not None and not (base.pointers and qs.spaces_on(declaration))
