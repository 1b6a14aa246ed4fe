"""## What it does
Reports a call to a built-in function that does not exist in the configured
OpenCL C version, or that needs an extension or optional feature the
configuration does not support: `work_group_barrier` before OpenCL C 2.0, the
sub-group functions without `cl_khr_subgroups` or
`__opencl_c_subgroups`, and so on.

It also reports a call whose arguments only forms of the function that the
configuration lacks would take, while other forms exist: reading a depth image
(`image2d_depth_t`) before OpenCL C 2.0 without `cl_khr_depth_images`, or
reading with a level of detail without `cl_khr_mipmap_image`. The message
names the form and what it needs. Arguments whose own type the configuration
lacks (a `double` without double precision) are left to the rules on that
type, and forms behind an optional OpenCL C 3.0 feature are not judged.

When the project configures no OpenCL C version, the rule only reports
functions (and forms) that no version provides with the configured extensions
and features.

## Why is this bad?
Each built-in function belongs to a version of the language, and some only
exist when the device supports an extension or an optional OpenCL C 3.0
feature. Where it does not exist, the name is undeclared and the program fails
to build on that device.

## Fix
A quick fix replaces `work_group_barrier(flags)` with `barrier(flags)` before
OpenCL C 2.0. Otherwise, raise the OpenCL C version the project builds with (`-cl-std=`), enable the
extension or feature the function needs, guard the call with the feature
macro (`#ifdef __opencl_c_subgroups`), or use an older equivalent such as
`barrier`.

## Example
<!-- flags: -cl-std=CL1.2 -->
```c
kernel void sum(local float *tmp) {
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
}
```

Use instead:
```c
kernel void sum(local float *tmp) {
    barrier(CLK_LOCAL_MEM_FENCE);
}
```

## References
- [OpenCL C: built-in functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#built-in-functions)
- [OpenCL C: optional functionality](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#optional-functionality)
"""

from __future__ import annotations

from ... import memo
from .. import builtin_facts as bf
from .. import overload_facts as of
from .. import qualifier_support as qs
from ..findings import Edit, Fix, Severity
from ..registry import FixAvailability, register


_VERSIONS = ((1, 0), (1, 1), (1, 2), (2, 0), (3, 0))
_IMAGES_1_2 = frozenset({"image1d_t", "image1d_buffer_t", "image1d_array_t", "image2d_array_t",
                         "image2d_depth_t", "image2d_array_depth_t"})


@register("X040", "builtin-unavailable", Severity.ERROR,
          "A built-in function does not exist in the configured version or without an extension or feature",
          spec="built-in-functions", fix=FixAvailability.SOMETIMES, visits=bf.BUILTIN_CALLS)
def check(sem, call):
    family = call.family
    if _available(sem, family):
        needs = _unavailable_form(sem, call, qs.generic_enabled(sem))
        if needs is None:
            return
        if bf.may_be_redeclared(sem, call.name):
            return  # A header or macro may declare an overload of its own.
        major, minor = sem.version
        shown = bf.argument_types(sem, call)
        yield check.finding(
            call.name_node.start_byte,
            call.node.end_byte,
            f"no form of '{call.name}' that takes ({shown}) is available in OpenCL C {major}.{minor} "
            f"with this configuration; {needs}",
        )
        return
    if not sem.version_explicit and any(family.is_available(v, sem.features) for v in _VERSIONS):
        return  # No version was configured: the code may target a later one.
    if sem.version < (1, 1) and family.is_available((1, 1), sem.features):
        # Compilers (clang's opencl-c.h among them) declare the 1.1 built-ins in OpenCL C 1.0
        # mode too, so code that uses them builds: not an error we can prove.
        return
    if not sem.trusted(call.name_node) or sem.in_inactive(call.node.start_byte):
        return
    if bf.may_be_redeclared(sem, call.name):
        return  # A header or macro may declare an overload of its own.
    major, minor = sem.version
    needs = family.requires.describe()
    fix = None
    if call.name == "work_group_barrier" and len(call.arguments) == 1 and sem.version < (2, 0):
        # With only fence flags, it is exactly the older barrier.
        fix = Fix("Use barrier", (Edit(call.name_node.start_byte, call.name_node.end_byte, "barrier"),))
    yield check.finding(
        call.name_node.start_byte,
        call.name_node.end_byte,
        f"'{call.name}' is not available in OpenCL C {major}.{minor} with this configuration; it needs {needs}",
        fix=fix,
    )


def _unavailable_form(sem, call: bf.BuiltinCall, generic: bool):
    """What the forms that take the arguments need, when only forms the configuration lacks take
    them; None when an available form may take them or when we are unsure.

    Only requirements clang-19 declares the forms by are judged (versions, extensions that are not
    feature-gated): forms behind an optional OpenCL C 3.0 feature are left alone, as are arguments
    whose own type the configuration lacks (a double without fp64: X001 reports the type).
    """
    arguments = call.arguments
    requires = of.shape_requirements(call.family)
    if requires is None:
        return None
    count = len(arguments)
    available = of.available_shapes(call.family, sem, generic, count)
    if available is None:
        return None
    config = (call.family.name, count, sem.version, sem.features, generic)
    missing = _MISSING_SHAPES.get(config)
    if missing is None:
        have = set(available)
        missing = tuple(shape for shape in requires if len(shape) == count and shape not in have)
        _MISSING_SHAPES.put(config, missing)
    # Most calls have every form available: that is known by family and arity, before the call's own tests.
    if not missing or not sem.trusted(call.node) or sem.in_inactive(call.node.start_byte):
        return None
    kinds = []
    for arg in arguments:
        if available and of.has_call(sem, arg):
            return None  # Typing nested calls is costly; an available form may well take them.
        kind = bf.arg_kind(sem, arg)
        if kind is None:
            return None
        if bf.unsupported_element(sem, kind):
            return None  # The type is the error (X001 and the half rules).
        if kind[0] == bf.OPAQUE and kind[1] in _IMAGES_1_2 and sem.version < (1, 2):
            return None  # The image type itself is missing before 1.2.
        kinds.append(kind)
    key = (config, tuple(kinds))
    accepted = _ACCEPTED.get(key)
    if accepted is None:
        accepted = any(all(bf.might_accept(param, kind) for param, kind in zip(shape, kinds)) for shape in available)
        _ACCEPTED.put(key, accepted)
    if accepted:
        return None
    taking = [shape for shape in missing if all(bf.might_accept(p, k) for p, k in zip(shape, kinds))]
    if not taking:
        return None  # No form at all takes them: B002's finding.
    versions = [max(sem.version, (1, 1))] if sem.version_explicit else list(_VERSIONS)
    for shape in taking:
        for req in requires[shape]:
            for version in versions:  # Without a configured version, every version must lack it.
                if not any(not clause._own_met(version, sem.features)
                           for clause in req.clauses() if _judged(clause)):
                    return None  # Met, or unmet only for a feature clang may declare anyway.
    first = taking[0]
    weakest = min(requires[first], key=lambda req: (len(req.clauses()), req.describe()))
    return f"{bf.shape_label(call.name, first)} needs {weakest.describe()}"


# Shapes the configuration lacks, by family, arity and configuration; whether an available shape
# takes argument kinds, by the same and the kinds.
_LIMIT = 50_000
_MISSING_SHAPES = memo.cache("analysis.rules.builtin_unavailable.missing_shapes", _LIMIT, ordered=False)
_ACCEPTED = memo.cache("analysis.rules.builtin_unavailable.accepted", _LIMIT, ordered=False)


def _available(sem, family) -> bool:
    """Whether the family exists in the configuration, asked once per family and model (calls repeat)."""
    known = sem.memo(("analysis.rules.builtin_unavailable", "families"), dict)
    found = known.get(family.name)
    if found is None:
        found = known[family.name] = family.is_available(sem.version, sem.features)
    return found


def _judged(clause) -> bool:
    """Whether clang declares forms with this requirement as the specification says."""
    return not clause.features or set(clause.features) <= {"__opencl_c_fp64"}
