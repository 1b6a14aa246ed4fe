// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=+__opencl_c_device_enqueue,+__opencl_c_generic_address_space,+__opencl_c_program_scope_global_variables,+__opencl_c_pipes
// expected-no-diagnostics
// With the features, every type is there.
kernel void parent(global int *out, read_only pipe int in) {
  queue_t queue = get_default_queue();
  clk_event_t done = create_user_event();
  reserve_id_t rid = reserve_read_pipe(in, 1u);
  if (is_valid_reserve_id(rid))
    commit_read_pipe(in, rid);
  release_event(done);
  out[0] = queue == 0;
}
