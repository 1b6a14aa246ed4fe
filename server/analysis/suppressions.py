"""Per-line and per-file suppression comments: `// opencl-lsp: ignore[CODE, ...]`.

- At the end of a line, `// opencl-lsp: ignore[Q001]` silences Q001 on that line.
- Alone on its line, it silences the codes on the next line.
- `ignore` without a list silences every code on that line.
- `// opencl-lsp: ignore-file[Q001]` anywhere silences Q001 in the whole file.
Both `//` and `/* */` comments work. Codes are matched case-insensitively.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Optional

from ..syntax.document import Snapshot
from .findings import Edit, Finding, Fix

_DIRECTIVE = re.compile(
    rb"(//|/\*)[ \t]*opencl-lsp:[ \t]*(ignore-file|ignore)\b(?:[ \t]*\[([A-Za-z0-9_ \t,]*)\])?"
)
ALL = "*"


@dataclass
class Suppressions:
    by_line: dict[int, set[str]] = field(default_factory=dict)
    whole_file: set[str] = field(default_factory=set)

    def silences(self, line: int, code: str) -> bool:
        if ALL in self.whole_file or code in self.whole_file:
            return True
        codes = self.by_line.get(line)
        return codes is not None and (ALL in codes or code in codes)


def collect(snapshot: Snapshot) -> Suppressions:
    out = Suppressions()
    data = snapshot.data
    if b"opencl-lsp:" not in data:
        return out
    for match in _DIRECTIVE.finditer(data):
        listed = match.group(3)
        codes = {c.strip().upper() for c in listed.decode().split(",") if c.strip()} if listed else {ALL}
        if match.group(2) == b"ignore-file":
            out.whole_file |= codes
            continue
        line = snapshot.lines.line_of(match.start())
        line_start = data.rfind(b"\n", 0, match.start()) + 1
        if not data[line_start : match.start()].strip():
            line += 1  # A comment alone on its line speaks for the next line.
        out.by_line.setdefault(line, set()).update(codes)
    return out


def apply(snapshot: Snapshot, findings: Iterable[Finding]) -> list[Finding]:
    """The findings no suppression comment silences."""
    findings = list(findings)
    sup = collect(snapshot)
    if not sup.by_line and not sup.whole_file:
        return findings
    return [f for f in findings if not sup.silences(snapshot.lines.line_of(f.start), f.code)]


_LINE_DIRECTIVE = re.compile(rb"(//|/\*)[ \t]*opencl-lsp:[ \t]*ignore\b(?:[ \t]*\[([A-Za-z0-9_ \t,]*)\])?")


def ignore_fix(snapshot: Snapshot, finding: Finding) -> Optional[Fix]:
    """An edit that silences `finding` on its line with an ignore comment, or None where none fits.

    An existing `ignore[...]` list on the line gets the code added; otherwise
    the comment goes at the end of the line. Lines continued with a backslash
    (inside a macro definition) get nothing: a comment there would end the macro.
    """
    data = snapshot.data
    line = snapshot.lines.line_of(finding.start)
    start = snapshot.lines.starts[line]
    end = data.find(b"\n", start)
    end = len(data) if end < 0 else end
    text = data[start:end]
    stripped = text.rstrip(b"\r \t")
    if stripped.endswith(b"\\"):
        return None
    title = f"Ignore {finding.code} on this line"
    existing = _LINE_DIRECTIVE.search(text)
    if existing is not None:
        if existing.group(2) is None:
            return None  # Already ignores everything on the line.
        codes = [c.strip() for c in existing.group(2).decode().split(",") if c.strip()]
        if finding.code in codes:
            return None
        at = start + existing.end() - 1  # Before the closing bracket.
        return Fix(title, (Edit(at, at, (", " if codes else "") + finding.code),))
    at = start + len(stripped)
    return Fix(title, (Edit(at, at, f"{' ' if stripped else ''}// opencl-lsp: ignore[{finding.code}]"),))
