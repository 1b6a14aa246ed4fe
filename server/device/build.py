"""What a device build compiles and what its log means for each file.

`plan_build` turns a document (its current text) and its project
configuration into the worker's request: the text, the options as a list
(`-I`, `-D`, `-U`, `-cl-std`, `-cl-fast-relaxed-math`, the user's extra
options, `-cl-nv-verbose` on NVIDIA), and the set of headers the driver will
read. Every header reachable through `#include` is checked first: the build
is refused when one would be read from outside the places the caller allows
(the workspace and the configured include directories), or when a computed
`#include` hides which file it reads. `interpret` maps a build result back to
engine findings per file (byte ranges and a `path`), with a summary on the
`#include` line for problems inside headers, and a single explaining finding
when the build failed for a reason other than the source. Their codes are the
code table's (`analysis/codes/device.py`).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from typing import Callable, Optional

from ..analysis.codes.device import D001, D002, D003, D004
from ..analysis.findings import Finding, Related, Severity
from ..project.config import ProjectConfig
from ..syntax.positions import _line_starts
from .devices import DeviceInfo
from .logparse import LogMessage, parse_log, verbose_kernel_info

CODE_ERROR, CODE_WARNING, CODE_BUILD_FAILED, CODE_WORKER_FAILED = D001.code, D002.code, D003.code, D004.code
# A device finding's source until the service names the device (`opencl: NVIDIA H200`).
DEVICE_SOURCE = "opencl"

MAX_HEADERS = 500
_INCLUDE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*(?:"([^"\n]+)"|<([^>\n]+)>|(\S.*?))[ \t]*(?://.*|/\*.*)?$', re.M)


def device_finding(
    path: str, start: int, end: int, severity: Severity, code: str, message: str, related: tuple[Related, ...] = ()
) -> Finding:
    """One device diagnostic in byte offsets of `path`'s text, as an engine finding."""
    return Finding(start, end, code, message, severity, related, path=path, sources=(DEVICE_SOURCE,))


@dataclass(frozen=True)
class KernelInfo:
    """What the driver reports for one kernel after a successful build, as labeled facts."""

    name: str
    facts: tuple[tuple[str, str], ...]

    def summary(self) -> str:
        short = dict(self.facts)
        parts = []
        if "work-group size limit" in short:
            parts.append(f"max WG {short['work-group size limit']}")
        if "preferred multiple" in short:
            parts.append(f"×{short['preferred multiple']}")
        if "registers" in short:
            parts.append(f"{short['registers']} regs")
        if "private memory" in short:
            parts.append(f"private {short['private memory']}")
        if "local memory" in short:
            parts.append(f"local {short['local memory']}")
        return ", ".join(parts)


@dataclass
class BuildPlan:
    path: str
    text: bytes
    source: str
    options: list[str]
    # Headers the build reads: real path → bytes, and how each was first reached
    # (including file, start and end of its #include directive).
    headers: dict[str, bytes] = field(default_factory=dict)
    reached_from: dict[str, tuple[str, int, int]] = field(default_factory=dict)
    prelude_lines: int = 0
    refusal: Optional[str] = None
    # The directive of the document that the refusal is about, as a byte range.
    refusal_at: tuple[int, int] = (0, 0)


@dataclass
class BuildResult:
    """The worker's answer to one build, for one device."""

    device: DeviceInfo
    status: str  # "ok", "failed" (the source has errors), "error" (anything else)
    log: str = ""
    error: str = ""
    cl_error: str = ""
    kernels: list[dict] = field(default_factory=list)
    seconds: float = 0.0


def _include_names(data: bytes) -> list[tuple[Optional[str], int, int]]:
    """(name or None for a computed include, directive start, end) for each #include."""
    found = []
    for match in _INCLUDE.finditer(data):
        name = match.group(1) or match.group(2)
        found.append((name.decode("utf-8", "replace") if name else None, match.start(), match.end()))
    return found


def _candidates(name: str, including: str, include_dirs: list[str]) -> list[str]:
    if os.path.isabs(name):
        return [name]
    return [os.path.join(d, name) for d in [os.path.dirname(including), *include_dirs]]


def plan_build(
    path: str,
    text: bytes,
    config: ProjectConfig,
    device: DeviceInfo,
    allowed: Callable[[str], bool],
    read: Callable[[str], Optional[bytes]],
    extra_options: Optional[list[str]] = None,
) -> BuildPlan:
    """The request for building `text` (the document at `path`) on `device`.

    `allowed(path)` says whether the driver may read a file or directory;
    `read(path)` gives an allowed file's bytes. The plan's `refusal` says why
    nothing may be built.
    """
    plan = BuildPlan(path=path, text=text, source="", options=[])
    include_dirs = _include_dirs(path, config, allowed)
    options, prelude, refusal = _options(config, device, include_dirs, extra_options)
    if refusal:
        plan.refusal = refusal
        return plan
    plan.options = options
    _gather_headers(plan, config, include_dirs, allowed, read)
    if plan.refusal:
        return plan
    body = text.decode("utf-8", "replace")
    if prelude:
        prelude.append("#line 1")
        plan.prelude_lines = len(prelude)
        body = "\n".join(prelude) + "\n" + body
    plan.source = body
    return plan


def _include_dirs(path: str, config: ProjectConfig, allowed: Callable[[str], bool]) -> list[str]:
    """The document's own directory, then the configured include directories the caller allows."""
    include_dirs = [os.path.dirname(os.path.abspath(path))]
    for directory in config.include_dirs:
        directory = str(directory)
        if allowed(directory) and directory not in include_dirs:
            include_dirs.append(directory)
    return include_dirs


def _options(
    config: ProjectConfig, device: DeviceInfo, include_dirs: list[str], extra_options: Optional[list[str]]
) -> tuple[list[str], list[str], Optional[str]]:
    """The driver's build options, the source lines to put before the text, and why nothing
    may be built (None when it may).

    Drivers split options at blanks: a macro with a blank goes into the prelude,
    an include directory or an extra option with one refuses the build.
    """
    options: list[str] = []
    prelude: list[str] = []
    for directory in include_dirs:
        if any(ch.isspace() for ch in directory):
            return options, prelude, f"the include directory {directory!r} has a blank in its name, which drivers cannot take"
        options.append(f"-I{directory}")
    for name, value in config.defines:
        text_value = "1" if value is None else value
        if any(ch.isspace() for ch in name + text_value) or "(" in name:
            # Drivers split options at blanks: such macros go into the source.
            prelude.append(f"#define {name} {text_value}")
        else:
            options.append(f"-D{name}={text_value}")
    for name in config.undefines:
        options.append(f"-U{name}")
    for forced in config.forced_includes:
        prelude.append(f'#include "{forced}"')
    version = config.version if config.version_explicit else device.max_c_version
    if version is not None and version >= (1, 1):
        options.append(f"-cl-std=CL{version[0]}.{version[1]}")
    if config.fast_relaxed_math:
        options.append("-cl-fast-relaxed-math")
    for option in extra_options or []:
        if not option or any(ch.isspace() for ch in option):
            return options, prelude, f"the device option {option!r} has a blank in it; give each option as its own list item"
        options.append(option)
    if device.is_nvidia and "-cl-nv-verbose" not in options:
        options.append("-cl-nv-verbose")
    return options, prelude, None


def _gather_headers(
    plan: BuildPlan,
    config: ProjectConfig,
    include_dirs: list[str],
    allowed: Callable[[str], bool],
    read: Callable[[str], Optional[bytes]],
) -> None:
    """Fill the plan's headers with every file the driver will read, each one the caller
    allows, or set the plan's refusal (and where it stands, when a directive is to blame)."""
    pending: list[tuple[str, bytes]] = [(plan.path, plan.text)]
    forced = [str(f) for f in config.forced_includes]
    for name in forced:
        if not allowed(name):
            plan.refusal = f"the forced include {name} is outside the workspace and the include directories"
            return
    seen: set[str] = set()
    while pending:
        including, data = pending.pop()
        for name, start, end in _include_names(data):
            at = _directive_in_document(plan, including, start, end)
            if name is None:
                plan.refusal_at = at
                plan.refusal = (
                    "a computed #include (a macro for the file name) hides which file the driver would read, "
                    "so this file is not built on a device"
                )
                return
            for candidate in _candidates(name, including, include_dirs):
                if not os.path.isfile(candidate):
                    continue
                real = os.path.realpath(candidate)
                if not allowed(real):
                    plan.refusal_at = at
                    plan.refusal = (
                        f"#include \"{name}\" would make the driver read {real}, which is outside the workspace "
                        "and the configured include directories"
                    )
                    return
                if real not in seen:
                    seen.add(real)
                    content = read(real)
                    if content is None:
                        plan.refusal = f"the header {real} cannot be read"
                        return
                    plan.headers[real] = content
                    plan.reached_from[real] = (including, start, end)
                    if len(seen) > MAX_HEADERS:
                        plan.refusal = f"the file includes more than {MAX_HEADERS} headers"
                        return
                    pending.append((real, content))
                break


def _directive_in_document(plan: BuildPlan, including: str, start: int, end: int) -> tuple[int, int]:
    """The document's `#include` line through which a directive in a header was reached."""
    for _ in range(MAX_HEADERS + 1):
        if including == plan.path:
            return start, end
        origin = plan.reached_from.get(including)
        if origin is None:
            break
        including, start, end = origin
    return 0, 0


# Without a caret line, a message covers the word or the operator at its column.
_WORD = re.compile(rb"[A-Za-z0-9_]+|[-+*/%&|^!=<>~?:]+")


def _span(data: bytes, starts: list[int], message: LogMessage) -> tuple[int, int]:
    """Byte range of a located message in `data`; the whole line when there is no column."""
    if message.line is None:
        return 0, 0
    row = min(max(message.line - 1, 0), len(starts) - 1)
    line_start = starts[row]
    line_end = starts[row + 1] - 1 if row + 1 < len(starts) else len(data)
    if line_end > line_start and data[line_end - 1 : line_end] == b"\r":
        line_end -= 1
    if message.column is None:
        text = data[line_start:line_end]
        indent = len(text) - len(text.lstrip())
        return line_start + indent, line_end
    start = min(line_start + message.column - 1, line_end)
    if message.end_column is not None and message.end_column > message.column:
        end = min(line_start + message.end_column - 1, line_end)
        if end > start:
            return start, end
    word = _WORD.match(data, start)
    if word is not None and word.end() <= line_end:
        return start, word.end()
    return start, min(start + 1, line_end)


_SEVERITY = {"error": Severity.ERROR, "warning": Severity.WARNING, "remark": Severity.INFORMATION, "note": Severity.INFORMATION}


def _file_of(plan: BuildPlan, name: Optional[str]) -> str:
    """The file a path in a log stands for: a header the build read, or else the document.

    Drivers name the document's text as they please (`<kernel>`, a PoCL
    temporary file, `/tmp/OCL1234.cl`): any name that is not a header is it.
    """
    if not name:
        return plan.path
    if name in plan.headers:
        return name
    search = [o[2:] for o in plan.options if o.startswith("-I")]
    for candidate in [name] if os.path.isabs(name) else [os.path.join(d, name) for d in search]:
        real = os.path.realpath(candidate)
        if real in plan.headers:
            return real
    return plan.path


def _data_of(plan: BuildPlan, path: str) -> bytes:
    return plan.text if path == plan.path else plan.headers.get(path, b"")


def _located(plan: BuildPlan, message: LogMessage) -> tuple[str, int, int]:
    path = _file_of(plan, message.path)
    data = _data_of(plan, path)
    start, end = _span(data, _line_starts(data), message)
    return path, start, end


def interpret(plan: BuildPlan, result: BuildResult) -> list[Finding]:
    """Findings of one build for the document and the headers it includes."""
    messages = parse_log(result.log)
    if result.status == "failed" and not any(m.severity == "error" and m.line is not None for m in messages):
        # The build failed without pointing at the source: a bad option (NVIDIA reports
        # those as a build failure), a driver problem. Not the source's fault.
        result = replace(result, status="error")
    if result.status == "error":
        detail = result.log.strip() or result.error
        reason = f" ({result.cl_error})" if result.cl_error else ""
        message = (
            f"{result.device.name.strip()} could not build this file for a reason other than its source{reason}: "
            f"{detail}. Options: {' '.join(plan.options) or '(none)'}"
        )
        return [device_finding(plan.path, 0, 0, Severity.ERROR, CODE_BUILD_FAILED, message)]
    findings: list[Finding] = []
    for message in messages:
        path, start, end = _located(plan, message)
        severity = _SEVERITY.get(message.severity, Severity.WARNING)
        code = CODE_ERROR if severity == Severity.ERROR else CODE_WARNING
        related = []
        for note in message.notes:
            note_path, note_start, note_end = _located(plan, note)
            related.append(Related(note_start, note_end, note.message, note_path))
        findings.append(device_finding(path, start, end, severity, code, message.message, tuple(related)))
    if result.status == "failed" and not any(f.severity == Severity.ERROR for f in findings):
        # The build failed, yet the log names no error we could read: say so, with the log.
        text = result.log.strip() or result.error or "no build log"
        findings.append(
            device_finding(plan.path, 0, 0, Severity.ERROR, CODE_ERROR, f"the build failed on {result.device.name.strip()}: {text}")
        )
    findings.extend(_include_summaries(plan, findings))
    return findings


def _include_summaries(plan: BuildPlan, findings: list[Finding]) -> list[Finding]:
    """One finding on each `#include` line of the document that leads to a header with problems."""
    by_directive: dict[tuple[int, int], list[Finding]] = {}
    for finding in findings:
        if finding.path == plan.path or finding.severity > Severity.WARNING:
            continue
        header = finding.path
        directive = None
        for _ in range(MAX_HEADERS):
            origin = plan.reached_from.get(header)
            if origin is None:
                break
            including, start, end = origin
            if including == plan.path:
                directive = (start, end)
                break
            header = including
        if directive is not None:
            by_directive.setdefault(directive, []).append(finding)
    summaries = []
    for (start, end), found in sorted(by_directive.items()):
        errors = sum(1 for f in found if f.severity == Severity.ERROR)
        warnings = len(found) - errors
        counts = " and ".join(
            part
            for part in (
                f"{errors} error{'s' * (errors != 1)}" if errors else "",
                f"{warnings} warning{'s' * (warnings != 1)}" if warnings else "",
            )
            if part
        )
        first = found[0]
        files = sorted({os.path.basename(f.path) for f in found})
        summaries.append(
            device_finding(
                plan.path,
                start,
                end,
                Severity.ERROR if errors else Severity.WARNING,
                CODE_ERROR if errors else CODE_WARNING,
                f"{counts} in included {', '.join(files)}: {first.message}",
                tuple(Related(f.start, f.end, f.message, f.path) for f in found[:20]),
            )
        )
    return summaries


def kernel_infos(result: BuildResult) -> list[KernelInfo]:
    """Per-kernel facts of a successful build, with what the log adds (NVIDIA registers)."""
    verbose = verbose_kernel_info(result.log)
    infos = []
    for entry in result.kernels:
        name = str(entry.get("name", ""))
        facts: list[tuple[str, str]] = []
        if "work_group_size" in entry:
            facts.append(("work-group size limit", str(entry["work_group_size"])))
        if "preferred_multiple" in entry:
            facts.append(("preferred multiple", str(entry["preferred_multiple"])))
        compiled = entry.get("compile_work_group_size")
        if isinstance(compiled, list) and any(compiled):
            facts.append(("required work-group size", " × ".join(str(v) for v in compiled)))
        if "private_mem" in entry:
            facts.append(("private memory", _bytes(entry["private_mem"])))
        if "local_mem" in entry:
            facts.append(("local memory", _bytes(entry["local_mem"])))
        for key, value in verbose.get(name, {}).items():
            facts.append((key, value))
        infos.append(KernelInfo(name, tuple(facts)))
    return infos


def _bytes(value: object) -> str:
    try:
        count = int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return str(value)
    return f"{count} B" if count < 10 * 1024 else f"{count // 1024} KiB"


def worker_failure(path: str, device_name: str, what: str) -> Finding:
    """The finding that says the worker died or hung during this file's build."""
    return device_finding(path, 0, 0, Severity.ERROR, CODE_WORKER_FAILED, f"device build on {device_name}: {what}")
