"""## What it does
Reports calls that make a function of the file call itself, directly
(`f` calls `f`) or through other functions of the file (`f` calls `g`, which
calls `f`). Only calls written in the file between functions defined in it
are followed; calls through macros are not.

A cycle that a kernel of the file reaches is an error. One that no kernel
reaches is a warning: clang accepts recursion, and it is the device compiler
that fails, when it builds a kernel that calls the cycle, which may be in
another file or never.

## Why is this bad?
OpenCL C does not support recursion. Work-items run with small, fixed-size
private memory and many devices have no call stack at all: the compiler
inlines every call, which it cannot do for a cycle. Depending on the device,
the program fails to build or misbehaves at run time.

## Fix
Rewrite the recursion as a loop, with an explicit stack in private memory of
a fixed maximum size when needed.

## Example
```c
int fib(int n) {
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

kernel void run(global int *out) { out[0] = fib(10); }
```

Use instead:
```c
int fib(int n) {
    int a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        int t = a + b;
        a = b;
        b = t;
    }
    return a;
}

kernel void run(global int *out) { out[0] = fib(10); }
```

## References
- [OpenCL C: restrictions](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#restrictions)
"""

from ..context import Context
from ..findings import Related, Severity
from ..kernel_facts import call_graph
from ..registry import register


@register("K008", "recursion", Severity.ERROR, "Functions cannot call themselves, directly or indirectly",
          spec="restrictions")
def check(ctx: Context):
    graph = call_graph(ctx.semantic)
    component = _components(graph.calls)
    if not component:
        return
    reached = _reached_from_kernels(graph)
    for caller, calls in graph.calls.items():
        if caller not in component:
            continue
        for callee, node in calls:
            if component.get(callee) != component.get(caller):
                continue
            if callee == caller:
                message = f"'{caller}' calls itself; recursion is not supported"
                related = ()
            else:
                back = "calls" if any(t == caller for t, _ in graph.calls.get(callee, [])) else "leads back to"
                message = f"'{caller}' calls '{callee}', which {back} '{caller}'; recursion is not supported"
                target = graph.functions[callee].name_node
                related = (Related(target.start_byte, target.end_byte, f"'{callee}' is defined here"),)
            severity = Severity.ERROR if caller in reached else Severity.WARNING
            yield check.finding(node.start_byte, node.end_byte, message, related=related, severity=severity)
            break  # One finding per function in a cycle.


def _reached_from_kernels(graph) -> set[str]:
    """The functions that some kernel of the file calls, directly or not (the kernels included)."""
    reached = {name for name, fn in graph.functions.items() if fn.kernel}
    work = list(reached)
    while work:
        for callee, _node in graph.calls.get(work.pop(), []):
            if callee not in reached:
                reached.add(callee)
                work.append(callee)
    return reached


def _components(calls: dict[str, list]) -> dict[str, int]:
    """Strongly connected component of each function that lies on a cycle (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: dict[str, int] = {}
    counter = 0
    for root in calls:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack.add(node)
            edges = calls.get(node, [])
            recurse = False
            while i < len(edges):
                target = edges[i][0]
                i += 1
                if target not in index:
                    work.append((node, i))
                    work.append((target, 0))
                    recurse = True
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            if recurse:
                continue
            if low[node] == index[node]:
                members = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    members.append(top)
                    if top == node:
                        break
                cyclic = len(members) > 1 or any(t == node for t, _ in calls.get(node, []))
                if cyclic:
                    for member in members:
                        out[member] = index[node]
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return out
