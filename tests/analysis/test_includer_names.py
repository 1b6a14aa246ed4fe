"""A file that another file `#include`s after its own declarations is no translation unit of its
own: the names it uses may be declared by the includer (xmrig's rx/blake2b.cl defines `iv0`...
and then includes blake2b_double_block.cl, which uses them; hashcat's inc_luks_serpent.cl is
included after inc_cipher_serpent.cl). B001 stays silent on a name that a file including this
one (or a file that one includes) defines, and still reports a name nobody defines. Through the
engine with the workspace index, and through `opencl-lsp check` on a folder and on the file alone."""

from __future__ import annotations

import json
import subprocess
import sys

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.project.index import WorkspaceIndex
from opencl_lsp.syntax.document import parse_bytes

CONSTANTS = "#define IV_SCALE 2.0f\nfloat scale_of(float x);\n"
FRAGMENT = (
    "float fold(float x) {\n"
    "    float y = mix_in(x, iv0) + scale_of(x);\n"
    "    return y + nobody_declares_this;\n"
    "}\n"
)
MAIN = (
    '#include "constants.h"\n'
    "float mix_in(float a, float b) { return a * IV_SCALE + b; }\n"
    "__constant float iv0 = 1.0f;\n"
    '#include "fragment.cl"\n'
    "kernel void run(global float *p) { p[0] = fold(p[0]); }\n"
)


def _tree(tmp_path):
    (tmp_path / "main.cl").write_text(MAIN)
    (tmp_path / "constants.h").write_text(CONSTANTS)
    (tmp_path / "fragment.cl").write_text(FRAGMENT)
    return tmp_path


def _b001(findings, data: bytes) -> list[str]:
    return sorted(data[f.start:f.end].decode() for f in findings if f.code == "B001")


def test_names_an_includer_defines_are_not_reported(tmp_path):
    root = _tree(tmp_path)
    index = WorkspaceIndex([str(root)])
    index.build()
    fragment = str(root / "fragment.cl")
    names = index.includer_names(fragment)
    assert {"mix_in", "iv0", "IV_SCALE", "scale_of", "run"} <= names and "fold" not in names
    data = FRAGMENT.encode()

    def findings(includer_names_of):
        project = StaticProject(lambda p: open(p, "rb").read(), ProjectConfig(), includer_names_of=includer_names_of)
        return analyze(parse_bytes(fragment, data), project=project)

    assert _b001(findings(index.includer_names), data) == ["nobody_declares_this"]
    # The file alone (nothing known to include it): each name it cannot see is reported.
    assert _b001(findings(None), data) == ["iv0", "mix_in", "nobody_declares_this", "scale_of"]


def test_an_includer_edited_changes_the_answer(tmp_path):
    root = _tree(tmp_path)
    index = WorkspaceIndex([str(root)])
    index.build()
    fragment = str(root / "fragment.cl")
    assert "nobody_declares_this" not in index.includer_names(fragment)
    index.add_or_update(str(root / "main.cl"), (MAIN + "float nobody_declares_this;\n").encode())
    assert "nobody_declares_this" in index.includer_names(fragment)
    index.add_or_update(str(root / "main.cl"), b"kernel void run(global float *p) { p[0] = 1.0f; }\n")
    assert index.includer_names(fragment) == frozenset()  # It no longer includes the fragment.


def _check(*paths) -> list[tuple[str, str]]:
    out = subprocess.run([sys.executable, "-m", "opencl_lsp", "check", "--format", "json", *map(str, paths)],
                         capture_output=True, text=True)
    return sorted((r["path"].rsplit("/", 1)[-1], r["message"]) for r in json.loads(out.stdout) if r["code"] == "B001")


def test_check_of_a_folder_knows_the_includers(tmp_path):
    root = _tree(tmp_path)
    assert _check(root) == [("fragment.cl", "use of undeclared identifier 'nobody_declares_this'")]


def test_check_of_the_fragment_alone_reports_what_it_cannot_see(tmp_path):
    root = _tree(tmp_path)
    found = _check(root / "fragment.cl")
    # (`scale_of` is declared in constants.h, the header beside it, which a host may join with it.)
    assert found == [("fragment.cl", "use of undeclared function 'mix_in'"),
                     ("fragment.cl", "use of undeclared identifier 'iv0'"),
                     ("fragment.cl", "use of undeclared identifier 'nobody_declares_this'")]


# Files that a host program joins before the build instead of `#include`-ing them: x264 puts its
# x264-cl.h (which defines `sampler`) before each kernel; BitCrack its library before its tests.
# What such a file uses and another file of the project defines is no sure error; a name nobody
# defines still is, and so is a field name (only another file's struct has it).
LIBRARY = ("constant sampler_t sampler = CLK_NORMALIZED_COORDS_FALSE | CLK_FILTER_NEAREST;\n"
           "typedef struct { int count; } tally_t;\n"
           "float joined_helper(float x) { return 2.0f * x; }\n")
USER = ("kernel void scaled(read_only image2d_t in, global float *out, int count_in) {\n"
        "    float4 v = read_imagef(in, sampler, (int2)(0, 0));\n"
        "    out[0] = joined_helper(v.x) + count + joined_helpr(v.y);\n"
        "}\n")


def _joined(tmp_path, header: str = "library.h"):
    (tmp_path / header).write_text(LIBRARY)
    (tmp_path / "user.cl").write_text(USER)
    return tmp_path


def test_names_files_not_included_define_are_known_elsewhere(tmp_path):
    root = _joined(tmp_path, "library.cl")
    index = WorkspaceIndex([str(root)])
    index.build()
    user = str(root / "user.cl")
    words = {"sampler", "joined_helper", "count", "joined_helpr", "scaled"}
    assert index.defined_elsewhere(user, words) == {"sampler", "joined_helper"}
    data = USER.encode()

    def findings(elsewhere_of):
        project = StaticProject(lambda p: open(p, "rb").read(), ProjectConfig(), elsewhere_of=elsewhere_of)
        return analyze(parse_bytes(user, data), project=project)

    assert _b001(findings(index.defined_elsewhere), data) == ["count", "joined_helpr"]
    assert _b001(findings(None), data) == ["count", "joined_helper", "joined_helpr", "sampler"]
    # A buffer only the editor holds joins nothing (a host reads files): its names are no excuse,
    # and a closed one the index keeps is none either (the LSP fuzzer: B001 came and went with
    # the documents opened before in the same folder).
    index.add_or_update(str(root / "unsaved.cl"), b"float typo_helper(float x) { return x; }\n", from_editor=True)
    assert index.defined_elsewhere(user, {"typo_helper", "joined_helper"}) == {"joined_helper"}
    index.set_closed(str(root / "unsaved.cl"))
    assert index.defined_elsewhere(user, {"typo_helper"}) == frozenset()
    # Included, the library's names are seen through the include: nothing is "elsewhere".
    index.add_or_update(user, ('#include "library.cl"\n' + USER).encode())
    assert index.defined_elsewhere(user, words) == frozenset()


def test_check_knows_what_a_header_beside_defines(tmp_path):
    root = _joined(tmp_path)
    expected = [("user.cl", "use of undeclared function 'joined_helpr'"),
                ("user.cl", "use of undeclared identifier 'count'")]
    assert _check(root) == expected
    assert _check(root / "user.cl") == expected


def test_a_conversion_an_includer_names_by_macro_is_not_reported(tmp_path):
    # pocl's libclc fragments call `convert_vtype`, which the file including them defines (as
    # `convert_float`) before each `#include`: no C009. A misspelled conversion still is one.
    (tmp_path / "acosh.cl").write_text(
        "#define vtype float\n#define convert_vtype convert_float\n#include \"acosh_impl.cl\"\n"
        "#undef vtype\n#undef convert_vtype\n")
    impl = "float widen(int x) {\n    return convert_vtype(x) + convert_flaot(x);\n}\n"
    (tmp_path / "acosh_impl.cl").write_text(impl)
    index = WorkspaceIndex([str(tmp_path)])
    index.build()
    fragment = str(tmp_path / "acosh_impl.cl")
    data = impl.encode()

    def c009(includer_names_of):
        project = StaticProject(lambda p: open(p, "rb").read(), ProjectConfig(), includer_names_of=includer_names_of)
        found = analyze(parse_bytes(fragment, data), project=project)
        return sorted(data[f.start:f.end].decode() for f in found if f.code == "C009")

    assert c009(index.includer_names) == ["convert_flaot"]
    assert c009(None) == ["convert_flaot", "convert_vtype"]
