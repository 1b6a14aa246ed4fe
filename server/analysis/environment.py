"""What every function's analysis depends on besides its own text: the file's environment.

Everything outside function bodies (whitespace and comments between items
aside), the `#define`/`#undef` lines inside bodies, the OpenCL version and
features, the macros and includes. Findings of a function are cached under its
text and this key (`driver._ItemPlan`), and so are file-wide facts that depend on
nothing else (`expanded._State.unsound_functions`, `kernel_facts`' call graph):
a keystroke inside a body keeps the key, an edit outside one changes it.
"""

from __future__ import annotations

import re

from ..syntax.directives import directives
from .context import Context


def environment_key(ctx: Context) -> tuple:
    """What every function's analysis depends on besides its own text (computed once per snapshot)."""
    sem = ctx.semantic
    return sem.memo("analysis.driver.environment_key", lambda: _environment_key(ctx))


def _environment_key(ctx: Context) -> tuple:
    sem = ctx.semantic
    data = ctx.snapshot.data
    # Everything outside function bodies, except the comments between items:
    # editing those (or the blank space around items) changes no rule's verdict,
    # findings being kept relative to their item, so it re-analyzes nothing.
    cuts = [(fn.body.start_byte, fn.node.end_byte, b"\x00") for fn in sem.functions]  # Signatures stay.
    cuts += [(c.start_byte, c.end_byte, b" ") for c in sem.items
             if c.type == "comment"]
    cuts.sort()
    pieces = []
    at = 0
    for start, end, mark in cuts:
        if start >= at:
            pieces.append(data[at:start])
            pieces.append(mark)
            at = end
    pieces.append(data[at:])
    # A `#define` or `#undef` inside a body reaches the functions after it.
    for fn in sem.functions:
        for match in directives(_BODY_MACRO_LINE, data, fn.body.start_byte, fn.body.end_byte):
            pieces.append(match.group())
    # Runs of blank space: one with a line break counts as one line break (directives end
    # there; blank space at the ends of a line and blank lines count for nothing), any other
    # as one space. Line by line with bytes.split: a fifth of the time of two re.sub passes
    # over the whole text, on every keystroke (issue 18).
    outside = b"\n".join([line for line in (b" ".join(raw.split()) for raw in b"".join(pieces).split(b"\n")) if line])
    return (
        ctx.snapshot.path,
        hash(outside),
        len(outside),
        sem.version,
        sem.version_explicit,
        sem.features,
        sem.macro_names,
        sem.macro_definitions_key,
        sem.unresolved_includes,
        sem._branches_known,
        sem.outside_broken,  # Rules trust less in a file whose declarations do not parse.
    )


_BODY_MACRO_LINE = re.compile(rb"#[ \t]*(?:define|undef)\b(?:\\\n|[^\n])*")
