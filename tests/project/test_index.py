"""The workspace index and the include graph, on the fixture project in tests/fixtures/project."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest

from opencl_lsp.project import include_graph
from opencl_lsp.project import index as ix
from opencl_lsp.project.index import WorkspaceIndex
from opencl_lsp.syntax.document import parse_bytes

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "project"


def p(name: str, root: Path = FIXTURE) -> str:
    return os.path.normpath(str(root / name))


@pytest.fixture(scope="module")
def index() -> WorkspaceIndex:
    idx = WorkspaceIndex([str(FIXTURE)], include_dirs=[str(FIXTURE / "include")])
    idx.build()
    return idx


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    return root


def kinds(idx: WorkspaceIndex, path: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for d in idx.definitions_in(path):
        out.setdefault(d.name, []).append(d.kind)
    return out


# Walking and building


def test_build_indexes_source_files_only(index):
    names = {os.path.relpath(f, FIXTURE) for f in index.files()}
    assert names == {"main.cl", "a.h", "b.h", "c1.h", "c2.h", "c2.cl", "a.cl", "b.cl", "lonely.cl", "self.h",
                     os.path.join("include", "sys_header.h")}
    assert index.problems == {}


def test_walk_skips_hidden_dirs_symlink_loops_big_and_binary_files(workspace):
    (workspace / ".git").mkdir()
    (workspace / ".git" / "hidden.cl").write_text("kernel void hidden(void) {}\n")
    os.symlink(workspace, workspace / "loop")
    os.symlink(workspace / "include", workspace / "include_again")
    (workspace / "big.cl").write_bytes(b"int big;\n" * 2000)
    (workspace / "blob.cl").write_bytes(b"kernel\x00\x01\x02")
    idx = WorkspaceIndex([str(workspace)], max_file_size=10_000)
    report = idx.build()
    files = {os.path.relpath(f, workspace) for f in idx.files()}
    assert not any(f.startswith((".git", "loop", "include_again")) for f in files)
    assert os.path.join("include", "sys_header.h") in files
    assert "over the 10000 byte limit" in report.problems[p("big.cl", workspace)]
    assert "big.cl" not in files
    assert idx.problems[p("blob.cl", workspace)] == "binary file not indexed"
    assert idx.definitions_in(p("blob.cl", workspace)) == ()


def test_unreadable_file_is_a_problem_not_a_failure(workspace):
    def read(path: str) -> bytes:
        if path.endswith("lonely.cl"):
            raise PermissionError(13, "Permission denied")
        return Path(path).read_bytes()

    idx = WorkspaceIndex([str(workspace)])
    report = idx.build(read=read)
    assert report.problems[p("lonely.cl", workspace)] == "unreadable: Permission denied"
    assert idx.definitions("b_square")


def test_progress_and_cancellation(workspace):
    seen = []
    idx = WorkspaceIndex([str(workspace)])
    idx.build(progress=lambda done, total, message: seen.append((done, total)))
    assert seen[-1][0] == seen[-1][1] == len(idx.files())

    calls = []
    stopped = WorkspaceIndex([str(workspace)])
    report = stopped.build(cancelled=lambda: calls.append(1) or len(calls) > 3)
    assert report.cancelled
    assert 0 < len(stopped.files()) < len(idx.files())


# Definitions


def test_definitions_of_every_kind(index):
    main = kinds(index, p("main.cl"))
    assert main["helper"] == ["function"]
    assert main["shadow"] == ["kernel"]
    assert main["global_counter"] == ["variable"]
    assert main["FACTOR"] == ["macro", "macro"]  # Both #if branches count.
    header = kinds(index, p("b.h"))
    assert header["Particle"] == ["struct"]
    assert header["Particle_t"] == ["typedef"]
    assert header["real"] == ["typedef", "typedef"]
    assert header["Mode"] == ["enum"]
    assert header["MODE_SLOW"] == ["enumerator"]
    assert kinds(index, p("a.h"))["helper"] == ["prototype"]
    assert kinds(index, p("self.h"))["self_value"] == ["variable"]


def test_fields_know_their_record_and_type(index):
    fields = {(d.container, d.name): d for d in index.definitions_in(p("b.h")) if d.kind == ix.FIELD}
    assert set(fields) == {("Inner", "depth"), ("Particle", "pos"), ("Particle", "mass"), ("Particle", "inner"),
                           ("Anonymous_t", "mass"), ("Anonymous_t", "id")}
    assert fields[("Particle", "inner")].type_name == "Inner"
    assert fields[("Particle", "pos")].detail == "float4"
    typedef = index.definitions("Particle_t")[0]
    assert typedef.type_name == "Particle"
    assert index.definitions("MODE_FAST")[0].container == "Mode"


def test_name_and_full_ranges(index):
    data = Path(p("main.cl")).read_bytes()
    helper = next(d for d in index.definitions("helper") if d.kind == ix.FUNCTION)
    assert data[helper.name_start : helper.name_end] == b"helper"
    assert data[helper.start : helper.end].startswith(b"float helper(float x)\n{")
    assert data[helper.start : helper.end].endswith(b"}")
    assert helper.detail == "float helper(float x)"


def test_kernels_declared_through_qualifier_macros(index):
    integrate = index.definitions("integrate")[0]
    assert integrate.qualifiers == ("KERNEL_FQ",)
    assert index.is_kernel(integrate)
    assert index.is_kernel(index.definitions("lonely_kernel")[0])
    assert not index.is_kernel(index.definitions("twice")[0])


def test_hashcat_style_prefix_declares_no_variable():
    text = b"KERNEL_FQ KERNEL_FA void m00000_mxx (KERN_ATTR_RULES ())\n{\n  const u64 gid = get_global_id (0);\n}\n"
    idx = WorkspaceIndex()
    entry = idx.add_or_update("/virtual/m00000.cl", text)
    by_name = {d.name: d for d in entry.definitions}
    assert set(by_name) == {"m00000_mxx"}
    assert by_name["m00000_mxx"].qualifiers == ("KERNEL_FQ", "KERNEL_FA")
    assert by_name["m00000_mxx"].start == 0


def test_a_table_declared_through_unknown_words_is_named_by_its_own_name():
    # hashcat's inc_cipher_aes.cl: `CONSTANT_VK u32a te0[256] = {...}` with neither word visible
    # parses as type `CONSTANT_VK`, declarator `u32a` and an ERROR holding `te0`: the index named
    # ten variables `u32a`, and `te0` had no definition (no navigation; B001 on its users).
    text = (b'#include "inc_vendor.h"\n\nCONSTANT_VK u32a te0[4] =\n{\n  0xc66363a5, 0xf87c7c84, 1, 2,\n};\n\n'
            b"CONSTANT_VK u32a te1[4] =\n{\n  1, 2, 3, 4,\n};\n\nGLOBAL_AS int counter;\n")
    entry = WorkspaceIndex().add_or_update("/virtual/aes.cl", text)
    names = [(d.name, d.kind, text[d.name_start:d.name_end]) for d in entry.definitions]
    assert names == [("te0", "variable", b"te0"), ("te1", "variable", b"te1"), ("counter", "variable", b"counter")]


def test_names_mentioned(index):
    entry = index.file(p("a.cl"))
    assert {"b_square", "PASTE", "use_b"} <= entry.names
    assert set(index.files_mentioning("b_square")) == {p("a.cl"), p("b.cl")}


# Include graph


def test_includes_resolve_quoted_angle_missing_and_computed(index):
    assert index.includes(p("main.cl")) == [p("a.h"), p("c1.h"), p("include/sys_header.h")]
    unresolved = {(u.status, u.directive.spelled) for u in index.unresolved_includes(p("main.cl"))}
    assert unresolved == {("missing", "missing.h"), ("unresolved-computed", "M2S(INCLUDE_PATH/computed.h)")}


def test_angle_includes_do_not_search_the_including_directory(tmp_path):
    (tmp_path / "near.h").write_text("int near;\n")
    (tmp_path / "main.cl").write_text("#include <near.h>\n#include \"near.h\"\n")
    idx = WorkspaceIndex([str(tmp_path)])
    idx.build()
    statuses = [r.status for r in idx.include_directives(str(tmp_path / "main.cl"))]
    assert statuses == ["missing", "resolved"]


def test_edges_both_ways_and_transitive_closure(index):
    assert index.included_by(p("b.h")) == [p("a.h")]
    reachable = index.reachable(p("main.cl"))
    assert reachable[:3] == [p("a.h"), p("c1.h"), p("include/sys_header.h")]
    assert set(reachable) == {p("a.h"), p("b.h"), p("c1.h"), p("c2.h"), p("include/sys_header.h")}
    assert set(index.includers(p("b.h"))) == {p("a.h"), p("main.cl")}
    assert set(index.includers(p("c2.h"))) == {p("c1.h"), p("c2.cl"), p("main.cl"), p("c2.h")}


def test_cycles_and_self_inclusion_terminate(index):
    assert index.include_cycle(p("c1.h")) == [p("c1.h"), p("c2.h"), p("c1.h")]
    assert index.include_cycle(p("self.h")) == [p("self.h"), p("self.h")]
    assert index.reachable(p("self.h")) == [p("self.h")]
    assert index.include_cycle(p("main.cl")) is None


def test_document_links(index):
    data = Path(p("main.cl")).read_bytes()
    links = index.document_links(p("main.cl"))
    assert [(data[l.start : l.end], l.target) for l in links] == [
        (b'"a.h"', p("a.h")), (b'"c1.h"', p("c1.h")), (b"<sys_header.h>", p("include/sys_header.h"))]


def test_directive_in_a_comment_is_not_an_include():
    data = b'/*\n#include "nothing.h"\n*/\n#include "real.h"\n'
    snapshot = parse_bytes("x.cl", data)
    directives = include_graph.scan_directives(data, snapshot.tree)
    assert [d.spelled for d in directives] == ["real.h"]


def test_hundred_deep_include_chain(tmp_path):
    for i in range(100):
        (tmp_path / f"h{i}.h").write_text(f'#include "h{i + 1}.h"\nint v{i};\n')
    (tmp_path / "h100.h").write_text("int v100;\n")
    idx = WorkspaceIndex([str(tmp_path)])
    idx.build()
    assert len(idx.reachable(str(tmp_path / "h0.h"))) == 100
    assert len(idx.includers(str(tmp_path / "h100.h"))) == 100


def test_missing_include_resolves_when_the_file_appears(workspace):
    idx = WorkspaceIndex([str(workspace)], include_dirs=[str(workspace / "include")])
    idx.build()
    missing = p("missing.h", workspace)
    assert missing not in idx.includes(p("main.cl", workspace))
    Path(missing).write_text("int now_here;\n")
    idx.add_or_update(missing, Path(missing).read_bytes(), from_editor=False)
    assert missing in idx.includes(p("main.cl", workspace))
    os.remove(missing)
    idx.remove(missing)
    assert missing not in idx.includes(p("main.cl", workspace))
    assert any(u.directive.spelled == "missing.h" for u in idx.unresolved_includes(p("main.cl", workspace)))


# Updates, editor text, persistence, threads


def test_add_or_update_and_remove(workspace):
    idx = WorkspaceIndex([str(workspace)])
    idx.build()
    path = p("b.cl", workspace)
    idx.add_or_update(path, b"float b_cube(float v) { return v * v * v; }\n")
    assert idx.definitions("b_square") == []
    assert idx.definitions("b_cube")[0].path == path
    idx.remove(path)
    assert idx.definitions("b_cube") == []
    assert path not in idx.files()


def test_build_never_overwrites_editor_text(workspace):
    idx = WorkspaceIndex([str(workspace)])
    path = p("b.cl", workspace)
    idx.add_or_update(path, b"float from_editor(void) { return 0; }\n")
    idx.build()
    assert idx.definitions("from_editor") and not idx.definitions("b_square")
    assert idx.data(path).startswith(b"float from_editor")
    idx.set_closed(path)
    idx.build()
    assert idx.definitions("b_square") and not idx.definitions("from_editor")


def test_cache_reuses_unchanged_files(workspace, tmp_path):
    cache = tmp_path / "cache"
    first = WorkspaceIndex([str(workspace)], cache_dir=str(cache))
    report = first.build()
    assert report.parsed == report.files and list(cache.iterdir())
    second = WorkspaceIndex([str(workspace)], cache_dir=str(cache))
    report = second.build()
    assert (report.parsed, report.reused) == (0, report.files)
    assert second.definitions("b_square")[0] == first.definitions("b_square")[0]
    changed = workspace / "b.cl"
    changed.write_text("float b_square2(float v) { return v; }\n")
    os.utime(changed, ns=(1, 1))
    third = WorkspaceIndex([str(workspace)], cache_dir=str(cache))
    report = third.build()
    assert report.parsed == 1
    assert third.definitions("b_square2") and not third.definitions("b_square")


def test_damaged_cache_is_ignored(workspace, tmp_path):
    cache = tmp_path / "cache"
    WorkspaceIndex([str(workspace)], cache_dir=str(cache)).build()
    for file in cache.iterdir():
        file.write_bytes(b"not a pickle")
    report = WorkspaceIndex([str(workspace)], cache_dir=str(cache)).build()
    assert report.parsed == report.files


def test_build_on_a_thread_while_the_loop_updates(workspace):
    for i in range(60):
        (workspace / f"gen{i}.cl").write_text(f"float gen{i}(float x) {{ return x; }}\n")
    idx = WorkspaceIndex([str(workspace)])
    errors: list[BaseException] = []

    def run():
        try:
            idx.build()
        except BaseException as err:  # noqa: BLE001 - the test reports it
            errors.append(err)

    worker = threading.Thread(target=run)
    worker.start()
    path = p("b.cl", workspace)
    for i in range(30):
        idx.add_or_update(path, f"float edited{i}(void) {{ return 0; }}\n".encode())
        idx.definitions("gen1")
        idx.reachable(p("main.cl", workspace))
    worker.join()
    assert not errors
    assert idx.definitions("edited29") and not idx.definitions("b_square")
    assert idx.definitions("gen59")


# References, classified lexically


def refs(index, name, path="main.cl"):
    data = Path(p(path)).read_bytes()
    return data, index.references_in(p(path), name)


def test_reference_classification(index):
    data, found = refs(index, "mass")
    accesses = [(data[r.base_start : r.base_end], r.flags & ix.FIELD_ACCESS) for r in found]
    assert accesses == [(b"p", ix.FIELD_ACCESS), (b"q", ix.FIELD_ACCESS), (b"a", ix.FIELD_ACCESS)]
    data, found = refs(index, "pos")
    assert [data[r.base_start : r.base_end] for r in found] == [b"r"]
    data, found = refs(index, "depth")
    assert [data[r.base_start : r.base_end] for r in found] == [b"p.inner"]
    _data, found = refs(index, "twice")
    assert [bool(r.flags & ix.CALL) for r in found] == [False, False, True]
    assert found[0].flags & ix.PASTED and found[0].flags & ix.IN_MACRO_BODY
    assert found[1].flags & ix.DECLARATION
    _data, found = refs(index, "Particle_t")
    assert all(r.flags & ix.TYPE_USE for r in found)
    _data, found = refs(index, "SCALE")
    assert all(r.flags & ix.MACRO_USE for r in found)


def test_references_skip_comments_strings_and_include_paths():
    data = b'#include "helper.h"\n// helper here\nchar *s = "helper";\nint y = helper(1); /* helper */\n'
    idx = WorkspaceIndex()
    idx.add_or_update("/virtual/r.cl", data)
    found = idx.references_in("/virtual/r.cl", "helper")
    assert [data[r.start : r.end + 3] for r in found] == [b"helper(1)"]


def _many_files(root: Path, count: int) -> list[Path]:
    paths = []
    for k in range(count):
        path = root / f"k{k:03d}.cl"
        path.write_text(f'#include "common{k % 3}.h"\n#define SCALE_{k} {k}\n'
                        f"float helper_{k}(float x) {{ return x * SCALE_{k}; }}\n"
                        f"kernel void kernel_{k}(global float *p) {{ p[0] = helper_{k}(p[0]); }}\n")
        paths.append(path)
    for k in range(3):
        (root / f"common{k}.h").write_text(f"typedef struct {{ int field_{k}; }} shared_{k};\n")
    return paths


def _entries(index: WorkspaceIndex) -> dict:
    return {path: (data.definitions, data.names, data.includes, data.problem) for path, data in index._files.items()}


def test_a_build_elsewhere_indexes_what_a_build_here_does(tmp_path, monkeypatch):
    """The server's build scans in a worker process (`elsewhere=`): the same entries, includes resolved."""
    _many_files(tmp_path, 3 * ix.ELSEWHERE_MIN_FILES)
    here = WorkspaceIndex([str(tmp_path)])
    here.build()

    def in_this_process(*args):
        raise AssertionError("scanned in this process")

    monkeypatch.setattr(WorkspaceIndex, "_scan_serial", in_this_process)
    there = WorkspaceIndex([str(tmp_path)])
    report = there.build(elsewhere=lambda path: True)
    assert report.parsed == len(here._files) and not report.problems
    assert _entries(there) == _entries(here)
    assert [d.path for d in there.definitions("helper_7")] == [str(tmp_path / "k007.cl")]
    assert str(tmp_path / "common1.h") in there.includes(str(tmp_path / "k001.cl"))


def test_a_build_elsewhere_reads_only_what_it_is_allowed(tmp_path):
    paths = _many_files(tmp_path, 2 * ix.ELSEWHERE_MIN_FILES)
    refused = {str(paths[0]), str(paths[5])}
    index = WorkspaceIndex([str(tmp_path)])
    report = index.build(elsewhere=lambda path: path not in refused)
    for path in refused:
        assert path not in index._files and "not readable here" in report.problems[path]
    assert str(paths[1]) in index._files and not index.definitions("helper_0")


def test_the_worker_that_scans_elsewhere_yields_the_cpu():
    """Its niceness is raised (a keystroke's analysis goes first) and it watches its parent."""
    import concurrent.futures
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=context, initializer=ix._elsewhere_worker,
                                                initargs=(os.getpid(),)) as pool:
        niceness = pool.submit(os.nice, 0).result(timeout=60)
    assert niceness >= min(19, os.nice(0) + ix.ELSEWHERE_NICENESS)


def test_without_a_worker_process_the_build_scans_here(tmp_path, monkeypatch):
    """Where no worker process starts (no /dev/shm, a frozen application), the files are scanned in
    this process, through `read`: the index is the same."""
    _many_files(tmp_path, 2 * ix.ELSEWHERE_MIN_FILES)
    here = WorkspaceIndex([str(tmp_path)])
    here.build()

    def no_worker(*args, **kwargs):
        raise OSError("no semaphores here")

    monkeypatch.setattr(WorkspaceIndex, "_scan_parallel", no_worker)
    there = WorkspaceIndex([str(tmp_path)])
    there.build(elsewhere=lambda path: True)
    assert _entries(there) == _entries(here)


def test_a_declaration_of_many_names_is_read_once(monkeypatch):
    # The fuzzer's `statement_of_many_problems.cl`: one declaration of 3,556 names, each of which
    # looked at every child of the declaration again for its type and stars (29 s to index).
    calls = []
    original = ix._declaration_facts
    monkeypatch.setattr(ix, "_declaration_facts", lambda data, node: calls.append(node.id) or original(data, node))
    names = ", ".join(f"*v{k}" if k % 3 == 0 else f"v{k}" for k in range(600))
    text = f"__constant const float {names};\n".encode()
    entry = WorkspaceIndex().add_or_update("/virtual/many.cl", text)
    variables = [d for d in entry.definitions if d.kind == ix.VARIABLE]
    assert len(variables) == 600 and len(calls) <= 2  # (Once per pass over the items.)
    assert variables[0].detail == "__constant const float *" and variables[1].detail == "__constant const float"
