"""What the device-side enqueue rules need to know about blocks given as arguments.

A block argument is a block literal (`^(local void *a) { ... }`) or a variable
declared with a block declarator (`void (^const b)(local void *) = ...`). Its
parameters are read from the source: a literal's own list, or the declarator
of the variable's declaration. Every answer is `None` when unsure (a block
typedef, a type the rules cannot read), so rules stay silent then.
"""

from __future__ import annotations

import re
from typing import Optional

from . import builtin_facts as bf
from .registry import Need
from .semantics import scope as hscope


def device_enqueue(sem) -> bool:
    """Whether the configuration has device-side enqueue, and with it blocks and queues: OpenCL C 2.0,
    or 3.0 with `__opencl_c_device_enqueue`."""
    number = sem.version_number
    return number == 200 or (number >= 300 and sem.has("__opencl_c_device_enqueue"))


# What the rules about blocks and queues need.
DEVICE_ENQUEUE = Need("device-side enqueue (blocks, queues)", device_enqueue)

_WORD = re.compile(r"[A-Za-z_]\w*")
_LOCAL = {"local", "__local"}
_OTHER_SPACES = {"global", "__global", "private", "__private", "constant", "__constant", "generic", "__generic"}
_QUALIFIERS = {"const", "volatile", "restrict", "__restrict"}
_BUILTIN_WORDS = {
    "void", "bool", "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double",
    "half", "size_t", "unsigned", "signed", "struct",
} | _LOCAL | _OTHER_SPACES | _QUALIFIERS


def is_block(sem, node) -> Optional[bool]:
    """Whether an argument is a block (True), surely not one (False), or unknown (None)."""
    if node.type == "block_literal":
        return True
    if node.type == "identifier":
        declared = sem.typer.lookup(node)
        if declared is not None and declared.type:
            if "^" in declared.type:
                return True
            ctype = sem.typer.canonical(declared.type)
            if ctype is not None and ctype.block:
                return True
            if declared.kind in ("variable", "parameter") and _block_parameters_of_typedef(sem, declared) is not None:
                return True
    kind = bf.arg_kind(sem, node)
    if kind is None:
        return None
    return False if kind[0] in (bf.SCALAR, bf.VECTOR, bf.POINTER, bf.RECORD, bf.OPAQUE) else None


def block_parameters(sem, node) -> Optional[list]:
    """The parameter_declaration nodes of a block argument (`[]` for none), or None when unknown."""
    params = None
    if node.type == "block_literal":
        params = node.child_by_field_name("parameters")
        if params is None:
            return []  # `^{ ... }` takes nothing.
    elif node.type == "identifier":
        params = _declared_parameters(sem, node)
        if params is None:
            return None
    else:
        return None
    out = [p for p in params.named_children if p.type != "comment"]
    if any(p.type != "parameter_declaration" for p in out):
        return None  # `...` or something unexpected.
    if len(out) == 1 and sem.text(out[0]).strip() == "void":
        return []
    return out


def _declared_parameters(sem, node):
    """The parameter list of the block declarator that declares the variable `node` names
    (directly, or through one block typedef: `const bl_t b = ...`)."""
    declared = sem.typer.lookup(node)
    if declared is None or declared.kind not in ("variable", "parameter") or not declared.type:
        return None
    if "^" not in declared.type:
        declared = _block_typedef(sem, declared)
        if declared is None:
            return None
    return _block_parameters_in(sem, declared)


def _block_parameters_of_typedef(sem, declared):
    """The parameter list of the block typedef a variable is declared with, or None."""
    typedef = _block_typedef(sem, declared)
    return _block_parameters_in(sem, typedef) if typedef is not None else None


def _block_typedef(sem, declared):
    """The block typedef a variable is declared with (`const bl_t b`), or None."""
    words = _WORD.findall(declared.type or "")
    if not words or any(w not in _QUALIFIERS and w not in _LOCAL and w not in _OTHER_SPACES for w in words[:-1]):
        return None
    found = hscope.lookup(sem.snapshot, declared.start, words[-1])
    if found is None or found.kind != "typedef" or sem.snapshot.data.find(b"^", found.start, found.end) == -1:
        return None
    return found


def _block_parameters_in(sem, declared):
    root = sem.snapshot.tree.root_node
    decl = root.descendant_for_byte_range(declared.name_start, declared.name_end)
    holder = root.descendant_for_byte_range(declared.start, declared.end)
    if decl is None or holder is None or not sem.trusted(holder):
        return None
    # A short walk inside the one declaration: the function declarator whose inner
    # declarator holds the block pointer to this name.
    stack = [holder]
    while stack:
        current = stack.pop()
        if current.type == "function_declarator":
            inner = current.child_by_field_name("declarator")
            if (inner is not None and inner.start_byte <= declared.name_start and declared.name_end <= inner.end_byte
                    and "^" in sem.text(inner)):
                nested = [c for c in inner.named_children if c.type == "function_declarator"]
                if not nested:
                    return current.child_by_field_name("parameters")
        if current.end_byte - current.start_byte < 4096:
            stack.extend(current.named_children)
    return None


def local_void_pointer(sem, param) -> Optional[bool]:
    """Whether a block parameter is `local void *` (True), surely is not (False), or unknown (None)."""
    text = sem.text(param)
    declarator = param.child_by_field_name("declarator")
    name = ""
    if declarator is not None:
        stack = [declarator]
        while stack:
            current = stack.pop()
            if current.type == "identifier":
                name = sem.text(current)
            stack.extend(current.named_children)
    words = [w for w in _WORD.findall(text) if w != name]
    if any(w not in _BUILTIN_WORDS for w in words):
        return None  # A typedef or macro: its meaning is not ours to guess.
    if "[" in text or "(" in text:
        return None
    stars = text.count("*")
    spaces = {w for w in words if w in _LOCAL or w in _OTHER_SPACES}
    if stars == 1 and "void" in words and spaces and spaces <= _LOCAL:
        return True
    if stars == 0 or (stars == 1 and spaces and not spaces <= _LOCAL) or (stars == 1 and "void" not in words):
        return False
    return None


def block_literals(sem, fn) -> list:
    """The block literals of a function body, in file order."""
    return list(sem.body_nodes(fn).get("block_literal", ()))


class BlockSweep:
    """The innermost block literal around each of a series of nodes given in file order.

    One pass over the blocks for the whole series (a stack of the open blocks), so
    that a body with many blocks and many uses stays linear.
    """

    def __init__(self, blocks: list):
        self._blocks = blocks  # in file order
        self._next = 0
        self._open: list = []

    def innermost(self, node):
        start = node.start_byte
        blocks, stack = self._blocks, self._open
        while self._next < len(blocks) and blocks[self._next].start_byte <= start:
            block = blocks[self._next]
            self._next += 1
            while stack and stack[-1].end_byte <= block.start_byte:
                stack.pop()
            stack.append(block)
        while stack and stack[-1].end_byte <= start:
            stack.pop()
        if stack and node.end_byte <= stack[-1].end_byte:
            return stack[-1]
        return None


def names_block(sem, node) -> bool:
    """Whether an identifier surely names a variable of a block type."""
    if node is None or node.type != "identifier":
        return False
    declared = sem.typer.lookup(node)
    if declared is None or declared.kind not in ("variable", "parameter") or not declared.type:
        return False
    if "^" in declared.type:
        return True
    ctype = sem.typer.canonical(declared.type)
    return ctype is not None and ctype.block and not ctype.pointers and not ctype.arrays
