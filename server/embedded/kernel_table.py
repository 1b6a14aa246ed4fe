"""The kernels a program source defines, with their parameters, for the host checks.

Read from the OpenCL parse of the virtual document. A program's table is
*complete* only when nothing could add a kernel unseen: no placeholder, no
unknown part, no `#include`, no macro whose body says `kernel`, no token
pasting, no syntax error at file scope. A kernel's parameter list is *known*
when it parsed cleanly and names no macro the program defines (a macro could
stand for several parameters); a kernel defined twice (in `#if` branches)
with different parameter lists is not known.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from ..analysis.semantic import function_of
from ..syntax.document import Snapshot
from ..syntax.outline import is_kernel
from .literals import PLACEHOLDER_TEXT

_CONTAINERS = {"translation_unit", "preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"}
_DEFINES = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+(\w+)", re.M)
_INCLUDE = re.compile(rb"^[ \t]*#[ \t]*include", re.M)
_KERNEL_WORD = re.compile(rb"\b(?:__)?kernel\b")


@dataclass(frozen=True)
class Parameter:
    pointer: bool  # A pointer (or array) parameter: a buffer argument; False: a value (or an image, a sampler).
    scalar: bool  # A plain arithmetic value (int, float, ...).
    text: str


@dataclass(frozen=True)
class KernelTable:
    kernels: dict[str, Optional[tuple[Parameter, ...]]]  # None: the parameters are not known
    complete: bool


_SCALARS = {
    "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half", "bool",
    "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "unsigned", "signed",
}


def kernel_table(snapshot: Snapshot, has_placeholders: bool, opaque: bool, macro_names: frozenset[str] = frozenset()) -> KernelTable:
    data = snapshot.data
    defines = {m.group(1).decode("utf-8", "replace") for m in _DEFINES.finditer(data)} | set(macro_names)
    complete = not (has_placeholders or opaque or _INCLUDE.search(data) or b"##" in data)
    if complete:
        for match in _DEFINES.finditer(data):
            line_end = data.find(b"\n", match.end())
            if _KERNEL_WORD.search(data, match.end(), len(data) if line_end < 0 else line_end):
                complete = False
                break
    kernels: dict[str, Optional[tuple[Parameter, ...]]] = {}
    stack = [snapshot.tree.root_node]
    while stack:
        node = stack.pop()
        for child in node.named_children:
            if child.type in _CONTAINERS:
                stack.append(child)
            elif child.type == "ERROR" and node.type == "translation_unit":
                complete = False
            elif child.type == "function_definition" and is_kernel(child):
                fn = function_of(child, data)
                if fn is None:
                    complete = False
                    continue
                params = _parameters(fn, data, defines)
                if fn.name in kernels and kernels[fn.name] != params:
                    params = None
                kernels[fn.name] = params
    return KernelTable(kernels, complete)


def _parameters(fn, data: bytes, defines: set[str]) -> Optional[tuple[Parameter, ...]]:
    declarator = fn.declarator
    params = declarator.child_by_field_name("parameters")
    if params is None or params.has_error or fn.node.has_error and _head_broken(fn):
        return None
    out = []
    for param in params.named_children:
        if param.type == "comment":
            continue
        if param.type != "parameter_declaration":
            return None
        text = data[param.start_byte : param.end_byte].decode("utf-8", "replace")
        if PLACEHOLDER_TEXT.decode() in text:
            return None  # A template's placeholder may stand for several parameters.
        if any(word in defines for word in re.findall(r"[A-Za-z_]\w*", text)):
            return None
        inner = param.child_by_field_name("declarator")
        type_node = param.child_by_field_name("type")
        type_text = data[type_node.start_byte : type_node.end_byte].decode("utf-8", "replace") if type_node else ""
        if inner is None and type_text == "void" and len(params.named_children) == 1:
            return ()
        pointer = inner is not None and inner.type in ("pointer_declarator", "array_declarator")
        scalar = not pointer and type_text.split()[-1:] and type_text.split()[-1] in _SCALARS
        out.append(Parameter(pointer, bool(scalar), " ".join(text.split())))
    return tuple(out)


def _head_broken(fn) -> bool:
    for child in fn.node.children:
        if child.id == fn.body.id:
            continue
        if child.has_error or child.type == "ERROR" or child.is_missing:
            return True
    return False
