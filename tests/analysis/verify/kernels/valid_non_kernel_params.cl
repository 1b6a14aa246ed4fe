// expected-no-diagnostics
// Only kernels are restricted: helpers take bool, size_t and friends freely.
typedef struct { global float *data; size_t count; bool owned; } view_t;
float at(view_t v, size_t i, bool wrap) { return v.data[wrap ? i % v.count : i]; }
size_t clamp_index(size_t i, ptrdiff_t d, size_t n) { return min(i + d, n - 1); }
kernel void k(global float *data, uint n) {
    view_t v = { data, n, false };
    data[0] = at(v, clamp_index(get_global_id(0), 1, n), true);
}
