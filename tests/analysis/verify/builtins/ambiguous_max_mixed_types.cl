// Each form is better for one argument and worse for the other.
kernel void pick(global int *out, int i, uint u, short s, char c) {
  out[0] = max(1, 2.0f); // expected-error {{call to 'max' is ambiguous}} [B005]
  out[1] = max(i, u); // expected-error {{call to 'max' is ambiguous}} [B005]
  out[2] = min(s, c); // expected-error {{call to 'min' is ambiguous}} [B005]
  out[3] = max(i, (int)u);
}
