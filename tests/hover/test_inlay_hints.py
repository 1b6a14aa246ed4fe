"""Inlay hints from the semantic core (hover/inlay_hints.py): what is shown, and where the code already says it."""

from __future__ import annotations

from opencl_lsp.hover.inlay_hints import ADDRESS_SPACE, PARAMETER, TYPE, inlay_hints
from opencl_lsp.syntax.document import parse_bytes

SOURCE = b"""float scale(float value, float factor) { return value * factor; }
void helper(float *p, global float *q, const int *r) { float *t = p; local float *l; }
kernel void k(global float4 *out, float factor, float *bad) {
    float4 v = out[0];
    float3 w = v.xyz;
    float2 u = v.xy + v.zw;
    float x = v.x;
    out[1] = clamp(v, 0.0f, 1.0f);
    out[2].x = scale(v.x, factor);
    out[2].y = scale(w.x, myFactor(1));
    size_t i = get_global_id(0);
    vstore4(v, 0, (global float *)out);
    float4 z = mad(v, v, v);
}
"""


def hints(version=(1, 2), features=frozenset(), kinds=frozenset({PARAMETER, TYPE, ADDRESS_SPACE}), source=SOURCE):
    snap = parse_bytes("/t/k.cl", source)
    return [(source[: h.offset].count(b"\n"), h.label, source[h.offset : h.offset + 6].decode()) for h in
            inlay_hints(snap, 0, len(source), version, features, kinds)]


def test_parameter_names_skip_what_the_argument_says_one_parameter_builtins_and_one_letter_names():
    found = [h for h in hints(kinds=frozenset({PARAMETER}))]
    assert found == [
        (7, "minval:", "0.0f, "), (7, "maxval:", "1.0f);"),
        (8, "value:", "v.x, f"),  # factor: the same identifier
        (9, "value:", "w.x, m"),  # myFactor(1): a name ending with the parameter's
        (11, "data:", "v, 0, "), (11, "offset:", "0, (gl"),  # vstore4's p: one letter
    ]  # get_global_id(0): one parameter; mad(a, b, c): uninformative names


def test_a_swizzle_type_is_shown_where_the_declaration_does_not_say_it():
    assert hints(kinds=frozenset({TYPE})) == [(5, ": float2", " + v.z"), (5, ": float2", ";\n    ")]


def test_unqualified_pointers_get_private_before_2_0_and_generic_with_the_feature():
    private = hints(kinds=frozenset({ADDRESS_SPACE}))
    assert private == [(1, "__private", "float "), (1, "__private", "int *r"), (1, "__private", "float ")]
    assert {h[1] for h in hints((2, 0), kinds=frozenset({ADDRESS_SPACE}))} == {"__generic"}
    assert {h[1] for h in hints((3, 0), frozenset({"__opencl_c_generic_address_space"}),
                                kinds=frozenset({ADDRESS_SPACE}))} == {"__generic"}
    assert {h[1] for h in hints((3, 0), kinds=frozenset({ADDRESS_SPACE}))} == {"__private"}


def test_no_kind_no_hints_and_a_range_limits_them():
    assert hints(kinds=frozenset()) == []
    snap = parse_bytes("/t/k.cl", SOURCE)
    line7 = SOURCE.index(b"    out[1]")
    inside = inlay_hints(snap, line7, line7 + 20, (1, 2), frozenset())
    assert [h.label for h in inside] == ["minval:", "maxval:"]


def test_broken_code_gives_hints_where_it_can_and_never_fails():
    source = b"kernel void k(global float4 *o) { float4 v = o[0]; o[1] = clamp(v, 0.0f, ; o[2].xy = v.hi"
    assert hints(source=source)  # no exception, and something to show


def test_a_function_of_an_included_file_is_named_through_the_workspace_index(tmp_path):
    from opencl_lsp.project.index import WorkspaceIndex

    (tmp_path / "helpers.cl").write_text("float scale(float value, float factor)\n{\n    return value * factor;\n}\n")
    main = tmp_path / "main.cl"
    source = b'#include "helpers.cl"\nkernel void k(global float *o) { o[0] = scale(o[1], 2.0f); }\n'
    main.write_bytes(source)
    index = WorkspaceIndex([str(tmp_path)], include_dirs=lambda p: [], cache_dir=None, read=lambda p: open(p, "rb").read())
    index.build()
    snap = parse_bytes(str(main), source)
    found = inlay_hints(snap, 0, len(source), (1, 2), frozenset(), frozenset({PARAMETER}), index)
    assert [h.label for h in found] == ["value:", "factor:"]
    # Without the index, a name the file does not declare is not guessed.
    assert inlay_hints(snap, 0, len(source), (1, 2), frozenset(), frozenset({PARAMETER})) == []
