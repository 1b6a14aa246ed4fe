"""The configuration hover and signature help assume when the project sets none.

What it knows: the OpenCL C version and the extensions that clang enables for
its generic SPIR target at `-cl-std=CL1.2` (clang's SPIR target supports every
extension; `opencl-c-base.h` then defines the extension macros that exist in
1.2). `cl_khr_fp16` is left out: clang still needs
`#pragma OPENCL EXTENSION cl_khr_fp16 : enable` before `half` arithmetic, so
assuming it would hide real errors. Subgroup, integer dot product and device
enqueue extensions are OpenCL C 2.0+ on that target and are left out too.

What it does not know: the project's real device or build options; the
project model replaces these values when it knows them.
"""

from __future__ import annotations

DEFAULT_VERSION: tuple[int, int] = (1, 2)

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
