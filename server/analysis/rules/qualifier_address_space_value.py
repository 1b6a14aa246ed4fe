"""## What it does
Reports an address space qualifier on a function's return type or on a
parameter or structure field that is not a pointer, such as
`global int f(void)` or `void f(local float x)`, and on the pointer a
function returns (`int * global f(void)`). This includes image parameters
qualified with an address space.

## Why is this bad?
Arguments and return values are values copied into the private memory of the
work-item that makes the call; they cannot live in global, constant or local
memory. OpenCL C therefore forbids address space qualifiers on parameters
(other than `private`) and on return types, and compilers reject them. Images
are opaque objects that are never declared `global` or `constant`.
An address space belongs on the type a pointer points to.

## Fix
A quick fix removes the qualifier where it is written on the parameter or
return type itself (not where a typedef brings it).

## Example
```c
float scale(global float x) {
    return x * 2.0f;
}
```

Use instead:
```c
float scale(float x) {
    return x * 2.0f;
}
```

## References
- [OpenCL C: address space qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#address-space-qualifiers)
"""

from .. import qualifier_support as qs
from .. import quick_fixes as qf
from ..context import Context
from ..findings import Severity
from ..registry import FixAvailability, register


@register("Q003", "address-space-on-value", Severity.ERROR,
          "Parameters, return types and fields cannot be qualified with an address space",
          spec="address-space-qualifiers", scope="item", fix=FixAvailability.SOMETIMES)
def check(ctx: Context, item):
    sem = ctx.semantic
    data = sem.snapshot.data
    yield from _fields(sem, item)
    for _item, parts in qs.function_items(sem, item):
        fn_name = sem.text(parts.name) if parts.name is not None else "?"
        head = item.child_by_field_name("type")
        if not parts.pointers and _may_name_space(data, head, item.start_byte, parts.function.start_byte) \
                and sem.trusted(head):
            written = qs.spaces_on(item)
            base = qs.base_ctype(sem, item)
            if base is not None and not base.pointers and base.space and all(sem.trusted(w) for w in written):
                node = written[0] if written else head
                yield check.finding(
                    node.start_byte, node.end_byte,
                    f"the return type of '{fn_name}' cannot be qualified with address space '{base.space}'",
                    fix=_removal(sem, written[:1]),
                )
        if parts.pointers and sem.trusted(parts.pointers[-1]):
            # `int * global f(...)`: the qualifier of the pointer level next to the function
            # qualifies the returned pointer itself.
            written = qs.spaces_on(parts.pointers[-1])
            if written:
                yield check.finding(
                    written[-1].start_byte, written[-1].end_byte,
                    f"the return type of '{fn_name}' cannot be qualified with address space "
                    f"'{qs.space_name(sem, written[-1])}'",
                    fix=_removal(sem, written[-1:]),
                )
        for param in qs.parameters_of(parts.function):
            if not _may_name_space(data, param.child_by_field_name("type"), param.start_byte, param.end_byte):
                continue  # (Most parameters: `const int n`.)
            if not sem.trusted(param):
                continue
            pparts = qs.unwrap(param.child_by_field_name("declarator"))
            if pparts.unusual or pparts.function is not None or pparts.arrays:
                continue
            space = qs.object_space(sem, param, pparts)
            if not space or space == "__private":
                continue
            if pparts.pointers:
                written = qs.spaces_on(pparts.pointers[-1])
            else:
                written = qs.spaces_on(param)
            node = written[-1] if written else param
            name = f"parameter '{sem.text(pparts.name)}'" if pparts.name is not None else "a parameter"
            yield check.finding(
                node.start_byte, node.end_byte,
                f"{name} of '{fn_name}' cannot be qualified with address space '{space}'",
                fix=_removal(sem, written[-1:]),
            )


# Types that bring no address space of their own (no typedef to look through).
_SPACELESS_TYPES = ("primitive_type", "vector_type", "struct_specifier", "union_specifier", "enum_specifier")


def _may_name_space(data: bytes, type_node, start: int, end: int) -> bool:
    """Whether a declaration of type `type_node`, spanning data[start:end] (or more), may be
    qualified with an address space: False for a built-in or record type with no word of an
    address space's spelling there, which leaves its space empty (a cheap test before trust
    and types)."""
    if type_node is None or type_node.type not in _SPACELESS_TYPES:
        return True
    for word in qs.SPACE_WORD_PARTS:
        if data.find(word, start, end) >= 0:
            return True
    return False


def _removal(sem, written):
    """Removing the one written qualifier; None when the space comes from elsewhere (a typedef)."""
    return qf.remove_qualifier(sem.snapshot.data, written[0]) if len(written) == 1 else None


def _fields(sem, item):
    data = sem.snapshot.data
    if data.find(b"struct", item.start_byte, item.end_byte) < 0 and data.find(
            b"union", item.start_byte, item.end_byte) < 0:
        return  # No record is declared here, so there is no field (a macro would make the item untrusted).
    seen: set[int] = set()
    for qualifier in qs.address_space_nodes(sem, item):
        owner = qs.qualifier_owner(qualifier)
        while owner is not None and owner.type == "pointer_declarator":
            owner = sem.parent(owner)
        if owner is None or owner.type != "field_declaration" or owner.id in seen:
            continue
        seen.add(owner.id)
        if not sem.trusted(owner):
            continue
        for declarator in qs.declarators_of(owner):
            parts = qs.unwrap(declarator)
            if parts.unusual or parts.function is not None or parts.name is None:
                continue
            space = qs.object_space(sem, owner, parts)
            if space:
                yield check.finding(
                    parts.name.start_byte, parts.name.end_byte,
                    f"field '{sem.text(parts.name)}' cannot be qualified with address space '{space}'",
                )
