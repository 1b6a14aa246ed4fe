// RUN-FLAGS: -cl-std=CL2.0
// Pipe built-ins are checked against the pipe they get: its access, the argument count and types.
kernel void consume(read_only pipe int in, global int *out) {
  int value;
  reserve_id_t rid = reserve_read_pipe(in, 2u);
  read_pipe(in, &value);
  read_pipe(in, rid, 0u, out);
  commit_read_pipe(in, rid);
  out[0] = value;
  write_pipe(in, out); // expected-error {{invalid pipe access modifier (expecting write_only)}} [B020]
  read_pipe(value, out); // expected-error {{first argument to 'read_pipe' must be a pipe type}} [B020]
  read_pipe(in); // expected-error {{invalid number of arguments to function: 'read_pipe'}} [B020]
  read_pipe(in, value, 0u, out); // expected-error {{invalid argument type to function 'read_pipe' (expecting 'reserve_id_t' having '__private int')}} [B020]
  read_pipe(in, rid, rid, out); // expected-error {{invalid argument type to function 'read_pipe' (expecting 'unsigned int' having '__private reserve_id_t')}} [B020]
  read_pipe(in, value); // expected-error {{invalid argument type to function 'read_pipe' (expecting 'int *' having '__private int')}} [B020]
  reserve_read_pipe(in, out); // expected-error {{invalid argument type to function 'reserve_read_pipe' (expecting 'unsigned int' having '__global int *__private')}} [B020]
  commit_read_pipe(in, value); // expected-error {{invalid argument type to function 'commit_read_pipe' (expecting 'reserve_id_t' having '__private int')}} [B020]
  out[1] = get_pipe_num_packets(value); // expected-error {{first argument to 'get_pipe_num_packets' must be a pipe type}} [B020]
}

kernel void produce(write_only pipe float4 out, global float4 *in) {
  write_pipe(out, in);
  work_group_commit_write_pipe(out, work_group_reserve_write_pipe(out, 4u));
  read_pipe(out, in); // expected-error {{invalid pipe access modifier (expecting read_only)}} [B020]
  reserve_read_pipe(out, 1u); // expected-error {{invalid pipe access modifier (expecting read_only)}} [B020]
}
