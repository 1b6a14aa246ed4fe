"""A conservative typer for OpenCL C expressions, and overload resolution of built-ins.

What it knows: the types of literals (with their suffixes), of names declared
in the file (through `scope`), of vector literals and casts, of struct field
accesses, swizzles and subscripts, of unary, binary, ternary and assignment
expressions under OpenCL C's usual arithmetic conversions (a scalar widens to
the vector type of the other operand; relational and logical operators give
`int` for scalars and the signed integer vector of the same width and element
size for vectors), and of calls to user functions, to `convert_T`/`as_T` and
to catalog built-ins after overload resolution.

What it does not know: anything the preprocessor would change (macros other
than object-like literals are untyped), types from other files, and the
target's pointer size (`size_t` mixed with `long` is unknown). When it is not
sure it answers None; it never guesses. Types are returned as normalized text
("float4", "__global const float *", "struct S", "int[16]").
Evaluation uses an explicit stack, so deeply nested expressions cannot
overflow the interpreter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import tree_sitter

from ... import memo
from ...syntax.ancestry import ancestors
from ...syntax.document import Snapshot
from ...syntax.language import language
from . import scope
from .catalog import FunctionFamily, Overload, load_catalog

# Scalar types and their properties.

INTEGERS = {
    "bool": (1, False), "char": (8, True), "uchar": (8, False), "short": (16, True), "ushort": (16, False),
    "int": (32, True), "uint": (32, False), "long": (64, True), "ulong": (64, False),
}
FLOATS = {"half": 1, "float": 2, "double": 3}
FLOAT_BITS = {"half": 16, "float": 32, "double": 64}
# Integer types whose width depends on the target; they mix only with narrower types.
POINTER_SIZED = {"size_t": False, "ptrdiff_t": True, "intptr_t": True, "uintptr_t": False}
# Types the catalog uses as names for integers (enums and typedefs of integers).
INTEGER_ALIASES = {"cl_mem_fence_flags": "uint", "memory_order": "int", "memory_scope": "int"}
VECTOR_ELEMENTS = ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half")
VECTOR_WIDTHS = (2, 3, 4, 8, 16)
SIGNED_OF_BITS = {8: "char", 16: "short", 32: "int", 64: "long"}

ADDRESS_SPACES = {
    "__global": "__global", "global": "__global", "__local": "__local", "local": "__local",
    "__constant": "__constant", "constant": "__constant", "__private": "__private", "private": "__private",
    "__generic": "__generic", "generic": "__generic",
}
ACCESS = {"read_only": "read_only", "__read_only": "read_only", "write_only": "write_only",
          "__write_only": "write_only", "read_write": "read_write", "__read_write": "read_write"}
VALUE_QUALIFIERS = {"const", "__const", "volatile", "restrict", "__restrict"}
IGNORED_WORDS = {"static", "extern", "inline", "__inline", "register", "kernel", "__kernel", "signed"}
_SIGN_WORDS = {"unsigned", "signed"}
_TOKENS = re.compile(r"[A-Za-z_]\w*|\*|\^|\[[^\]]*\]|<anonymous>")


INTEGER_LITERAL = re.compile(r"^(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]*$")


def integer_literal_is_zero(text: str) -> bool | None:
    """Whether an integer literal's value is 0, or None when the text is not an integer literal.
    Read from the digits, never through int(): a fuzzer's 70,000-digit literal is over Python's
    int-conversion limit and would raise."""
    match = INTEGER_LITERAL.match(text)
    if match is None:
        return None
    digits = match.group(1)
    return digits.lstrip("0xX" if digits[:2] in ("0x", "0X") else "0") == ""


def is_scalar(name: str) -> bool:
    """True for arithmetic scalar types (including bool and the pointer-sized integers)."""
    return name in INTEGERS or name in FLOATS or name in POINTER_SIZED or name in INTEGER_ALIASES


def is_integer(name: str) -> bool:
    """True for integer scalar types."""
    return name in INTEGERS or name in POINTER_SIZED or name in INTEGER_ALIASES


# Every vector type name -> (element, width): a dict hit instead of a match (asked ~45k times per 10k lines).
_VECTOR_PARTS = {f"{element}{width}": (element, width) for element in VECTOR_ELEMENTS for width in VECTOR_WIDTHS}


# The same, with each name followed by a newline too (`$` of the former pattern matched before a final newline).
_VECTOR_NAMES = {**_VECTOR_PARTS, **{f"{name}\n": parts for name, parts in _VECTOR_PARTS.items()}}


# Every name `vector_parts` knows: membership is a vector test without a call.
VECTOR_NAMES = frozenset(_VECTOR_NAMES)


def vector_parts(name: str) -> tuple[str, int] | None:
    """(element type, width) of a vector type name, or None."""
    return _VECTOR_NAMES.get(name)


def element_of(name: str) -> str:
    """The element type of a vector, or the type itself for scalars."""
    parts = vector_parts(name)
    return parts[0] if parts else name


def vector_of(element: str, width: int) -> str:
    return element if width == 1 else f"{element}{width}"


def element_bits(name: str) -> int | None:
    if name in INTEGERS:
        return max(INTEGERS[name][0], 8)
    return FLOAT_BITS.get(name)


@dataclass(frozen=True)
class CType:
    """A parsed type: base name, pointer levels, the pointee's address space and qualifiers."""

    base: str
    pointers: int = 0
    space: str = ""
    quals: frozenset = field(default_factory=frozenset)
    access: str = ""
    arrays: tuple[str, ...] = ()
    block: bool = False
    # The address space of each pointer object, innermost first (`global int * local * p`:
    # ("__local", "")); empty when no pointer level names one.
    levels: tuple[str, ...] = ()

    def __post_init__(self):
        if self.levels and (len(self.levels) != self.pointers or not any(self.levels)):
            padded = (tuple(self.levels) + ("",) * self.pointers)[: self.pointers]
            object.__setattr__(self, "levels", padded if any(padded) else ())

    def text(self) -> str:
        """Normalized text: `__global const float4 *`, `read_only image2d_t`, `int[16]`, `__global int * __local *`."""
        # Kept on the instance, outside the fields (a CType is frozen and shared: the parse memo's
        # types are asked for their text again and again).
        found = self.__dict__.get("_kept_text")
        if found is None:
            found = self._make_text()
            object.__setattr__(self, "_kept_text", found)
        return found

    def _make_text(self) -> str:
        words = [w for w in (self.space, *sorted(self.quals), self.access, self.base) if w]
        head = " ".join(words)
        if self.pointers and self.levels:
            head += " " + " ".join("*" + (f" {level}" if level else "") for level in self.levels)
        elif self.pointers:
            head += " " + "*" * self.pointers
        return head + "".join(self.arrays)

    def pointee(self) -> "CType":
        """The type one pointer level down (for `*p` and `p[i]`)."""
        found = self.__dict__.get("_kept_pointee")  # Made once per instance, kept as the text is.
        if found is None:
            if self.pointers > 1:
                found = CType(self.base, self.pointers - 1, self.space, self.quals, self.access,
                              levels=self.levels[:-1])
            else:
                found = CType(self.base, 0, "", frozenset(), self.access)
            object.__setattr__(self, "_kept_pointee", found)
        return found

    @property
    def is_pointer(self) -> bool:
        return self.pointers > 0

    @property
    def is_array(self) -> bool:
        return bool(self.arrays)

    def value(self) -> "CType":
        """The type of the value read from an object of this type (qualifiers dropped, arrays decay)."""
        if not self.arrays and (self.pointers or not (self.space or self.quals or self.block or self.levels)):
            return self  # Already a value type (frozen: sharing it is safe).
        found = self.__dict__.get("_kept_value")  # Made once per instance, kept as the text is.
        if found is None:
            if self.arrays:
                levels = self.levels + ("",) if self.levels else ()
                found = CType(self.base, self.pointers + 1, self.space, self.quals, self.access, self.arrays[1:],
                              levels=levels)
            else:
                found = CType(self.base, access=self.access)
            object.__setattr__(self, "_kept_value", found)
        return found


def _base_from_words(words: list[str]) -> str | None:
    """A canonical base name from the type words: `unsigned int` -> uint, `long int` -> long."""
    if not words:
        return None
    unsigned = "unsigned" in words
    rest = [w for w in words if w not in _SIGN_WORDS]
    if rest == ["int"] and len(words) > 1 and "short" not in words and "long" not in words:
        rest = ["int"]
    if len(rest) > 1 and rest[-1] == "int" and rest[0] in ("short", "long"):
        rest = rest[:-1]
    if not rest:
        rest = ["int"]
    if len(rest) != 1:
        return None
    base = rest[0]
    if unsigned:
        return "u" + base if base in ("char", "short", "int", "long") else None
    return base


# Type text -> its parse: a file spells few distinct types (98 texts for 2,640 parses in 10k lines),
# and a CType is frozen, so one parse serves every asker and every snapshot.
_parsed = memo.cache("analysis.semantics.typing.parse_type", 4096, ordered=False)
_MISSING = object()  # Not in a memo yet (None is a memoized answer).
_CACHED_TEXT = 200  # Longer texts (a fuzzer's) are parsed each time: the caches' bound counts entries, not bytes.


def parse_type(text: str | None) -> CType | None:
    """Parse type text such as `const __global float4 *` or `__local int[16]`; None when not understood."""
    if not text:
        return None
    return _by_text(_parsed, text, _parse_type)


def _by_text(cache, text: str, compute, *context):
    """`compute(text, *context)`, kept in `cache` under (text, *context) unless the text is long
    (a fuzzer's: the bound counts entries, not bytes)."""
    if len(text) > _CACHED_TEXT:
        return compute(text, *context)
    key = (text, *context) if context else text
    found = cache.get(key, _MISSING)
    if found is _MISSING:
        found = compute(text, *context)
        cache.put(key, found)
    return found


def _parse_type(text: str) -> CType | None:
    space = ""
    quals: set[str] = set()
    access = ""
    words: list[str] = []
    pointers = 0
    levels: list[str] = []
    arrays: list[str] = []
    block = False
    record = ""
    tokens = _TOKENS.findall(text)
    index = 0
    while index < len(tokens):
        token = tokens[index]
        index += 1
        if token == "*":
            pointers += 1
            levels.append("")
        elif token == "^":
            block = True
        elif token.startswith("["):
            arrays.append("[" + " ".join(token[1:-1].split()) + "]")
        elif pointers:
            # Qualifiers of a pointer object do not change the pointee; its address space is kept per level.
            if token in ADDRESS_SPACES:
                levels[-1] = ADDRESS_SPACES[token]
            continue
        elif token in ADDRESS_SPACES:
            space = ADDRESS_SPACES[token]
        elif token in VALUE_QUALIFIERS:
            quals.add({"__restrict": "restrict", "__const": "const"}.get(token, token))
        elif token in ACCESS:
            access = ACCESS[token]
        elif token in IGNORED_WORDS and token != "signed":
            continue
        elif token in ("struct", "union", "enum") and index < len(tokens):
            record = f"{token} {tokens[index]}"
            index += 1
        else:
            words.append(token)
    base = record if record and not words else _base_from_words(words) if not record else None
    if base is None:
        return None
    quals.discard("restrict")
    return CType(base, pointers, space, frozenset(quals), access, tuple(arrays), block, tuple(levels))


def type_text(ctype: CType | None) -> str | None:
    return ctype.text() if ctype is not None else None


# Usual arithmetic conversions.


def promote(name: str) -> str:
    """Integer promotion of a scalar type (char, short and bool become int)."""
    if name in INTEGERS and INTEGERS[name][0] < 32:
        return "int"
    return INTEGER_ALIASES.get(name, name)


def _scalar_usual(a: str, b: str) -> str | None:
    """The common type of two arithmetic scalars, or None when it depends on the target."""
    a, b = promote(a), promote(b)
    if a == b:
        return a
    if a in FLOATS or b in FLOATS:
        ranks = [(FLOATS.get(t, 0), t) for t in (a, b)]
        return max(ranks)[1]
    if a in POINTER_SIZED or b in POINTER_SIZED:
        sized, other = (a, b) if a in POINTER_SIZED else (b, a)
        if other in POINTER_SIZED:
            return None
        bits, signed = INTEGERS[other]
        if bits < 32 or (bits == 32 and (signed or not POINTER_SIZED[sized])):
            return sized
        return None
    (abits, asigned), (bbits, bsigned) = INTEGERS[a], INTEGERS[b]
    if asigned == bsigned:
        return a if abits >= bbits else b
    unsigned, signed = (a, b) if not asigned else (b, a)
    if INTEGERS[unsigned][0] >= INTEGERS[signed][0]:
        return unsigned
    return signed


def usual_conversion(a: str, b: str) -> str | None:
    """The type of `a op b` for arithmetic operands (scalars widen to the other vector type)."""
    va, vb = vector_parts(a), vector_parts(b)
    if va and vb:
        return a if a == b else None
    if va:
        return a if is_scalar(b) else None
    if vb:
        return b if is_scalar(a) else None
    if is_scalar(a) and is_scalar(b):
        return _scalar_usual(a, b)
    return None


def relational_result(operand: str) -> str | None:
    """Result of a comparison or logical operator: int for scalars, a signed integer vector for vectors."""
    parts = vector_parts(operand)
    if parts is None:
        return "int" if is_scalar(operand) else None
    bits = element_bits(parts[0])
    return vector_of(SIGNED_OF_BITS[bits], parts[1]) if bits else None


# Swizzles.

_XYZW = "xyzw"
_RGBA = "rgba"
_HALVES = {"lo", "hi", "even", "odd"}


def swizzle_lanes(width: int, text: str) -> list[int] | None:
    """Lane indices a swizzle selects from a vector of `width` lanes, or None when invalid."""
    if text in _HALVES:
        padded = 4 if width == 3 else width
        half = padded // 2
        if width < 2:
            return None
        lanes = {"lo": range(half), "hi": range(half, padded),
                 "even": range(0, padded, 2), "odd": range(1, padded, 2)}[text]
        return list(lanes)
    if text[:1] in ("s", "S") and len(text) > 1 and all(c in "0123456789abcdefABCDEF" for c in text[1:]):
        lanes = [int(c, 16) for c in text[1:]]
    elif all(c in _XYZW for c in text) and width <= 4:
        lanes = [_XYZW.index(c) for c in text]
    elif all(c in _RGBA for c in text) and width <= 4:
        lanes = [_RGBA.index(c) for c in text]
    else:
        return None
    if any(lane >= width for lane in lanes) or len(lanes) not in (1, 2, 3, 4, 8, 16):
        return None
    return lanes


def swizzle_type(vector: str, text: str) -> str | None:
    """The type of `v.text` for a vector type, or None."""
    return _by_text(_swizzle_types, text, _swizzle_type, vector)


# (vector type, swizzle) -> the type it selects: a file repeats a few (`.x`, `.lo`) thousands of times.
_swizzle_types = memo.cache("analysis.semantics.typing.swizzle_type", 4096, ordered=False)


def _swizzle_type(text: str, vector: str) -> str | None:
    parts = vector_parts(vector)
    if parts is None:
        return None
    lanes = swizzle_lanes(parts[1], text)
    if lanes is None:
        return None
    return vector_of(parts[0], len(lanes))


# Literals.

_INT_SUFFIX = re.compile(r"^(?P<digits>.*?)(?P<suffix>[uUlL]*)$")


# Literal text -> its type (282 distinct texts for 4,307 literals in 10k lines).
_literal_types = memo.cache("analysis.semantics.typing.literal_type", 4096, ordered=False)


def literal_type(text: str) -> str | None:
    """The type of a number literal: `1` int, `1u` uint, `1.0f` float, `1.0` double, `1.0h` half."""
    return _by_text(_literal_types, text, _literal_type)


def _literal_type(text: str) -> str | None:
    t = text.strip().replace("'", "").lower()
    if t[:1] in ("-", "+"):
        t = t[1:].lstrip()
    if not t or not t[0].isdigit() and not (t[0] == "." and len(t) > 1):
        return None
    is_hex = t.startswith("0x")
    if (is_hex and "p" in t) or (not is_hex and ("." in t or "e" in t)):
        return _float_literal(t)
    return _int_literal(t, is_hex)


def _float_literal(t: str) -> str | None:
    if t.endswith("f"):
        return "float"
    if t.endswith("h"):
        return "half"
    if t[-1].isdigit() or t[-1] == ".":
        return "double"
    return None


def _int_literal(t: str, is_hex: bool) -> str | None:
    match = _INT_SUFFIX.match(t)
    digits, suffix = match.group("digits"), match.group("suffix")
    try:
        value = int(digits, 16) if is_hex else int(digits, 8) if digits.startswith("0") and len(digits) > 1 else int(digits)
    except ValueError:
        return None
    unsigned = "u" in suffix
    longs = suffix.count("l")
    if longs > 1 or len(suffix) > longs + (1 if unsigned else 0):
        return None
    decimal = not is_hex and not (digits.startswith("0") and len(digits) > 1)
    candidates = ["long", "ulong"] if longs else ["int", "uint", "long", "ulong"]
    if unsigned:
        candidates = [c for c in candidates if c.startswith("u")]
    elif decimal:
        candidates = [c for c in candidates if not c.startswith("u")]
    for name in candidates:
        bits, signed = INTEGERS[name]
        if value < (1 << (bits - 1) if signed else 1 << bits):
            return name
    return None


# Conversions for overload resolution.

EXACT, PROMOTION, CONVERSION = 0, 1, 2
_SPACE_DEFAULT = {"", "__private"}


def _scalar_cost(arg: str, param: str) -> int | None:
    arg, param = INTEGER_ALIASES.get(arg, arg), INTEGER_ALIASES.get(param, param)
    if arg == param:
        return EXACT
    if not (is_scalar(arg) and is_scalar(param)):
        return None
    if (promote(arg) == param and arg != param) or (arg == "float" and param == "double"):
        return PROMOTION
    return CONVERSION


def _pointer_cost(arg: CType, param: CType) -> int | None:
    if arg.pointers != param.pointers or arg.base != param.base or arg.block or param.block:
        return None
    if not arg.quals <= param.quals:
        return None
    cost = EXACT if arg.quals == param.quals else PROMOTION
    if arg.space == param.space or (arg.space in _SPACE_DEFAULT and param.space in _SPACE_DEFAULT):
        return cost
    if param.space in ("", "__generic") and arg.space in ("__global", "__local", "__private", ""):
        return CONVERSION
    return None


def conversion_cost(arg_text: str, param_text: str) -> int | None:
    """How an argument converts to a parameter: 0 exact, 1 promotion, 2 conversion, None impossible."""
    arg, param = parse_type(arg_text), parse_type(param_text)
    if arg is None or param is None:
        return None
    arg = arg.value()
    if param.pointers or arg.pointers:
        return _pointer_cost(arg, param) if param.pointers and arg.pointers else None
    if param.access or arg.access or param.base.startswith("image"):
        same = arg.base == param.base and (arg.access or "read_only") == (param.access or "read_only")
        return EXACT if same else None
    if vector_parts(param.base) or vector_parts(arg.base):
        return EXACT if arg.base == param.base else None
    if arg.base.startswith("enum ") and is_integer(param.base):
        return CONVERSION
    return _scalar_cost(arg.base, param.base)


def _costs(overload: Overload, arg_types: list[str | None], exact_count: bool) -> list[int] | None:
    """Per-argument conversion costs (unknown arguments cost 0), or None when not viable."""
    params = overload.params
    if len(params) == 1 and params[0].type == "void":
        params = ()
    if len(arg_types) > len(params) or (exact_count and len(arg_types) != len(params)):
        return None
    costs: list[int] = []
    for arg, param in zip(arg_types, params):
        if arg is None:
            costs.append(EXACT)
            continue
        cost = conversion_cost(arg, param.type)
        if cost is None:
            return None
        costs.append(cost)
    return costs


def _available(overloads: list[Overload], version, features) -> list[Overload]:
    if version is None or features is None:
        return overloads
    met = [o for o in overloads if o.requires.is_met(version, features)]
    return met or overloads


def viable_overloads(family: FunctionFamily, arg_types: list[str | None], version=None,
                     features=None) -> list[Overload]:
    """Overloads that accept the arguments typed so far (None for unknown ones), best matches first."""
    scored = []
    for index, overload in enumerate(_available(family.overloads(), version, features)):
        costs = _costs(overload, list(arg_types), exact_count=False)
        if costs is not None:
            scored.append((sum(costs), index, overload))
    scored.sort(key=lambda item: (item[0], item[1]))
    return [overload for _cost, _index, overload in scored]


def resolve_overload(family: FunctionFamily, arg_types: list[str | None], version=None,
                     features=None) -> Overload | None:
    """The overload a call with these argument types selects: the exact match, else the unique best one."""
    if any(arg is None for arg in arg_types):
        return None
    overloads = family.overloads()
    available = _available(overloads, version, features)
    found = _best(available, arg_types)
    if found is None and len(available) != len(overloads):
        # A call may still select an overload the configuration lacks; hover then marks it.
        found = _best(overloads, arg_types)
    return found


def _best(overloads: list[Overload], arg_types: list[str | None]) -> Overload | None:
    """The exact match, else the unique overload no worse than every other on each argument."""
    candidates = []
    for overload in overloads:
        costs = _costs(overload, list(arg_types), exact_count=True)
        if costs is not None:
            candidates.append((costs, overload))
    exact = [overload for costs, overload in candidates if not any(costs)]
    if len(exact) == 1:
        return exact[0]
    if exact:
        return None
    best = [(costs, overload) for costs, overload in candidates
            if all(_no_worse(costs, other) for other, _o in candidates)]
    return best[0][1] if len(best) == 1 else None


def _no_worse(costs: list[int], other: list[int]) -> bool:
    return all(a <= b for a, b in zip(costs, other))


# Conversion and reinterpretation built-ins: convert_T[_sat][_rounding] and as_T.

_CONVERT = re.compile(r"^convert_(?P<type>[a-z]+\d*)(?:_sat)?(?:_rt[enzp])?$")
_AS = re.compile(r"^as_(?P<type>[a-z]+\d*)$")


def conversion_builtin_type(name: str) -> str | None:
    """The result type of `convert_float4_sat`-style and `as_uint`-style built-ins, or None."""
    match = _CONVERT.match(name) or _AS.match(name)
    if match is None:
        return None
    target = match.group("type")
    if vector_parts(target) or (target in INTEGERS and target != "bool") or target in FLOATS:
        return target
    return None


# The typer.

# Operators grouped by how their result type is computed.
ARITHMETIC = {"+", "-", "*", "/", "%", "&", "|", "^"}
SHIFTS = {"<<", ">>"}
RELATIONAL = {"<", ">", "<=", ">=", "==", "!="}
LOGICAL = {"&&", "||"}


def _field_ids(names: str) -> tuple[int, ...]:
    """The grammar's ids of fields. Typing and the rules built on it read fields through
    `child_by_field_id`: `child_by_field_name` first finds the name among the grammar's field
    names (a scan of them, about as costly as the read itself), some 100k times per 10k lines."""
    lang = language()
    return tuple(lang.field_id_for_name(name) for name in names.split())


(F_ALTERNATIVE, F_ARGUMENT, F_ARGUMENTS, F_CONSEQUENCE, F_DECLARATOR, F_FIELD, F_FUNCTION, F_LEFT, F_OPERATOR,
 F_RIGHT, F_TYPE, F_VALUE) = _field_ids(
    "alternative argument arguments consequence declarator field function left operator right type value")

# Node type -> the fields that hold the operands its rule needs (`Typer._operands_of`; calls and
# parentheses take their named children).
OPERAND_FIELDS = {
    "binary_expression": (F_LEFT, F_RIGHT),
    "conditional_expression": (F_CONSEQUENCE, F_ALTERNATIVE),
    "assignment_expression": (F_LEFT,),
    "comma_expression": (F_RIGHT,),
    **{kind: (F_ARGUMENT,) for kind in ("unary_expression", "update_expression", "pointer_expression",
                                        "field_expression", "subscript_expression")},
}

_ONE_WORD = re.compile(r"\w+")  # A catalog macro's type that is one word.

# Expression nodes whose type needs no operand.
LEAVES = frozenset(("identifier", "number_literal", "char_literal", "string_literal", "concatenated_string",
                     "true", "false", "null", "field_identifier"))


class Typer:
    """Types the expressions of one snapshot; caches name lookups per instance."""

    def __init__(self, snapshot: Snapshot, version=None, features=None):
        self.snapshot = snapshot
        self.version = version
        self.features = features
        self.catalog = load_catalog()
        self._names: dict[tuple[str, int], scope.Declared | None] = {}
        self._declared_types: dict = {}  # `_declared_type`: by type text, or by (name start, kind, type text)
        self._binary_types: dict[tuple[str, str, str], str | None] = {}  # (operator, left, right) -> type
        self._rule_table = type(self).rules()  # Read per typed node: an attribute, not a call.

    def text(self, node: tree_sitter.Node) -> str:
        return self.snapshot.data[node.start_byte : node.end_byte].decode("utf-8", "replace")

    def lookup(self, node: tree_sitter.Node) -> scope.Declared | None:
        start = node.start_byte
        name = self.snapshot.data[start : node.end_byte].decode("utf-8", "replace")
        key = (name, start)
        found = self._names.get(key, _MISSING)  # None is an answer (no declaration).
        if found is _MISSING:
            found = self._names[key] = scope.lookup(self.snapshot, start, name)
        return found

    # Canonical types through the file's typedefs.

    def canonical(self, text: str | None) -> CType | None:
        """Parse a type and resolve typedefs of the file (struct typedefs keep their name)."""
        ctype = parse_type(text)
        for _ in range(16):
            if ctype is None:
                return None
            base = ctype.base
            if base in INTEGERS or base in FLOATS or vector_parts(base) or " " in base:
                return ctype
            declared = scope.file_scope(self.snapshot).by_name.get(base)
            if declared is None or declared.kind != "typedef" or not declared.type:
                return ctype
            inner = parse_type(declared.type)
            if inner is None or inner.base.endswith("<anonymous>"):
                return ctype
            levels = ()
            if ctype.levels or inner.levels:
                levels = (inner.levels or ("",) * inner.pointers) + (ctype.levels or ("",) * ctype.pointers)
            ctype = CType(inner.base, ctype.pointers + inner.pointers, ctype.space or inner.space,
                          ctype.quals | inner.quals, ctype.access or inner.access, ctype.arrays + inner.arrays,
                          ctype.block or inner.block, levels)
        return ctype

    def descriptor_type(self, descriptor: tree_sitter.Node | None) -> str | None:
        """The type a type_descriptor (of a cast, vector literal or sizeof) names."""
        if descriptor is None:
            return None
        base = scope.base_type(self.snapshot, descriptor)
        declarator = descriptor.child_by_field_id(F_DECLARATOR)
        stars: list[str] = []
        arrays: list[str] = []
        if declarator is not None:
            _name, stars, arrays, function = scope.declarator_parts(declarator)
            if function is not None:
                return None
        return type_text(self.canonical(scope.compose_type(base, stars, arrays)))

    # Evaluation with an explicit stack.

    def type_of(self, node: tree_sitter.Node | None) -> str | None:
        """The type of an expression node as text, or None when unsure."""
        if node is None:
            return None
        results: dict[int, str | None] = {}
        stack: list[tuple[tree_sitter.Node, bool]] = [(node, False)]
        while stack:
            current, ready = stack.pop()
            if ready:
                results[current.id] = self._rule(current, results)
                continue
            stack.append((current, True))
            for operand in self._operands(current):
                if operand.id not in results:
                    stack.append((operand, False))
        return results.get(node.id)

    def _operands(self, node: tree_sitter.Node) -> list[tree_sitter.Node]:
        """Child expressions whose types the rule for `node` needs."""
        return self._operands_of(node, node.type)

    def _operands_of(self, node: tree_sitter.Node, kind: str) -> list[tree_sitter.Node]:
        """`_operands` of a node whose type `kind` the caller has read already."""
        fields = OPERAND_FIELDS.get(kind)
        if fields is not None:
            get = node.child_by_field_id
            if len(fields) == 1:
                child = get(fields[0])
                return [child] if child is not None else []
            first, second = get(fields[0]), get(fields[1])
            if first is None:
                return [second] if second is not None else []
            return [first, second] if second is not None else [first]
        if kind == "call_expression":
            arguments = node.child_by_field_id(F_ARGUMENTS)
            return [c for c in arguments.named_children if c.type != "comment"] if arguments is not None else []
        if kind == "parenthesized_expression":
            return [c for c in node.named_children if c.type != "comment"][-1:]
        return []

    @classmethod
    def rules(cls) -> dict:
        """Node type -> the `_type_<node type>` function that types it, made once per class
        (a subclass may override a rule): `method(typer, node, of)`."""
        rules = cls.__dict__.get("_rules_by_type")
        if rules is None:
            rules = {name[len("_type_"):]: getattr(cls, name) for name in dir(cls) if name.startswith("_type_")}
            cls._rules_by_type = rules
        return rules

    def _rule(self, node: tree_sitter.Node, results: dict[int, str | None], of=None) -> str | None:
        """The type of `node` from its operands' types in `results`; `of` reads them (made when not given)."""
        method = self.rules().get(node.type)
        if method is None:
            return None
        if of is None:
            def of(child):
                return results.get(child.id) if child is not None else None
        return method(self, node, of)

    # One rule per node type; `of` gives an operand's already computed type.

    def _type_number_literal(self, node, of):
        return literal_type(self.text(node))

    def _type_char_literal(self, node, of):
        # In C99, on which OpenCL C is based, a character constant has type int.
        return "int" if self.text(node).startswith("'") else None

    def _type_string_literal(self, node, of):
        return "__constant char *"

    def _type_concatenated_string(self, node, of):
        return "__constant char *"

    def _type_true(self, node, of):
        return "int"

    _type_false = _type_true

    def _type_sizeof_expression(self, node, of):
        return "size_t"

    def _type_alignof_expression(self, node, of):
        return "size_t"

    def _type_parenthesized_expression(self, node, of):
        inner = self._operands(node)
        return of(inner[0]) if inner else None

    def _type_cast_expression(self, node, of):
        return self.descriptor_type(node.child_by_field_id(F_TYPE))

    def _type_vector_literal(self, node, of):
        return self.descriptor_type(node.child_by_field_id(F_TYPE))

    def _type_compound_literal_expression(self, node, of):
        return self.descriptor_type(node.child_by_field_id(F_TYPE))

    def _type_identifier(self, node, of):
        declared = self.lookup(node)
        if declared is not None:
            # `_declared_type` written out: one call less for the most frequent node type.
            kind = declared.kind
            key = declared.type if kind == "variable" or kind == "parameter" else (
                declared.name_start, kind, declared.type)
            found = self._declared_types.get(key, _MISSING)
            if found is _MISSING:
                found = self._declared_types[key] = self._declared_type_uncached(declared)
            return found
        macro = self.catalog.macro(self.text(node))
        if macro is not None:
            if macro.type and _ONE_WORD.fullmatch(macro.type):
                return macro.type
            return literal_type(macro.value) if macro.value else None
        return None

    def _declared_type(self, declared: scope.Declared) -> str | None:
        # A variable's or parameter's type is its type text's, whichever declares it (most names of a
        # file share a few type texts); another declaration's is its own.
        kind = declared.kind
        key = declared.type if kind == "variable" or kind == "parameter" else (
            declared.name_start, kind, declared.type)
        found = self._declared_types.get(key, _MISSING)
        if found is _MISSING:
            found = self._declared_types[key] = self._declared_type_uncached(declared)
        return found

    def _declared_type_uncached(self, declared: scope.Declared) -> str | None:
        if declared.kind in ("variable", "parameter"):
            ctype = self.canonical(declared.type)
            if ctype is None or ctype.block:
                return None
            return ctype.text() if ctype.arrays else ctype.value().text()
        if declared.kind == "enumerator":
            return "int"
        if declared.kind == "macro":
            value = declared.detail.split(None, 2)[2] if len(declared.detail.split(None, 2)) == 3 else ""
            return literal_type(value) if "(" not in declared.detail.split(None, 2)[1] else None
        return None

    def _type_field_expression(self, node, of):
        # Each field read only once the ones before it were found usable (a read makes a node).
        base = of(node.child_by_field_id(F_ARGUMENT))
        if base is None:
            return None
        name = node.child_by_field_id(F_FIELD)
        if name is None:
            return None
        ctype = self.canonical(base)
        if ctype is None:
            return None
        operator = node.child_by_field_id(F_OPERATOR)
        pointer = None
        if operator is not None and operator.type == "->" and not operator.is_missing:  # (Its text, read cheaper.)
            if ctype.pointers != 1:
                return None
            pointer, ctype = ctype, CType(ctype.base)
        elif ctype.pointers or ctype.arrays:
            return None
        field_name = self.text(name)
        if vector_parts(ctype.base):
            return swizzle_type(ctype.base, field_name)
        for member in scope.members(self.snapshot, ctype.base):
            if member.name == field_name:
                member_type = self.canonical(member.type)
                if member_type is None:
                    return None
                if not member_type.arrays:
                    return member_type.value().text()
                return self._member_array(member_type, pointer, node, of)
        return None

    def _member_array(self, member: CType, pointer: CType | None, node, of) -> str | None:
        """An array member's type: it lives where the object holding it does, and decays to a pointer
        into that address space (`gs[2].ct + 1`, `osalt->ct + 8` with `__constant salt_t *osalt`:
        they were `__private uchar *`, a false Q012); None when that place is unknown."""
        if pointer is not None:
            holder = (pointer.space, pointer.quals)
        else:
            holder = self._holder(node.child_by_field_id(F_ARGUMENT), of)
        if holder is None:
            return None
        space, quals = holder
        if member.pointers:  # An array of pointers: `space` would name where they point, not where they are.
            return member.text() if not space else None
        return CType(member.base, 0, space, member.quals | quals, member.access, member.arrays).text()

    def _holder(self, node, of) -> tuple[str, frozenset] | None:
        """(address space, qualifiers) of the object an expression left of a `.` names ("" for a
        function's own variable), found along its chain of members, elements and dereferences; None
        when unsure (a call's result, a name declared at program scope without a space)."""
        while node is not None:
            kind = node.type
            if kind == "parenthesized_expression":
                inner = self._operands_of(node, kind)
                node = inner[0] if inner else None
            elif kind == "field_expression":
                operator = node.child_by_field_id(F_OPERATOR)
                node = node.child_by_field_id(F_ARGUMENT)
                if operator is None or operator.type != ".":
                    return self._pointee_holder(of(node)) if operator is not None and operator.type == "->" else None
            elif kind == "subscript_expression":
                node = node.child_by_field_id(F_ARGUMENT)
                ctype = self.canonical(of(node))
                if ctype is None or not ctype.arrays or ctype.pointers:
                    return self._pointee_holder(of(node))
                if ctype.space:
                    return ctype.space, ctype.quals
            elif kind == "pointer_expression":
                operator = node.child_by_field_id(F_OPERATOR)
                if operator is None or operator.type != "*":
                    return None
                return self._pointee_holder(of(node.child_by_field_id(F_ARGUMENT)))
            elif kind == "identifier":
                declared = self.lookup(node)
                if declared is None or declared.kind not in ("variable", "parameter"):
                    return None
                declared_type = parse_type(declared.type)
                if declared_type is None or declared_type.pointers:
                    return None
                if declared_type.space:
                    return declared_type.space, declared_type.quals
                return ("", declared_type.quals) if self._inside_function(declared) else None
            else:
                return None
        return None

    def _pointee_holder(self, text: str | None) -> tuple[str, frozenset] | None:
        """(address space, qualifiers) of what a pointer of type `text` points to."""
        ctype = self.canonical(text)
        if ctype is None or ctype.pointers != 1 or ctype.arrays:
            return None
        return ctype.space, ctype.quals

    def _type_subscript_expression(self, node, of):
        ctype = self.canonical(of(node.child_by_field_id(F_ARGUMENT)))
        if ctype is None:
            return None
        if ctype.arrays:
            inner = CType(ctype.base, ctype.pointers, ctype.space, ctype.quals, ctype.access, ctype.arrays[1:])
            return inner.text() if inner.arrays else inner.value().text()
        if ctype.pointers:
            return ctype.pointee().text()
        parts = vector_parts(ctype.base)
        return parts[0] if parts else None

    def _type_pointer_expression(self, node, of):
        operator = node.child_by_field_id(F_OPERATOR)
        argument = node.child_by_field_id(F_ARGUMENT)
        ctype = self.canonical(of(argument))
        if ctype is None or operator is None:
            return None
        if self.text(operator) == "*":
            if ctype.arrays:
                return CType(ctype.base, ctype.pointers, ctype.space, ctype.quals, ctype.access,
                             ctype.arrays[1:]).value().text()
            if not ctype.pointers:
                return None
            return ctype.pointee().text()
        return self._address_of(argument, ctype)

    def _address_of(self, argument, ctype: CType) -> str | None:
        """`&x`: a pointer into the address space where x lives, when the declaration says so."""
        while argument is not None and argument.type == "parenthesized_expression":
            inner = self._operands(argument)
            argument = inner[0] if inner else None
        if argument is not None and argument.type == "subscript_expression":
            return self._address_of_element(argument)
        if argument is None or argument.type != "identifier" or ctype.pointers or ctype.arrays:
            return None
        declared = self.lookup(argument)
        declared_type = parse_type(declared.type) if declared is not None else None
        if declared_type is None:
            return None
        if declared_type.space:
            space = declared_type.space
        elif declared.kind in ("variable", "parameter") and self._inside_function(declared):
            space = "__private"
        else:
            return None
        return CType(ctype.base, 1, space, declared_type.quals, ctype.access).text()

    def _address_of_element(self, subscript) -> str | None:
        """`&a[i]`: a pointer of the array's or pointer's type."""
        base = self.canonical(self.type_of(subscript.child_by_field_id(F_ARGUMENT)))
        if base is None:
            return None
        if base.arrays and len(base.arrays) == 1 and not base.pointers:
            space = base.space or ("__private" if self._is_local_array(subscript) else "")
            return CType(base.base, 1, space, base.quals, base.access).text() if space else None
        if base.pointers and not base.arrays:
            return base.text()
        return None

    def _is_local_array(self, subscript) -> bool:
        argument = subscript.child_by_field_id(F_ARGUMENT)
        if argument is None or argument.type != "identifier":
            return False
        declared = self.lookup(argument)
        return declared is not None and declared.kind == "variable" and self._inside_function(declared)

    def _inside_function(self, declared: scope.Declared) -> bool:
        root = self.snapshot.tree.root_node
        node = root.descendant_for_byte_range(declared.start, declared.start)
        if node is None:
            return False
        return node.type == "function_definition" or any(
            above.type == "function_definition" for above in ancestors(root, node))

    def _type_unary_expression(self, node, of):
        operator = node.child_by_field_id(F_OPERATOR)
        operand = of(node.child_by_field_id(F_ARGUMENT))
        if operator is None or operand is None:
            return None
        ctype = self.canonical(operand)
        if ctype is None or ctype.pointers or ctype.arrays:
            return None
        op = self.text(operator)
        base = ctype.base
        if op == "!":
            return relational_result(base)
        if op == "~" and not is_integer(element_of(base)):
            return None
        if vector_parts(base):
            return base
        return promote(base) if is_scalar(base) else None

    def _type_update_expression(self, node, of):
        return of(node.child_by_field_id(F_ARGUMENT))

    def _type_assignment_expression(self, node, of):
        return of(node.child_by_field_id(F_LEFT))

    def _type_comma_expression(self, node, of):
        return of(node.child_by_field_id(F_RIGHT))

    def _type_conditional_expression(self, node, of):
        a, b = of(node.child_by_field_id(F_CONSEQUENCE)), of(node.child_by_field_id(F_ALTERNATIVE))
        if a is None or b is None:
            return None
        if a == b:
            return a
        ca, cb = self.canonical(a), self.canonical(b)
        if ca is None or cb is None or ca.pointers or cb.pointers or ca.arrays or cb.arrays:
            return None
        return usual_conversion(ca.base, cb.base)

    def _type_binary_expression(self, node, of):
        left = of(node.child_by_field_id(F_LEFT))
        if left is None:
            return None
        right = of(node.child_by_field_id(F_RIGHT))
        if right is None:
            return None
        operator = node.child_by_field_id(F_OPERATOR)
        if operator is None:
            return None
        # The result follows from the operator and the operands' types alone: a file combines
        # few of them (2k binary expressions, a few dozen combinations per 10k lines). An
        # operator's text is its token's type ("" for a MISSING one, as its empty text reads).
        key = ("" if operator.is_missing else operator.type, left, right)
        found = self._binary_types.get(key, _MISSING)
        if found is _MISSING:
            found = self._binary_types[key] = self._binary_type(*key)
        return found

    def _binary_type(self, op: str, left: str, right: str) -> str | None:
        lt, rt = self.canonical(left), self.canonical(right)
        if lt is None or rt is None:
            return None
        lt, rt = lt.value(), rt.value()
        if lt.pointers or rt.pointers:
            return self._pointer_arithmetic(op, lt, rt)
        a, b = lt.base, rt.base
        if op in ARITHMETIC:
            if op in ("%", "&", "|", "^") and not (is_integer(element_of(a)) and is_integer(element_of(b))):
                return None
            return usual_conversion(a, b)
        if op in SHIFTS:
            if vector_parts(a):
                return a if is_integer(element_of(a)) else None
            if is_integer(a) and is_integer(b) and not vector_parts(b):
                return promote(a)
            return None
        if op in RELATIONAL or op in LOGICAL:
            common = usual_conversion(a, b)
            return relational_result(common) if common is not None else None
        return None

    def _pointer_arithmetic(self, op: str, lt: CType, rt: CType) -> str | None:
        if op in RELATIONAL or op in LOGICAL:
            return "int"
        if op == "-" and lt.pointers and rt.pointers:
            return "ptrdiff_t"
        if op in ("+", "-") and lt.pointers and not rt.pointers and is_integer(rt.base):
            return lt.text()
        if op == "+" and rt.pointers and not lt.pointers and is_integer(lt.base):
            return rt.text()
        return None

    def _type_call_expression(self, node, of):
        typedef = self._typedef_cast(node)
        if typedef is not None:
            return typedef
        call = self.resolve_call(node, of)
        return call[1] if call is not None else None

    def _typedef_cast(self, node) -> str | None:
        """`(vec)(1.0f)` with `vec` a typedef parses as a call; it is a cast or vector literal."""
        function = node.child_by_field_id(F_FUNCTION)
        if function is None or function.type != "parenthesized_expression":
            return None
        inner = self._operands(function)
        if not inner or inner[0].type != "identifier":
            return None
        declared = self.lookup(inner[0])
        if declared is None or declared.kind != "typedef":
            return None
        return type_text(self.canonical(self.text(inner[0])))

    def resolve_call(self, node, of=None):
        """(what is called, result type, overload or None) for a call expression, or None.

        What is called is a `Declared` for user functions, a `FunctionFamily` for
        built-ins, or the name for conversion built-ins.
        """
        function = node.child_by_field_id(F_FUNCTION)
        if function is None or function.type != "identifier":
            return None
        if of is None:
            types = self.argument_types(node)
            of = lambda child: types.get(child.id)  # noqa: E731
        name = self.text(function)
        declared = self.lookup(function)
        if declared is not None:
            if declared.kind in ("function", "kernel"):
                result = self.canonical(declared.type)
                return declared, (result.value().text() if result is not None else None), None
            return None
        converted = conversion_builtin_type(name)
        if converted is not None:
            return name, converted, None
        family = self.catalog.function(name)
        if family is None:
            return None
        arguments = node.child_by_field_id(F_ARGUMENTS)
        args = [of(c) for c in arguments.named_children if c.type != "comment"] if arguments is not None else []
        overload = resolve_overload(family, args, self.version, self.features)
        if overload is None:
            return family, None, None
        return family, type_text(parse_type(overload.return_type)) or overload.return_type, overload

    def argument_types(self, call: tree_sitter.Node) -> dict[int, str | None]:
        """Types of a call's arguments, keyed by node id."""
        arguments = call.child_by_field_id(F_ARGUMENTS)
        if arguments is None:
            return {}
        return {c.id: self.type_of(c) for c in arguments.named_children if c.type != "comment"}


def expression_type(snapshot: Snapshot, node: tree_sitter.Node | None, version=None, features=None) -> str | None:
    """The type of an expression as normalized text, or None when unsure."""
    if node is None:
        return None
    return Typer(snapshot, version, features).type_of(node)
