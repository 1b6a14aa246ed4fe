// RUN-FLAGS: -cl-std=CL2.0
// The loop counter of a for statement lives only inside the loop.
kernel void last_index(global int *out, int n) {
  for (int idx_loop = 0; idx_loop < n; idx_loop++)
    out[idx_loop] = idx_loop;
  out[0] = idx_loop; // expected-error {{use of undeclared identifier 'idx_loop'}} [B001]
}
