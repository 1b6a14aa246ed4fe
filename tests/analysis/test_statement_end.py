"""A statement whose `;` is not typed yet, before a `}` that the parser then skipped
(`analysis/declaration_end.py`, `_statement_end`).

`barrier(CLK_LOCAL_MEM_FENCE)` typed at the end of a loop, before its `;`: tree-sitter's recovery
may read the call as a declaration's type, skip the `}` after it as an error and take the next
statement for the declarator, so the loop's body never closes and the rest of the file is read
into the function (the grammar lets a block hold function definitions). The analysis then said a
`}` was missing before the next function, where clang says only "expected ';' after expression",
and re-analyzed the rest of the file at every keystroke (237 items, 240 ms on the 10,000-line
benchmark file). Now the `;` is reported where clang reports it, and the rest of the file is
analyzed as if it were there.

The slice of the generated benchmark source used here is one where the parser does skip the `}`
(a kernel of 20 lines and the two items after it: with fewer after it, it does not).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from opencl_lsp.analysis import declaration_end, driver
from opencl_lsp.analysis.driver import analyze, analyze_syntax
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig, resolve_config
from opencl_lsp.syntax.document import Document, parse_bytes
from opencl_lsp.syntax.positions import Encoding

from .keystrokes import count_misses

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from gen_kernel import generate  # noqa: E402

CLANG = shutil.which("clang-19")
PATH = "/slips/statement.cl"
_SOURCE = generate()
HEADER = _SOURCE[: _SOURCE.index("\n\n", _SOURCE.index("enum blend_mode")) + 2]
_START = re.search(r"// Kernel \d+: tiled matrix multiply", _SOURCE).start()
_END = _SOURCE.index("\n\n", _SOURCE.index("\n\n", _SOURCE.index("\n\n", _START) + 2) + 2) + 2
# The kernel and the two items after it, the last `barrier(...)` of its loop marked where its `;` goes.
_BODY = _SOURCE[_START:_END]
_CALL = "barrier(CLK_LOCAL_MEM_FENCE);\n    }"
MARKED = _BODY[: _BODY.index(_CALL) + len(_CALL) - 7] + "@" + _BODY[_BODY.index(_CALL) + len(_CALL) - 6:]


def _texts(marked: str, header: str = HEADER) -> tuple[str, int, str]:
    """(text as written, where its `;` is missing, the text with the `;`)."""
    at = len(header) + marked.index("@")
    return header + marked.replace("@", ""), at, header + marked.replace("@", ";")


def _analyze(text: str, syntax_only: bool = False):
    config, _ = resolve_config(PATH, cli_args=["-cl-std=CL1.2"], cwd="/slips")
    run = analyze_syntax if syntax_only else analyze
    return run(parse_bytes(PATH, text.encode()), (), project=StaticProject(lambda p: None, config))


def _keys(found, shift=lambda o: o):
    return sorted((shift(f.start), shift(f.end), f.code, f.message, f.severity) for f in found)


def test_the_parser_skips_the_brace_and_reads_on_into_the_next_items():
    """The case is the one meant: without the `;` the kernel's node runs on over the items after
    it, and its first error is the `}` that closes the loop."""
    written, at, complete = _texts(MARKED)
    clean = parse_bytes(PATH, complete.encode()).tree.root_node
    broken = parse_bytes(PATH, written.encode()).tree.root_node
    assert not clean.has_error
    assert broken.child_count < clean.child_count
    assert declaration_end._statement_end(parse_bytes(PATH, written.encode()),
                                          next(c for c in broken.children if c.has_error)) == at


def test_the_semicolon_is_reported_and_the_rest_analyzed_as_if_it_were_there():
    written, at, complete = _texts(MARKED)
    found = _analyze(written)
    ours = [f for f in found if f.code == "S002"]
    assert [(f.start, f.message) for f in ours] == [(at, "expected ';' after expression")], _keys(found)
    assert ours[0].fix is not None and [(e.start, e.end, e.new_text) for e in ours[0].fix.edits] == [(at, at, ";")]
    # No `}` said to be missing, and every other finding is the complete text's.
    assert _keys([f for f in found if f not in ours]) == _keys(_analyze(complete), lambda o: o - 1 if o > at else o)
    # The early stage (syntax only) says the same.
    assert [(f.start, f.message) for f in _analyze(written, syntax_only=True) if f.code == "S002"] == \
        [(at, "expected ';' after expression")]


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
def test_where_clang_says_it(tmp_path):
    written, at, _ = _texts(MARKED)
    path = tmp_path / "statement.cl"
    path.write_text(written)
    done = subprocess.run([CLANG, "-x", "cl", "-cl-std=CL1.2", "-fsyntax-only", "-fno-color-diagnostics", str(path)],
                          capture_output=True, text=True, timeout=60)
    errors = re.findall(r":(\d+):(\d+): error: (.*)", done.stderr)
    line = written.count("\n", 0, at) + 1
    column = at - (written.rfind("\n", 0, at) + 1) + 1
    assert errors == [(str(line), str(column), "expected ';' after expression")], done.stderr


# An operand not typed yet before the function's `}`: the parser skips `= r.re + }` and reads
# the rest into the body. The `;` that keeps the `}` closing the body is not what the text lacks;
# the operand is, and that alone is reported (clang: "expected expression").
_BLEND = re.search(r"// Kernel \d+: complex multiply", _SOURCE).start()
_BLEND_BODY = _SOURCE[_BLEND:_SOURCE.index("\n\n", _SOURCE.index("\n\n", _SOURCE.index("\n\n", _BLEND) + 2) + 2) + 2]
_LAST = "    out[gid] = r;\n}"
OPERAND = "\n    r.re = r.re +"


def test_an_operand_missing_before_the_brace_is_reported_alone(tmp_path):
    at = _BLEND_BODY.index(_LAST) + len(_LAST) - 2
    complete = HEADER + _BLEND_BODY
    written = HEADER + _BLEND_BODY[:at] + OPERAND + _BLEND_BODY[at:]
    root = parse_bytes(PATH, written.encode()).tree.root_node
    assert root.child_count < parse_bytes(PATH, complete.encode()).tree.root_node.child_count  # Read on into the next items.
    found = _analyze(written)
    errors = [(f.code, f.message) for f in found if f.severity.label == "error"]
    assert errors == [("S002", "expected expression after '+'")], _keys(found)
    end = len(HEADER) + at + len(OPERAND)
    assert [f.start for f in found if f.code == "S002"] == [end]
    # The other findings are the text's without the line typed.
    shift = len(OPERAND)
    assert _keys([f for f in found if f.code != "S002"]) == _keys(
        _analyze(complete), lambda o: o + shift if o >= len(HEADER) + at else o)
    if CLANG is not None:
        path = tmp_path / "operand.cl"
        path.write_text(written)
        done = subprocess.run([CLANG, "-x", "cl", "-cl-std=CL1.2", "-fsyntax-only", str(path)],
                              capture_output=True, text=True, timeout=60)
        assert re.findall(r"error: (.*)", done.stderr) == ["expected expression"], done.stderr


# The `}` after the operand, and those after it, skipped in one error (`= n + } }`): the whole file
# read as one ERROR. Handwritten, in the shape of arrayfire's memcopy.cl.
LOOPS = """kernel void copy_rows(global float *out, global const float *in, int rows, int cols) {
    int r = get_global_id(0);
    if (r < rows) {
        int c = 0;
        do {
            out[r * cols + c] = in[r * cols + c];
            c++;
        } while (c < cols);
        float4 v = (float4)(1.0f, 2.0f);
@
    }
}

kernel void fill_rows(global float *out, int rows, float value) {
    int r = get_global_id(0);
    if (r < rows) {
        float2 w = (float2)(value, value);
        out[r] = w.z;
    }
}
"""


def test_an_operand_missing_before_several_braces(tmp_path):
    written = LOOPS.replace("@", "        c = c +")
    complete = LOOPS.replace("@\n", "")
    assert parse_bytes(PATH, written.encode()).tree.root_node.children[0].type == "ERROR"  # The shape meant.
    found = _analyze(written)
    line = written.index("c = c +")
    syntax = [(f.code, f.message) for f in found if f.code in ("S001", "S002")]
    assert syntax == [("S002", "expected expression after '+'")], _keys(found)
    assert [f.start for f in found if f.code == "S002"] == [line + len("c = c +")]
    # Both kernels are analyzed as in the text without the line: C003 in the first, V001 in the second.
    shift = len("        c = c +\n")
    assert _keys([f for f in found if f.code not in ("S001", "S002")]) == _keys(
        _analyze(complete), lambda o: o + shift if o >= line else o)
    assert {"C003", "V001"} <= {f.code for f in found}
    if CLANG is not None:
        path = tmp_path / "loops.cl"
        path.write_text(written)
        done = subprocess.run([CLANG, "-x", "cl", "-cl-std=CL1.2", "-fsyntax-only", str(path)],
                              capture_output=True, text=True, timeout=60)
        errors = re.findall(r"error: (.*)", done.stderr)
        assert "expected expression" in errors and not any("'}'" in e for e in errors), done.stderr


# A macro whose expansion ends with the `;`: the text is right as it is, and nothing is reported.
SYNC = "#define SYNC_LOCAL(fence) barrier(fence);\n"


def test_no_semicolon_is_reported_where_a_macro_may_supply_it(tmp_path):
    marked = MARKED.replace("barrier(CLK_LOCAL_MEM_FENCE)@", "SYNC_LOCAL(CLK_LOCAL_MEM_FENCE)@")
    written, at, _ = _texts(marked, HEADER + SYNC)
    assert declaration_end.mended(parse_bytes(PATH, written.encode())) is not None  # The same shape.
    found = _analyze(written)
    assert not [f for f in found if f.severity.label == "error"], _keys(found)
    if CLANG is not None:
        path = tmp_path / "sync.cl"
        path.write_text(written)
        done = subprocess.run([CLANG, "-x", "cl", "-cl-std=CL1.2", "-fsyntax-only", str(path)],
                              capture_output=True, text=True, timeout=60)
        assert "error" not in done.stderr, done.stderr


def test_nothing_is_reported_in_a_branch_the_preprocessor_skips():
    written, at, _ = _texts("#ifdef NOT_DEFINED_HERE\n" + MARKED + "#endif\n")
    found = _analyze(written)
    assert not [f for f in found if f.severity.label == "error"], _keys(found)


def test_a_keystroke_there_re_analyzes_that_function_alone_at_most(monkeypatch):
    """Deleting the `;` and typing it again in a file of 30 items: at most the one function is
    analyzed again each time (none on the deletion: the mended text's items are those of the text
    before it), and each analysis gives what one from scratch gives."""
    misses = count_misses(monkeypatch)
    text = (HEADER + _SOURCE[_START:_START + 20_000]).encode()
    text = text[: text.rindex(b"\n\n") + 2]
    at = len(HEADER) + MARKED.index("@")
    assert text[at:at + 1] == b";"

    def project():
        return StaticProject(lambda p: None, ProjectConfig())

    view = project()
    driver.clear_caches()
    doc = Document(PATH, text)
    driver.analyze(doc.snapshot(), project=view)
    assert misses[-1] > 20
    for old, new in ((";", ""), ("", ";")):
        snap = doc.snapshot()
        doc.apply_edit(snap.position(at, Encoding.UTF8), snap.position(at + len(old), Encoding.UTF8), new,
                       Encoding.UTF8)
        found = driver.analyze(doc.snapshot(), project=view)
        assert misses[-1] <= 1
        driver.clear_caches()
        assert found == driver.analyze(Document(PATH, doc.data).snapshot(), project=project())
        driver.clear_caches()
        doc = Document(PATH, doc.data)
        driver.analyze(doc.snapshot(), project=view)


def test_no_try_once_the_analysis_is_out_of_time():
    """Each try parses the whole file again: none is made past the analysis budget."""
    written, _at, _ = _texts(MARKED)
    assert declaration_end.mended(parse_bytes(PATH, written.encode())) is not None
    assert declaration_end.mended(parse_bytes(PATH, written.encode()), stop=lambda: True) is None
