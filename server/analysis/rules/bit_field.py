"""## What it does
Reports a bit-field: a structure or union field declared with a width
(`int flag : 1;`).

A file that enables clang's `__cl_clang_bitfields` extension with
`#pragma OPENCL EXTENSION` is left alone from the pragma on.

## Why is this bad?
OpenCL C leaves bit-fields out: how bits are packed into a field is up to
each compiler, and a structure shared between the host and the device, or
between devices, must have one layout everywhere. Compilers reject the field.

## Fix
Use a whole integer field, and mask and shift its bits where needed.

## Example
```c
struct flags { uint visible : 1; uint dirty : 1; };
```

Use instead:
```c
struct flags { uint bits; };  // bit 0: visible, bit 1: dirty
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from __future__ import annotations

from ..context import Context
from ..item_queries import ItemQuery
from ..findings import Severity
from ..registry import register

EXTENSION = "__cl_clang_bitfields"
# (field_declaration, bitfield_clause) pairs in an item.
_FIELDS = ItemQuery("(field_declaration (bitfield_clause) @node) @owner")


# A bit-field is a field_declaration, which the grammar has only in the body of a struct or union
# specifier, so an item (or an expanded copy) without either word holds none.
@register("Q073", "bit-field", Severity.ERROR, "OpenCL C has no bit-fields", spec="restrictions", scope="item",
          mentions=(b"struct", b"union"))
def check(ctx: Context, item):
    sem = ctx.semantic
    data = ctx.snapshot.data
    if data.find(b":", item.start_byte, item.end_byte) == -1 or data.find(b"{", item.start_byte, item.end_byte) == -1:
        return  # A cheap test first: a bit-field sits in a record body and has a colon.
    for field, clause in _FIELDS.pairs(item):
        if not sem.trusted(field):
            continue
        if sem.has(EXTENSION) and sem.pragma_enabled(EXTENSION, clause.start_byte):
            continue
        yield check.finding(clause.start_byte, clause.end_byte, "bit-fields are not supported in OpenCL C")
