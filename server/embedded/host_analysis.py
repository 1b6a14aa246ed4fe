"""Analyze a host file: every embedded kernel through the OpenCL analysis, findings mapped to host positions.

Each kernel becomes a virtual document (`kernel_snapshot`) that the engine
analyzes like a `.cl` file beside the host file, configured by the caller
with the kernel's literal build options added. Its findings come back
through the kernel's source map; a finding that does not map (in a
placeholder, in pyopencl's generated text) is dropped, and so is one a
placeholder makes undecidable: on a line that holds a placeholder or uses a
macro whose definition holds one, in a function with one before its parameters,
anywhere when a placeholder stands at file scope outside a `#define`. When the host passes
build options the scanner cannot read, the findings that depend on macros
and versions (undeclared names, `#error`, version rules) are dropped.
Opaque kernels (parts that are not literals) are not judged at all.

The host checks (H001-H004) then compare the host calls with each program's
kernels.
"""

from __future__ import annotations

import os
import re
from bisect import bisect_right
from dataclasses import dataclass, field, replace
from typing import Callable, Iterable, Optional

from ..analysis.budget import Budget
from ..analysis.findings import Edit, Finding, Fix, Related
from ..syntax.document import Snapshot, parse_bytes
from ..syntax.positions import Encoding, LineIndex, Position
from .host_checks import check_calls
from .hostlang import CPP, PYTHON
from .kernel_table import KernelTable, kernel_table
from .model import EmbeddedKernel, HostScan

# Findings that depend on macros and the version the build options may set.
_OPTION_DEPENDENT = re.compile(r"^(B001|P003|X\d{3}|Q06[0-8])$")
_PYOPENCL_HEADER = re.compile(r"pyopencl-[\w.-]*\.h")
_DEFINE_NAME = re.compile(rb"[ \t]*#[ \t]*define[ \t]+(\w+)")


class HostText:
    """A host file's text with its line index: what the CLI needs to print host positions (no OpenCL parse)."""

    def __init__(self, data: bytes):
        self.data = data
        self.lines = LineIndex(data)

    def position(self, offset: int, encoding: Encoding = Encoding.UTF16) -> Position:
        return self.lines.position_at(self.data, offset, encoding)


@dataclass
class KernelResult:
    kernel: EmbeddedKernel
    snapshot: Snapshot
    findings: list[Finding] = field(default_factory=list)  # in host byte ranges


@dataclass
class HostAnalysis:
    scan: HostScan
    kernels: list[KernelResult]
    findings: list[Finding]  # in host byte ranges, sorted


def scan(data: bytes, language: str) -> HostScan:
    """Every embedded kernel and host call of a host file."""
    if language == PYTHON:
        from .python_host import scan_python

        return scan_python(data)
    from .c_host import scan_c

    return scan_c(data, language)


def kernel_snapshot(host_path: str, kernel: EmbeddedKernel) -> Snapshot:
    """The kernel's virtual document, named beside the host file (so `#include "x.h"` resolves from there)."""
    folder = os.path.dirname(host_path)
    name = f"{os.path.basename(host_path)}.{kernel.virtual_name}"
    return parse_bytes(os.path.join(folder, name), kernel.text)


def analyze_host(
    path: str,
    data: bytes,
    language: str,
    project_for: Callable[[EmbeddedKernel], object],
    disabled: Iterable[str] = (),
    budget_seconds: Optional[float] = None,
    found: Optional[HostScan] = None,
) -> HostAnalysis:
    """Findings of a host file at host positions.

    `project_for(kernel)` gives the analysis' project view for a kernel (its
    configuration with `kernel.options` added, and a file reader).
    """
    from ..analysis.driver import analyze

    off = {code.upper() for code in disabled}
    host = found if found is not None else scan(data, language)
    results: list[KernelResult] = []
    tables: dict[int, Optional[KernelTable]] = {}
    findings: list[Finding] = []
    for kernel in host.kernels:
        snapshot = kernel_snapshot(path, kernel)
        result = KernelResult(kernel, snapshot)
        results.append(result)
        if kernel.opaque:
            tables[kernel.index] = None
            continue
        tables[kernel.index] = kernel_table(snapshot, kernel.map.has_placeholders, kernel.opaque, _option_macros(kernel))
        budget = Budget(budget_seconds) if budget_seconds else None
        raw = analyze(snapshot, off, project=project_for(kernel), budget=budget)
        result.findings = _map_findings(kernel, snapshot, raw)
        findings.extend(result.findings)
    findings.extend(check_calls(host.calls, tables, off))
    findings.sort(key=lambda f: (f.start, f.end, f.code))
    return HostAnalysis(host, results, findings)


def _option_macros(kernel: EmbeddedKernel) -> frozenset[str]:
    names = set()
    options = list(kernel.options or ())
    for i, option in enumerate(options):
        value = option[2:] if option.startswith("-D") else None
        if option == "-D" and i + 1 < len(options):
            value = options[i + 1]
        if value:
            names.add(value.split("=", 1)[0].strip())
    return frozenset(names)


def _map_findings(kernel: EmbeddedKernel, snapshot: Snapshot, raw: list[Finding]) -> list[Finding]:
    undecidable = _Undecidable(kernel, snapshot)
    out = []
    for finding in raw:
        if kernel.options is None and _OPTION_DEPENDENT.match(finding.code):
            continue
        if finding.code == "P001" and _PYOPENCL_HEADER.search(finding.message):
            continue  # pyopencl builds with its own include directory.
        if undecidable.drops(finding):
            continue
        mapped = kernel.map.host_range(finding.start, finding.end)
        if mapped is None:
            continue
        related = []
        for item in finding.related:
            if item.path is None or item.path == snapshot.path:
                where = kernel.map.host_range(item.start, item.end)
                if where is not None:
                    related.append(Related(where[0], where[1], item.message))
            else:
                related.append(item)
        fix = None
        if finding.fix is not None:
            edits = []
            for edit in finding.fix.edits:
                where = kernel.map.host_range(edit.start, edit.end)
                if where is None or _needs_escaping(edit.new_text):
                    edits = None
                    break
                edits.append(Edit(where[0], where[1], edit.new_text))
            if edits:
                fix = Fix(finding.fix.title, tuple(edits))
        out.append(replace(finding, start=mapped[0], end=mapped[1], related=tuple(related), fix=fix))
    return out


def _needs_escaping(text: str) -> bool:
    """A fix's text that a host literal would change (quotes, backslashes, newlines, braces of a template)."""
    return any(ch in text for ch in "\\\"'\n{}%")


def _parameters_start(definition) -> int:
    """Where a function definition's parameter list begins (its body's start when it has none)."""
    declarator = definition.child_by_field_name("declarator")
    for _ in range(8):  # Through pointer declarators: `float *f(...)`.
        if declarator is None or declarator.type == "function_declarator":
            break
        declarator = declarator.child_by_field_name("declarator")
    params = declarator.child_by_field_name("parameters") if declarator is not None else None
    if params is not None:
        return params.start_byte
    body = definition.child_by_field_name("body")
    return body.start_byte if body is not None else definition.end_byte


class _Undecidable:
    """Which findings a placeholder makes undecidable (see the module docstring)."""

    def __init__(self, kernel: EmbeddedKernel, snapshot: Snapshot):
        self.active = kernel.map.has_placeholders
        if not self.active:
            return
        self.snapshot = snapshot
        self.everything = False
        self.lines: set[int] = set()
        self.macros: set[str] = set()
        self.spans: list[tuple[int, int]] = []
        items = [child for child in snapshot.tree.root_node.children]
        self.items = items
        self.item_starts = [item.start_byte for item in items]
        data = snapshot.data
        for start, end in kernel.map.placeholders():
            first, last = snapshot.lines.line_of(start), snapshot.lines.line_of(max(start, end - 1))
            self.lines.update(range(first, last + 1))
            item = self._item(start)
            if item is None or item.type == "comment":
                continue
            if item.type == "function_definition" and start < _parameters_start(item):
                # Before a function's parameters (its type, its name, or glued before it:
                # `%s __kernel void f()`): the whole function is undecidable. In the parameters
                # or the body, a placeholder is an unknown type or value: its lines are.
                self.spans.append((item.start_byte, item.end_byte))
            elif item.type in ("preproc_def", "preproc_function_def"):
                name = item.child_by_field_name("name")
                if name is not None:
                    self.macros.add(data[name.start_byte : name.end_byte].decode("utf-8", "replace"))
            elif item.type != "function_definition":
                # A #define inside an #if block: its uses are undecidable, not the whole file.
                define = _DEFINE_NAME.match(data, data.rfind(b"\n", 0, start) + 1)
                if define is not None:
                    self.macros.add(define.group(1).decode("utf-8", "replace"))
                else:
                    self.everything = True
        self.pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(self.macros))) + r")\b") if self.macros else None

    def _item(self, offset: int):
        index = bisect_right(self.item_starts, offset) - 1
        if index < 0:
            return None
        item = self.items[index]
        return item if offset < item.end_byte else None

    def drops(self, finding: Finding) -> bool:
        if not self.active:
            return False
        if self.everything:
            return True
        lines = self.snapshot.lines
        first, last = lines.line_of(finding.start), lines.line_of(max(finding.start, finding.end - 1))
        if any(line in self.lines for line in range(first, last + 1)):
            return True
        if any(start <= finding.start < end for start, end in self.spans):
            return True
        if self.pattern is not None:
            # A use of a macro whose value holds a placeholder: the construct on its lines is undecidable.
            start = lines.starts[first]
            end = lines.starts[last + 1] if last + 1 < len(lines.starts) else len(self.snapshot.data)
            if self.pattern.search(self.snapshot.data[start:end].decode("utf-8", "replace")):
                return True
        return False


__all__ = ["HostAnalysis", "HostText", "KernelResult", "analyze_host", "kernel_snapshot", "scan", "CPP"]
