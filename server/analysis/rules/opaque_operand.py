"""## What it does
Reports an image or a sampler used as an operand: assigned to, combined with
a binary operator (arithmetic, comparison, logical), negated, or given to the
unary `&` or `*` operator; and an `event_t` with any binary or unary operator
but `&` (events may be assigned). (Pipes, queues, clock events and
reservation ids as operands are C025's.)

## Why is this bad?
Images and samplers are opaque handles: OpenCL C gives them no operators at
all, not even assignment or taking their address. They may only be passed to
functions and to the built-in image functions. Events are handles too: they
are stored and passed to `wait_group_events` by address, never computed with
or compared. Compilers reject any other use.

## Fix
Pass the image or sampler on as an argument, and choose between two with
separate calls rather than with an expression.

## Example
```c
kernel void pick(read_only image2d_t a, read_only image2d_t b, global float4 *out) {
    a = b;
    out[0] = read_imagef(a, (int2)(0, 0));
}
```

Use instead:
```c
kernel void pick(read_only image2d_t a, read_only image2d_t b, global float4 *out) {
    out[0] = read_imagef(b, (int2)(0, 0));
}
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..context import Context
from ..findings import Severity
from ..image_facts import IMAGE, kind_of, opaque_ctype, opaque_words
from ..semantics import typing as ty
from ..registry import register
from ..semantic import Function


@register("Q032", "opaque-operand", Severity.ERROR,
          "Images and samplers have no operators, not even assignment; events only & and =", spec="restrictions",
          scope="function")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    data = sem.snapshot.data
    if not sem.mentions_any(_BASES):
        return  # No opaque type in the file (nor a typedef of one: typedefs resolve to the file's text).
    words = opaque_words(sem)
    if words.search(data, fn.node.start_byte, fn.node.end_byte) is None:
        return  # No image or sampler is declared in the function: parameters and locals come first.
    nodes = sem.body_nodes(fn)
    for node in nodes.get("assignment_expression", ()):
        left = node.child_by_field_name("left")
        if _kind(sem, left) in ("image", "sampler") and sem.trusted(node):
            yield check.finding(node.start_byte, node.end_byte,
                                f"an {_kind(sem, left)} cannot be assigned")
    for node in nodes.get("binary_expression", ()):
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        kinds = (_kind(sem, left), _kind(sem, right))
        if not sem.trusted(node):
            continue
        if "image" in kinds or "sampler" in kinds or "event" in kinds:
            operator = node.child_by_field_name("operator")
            shown = sem.text(operator) if operator is not None else "?"
            yield check.finding(node.start_byte, node.end_byte,
                                f"invalid operands to '{shown}': images, samplers and events have no operators")
    for kind_name in ("pointer_expression", "unary_expression"):
        for node in nodes.get(kind_name, ()):
            argument = node.child_by_field_name("argument")
            kind = _kind(sem, argument)
            operator = node.child_by_field_name("operator")
            if kind == "event" and operator is not None and operator.type == "&":
                continue  # An event has an address: wait_group_events takes a pointer to events.
            if kind in ("image", "sampler", "event") and sem.trusted(node):
                shown = sem.text(operator) if operator is not None else "?"
                yield check.finding(node.start_byte, node.end_byte,
                                    f"invalid operand of unary '{shown}': an {kind} has no operators")


# A part of each type `opaque_words` matches (`image2d_t`..., `sampler_t`, `event_t`, `clk_event_t`,
# `reserve_id_t`): a file without any has no such words, and the typedefs it adds to them resolve,
# through the file's own typedefs only, to one of these types, written in the file. Looked for with
# `bytes.find`, once per file, instead of a word-bounded regex over every function.
_BASES = (b"image", b"sampler_t", b"event_t", b"reserve_id_t")


def _kind(sem, node):
    if node is None:
        return None
    while node.type == "parenthesized_expression" and node.named_child_count == 1:
        node = node.named_children[0]
    if node.type != "identifier":
        return None  # Images and samplers come from names: parameters and variables.
    keyword = _image_keyword(sem, node)
    if keyword is not None:
        return keyword
    ctype = opaque_ctype(sem, sem.type_of(node))
    if ctype is None or ctype.pointers or ctype.arrays or ctype.block:
        return None
    return kind_of(ctype.base)


def _image_keyword(sem, node):
    """"image" for a name declared with an image type written out (`image1d_t i`): the image
    type names are keywords, so a file's typedef of the same name (an error of its own, Q029)
    does not change what the declaration means, though the typer would resolve it."""
    declared = sem.typer.lookup(node)
    if declared is None or declared.kind not in ("parameter", "variable") or not declared.type:
        return None
    parsed = ty.parse_type(declared.type)
    if parsed is None or parsed.pointers or parsed.arrays or parsed.block or not IMAGE.match(parsed.base):
        return None
    if "msaa" in parsed.base and not sem.has("cl_khr_gl_msaa_sharing"):
        return None  # Not a keyword without the extension: a typedef may define it.
    return "image"
