"""A keystroke in the body of a kernel whose head `#if` lines split (CLBlast's every kernel:
`#if R / __kernel / #else / __kernel __attribute__((reqd_work_group_size(...))) / #endif /
void f(...)`) re-analyzes that kernel alone, and gives what an analysis from scratch gives.

Such a kernel is not among `Semantic.functions` (the raw tree's heads), but among
`expanded.all_functions`: its body was text every item's key held (`dependencies.Environment`),
and the kernels, which begin alike, shared one cache slot by their first bytes, which kept three
versions; a keystroke in CLBlast's largest units re-analyzed the whole file or 17 kernels
(101 ms a keystroke; 71 ms now)."""

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document

from .keystrokes import count_misses, delete_and_retype

HEAD = """#if RELAX_WORKGROUP_SIZE == 1
  __kernel
#else
  __kernel __attribute__((reqd_work_group_size(8, 8, 1)))
#endif
"""


def kernel(name: str, body: str) -> str:
    return HEAD + f"void {name}(__global float* restrict dest, const int ld) {{\n{body}}}\n\n"


TEXT = ("#define WPT 4\n\n" + "".join(
    kernel(f"CopyMatrix{k}", f"  for (int w = 0; w < WPT; ++w) {{\n    dest[get_global_id(0) * ld + w] = {k}.0f;\n  }}\n")
    for k in range(6)) + kernel("Checked", "  const float2 v = (float2)(1.0f, 2.0f);\n  dest[0] = v.z;\n")).encode()


def project():
    return StaticProject(lambda path: None, ProjectConfig())


def test_a_keystroke_in_one_kernel_re_analyzes_that_kernel_alone(monkeypatch):
    misses = count_misses(monkeypatch)
    driver.clear_caches()
    first = driver.analyze(Document("/units/copy.cl", TEXT).snapshot(), project=project())
    assert [f.code for f in first if f.code != "P010"] == ["V001"]  # `v.z` of a float2: found.
    delete_and_retype("/units/copy.cl", TEXT, TEXT.index(b"= 3.0f;") + len(b"= 3.0f"), project, misses)


def test_function_definitions_that_begin_alike_keep_a_cache_slot_each():
    # In a CLBlast unit that tree-sitter reads as one ERROR, such kernels are function definitions
    # that neither `Semantic.functions` nor `expanded.all_functions` stands for: by their first
    # bytes, eight shared one slot (three versions), and a keystroke elsewhere evicted them.
    snapshot = Document("/units/copy.cl", TEXT).snapshot()
    found = []
    stack = [snapshot.tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "function_definition":
            found.append(node)
        else:
            stack.extend(node.children)
    texts = [snapshot.data[n.start_byte:n.end_byte] for n in found]
    slots = {driver._slot("/units/copy.cl", None, text, node) for node, text in zip(found, texts)}
    assert len(found) == 7 and len({text[:80] for text in texts}) < 7
    assert len(slots) == 7
    assert {slot[2] for slot in slots} == {f"CopyMatrix{k}".encode() for k in range(6)} | {b"Checked"}
