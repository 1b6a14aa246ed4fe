"""`#include` directives, their resolution, and the graph of files they form.

What it knows: the `#include` directives of one file (found by a fast line
scan and confirmed against the syntax tree when one is given, so that a
directive inside a comment does not count), how a spelled path resolves
(quoted: the including file's directory, then the include directories;
angle brackets: the include directories only), and the edges between files
in both directions: what a file includes and what includes it. The
transitive closure in either direction is computed breadth-first over a
visited set, so include cycles and self-inclusion never loop.

What it does not know: the preprocessor. A computed include
(`#include M2S(INCLUDE_PATH/x.h)`) is recorded as unresolved-computed; the
branch of `#if` a directive sits in is ignored (every directive counts); the
graph is not locked, its owner (`WorkspaceIndex`) serializes access.
"""

from __future__ import annotations

import os
import re
from collections import deque
from dataclasses import dataclass
from typing import Callable, Iterable, NamedTuple, Optional, Sequence

import tree_sitter

from ..syntax.ancestry import ancestors

QUOTED = "quoted"
ANGLE = "angle"
COMPUTED = "computed"

RESOLVED = "resolved"
MISSING = "missing"
UNRESOLVED_COMPUTED = "unresolved-computed"

# A directive starts a line: optional blanks, '#', optional blanks, 'include'.
_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*include\b[ \t]*([^\r\n]*)", re.M)
_QUOTED_PATH = re.compile(rb'"([^"\r\n]*)"')
_ANGLE_PATH = re.compile(rb"<([^>\r\n]*)>")


class IncludeDirective(NamedTuple):
    """One `#include` line: where it is, where its path is spelled, and how."""

    start: int  # the directive's first byte (its '#' line)
    end: int  # the end of its line, newline excluded
    path_start: int  # the spelled path with its delimiters ("x.h" or <x.h>)
    path_end: int
    spelled: str  # the path without delimiters, or the computed text as written
    form: str  # QUOTED, ANGLE or COMPUTED


@dataclass(frozen=True)
class ResolvedInclude:
    directive: IncludeDirective
    target: Optional[str]  # a normalized path, None when missing or computed
    status: str  # RESOLVED, MISSING or UNRESOLVED_COMPUTED


@dataclass(frozen=True)
class DocumentLink:
    """The spelled path of a resolved directive and the file it names."""

    start: int
    end: int
    target: str


def _directive_confirmed(root: tree_sitter.Node, offset: int) -> bool:
    """Whether the tree sees a directive at `offset` (not a comment or string)."""
    node = root.descendant_for_byte_range(offset, offset)
    if node is None:
        return False
    # The node and its ancestors, nearest first, from one descent (`Node.parent` descends from the root each time).
    for node in ([node] + ancestors(root, node)[::-1])[:64]:
        if node.type in {"preproc_include", "computed_include"}:
            return True
        if node.type in {"comment", "string_literal", "char_literal", "translation_unit"}:
            return False
    return False


def scan_directives(data: bytes, tree: Optional[tree_sitter.Tree] = None) -> list[IncludeDirective]:
    """The `#include` directives of a file's bytes, in order."""
    out: list[IncludeDirective] = []
    if b"include" not in data:
        return out
    root = tree.root_node if tree is not None else None
    for match in _DIRECTIVE.finditer(data):
        rest_start = match.start(1)
        rest = match.group(1)
        line_start = match.start()
        hash_at = data.index(b"#", line_start)
        if root is not None and not _directive_confirmed(root, hash_at):
            continue
        quoted = _QUOTED_PATH.match(rest)
        angle = _ANGLE_PATH.match(rest)
        if quoted is not None:
            form, inner, span = QUOTED, quoted.group(1), quoted.span()
        elif angle is not None:
            form, inner, span = ANGLE, angle.group(1), angle.span()
        else:
            # Neither "..." nor <...>: macros must expand to the path first.
            text = rest.split(b"//", 1)[0].split(b"/*", 1)[0].rstrip()
            if not text:
                continue
            form, inner, span = COMPUTED, text, (0, len(text))
        out.append(
            IncludeDirective(
                start=hash_at,
                end=match.end(),
                path_start=rest_start + span[0],
                path_end=rest_start + span[1],
                spelled=inner.decode("utf-8", "replace"),
                form=form,
            )
        )
    return out


def normalize(path: str) -> str:
    return os.path.normpath(os.path.abspath(path))


def resolve(
    directive: IncludeDirective,
    including_path: str,
    include_dirs: Sequence[str],
    is_file: Callable[[str], bool] = os.path.isfile,
) -> ResolvedInclude:
    """Where a directive leads: the first candidate directory that holds the file."""
    if directive.form == COMPUTED:
        return ResolvedInclude(directive, None, UNRESOLVED_COMPUTED)
    spelled = directive.spelled
    if not spelled:
        return ResolvedInclude(directive, None, MISSING)
    if os.path.isabs(spelled):
        candidates: Iterable[str] = [spelled]
    else:
        dirs: list[str] = []
        if directive.form == QUOTED:
            dirs.append(os.path.dirname(including_path))
        dirs.extend(include_dirs)
        candidates = (os.path.join(d, spelled) for d in dirs)
    for candidate in candidates:
        candidate = normalize(candidate)
        if is_file(candidate):
            return ResolvedInclude(directive, candidate, RESOLVED)
    return ResolvedInclude(directive, None, MISSING)


class IncludeGraph:
    """Files and the includes between them, kept in both directions.

    Not thread-safe on its own: the workspace index calls it under its lock.
    """

    def __init__(self) -> None:
        self._out: dict[str, tuple[ResolvedInclude, ...]] = {}
        self._in: dict[str, set[str]] = {}

    def set_file(self, path: str, includes: Iterable[ResolvedInclude]) -> None:
        self.remove_file(path)
        resolved = tuple(includes)
        self._out[path] = resolved
        for item in resolved:
            if item.target is not None:
                self._in.setdefault(item.target, set()).add(path)

    def remove_file(self, path: str) -> None:
        for item in self._out.pop(path, ()):
            if item.target is not None:
                users = self._in.get(item.target)
                if users is not None:
                    users.discard(path)
                    if not users:
                        del self._in[item.target]

    def files(self) -> list[str]:
        return list(self._out)

    def directives(self, path: str) -> tuple[ResolvedInclude, ...]:
        return self._out.get(path, ())

    def includes(self, path: str) -> list[str]:
        """Files that `path` includes directly, in directive order, once each."""
        seen: dict[str, None] = {}
        for item in self._out.get(path, ()):
            if item.target is not None:
                seen.setdefault(item.target)
        return list(seen)

    def included_by(self, path: str) -> list[str]:
        return sorted(self._in.get(path, ()))

    def reachable(self, path: str, limit: int = 100_000) -> list[str]:
        """Files included from `path` directly or transitively, nearest first.

        `path` itself is listed only if it includes itself through a cycle.
        """
        return self._closure(path, self.includes, limit)

    def includers(self, path: str, limit: int = 100_000) -> list[str]:
        """Files that include `path` directly or transitively, nearest first."""
        return self._closure(path, self.included_by, limit)

    @staticmethod
    def _closure(path: str, step: Callable[[str], list[str]], limit: int) -> list[str]:
        seen: set[str] = set()
        order: list[str] = []
        queue = deque(step(path))
        while queue and len(order) < limit:
            current = queue.popleft()
            if current in seen:
                continue
            seen.add(current)
            order.append(current)
            queue.extend(n for n in step(current) if n not in seen)
        return order

    def cycle_through(self, path: str) -> Optional[list[str]]:
        """A chain of includes leading from `path` back to itself, if any."""
        parents: dict[str, str] = {}
        queue = deque([path])
        seen = {path}
        while queue:
            current = queue.popleft()
            for target in self.includes(current):
                if target == path:
                    chain = [current]
                    while chain[-1] != path:
                        chain.append(parents[chain[-1]])
                    chain.reverse()
                    return chain + [path]
                if target not in seen:
                    seen.add(target)
                    parents[target] = current
                    queue.append(target)
        return None

    def links(self, path: str) -> list[DocumentLink]:
        return [
            DocumentLink(item.directive.path_start, item.directive.path_end, item.target)
            for item in self._out.get(path, ())
            if item.target is not None
        ]

    def unresolved(self, path: str) -> list[ResolvedInclude]:
        return [item for item in self._out.get(path, ()) if item.status != RESOLVED]
