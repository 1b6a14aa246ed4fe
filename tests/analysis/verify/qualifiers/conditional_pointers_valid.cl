// expected-no-diagnostics
// Choosing between pointers of one address space, comparing with null and subtracting.
kernel void k(global int *a, global int *b, local int *l1, local int *l2, int which, global long *out) {
  global int *pick = which ? a : b;
  local int *lp = which ? l1 : l2;
  if (pick != 0 && pick >= a && lp != l1) out[0] = pick - a;
  global int *end = a + 16;
  while (pick < end) { *pick++ = 0; }
  out[1] = end - a;
}
