// RUN-FLAGS: -cl-std=CL1.2 -Wmissing-prototypes
// Calling a kernel that owns local memory from another kernel is not portable
// (clang says nothing about it; the flag gives it the helper to talk about).
float load(global float *d) { return d[get_global_id(0)]; } // expected-warning {{no previous prototype}} expected-note {{declare 'static'}}
kernel void tile(global float *data) {
    local float scratch[64];
    scratch[get_local_id(0)] = load(data);
    barrier(CLK_LOCAL_MEM_FENCE);
    data[get_global_id(0)] = scratch[63 - get_local_id(0)];
}
kernel void run(global float *data) {
    tile(data); // opencl-lsp-warning {{kernel 'run' calls kernel 'tile', which declares local variables}} [K010]
}
