"""## What it does
Reports `restrict` on a declaration whose type is not a pointer, such as
`restrict int n`.

## Why is this bad?
`restrict` promises that the memory a pointer reaches is not reached through
any other pointer while the pointer is in use, which lets the compiler keep
values in registers and reorder loads and stores. The promise is about a
pointer; on any other type it has no meaning and compilers reject it.

## Example
```c
kernel void add(global const float *a, global float *out, restrict int n) {
    out[n] = a[n];
}
```

Use instead:
```c
kernel void add(global const float *restrict a, global float *restrict out, int n) {
    out[n] = a[n];
}
```

## References
- [OpenCL C: restrict type qualifier](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrict-type-qualifier)
"""

from .. import qualifier_support as qs
from ..findings import Severity
from ..registry import register


@register("Q005", "restrict-non-pointer", Severity.ERROR, "restrict qualifies only pointer types",
          spec="restrict-type-qualifier", scope="item", visits=qs.RESTRICT_QUALIFIERS)
def check(sem, keyword):
    owner = qs.qualifier_owner(keyword)
    if owner is None or owner.type not in ("parameter_declaration", "declaration", "field_declaration"):
        return
    if not sem.trusted(owner):
        return
    base = qs.base_ctype(sem, owner)
    if base is None or base.pointers or base.arrays or base.block:
        return
    for declarator in qs.declarators_of(owner):
        parts = qs.unwrap(declarator)
        if parts.unusual or parts.pointers or parts.arrays or parts.function is not None:
            continue
        shown = sem.text(owner.child_by_field_name("type"))
        name = f" '{sem.text(parts.name)}'" if parts.name is not None else ""
        yield check.finding(
            keyword.start_byte, keyword.end_byte,
            f"'restrict' needs a pointer type, but{name} has type '{shown}'",
        )
        break
