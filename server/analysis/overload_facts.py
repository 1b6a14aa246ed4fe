"""Facts about the overloads of built-in functions that the B and X rules share: each
family's parameter shapes (kinds of the parameters of its overloads) and the requirements that
make each shape exist, the shapes a configuration has, and which arguments are costly to type.
Derived from the catalog and cached by family, arity and configuration.
"""

from __future__ import annotations

from .. import memo
from . import builtin_facts as bf
from .semantics import typing as ty

_AVAILABLE_LIMIT = 100_000


def has_call(sem, node) -> bool:
    """Whether an expression contains a call (typing it may resolve nested built-in calls: costly).

    Asked of the arguments of trusted calls, where a call holds its `(` (no MISSING one): text
    without one holds no call, and most arguments are names and numbers (no walk for them)."""
    if sem.snapshot.data.find(b"(", node.start_byte, node.end_byte) < 0:
        return False
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "call_expression":
            return True
        stack.extend(current.named_children)
    return False


def takes_generic(shape) -> bool:
    """Whether a form takes a generic pointer (left out where the generic address space is off)."""
    return any(kind[0] == bf.POINTER and kind[1].startswith("__generic|") for kind in shape)


def param_shapes(family):
    """Each overload's parameter kinds, or None when some overload has a parameter we cannot judge."""
    found = _family_shapes.get(family.name)  # Asked per built-in call: a plain hit, no closure made.
    if found is None:
        found = _family_shapes.get_or_make(family.name, lambda: _shapes_of(family))
    return found[0]


def _shapes_of(family) -> tuple:
    """(`param_shapes`, `shape_requirements`) of a family."""
    shapes = []
    requires: dict = {}
    # Where a family has forms for named address spaces, its unqualified pointer forms are the
    # generic ones (OpenCL C 2.0); elsewhere an unqualified pointer takes any space.
    spaced = any(ty.parse_type(param.type) is not None and ty.parse_type(param.type).space
                 for overload in family.overloads() for param in overload.params if "*" in param.type)
    unqualified = "__generic" if spaced else "?"
    for overload in family.overloads():
        params = overload.params
        if len(params) == 1 and params[0].type == "void":
            params = ()
        kinds = []
        for param in params:
            kind = bf.kind_of(ty.parse_type(param.type), unqualified) if "..." not in param.type else None
            if kind is None:
                return None, None
            kinds.append(kind)
        shape = tuple(kinds)
        shapes.append(shape)
        requires.setdefault(shape, []).append(overload.requires)
    if not shapes:
        return None, None
    return tuple(set(shapes)), {shape: tuple(set(reqs)) for shape, reqs in requires.items()}


# Family name -> (its shapes, shape -> the requirements of the overloads with that shape (any one met
# makes it exist)); derived from the catalog, which has fewer families than the bound.
_family_shapes = memo.cache("analysis.overload_facts.family_shapes", 1 << 16, ordered=False)


def shape_requirements(family) -> dict | None:
    """Each shape of a family's overloads with the requirements that make it exist, or None
    when `param_shapes` cannot judge the family."""
    return _family_shapes.get_or_make(family.name, lambda: _shapes_of(family))[1]


def available_shapes(family, sem, generic: bool, count: int) -> tuple | None:
    """The shapes with `count` parameters that exist in the configuration, or None when the
    family cannot be judged. Cached by family, arity and configuration."""
    key = (family.name, count, sem.version, sem.features, generic)
    found = _AVAILABLE.get(key, _MISSING)
    if found is not _MISSING:
        return found
    requires = shape_requirements(family)
    if requires is None:
        found = None
    else:
        # Compilers declare the OpenCL C 1.1 built-ins in 1.0 mode too (see X040).
        version, features = max(sem.version, (1, 1)), sem.features
        found = tuple(shape for shape, reqs in requires.items()
                      if len(shape) == count and (generic or not takes_generic(shape))
                      and any(req.is_met(version, features) for req in reqs))
    _AVAILABLE.put(key, found)
    return found


_AVAILABLE = memo.cache("analysis.overload_facts.available", _AVAILABLE_LIMIT, ordered=False)
_MISSING = object()
