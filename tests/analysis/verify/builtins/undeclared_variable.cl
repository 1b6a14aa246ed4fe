// A misspelled local variable is not declared anywhere.
kernel void scale(global float *data, float factor) {
  size_t gid = get_global_id(0);
  data[gid] = data[gid] * factr_typo; // expected-error {{use of undeclared identifier 'factr_typo'}} [B001]
}
