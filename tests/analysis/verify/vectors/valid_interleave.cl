// expected-no-diagnostics
// Interleaving and de-interleaving stereo samples with .even/.odd stores.
kernel void interleave(global const float4 *left, global const float4 *right, global float8 *out) {
    size_t i = get_global_id(0);
    float8 mixed;
    mixed.even = left[i];
    mixed.odd = right[i];
    out[i] = mixed;
}

kernel void split(global const float8 *in, global float4 *left, global float4 *right) {
    size_t i = get_global_id(0);
    left[i] = in[i].even;
    right[i] = in[i].odd;
}
