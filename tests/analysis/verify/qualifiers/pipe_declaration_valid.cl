// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Pipes as parameters of kernels and functions, and pipe typedefs.
typedef read_only pipe float4 samples_in;

int drain(read_only pipe int in, int *out) {
  return read_pipe(in, out);
}

kernel void relay(read_only pipe int in, write_only pipe int out, samples_in samples, global float4 *buf) {
  int value;
  if (drain(in, &value) == 0)
    write_pipe(out, &value);
  buf[0] = (float4)(0.0f);
}
