"""Shared helpers of the embedded-kernel tests: analyze a host text through the engine as the CLI does."""

from __future__ import annotations

from pathlib import Path

from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.embedded import analyze_host, host_language
from opencl_lsp.project.config import resolve_config


def analyze_text(text: str | bytes, name: str = "host.py", folder: Path | None = None):
    """The HostAnalysis of a host file's text (written under `folder` when given, for includes)."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    path = (folder or Path("/nonexistent")) / name

    def project_for(kernel):
        config, _problems = resolve_config(path, cli_args=list(kernel.options or ()), cwd=path.parent if folder else None)
        return StaticProject(lambda _p: None, config)

    language = host_language(str(path), data) or "python"
    return analyze_host(str(path), data, language, project_for)


def located(data: bytes, findings) -> list[tuple[int, str, str]]:
    """(1-based line, code, host text of the range) of each finding."""
    out = []
    for finding in findings:
        line = data.count(b"\n", 0, finding.start) + 1
        out.append((line, finding.code, data[finding.start : finding.end].decode("utf-8", "replace")))
    return out


def errors(text: str, name: str = "host.py") -> list[tuple[int, str, str]]:
    data = text.encode("utf-8")
    result = analyze_text(data, name)
    return [item for item, f in zip(located(data, result.findings), result.findings) if int(f.severity) == 1]
