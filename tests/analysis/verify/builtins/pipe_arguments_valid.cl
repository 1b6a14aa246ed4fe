// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=+__opencl_c_pipes,+__opencl_c_generic_address_space,+__opencl_c_work_group_collective_functions
// expected-no-diagnostics
// Every pipe built-in with arguments it accepts; a typedef'd pipe and a pipe of structs.
typedef struct { int key; float value; } pair_t;

kernel void copy(pipe pair_t in, write_only pipe pair_t out, read_only pipe pair_t more, global pair_t *scratch) {
  pair_t item;
  if (read_pipe(in, &item) == 0)
    write_pipe(out, &item);
  reserve_id_t r = reserve_read_pipe(more, get_pipe_num_packets(more));
  if (is_valid_reserve_id(r)) {
    read_pipe(more, r, 0, scratch);
    commit_read_pipe(more, r);
  }
  reserve_id_t w = work_group_reserve_write_pipe(out, (uint)get_local_size(0));
  write_pipe(out, w, get_local_id(0), scratch + 1);
  work_group_commit_write_pipe(out, w);
  scratch[2].key = (int)get_pipe_max_packets(out);
  read_pipe(in, w, (long)1, scratch);
}
