"""The analysis driver's code: S007, the note of an analysis that ran out of time.

Only the driver (`analysis/driver.py`) knows what it skipped, so it reports
the note, in the words of `message`.
"""

from __future__ import annotations

from ..findings import Severity
from .model import Emitter, entry


S007 = entry("S007", "analysis-time-budget", Severity.INFORMATION,
             "The analysis ran out of time; the note says which checks were skipped", Emitter.TIME_BUDGET,
             spec="the-opencl-c-programming-language", doc="""## What it does
Says, once per file, that its analysis ran out of time (the time budget,
2 seconds unless configured) and which checks were skipped: file-wide rules
by code, and the item and function checks of the top-level items not reached,
from the line of the first one. The findings of everything checked before
the cut are still reported.

## Why is this bad?
Nothing is wrong with the code. An analysis that takes longer than its budget
would delay every diagnostic of this file; stopping it keeps the editor
responsive, and this note makes the silence visible, so a clean result is not
mistaken for a checked one. Edits re-check only what changed, so the next
analysis usually gets further.

## Fix
Raise the budget (`analysis.timeBudgetMs` in the editor settings,
`[analysis] time-budget-ms` in `.opencl-lsp.toml`, `--time-budget-ms` for
`opencl-lsp check`; 0 means no limit), or split the file.

## Example
```c
// a file whose analysis takes longer than the budget: the functions near its end are not checked
kernel void k(global float *p) { p[0] = 1.0f; }
```

Use instead:
```c
kernel void k(global float *p) { p[0] = 1.0f; }
```

## References
- [OpenCL C: the OpenCL C programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
""")


def message(budget_ms: int, file_rules: list[str], items: int, total: int, line: int) -> str:
    """The note's text: what was skipped, and why."""
    parts = []
    if file_rules:
        parts.append(f"the file-wide rules {', '.join(file_rules)}")
    if items:
        parts.append(f"the checks of {items} of {total} top-level items, from line {line}")
    skipped = " and ".join(parts) or "nothing"
    return (
        f"analysis stopped at its time budget of {budget_ms} ms: skipped {skipped}; "
        f"raise analysis.timeBudgetMs (0: no limit) to check them"
    )
