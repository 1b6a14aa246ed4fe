"""## What it does
Reports an image or sampler type the configuration does not support:
- any image type and `sampler_t` in OpenCL C 3.0 without the
  `__opencl_c_images` feature;
- a `write_only image3d_t` without the `cl_khr_3d_image_writes` extension
  (OpenCL C 1.x and 2.0) or the `__opencl_c_3d_image_writes` feature (3.0).
<!-- flags: -cl-std=CL3.0 -cl-ext=-__opencl_c_images,-__opencl_c_read_write_images,-__opencl_c_3d_image_writes,-cl_khr_3d_image_writes -->

## Why is this bad?
Image support is optional in OpenCL 3.0: a device without it has no images
and no samplers, and its compiler does not know the types. Writing to 3D
images is optional in every version. Compilers reject code that uses what the
device lacks.

## Fix
Guard image code with `#ifdef __opencl_c_images` (or
`cl_khr_3d_image_writes`), or build for a device that supports it.

## Example
```c
kernel void blur(read_only image2d_t in, global float4 *out) {
    out[0] = read_imagef(in, (int2)(0, 0));
}
```

Use instead:
```c
kernel void blur(global const float4 *in, global float4 *out) {
    out[0] = in[0];
}
```

## References
- [OpenCL C: image types](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#image-types)
- [OpenCL C: optional features](https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html#features)
"""

import re

from ..item_queries import word_nodes
from ..findings import Severity
from ..registry import register

_WORDS = re.compile(rb"\b(?:image[123]d\w*_t|sampler_t)\b")
_WRITE_ONLY = ("write_only", "__write_only")


@register("Q028", "image-type-unsupported", Severity.ERROR,
          "Images need __opencl_c_images in OpenCL C 3.0; writing 3D images needs its extension", spec="image-types",
          scope="item",
          applies="OpenCL C 3.0 without __opencl_c_images; write_only image3d_t without cl_khr_3d_image_writes",
          visits=word_nodes(_WORDS, (b"image", b"sampler_t")))
def check(sem, found):
    word, node = found
    if node.type not in ("image_type", "opaque_type") or not sem.trusted(node):
        return
    # In 3.0 the feature and the extension go together (clang refuses them set apart).
    writes_3d = "__opencl_c_3d_image_writes" if sem.version_number >= 300 else "cl_khr_3d_image_writes"
    if sem.version_number >= 300 and not sem.has("__opencl_c_images"):
        yield check.finding(node.start_byte, node.end_byte,
                            f"type '{word}' needs the __opencl_c_images feature")
    elif word == "image3d_t" and not sem.has(writes_3d):
        owner = node.parent
        if owner is None or not sem.trusted(owner):
            return
        if any(c.type == "type_qualifier" and sem.text(c) in _WRITE_ONLY for c in owner.children):
            yield check.finding(node.start_byte, node.end_byte,
                                f"'write_only image3d_t' needs the {writes_3d} extension")
