// RUN-FLAGS: -cl-std=CL2.0
// enqueue_kernel checks its block against the local size arguments, and its queue, ndrange and events.
kernel void parent(global int *data, queue_t queue, float scale) {
  ndrange_t range = ndrange_1D(64);
  clk_event_t done;
  void *where = 0;
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, ^{ data[0] = 1; });
  enqueue_kernel(where, CLK_ENQUEUE_FLAGS_NO_WAIT, range, ^{ data[0] = 1; }); // expected-error {{illegal call to 'enqueue_kernel', expected 'queue_t' argument type}} [B021]
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, where, ^{ data[0] = 1; }); // expected-error {{illegal call to 'enqueue_kernel', expected 'ndrange_t' argument type}} [B021]
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, where); // expected-error {{illegal call to 'enqueue_kernel', expected block argument}} [B021]
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, ^(int i) { data[i] = 1; }); // expected-error {{blocks with parameters are not accepted in this prototype of enqueue_kernel call}} [B021]
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, ^(local int *p) { p[0] = 1; }, 64u); // expected-error {{blocks used in enqueue_kernel call are expected to have parameters of type 'local void*'}} [B021]
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, ^(local void *p) { data[0] = 1; }, 64u, 64u); // expected-error {{mismatch in number of block parameters and local size arguments passed}} [B021]
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, ^(local void *p) { data[0] = 1; },
                 scale); // expected-error {{illegal call to enqueue_kernel, parameter needs to be specified as integer type}} [B021]
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, 0, 0, 0, ^{ data[0] = 1; });
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, 1, where, &done, ^{ data[0] = 1; }); // expected-error {{illegal call to 'enqueue_kernel', expected 'clk_event_t *' argument type}} [B021]
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, 1, &done, &done); // expected-error {{illegal call to enqueue_kernel, incorrect argument types}} [B021]
  enqueue_kernel(queue, range, ^{ data[0] = 1; }); // expected-error {{too few arguments to function call, expected at least 4, have 3}} [B021]
  typedef void (^two_t)(local void *, local int *);
  const two_t two = ^(local void *a, local int *b) { b[0] = 0; };
  enqueue_kernel(queue, CLK_ENQUEUE_FLAGS_NO_WAIT, range, two, 4u, 4u); // expected-error {{blocks used in enqueue_kernel call are expected to have parameters of type 'local void*'}} [B021]
  release_event(done);
}

kernel void sizes(global uint *out) {
  void (^const plain)(void) = ^{ out[1] = 0; };
  void (^const wrong)(local int *) = ^(local int *p) { p[0] = 0; };
  out[0] = get_kernel_work_group_size(plain);
  out[1] = get_kernel_work_group_size(wrong); // expected-error {{blocks used in enqueue_kernel call are expected to have parameters of type 'local void*'}} [B021]
  out[2] = get_kernel_preferred_work_group_size_multiple(1); // expected-error {{expected block argument}} [B021]
  out[3] = get_kernel_preferred_work_group_size_multiple(plain, 1); // expected-error {{too many arguments to function call, expected 1, have 2}} [B021]
}
