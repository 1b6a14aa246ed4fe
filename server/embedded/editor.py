"""Editor features in host files: an open host document and the features that answer inside its kernels.

The LSP layer keeps a `HostDocument` per open Python, C or C++ file (the
same edit and snapshot calls as `syntax.document.Document`) and calls one
function here per feature. Everything is answered in host byte offsets: a
position inside a kernel's literals is translated to the kernel's virtual
document (`HostScan.locate`), the engine answers there, and every range comes
back through the kernel's source map; a range that does not map (a
placeholder, pyopencl's generated text) is dropped. Outside the kernels
every feature answers None or nothing, so the user's own Python or C
language server is never contradicted.

Costs: an edit updates the text and the line index, and edits the host tree
when there is one (tree-sitter's `Tree.edit`); the scan runs once per
version, when a snapshot is taken (the scheduler's debounced analysis, a
request), re-parsing incrementally from the edited tree. A file that names no
kernel source is never parsed (`hostlang.may_embed`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from ..memo import Memo
from ..syntax.document import Snapshot, encode_text
from ..syntax.positions import Encoding, LineIndex, Position
from .hostlang import PYTHON
from .model import EmbeddedKernel, HostScan

# An editor's language id -> host language.
LANGUAGE_IDS = {"python": "python", "c": "c", "cpp": "cpp", "cuda-cpp": "cpp", "objective-c": "c", "objective-cpp": "cpp"}


def language_of(language_id: str, path: str, text: str) -> str:
    """The host language of a document the editor calls `language_id` (a key of LANGUAGE_IDS).

    For C and C++ the file name decides when it can (`.h` by its content: a raw string makes it
    C++, which the C grammar cannot read), so a header the editor calls C still finds its kernels.
    """
    language = LANGUAGE_IDS[language_id]
    if language == PYTHON:
        return language
    from .hostlang import host_language

    found = host_language(path, encode_text(text)) if path.lower().endswith(".h") else host_language(path)
    return found if found in ("c", "cpp") else language


def scan(data: bytes, language: str, old_tree=None) -> HostScan:
    if language == PYTHON:
        from .python_host import scan_python

        return scan_python(data, old_tree)
    from .c_host import scan_c

    return scan_c(data, language, old_tree)


@dataclass(frozen=True)
class HostSnapshot:
    """One version of a host document, safe to read from any thread."""

    path: str
    version: Optional[int]
    data: bytes
    lines: LineIndex = field(repr=False)
    language: str
    scan: HostScan = field(repr=False)
    generation: int = 0
    binary: bool = False
    parse_cut_at: Optional[int] = None
    memo: Memo = field(default_factory=Memo, init=False, repr=False, compare=False)

    def position(self, offset: int, encoding: Encoding = Encoding.UTF16) -> Position:
        return self.lines.position_at(self.data, offset, encoding)

    def offset(self, pos: Position, encoding: Encoding = Encoding.UTF16) -> int:
        return self.lines.offset_at(self.data, pos, encoding)

    def kernel_snapshot(self, kernel: EmbeddedKernel) -> Snapshot:
        """The kernel's virtual document (parsed once per host version)."""
        from .host_analysis import kernel_snapshot

        return self.memo(("embedded.kernel", kernel.index), lambda: kernel_snapshot(self.path, kernel))

    def locate(self, offset: int) -> Optional[tuple[EmbeddedKernel, Snapshot, int]]:
        """(kernel, its snapshot, kernel offset) of a host offset inside a kernel; None elsewhere."""
        found = self.scan.locate(offset)
        if found is None:
            return None
        kernel, kernel_offset = found
        return kernel, self.kernel_snapshot(kernel), kernel_offset


class HostDocument:
    """A host file open in the editor (owned by the message loop): text, line index, host tree."""

    def __init__(self, path: str, data: bytes, language: str, version: Optional[int] = None):
        self.path = path
        self.language = language
        self.version = version
        self.generation = 0
        self._tree = None  # The last scan's host tree, edited with each change.
        self._snapshot: Optional[HostSnapshot] = None
        self._reset(data)

    @classmethod
    def from_text(cls, path: str, text: str, language: str, version: Optional[int] = None) -> "HostDocument":
        return cls(path, encode_text(text), language, version)

    def _reset(self, data: bytes) -> None:
        self.generation += 1
        self.data = data
        self.lines = LineIndex(data)
        self._tree = None

    def replace_all(self, text: str, version: Optional[int] = None) -> None:
        self.version = version
        self._reset(encode_text(text))

    def apply_edit(self, start: Position, end: Position, new_text: str,
                   encoding: Encoding = Encoding.UTF16, version: Optional[int] = None) -> None:
        data = self.data
        start_byte = self.lines.offset_at(data, start, encoding)
        end_byte = max(start_byte, self.lines.offset_at(data, end, encoding))
        inserted = encode_text(new_text)
        if self._tree is not None:
            start_point, old_end_point = self.lines.point_at(start_byte), self.lines.point_at(end_byte)
        self.data = data[:start_byte] + inserted + data[end_byte:]
        self.lines.update(start_byte, end_byte, inserted)
        self.generation += 1
        self.version = version
        if self._tree is not None:
            new_end = start_byte + len(inserted)
            self._tree.edit(start_byte=start_byte, old_end_byte=end_byte, new_end_byte=new_end,
                            start_point=start_point, old_end_point=old_end_point,
                            new_end_point=self.lines.point_at(new_end))

    def snapshot(self) -> HostSnapshot:
        """This version, scanned (incrementally from the edited host tree)."""
        if self._snapshot is not None and self._snapshot.generation == self.generation:
            return self._snapshot
        found = scan(self.data, self.language, self._tree)
        self._tree = found.tree
        self._snapshot = HostSnapshot(self.path, self.version, self.data, self.lines.copy(), self.language, found,
                                      self.generation)
        return self._snapshot


@dataclass
class KernelProject:
    """The analysis' project view for one kernel: the host file's, with the kernel's literal
    build options added to its configuration (`-D TILE=16` from `prg.build(options=...)`)."""

    base: object
    resolve: Callable[[str, tuple[str, ...]], object]
    options: tuple[str, ...] = ()

    @property
    def header_macros(self):
        return self.base.header_macros

    def config_for(self, path: str):
        return self.resolve(path, self.options) if self.options else self.base.config_for(path)

    def read(self, path: str) -> Optional[bytes]:
        return self.base.read(path)


def project_for(base, resolve) -> Callable[[EmbeddedKernel], KernelProject]:
    return lambda kernel: KernelProject(base, resolve, tuple(kernel.options or ()))


# Features. Each takes a host snapshot and host offsets and answers in host offsets.


def diagnostics(snap: HostSnapshot, project: Callable[[EmbeddedKernel], object], disabled=(),
                budget_seconds: Optional[float] = None) -> list:
    """The findings of the kernels (mapped) and of the host calls; none outside the kernels."""
    from .host_analysis import analyze_host

    if not snap.scan.kernels:
        return []
    return analyze_host(snap.path, snap.data, snap.language, project, disabled, budget_seconds, found=snap.scan).findings


def hover(snap: HostSnapshot, offset: int, version, features,
          project: Optional[Callable[[EmbeddedKernel], object]] = None):
    from ..hover.hover import Hover, hover_at

    found = snap.locate(offset)
    if found is None:
        return None
    kernel, ksnap, koffset = found
    answer = hover_at(ksnap, koffset, version, features, project=project(kernel) if project else None)
    if answer is None:
        return None
    where = kernel.map.host_range(answer.start, answer.end) or (offset, offset)
    return Hover(answer.markdown, where[0], where[1])


def completion(snap: HostSnapshot, offset: int, version, features):
    """The kernel's completion list with `replace_start` in host offsets (None outside kernels)."""
    from dataclasses import replace

    from ..hover.completion import complete_at

    found = snap.locate(offset)
    if found is None:
        return None
    kernel, ksnap, koffset = found
    answer = complete_at(ksnap, koffset, version, features, path=ksnap.path)
    start = None
    if answer.replace_start is not None:
        start = kernel.map.to_host(answer.replace_start)
        if start is not None and start > offset:
            start = None
    return replace(answer, replace_start=start)


def signature_help(snap: HostSnapshot, offset: int, version, features):
    from ..hover.signature import signature_help_at

    found = snap.locate(offset)
    if found is None:
        return None
    _kernel, ksnap, koffset = found
    return signature_help_at(ksnap, koffset, version, features)


def definition(snap: HostSnapshot, offset: int, index, read: Optional[Callable[[str], Optional[bytes]]] = None) -> list:
    """Where the name at `offset` is defined: in this kernel (host offsets) or in an #include'd file.

    The kernel is no file of the workspace index, so its own `#include` lines are resolved here
    (from the host file's folder and its include directories), and a name the kernel does not
    define is looked up in the files they include (from the index, or read through `read` when
    the index does not hold them: a header outside the workspace's indexed files).
    """
    from ..project import include_graph
    from ..project.index import extract
    from ..project.navigation import Location, definition as find

    found = snap.locate(offset)
    if found is None:
        return []
    kernel, ksnap, koffset = found
    includes = [include_graph.resolve(d, ksnap.path, index.include_dirs(snap.path))
                for d in include_graph.scan_directives(ksnap.data, ksnap.tree)]
    for item in includes:
        if item.directive.path_start <= koffset <= item.directive.path_end:
            return [Location(item.target, 0, 0)] if item.target else []
    out = []
    for loc in find(index, ksnap, koffset):
        if loc.path == ksnap.path:
            where = kernel.map.host_range(loc.start, loc.end)
            if where is not None:
                out.append(Location(snap.path, where[0], where[1]))
        else:
            out.append(loc)
    if not out:
        word = _word_at(ksnap.data, koffset)
        for target in (item.target for item in includes if item.target):
            found_in = index.definitions_in(target)
            if not found_in and read is not None:
                data = read(target)
                found_in = extract(target, data)[0] if data is not None else ()
            out += [Location(d.path, d.name_start, d.name_end) for d in found_in if d.name == word]
    return out


def _word_at(data: bytes, offset: int) -> str:
    start = end = offset
    while start > 0 and (data[start - 1 : start].isalnum() or data[start - 1 : start] == b"_"):
        start -= 1
    while end < len(data) and (data[end : end + 1].isalnum() or data[end : end + 1] == b"_"):
        end += 1
    return data[start:end].decode("utf-8", "replace")


def outline(snap: HostSnapshot) -> list:
    """The kernels' outline symbols (`syntax.outline.Symbol`) at host ranges, in host order."""
    from dataclasses import replace

    from ..syntax.outline import outline as symbols_of

    out = []
    for kernel in snap.scan.kernels:
        ksnap = snap.kernel_snapshot(kernel)
        # Symbols nest a few levels (members of records): an explicit stack, children mapped first.
        roots = symbols_of(ksnap)
        mapped: dict[int, object] = {}
        stack = [(symbol, False) for symbol in roots]
        while stack:
            symbol, done = stack.pop()
            if not done:
                stack.append((symbol, True))
                stack.extend((child, False) for child in symbol.children)
                continue
            name = kernel.map.host_range(symbol.name_start, symbol.name_end)
            if name is None:
                continue
            whole = kernel.map.host_range(symbol.start, symbol.end) or name
            children = [mapped[id(c)] for c in symbol.children if id(c) in mapped]
            mapped[id(symbol)] = replace(symbol, start=whole[0], end=whole[1], name_start=name[0],
                                         name_end=name[1], children=children)
        out.extend(mapped[id(s)] for s in roots if id(s) in mapped)
    out.sort(key=lambda s: s.start)
    return out


def token_data(snap: HostSnapshot, project: Callable[[EmbeddedKernel], object], encoding: Encoding,
               byte_range: Optional[tuple[int, int]] = None) -> list[int]:
    """Semantic tokens of the kernels' string ranges, split per host line, encoded for the client."""
    from ..hover.highlighting import inactive_regions_of, is_builtin_function
    from ..syntax import tokens

    found = []
    starts = snap.lines.starts
    for kernel in snap.scan.kernels:
        spans = kernel.spans
        if not spans or (byte_range is not None and (spans[-1][1] <= byte_range[0] or spans[0][0] >= byte_range[1])):
            continue
        ksnap = snap.kernel_snapshot(kernel)
        kernel_tokens = tokens.semantic_tokens(ksnap, is_builtin_function, None)
        kernel_tokens = tokens.mark_inactive(kernel_tokens, inactive_regions_of(ksnap, project(kernel)))
        for token in kernel_tokens:
            for start, end in kernel.map.host_parts(token.start, token.end):
                line = snap.lines.line_of(start)
                while start < end:
                    line_end = starts[line + 1] - 1 if line + 1 < len(starts) else len(snap.data)
                    stop = min(end, line_end)
                    if stop > start and (byte_range is None or byte_range[0] <= start < byte_range[1]):
                        found.append(tokens.Token(start, stop, token.type, token.modifiers))
                    line += 1
                    start = max(stop, line_end + 1)
    found.sort(key=lambda t: (t.start, t.end))
    return tokens.encode(snap, found, encoding)
