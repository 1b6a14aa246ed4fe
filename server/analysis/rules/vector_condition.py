"""## What it does
Reports a `?:` whose condition OpenCL C does not accept, or whose condition
vector does not fit the result:
- a floating-point condition, scalar or vector (`f ? a : b` with a `float f`);
- a vector condition whose result is a pointer (the lanes must be numbers);
- a vector condition with a vector result of another number of components
  (`char2 ? char3 : char3`);
- a vector condition whose elements differ in size from the result's
  elements (`char2 ? int2 : int2`, `int2 ? uchar : uchar`).

## Why is this bad?
With a vector condition, `?:` picks each lane of the result by the most
significant bit of the matching lane of the condition, as `select` does, so
the condition must be an integer vector with as many lanes as the result and
elements of the same size. A floating-point condition has no defined
truth value in OpenCL C. Compilers reject the program.

## Fix
Compare to get an integer condition of the right shape (`x < y` on two
`float4` gives an `int4`), convert the condition (`convert_int2(c)`), or use
`select` with matching types.

## Example
```c
kernel void pick(global int2 *out, char2 c, int2 a, int2 b) {
    out[0] = c ? a : b;
}
```

Use instead:
```c
kernel void pick(global int2 *out, char2 c, int2 a, int2 b) {
    out[0] = convert_int2(c) ? a : b;
}
```

## References
- [OpenCL C: ternary selection operator](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#operators-ternary-selection)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from .. import pointer_spaces as ps
from ..semantics import typing as ty
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function


def _bits(name: str):
    """Bits of a scalar or of a vector's element; None for bool and target-dependent types."""
    element = ty.element_of(name)
    size = cf.ELEMENT_BYTES.get(element)
    return size * 8 if size else None


def _scalar_result_bits(a: str, b: str):
    """Bits of the type two different scalars meet in (no promotion: clang converts the arms as they are)."""
    bits_a, bits_b = _bits(a), _bits(b)
    if bits_a is None or bits_b is None:
        return None
    float_a, float_b = a in cf.FLOAT_RANK, b in cf.FLOAT_RANK
    if float_a != float_b:
        return bits_a if float_a else bits_b
    return max(bits_a, bits_b)


@register("C022", "vector-condition-mismatch", Severity.ERROR,
          "A ?: condition is floating-point, or a vector that does not fit the result",
          spec="operators-ternary-selection", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    memo = cf.facts(sem, fn)
    for node in memo.nodes.get("conditional_expression", ()):
        condition = node.child_by_field_name("condition")
        left, right = node.child_by_field_name("consequence"), node.child_by_field_name("alternative")
        if condition is None or left is None or right is None or not sem.trusted(node):
            continue
        cond = cf.expression_value(sem, memo, condition)
        if cond is None or not (ty.element_of(cond) in cf.FLOAT_RANK or cf.is_vector(cond)):
            continue
        anchor = next((c for c in node.children if c.type == "?"), node)
        problem = _problem(sem, memo, cond, left, right)
        if problem:
            yield check.finding(anchor.start_byte, anchor.end_byte, problem)


def _problem(sem, memo, cond: str, left, right):
    if ty.element_of(cond) in cf.FLOAT_RANK:
        return f"the condition of '?:' has the floating-point type '{cond}'"
    if ty.element_of(cond) not in cf.INT_WIDTH:
        return None
    for arm in (left, right):
        pointer = ps.pointer_type(sem, arm)
        if pointer is not None:
            return f"with the vector condition '{cond}', '?:' cannot choose a pointer ({ps.describe(sem, pointer)})"
    a, b = cf.expression_value(sem, memo, left), cf.expression_value(sem, memo, right)
    if a is None or b is None:
        return None
    if cf.is_vector(a) or cf.is_vector(b):
        if cf.is_vector(a) and cf.is_vector(b) and a != b:
            return None  # C006 reports the arms.
        result = a if cf.is_vector(a) else b
        if cf.width_of(result) != cf.width_of(cond):
            return (f"the vector condition '{cond}' and the result '{result}' of '?:' "
                    "have different numbers of components")
        result_bits = _bits(result)
    else:
        result = a if a == b else f"{a}' and '{b}"
        result_bits = _bits(a) if a == b else _scalar_result_bits(a, b)
    cond_bits = _bits(cond)
    if result_bits is None or cond_bits is None or result_bits == cond_bits:
        return None
    return (f"the elements of the vector condition '{cond}' ({cond_bits} bits) and of the result "
            f"'{result}' of '?:' ({result_bits} bits) differ in size")
