"""## What it does
Reports a call to a built-in function for which several overloads accept the
arguments and none of them is a better match than the others: `sqrt(2)`, where
the integer converts as well to `float` as to `double` (and to `half` with
`cl_khr_fp16`), or `max(1, 2.0f)`, where `max(int, int)` is better for the
first argument and `max(float, float)` for the second. The message lists the
forms that tie.

Forms count only where the configuration provides them: without double
precision the `double` forms are no candidates. The ranking is the one OpenCL C
compilers use for built-ins: an exact match beats a promotion (`char`, `short`
or `bool` to `int`, `float` to `double`), which beats any other conversion,
which beats widening a scalar to a vector. The rule stays silent when an
argument's type is not known for sure, when it depends on the target (`size_t`)
or when a pointer argument points to another type than the parameter.

## Why is this bad?
An ambiguous call does not compile. Even where one compiler picked a form, the
choice between single and double precision, or between signed and unsigned
arithmetic, is one the code should make explicitly.

## Example
```c
kernel void root(global float *out, int n) {
    out[0] = sqrt(n);
}
```

Use instead:
```c
kernel void root(global float *out, int n) {
    out[0] = sqrt((float)n);
}
```

## References
- [OpenCL C: built-in functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#built-in-functions)
- [OpenCL C: usual arithmetic conversions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#usual-arithmetic-conversions)
"""

from __future__ import annotations

from ... import memo
from .. import builtin_facts as bf
from .. import conversion_facts as cf
from .. import overload_facts as of
from .. import qualifier_support as qs
from ..findings import Severity
from ..registry import register

MAX_LISTED = 4


@register("B005", "ambiguous-builtin-call", Severity.ERROR,
          "Several overloads of a built-in function match the arguments equally well", spec="built-in-functions",
          visits=bf.BUILTIN_CALLS)
def check(sem, call):
    tied = ambiguous_forms(sem, call, qs.generic_enabled(sem))
    if not tied or bf.may_be_redeclared(sem, call.name):
        return  # Unambiguous, or a header or macro may declare an overload of its own.
    shown = bf.argument_types(sem, call)
    labels = sorted(bf.shape_label(call.name, shape) for shape in tied)
    listed = ", ".join(labels[:MAX_LISTED]) + (", ..." if len(labels) > MAX_LISTED else "")
    yield check.finding(
        call.name_node.start_byte,
        call.node.end_byte,
        f"call to '{call.name}' is ambiguous: ({shown}) fits {listed} equally well",
    )


def ambiguous_forms(sem, call: bf.BuiltinCall, generic: bool) -> list:
    """The forms that tie for a call, or [] when one is best, none fits, or we are unsure.

    Results are remembered by family, configuration and argument kinds: the same call shapes
    recur all over a file.
    """
    arguments = call.arguments
    if not arguments:
        return []
    candidates = of.available_shapes(call.family, sem, generic, len(arguments))
    if not candidates or len(candidates) < 2 or not sem.trusted(call.node):
        return []
    costly = [of.has_call(sem, arg) for arg in arguments]
    kinds: list = [None] * len(arguments)
    for index, arg in enumerate(arguments):
        if not costly[index]:
            kind = _kind(sem, arg)
            if kind is None:
                return []
            kinds[index] = kind
    config = (call.family.name, len(arguments), sem.version, sem.features, generic)
    if any(costly):
        # Narrow the forms by the arguments B002 has typed already; a nested call is typed only
        # where the forms left differ in its position.
        key = (config, tuple(kinds))
        narrowed = _NARROWED.get(key, _MISSING)
        if narrowed is _MISSING:
            narrowed = _narrow(candidates, kinds)
            _NARROWED.put(key, narrowed)
        if narrowed is None:
            return []
        candidates, same = narrowed
        for index, arg in enumerate(arguments):
            if kinds[index] is not None:
                continue
            if index in same:
                kinds[index] = same[index]  # Every form left takes the same type here: it ranks them alike.
                continue
            kind = _kind(sem, arg)
            if kind is None:
                return []
            kinds[index] = kind
    key = (config, tuple(kinds))
    tied = _TIED.get(key, _MISSING)
    if tied is _MISSING:
        tied = _tied(call.family, candidates, kinds)
        _TIED.put(key, tied)
    return tied


def _narrow(candidates, kinds):
    """(the forms the known kinds fit, {position: the one parameter they all have there}), or None."""
    narrowed = []
    for shape in candidates:
        for index, kind in enumerate(kinds):
            if kind is None:
                continue
            rank = bf.conversion_rank(shape[index], kind)
            if rank is None:
                return None
            if rank == bf.NOT_VIABLE:
                break
        else:
            narrowed.append(shape)
    if len(narrowed) < 2:
        return None
    same = {}
    for index, kind in enumerate(kinds):
        if kind is None and len({bf._spaceless(shape[index]) for shape in narrowed}) == 1:
            same[index] = narrowed[0][index]
    return tuple(narrowed), same


def _tied(family, candidates, kinds) -> list:
    ranked = bf.rank_forms(candidates, kinds)
    if not ranked:
        return []
    tied = bf.tied_forms(ranked)
    if not tied:
        return []
    ranks = dict(ranked)
    if any(bf.SPLAT in ranks[shape] for shape in tied):
        # A tie between vector forms: where the catalog lists vector widths a compiler lacks, or
        # misses a scalar form, the scalar form would win. Not judged.
        return []
    requires = of.shape_requirements(family)
    if not all(any(_verified(req) for req in requires[shape]) for shape in tied):
        return []
    return tied


_LIMIT = 50_000
_NARROWED = memo.cache("analysis.rules.builtin_call_ambiguous.narrowed", _LIMIT)
_TIED = memo.cache("analysis.rules.builtin_call_ambiguous.tied", _LIMIT)
_MISSING = object()


# Requirements whose forms clang declares exactly as the catalog says (checked against clang-19);
# forms of other extensions and optional features (integer dot product, mipmaps, sub-groups) it
# declares in other versions than the specification says, so ties between them are not judged.
_SURE_EXTENSIONS = frozenset({"cl_khr_fp64", "cl_khr_fp16"})
_SURE_FEATURES = frozenset({"__opencl_c_fp64", "__opencl_c_generic_address_space"})


def _verified(req) -> bool:
    return all(set(c.extensions) <= _SURE_EXTENSIONS and set(c.features) <= _SURE_FEATURES
               for c in req.clauses())


def _kind(sem, node):
    """An argument's kind, or None when its type as we compute it may not be the compiler's."""
    kind = bf.arg_kind(sem, node)
    if kind is None:
        return None
    ctype = bf.canonical_types(sem).get(sem.type_of(node))  # Filled by arg_kind.
    if ctype is None or ctype.base.startswith("enum "):
        return None  # An enumeration promotes to int; its kind says int.
    if bf.unsupported_element(sem, kind):
        return None  # The type itself is an error (X001 and the half rules); compilers say no more.
    start, end = node.start_byte, node.end_byte
    if sem.has_bool_word(start, end):
        return None  # The typer takes `true` for an int; it is a bool, which ranks differently.
    if "double" in kind[1] and cf.has_double_literal(sem, node) and not cf.double_literals_are_double(sem, start):
        return None  # `1.0` is a float here; the typer says double.
    return kind
