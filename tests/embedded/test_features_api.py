"""The API an LSP handler uses: locate a host position in a kernel, ask an engine feature, map the answer back."""

from opencl_lsp.embedded import find_kernels, kernel_snapshot
from opencl_lsp.hover.completion import complete_at
from opencl_lsp.hover.hover import hover_at
from opencl_lsp.syntax.outline import outline

HOST = b'''import pyopencl as cl
prg = cl.Program(ctx, "__kernel void scale(__global float *a)\\n"
                      "{ a[get_global_id(0)] *= 2.0f; }").build()
value = "get_global_id is only a word here"
'''


def test_hover_inside_a_kernel_maps_back_to_the_host_range():
    scan = find_kernels(HOST, "python")
    host_offset = HOST.index(b"get_global_id(0)") + 3
    kernel, offset = scan.locate(host_offset)
    snapshot = kernel_snapshot("/work/host.py", kernel)
    hover = hover_at(snapshot, offset)
    assert hover is not None and "get_global_id" in hover.markdown
    start, end = kernel.map.host_range(hover.start, hover.end)
    assert HOST[start:end] == b"get_global_id"
    # Outside the kernel's literals nothing answers, even on the same word.
    assert scan.locate(HOST.index(b"get_global_id is")) is None
    assert scan.locate(HOST.index(b"prg")) is None


def test_completion_inside_a_kernel():
    text = HOST.replace(b"get_global_id(0)", b"get_glo(0)")
    scan = find_kernels(text, "python")
    kernel, offset = scan.locate(text.index(b"get_glo") + len(b"get_glo"))
    labels = {item.label for item in complete_at(kernel_snapshot("/work/host.py", kernel), offset).items}
    assert "get_global_id" in labels


def test_outline_symbols_map_to_the_host():
    scan = find_kernels(HOST, "python")
    kernel = scan.kernels[0]
    symbols = outline(kernel_snapshot("/work/host.py", kernel))
    assert [s.name for s in symbols] == ["scale"]
    start, end = kernel.map.host_range(symbols[0].name_start, symbols[0].name_end)
    assert HOST[start:end] == b"scale"
    # The kernel's whole range crosses the quotes between the concatenated literals: it still maps.
    assert kernel.map.host_range(symbols[0].start, symbols[0].end) is not None


def test_an_edited_host_tree_parses_incrementally_to_the_same_kernels():
    first = find_kernels(HOST, "python")
    at = HOST.index(b"2.0f")
    edited = HOST[:at] + b"3.0f" + HOST[at + 4 :]
    row = HOST.count(b"\n", 0, at)
    column = at - (HOST.rfind(b"\n", 0, at) + 1)
    first.tree.edit(
        start_byte=at, old_end_byte=at + 4, new_end_byte=at + 4,
        start_point=(row, column), old_end_point=(row, column + 4), new_end_point=(row, column + 4),
    )
    again = find_kernels(edited, "python", old_tree=first.tree)
    fresh = find_kernels(edited, "python")
    assert [k.text for k in again.kernels] == [k.text for k in fresh.kernels]
    assert b"3.0f" in again.kernels[0].text


def test_a_missing_host_grammar_says_what_to_install(monkeypatch):
    from opencl_lsp.embedded import Unavailable, hostlang

    monkeypatch.setitem(hostlang._MODULES, "cpp", "tree_sitter_no_such_grammar")
    monkeypatch.setattr(hostlang, "_languages", {})
    monkeypatch.setattr(hostlang, "_local", type(hostlang._local)())
    try:
        find_kernels(b'const char *s = R"CLC(kernel void f() {})CLC";', "cpp")
    except Unavailable as err:
        assert "-m pip install tree-sitter-python tree-sitter-c tree-sitter-cpp" in err.advice()
    else:
        raise AssertionError("no Unavailable")
