"""What every function's analysis depends on besides its own text: the file's environment.

Everything outside function bodies (whitespace and comments between items
aside), the `#define`/`#undef` lines inside bodies, the OpenCL version and
features, the macros and includes. File-wide facts that depend on nothing else
are cached under this key (`expanded._State.unsound_functions`, `kernel_facts`'
call graph): a keystroke inside a body keeps the key, an edit outside one changes
it. Findings of an item are cached under the part of it the item depends on
(`dependencies.py`: `common_key` and the pieces of the text the item names).
"""

from __future__ import annotations

import re

from .. import memo
from ..syntax.directives import directives
from .context import Context
from .preprocessed import _norm


def environment_key(ctx: Context) -> tuple:
    """What every function's analysis depends on besides its own text (computed once per snapshot)."""
    return exact_environment_key(ctx)[0]


def exact_environment_key(ctx: Context) -> tuple:
    """(`environment_key`, the hash and length of the text outside bodies as written): blank space
    inside items, which `environment_key` makes uniform, moves what findings point at within an item."""
    return ctx.semantic.memo("analysis.driver.environment_key", lambda: _environment_keys(ctx))


def _environment_keys(ctx: Context) -> tuple:
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
        start, end = fn.body.start_byte, fn.body.end_byte
        if data.find(b"#", start, end) >= 0:  # Most bodies hold no directive at all.
            for match in directives(BODY_MACRO_LINE, data, start, end):
                pieces.append(match.group())
    # A keystroke inside a body leaves this text as it was: its blank space is made uniform once.
    raw = b"".join(pieces)
    outside = _outside.get(raw)
    if outside is None:
        outside = _normalized(raw)
        _outside.put(raw, outside)
    return (*outside, sem.macro_names, sem.outside_broken, *common_key(ctx)), (hash(raw), len(raw))


def common_key(ctx: Context) -> tuple:
    """The part of the environment that no name pins down, which every item depends on (the
    text outside bodies aside: `dependencies.py` cuts that into pieces item by item)."""
    sem = ctx.semantic
    return (
        ctx.snapshot.path,
        sem.version,
        sem.version_explicit,
        sem.features,
        sem.macro_definitions_key,
        sem.unresolved_includes,
        sem._branches_known,
        # (Not `outside_broken`: the one rule that trusts less in a file whose declarations do not
        # parse consults it, `builtin_facts.OUTSIDE_BROKEN`, and only where it has something to say.)
        # The headers as the last full run read them: built-in checks depend on what they declare
        # (`builtin_facts.may_declare`), not only on their macros (`macro_definitions_key`).
        _header_serial(ctx),
    )


def _header_serial(ctx: Context) -> int:
    entry = ctx.header_entry
    if entry is None or (not entry.includes and not entry.pasted and not entry.summaries
                         and entry.files <= {_norm(ctx.snapshot.path)}):
        # No header read, no `##` paste, nothing to report: an entry gives the rules what no
        # entry does. (A file without #include gets its first entry when a keystroke breaks it,
        # and a new key would then re-analyze every function, and again once it is mended.)
        return -1
    return entry.serial


def _normalized(raw: bytes) -> tuple[int, int]:
    """(hash, length) of `normalized_text(raw)`."""
    outside = normalized_text(raw)
    return hash(outside), len(outside)


def normalized_text(raw: bytes) -> bytes:
    """Text outside bodies with its runs of blank space made uniform: one with a line break counts
    as one line break (directives end there; blank space at the ends of a line and blank lines
    count for nothing), any other as one space. Line by line with bytes.split: a fifth of the
    time of two re.sub passes over the whole text (issue 18)."""
    return b"\n".join([line for line in (b" ".join(line.split()) for line in raw.split(b"\n")) if line])


BODY_MACRO_LINE = re.compile(rb"#[ \t]*(?:define|undef)\b(?:\\\n|[^\n])*")
# The raw text outside bodies -> `_normalized` (a few entries: the files being edited; each key
# is most of its file, hence a budget of text too).
_outside = memo.cache("analysis.environment.outside", 64, ordered=False, weigh=memo.text_weight, budget=8 * 2**20)
