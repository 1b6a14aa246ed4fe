// Elements of arrays of vectors, and of pointers to vectors.
kernel void pick(global uint3 *in, global uint *out) {
    uint3 local_copy[4];
    for (int i = 0; i < 4; i++)
        local_copy[i] = in[i];
    out[0] = local_copy[1].z;
    out[1] = local_copy[2].w; // expected-error {{vector component access exceeds type}} [V001]
    out[2] = in[3].s3; // expected-error {{vector component access exceeds type}} [V001]
}
