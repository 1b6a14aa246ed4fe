"""OpenCL C versions, optional extensions and features, and the macros they predefine.

This module knows the language versions we accept (1.0, 1.1, 1.2, 2.0, 3.0),
the extensions and optional core features clang knows, which of them clang
assumes for its generic SPIR target (our default), clang's `-cl-ext=` syntax
for switching them, and the macros the OpenCL C specification predefines
("Preprocessor Directives and Macros").
It does not know where a configuration comes from (see `config.py`), and it
does not expand macros: `__FILE__` and `__LINE__` change with every token and
belong to the preprocessor.

Macros are returned as a name-to-replacement dict.
A function-like macro's key carries its parameter list, as in clang's
`-D'NAME(X)=...'`: `"__kernel_exec(X, typen)"`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

Version = tuple[int, int]

VERSIONS: tuple[Version, ...] = ((1, 0), (1, 1), (1, 2), (2, 0), (3, 0))
DEFAULT_VERSION: Version = (1, 2)

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_VERSION_TEXT = re.compile(r"(?:CL)?\s*(\d)\.(\d)\Z", re.IGNORECASE)


def version_number(version: Version) -> int:
    """The integer the macros use: (1, 2) is 120."""
    return version[0] * 100 + version[1] * 10


def version_label(version: Version) -> str:
    """The spelling `-cl-std=` uses: (1, 2) is "CL1.2"."""
    return f"CL{version[0]}.{version[1]}"


def parse_version(text: str) -> Version:
    """Parse "CL1.2", "cl2.0", "CL" (1.0, as clang reads it), "3.0" or "300".

    Raises ValueError with a readable message for anything else, including
    OpenCL C++ ("clc++"), which this server does not analyze.
    """
    value = text.strip()
    lowered = value.lower()
    if lowered.startswith("clc++") or lowered.startswith("cl++"):
        raise ValueError(f"OpenCL C++ ({value!r}) is not supported; choose one of {_choices()}")
    if lowered == "cl":
        return (1, 0)
    match = _VERSION_TEXT.match(value)
    if match:
        version = (int(match.group(1)), int(match.group(2)))
    elif value.isascii() and value.isdigit() and len(value) == 3:
        version = (int(value[0]), int(value[1]))
    else:
        raise ValueError(f"unknown OpenCL C version {value!r}; choose one of {_choices()}")
    if version not in VERSIONS:
        raise ValueError(f"unknown OpenCL C version {value!r}; choose one of {_choices()}")
    return version


def _choices() -> str:
    return ", ".join(version_label(v) for v in VERSIONS)


@dataclass(frozen=True, slots=True)
class Option:
    """One extension or optional feature as clang declares it.

    `available` is the first version in which clang defines its macro when it
    is enabled; `pragma` says whether `#pragma OPENCL EXTENSION name : enable`
    is meaningful for it (for `cl_khr_fp16`, the `half` type still needs it).
    """

    name: str
    available: Version
    pragma: bool
    # The kind is "extension", "core" (an extension that later versions made core) or "feature" (an __opencl_c_* name).
    kind: str


def _options(kind: str, available: Version, pragma: bool, names: str) -> list[Option]:
    return [Option(name, available, pragma, kind) for name in names.split()]


# The table follows clang's clang/include/clang/Basic/OpenCLExtensions.def
# (llvm-project main, 2025), in the same order, with the same first version and
# pragma flag for each name.
# Clang's SPIR and SPIR-V targets call supportAllOpenCLOpts() ("assume all
# OpenCL extensions and optional core features are supported for SPIR and
# SPIR-V since they are generic targets"), so every name below is enabled by
# default; InitializeOpenCLFeatureTestMacros then defines the macro of each
# enabled name whose first version is at most the compiled version, and always
# defines __opencl_c_int64 ("assume compiling for FULL profile").
KNOWN_OPTIONS: dict[str, Option] = {
    option.name: option
    for option in [
        # These date from OpenCL 1.0; the first five became core in 1.1, and cl_khr_fp64 optional core in 1.2.
        *_options("core", (1, 0), True, """
            cl_khr_byte_addressable_store
            cl_khr_global_int32_base_atomics cl_khr_global_int32_extended_atomics
            cl_khr_local_int32_base_atomics cl_khr_local_int32_extended_atomics
            cl_khr_fp64"""),
        *_options("extension", (1, 0), True, """
            cl_khr_fp16 cl_khr_int64_base_atomics cl_khr_int64_extended_atomics
            cl_khr_3d_image_writes"""),
        # This one belongs to the embedded profile.
        *_options("extension", (1, 1), True, "cles_khr_int64"),
        # These arrived with OpenCL 1.2.
        *_options("extension", (1, 2), True, "cl_khr_depth_images cl_khr_gl_msaa_sharing"),
        # These arrived with OpenCL 2.0.
        *_options("extension", (2, 0), False, """
            cl_ext_float_atomics cl_khr_extended_bit_ops cl_khr_integer_dot_product
            cl_khr_kernel_clock"""),
        *_options("extension", (2, 0), True, """
            cl_khr_mipmap_image cl_khr_mipmap_image_writes cl_khr_srgb_image_writes"""),
        *_options("extension", (2, 0), False, """
            cl_khr_subgroup_ballot cl_khr_subgroup_clustered_reduce
            cl_khr_subgroup_extended_types cl_khr_subgroup_non_uniform_arithmetic
            cl_khr_subgroup_non_uniform_vote cl_khr_subgroup_rotate
            cl_khr_subgroup_shuffle_relative cl_khr_subgroup_shuffle"""),
        *_options("extension", (2, 0), True, "cl_khr_subgroups"),
        # Optional core features of 3.0 that 2.0 has unconditionally, so
        # clang defines their macros from 2.0 on.
        *_options("feature", (2, 0), False, """
            __opencl_c_atomic_order_acq_rel __opencl_c_atomic_order_seq_cst
            __opencl_c_atomic_scope_all_devices __opencl_c_atomic_scope_device
            __opencl_c_device_enqueue
            __opencl_c_ext_fp16_global_atomic_add __opencl_c_ext_fp16_global_atomic_load_store
            __opencl_c_ext_fp16_global_atomic_min_max __opencl_c_ext_fp16_local_atomic_add
            __opencl_c_ext_fp16_local_atomic_load_store __opencl_c_ext_fp16_local_atomic_min_max
            __opencl_c_ext_fp32_global_atomic_add __opencl_c_ext_fp32_global_atomic_min_max
            __opencl_c_ext_fp32_local_atomic_add __opencl_c_ext_fp32_local_atomic_min_max
            __opencl_c_ext_fp64_global_atomic_add __opencl_c_ext_fp64_global_atomic_min_max
            __opencl_c_ext_fp64_local_atomic_add __opencl_c_ext_fp64_local_atomic_min_max
            __opencl_c_ext_image_raw10_raw12 __opencl_c_ext_image_unorm_int_2_101010
            __opencl_c_ext_image_unsigned_10x6_12x4_14x2
            __opencl_c_generic_address_space __opencl_c_images
            __opencl_c_integer_dot_product_input_4x8bit
            __opencl_c_integer_dot_product_input_4x8bit_packed
            __opencl_c_kernel_clock_scope_device __opencl_c_kernel_clock_scope_sub_group
            __opencl_c_kernel_clock_scope_work_group
            __opencl_c_pipes __opencl_c_program_scope_global_variables
            __opencl_c_read_write_images __opencl_c_work_group_collective_functions"""),
        # These are clang's own extensions.
        *_options("extension", (1, 0), True, """
            cl_clang_storage_class_specifiers __cl_clang_function_pointers
            __cl_clang_variadic_functions __cl_clang_non_portable_kernel_param_types
            __cl_clang_bitfields"""),
        # These are the AMD and Intel extensions clang knows.
        *_options("extension", (1, 0), True, "cl_amd_media_ops cl_amd_media_ops2"),
        *_options("extension", (1, 2), True, """
            cl_intel_subgroups cl_intel_subgroups_char cl_intel_subgroups_long
            cl_intel_subgroups_short"""),
        *_options("extension", (1, 2), False, "cl_intel_subgroup_buffer_prefetch cl_intel_subgroup_local_block_io"),
        *_options("extension", (1, 2), True, "cl_intel_device_side_avc_motion_estimation"),
        # These features exist only from OpenCL C 3.0 on.
        *_options("feature", (3, 0), False, "__opencl_c_3d_image_writes __opencl_c_fp64 __opencl_c_subgroups"),
        # Not in OpenCLExtensions.def: clang defines it unconditionally.
        *_options("feature", (1, 0), False, "__opencl_c_int64"),
    ]
}

# Clang assumes everything it knows for `-target spir` (and spir64, spirv32, spirv64).
SPIR_DEFAULT_FEATURES: frozenset[str] = frozenset(KNOWN_OPTIONS)

# What hover, completion and signature help assume before the project model
# has answered (and the engines' default arguments): the extensions clang
# enables for its generic SPIR target at `-cl-std=CL1.2`, whose macros
# `opencl-c-base.h` defines in 1.2. `cl_khr_fp16` is left out: clang still
# needs `#pragma OPENCL EXTENSION cl_khr_fp16 : enable` before `half`
# arithmetic, so assuming it would hide real errors. Subgroup, integer dot
# product and device enqueue extensions are 2.0+ on that target and are left
# out too. The project model replaces these with the real configuration.
DEFAULT_FEATURES: frozenset[str] = frozenset({
    "cl_khr_fp64",
    "cl_khr_global_int32_base_atomics",
    "cl_khr_global_int32_extended_atomics",
    "cl_khr_local_int32_base_atomics",
    "cl_khr_local_int32_extended_atomics",
    "cl_khr_int64_base_atomics",
    "cl_khr_int64_extended_atomics",
    "cl_khr_byte_addressable_store",
    "cl_khr_3d_image_writes",
    "cl_khr_depth_images",
    "cl_khr_gl_msaa_sharing",
    "cl_khr_mipmap_image",
    "cl_khr_mipmap_image_writes",
})

# Clang requires these pairs to agree in OpenCL C 3.0
# (OpenCLOptions::diagnoseFeatureExtensionDifferences).
_SAME_AS_EXTENSION = {"__opencl_c_fp64": "cl_khr_fp64", "__opencl_c_3d_image_writes": "cl_khr_3d_image_writes"}

# These features need others in OpenCL C 3.0 (the spec's feature table and
# OpenCLOptions::diagnoseUnsupportedFeatureDependencies).
FEATURE_DEPENDENCIES: dict[str, tuple[str, ...]] = {
    "__opencl_c_3d_image_writes": ("__opencl_c_images",),
    "__opencl_c_read_write_images": ("__opencl_c_images",),
    "__opencl_c_pipes": ("__opencl_c_generic_address_space",),
    "__opencl_c_device_enqueue": ("__opencl_c_generic_address_space", "__opencl_c_program_scope_global_variables"),
}


def apply_cl_ext(enabled: frozenset[str], spec: str) -> frozenset[str]:
    """Apply a clang `-cl-ext=` value such as "-all,+cl_khr_fp16,-cl_khr_fp64".

    Items are separated by commas and applied left to right.
    `+name` enables, `-name` disables, a bare `name` enables (as in clang);
    `all` stands for every option in `KNOWN_OPTIONS`.
    Names clang does not know are accepted, as clang accepts them, so that a
    vendor extension can be switched on; their macro is then defined too.
    Spaces around items are allowed, for configuration files.
    Raises ValueError naming the offending item for an empty value, an empty
    item, a sign without a name, or a name that is not an identifier.
    """
    if not spec.strip():
        raise ValueError("empty -cl-ext value; expected items such as '-all,+cl_khr_fp16'")
    result = set(enabled)
    for position, raw in enumerate(spec.split(","), start=1):
        item = raw.strip()
        if not item:
            raise ValueError(f"empty item {position} in -cl-ext value {spec!r}")
        sign, name = (item[0], item[1:].strip()) if item[0] in "+-" else ("+", item)
        if not name:
            raise ValueError(f"{item!r} in -cl-ext value {spec!r} has no extension name")
        if not _IDENTIFIER.match(name):
            raise ValueError(f"{name!r} in -cl-ext value {spec!r} is not an extension or feature name")
        names = KNOWN_OPTIONS.keys() if name == "all" else (name,)
        if sign == "+":
            result.update(names)
        else:
            result.difference_update(names)
    return frozenset(result)


def check_features(version: Version, features: Iterable[str]) -> list[str]:
    """Inconsistencies clang rejects in a feature set, as messages; empty when fine.

    Only OpenCL C 3.0 makes features optional, so earlier versions never fail.
    """
    if version < (3, 0):
        return []
    enabled = set(features)
    messages = []
    for feature, extension in _SAME_AS_EXTENSION.items():
        if (feature in enabled) != (extension in enabled):
            messages.append(f"{extension} and {feature} must be enabled or disabled together in OpenCL C 3.0")
    for feature, needs in FEATURE_DEPENDENCIES.items():
        if feature in enabled:
            missing = [name for name in needs if name not in enabled]
            if missing:
                messages.append(f"{feature} requires {' and '.join(missing)}")
    return messages


_KERNEL_EXEC = "__kernel __attribute__((work_group_size_hint(X, 1, 1))) __attribute__((vec_type_hint(typen)))"

# Every macro that the specification's "Preprocessor Directives and Macros" section
# names is listed here with what this module does with it.
SPEC_MACROS: dict[str, str] = {
    "__FILE__": "dynamic: the preprocessor expands it",
    "__LINE__": "dynamic: the preprocessor expands it",
    "__OPENCL_VERSION__": "the compiled version's number (300 for 3.0, which the spec allows)",
    "CL_VERSION_1_0": "100, in every version, as clang does",
    "CL_VERSION_1_1": "110, in every version, as clang does",
    "CL_VERSION_1_2": "120, in every version, as clang does",
    "CL_VERSION_2_0": "200, in every version, as clang does",
    "CL_VERSION_3_0": "300, in every version, as clang does",
    "CL_VERSION_3_1": "not defined: OpenCL C 3.1 is not a version we accept, and clang does not define it",
    "__OPENCL_C_VERSION__": "the compiled version's number, in every version, as clang does",
    "__ROUNDING_MODE__": "not defined: deprecated by OpenCL C 1.1, and clang does not define it",
    "__ENDIAN_LITTLE__": "1: SPIR is little endian",
    "__kernel_exec(X, typen)": "the spec's definition",
    "kernel_exec(X, typen)": "the spec's definition",
    "__IMAGE_SUPPORT__": "1 while __opencl_c_images is enabled, in every version",
    "__FAST_RELAXED_MATH__": "1 only with -cl-fast-relaxed-math",
    "NULL": "((void*)0) from OpenCL C 2.0 on, as clang's opencl-c-base.h does",
    "__func__": "not a macro: a predefined identifier the parser knows",
}


def predefined_macros(version: Version, features: Iterable[str], *, fast_relaxed_math: bool = False) -> dict[str, str]:
    """The macros defined before the first line of a file, for a version and feature set.

    Extension and feature macros are defined to 1 when the name is enabled and
    the version is at least the option's first version (names clang does not
    know count from 1.0), as clang does for SPIR.
    Unlike clang, which defines __IMAGE_SUPPORT__ for SPIR unconditionally,
    `-cl-ext=-__opencl_c_images` removes it, so a project can say "no images".
    """
    number = str(version_number(version))
    macros = {
        "__OPENCL_VERSION__": number,
        "__OPENCL_C_VERSION__": number,
        "CL_VERSION_1_0": "100",
        "CL_VERSION_1_1": "110",
        "CL_VERSION_1_2": "120",
        "CL_VERSION_2_0": "200",
        "CL_VERSION_3_0": "300",
        "__ENDIAN_LITTLE__": "1",
        "__kernel_exec(X, typen)": _KERNEL_EXEC,
        "kernel_exec(X, typen)": _KERNEL_EXEC,
    }
    enabled = set(features)
    if "__opencl_c_images" in enabled:
        macros["__IMAGE_SUPPORT__"] = "1"
    if fast_relaxed_math:
        macros["__FAST_RELAXED_MATH__"] = "1"
    if version >= (2, 0):
        macros["NULL"] = "((void*)0)"
    for name in sorted(enabled):
        option = KNOWN_OPTIONS.get(name)
        if option is None or version >= option.available:
            macros[name] = "1"
    return macros
