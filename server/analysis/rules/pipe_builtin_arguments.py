"""## What it does
Reports a call to a pipe built-in (`read_pipe`, `write_pipe`,
`reserve_read_pipe`, `commit_write_pipe`, `get_pipe_num_packets`, their
`work_group_` and `sub_group_` forms, ...) whose arguments cannot be right:
- the first argument is not a pipe;
- the pipe's access does not fit the function: `read_pipe` and the
  `..._read_pipe` functions need a `read_only` pipe (the default), `write_pipe`
  and the `..._write_pipe` functions a `write_only` one;
- the number of arguments is wrong (`read_pipe` and `write_pipe` take 2 or 4);
- a reservation id that is not a `reserve_id_t`, a packet index or count
  that is not an integer, or a packet pointer that is not a pointer.

## Why is this bad?
The pipe built-ins are checked by the compiler against the pipe they are
given, not declared as ordinary overloads: compilers reject these calls.

## Example
```c
kernel void consume(read_only pipe int in, global int *out) {
    write_pipe(in, out);
}
```
<!-- flags: -cl-std=CL2.0 -->

Use instead:
```c
kernel void consume(read_only pipe int in, global int *out) {
    read_pipe(in, out);
}
```

## References
- [OpenCL C: pipe functions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#pipe-functions)
"""

from __future__ import annotations

from .. import builtin_facts as bf
from .. import pipe_facts as pf
from ..context import Context
from ..findings import Severity
from ..registry import Need, register
from ..semantic import Function
from ..semantics import typing as ty

_NAMES = frozenset(pf.PIPE_BUILTINS)


@register("B020", "pipe-builtin-arguments", Severity.ERROR,
          "A pipe built-in needs a pipe of the right access and arguments of the right types", spec="pipe-functions",
          scope="function", applies="OpenCL C 2.0, and 3.0 with __opencl_c_pipes",
          needs=(Need("pipes supported", pf.pipes_supported),))
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    for call in bf.builtin_calls(sem, fn, only=_NAMES):
        if not sem.trusted(call.node) or bf.may_be_redeclared(sem, call.name):
            continue
        message = _problem(sem, call)
        if message:
            yield check.finding(call.name_node.start_byte, call.node.end_byte, message)


def _problem(sem, call):
    """The first problem clang would report, in its order, or None."""
    name, args = call.name, call.arguments
    access, counts = pf.PIPE_BUILTINS[name]
    rw = name in ("read_pipe", "write_pipe")
    if not rw and len(args) not in counts:
        return f"'{name}' takes {_counts(counts)} arguments, not {len(args)}"
    if not args:
        return None
    first = args[0]
    if pf.not_a_pipe(sem, first):
        return f"first argument to '{name}' must be a pipe type"
    have = pf.pipe_access(sem, first)
    if have is None:
        return None  # Not surely a pipe of known access: the rest cannot be judged either.
    if access is not None and have != access:
        return f"invalid pipe access modifier (expecting {access})"
    if len(args) not in counts:
        return f"'{name}' takes {_counts(counts)} arguments, not {len(args)}"
    if rw and len(args) == 4:
        if _not(sem, args[1], "reserve_id_t"):
            return _wrong(sem, name, "reserve_id_t", args[1])
        if _not_integer(sem, args[2]):
            return _wrong(sem, name, "unsigned int", args[2])
    if rw and _not_pointer(sem, args[-1]):
        return _wrong(sem, name, "a pointer to the packet type", args[-1])
    if "reserve" in name and _not_integer(sem, args[1]):
        return _wrong(sem, name, "unsigned int", args[1])
    if "commit" in name and _not(sem, args[1], "reserve_id_t"):
        return _wrong(sem, name, "reserve_id_t", args[1])
    return None


def _counts(counts) -> str:
    return " or ".join(str(c) for c in counts)


def _wrong(sem, name, expected, node) -> str:
    shown = expected if expected.startswith("a ") else f"'{expected}'"
    return f"invalid argument type to function '{name}' (expecting {shown}, having '{sem.type_of(node)}')"


def _not(sem, node, opaque: str) -> bool:
    """Whether the argument's type is known and is not `opaque`."""
    kind = pf.kind(sem, node)
    return kind is not None and kind != (bf.OPAQUE, opaque)


def _not_integer(sem, node) -> bool:
    kind = pf.kind(sem, node)
    if kind is None:
        return False
    return not (kind[0] == bf.SCALAR and ty.is_integer(kind[1]))


def _not_pointer(sem, node) -> bool:
    kind = pf.kind(sem, node)
    return kind is not None and kind[0] != bf.POINTER
