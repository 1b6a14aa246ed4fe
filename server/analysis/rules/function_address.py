"""## What it does
Reports a function of the file used as a value rather than called: its
address taken (`&helper`), or its name passed, cast, assigned, put in an
initializer or chosen by `?:` (`(void *)helper`, `{helper}`, `c ? f : g`).

A file that enables clang's `__cl_clang_function_pointers` extension with
`#pragma OPENCL EXTENSION` is left alone from the pragma on.

## Why is this bad?
OpenCL C has no function pointers, so a function has no address a program
could hold: a function's name may only be called. Compilers reject the
program.

## Fix
Call the function where its result is needed; to choose between functions,
pass an integer and `switch` on it.

## Example
```c
void run(global float *data) { data[0] = 1.0f; }
kernel void start(global float *data, global ulong *out) {
    out[0] = (ulong)&run;
}
```

Use instead:
```c
void run(global float *data) { data[0] = 1.0f; }
kernel void start(global float *data) {
    run(data);
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from __future__ import annotations

from .. import conversion_facts as cf
from ..context import Context
from ..kernel_facts import FUNCTION_POINTERS, mentions_any
from ..findings import Severity
from ..registry import register
from ..semantic import Function
from ..semantics import scope as hscope


def _function_names(sem) -> frozenset:
    """The names the file declares functions by at file scope (a cheap filter before a lookup)."""
    return sem.memo("analysis.rules.function_address.names", lambda: frozenset(
        d.name for d in hscope.file_scope(sem.snapshot).declarations if d.kind == "function"))


def _function_words(sem) -> frozenset:
    """`_function_names` as bytes, to look for among a body's words."""
    return sem.memo("analysis.rules.function_address.words", lambda: frozenset(
        name.encode() for name in _function_names(sem)))


def _function_named(sem, node):
    """The identifier `node` is (through parentheses) when it names a function of the file, else None."""
    node = cf.strip_parens(node)
    if node is None or node.type != "identifier" or sem.text(node) not in _function_names(sem):
        return None
    if not sem.trusted(node):
        return None
    declared = sem.typer.lookup(node)
    if declared is None or declared.kind != "function":
        return None
    return node


def _values(sem, nodes):
    """The expressions of a body that stand as values: arguments, cast operands, right-hand sides,
    initializers, initializer-list elements and the operands `?:` chooses from (the callee of a
    call is none of them)."""
    for call in nodes.get("call_expression", ()):
        arguments = call.child_by_field_name("arguments")
        if arguments is not None:
            yield from (a for a in arguments.named_children if a.type != "comment")
    for cast in nodes.get("cast_expression", ()):
        yield cast.child_by_field_name("value")
    for assignment in nodes.get("assignment_expression", ()):
        yield assignment.child_by_field_name("right")
    for conditional in nodes.get("conditional_expression", ()):
        yield conditional.child_by_field_name("consequence")
        yield conditional.child_by_field_name("alternative")
    for init in nodes.get("init_declarator", ()):
        value = init.child_by_field_name("value")
        if value is not None and value.type == "initializer_list":
            yield from (v for v in value.named_children if v.type != "comment")
        else:
            yield value


@register("K031", "function-address", Severity.ERROR,
          "A function's address cannot be taken: its name may only be called", spec="restrictions", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    if not mentions_any(sem, fn, _function_words(sem)):
        return  # The body names none of the file's functions (most bodies).
    extension = sem.has(FUNCTION_POINTERS)
    nodes = sem.body_nodes(fn)
    seen: set[int] = set()
    found = []
    for node in nodes.get("pointer_expression", ()):
        operator = node.child_by_field_name("operator")
        if operator is not None and operator.type == "&":
            name = _function_named(sem, node.child_by_field_name("argument"))
            if name is not None and sem.trusted(node):
                found.append(name)
    for value in _values(sem, nodes):
        name = _function_named(sem, value)
        if name is not None:
            found.append(name)
    for name in sorted(found, key=lambda n: n.start_byte):
        if name.id in seen:
            continue
        seen.add(name.id)
        if extension and sem.pragma_enabled(FUNCTION_POINTERS, name.start_byte):
            continue
        yield check.finding(name.start_byte, name.end_byte,
                            f"the address of the function '{sem.text(name)}' cannot be taken; call it instead")
