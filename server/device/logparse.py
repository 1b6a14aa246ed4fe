"""Build logs of OpenCL drivers as located messages: one line matcher per log format.

Knows the formats drivers write (each matcher names the drivers that use it):

- clang style, `file:line:col: severity: message`, followed by the source
  line and a caret line (`^~~~`) that gives the range: Intel, AMD ROCm,
  Apple, Mesa, and NVIDIA, which names the program's own source `<kernel>`;
- PoCL, `severity: file:line:col: message` with a temporary file name;
- legacy AMD (the EDG front end of the old Catalyst driver),
  `"file", line N: error: message` with a caret line under the source line;
- lines with no location (`(): Warning: ...`, `warning: ignoring option`),
  which become messages about the whole file.

`note:` lines attach to the message they follow. Summary lines (`2 errors
generated.`, `Device X failed to build the program`) are dropped. The
parsers are pure functions of the text; they do not know which file a
name such as `<kernel>` stands for (`build.py` maps names to files).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Optional

SEVERITIES = ("error", "warning", "note", "remark")


@dataclass(frozen=True)
class LogMessage:
    """One message of a build log.

    `line` and `column` are 1-based as drivers write them (columns count
    bytes); `end_column` is exclusive, known only when the log draws a caret
    line under the source. `path` is the name the log used, or None for a
    message without a location. `notes` are the `note:` lines that follow.
    """

    severity: str
    message: str
    path: Optional[str] = None
    line: Optional[int] = None
    column: Optional[int] = None
    end_column: Optional[int] = None
    notes: tuple["LogMessage", ...] = ()
    format: str = "plain"
    # (path, line) of the outermost `#include` when the log says "In file included from".
    included_from: Optional[tuple[str, int]] = None


@dataclass
class _Pending:
    message: LogMessage
    notes: list[LogMessage] = field(default_factory=list)
    # Source line printed under the message (clang and EDG), awaiting its caret line.
    source: Optional[str] = None
    caret_done: bool = False


def _severity(word: str) -> str:
    word = word.strip().lower()
    if "error" in word:  # "error", "fatal error", "catastrophic error"
        return "error"
    if word.startswith("warn"):
        return "warning"
    if word.startswith("note"):
        return "note"
    return "remark" if word.startswith("remark") else "warning"


# clang style (Intel, AMD ROCm, Apple, Mesa, NVIDIA's `<kernel>:3:5: error: ...`).
_CLANG = re.compile(
    r"^(?P<path>.+?):(?P<line>\d+):(?:(?P<col>\d+):)?\s+"
    r"(?P<sev>fatal error|error|warning|note|remark)\s*:\s*(?P<msg>.*)$",
    re.IGNORECASE,
)
# PoCL: `error: /home/u/.cache/pocl/kcache/tempfile_ab12.cl:3:52: message`.
_POCL = re.compile(
    r"^(?P<sev>fatal error|error|warning|note|remark):\s+(?P<path>[^:\s][^:]*?):(?P<line>\d+):(?P<col>\d+):\s+(?P<msg>.*)$",
    re.IGNORECASE,
)
# Legacy AMD (EDG): `"/tmp/OCLk3L1.cl", line 5: error: identifier "y" is undefined`.
_EDG = re.compile(
    r'^"(?P<path>[^"]+)", line (?P<line>\d+):\s+(?P<sev>catastrophic error|error|warning|remark|note)'
    r"(?:\s*#\d+(?:-D)?)?\s*:\s*(?P<msg>.*)$",
    re.IGNORECASE,
)
# No location: `(): Warning: ...`, `warning: argument unused ...`, `Error: ...`.
_PLAIN = re.compile(
    r"^(?:\(\)\s*:\s*)?(?P<sev>fatal error|error|warning|note|remark)\s*:\s*(?P<msg>.+)$",
    re.IGNORECASE,
)
_CARET = re.compile(r"^\s*[~^]*\^[~^]*\s*$|^\s*~+\s*$")
_IN_FILE_INCLUDED = re.compile(r"^In file included from (?P<path>.+?):(?P<line>\d+)(?::\d+)?[:,]?$")

_SUMMARY = (
    re.compile(r"^\d+ (errors?|warnings?)( and \d+ (errors?|warnings?))? generated\.?$"),
    re.compile(r"^\d+ (catastrophic )?errors? detected in the compilation of .*$"),
    re.compile(r"^Device .* failed to build the program\.?$"),
    re.compile(r"^Compilation (terminated|aborted)\.?$", re.IGNORECASE),
    re.compile(r"^Frontend phase failed compilation\.?$"),
    re.compile(r"^Error: (Creating the executable|Building the program) failed\.?$"),
    re.compile(r"^ptxas\b"),
    re.compile(r"^(Compilation|Linking|Device build) (started|done|failed|succeeded)\.?$", re.IGNORECASE),
    # NVIDIA says this of every kernel, whatever its source: not about the user's code.
    re.compile(r"^\(\): Warning: Function \w+ is a kernel, so overriding noinline attribute\."),
)


def match_line(text: str) -> Optional[LogMessage]:
    """The message a log line starts, whichever format it is in, or None."""
    for pattern, kind in ((_EDG, "edg"), (_POCL, "pocl"), (_CLANG, "clang")):
        found = pattern.match(text)
        if found is None:
            continue
        path = found.group("path").strip()
        if kind == "clang" and (path.startswith("(") or " " in path and not _looks_like_path(path)):
            continue  # "(): Warning: ..." or prose with a colon.
        column = found.groupdict().get("col")
        return LogMessage(
            severity=_severity(found.group("sev")),
            message=found.group("msg").strip(),
            path=path,
            line=int(found.group("line")),
            column=int(column) if column else None,
            format=kind,
        )
    found = _PLAIN.match(text.strip())
    if found is not None:
        return LogMessage(severity=_severity(found.group("sev")), message=found.group("msg").strip(), format="plain")
    return None


def _looks_like_path(text: str) -> bool:
    return "/" in text or "\\" in text or text.endswith((".cl", ".h", ".clh", ">"))


def _caret_span(source: str, caret: str, column: Optional[int]) -> tuple[Optional[int], Optional[int]]:
    """(start column, exclusive end column), 1-based, from a caret line under `source`."""
    marks = [i for i, ch in enumerate(caret) if ch in "^~"]
    if not marks:
        return column, None
    tip = caret.find("^")
    first, last = marks[0], marks[-1]
    if column is None:
        # EDG logs give no column: the caret's place in the source line is it.
        # Tabs in the source line keep their width of one byte there.
        column = tip + 1 if tip >= 0 else first + 1
        if first == last:
            return column, None
        return column, last + 2
    if first == last:
        return column, None  # A bare caret marks a point; the word there is the range.
    anchor = tip if tip >= 0 else first
    start = max(1, column - (anchor - first))
    return start, column + (last - anchor) + 1


def parse_log(text: str) -> list[LogMessage]:
    """Every message of a build log, in order, notes attached to the message before them."""
    results: list[LogMessage] = []
    pending: Optional[_Pending] = None
    included_from: Optional[tuple[str, int]] = None
    in_include_run = False

    def flush() -> None:
        nonlocal pending
        if pending is not None:
            results.append(replace(pending.message, notes=tuple(pending.notes)))
            pending = None

    for raw in text.splitlines():
        line = raw.rstrip("\r\n")
        if not line.strip():
            continue
        if any(p.match(line.strip()) for p in _SUMMARY):
            continue
        chain = _IN_FILE_INCLUDED.match(line.strip())
        if chain is not None:
            if not in_include_run:
                included_from = (chain.group("path"), int(chain.group("line")))
            in_include_run = True
            continue
        in_include_run = False
        found = match_line(line)
        if found is not None:
            if included_from is not None:
                found = replace(found, included_from=included_from)
                included_from = None
            if found.severity == "note" and pending is not None:
                pending.notes.append(found)
                pending.source, pending.caret_done = None, False
                continue
            flush()
            pending = _Pending(found)
            continue
        stripped = line.strip()
        if pending is None:
            continue
        target = pending.notes[-1] if pending.notes else pending.message
        if _CARET.match(line) and pending.source is not None and not pending.caret_done:
            start, end = _caret_span(pending.source, line, target.column)
            updated = replace(target, column=start, end_column=end)
            if pending.notes:
                pending.notes[-1] = updated
            else:
                pending.message = updated
            pending.caret_done = True
            continue
        if pending.source is None and not pending.caret_done:
            # The source line a driver prints under the message.
            pending.source = line
            if target.format == "edg" and line.startswith("  ") and not _looks_like_source(line):
                # EDG continues long messages on indented lines.
                pending.source = None
                continue_message = replace(target, message=f"{target.message} {stripped}")
                if pending.notes:
                    pending.notes[-1] = continue_message
                else:
                    pending.message = continue_message
            continue
    flush()
    return results


def _looks_like_source(line: str) -> bool:
    return any(ch in line for ch in ";{}()=[]#")


# Per-kernel facts some drivers print in the log (NVIDIA with -cl-nv-verbose).
_PTXAS_ENTRY = re.compile(r"ptxas info\s*:\s*(?:Compiling entry function|Function properties for)\s+'?(?P<name>[A-Za-z_]\w*)'?")
_PTXAS_USED = re.compile(r"ptxas info\s*:\s*Used (?P<regs>\d+) registers?(?:,\s*(?P<rest>.*))?")
_PTXAS_FRAME = re.compile(
    r"(?P<stack>\d+) bytes stack frame,\s*(?P<stores>\d+) bytes spill stores,\s*(?P<loads>\d+) bytes spill loads"
)


def verbose_kernel_info(text: str) -> dict[str, dict[str, str]]:
    """Facts per kernel from NVIDIA's `-cl-nv-verbose` lines (registers, spills, stack)."""
    info: dict[str, dict[str, str]] = {}
    current: Optional[str] = None
    for raw in text.splitlines():
        line = raw.strip()
        entry = _PTXAS_ENTRY.search(line)
        if entry is not None:
            current = entry.group("name")
            info.setdefault(current, {})
            continue
        if current is None:
            continue
        used = _PTXAS_USED.search(line)
        if used is not None:
            info[current]["registers"] = used.group("regs")
            rest = (used.group("rest") or "").strip()
            if rest:
                info[current]["ptxas"] = rest  # e.g. "used 1 barriers, 260 bytes smem"
            continue
        frame = _PTXAS_FRAME.search(line)
        if frame is not None:
            info[current]["stack frame"] = f"{frame.group('stack')} bytes"
            info[current]["spills"] = f"{frame.group('stores')} bytes stored, {frame.group('loads')} bytes loaded"
    return info
