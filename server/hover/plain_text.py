"""Plain text for clients that do not render markdown.

Hover, completion and signature documentation is written in markdown
(render.py). A client that lists only plaintext in its ``contentFormat``
(Vim/ALE, eglot without markdown-mode, Neovim 0.7's float) shows that text
as it is: fences, ``> `` and ``[text](url)`` would be noise. ``to_plain``
lays the same content out for reading: code blocks indented, emphasis and
code marks dropped, quotes unmarked, links written as "text (url)", tables
aligned in columns.

It knows only the markdown subset our renderers write, line by line, in
one pass (linear in the text).
"""

from __future__ import annotations

import re

CODE_INDENT = "    "

_FENCE = re.compile(r"^\s*```")
_CODE_SPAN = re.compile(r"`([^`]*)`")
_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")
_STRONG = re.compile(r"\*\*(\S(?:.*?\S)?)\*\*")
_EMPHASIS = re.compile(r"(?<![\w*])\*(\S(?:.*?\S)?)\*(?![\w*])")
_TABLE_RULE = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def to_plain(markdown: str) -> str:
    """The markdown our renderers write, as text laid out for reading."""
    out: list[str] = []
    table: list[list[str]] = []
    in_code = False
    for line in markdown.split("\n"):
        if _FENCE.match(line):
            in_code = not in_code
            continue
        if in_code:
            # Code stays as written, set off by its indentation.
            out.append(CODE_INDENT + line if line else "")
            continue
        stripped = line.strip()
        if stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1:
            if not _TABLE_RULE.match(stripped):
                table.append([_inline(cell.strip()) for cell in stripped[1:-1].split("|")])
            continue
        if table:
            out.extend(_table_lines(table))
            table = []
        if stripped.startswith(">"):
            line = stripped[1:].lstrip()
        out.append(_inline(line))
    if table:
        out.extend(_table_lines(table))
    return _squeeze_blank_lines(out)


def _inline(text: str) -> str:
    """Links as "text (url)", emphasis and code marks dropped; code spans keep their text verbatim."""
    spans: list[str] = []

    def keep(match: re.Match) -> str:
        spans.append(match.group(1))
        return f"\0{len(spans) - 1}\0"

    # Code spans are set aside first, so that a '*' in `float *p` is not emphasis
    # and emphasis around a code span (**No form of `f`**) still pairs up.
    text = _CODE_SPAN.sub(keep, text)
    text = _LINK.sub(_link, text)
    text = _STRONG.sub(r"\1", text)
    text = _EMPHASIS.sub(r"\1", text)
    return re.sub(r"\0(\d+)\0", lambda m: spans[int(m.group(1))], text)


def _link(match: re.Match) -> str:
    text, url = match.group(1).strip(), match.group(2)
    return f"{text} ({url})" if text and text != url else url


def _table_lines(rows: list[list[str]]) -> list[str]:
    """Rows in aligned columns; an empty header row (a two-column fact table) is left out."""
    rows = [row for row in rows if any(cell for cell in row)]
    if not rows:
        return []
    widths = [max(len(row[i]) if i < len(row) else 0 for row in rows) for i in range(max(map(len, rows)))]
    return ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip() for row in rows]


def _squeeze_blank_lines(lines: list[str]) -> str:
    """At most one blank line in a row, none at either end."""
    out: list[str] = []
    for line in lines:
        if not line.strip():
            if out and out[-1]:
                out.append("")
            continue
        out.append(line.rstrip())
    while out and not out[-1]:
        out.pop()
    return "\n".join(out)


def plain_snippet(body: str) -> str:
    """A snippet body as plain insert text: placeholders keep their default text, tab stops go."""
    text = re.sub(r"\$\{\d+:([^}]*)\}", r"\1", body)
    text = re.sub(r"\$\{\d+\}|\$\d+", "", text)
    return text.replace("\\$", "$").replace("\\}", "}")
