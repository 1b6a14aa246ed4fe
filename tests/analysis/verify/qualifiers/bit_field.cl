// OpenCL C has no bit-fields (clang's extension pragma aside).
struct flags {
  uint visible : 1; // expected-error {{bit-fields are not supported in OpenCL}} [Q073]
  uint count;
  union { int a : 3; int b; } u; // expected-error {{bit-fields are not supported in OpenCL}} [Q073]
};
kernel void k(global int *out) { out[0] = sizeof(struct flags); }
