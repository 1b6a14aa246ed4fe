"""## What it does
Reports a block type named through a typedef (`typedef int (^bl_t)(int);`)
where OpenCL C does not allow one:
- as the return type of a function (`bl_t make(void);`);
- as the type of a parameter, of a function or of a block (`void run(bl_t b)`);
- as the type of a structure or union field;
- behind a pointer or in an array (`bl_t *p;`, `bl_t all[2];`).

Block types written out in the declarator (`int (^b)(int)` as a parameter or
a field) are Q064's.

## Why is this bad?
OpenCL C keeps blocks simple enough for the compiler to resolve every call of
one when the program is built: a block lives in the variable its function
initializes with a block literal, and is never returned, passed, stored in a
structure, pointed to or put in an array. Compilers reject the rest.

## Example
```c
typedef int (^op_t)(int);
int apply(op_t op, int x) {
    return op(x);
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
typedef int (^op_t)(int);
kernel void apply(global int *out) {
    op_t twice = ^(int x) { return 2 * x; };
    out[0] = twice(out[0]);
}
```

## References
- [OpenCL C: blocks restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions-2)
"""

from __future__ import annotations

import re

from .. import qualifier_support as qs
from ..semantics import scope as hscope
from .. import block_facts as blk
from ..context import Context
from ..findings import Severity
from ..registry import register

_WALK_LIMIT = 200_000  # nodes: a larger item is left alone rather than slow the analysis down
_OWNERS = ("declaration", "field_declaration", "parameter_declaration", "function_definition")


def _block_typedef_names(sem) -> "re.Pattern | None":
    """A pattern of the file-scope typedef names of block types, or None when there are none."""
    return sem.memo("analysis.rules.block_type_use.names", lambda: _names_pattern(sem))


def _names_pattern(sem) -> "re.Pattern | None":
    names = sorted({d.name for d in hscope.file_scope(sem.snapshot).declarations
                    if d.kind == "typedef" and d.type and "^" in d.type})
    return re.compile(rb"\b(?:" + b"|".join(re.escape(n.encode()) for n in names) + rb")\b") if names else None


def _block_typedef(sem, type_node) -> str | None:
    """The name of the block typedef a declaration's type names directly (`bl_t`), or None."""
    if type_node is None or type_node.type != "type_identifier":
        return None
    name = sem.text(type_node)
    found = hscope.lookup(sem.snapshot, type_node.start_byte, name)
    if found is None or found.kind != "typedef" or "^" not in (found.type or ""):
        return None  # A local typedef of the same name hides the file's.
    try:
        ctype = sem.typer.canonical(name)
    except RecursionError:
        return None
    if ctype is None or not ctype.block or ctype.pointers or ctype.arrays:
        return None
    return name


@register("Q070", "block-type-use", Severity.ERROR,
          "A block typedef cannot be a return, parameter or field type, nor be pointed to or put in an array",
          spec="restrictions-2", scope="item",
          applies="OpenCL C 2.0, and 3.0 with __opencl_c_device_enqueue (where blocks exist)",
          needs=(blk.DEVICE_ENQUEUE,))
def check(ctx: Context, item):
    sem = ctx.semantic
    data = ctx.snapshot.data
    if item.descendant_count > _WALK_LIMIT:
        return
    names = _block_typedef_names(sem)
    if names is None or names.search(data, item.start_byte, item.end_byte) is None:
        return  # The item names no block typedef of the file.
    stack = [item]
    while stack:
        node = stack.pop()
        if node.type in _OWNERS:
            yield from _owner(sem, node)
        stack.extend(reversed(node.named_children))


def _owner(sem, owner):
    name = _block_typedef(sem, owner.child_by_field_name("type"))
    if name is None or not sem.trusted(owner.child_by_field_name("type")):
        return
    declarators = qs.declarators_of(owner)
    if not declarators and owner.type == "parameter_declaration":
        if sem.trusted(owner):
            yield check.finding(owner.start_byte, owner.end_byte, f"a parameter cannot have the block type '{name}'")
        return
    for declarator in declarators:
        if "^" in sem.text(declarator):
            continue  # A block declarator of its own (a block returning a block): Q064 and clang's business.
        parts = qs.unwrap(declarator)
        if parts.unusual or parts.name is None or not sem.trusted(parts.name):
            continue
        anchor = parts.name
        if parts.function is not None:
            if not parts.pointers and owner.type in ("declaration", "function_definition"):
                yield check.finding(anchor.start_byte, anchor.end_byte,
                                    f"a function cannot return the block type '{name}'")
            continue
        if parts.pointers:
            yield check.finding(anchor.start_byte, anchor.end_byte, f"pointer to the block type '{name}' is invalid")
        elif parts.arrays:
            yield check.finding(anchor.start_byte, anchor.end_byte, f"array of the block type '{name}' is invalid")
        elif owner.type == "parameter_declaration":
            yield check.finding(anchor.start_byte, anchor.end_byte, f"a parameter cannot have the block type '{name}'")
        elif owner.type == "field_declaration":
            yield check.finding(anchor.start_byte, anchor.end_byte,
                                f"a structure or union field cannot have the block type '{name}'")
