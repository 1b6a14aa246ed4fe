"""Coverage of the built-in catalog against the specification's function tables.

What it knows: the AsciiDoc source of the OpenCL C specification
(`OpenCL_C.txt`, found through OPENCL_SPEC_DIR or ../shared/spec) and its own
small parser of the table rows in the "Built-in Functions" chapter: in the
first cell of a row a function name is written bold (`*name*` or `**name**`)
right before its opening parenthesis. It expands the spec's placeholders
(`__n__` vector sizes, `<op>` operations, `{attribute}` names) itself.

What it does not know: functions the chapter only lists in code blocks
(the C11-style atomics) or outside tables, and the generator in
tools/gen_builtins.py, which it deliberately does not reuse. Tests skip when
the spec sources are absent.
"""

from __future__ import annotations

import re

import pytest

# A bold name immediately before "(" (spaces allowed), as in `gentype *acos*(gentype)`.
BOLD_CALL = re.compile(r"\*\*?(\{?[A-Za-z_][\w<>]*\}?)\*\*?\s*\(")
VECTOR_SIZES = ("2", "3", "4", "8", "16")
# `work_group_reduce_<op>` and its relatives: the core tables give add, min and max.
OPS = ("add", "min", "max")

# Names in table rows that are deliberately not catalog functions, each with its reason.
# Every bold name before "(" in a first cell is a real built-in today, so it is empty.
ALLOWLIST: dict[str, str] = {}

# Real built-ins the catalog lacks today. The strict xfail below turns into a failure once the
# catalog gains them, so this list cannot go stale.


def chapter_lines(text: str) -> list[str]:
    """Lines of the "Built-in Functions" chapter (up to the next level-2 heading)."""
    lines = text.splitlines()
    start = lines.index("== Built-in Functions")
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith("== "))
    return lines[start:end]


def first_cells(lines: list[str]) -> list[tuple[int, str]]:
    """(line index, text) of the first cell of every table row.

    A row starts with "|" in column 0; its first cell runs until the next "|",
    which is either on the same line or starts an indented continuation line.
    """
    cells: list[tuple[int, str]] = []
    in_table = False
    cell: list[str] | None = None
    start = 0
    for index, line in enumerate(lines):
        if line.startswith("|===="):
            if cell is not None:
                cells.append((start, "\n".join(cell)))
            cell = None
            in_table = not in_table
            continue
        if not in_table:
            continue
        if line.startswith("|"):
            if cell is not None:
                cells.append((start, "\n".join(cell)))
            body = line[1:]
            start = index
            if "|" in body:
                cells.append((index, body[: body.index("|")]))
                cell = None
            else:
                cell = [body]
        elif cell is not None and line.lstrip().startswith("|"):
            cells.append((start, "\n".join(cell)))
            cell = None
        elif cell is not None:
            cell.append(line)
    return cells


def expand(raw: str) -> list[str]:
    """Concrete names for one spelled name, placeholders expanded."""
    name = raw.strip("{}")  # `{get_kernel_...}` is an AsciiDoc attribute that spells the name itself.
    if "<op>" in name:
        return [name.replace("<op>", op) for op in OPS]
    if "__n__" in name:
        return [name.replace("__n__", n) for n in VECTOR_SIZES]
    return [name]


def spec_function_names(text: str) -> dict[str, int]:
    """Every function name in the chapter's tables, with the (chapter-relative) line it first appears on."""
    names: dict[str, int] = {}
    for line, cell in first_cells(chapter_lines(text)):
        for match in BOLD_CALL.finditer(cell):
            for name in expand(match.group(1)):
                names.setdefault(name, line)
    return names


@pytest.fixture(scope="module")
def spec_names(spec) -> dict[str, int]:
    return spec_function_names((spec / "opencl-docs" / "OpenCL_C.txt").read_text(encoding="utf-8"))


def test_parser_sees_the_tables(spec_names):
    # Sanity: the parser finds names from several tables, so a format change cannot silently pass.
    for name in ("get_global_id", "acos", "mad24", "clamp", "dot", "isequal", "vload4", "vstore_half8",
                 "barrier", "to_global", "async_work_group_copy", "atomic_add", "read_imagef",
                 "work_group_reduce_add", "enqueue_kernel", "sub_group_broadcast"):
        assert name in spec_names
    assert len(spec_names) > 250


def test_every_table_function_is_in_the_catalog(spec_names, catalog):
    missing = sorted(n for n in spec_names
                     if catalog.function(n) is None and n not in ALLOWLIST)
    assert missing == []


def test_allowlist_is_still_needed(spec_names, catalog):
    for name in ALLOWLIST:  # Empty today; kept so an entry added later is checked.
        assert name in spec_names, f"{name} no longer appears in the spec tables"
        assert catalog.function(name) is None, f"{name} is in the catalog now: drop it from ALLOWLIST"


# Overload counts, derived by hand from the spec tables. "Widths" are 1, 2, 3, 4, 8, 16 unless
# said otherwise; a second generic form whose scalar case repeats the first form adds only the
# 5 vector widths, because a repeated signature is one overload.
EXPECTED_OVERLOADS = {
    # Work-item table: `size_t get_global_id(uint dimindx)`, one row, no generic types.
    "get_global_id": 1,
    # Work-item table: `uint get_work_dim()`.
    "get_work_dim": 1,
    # Math table: `gentype acos(gentype)`, gentype = float, double, half: 3 types x 6 widths.
    "acos": 18,
    # Math table: `gentype fmin(gentype x, gentype y)` = 3 x 6 = 18, plus `gentypef fmin(gentypef, float)`,
    # `gentyped ...(..., double)`, `gentypeh ...(..., half)`: 5 new vector widths each = 15; 33 in all.
    "fmin": 33,
    # Integer table: `gentype mad24(gentype, gentype, gentype)` for 32-bit int and uint: 2 x 6.
    "mad24": 12,
    # Integer table: `ugentype abs(gentype x)`, gentype = 8 integer types x 6 widths.
    "abs": 48,
    # Integer table: `short/ushort/int/uint/long/ulong upsample(...)`: 6 pairs, each scalar + 5 widths.
    "upsample": 36,
    # Integer table: integer clamp (g,g,g) 8 x 6 = 48 and (g, sgentype, sgentype) 8 x 5 vectors = 40;
    # common table: float/double/half (g,g,g) 3 x 6 = 18 plus the scalar-limit forms 3 x 5 = 15; 121.
    "clamp": 121,
    # Geometric table: float/double/half dot over widths 1-4 (3 x 4 = 12) plus the integer dot
    # product rows uchar4.uchar4, char4.char4, uchar4.char4, char4.uchar4 (4): 16.
    "dot": 16,
    # Geometric table: `float4/float3 cross`, and the double and half rows: 6.
    "cross": 6,
    # Relational table: isequal scalar + 5 vector widths, for float, double and half: 3 x 6.
    "isequal": 18,
    # Miscellaneous vector table: `gentypen shuffle(gentypem x, ugentypen mask)`, 11 element types,
    # n and m each in 2, 4, 8, 16: 11 x 4 x 4.
    "shuffle": 176,
    # Relational table: select with igentype and ugentype masks: 2 forms x 11 element types x 6 widths.
    "select": 132,
    # Math table: `gentype sincos(gentype x, {global,local,private,generic} gentype *cosval)`: 4 x 3 x 6.
    "sincos": 72,
    # Vector load table: vload4 from global, local, constant, private and generic memory, 11 element types.
    "vload4": 55,
    # Async copy table: two directions (global->local, local->global) x 11 element types x 6 widths.
    "async_work_group_copy": 132,
    # Legacy atomics table: int and uint, global and local: 4.
    "atomic_add": 4,
    # Image read table: 32 sampler/sampler-less rows without aQual, 8 rows with aQual (read_only and
    # read_write, so 16 overloads): 48.
    "read_imagef": 48,
    # Synchronization table: `work_group_barrier(flags)` and `work_group_barrier(flags, scope)`.
    "work_group_barrier": 2,
}


@pytest.mark.parametrize("name,count", sorted(EXPECTED_OVERLOADS.items()))
def test_overload_counts(catalog, name, count):
    family = catalog.function(name)
    assert family is not None
    assert len(family.overloads()) == count


def test_atomic_fetch_pointer_operands(catalog):
    # The NOTE under the atomic_fetch table: for add/sub on atomic_(u)intptr_t the operand is ptrdiff_t;
    # for or/xor/and/min/max it is intptr_t or uintptr_t.
    def operand(family: str, atomic: str) -> str:
        for ov in catalog.function(family).overloads():
            if ov.params[0].type == f"volatile {atomic} *":
                return ov.params[1].type
        raise AssertionError(f"no {family} overload for {atomic}")

    assert operand("atomic_fetch_add", "atomic_uintptr_t") == "ptrdiff_t"
    assert operand("atomic_fetch_sub", "atomic_intptr_t") == "ptrdiff_t"
    assert operand("atomic_fetch_or", "atomic_uintptr_t") == "uintptr_t"
    assert operand("atomic_fetch_min", "atomic_intptr_t") == "intptr_t"
