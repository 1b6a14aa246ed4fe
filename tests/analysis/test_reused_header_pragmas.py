"""A keystroke that reuses the last preprocessor run keeps the pragmas its headers enabled.

A keystroke that changes no directive reuses the last run (`preprocessed._reuse`), which has
no token stream to find a header's `#pragma OPENCL EXTENSION` in: the pragmas went missing,
and every `half` of a file whose header enables `cl_khr_fp16` was reported (X003, X004) until
the next full run. The run's pragmas are kept with it, moved with their directives.
"""

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Position

HEADER = b"#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n#define ONE 1\n"
MAIN = (
    "#include \"fp16.h\"\n"
    "kernel void k(global half *p, global float *q) {\n"
    "    half h = p[0];\n"
    "    q[0] = vload_half(0, p) + ONE;\n"
    "}\n"
)


def _project(tmp_path):
    (tmp_path / "fp16.h").write_bytes(HEADER)

    def read(path):
        try:
            with open(path, "rb") as handle:
                return handle.read()
        except OSError:
            return None

    return StaticProject(read, ProjectConfig(include_dirs=[str(tmp_path)]))


def _codes(doc, project):
    return [f.code for f in driver.analyze(doc.snapshot(), project=project)]


def test_keystrokes_keep_a_header_pragma(tmp_path):
    driver.clear_caches()
    project = _project(tmp_path)
    doc = Document.from_text(str(tmp_path / "main.cl"), MAIN, 1)
    assert _codes(doc, project) == []
    # A space typed in the body, then deleted: no directive changes, the run is reused twice.
    doc.apply_edit(Position(3, 10), Position(3, 10), " ")
    assert _codes(doc, project) == []
    doc.apply_edit(Position(3, 10), Position(3, 11), "")
    assert _codes(doc, project) == []


def test_without_the_pragma_the_half_is_reported(tmp_path):
    # The same file whose header enables nothing: the findings the lost pragma gave.
    driver.clear_caches()
    project = _project(tmp_path)
    (tmp_path / "fp16.h").write_bytes(b"#define ONE 1\n")
    doc = Document.from_text(str(tmp_path / "main.cl"), MAIN, 1)
    assert {"X003", "X004"} <= set(_codes(doc, project))
    doc.apply_edit(Position(3, 10), Position(3, 10), " ")
    assert {"X003", "X004"} <= set(_codes(doc, project))
