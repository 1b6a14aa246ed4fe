// expected-no-diagnostics
// Helpers named after built-ins' parts, and built-ins called in chains.
float my_min(float a, float b) { return fmin(a, b); }
float my_max(float a, float b) { return fmax(a, b); }
float clamp_to(float x, float lo, float hi) { return my_min(my_max(x, lo), hi); }
kernel void run(global float *data) {
    size_t i = get_global_id(0);
    data[i] = clamp_to(data[i], 0.0f, 1.0f) + min(1.0f, max(0.0f, data[i]));
}
