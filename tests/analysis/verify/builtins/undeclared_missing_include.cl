// RUN-FLAGS: -cl-std=CL1.2
// With a header that cannot be found, any unknown name may come from it: nothing is reported.
#include "builtins_not_there.h" // expected-error {{'builtins_not_there.h' file not found}} clang-only (the missing header is P001's business)
kernel void apply(global float *data) {
  data[get_global_id(0)] = mystery_scale(data[0]) + mystery_bias;
}
