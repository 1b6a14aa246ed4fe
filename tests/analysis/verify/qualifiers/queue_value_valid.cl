// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Queues from get_default_queue, parameters, other queues and 0.
kernel void parent(global int *out, queue_t given) {
  queue_t mine = get_default_queue();
  queue_t none = 0;
  queue_t copy = (given);
  none = mine;
  mine = 0x0;
  copy = none = given;
  out[0] = copy == mine;
}
