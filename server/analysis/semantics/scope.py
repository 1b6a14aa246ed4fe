"""Names visible at a byte offset of one OpenCL C file, with their declared types.

What it knows: the declarations of a single parsed file (a `Snapshot`):
parameters and locals of the function that encloses an offset, and the
file-scope functions, kernels, globals, typedefs, structs, unions, enums,
enumerators and macros, including those inside `#if`/`#ifdef` blocks. It
writes each declared type as whitespace-normalized text with its qualifiers
("__global const float4 *", "int[16]") and keeps the comment directly above
a declaration as its documentation.

What it does not know: other files (`#include` is not followed), the
preprocessor (macros are recorded but never expanded, every `#if` branch is
taken), built-ins (the catalog owns them) and type checking. It walks only the
enclosing function for locals and the top-level items for file-scope names,
with explicit stacks, never recursing in Python over the syntax tree.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

import tree_sitter

from ... import memo
from ...syntax.ancestry import ancestors
from ...syntax.document import Snapshot
from ...syntax.language import language
from ...syntax.outline import is_kernel
from ..budget import checkpoint


@dataclass(frozen=True)
class Declared:
    """One declared name: what it is, its type as text and where it is declared."""

    name: str
    kind: str  # parameter variable function kernel typedef struct union enum enumerator macro field
    type: str | None
    start: int
    end: int
    name_start: int
    name_end: int
    doc: str | None
    detail: str = ""


# Nodes that hold conditional code; their children are still declarations of the enclosing scope.
PREPROC_BLOCKS = {"preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"}
# Declarator wrappers that stand between a declaration and the name it declares.
NAME_TYPES = {"identifier", "field_identifier", "type_identifier"}
# Children of a declaration that belong to the declared type's text.
QUALIFIER_TYPES = {"type_qualifier"}
RECORD_KINDS = {"struct_specifier": "struct", "union_specifier": "union", "enum_specifier": "enum"}
MAX_DECLARATOR_DEPTH = 64


def normalize(text: str) -> str:
    """Collapse runs of whitespace into one space."""
    return " ".join(text.split())


def _text(snapshot: Snapshot, node: tree_sitter.Node) -> str:
    return snapshot.data[node.start_byte : node.end_byte].decode("utf-8", "replace")


# Declarators: the name they declare and the type modifiers they add.


def _unwrap_declarator(declarator: tree_sitter.Node):
    """The declared name node plus pointer and array parts, outermost first.

    Returns (name node or None, pointer texts, array suffixes, function declarator or None).
    """
    node = declarator
    stars: list[str] = []
    arrays: list[str] = []
    function = None
    for _ in range(MAX_DECLARATOR_DEPTH):
        if node is None:
            break
        kind = node.type
        if kind in NAME_TYPES:
            return node, stars, arrays, function
        if kind == "pointer_declarator" or kind == "abstract_pointer_declarator":
            quals = [c for c in node.children if c.type == "type_qualifier"]
            stars.append("*" + "".join(" " + c.text.decode("utf-8", "replace") for c in quals))
        elif kind == "block_pointer_declarator":
            stars.append("^")
        elif kind in ("array_declarator", "abstract_array_declarator"):
            size = node.child_by_field_name("size")
            arrays.append("[" + (normalize(size.text.decode("utf-8", "replace")) if size else "") + "]")
        elif kind == "function_declarator" and function is None:
            function = node
        elif kind == "parenthesized_declarator":
            inner = next((c for c in node.named_children if c.type != "comment"), None)
            node = inner
            continue
        elif kind == "attributed_declarator":
            node = node.named_children[0] if node.named_children else None
            continue
        elif kind == "init_declarator":
            pass
        else:
            return None, stars, arrays, function
        node = node.child_by_field_name("declarator")
    return None, stars, arrays, function


def _base_type(snapshot: Snapshot, declaration: tree_sitter.Node) -> str:
    """Qualifiers and type specifier of a declaration, as text."""
    parts: list[str] = []
    attributes: list[tree_sitter.Node] = []
    type_node = declaration.child_by_field_name("type")
    for child in declaration.children:
        if child.type in QUALIFIER_TYPES:
            parts.append(_text(snapshot, child))
        elif type_node is not None and child.id == type_node.id:
            parts.append(_type_specifier_text(snapshot, child))
        elif child.type == "attribute_specifier":
            attributes.append(child)
    if attributes:
        return _attributed_type(snapshot, declaration, parts, type_node, attributes)
    return normalize(" ".join(parts))


# GNU attributes that change the declared type. `ext_vector_type(N)` on a typedef
# of a scalar is the built-in vector of N lanes: clang's own header defines
# `int2` as `typedef int int2 __attribute__((ext_vector_type(2)))`, so a test or
# header that redefines it that way declares the same type. Attributes naming an
# address space or a GCC vector size give a type we do not model: its text keeps
# the attribute, which no type parser reads, so every rule stays silent on it.
_EXT_VECTOR = re.compile(rb"\b(?:__)?ext_vector_type(?:__)?\s*\(\s*(\d+)\s*\)")
_TYPE_CHANGING = re.compile(rb"\b(?:opencl_\w+|(?:__)?address_space(?:__)?|(?:__)?vector_size(?:__)?|(?:__)?mode(?:__)?)\b")
_BUILTIN_VECTOR = re.compile(r"(?:u?char|u?short|u?int|u?long|float|double|half)(?:2|3|4|8|16)")
_VECTOR_ELEMENTS = {
    "char": "char", "unsigned char": "uchar", "uchar": "uchar", "short": "short", "unsigned short": "ushort",
    "ushort": "ushort", "int": "int", "unsigned int": "uint", "unsigned": "uint", "uint": "uint",
    "long": "long", "unsigned long": "ulong", "ulong": "ulong", "float": "float", "double": "double", "half": "half",
}


def _attributed_type(snapshot: Snapshot, declaration: tree_sitter.Node, parts: list[str],
                     type_node: tree_sitter.Node | None, attributes: list[tree_sitter.Node]) -> str:
    texts = [snapshot.data[a.start_byte : a.end_byte] for a in attributes]
    unknown = " ".join(t.decode("utf-8", "replace") for t in texts if _TYPE_CHANGING.search(t))
    lanes = [m.group(1).decode() for m in map(_EXT_VECTOR.search, texts) if m]
    if lanes and not unknown and declaration.type == "type_definition" and type_node is not None:
        element = _VECTOR_ELEMENTS.get(normalize(_text(snapshot, type_node)))
        if element is not None and lanes[-1] in ("2", "3", "4", "8", "16"):
            vector = element + lanes[-1]
            return normalize(" ".join(vector if p == _type_specifier_text(snapshot, type_node) else p for p in parts))
        unknown = " ".join(t.decode("utf-8", "replace") for t in texts)
    if unknown:
        return normalize(" ".join([unknown, *parts]))
    return normalize(" ".join(parts))


def _type_specifier_text(snapshot: Snapshot, node: tree_sitter.Node) -> str:
    """The text of a type specifier; a struct with a body is shortened to `struct Name`."""
    if node.type in RECORD_KINDS and node.child_by_field_name("body") is not None:
        name = node.child_by_field_name("name")
        keyword = RECORD_KINDS[node.type]
        return f"{keyword} {_text(snapshot, name)}" if name is not None else f"{keyword} <anonymous>"
    return normalize(_text(snapshot, node))


def compose_type(base: str, stars: list[str], arrays: list[str]) -> str:
    """Join a base type with pointer and array parts: `int *[4]`, `float4`, `int[16]`."""
    text = base
    if stars:
        text += " " + "".join(stars)
    return text + "".join(reversed(arrays))


def _return_type(snapshot: Snapshot, item: tree_sitter.Node, stars: list[str]) -> str:
    return compose_type(base_type(snapshot, item), stars, [])


# Documentation comments.

_COMMENT_LINE = re.compile(r"^\s*(?://+!?|/\*+!?|\*+/?|)\s?")


def _clean_comment(text: str) -> str:
    """Strip comment markers (`//`, `/* */`, leading `*`) from a comment's text."""
    if text.startswith("/*"):
        text = text[2:]
        if text.endswith("*/"):
            text = text[:-2]
    lines = [_COMMENT_LINE.sub("", line, count=1).rstrip() for line in text.splitlines()]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(lines)


def doc_comment(snapshot: Snapshot, node: tree_sitter.Node) -> str | None:
    """Text of the comments directly above `node` (no blank line between), markers stripped."""
    comments: list[str] = []
    following = node
    sibling = node.prev_sibling
    while sibling is not None and sibling.type == "comment":
        gap = snapshot.data[sibling.end_byte : following.start_byte]
        if gap.count(b"\n") > 1 or gap.strip():
            break
        comments.append(_clean_comment(_text(snapshot, sibling)))
        following = sibling
        sibling = sibling.prev_sibling
    if not comments:
        return None
    text = "\n".join(reversed(comments)).strip()
    return text or None


# Extraction of declarations from one syntax node.


_FIND = object()  # `_declared`'s doc when the caller does not know it: read the comments above.


def _declared(snapshot, name_node, kind, type_text, item, doc_node=None, detail="", doc=_FIND) -> Declared:
    return Declared(
        name=_text(snapshot, name_node),
        kind=kind,
        type=type_text,
        start=item.start_byte,
        end=item.end_byte,
        name_start=name_node.start_byte,
        name_end=name_node.end_byte,
        doc=doc_comment(snapshot, doc_node if doc_node is not None else item) if doc is _FIND else doc,
        detail=detail,
    )


def _signature(snapshot: Snapshot, item: tree_sitter.Node) -> str:
    body = item.child_by_field_name("body")
    end = body.start_byte if body is not None else item.end_byte
    text = normalize(snapshot.data[item.start_byte : end].decode("utf-8", "replace"))
    return text.rstrip(";").rstrip()


def _declarations_of(snapshot: Snapshot, item: tree_sitter.Node, item_doc=_FIND) -> list[Declared]:
    """Declarations that one statement or top-level item introduces (`item_doc`: the comment
    above `item` where the caller knows it, which all but enumerators take as their doc)."""
    kind = item.type
    if kind == "function_definition":
        return _function_definition(snapshot, item)
    if kind in ("declaration", "type_definition"):
        out = _records_in(snapshot, item, item_doc)
        out += _declaration(snapshot, item, item_doc)
        return out
    if kind in RECORD_KINDS:
        return _records_in(snapshot, item, item_doc)
    if kind in ("preproc_def", "preproc_function_def"):
        return _macro(snapshot, item)
    return []


# What a statement inside a function declares, by its text: the same statement comes back in many
# functions (`int gid = get_global_id(0);`, 2,263 declarations of 90 texts in the 10k-line bench
# file, 372 of 129 in hashcat's inc_common.cl), in a body's expanded copy and in the function a
# keystroke edits; each text is read once and its declarations are placed where each statement
# stands. Only the doc comment comes from outside the text (the comments right above), so entries
# leave it out. Entries: (kind id, fields relative to the statement's start, doc as it was or
# `_ITEM_DOC` for the statement's own doc).
_local_entries = memo.cache("analysis.semantics.scope.local_declarations", 20000, ordered=False,
                            weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
# Statements and parameter lists longer than this are read each time: a key is hashed whole, and a
# declaration can hold a block literal's body of declarations (nesting x size).
_KEYED_BYTES = 512
_ITEM_DOC = object()


def local_declarations(snapshot: Snapshot, item: tree_sitter.Node, previous: tree_sitter.Node | None) -> list[Declared]:
    """`_declarations_of(snapshot, item)` for a declaration, typedef or record inside a function,
    `previous` being the child before `item` in its parent's children (None: not known).

    That child is what `Node.prev_sibling` (a descent from the root each time) would find,
    so a doc comment is looked for only where it is a comment.
    """
    doc = None if previous is not None and previous.kind_id != _COMMENT else _FIND
    start = item.start_byte
    end = item.end_byte
    if end - start > _KEYED_BYTES or item.has_error:  # Broken text may parse otherwise elsewhere.
        return _declarations_of(snapshot, item, doc)
    key = snapshot.data[start:end]
    kind = item.kind_id
    entry = _local_entries.get(key)
    if doc is _FIND:
        doc = doc_comment(snapshot, item)
    if entry is None or entry[0] != kind:
        absolute = _declarations_of(snapshot, item, doc)
        _local_entries.put(key, (kind, _relative(absolute, start, True)))
        return absolute
    return _placed(entry[1], start, doc)


def _relative(absolute: list[Declared], start: int, item_doc: bool) -> tuple:
    """The fields of declarations, offsets relative to `start` (with `item_doc`, the doc of all but
    enumerators as `_ITEM_DOC`: theirs comes from the text, the others' from above the statement)."""
    return tuple((d.name, d.kind, d.type, d.start - start, d.end - start, d.name_start - start,
                  d.name_end - start, _ITEM_DOC if item_doc and d.kind != "enumerator" else d.doc, d.detail)
                 for d in absolute)


def _placed(fields: tuple, start: int, doc) -> list[Declared]:
    """Declarations made from `_relative` fields, at `start`, as `Declared(...)` makes them (it has no
    `__post_init__`): their `__dict__` set in one step, a third of the frozen `__init__`'s cost."""
    out = []
    for name, kind, type_text, rel_start, rel_end, name_start, name_end, own_doc, detail in fields:
        declared = _new(Declared)
        _set(declared, "__dict__", {
            "name": name, "kind": kind, "type": type_text, "start": start + rel_start, "end": start + rel_end,
            "name_start": start + name_start, "name_end": start + name_end,
            "doc": doc if own_doc is _ITEM_DOC else own_doc, "detail": detail})
        out.append(declared)
    return out


def _function_definition(snapshot: Snapshot, item: tree_sitter.Node) -> list[Declared]:
    name, stars, _arrays, function = _unwrap_declarator(item.child_by_field_name("declarator"))
    out = _records_in(snapshot, item)
    if name is None or function is None:
        return out
    kind = "kernel" if is_kernel(item) else "function"
    out.append(_declared(snapshot, name, kind, _return_type(snapshot, item, stars), item,
                         detail=_signature(snapshot, item)))
    return out


def _declaration(snapshot: Snapshot, item: tree_sitter.Node, item_doc=_FIND) -> list[Declared]:
    base = base_type(snapshot, item)
    is_typedef = item.type == "type_definition"
    out: list[Declared] = []
    declarators = item.children_by_field_name("declarator")
    for declarator in declarators:
        name, stars, arrays, function = _unwrap_declarator(declarator)
        if name is None:
            continue
        if is_typedef:
            kind = "typedef"
        elif function is not None and not _is_function_pointer(declarator):
            kind = "kernel" if is_kernel(item) else "function"
        else:
            kind = "variable"
        type_text = compose_type(base, stars, arrays)
        detail = ""
        if kind in ("function", "kernel"):
            detail = normalize(f"{base} {' '.join(stars)}{_text(snapshot, function)}")
        elif len(declarators) == 1:
            detail = _signature(snapshot, item) if kind == "typedef" else ""
        out.append(_declared(snapshot, name, kind, type_text, item, detail=detail, doc=item_doc))
    return out


def _is_function_pointer(declarator: tree_sitter.Node) -> bool:
    """True for `(*fp)(int)` and `(^blk)(int)`: variables, not function prototypes."""
    node = declarator
    for _ in range(MAX_DECLARATOR_DEPTH):
        if node is None:
            return False
        if node.type == "function_declarator":
            inner = node.child_by_field_name("declarator")
            return inner is not None and inner.type == "parenthesized_declarator"
        node = node.child_by_field_name("declarator")
    return False


def _records_in(snapshot: Snapshot, item: tree_sitter.Node, item_doc=_FIND) -> list[Declared]:
    """Struct, union and enum definitions in the type of `item`, with enumerators."""
    spec = item if item.type in RECORD_KINDS else item.child_by_field_name("type")
    if spec is None or spec.type not in RECORD_KINDS:
        return []
    body = spec.child_by_field_name("body")
    if body is None:
        return []
    out: list[Declared] = []
    name = spec.child_by_field_name("name")
    keyword = RECORD_KINDS[spec.type]
    if name is not None:
        out.append(_declared(snapshot, name, keyword, f"{keyword} {_text(snapshot, name)}", spec, doc_node=item,
                             doc=item_doc))
    if spec.type == "enum_specifier":
        for enumerator in body.named_children:
            if enumerator.type != "enumerator":
                continue
            ename = enumerator.child_by_field_name("name")
            if ename is not None:
                enum_type = f"enum {_text(snapshot, name)}" if name is not None else "int"
                value = enumerator.child_by_field_name("value")
                detail = normalize(_text(snapshot, enumerator)) if value is not None else ""
                out.append(_declared(snapshot, ename, "enumerator", enum_type, enumerator, detail=detail))
    return out


def _macro(snapshot: Snapshot, item: tree_sitter.Node) -> list[Declared]:
    name = item.child_by_field_name("name")
    if name is None:
        return []
    line = normalize(_text(snapshot, item).replace("\\\n", " "))
    return [_declared(snapshot, name, "macro", None, item, detail=line)]


def _parameters(snapshot: Snapshot, parameter_list: tree_sitter.Node | None) -> list[Declared]:
    """The parameters a parameter list declares (callers must not change the list): made once per
    snapshot, as every lookup through a function reads its parameters (`_resolve`, `prime`)."""
    if parameter_list is None:
        return []
    return snapshot.memo((_PARAMETERS, parameter_list.id), lambda: _parameters_uncached(snapshot, parameter_list))


_PARAMETERS = "analysis.semantics.scope.parameters"


def _parameters_uncached(snapshot: Snapshot, parameter_list: tree_sitter.Node) -> list[Declared]:
    """`_read_parameters`, shared by parameter lists of the same text (`(global float *a, int n)`: 584
    lists of 8 texts in the 10k-line bench file, 6,270 of 66 in pocl's convert_type.cl); everything
    a parameter has, its doc comment too, comes from the list's text."""
    start = parameter_list.start_byte
    end = parameter_list.end_byte
    if end - start > _KEYED_BYTES or parameter_list.has_error:
        return _read_parameters(snapshot, parameter_list)
    key = snapshot.data[start:end]
    kind = parameter_list.kind_id
    entry = _parameter_entries.get(key)
    if entry is None or entry[0] != kind:
        absolute = _read_parameters(snapshot, parameter_list)
        _parameter_entries.put(key, (kind, _relative(absolute, start, False)))
        return absolute
    return _placed(entry[1], start, None)


_parameter_entries = memo.cache("analysis.semantics.scope.parameters_by_text", 5000, ordered=False)


def _read_parameters(snapshot: Snapshot, parameter_list: tree_sitter.Node) -> list[Declared]:
    out: list[Declared] = []
    for param in parameter_list.named_children:
        if param.type != "parameter_declaration":
            continue
        declarator = param.child_by_field_name("declarator")
        if declarator is None:
            continue
        name, stars, arrays, _function = _unwrap_declarator(declarator)
        if name is None:
            continue
        type_text = compose_type(base_type(snapshot, param), stars, arrays)
        out.append(_declared(snapshot, name, "parameter", type_text, param, detail=normalize(_text(snapshot, param))))
    return out


# File scope, computed once per snapshot.


class FileScope:
    """File-scope declarations of one snapshot, indexed by name and by record name."""

    def __init__(self, snapshot: Snapshot):
        self.declarations: list[Declared] = []
        self.by_name: dict[str, Declared] = {}
        self.records: dict[str, tree_sitter.Node] = {}  # "struct S" -> specifier with a body
        self.typedefs: dict[str, tree_sitter.Node] = {}  # name -> type_definition node
        self.members: dict[str, list[Declared]] = {}  # type text -> its record's fields (see `members`)
        self._collect(snapshot)

    def _collect(self, snapshot: Snapshot) -> None:
        """The top-level items in order, the contents of an #if block where the block stands.

        Every keystroke pays this for every item of the file (1,180 in the 10k-line bench
        file), so each node property is read once and a known item costs one dictionary hit
        (`_item_cache`); a moved one, copies of its declarations."""
        data = snapshot.data
        root = snapshot.tree.root_node
        get = _item_cache.get
        declarations = self.declarations
        names: list[str] = []  # of `declarations`, while every item's are known (see `_name_all`)
        parts: list = []  # each item's declarations, then whether it is a function definition
        # Where the text that can document an item starts: the end of the previous sibling
        # that is not a comment (else the parent's start), carried along the walk rather than
        # read through `prev_sibling`, which descends from the root each time.
        siblings = root.children
        count = len(siblings)
        index = 0
        context_start = root.start_byte
        outer: list = []  # (siblings, next index, count, #if block's end) of the enclosing levels
        while True:
            if index == count:
                if not outer:
                    break
                siblings, index, count, context_start = outer.pop()
                continue
            item = siblings[index]
            index += 1
            kind = item.kind_id  # An int: `type` makes a string for each of the 1,180 items.
            if kind == _COMMENT:
                continue
            if kind in PREPROC_BLOCK_IDS:
                outer.append((siblings, index, count, item.end_byte))
                siblings = item.children
                count = len(siblings)
                index = 0
                context_start = item.start_byte
                continue
            start = item.start_byte
            end = item.end_byte
            context, context_start = context_start, end
            if kind in _DECLARES_NOTHING_IDS:
                continue
            # The key is the text from the context to the item's end alone (a tuple with the kind
            # and where the item starts would be one more object to make, hash and collect for
            # every item); the entry holds those two, and a different one makes it again.
            key = data[context:end]
            entry = get(key, _NO_ENTRY)
            known_kind, split, relative, item_names, indexes_types, last = entry
            if known_kind != kind or split != start - context:
                entry = _item_entry(snapshot, item, kind, start, context)
                _item_cache.put(key, entry)
                known_kind, split, relative, item_names, indexes_types, last = entry
            if relative:
                if last[0] == start:
                    absolute = last[1]
                else:
                    absolute = []
                    for fields in relative:  # Paid for every item after the edit: no call.
                        fields = fields.copy()
                        fields["start"] += start
                        fields["end"] += start
                        fields["name_start"] += start
                        fields["name_end"] += start
                        moved = _new(Declared)
                        _set(moved, "__dict__", fields)
                        absolute.append(moved)
                    entry[5] = (start, absolute)  # One store: another thread reads both or neither.
                declarations.extend(absolute)
                if names is not None:
                    if item_names is None:
                        names = None
                    else:
                        names.extend(item_names)
                parts.append(absolute)
                parts.append(kind in _FUNCTION_DEFINITION_IDS)
            if indexes_types:
                self._index_types(snapshot, item)
        self._name_all(names, parts)

    def _name_all(self, names: list[str] | None, parts: list) -> None:
        """Fill `by_name` as `_name` does, one declaration after another, or in one step where
        that is the same: when `_name` adds each declaration (`names` is None where an item has
        one it leaves out) and no name comes twice (the dictionary then has an entry for each):
        one dictionary made in C rather than 600 calls in the bench file."""
        if names is not None:
            by_name = dict(zip(names, self.declarations))
            if len(by_name) == len(names):
                self.by_name = by_name
                return
        for k in range(0, len(parts), 2):
            is_definition = parts[k + 1]
            for declared in parts[k]:
                self._name(declared, is_definition)

    def _name(self, declared: Declared, is_definition: bool) -> None:
        """Index a declaration by name, after `declarations` took it."""
        if _redeclares_builtin(declared):
            # `typedef int int2 __attribute__((ext_vector_type(2)))` redeclares the built-in
            # type itself (legal C): the name keeps meaning the built-in vector.
            return
        previous = self.by_name.get(declared.name)
        if previous is None or _prefer(declared, previous, is_definition):
            if previous is not None and declared.doc is None and previous.doc is not None:
                declared = Declared(**{**declared.__dict__, "doc": previous.doc})
            self.by_name[declared.name] = declared

    def _index_types(self, snapshot: Snapshot, item: tree_sitter.Node) -> None:
        spec = item if item.type in RECORD_KINDS else item.child_by_field_name("type")
        if spec is not None and spec.type in RECORD_KINDS and spec.child_by_field_name("body") is not None:
            name = spec.child_by_field_name("name")
            if name is not None:
                self.records[f"{RECORD_KINDS[spec.type]} {_text(snapshot, name)}"] = spec
        if item.type == "type_definition":
            for declarator in item.children_by_field_name("declarator"):
                name, _stars, _arrays, _function = _unwrap_declarator(declarator)
                if name is not None:
                    self.typedefs[_text(snapshot, name)] = item


def _redeclares_builtin(declared: Declared) -> bool:
    return declared.kind == "typedef" and declared.type == declared.name and bool(_BUILTIN_VECTOR.fullmatch(declared.name))


def _may_index_types(item: tree_sitter.Node) -> bool:
    """Whether `FileScope._index_types` can index anything for `item`: a typedef, or a record
    specifier as the item or its type. Most items (functions) index nothing and skip it."""
    if item.type == "type_definition" or item.type in RECORD_KINDS:
        return True
    spec = item.child_by_field_name("type")
    return spec is not None and spec.type in RECORD_KINDS


def kind_ids(*kinds: str) -> frozenset[int]:
    """The ids of the node kinds with these names (`Node.kind_id`; a name can have several)."""
    grammar = language()
    return frozenset(i for i in range(grammar.node_kind_count) if grammar.node_kind_for_id(i) in kinds)


(_COMMENT,) = kind_ids("comment")
PREPROC_BLOCK_IDS = kind_ids(*PREPROC_BLOCKS)
_FUNCTION_DEFINITION_IDS = kind_ids("function_definition")
# Top-level items that declare nothing and index no type: skipped before their key is made.
_DECLARES_NOTHING_IDS = kind_ids("preproc_include", "preproc_call", ";")

# What a top-level item declares, by the item's kind, its text and the text from the previous
# item to it (comments there give its doc): after an edit inside one function, the other
# items' declarations are reused, moved where they now start. A `Table` (a dictionary hit, no
# reordering: the hit is paid by every item on every keystroke) that empties when full keeps
# the entries of the few files being edited.
ITEM_CACHE_SIZE = 50000
# context and item text -> [kind id, item start in the key, fields of its declarations relative to the
#     item, their names (None: see `_item_entry`), `_may_index_types`, (start, declarations there)]
_item_cache = memo.cache("analysis.semantics.scope.items", ITEM_CACHE_SIZE, ordered=False,
                         weigh=memo.text_weight, budget=memo.TEXT_BUDGET)


_NO_ENTRY = (None, None, None, None, None, None)  # What `_collect` finds for an unknown key: no kind.


def _item_entry(snapshot: Snapshot, item: tree_sitter.Node, kind: int, start: int, context: int) -> list:
    absolute = _declarations_of(snapshot, item)
    # The fields of each declaration, offsets relative to the item (what `_collect` copies).
    relative = [{**declared.__dict__, "start": declared.start - start, "end": declared.end - start,
                 "name_start": declared.name_start - start, "name_end": declared.name_end - start}
                for declared in absolute]
    # The names, where `FileScope._name` adds every declaration that comes with a new name: None
    # where it leaves one out (see `FileScope._name_all`).
    names = None if any(_redeclares_builtin(d) for d in absolute) else tuple(d.name for d in absolute)
    return [kind, start - context, relative, names, _may_index_types(item), (start, absolute)]


# A moved declaration is made as `Declared(...)` makes it (it has no `__post_init__`): its
# fields in order as its `__dict__`, at a third of the cost of the frozen dataclass's `__init__`.
_new = object.__new__
_set = object.__setattr__


def _prefer(new: Declared, old: Declared, new_is_definition: bool) -> bool:
    """Whether a later file-scope declaration of a name wins: a function definition beats a prototype."""
    if old.kind in ("function", "kernel") and new.kind in ("function", "kernel"):
        return new_is_definition
    return old.kind not in ("struct", "union", "enum") or new.kind in ("struct", "union", "enum")


FILE_SCOPE = "analysis.semantics.scope.file_scope"  # The snapshot's memo key (`analysis.expanded` sets it too).


def file_scope(snapshot: Snapshot) -> FileScope:
    """The file-scope index of a snapshot, made once per snapshot."""
    return snapshot.memo(FILE_SCOPE, lambda: FileScope(snapshot))


# Locals.


def _enclosing_path(snapshot: Snapshot, offset: int) -> list[tree_sitter.Node]:
    """Nodes from the top-level item down to the smallest node at offset."""
    root = snapshot.tree.root_node
    node = root.descendant_for_byte_range(offset, offset)
    if node is None or node.id == root.id:
        return []
    return ancestors(root, node)[1:] + [node]


def _function_of(path: list[tree_sitter.Node]) -> int | None:
    """Index in `path` of the innermost function definition."""
    for index in range(len(path) - 1, -1, -1):
        if path[index].type == "function_definition":
            return index
    return None


LOCAL_TABLES = "analysis.semantics.scope.locals"  # The snapshot's memo key: scope node id -> table.


def _scope_table(snapshot: Snapshot, scope: tree_sitter.Node) -> tuple[list, dict[str, list]]:
    """The declarations that are children of `scope` (through #if blocks), each with the least
    offset from which it is visible there, in order, and the same by name; built once per
    scope node and snapshot (a block's many uses would otherwise read its declarations again;
    per snapshot, not per FileScope, which `analysis.expanded` shares with a synthetic copy).

    A declaration is visible from the end of its name on, and only past the start of every
    child read before it: the reading stops at the first child at or after the offset.
    """
    tables = snapshot.memo(LOCAL_TABLES, dict)
    found = tables.get(scope.id)
    if found is not None:
        return found
    ordered: list[tuple[int, Declared]] = []
    by_name: dict[str, list[tuple[int, Declared]]] = {}
    reach = -1
    # (child, the child before it among its siblings: see `local_declarations`)
    stack = _with_previous(scope.children)
    while stack:
        child, previous = stack.pop()
        reach = max(reach, child.start_byte)
        if child.type in PREPROC_BLOCKS:
            stack.extend(_with_previous(child.children))
            continue
        if child.type in ("declaration", "type_definition") or child.type in RECORD_KINDS:
            for declared in local_declarations(snapshot, child, previous):
                entry = (max(declared.name_end, reach + 1), declared)
                ordered.append(entry)
                by_name.setdefault(declared.name, []).append(entry)
    found = tables[scope.id] = (ordered, by_name)
    return found


def _with_previous(children: list[tree_sitter.Node]) -> list[tuple]:
    """(child, the child before it or None), last child first: a stack to pop in order."""
    return [(children[i], children[i - 1] if i else None) for i in range(len(children) - 1, -1, -1)]


def _scope_declarations(snapshot: Snapshot, scope: tree_sitter.Node, offset: int) -> list[Declared]:
    """Declarations that are children of `scope` (through #if blocks) and precede offset."""
    return [declared for since, declared in _scope_table(snapshot, scope)[0] if since <= offset]


def _opens_scope(node: tree_sitter.Node) -> bool:
    return node.type in _LOCAL_SCOPES or node.type in PREPROC_BLOCKS


def _has_parameters(node: tree_sitter.Node) -> bool:
    return node.type == "block_literal" or node.type == "function_declarator"


def _function_parameters(snapshot: Snapshot, function: tree_sitter.Node) -> list[Declared]:
    _name, _stars, _arrays, declarator = _unwrap_declarator(function.child_by_field_name("declarator"))
    if declarator is None:
        return []
    return _parameters(snapshot, declarator.child_by_field_name("parameters"))


def _local_declarations(snapshot: Snapshot, path: list[tree_sitter.Node], offset: int) -> list[Declared]:
    """Parameters and locals visible at offset, innermost scope first."""
    index = _function_of(path)
    if index is None:
        return []
    scopes: list[list[Declared]] = [_function_parameters(snapshot, path[index])]
    for node in path[index + 1 :]:
        if _has_parameters(node):
            scopes.append(_parameters(snapshot, node.child_by_field_name("parameters")))
        if _opens_scope(node):
            scopes.append(_scope_declarations(snapshot, node, offset))
    out: list[Declared] = []
    for declared in reversed(scopes):
        out.extend(reversed(declared))
    return out


def _local_lookup(snapshot: Snapshot, path: list[tree_sitter.Node], offset: int, name: str) -> Declared | None:
    """The first declaration of `name` in `_local_declarations(snapshot, path, offset)`, or None,
    read from the scopes' tables by name: each scope costs the declarations of that name."""
    index = _function_of(path)
    if index is None:
        return None
    return _resolve(snapshot, _frames_on_path(path, index), offset, name)


def _frames_on_path(path: list[tree_sitter.Node], index: int):
    """The frames `_resolve` reads for a use at the end of `path`, innermost first: on each node
    below the function at `index`, its scope and then its parameter list; the function's own
    parameters last."""
    for i in range(len(path) - 1, index, -1):
        node = path[i]
        if _own_scope(node, path[i - 1]):
            yield "scope", node
        if _has_parameters(node):
            yield "parameters", node
    yield "function", path[index]


def _own_scope(node: tree_sitter.Node, parent: tree_sitter.Node | None) -> bool:
    """Whether `node` opens a scope with a table of its own. A conditional block inside a scope
    does not: that scope's table reads through it, from the same offsets, and answers the same
    (a table per nested block would read each block's nested blocks again: depth x depth)."""
    return _opens_scope(node) and not (node.type in PREPROC_BLOCKS and parent is not None and _opens_scope(parent))


# Public API.


def visible_at(snapshot: Snapshot, offset: int) -> list[Declared]:
    """Everything visible at offset, innermost scope first, shadowed names removed."""
    if snapshot.binary:
        return []
    checkpoint()  # Costs the nesting depth: thousands of these in a deep body overrun a budget.
    offset = max(0, min(offset, len(snapshot.data)))
    path = _enclosing_path(snapshot, offset)
    seen: set[str] = set()
    out: list[Declared] = []
    for declared in _local_declarations(snapshot, path, offset):
        if declared.name not in seen:
            seen.add(declared.name)
            out.append(declared)
    scope = file_scope(snapshot)
    for name, declared in scope.by_name.items():
        if name not in seen and declared.kind not in ("struct", "union", "enum"):
            seen.add(name)
            out.append(declared)
    for declared in scope.by_name.values():
        if declared.kind in ("struct", "union", "enum"):
            out.append(declared)
    return out


def lookup(snapshot: Snapshot, offset: int, name: str) -> Declared | None:
    """The declaration a use of `name` at offset refers to, or None."""
    if snapshot.binary:
        return None
    checkpoint()
    offset = max(0, min(offset, len(snapshot.data)))
    found = _local_lookup_at(snapshot, offset, name)
    if found is not None:
        return found
    return file_scope(snapshot).by_name.get(name)


# Past this depth a lookup reads its item's resolution table instead of its own path.
DEEP_PATH = 96
DEEP_TABLES = "analysis.semantics.scope.deep"  # The snapshot's memo key: top-level item id -> table.


def _local_lookup_at(snapshot: Snapshot, offset: int, name: str) -> Declared | None:
    """`_local_lookup` on the path to offset, which costs the depth: in an item where some
    path is deeper than DEEP_PATH, a name at its own start is answered from the item's table
    (`_resolutions`, one walk for all its names), so thousands of uses 10,000 levels deep
    cost the item's size once, not uses x depth (finding the path, even tree-sitter's own
    descent to the node, costs the depth)."""
    starts, tops = snapshot.memo(TOP_SPANS, lambda: _top_spans(snapshot))
    i = bisect_right(starts, offset) - 1
    top = tops[i] if i >= 0 and offset < tops[i].end_byte else None
    tables = snapshot.memo(DEEP_TABLES, dict)
    table = tables.get(top.id) if top is not None else None
    if table is not None:
        known = table.get(offset)
        if known is not None and known[0] == name:
            return known[1]
    root = snapshot.tree.root_node
    node = root.descendant_for_byte_range(offset, offset)
    if node is None or node.id == root.id:
        return None
    path = ancestors(root, node)[1:] + [node]
    if len(path) > DEEP_PATH and table is None and top is not None:
        table = tables[top.id] = _resolutions(snapshot, top)
        known = table.get(offset)
        if known is not None and known[0] == name:
            return known[1]
    return _local_lookup(snapshot, path, offset, name)


TOP_SPANS = "analysis.semantics.scope.top_spans"


def _top_spans(snapshot: Snapshot) -> tuple[list[int], list[tree_sitter.Node]]:
    tops = snapshot.tree.root_node.children
    return [node.start_byte for node in tops], tops


def _resolutions(snapshot: Snapshot, top: tree_sitter.Node) -> dict[int, tuple[str, Declared | None] | None]:
    """What `_local_lookup` answers for each name (identifier or type name) under `top`, at its
    start: offset -> (name, declaration or None); None where two names start there (a zero-width
    missing one). One walk down that carries, for each name,
    the open scopes that declare it, innermost last; each use asks only those, innermost
    first, as `_local_lookup` asks every scope on its path."""
    out: dict[int, tuple[str, Declared | None] | None] = {}
    data = snapshot.data
    open_: dict[str, list[tuple[str, tree_sitter.Node]]] = {}
    # (node, its parent) going down; (None, (names pushed, saved table)) closes scopes going up.
    stack: list = [(top, None)]
    functions = 0  # How many function definitions enclose the walk: outside one, nothing is local.
    while stack:
        node, parent = stack.pop()
        if node is None:
            pushed, saved = parent
            if saved is not None:
                functions -= 1
            open_ = _close_scopes(open_, pushed, saved)
            continue
        kind = node.type
        if kind == "identifier" or kind == "type_identifier":
            start = node.start_byte
            name = data[start:node.end_byte].decode("utf-8", "replace")
            out[start] = None if start in out else (name, _resolve(snapshot, reversed(open_.get(name, ())), start, name))
            continue
        frames: list[tuple[str, tree_sitter.Node, list[str]]] = []
        saved = None
        if kind == "function_definition":
            saved, open_ = open_, {}  # Only the innermost function's scopes count, as in `_local_lookup`.
            functions += 1
            frames.append(("function", node, [d.name for d in _function_parameters(snapshot, node)]))
        elif not functions:
            pass  # A prototype's parameters or a file-scope block: `_local_lookup` finds no function.
        elif _has_parameters(node):
            frames.append(("parameters", node,
                           [d.name for d in _parameters(snapshot, node.child_by_field_name("parameters"))]))
        if functions and _own_scope(node, parent):
            frames.append(("scope", node, list(_scope_table(snapshot, node)[1])))
        pushed: list[str] = []
        for frame_kind, frame_node, names in frames:
            for key in dict.fromkeys(names):
                open_.setdefault(key, []).append((frame_kind, frame_node))
                pushed.append(key)
        if pushed or saved is not None:
            stack.append((None, (pushed, saved)))
        for child in reversed(node.children):
            stack.append((child, node))
    return out


def _close_scopes(open_: dict, names, saved: dict | None) -> dict:
    """Leaving a node on a walk down (`_resolutions`, `declared_locally`): the last entry of each
    name it opened goes; leaving a function brings back the table of the scopes around it."""
    for key in names:
        entries = open_[key]
        entries.pop()
        if not entries:
            del open_[key]
    return saved if saved is not None else open_


def _resolve(snapshot: Snapshot, frames, offset: int, name: str) -> Declared | None:
    """The first declaration of `name` visible at offset in `frames`, (kind, node) pairs
    innermost first: scopes and parameter lists inside out, the function's own parameters last."""
    for frame_kind, node in frames:
        if frame_kind == "scope":
            for since, declared in reversed(_scope_table(snapshot, node)[1].get(name, ())):
                if since <= offset:
                    return declared
        else:
            params = _function_parameters(snapshot, node) if frame_kind == "function" \
                else _parameters(snapshot, node.child_by_field_name("parameters"))
            for declared in reversed(params):
                if declared.name == name:
                    return declared
    return None


def declared_locally(snapshot: Snapshot, function: tree_sitter.Node,
                     uses: list[tuple[tree_sitter.Node, str]]) -> set[int]:
    """Ids of the uses (nodes under a function definition, with their names) that a parameter or
    local declaration declares where they stand: those `lookup` answers before file scope.

    One walk down the function for all the uses: `lookup` descends from the root
    and goes through the enclosing scopes for each use, which costs depth x uses
    (thousands of names thousands of levels deep). The walk carries the open
    scopes down instead, each as the offset from which it declares each of its
    names, and descends only into nodes that hold a use.
    """
    found: set[int] = set()
    if snapshot.binary or not uses:
        return found
    wanted = {node.id: name for node, name in uses}
    starts = sorted(node.start_byte for node, _name in uses)
    # name -> the least offset from which an open scope declares it, one entry per scope
    # that declares it (a running minimum: the top entry answers for all open scopes).
    open_: dict[str, list[int]] = {}
    # (node, its parent) on the way down; (None, (frame, saved table)) closes a scope on the way up.
    stack: list = [(function, None)]
    while stack:
        node, parent = stack.pop()
        if node is None:
            frame, saved = parent
            open_ = _close_scopes(open_, frame, saved)
            continue
        name = wanted.get(node.id)
        if name is not None:
            entries = open_.get(name)
            if entries and entries[-1] <= node.start_byte:
                found.add(node.id)
        frame, starts_function = _scope_frame(snapshot, node, parent)
        if frame is not None:
            saved = None
            if starts_function:
                saved, open_ = open_, {}  # Only the innermost function's scopes count, as in `lookup`.
            for key, since in frame.items():
                entries = open_.setdefault(key, [])
                entries.append(min(since, entries[-1]) if entries else since)
            stack.append((None, (frame, saved)))
        for child in reversed(node.children):
            i = bisect_left(starts, child.start_byte)
            if i < len(starts) and starts[i] < child.end_byte:
                stack.append((child, node))
    return found


def _scope_frame(snapshot: Snapshot, node: tree_sitter.Node, parent: tree_sitter.Node | None):
    """(name -> offset from which it declares it, whether it is a function definition) for the
    scope `node` opens, as `_local_declarations` reads it; (None, False) if it opens none.

    A conditional block whose parent is itself a scope adds nothing: the parent
    reads the block's declarations through it, from the same offsets.
    """
    if node.type == "function_definition":
        return _first_offsets((d.name, 0) for d in _function_parameters(snapshot, node)), True
    if _has_parameters(node):
        params = _parameters(snapshot, node.child_by_field_name("parameters"))
        return _first_offsets((d.name, 0) for d in params), False
    if _opens_scope(node):
        if not _own_scope(node, parent):
            return None, False
        return _first_offsets((d.name, since) for since, d in _scope_table(snapshot, node)[0]), False
    return None, False


_LOCAL_SCOPES = frozenset({"compound_statement", "for_statement", "case_statement"})


def _first_offsets(pairs) -> dict[str, int]:
    out: dict[str, int] = {}
    for name, since in pairs:
        if name not in out or since < out[name]:
            out[name] = since
    return out


_TYPE_NOISE = re.compile(
    r"\b(?:const|volatile|restrict|__restrict|static|extern|inline|register|"
    r"__global|global|__local|local|__constant|constant|__private|private|__generic|generic)\b")


def strip_type(type_text: str) -> str:
    """A type without qualifiers, pointers and array suffixes: `__global const S *` -> `S`."""
    text = re.sub(r"\[[^\]]*\]", "", type_text)
    text = _TYPE_NOISE.sub(" ", text).replace("*", " ")
    return normalize(text)


def _record_of(scope: FileScope, snapshot: Snapshot, type_text: str) -> tree_sitter.Node | None:
    """The struct or union specifier with a body that a type names, through typedefs."""
    name = strip_type(type_text)
    for _ in range(16):
        if name in scope.records:
            return scope.records[name]
        typedef = scope.typedefs.get(name)
        if typedef is None:
            return None
        inner = typedef.child_by_field_name("type")
        if inner is None:
            return None
        if inner.type in ("struct_specifier", "union_specifier") and inner.child_by_field_name("body") is not None:
            return inner
        name = strip_type(_type_specifier_text(snapshot, inner))
    return None


def members(snapshot: Snapshot, type_text: str) -> list[Declared]:
    """Fields of the struct or union that type_text names ([] when unknown); anonymous members are flattened."""
    if snapshot.binary or not type_text:
        return []
    scope = file_scope(snapshot)
    known = scope.members.get(type_text)
    if known is None:
        known = scope.members[type_text] = _members(scope, snapshot, type_text)
    return known


def _members(scope: "FileScope", snapshot: Snapshot, type_text: str) -> list[Declared]:
    record = _record_of(scope, snapshot, type_text)
    if record is None:
        return []
    out: list[Declared] = []
    stack = [record.child_by_field_name("body")]
    while stack:
        body = stack.pop()
        if body is None:
            continue
        for field_decl in body.named_children:
            if field_decl.type != "field_declaration":
                continue
            declarators = field_decl.children_by_field_name("declarator")
            inner_type = field_decl.child_by_field_name("type")
            if not declarators and inner_type is not None and inner_type.type in ("struct_specifier", "union_specifier"):
                stack.append(inner_type.child_by_field_name("body"))
                continue
            base = base_type(snapshot, field_decl)
            for declarator in declarators:
                name, stars, arrays, _function = _unwrap_declarator(declarator)
                if name is not None:
                    type_text_ = compose_type(base, stars, arrays)
                    out.append(_declared(snapshot, name, "field", type_text_, field_decl,
                                         detail=normalize(_text(snapshot, field_decl))))
    return out


def base_type(snapshot: Snapshot, node: tree_sitter.Node) -> str:
    """Qualifiers and type specifier of a declaration, parameter or type descriptor, as text.

    Made once per node and snapshot: the scope, the typer and the Q, C and K facts each ask
    about the same declarations (13,600 asks of 6,100 nodes in 10k lines)."""
    known = snapshot.memo(_BASE_TYPES, dict)
    node_id = node.id
    found = known.get(node_id)
    if found is None:
        start = node.start_byte
        end = node.end_byte
        if end - start > _KEYED_BYTES or node.has_error:
            found = known[node_id] = _base_type(snapshot, node)
            return found
        # A declaration's base type comes from its text: shared by the nodes of the same text
        # (`local_declarations` and `_parameters_uncached` read those texts once, so base_type is
        # not asked there for the nodes the rules then ask about).
        key = (node.kind_id, snapshot.data[start:end])
        found = _base_types_by_text.get(key)
        if found is None:
            found = _base_type(snapshot, node)
            _base_types_by_text.put(key, found)
        known[node_id] = found
    return found


_BASE_TYPES = "analysis.semantics.scope.base_types"  # node id -> `_base_type`
_base_types_by_text = memo.cache("analysis.semantics.scope.base_types_by_text", 20000, ordered=False)


def declarator_parts(declarator: tree_sitter.Node):
    """(name node or None, pointer parts, array suffixes, function declarator or None) of a declarator."""
    return _unwrap_declarator(declarator)
