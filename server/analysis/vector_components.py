"""Vector component selections (`v.xyz`, `v.s01`, `v.lo`, `p->w`) of one function, shared by the V rules.

One walk over a function's body finds every member access whose operand is
a built-in vector (or, with `->`, a pointer to one) and parses its selector;
the result is cached per semantic model and function, so the V rules share
it. A selection is only recorded when the whole expression is trusted (no
syntax error, no macro, live code) and the operand's type is known.

Chains (`v.lo.x`, `v.xyzw.s3`) are typed here rather than by the hover
typer, so that a chain on an 8- or 16-component vector keeps its type.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import tree_sitter

from .registry import Visit
from .semantics import typing as ty
from .semantic import Function, Semantic

XYZW = "xyzw"
RGBA = "rgba"
HEX = "0123456789abcdefABCDEF"
HALVES = ("lo", "hi", "even", "odd")
WIDTHS = (1, 2, 3, 4, 8, 16)


@dataclass(frozen=True)
class Selector:
    """A parsed component selector, judged against a vector width."""

    text: str
    notation: str  # "xyzw", "rgba", "numeric", "half", "mixed" or "invalid"
    lanes: tuple[int, ...] = ()  # Selected lanes (valid notations only; may exceed the width).
    culprit: str = ""  # The first character that breaks the notation (mixed or invalid).

    @property
    def well_formed(self) -> bool:
        return self.notation not in ("mixed", "invalid")

    def beyond(self, width: int) -> list[str]:
        """The component names that do not exist in a vector of `width` lanes (in selector order, unique)."""
        if self.notation == "half":
            return []
        names = self.text[1:] if self.notation == "numeric" else self.text
        out: list[str] = []
        for name, lane in zip(names, self.lanes):
            if lane >= width and name not in out:
                out.append(name)
        return out

    def duplicates(self) -> list[str]:
        names = self.text[1:] if self.notation == "numeric" else self.text
        if self.notation == "half":
            return []
        prefix = self.text[0] if self.notation == "numeric" else ""
        seen: set[int] = set()
        out: list[str] = []
        for name, lane in zip(names, self.lanes):
            shown = prefix + name.lower() if prefix else name
            if lane in seen and shown not in out:
                out.append(shown)
            seen.add(lane)
        return out


def _family(c: str) -> str:
    if c in XYZW:
        return "xyzw"
    if c in RGBA:
        return "rgba"
    if c in "sS" or c in HEX:
        return "numeric"
    return "invalid"


def parse_selector(text: str, width: int) -> Selector:
    """Parse a selector such as `xyz`, `s0A`, `lo` for a vector of `width` lanes."""
    if text in HALVES:
        padded = 4 if width == 3 else width
        lanes = {
            "lo": range(padded // 2),
            "hi": range(padded // 2, padded),
            "even": range(0, padded, 2),
            "odd": range(1, padded, 2),
        }[text]
        return Selector(text, "half", tuple(lanes))
    if not text:
        return Selector(text, "invalid")
    first = text[0]
    if first in "sS":
        if len(text) == 1:
            return Selector(text, "invalid", culprit=first)
        for c in text[1:]:
            if c not in HEX:
                # Of the rgba letters, a and b are digits; r and g are simply not digits.
                return Selector(text, "mixed" if c in XYZW else "invalid", culprit=c)
        return Selector(text, "numeric", tuple(int(c, 16) for c in text[1:]))
    kind = _family(first)
    if kind not in ("xyzw", "rgba"):
        return Selector(text, "invalid", culprit=first)
    names = XYZW if kind == "xyzw" else RGBA
    for c in text:
        if c not in names:
            return Selector(text, "mixed" if _family(c) != "invalid" else "invalid", culprit=c)
    return Selector(text, kind, tuple(names.index(c) for c in text))


@dataclass
class Selection:
    """One component selection on a vector operand."""

    node: tree_sitter.Node  # field_expression
    argument: tree_sitter.Node
    field: tree_sitter.Node
    element: str
    width: int
    selector: Selector
    arrow: bool = False
    # Well formed, within the width and of a legal result width (`valid_for`, judged once per
    # selector text and width of a model: asked of every selection, and again by the rules).
    valid: bool = False

    @property
    def vector(self) -> str:
        return f"{self.element}{self.width}"

    @property
    def result_type(self) -> Optional[str]:
        if not self.valid:
            return None
        return ty.vector_of(self.element, len(self.selector.lanes))


def valid_for(selector: Selector, width: int) -> bool:
    """Whether a selector is well formed, within `width` lanes and of a legal result width."""
    return selector.well_formed and not selector.beyond(width) and len(selector.lanes) in WIDTHS


@dataclass
class FunctionSelections:
    selections: list[Selection] = field(default_factory=list)
    by_node: dict[int, Selection] = field(default_factory=dict)
    # Member accesses (`.` or `->`) whose operand is a known non-vector arithmetic scalar.
    on_scalars: list[tuple[tree_sitter.Node, str]] = field(default_factory=list)
    # `&` expressions, assignments and `++`/`--`, for the rules that look at what they apply to.
    address_of: list[tree_sitter.Node] = field(default_factory=list)
    assignments: list[tree_sitter.Node] = field(default_factory=list)
    types: dict[int, Optional[str]] = field(default_factory=dict)
    # Name resolution shortcuts: where each name is declared in the body (see `_identifier_key`).
    declared: dict[str, list[tuple[tree_sitter.Node, tree_sitter.Node]]] = field(default_factory=dict)
    body: Optional[tree_sitter.Node] = None
    # The ids of the body's own children, on first use (`_identifier_key`): a test of membership
    # instead of `Node.parent`, which descends from the root on every ask.
    body_children: Optional[frozenset[int]] = None
    nested_parameters: bool = False
    identifier_types: dict[tuple, Optional[str]] = field(default_factory=dict)
    canonical: dict[str, Optional[ty.CType]] = field(default_factory=dict)


def strip_parens(node: Optional[tree_sitter.Node]) -> Optional[tree_sitter.Node]:
    while node is not None and node.type == "parenthesized_expression" and node.named_child_count == 1:
        node = node.named_children[0]
    return node


def selections(sem: Semantic, fn: Function) -> FunctionSelections:
    per = sem.memo("analysis.vector_components.selections", dict)  # function node id -> its selections
    found = per.get(fn.node.id)
    if found is None:
        found = _collect(sem, fn)
        per[fn.node.id] = found
    return found


# What the V rules about component selectors visit: the selections on vectors of a function, and
# the (node, scalar type) of each selection on a scalar.
SELECTIONS = Visit("vector component selections", lambda sem, fn: selections(sem, fn).selections)
SCALAR_SELECTIONS = Visit("selections on scalars", lambda sem, fn: selections(sem, fn).on_scalars)


def _collect(sem: Semantic, fn: Function) -> FunctionSelections:
    out = FunctionSelections(body=fn.body)
    nodes = sem.body_nodes(fn)  # One query of the body, shared with the other families.
    fields = list(nodes.get("field_expression", ()))
    if fields:  # Only the operands of selections ask where names are declared (`_identifier_key`).
        for node in nodes.get("declaration", ()):
            for name in _declared_names(node):
                out.declared.setdefault(sem.text(name), []).append((node, name))
        out.nested_parameters = sem.has_nested_parameters(fn)
    for node in nodes.get("pointer_expression", ()):
        op = node.child_by_field_id(ty.F_OPERATOR)
        if op is not None and op.type == "&":
            out.address_of.append(node)
    out.assignments.extend(nodes.get("assignment_expression", ()))
    out.assignments.extend(nodes.get("update_expression", ()))
    # Inner selections first, so that a chain's operand is typed before the chain.
    fields.sort(key=lambda n: (n.end_byte - n.start_byte))
    selectors = sem.memo(_SELECTORS, dict) if fields else None
    for node in fields:
        _judge(sem, out, node, selectors)
    return out


def _declared_names(declaration: tree_sitter.Node) -> list[tree_sitter.Node]:
    names = []
    for declarator in declaration.children_by_field_name("declarator"):
        node = declarator
        while node is not None and node.type != "identifier":
            node = node.child_by_field_id(ty.F_DECLARATOR)
        if node is not None:
            names.append(node)
    return names


def _identifier_key(out: FunctionSelections, name: str, offset: int) -> Optional[tuple]:
    """A key under which every use of `name` resolves alike, or None when unsure.

    A name the body never declares means the same everywhere in the function
    (a parameter or a file-scope name); a name declared once at the top level
    of the body means one thing before that declaration and another after it.
    """
    if out.nested_parameters:
        return None
    places = out.declared.get(name)
    if not places:
        return (name,)
    if len(places) == 1:
        declaration, declarator_name = places[0]
        if out.body_children is None:
            out.body_children = frozenset(child.id for child in out.body.children)
        if declaration.id in out.body_children:
            return (name, offset >= declarator_name.end_byte)
    return None


def canonical(sem: Semantic, out: FunctionSelections, text: Optional[str]) -> Optional[ty.CType]:
    if not text:
        return None
    if text not in out.canonical:
        out.canonical[text] = sem.typer.canonical(text)
    return out.canonical[text]


def operand_type(sem: Semantic, out: FunctionSelections, node: Optional[tree_sitter.Node]) -> Optional[str]:
    """The type of an operand, using this module's chain types where the typer has none."""
    inner = strip_parens(node)
    if inner is None:
        return None
    if inner.id in out.types:
        return out.types[inner.id]
    if inner.type == "field_expression":
        selection = out.by_node.get(inner.id)
        if selection is not None:
            return selection.result_type
    if inner.type == "identifier" and sem.trusted(node):
        key = _identifier_key(out, sem.text(inner), inner.start_byte)
        if key is not None:
            if key not in out.identifier_types:
                out.identifier_types[key] = sem.type_of(inner)
            return out.identifier_types[key]
    return sem.type_of(node)


def _judge(sem: Semantic, out: FunctionSelections, node: tree_sitter.Node, selectors: dict) -> None:
    argument = node.child_by_field_id(ty.F_ARGUMENT)  # (By id: a read by name first looks the name up.)
    name = node.child_by_field_id(ty.F_FIELD)
    operator = node.child_by_field_id(ty.F_OPERATOR)
    if argument is None or name is None or operator is None or not sem.trusted(node):
        return
    if name.type not in ("swizzle", "field_identifier"):
        return
    arrow = operator.type == "->"
    base = operand_type(sem, out, argument)
    ctype = canonical(sem, out, base)
    if ctype is None or ctype.arrays or ctype.block:
        out.types[node.id] = None
        return
    if ctype.pointers != (1 if arrow else 0):
        out.types[node.id] = None
        return
    parts = ty.vector_parts(ctype.base)
    if parts is None:
        # A typedef with clang's vector attributes types as its element type here.
        if ty.is_scalar(ctype.base) and name.type == "swizzle" and not _vector_attributes(sem):
            out.on_scalars.append((node, ctype.base))
        return
    # Selectors recur (`.x`, `.xyz` on float4): parsed and judged once per text and width.
    width = parts[1]
    key = (sem.text(name), width)
    parsed = selectors.get(key)
    if parsed is None:
        selector = parse_selector(key[0], width)
        parsed = selectors[key] = (selector, valid_for(selector, width))
    selection = Selection(node, argument, name, parts[0], width, parsed[0], arrow, parsed[1])
    out.selections.append(selection)
    out.by_node[node.id] = selection
    out.types[node.id] = selection.result_type


_SELECTORS = "analysis.vector_components.selectors"  # (selector text, width) -> (Selector, `valid_for`)


def _vector_attributes(sem: Semantic) -> bool:
    """Whether the file declares vectors with `ext_vector_type` or `vector_size` attributes."""
    data = sem.snapshot.data
    return sem.memo("analysis.vector_components.attributes",
                    lambda: b"ext_vector_type" in data or b"vector_size" in data)


def shown(sem: Semantic, node: tree_sitter.Node, limit: int = 32) -> str:
    """Short source text of an expression for messages."""
    text = " ".join(sem.text(node).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
