"""`Semantic.body_nodes` lists each node type in file order, a node before the nodes it contains
(`a + b + c`: the outer sum first), as sorting by (start, -end) orders them, ties as captured."""

from __future__ import annotations

from pathlib import Path

from opencl_lsp.analysis import semantic
from opencl_lsp.analysis.context import Context
from opencl_lsp.syntax.document import Document

VERIFY = Path(__file__).parent / "verify"
SOURCES = sorted(VERIFY.rglob("*.cl"))[::5]
NESTED = b"""kernel void k(global float4 *o, int a) {
    o[a].x = o[o[a].y + a + a + a].z + (float)(int)(a + a * a) + ((a + a) + a);
    o[0] = (float4)(a, a + a, a, a).xyzw + o[a + a].xxxx.yyyy;
}
"""


def test_body_nodes_come_in_document_order():
    lists = 0
    for data in [NESTED] + [path.read_bytes() for path in SOURCES]:
        snapshot = Document("/t.cl", data).snapshot()
        sem = Context(snapshot, None).semantic
        for fn in sem.functions:
            captures = sem._captures(fn)
            for kind, nodes in sem.body_nodes(fn).items():
                captured = captures[dict(semantic._BODY_CAPTURES)[kind]]
                expected = sorted(captured, key=lambda n: (n.start_byte, -n.end_byte))
                assert [n.id for n in nodes] == [n.id for n in expected], kind
                lists += 1
    assert lists > 200
