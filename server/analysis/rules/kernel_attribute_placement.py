"""## What it does
Reports `reqd_work_group_size`, `work_group_size_hint`, `vec_type_hint` or
`intel_reqd_sub_group_size` written on a function that is not a kernel, or on
a variable; and the `kernel` (`__kernel`) qualifier itself on a parameter, a
field or a variable.

## Why is this bad?
These attributes describe how the host launches a kernel: the work-group size
it must (or will likely) use and the vector width of the computation. An
ordinary function is never launched, so the attribute has no meaning there,
and compilers reject it. Usually the `kernel` qualifier was forgotten, or the
attribute was put on a helper by mistake.

## Fix
Add `kernel` to the function if it is meant to be launched by the host, or
move the attribute to the kernel that calls the helper.

## Example
```c
__attribute__((reqd_work_group_size(64, 1, 1)))
void reduce(global float *data) {
    data[get_global_id(0)] = 0.0f;
}
```

Use instead:
```c
kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void reduce(global float *data) {
    data[get_global_id(0)] = 0.0f;
}
```

## References
- [OpenCL C: optional attribute qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#optional-attribute-qualifiers)
"""

from ..context import Context
from ..item_queries import ItemQuery
from ..findings import Severity
from ..kernel_facts import KERNEL_ATTRIBUTES, attributed_items, attributes, head_parsed, simple_name
from ..registry import register
from ..semantics import scope as hscope
from ...syntax.outline import is_kernel


@register("K006", "kernel-attribute-placement", Severity.ERROR, "Kernel attributes belong on kernel functions only",
          spec="optional-attribute-qualifiers", scope="item")
def check(ctx: Context, item):
    yield from _attributes(ctx, item)
    yield from _kernel_qualifiers(ctx, item)


# The attributes that describe a kernel's launch (the sub-group size one is Intel's, which clang knows).
_LAUNCH_ATTRIBUTES = (*KERNEL_ATTRIBUTES, "intel_reqd_sub_group_size")


def _kernel_qualifiers(ctx: Context, item):
    """`kernel` on a parameter, a field, or a declaration that declares no function."""
    sem = ctx.semantic
    if ctx.snapshot.data.find(b"kernel", item.start_byte, item.end_byte) == -1 or _only_its_own_kernel(ctx, item):
        return
    for node, specifier in _QUALIFIED.pairs(item):
        if not sem.trusted(node):
            continue
        if node.type == "declaration":
            declarators = node.children_by_field_name("declarator")
            if not declarators or any(hscope.declarator_parts(d)[3] is not None for d in declarators):
                continue  # A kernel's declaration (or one we cannot read).
        yield check.finding(specifier.start_byte, specifier.end_byte,
                            f"'{sem.text(specifier)}' applies only to functions")


def _only_its_own_kernel(ctx: Context, item) -> bool:
    """Whether every `kernel` in a function definition is its own kernel qualifier (what most
    kernels hold), which the query never matches: no need to run it over the body."""
    if item.type != "function_definition":
        return False
    own = {child.end_byte for child in item.children if child.type == "kernel_specifier"}
    data, end = ctx.snapshot.data, item.end_byte
    at = data.find(b"kernel", item.start_byte, end)
    while at >= 0:
        if at + len(b"kernel") not in own:
            return False
        at = data.find(b"kernel", at + 1, end)
    return True


# Declarations with a kernel qualifier among their specifiers.
_QUALIFIED = ItemQuery("""
[(parameter_declaration (kernel_specifier) @node) (field_declaration (kernel_specifier) @node)
 (declaration (kernel_specifier) @node)] @owner
""")


def _attributes(ctx: Context, item):
    sem = ctx.semantic
    for _item, specifiers in attributed_items(item):
        if not head_parsed(item) or sem.in_inactive(item.start_byte):
            continue
        found = [a for s in specifiers for a in attributes(sem, s) if a.name in _LAUNCH_ATTRIBUTES]
        if not found:
            continue
        what = _declared(sem, item)
        if what is None:
            continue
        kind, name, name_node = what
        if sem.uses_macro(item.start_byte, name_node.start_byte) or not sem.trusted(name_node):
            continue
        if kind == "function" and is_kernel(item):
            continue
        for attribute in found:
            if kind == "function":
                message = f"'{attribute.name}' applies only to kernels, and '{name}' is not a kernel"
            else:
                message = f"'{attribute.name}' applies only to kernels, not to the variable '{name}'"
            yield check.finding(attribute.node.start_byte, attribute.node.end_byte, message)


def _declared(sem, item):
    """("function" or "variable", name, name node) of a definition or single declaration, or None."""
    declarators = item.children_by_field_name("declarator")
    if len(declarators) != 1:
        return None
    name, _stars, _arrays, function = hscope.declarator_parts(declarators[0])
    if name is None:
        return None
    if function is None and item.type == "declaration":
        return "variable", sem.text(name), name
    if function is not None and simple_name(function):
        return "function", sem.text(name), name
    return None
