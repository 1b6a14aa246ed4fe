"""Fixtures in clang's `-verify` style, and the check that our findings match them.

A fixture is an OpenCL C file under tests/analysis/verify/<family>/. Lines of it:

- `// RUN-FLAGS: -cl-std=CL2.0 ...`: clang driver flags for both clang and us
  (default `-cl-std=CL1.2`); `-cl-ext=...` is accepted the clang way.
- `// expected-error {{text}}` (also `@+N`, `@-N`): clang reports an error
  containing `text` on that line, and so must we. `[Q001]` after the braces
  names the code we must report. `clang-only` after the braces means clang
  rejects the line but we deliberately stay silent (the reason follows).
- `// expected-warning {{text}}`: clang warns; we may warn there or not.
- `// expected-note {{text}}`: clang's notes; ignored by us.
- `// opencl-lsp-error {{text}} [CODE]` / `// opencl-lsp-warning ...`: a
  diagnostic of ours that clang does not give (clang is lenient there; the
  fixture says which part of the spec it enforces). clang never sees these.
- `// expected-no-diagnostics`: the file is valid; nobody reports anything.

Our side of the check: every line that needs an error of ours has one (with
the code when named), every warning of ours sits on an annotated line, and
every error of ours sits on a line where an error is expected. Information
and hints are not compared.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent / "analysis" / "verify"
DEFAULT_FLAGS = ["-cl-std=CL1.2"]

_DIRECTIVE = re.compile(
    r"(?P<kind>expected-error|expected-warning|expected-note|opencl-lsp-error|opencl-lsp-warning)"
    r"(?:@(?P<offset>[+-]?\d+))?\s*(?P<count>\d+)?\s*\{\{(?P<text>.*?)\}\}(?P<tail>(?:(?!expected-|opencl-lsp-)[^\n])*)"
)
_CODE = re.compile(r"\[([A-Z]\d{3})\]")


@dataclass
class Expectation:
    line: int  # 0-based
    kind: str
    text: str
    code: str | None
    clang_only: bool


@dataclass
class Fixture:
    path: Path
    text: str
    flags: list[str]
    expectations: list[Expectation] = field(default_factory=list)
    no_diagnostics: bool = False

    @property
    def valid(self) -> bool:
        return self.no_diagnostics

    def ours(self, kind: str) -> dict[int, list[Expectation]]:
        """Lines where we must report `kind` ("error" or "warning")."""
        out: dict[int, list[Expectation]] = {}
        for e in self.expectations:
            if kind == "error" and (e.kind == "opencl-lsp-error" or (e.kind == "expected-error" and not e.clang_only)):
                out.setdefault(e.line, []).append(e)
            if kind == "warning" and e.kind == "opencl-lsp-warning":
                out.setdefault(e.line, []).append(e)
        return out

    def annotated(self, kinds: tuple[str, ...]) -> set[int]:
        return {e.line for e in self.expectations if e.kind in kinds}


def load(path: Path) -> Fixture:
    text = path.read_text(encoding="utf-8")
    flags = list(DEFAULT_FLAGS)
    fixture = Fixture(path, text, flags)
    for number, line in enumerate(text.splitlines()):
        if "RUN-FLAGS:" in line:
            fixture.flags = shlex.split(line.split("RUN-FLAGS:", 1)[1])
        if "expected-no-diagnostics" in line:
            fixture.no_diagnostics = True
        for match in _DIRECTIVE.finditer(line):
            offset = match.group("offset")
            target = number
            if offset:
                target = number + int(offset) if offset[0] in "+-" else int(offset) - 1
            tail = match.group("tail")
            code = _CODE.search(tail)
            fixture.expectations.append(
                Expectation(target, match.group("kind"), match.group("text"), code.group(1) if code else None,
                            "clang-only" in tail.split("//")[0] or "clang-only" in tail)
            )
    return fixture


def all_fixtures() -> list[Path]:
    return sorted(ROOT.rglob("*.cl"))


def our_flags(flags: list[str]) -> list[str]:
    """The flags as our configuration reads them (`-Xclang X` pairs unwrapped)."""
    return [flag for flag in flags if flag != "-Xclang"]


def analyze_fixture(fixture: Fixture, data: bytes | None = None):
    """Our findings for a fixture (or for `data` under its flags), as (line, severity label, code, message)."""
    from opencl_lsp.analysis.driver import analyze
    from opencl_lsp.analysis.preprocessed import StaticProject
    from opencl_lsp.project.config import resolve_config
    from opencl_lsp.syntax.document import parse_bytes

    config, _problems = resolve_config(fixture.path, cli_args=our_flags(fixture.flags), cwd=fixture.path.parent)
    data = fixture.text.encode("utf-8") if data is None else data
    snapshot = parse_bytes(str(fixture.path), data)
    root = str(fixture.path.parent)

    def read(path: str):
        if not path.startswith(root):
            return None
        try:
            return Path(path).read_bytes()
        except OSError:
            return None

    project = StaticProject(read, config)
    return [
        (snapshot.lines.line_of(f.start), f.severity.label, f.code, f.message)
        for f in analyze(snapshot, config.disabled_rules, project=project)
    ]


def mismatches(fixture: Fixture, found) -> list[str]:
    """What differs between a fixture's expectations and our findings (empty when they agree)."""
    problems = []
    errors = [(line, code, msg) for line, sev, code, msg in found if sev == "error"]
    warnings = [(line, code, msg) for line, sev, code, msg in found if sev == "warning"]
    for line, wanted in sorted(fixture.ours("error").items()):
        here = [f for f in errors if f[0] == line]
        if not here:
            problems.append(f"line {line + 1}: expected an error ({wanted[0].text!r}), got none")
        for want in wanted:
            if want.code and not any(code == want.code for _l, code, _m in here):
                problems.append(f"line {line + 1}: expected {want.code}, got {[c for _l, c, _m in here]}")
    for line, wanted in sorted(fixture.ours("warning").items()):
        here = [f for f in warnings + errors if f[0] == line]
        if not here:
            problems.append(f"line {line + 1}: expected a warning ({wanted[0].text!r}), got none")
        for want in wanted:
            if want.code and not any(code == want.code for _l, code, _m in here):
                problems.append(f"line {line + 1}: expected {want.code}, got {[c for _l, c, _m in here]}")
    error_lines = fixture.annotated(("expected-error", "opencl-lsp-error"))
    any_lines = error_lines | fixture.annotated(("expected-warning", "opencl-lsp-warning"))
    for line, code, message in errors:
        if line not in error_lines:
            problems.append(f"line {line + 1}: unexpected error {code}: {message}")
    for line, code, message in warnings:
        if line not in any_lines:
            problems.append(f"line {line + 1}: unexpected warning {code}: {message}")
    return problems


def clang_command(clang: str, fixture: Fixture) -> list[str]:
    """clang in -verify mode on a fixture, for the SPIR target (every extension supported)."""
    quiet: list[str] = []
    if any(e.kind == "expected-error" and "is ambiguous" in e.text for e in fixture.expectations):
        # For an ambiguous built-in call clang lists some candidate forms as notes, and which
        # ones varies from run to run: unexpected notes are not held against such a fixture.
        quiet = ["-Xclang", "-verify-ignore-unexpected=note"]
    return [clang, "-fsyntax-only", "--target=spir", "-Xclang", "-verify", *quiet, *fixture.flags, str(fixture.path)]
