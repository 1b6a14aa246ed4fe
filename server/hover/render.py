"""Markdown rendering of catalog entries for hover text.

What it knows: how to turn ``FunctionFamily``, ``TypeInfo``, ``Macro`` and
``Keyword`` objects into markdown strings, marking requirements that a given
configuration (OpenCL C version plus enabled extensions and features) does
not meet.

What it does not know: LSP structures, cursor positions or which overload a
call resolves to; the caller passes the selected overload in.
"""

from __future__ import annotations

from .catalog import FunctionFamily, Keyword, Macro, Overload, Requirement, TypeInfo

DEFAULT_VERSION = (3, 0)
MAX_LISTED_SIGNATURES = 8


def _req_line(req: Requirement, version: tuple[int, int] | None, features: frozenset[str] | None) -> str:
    """One bullet describing a requirement, flagged when unmet."""
    text = req.describe()
    if version is not None and features is not None and not req.is_met(version, features):
        return f"- ⚠ **Not available** with OpenCL C {version[0]}.{version[1]} and the enabled features: requires {text}"
    return f"- Requires {text}"


def render_function(family: FunctionFamily, selected_overload: Overload | None = None,
                    version: tuple[int, int] | None = DEFAULT_VERSION,
                    features: frozenset[str] | None = frozenset()) -> str:
    """Markdown for a built-in function, with the selected overload first."""
    parts: list[str] = []
    sigs = list(family.generic_signatures)
    code = []
    if selected_overload is not None:
        code.append(selected_overload.label() + ";")
    shown = sigs[:MAX_LISTED_SIGNATURES]
    if code:
        parts.append("```opencl\n" + "\n".join(code) + "\n```")
        parts.append(f"*Overload of `{family.name}`; generic forms:*")
    parts.append("```opencl\n" + "\n".join(s + ";" for s in shown) + "\n```")
    if len(sigs) > len(shown):
        parts.append(f"*… and {len(sigs) - len(shown)} more generic forms "
                     f"({len(family.overloads())} concrete overloads).*")
    if family.description:
        parts.append(family.description)
    for note in family.notes:
        parts.append(f"> {note}")
    req_lines = []
    if selected_overload is not None:
        if not selected_overload.requires.is_trivial:
            req_lines.append(_req_line(selected_overload.requires, version, features))
    else:
        seen = []
        for s in family.signatures:
            if not s.requires.is_trivial and s.requires not in seen:
                seen.append(s.requires)
        for r in seen[:6]:
            req_lines.append(_req_line(r, version, features))
        if version is not None and features is not None and not family.is_available(version, features):
            req_lines.insert(0, f"- ⚠ **No form of `{family.name}` is available** with OpenCL C "
                                f"{version[0]}.{version[1]} and the enabled features")
    if req_lines:
        parts.append("**Availability**\n" + "\n".join(req_lines))
    if family.accuracy is not None:
        rows = family.accuracy.rows()
        table = ["| profile | float | double | half |", "| --- | --- | --- | --- |"]
        for prof, f, d, h in rows:
            table.append(f"| {prof} | {f or '—'} | {d or '—'} | {h or '—'} |")
        parts.append("**Maximum error**\n\n" + "\n".join(table))
    parts.append(f"[OpenCL C spec: {family.group} functions]({family.spec_url})")
    return "\n\n".join(parts)


def render_type(info: TypeInfo, version: tuple[int, int] | None = DEFAULT_VERSION,
                features: frozenset[str] | None = frozenset()) -> str:
    """Markdown for a built-in type."""
    parts = [f"```opencl\n{info.name}\n```", f"*{info.kind} type*", info.description]
    facts = []
    if info.element_type:
        facts.append(f"- element type: `{info.element_type}`")
    if info.width and info.width > 1:
        facts.append(f"- lanes: {info.width}")
    if info.size:
        facts.append(f"- size: {info.size} bytes, alignment: {info.alignment} bytes")
    if info.host_type:
        facts.append(f"- host type: `{info.host_type}`")
    if facts:
        parts.append("\n".join(facts))
    if not info.requires.is_trivial:
        parts.append("**Availability**\n" + _req_line(info.requires, version, features))
    parts.append(f"[OpenCL C spec]({info.spec_url})")
    return "\n\n".join(parts)


def render_macro(macro: Macro, version: tuple[int, int] | None = DEFAULT_VERSION,
                 features: frozenset[str] | None = frozenset()) -> str:
    """Markdown for a built-in macro or constant."""
    head = f"#define {macro.name}" + (f" {macro.value}" if macro.value else "")
    parts = [f"```opencl\n{head}\n```"]
    if macro.type:
        parts.append(f"*type:* `{macro.type}`")
    parts.append(macro.description)
    if not macro.requires.is_trivial:
        parts.append("**Availability**\n" + _req_line(macro.requires, version, features))
    parts.append(f"[OpenCL C spec]({macro.spec_url})")
    return "\n\n".join(parts)


def render_keyword(kw: Keyword, version: tuple[int, int] | None = DEFAULT_VERSION,
                   features: frozenset[str] | None = frozenset()) -> str:
    """Markdown for a qualifier or keyword."""
    spellings = " / ".join(f"`{s}`" for s in (kw.name, *kw.aliases))
    parts = [f"{spellings} — *{kw.kind}*", kw.description]
    if kw.rules:
        parts.append("\n".join(f"- {r}" for r in kw.rules))
    if not kw.requires.is_trivial:
        parts.append("**Availability**\n" + _req_line(kw.requires, version, features))
    parts.append(f"[OpenCL C spec]({kw.spec_url})")
    return "\n\n".join(parts)
