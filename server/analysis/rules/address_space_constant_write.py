"""## What it does
Reports an assignment, compound assignment, increment or decrement whose
target is in the `constant` address space: a `constant` variable, an element
of a `constant` array, or memory reached through a pointer to `constant`.

## Why is this bad?
Constant memory is read-only while kernels run; devices often place it in a
cache that work-items cannot write. OpenCL C makes every object in the
constant address space read-only, so compilers reject the store.

## Fix
Write to `global` memory instead, or to a private copy of the value.

## Example
```c
kernel void bump(constant int *counts, global int *out) {
    counts[0] += 1;
    out[0] = counts[0];
}
```

Use instead:
```c
kernel void bump(constant int *counts, global int *out) {
    out[0] = counts[0] + 1;
}
```

## References
- [OpenCL C: the constant address space](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#constant-or-constant)
"""

from bisect import bisect_right

from .. import qualifier_support as qs
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function, Semantic

# Words that let a function declare something another function may see or that changes how its
# text is read: a type (a typedef, a record whose fields other code can reach, `typeof`) or a
# macro (a directive inside the body).
_SHARING = (b"typedef", b"struct", b"union", b"typeof", b"#")


def space_word_private(sem: Semantic, word: bytes) -> bool:
    """Whether every `word` (an address space's name, `constant` or `local`) of the file (or of
    the synthetic snapshot of expanded copies) lies in a comment, or in the parameters or the body
    of a function definition that shares nothing (`_SHARING`): then an object or a pointer of
    that address space is declared only in the function that names it, visible to no other (C's
    scopes; a function's return type is outside both and counts), and a function whose own text
    lacks the word has none. Most files name `constant` in kernel parameters only."""
    return sem.memo(("analysis.rules.space_word_private", word), lambda: _private(sem, word))


def _private(sem: Semantic, word: bytes) -> bool:
    data = sem.snapshot.data
    spans = []
    for fn in sem.functions:
        start, end = fn.node.start_byte, fn.node.end_byte
        if data.find(word, start, end) < 0 or any(data.find(w, start, end) >= 0 for w in _SHARING):
            continue
        params = fn.declarator.child_by_field_name("parameters")
        if params is not None:
            spans.append((params.start_byte, params.end_byte))
        spans.append((fn.body.start_byte, fn.body.end_byte))
    spans.sort()
    starts = [start for start, _end in spans]
    root = None
    at = data.find(word)
    while at >= 0:
        i = bisect_right(starts, at) - 1
        if i >= 0 and at + len(word) <= spans[i][1]:
            at = data.find(word, spans[i][1])
            continue
        if root is None:
            root = sem.snapshot.tree.root_node
        node = root.named_descendant_for_byte_range(at, at + len(word))
        if node is None or node.type != "comment":
            return False
        at = data.find(word, node.end_byte)
    return True


@register("Q011", "constant-write", Severity.ERROR, "Memory in the constant address space is read-only",
          spec="constant-or-constant", scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    # A target in constant memory is a `constant` object or reached through a pointer to
    # `constant`: where this function does not name the space and no other code can hand it
    # one (`space_word_private`), nothing it writes is constant.
    node = fn.node
    if ctx.snapshot.data.find(b"constant", node.start_byte, node.end_byte) < 0 and space_word_private(sem, b"constant"):
        return
    body = qs.body_of(sem, fn)
    targets = [n.child_by_field_name("left") for n in body.assignments]
    targets += [n.child_by_field_name("argument") for n in body.updates]
    for target in targets:
        if target is None or not sem.trusted(target):
            continue
        what = qs.constant_lvalue(sem, target)
        if what is not None:
            yield check.finding(
                target.start_byte, target.end_byte,
                f"cannot write to {what}: memory in the __constant address space is read-only",
            )
