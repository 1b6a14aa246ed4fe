"""Facts the kernel rules (K family) share: attributes, parameter types, calls.

What it knows: the `__attribute__((...))` lists written on a function
definition or declaration, the canonical type of a parameter (through the
file's typedefs), the fields of a struct or union parameter when they are all
trustworthy, and the calls each function of the file makes to functions
defined in the file (collected once per snapshot, one walk per function).

What it does not know: anything a macro produces; a macro anywhere in what is
judged makes the answer None (or the call is left out), so rules stay silent.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterator, NamedTuple, Optional

import tree_sitter

from .. import memo
from .registry import Visit
from .environment import environment_key
from .semantics import scope as hscope
from .semantics import typing as ty
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
    from .semantic import function_of

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
_calls_cache = memo.cache("analysis.kernel_facts.calls", CALLS_CACHE_SIZE)  # definition text -> calls


def _calls_in(semantic: "Semantic", fn: "Function") -> list[tuple[str, int, int, int]]:
    """The calls by name of one function definition outside blocks, as (name, start, end, end of the
    call) relative to the definition; cached by the definition's text."""
    data = semantic.snapshot.data
    start = fn.node.start_byte
    text = data[start : fn.node.end_byte]
    found = _calls_cache.get(text)
    if found is not None:
        return found
    calls, block_literals = _calls_and_blocks(semantic, fn)
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


def _calls_and_blocks(semantic: "Semantic", fn: "Function") -> tuple[list, list]:
    """The call expressions and block literals of a function body, each in document order: from
    the body's nodes when a rule listed them already, else from a query for these two only (the
    call graph covers every function, and one judged on its expanded copy needs no more of its
    raw body)."""
    from .semantic import QUERY_DEPTH_LIMIT  # (The query cursor finds no node nested deeper.)

    if semantic.has_body_nodes(fn) or fn.body.descendant_count >= QUERY_DEPTH_LIMIT:
        nodes = semantic.body_nodes(fn)
        return nodes.get("call_expression", []), nodes.get("block_literal", [])
    global _calls_query
    if _calls_query is None:
        from ..syntax.language import language

        _calls_query = tree_sitter.Query(language(), "(call_expression) @call (block_literal) @block")
    found = tree_sitter.QueryCursor(_calls_query).captures(fn.body)
    order = lambda node: (node.start_byte, -node.end_byte)  # noqa: E731 - outer before inner, as body_nodes
    return sorted(found.get("call", ()), key=order), sorted(found.get("block", ()), key=order)


_calls_query: Optional[tree_sitter.Query] = None


def _local_names(semantic: "Semantic", fn: "Function") -> frozenset[str]:
    """The names a function definition declares (parameters and locals)."""
    from . import builtin_facts as bf
    from . import conversion_facts as cf

    data = semantic.snapshot.data
    names: set[str] = set()
    for declaration in cf.facts(semantic, fn).nodes.get("declaration", ()):
        names.update(bf.declared_names(declaration, data))
    for parameter in fn.parameters:
        names.update(bf.declared_names(parameter, data))
    return frozenset(names)


class Span(NamedTuple):
    """Where a call is: what a finding needs of it."""

    start_byte: int
    end_byte: int


_trusted_cache = memo.cache("analysis.kernel_facts.trusted_calls", CALLS_CACHE_SIZE)
# (head text, environment) -> whether calls to or from it are judged.
_eligible_cache = memo.cache("analysis.kernel_facts.eligible", CALLS_CACHE_SIZE)


def _trusted_calls(semantic: "Semantic", fn: "Function", env: tuple, targets: dict,
                   target_words: frozenset) -> tuple[tuple[str, int, int], ...]:
    """(callee name, call start, call end) of the trusted calls to `targets` (the file's functions)
    in a function's body that no local name shadows, relative to the definition; cached by its
    text, the inactive ranges in it and the file's environment `env`, which is all that trust
    depends on (the file's functions included: their heads are part of it). `target_words` are
    the targets' names as bytes."""
    start, end = fn.node.start_byte, fn.node.end_byte
    text = semantic.snapshot.data[start:end]
    inactive = tuple((a - start, b - start) for a, b in semantic.inactive if a < end and b > start)
    key = (text, inactive, env)
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
    out = []
    for target, rel_start, rel_end, rel_call_end in callees:
        if target in local_names:
            continue
        callee = root.descendant_for_byte_range(start + rel_start, start + rel_end)
        if callee is None or callee.type != "identifier" or not semantic.trusted(callee):
            continue
        # The call starts with its callee (known from the walk that found it, not from a parent map).
        out.append((target, rel_start, rel_call_end))
    found = tuple(out)
    _trusted_cache.put(key, found)
    return found


_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
_NON_ASCII = re.compile(rb"[\x80-\xff]")


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
        data, start, end = semantic.snapshot.data, fn.body.start_byte, fn.body.end_byte
        per[key] = None if _NON_ASCII.search(data, start, end) else frozenset(_WORD.findall(data, start, end))
    return per[key]


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


def _build_call_graph(semantic: "Semantic") -> CallGraph:
    macros = semantic.macro_names
    counts: dict[str, int] = {}
    for fn in semantic.functions:
        counts[fn.name] = counts.get(fn.name, 0) + 1
    functions: dict[str, Function] = {}
    catalog = semantic.typer.catalog
    for fn in semantic.functions:
        if counts[fn.name] != 1 or fn.name in macros or catalog.is_builtin_function(fn.name):
            continue  # Several definitions, or overloads of a built-in: which one a call means is unclear.
        functions[fn.name] = fn
    eligible: dict[str, bool] = {}
    env = environment_key(semantic.ctx)
    data = semantic.snapshot.data

    def ok(name: str) -> bool:
        """The costlier checks, only for functions that take part in a call (cached by the head's
        text and the environment, which they depend on)."""
        known = eligible.get(name)
        if known is None:
            fn = functions[name]
            key = (data[fn.node.start_byte : fn.body.start_byte], env)
            known = _eligible_cache.get(key)
            if known is None:
                known = (
                    head_parsed(fn.node)
                    and not semantic.uses_macro(fn.node.start_byte, fn.name_node.start_byte)  # May hide overloadable.
                    and not _overloadable(semantic, fn.node)
                    and semantic.trusted(fn.name_node)
                    and semantic.trusted(fn.declarator.child_by_field_name("parameters"))
                    and (semantic._branches_known or not semantic.in_conditional(fn.node))
                )
                _eligible_cache.put(key, known)
            eligible[name] = known
        return known

    calls: dict[str, list[tuple[str, Span]]] = {name: [] for name in functions}
    if not functions:
        return CallGraph(functions, calls)
    words = frozenset(name.encode() for name in functions)
    for fn in semantic.functions:
        if functions.get(fn.name) is not fn:
            continue
        start = fn.node.start_byte
        for target, call_start, call_end in _trusted_calls(semantic, fn, env, functions, words):
            if ok(fn.name) and ok(target):  # Only calls to `functions` come back.
                calls[fn.name].append((target, Span(start + call_start, start + call_end)))
    kept = {name: fn for name, fn in functions.items() if eligible.get(name)}
    return CallGraph(kept, {name: found for name, found in calls.items() if name in kept})


# What the K rules about kernel parameters visit in an item.
KERNEL_PARAMETERS = Visit("kernel parameters", kernel_parameters)
# What the rules about kernel heads visit: the function, when it is a kernel.
KERNELS = Visit("kernel functions", lambda sem, fn: (fn,) if fn.kernel else ())
