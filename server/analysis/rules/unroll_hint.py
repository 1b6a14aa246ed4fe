"""## What it does
Reports a misused `__attribute__((opencl_unroll_hint))`:
- on a statement that is not a loop (`if`, a block, an expression);
- with more than one argument;
- with an argument that is not a constant (a variable);
- with a constant that is zero or negative.

## Why is this bad?
The attribute tells the compiler how many iterations of the loop that follows
to unroll; without an argument, to unroll it fully. It means nothing on any
other statement, and the factor must be a positive number known when the
program is compiled. Compilers reject the attribute otherwise.

## Fix
Put the attribute right before a `for`, `while` or `do` loop, with one positive
integer constant (or none).

## Example
```c
kernel void sum(global int *x, int n) {
    __attribute__((opencl_unroll_hint(n)))
    for (int i = 1; i < 64; i++)
        x[0] += x[i];
}
```

Use instead:
```c
kernel void sum(global int *x, int n) {
    __attribute__((opencl_unroll_hint(4)))
    for (int i = 1; i < 64; i++)
        x[0] += x[i];
}
```

## References
- [OpenCL C: specifying attributes of loops](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#specifying-attributes-of-loops)
"""

from __future__ import annotations


from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function
from ..semantics import typing as ty

_NAMES = ("opencl_unroll_hint", "__opencl_unroll_hint__")
_LOOPS = ("for_statement", "while_statement", "do_statement")


def _hints(sem, attribute):
    """(node, name, arguments or None) for each unroll hint in an attribute_specifier."""
    lists = [c for c in attribute.named_children if c.type == "argument_list"]
    if len(lists) != 1:
        return
    for entry in lists[0].named_children:
        if entry.type == "identifier" and sem.text(entry) in _NAMES:
            yield entry, None
        elif entry.type == "call_expression":
            function = entry.child_by_field_name("function")
            if function is not None and function.type == "identifier" and sem.text(function) in _NAMES:
                arguments = entry.child_by_field_name("arguments")
                yield entry, [a for a in arguments.named_children if a.type != "comment"] if arguments else []


def _argument_problem(sem, argument) -> str | None:
    """Why one argument is not a positive integer constant, or None (fine or unsure)."""
    if argument.type == "number_literal":
        text = sem.text(argument)
        negative = text.startswith("-")  # The grammar reads `-1` as one literal here.
        zero = ty.integer_literal_is_zero(text.lstrip("-+ \t"))
        if zero is None:
            return None  # A floating constant: clang's message differs; left alone.
        if negative or zero:
            return "requires a positive integral compile time constant expression"
        return None
    if argument.type == "unary_expression":
        operator = argument.child_by_field_name("operator")
        operand = argument.child_by_field_name("argument")
        if (operator is not None and sem.text(operator) == "-" and operand is not None
                and operand.type == "number_literal" and ty.INTEGER_LITERAL.match(sem.text(operand))):
            return "requires a positive integral compile time constant expression"
        return None
    if argument.type == "identifier":
        declared = sem.typer.lookup(argument)
        if declared is not None and declared.kind in ("variable", "parameter") and declared.type \
                and "const" not in declared.type.split():
            return "requires an integer constant"
    return None


@register("K032", "unroll-hint", Severity.ERROR,
          "opencl_unroll_hint goes before a loop, with at most one positive integer constant",
          spec="specifying-attributes-of-loops", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    body = fn.body
    data = sem.snapshot.data
    if data.find(b"unroll_hint", body.start_byte, body.end_byte) == -1:
        return  # A cheap test first: most bodies have no hint.
    stack = [body]
    while stack:
        node = stack.pop()
        stack.extend(reversed(node.named_children))
        if node.type != "attributed_statement" or not sem.trusted(node):
            continue
        attributes = [c for c in node.named_children if c.type == "attribute_specifier"]
        statement = next((c for c in reversed(node.named_children) if c.type != "attribute_specifier"), None)
        for attribute in attributes:
            for hint, arguments in _hints(sem, attribute):
                if statement is not None and statement.type not in _LOOPS and statement.type != "attributed_statement":
                    yield check.finding(hint.start_byte, hint.end_byte,
                                        "'opencl_unroll_hint' applies only to 'for', 'while' and 'do' loops")
                    continue
                if arguments is None:
                    continue
                if len(arguments) > 1:
                    yield check.finding(hint.start_byte, hint.end_byte,
                                        "'opencl_unroll_hint' takes no more than 1 argument")
                    continue
                problem = _argument_problem(sem, arguments[0]) if arguments else None
                if problem is not None:
                    yield check.finding(arguments[0].start_byte, arguments[0].end_byte,
                                        f"'opencl_unroll_hint' {problem}")
