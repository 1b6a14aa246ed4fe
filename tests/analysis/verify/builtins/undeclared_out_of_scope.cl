// A variable declared in an inner block is gone after the block ends.
kernel void sum(global const int *in, global int *out, int n) {
  for (int k = 0; k < n; ++k) {
    int partial_sum = in[k];
    out[k] = partial_sum;
  }
  out[n] = partial_sum; // expected-error {{use of undeclared identifier 'partial_sum'}} [B001]
}
