kernel void k(global int *out) {
  local int total = 0; // expected-error {{'__local' variable cannot have an initializer}} [Q010]
  __local float4 acc = (float4)(0.0f); // expected-error {{'__local' variable cannot have an initializer}} [Q010]
  local int xs[2] = {1, 2}; // expected-error {{'__local' variable cannot have an initializer}} [Q010]
  out[0] = total + (int)acc.x + xs[0];
}
