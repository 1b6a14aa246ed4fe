"""Device findings merged with the static ones: one finding per problem, naming every source.

A driver and the static analysis often report the same mistake on the same
line in their own words ("use of undeclared identifier 'x'" and "undeclared
identifier 'x'"; "no implicit conversion from 'float3' to 'float4'" and
"initializing '__private float4' with an expression of incompatible type
'__private float3'"). `merge` keeps the first finding of such a pair (the
static one), adds the device to its `sources` and the driver's words to its
related notes; a device finding that says something new is kept as it is. Both the server and `opencl-lsp check
--device` show the result, so they agree on what is shown once.

`for_file` first drops the device findings that the configuration turns off
(their codes among the disabled ones) or that a suppression comment of the
file silences, as the driver does for static findings.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable, Iterable, Optional, Sequence

from ..analysis import suppressions
from ..analysis.findings import Finding, Related
from ..syntax.document import Snapshot


def merge(static: Sequence[Finding], device: Iterable[Finding], line_of: Callable[[int], int]) -> list[Finding]:
    """The findings of one file: `static`, then each device finding that no finding on its line already says.

    A twin has the same line, the same severity and the same meaning (`same_meaning`); it gains the
    device finding's sources, and its message as a related note when the words differ. Of several,
    the closest in words that this device has not confirmed yet is taken (two half-typed
    declarations on one line: each device error finds its own). Two findings of one source are
    both kept: a tool that says a thing twice means two things.
    """
    result = list(static)
    by_line: dict[int, list[int]] = {}
    for index, finding in enumerate(result):
        by_line.setdefault(line_of(finding.start), []).append(index)
    for candidate in device:
        line = line_of(candidate.start)
        twins = [
            index
            for index in by_line.get(line, ())
            if result[index].severity == candidate.severity and same_meaning(result[index].message, candidate.message)
        ]
        twin = max(
            twins,
            key=lambda index: (
                not set(candidate.sources) <= set(result[index].sources),
                _closeness(result[index].message, candidate.message),
                -index,
            ),
            default=None,
        )
        if twin is not None and result[twin].sources != candidate.sources:
            kept = result[twin]
            added = tuple(source for source in candidate.sources if source not in kept.sources)
            if added:
                said = () if candidate.message == kept.message else (
                    Related(candidate.start, candidate.end, f"{candidate.source}: {candidate.message}", candidate.path),
                )
                result[twin] = replace(kept, sources=kept.sources + added, related=kept.related + said)
            continue
        by_line.setdefault(line, []).append(len(result))
        result.append(candidate)
    return result


def for_file(
    static: Sequence[Finding], device: Iterable[Finding], snapshot: Optional[Snapshot], line_of: Callable[[int], int],
    disabled: Iterable[str] = (),
) -> list[Finding]:
    """`merge` for one file, after the configuration and the file's suppression comments had their say.

    `snapshot` is the file's text when it is at hand (suppression comments are read from it);
    `line_of` gives the line of an offset in that file.
    """
    off = {code.upper() for code in disabled}
    kept = [f for f in device if f.code not in off]
    if snapshot is not None and kept:
        silenced = suppressions.collect(snapshot)
        kept = [f for f in kept if not silenced.silences(line_of(f.start), f.code)]
    return merge(static, kept, line_of)


_MEANING_WORDS = re.compile(r"[a-z0-9_]+|'[^']*'")
_FILLER = {"a", "an", "the", "of", "in", "to", "is", "after", "before"}
_QUOTED = re.compile(r"'([^'\n]+)'")
_NAME_CHAR = re.compile(r"[A-Za-z0-9_]")
# What a compiler adds to the types it names and we do not: address spaces, access and cv-qualifiers.
_QUALIFIERS = re.compile(
    r"\b(?:__)?(?:private|global|local|constant|generic|read_only|write_only|read_write|const|volatile|restrict)\b\s*"
)


# Words two tools use for one thing ("too few elements" and "too few components").
_SAME_WORD = {"element": "component", "elements": "components", "has": "have"}


def _meaning(message: str) -> set[str]:
    return {_SAME_WORD.get(word, word) for word in _MEANING_WORDS.findall(message.lower())} - _FILLER


def _closeness(a: str, b: str) -> float:
    left, right = _meaning(a), _meaning(b)
    if not left or not right:
        return 0.0
    return len(left & right) / min(len(left), len(right))


# Spellings of one type.
_ALIASES = {"_Bool": "bool"}


def _named(message: str) -> set[str]:
    """The names and types a message quotes, as one spelling: without qualifiers and blanks
    ('__private float4' is 'float4', '__local int * __private *' is 'int**'). Quoted operators
    and punctuation (';', '%') name no construct and are left to the words."""
    found = set()
    for quoted in _QUOTED.findall(message):
        term = "".join(_QUALIFIERS.sub("", quoted).split())
        if _NAME_CHAR.search(term):
            found.add(_ALIASES.get(term, term))
    return found


def same_meaning(a: str, b: str) -> bool:
    """Two messages about one problem in two tools' words.

    When both quote names or types, they are about one construct if they quote one in common
    ("operator '%' needs integer operands, not 'float'" and "invalid operands to binary
    expression ('__private float' and 'float')"), and about two if not, however alike the rest
    ("use of undeclared identifier 'a'" and "... 'b'"). Otherwise they must have mostly the same
    words ("too few components for 'float4'..." and "too few elements in vector initialization").
    """
    left, right = _named(a), _named(b)
    if left and right:
        return bool(left & right)
    return _closeness(a, b) >= 0.6
