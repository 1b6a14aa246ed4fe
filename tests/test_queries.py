"""Every editor query compiles against the grammar and captures what it should."""

import pytest
import tree_sitter

from opencl_lsp.syntax.language import QUERY_NAMES, language, query, query_source
from opencl_lsp.syntax.document import parse_bytes

KERNEL = b"""#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define N 4
typedef struct { float4 v; } pair_t;
__kernel void k(__global float4 *out, read_only image2d_t img, sampler_t s) {
    float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    out[get_global_id(0)] = v.xyzw + read_imagef(img, s, (int2)(0, 0));
}
"""


@pytest.mark.parametrize("name", QUERY_NAMES)
def test_query_compiles(name):
    compiled = tree_sitter.Query(language(), query_source(name))
    assert compiled.pattern_count > 0


def _captured(name):
    snap = parse_bytes("k.cl", KERNEL)
    cursor = tree_sitter.QueryCursor(query(name))
    return {
        (capture, snap.text(node))
        for capture, nodes in cursor.captures(snap.tree.root_node).items()
        for node in nodes
    }


def test_highlights_capture_opencl_constructs():
    found = _captured("highlights")
    names = {capture for capture, text in found if text in {"__kernel", "__global", "read_only", "float4", "image2d_t", "sampler_t"}}
    assert any(c.startswith("keyword") for c in names)
    assert ("type.builtin", "float4") in found
    assert ("type.builtin", "image2d_t") in found
    assert any(c.startswith("keyword") and t == "__global" for c, t in found)
    assert any(c.startswith("keyword") and t == "read_only" for c, t in found)
    assert any(t == "xyzw" for c, t in found)


def test_tags_find_definitions_and_calls():
    found = _captured("tags")
    assert ("name", "k") in found and ("name", "pair_t") in found and ("name", "N") in found
    assert any(c == "reference.call" for c, _ in found)


def test_locals_folds_indents_injections_capture_something():
    assert any(c.startswith("local.scope") for c, _ in _captured("locals"))
    assert any(c.startswith("local.definition") for c, _ in _captured("locals"))
    assert any(c == "fold" for c, _ in _captured("folds"))
    assert any(c.startswith("indent") for c, _ in _captured("indents"))
