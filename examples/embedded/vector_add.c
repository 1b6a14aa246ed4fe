/* Vector addition with the kernel in concatenated string literals. */
#include <CL/cl.h>
#include <stdio.h>

static const char *kernel_source =
    "__kernel void vector_add(__global const float *a,\n"
    "                         __global const float *b,\n"
    "                         __global float *c)\n"
    "{\n"
    "    int i = get_global_id(0);\n"
    "    c[i] = a[i] + b[i] * SCALE;\n"
    "}\n";

int run(cl_context context, cl_device_id device, cl_mem a, cl_mem b, cl_mem c)
{
    cl_int err;
    cl_program program = clCreateProgramWithSource(context, 1, &kernel_source, NULL, &err);
    err = clBuildProgram(program, 1, &device, "-D SCALE=2.0f", NULL, NULL);
    cl_kernel kernel = clCreateKernel(program, "vector_add", &err);
    clSetKernelArg(kernel, 0, sizeof(cl_mem), &a);
    clSetKernelArg(kernel, 1, sizeof(cl_mem), &b);
    clSetKernelArg(kernel, 2, sizeof(cl_mem), &c);
    return err;
}
