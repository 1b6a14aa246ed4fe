"""quick_fixes.one_notation: a selector mixing xyzw and rgba letters, written in xyzw letters.

V002 does not attach it yet (its rule module is being reworked elsewhere); these tests take the
selector node from a real parse and the selector from vector_components.parse_selector, as the
rule would.
"""

from __future__ import annotations

from opencl_lsp.analysis.quick_fixes import one_notation
from opencl_lsp.analysis.vector_components import parse_selector
from opencl_lsp.syntax.document import parse_bytes


def fix_for(selector: str, width: int = 4):
    text = f"kernel void k(global float{width} *p) {{\n    float{width} v = p[0];\n    p[1] = v.{selector};\n}}\n"
    data = text.encode()
    snap = parse_bytes("/fixes/notation.cl", data)
    at = data.index(f"v.{selector};".encode()) + 2
    field = snap.tree.root_node.descendant_for_byte_range(at, at + len(selector))
    assert data[field.start_byte:field.end_byte] == selector.encode(), field
    fix = one_notation(parse_selector(selector, width), width, field)
    if fix is None:
        return None
    (edit,) = fix.edits
    return fix.title, (data[: edit.start] + edit.new_text.encode() + data[edit.end :]).decode()


def test_mixed_letters_become_xyzw_letters_for_the_same_lanes():
    title, text = fix_for("xg")
    assert title == "Use '.xy' (the same components in xyzw letters)"
    assert "p[1] = v.xy;" in text
    assert fix_for("rgbw")[0] == "Use '.xyzw' (the same components in xyzw letters)"
    assert fix_for("xyba")[0] == "Use '.xyzw' (the same components in xyzw letters)"


def test_no_fix_where_the_meaning_is_unsure_or_the_result_still_wrong():
    assert fix_for("s0x") is None  # is `x` a lane or a slip?
    assert fix_for("xs1") is None
    assert fix_for("xa", 2) is None  # `.xw` on a float2 is still out of range
    assert fix_for("xyz") is None  # not mixed: nothing to fix
    assert fix_for("rgba") is None  # one notation already (V004's fix handles the version)
