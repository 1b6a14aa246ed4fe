"""Error recovery inside a body can read the functions after it as blocks of that body.

Deleting the `;` after the condition of a `for` head (`k < n ++k`) makes tree-sitter run the
function on to a later `}`: the next function's declarations and statements then look like
nested blocks of this one, and its names resolve to this function's locals. Nothing at or
after the first error of a body is judged (`Semantic.trusted`): false V001 and C001 came of it.
"""

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document

SOURCE = b"""\
inline float first(__global const float2 *src, const int n) {
    float acc = 0.0f;
    for (int j = 0; j < n; ++j) {
        float2 v = src[j].xy;
        acc += dot(v, v);
    }
    return acc;
}

inline float second(__global const float4 *src, const int n) {
    float acc = 0.0f;
    for (int j = 0; j < n; ++j) {
        float4 v = src[j];
        acc += v.w * v.z;
    }
    return acc;
}

kernel void k(global float *out, global const float4 *in) {
    float4 v = in[0];
    out[0] = v.w;
}
"""


def analyze(data: bytes):
    snapshot = Document("/swallow.cl", data).snapshot()
    return snapshot, driver.analyze(snapshot, project=StaticProject(lambda path: None, ProjectConfig()))


def test_the_complete_file_is_clean():
    assert analyze(SOURCE)[1] == []


def test_a_broken_for_head_reports_syntax_only_not_the_swallowed_function():
    broken = SOURCE.replace(b"j < n; ++j) {\n        float2", b"j < n ++j) {\n        float2", 1)
    assert broken != SOURCE
    snapshot, findings = analyze(broken)
    root = snapshot.tree.root_node
    # The premise: recovery runs `first` on past `second` (so `second`'s `v.w` reads `float2 v`).
    firsts = [c for c in root.children if c.type == "function_definition"]
    assert firsts[0].end_byte > broken.index(b"inline float second")
    codes = {f.code for f in findings}
    assert codes and codes <= {"S001", "S002", "S003"}, [(f.code, f.message) for f in findings]


def test_code_before_the_error_in_the_same_body_is_still_judged():
    broken = SOURCE.replace(b"float acc = 0.0f;\n    for (int j = 0; j < n; ++j) {\n        float2",
                            b"float acc = 0.0f;\n    float2 w = (float4)(1.0f);\n"
                            b"    for (int j = 0; j < n ++j) {\n        float2", 1)
    findings = analyze(broken)[1]
    c001 = [f for f in findings if f.code == "C001"]
    # `float2 w = (float4)...`, before the broken head; not the swallowed `float4 v = src[j]`.
    assert len(c001) == 1 and "'float4' to 'float2'" in c001[0].message, [(f.code, f.message) for f in findings]
