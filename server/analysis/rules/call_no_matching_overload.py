"""## What it does
Reports a call to a built-in function when none of its overloads can take the
arguments: the number of arguments fits no overload, or an argument is of a
kind no overload accepts in that position (a vector where only scalars are
taken, a vector of another element type or width, a pointer for a number, a
structure, an image where a number is expected). The message lists the
function's forms.

The check is deliberately permissive: any arithmetic scalar is taken to
convert to any scalar parameter or to widen to a vector parameter, and any
pointer to fit a pointer parameter. It stays silent when an argument's type
is not known for sure, and when the file or its headers may declare the
function themselves (an overload of their own): a declaration or definition of
that name at file scope, a `#define` of it or one whose body may declare it,
a `##` that could make it, or an include we cannot read. A header that only
mentions the name, in a comment or a call, does not count. Where the headers
declare overloads of the name as plain prototypes (pocl's `_kernel.h` renames
every built-in with `#define length _cl_length` and declares its forms again),
the call is judged against the catalog's forms and the headers' own: reported
when none takes the arguments, silent when some header declaration of it
cannot be read (made by a macro, a parameter type we do not know).

## Why is this bad?
Built-in functions are overloaded, and a call must select one of the forms the
specification lists. Vector types never convert implicitly into one another,
so `sin(int4)` or `dot(float4, float3)` has no form to select and the program
does not compile.

## Example
```c
kernel void shade(global float4 *out, int4 steps) {
    out[0] = sin(steps);
}
```

Use instead:
```c
kernel void shade(global float4 *out, int4 steps) {
    out[0] = sin(convert_float4(steps));
}
```

## References
- [OpenCL C: built-in functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#built-in-functions)
"""

from __future__ import annotations

from ... import memo
from .. import builtin_facts as bf
from .. import header_overloads as ho
from .. import overload_facts as of
from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function

MAX_LISTED = 4


@register("B002", "no-matching-builtin-overload", Severity.ERROR,
          "No overload of a built-in function accepts the arguments", spec="built-in-functions", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    calls = bf.builtin_calls(sem, fn) + ho.renamed_calls(sem, fn)
    if not calls:
        return
    sem.prime(fn)
    generic = qs.generic_enabled(sem)
    for call in calls:
        shapes = of.param_shapes(call.family)
        if shapes is None or not sem.trusted(call.node):
            continue
        if not _rejects(sem, (call.family.name, generic), shapes, call.arguments):
            continue
        if bf.may_declare(sem, call.name) and not ho.none_accepts(sem, call.name, call.arguments):
            continue  # A header, macro or paste may declare an overload of its own that fits.
        if any(bf.unsupported_element(sem, bf.arg_kind(sem, a)) for a in call.arguments):
            continue  # The argument's type is the error: compilers say no more.
        shown = bf.argument_types(sem, call)
        forms = nearest_first(list(call.family.generic_signatures), shown)
        listed = "; ".join(forms[:MAX_LISTED]) + ("; ..." if len(forms) > MAX_LISTED else "")
        yield check.finding(
            call.name_node.start_byte,
            call.node.end_byte,
            f"no overload of '{call.name}' takes ({shown}); candidates: {listed}",
        )


_GENTYPE_ELEMENT = {"gentypef": "float", "gentyped": "double", "gentypeh": "half"}


def _element(type_text: str) -> str:
    """The scalar a type is made of: 'float' for float4, 'int' for `volatile __global int *`."""
    words = [w for w in type_text.replace("*", " ").split() if not w.startswith("__") and w not in
             {"const", "volatile", "restrict", "global", "local", "constant", "private", "generic"}]
    return words[-1].rstrip("0123456789n") if words else ""


def _nearness(parameter: str, argument: str) -> int:
    if " ".join(parameter.split()) == " ".join(argument.split()):
        return 4
    words = parameter.split()
    generic = next((w for w in words if w.startswith(("gentype", "sgentype"))), None)
    if generic is not None:
        element = _GENTYPE_ELEMENT.get(generic.rstrip("0123456789"))
        return 3 if element == _element(argument) else 1 if element is None else 0
    return 2 if _element(parameter) == _element(argument) else 0


def nearest_first(forms: list[str], shown: str) -> list[str]:
    """The generic forms, those whose parameters are nearest the arguments' types first (clang
    lists every candidate; four in a message must be the useful ones: dot(float4, int4) is
    nearest the float form, not the char4 ones), in catalog order among equals."""
    arguments = [a for a in shown.split(", ") if a] if shown else []

    def score(form: str) -> int:
        inside = form[form.find("(") + 1 : form.rfind(")")]
        # Each parameter without its name (the last word).
        parameters = [p.rsplit(None, 1)[0] if len(p.split()) > 1 else p for p in inside.split(", ") if p.strip()]
        if len(parameters) != len(arguments):
            return -100
        return sum(_nearness(p, a) for p, a in zip(parameters, arguments))

    return sorted(forms, key=score, reverse=True)


def _rejects(sem, family_key, shapes, arguments) -> bool:
    """Whether no shape takes the arguments, every argument's type being known.

    Arguments with calls inside are typed last, and only when the cheap ones
    already rule every shape out: resolving nested built-in calls is costly.
    The shapes still alive after each argument are remembered by family and
    argument kinds so far: the same call shapes recur all over a file.
    """
    count = len(arguments)
    key = (family_key, count)
    live = _LIVE.get(key)
    if live is None:
        generic = family_key[1]
        live = tuple(shape for shape in shapes if len(shape) == count and (generic or not of.takes_generic(shape)))
        _LIVE.put(key, live)
    costly = [of.has_call(sem, arg) for arg in arguments]
    # The cheap arguments first (stable); most calls have no costly one, and need no sort.
    order = sorted(range(count), key=costly.__getitem__) if True in costly else range(count)
    for index in order:
        if live and costly[index]:
            return False  # Only costly arguments are left and some form still fits: assume it does.
        kind = bf.arg_kind(sem, arguments[index])
        if kind is None:
            return False
        key = (key, index, kind)
        narrowed = _LIVE.get(key)
        if narrowed is None:
            narrowed = tuple(shape for shape in live if bf.might_accept(shape[index], kind))
            _LIVE.put(key, narrowed)
        live = narrowed
    return not live


# Shapes still alive, by (family name, generic address space enabled), arity and the
# (position, kind) of each argument judged so far.
_LIVE_LIMIT = 100_000
_LIVE = memo.cache("analysis.rules.call_no_matching_overload.live", _LIVE_LIMIT, ordered=False)
