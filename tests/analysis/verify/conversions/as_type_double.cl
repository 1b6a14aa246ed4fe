// A double takes eight bytes; as_int wants four.
kernel void k(global int *out, double d) {
  out[0] = as_int(d); // expected-error {{invalid reinterpretation: sizes of 'int' and '__private double' must match}} [C008]
  out[1] = as_int2(d).x;
}
