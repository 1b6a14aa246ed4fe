"""Engine-level tests of completion: each context, version and feature filtering, docs, speed.

Knows the completion engine's public API (`complete_at`, `resolve`) and the
`$0` cursor markers of tests/annotations.py; knows nothing about LSP.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

from opencl_lsp.hover.completion import CompletionList, complete_at, resolve
from opencl_lsp.syntax.document import parse_bytes

REPO_ROOT = Path(__file__).resolve().parents[2]
# tests/hover is not a package, so reach the shared fixture parser through the repository root.
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))
from tests.annotations import parse  # noqa: E402
FP16 = frozenset({"cl_khr_fp16"})
NONE = frozenset()


def complete(source: str, version=(1, 2), features=NONE, path: str | None = None, **kw) -> CompletionList:
    text, _expected, cursor = parse(source)
    assert cursor is not None, "fixture needs a $0 cursor"
    snapshot = parse_bytes(path or "/nonexistent/test.cl", text.encode())
    return complete_at(snapshot, cursor, version, features, path=path, **kw)


def labels(result: CompletionList) -> list[str]:
    return [i.label for i in result.items]


def item(result: CompletionList, label: str):
    return next(i for i in result.items if i.label == label)


# Member access.


def test_swizzles_of_float4_at_1_2():
    got = labels(complete("kernel void f(float4 v) { float x = v.$0 }"))
    for name in ("x", "y", "z", "w", "xy", "xyz", "xyzw", "lo", "hi", "even", "odd", "s0", "s3"):
        assert name in got
    assert "s4" not in got and "r" not in got and "rgba" not in got


def test_rgba_swizzles_only_at_3_0():
    assert "rgba" not in labels(complete("kernel void f(float4 v) { v.$0 }", version=(2, 0)))
    got = labels(complete("kernel void f(float4 v) { v.$0 }", version=(3, 0)))
    assert {"r", "g", "b", "a", "rgba"} <= set(got)


def test_swizzles_respect_width():
    three = labels(complete("kernel void f(int3 v) { v.$0 }"))
    assert "z" in three and "w" not in three and "s2" in three and "s3" not in three
    sixteen = labels(complete("kernel void f(uchar16 v) { v.$0 }"))
    assert "x" not in sixteen and "xyzw" not in sixteen  # .xyzw forms are for widths up to 4.
    assert {"s0", "s9", "sa", "sf", "lo", "hi", "even", "odd"} <= set(sixteen)
    eight = labels(complete("kernel void f(float8 v) { v.$0 }"))
    assert "s7" in eight and "s8" not in eight


def test_swizzle_detail_is_result_type_and_prefix_extends():
    result = complete("kernel void f(float4 v) { v.x$0 }")
    assert item(result, "xy").detail == "float2"
    assert item(result, "x").detail == "float"
    assert "xz" in labels(result) and all(lbl.startswith("x") for lbl in labels(result))
    assert result.is_incomplete


def test_vector_typedef_and_nested_field():
    src = """
typedef float4 vec;
typedef struct { vec pos; int n; } P;
kernel void f(global P *p) { p->pos.$0 }
"""
    assert "xyzw" in labels(complete(src))


def test_struct_fields_after_dot_and_arrow():
    src = """
struct S { float4 position; int flags; };
kernel void f(global struct S *p) { struct S s; s.$0 }
"""
    result = complete(src)
    assert labels(result) == ["position", "flags"]
    assert item(result, "position").kind == "field"
    assert item(result, "position").detail == "float4"
    arrow = complete("struct S { int a; int b; };\nkernel void f(global struct S *p) { p->$0 }")
    assert labels(arrow) == ["a", "b"]
    assert labels(complete("struct S { int a; };\nkernel void f(global struct S *p) { p->b$0 }")) == []
    # `.` on a pointer and `->` on a value are wrong: nothing is offered.
    assert labels(complete("struct S { int a; };\nkernel void f(global struct S *p) { p.$0 }")) == []


def test_no_member_completion_after_number():
    assert labels(complete("kernel void f() { float x = 1.$0 }")) == []


# Preprocessor.


def test_extension_pragma_names_and_behaviors():
    result = complete("#pragma OPENCL EXTENSION $0\n")
    got = labels(result)
    for name in ("cl_khr_fp64", "cl_khr_fp16", "cl_khr_int64_base_atomics", "all"):
        assert name in got
    assert labels(complete("#pragma OPENCL EXTENSION cl_khr_fp$0\n")) == ["cl_khr_fp16", "cl_khr_fp64"]
    assert labels(complete("#pragma OPENCL EXTENSION cl_khr_fp64 : $0\n")) == ["enable", "disable"]
    assert labels(complete("#pragma OPENCL EXTENSION cl_khr_fp64 : dis$0\n")) == ["disable"]


def test_directive_names():
    got = labels(complete("#$0\n"))
    assert {"define", "include", "ifdef", "pragma", "endif"} <= set(got)
    assert labels(complete("  #  inc$0\n")) == ["include"]


def test_ifdef_offers_macros():
    got = labels(complete("#define MY_FLAG 1\n#ifdef $0\n", features=frozenset({"cl_khr_fp64"})))
    assert "MY_FLAG" in got and "cl_khr_fp64" in got and "FLT_MAX" in got


def test_include_quote_lists_files_and_folders(tmp_path):
    (tmp_path / "util.h").write_text("int x;\n")
    (tmp_path / "math.cl").write_text("")
    (tmp_path / "notes.txt").write_text("")
    (tmp_path / ".hidden.h").write_text("")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "deep.clh").write_text("")
    main = str(tmp_path / "main.cl")
    result = complete('#include "$0\n', path=main)
    assert labels(result) == ["sub/", "math.cl", "util.h"]
    assert item(result, "sub/").kind == "folder" and item(result, "util.h").kind == "file"
    assert labels(complete('#include "u$0\n', path=main)) == ["util.h"]
    nested = complete('#include "sub/$0"\n', path=main)
    assert labels(nested) == ["deep.clh"]
    text, _e, cursor = parse('#include "sub/$0"\n')
    assert nested.replace_start == cursor


def test_include_angle_needs_include_dirs(tmp_path):
    (tmp_path / "sys.h").write_text("")
    assert labels(complete("#include <$0\n", path=str(tmp_path / "a.cl"))) == []
    assert labels(complete("#include <s$0\n", include_dirs=[str(tmp_path)])) == ["sys.h"]


# Identifiers.


def test_version_filtering_of_builtins():
    assert "atomic_fetch_add" not in labels(complete("kernel void f() { atomic_$0 }", version=(1, 2)))
    assert "atomic_fetch_add" in labels(complete("kernel void f() { atomic_$0 }", version=(2, 0)))
    assert "to_global" not in labels(complete("kernel void f() { to_$0 }", version=(1, 2)))
    assert "to_global" in labels(complete("kernel void f() { to_$0 }", version=(2, 0)))
    assert "atomic_add" in labels(complete("kernel void f() { atomic_$0 }", version=(1, 2)))


def test_half_overloads_need_cl_khr_fp16():
    without = item(complete("kernel void f() { fmin$0 }"), "fmin")
    with_fp16 = item(complete("kernel void f() { fmin$0 }", features=FP16), "fmin")
    # float (6 + 5 with a scalar second argument) vs. float and half (twice as many).
    assert "(+10 overloads)" in without.detail
    assert "(+21 overloads)" in with_fp16.detail


def test_double_types_need_fp64():
    assert "double4" not in labels(complete("kernel void f() { dou$0 }", version=(1, 2)))
    assert "double4" in labels(complete("kernel void f() { dou$0 }", version=(1, 2),
                                        features=frozenset({"cl_khr_fp64"})))


def test_prefix_filtering_is_case_sensitive():
    got = labels(complete("kernel void f() { get_gl$0 }"))
    assert got == ["get_global_id", "get_global_offset", "get_global_size"]
    assert labels(complete("kernel void f() { GET_GL$0 }")) == []


def test_user_symbols_come_first_and_builtins_sort_after():
    src = """
/* Number of items. */
constant int get_count = 3;
kernel void f(global float *get_data) { int get_local = 0; get_$0 }
"""
    result = complete(src)
    got = labels(result)
    assert got[:3] == ["get_local", "get_data", "get_count"]
    assert "get_global_id" in got
    assert all(i.sort_text < item(result, "get_global_id").sort_text for i in result.items[:3])
    assert item(result, "get_local").kind == "variable"
    assert item(result, "get_global_id").kind == "function"


def test_keywords_types_macros_and_snippets():
    body = complete("kernel void f() { $0 }")
    assert body.is_incomplete and len(body.items) == 300
    assert "for" in labels(complete("kernel void f() { fo$0 }"))
    assert item(complete("kernel void f() { fo$0 }"), "for (global id stride)").is_snippet
    assert "return" in labels(complete("kernel void f() { ret$0 }"))
    assert "__global" in labels(complete("kernel void f() { __gl$0 }"))
    assert "read_only" in labels(complete("kernel void f(rea$0) { }"))
    assert "read_write" not in labels(complete("kernel void f(rea$0) { }", version=(1, 2)))
    assert "float4" in labels(complete("kernel void f() { floa$0 }"))
    assert "image2d_t" in labels(complete("kernel void f() { image2$0 }"))
    assert {"CLK_LOCAL_MEM_FENCE", "CLK_GLOBAL_MEM_FENCE"} <= set(labels(complete("kernel void f() { CLK_$0 }")))
    assert "M_PI_F" in labels(complete("kernel void f() { M_PI$0 }"))
    assert "FLT_MAX" in labels(complete("kernel void f() { FLT_M$0 }"))


def test_kernel_snippet_only_at_file_scope():
    top = complete("ker$0")
    snippet = next(i for i in top.items if i.kind == "snippet")
    assert snippet.insert_text.startswith("kernel void ${1:name}(global ${2:float} *${3:data})")
    assert "get_global_id(0)" in snippet.insert_text
    assert "return" not in labels(complete("ret$0"))
    assert not [i for i in complete("kernel void f() { ker$0 }").items if i.kind == "snippet"]


def test_struct_tags_after_struct_keyword():
    src = "struct Point { int x; };\nunion U { int i; };\nkernel void f() { struct $0 }"
    assert labels(complete(src)) == ["Point"]


@pytest.mark.parametrize("source", [
    "kernel void f() { // get_$0\n}",
    "kernel void f() { /* get_$0 */ }",
    "/* a\n get_$0\n*/",
    "/* unterminated\n get_$0",
    'kernel void f() { printf("get_$0"); }',
    "kernel void f() { char c = 'g$0'; }",
    '#pragma OPENCL EXTENSION cl_khr_fp64 : enable // cl_$0\n',
])
def test_nothing_inside_comments_and_strings(source):
    assert labels(complete(source)) == []


def test_after_a_closed_comment_completion_works():
    assert "get_global_id" in labels(complete("kernel void f() { /* x */ get_gl$0 }"))


# Documentation.


def test_resolve_builtin_type_and_user_symbol():
    result = complete("/** The input size. */\nconstant int input_size = 4;\nkernel void f() { input$0 }")
    user = item(result, "input_size")
    doc = resolve(user.resolve_key, (1, 2), NONE)
    assert "input_size" in doc and "The input size." in doc
    fn = item(complete("kernel void f() { get_global_i$0 }"), "get_global_id")
    assert "size_t get_global_id(uint dimindx)" in resolve(fn.resolve_key, (1, 2), NONE)
    ty = item(complete("kernel void f() { float4$0 }"), "float4")
    assert "float4" in resolve(ty.resolve_key, (1, 2), NONE)
    mac = item(complete("kernel void f() { CLK_LOCAL$0 }"), "CLK_LOCAL_MEM_FENCE")
    assert "CLK_LOCAL_MEM_FENCE" in resolve(mac.resolve_key, (1, 2), NONE)
    kw = item(complete("kernel void f() { __glo$0 }"), "__global")
    assert "global" in resolve(kw.resolve_key, (1, 2), NONE)
    assert resolve(None) is None and resolve("nonsense") is None


def test_items_carry_no_docs_until_resolved():
    result = complete("kernel void f() { $0 }")
    assert all(i.resolve_key is None or isinstance(i.resolve_key, str) for i in result.items)
    kinds = {"function", "keyword", "type", "variable", "field", "macro", "constant", "snippet",
             "file", "folder", "module", "enum_member"}
    assert {i.kind for i in result.items} <= kinds


# Speed.


@pytest.fixture(scope="module")
def big_file(tmp_path_factory) -> bytes:
    out = tmp_path_factory.mktemp("bench") / "big.cl"
    subprocess.run([sys.executable, str(REPO_ROOT / "bench" / "gen_kernel.py"), "-o", str(out)], check=True,
                   capture_output=True)
    return out.read_bytes()


def test_speed_on_a_10000_line_file(big_file):
    snapshot = parse_bytes("/tmp/big.cl", big_file)
    ends = [i for i in range(len(big_file)) if big_file[i:i + 2] == b";\n"]
    offsets = ends[len(ends) // 2 : len(ends) // 2 + 20]
    complete_at(snapshot, offsets[0], (1, 2), NONE)  # Built-in lists are computed once per configuration.
    times = []
    for offset in offsets:
        start = time.perf_counter()
        complete_at(snapshot, offset + 1, (1, 2), NONE)
        times.append(time.perf_counter() - start)
    assert statistics.median(times) < 0.060
