// RUN-FLAGS: -cl-std=CL1.1
// A helper that was never written, called with arguments.
kernel void integrate(global float *x, global const float *v, float dt) {
  size_t i = get_global_id(0);
  x[i] = advance_position(x[i], v[i], dt); // expected-error {{use of undeclared identifier 'advance_position'}} [B001]
}
