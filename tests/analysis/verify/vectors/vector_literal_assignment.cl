// A vector literal is a value: neither it nor its components can be assigned to.
kernel void k(global int4 *out) {
  ((int4)(0)).x = 8; // expected-error {{expression is not assignable}} [V021]
  ((int4)(0)).xy += 1; // expected-error {{expression is not assignable}} [V021]
  ((int4)(1)).x++; // expected-error {{expression is not assignable}} [V021]
  int4 v = (int4)(0);
  v.x = 8;
  (v).yz += 1;
  v.w++;
  out[0] = v + ((int4)(2)).xxyy;
}
