// Assignments, increments and casts.
kernel void acc(global float *out) {
  accumulator_total += out[0]; // expected-error {{use of undeclared identifier 'accumulator_total'}} [B001]
  out[1] = (float)counter_value++; // expected-error {{use of undeclared identifier 'counter_value'}} [B001]
}
