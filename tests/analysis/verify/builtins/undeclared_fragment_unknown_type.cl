// RUN-FLAGS: -cl-std=CL1.2
// A fragment that the host concatenates with other sources: its types and helpers live elsewhere.
// Names it uses may be declared there, so nothing is said about them.
float Vec3_Length(const Vec3 *v) { // expected-error {{unknown type name 'Vec3'}} clang-only (the type comes from another fragment)
  return sqrt(Vec3_Dot(v, v)); // expected-error {{use of undeclared identifier 'Vec3_Dot'}} clang-only (declared in another fragment)
}
