// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// A header declares length(int4): the call takes that overload, not a built-in one.
#include "overload_helpers.h"
kernel void norm(global float *out, global int4 *v) {
  out[0] = length(v[0]);
}
