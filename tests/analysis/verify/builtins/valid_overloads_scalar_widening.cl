// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Forms that take a scalar next to a vector, and scalars converted to the parameter type.
kernel void mixes(global float4 *out, float4 a, float4 b, float t, int n) {
  out[0] = mix(a, b, t);
  out[1] = clamp(a, 0.0f, 1.0f);
  out[2] = fmin(a, t) + fmax(a, 2.0f) + step(0.5f, a) + smoothstep(0.0f, 1.0f, a);
  out[3] = ldexp(a, n) + pown(a, (int4)(2)) + rootn(a, (int4)(3));
  out[4] = (float4)(sqrt(2.0f), pow(t, 2.0f), exp(t), sin(n + 0.5f));
}
