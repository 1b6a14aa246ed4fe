"""## What it does
Reports a value of the wrong type given to a variable of one of the
`intel_sub_group_avc_*` types of the `cl_intel_device_side_avc_motion_estimation`
extension: initialized from a number other than the constant `0` (assigned from any number),
from a value of another type, or from another `intel_sub_group_avc_*` type.
The `mce` payload and result types take no constant at all.

## Why is this bad?
These types are opaque handles the motion estimation built-ins create and
consume. The extension gives each an initializer macro that expands to `0`
(`CLK_AVC_IME_PAYLOAD_INITIALIZE_INTEL` and the like), except for the `mce`
types, which only the built-ins produce; any other value has no meaning as a
handle, and a handle of one kind is not one of another. Compilers reject the
program.

## Fix
Initialize with the extension's initializer macro, or with the result of the
built-in that makes that kind of value.

## Example
```c
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
kernel void search(global int *out) {
    intel_sub_group_avc_ime_payload_t payload = 1;
    out[0] = 0;
}
```

Use instead:
```c
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
kernel void search(global int *out) {
    intel_sub_group_avc_ime_payload_t payload = 0x0;
    out[0] = 0;
}
```

## References
- [cl_intel_device_side_avc_motion_estimation](https://registry.khronos.org/OpenCL/extensions/intel/cl_intel_device_side_avc_motion_estimation.html)
"""

from __future__ import annotations

from typing import Optional

from .. import conversion_facts as cf
from ..context import Context
from ..findings import Severity
from ..registry import register
from ..semantic import Function
from ..semantics import typing as ty
from ..semantics import scope as hscope

# clang's OpenCLExtensionTypes.def: the extension's types.
AVC_TYPES = frozenset(f"intel_sub_group_avc_{name}_t" for name in (
    "mce_payload", "ime_payload", "ref_payload", "sic_payload",
    "mce_result", "ime_result", "ref_result", "sic_result",
    "ime_result_single_reference_streamout", "ime_result_dual_reference_streamout",
    "ime_single_reference_streamin", "ime_dual_reference_streamin",
))
_NO_CONSTANT = frozenset({"intel_sub_group_avc_mce_payload_t", "intel_sub_group_avc_mce_result_t"})


def _avc_type(sem, type_text: Optional[str], at: int) -> Optional[str]:
    """The extension type a declared type names (no pointer, not hidden by a declaration of the file)."""
    if not type_text:
        return None
    words = type_text.replace("const", " ").split()
    if len(words) != 1 or words[0] not in AVC_TYPES:
        return None
    if hscope.lookup(sem.snapshot, at, words[0]) is not None:
        return None  # The file declares the name itself.
    return words[0]


def _declared_avc(sem, node) -> Optional[str]:
    """The extension type of a variable or parameter `node` names, or None."""
    if node is None or node.type != "identifier":
        return None
    declared = sem.typer.lookup(node)
    if declared is None or declared.kind not in ("variable", "parameter"):
        return None
    return _avc_type(sem, declared.type, node.start_byte)


def _mismatch(sem, target: str, value, initializing: bool) -> Optional[str]:
    """The type of `value` when it cannot be given to a `target` variable, else None (fine or unsure).
    The constant 0 only initializes (clang rejects `handle = 0`)."""
    value = cf.strip_parens(value)
    if value is None or not sem.trusted(value):
        return None
    if value.type == "number_literal":
        text = sem.text(value)
        zero = ty.integer_literal_is_zero(text)
        if zero is None:
            return "double" if not text.endswith(("f", "F")) else "float"
        return "int" if (not zero or not initializing or target in _NO_CONSTANT) else None
    if value.type == "identifier":
        other = _declared_avc(sem, value)
        if other is not None:
            return other if other != target else None
        declared = sem.typer.lookup(value)
        if declared is None or declared.kind not in ("variable", "parameter"):
            return None
        return sem.type_of(value)
    return None


@register("Q072", "avc-value", Severity.ERROR,
          "An intel_sub_group_avc_* variable takes only its own type or the constant 0", spec="optional-functionality",
          scope="function", applies="OpenCL C 1.2 and later with cl_intel_device_side_avc_motion_estimation",
          mentions=b"intel_sub_group_avc_")
def check(ctx: Context, fn: Function):
    sem = ctx.semantic
    nodes = sem.body_nodes(fn)
    for declaration in nodes.get("declaration", ()):
        type_node = declaration.child_by_field_name("type")
        if type_node is None or type_node.type != "type_identifier" or not sem.trusted(type_node):
            continue
        target = _avc_type(sem, sem.text(type_node), type_node.start_byte)
        if target is None:
            continue
        for declarator in declaration.children_by_field_name("declarator"):
            if declarator.type != "init_declarator":
                continue
            inner = declarator.child_by_field_name("declarator")
            value = declarator.child_by_field_name("value")
            if inner is None or inner.type != "identifier" or value is None:
                continue  # Pointers and arrays of these types are other rules' business.
            if value.type == "initializer_list":
                elements = [c for c in value.named_children if c.type != "comment"]
                if not elements:
                    continue
                value = elements[0]  # The first element initializes the handle; the rest are excess.
            found = _mismatch(sem, target, value, True)
            if found is not None:
                yield check.finding(value.start_byte, value.end_byte,
                                    f"initializing '{target}' with a value of incompatible type '{found}'")
    for node in nodes.get("assignment_expression", ()):
        operator = node.child_by_field_name("operator")
        if operator is None or sem.text(operator) != "=" or not sem.trusted(node):
            continue
        target = _declared_avc(sem, cf.strip_parens(node.child_by_field_name("left")))
        if target is None:
            continue
        right = node.child_by_field_name("right")
        found = _mismatch(sem, target, right, False)
        if found is not None:
            yield check.finding(right.start_byte, right.end_byte,
                                f"assigning to '{target}' from incompatible type '{found}'")
