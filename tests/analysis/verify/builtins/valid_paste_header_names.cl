// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Names a header's `##` macros make from the arguments they are given are declared.
#include "paste_helpers.h"
MAKE_SCALE(half, 0.5f)
kernel void apply(global float *data) {
  size_t i = get_global_id(0);
  float ACC(sum) = scale_twice(data[i]);
  data[i] = scale_half(acc_sum);
}
