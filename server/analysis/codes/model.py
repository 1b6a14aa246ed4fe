"""What a code table entry is: `Code` (written with `entry`), its `Emitter`, and what rules and codes share (`Described`).

Apart from the package, so that the families' modules (`preprocessor.py`, `device.py`, ...) and the
package that gathers them import it, and not each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..findings import Finding, Severity

SPEC_BASE = "https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html"
DOCS_BASE = "https://github.com/opencl-lsp/opencl-lsp/blob/main/docs/rules"


class FixAvailability(Enum):
    NONE = "none"
    SOMETIMES = "sometimes"
    ALWAYS = "always"


class Emitter(Enum):
    """Who reports a table code, and where."""

    PREPROCESSOR = "the preprocessor (project/preprocessor.py; inactive regions: analysis/preprocessed.py)"
    TIME_BUDGET = "the analysis driver's time budget (analysis/driver.py)"
    DEVICE = "device builds (device/build.py, device/service.py)"
    HOST = "the host checks of embedded kernels (embedded/host_checks.py)"


@dataclass(frozen=True)
class Described:
    """What a rule and a table code share: their identity and documentation, a documentation page
    and findings of their code."""

    code: str
    name: str  # kebab-case, stable like the code
    severity: Severity
    summary: str  # one line
    spec_url: str
    doc: str  # markdown: "What it does", "Why is this bad?", an example and "Use instead:", "References"

    @property
    def doc_url(self) -> str:
        return f"{DOCS_BASE}/{self.code}.md"

    def finding(self, start: int, end: int, message: str, **extra) -> Finding:
        extra.setdefault("severity", self.severity)
        return Finding(start=start, end=end, code=self.code, message=message, **extra)


@dataclass(frozen=True)
class Code(Described):
    emitter: Emitter
    fix: FixAvailability = FixAvailability.NONE
    since: str = "0.1.0"
    applies: str = "all OpenCL C versions"


def entry(
    code: str,
    name: str,
    severity: Severity,
    summary: str,
    emitter: Emitter,
    *,
    spec: str,
    doc: str,
    fix: FixAvailability = FixAvailability.NONE,
    applies: str = "all OpenCL C versions",
) -> Code:
    """A table entry, written as a rule is registered (`registry.register`): the code, kebab-case
    name, severity, one-line summary and emitter, then `spec`, the anchor of its section in the
    OpenCL C specification, and its documentation page."""
    return Code(code, name, severity, summary, f"{SPEC_BASE}#{spec}", doc, emitter, fix, applies=applies)
