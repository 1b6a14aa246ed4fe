"""## What it does
Reports a type that names more than one address space, such as
`global local int *p`, or a typedef that already has an address space
qualified with another one. Naming the same address space twice is a
warning.

## Why is this bad?
An object lives in exactly one address space, so a type can carry at most one
address space qualifier. Two different ones contradict each other and
compilers reject the declaration; the same one twice is redundant and usually
a leftover of an edit or of a macro.

## Fix
Keep the address space the data really lives in. A quick fix drops a repeated
qualifier.

## Example
```c
kernel void copy(global local float *dst) {
}
```

Use instead:
```c
kernel void copy(global float *dst) {
}
```

## References
- [OpenCL C: address space qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#address-space-qualifiers)
"""

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Edit, Fix, Related, Severity
from ..registry import SPEC_BASE, FixAvailability, register


@register(
    code="Q002",
    name="multiple-address-spaces",
    severity=Severity.ERROR,
    summary="A type names more than one address space",
    spec_url=f"{SPEC_BASE}#address-space-qualifiers",
    doc=__doc__,
    fix=FixAvailability.SOMETIMES,
    scope="item",
)
def check(ctx: Context, item):
    sem = ctx.semantic
    seen: set[int] = set()
    for qualifier in qs.address_space_nodes(sem, item):
        owner = qs.qualifier_owner(qualifier)
        if owner is None or owner.id in seen:
            continue
        seen.add(owner.id)
        spaces = qs.spaces_on(owner)
        if not spaces or not all(sem.trusted(sem.parent(s)) for s in spaces) or not sem.trusted(owner):
            continue
        first = spaces[0]
        first_name = qs.space_name(sem, first)
        for other in spaces[1:]:
            name = qs.space_name(sem, other)
            related = (Related(first.start_byte, first.end_byte, "first address space"),)
            if name == first_name:
                written = sem.parent(other)  # The type_qualifier around the keyword.
                end = written.end_byte
                data = sem.snapshot.data
                while end < len(data) and data[end : end + 1] in (b" ", b"\t"):
                    end += 1
                yield check.finding(
                    other.start_byte, other.end_byte, f"address space '{sem.text(other)}' is repeated",
                    severity=Severity.WARNING, related=related,
                    fix=Fix(f"Remove the repeated '{sem.text(other)}'", (Edit(written.start_byte, end, ""),)),
                )
            else:
                yield check.finding(
                    other.start_byte, other.end_byte,
                    f"a type cannot be both '{sem.text(first)}' and '{sem.text(other)}'", related=related,
                )
        if len(spaces) == 1 and owner.type != "pointer_declarator":
            typed = owner.child_by_field_name("type")
            if typed is None or typed.type != "type_identifier":
                continue
            inner = sem.typer.canonical(sem.text(typed))
            if inner is not None and inner.base == sem.text(typed):
                # A typedef inside a function: the file-scope canonical form does not see it.
                declared = sem.typer.lookup(typed)
                if declared is not None and declared.kind == "typedef" and declared.type:
                    inner = sem.typer.canonical(declared.type)
            if inner is None or not inner.space or inner.pointers:
                continue
            if inner.space != qs.space_name(sem, first):
                yield check.finding(
                    first.start_byte, first.end_byte,
                    f"'{sem.text(typed)}' is already '{inner.space}'; it cannot also be '{sem.text(first)}'",
                )
