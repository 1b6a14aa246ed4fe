"""## What it does
Reports a memory order or memory scope constant the configuration does not
declare:
- `memory_order_consume`, which OpenCL C never has;
- `memory_scope_all_devices` before OpenCL C 3.0 (its name there is
  `memory_scope_all_svm_devices`);
- `memory_scope_sub_group` without sub-groups (`cl_khr_subgroups`,
  `cl_intel_subgroups` or `__opencl_c_subgroups`).

## Why is this bad?
The `memory_order` and `memory_scope` enumerations list only what the
device supports; OpenCL C 3.0 made sequential consistency and the wider
scopes optional. Compilers report the other names as undeclared.

## Example
```c
kernel void count(global atomic_int *hits) {
    atomic_fetch_add_explicit(hits, 1, memory_order_relaxed, memory_scope_all_devices);
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void count(global atomic_int *hits) {
    atomic_fetch_add_explicit(hits, 1, memory_order_relaxed, memory_scope_all_svm_devices);
}
```

## References
- [OpenCL C: memory order](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#memory-order)
- [OpenCL C: memory scope](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#memory-scope)
"""

from __future__ import annotations

import re
from typing import Optional

from .. import builtin_facts as bf
from ..context import Context
from ..findings import Severity
from ..registry import Need, register
from ..semantic import Function

_NAMES = re.compile(rb"\b(?:memory_order_consume|memory_scope_all_devices|memory_scope_sub_group)\b")


def _missing(sem, name: str) -> Optional[str]:
    """What the configuration lacks for `name`, or None when it has it (or when unsure)."""
    if name == "memory_order_consume":
        return "OpenCL C has no memory_order_consume"
    if name == "memory_scope_all_devices":
        return "it needs OpenCL C 3.0 (use memory_scope_all_svm_devices)" if sem.version_number < 300 else None
    if name == "memory_scope_sub_group":
        if any(sem.has(n) for n in ("cl_khr_subgroups", "cl_intel_subgroups", "__opencl_c_subgroups")):
            return None
        return "it needs sub-groups (cl_khr_subgroups or __opencl_c_subgroups)"
    # memory_order_seq_cst and the all-devices scopes of OpenCL C 3.0 depend on feature macros
    # that clang's header defines by itself for SPIR targets, whatever -cl-ext says: not judged.
    return None


@register("Q068", "memory-order-scope-unavailable", Severity.ERROR,
          "memory_order_consume does not exist; memory_scope_all_devices needs 3.0, memory_scope_sub_group sub-groups",
          spec="memory-scope", scope="function", applies="OpenCL C 2.0 and later",
          needs=(Need("OpenCL C 2.0 or later, every header read",
                      lambda sem: sem.version_number >= 200 and not sem.unresolved_includes),),
          mentions=(b"memory_order_consume", b"memory_scope_all_devices", b"memory_scope_sub_group"))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    data = sem.snapshot.data
    body = fn.body
    for match in _NAMES.finditer(data, body.start_byte, body.end_byte):
        name = match.group().decode()
        why = _missing(sem, name)
        if why is None:
            continue
        node = body.named_descendant_for_byte_range(match.start(), match.end())
        if node is None or node.type != "identifier" or node.start_byte != match.start() or node.end_byte != match.end():
            continue
        if not sem.trusted(node) or sem.typer.lookup(node) is not None or bf.may_be_redeclared(sem, name):
            continue
        yield check.finding(node.start_byte, node.end_byte, f"'{name}' is not declared: {why}")
