"""## What it does
Reports a variable declared inside a function in an address space that is not
allowed there:
- `local` and `constant` variables outside the outermost block of a kernel
  (in a helper function, or in a nested block of a kernel);
- `global` variables inside any function (OpenCL C 2.0 allows them only as
  `static` variables);
- `generic` variables (OpenCL C 2.0, or 3.0 with the generic address space):
  generic is an address space for pointers to point into, not one for objects;
- variables given a numbered address space with clang's
  `__attribute__((address_space(N)))`: an automatic variable lives in the
  private address space, which has no number to name.

An `extern constant` declaration in a body (OpenCL C 1.2 and later) names a
program-scope constant, and a `static constant` variable (OpenCL C 2.0 and
later) has program-scope storage: neither is a variable of the function, and
both are left alone.

## Why is this bad?
A local variable is shared by the whole work-group and a constant variable
is filled when the program is built; both exist once per kernel launch, not
once per call or per block, so OpenCL C lets kernels declare them only in
their outermost block. A function-scope variable in global memory would be
one object shared by every work-item without any declaration saying so.
Compilers reject these declarations.

## Fix
Declare the local buffer in the kernel's outermost block and pass a pointer to
helpers; use `constant` at program scope for shared tables.

## Example
```c
void reduce(global float *out) {
    local float partial[64];
    out[0] = partial[0];
}
```

Use instead:
```c
void reduce(global float *out, local float *partial) {
    out[0] = partial[0];
}

kernel void run(global float *out) {
    local float partial[64];
    reduce(out, partial);
}
```

## References
- [OpenCL C: the local address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#local-or-local)
- [OpenCL C: the constant address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#constant-or-constant)
"""

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function
from ..semantic import PREPROC_BLOCKS


@register("Q009", "function-scope-address-space", Severity.ERROR,
          "local and constant variables only in a kernel's outermost block; no global variables in functions",
          spec="local-or-local", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    data = sem.snapshot.data
    # (The bytes searched, not their decoded text: the word is ASCII, which decoding keeps as it is.)
    if not fn.kernel and data.find(b"kernel", fn.node.start_byte, fn.body.start_byte) >= 0:
        return  # A kernel the parser did not recognize as one (recovered from broken code).
    for declaration in qs.body_of(sem, fn).declarations:
        # Syntax first (most declarations): no object space and no `address_space` attribute,
        # nothing to judge, whatever the trust and the storage class.
        spaced = qs.may_have_object_space(declaration)
        if not spaced and data.find(b"address_space", declaration.start_byte, declaration.end_byte) < 0:
            continue
        if not sem.trusted(declaration):
            continue
        storage = _storage(sem, data, declaration)
        static = "static" in storage or "extern" in storage
        if not static:
            yield from _numbered(sem, declaration)
        if not spaced:
            continue
        # `extern constant float x;` in a body names a program-scope constant (from 1.2, which
        # has `extern`), and a `static constant` one has program-scope storage (from 2.0, which
        # allows static variables in functions); clang accepts both. Before 2.0 the `static`
        # itself is the error (Q021), and clang reports that alone, as here (pocl's core-math).
        refers_outside = ("extern" in storage and sem.version >= (1, 2)) or "static" in storage
        for declarator in qs.declarators_of(declaration):
            parts = qs.unwrap(declarator)
            if parts.unusual or parts.function is not None or parts.name is None:
                continue
            space = qs.object_space(sem, declaration, parts)
            name = sem.text(parts.name)
            message = None
            if space == "__constant" and refers_outside:
                continue
            if space in ("__local", "__constant"):
                word = space[2:]
                if not fn.kernel:
                    message = f"'{name}' cannot be a {word} variable: '{fn.name}' is not a kernel"
                elif not _outermost(sem, declaration, fn):
                    message = f"{word} variable '{name}' must be declared in the outermost block of kernel '{fn.name}'"
            elif space == "__global" and not static:
                message = f"'{name}' cannot be a global variable inside function '{fn.name}'"
            elif space == "__generic" and not static:
                # Only pointers may point to generic memory; no object lives there.
                message = f"'{name}' cannot be a variable in the generic address space"
            if message:
                yield check.finding(parts.name.start_byte, parts.name.end_byte, message)


def _storage(sem, data: bytes, declaration) -> "set[str] | frozenset[str]":
    """The declaration's storage classes, as far as this rule asks (static, extern): none without those words."""
    start, end = declaration.start_byte, declaration.end_byte
    if data.find(b"static", start, end) < 0 and data.find(b"extern", start, end) < 0:
        return frozenset()
    return {sem.text(c) for c in declaration.children if c.type == "storage_class_specifier"}


def _outermost(sem, declaration, fn: Function) -> bool:
    """Whether the declaration stands in the body's own block (through `#if` blocks)."""
    return declaration.id in sem.memo(("analysis.rules.Q009.outermost", fn.node.id), lambda: _outermost_ids(fn))


def _outermost_ids(fn: Function) -> frozenset[int]:
    """The ids of the nodes whose nearest ancestor besides `#if` blocks is the body: its children and
    those of the `#if` blocks among them, found going down (no parent map of the whole body)."""
    out = set()
    stack = [fn.body]
    while stack:
        for child in stack.pop().children:
            out.add(child.id)
            if child.type in PREPROC_BLOCKS:
                stack.append(child)
    return frozenset(out)


def _numbered(sem, declaration):
    """Automatic variables given `__attribute__((address_space(N)))` among the specifiers."""
    if sem.snapshot.data.find(b"address_space", declaration.start_byte, declaration.end_byte) < 0:
        return  # Both spellings hold the words (most declarations have no attribute).
    numbers = []
    for child in declaration.children:
        if child.type != "attribute_specifier":
            continue
        lists = [c for c in child.named_children if c.type == "argument_list"]
        entries = lists[0].named_children if len(lists) == 1 else []
        for entry in entries:
            function = entry.child_by_field_name("function") if entry.type == "call_expression" else None
            if function is not None and sem.text(function) in ("address_space", "__address_space__"):
                numbers.append(entry)
    if not numbers:
        return
    for declarator in qs.declarators_of(declaration):
        parts = qs.unwrap(declarator)
        if parts.unusual or parts.function is not None or parts.name is None or parts.pointers:
            continue
        yield check.finding(parts.name.start_byte, parts.name.end_byte,
                            f"'{sem.text(parts.name)}' is an automatic variable; '{sem.text(numbers[0])}' "
                            "is no address space for one")
