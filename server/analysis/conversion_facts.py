"""Facts the C (conversions and operators) and X (double and half) rules share about one function.

One walk over a function's body collects the nodes the rules look at (by
node type), and one memo of expression types serves every rule: an
expression is typed once, however many rules ask, with the hover typer's
per-node rules and an explicit stack. A type is only given for a trusted node
(parsed cleanly, live, no macro); None means "not sure" and rules stay silent.

It also knows OpenCL C's arithmetic type facts the rules need and the typer
does not: the rank order of the usual arithmetic conversions for a scalar
next to a vector, byte sizes (3-component vectors take the room of 4), and
whether `double` and `half` are usable at a point of the file.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left
from dataclasses import dataclass, field
from typing import NamedTuple, Optional

import tree_sitter

from .registry import Need, Visit
from .semantics import scope as hscope
from .semantics.catalog import load_catalog
from .semantics import typing as ty
from .semantic import Function, Semantic


FLOAT_RANK = {"half": 1, "float": 2, "double": 3}
# Integer ranks of clang's integer type order: by width; an unsigned type outranks the signed one of its width.
INT_WIDTH = {"bool": 1, "char": 8, "uchar": 8, "short": 16, "ushort": 16, "int": 32, "uint": 32,
             "long": 64, "ulong": 64}
# Pointer-sized integers on 32- and 64-bit targets.
SIZED = {"size_t": ("uint", "ulong"), "uintptr_t": ("uint", "ulong"), "ptrdiff_t": ("int", "long"),
         "intptr_t": ("int", "long")}
ELEMENT_BYTES = {"char": 1, "uchar": 1, "short": 2, "ushort": 2, "int": 4, "uint": 4, "long": 8, "ulong": 8,
                 "half": 2, "float": 4, "double": 8}


@dataclass
class FunctionFacts:
    """The interesting nodes of one function body, by type."""

    nodes: dict[str, list[tree_sitter.Node]] = field(default_factory=dict)
    function: Optional[tree_sitter.Node] = None
    # The model's `value_type` memo, held here: `expression_value` reads it some 14k times per 10k
    # lines, and a `sem.memo` look-up each time would cost more than the dict hit.
    values: dict = field(default_factory=dict)


def facts(sem: Semantic, fn: Function) -> FunctionFacts:
    """The facts of one function, computed on first use and shared by the rules."""
    cache = sem.memo("analysis.conversion_facts", dict)
    key = ("fn", fn.node.id)
    found = cache.get(key)
    if found is None:
        found = cache[key] = FunctionFacts(nodes=sem.body_nodes(fn), function=fn.node, values=sem.memo(_VALUES, dict))
    return found


def type_of(sem: Semantic, memo: FunctionFacts, node: Optional[tree_sitter.Node]) -> Optional[str]:
    """The type of a trusted expression (`true` and `false` are bool); None when unsure."""
    if node is None or not sem.trusted(node):
        return None
    return sem.expression_type(node, bool_literals=True)


def value_type(sem: Semantic, text: Optional[str]) -> Optional[str]:
    """The arithmetic type (scalar or built-in vector name) of a value of type `text`, or None.

    Pointers, arrays, records, images and anything not understood give None.
    """
    cache = sem.memo(_VALUES, dict)  # Its own memo: asked ~18k times per 10k lines, a dict hit mostly.
    found = cache.get(text, _MISSING)
    if found is not _MISSING:
        return found
    found = None
    ctype = sem.typer.canonical(text)
    if ctype is not None and not (ctype.pointers or ctype.arrays or ctype.block or ctype.access):
        base = ctype.base
        if ty.vector_parts(base) or base in INT_WIDTH or base in FLOAT_RANK or base in SIZED:
            found = base
    cache[text] = found
    return found


_VALUES = "analysis.conversion_facts.values"  # type text -> `value_type`
_MISSING = object()


def expression_value(sem: Semantic, memo: FunctionFacts, node: Optional[tree_sitter.Node]) -> Optional[str]:
    """`value_type` of `type_of`, written out: asked of every operand of every operation."""
    if node is None or not sem.trusted(node):
        return None
    text = sem.expression_type(node, bool_literals=True)
    found = (memo.values if memo is not None else sem.memo(_VALUES, dict)).get(text, _MISSING)
    return value_type(sem, text) if found is _MISSING else found


def value_of(sem: Semantic, node: Optional[tree_sitter.Node]) -> Optional[str]:
    """The arithmetic type of a trusted expression (`expression_value` without the function's facts)."""
    return value_type(sem, type_of(sem, None, node))


def is_vector(name: Optional[str]) -> bool:
    return name in _VECTORS


_VECTORS = ty.VECTOR_NAMES


def strip_parens(node: Optional[tree_sitter.Node]) -> Optional[tree_sitter.Node]:
    while node is not None and node.type == "parenthesized_expression":
        inner = [c for c in node.named_children if c.type != "comment"]
        if len(inner) != 1:
            return node
        node = inner[0]
    return node


def never_vector_call(sem: Semantic, call: tree_sitter.Node) -> bool:
    """Whether a call's value is certainly no vector, told from its callee alone (`_callee_facts`):
    the typer would give it a scalar type or None, after typing every argument to pick the
    overload. C001 asks this first of the values it judges (most calls of a kernel are such)."""
    facts = _callee_facts(sem, call)
    return facts is not None and facts[0]


def never_pointer_call(sem: Semantic, call: tree_sitter.Node) -> bool:
    """Whether a call's value is certainly no pointer or array, told from its callee alone
    (`to_global` and its siblings return pointers: never such a call)."""
    facts = _callee_facts(sem, call)
    return facts is not None and facts[1]


def _callee_facts(sem: Semantic, call: tree_sitter.Node) -> Optional[tuple[bool, bool]]:
    """(never a vector, never a pointer or array) for a call of a name, judged as the typer
    would type the call (`Typer.resolve_call`) but without its arguments: a declared function
    by its declared result, any other name by every overload of the built-in of that name.
    None when unsure. The callee is read from the names the function's `prime` resolved, never
    looked up here: a name it did not resolve, or whose declaration is doubtful, is typed as usual."""
    function = call.child_by_field_id(ty.F_FUNCTION)
    if function is None or function.type != "identifier":
        return None  # `(vec)(a, b)`: a typedef'd vector literal.
    start = function.start_byte
    name = sem.snapshot.data[start : function.end_byte].decode("utf-8", "replace")
    declared = sem.typer._names.get((name, start), _MISSING)
    if declared is _MISSING:
        return None
    store = sem.memo(_CALLEES, dict)
    if declared is not None:
        if sem.typer._doubtful(declared):
            return None  # (The typer reads the name as undeclared.)
        if declared.kind not in ("function", "kernel"):
            return True, True  # The typer gives such a call no type.
        key = (declared.type,)
        found = store.get(key)
        if found is None:
            result = sem.typer.canonical(declared.type)
            found = store[key] = _results_facts(sem, (result.value().text() if result is not None else None,))
        return found
    found = store.get(name)
    if found is None:
        found = store[name] = _builtin_results(sem, name)
    return found


def _builtin_results(sem: Semantic, name: str) -> tuple[bool, bool]:
    if ty.conversion_builtin_type(name) is not None:
        return False, False
    found = _parsed_results(name)
    if found is None:
        return True, True  # The typer gives the call of an unknown name no type.
    texts, facts, bases = found
    by_name = hscope.file_scope(sem.snapshot).by_name
    if any(base in by_name for base in bases):
        return _results_facts(sem, texts)  # A name of the file may stand for a result type: its types.
    return facts


@functools.lru_cache(maxsize=4096)
def _parsed_results(name: str) -> Optional[tuple[frozenset, tuple[bool, bool], frozenset]]:
    """(the result type of each overload of a built-in as `Typer.resolve_call` gives it, their
    `_results_facts` where no file-scope name is one of their bases, those bases), or None for a
    name the catalog lacks. Kept across snapshots: a keystroke's model judges no overload again
    (a family has tens or hundreds). Where no declaration of the file is named after a base, the
    model's canonical type of a text is its parse (`SemanticTyper.canonical` resolves names)."""
    family = load_catalog().function(name)
    if family is None:
        return None
    texts = frozenset(ty.type_text(ty.parse_type(overload.return_type)) or overload.return_type
                      for overload in family.overloads())
    parsed = [ty.parse_type(text) for text in texts]
    no_vector = not any(
        ctype is not None and not (ctype.pointers or ctype.arrays or ctype.block or ctype.access)
        and ctype.base in _VECTORS for ctype in parsed)  # (`value_type`'s test.)
    no_pointer = all(ctype is None or not (ctype.pointers or ctype.arrays) for ctype in parsed)
    return texts, (no_vector, no_pointer), frozenset(ctype.base for ctype in parsed if ctype is not None)


def _results_facts(sem: Semantic, texts) -> tuple[bool, bool]:
    """(none of the type texts is a vector value, none is a pointer or an array)."""
    canonical = sem.typer.canonical
    no_vector = not any(text is not None and value_type(sem, text) in _VECTORS for text in texts)
    no_pointer = all(
        text is None or (ctype := canonical(text)) is None or not (ctype.pointers or ctype.arrays)
        for text in texts)
    return no_vector, no_pointer


# Callee name -> `_builtin_results`; (declared result type text,) -> `_results_facts` of its value.
_CALLEES = "analysis.conversion_facts.callees"


# Rank of a scalar next to a vector's element type.


def _int_order(a: str, b: str) -> int:
    """clang's integer type order: <0 when a ranks below b, 0 when equal, >0 above."""
    if a == b:
        return 0
    wa, wb = INT_WIDTH[a], INT_WIDTH[b]
    ua, ub = a.startswith("u"), b.startswith("u")
    if ua == ub or a == "bool" or b == "bool":
        return (wa > wb) - (wa < wb)
    if ua:  # a unsigned, b signed
        return 1 if wa >= wb else -1
    return -1 if wb >= wa else 1


def scalar_outranks(scalar: str, element: str) -> Optional[bool]:
    """Whether a scalar operand outranks a vector's element type; None when it depends on the target."""
    if scalar in SIZED:
        answers = {scalar_outranks(candidate, element) for candidate in SIZED[scalar]}
        return answers.pop() if len(answers) == 1 else None
    if element in FLOAT_RANK:
        if scalar in FLOAT_RANK:
            return FLOAT_RANK[scalar] > FLOAT_RANK[element]
        return False if scalar in INT_WIDTH else None
    if element in INT_WIDTH:
        if scalar in FLOAT_RANK:
            return True
        if scalar in INT_WIDTH:
            return _int_order(element, scalar) < 0
    return None


def byte_size(name: str) -> Optional[int]:
    """Bytes a scalar or vector of that type takes (a 3-component vector takes the room of 4)."""
    parts = ty.vector_parts(name)
    if parts is not None:
        element, width = parts
        return ELEMENT_BYTES[element] * (4 if width == 3 else width)
    return ELEMENT_BYTES.get(name)


def width_of(name: str) -> int:
    parts = ty.vector_parts(name)
    return parts[1] if parts else 1


# Availability of double and half.


def fp64_supported(sem: Semantic) -> bool:
    """Whether the configuration supports double precision at all."""
    if not sem.has("cl_khr_fp64"):
        return False
    return sem.version < (3, 0) or sem.has("__opencl_c_fp64")


def double_literals_are_double(sem: Semantic, offset: int) -> bool:
    """Whether a literal like `1.0` is a double at `offset` (clang makes it a float without fp64)."""
    if not fp64_supported(sem):
        return False
    if sem.version < (1, 2):
        return sem.pragma_enabled("cl_khr_fp64", offset)
    return True


def fp16_enabled(sem: Semantic, offset: int) -> bool:
    """Whether half values may be used at `offset`: cl_khr_fp16 supported and enabled by its pragma."""
    return sem.has("cl_khr_fp16") and sem.pragma_enabled("cl_khr_fp16", offset)


def has_double_literal(sem: Semantic, node: tree_sitter.Node) -> bool:
    """Whether an expression contains an unsuffixed floating literal (whose type depends on fp64).

    Inside a function, the body's double literals are listed once and bisected: a walk of
    each expression asked about would cost a nest of calls its depth squared.
    """
    fn = sem.function_at(node.start_byte)
    if fn is not None and fn.body.start_byte <= node.start_byte and node.end_byte <= fn.body.end_byte:
        starts = _double_literal_starts(sem, fn)
        i = bisect_left(starts, node.start_byte)
        return i < len(starts) and starts[i] < node.end_byte
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "number_literal":
            if ty.literal_type(sem.text(current)) == "double":
                return True
            continue
        stack.extend(current.named_children)
    return False


def _double_literal_starts(sem: Semantic, fn: Function) -> list[int]:
    store = sem.memo("analysis.conversion_facts", dict).setdefault("double_literals", {})
    found = store.get(fn.node.id)
    if found is None:
        literals = sem.body_nodes(fn).get("number_literal", ())
        found = store[fn.node.id] = sorted(
            n.start_byte for n in literals if ty.literal_type(sem.text(n)) == "double")
    return found


# Declared types of the targets of implicit conversions.


def declaration_type(sem: Semantic, declaration: tree_sitter.Node) -> Optional[str]:
    """The arithmetic type a declaration's plain declarators get (`int4 a = ...`), or None."""
    type_node = declaration.child_by_field_id(ty.F_TYPE)
    if type_node is None or not sem.trusted(type_node):
        return None
    return value_type(sem, hscope.base_type(sem.snapshot, declaration))


def function_return_type(sem: Semantic, fn: Function) -> Optional[str]:
    """The arithmetic return type of a function definition (not a pointer), or None."""
    declarator = fn.node.child_by_field_id(ty.F_DECLARATOR)
    if declarator is None or declarator.id != fn.declarator.id:
        return None
    type_node = fn.node.child_by_field_id(ty.F_TYPE)
    if type_node is None or not sem.trusted(type_node):
        return None
    return value_type(sem, hscope.base_type(sem.snapshot, fn.node))


_OVERLOADABLE = re.compile(rb"overloadable")


def user_parameters(sem: Semantic, declared: hscope.Declared) -> Optional[list[Optional[str]]]:
    """Arithmetic types (None for others) of a user function's parameters, or None when unsure.

    Unsure: variadic or unprototyped functions, overloadable ones, and
    declarations that use macros or sit in uncertain code.
    """
    cache = sem.memo("analysis.conversion_facts", dict)
    key = ("params", declared.start, declared.end)
    if key in cache:
        return cache[key]
    result = _user_parameters(sem, declared)
    cache[key] = result
    return result


def _user_parameters(sem: Semantic, declared: hscope.Declared) -> Optional[list[Optional[str]]]:
    cache = sem.memo("analysis.conversion_facts", dict)
    if "overloadable" not in cache:
        cache["overloadable"] = _OVERLOADABLE.search(sem.snapshot.data) is not None
    if cache["overloadable"]:
        return None
    if sem.uses_macro(declared.start, declared.name_end) or sem.in_inactive(declared.start):
        return None
    node = sem.snapshot.tree.root_node.descendant_for_byte_range(declared.name_start, declared.name_end)
    if node is not None and node.type != "function_declarator":
        node = next((above for above in sem.ancestors(node) if above.type == "function_declarator"), None)
    if node is None or not sem.trusted(node):
        return None
    params = node.child_by_field_name("parameters")
    if params is None:
        return None
    out: list[Optional[str]] = []
    for param in params.named_children:
        if param.type == "comment":
            continue
        if param.type != "parameter_declaration":
            return None
        declarator = param.child_by_field_id(ty.F_DECLARATOR)
        text = hscope.base_type(sem.snapshot, param)
        if declarator is None:
            if text == "void" and len(params.named_children) == 1:
                return []
            out.append(value_type(sem, text))
            continue
        name, stars, arrays, function = hscope.declarator_parts(declarator)
        if stars or arrays or function is not None:
            out.append(None)
            continue
        out.append(value_type(sem, text))
    if not out:
        return None  # `f()` declares no prototype in C99.
    return out


def shown(sem: Semantic, node: tree_sitter.Node, limit: int = 40) -> str:
    text = " ".join(sem.text(node).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


# Vector literals: `(float4)(a, b)` and, with a typedef'd vector type, `(vec)(a, b)` (a call in the tree).


def vector_literals(sem: Semantic, memo: FunctionFacts):
    """(node, vector type, argument nodes) of each trusted vector literal of the function."""
    cache = sem.memo("analysis.conversion_facts", dict)
    key = ("literals", id(memo))
    if key in cache:
        return cache[key]
    out = []
    for node in memo.nodes.get("vector_literal", ()):
        if not sem.trusted(node):
            continue
        target = value_type(sem, sem.typer.descriptor_type(node.child_by_field_id(ty.F_TYPE)))
        arguments = node.child_by_field_id(ty.F_ARGUMENTS)
        if target is None or arguments is None:
            continue
        out.append((node, target, [c for c in arguments.named_children if c.type != "comment"]))
    for node in memo.nodes.get("call_expression", ()):
        function = node.child_by_field_id(ty.F_FUNCTION)
        if function is None or function.type != "parenthesized_expression" or not sem.trusted(node):
            continue
        if sem.typer._typedef_cast(node) is None:
            continue
        inner = strip_parens(function)
        target = value_type(sem, sem.text(inner))
        arguments = node.child_by_field_id(ty.F_ARGUMENTS)
        if target is None or arguments is None or not is_vector(target):
            continue
        out.append((node, target, [c for c in arguments.named_children if c.type != "comment"]))
    cache[key] = out
    return out


# Operators: binary expressions and compound assignments, with their operand types.

COMPOUND = {"+=": "+", "-=": "-", "*=": "*", "/=": "/", "%=": "%", "&=": "&", "|=": "|", "^=": "^",
            "<<=": "<<", ">>=": ">>"}


class Operation(NamedTuple):
    # A tuple, not a frozen dataclass: one is made per operation of every function (its
    # `__init__` set each field through `object.__setattr__`).
    node: tree_sitter.Node  # binary_expression, assignment_expression or conditional_expression
    operator: str  # the binary operator ("+" for "+="), or "?:"
    operator_node: Optional[tree_sitter.Node]
    left: tree_sitter.Node
    right: tree_sitter.Node
    left_type: Optional[str]  # arithmetic types (None when unknown or not arithmetic)
    right_type: Optional[str]

    @property
    def anchor(self) -> tree_sitter.Node:
        """Where a finding about the operator goes: the operator, or the whole `?:`."""
        return self.operator_node if self.operator_node is not None else self.node


def operations(sem: Semantic, memo: FunctionFacts) -> list[Operation]:
    """The trusted binary operations of a function (compound assignments and `?:` included)."""
    cache = sem.memo("analysis.conversion_facts", dict)
    key = ("operations", id(memo))
    if key in cache:
        return cache[key]
    out: list[Operation] = []
    values, typed = memo.values, sem.expression_type

    def value(operand):
        """`expression_value` of an operand, which is trusted: the trusted operation holds its range."""
        text = typed(operand, True)
        found = values.get(text, _MISSING)
        return value_type(sem, text) if found is _MISSING else found

    # An operator's text is its node's type (a token of the grammar; trusted nodes hold no MISSING one).
    for node in memo.nodes.get("binary_expression", ()):
        operator = node.child_by_field_id(ty.F_OPERATOR)
        left, right = node.child_by_field_id(ty.F_LEFT), node.child_by_field_id(ty.F_RIGHT)
        if operator is None or left is None or right is None or not sem.trusted(node):
            continue
        out.append(Operation(node, operator.type, operator, left, right, value(left), value(right)))
    for node in memo.nodes.get("assignment_expression", ()):
        operator = node.child_by_field_id(ty.F_OPERATOR)
        if operator is None or not sem.trusted(node):
            continue
        op = COMPOUND.get(operator.type)  # Most assignments are plain `=`: their operands are not read.
        if op is None:
            continue
        left, right = node.child_by_field_id(ty.F_LEFT), node.child_by_field_id(ty.F_RIGHT)
        if left is None or right is None:
            continue
        out.append(Operation(node, op, operator, left, right, value(left), value(right)))
    for node in memo.nodes.get("conditional_expression", ()):
        left, right = node.child_by_field_id(ty.F_CONSEQUENCE), node.child_by_field_id(ty.F_ALTERNATIVE)
        if left is None or right is None or not sem.trusted(node):
            continue
        out.append(Operation(node, "?:", None, left, right, value(left), value(right)))
    out.sort(key=lambda o: o.node.start_byte)
    cache[key] = out
    return out


# What the C and V rules visit in a function: its typed operations, its vector literals.
OPERATIONS = Visit("operations", lambda sem, fn: operations(sem, facts(sem, fn)))
VECTOR_LITERALS = Visit("vector literals", lambda sem, fn: vector_literals(sem, facts(sem, fn)))


def vector_operations(sem, fn):
    """The operations of `fn` with a vector operand: C005, C006, C023 and C024 judge nothing else
    (each needs one side or both typed as a vector), and most operations of a file have none,
    so the four rules share this list instead of each being called on every operation."""
    vectors = _VECTORS  # (`is_vector`, written out: asked of both sides of each operation.)
    return [op for op in OPERATIONS.collect(sem, fn) if op.left_type in vectors or op.right_type in vectors]


# One visit for the four rules: `registry.applicable` lists it once per function for all of them.
VECTOR_OPERATIONS = Visit("operations with a vector operand", vector_operations)


def is_floating(name: Optional[str]) -> bool:
    """Whether a type is floating point or a vector of it."""
    return name is not None and ty.element_of(name) in FLOAT_RANK


def floating_operands(sem: Semantic, fn: Function, binary: set[str], unary: str):
    """(operand, operator, its floating type) for each floating operand of the `binary`
    operators (compound assignments included; the first such side of each operation) and of
    the `unary` operator in `fn`, for the rules that allow these operators on integers only."""
    memo = facts(sem, fn)
    for op in operations(sem, memo):
        if op.operator not in binary:
            continue
        for side, kind in ((op.left, op.left_type), (op.right, op.right_type)):
            if is_floating(kind):
                yield side, op.operator, kind
                break
    for node in memo.nodes.get("unary_expression", ()):
        operator = node.child_by_field_id(ty.F_OPERATOR)
        argument = node.child_by_field_id(ty.F_ARGUMENT)
        if operator is None or argument is None or sem.text(operator) != unary or not sem.trusted(node):
            continue
        kind = expression_value(sem, memo, argument)
        if is_floating(kind):
            yield argument, unary, kind


def half_redefined(sem: Semantic) -> bool:
    """Whether the file gives the name `half` a meaning of its own (code written for another language)."""
    cache = sem.memo("analysis.conversion_facts", dict)
    if "half_redefined" not in cache:
        cache["half_redefined"] = (
            "half" in sem.macro_names
            or hscope.file_scope(sem.snapshot).by_name.get("half") is not None
            or _typedefs_half(sem.snapshot.data)
        )
    return cache["half_redefined"]


def spells_half(sem: Semantic) -> bool:
    """Whether the word `half` appears anywhere in the file (searched once per snapshot)."""
    cache = sem.memo("analysis.conversion_facts", dict)
    found = cache.get("spells_half")
    if found is None:
        found = cache["spells_half"] = b"half" in sem.snapshot.data
    return found


_HALF_END = re.compile(rb"\bhalf[ \t]*;")
_TYPEDEF = re.compile(rb"\btypedef\b")


def _typedefs_half(data: bytes) -> bool:
    """Whether some `typedef ... half;` declares the name (searched from the rare `half;` backwards)."""
    if b"half" not in data:
        return False  # A plain search first: the regular expression is slow on a large file.
    for match in _HALF_END.finditer(data):
        start = max(data.rfind(b";", 0, match.start()), data.rfind(b"{", 0, match.start()),
                    data.rfind(b"}", 0, match.start())) + 1
        if _TYPEDEF.search(data, start, match.start()):
            return True
    return False


_VECTOR_WORD = re.compile(rb"\b(?:u?char|u?short|u?int|u?long|float|double|half)(?:2|3|4|8|16)\b|\bvloada?_?\w*\d")


def vectors_possible(sem: Semantic) -> bool:
    """Whether the file can hold vector values at all (names a vector type or loads vectors).

    Rules about vectors skip files that cannot; values of vector types from
    headers are unknown to the typer anyway.
    """
    cache = sem.memo("analysis.conversion_facts", dict)
    if "vectors" not in cache:
        cache["vectors"] = _VECTOR_WORD.search(sem.snapshot.data) is not None
    return cache["vectors"]


VECTORS = Need("vectors possible", vectors_possible)
