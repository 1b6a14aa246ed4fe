// A C++ host with the kernel in a raw string literal and the C++ wrapper.
#include <CL/opencl.hpp>
#include <string>

static const std::string source = R"CLC(
#define TILE 16
__kernel void transpose(__global const float *in, __global float *out, int width)
{
    __local float tile[TILE][TILE + 1];
    int x = get_global_id(0), y = get_global_id(1);
    tile[get_local_id(1)][get_local_id(0)] = in[y * width + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[x * width + y] = tile[get_local_id(1)][get_local_id(0)];
}
)CLC";

void run(cl::Context &context)
{
    cl::Program program(context, source);
    program.build("-cl-std=CL1.2");
    cl::Kernel kernel(program, "transpose");
}
