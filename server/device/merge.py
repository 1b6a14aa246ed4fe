"""Device findings merged with the static ones: one finding per problem, naming every source.

A driver and the static analysis often report the same mistake on the same
line in their own words ("use of undeclared identifier 'x'" and "undeclared
identifier 'x'"). `merge` keeps the first finding of such a pair (the static
one) and adds the device to its `sources`; a device finding that says
something new is kept as it is. Both the server and `opencl-lsp check
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
from ..analysis.findings import Finding
from ..syntax.document import Snapshot


def merge(static: Sequence[Finding], device: Iterable[Finding], line_of: Callable[[int], int]) -> list[Finding]:
    """The findings of one file: `static`, then each device finding that no finding on its line already says.

    A twin has the same line, the same severity and the same meaning (`same_meaning`); it gains the
    device finding's sources. Two findings of one source are both kept: a tool that says a thing
    twice means two things.
    """
    result = list(static)
    by_line: dict[int, list[int]] = {}
    for index, finding in enumerate(result):
        by_line.setdefault(line_of(finding.start), []).append(index)
    for candidate in device:
        line = line_of(candidate.start)
        twin = next(
            (
                index
                for index in by_line.get(line, ())
                if result[index].severity == candidate.severity and same_meaning(result[index].message, candidate.message)
            ),
            None,
        )
        if twin is not None and result[twin].sources != candidate.sources:
            known = result[twin].sources
            added = tuple(source for source in candidate.sources if source not in known)
            if added:
                result[twin] = replace(result[twin], sources=known + added)
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


def _meaning(message: str) -> set[str]:
    return set(_MEANING_WORDS.findall(message.lower())) - _FILLER


def same_meaning(a: str, b: str) -> bool:
    """Two messages about one problem in two tools' words ("expected ';'" and "expected ';' after expression")."""
    left, right = _meaning(a), _meaning(b)
    if not left or not right:
        return False
    return len(left & right) / min(len(left), len(right)) >= 0.6
