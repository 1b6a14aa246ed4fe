"""## What it does
Checks the arguments of the kernel attributes: `reqd_work_group_size` and
`work_group_size_hint` take exactly three integer constants greater than
zero, `vec_type_hint` takes exactly one type, a built-in scalar or vector
type such as `int`, `float4` or `uchar16` (not `bool`, `void`, a pointer, an
image or a struct), and Intel's `intel_reqd_sub_group_size` a size greater
than zero.

## Why is this bad?
The attributes tell the compiler and the runtime the work-group size a kernel
needs (or is expected to run with) in each of the three dimensions, and the
vector width its computation uses. A missing dimension, a zero size or a type
that is not an arithmetic scalar or vector type has no meaning, and compilers
reject the program.

## Fix
Write all three dimensions, using 1 for unused ones: `reqd_work_group_size(64, 1, 1)`.

## Example
```c
kernel __attribute__((reqd_work_group_size(64, 1))) void blur(global float *img) {
    img[get_global_id(0)] *= 0.5f;
}
```

Use instead:
```c
kernel __attribute__((reqd_work_group_size(64, 1, 1))) void blur(global float *img) {
    img[get_global_id(0)] *= 0.5f;
}
```

## References
- [OpenCL C: optional attribute qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#optional-attribute-qualifiers)
"""

import re

from ..context import Context
from ..findings import Severity
from ..kernel_facts import Attribute, attributed_items, attributes, head_parsed, is_record, resolve_type
from ..registry import register
from ..semantics import typing as ty

_SIZE_ATTRIBUTES = ("reqd_work_group_size", "work_group_size_hint")
_INT = re.compile(r"(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)([uUlL]*)")
_NOT_HINTS = ("bool", "void")
# A part of every attribute name the rule judges (`reqd_work_group_size`, `work_group_size_hint`,
# `vec_type_hint`, `intel_reqd_sub_group_size`, and their `__name__` spellings): names are the
# item's own text, so an item without one of them has nothing to judge.
_JUDGED = (b"work_group_size", b"vec_type_hint", b"sub_group_size")


@register("K005", "kernel-attribute-arguments", Severity.ERROR,
          "Kernel attributes need three positive sizes or one arithmetic type", spec="optional-attribute-qualifiers",
          scope="item", mentions=_JUDGED)
def check(ctx: Context, item):
    sem = ctx.semantic
    for _item, specifiers in attributed_items(item):
        if not head_parsed(item) or sem.in_inactive(item.start_byte):
            continue
        for specifier in specifiers:
            for attribute in attributes(sem, specifier):
                if attribute.name in _SIZE_ATTRIBUTES:
                    yield from _sizes(sem, attribute)
                elif attribute.name == "vec_type_hint":
                    yield from _hint(sem, attribute)
                elif attribute.name == "intel_reqd_sub_group_size":
                    yield from _sub_group_size(sem, attribute)


def _sizes(sem, attribute: Attribute):
    args = attribute.arguments or []
    if len(args) != 3:
        yield check.finding(attribute.node.start_byte, attribute.node.end_byte,
                            f"'{attribute.name}' needs 3 arguments (X, Y, Z), not {len(args)}")
        return
    for arg in args:
        value = _constant(sem, arg)
        if value is None:
            continue
        if isinstance(value, float):
            message = f"'{attribute.name}' sizes must be integer constants, not '{sem.text(arg)}'"
        elif value <= 0:
            message = f"'{attribute.name}' sizes must be greater than 0, not {value}"
        else:
            continue
        yield check.finding(arg.start_byte, arg.end_byte, message)


def _constant(sem, node):
    """The value of a literal, a negated literal or a parenthesized one; None otherwise."""
    negate = False
    while True:
        if node.type == "parenthesized_expression" and node.named_child_count == 1:
            node = node.named_children[0]
        elif node.type == "unary_expression" and node.child_by_field_name("operator") is not None \
                and sem.text(node.child_by_field_name("operator")) in ("-", "+"):
            if sem.text(node.child_by_field_name("operator")) == "-":
                negate = not negate
            node = node.child_by_field_name("argument")
            if node is None:
                return None
        else:
            break
    if node.type != "number_literal":
        return None
    text = sem.text(node).strip()
    if text[:1] in "+-":
        negate = negate != (text[0] == "-")
        text = text[1:].lstrip()
    match = _INT.fullmatch(text)
    if match is not None and len(match.group(1)) > 40:
        return None  # Far past any 64-bit value (and int() refuses over 4,300 digits): unsure.
    if match is not None:
        value = int(match.group(1), 0) if not match.group(1).startswith("0") or len(match.group(1)) == 1 \
            or match.group(1)[1] in "xX" else int(match.group(1), 8)
        return -value if negate else value
    if ty.literal_type(text) in ("float", "double", "half"):
        return float("nan")
    return None


def _hint(sem, attribute: Attribute):
    args = attribute.arguments
    if args is None or len(args) != 1:
        count = 0 if args is None else len(args)
        yield check.finding(attribute.node.start_byte, attribute.node.end_byte,
                            f"'vec_type_hint' takes one type argument, not {count}")
        return
    arg = args[0]
    if arg.type in ("number_literal", "string_literal", "char_literal"):
        yield check.finding(arg.start_byte, arg.end_byte, f"'vec_type_hint' needs a type, not '{sem.text(arg)}'")
        return
    if arg.type == "type_descriptor":
        if arg.child_by_field_name("declarator") is not None:
            text = sem.typer.descriptor_type(arg)
        else:
            text = " ".join(sem.text(arg).split())
    elif arg.type == "identifier":
        text = sem.text(arg)
    else:
        return
    ctype = resolve_type(sem, text) if text is not None else None
    if ctype is None:
        return
    bad = False
    if ctype.pointers or ctype.arrays or ctype.block or ctype.space:
        bad = True
    elif ctype.base in _NOT_HINTS or is_record(sem, ctype.base) or ctype.base.startswith("enum "):
        bad = True
    elif ctype.base.startswith("image") and ctype.base.endswith("_t") or ctype.base in ("sampler_t", "event_t"):
        bad = True
    if bad:
        yield check.finding(arg.start_byte, arg.end_byte,
                            f"'vec_type_hint' needs a built-in scalar or vector type, not '{sem.text(arg)}'")


def _sub_group_size(sem, attribute: Attribute):
    """Intel's required sub-group size: one integer constant greater than 0."""
    args = attribute.arguments or []
    if len(args) != 1:
        return  # clang's messages for the count differ; left alone.
    value = _constant(sem, args[0])
    if value is not None and not isinstance(value, float) and value <= 0:
        yield check.finding(args[0].start_byte, args[0].end_byte,
                            f"'intel_reqd_sub_group_size' must be greater than 0, not {value}")
