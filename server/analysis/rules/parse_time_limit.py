"""## What it does
Says that the parser ran out of time on this file and from which line on the
text has no syntax tree, so nothing after that line is analyzed, highlighted
as code or listed in the outline.

## Why is this bad?
The parser's error recovery (tree-sitter's, shared with the C grammar it
extends) takes time that grows faster than the text on some malformed inputs:
8 KB of `}*}*}*...` takes about 25 s. Rather than stall the editor, the parse
stops after one second (plus one second per MB), keeps the tree of the
text before a line about half way to where it got, and reports this note.
One case does not wait for the clock: a text that ends with 1,024 or more
`(` or `[` still open and holds bytes that are no C token (`@`, a control
character, a byte of no UTF-8 character: the recovery at the end of the text
then runs for seconds without a chance to stop; 6,262 of them took 10 s) is
cut at the line where the last of those that stay open was opened.
Valid code is never cut: a 10,000-line file parses in a tenth of that time.

## Fix
Look at the text near the reported line: usually a long run of stray
punctuation, an unterminated construct pasted many times, brackets never closed, or generated text
that is not OpenCL C. Once it is fixed, the next edit parses the whole file
again.

## Example
```c
kernel void k(global int *p) { p[0] = 1; }
}*}*}*}*}*}*}*}*}*}*}*}*}*}*}*}*}*   /* ... thousands more */
```

Use instead:
```c
kernel void k(global int *p) { p[0] = 1; }
```

## References
- [OpenCL C: the OpenCL C programming language](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#the-opencl-c-programming-language)
"""

from ..context import Context
from ..findings import Severity
from ..registry import register


@register("S009", "parse-time-limit", Severity.INFORMATION,
          "The parser ran out of time; the text from the reported line on is not analyzed",
          spec="the-opencl-c-programming-language")
def check(ctx: Context):
    snapshot = ctx.snapshot
    cut = snapshot.parse_cut_at
    if cut is not None and not snapshot.binary:
        line = snapshot.data.count(b"\n", 0, cut) + 1
        end = snapshot.data.find(b"\n", cut)
        yield check.finding(
            cut,
            len(snapshot.data) if end == -1 else end,
            f"the parser ran out of time here: from line {line} on this file is not analyzed "
            "(a long run of malformed text, or thousands of brackets never closed, makes the parser's "
            "error recovery slow)",
        )
