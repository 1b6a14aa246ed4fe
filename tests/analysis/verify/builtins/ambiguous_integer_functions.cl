// Signed and unsigned arguments: the int and uint forms each win one argument.
kernel void k(global int *out, int i) {
  out[0] = mad24(i, 2u, 3); // expected-error {{call to 'mad24' is ambiguous}} [B005]
  out[1] = hadd(i, 1u); // expected-error {{call to 'hadd' is ambiguous}} [B005]
  out[2] = abs_diff(i, 1u); // expected-error {{call to 'abs_diff' is ambiguous}} [B005]
  out[3] = rotate(i, 2u); // expected-error {{call to 'rotate' is ambiguous}} [B005]
  out[4] = mad24(i, 2, 3);
}
