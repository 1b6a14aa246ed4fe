// There is no conversion function to bool or size_t.
kernel void k(global int *out, float f, uint u) {
  bool b = convert_bool(f); // expected-error {{use of undeclared identifier 'convert_bool'}} [C009]
  size_t s = convert_size_t(u); // expected-error {{use of undeclared identifier 'convert_size_t'}} [C009]
  out[0] = b ? (int)s : 0;
}
