"""Configuration model: versions, -cl-ext, predefined macros, sources, precedence, caching."""

from __future__ import annotations

import json
import os
import statistics
import time
from pathlib import Path

import pytest

from opencl_lsp.project import config as cfg
from opencl_lsp.project import features as ft
from opencl_lsp.project.config import ConfigCache, ProblemSeverity, parse_flags, resolve_config


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def resolve(path: Path, roots=None, settings=None, cli=None, cache=None):
    return resolve_config(path, roots if roots is not None else [], settings, cli, cache=cache or ConfigCache())


def messages(problems) -> list[str]:
    return [p.message for p in problems]


# Versions and -cl-ext.


@pytest.mark.parametrize(
    ("text", "version"),
    [("CL1.2", (1, 2)), ("cl2.0", (2, 0)), ("CL3.0", (3, 0)), ("3.0", (3, 0)), ("CL", (1, 0)), ("110", (1, 1))],
)
def test_versions_are_read_as_clang_spells_them(text, version):
    assert ft.parse_version(text) == version


@pytest.mark.parametrize("text", ["CL2.2", "CL4.0", "c99", "", "clc++", "CLC++2021", "\u00b2\u00b2\u00b2"])
def test_unknown_versions_are_refused_with_the_choices(text):
    with pytest.raises(ValueError, match="CL1.0, CL1.1, CL1.2, CL2.0, CL3.0"):
        ft.parse_version(text)


def test_cl_ext_applies_items_left_to_right():
    base = ft.SPIR_DEFAULT_FEATURES
    only_fp16 = ft.apply_cl_ext(base, "-all,+cl_khr_fp16")
    assert only_fp16 == {"cl_khr_fp16"}
    assert ft.apply_cl_ext(base, "-cl_khr_fp64") == base - {"cl_khr_fp64"}
    assert ft.apply_cl_ext(frozenset(), "+all") == ft.SPIR_DEFAULT_FEATURES
    # A bare name enables, as in clang; spaces around items are allowed.
    assert ft.apply_cl_ext(frozenset(), " cl_khr_fp16 , -cl_khr_fp16, +cl_khr_fp64") == {"cl_khr_fp64"}
    # A vendor extension clang does not know can be switched on.
    assert "cl_nv_pragma_unroll" in ft.apply_cl_ext(base, "+cl_nv_pragma_unroll")


@pytest.mark.parametrize(
    ("spec", "match"),
    [("", "empty -cl-ext"), ("  ", "empty -cl-ext"), ("+cl_khr_fp16,,-all", "empty item 2"), ("+", "no extension name"),
     ("-all,-", "no extension name"), ("+cl khr", "not an extension"), ("+1st", "not an extension"), ("cl_khr_fp16;x", "not an extension")],
)
def test_malformed_cl_ext_is_a_clear_error(spec, match):
    with pytest.raises(ValueError, match=match):
        ft.apply_cl_ext(ft.SPIR_DEFAULT_FEATURES, spec)


def test_the_default_is_clangs_spir_feature_set():
    defaults = ft.SPIR_DEFAULT_FEATURES
    for name in ("cl_khr_fp64", "cl_khr_fp16", "cl_khr_int64_base_atomics", "cl_khr_global_int32_base_atomics",
                 "cl_khr_local_int32_extended_atomics", "cl_khr_byte_addressable_store", "cl_khr_3d_image_writes",
                 "cl_khr_subgroups", "cl_khr_mipmap_image", "cl_khr_depth_images", "cl_khr_gl_msaa_sharing",
                 "__opencl_c_images", "__opencl_c_generic_address_space", "__opencl_c_fp64", "__opencl_c_int64",
                 "__opencl_c_pipes", "__opencl_c_device_enqueue", "__opencl_c_subgroups", "__opencl_c_read_write_images",
                 "__opencl_c_program_scope_global_variables", "__opencl_c_atomic_order_seq_cst",
                 "__opencl_c_atomic_scope_all_devices", "__opencl_c_work_group_collective_functions"):
        assert name in defaults, name
    assert ft.DEFAULT_VERSION == (1, 2)
    assert ft.check_features((3, 0), defaults) == []


def test_feature_inconsistencies_are_reported_in_3_0_only():
    features = ft.apply_cl_ext(ft.SPIR_DEFAULT_FEATURES, "-__opencl_c_generic_address_space,-__opencl_c_fp64")
    found = ft.check_features((3, 0), features)
    assert "__opencl_c_pipes requires __opencl_c_generic_address_space" in found
    assert any("cl_khr_fp64 and __opencl_c_fp64" in m for m in found)
    assert ft.check_features((2, 0), features) == []


# Predefined macros.


def test_macros_of_1_2_by_default():
    macros = ft.predefined_macros((1, 2), ft.SPIR_DEFAULT_FEATURES)
    assert macros["__OPENCL_VERSION__"] == "120"
    assert macros["__OPENCL_C_VERSION__"] == "120"
    # Every CL_VERSION_* in every version, as clang does, so `>= CL_VERSION_2_0` compares with 200, never 0.
    assert [macros[f"CL_VERSION_{v}"] for v in ("1_0", "1_1", "1_2", "2_0", "3_0")] == ["100", "110", "120", "200", "300"]
    assert macros["cl_khr_fp64"] == "1" and macros["cl_khr_fp16"] == "1"
    assert macros["__IMAGE_SUPPORT__"] == "1" and macros["__ENDIAN_LITTLE__"] == "1"
    assert macros["__kernel_exec(X, typen)"].startswith("__kernel __attribute__((work_group_size_hint(X, 1, 1)))")
    assert "kernel_exec(X, typen)" in macros
    for absent in ("NULL", "cl_khr_subgroups", "__opencl_c_generic_address_space", "__opencl_c_fp64", "__FAST_RELAXED_MATH__", "__FILE__", "__LINE__"):
        assert absent not in macros, absent


def test_macros_of_2_0():
    macros = ft.predefined_macros((2, 0), ft.SPIR_DEFAULT_FEATURES)
    assert macros["__OPENCL_C_VERSION__"] == "200"
    assert macros["NULL"] == "((void*)0)"
    # Clang defines the macros of 3.0 features that 2.0 has in full.
    assert macros["__opencl_c_generic_address_space"] == "1"
    assert macros["cl_khr_subgroups"] == "1"
    assert "__opencl_c_fp64" not in macros and "__opencl_c_subgroups" not in macros


def test_macros_of_3_0_with_and_without_features():
    full = ft.predefined_macros((3, 0), ft.SPIR_DEFAULT_FEATURES)
    for name in ("__opencl_c_fp64", "__opencl_c_images", "__opencl_c_3d_image_writes", "__opencl_c_subgroups",
                 "__opencl_c_int64", "__opencl_c_pipes", "cl_khr_fp64", "__IMAGE_SUPPORT__"):
        assert full[name] == "1", name
    assert full["__OPENCL_VERSION__"] == "300"

    bare = ft.predefined_macros((3, 0), ft.apply_cl_ext(ft.SPIR_DEFAULT_FEATURES, "-all,+__opencl_c_int64"))
    assert not [name for name in bare if name.startswith(("cl_", "__opencl_c_")) and name != "__opencl_c_int64"]
    assert "__IMAGE_SUPPORT__" not in bare
    assert bare["__OPENCL_C_VERSION__"] == "300" and bare["NULL"] == "((void*)0)"

    relaxed = ft.predefined_macros((3, 0), frozenset(), fast_relaxed_math=True)
    assert relaxed["__FAST_RELAXED_MATH__"] == "1"


def test_every_macro_the_spec_names_is_accounted_for():
    macros = ft.predefined_macros((3, 0), ft.SPIR_DEFAULT_FEATURES, fast_relaxed_math=True)
    for name, handling in ft.SPEC_MACROS.items():
        defined = not handling.startswith(("dynamic", "not defined", "not a macro"))
        assert (name in macros) == defined, name


# Flags.


def test_flags_in_every_spelling(tmp_path):
    (tmp_path / "inc").mkdir()
    (tmp_path / "more").mkdir()
    write(tmp_path / "prelude.h", "")
    layer, problems = parse_flags(
        ["clang", "-I", "inc", "-Imore", "-D", "N=4", "-DDEBUG", "-DEMPTY=", "-U", "OLD", "-UX", "-include", "prelude.h",
         "-std=cl2.0", "-x", "cl", "-Xclang", "-cl-ext=-all,+cl_khr_fp16", "-cl-ext=+cl_khr_fp64", "-cl-fast-relaxed-math",
         "-o", "-Inot-an-include", "-Wall", "-O2", "-target", "spir", "k.cl"],
        tmp_path,
    )
    assert problems == []
    assert layer.include_dirs == [tmp_path / "inc", tmp_path / "more"]
    assert layer.macros == [("N", "4", False), ("DEBUG", None, False), ("EMPTY", "", False), ("OLD", None, True), ("X", None, True)]
    assert layer.forced_includes == [tmp_path / "prelude.h"]
    assert layer.version == (2, 0)
    assert layer.cl_ext == ["-all,+cl_khr_fp16", "+cl_khr_fp64"]
    assert layer.fast_relaxed_math is True


def test_flag_problems(tmp_path):
    layer, problems = parse_flags(["-cl-std=clc++", "-cl-std=CL2.2", "-D", "1bad", "-cl-ext=+,", "-I"], tmp_path)
    found = messages(problems)
    assert "OpenCL C++ ('clc++') is not supported" in found[0]
    assert "unknown OpenCL C version 'CL2.2'" in found[1]
    assert "invalid macro name" in found[2]
    assert "no extension name" in found[3]
    assert found[4] == "-I needs a value"
    assert layer.version is None and layer.cl_ext == []
    # `-std=c99` is not OpenCL and is ignored silently.
    assert parse_flags(["-std=c99"], tmp_path) == (cfg.ConfigLayer(), [])


def test_missing_include_directory_is_a_warning_and_the_rest_still_applies(tmp_path):
    write(tmp_path / ".opencl-lsp.toml", 'std = "CL2.0"\ninclude = ["missing"]\ndefine = ["N=4"]\n')
    config, problems = resolve(tmp_path / "k.cl", [tmp_path])
    (problem,) = problems
    assert problem.severity == ProblemSeverity.WARNING
    assert problem.message == f"include directory not found: {tmp_path / 'missing'}"
    assert (problem.path, problem.line) == (tmp_path / ".opencl-lsp.toml", 2)
    assert config.version == (2, 0) and config.defines == (("N", "4"),)


# compile_flags.txt and compile_commands.json.


def test_compile_flags_txt_one_flag_per_line(tmp_path):
    (tmp_path / "inc").mkdir()
    write(tmp_path / "compile_flags.txt", "-xcl\n-Iinc\n-I\ninc\n-DN=8\n\n-cl-std=CL9.9\n-I missing\n")
    config, problems = resolve(tmp_path / "src" / "k.cl", [tmp_path])
    assert config.include_dirs == (tmp_path / "inc", tmp_path / "missing")
    assert config.defines == (("N", "8"),)
    assert [(p.path.name, p.line) for p in problems] == [("compile_flags.txt", 7), ("compile_flags.txt", 8)]
    assert config.sources == (tmp_path / "compile_flags.txt",)


def test_compile_commands_entry_is_matched_by_file(tmp_path):
    (tmp_path / "kernels" / "inc").mkdir(parents=True)
    entries = [
        {"directory": str(tmp_path / "kernels"), "file": "a.cl", "arguments": ["clang", "-x", "cl", "-Iinc", "-DA=1", "-cl-std=CL2.0", "a.cl"]},
        {"directory": str(tmp_path / "kernels"), "file": "b.cl", "command": "clang -x cl -DB='two words' -cl-std=CL3.0 b.cl"},
        {"directory": str(tmp_path), "file": "host.cpp", "command": "c++ -DHOST -std=c++17 host.cpp"},
    ]
    write(tmp_path / "build" / "compile_commands.json", json.dumps(entries))
    a, problems = resolve(tmp_path / "kernels" / "a.cl", [tmp_path])
    assert problems == []
    assert a.version == (2, 0) and a.defines == (("A", "1"),) and a.include_dirs == (tmp_path / "kernels" / "inc",)
    b, _ = resolve(tmp_path / "kernels" / "b.cl", [tmp_path])
    assert b.version == (3, 0) and b.defines == (("B", "two words"),)
    # A header has no entry: it borrows the flags of the nearest OpenCL file, never the host file's.
    header, _ = resolve(tmp_path / "kernels" / "inc" / "common.h", [tmp_path])
    assert header.defines == (("A", "1"),)


def test_compile_commands_is_never_executed(tmp_path):
    marker = tmp_path / "pwned"
    command = f"clang $(touch {marker}) `touch {marker}`; touch {marker} -DX=1 k.cl"
    write(tmp_path / "compile_commands.json", json.dumps([{"directory": str(tmp_path), "file": "k.cl", "command": command}]))
    config, _ = resolve(tmp_path / "k.cl", [tmp_path])
    assert not marker.exists()
    assert ("X", "1") in config.defines


def test_broken_compile_commands_names_the_line(tmp_path):
    write(tmp_path / "compile_commands.json", '[\n  {"file": "k.cl",\n  oops}\n]')
    config, problems = resolve(tmp_path / "k.cl", [tmp_path])
    assert (problems[0].path.name, problems[0].line) == ("compile_commands.json", 3)
    assert config.version == ft.DEFAULT_VERSION


def test_nearest_compilation_database_wins(tmp_path):
    write(tmp_path / "compile_flags.txt", "-DOUTER\n")
    write(tmp_path / "sub" / "compile_flags.txt", "-DINNER\n")
    config, _ = resolve(tmp_path / "sub" / "k.cl", [tmp_path])
    assert config.defines == (("INNER", None),)


# .opencl-lsp.toml and pyproject.toml.


def test_toml_keys(tmp_path):
    (tmp_path / "inc").mkdir()
    write(tmp_path / "prelude.h", "")
    write(
        tmp_path / ".opencl-lsp.toml",
        """
std = "CL3.0"
include = ["inc"]
define = { N = 4, DEBUG = true, OFF = false, NAME = "x" }
undefine = ["OLD"]
force-include = ["prelude.h"]
extensions = ["-all", "+cl_khr_fp16", "+__opencl_c_int64"]
flags = ["-cl-fast-relaxed-math", "-DFROM_FLAGS", "-cl-std=CL1.1"]
files = ["*.cl", "*.ocl"]

[diagnostics]
disable = ["S003"]
debounce-ms = 300

[device]
platform = "any"
""",
    )
    config, problems = resolve(tmp_path / "k.cl", [tmp_path])
    assert problems == []
    assert config.version == (3, 0) and config.version_explicit
    assert config.include_dirs == (tmp_path / "inc",)
    assert config.defines == (("FROM_FLAGS", None), ("N", "4"), ("DEBUG", None), ("NAME", "x"))
    assert config.undefines == ("OFF", "OLD")
    assert config.forced_includes == (tmp_path / "prelude.h",)
    assert config.features == {"cl_khr_fp16", "__opencl_c_int64"}
    assert config.fast_relaxed_math
    assert config.file_patterns == ("*.cl", "*.ocl")
    assert config.disabled_rules == {"S003"} and config.diagnostics_debounce_ms == 300
    assert config.device == {"platform": "any"}
    macros = config.initial_macros()
    assert macros["N"] == "4" and macros["DEBUG"] == "1" and "__IMAGE_SUPPORT__" not in macros and "cl_khr_fp64" not in macros


def test_broken_toml_names_file_and_line(tmp_path):
    toml = write(tmp_path / ".opencl-lsp.toml", 'std = "CL2.0"\ninclude = ["a"\ndefine = []\n')
    config, problems = resolve(tmp_path / "k.cl", [tmp_path])
    (problem,) = problems
    assert problem.path == toml and problem.line == 3 and problem.message.startswith("invalid TOML:")
    assert problem.severity == ProblemSeverity.ERROR
    assert config.version == ft.DEFAULT_VERSION


def test_unknown_version_and_unknown_keys_in_toml(tmp_path):
    write(tmp_path / ".opencl-lsp.toml", 'define = ["N=1"]\nstd = "CL2.1"\ncolour = "red"\n[diagnostics]\ndebounce-ms = -5\n')
    config, problems = resolve(tmp_path / "k.cl", [tmp_path])
    assert [(p.line, p.severity) for p in problems] == [(2, ProblemSeverity.ERROR), (3, ProblemSeverity.WARNING), (5, ProblemSeverity.ERROR)]
    assert "unknown OpenCL C version 'CL2.1'" in problems[0].message
    assert config.version == ft.DEFAULT_VERSION and not config.version_explicit
    assert config.defines == (("N", "1"),) and config.diagnostics_debounce_ms == cfg.DEFAULT_DEBOUNCE_MS


def test_pyproject_section(tmp_path):
    write(tmp_path / "pyproject.toml", '[project]\nname = "x"\n\n[tool.opencl-lsp]\nstd = "CL2.0"\n')
    config, problems = resolve(tmp_path / "k.cl", [tmp_path])
    assert problems == [] and config.version == (2, 0)
    # A pyproject.toml without the section is not a configuration, even a broken one.
    write(tmp_path / "sub" / "pyproject.toml", "[project\n")
    config, problems = resolve(tmp_path / "sub" / "k.cl", [tmp_path])
    assert problems == [] and config.version == (2, 0)
    # .opencl-lsp.toml wins over pyproject.toml in the same directory.
    write(tmp_path / ".opencl-lsp.toml", 'std = "CL3.0"\n')
    assert resolve(tmp_path / "k.cl", [tmp_path])[0].version == (3, 0)


def test_nearer_toml_overrides_farther_key_by_key(tmp_path):
    (tmp_path / "inc").mkdir()
    write(tmp_path / ".opencl-lsp.toml", 'std = "CL2.0"\ninclude = ["inc"]\ndefine = ["FAR"]\n')
    write(tmp_path / "a" / ".opencl-lsp.toml", 'std = "CL3.0"\ndefine = ["NEAR"]\n')
    config, _ = resolve(tmp_path / "a" / "b" / "k.cl", [tmp_path])
    assert config.version == (3, 0)
    assert config.include_dirs == (tmp_path / "inc",)
    assert config.defines == (("NEAR", None),)
    assert config.sources == (tmp_path / ".opencl-lsp.toml", tmp_path / "a" / ".opencl-lsp.toml")


def test_root_true_stops_the_search(tmp_path):
    write(tmp_path / ".opencl-lsp.toml", 'define = ["FAR"]\n')
    write(tmp_path / "a" / ".opencl-lsp.toml", 'root = true\nstd = "CL3.0"\n')
    config, _ = resolve(tmp_path / "a" / "k.cl", [tmp_path])
    assert config.defines == () and config.version == (3, 0)


def test_per_folder_overrides(tmp_path):
    write(
        tmp_path / ".opencl-lsp.toml",
        """
std = "CL2.0"
define = ["MODERN"]

[[overrides]]
paths = ["kernels/legacy/**"]
std = "CL1.1"
define = ["LEGACY"]

[[overrides]]
paths = ["*.clh"]
extensions = "-cl_khr_fp64"
""",
    )
    legacy, problems = resolve(tmp_path / "kernels" / "legacy" / "deep" / "old.cl", [tmp_path])
    assert problems == []
    assert legacy.version == (1, 1) and legacy.defines == (("LEGACY", None),)
    modern, _ = resolve(tmp_path / "kernels" / "new.cl", [tmp_path])
    assert modern.version == (2, 0) and modern.defines == (("MODERN", None),)
    header, _ = resolve(tmp_path / "kernels" / "x" / "util.clh", [tmp_path])
    assert "cl_khr_fp64" not in header.features and header.version == (2, 0)


@pytest.mark.parametrize(
    ("pattern", "path", "matches"),
    [("kernels/legacy/**", "kernels/legacy/a.cl", True), ("kernels/legacy/**", "kernels/legacy/x/y/a.cl", True),
     ("kernels/legacy/**", "kernels/legacyx/a.cl", False), ("kernels/legacy", "kernels/legacy/a.cl", True),
     ("*.cl", "a/b/c.cl", True), ("kernels/*.cl", "kernels/a/b.cl", False), ("**/gen/*.cl", "x/gen/a.cl", True),
     ("**/gen/*.cl", "gen/a.cl", True), ("k?.cl", "k1.cl", True), ("[ab].cl", "c.cl", False), ("./src/", "src/a.cl", True)],
)
def test_override_globs(pattern, path, matches):
    assert bool(cfg._glob_regex(pattern).match(path)) == matches


# Editor settings.


def test_camel_case_settings_with_invalid_values_fall_back(tmp_path):
    (tmp_path / "inc").mkdir()
    settings = {
        "std": "CL2.0",
        "includePaths": ["${workspaceFolder}/inc"],
        "defines": {"N": 4, "FLAG": True},
        "extensions": "-cl_khr_fp64",
        "diagnostics": {"disable": ["S003"], "debounceMs": "soon", "colour": 1},
        "device": {"platform": 0},
        "unknownThing": 1,
    }
    config, problems = resolve(tmp_path / "k.cl", [tmp_path], settings)
    assert config.version == (2, 0)
    assert config.include_dirs == (tmp_path / "inc",)
    assert config.defines == (("N", "4"), ("FLAG", None))
    assert "cl_khr_fp64" not in config.features
    assert config.disabled_rules == {"S003"} and config.device == {"platform": 0}
    assert config.diagnostics_debounce_ms == cfg.DEFAULT_DEBOUNCE_MS
    assert sorted(messages(problems)) == [
        "opencl.diagnostics.debounceMs: expected int, got str; using the default",
        "unknown setting opencl.diagnostics.colour",
        "unknown setting opencl.unknownThing",
    ]


def test_settings_dataclass_parses_camel_case():
    settings, problems = cfg.structure_settings(
        {"opencl": {"includePaths": ["a"], "forceIncludes": ["p.h"], "diagnostics": {"debounceMs": 20}, "files": ["*.cl"]}}
    )
    assert problems == []
    assert settings.include_paths == ["a"] and settings.force_includes == ["p.h"]
    assert settings.diagnostics.debounce_ms == 20 and settings.files == ["*.cl"]


@pytest.mark.parametrize(
    ("raw", "message"),
    [({"std": 2}, "opencl.std: expected str, got int"), ({"includePaths": "inc"}, "opencl.includePaths: expected a list, got str"),
     ({"includePaths": ["a", 3]}, "opencl.includePaths: item 1: expected str, got int"),
     ({"defines": "N=4"}, "opencl.defines: expected a list of NAME[=VALUE] or an object, got str"),
     ({"diagnostics": {"debounceMs": True}}, "opencl.diagnostics.debounceMs: expected int, got bool"),
     ({"diagnostics": {"debounceMs": -1}}, "opencl.diagnostics.debounceMs: must be 0 or more"),
     ({"std": "CL5.0"}, "opencl.std: unknown OpenCL C version 'CL5.0'"), ({"extensions": "+,"}, "opencl.extensions:"),
     (["CL2.0"], "opencl settings must be an object")],
)
def test_each_invalid_setting_is_one_problem(tmp_path, raw, message):
    config, problems = resolve(tmp_path / "k.cl", [tmp_path], raw)
    assert any(m.startswith(message) for m in messages(problems)), messages(problems)
    assert config.version == ft.DEFAULT_VERSION and config.diagnostics_debounce_ms == cfg.DEFAULT_DEBOUNCE_MS


# Precedence and search.


def test_precedence_of_the_sources(tmp_path):
    for name in ("lsp", "db", "toml", "override", "cli"):
        (tmp_path / name).mkdir()
    settings = {"std": "CL1.0", "defines": ["WHO=lsp", "LSP"], "includePaths": ["lsp"]}
    write(tmp_path / "compile_flags.txt", "-cl-std=CL1.1\n-DWHO=db\n-DDB\n-Idb\n")
    write(tmp_path / ".opencl-lsp.toml", 'std = "CL1.2"\ndefine = ["WHO=toml", "TOML"]\ninclude = ["toml"]\n'
          '[[overrides]]\npaths = ["k.cl"]\nstd = "CL2.0"\ninclude = ["override"]\n')
    target = tmp_path / "k.cl"

    config, _ = resolve(target, [tmp_path], settings)
    assert config.version == (2, 0)
    assert dict(config.defines) == {"WHO": "toml", "LSP": None, "DB": None, "TOML": None}
    # Higher layers' include directories are searched first.
    assert config.include_dirs == (tmp_path / "override", tmp_path / "db", tmp_path / "lsp")

    config, _ = resolve(target, [tmp_path], settings, ["-cl-std=CL3.0", "-DWHO=cli", "-ULSP", f"-I{tmp_path / 'cli'}"])
    assert config.version == (3, 0)
    assert dict(config.defines) == {"WHO": "cli", "DB": None, "TOML": None}
    assert config.undefines == ("LSP",)
    assert config.include_dirs[0] == tmp_path / "cli"

    (tmp_path / ".opencl-lsp.toml").unlink()
    config, _ = resolve(target, [tmp_path], settings)
    assert config.version == (1, 1) and dict(config.defines)["WHO"] == "db"
    (tmp_path / "compile_flags.txt").unlink()
    config, _ = resolve(target, [tmp_path], settings)
    assert config.version == (1, 0) and dict(config.defines)["WHO"] == "lsp"
    config, _ = resolve(target, [tmp_path])
    assert config == cfg.ProjectConfig()


def test_define_and_undefine_keep_command_line_order():
    config = cfg._build(parse_flags(["-UA", "-DA=2", "-DB", "-UB", "-DF(x)=x", "-DF=1"], Path("/"))[0])
    assert config.defines == (("A", "2"), ("F", "1"))
    assert config.undefines == ("B",)
    macros = cfg.ProjectConfig(defines=(("G(x)", "x"), ("__OPENCL_VERSION__", "999")), undefines=("CL_VERSION_3_0",)).initial_macros()
    assert macros["G(x)"] == "x" and macros["__OPENCL_VERSION__"] == "999" and "CL_VERSION_3_0" not in macros


def test_search_stops_at_the_workspace_root(tmp_path):
    write(tmp_path / ".opencl-lsp.toml", 'std = "CL3.0"\n')
    write(tmp_path / "compile_flags.txt", "-DOUTSIDE\n")
    workspace = tmp_path / "ws"
    target = workspace / "src" / "k.cl"
    config, _ = resolve(target, [workspace])
    assert config == cfg.ProjectConfig()
    # The deepest root containing the file counts; with no root, the search goes to the filesystem root.
    config, _ = resolve(target, [tmp_path / "elsewhere", workspace])
    assert config.version == ft.DEFAULT_VERSION
    config, _ = resolve(target, [])
    assert config.version == (3, 0) and config.defines == (("OUTSIDE", None),)


def test_resolving_a_directory_reads_its_own_config(tmp_path):
    write(tmp_path / "sub" / ".opencl-lsp.toml", 'std = "CL2.0"\n')
    assert resolve(tmp_path / "sub", [tmp_path])[0].version == (2, 0)


# Caching.


def test_config_files_are_cached_by_mtime_and_size(tmp_path):
    cache = ConfigCache()
    toml = write(tmp_path / "a" / ".opencl-lsp.toml", 'std = "CL2.0"\n')
    write(tmp_path / "compile_commands.json", json.dumps([{"directory": str(tmp_path), "file": "a/k.cl", "command": "clang -DX a/k.cl"}]))
    target = tmp_path / "a" / "b" / "c" / "d" / "k.cl"
    first, _ = resolve(target, [tmp_path], {"std": "CL1.1"}, cache=cache)
    loads = cache.loads
    second, _ = resolve(target, [tmp_path], {"std": "CL1.1"}, cache=cache)
    assert cache.loads == loads and second == first

    durations = []
    for _ in range(200):
        start = time.perf_counter()
        resolve_config(target, [tmp_path], {"std": "CL1.1"}, None, cache=cache)
        durations.append(time.perf_counter() - start)
    assert statistics.median(durations) < 0.001, f"warm resolve took {statistics.median(durations) * 1e3:.3f} ms"

    toml.write_text('std = "CL3.0"\n', encoding="utf-8")
    stat = toml.stat()
    os.utime(toml, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    third, _ = resolve(target, [tmp_path], cache=cache)
    assert third.version == (3, 0) and cache.loads == loads + 1


def test_empty_editor_settings_mean_the_default_silently():
    from opencl_lsp.project.config import parse_lsp_settings

    raw = {"opencl": {"std": "", "extensions": "", "includePaths": [""], "defines": [],
                      "server": {"path": "", "pythonPath": ""}, "trace": {"server": "off"}}}
    layer, problems = parse_lsp_settings(raw, Path("/tmp"))
    assert problems == [] and layer.version is None and layer.cl_ext == [] and layer.include_dirs == []
