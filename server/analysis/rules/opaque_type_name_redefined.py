"""## What it does
Reports a typedef that declares the name of a built-in opaque type: an image
type (`image2d_t`, ...; the multisample ones where `cl_khr_gl_msaa_sharing`
is supported), `sampler_t` or `event_t`.

## Why is this bad?
The image type names are keywords of OpenCL C, and `sampler_t` and `event_t`
are types every program already has. A typedef cannot take over those names:
compilers reject `typedef int image2d_t;` as a second type in one
declaration, and a typedef of `sampler_t` as a conflicting redefinition.
Code written for plain C that defines such names clashes with OpenCL C.

## Fix
Rename the typedef.

## Example
```c
typedef int image2d_t;
```

Use instead:
```c
typedef int image_handle;
```

## References
- [OpenCL C: keywords](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#keywords)
- [OpenCL C: other built-in data types](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#other-built-in-data-types)
"""

import re

from ..context import Context
from ..findings import Severity
from ..image_facts import IMAGE
from ..registry import register

_WORDS = re.compile(rb"\b(?:image[123]d\w*_t|sampler_t|event_t)\b")


@register("Q029", "opaque-type-name-redefined", Severity.ERROR,
          "A typedef cannot redefine an image type name, sampler_t or event_t", spec="keywords", scope="item",
          mentions=(b"image", b"sampler_t", b"event_t"))
def check(ctx: Context, item):
    sem = ctx.semantic
    if item.type != "type_definition":
        return
    if not sem.trusted(item):
        return
    type_node = item.child_by_field_name("type")
    for declarator in item.children_by_field_name("declarator"):
        if declarator.type != "type_identifier":
            continue
        name = sem.text(declarator)
        if IMAGE.match(name):
            if "msaa" in name and not sem.has("cl_khr_gl_msaa_sharing"):
                continue  # Not a keyword without the extension.
            yield check.finding(declarator.start_byte, declarator.end_byte,
                                f"'{name}' is an OpenCL C keyword and cannot be declared as a typedef name")
        elif name in ("sampler_t", "event_t"):
            if type_node is None or sem.text(type_node) == name or len(item.children_by_field_name("declarator")) != 1:
                continue
            yield check.finding(declarator.start_byte, declarator.end_byte,
                                f"'{name}' is a built-in type; a typedef cannot redefine it")
