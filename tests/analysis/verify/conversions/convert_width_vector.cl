// convert_int4 converts four components, not two.
kernel void k(global int4 *out, float2 v) {
  out[0] = convert_int4(v); // expected-error {{no matching function for call to 'convert_int4'}} [C010]
  // expected-note@-1 0+ {{candidate function}}
  out[1] = convert_int4(v.xyxy);
}
