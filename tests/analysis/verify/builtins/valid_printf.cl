// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// printf with scalar and vector conversions that match their arguments.
kernel void report(global const float4 *c, global const int *n, char ch, short sh, ulong big, uchar4 px) {
  printf("%d %i %u %x %X %o\n", n[0], n[1], (uint)n[2], n[3], 255u, 8);
  printf("%f %e %g %a %5.2f %-8.3E\n", 1.0f, 2.0f, 3.0, (double)c[0].x, c[0].y, c[0].z);
  printf("%v4hlf | %v4hlg\n", c[0], c[1]);
  printf("%v4hhu %c %hhd %hd %lu %%\n", px, ch, ch, sh, big);
  printf("%s %s\n", "literal", "strings");
  printf("done\n");
  printf("%*d|%.*f\n", 6, n[0], 2, 3.5f);
}
