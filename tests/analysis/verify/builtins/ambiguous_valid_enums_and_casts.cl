// expected-no-diagnostics
// Enumeration constants are ints; explicit casts choose the form.
enum mode { LOW = 1, HIGH = 8 };
kernel void k(global float *out, global int *iout, int n, uint u, long l) {
  iout[0] = max(LOW, n);
  out[0] = sqrt((float)n);
  out[1] = fmin((float)n, 1.0f);
  iout[2] = max(n, (int)u);
  out[2] = sin((float)l);
  out[3] = degrees(2.0f);
}
