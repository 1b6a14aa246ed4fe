"""Tests of catalog contents: known entries, expansion and requirements."""

import collections
import re
from pathlib import Path

import pytest

from conftest import REPO_ROOT

V10, V12, V20, V30 = (1, 0), (1, 2), (2, 0), (3, 0)
NONE = frozenset()


def test_group_counts_plausible(catalog):
    counts = collections.Counter(f.group for f in catalog.families())
    assert counts["math"] >= 90
    assert counts["integer"] >= 25
    assert counts["relational"] >= 18
    assert counts["work-item"] == 11
    assert counts["sub-group"] >= 80
    assert counts["atomic"] >= 30
    assert counts["atomic-legacy"] >= 20
    assert counts["image"] >= 12
    assert sum(counts.values()) > 400


def test_get_global_id_in_1_0(catalog):
    f = catalog.function("get_global_id")
    assert f is not None and f.group == "work-item"
    assert f.min_version == V10
    assert f.is_available(V10, NONE)
    assert [o.label() for o in f.overloads()] == ["size_t get_global_id(uint dimindx)"]


def test_fmin_types_and_widths(catalog):
    labels = {o.label() for o in catalog.function("fmin").overloads()}
    for t in ("float", "double", "half"):
        assert f"{t} fmin({t} x, {t} y)" in labels
        for w in (2, 3, 4, 8, 16):
            assert f"{t}{w} fmin({t}{w} x, {t}{w} y)" in labels
            assert f"{t}{w} fmin({t}{w} x, {t} y)" in labels
    ov = {o.label(): o for o in catalog.function("fmin").overloads()}
    assert ov["float4 fmin(float4 x, float4 y)"].requires.is_met(V10, NONE)
    assert not ov["double4 fmin(double4 x, double4 y)"].requires.is_met(V12, NONE)
    assert ov["double4 fmin(double4 x, double4 y)"].requires.is_met(V12, frozenset({"cl_khr_fp64"}))
    assert ov["double4 fmin(double4 x, double4 y)"].requires.is_met(V30, frozenset({"__opencl_c_fp64"}))
    assert not ov["half fmin(half x, half y)"].requires.is_met(V30, NONE)


def test_atomic_fetch_add_explicit_requires_2_0(catalog):
    f = catalog.function("atomic_fetch_add_explicit")
    assert f.min_version == V20
    assert not f.is_available(V12, NONE)
    assert f.is_available(V20, NONE)
    assert any("memory_scope scope" in o.label() for o in f.overloads())


def test_to_global_requires_generic_address_space(catalog):
    f = catalog.function("to_global")
    r = f.signatures[0].requires
    assert r.min_version == V20 and "__opencl_c_generic_address_space" in r.features
    assert not f.is_available(V12, NONE)
    assert f.is_available(V20, NONE)
    assert not f.is_available(V30, NONE)
    assert f.is_available(V30, frozenset({"__opencl_c_generic_address_space"}))


def test_generic_pointer_variants(catalog):
    ovs = catalog.function("fract").overloads()
    generic = [o for o in ovs if o.label() == "float fract(float x, float *iptr)"]
    glob = [o for o in ovs if o.label() == "float fract(float x, __global float *iptr)"]
    assert glob and glob[0].requires.is_met(V10, NONE)
    assert generic and not generic[0].requires.is_met(V12, NONE) and generic[0].requires.is_met(V20, NONE)


def test_vload_half4_and_vload(catalog):
    assert catalog.is_builtin_function("vload_half4")
    labels = {o.label() for o in catalog.function("vload_half4").overloads()}
    assert "float4 vload_half4(size_t offset, const __global half *p)" in labels
    # vload_half does not need cl_khr_fp16.
    assert all(o.requires.is_met(V20, NONE) for o in catalog.function("vload_half4").overloads())
    assert "int8 vload8(size_t offset, const __constant int *p)" in {
        o.label() for o in catalog.function("vload8").overloads()}


def test_read_imagef_samplerless_needs_1_2(catalog):
    ovs = catalog.function("read_imagef").overloads()
    samplerless = [o for o in ovs if not any(p.type == "sampler_t" for p in o.params)
                   and o.params[0].type.startswith("read_only image2d_t")]
    assert samplerless
    for o in samplerless:
        assert not o.requires.is_met((1, 1), NONE)
        assert o.requires.is_met(V12, NONE)
    with_sampler = [o for o in ovs if o.label() == "float4 read_imagef(read_only image2d_t image, sampler_t sampler, float2 coord)"]
    assert with_sampler and with_sampler[0].requires.is_met(V10, NONE)
    rw = [o for o in ovs if o.params[0].type.startswith("read_write")]
    assert rw and not rw[0].requires.is_met(V12, NONE)


def test_sub_group_reduce_add_requirement(catalog):
    f = catalog.function("sub_group_reduce_add")
    r = f.signatures[0].requires
    assert "cl_khr_subgroups" in r.extensions and "__opencl_c_subgroups" in r.features
    assert f.is_available(V20, frozenset({"cl_khr_subgroups"}))
    assert f.is_available(V30, frozenset({"__opencl_c_subgroups"}))
    assert not f.is_available(V30, NONE)
    assert not f.is_available(V20, NONE)


def test_subgroup_extension_functions(catalog):
    assert catalog.function("sub_group_ballot").signatures[0].requires.extensions == ("cl_khr_subgroup_ballot",)
    assert catalog.function("sub_group_clustered_reduce_mul") is not None
    assert catalog.function("sub_group_shuffle_xor") is not None
    assert catalog.function("clock_read_device").signatures[0].requires.extensions == ("cl_khr_kernel_clock",)


def test_accuracy(catalog):
    assert catalog.function("native_sin").accuracy.full["float"].lower() == "implementation-defined"
    sin = catalog.function("sin").accuracy
    assert sin.full["float"] == "<= 4 ulp"
    assert sin.full["double"] == "<= 4 ulp"
    assert sin.full["half"] == "<= 2 ulp"
    assert sin.relaxed["float"]
    assert catalog.function("half_sin").accuracy.full["float"] == "<= 8192 ulp"


def test_dot_float_forms(catalog):
    labels = {o.label() for o in catalog.function("dot").overloads()}
    for t in ("float", "float2", "float3", "float4"):
        assert f"float dot({t} p0, {t} p1)" in labels
    assert "float dot(float8 p0, float8 p1)" not in labels
    assert "int dot(char4 a, char4 b)" in labels


def test_relational_and_legacy_atomics(catalog):
    labels = {o.label() for o in catalog.function("isequal").overloads()}
    assert "int isequal(float x, float y)" in labels and "int4 isequal(float4 x, float4 y)" in labels
    assert "long2 isequal(double2 x, double2 y)" in labels
    add = catalog.function("atomic_add")
    assert add.signatures[0].requires.min_version == (1, 1)
    assert add.signatures[0].requires.deprecated_in == (2, 0)
    atom = catalog.function("atom_add")
    assert any("cl_khr_global_int32_base_atomics" in s.requires.extensions for s in atom.signatures)
    assert any("cl_khr_int64_base_atomics" in s.requires.extensions for s in atom.signatures)


def test_misc_families_present(catalog):
    for name in ("shuffle", "shuffle2", "vec_step", "printf", "barrier", "work_group_barrier", "mem_fence",
                 "async_work_group_copy", "prefetch", "wait_group_events", "work_group_reduce_add",
                 "read_pipe", "enqueue_kernel", "get_image_width", "atomic_work_item_fence",
                 "atomic_compare_exchange_strong", "atomic_flag_test_and_set", "bitfield_insert",
                 "dot_acc_sat", "popcount", "upsample", "ndrange_2D"):
        assert catalog.is_builtin_function(name), name
    assert not catalog.is_builtin_function("my_function")


def test_every_family_has_description(catalog):
    missing = [f.name for f in catalog.families() if not f.description.strip()]
    assert not missing


def test_macros_types_keywords(catalog):
    m = catalog.macro("FLT_EPSILON")
    assert m.value == "0x1.0p-23f" and m.type == "float" and m.description
    assert catalog.macro("M_PI_F").type == "float"
    assert catalog.macro("CLK_NORMALIZED_COORDS_TRUE") is not None
    assert catalog.macro("memory_order_relaxed").requires.min_version == V20
    assert catalog.macro("__OPENCL_VERSION__") is not None
    t = catalog.type("float4")
    assert (t.element_type, t.width, t.size, t.alignment, t.host_type) == ("float", 4, 16, 16, "cl_float4")
    assert catalog.type("int3").size == 16
    assert catalog.type("image2d_depth_t").requires.is_met(V20, NONE)
    assert catalog.type("queue_t") is not None and catalog.type("atomic_int") is not None
    assert catalog.keyword("global") is catalog.keyword("__global")
    assert catalog.keyword("read_write").requires.min_version == V20
    for name in catalog.keyword_names():
        assert catalog.keyword(name).spec_url.startswith("https://registry.khronos.org/")


def _words(text):
    return re.findall(r"[a-z0-9_]+", text.lower())


def test_descriptions_do_not_copy_spec(spec, catalog):
    words = _words((spec / "opencl-docs" / "OpenCL_C.txt").read_text(encoding="utf-8"))
    grams = {tuple(words[i:i + 8]) for i in range(len(words) - 7)}
    texts = []
    for f in catalog.families():
        texts += [f.description, *f.notes]
    texts += [catalog.macro(n).description for n in catalog.macro_names()]
    texts += [catalog.type(n).description for n in catalog.type_names()]
    for n in catalog.keyword_names():
        texts += [catalog.keyword(n).description, *catalog.keyword(n).rules]
    copied = []
    for t in set(texts):
        w = _words(t)
        if any(tuple(w[i:i + 8]) in grams for i in range(len(w) - 7)):
            copied.append(t)
    assert not copied, copied


def test_no_lsp_imports():
    for p in (REPO_ROOT / "server" / "hover").rglob("*.py"):
        src = p.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+(pygls|lsprotocol)", src, re.M), p
        assert src.lstrip().startswith('"""'), f"{p} lacks a module docstring"
