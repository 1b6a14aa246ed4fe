// RUN-FLAGS: -cl-std=CL2.0 -Wmissing-prototypes
// The same holds with __local spelled out, and a call in a nested block.
float weight(float x) { return x * 0.5f; } // expected-warning {{no previous prototype}} expected-note {{declare 'static'}}
__kernel void reduce(__global float *data) {
    __local float partial[128];
    partial[get_local_id(0)] = weight(data[get_global_id(0)]);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    data[get_group_id(0)] = partial[0];
}
__kernel void reduce_twice(__global float *data) {
    if (get_global_id(0) < 1024) {
        reduce(data); // opencl-lsp-warning {{kernel 'reduce_twice' calls kernel 'reduce', which declares local variables}} [K010]
    }
    reduce(data); // opencl-lsp-warning {{kernel 'reduce_twice' calls kernel 'reduce', which declares local variables}} [K010]
}
