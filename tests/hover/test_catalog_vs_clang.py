"""Our built-in function names against clang's (OpenCLBuiltins.td of an LLVM source tree).

The tree is not part of the repository: OPENCL_LSP_LLVM_TESTS names its
`clang/test` folder (as for tests/test_clang_suite.py); the diff is skipped
without it. tools/clang_builtins.py reads the names and prints the diff.
"""

import fnmatch
import functools
import importlib.util
import sys

import pytest
from conftest import REPO_ROOT

from opencl_lsp.analysis.semantics.catalog import load_catalog


@functools.cache
def _tool():
    spec = importlib.util.spec_from_file_location("clang_builtins", REPO_ROOT / "tools" / "clang_builtins.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # Its dataclass looks its module up.
    spec.loader.exec_module(mod)
    return mod


# Intended differences, each with why (patterns as fnmatch reads them).
CLANG_ONLY = {
    # Explicit conversions are a pattern of names (destination type, _sat, rounding), which
    # the conversion rules recognize; the catalog does not list 1,000 spellings of one function.
    "convert_*": "conversions are recognized by pattern, not listed",
    # Arm's vendor extension cl_arm_integer_dot_product_*: not core OpenCL C, not in the spec.
    "arm_dot*": "vendor extension (cl_arm_integer_dot_product_*)",
}
OURS_ONLY = {
    # clang declares these in Builtins.td as language built-ins (checked by Sema code, not by
    # OpenCLBuiltins.td): pipes, device-side enqueue and its kernel queries, to_* casts, printf.
    "*_pipe": "clang: Builtins.td (pipes)",
    "get_pipe_*": "clang: Builtins.td (pipes)",
    "enqueue_kernel": "clang: Builtins.td (device-side enqueue)",
    "get_kernel_*": "clang: Builtins.td (device-side enqueue)",
    "to_global": "clang: Builtins.td", "to_local": "clang: Builtins.td", "to_private": "clang: Builtins.td",
    "printf": "clang: Builtins.td",
    "vec_step": "an operator in clang (UETT_VecStep), a built-in function in the spec's tables",
    # Extensions of the unified spec that clang 19 does not declare.
    "async_work_group_copy_2D2D": "cl_khr_extended_async_copies", "async_work_group_copy_3D3D": "cl_khr_extended_async_copies",
    "async_work_group_copy_fence": "cl_khr_extended_async_copies",
    "work_group_*_and": "cl_khr_work_group_uniform_arithmetic", "work_group_*_or": "cl_khr_work_group_uniform_arithmetic",
    "work_group_*_xor": "cl_khr_work_group_uniform_arithmetic", "work_group_*_mul": "cl_khr_work_group_uniform_arithmetic",
}

ROUNDING = [f"{base}_{mode}" for base in ["vstore_half"] + [f"vstore{a}_half{n}" for a in ("", "a") for n in (2, 3, 4, 8, 16)]
            for mode in ("rte", "rtz", "rtp", "rtn")]


def _unexplained(names, allowed):
    return sorted(n for n in names if not any(fnmatch.fnmatchcase(n, p) for p in allowed))


@pytest.mark.skipif(_tool().default_td() is None,
                    reason="OPENCL_LSP_LLVM_TESTS does not name an LLVM tree's clang/test (apt-get source llvm-toolchain-19)")
def test_catalog_names_match_clangs_opencl_builtins():
    clang = set(_tool().builtin_names(_tool().default_td()))
    ours = set(load_catalog().function_names())
    assert len(clang) > 900  # The reader understood the file (LLVM 19: 1,014 names).
    assert _unexplained(clang - ours, CLANG_ONLY) == []
    assert _unexplained(ours - clang, OURS_ONLY) == []
    # Every allowance is still needed: a pattern that matches nothing is stale.
    assert [p for p in CLANG_ONLY if not fnmatch.filter(clang - ours, p)] == []
    assert [p for p in OURS_ONLY if not fnmatch.filter(ours - clang, p)] == []


def test_tablegen_reader_on_a_small_file(tmp_path):
    td = tmp_path / "OpenCLBuiltins.td"
    td.write_text('''
def Float : Type<"float", QualType<"Context.FloatTy">>;
def Int : Type<"int", QualType<"Context.IntTy">>;
multiclass Explicit<string Name, list<Type> Types> {
  def : Builtin<Name, Types>;
  let Extension = FuncExtAtomics in { def : Builtin<Name # "_explicit", Types>; }
}
foreach RType = [Float, Int] in {
  foreach sat = !cond(!eq(RType.Name, "float") : [""], 1 : ["", "_sat"]) in {
    foreach rnd = ["", "_rte"] in {
      def : Builtin<"convert_" # RType.Name # sat # rnd, [RType, RType]>;
    }
  }
}
let MinVersion = CL20 in {
  foreach VSize = [2, 4] in
    foreach name = ["vload" # VSize] in { def : Builtin<name, [Float]>; }
}
multiclass Stores<bit defStores> {
  if defStores then { def : Builtin<"vstore_half_rtz", [Float]>; }
}
defm : Explicit<"atomic_load", [Int]>;
defm : Stores<1>;
''')
    names = _tool().builtin_names(td)
    assert sorted(names) == ["atomic_load", "atomic_load_explicit", "convert_float", "convert_float_rte", "convert_int",
                             "convert_int_rte", "convert_int_sat", "convert_int_sat_rte", "vload2", "vload4",
                             "vstore_half_rtz"]
    assert {g.min_version for g in names["vload2"]} == {"CL20"}
    assert {g.extension for g in names["atomic_load_explicit"]} == {"FuncExtAtomics"}


@pytest.mark.parametrize("name", ROUNDING)
def test_rounding_mode_stores_are_in_the_catalog_with_their_gating(name):
    fam = load_catalog().function(name)
    assert fam is not None, name
    by_pointer = {}
    for o in fam.overloads():
        by_pointer.setdefault(o.params[-1].type, []).append(o)
    # Named address spaces everywhere (OpenCL C 1.x on), the generic pointer from 2.0 with the feature.
    assert {"__global half *", "__local half *", "__private half *", "half *"} <= set(by_pointer)
    assert all(o.requires.is_met((1, 2), frozenset()) for o in by_pointer["__global half *"]
               if "double" not in o.params[0].type)
    generic = by_pointer["half *"]
    assert not any(o.requires.is_met((1, 2), frozenset()) for o in generic)
    assert all(o.requires.is_met((2, 0), frozenset({"__opencl_c_generic_address_space", "cl_khr_fp64",
                                                           "__opencl_c_fp64"})) for o in generic)
    assert len(ROUNDING) == 44
