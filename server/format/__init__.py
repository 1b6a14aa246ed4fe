"""Formatting through clang-format (the `clang-format` wheel, the optional `format` extra).

`style.py` finds the style a file gets (a project's `.clang-format`, else our OpenCL default),
`clang_format.py` runs the program on the text and reads back its replacements, `on_type.py`
chooses what a typed character reformats. Results are byte-range edits (`findings.Edit`); this
package knows no protocol. It runs one command, clang-format, and reads style files only
through its caller's `read`.
"""

from __future__ import annotations

from .clang_format import Formatted, available, format_bytes
from .on_type import format_on_type, on_type_range
from .style import DEFAULT_STYLE, style_file

__all__ = ["DEFAULT_STYLE", "Formatted", "available", "format_bytes", "format_on_type", "on_type_range", "style_file"]
