// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Constants whose types do not outrank the vector's element type.
kernel void k(global long4 *l, global ulong4 *ul, global uint4 *u, global int4 *i, global char4 *c,
              long4 lv, ulong4 ulv, uint4 uv, int4 iv, char4 cv) {
  l[0] = lv * 3000000000 + 1L - 0x10;
  ul[0] = ulv + 1UL + 0xFFFFFFFFFFFFFFFF + 2u + 7;
  u[0] = uv & 0xFFFFFFFF;
  u[1] = uv * 2u + 0x80000000;
  i[0] = iv + 0x7FFFFFFF - 'a';
  c[0] = cv + (char)1;
  c[1] = cv - (char)'0';
  i[1] = iv << 31;
}
