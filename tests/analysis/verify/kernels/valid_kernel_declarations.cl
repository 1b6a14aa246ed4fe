// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Kernels declared before use, extern kernels, kernels calling helpers with locals passed in.
extern kernel void prepare(global float *data);
kernel void prepare(global float *data) { data[get_global_id(0)] = 0.0f; }
void stage(global float *data, local float *tile) {
    tile[get_local_id(0)] = data[get_global_id(0)];
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
}
kernel void pipeline(global float *data) {
    local float tile[64];
    prepare(data);
    stage(data, tile);
}
