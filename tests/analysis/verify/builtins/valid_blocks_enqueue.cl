// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Device-side enqueue with a block that captures a variable and uses its own parameter.
kernel void child(global int *data, int offset) { data[get_global_id(0)] += offset; }
kernel void parent(global int *data, int n) {
  queue_t q = get_default_queue();
  ndrange_t range = ndrange_1D(n);
  int scale = 3;
  void (^work)(void) = ^{ data[get_global_id(0)] *= scale; };
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, range, work);
  int (^twice)(int) = ^(int v) { return v * 2 + scale; };
  data[0] = twice(data[1]);
}
