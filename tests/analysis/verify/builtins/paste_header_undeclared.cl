// RUN-FLAGS: -cl-std=CL1.2
// Token pasting in an included header can only make names from the tokens its
// macros are given: names it cannot make are still undeclared, and a header
// that only mentions a built-in (a comment, a call) declares no overload of it.
#include "paste_helpers.h"
kernel void apply(global float *data, global int4 *ints) {
  size_t i = get_global_id(0);
  data[i] = tonemap_reinhard(data[i]); // expected-error {{use of undeclared identifier 'tonemap_reinhard'}} [B001]
  data[i] = length(ints[i]); // expected-error {{no matching function for call to 'length'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
  data[i] = scale_twice(data[i]) + vec_norm((floatx)(data[i]));
}
