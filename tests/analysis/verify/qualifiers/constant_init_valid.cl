// expected-no-diagnostics
// Constant expressions: literals, arithmetic, sizeof, enumerators, casts, vector literals, other constants.
enum { COUNT = 4 };
constant int a = 1;
constant int b = a + COUNT;
constant int sz = sizeof(float4) * COUNT;
constant float f = (float)3 / 2;
constant float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
constant int pick = 1 ? 2 : 3;
constant char name[] = "opencl";
constant char * constant greeting = "hello";
constant int arr[COUNT] = {1, 2, 3, 4};
constant int third = arr[2];
constant int * constant second = &arr[1];
kernel void k(global int *out, int n) {
  constant int local_table[2] = {5, 6};
  constant int derived = sizeof(n);
  out[0] = local_table[n & 1] + derived + b + sz + third + *second + (int)f + (int)v.x + pick + name[0] + greeting[1];
}
kernel void folded(global int *out) {
  const int n = 3;
  constant int x = n;
  local int lv[2];
  constant int y = sizeof(lv);
  out[0] = x + y + lv[0];
}
