"""What the host scanners share: a host file being scanned (`HostFile`) and the scan's prologue (`scan_host`).

`python_host.py` and `c_host.py` find kernel sources and host calls in their
own language's tree; both bind names once per function (then file scope),
decode a source expression piece by piece (a part that is not a literal makes
the kernel opaque: `Opaque`), keep the literals a kernel used so that a marker
comment does not list them again, and put the build options found for a
program into its kernel. That is here; which nodes bind a name, how a literal
decodes and which calls are host calls stay with each scanner.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import Callable, Optional

import tree_sitter

from . import hostlang
from .literals import Undecodable
from .model import EmbeddedKernel, HostScan
from .scopes import Scopes
from .sourcemap import Builder

# How deep a source, a program or a kernel is followed through names, casts and parentheses.
MAX_DEPTH = 12
# Every comment; the marked ones are kept in Python (`MARKED`, what the #match? predicate said: it is slow).
MARKERS = "(comment) @c"
MARKED = re.compile(rb"[Ll][Aa][Nn][Gg][Uu][Aa][Gg][Ee] *= *[Oo][Pp][Ee][Nn][Cc][Ll]")


class Opaque(Exception):
    """A part of a kernel source that is not a literal."""


def scan_host(data: bytes, language: str, old_tree: Optional[tree_sitter.Tree],
              scanner: Callable[[bytes, tree_sitter.Tree, HostScan], "HostFile"]) -> HostScan:
    """The scan of a host file: nothing when no trigger names a kernel source, else one parse and the scanner's run."""
    scan = HostScan(language)
    if not hostlang.may_embed(data, language):
        return scan
    parsed = hostlang.parse(data, language, old_tree)
    # A tree cut by the parse's time limit stands for blanked text: never handed back for reuse.
    scan.tree = parsed.tree if parsed.cut_at is None else None
    scanner(data, parsed.tree, scan).run()
    return scan


def plain_text(decode, node: tree_sitter.Node, data: bytes) -> Optional[str]:
    """A literal's text, decoded by the host's rules (`decode(out, node, data)`); None when it holds a placeholder or does not decode."""
    out = Builder()
    try:
        decode(out, node, data)
    except Undecodable:
        return None
    if any(p.kind == "placeholder" for p in out.pieces):
        return None
    return out.text().decode("utf-8", "replace")


class HostFile:
    """One host file being scanned into its `HostScan`; a scanner subclasses it with `run`, `source` and `make_kernel`."""

    def __init__(self, data: bytes, tree: tree_sitter.Tree, scan: HostScan):
        self.data = data
        self.root = tree.root_node
        self.scan = scan
        self.language = scan.language
        self.functions: list[tuple[int, int]] = []
        # (function range or None for the file scope, name) -> the values bound to it (None: not one value).
        self.bindings: dict[tuple[Optional[tuple[int, int]], str], list[Optional[tree_sitter.Node]]] = {}
        self.programs: dict[tuple[int, int], int] = {}  # program-making node range -> kernel index
        self.used: list[tuple[int, int]] = []  # the literals some kernel's source is made of
        self.options: dict[int, Optional[tuple[str, ...]]] = {}  # kernel index -> build options (None: unknown)
        self._scopes = Scopes([])

    def run(self) -> None:
        raise NotImplementedError

    def source(self, node: tree_sitter.Node, out: Builder) -> None:
        """Decode a source expression into `out`; raises Opaque for a part that is not a literal."""
        raise NotImplementedError

    def make_kernel(self, kind: str, node: tree_sitter.Node, anchor: tree_sitter.Node) -> Optional[int]:
        raise NotImplementedError

    def text(self, node: tree_sitter.Node) -> str:
        return self.data[node.start_byte : node.end_byte].decode("utf-8", "replace")

    # Scopes and names.

    def binding_captures(self, query: str, name: str, value: str) -> list[tuple[tree_sitter.Node, tree_sitter.Node]]:
        """The (name, value) captures of a bindings query, in order; its `@fn` captures become the scopes."""
        pending = []
        for captures in hostlang.matches(self.language, query, self.root):
            if "fn" in captures:
                fn = captures["fn"][0]
                self.functions.append((fn.start_byte, fn.end_byte))
            else:
                pending.append((captures[name][0], captures[value][0]))
        self._scopes = Scopes(self.functions)
        return pending

    def scope_of(self, offset: int) -> Optional[tuple[int, int]]:
        """The innermost function definition around an offset (None: the module)."""
        return self._scopes.of(offset)

    def bound(self, name: str, offset: int) -> Optional[tree_sitter.Node]:
        """The one value `name` is bound to at `offset`: in the function around it, else at file scope."""
        scope = self.scope_of(offset)
        entries = self.bindings.get((scope, name))
        if entries is None and scope is not None:
            entries = self.bindings.get((None, name))
        return entries[0] if entries is not None and len(entries) == 1 else None

    # Kernels.

    def decoded(self, node: tree_sitter.Node) -> tuple[Builder, bool]:
        """A source expression decoded, and whether some part of it is not a literal (what was decoded is kept)."""
        out = Builder()
        try:
            self.source(node, out)
        except Opaque:
            return out, True
        return out, False

    def add_kernel(self, kind: str, out: Builder, anchor: tuple[int, int], opaque: bool) -> int:
        text, smap = out.build()
        index = len(self.scan.kernels)
        self.scan.kernels.append(EmbeddedKernel(index, kind, text, smap, anchor, (), opaque))
        return index

    def is_used(self, node: tree_sitter.Node) -> bool:
        """Whether the literal at `node` is part of a kernel's source already."""
        return any(lo <= node.start_byte < hi for lo, hi in self.used)

    def marked(self, strings: str) -> None:
        """The literals (of the `strings` query) on a `language=opencl` comment's line or the next, not used otherwise."""
        if not hostlang.may_mark(self.data):
            return  # No marker comment anywhere: skip the query over every comment.
        markers = [
            captures for captures in hostlang.matches(self.language, MARKERS, self.root)
            if MARKED.search(self.data, captures["c"][0].start_byte, captures["c"][0].end_byte)
        ]
        if not markers:
            return
        literals = sorted(
            (captures["s"][0] for captures in hostlang.matches(self.language, strings, self.root)),
            key=lambda node: (node.start_byte, -node.end_byte),
        )
        starts = [node.start_byte for node in literals]
        for captures in markers:
            comment = captures["c"][0]
            # The first literal from the comment's end on (`/* language=opencl */"..."` touches it).
            index = bisect_right(starts, comment.end_byte - 1)
            if index >= len(literals):
                continue
            literal = literals[index]
            if literal.start_point.row > comment.end_point.row + 1 or self.is_used(literal):
                continue
            self.make_kernel("marked", literal, literal)

    def apply_options(self) -> None:
        """The build options found for a program go into its kernel."""
        for index, options in self.options.items():
            kernel = self.scan.kernels[index]
            self.scan.kernels[index] = EmbeddedKernel(
                kernel.index, kernel.kind, kernel.text, kernel.map, kernel.anchor, options, kernel.opaque
            )
