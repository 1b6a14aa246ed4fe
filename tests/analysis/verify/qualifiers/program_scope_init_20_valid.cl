// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Program-scope globals may be initialized with constants and addresses of other globals.
global int table[4] = {1, 2, 3, 4};
global int *global cursor = &table[1];
constant int limits[2] = {0, 100};
global float scale = 1.5f;
kernel void k(global int *out) {
  local int tmp[4];
  int *p = cursor;
  tmp[0] = *p;
  int *q = tmp;
  out[0] = q[0] + limits[1] + (int)scale;
  cursor = table;
}
