// RUN-FLAGS: -cl-std=CL1.2
// A name passed to a function-like macro may be one the macro declares; where that invocation
// is in another function's body, what it declares stays there (C's scopes), and in this
// function, judged on its expanded copy, the expansion shows it: a slip is still reported.
#define ACCUMULATE(sum, x) sum += (x)
#define DECLARE_INDEX(name) const size_t name = get_global_id(0)
#define TWICE(x) ((x) * 2)

void helper(global float *out, float row_sum) {
  float total = 0.0f;
  ACCUMULATE(total, row_sum);
  out[0] = total;
}

kernel void uses_another_functions_name(global float *out) {
  out[0] = row_sum; // expected-error {{use of undeclared identifier 'row_sum'}} [B001]
}

kernel void declares_through_a_macro(global float *out) {
  DECLARE_INDEX(gid);
  out[gid] = 1.0f;
}

kernel void passes_an_undeclared_name(global float *out) {
  float acc = 0.0f;
  ACCUMULATE(acc, 1.0f);
  out[0] = TWICE(acc) + scale_factor; // expected-error {{use of undeclared identifier 'scale_factor'}} [B001]
}
