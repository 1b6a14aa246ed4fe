// Without cl_khr_fp16 enabled, half is a storage format only.
kernel void scale(global float *out, half h) { out[0] = 1.0f; } // expected-error {{declaring function parameter of type '__private half' is not allowed}} [K002]
kernel void ok(global half *in, global float *out) { out[0] = vload_half(0, in); }
