// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Names declared in an included header are known.
#include "builtins_helpers.h"
float helper_scale(float x) { return x * helper_gain; }
kernel void apply(global float *data, FilterParams params) {
  DECLARE_INDEX(gid);
  data[gid] = helper_scale(data[gid]) * params.gain + params.taps;
}
