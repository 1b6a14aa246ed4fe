"""## What it does
Warns when a kernel calls another kernel of the file that declares variables
in the `local` address space inside its body.

## Why is this bad?
Calling a kernel from a kernel is an ordinary function call. A `local`
variable declared in a kernel is storage the runtime sets up for each
work-group of a launch of that kernel; the specification only describes it
for kernels launched by the host. When the kernel is called as a function
instead, where that storage lives and whether the caller's work-group shares
it is left to each compiler, so such code behaves differently across devices
(older compilers reject it).

## Fix
Move the body of the called kernel into a non-kernel function that takes a
`local` pointer, declare the `local` array in each kernel and pass it down.

## Example
```c
kernel void tile(global float *data) {
    local float scratch[64];
    scratch[get_local_id(0)] = data[get_global_id(0)];
}
kernel void run(global float *data) {
    tile(data);
}
```

Use instead:
```c
void tile_with(global float *data, local float *scratch) {
    scratch[get_local_id(0)] = data[get_global_id(0)];
}
kernel void tile(global float *data) {
    local float scratch[64];
    tile_with(data, scratch);
}
kernel void run(global float *data) {
    local float scratch[64];
    tile_with(data, scratch);
}
```

## References
- [OpenCL C: the `kernel` qualifier](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#kernel-or-kernel)
"""

from ..context import Context
from ..findings import Related, Severity
from ..kernel_facts import call_graph
from ..registry import register
from ..semantics import scope as hscope

_LOCAL = ("local", "__local")


@register("K010", "kernel-call-with-local", Severity.WARNING,
          "A kernel that declares local variables is called from another kernel", spec="kernel-or-kernel")
def check(ctx: Context):
    sem = ctx.semantic
    graph = call_graph(sem)
    locals_of: dict[str, object] = {}
    for caller, calls in graph.calls.items():
        if not graph.functions[caller].kernel:
            continue
        for callee, node in calls:
            target = graph.functions[callee]
            if callee == caller or not target.kernel:
                continue
            if callee not in locals_of:
                locals_of[callee] = _local_declaration(sem, target)
            declaration = locals_of[callee]
            if declaration is None:
                continue
            yield check.finding(
                node.start_byte, node.end_byte,
                f"kernel '{caller}' calls kernel '{callee}', which declares local variables",
                related=(Related(declaration.start_byte, declaration.end_byte, "local variable declared here"),),
            )


def _local_declaration(sem, fn):
    """The first trusted declaration in the `local` address space inside a function body."""
    stack = [fn.body]
    while stack:
        node = stack.pop()
        if node.type == "declaration":
            local = any(c.type == "type_qualifier" and sem.text(c) in _LOCAL for c in node.children)
            if local and sem.trusted(node):
                for declarator in node.children_by_field_name("declarator"):
                    _name, stars, _arrays, function = hscope.declarator_parts(declarator)
                    if not stars and function is None:
                        return node
            continue
        stack.extend(reversed(node.named_children))
    return None
