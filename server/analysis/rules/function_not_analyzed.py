"""## What it does
Says, once per function, that the type-aware rules did not see the function
as the compiler does, and why: its head uses macros (`KERNEL_FQ void f(...)`,
`__kernel void f(GLOBAL_AS float *p)`) that could not be expanded into a head
that parses, or its body uses macros that could not be expanded (an
`#include` that could not be read, a `#define` or `#include` inside the body,
`#if` branches whose liveness is unknown, an expansion problem). A function
whose head is not understood is not analyzed at all; one whose body is only
partly understood is analyzed on its text as written, where the rules stay
silent on whatever a macro touches. This is information, not an error.
Where the expansion stopped at a macro invoked with a wrong number of
arguments, that invocation is also reported as the preprocessor reports it
(P005, an error), even in a file the preprocessor does not run over.
Where the expanded text does not parse because one `;`, `)` or `]` is
missing from the function's own text (one that inserting it there mends),
that is reported instead, as the compiler reports it (S002, an error, with
the fix that inserts it).

## Why is this bad?
Nothing is necessarily wrong with the code. But a function the rules could
not see reports no mistake, so a clean result would be mistaken for a checked
one; the note makes the silence visible and names what would lift it.

## Example
```c
#include "vendor.h"  // not on the include path: its macros are unknown
KERNEL_FQ void k(GLOBAL_AS float *p) { p[0] = 1.0f; }
```

Use instead:
```c
// With the header's directory on the include path (-I DIR, or the project
// configuration), the head is expanded and the whole kernel is checked.
#include "vendor.h"
KERNEL_FQ void k(GLOBAL_AS float *p) { p[0] = 1.0f; }
```

## References
- [OpenCL C: preprocessor directives and macros](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#preprocessor-directives-and-macros)
"""

from bisect import bisect_left

from .. import copy_syntax, expanded
from ..context import Context
from ..codes.preprocessor import P005
from ..findings import Edit, Finding, Fix, Severity
from ..registry import register
from ..semantic import file_fact

# The two kinds of notice, as the messages start (`opencl-lsp check --stats` counts them by these).
NOT_ANALYZED = "not analyzed"
PARTLY = "macro uses not analyzed"


@register("S008", "function-not-analyzed", Severity.INFORMATION,
          "A function, or the code that uses macros in it, could not be analyzed as the compiler sees it",
          spec="preprocessor-directives-and-macros", scope="item")
def check(ctx: Context, item):
    if item.type != "function_definition" or ctx.project is None:
        return
    sem = ctx.semantic
    fn = _function(ctx, item)
    if fn is None:
        return
    if sem.consult(_PROBLEM_INSIDE, item):
        return  # The syntax diagnostics there say what stands in the way (S001, S002, S003).
    reason = expanded.back_off(ctx, fn)
    if reason is None:
        return
    # (A sound function whose text parses is analyzed raw instead, S010 included: no token of its
    # own text is missing where the parser saw none, and a `#define` typed half-way that every
    # helper uses breaks all their copies at once.)
    missing = copy_syntax.problem(ctx, fn) if reason == expanded.NO_PARSE and (
        fn.node.has_error or not sem.sound(fn)) else None
    if missing is not None:
        # What keeps the copy from parsing is a token left out in the function's own text: the
        # compiler's error there says more than a notice that the function was not analyzed.
        at, token = missing.at, missing.insert
        yield Finding(at, at, "S002", missing.message, Severity.ERROR,
                      fix=Fix(f"Insert '{token}'", (Edit(at, at, token),)))
    else:
        what = NOT_ANALYZED if not sem.sound(fn) else PARTLY
        yield check.finding(fn.name_node.start_byte, fn.name_node.end_byte, f"'{fn.name}': {what}: {reason}")
    # What stopped the expansion, where the compiler reports it: a macro invoked with a wrong
    # number of arguments is an error whether or not the preprocessor runs over the whole file
    # (it does only for a file with conditionals or includes, or one whose tree is broken; the
    # driver keeps one finding when both report it).
    for start, end, message in expanded.invocation_problems(ctx, fn):
        yield Finding(start, end, P005.code, message, Severity.ERROR)


def _function(ctx: Context, item):
    """The function `item` defines, its name made by a macro too (`MATH_MANGLE(len4)(float x) {...}`)."""
    fn = ctx.semantic.function_at(item.start_byte)
    if fn is None or fn.node.id != item.id:
        fn = expanded.macro_named(ctx, item)
    return fn


_PROBLEM_INSIDE = "analysis.rules.function_not_analyzed.problem_inside"


@file_fact(_PROBLEM_INSIDE, of_item=True)
def _problem_inside(sem, item) -> bool:
    """Whether a syntax problem lies in the function's text (from where it really starts): a fact
    of the file's expanded text, where error recovery may place one differently when text far
    from the item changes."""
    starts = sem.memo("analysis.rules.function_not_analyzed.problem_starts",
                      lambda: sorted(p.start for p in sem.ctx.syntax_problems))
    if not starts or starts[0] >= item.end_byte:
        return False  # (Asked of every cached item at each keystroke: most files have no problem.)
    fn = _function(sem.ctx, item)
    start = expanded.region_start(sem, fn) if fn is not None else None
    start = item.start_byte if start is None else start
    k = bisect_left(starts, start)
    return k < len(starts) and starts[k] < item.end_byte


class Tally:
    """Functions analyzed in full, or backed off by reason, over the files `add` is given
    (`opencl-lsp check --stats`): counted from each file's S008 notices."""

    def __init__(self):
        self.functions = 0
        self.backed_off: dict[tuple[str, str], int] = {}

    def add(self, ctx: Context, findings) -> tuple[int, int, int]:
        """Count one file; (functions, not analyzed, macro uses not analyzed) in it."""
        total = len(expanded.all_functions(ctx))
        counts = {NOT_ANALYZED: 0, PARTLY: 0}
        for f in findings:
            if f.code != "S008":
                continue
            _name, what, reason = f.message.split(": ", 2)
            counts[what] += 1
            self.backed_off[(what, reason)] = self.backed_off.get((what, reason), 0) + 1
        self.functions += total
        return total, counts[NOT_ANALYZED], counts[PARTLY]

    def lines(self) -> list[str]:
        off = sum(self.backed_off.values())
        out = [f"functions: {self.functions}, analyzed in full: {self.functions - off}, backed off: {off}"]
        for (what, reason), count in sorted(self.backed_off.items(), key=lambda kv: (-kv[1], kv[0])):
            out.append(f"  {count} {what}: {reason}")
        return out
