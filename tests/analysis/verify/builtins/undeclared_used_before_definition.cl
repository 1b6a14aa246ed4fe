// RUN-FLAGS: -cl-std=CL1.2
// A function defined below its first use: clang rejects the call (no implicit declarations),
// but the name is declared in the file, so the mistake is only the order; we stay silent.
kernel void run(global float *p) {
  p[0] = later_helper(p[1]); // expected-error {{use of undeclared identifier 'later_helper'}} clang-only (declared later in the file)
}
float later_helper(float x) { return x + 1.0f; }
