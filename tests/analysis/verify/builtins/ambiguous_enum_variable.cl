// An enumeration's integer type is the compiler's choice (clang picks unsigned int when no value
// is negative), so a call with an enumeration value is left alone.
enum mode { LOW = 1, HIGH = 8 };
kernel void k(global int *out, int n) {
  enum mode m = HIGH;
  out[0] = max(m, 1); // expected-error {{call to 'max' is ambiguous}} clang-only: we do not know the enumeration's type
  out[1] = max(LOW, n);
}
