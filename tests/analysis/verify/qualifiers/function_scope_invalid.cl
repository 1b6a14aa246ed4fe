// local and constant variables only in the outermost block of a kernel.
void helper(global int *out) {
  local int scratch[8]; // expected-error {{non-kernel function variable cannot be declared in local address space}} [Q009]
  constant int table[2] = {1, 2}; // expected-error {{non-kernel function variable cannot be declared in constant address space}} [Q009]
  out[0] = scratch[0] + table[1];
}
kernel void nested(global int *out) {
  if (out[0] > 0) {
    local int inner; // expected-error {{variables in the local address space can only be declared in the outermost scope of a kernel function}} [Q009]
    out[1] = inner;
  }
  for (int i = 0; i < 2; i++) {
    constant int c = 3; // expected-error {{variables in the constant address space can only be declared in the outermost scope of a kernel function}} [Q009]
    out[i] = c;
  }
  global int g; // expected-error {{function scope variable cannot be declared in global address space}} [Q009]
}
