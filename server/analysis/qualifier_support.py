"""Shared helpers of the Q rules (address spaces and qualifiers).

What it knows:
- where the file's qualifier keywords are (address spaces, access qualifiers,
  `restrict`), found by one scan of the bytes and cached per snapshot, so a
  rule looks at a handful of nodes instead of walking the tree;
- how a declarator is built (its pointer levels, arrays, function part and
  the qualifiers written at each pointer level);
- the address space of a declared object and of a pointer's pointee, through
  the file's typedefs, and which spelling (`__global` or `global`) a file uses;
- one pass over a function body that collects what the function-scope Q
  rules look at (declarations, assignments, casts, comparisons, calls),
  cached per function node.

Everything answers None when unsure; callers stay silent then.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

import re
from dataclasses import dataclass, field
from typing import Optional

import tree_sitter

from .. import memo
from ..syntax.language import language
from .registry import Visit
from .semantics import scope as hscope
from .semantics import typing as ty
from .semantic import WORD_BYTES, Function, Semantic, file_fact

# The keywords as whole words, with or without `__` (`\b(?:__)?(?:global|local|...)\b`), found
# with `bytes.find` (`_keyword_spans`): a regex led by `\b` tries every byte, ten times slower.
# A part of every spelling of an address space (`__global`, `opencl_global`, `global`...).
SPACE_WORD_PARTS = (b"global", b"local", b"constant", b"private", b"generic")
_SPACE_WORDS = (SPACE_WORD_PARTS, True)
_ACCESS_WORDS = ((b"read_only", b"write_only", b"read_write"), True)
_RESTRICT_WORDS = ((b"restrict",), False)

SPACES = ty.ADDRESS_SPACES  # spelling -> canonical "__global" etc.
PLAIN = {"__global": "global", "__local": "local", "__constant": "constant", "__private": "private",
         "__generic": "generic"}
DECLARATION_KINDS = ("declaration", "parameter_declaration", "field_declaration", "type_descriptor",
                     "type_definition", "function_definition")


def _keyword_nodes(sem: Semantic, key: str, words: tuple[tuple[bytes, ...], bool], kinds: tuple[str, ...],
                   within: Optional[tree_sitter.Node]) -> list[tree_sitter.Node]:
    """Nodes of `kinds` spelled by `words` in `within` (or the whole file), by one scan of its bytes."""
    cache = sem.memo("analysis.qualifier_support", dict)
    area = within if within is not None else sem.snapshot.tree.root_node
    cache_key = (key, area.id)
    found = cache.get(cache_key)
    if found is not None:
        return found
    out = []
    for start, end in _keyword_spans(sem.snapshot.data, words[0], words[1], area.start_byte, area.end_byte):
        node = area.descendant_for_byte_range(start, end)
        if node is not None and node.type in kinds and node.start_byte == start and node.end_byte == end:
            out.append(node)
    cache[cache_key] = out
    return out


def _keyword_spans(data: bytes, words: tuple[bytes, ...], underscored: bool, start: int, end: int) -> list[tuple[int, int]]:
    """Where `re.finditer(rb"\\b(?:__)?(?:word|...)\\b", data, start, end)` matches (without `__` unless
    `underscored`), in order: each occurrence of a word, after `__` where that stands within the
    range, with a non-word byte (or the text's start) before and one (or the range's end) after,
    as `\\b` reads them. (No word holds another, so occurrences of different words never overlap.)"""
    spans = []
    for word in words:
        size = len(word)
        at = data.find(word, start, end)
        while at >= 0:
            after = at + size
            begin = at - 2 if underscored and at - 2 >= start and data[at - 2 : at] == b"__" else at
            if (begin == 0 or data[begin - 1] not in WORD_BYTES) and (after == end or data[after] not in WORD_BYTES):
                spans.append((begin, after))
            at = data.find(word, after, end)
    if len(words) > 1:
        spans.sort()
    return spans


def address_space_nodes(sem: Semantic, within: Optional[tree_sitter.Node] = None) -> list[tree_sitter.Node]:
    """Every `address_space_qualifier` node of a top-level item (or of the file), in order."""
    return _keyword_nodes(sem, "spaces", _SPACE_WORDS, ("address_space_qualifier",), within)


def access_qualifier_nodes(sem: Semantic, within: Optional[tree_sitter.Node] = None) -> list[tree_sitter.Node]:
    return _keyword_nodes(sem, "access", _ACCESS_WORDS, ("access_qualifier",), within)


def restrict_nodes(sem: Semantic, within: Optional[tree_sitter.Node] = None) -> list[tree_sitter.Node]:
    return _keyword_nodes(sem, "restrict", _RESTRICT_WORDS, ("restrict",), within)


def qualifier_owner(qualifier: tree_sitter.Node) -> Optional[tree_sitter.Node]:
    """The node a qualifier keyword qualifies: a declaration-like node or a pointer declarator."""
    parent = qualifier.parent
    if parent is None or parent.type != "type_qualifier":
        return None
    return parent.parent


def direct_qualifiers(node: tree_sitter.Node) -> list[tree_sitter.Node]:
    """The qualifier keywords written directly on a declaration or a pointer level."""
    return [c.children[0] for c in node.children if c.type == "type_qualifier" and c.child_count]


def spaces_on(node: tree_sitter.Node) -> list[tree_sitter.Node]:
    # `direct_qualifiers` filtered in the same pass (asked 4.7k times on 10k lines).
    return [c.children[0] for c in node.children
            if c.type == "type_qualifier" and c.child_count and c.children[0].type == "address_space_qualifier"]


def written_spaces(node: tree_sitter.Node) -> list[tuple[tree_sitter.Node, tree_sitter.Node]]:
    """(type_qualifier, keyword) of each address space written directly on `node`: `spaces_on`
    with the node around each keyword, which a rule would otherwise climb to (a parent map)."""
    return [(c, c.children[0]) for c in node.children
            if c.type == "type_qualifier" and c.child_count and c.children[0].type == "address_space_qualifier"]


def space_name(sem: Semantic, qualifier: tree_sitter.Node) -> str:
    return SPACES.get(sem.text(qualifier), "")


@dataclass(slots=True)
class Declarator:
    """The parts of one declarator, outermost first (slots: 16k are made on 10k lines)."""

    name: Optional[tree_sitter.Node]
    pointers: list[tree_sitter.Node] = field(default_factory=list)  # pointer_declarator nodes
    arrays: int = 0
    function: Optional[tree_sitter.Node] = None
    init: Optional[tree_sitter.Node] = None  # the initializer value
    unusual: bool = False  # parentheses, blocks, attributes: a shape the rules leave alone


def unwrap(declarator: Optional[tree_sitter.Node]) -> Declarator:
    out = Declarator(None)
    node = declarator
    # `child_by_field_id` skips the search of the field's name that `child_by_field_name` makes.
    field_id = _declarator_field_id()
    for _ in range(64):
        if node is None:
            return out
        kind = node.type
        if kind in ("identifier", "field_identifier", "type_identifier"):
            out.name = node
            return out
        if kind in ("pointer_declarator", "abstract_pointer_declarator"):
            out.pointers.append(node)
        elif kind in ("array_declarator", "abstract_array_declarator"):
            out.arrays += 1
        elif kind == "function_declarator":
            if out.function is not None or out.arrays:
                out.unusual = True
            out.function = node
        elif kind == "init_declarator":
            out.init = node.child_by_field_name("value")
        else:
            out.unusual = True
            return out
        node = node.child_by_field_id(field_id)
    out.unusual = True
    return out


_declarator_field: list[int] = []  # The grammar's id of the `declarator` field, looked up once.


def _declarator_field_id() -> int:
    if not _declarator_field:
        _declarator_field.append(language().field_id_for_name("declarator"))
    return _declarator_field[0]


def _plain(declarator: tree_sitter.Node) -> bool:
    """Whether a declarator is a bare name, with or without an initializer (`x`, `x = 1`): no
    pointer level, array or anything unusual. Most are; this spares them `unwrap`."""
    kind = declarator.type
    if kind == "identifier":
        return True
    if kind != "init_declarator":
        return False
    inner = declarator.child_by_field_id(_declarator_field_id())
    return inner is None or inner.type == "identifier"


def declarators_of(node: tree_sitter.Node) -> list[tree_sitter.Node]:
    return node.children_by_field_name("declarator")


def base_ctype(sem: Semantic, owner: tree_sitter.Node) -> Optional[ty.CType]:
    """The canonical type of a declaration's specifiers (qualifiers and type), typedefs resolved."""
    cache = sem.memo("analysis.qualifier_support.base", dict)  # Its own memo: a dict hit on most asks.
    found = cache.get(owner.id, _MISSING)
    if found is _MISSING:
        text = hscope.base_type(sem.snapshot, owner)
        try:
            ctype = sem.typer.canonical(text) if text else None
        except RecursionError:
            ctype = None
        found = cache[owner.id] = ctype if ctype is not None and known_base(sem, ctype.base) else None
    return found


_MISSING = object()


def known_base(sem: Semantic, base: str) -> bool:
    """Whether a canonical base type is understood (a built-in type or a record), not a name from elsewhere."""
    if base.startswith(("struct ", "union ", "enum ")):
        return True
    if sem.typer.catalog.type(base) is not None:
        return True
    declared = hscope.file_scope(sem.snapshot).by_name.get(base)  # A typedef of an unnamed record.
    return declared is not None and declared.kind == "typedef"


def object_space(sem: Semantic, owner: tree_sitter.Node, parts: Declarator) -> Optional[str]:
    """The address space written for the declared object itself ("" when none), or None when unsure.

    `global int *p` declares a pointer p with no address space of its own;
    `global int x` and `constant int * constant p` declare objects in an address space.
    """
    if parts.unusual or parts.function is not None:
        return None
    if parts.pointers:
        spaces = spaces_on(parts.pointers[-1])
        return space_name(sem, spaces[-1]) if spaces else ""
    base = base_ctype(sem, owner)
    if base is None:
        return None
    if base.pointers:  # A typedef of a pointer: its own level's qualifiers are not kept.
        written = spaces_on(owner)
        return space_name(sem, written[-1]) if written else None
    return base.space


def full_ctype(sem: Semantic, owner: tree_sitter.Node, parts: Declarator) -> Optional[ty.CType]:
    """The canonical type of a declared object (pointee space and qualifiers kept), or None."""
    if parts.unusual or parts.function is not None:
        return None
    base = base_ctype(sem, owner)
    if base is None:
        return None
    return ty.CType(base.base, base.pointers + len(parts.pointers), base.space, base.quals, base.access,
                    ("[]",) * parts.arrays + base.arrays, base.block)


_UNDERSCORED = "analysis.qualifier_support.underscored"


def underscored(sem: Semantic) -> bool:
    """Whether the file spells qualifiers with underscores (`__global`, `__kernel`): a fact of the
    whole file, bodies included, which a fix's spelling follows (consulted: a line typed anywhere
    may tip it, found by tools/edit_oracle.py)."""
    return sem.consult(_UNDERSCORED)


@file_fact(_UNDERSCORED)
def _underscored(sem: Semantic) -> bool:
    data = sem.snapshot.data
    under = len(re.findall(rb"\b__(?:global|kernel|local|constant)\b", data))
    plain = len(re.findall(rb"\b(?:global|kernel|local|constant)\b", data))
    return under > plain


def spelled(sem: Semantic, space: str) -> str:
    return space if underscored(sem) else PLAIN.get(space, space)


def enclosing_function(sem: Semantic, node: tree_sitter.Node) -> Optional[tree_sitter.Node]:
    return next((above for above in sem.ancestors(node) if above.type == "function_definition"), None)


def generic_enabled(sem: Semantic) -> bool:
    """Whether the generic address space exists (OpenCL C 2.0, or 3.0 with the feature)."""
    number = sem.version_number
    if number == 200:
        return True
    return number >= 300 and sem.has("__opencl_c_generic_address_space")


def default_pointee_space(sem: Semantic) -> str:
    """The address space of an unqualified pointer's pointee inside a function."""
    return "__generic" if generic_enabled(sem) else "__private"


# One pass over a function body.


@dataclass
class Body:
    declarations: list[tree_sitter.Node] = field(default_factory=list)
    assignments: list[tree_sitter.Node] = field(default_factory=list)
    updates: list[tree_sitter.Node] = field(default_factory=list)
    casts: list[tree_sitter.Node] = field(default_factory=list)
    comparisons: list[tree_sitter.Node] = field(default_factory=list)
    calls: list[tree_sitter.Node] = field(default_factory=list)
    returns: list[tree_sitter.Node] = field(default_factory=list)
    conditionals: list[tree_sitter.Node] = field(default_factory=list)


_COMPARISON = {"==", "!=", "<", ">", "<=", ">="}


def body_of(sem: Semantic, fn: Function) -> Body:
    cache = sem.memo("analysis.qualifier_support", dict).setdefault("bodies", {})
    key = fn.node.id
    if key in cache:
        return cache[key]
    nodes = sem.body_nodes(fn)
    comparisons = [n for n in nodes.get("binary_expression", ())
                   if (op := n.child_by_field_name("operator")) is not None and op.type in _COMPARISON]
    body = Body(
        declarations=list(nodes.get("declaration", ())),
        assignments=list(nodes.get("assignment_expression", ())),
        updates=list(nodes.get("update_expression", ())),
        casts=list(nodes.get("cast_expression", ())),
        comparisons=comparisons,
        calls=list(nodes.get("call_expression", ())),
        returns=list(nodes.get("return_statement", ())),
        conditionals=list(nodes.get("conditional_expression", ())),
    )
    cache[key] = body
    return body


def function_items(sem: Semantic, item: tree_sitter.Node):
    """(item, declarator parts) for a top-level function definition or prototype (none for other items)."""
    if sem.in_inactive(item.start_byte):
        return []
    return _function_parts(item)


def _function_parts(item: tree_sitter.Node):
    """`function_items`, live or not."""
    if item.type not in ("function_definition", "declaration"):
        return []
    out = []
    for declarator in declarators_of(item):
        parts = unwrap(declarator)
        if parts.function is not None and not parts.unusual:
            out.append((item, parts))
    return out


def parameters_of(function_declarator: tree_sitter.Node) -> list[tree_sitter.Node]:
    params = function_declarator.child_by_field_name("parameters")
    if params is None:
        return []
    return [p for p in params.named_children if p.type == "parameter_declaration"]


IMAGE_BASES = re.compile(r"^image[123]d(_array)?(_buffer)?(_depth)?(_msaa)?(_depth)?_t$")


def is_image_or_pipe(sem: Semantic, owner: tree_sitter.Node) -> Optional[bool]:
    """Whether a declaration's type is an image or a pipe; None when unsure."""
    type_node = owner.child_by_field_name("type")
    if type_node is None:
        return None
    if type_node.type in ("image_type", "pipe_type"):
        return True
    if type_node.type in ("primitive_type", "sized_type_specifier", "vector_type", "struct_specifier",
                          "union_specifier", "enum_specifier"):
        return False
    base = base_ctype(sem, owner)
    if base is None:
        return None
    if IMAGE_BASES.match(base.base):
        return True
    if ty.is_scalar(base.base) or ty.vector_parts(base.base) or base.base.startswith(("struct ", "union ")):
        return False
    return None


def program_scope_globals(sem: Semantic) -> bool:
    """Whether program-scope variables may be global (OpenCL C 2.0, or 3.0 with the feature)."""
    number = sem.version_number
    return number == 200 or (number >= 300 and sem.has("__opencl_c_program_scope_global_variables"))


def globals_requirement(sem: Semantic) -> str:
    if sem.version_number >= 300:
        return "other program-scope variables need the __opencl_c_program_scope_global_variables feature"
    return "other program-scope variables need OpenCL C 2.0 or later"


def is_sampler(sem: Semantic, owner: tree_sitter.Node) -> bool:
    base = base_ctype(sem, owner)
    type_node = owner.child_by_field_name("type")
    return (base is not None and base.base == "sampler_t") or (
        type_node is not None and sem.text(type_node) == "sampler_t")


def is_extern(sem: Semantic, owner: tree_sitter.Node) -> bool:
    return any(c.type == "storage_class_specifier" and sem.text(c) == "extern" for c in owner.children)


def constant_declarations(sem: Semantic, item: tree_sitter.Node):
    """(declaration, declarator parts) of each trusted variable written in the constant address space in an item."""
    cache = sem.memo("analysis.qualifier_support", dict)
    key = ("constant_declarations", item.id)
    if key in cache:
        return cache[key]
    out = []
    seen: set[int] = set()
    for qualifier in address_space_nodes(sem, item):
        if space_name(sem, qualifier) != "__constant":
            continue
        owner = qualifier_owner(qualifier)
        while owner is not None and owner.type in ("pointer_declarator", "init_declarator"):
            owner = sem.parent(owner)
        if owner is None or owner.type != "declaration" or owner.id in seen:
            continue
        seen.add(owner.id)
        if not sem.trusted(owner):
            continue
        for declarator in declarators_of(owner):
            parts = unwrap(declarator)
            if parts.name is None or parts.unusual or parts.function is not None:
                continue
            if object_space(sem, owner, parts) == "__constant":
                out.append((owner, parts))
    cache[key] = out
    return out


def declared_in_function(sem: Semantic, declared) -> bool:
    node = sem.snapshot.tree.root_node.descendant_for_byte_range(declared.name_start, declared.name_end)
    return node is not None and enclosing_function(sem, node) is not None


def declared_object_space(sem: Semantic, declared) -> Optional[str]:
    """The object's own address space from a Declared's type text; None when unsure."""
    try:
        ctype = sem.typer.canonical(declared.type)
    except RecursionError:
        return None
    if ctype is None or not known_base(sem, ctype.base):
        return None
    if ctype.pointers:
        return ctype.levels[-1] if ctype.levels else ""
    return ctype.space


def _strip_parens(node: Optional[tree_sitter.Node]) -> Optional[tree_sitter.Node]:
    while node is not None and node.type == "parenthesized_expression":
        inner = [c for c in node.named_children if c.type != "comment"]
        node = inner[0] if len(inner) == 1 else None
    return node


def canonical_type_of(sem: Semantic, node: tree_sitter.Node) -> Optional[ty.CType]:
    """The canonical type of an expression, or None when unknown (or nested too deep to resolve)."""
    text = sem.type_of(node)
    if text is None:
        return None
    try:
        return sem.typer.canonical(text)
    except RecursionError:
        return None


def plain_ctype(sem: Semantic, node: tree_sitter.Node) -> Optional[ty.CType]:
    """The canonical type of an expression's value when it is no pointer, array or block, else None."""
    text = sem.type_of(node)
    ctype = sem.typer.canonical(text) if text is not None else None
    if ctype is None or ctype.pointers or ctype.arrays or ctype.block:
        return None
    return ctype


def _ctype_of(sem: Semantic, node: tree_sitter.Node) -> Optional[ty.CType]:
    ctype = canonical_type_of(sem, node)
    return ctype if ctype is not None and known_base(sem, ctype.base) else None


def constant_lvalue(sem: Semantic, target: tree_sitter.Node) -> Optional[str]:
    """A description of `target` when it designates memory in the constant address space, else None."""
    node = _strip_parens(target)
    for _ in range(32):
        if node is None:
            return None
        kind = node.type
        if kind == "identifier":
            declared = sem.typer.lookup(node)
            if declared is None or declared.kind not in ("variable", "parameter"):
                return None
            space = declared_object_space(sem, declared)
            return f"'{sem.text(node)}'" if space == "__constant" else None
        if kind in ("subscript_expression", "pointer_expression"):
            if kind == "pointer_expression":
                operator = node.child_by_field_name("operator")
                if operator is None or sem.text(operator) != "*":
                    return None
            argument = _strip_parens(node.child_by_field_name("argument"))
            if argument is None:
                return None
            ctype = _ctype_of(sem, argument)
            if ctype is None:
                return None
            if ctype.arrays:
                node = argument  # An element of an array lives where the array lives.
                continue
            if ctype.pointers == 1 and ctype.space == "__constant":
                return f"'{sem.text(target)}'"
            return None
        if kind == "field_expression":
            operator = node.child_by_field_name("operator")
            argument = _strip_parens(node.child_by_field_name("argument"))
            if operator is None or argument is None:
                return None
            if sem.text(operator) == "->":
                ctype = _ctype_of(sem, argument)
                if ctype is not None and ctype.pointers == 1 and ctype.space == "__constant":
                    return f"'{sem.text(target)}'"
                return None
            node = argument
            continue
        return None
    return None


# Pointer conversions between address spaces.


def parse_pointer(sem: Semantic, text: Optional[str]) -> Optional[ty.CType]:
    """A single-level pointer type from its text, or None (arrays, pointers to pointers, unknown)."""
    if text is None:
        return None
    try:
        ctype = sem.typer.canonical(text)
    except RecursionError:
        return None
    if ctype is None or not known_base(sem, ctype.base) or ctype.pointers != 1 or ctype.arrays or ctype.block:
        return None
    return ctype


def _known_type_of(sem: Semantic, node: Optional[tree_sitter.Node]) -> Optional[ty.CType]:
    """The canonical type of an expression when its base is understood and it is no block, or None."""
    ctype = None if node is None else canonical_type_of(sem, node)
    if ctype is None or ctype.block or not known_base(sem, ctype.base):
        return None
    return ctype


def pointer_of(sem: Semantic, node: Optional[tree_sitter.Node]) -> Optional[ty.CType]:
    """The pointer type of an expression (arrays decayed when their address space is written), or None."""
    ctype = _known_type_of(sem, node)
    if ctype is None:
        return None
    if ctype.arrays and not ctype.pointers and len(ctype.arrays) == 1 and ctype.space:
        return ty.CType(ctype.base, 1, ctype.space, ctype.quals, ctype.access)
    if ctype.pointers != 1 or ctype.arrays:
        return None
    return ctype


def effective_space(sem: Semantic, ctype: ty.CType) -> str:
    return ctype.space or default_pointee_space(sem)


def describe(sem: Semantic, ctype: ty.CType) -> str:
    return f"'{ty.CType(ctype.base, 1, effective_space(sem, ctype), ctype.quals, ctype.access).text()}'"


def implicit_problem(sem: Semantic, target, source, generic: bool):
    """(target description, source description) when an implicit conversion changes the address space."""
    if target is None or source is None:
        return None
    if target.pointers != 1 or target.arrays or target.block:
        return None
    to, frm = effective_space(sem, target), effective_space(sem, source)
    if to == frm or (not generic and "__generic" in (to, frm)):
        return None
    if generic and to == "__generic" and frm in ("__global", "__local", "__private"):
        return None
    return describe(sem, target), describe(sem, source)


def nested_pointer_of(sem: Semantic, node: Optional[tree_sitter.Node]) -> Optional[ty.CType]:
    """The type of an expression that is a pointer to a pointer (or deeper), or None."""
    ctype = _known_type_of(sem, node)
    if ctype is None or ctype.arrays or ctype.pointers < 2:
        return None
    return ctype


def _spaces(sem: Semantic, ctype: ty.CType) -> tuple[str, ...]:
    """The address spaces a pointer to a pointer reaches, innermost pointee first, ending with the
    space of the object the outermost pointer points at (unwritten ones filled with the default)."""
    default = default_pointee_space(sem)
    levels = ctype.levels or ("",) * ctype.pointers
    return (ctype.space or default, *(level or default for level in levels[:-1]))


def nested_problem(sem: Semantic, target: Optional[ty.CType], source: Optional[ty.CType], generic: bool):
    """(target, source) descriptions when converting between pointers to pointers changes an
    address space: the outermost pointee follows the rules of a single pointer (a named space
    converts to generic), every level below it must match exactly."""
    if target is None or source is None or target.pointers != source.pointers or target.base != source.base:
        return None
    to, frm = _spaces(sem, target), _spaces(sem, source)
    problem = (_nested_text(to, target), _nested_text(frm, source))
    if to[:-1] != frm[:-1]:
        return problem
    top_to, top_from = to[-1], frm[-1]
    if top_to == top_from or (not generic and "__generic" in (top_to, top_from)):
        return None
    if generic and top_to == "__generic" and top_from in ("__global", "__local", "__private"):
        return None
    return problem


def _nested_text(spaces: tuple[str, ...], ctype: ty.CType) -> str:
    text = " ".join(w for w in (spaces[0], *sorted(ctype.quals), ctype.base) if w)
    for level in spaces[1:]:
        text += f" * {level}"
    return f"'{text} *'"


def cast_problem(sem: Semantic, target, source, generic: bool):
    if target is None or source is None:
        return None
    to, frm = effective_space(sem, target), effective_space(sem, source)
    if to == frm or (not generic and "__generic" in (to, frm)):
        return None
    if generic and "__constant" not in (to, frm) and "__generic" in (to, frm):
        return None
    return describe(sem, target), describe(sem, source)


def disjoint(sem: Semantic, left, right, generic: bool) -> bool:
    if left is None or right is None:
        return False
    a, b = effective_space(sem, left), effective_space(sem, right)
    if a == b or (not generic and "__generic" in (a, b)):
        return False
    if generic and "__constant" not in (a, b) and "__generic" in (a, b):
        return False
    return True


def return_pointer(sem: Semantic, fn: Function) -> Optional[ty.CType]:
    """The single-level pointer type a function definition returns, or None."""
    parts = unwrap(fn.node.child_by_field_name("declarator"))
    if parts.unusual or parts.function is None or len(parts.pointers) != 1 or parts.arrays:
        return None
    if not sem.trusted(fn.node.child_by_field_name("type")) or sem.uses_macro(fn.node.start_byte, fn.name_node.start_byte):
        return None
    base = base_ctype(sem, fn.node)
    if base is None or base.pointers or base.arrays or base.block:
        return None
    return ty.CType(base.base, 1, base.space, base.quals, base.access)


def _overloadable(sem: Semantic) -> bool:
    cache = sem.memo("analysis.qualifier_support", dict)
    if "overloadable" not in cache:
        cache["overloadable"] = b"overloadable" in sem.snapshot.data
    return cache["overloadable"]


def called_parameters(sem: Semantic, call: tree_sitter.Node):
    """(arguments, parameter declarations) of a call to a function this file declares with a
    fixed parameter list of the same length, or None (overloadable functions: unsure)."""
    function = call.child_by_field_name("function")
    arguments = call.child_by_field_name("arguments")
    if function is None or function.type != "identifier" or arguments is None or _overloadable(sem):
        return None
    declared = sem.typer.lookup(function)
    if declared is None or declared.kind not in ("function", "kernel"):
        return None
    node = sem.snapshot.tree.root_node.descendant_for_byte_range(declared.name_start, declared.name_end)
    declarator = node.parent if node is not None else None
    if declarator is None or declarator.type != "function_declarator" or not sem.trusted(declarator):
        return None
    listed = declarator.child_by_field_name("parameters")
    if listed is None or any(p.type == "variadic_parameter" for p in listed.named_children):
        return None
    params = parameters_of(declarator)
    args = [a for a in arguments.named_children if a.type != "comment"]
    if len(args) != len(params):
        return None
    return args, params


def call_pairs(sem: Semantic, call: tree_sitter.Node):
    """(argument, parameter pointer type, parameter label) for a call of a function this file declares."""
    called = called_parameters(sem, call)
    if called is None:
        return []
    args, params = called
    out = []
    for index, (argument, param) in enumerate(zip(args, params), 1):
        parts = unwrap(param.child_by_field_name("declarator"))
        if parts.unusual or parts.function is not None or parts.arrays or not parts.pointers:
            continue
        ctype = full_ctype(sem, param, parts)
        if ctype is None or ctype.pointers != 1:
            continue
        label = f"'{sem.text(parts.name)}'" if parts.name is not None else str(index)
        out.append((argument, ctype, label))
    return out


# Cheap syntactic filters, so that only expressions that may involve pointers get typed.

_POINTER_WORDS = re.compile(r"[*\[]")


def pointer_names(sem: Semantic, fn: Function) -> tuple:
    """(names, deep names) that may denote pointers or arrays in `fn`.

    A name is listed when it is declared with `*` or `[]` or with a typedef'd
    type (or anywhere at file scope); deep names have two or more levels, so
    an element of them may itself be a pointer.
    """
    cache = sem.memo("analysis.qualifier_support", dict).setdefault("pointer_names", {})
    if fn.node.id in cache:
        return cache[fn.node.id]
    file_level = sem.memo("analysis.qualifier_support", dict).get("file_pointer_names")
    if file_level is None:
        file_names: set[str] = set()
        file_deep: set[str] = set()
        for declared in hscope.file_scope(sem.snapshot).declarations:
            if declared.kind in ("variable", "function", "kernel"):
                file_names.add(declared.name)
                if declared.kind == "variable" and len(_POINTER_WORDS.findall(declared.type or "*[")) >= 2:
                    file_deep.add(declared.name)
        file_level = sem.memo("analysis.qualifier_support", dict)["file_pointer_names"] = (frozenset(file_names), frozenset(file_deep))
    names: set[str] = set()
    deep: set[str] = set()
    owners = list(fn.parameters) + body_of(sem, fn).declarations
    for owner in owners:
        type_node = owner.child_by_field_name("type")
        typedefed = type_node is None or type_node.type == "type_identifier"
        for declarator in declarators_of(owner):
            if not typedefed and _plain(declarator):  # No pointer level: not listed.
                continue
            parts = unwrap(declarator)
            if parts.name is None:
                continue
            name = sem.text(parts.name)
            levels = len(parts.pointers) + parts.arrays
            if typedefed or parts.unusual or parts.function is not None:
                names.add(name)
                deep.add(name)
            elif levels:
                names.add(name)
                if levels >= 2:
                    deep.add(name)
    cache[fn.node.id] = (_Either(names, file_level[0]), _Either(deep, file_level[1]))
    return cache[fn.node.id]


class _Either:
    """Membership in either of two sets, without copying the file-level one for each function."""

    __slots__ = ("first", "second")

    def __init__(self, first, second):
        self.first, self.second = first, second

    def __contains__(self, name) -> bool:
        return name in self.first or name in self.second


_NOT_POINTER_OPERATORS = {"*", "/", "%", "&", "|", "^", "<<", ">>", "==", "!=", "<", ">", "<=", ">=", "&&", "||"}


def may_be_pointer(sem: Semantic, node: Optional[tree_sitter.Node], names: tuple) -> bool:
    """False when `node` certainly is not a pointer (no pointer-ish name, cast, address-of or call in it).

    Answered bottom-up, once per node and level of names (plain or deep), and kept for the snapshot:
    a rule asks about nested expressions (each arm of 12,000 nested `?:`), so a walk per question
    would cost the depth times over. An explicit stack, since expressions nest as deep as the input.
    """
    if node is None:
        return False
    memo = sem.memo("analysis.qualifier_support", dict).setdefault("may_be_pointer", {}).setdefault(names, {})  # (node id, deep) -> answer
    top = (node.id, False)
    if top in memo:
        return memo[top]
    stack: list = [(node, False, None)]
    while stack:
        current, deep, below = stack.pop()
        key = (current.id, deep)
        if below is not None:  # Its operands are answered: it may be a pointer when one of them may.
            memo[key] = any(memo[(child.id, level)] for child, level in below)
            continue
        if key in memo:
            continue
        answer, below = _pointer_step(sem, current, names[1] if deep else names[0], deep)
        if answer is not None:
            memo[key] = answer
            continue
        stack.append((current, deep, below))
        stack.extend((child, level, None) for child, level in below if (child.id, level) not in memo)
    return memo[top]


def _pointer_step(sem: Semantic, current: tree_sitter.Node, known, deep: bool) -> tuple:
    """(True or False when `current` alone settles it, else None; the (operand, deep) pairs it hangs on)."""
    kind = current.type
    get = current.child_by_field_name
    if kind == "identifier":
        return sem.text(current) in known, ()
    if kind in ("cast_expression", "call_expression", "string_literal", "concatenated_string",
                "field_expression", "compound_literal_expression"):
        return True, ()
    if kind == "subscript_expression":
        argument = get("argument")
        return None, ((argument, True),) if argument is not None else ()
    if kind == "pointer_expression":
        operator = get("operator")
        if operator is None or operator.type == "&":
            return True, ()
        argument = get("argument")
        return None, ((argument, True),) if argument is not None else ()
    if kind == "binary_expression":
        operator = get("operator")
        if operator is not None and operator.type in _NOT_POINTER_OPERATORS:
            return False, ()
        return None, tuple((c, deep) for c in (get("left"), get("right")) if c is not None)
    if kind == "conditional_expression":
        return None, tuple((c, deep) for c in (get("consequence"), get("alternative")) if c is not None)
    if kind == "assignment_expression":
        left = get("left")
        return None, ((left, deep),) if left is not None else ()
    if kind == "comma_expression":
        right = get("right")
        return None, ((right, deep),) if right is not None else ()
    if kind in ("number_literal", "char_literal", "sizeof_expression", "alignof_expression", "true",
                "false", "vector_literal"):
        return False, ()
    return None, tuple((c, deep) for c in current.named_children)


def pointer_functions(sem: Semantic) -> frozenset:
    """Names of the file's functions that take a pointer parameter."""
    cache = sem.memo("analysis.qualifier_support", dict)
    if "pointer_functions" not in cache:
        real = sem.real
        if real is not None:  # The synthetic snapshot: the file's names and the copies'.
            found = pointer_functions(real) | _pointer_functions(sem, sem.appendix)
        else:
            found = _pointer_functions(sem, 0)
        cache["pointer_functions"] = found
    return cache["pointer_functions"]


def _pointer_functions(sem: Semantic, start: int) -> frozenset:
    return sem.live_item_names(_pointer_function_items, _pointer_names, start)


def _pointer_names(item: tree_sitter.Node, text: bytes) -> frozenset:
    """The names of the functions a top-level item declares or defines that take a pointer."""
    base = item.start_byte
    names = set()
    for _item, parts in _function_parts(item):
        params = parts.function.child_by_field_name("parameters") or parts.function
        if parts.name is not None and b"*" in text[params.start_byte - base : params.end_byte - base]:
            names.add(text[parts.name.start_byte - base : parts.name.end_byte - base].decode("utf-8", "replace"))
    return frozenset(names)


# A top-level item's text -> `_pointer_names`.
_pointer_function_items = memo.cache("analysis.qualifier_support.pointer_function_items", 50000, ordered=False,
                                     weigh=memo.text_weight, budget=memo.TEXT_BUDGET)


def may_have_object_space(declaration: tree_sitter.Node) -> bool:
    """False when no declarator of `declaration` can name an address space for its object (cheap, syntactic)."""
    type_node = declaration.child_by_field_name("type")
    if type_node is None or type_node.type == "type_identifier" or spaces_on(declaration):
        return True
    for declarator in declarators_of(declaration):
        if _plain(declarator):
            continue
        parts = unwrap(declarator)
        if parts.unusual or (parts.pointers and spaces_on(parts.pointers[-1])):
            return True
    return False


# What the Q rules about qualifiers visit in an item.
ACCESS_QUALIFIERS = Visit("access qualifiers", access_qualifier_nodes)
RESTRICT_QUALIFIERS = Visit("restrict qualifiers", restrict_nodes)
CONSTANT_DECLARATIONS = Visit("declarations in the constant address space", constant_declarations)


# Words that let a function declare something another function may see or that changes how its
# text is read: a type (a typedef, a record whose fields other code can reach, `typeof`) or a
# macro (a directive inside the body).
_SHARING = (b"typedef", b"struct", b"union", b"typeof", b"#")


def space_word_private(sem: Semantic, word: bytes) -> bool:
    """Whether every `word` (an address space's name, `constant` or `local`) of the file (or of
    the synthetic snapshot of expanded copies) lies in a comment, or in the parameters or the body
    of a function definition that shares nothing (`_SHARING`): then an object or a pointer of
    that address space is declared only in the function that names it, visible to no other (C's
    scopes; a function's return type is outside both and counts), and a function whose own text
    lacks the word has none. Most files name `constant` in kernel parameters only."""
    return sem.memo(("analysis.qualifier_support.space_word_private", word), lambda: _private(sem, word))


def _private(sem: Semantic, word: bytes) -> bool:
    real = sem.real
    if real is not None:  # The synthetic snapshot: the file's own words, then the copies'.
        return space_word_private(real, word) and _private_from(sem, word, sem.appendix)
    return _private_from(sem, word, 0)


def _private_from(sem: Semantic, word: bytes, begin: int) -> bool:
    """`space_word_private` for the items from `begin` on, item by item: each verdict is cached
    under the word and the item's text, so a keystroke judges the edited item only (the
    whole file: 2 ms for 10,000 lines). A verdict assumes the item is a live function definition
    when it is one; one in a skipped branch is judged on its own."""
    functions = None

    def make(item: tree_sitter.Node, text: bytes) -> bool:
        nonlocal functions
        if text.find(word) < 0:
            return True
        if functions is None:
            functions = {f.node.id: f for f in sem.functions}
        return _private_item(item, text, word, functions.get(item.id))

    facts = sem.item_facts(_private_items, make, begin, word)
    if not sem.inactive:
        return all(facts)
    # A function in a skipped branch is none (`sem.functions`): a verdict cached for its text as
    # a live one does not hold there, so those items are judged again, as plain items.
    skip = len(sem.items) - len(facts)
    return all(
        (_private_item(item, text, word, None) if text.find(word) >= 0 else True)
        if sem.in_inactive(item.start_byte) else ok
        for item, text, ok in zip(sem.items[skip:], sem.item_texts[skip:], facts))


def _private_item(item: tree_sitter.Node, text: bytes, word: bytes, fn: Optional[Function]) -> bool:
    """Whether every `word` of a top-level item lies in a comment, or in the parameters or the
    body of `fn` (the item as a live function definition) when that shares nothing."""
    base = item.start_byte
    spans = []
    if fn is not None and not any(text.find(w) >= 0 for w in _SHARING):
        params = fn.declarator.child_by_field_name("parameters")
        if params is not None:
            spans.append((params.start_byte - base, params.end_byte - base))
        spans.append((fn.body.start_byte - base, fn.body.end_byte - base))
    at = text.find(word)
    while at >= 0:
        inside = next((end for start, end in spans if start <= at and at + len(word) <= end), None)
        if inside is not None:
            at = text.find(word, inside)
            continue
        node = item.named_descendant_for_byte_range(base + at, base + at + len(word))
        if node is None or node.type != "comment":
            return False
        at = text.find(word, node.end_byte - base)
    return True


# (word, a top-level item's text) -> `_private_item` (`_private_from`).
_private_items = memo.cache("analysis.qualifier_support.private_items", 50000, ordered=False,
                            weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
