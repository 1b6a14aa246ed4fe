// A variable cannot carry a kernel attribute.
constant int table[4] __attribute__((reqd_work_group_size(4, 1, 1))) = {1, 2, 3, 4}; // expected-error {{'reqd_work_group_size' attribute only applies to functions}} [K006]
kernel void use(global int *p) { p[0] = table[0]; }
