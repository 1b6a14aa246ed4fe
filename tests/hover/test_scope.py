"""Scope tests: what is visible at a cursor, declared types and struct members (engine level, no LSP)."""

import sys
from pathlib import Path

from opencl_lsp.analysis.semantics import scope
from opencl_lsp.syntax.document import parse_bytes

REPO_ROOT = Path(__file__).resolve().parents[2]
# tests/hover is not a package, so reach the shared fixture parser through the repository root.
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))
from tests.annotations import parse  # noqa: E402


def at(source: str):
    text, _expected, cursor = parse(source)
    return parse_bytes("t.cl", text.encode()), cursor


SOURCE = """
#define TILE 16
/// A particle of the simulation.
typedef struct {
    float4 position;
    union { float mass; int tag; };
} particle_t;
struct pair { int a, b[4]; };
enum mode { MODE_A, MODE_B = 3 };
constant float SCALE = 2.0f;

// Sums a window.
float helper(__global const float4 *src, const int n) {
    float acc = 0.0f;
    for (int j = 0; j < n; ++j) {
        float4 v = src[j];
        $0
    }
    int late = 1;
    return acc;
}
"""


def test_locals_come_first_and_in_scope_order():
    snap, cursor = at(SOURCE)
    names = [d.name for d in scope.visible_at(snap, cursor)]
    assert names[:5] == ["v", "j", "acc", "n", "src"]
    assert "late" not in names
    for name in ("TILE", "particle_t", "SCALE", "helper", "MODE_A", "MODE_B", "pair", "mode"):
        assert name in names


def test_declared_types_keep_qualifiers():
    snap, cursor = at(SOURCE)
    src = scope.lookup(snap, cursor, "src")
    assert (src.kind, src.type) == ("parameter", "__global const float4 *")
    assert snap.data[src.name_start : src.name_end] == b"src"
    assert scope.lookup(snap, cursor, "v").type == "float4"
    assert scope.lookup(snap, cursor, "SCALE").type == "constant float"
    helper = scope.lookup(snap, cursor, "helper")
    assert helper.kind == "function" and helper.type == "float"
    assert helper.detail == "float helper(__global const float4 *src, const int n)"
    assert helper.doc == "Sums a window."
    assert scope.lookup(snap, cursor, "particle_t").doc == "A particle of the simulation."
    assert scope.lookup(snap, cursor, "MODE_B").kind == "enumerator"
    assert scope.lookup(snap, cursor, "TILE").detail == "#define TILE 16"
    assert scope.lookup(snap, cursor, "nothing") is None


def test_shadowing_keeps_the_innermost():
    snap, cursor = at("int x;\nvoid f(float x) { { char x; $0 } }\n")
    visible = [d for d in scope.visible_at(snap, cursor) if d.name == "x"]
    assert len(visible) == 1 and visible[0].type == "char"


def test_arrays_and_pointer_declarators():
    snap, cursor = at("void f() { local float buf[16]; int *p[2], m[2][3]; $0 }")
    assert scope.lookup(snap, cursor, "buf").type == "local float[16]"
    assert scope.lookup(snap, cursor, "p").type == "int *[2]"
    assert scope.lookup(snap, cursor, "m").type == "int[2][3]"


def test_members_through_typedefs_pointers_and_anonymous_unions():
    snap, _cursor = at(SOURCE)
    fields = {d.name: d.type for d in scope.members(snap, "__global particle_t *")}
    assert fields == {"position": "float4", "mass": "float", "tag": "int"}
    assert {d.name: d.type for d in scope.members(snap, "struct pair")} == {"a": "int", "b": "int[4]"}
    assert scope.members(snap, "float4") == []


def test_kernels_and_conditional_declarations():
    snap, cursor = at("#ifdef X\nfloat g;\n#endif\nkernel void k(read_only image2d_t img) { $0 }\n")
    assert scope.lookup(snap, cursor, "k").kind == "kernel"
    assert scope.lookup(snap, cursor, "g").type == "float"
    assert scope.lookup(snap, cursor, "img").type == "read_only image2d_t"


def test_deep_nesting_does_not_crash():
    text = "void f() { int y = " + "(" * 10000 + "1" + ")" * 10000 + "; }"
    snap = parse_bytes("t.cl", text.encode())
    middle = len(text) // 2
    # In C a name's scope begins right after its declarator, so y is visible in its own initializer.
    assert scope.lookup(snap, middle, "y").type == "int"
    assert scope.lookup(snap, len(text) - 1, "y").type == "int"
    assert isinstance(scope.visible_at(snap, middle), list)
