"""Plain-text hover and completion documentation for clients without markdown (issue 19, item 2)."""

from opencl_lsp.hover.plain_text import plain_snippet, to_plain
from opencl_lsp.hover.render import render_function, render_keyword, render_type
from opencl_lsp.hover.completion import SNIPPETS_BODY, SNIPPETS_FILE, resolve


def _no_markdown(text: str) -> None:
    assert "```" not in text
    assert not any(line.startswith(">") for line in text.splitlines())
    assert "](" not in text and "**" not in text and "`" not in text


def test_function_hover_reads_as_text(catalog):
    text = to_plain(render_function(catalog.function("get_global_id")))
    _no_markdown(text)
    lines = text.splitlines()
    assert lines[0] == "    size_t get_global_id(uint dimindx);"  # The code block, indented.
    assert "An out-of-range dimension index yields 0." in lines  # The note, unquoted.
    assert lines[-1].startswith("OpenCL C spec: work-item functions (https://registry.khronos.org/")
    assert lines[-1].endswith("#table-work-item-functions)")


def test_accuracy_table_in_aligned_columns(catalog):
    text = to_plain(render_function(catalog.function("sqrt")))
    _no_markdown(text)
    rows = [line for line in text.splitlines() if line.startswith(("profile", "full", "embedded"))]
    assert len(rows) == 3 and "---" not in text and "|" not in text
    # Each column starts at the same place in every row.
    assert rows[0].index("double") == rows[1].index("Correctly rounded") == rows[2].index("<= 4 ulp", 12)
    assert rows[0].index("half") == rows[1].index("<= 1.5 ulp") == rows[2].index("<= 1.5 ulp")


def test_requirements_and_types(catalog):
    text = to_plain(render_function(catalog.function("to_global"), version=(3, 0), features=frozenset()))
    _no_markdown(text)
    assert "- ⚠ No form of to_global is available with OpenCL C 3.0" in text
    text = to_plain(render_type(catalog.type("float4")))
    _no_markdown(text)
    assert "- host type: cl_float4" in text and "\nvector type\n" in text
    text = to_plain(render_keyword(catalog.keyword("__local")))
    _no_markdown(text)
    assert text.startswith("__local / local — address space")


def test_pointer_stars_and_code_spans_are_kept():
    assert to_plain("`float *p` and `a*b`") == "float *p and a*b"
    assert to_plain("*emphasis* and **strong**") == "emphasis and strong"
    assert to_plain("```opencl\nfloat *p = *q;\n\nx;\n```") == "    float *p = *q;\n\n    x;"
    assert to_plain("see [https://a.b/c](https://a.b/c)") == "see https://a.b/c"


def test_device_fact_table_without_header():
    md = "**Kernel facts** (last device build)\n\n| | |\n|---|---|\n| work-group size | 256 |\n| local memory | 0 bytes |"
    assert to_plain(md) == "Kernel facts (last device build)\n\nwork-group size  256\nlocal memory     0 bytes"


def test_snippets_as_plain_insert_text():
    for _label, _filter, _detail, body in SNIPPETS_FILE + SNIPPETS_BODY:
        text = plain_snippet(body)
        assert "$" not in text and "${" not in text
    assert plain_snippet("for (int ${1:i} = 0; ${1:i} < ${2:n}; ++${1:i}) {\n\t$0\n}") == \
        "for (int i = 0; i < n; ++i) {\n\t\n}"


def test_completion_documentation_converts():
    docs = resolve("snippet:for (i < n)", (3, 0), frozenset())
    assert docs is not None and "```" in docs
    assert to_plain(docs).startswith("    for (int i = 0;")
