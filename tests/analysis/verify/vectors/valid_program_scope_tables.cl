// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all,+__opencl_c_program_scope_global_variables
// expected-no-diagnostics
// Program-scope vectors and tables of vectors under 3.0 with a feature turned on.
constant int4 offsets[4] = {
    (int4)(0, 1, 2, 3), (int4)(4, 5, 6, 7), (int4)(8, 9, 10, 11), (int4)(12, 13, 14, 15)
};
global float3 origin = (float3)(0.0f, 0.0f, 0.0f);

kernel void k(global int *out, global float *f) {
    int4 o = offsets[get_global_id(0) & 3];
    out[0] = o.w + offsets[1].s2 + offsets[2].even.y + offsets[3].a;
    origin.xz = (float2)(1.0f, 2.0f);
    f[0] = origin.b + origin.lo.g;
}
