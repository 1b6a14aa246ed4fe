"""Semantic tokens as the editor gets them: syntax classes, built-in functions, skipped regions.

One entry point, `semantic_token_data`: the tokens of a byte range
(`syntax/tokens.py`), built-in function calls told apart through the
catalog, the `inactive` modifier on regions the preprocessor skips, and the
relative integer encoding for the client's position encoding. On huge files
one request classifies at most `tokens.MAX_SPAN_BYTES` (logged); the client
pages on with ranges.
"""

from __future__ import annotations

import logging
from typing import Optional

from ..analysis.context import Context
from ..analysis.preprocessed import ProjectView, inactive_regions
from ..analysis.semantics.catalog import load_catalog
from ..syntax import tokens
from ..syntax.document import Snapshot
from ..syntax.positions import Encoding

log = logging.getLogger(__name__)


def semantic_token_data(snapshot: Snapshot, project: Optional[ProjectView], encoding: Encoding,
                        byte_range: Optional[tuple[int, int]] = None) -> list[int]:
    """Encoded tokens of `byte_range` (the whole file for None), cut to the per-request bound."""
    span, capped = tokens.bounded_range(snapshot, byte_range)
    if capped:
        first, last = snapshot.lines.line_of(span[0]) + 1, snapshot.lines.line_of(span[1] - 1) + 1
        log.info("semanticTokens capped: %s is %.1f MiB; tokens for lines %d to %d only (%d KiB a request): "
                 "semanticTokens/range gives the rest", snapshot.path, len(snapshot.data) / 2**20, first, last,
                 tokens.MAX_SPAN_BYTES >> 10)
    found = tokens.semantic_tokens(snapshot, is_builtin_function, span if capped else byte_range)
    return tokens.encode(snapshot, tokens.mark_inactive(found, inactive_regions_of(snapshot, project)), encoding)


def inactive_regions_of(snapshot: Snapshot, project: Optional[ProjectView]) -> list[tuple[int, int]]:
    """Byte ranges the preprocessor skips (none without a project view, or when it fails)."""
    try:
        return inactive_regions(Context(snapshot, project))
    except Exception:  # noqa: BLE001 - highlighting goes on without it.
        log.exception("inactive regions failed for %s", snapshot.path)
        return []


def is_builtin_function(name: str) -> bool:
    """Whether `name` is a built-in function of the catalog (loaded on first use)."""
    return load_catalog().is_builtin_function(name)
