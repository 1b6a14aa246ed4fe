"""## What it does
Reports a variable in the `constant` address space that has no initializer
(an `extern` declaration is fine: it refers to a definition elsewhere).

## Why is this bad?
Constant memory is read-only while kernels run: its contents are fixed when
the program is built. A `constant` variable without an initializer could never
hold anything useful, so OpenCL C requires one and compilers reject the
declaration.

## Example
```c
constant float coefficients[4];
```

Use instead:
```c
constant float coefficients[4] = {0.1f, 0.2f, 0.3f, 0.4f};
```

## References
- [OpenCL C: the constant address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#constant-or-constant)
"""

from .. import qualifier_support as qs
from ..findings import Severity
from ..registry import register


@register("Q007", "constant-uninitialized", Severity.ERROR,
          "A variable in the constant address space must be initialized", spec="constant-or-constant", scope="item",
          visits=qs.CONSTANT_DECLARATIONS)
def check(sem, constant):
    declaration, parts = constant
    if parts.init is None and not qs.is_extern(sem, declaration):
        yield check.finding(
            parts.name.start_byte, parts.name.end_byte,
            f"'{sem.text(parts.name)}' is in the __constant address space and must be initialized",
        )
