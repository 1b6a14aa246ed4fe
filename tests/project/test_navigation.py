"""Cross-file navigation on the fixture project in tests/fixtures/project.

Cursors are written as `$0` inside a snippet of the file's text: the snippet
is found in the file and the cursor's byte offset is where `$0` stands.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from opencl_lsp.project import navigation as nav
from opencl_lsp.project.index import WorkspaceIndex
from opencl_lsp.syntax.document import parse_bytes
from tests.annotations import parse

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "project"


def p(name: str, root: Path = FIXTURE) -> str:
    return os.path.normpath(str(root / name))


@pytest.fixture(scope="module")
def index() -> WorkspaceIndex:
    idx = WorkspaceIndex([str(FIXTURE)], include_dirs=[str(FIXTURE / "include")])
    idx.build()
    return idx


def cursor(name: str, snippet: str, root: Path = FIXTURE):
    """The snapshot of a fixture file and the offset of `$0` in the snippet found in it."""
    data = Path(p(name, root)).read_bytes()
    text, _expected, mark = parse(snippet)
    where = data.find(text.encode())
    assert where >= 0 and data.find(text.encode(), where + 1) < 0, f"snippet not unique: {snippet!r}"
    return parse_bytes(p(name, root), data), where + mark


def show(locations) -> list[tuple[str, str]]:
    """(file, the text the location covers, or the line for an empty range)."""
    out = []
    for loc in locations:
        data = Path(loc.path).read_bytes()
        text = data[loc.start : loc.end] if loc.end > loc.start else b"<file>"
        out.append((os.path.relpath(loc.path, FIXTURE), text.decode()))
    return out


def line_of(loc) -> str:
    data = Path(loc.path).read_bytes()
    start = data.rfind(b"\n", 0, loc.start) + 1
    end = data.find(b"\n", loc.start)
    return data[start:end].decode().strip()


def definition(index, name, snippet):
    return nav.definition(index, *cursor(name, snippet))


# definition


def test_macro_defined_in_a_header(index):
    found = definition(index, "main.cl", "return x * SC$0ALE;")
    assert show(found) == [("a.h", "SCALE")]
    assert line_of(found[0]) == "#define SCALE 2.0f"


def test_struct_and_typedef_from_a_nested_header(index):
    assert show(definition(index, "main.cl", "struct Parti$0cle r;")) == [("b.h", "Particle")]
    assert show(definition(index, "main.cl", "Particle_t$0 p;")) == [("b.h", "Particle_t")]


def test_fields_resolve_through_the_declared_type(index):
    found = definition(index, "main.cl", "p.ma$0ss + q")
    assert show(found) == [("b.h", "mass")] and line_of(found[0]) == "float mass;"
    assert found == definition(index, "main.cl", "q->m$0ass")
    anonymous = definition(index, "main.cl", "a.ma$0ss;")
    assert show(anonymous) == [("b.h", "mass")] and anonymous != found
    assert line_of(definition(index, "main.cl", "r.p$0os")[0]) == "float4 pos;"


def test_field_chains(index):
    found = definition(index, "main.cl", "p.inner.dep$0th")
    assert show(found) == [("b.h", "depth")]
    assert line_of(definition(index, "main.cl", "p.inn$0er.depth")[0]) == "struct Inner inner;"


def test_locals_parameters_and_shadowing(index):
    found = definition(index, "main.cl", "data[2] = x$0;")
    assert show(found) == [("main.cl", "x")] and line_of(found[0]) == "float x = data[1];"
    param = definition(index, "main.cl", "return x$0 * SCALE;")
    assert line_of(param[0]) == "float helper(float x)"
    shadowed = definition(index, "main.cl", "data[0] = global_counter$0;")
    assert line_of(shadowed[0]) == "int global_counter = 3;"
    outer = definition(index, "main.cl", "global_counter$0++;")
    assert line_of(outer[0]) == "int global_counter;"


def test_functions_same_file_first(index):
    found = definition(index, "main.cl", "return hel$0per(x) + helper(x);")
    assert show(found) == [("main.cl", "helper")] and line_of(found[0]) == "float helper(float x)"
    assert show(definition(index, "main.cl", "tw$0ice(local_sum)")) == [("main.cl", "twice")]


def test_functions_through_includes(index):
    assert show(definition(index, "main.cl", "sys_val$0ue(n)")) == [("include/sys_header.h", "sys_value")]
    assert show(definition(index, "main.cl", "cycle_o$0ne()")) == [("c1.h", "cycle_one")]
    # Defined in b.cl, which a.cl includes.
    assert show(definition(index, "a.cl", "x[0] = b_squ$0are(x[1]);")) == [("b.cl", "b_square")]


def test_definition_preferred_over_prototype_in_a_translation_unit(index):
    # c1.h sees only the prototype in c2.h, and c2.cl (which includes c2.h) holds the body.
    found = definition(index, "c1.h", "return cycle_t$0wo() + 1;")
    assert show(found) == [("c2.cl", "cycle_two")]


def test_kernel_or_function_in_a_file_nothing_includes(index):
    assert show(definition(index, "main.cl", "lonely_hel$0per();")) == [("lonely.cl", "lonely_helper")]


def test_macros_in_both_if_branches(index):
    found = definition(index, "main.cl", "p.inner.depth = FAC$0TOR;")
    assert [line_of(l) for l in found] == ["#define FACTOR 4", "#define FACTOR 8"]
    typedefs = definition(index, "main.cl", "rea$0l dt")
    assert [line_of(l) for l in typedefs] == ["typedef double real;", "typedef float real;"]


def test_qualifier_and_parameter_list_macros(index):
    assert show(definition(index, "main.cl", "KERNEL_F$0Q void integrate")) == [("a.h", "KERNEL_FQ")]
    assert show(definition(index, "main.cl", "void integrate(KERN_AT$0TR(float))")) == [("a.h", "KERN_ATTR")]
    # `out` and `n` are declared by the KERN_ATTR expansion: they land in its replacement text.
    out = definition(index, "main.cl", "ou$0t[0] = twice")
    assert show(out) == [("a.h", "out")] and line_of(out[0]).startswith("#define KERN_ATTR(T)")
    assert show(definition(index, "main.cl", "sys_value(n$0)")) == [("a.h", "n")]


def test_inside_a_macro_body(index):
    found = definition(index, "a.h", "#define USES_HELPER(v) hel$0per(v)")
    assert ("main.cl", "helper") in show(found)


def test_include_path_is_a_link_to_the_file(index):
    assert show(definition(index, "main.cl", '#include "a$0.h"')) == [("a.h", "<file>")]
    assert show(definition(index, "main.cl", "#include <sys_he$0ader.h>")) == [("include/sys_header.h", "<file>")]
    assert definition(index, "main.cl", '#include "missi$0ng.h"') == []


def test_nothing_at_whitespace_comments_and_builtins(index):
    assert definition(index, "main.cl", "// The fixture project's m$0ain") == []
    assert definition(index, "lonely.cl", "out[get_glo$0bal_id(0)]") == []


def test_editor_text_newer_than_the_index(index):
    text, _e, mark = parse("float helper(float x);\nfloat fresh(void) { return 1; }\nfloat g(void) { return fre$0sh(); }\n")
    snapshot = parse_bytes(p("main.cl"), text.encode())
    found = nav.definition(index, snapshot, mark)
    assert found == [nav.Location(p("main.cl"), text.index("fresh"), text.index("fresh") + 5)]


# declaration and type definition


def test_declaration_prefers_prototypes(index):
    found = nav.declaration(index, *cursor("main.cl", "return hel$0per(x) + helper(x);"))
    assert show(found) == [("a.h", "helper")]
    assert show(nav.declaration(index, *cursor("c2.cl", "int cycle_t$0wo(void) { return 2; }"))) == [("c2.h", "cycle_two")]
    # Without a prototype, the definition is the declaration.
    assert show(nav.declaration(index, *cursor("main.cl", "tw$0ice(local_sum)"))) == [("main.cl", "twice")]


def test_type_definition(index):
    assert show(nav.type_definition(index, *cursor("main.cl", "p$0.mass + q"))) == [("b.h", "Particle_t")]
    assert show(nav.type_definition(index, *cursor("main.cl", "r$0.pos.x"))) == [("b.h", "Particle")]
    assert show(nav.type_definition(index, *cursor("main.cl", "p.inn$0er.depth"))) == [("b.h", "Inner")]
    assert show(nav.type_definition(index, *cursor("main.cl", "Particle_t$0 p;"))) == [("b.h", "Particle_t")]
    assert nav.type_definition(index, *cursor("main.cl", "dt = 0.1f;\n    float local_s$0um")) == []


# references


def test_references_across_files(index):
    found = nav.references(index, *cursor("main.cl", "return hel$0per(x) + helper(x);"))
    assert [(f, line_of(l)) for (f, _t), l in zip(show(found), found)] == [
        ("main.cl", "float helper(float x)"),
        ("main.cl", "return helper(x) + helper(x);"),
        ("main.cl", "return helper(x) + helper(x);"),
        ("a.h", "#define USES_HELPER(v) helper(v)"),
        ("a.h", "float helper(float x);"),
    ]
    without = nav.references(index, *cursor("main.cl", "return hel$0per(x) + helper(x);"), include_declaration=False)
    assert len(without) == 3


def test_references_of_locals_stay_in_scope(index):
    found = nav.references(index, *cursor("main.cl", "data[2] = x$0;"))
    assert [line_of(l) for l in found] == ["float x = data[1];", "data[2] = x;"]
    found = nav.references(index, *cursor("main.cl", "data[2] = x$0;"), include_declaration=False)
    assert [line_of(l) for l in found] == ["data[2] = x;"]


def test_references_of_a_global_skip_shadowing_locals(index):
    found = nav.references(index, *cursor("main.cl", "global_counter$0++;"))
    assert [line_of(l) for l in found] == ["int global_counter;", "global_counter++;"]


def test_references_of_fields_are_field_accesses(index):
    found = nav.references(index, *cursor("main.cl", "p.inner.dep$0th"))
    assert [line_of(l) for l in found] == ["p.inner.depth = FACTOR;", "int depth;"]


def test_references_of_a_kernel_in_a_file_nothing_includes(index):
    found = nav.references(index, *cursor("lonely.cl", "float lonely_hel$0per(void)"))
    assert {f for f, _t in show(found)} == {"lonely.cl", "main.cl"}


# workspace symbols


def test_workspace_symbols_ranked_and_capped(index):
    found = nav.workspace_symbols(index, "particle")
    assert [d.name for d in found[:2]] == ["Particle", "Particle_t"]
    fuzzy = nav.workspace_symbols(index, "lnkrn")
    assert [d.name for d in fuzzy] == ["lonely_kernel"]
    assert len(nav.workspace_symbols(index, "", limit=5)) == 5
    assert nav.workspace_symbols(index, "zzzz") == []


# rename


@pytest.fixture
def workspace(tmp_path: Path):
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    idx = WorkspaceIndex([str(root)], include_dirs=[str(root / "include")])
    idx.build()
    return root, idx


def apply(edits: dict, root: Path) -> dict[str, str]:
    out = {}
    for path, changes in edits.items():
        data = Path(path).read_bytes()
        for edit in sorted(changes, key=lambda e: -e.start):
            data = data[: edit.start] + edit.new_text.encode() + data[edit.end :]
        out[os.path.relpath(path, root)] = data.decode()
    return out


def test_rename_a_function_across_files(workspace):
    root, idx = workspace
    snapshot, offset = cursor("main.cl", "lonely_hel$0per()", root)
    target = nav.prepare_rename(idx, snapshot, offset)
    assert target.placeholder == "lonely_helper"
    changed = apply(nav.rename(idx, snapshot, offset, "solo_helper"), root)
    assert set(changed) == {"main.cl", "lonely.cl"}
    assert changed["main.cl"].count("solo_helper()") == 1
    assert changed["lonely.cl"].count("solo_helper") == 2


def test_rename_refuses_a_name_also_formed_by_token_pasting(workspace):
    root, idx = workspace
    # a.cl also calls it as PASTE(b_, square)(...), which a rename would miss.
    with pytest.raises(nav.RenameError, match="token pasting"):
        nav.rename(idx, *cursor("a.cl", "x[0] = b_squ$0are(x[1]);", root), "b_sq")


def test_rename_refuses_a_name_taken_where_the_symbol_is_used(workspace):
    root, idx = workspace
    # main.cl calls lonely_helper() and defines its own helper().
    with pytest.raises(nav.RenameError, match="already defined"):
        nav.rename(idx, *cursor("lonely.cl", "float lonely_hel$0per(void)", root), "helper")


def test_rename_a_struct_field(workspace):
    root, idx = workspace
    snapshot, offset = cursor("main.cl", "p.inner.dep$0th", root)
    changed = apply(nav.rename(idx, snapshot, offset, "level"), root)
    assert "int level;" in changed["b.h"] and "p.inner.level = FACTOR;" in changed["main.cl"]


def test_rename_a_local_in_its_scope_only(workspace):
    root, idx = workspace
    snapshot, offset = cursor("main.cl", "data[2] = x$0;", root)
    edits = nav.rename(idx, snapshot, offset, "value")
    changed = apply(edits, root)["main.cl"]
    assert "float value = data[1];" in changed and "data[2] = value;" in changed
    assert "float helper(float x)" in changed


@pytest.mark.parametrize(
    "name, snippet, new_name, reason",
    [
        ("lonely.cl", "out[get_glo$0bal_id(0)]", "gid", "built-in function"),
        ("main.cl", "fl$0oat local_sum", "x", "no symbol here"),
        ("main.cl", "return hel$0per(x) + helper(x);", "helper2", "inside a macro body"),
        ("main.cl", "tw$0ice(local_sum)", "twice2", "pasted or stringized"),
        ("a.cl", "x[0] = b_squ$0are(x[1]);", "1abc", "not a valid identifier"),
        ("a.cl", "x[0] = b_squ$0are(x[1]);", "kernel", "keyword"),
        ("a.cl", "x[0] = b_squ$0are(x[1]);", "sqrt", "built-in function"),
        ("main.cl", "p.inner.dep$0th", "depth", None),
        ("main.cl", "p.ma$0ss + q", "pos", "already has a field 'pos'"),
        # main.cl calls lonely_helper() and sees cycle_one through c1.h.
        ("main.cl", "lonely_hel$0per();", "cycle_one", "already defined"),
        ("main.cl", "data[2] = x$0;", "data", "already used in this scope"),
        ("main.cl", "int global_coun$0ter = 3;", "data", "already"),
        ("main.cl", "sys_value(n$0)", "count", "declared by the macro KERN_ATTR"),
    ],
)
def test_rename_refusals(index, name, snippet, new_name, reason):
    snapshot, offset = cursor(name, snippet)
    if reason is None:
        edits = nav.rename(index, snapshot, offset, new_name)
        assert new_name == "depth" and edits == {} or edits
        return
    with pytest.raises(nav.RenameError, match=reason):
        nav.rename(index, snapshot, offset, new_name)


def test_rename_refuses_collisions_visible_from_the_definition(index):
    with pytest.raises(nav.RenameError, match="already defined"):
        nav.rename(index, *cursor("lonely.cl", "float lonely_hel$0per(void)"), "lonely_kernel")


def test_rename_refuses_outside_the_roots(tmp_path):
    (tmp_path / "ws").mkdir()
    (tmp_path / "sys").mkdir()
    (tmp_path / "sys" / "vendor.h").write_text("float vendor_fn(float x);\n")
    main = tmp_path / "ws" / "k.cl"
    main.write_text('#include "vendor.h"\nkernel void k(global float *o) { o[0] = vendor_fn(1.0f); }\n')
    idx = WorkspaceIndex([str(tmp_path / "ws")], include_dirs=[str(tmp_path / "sys")])
    idx.build()
    vendor = tmp_path / "sys" / "vendor.h"
    idx.add_or_update(str(vendor), vendor.read_bytes(), from_editor=False)
    data = main.read_bytes()
    snapshot = parse_bytes(str(main), data)
    with pytest.raises(nav.RenameError, match="outside the workspace roots"):
        nav.prepare_rename(idx, snapshot, data.index(b"vendor_fn(1") + 2)
    other = parse_bytes(str(vendor), vendor.read_bytes())
    with pytest.raises(nav.RenameError, match="outside the workspace roots"):
        nav.prepare_rename(idx, other, 8)


# call hierarchy


def test_incoming_calls_grouped_by_caller(index):
    items = nav.prepare_call_hierarchy(index, *cursor("main.cl", "float hel$0per(float x)"))
    assert [(i.name, i.kind, os.path.basename(i.path)) for i in items] == [("helper", "function", "main.cl")]
    incoming = nav.incoming_calls(index, items[0])
    assert [(c.caller.name, len(c.ranges)) for c in incoming] == [("USES_HELPER", 1), ("twice", 2)]


def test_incoming_calls_from_another_file(index):
    items = nav.prepare_call_hierarchy(index, *cursor("b.cl", "float b_squ$0are(float v)"))
    incoming = nav.incoming_calls(index, items[0])
    assert [(c.caller.name, os.path.basename(c.caller.path), len(c.ranges)) for c in incoming] == [("use_b", "a.cl", 2)]


def test_outgoing_calls(index):
    items = nav.prepare_call_hierarchy(index, *cursor("main.cl", "void integr$0ate("))
    outgoing = nav.outgoing_calls(index, items[0])
    names = sorted((c.callee.name, os.path.basename(c.callee.path)) for c in outgoing)
    assert names == [("KERN_ATTR", "a.h"), ("cycle_one", "c1.h"), ("lonely_helper", "lonely.cl"),
                     ("sys_value", "sys_header.h"), ("twice", "main.cl")]


def test_from_inside_a_macro_call_names_land_on_their_definitions(tmp_path):
    source = b"#define SQ(x) ((x) * (x))\nfloat scale(float v) { return v; }\nfloat g(float a)\n{\n    return SQ(scale(a));\n}\n"
    path = tmp_path / "m.cl"
    path.write_bytes(source)
    idx = WorkspaceIndex([str(tmp_path)])
    idx.build()
    snap = parse_bytes(str(path), source)

    def target(needle: bytes) -> bytes:
        [loc] = nav.definition(idx, snap, source.index(needle))
        return source[loc.start : loc.end], source.count(b"\n", 0, loc.start)

    assert target(b"SQ(scale") == (b"SQ", 0)  # the macro name: its #define
    assert target(b"scale(a)") == (b"scale", 1)  # an argument: the real function
    assert target(b"a));") == (b"a", 2)  # an argument: the parameter
