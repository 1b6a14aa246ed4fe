"""Document links of a file: its `#include` directives and the files they name.

The workspace index resolves the plain ones (`#include "a.h"`, `<b.h>`);
includes that only the preprocessor can resolve (`#include M2S(FILE)`) come
from a main-file run with the cached header macros. Byte ranges, no
protocol types.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from ..analysis.preprocessed import ProjectView, preprocess_main
from ..syntax.document import Snapshot
from .include_graph import DocumentLink

if TYPE_CHECKING:
    from .index import WorkspaceIndex


def document_links(index: "WorkspaceIndex", snapshot: Snapshot, project: ProjectView) -> list[DocumentLink]:
    """The links of `snapshot`'s includes: those the index resolved, then computed ones on other lines."""
    links = list(index.document_links(snapshot.path))
    if b"#include" in snapshot.data:
        linked_lines = {snapshot.position(link.start).line for link in links}
        links += computed_include_links(snapshot, project, linked_lines)
    return links


def computed_include_links(snapshot: Snapshot, project: ProjectView, linked_lines: set[int]) -> list[DocumentLink]:
    """Links for includes only the preprocessor can resolve (`#include M2S(...)`), off `linked_lines`."""
    full = snapshot.path not in project.header_macros
    result = preprocess_main(snapshot, project.config_for(snapshot.path), project.read, project.header_macros, full)
    main = os.path.realpath(snapshot.path)
    out = []
    for include in result.includes:
        if include.target is None or os.path.realpath(include.path) != main:
            continue
        if snapshot.position(include.start).line in linked_lines:
            continue
        out.append(DocumentLink(include.start, include.end, include.target))
    return out
