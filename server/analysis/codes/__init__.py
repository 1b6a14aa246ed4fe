"""The code table: codes whose findings come from an emitter, not from a rule's check.

Most codes belong to a rule (`registry.py`, `rules/`): a check that looks at
the file. The codes here have no check of their own: the preprocessor
(P001-P009, and the inactive regions of P010), the analysis driver's time
budget (S007) and the device builds (D001-D004) report them as a side effect
of their work. Each entry says what the code is (name, default severity,
summary, documentation page with a wrong and a right example) and which
emitter reports it; the emitters take their codes, and the preprocessor its
messages, from here instead of spelling them out.

Every layer that reports findings may import this package (the project
layer's preprocessor does): it is a leaf that imports nothing of the server
but `findings.py`.
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


class Described:
    """What a rule and a table code share: a documentation page and findings of their code."""

    code: str
    severity: Severity

    @property
    def doc_url(self) -> str:
        return f"{DOCS_BASE}/{self.code}.md"

    def finding(self, start: int, end: int, message: str, **extra) -> Finding:
        extra.setdefault("severity", self.severity)
        return Finding(start=start, end=end, code=self.code, message=message, **extra)


@dataclass(frozen=True)
class Code(Described):
    code: str
    name: str
    severity: Severity
    summary: str
    spec_url: str
    doc: str
    emitter: Emitter
    fix: FixAvailability = FixAvailability.NONE
    since: str = "0.1.0"
    applies: str = "all OpenCL C versions"


# The entries live with their emitter's family; they need `Code` above.
from . import budget, device, host, preprocessor  # noqa: E402

TABLE: dict[str, Code] = {
    value.code: value
    for module in (budget, device, host, preprocessor)
    for value in vars(module).values()
    if isinstance(value, Code)
}


def all_codes() -> list[Code]:
    """Every table code, sorted."""
    return [TABLE[code] for code in sorted(TABLE)]


def emitted_by(emitter: Emitter) -> frozenset[str]:
    """The codes `emitter` reports."""
    return frozenset(code for code, entry in TABLE.items() if entry.emitter is emitter)
