"""What analysis reports: findings in byte ranges, independent of LSP.

The LSP layer converts these to protocol diagnostics; the CLI prints them.
Ranges are byte offsets into the snapshot the finding was computed for, or,
for a finding with a `path` (a device build's, which may be in a header), into
that file's text. `sources` names who reported it: the static analysis, a
device (`opencl: NVIDIA H200`), or both when they said the same thing
(`device/merge.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import IntEnum
from typing import Callable, Optional


# The static analysis, as a finding's source.
STATIC = "opencl-lsp"


class Severity(IntEnum):
    """Same numbering as LSP's DiagnosticSeverity, so conversion is trivial."""

    ERROR = 1
    WARNING = 2
    INFORMATION = 3
    HINT = 4

    @property
    def label(self) -> str:
        return {1: "error", 2: "warning", 3: "info", 4: "hint"}[self.value]


@dataclass(frozen=True, slots=True)
class Related:
    """A second location that explains a finding (e.g. the opening brace)."""

    start: int
    end: int
    message: str
    path: Optional[str] = None


@dataclass(frozen=True, slots=True)
class Edit:
    start: int
    end: int
    new_text: str


@dataclass(frozen=True, slots=True)
class Fix:
    title: str
    edits: tuple[Edit, ...]


@dataclass(frozen=True, slots=True)
class Finding:
    start: int
    end: int
    code: str
    message: str
    severity: Severity
    related: tuple[Related, ...] = ()
    fix: Optional[Fix] = None
    unnecessary: bool = False
    # The file the range is in, when it is not the analyzed snapshot's (device findings in headers).
    path: Optional[str] = None
    sources: tuple[str, ...] = (STATIC,)

    @property
    def source(self) -> str:
        """Who reported it, as a diagnostic's source: `opencl-lsp`, `opencl: PoCL`, `opencl-lsp + opencl: PoCL`."""
        return " + ".join(self.sources)

    def moved(self, move: Callable[[int], int]) -> "Finding":
        """The finding with each offset in its own text (its range, related locations without a
        path, its fix's edits) where `move` puts it."""
        related = tuple(r if r.path is not None else Related(move(r.start), move(r.end), r.message, r.path)
                        for r in self.related)
        fix = self.fix
        if fix is not None:
            fix = Fix(fix.title, tuple(Edit(move(e.start), move(e.end), e.new_text) for e in fix.edits))
        return replace(self, start=move(self.start), end=move(self.end), related=related, fix=fix)
