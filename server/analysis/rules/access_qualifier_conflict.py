"""## What it does
Reports an image or pipe declared with two different access qualifiers:
written twice (`read_only write_only image2d_t`), or written on a typedef'd
image type whose typedef already has another one. A typedef of an image
without an access qualifier is `read_only`.

## Why is this bad?
An image is read, written, or (from OpenCL C 2.0) both, and the access
qualifier says which; a declaration with two different ones says two things
at once. A typedef keeps its access qualifier, `read_only` when none is
written, so `write_only` on such a typedef contradicts it. Compilers reject
these declarations.

## Fix
Write one access qualifier, or use a typedef with the access you need.

## Example
```c
typedef image2d_t frame;
kernel void clear(write_only frame out) { }
```

Use instead:
```c
typedef write_only image2d_t out_frame;
kernel void clear(out_frame out) { }
```

## References
- [OpenCL C: access qualifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#access-qualifiers)
"""

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..image_facts import IMAGE
from ..registry import register


def _plain(word: str) -> str:
    return word[2:] if word.startswith("__") else word


@register("Q030", "access-qualifier-conflict", Severity.ERROR,
          "An image has one access qualifier, a typedef's included", spec="access-qualifiers", scope="item")
def check(ctx: Context, item):
    sem = ctx.semantic
    seen: set[int] = set()
    for qualifier in qs.access_qualifier_nodes(sem, item):
        owner = qs.qualifier_owner(qualifier)
        if owner is None or owner.id in seen or owner.type not in (
                "parameter_declaration", "declaration", "field_declaration", "type_definition"):
            continue
        seen.add(owner.id)
        if not sem.trusted(owner):
            continue
        written = [q for q in qs.direct_qualifiers(owner) if q.type == "access_qualifier"]
        words = {_plain(sem.text(q)) for q in written}
        if len(words) > 1:
            last = written[-1]
            yield check.finding(last.start_byte, last.end_byte,
                                "multiple access qualifiers: " + " and ".join(sorted(words)))
            continue
        type_node = owner.child_by_field_name("type")
        if type_node is None or type_node.type != "type_identifier" or not words:
            continue
        base = qs.base_ctype(sem, owner)
        inner = sem.typer.canonical(sem.text(type_node))
        if base is None or inner is None or not IMAGE.match(inner.base):
            continue
        typedef_access = _plain(inner.access) if inner.access else "read_only"
        word = words.pop()
        if word != typedef_access:
            yield check.finding(written[0].start_byte, written[0].end_byte,
                                f"multiple access qualifiers: '{sem.text(type_node)}' is already {typedef_access}")
