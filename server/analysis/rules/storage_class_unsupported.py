"""## What it does
Reports a storage-class specifier the configured OpenCL C version does not
have: `auto` and `register` in every version, and `static` and `extern` in
OpenCL C 1.0 and 1.1. Code that enables clang's
`cl_clang_storage_class_specifiers` extension with a pragma is left alone.
<!-- flags: -cl-std=CL1.1 -->

## Why is this bad?
OpenCL C leaves out C's `auto` and `register`: every variable of a function
is already automatic and the compiler decides what lives in registers.
`static` and `extern` came with OpenCL C 1.2; before it a program has no
linkage between its functions and variables to speak of. Compilers reject the
specifiers where the language lacks them.

## Fix
Drop the specifier; in OpenCL C 1.0 and 1.1 give helpers no linkage keyword
and put shared read-only data in `constant` variables.

## Example
```c
static float scale(float x) { return 2.0f * x; }
```

Use instead:
```c
float scale(float x) { return 2.0f * x; }
```

## References
- [OpenCL C: storage-class specifiers](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#storage-class-specifiers)
"""

import re

from ..context import Context
from ..findings import Severity
from ..registry import register

_WORDS = re.compile(rb"\b(?:auto|register|static|extern)\b")
_EXTENSION = "cl_clang_storage_class_specifiers"


@register("Q020", "storage-class-unsupported", Severity.ERROR,
          "auto and register are not OpenCL C; static and extern need OpenCL C 1.2", spec="storage-class-specifiers",
          scope="item", applies="all OpenCL C versions (static and extern: 1.0 and 1.1)",
          mentions=(b"auto", b"register", b"static", b"extern"))
def check(ctx: Context, item):
    sem = ctx.semantic
    data = ctx.snapshot.data
    old = sem.version < (1, 2)
    for match in _WORDS.finditer(data, item.start_byte, item.end_byte):
        node = item.named_descendant_for_byte_range(match.start(), match.end())
        if node is None or node.type != "storage_class_specifier" or not sem.trusted(node):
            continue
        word = sem.text(node)
        if word in ("static", "extern") and not old:
            continue
        if b"cl_clang_storage_class_specifiers" in data and sem.pragma_enabled(_EXTENSION, node.start_byte):
            continue
        owner = node.parent
        if owner is None or not sem.trusted(owner) and owner.type != "function_definition":
            continue
        if word in ("auto", "register"):
            message = f"OpenCL C does not support the '{word}' storage-class specifier"
        else:
            message = (f"OpenCL C {sem.version[0]}.{sem.version[1]} does not support the '{word}' "
                       "storage-class specifier (it needs OpenCL C 1.2 or later)")
        yield check.finding(node.start_byte, node.end_byte, message)
