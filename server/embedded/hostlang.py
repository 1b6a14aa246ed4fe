"""The host languages: their tree-sitter grammars (optional packages), parsers and quick triggers.

The grammars come from PyPI (`tree-sitter-python`, `tree-sitter-c`,
`tree-sitter-cpp`, the `embedded` extra) and are imported on first use;
without them `Unavailable` says what to install. `may_embed` is the cheap
question asked before any parse: a file none of whose bytes name a kernel
source (a pyopencl constructor, clCreateProgramWithSource, a marker
comment, an OpenCL raw-string delimiter) has no embedded kernel, so most
host files cost one regular-expression search.
"""

from __future__ import annotations

import re
import threading
from typing import Iterable, Optional

import tree_sitter

from .. import extras
from ..syntax import bounded_parse
from ..syntax.bounded_parse import Parsed

PYTHON, C, CPP = "python", "c", "cpp"
LANGUAGES = (PYTHON, C, CPP)

_EXTENSIONS = {
    ".py": PYTHON, ".pyw": PYTHON,
    ".c": C, ".h": C,
    ".cpp": CPP, ".cc": CPP, ".cxx": CPP, ".hpp": CPP, ".hh": CPP, ".hxx": CPP,
}
_MODULES = {PYTHON: "tree_sitter_python", C: "tree_sitter_c", CPP: "tree_sitter_cpp"}

_MARKER = rb"language\s*=\s*opencl"
# Plain substring tests (memchr-fast, unlike a case-blind alternation: 24 ms on 200 KiB).
_WORDS = {
    PYTHON: (b"Program", b"ElementwiseKernel", b"ReductionKernel", b"ScanKernel"),
    C: (b"clCreateProgramWithSource", b"#__VA_ARGS__", b"STRINGIFY"),
    CPP: (b"clCreateProgramWithSource", b"cl::Program", b'CL(', b'CLC(', b'OPENCL(', b'OCL(', b"#__VA_ARGS__", b"STRINGIFY"),
}
_MARKER_RE = re.compile(_MARKER, re.I)


class Unavailable(Exception):
    """A host grammar is not installed."""

    def advice(self) -> str:
        return (
            f"embedded kernels in {self.args[0]} files need the {self.args[1]} package: "
            f"{extras.install_command(extras.EMBEDDED)}"
        )


def host_language(path: str, data: Optional[bytes] = None) -> Optional[str]:
    """The host language of a file by its name, or None for an OpenCL file.

    A `.h` file is a host header only when `data` shows an embedded kernel (a
    clCreateProgramWithSource call, a marker comment, an OpenCL raw string):
    an ordinary OpenCL header stays OpenCL.
    """
    lowered = path.lower()
    dot = lowered.rfind(".")
    language = _EXTENSIONS.get(lowered[dot:]) if dot >= 0 else None
    if language is not None and lowered.endswith(".h"):
        # What makes a `.h` file a host header rather than an OpenCL header.
        if data is None or not may_embed(data, CPP):
            return None
        return CPP if b'R"' in data else C
    return language


def may_embed(data: bytes, language: str) -> bool:
    """Whether the text could hold an embedded kernel (False: it certainly does not)."""
    if any(word in data for word in _WORDS[language]):
        # A pyopencl constructor comes from an import of pyopencl (the word alone is common).
        if language != PYTHON or b"pyopencl" in data:
            return True
    # The marker comment, in any case (`language=OpenCL`): looked for only where "anguage" is.
    return (b"anguage" in data or b"ANGUAGE" in data) and _MARKER_RE.search(data) is not None


_lock = threading.Lock()
_languages: dict[str, tree_sitter.Language] = {}
_local = threading.local()


def language(name: str) -> tree_sitter.Language:
    with _lock:
        found = _languages.get(name)
        if found is None:
            module_name = _MODULES[name]
            try:
                module = __import__(module_name)
            except ImportError as err:
                raise Unavailable(name, module_name.replace("_", "-")) from err
            found = _languages[name] = tree_sitter.Language(module.language())
        return found


def parse(data: bytes, name: str, old_tree: Optional[tree_sitter.Tree] = None) -> Parsed:
    """A tree of host text (one parser per thread and language: tree-sitter parsers are not shared).

    `old_tree`, the last tree of this document already `edit`ed to the change, makes the parse
    incremental (an editor keystroke re-parses only what changed). The parse runs under
    `bounded_parse`'s time limit: tree-sitter's error recovery is super-linear on some
    malformed text, and a host file is whatever the user opened. A tree cut short
    (`Parsed.cut_at`) stands for blanked text: the caller never reuses it incrementally.
    """
    parsers = getattr(_local, "parsers", None)
    if parsers is None:
        parsers = _local.parsers = {}
    parser = parsers.get(name)
    if parser is None:
        parser = parsers[name] = tree_sitter.Parser(language(name))
    return bounded_parse.parse(parser, data, old_tree)


_queries: dict[tuple[str, str], tree_sitter.Query] = {}


def query(name: str, source: str) -> tree_sitter.Query:
    key = (name, source)
    with _lock:
        found = _queries.get(key)
    if found is None:
        found = tree_sitter.Query(language(name), source)
        with _lock:
            _queries[key] = found
    return found


def matches(name: str, source: str, node: tree_sitter.Node) -> list[dict[str, list[tree_sitter.Node]]]:
    return [captures for _index, captures in tree_sitter.QueryCursor(query(name, source)).matches(node)]


def matches_named(name: str, source: str, node: tree_sitter.Node, capture: str, texts: Iterable[str],
                  data: bytes) -> list[dict[str, list[tree_sitter.Node]]]:
    """`matches`, kept where the text of `capture` is one of `texts`: what `(#any-of? @capture ...)`
    would keep, filtered here instead. py-tree-sitter evaluates text predicates slowly (the
    pyopencl call query over a 5,000-line file: 68 ms with the predicate, 15 without)."""
    wanted = {text.encode("utf-8") for text in texts}
    out = []
    for captures in matches(name, source, node):
        found = captures.get(capture)
        if found and data[found[0].start_byte : found[0].end_byte] in wanted:
            out.append(captures)
    return out


def may_mark(data: bytes) -> bool:
    """Whether the text may hold a `language=opencl` marker (False: certainly not); no regex over the text."""
    return b"anguage" in data or b"ANGUAGE" in data


def marker_comment(text: bytes) -> bool:
    return _MARKER_RE.search(text) is not None
