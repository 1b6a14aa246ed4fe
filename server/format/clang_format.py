"""Run clang-format on a text and read back its replacements as byte-range edits.

The program comes from the `clang-format` wheel (imported, never searched on PATH, so what
formats is what the `format` extra installed). It runs without a shell, gets the text on
stdin, has a timeout and dies with the server (`lifeline.exec_hook`). We ask for
`--output-replacements-xml`: clang-format's own byte offsets into the input, so an edit
touches only what changes and the editor keeps its cursor and marks.
"""

from __future__ import annotations

import os
import subprocess
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from .. import extras, lifeline
from ..analysis.findings import Edit
from .style import DEFAULT_STYLE, style_file

TIMEOUT_S = 10.0


@dataclass(frozen=True, slots=True)
class Formatted:
    """The edits that format the text (none when it is formatted), or why there are none."""

    edits: tuple[Edit, ...] = ()
    error: Optional[str] = None
    style: str = DEFAULT_STYLE


def executable() -> Optional[str]:
    """The clang-format program of the wheel, or None without the `format` extra."""
    try:
        import clang_format  # noqa: PLC0415 - optional extra, imported on use
    except ImportError:
        return None
    program = clang_format.get_executable("clang-format")
    return program if os.access(program, os.X_OK) else None


def available() -> bool:
    return executable() is not None


def format_bytes(
    data: bytes,
    path: str,
    read: Callable[[str], Optional[bytes]],
    ranges: Sequence[tuple[int, int]] = (),
    timeout: float = TIMEOUT_S,
) -> Formatted:
    """Edits that format `data` (the text of `path`), only inside `ranges` (byte ranges) when given."""
    program = executable()
    if program is None:
        return Formatted(error=f"clang-format is not installed ({extras.install_command(extras.FORMAT)})")
    found = style_file(path, read)
    style = f"file:{found}" if found else DEFAULT_STYLE
    command = [program, f"--style={style}", f"--assume-filename={path}", "--output-replacements-xml"]
    command += [arg for start, end in ranges for arg in (f"--offset={start}", f"--length={max(0, end - start)}")]
    try:
        done = subprocess.run(command, input=data, capture_output=True, timeout=timeout,
                              preexec_fn=lifeline.exec_hook(), check=False)
    except subprocess.TimeoutExpired:
        return Formatted(error=f"clang-format took longer than {timeout:g} s", style=style)
    except OSError as exc:
        return Formatted(error=f"clang-format could not run: {exc}", style=style)
    if done.returncode != 0:
        message = done.stderr.decode("utf-8", "replace").strip().splitlines()
        return Formatted(error="clang-format: " + (message[0] if message else f"exit {done.returncode}"), style=style)
    return Formatted(edits=replacements(done.stdout), style=style)


def replacements(xml: bytes) -> tuple[Edit, ...]:
    """clang-format's `<replacement offset= length=>text</replacement>` list as edits."""
    root = ElementTree.fromstring(xml)
    return tuple(
        Edit(int(node.get("offset")), int(node.get("offset")) + int(node.get("length")), node.text or "")
        for node in root.iter("replacement")
    )


def apply(data: bytes, edits: Sequence[Edit]) -> bytes:
    """`data` with `edits` applied (byte ranges into `data`, not overlapping)."""
    out, at = [], 0
    for edit in sorted(edits, key=lambda e: e.start):
        out += [data[at:edit.start], edit.new_text.encode("utf-8")]
        at = edit.end
    return b"".join(out) + data[at:]
