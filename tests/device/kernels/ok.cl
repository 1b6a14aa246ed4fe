// A file that builds: two kernels for the resource report.
kernel void saxpy(global float *y, global const float *x, const float a) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void tile_sum(global const float *in, global float *out, local float *scratch) {
    local float fixed[64];
    size_t l = get_local_id(0);
    scratch[l] = in[get_global_id(0)];
    fixed[l] = scratch[l] * 2.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        float total = 0.0f;
        for (int k = 0; k < 64; ++k)
            total += fixed[k];
        out[get_group_id(0)] = total;
    }
}
