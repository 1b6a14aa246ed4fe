"""## What it does
Reports an atomic type the configuration does not have:
- any of `atomic_int`, `atomic_uint`, `atomic_float`, `atomic_flag`,
  `atomic_long`, ... before OpenCL C 2.0;
- `atomic_long`, `atomic_ulong` and `atomic_double` without both
  `cl_khr_int64_base_atomics` and `cl_khr_int64_extended_atomics`
  (`atomic_double` also needs double precision);
- C11's `_Atomic`, which OpenCL C does not support in any version.

A file that declares the name itself (a typedef for OpenCL C 1.2) is left alone.

## Why is this bad?
The atomic types and the C11-style atomic functions came with OpenCL C 2.0;
the 64-bit ones exist only where the device has 64-bit atomics. Compilers
report the name as undeclared.

## Example
```c
kernel void count(global atomic_int *hits) {
    atomic_fetch_add(hits, 1);
}
```
<!-- flags: -cl-std=CL1.2 -->

Use instead:
```c
kernel void count(volatile global int *hits) {
    atomic_add(hits, 1);
}
```

## References
- [OpenCL C: atomic types](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#atomic-types)
- [OpenCL C: restrictions on atomic operations](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#atomic-restrictions)
"""

from __future__ import annotations

import re

from .. import builtin_facts as bf
from ..item_queries import word_nodes
from ..findings import Severity
from ..registry import register

_WORDS = re.compile(
    rb"\b(?:atomic_(?:int|uint|long|ulong|float|double|flag|intptr_t|uintptr_t|size_t|ptrdiff_t)|_Atomic)\b"
)
_INT64 = ("atomic_long", "atomic_ulong", "atomic_double")


def _int64_atomics(sem) -> bool:
    return sem.has("cl_khr_int64_base_atomics") and sem.has("cl_khr_int64_extended_atomics")


def _fp64(sem) -> bool:
    return sem.has("__opencl_c_fp64" if sem.version_number >= 300 else "cl_khr_fp64")


@register("Q060", "atomic-type-unavailable", Severity.ERROR,
          "Atomic types need OpenCL C 2.0 (64-bit ones, 64-bit atomics); _Atomic is not OpenCL C", spec="atomic-types",
          scope="item",
          applies="OpenCL C 1.x; atomic_long, atomic_ulong, atomic_double without 64-bit atomics; _Atomic always",
          visits=word_nodes(_WORDS, (b"atomic_", b"_Atomic")))
def check(sem, found):
    word, node = found
    if word == "_Atomic":
        if node.type == "type_qualifier" and sem.trusted(node):
            yield check.finding(node.start_byte, node.end_byte,
                                "'_Atomic' is not supported in OpenCL C: use the atomic_ types")
        return
    if node.type != "atomic_type" or not sem.trusted(node):
        return
    if sem.typer.lookup(node) is not None or bf.may_be_redeclared(sem, word):
        return  # The file (or a header, or a macro) declares the name itself.
    if sem.version_number < 200:
        # Without an explicit -cl-std the program may be built for 2.0, where the type exists.
        if sem.version_explicit:
            yield check.finding(node.start_byte, node.end_byte, f"type '{word}' needs OpenCL C 2.0 or later")
    elif word in _INT64 and not _int64_atomics(sem):
        yield check.finding(node.start_byte, node.end_byte,
                            f"type '{word}' needs cl_khr_int64_base_atomics and cl_khr_int64_extended_atomics")
    elif word == "atomic_double" and not _fp64(sem):
        yield check.finding(node.start_byte, node.end_byte, "type 'atomic_double' needs double precision")
