// % is not defined for floating point; fmod is.
kernel void wrap(global float *x, float period) {
  x[0] = x[0] % period; // expected-error {{invalid operands to binary expression}} [C007]
  x[1] = fmod(x[1], period);
}
