"""Facts the kernel rules (K family) share: attributes, parameter types, calls.

What it knows: the `__attribute__((...))` lists written on a function
definition or declaration, the canonical type of a parameter (through the
file's typedefs), the fields of a struct or union parameter when they are all
trustworthy, and the calls each function of the file makes to functions
defined in the file (one walk per function, kept under the function's text and
the file's environment: after a keystroke in a body, only that body's calls are
looked at again).

What it does not know: anything a macro produces; a macro anywhere in what is
judged makes the answer None (or the call is left out), so rules stay silent.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from itertools import compress, count, islice, repeat
from operator import attrgetter, eq, sub
from typing import TYPE_CHECKING, Iterator, NamedTuple, Optional

import tree_sitter

from .. import memo
from . import builtin_facts as bf
from .registry import Visit
from .dependencies import FUNCTION_KEYS
from .environment import environment_key
from .semantic import QUERY_DEPTH_LIMIT, function_of, in_document_order, word_runs
from .semantics import scope as hscope
from .semantics import typing as ty
from ..syntax.language import language
from ..syntax.outline import is_kernel

if TYPE_CHECKING:
    from .semantic import Function, Semantic

# Attributes that only a kernel function may carry.
KERNEL_ATTRIBUTES = ("reqd_work_group_size", "work_group_size_hint", "vec_type_hint")
# clang's extension that allows pointers to functions and taking their address (K030, K031).
FUNCTION_POINTERS = "__cl_clang_function_pointers"


@dataclass(frozen=True)
class Attribute:
    """One attribute inside `__attribute__((...))`."""

    name: str  # normalized: `__reqd_work_group_size__` -> `reqd_work_group_size`
    node: tree_sitter.Node  # the identifier or call_expression naming it
    name_node: tree_sitter.Node
    arguments: Optional[list[tree_sitter.Node]]  # None when written without parentheses


def attribute_name(text: str) -> str:
    if text.startswith("__") and text.endswith("__") and len(text) > 4:
        return text[2:-2]
    return text


def attributed_items(item: tree_sitter.Node) -> list[tuple[tree_sitter.Node, list[tree_sitter.Node]]]:
    """[(item, its `__attribute__((...))` specifiers)] for a top-level definition or declaration that has some."""
    if item.type not in ("function_definition", "declaration"):
        return []
    specifiers = list(attribute_specifiers(item))
    return [(item, specifiers)] if specifiers else []


def attribute_specifiers(item: tree_sitter.Node) -> Iterator[tree_sitter.Node]:
    """`attribute_specifier` nodes of a function definition or declaration (before the body)."""
    stack = [item]
    while stack:
        node = stack.pop()
        for child in node.children:
            if child.type == "attribute_specifier":
                yield child
            elif child.type in ("function_declarator", "pointer_declarator", "parenthesized_declarator",
                                "init_declarator", "attributed_declarator"):
                stack.append(child)


def attributes(semantic: "Semantic", specifier: tree_sitter.Node) -> list[Attribute]:
    """The attributes of one `__attribute__((...))`; [] when any part is untrusted (cached per snapshot)."""
    cache = semantic.memo("analysis.kernel_facts", dict)
    key = ("attributes", specifier.id)
    found = cache.get(key)
    if found is None:
        found = cache[key] = _attributes(semantic, specifier)
    return found


def _attributes(semantic: "Semantic", specifier: tree_sitter.Node) -> list[Attribute]:
    if not semantic.trusted(specifier):
        return []
    arglist = next((c for c in specifier.named_children if c.type == "argument_list"), None)
    if arglist is None:
        return []
    out = []
    for entry in arglist.named_children:
        if entry.type == "comment":
            continue
        if entry.type == "identifier":
            out.append(Attribute(attribute_name(semantic.text(entry)), entry, entry, None))
        elif entry.type == "call_expression":
            function = entry.child_by_field_name("function")
            args = entry.child_by_field_name("arguments")
            if function is None or function.type != "identifier" or args is None:
                continue
            values = [c for c in args.named_children if c.type != "comment"]
            out.append(Attribute(attribute_name(semantic.text(function)), entry, function, values))
    return out


def simple_name(function: Optional[tree_sitter.Node]) -> bool:
    """Whether a function declarator declares a plain name (not `KERNEL(name)(...)`, a macro call)."""
    if function is None:
        return False
    inner = function.child_by_field_name("declarator")
    return inner is not None and inner.type == "identifier"


def kernel_parameters(semantic: "Semantic", item: tree_sitter.Node) -> list[tree_sitter.Node]:
    """The parameter declarations of a kernel definition or prototype whose head can be judged
    (parsed, live, no macro before the parameters); [] for anything else. Made once per item
    and model (the rules that visit them and the driver's `applicable` ask alike); callers do
    not change the list."""
    per = semantic.memo(("analysis.kernel_facts", "kernel_parameters"), dict)
    found = per.get(item.id)
    if found is None:
        found = per[item.id] = _kernel_parameters(semantic, item)
    return found


def _kernel_parameters(semantic: "Semantic", item: tree_sitter.Node) -> list[tree_sitter.Node]:
    # (Imports at module level: one inside a function resolves its package on every call, about
    # as much as the rest of this function for a definition that is no kernel.)
    if item.type == "function_definition":
        if not is_kernel(item):
            return []  # What `fn.kernel` says, without making the Function of every other definition.
        fn = function_of(item, semantic.snapshot.data)
        if fn is None or not fn.kernel or semantic.in_inactive(item.start_byte) or not semantic.sound(fn):
            return []
        return [p for p in fn.parameters if p.type == "parameter_declaration"]
    if item.type != "declaration" or not is_kernel(item) or semantic.in_inactive(item.start_byte):
        return []
    declarators = item.children_by_field_name("declarator")
    if len(declarators) != 1 or declarators[0].type != "function_declarator" or not simple_name(declarators[0]):
        return []
    function = declarators[0]
    params = function.child_by_field_name("parameters")
    if params is None or item.has_error or not head_parsed(item):
        return []
    if semantic.uses_macro(item.start_byte, params.start_byte) or not semantic.trusted(params):
        return []
    return [p for p in params.named_children if p.type == "parameter_declaration"]


def head_parsed(item: tree_sitter.Node) -> bool:
    """Whether a definition or declaration parsed cleanly outside its body (and is not glued to an error)."""
    previous = item.prev_sibling
    if previous is not None and previous.type == "ERROR":
        return False
    if not item.has_error:
        return True
    body = item.child_by_field_name("body")
    for child in item.children:
        if body is not None and child.id == body.id:
            continue
        if child.type == "ERROR" or child.has_error or child.is_missing:
            return False
    previous = item.prev_sibling
    return previous is None or previous.type != "ERROR"


# Parameters.


def parameter_name(semantic: "Semantic", parameter: tree_sitter.Node) -> Optional[str]:
    declarator = parameter.child_by_field_name("declarator")
    if declarator is None:
        return None
    name, _stars, _arrays, _function = hscope.declarator_parts(declarator)
    return semantic.text(name) if name is not None else None


def parameter_type_text(semantic: "Semantic", parameter: tree_sitter.Node) -> Optional[str]:
    """The parameter's type as written (qualifiers, base, pointers, arrays), or None if unusual."""
    base = hscope.base_type(semantic.snapshot, parameter)
    if not base:
        return None
    declarator = parameter.child_by_field_name("declarator")
    stars: list[str] = []
    arrays: list[str] = []
    if declarator is not None:
        _name, stars, arrays, function = hscope.declarator_parts(declarator)
        if function is not None or any(s == "^" for s in stars):
            return None
    return hscope.compose_type(base, stars, arrays)


_POINTER_DECLARATORS = ("pointer_declarator", "abstract_pointer_declarator")


def declares_pointer(parameter: tree_sitter.Node) -> bool:
    """Whether a parameter's declarator is a pointer level (`global float *p`): then its
    `parameter_type` has pointers, or is None (a pointer to a function), told from the syntax
    before the type is composed and resolved (most kernel parameters are buffers)."""
    declarator = parameter.child_by_field_name("declarator")
    return declarator is not None and declarator.type in _POINTER_DECLARATORS


def parameter_type(semantic: "Semantic", parameter: tree_sitter.Node) -> Optional[ty.CType]:
    """The canonical type of a trusted parameter declaration, or None when unsure (cached per snapshot)."""
    cache = semantic.memo("analysis.kernel_facts", dict)
    key = ("parameter", parameter.start_byte, parameter.end_byte)
    if key not in cache:
        cache[key] = _parameter_type(semantic, parameter)
    return cache[key]


def _parameter_type(semantic: "Semantic", parameter: tree_sitter.Node) -> Optional[ty.CType]:
    if parameter.type != "parameter_declaration" or not semantic.trusted(parameter):
        return None
    text = parameter_type_text(semantic, parameter)
    if text is None:
        return None
    parsed = ty.parse_type(text)
    if parsed is not None and _builtin_base(parsed.base):
        return parsed  # No typedef to look through.
    return resolve_type(semantic, text)


def _builtin_base(base: str) -> bool:
    return base in ty.INTEGERS or base in ty.FLOATS or base in ty.POINTER_SIZED or ty.vector_parts(base) is not None \
        or base in ("void", "event_t", "sampler_t") or base.startswith("image")


def is_record(semantic: "Semantic", base: str) -> bool:
    """Whether a canonical base type names a struct or union (directly or through typedefs of the file)."""
    if base.startswith(("struct ", "union ")):
        return True
    if base in ty.INTEGERS or base in ty.FLOATS or ty.vector_parts(base) or " " in base:
        return False
    scope = hscope.file_scope(semantic.snapshot)
    for _ in range(16):
        typedef = scope.typedefs.get(base)
        declared = scope.by_name.get(base)
        if typedef is not None and declared is not None and declared.kind != "typedef":
            # `typedef struct Foo {...} Foo;`: the tag and the typedef share the name, and
            # by_name holds the tag; the typedef is the declaration a type name means.
            declared = next((d for d in scope.declarations if d.name == base and d.kind == "typedef"), None)
        if typedef is None or declared is None or declared.kind != "typedef" or semantic.typer._doubtful(declared):
            return False
        if not _plain_typedef(semantic, typedef, base):
            return False  # `typedef struct S *ptr_t;` names a pointer.
        inner = typedef.child_by_field_name("type")
        if inner is None:
            return False
        if inner.type in ("struct_specifier", "union_specifier"):
            return True
        if inner.type != "type_identifier":
            return False
        base = semantic.text(inner)
    return False


def _plain_typedef(semantic: "Semantic", typedef: tree_sitter.Node, name: str) -> bool:
    for declarator in typedef.children_by_field_name("declarator"):
        if declarator.type == "type_identifier" and semantic.text(declarator) == name:
            return True
    return False


def resolve_type(semantic: "Semantic", text: Optional[str]) -> Optional[ty.CType]:
    """The canonical type of `text`; a typedef of an unnamed struct or union keeps its name."""
    ctype = semantic.typer.canonical(text)
    if ctype is not None:
        return ctype
    parsed = ty.parse_type(text)
    if parsed is not None and is_record(semantic, parsed.base):
        return parsed
    return None


def record_fields(semantic: "Semantic", record: str) -> Optional[list[tuple[str, ty.CType, int, int]]]:
    """Fields of a record, cached per snapshot (see `_record_fields`)."""
    cache = semantic.memo("analysis.kernel_facts", dict)
    key = ("record", record)
    if key not in cache:
        cache[key] = _record_fields(semantic, record)
    return cache[key]


def _record_fields(semantic: "Semantic", record: str) -> Optional[list[tuple[str, ty.CType, int, int]]]:
    """(name, canonical type, start, end) of each field of `struct S`/`union U`, or None when unsure.

    None when the record is not defined in the file, when a field cannot be
    trusted or typed, or when the body holds conditional code.
    """
    members = hscope.members(semantic.snapshot, record)
    if not members:
        return _nested_record_fields(semantic, record)
    spec = hscope.file_scope(semantic.snapshot).records.get(record)
    if spec is None or not semantic.trusted(spec):
        # A typedef of an anonymous struct: check the fields one by one below.
        if spec is not None:
            return None
    if spec is not None:
        body = spec.child_by_field_name("body")
        if body is None or any(c.type.startswith("preproc") for c in body.named_children):
            return None
    root = semantic.snapshot.tree.root_node
    out = []
    # Per field list: whether a directive stands among its fields (asked once per list, not per
    # field: a record of 6,000 fields would cost 6,000 x 6,000).
    directive_in: dict[int, bool] = {}
    for member in members:
        node = root.descendant_for_byte_range(member.start, member.end)
        if node is not None and node.type != "field_declaration":
            node = next((above for above in semantic.ancestors(node) if above.type == "field_declaration"), None)
        if node is None or not semantic.trusted(node):
            return None
        parent = semantic.parent(node)
        if parent is not None:
            directive = directive_in.get(parent.id)
            if directive is None:
                directive = directive_in[parent.id] = any(c.type.startswith("preproc") for c in parent.named_children)
            if directive:
                return None
        ctype = resolve_type(semantic, member.type)
        if ctype is None:
            return None
        out.append((member.name, ctype, member.start, member.end))
    return out


def _nested_records(semantic: "Semantic") -> dict:
    """`struct S` -> its specifier, for the named records defined inside the file's top-level
    records (C gives them file scope too); None for a name defined twice (unsure which)."""

    def find() -> dict:
        found: dict = {}
        for spec in hscope.file_scope(semantic.snapshot).records.values():
            stack = list(spec.child_by_field_name("body").named_children) if spec.child_by_field_name("body") else []
            while stack:
                node = stack.pop()
                if node.type in ("struct_specifier", "union_specifier"):
                    name, body = node.child_by_field_name("name"), node.child_by_field_name("body")
                    if name is not None and body is not None:
                        key = f"{hscope.RECORD_KINDS[node.type]} {semantic.text(name)}"
                        found[key] = None if key in found else node
                if node.type in ("field_declaration", "field_declaration_list", "struct_specifier", "union_specifier"):
                    stack.extend(node.named_children)
        return found

    return semantic.memo("analysis.kernel_facts.nested_records", find)


def _nested_record_fields(semantic: "Semantic", record: str) -> Optional[list[tuple[str, ty.CType, int, int]]]:
    """`_record_fields` for a record defined inside another one (`struct Outer { struct Inner {...} in; }`)."""
    spec = _nested_records(semantic).get(record)
    if spec is None or not semantic.trusted(spec):
        return None
    snapshot = semantic.snapshot
    out = []
    for field in spec.child_by_field_name("body").named_children:
        if field.type == "comment":
            continue
        declarators = field.children_by_field_name("declarator") if field.type == "field_declaration" else []
        if not declarators:
            return None  # Conditional code, an anonymous member: unsure.
        base = hscope.base_type(snapshot, field)
        for declarator in declarators:
            name, stars, arrays, function = hscope.declarator_parts(declarator)
            if name is None or function is not None:
                return None
            ctype = resolve_type(semantic, hscope.compose_type(base, stars, arrays))
            if ctype is None:
                return None
            out.append((semantic.text(name), ctype, field.start_byte, field.end_byte))
    return out


# Calls between the file's functions.


@dataclass(frozen=True)
class CallGraph:
    """Each uniquely defined function's calls to other uniquely defined functions of the file."""

    functions: dict[str, "Function"]
    calls: dict[str, list[tuple[str, "Span"]]]  # caller -> [(callee, where the call is)] in order


def call_graph(semantic: "Semantic") -> CallGraph:
    return semantic.memo("analysis.kernel_facts.call_graph", lambda: _build_call_graph(semantic))


def _overloadable(semantic: "Semantic", item: tree_sitter.Node) -> bool:
    body = item.child_by_field_name("body")
    head = semantic.snapshot.data[item.start_byte : body.start_byte if body is not None else item.end_byte]
    return b"overloadable" in head


CALLS_CACHE_SIZE = 20000
_calls_cache = memo.cache("analysis.kernel_facts.calls", CALLS_CACHE_SIZE,
                          weigh=memo.text_weight, budget=memo.TEXT_BUDGET)  # definition text -> calls


def _calls_in(semantic: "Semantic", fn: "Function") -> list[tuple[str, int, int, int]]:
    """The calls by name of one function definition outside blocks, as (name, start, end, end of the
    call) relative to the definition; cached by the definition's text."""
    data = semantic.snapshot.data
    start = fn.node.start_byte
    text = data[start : fn.node.end_byte]
    found = _calls_cache.get(text)
    if found is not None:
        return found
    calls, block_literals, _declarations = _calls_and_blocks(semantic, fn)
    # Without a caret there is no block literal to look out of.
    blocks = _Spans(block_literals) if b"^" in text else None
    callees = []
    for call in calls:
        callee = call.child_by_field_name("function")
        if callee is None or callee.type != "identifier" or (blocks and blocks.covers(call)):
            continue  # A block may be enqueued as a child kernel rather than called.
        name = data[callee.start_byte : callee.end_byte].decode("utf-8", "replace")
        callees.append((name, callee.start_byte - start, callee.end_byte - start, call.end_byte - start))
    callees.sort(key=lambda c: c[1])
    _calls_cache.put(text, callees)
    return callees


def _calls_and_blocks(semantic: "Semantic", fn: "Function") -> tuple[list, list, list]:
    """The call expressions, block literals and declarations of a function body, each in
    document order: from the body's nodes when a rule listed them already, else from a query
    for these three only (the call graph covers every function, and one judged on its expanded
    copy needs no more of its raw body: the whole `body_nodes` query cost the 73 callers of
    the bench file 6 times as much). (The query cursor finds no node nested deeper than
    QUERY_DEPTH_LIMIT.)"""
    per = semantic.memo(("analysis.kernel_facts", "calls_and_blocks"), dict)  # Calls, then local names.
    known = per.get(fn.node.id)
    if known is not None:
        return known
    if semantic.has_body_nodes(fn) or fn.body.descendant_count >= QUERY_DEPTH_LIMIT:
        nodes = semantic.body_nodes(fn)
        known = nodes.get("call_expression", []), nodes.get("block_literal", []), nodes.get("declaration", [])
    else:
        global _calls_query
        if _calls_query is None:
            _calls_query = tree_sitter.Query(
                language(), "(call_expression) @call (block_literal) @block (declaration) @declaration")
        found = tree_sitter.QueryCursor(_calls_query).captures(fn.body)
        # Outer before inner, as body_nodes.
        known = (in_document_order(found.get("call", [])), in_document_order(found.get("block", [])),
                 found.get("declaration", []))
    per[fn.node.id] = known
    return known


_calls_query: Optional[tree_sitter.Query] = None


def _local_names(semantic: "Semantic", fn: "Function") -> frozenset[str]:
    """The names a function definition declares (parameters and locals)."""
    data = semantic.snapshot.data
    names: set[str] = set()
    for declaration in _calls_and_blocks(semantic, fn)[2]:
        names.update(bf.declared_names(declaration, data))
    for parameter in fn.parameters:
        names.update(bf.declared_names(parameter, data))
    return frozenset(names)


class Span(NamedTuple):
    """Where a call is: what a finding needs of it."""

    start_byte: int
    end_byte: int


# Versions kept per function (by file and name): a keystroke in a body, or one that breaks the file so
# that the environment changes, makes one more; older ones would otherwise stay until the count bound.
FUNCTION_VERSIONS = 3
_trusted_cache = memo.cache("analysis.kernel_facts.trusted_calls", CALLS_CACHE_SIZE, versions=FUNCTION_VERSIONS,
                            weigh=memo.text_weight, budget=memo.TEXT_BUDGET)
# (head text, environment) -> whether calls to or from it are judged.
_eligible_cache = memo.cache("analysis.kernel_facts.eligible", CALLS_CACHE_SIZE, versions=FUNCTION_VERSIONS,
                             weigh=memo.text_weight, budget=memo.TEXT_BUDGET)


def _trusted_calls(semantic: "Semantic", fn: "Function", env: tuple, targets: dict,
                   target_words: frozenset) -> tuple[tuple[str, int, int], ...]:
    """(callee name, call start, call end) of the trusted calls to `targets` (names of the file's functions)
    in a function's body that no local name shadows, relative to the definition; cached by its
    text, the inactive ranges in it and the file's environment `env`, which is all that trust
    depends on (the file's functions included: their heads are part of it). `target_words` are
    the targets' names as bytes."""
    start, end = fn.node.start_byte, fn.node.end_byte
    own = _function_key(semantic, fn)  # (It holds the text and the inactive ranges already.)
    if own is not None:
        key = ((semantic.snapshot.path, fn.name), own)
    else:
        inactive = tuple((a - start, b - start) for a, b in semantic.inactive if a < end and b > start)
        key = ((semantic.snapshot.path, fn.name), semantic.snapshot.data[start:end], inactive, env)
    found = _trusted_cache.get(key)
    if found is not None:
        return found
    root = semantic.snapshot.tree.root_node
    body_start = fn.body.start_byte - start
    if not mentions_any(semantic, fn, target_words):
        # Most bodies call none of the file's functions: their words say so without a query.
        _trusted_cache.put(key, ())
        return ()
    callees = [callee for callee in _calls_in(semantic, fn) if callee[0] in targets and callee[1] >= body_start]
    local_names = _local_names(semantic, fn) if callees else frozenset()
    # A descent from the root to a callee costs the depth of the nesting: for many calls, their
    # callees come from the body's calls, listed in one walk (`f(f(f(...)))` 9,145 deep: a
    # descent for each call took a second).
    nodes = _callee_nodes(semantic, fn) if len(callees) > _DESCENTS else None
    out = []
    for target, rel_start, rel_end, rel_call_end in callees:
        if target in local_names:
            continue
        if nodes is not None:
            callee = nodes.get(start + rel_start)
        else:
            callee = root.descendant_for_byte_range(start + rel_start, start + rel_end)
        if callee is None or callee.type != "identifier" or not semantic.trusted(callee):
            continue
        # The call starts with its callee (known from the walk that found it, not from a parent map).
        out.append((target, rel_start, rel_call_end))
    found = tuple(out)
    _trusted_cache.put(key, found)
    return found


# Calls of a function looked up by a descent each; past this many, by one walk of its body.
_DESCENTS = 64


def _callee_nodes(semantic: "Semantic", fn: "Function") -> dict:
    """The callee nodes of a function's calls by their start offset (`_calls_and_blocks`)."""
    out = {}
    for call in _calls_and_blocks(semantic, fn)[0]:
        callee = call.child_by_field_name("function")
        if callee is not None:
            out[callee.start_byte] = callee
    return out


def _function_key(semantic: "Semantic", fn: "Function"):
    """The key the driver caches the function's findings under (`dependencies.FUNCTION_KEYS`), or None
    outside an analysis. It holds the function's text, the inactive ranges in it, whether the
    file is broken before it and the pieces of the environment its words reach (the heads of the
    functions it names, the macros it uses...): all that its calls' trust and eligibility depend
    on. Keyed by it rather than by the whole environment, an edit outside bodies makes again
    only the parts of the functions it reaches (all 584 of the 10,000-line bench file's were
    made again otherwise: a third of the time of an edit that reaches none)."""
    keys = semantic.ctx.memo.get(FUNCTION_KEYS)
    return None if keys is None else keys.get(fn.node.id)


def mentions_any(semantic: "Semantic", fn: "Function", words: frozenset) -> bool:
    """Whether a word of the function's body may be one of `words` (a name used there is a word):
    a cheap test before looking for uses of the file's functions. A body that is not ASCII
    is not judged: identifiers may hold other letters, and what separates words there is
    tree-sitter's to say."""
    found = body_words(semantic, fn)
    return found is None or not words.isdisjoint(found)


def body_words(semantic: "Semantic", fn: "Function") -> Optional[frozenset]:
    """The words of a function body (bytes), or None when it is not ASCII; once per function and model."""
    per = semantic.memo(("analysis.kernel_facts", "body_words"), dict)
    key = fn.node.id
    if key not in per:
        text = semantic.snapshot.data[fn.body.start_byte : fn.body.end_byte]
        per[key] = _words(text) if text.isascii() else None
    return per[key]


def _words(text: bytes) -> frozenset:
    """The words of `text` (`[A-Za-z_][A-Za-z0-9_]*` as `re.findall` finds them), as a set: the
    runs of word bytes, split in C (a regex match per word cost about twice as much), less the
    digits that start a run (`0x1f` holds `x1f`)."""
    words = set(word_runs(text))
    numbers = [word for word in words if word[0] in _DIGITS]
    if numbers:
        words.difference_update(numbers)
        words.update(word.lstrip(b"0123456789") for word in numbers)
        words.discard(b"")
    return frozenset(words)


_DIGITS = frozenset(b"0123456789")


class _Spans:
    """The byte ranges of the outermost of some nodes given in document order (outer before
    inner): whether a node lies inside one of them is a bisection, not a walk up its ancestors."""

    def __init__(self, nodes):
        self.starts: list[int] = []
        self.ends: list[int] = []
        for node in nodes:
            if self.ends and node.end_byte <= self.ends[-1]:
                continue  # Inside the last outermost one.
            self.starts.append(node.start_byte)
            self.ends.append(node.end_byte)

    def __bool__(self) -> bool:
        return bool(self.starts)

    def covers(self, node: tree_sitter.Node) -> bool:
        i = bisect_right(self.starts, node.start_byte) - 1
        return i >= 0 and node.end_byte <= self.ends[i]


class _GraphParts(NamedTuple):
    """What a call graph is made of, beyond its snapshot: kept under the file's environment, so
    that the next snapshot makes again only the parts of the functions whose text changed (a
    keystroke in a body: that function's part, instead of a pass over all of them: 1.7 ms on
    the 10,000-line bench file). Never changed once stored (analyses of several documents run
    at once). Indices are those of `semantic.functions`; offsets in calls are relative to the
    caller's start."""

    data: bytes  # the snapshot's text
    starts: list[int]  # where each function starts and ends
    ends: list[int]
    names: list[str]
    targets: dict[str, int]  # name -> index, of the functions a call is judged to go to
    words: frozenset  # their names as bytes
    trusted: list[tuple]  # each function's `_trusted_calls` (() for one that is not a target)
    skipped: frozenset[int]  # the functions a skipped branch overlaps (their calls depend on it)
    asked: dict[str, bool]  # name -> whether eligible, for the functions a call involves
    graph: dict[int, tuple[str, tuple]]  # index -> (name, its calls kept), of the functions kept, in order


GRAPH_PARTS_SIZE = 16  # A few open documents (each entry holds a copy of its text).
_graph_parts = memo.cache("analysis.kernel_facts.graph_parts", GRAPH_PARTS_SIZE)  # environment -> _GraphParts
_START = attrgetter("node.start_byte")
_END = attrgetter("node.end_byte")


def _build_call_graph(semantic: "Semantic") -> CallGraph:
    env = environment_key(semantic.ctx)
    fns = semantic.functions
    starts = list(map(_START, fns))
    ends = list(map(_END, fns))
    skipped = _skipped(semantic, starts, ends)
    previous = _graph_parts.get(env)
    parts = None
    if previous is not None and len(previous.starts) == len(fns):
        parts = _changed_parts(semantic, env, previous, starts, ends, skipped)
    if parts is None:
        parts = _all_parts(semantic, env, starts, ends, skipped)
    _graph_parts.put(env, parts)
    functions: dict[str, Function] = {}
    calls: dict[str, list[tuple[str, Span]]] = {}
    for i, (name, found) in parts.graph.items():
        functions[name] = fns[i]
        if found:
            start = starts[i]
            calls[name] = [(target, Span(start + call_start, start + call_end)) for target, call_start, call_end in found]
        else:
            calls[name] = []
    return CallGraph(functions, calls)


def _skipped(semantic: "Semantic", starts: list[int], ends: list[int]) -> frozenset[int]:
    """The indices of the functions that a skipped branch overlaps (few: one that holds a branch
    in its body; a function that starts in one is no function of the file)."""
    out: set[int] = set()
    for start, end in semantic.inactive:
        first = bisect_left(starts, start)
        if first > 0 and ends[first - 1] > start:
            first -= 1  # The function before holds the branch's start.
        out.update(range(first, bisect_left(starts, end)))
    return frozenset(out)


def _all_parts(semantic: "Semantic", env: tuple, starts: list[int], ends: list[int],
               skipped: frozenset[int]) -> _GraphParts:
    fns = semantic.functions
    names = [fn.name for fn in fns]
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    macros = semantic.macro_names
    catalog = semantic.typer.catalog
    targets: dict[str, int] = {}
    for i, name in enumerate(names):
        if counts[name] != 1 or name in macros or catalog.is_builtin_function(name):
            continue  # Several definitions, or overloads of a built-in: which one a call means is unclear.
        targets[name] = i
    words = frozenset(name.encode() for name in targets)
    trusted = [_trusted_calls(semantic, fn, env, targets, words) if targets.get(fn.name) == i else ()
               for i, fn in enumerate(fns)]
    asked, graph = _shape(semantic, env, names, targets, trusted, {})
    return _GraphParts(semantic.snapshot.data, starts, ends, names, targets, words, trusted, skipped, asked, graph)


def _changed_parts(semantic: "Semantic", env: tuple, previous: _GraphParts, starts: list[int], ends: list[int],
                   skipped: frozenset[int]) -> Optional[_GraphParts]:
    """`previous` (made for a snapshot of the same environment and as many functions) with the
    parts of the functions whose text may differ made again; None when such a function's name
    differs (which functions are targets may then differ too)."""
    data = semantic.snapshot.data
    fns = semantic.functions
    names, targets, words = previous.names, previous.targets, previous.words
    trusted, asked = list(previous.trusted), dict(previous.asked)
    reshape = False  # Whether which functions are kept, or which calls, may differ.
    moved = []  # The callers kept whose calls are the same but elsewhere in them.
    for i in _changed(data, previous, starts, ends) | skipped | previous.skipped:
        fn = fns[i]
        if fn.name != names[i]:
            return None
        if targets.get(fn.name) != i:
            continue  # Neither calls nor is called (in the graph).
        before, now = trusted[i], _trusted_calls(semantic, fn, env, targets, words)
        trusted[i] = now
        if fn.name in asked:
            eligible = _eligible(semantic, env, fn)  # The head may differ (in blank space).
            reshape = reshape or eligible != asked[fn.name]
            asked[fn.name] = eligible
        if [call[0] for call in now] != [call[0] for call in before]:
            reshape = True
        elif now != before and i in previous.graph:
            moved.append(i)
    if reshape:
        asked, graph = _shape(semantic, env, names, targets, trusted, asked)
    else:
        graph = previous.graph
        if moved:
            graph = dict(graph)
            for i in moved:
                graph[i] = (names[i], tuple(call for call in trusted[i] if asked[call[0]]))
    return _GraphParts(data, starts, ends, names, targets, words, trusted, skipped, asked, graph)


def _changed(data: bytes, previous: _GraphParts, starts: list[int], ends: list[int]) -> set[int]:
    """The indices of the functions whose text may differ from the one in `previous`."""
    old = previous.data
    # The texts differ only between a common prefix and a common suffix: a function wholly in
    # the prefix at the same place, or wholly in the suffix moved by the change in length,
    # kept its text. Two bisections over the text, each step one comparison in C.
    prefix = _common_prefix(old, data)
    suffix = _common_suffix(old, data, min(len(old), len(data)) - prefix)
    delta = len(data) - len(old)
    before = bisect_right(ends, prefix)  # Functions [0, before) end in the prefix,
    after = bisect_left(starts, len(data) - suffix)  # and [after, n) start in the suffix.
    changed = set(range(before, after))
    old_starts, old_ends = previous.starts, previous.ends
    if starts[:before] != old_starts[:before] or ends[:before] != old_ends[:before]:
        changed.update(i for i in range(before) if (starts[i], ends[i]) != (old_starts[i], old_ends[i]))
    if not (_moved(starts, old_starts, after, delta) and _moved(ends, old_ends, after, delta)):
        changed.update(i for i in range(after, len(starts))
                       if (starts[i] - delta, ends[i] - delta) != (old_starts[i], old_ends[i]))
    return changed


def _common_prefix(a: bytes, b: bytes) -> int:
    """The length of the longest common prefix of `a` and `b` (a bisection, comparing in C)."""
    low, high = 0, min(len(a), len(b))
    view = memoryview(a)
    while low < high:
        middle = (low + high + 1) // 2
        if b.startswith(view[low:middle], low):
            low = middle
        else:
            high = middle - 1
    return low


def _common_suffix(a: bytes, b: bytes, limit: int) -> int:
    """The length of the longest common suffix of `a` and `b`, at most `limit`."""
    low, high = 0, limit
    view = memoryview(a)
    end_a, end_b = len(a), len(b)
    while low < high:
        middle = (low + high + 1) // 2
        if b.startswith(view[end_a - middle : end_a - low], end_b - middle):
            low = middle
        else:
            high = middle - 1
    return low


def _moved(new: list[int], old: list[int], begin: int, delta: int) -> bool:
    """Whether `new[begin:]` is `old[begin:]` moved by `delta` (in C: one pass of maps)."""
    return all(map(eq, map(sub, islice(new, begin, None), islice(old, begin, None)), repeat(delta)))


def _shape(semantic: "Semantic", env: tuple, names: list[str], targets: dict[str, int], trusted: list[tuple],
           known: dict[str, bool]) -> tuple[dict[str, bool], dict[int, tuple[str, tuple]]]:
    """(whether eligible, by name, of the functions a call involves; index -> (name, its calls) of
    the functions kept): the calls in `trusted` whose caller and callee are both eligible, and
    the functions asked about and found eligible. `known`: answers of earlier snapshots."""
    fns = semantic.functions
    asked: dict[str, bool] = {}

    def ok(name: str) -> bool:
        found = asked.get(name)
        if found is None:
            found = known.get(name)
            if found is None:
                found = _eligible(semantic, env, fns[targets[name]])
            asked[name] = found
        return found

    kept_calls: dict[int, tuple] = {}
    for i in compress(count(), trusted):  # The functions that call some (few of all).
        if ok(names[i]):
            kept_calls[i] = tuple(call for call in trusted[i] if ok(call[0]))  # Only calls to `targets` come back.
    kept = sorted(targets[name] for name, yes in asked.items() if yes)  # In the file's order.
    return asked, {i: (names[i], kept_calls.get(i, ())) for i in kept}


def _eligible(semantic: "Semantic", env: tuple, fn: "Function") -> bool:
    """Whether calls to and from a function are judged: the costlier checks, only for functions
    that take part in a call (cached by the head's text and the environment, which they depend on)."""
    own = _function_key(semantic, fn)
    key = ((semantic.snapshot.path, fn.name), semantic.snapshot.data[fn.node.start_byte : fn.body.start_byte],
           env if own is None else own)
    found = _eligible_cache.get(key)
    if found is None:
        found = (
            head_parsed(fn.node)
            and not semantic.uses_macro(fn.node.start_byte, fn.name_node.start_byte)  # May hide overloadable.
            and not _overloadable(semantic, fn.node)
            and semantic.trusted(fn.name_node)
            and semantic.trusted(fn.declarator.child_by_field_name("parameters"))
            and (semantic._branches_known or not semantic.in_conditional(fn.node))
        )
        _eligible_cache.put(key, found)
    return found


# What the K rules about kernel parameters visit in an item.
KERNEL_PARAMETERS = Visit("kernel parameters", kernel_parameters)
# What the rules about kernel heads visit: the function, when it is a kernel.
KERNELS = Visit("kernel functions", lambda sem, fn: (fn,) if fn.kernel else ())
