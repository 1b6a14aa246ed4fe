// expected-no-diagnostics
// One form is at least as good for every argument and better for one.
kernel void k(global float *out, global int *iout, global float4 *vout, float f, int i, float4 v, int4 iv,
              char c, uint u) {
  out[0] = fmax(i, f);
  out[1] = pow(f, 2);
  out[2] = fma(f, 1, 2);
  out[3] = mix(1, 2, 0.5f);
  out[4] = step(1, f);
  out[5] = smoothstep(0, 1, f);
  out[6] = nan(1u);
  out[7] = dot(f, 2);
  iout[0] = upsample(1, 2u);
  iout[1] = select(1, 2, 3);
  iout[2] = clamp(i, 0, 1);
  iout[3] = min(c, c);
  iout[4] = max(u, 1u);
  vout[0] = max(v, 1);
  vout[1] = clamp(v, 0, 1);
  vout[2] = convert_float4(max(iv, 1.0f));
}
