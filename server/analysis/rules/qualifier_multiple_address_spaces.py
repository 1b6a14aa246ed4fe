"""## What it does
Reports a type that names more than one address space, such as
`global local int *p`, or a typedef that already has an address space
qualified with another one. Naming the same address space twice is a
warning. clang's address space attributes among a declaration's specifiers
(`__attribute__((opencl_global))`, `opencl_local`, `opencl_constant`,
`opencl_private`, `opencl_generic`) count as address spaces too.

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
from ..registry import FixAvailability, register


@register("Q002", "multiple-address-spaces", Severity.ERROR, "A type names more than one address space",
          spec="address-space-qualifiers", scope="item", fix=FixAvailability.SOMETIMES)
def check(ctx: Context, item):
    yield from _keywords(ctx, item)
    yield from _attributes(ctx, item)


def _keywords(ctx: Context, item):
    sem = ctx.semantic
    seen: set[int] = set()
    for qualifier in qs.address_space_nodes(sem, item):
        owner = qs.qualifier_owner(qualifier)
        if owner is None or owner.id in seen:
            continue
        seen.add(owner.id)
        written = qs.written_spaces(owner)
        if len(written) == 1 and not _spaced_typedefs(sem):
            continue  # One space, and no typedef's space to compare it with (most owners): nothing to find.
        if not written or not all(sem.trusted(around) for around, _space in written) or not sem.trusted(owner):
            continue
        spaces = [space for _around, space in written]
        around_of = {space.id: around for around, space in written}
        first = spaces[0]
        first_name = qs.space_name(sem, first)
        for other in spaces[1:]:
            name = qs.space_name(sem, other)
            related = (Related(first.start_byte, first.end_byte, "first address space"),)
            if name == first_name:
                around = around_of[other.id]  # The type_qualifier around the keyword.
                end = around.end_byte
                data = sem.snapshot.data
                while end < len(data) and data[end : end + 1] in (b" ", b"\t"):
                    end += 1
                yield check.finding(
                    other.start_byte, other.end_byte, f"address space '{sem.text(other)}' is repeated",
                    severity=Severity.WARNING, related=related,
                    fix=Fix(f"Remove the repeated '{sem.text(other)}'", (Edit(around.start_byte, end, ""),)),
                )
            else:
                yield check.finding(
                    other.start_byte, other.end_byte,
                    f"a type cannot be both '{sem.text(first)}' and '{sem.text(other)}'", related=related,
                )
        if len(spaces) == 1 and owner.type != "pointer_declarator":
            typed = owner.child_by_field_name("type")
            if typed is None or typed.type != "type_identifier" or not _spaced_typedefs(sem):
                continue
            inner = _typedef_type(sem, typed)
            if inner is None or not inner.space or inner.pointers:
                continue
            if inner.space != qs.space_name(sem, first):
                yield check.finding(
                    first.start_byte, first.end_byte,
                    f"'{sem.text(typed)}' is already '{inner.space}'; it cannot also be '{sem.text(first)}'",
                )


def _spaced_typedefs(sem) -> bool:
    """Whether a typedef of the file may carry an address space (most files have none): a type
    name's canonical type takes its space from the text of the typedefs it goes through, so
    without one there is no typedef's space to compare, and no scope lookup is needed."""
    return sem.memo(("analysis.rules.Q002", "spaced_typedefs"), lambda: _find_spaced_typedef(sem))


def _find_spaced_typedef(sem) -> bool:
    data = sem.snapshot.data
    root = sem.snapshot.tree.root_node
    at = data.find(b"typedef")
    while at >= 0:
        node = root.named_descendant_for_byte_range(at, at + len(b"typedef"))
        if node is None or node.type != "comment":
            if node is None or node.type != "type_definition" or node.start_byte != at:
                return True  # Not a typedef we can read (in a macro, broken code): it may be one.
            if any(data.find(word, node.start_byte, node.end_byte) >= 0 for word in qs.SPACE_WORD_PARTS):
                return True
        at = data.find(b"typedef", at + 1)
    return False


def _typedef_type(sem, typed):
    """The canonical type a typedef name stands for (a typedef inside a function too)."""
    inner = sem.typer.canonical(sem.text(typed))
    if inner is not None and inner.base == sem.text(typed):
        # A typedef inside a function: the file-scope canonical form does not see it.
        declared = sem.typer.lookup(typed)
        if declared is not None and declared.kind == "typedef" and declared.type:
            inner = sem.typer.canonical(declared.type)
    return inner


# clang's spelling of the address spaces as attributes.
_ATTRIBUTE_SPACES = {"opencl_global": "__global", "opencl_local": "__local", "opencl_constant": "__constant",
                     "opencl_private": "__private", "opencl_generic": "__generic"}
_OWNERS = ("declaration", "field_declaration", "parameter_declaration", "type_definition")
_WALK_LIMIT = 200_000  # nodes: a larger item is left alone rather than slow the analysis down


def _attribute_space(sem, attribute):
    """(space, node) for `__attribute__((opencl_global))` and the like, else None."""
    arguments = attribute.named_children
    if len(arguments) != 1 or arguments[0].type != "argument_list":
        return None
    names = arguments[0].named_children
    if len(names) != 1 or names[0].type != "identifier":
        return None
    space = _ATTRIBUTE_SPACES.get(sem.text(names[0]))
    return (space, names[0]) if space else None


def _attributes(ctx: Context, item):
    """An address space attribute among a declaration's specifiers, against the other spaces there:
    a keyword, another attribute, or the space of the typedef the declaration names."""
    sem = ctx.semantic
    if ctx.snapshot.data.find(b"opencl_", item.start_byte, item.end_byte) == -1:
        return
    if item.descendant_count > _WALK_LIMIT:
        return
    stack = [item]
    while stack:
        node = stack.pop()
        stack.extend(reversed(node.named_children))
        if node.type not in _OWNERS or not sem.trusted(node.child_by_field_name("type")):
            continue
        attributes = [found for child in node.children if child.type == "attribute_specifier"
                      for found in [_attribute_space(sem, child)] if found is not None and sem.trusted(child)]
        if not attributes:
            continue
        spaces = [(qs.space_name(sem, q), q) for around, q in qs.written_spaces(node) if sem.trusted(around)]
        typed = node.child_by_field_name("type")
        if typed is not None and typed.type == "type_identifier":
            inner = _typedef_type(sem, typed)
            if inner is not None and inner.space and not inner.pointers:
                spaces.append((inner.space, typed))
        first_space, first = attributes[0]
        for space, other in attributes[1:] + spaces:
            if space and space != first_space:
                yield check.finding(first.start_byte, first.end_byte,
                                    f"a type cannot be both '{first_space}' and '{space}' "
                                    f"('{sem.text(first)}' with '{sem.text(other)}')")
                break
