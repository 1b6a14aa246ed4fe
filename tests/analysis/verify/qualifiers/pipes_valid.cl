// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Pipes take read_only and write_only; they are not pointers and not in an address space.
kernel void producer(write_only pipe int out, global const int *src) {
  int v = src[get_global_id(0)];
  write_pipe(out, &v);
}
kernel void consumer(read_only pipe int in, global int *dst) {
  int v;
  if (read_pipe(in, &v) == 0) dst[get_global_id(0)] = v;
}
