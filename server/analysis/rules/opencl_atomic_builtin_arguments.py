"""## What it does
Reports a call to one of clang's `__opencl_atomic_*` built-ins (which the
C11-style atomic functions of OpenCL C are made of) that cannot be right:
- the wrong number of arguments;
- an address argument that is not a pointer, or does not point to an atomic
  type (`atomic_int`, ...);
- a pointer to a `const` atomic object for an operation that writes it, or to
  one in the `__constant` address space;
- a bitwise operation (`__opencl_atomic_fetch_and`, `_or`, `_xor`) on a
  floating-point atomic type;
- a memory order or scope argument that is a structure, or a scope that is a
  constant no scope has (`memory_scope_work_item`, `10`).

## Why is this bad?
The atomic operations work on atomic objects only, writable and in a memory
that can change, and take an order and a scope the hardware knows. Compilers
reject other calls.

## Example
```c
kernel void count(global int *hits) {
    __opencl_atomic_fetch_add(hits, 1, memory_order_relaxed, memory_scope_device);
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void count(global atomic_int *hits) {
    __opencl_atomic_fetch_add(hits, 1, memory_order_relaxed, memory_scope_device);
}
```

## References
- [OpenCL C: atomic functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#atomic-functions)
- [Clang language extensions: `__opencl_atomic_*`](https://clang.llvm.org/docs/LanguageExtensions.html#c11-atomic-builtins)
"""

from __future__ import annotations

from typing import Optional

from .. import atomic_facts as af
from .. import conversion_facts as cf
from .. import builtin_facts as bf
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function
from ..semantics import typing as ty

_PREFIX = "__opencl_atomic_"
# operation -> (argument count, index of the first memory order argument or None, index of the scope)
_SHAPES = {
    "init": (2, None, None),
    "load": (3, 1, 2),
    "store": (4, 2, 3),
    "exchange": (4, 2, 3),
    "fetch_add": (4, 2, 3),
    "fetch_sub": (4, 2, 3),
    "fetch_and": (4, 2, 3),
    "fetch_or": (4, 2, 3),
    "fetch_xor": (4, 2, 3),
    "fetch_min": (4, 2, 3),
    "fetch_max": (4, 2, 3),
    "compare_exchange_strong": (6, 3, 5),
    "compare_exchange_weak": (6, 3, 5),
}
_BITWISE = ("fetch_and", "fetch_or", "fetch_xor")
_FLOATING = ("atomic_float", "atomic_double", "atomic_half")
_SCOPES = {"1", "2", "3", "4"}  # work_group, device, all_svm_devices, sub_group


@register("B022", "opencl-atomic-builtin-arguments", Severity.ERROR,
          "__opencl_atomic_* built-ins need a pointer to a writable atomic object and valid order and scope",
          spec="atomic-functions", scope="function", applies="OpenCL C 2.0 and later", needs=(af.ATOMICS,))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    data = sem.snapshot.data
    if data.find(_PREFIX.encode(), fn.body.start_byte, fn.body.end_byte) == -1:
        return
    for node in sem.body_nodes(fn).get("call_expression", ()):
        callee = node.child_by_field_name("function")
        if callee is None or callee.type != "identifier":
            continue
        name = sem.text(callee)
        operation = name[len(_PREFIX):] if name.startswith(_PREFIX) else None
        if operation not in _SHAPES or not sem.trusted(node):
            continue
        if sem.typer.lookup(callee) is not None or bf.may_be_redeclared(sem, name):
            continue
        arguments = node.child_by_field_name("arguments")
        args = [c for c in arguments.named_children if c.type != "comment"] if arguments is not None else []
        found = _problem(sem, operation, args)
        if found:
            message, where = found
            where = where or callee
            yield check.finding(where.start_byte, where.end_byte if where is not callee else node.end_byte, message)


def _problem(sem, operation, args) -> Optional[tuple]:
    count, order, scope = _SHAPES[operation]
    if len(args) != count:
        word = "few" if len(args) < count else "many"
        return f"too {word} arguments to function call, expected {count}, have {len(args)}", None
    message = _address_problem(sem, operation, args[0])
    if message:
        return message, None
    if order is not None:
        for arg in args[order:scope + 1]:
            kind = bf.arg_kind(sem, arg)
            if kind is not None and kind[0] == bf.RECORD:
                return f"a memory order or scope cannot be a '{sem.type_of(arg)}'", arg
    if scope is not None and _invalid_scope(sem, args[scope]):
        return "the memory scope argument is invalid", args[scope]
    return None


def _address_problem(sem, operation, arg) -> Optional[str]:
    text = sem.type_of(arg)
    if text is None:
        return None
    ctype = sem.typer.canonical(text)
    if ctype is None or ctype.block or ctype.arrays:
        return None
    if ctype.pointers == 0:
        kind = bf.arg_kind(sem, arg)
        if kind is not None and kind[0] in (bf.SCALAR, bf.VECTOR, bf.RECORD):
            return "the address argument to an atomic operation must be a pointer"
        return None
    if ctype.pointers != 1:
        return f"the address argument must point to an atomic type, not to '{text}'"
    base = ctype.base
    if not af.ATOMIC_TYPE.match(base):
        if ty.is_scalar(base) or ty.vector_parts(base) or base.startswith(("struct ", "union ")):
            return f"the address argument must point to an atomic type ('{text}' does not)"
        return None
    if ctype.space == "__constant":
        return f"the address argument cannot point to the constant address space ('{text}')"
    if "const" in ctype.quals and operation != "load":
        return f"the address argument of an operation that writes cannot point to const ('{text}')"
    if operation in _BITWISE and base in _FLOATING:
        return f"'{operation}' needs a pointer to an atomic integer, not '{text}'"
    return None


def _invalid_scope(sem, node) -> bool:
    node = cf.strip_parens(node)
    if node is None:
        return False
    if node.type == "number_literal":
        digits = sem.text(node).rstrip("uUlL")
        # Only a decimal integer is judged: a float constant is converted, and clang checks its value.
        return digits.isdigit() and digits.lstrip("0") not in _SCOPES
    if node.type == "identifier" and sem.text(node) == "memory_scope_work_item":
        declared = sem.typer.lookup(node)
        return declared is None  # The built-in enumerator, not a name of the file's own.
    return False
