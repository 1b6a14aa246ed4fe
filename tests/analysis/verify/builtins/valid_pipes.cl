// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Pipe built-ins on read_only and write_only pipes.
kernel void producer(write_only pipe int out_pipe, global const int *src) {
  int v = src[get_global_id(0)];
  reserve_id_t id = reserve_write_pipe(out_pipe, 1);
  if (is_valid_reserve_id(id)) {
    write_pipe(out_pipe, id, 0, &v);
    commit_write_pipe(out_pipe, id);
  }
}
kernel void consumer(read_only pipe int in_pipe, global int *dst) {
  int v;
  if (read_pipe(in_pipe, &v) == 0) dst[get_global_id(0)] = v + (int)get_pipe_num_packets(in_pipe);
}
