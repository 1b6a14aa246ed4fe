// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Every form of enqueue_kernel, with literal and named blocks, events, local sizes of any integer type.
typedef void (^scratch_block)(local void *);

kernel void parent(global int *data, int n) {
  queue_t queue = get_default_queue();
  const size_t global_size[2] = {8, 8};
  ndrange_t range = ndrange_2D(global_size);
  clk_event_t events[2];
  clk_event_t marker;
  void (^const twice)(local void *, local void *) = ^(local void *a, local void *b) {
    ((local int *)a)[0] = ((local int *)b)[0];
  };
  scratch_block named = ^(local void *a) { ((local int *)a)[0] = data[0]; };
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, range, ^{ data[0] = n; });
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, 0, 0, &events[0], ^{ data[1] = n; });
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, 1, events, &events[1], ^(void) { data[2] = n; });
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, twice, 16u, (char)4);
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, named, sizeof(int) * n);
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, 2, events, &marker, twice, 16L, 16);
  data[3] = get_kernel_work_group_size(twice) + get_kernel_preferred_work_group_size_multiple(^{ data[4] = 0; });
  release_event(events[0]);
  release_event(events[1]);
  release_event(marker);
}
