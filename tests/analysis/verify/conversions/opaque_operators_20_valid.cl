// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Opaque values go through their built-in functions; queues and events of one type compare.
int pipes(read_only pipe int p) {
  int v = 0;
  read_pipe(p, &v);
  return v + get_pipe_num_packets(p);
}
bool queues(queue_t q, queue_t r, clk_event_t e, clk_event_t f) {
  return q == r || q != 0 || e == f;
}
void atomics(global atomic_int *counter, global int *out) {
  atomic_fetch_add(counter, 1);
  out[0] = atomic_load(counter) + 1;
  atomic_store(counter, out[0] * 2);
}
kernel void run(global int *out) { out[0] = 1; }
