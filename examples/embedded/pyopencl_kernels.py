"""pyopencl host code with kernels in strings: a Program, an ElementwiseKernel, a ReductionKernel."""
import numpy as np
import pyopencl as cl
from pyopencl.elementwise import ElementwiseKernel
from pyopencl.reduction import ReductionKernel

ctx = cl.create_some_context()
queue = cl.CommandQueue(ctx)

SOURCE = """
__kernel void scale(__global float *a, float factor, int n)
{
    int gid = get_global_id(0);
    if (gid < n)
        a[gid] *= factor * TILE;
}
"""

prg = cl.Program(ctx, SOURCE).build(options=["-D", "TILE=16"])
a = np.arange(16, dtype=np.float32)
a_buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=a)
prg.scale(queue, a.shape, None, a_buf, np.float32(2.0), np.int32(a.size))

knl = prg.scale
knl.set_scalar_arg_dtypes([None, np.float32, np.int32])

lin_comb = ElementwiseKernel(
    ctx,
    "float a, float *x, float b, float *y, float *z",
    "z[i] = a*x[i] + b*y[i]",
    "lin_comb",
)

dot = ReductionKernel(
    ctx, np.float32, neutral="0", reduce_expr="a+b", map_expr="x[i]*y[i]",
    arguments="__global const float *x, __global const float *y",
)

width = 16
# language=opencl
templated = f"""
__kernel void fill(__global float *out)
{{
    out[get_global_id(0)] = {width} * 1.0f;
}}
"""
