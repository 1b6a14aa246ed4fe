"""The kernels pyopencl generates around `ElementwiseKernel`, `ReductionKernel` and `GenericScanKernel` snippets.

pyopencl (pyopencl/elementwise.py, reduction.py, scan.py) pastes the user's
argument list and expression snippets into a kernel of its own; the OpenCL
compiler sees them there. These functions build a kernel of the same shape
around the decoded snippets, so the names pyopencl provides are declared
(`i`, `n`, `lid`, `gsize` for elementwise; `i`, `a`, `b`, `pcl_out_type` for
reductions; `i`, `N`, `a`, `b`, `across_seg_boundary`, `item`, `prev_item`,
`last_item` for scans) and each snippet keeps its host positions. The
generated text is synthetic: nothing in it maps back, so a finding there is
not shown. Differences from pyopencl's text that do not change what is
legal: the reduction and scan operators are small functions instead of
macros (so findings land in the snippet, not on a macro use), and the loops
over work-groups are one iteration.

It knows nothing of the host language: snippets arrive as `Builder`s.
"""

from __future__ import annotations

from typing import Optional

from .sourcemap import Builder, copy_range

# numpy scalar type names and the OpenCL C types pyopencl's dtype_to_ctype gives them.
NUMPY_CTYPES = {
    "float16": "half", "float32": "float", "float64": "double", "single": "float", "double": "double",
    "int8": "char", "uint8": "unsigned char", "int16": "short", "uint16": "unsigned short",
    "int32": "int", "uint32": "unsigned int", "int64": "long", "uint64": "unsigned long",
    "intp": "long", "uintp": "unsigned long", "bool_": "bool", "byte": "char", "ubyte": "unsigned char",
    "short": "short", "ushort": "unsigned short", "intc": "int", "uintc": "unsigned int",
    "complex64": "cfloat_t", "complex128": "cdouble_t",
}


def _arguments(out: Builder, args: Builder, anchor: int) -> int:
    """Append pyopencl's declarators of a comma-separated argument list; return how many."""
    text = args.text()
    count = 0
    start = 0
    pieces = text.split(b",")
    for index, declarator in enumerate(pieces):
        end = start + len(declarator)
        if declarator.strip():
            if count:
                out.synthetic(", ", anchor)
            # parse_c_arg drops __global and makes every pointer a __global VectorArg.
            if b"*" in declarator and b"__global" not in declarator and b"global" not in declarator.split():
                out.synthetic("__global ", anchor)
            copy_range(out, args, start, end)
            count += 1
        start = end + 1
        del index
    return count


def _snippet(out: Builder, snippet: Optional[Builder], default: str, anchor: int) -> None:
    if snippet is None:
        out.synthetic(default, anchor)
    else:
        copy_range(out, snippet, 0, snippet.size)


def elementwise(
    anchor: int,
    arguments: Builder,
    operation: Builder,
    name: str = "elwise_kernel",
    preamble: Optional[Builder] = None,
    loop_prep: Optional[Builder] = None,
    after_loop: Optional[Builder] = None,
) -> Builder:
    out = Builder()
    _snippet(out, preamble, "", anchor)
    out.synthetic("\n#define PYOPENCL_ELWISE_CONTINUE continue\n__kernel void " + name + "(", anchor)
    if _arguments(out, arguments, anchor):
        out.synthetic(", ", anchor)
    out.synthetic(
        "long n)\n{\n  int lid = get_local_id(0);\n  int gsize = get_global_size(0);\n"
        "  int work_group_start = get_local_size(0)*get_group_id(0);\n  long i;\n  ",
        anchor,
    )
    _snippet(out, loop_prep, "", anchor)
    out.synthetic(";\n  for (i = work_group_start + lid; i < n; i += gsize)\n  {\n    ", anchor)
    copy_range(out, operation, 0, operation.size)
    out.synthetic(";\n  }\n  ", anchor)
    _snippet(out, after_loop, "", anchor)
    out.synthetic(";\n}\n", anchor)
    return out


def reduction(
    anchor: int,
    out_type: Optional[str],
    neutral: Builder,
    reduce_expr: Builder,
    map_expr: Optional[Builder],
    arguments: Optional[Builder],
    name: str = "reduce_kernel",
    preamble: Optional[Builder] = None,
    type_anchor: tuple[int, int] = (0, 0),
) -> Builder:
    out = Builder()
    _snippet(out, preamble, "", anchor)
    out.synthetic("\ntypedef ", anchor)
    _type(out, out_type, type_anchor)
    out.synthetic(" pcl_out_type;\npcl_out_type pcl_reduce(pcl_out_type a, pcl_out_type b)\n{\n  return (", anchor)
    copy_range(out, reduce_expr, 0, reduce_expr.size)
    out.synthetic(");\n}\n__kernel void " + name + "(__global pcl_out_type *pcl_out, ", anchor)
    if arguments is None:
        out.synthetic("__global const pcl_out_type *pyopencl_reduction_inp, ", anchor)
    elif _arguments(out, arguments, anchor):
        out.synthetic(", ", anchor)
    out.synthetic("long n)\n{\n  long i = get_global_id(0);\n  pcl_out_type pcl_acc = ", anchor)
    copy_range(out, neutral, 0, neutral.size)
    out.synthetic(";\n  pcl_acc = pcl_reduce(pcl_acc, (", anchor)
    _snippet(out, map_expr, "pyopencl_reduction_inp[i]", anchor)
    out.synthetic("));\n  pcl_out[get_group_id(0)] = pcl_acc;\n}\n", anchor)
    return out


def scan(
    anchor: int,
    scan_type: Optional[str],
    arguments: Builder,
    input_expr: Builder,
    scan_expr: Builder,
    neutral: Optional[Builder],
    output_statement: Builder,
    is_segment_start_expr: Optional[Builder] = None,
    index_type: Optional[str] = "int",
    name: str = "scan",
    preamble: Optional[Builder] = None,
    type_anchor: tuple[int, int] = (0, 0),
) -> Builder:
    out = Builder()
    _snippet(out, preamble, "", anchor)
    out.synthetic("\ntypedef ", anchor)
    _type(out, scan_type, type_anchor)
    out.synthetic(" scan_type;\ntypedef ", anchor)
    _type(out, index_type, type_anchor)
    out.synthetic(
        " index_type;\nscan_type pcl_scan(scan_type a, scan_type b, bool across_seg_boundary)\n{\n  return (", anchor
    )
    copy_range(out, scan_expr, 0, scan_expr.size)
    out.synthetic(");\n}\n__kernel void " + name + "(", anchor)
    if _arguments(out, arguments, anchor):
        out.synthetic(", ", anchor)
    out.synthetic("const index_type N)\n{\n  index_type i = get_global_id(0);\n", anchor)
    if neutral is not None:
        out.synthetic("  scan_type pcl_neutral = ", anchor)
        copy_range(out, neutral, 0, neutral.size)
        out.synthetic(";\n", anchor)
    out.synthetic("  scan_type a = (", anchor)
    copy_range(out, input_expr, 0, input_expr.size)
    out.synthetic(");\n", anchor)
    if is_segment_start_expr is not None:
        out.synthetic("  bool pcl_seg_start = (", anchor)
        copy_range(out, is_segment_start_expr, 0, is_segment_start_expr.size)
        out.synthetic(");\n", anchor)
    out.synthetic(
        "  scan_type prev_item = a;\n  scan_type item = pcl_scan(prev_item, a, false);\n"
        "  scan_type last_item = item;\n  {\n    ",
        anchor,
    )
    copy_range(out, output_statement, 0, output_statement.size)
    out.synthetic(";\n  }\n}\n", anchor)
    return out


def _type(out: Builder, ctype: Optional[str], anchor: tuple[int, int]) -> None:
    """The scalar type of a reduction or scan; an unknown one (a registered struct) stands as a placeholder."""
    if ctype is None:
        from .literals import PLACEHOLDER_TEXT

        out.placeholder(PLACEHOLDER_TEXT, anchor[0], anchor[1])
    else:
        out.synthetic(ctype, anchor[0])
