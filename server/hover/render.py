"""Markdown rendering of catalog entries for hover text.

What it knows: how to turn ``FunctionFamily``, ``TypeInfo``, ``Macro`` and
``Keyword`` objects into markdown strings, marking requirements that a given
configuration (OpenCL C version plus enabled extensions and features) does
not meet.

What it does not know: LSP structures, cursor positions or which overload a
call resolves to; the caller passes the selected overload in.
"""

from __future__ import annotations

from ..project.features import VERSIONS
from ..analysis.semantics.catalog import FunctionFamily, Keyword, Macro, Overload, Requirement, TypeInfo

# Without a configuration, requirements are judged against the newest version.
DEFAULT_VERSION = VERSIONS[-1]
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
    # A family with one form needs no "generic forms" list repeating it.
    only_form = len(sigs) == 1 and selected_overload is not None and selected_overload.label() == sigs[0]
    if code:
        parts.append("```opencl\n" + "\n".join(code) + "\n```")
        if not only_form:
            parts.append(f"*Overload of `{family.name}`; generic forms:*")
    if not only_form:
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


# Hover text for things found in the user's file rather than in the catalog.


def render_image_usage(image_type: str, usage: list[tuple[str, str]], limit: int = 24) -> str:
    """A list of the built-ins that accept an image type, with the access qualifiers they accept."""
    if not usage:
        return ""
    shown = usage[:limit]
    lines = [f"- `{name}` ({access})" for name, access in shown]
    more = f"\n- … and {len(usage) - len(shown)} more" if len(usage) > len(shown) else ""
    return f"**Built-ins taking `{image_type}`**\n" + "\n".join(lines) + more


def render_swizzle(vector_type: str, swizzle: str, result_type: str, lanes: list[int]) -> str:
    """Markdown for a vector component selection such as `v.xzy`."""
    lane_text = ", ".join(str(lane) for lane in lanes)
    noun = "lane" if len(lanes) == 1 else "lanes"
    return (f"```opencl\n{result_type} .{swizzle}\n```\n\n"
            f"`{result_type}` made of {noun} {lane_text} of a `{vector_type}`")


def render_conversion(name: str, result_type: str) -> str:
    """Markdown for `convert_T[_sat][_rounding]` and `as_T` built-ins, which the catalog does not list."""
    if name.startswith("as_"):
        what = (f"Reinterprets the bits of its argument as `{result_type}`; the argument must have the "
                f"same size (a 3-component vector counts as 4).")
    else:
        what = f"Converts its argument, lane by lane, to `{result_type}`."
        if "_sat" in name:
            what += " Out-of-range values saturate to the nearest representable value."
        rounding = {"_rte": "to nearest even", "_rtz": "toward zero", "_rtp": "toward +∞", "_rtn": "toward −∞"}
        for suffix, words in rounding.items():
            if name.endswith(suffix):
                what += f" Rounds {words}."
    anchor = "explicit-conversions" if name.startswith("convert_") else "reinterpreting-types-using-as_type-and-as_typen"
    return (f"```opencl\n{result_type} {name}(…)\n```\n\n{what}\n\n"
            f"[OpenCL C spec](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#{anchor})")


def render_declared(kind: str, code: str, type_text: str | None, doc: str | None,
                    notes: tuple[str, ...] = ()) -> str:
    """Markdown for a symbol declared in the file: its declaration, kind, type, notes and comment."""
    parts = [f"```opencl\n{code}\n```"]
    facts = f"*{kind}*"
    if type_text and kind not in ("macro", "struct", "union", "enum"):
        facts += f" · type `{type_text}`"
    parts.append(facts)
    parts.extend(notes)
    if doc:
        parts.append(doc)
    return "\n\n".join(parts)
