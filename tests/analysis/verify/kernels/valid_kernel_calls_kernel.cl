// expected-no-diagnostics
// A kernel may call another kernel that keeps no local variables of its own.
kernel void fill(global float *data, float value) {
    data[get_global_id(0)] = value;
}
kernel void with_scratch(global float *data, local float *scratch) {
    local float *tile = scratch;  // a pointer to local memory, not a local variable
    tile[get_local_id(0)] = data[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    data[get_global_id(0)] = tile[0];
}
kernel void reset(global float *data, local float *scratch) {
    fill(data, 0.0f);
    with_scratch(data, scratch);
}
