// expected-no-diagnostics
// The kernel attributes in all the shapes they are written in.
enum { TILE = 16 };
typedef uint4 lane_t;
kernel __attribute__((reqd_work_group_size(64, 1, 1))) void a(global int *p) {}
__kernel void __attribute__((reqd_work_group_size(0x10, 0x10, 1u))) b(global int *p) {}
__attribute__((reqd_work_group_size(8, 8, 1))) kernel void c(global int *p) {}
kernel void d(global int *p) __attribute__((work_group_size_hint(32, 2, 1))) {}
kernel __attribute__((vec_type_hint(float4))) void e(global float4 *p) {}
kernel __attribute__((vec_type_hint(uchar16))) void f(global uchar16 *p) {}
kernel __attribute__((vec_type_hint(int))) void g(global int *p) {}
kernel __attribute__((vec_type_hint(lane_t))) void h(global uint4 *p) {}
kernel __attribute__((vec_type_hint(unsigned int))) void i(global uint *p) {}
kernel __attribute__((vec_type_hint(double2))) void j(global double2 *p) {}
kernel __attribute__((reqd_work_group_size(TILE, TILE, 1))) void k(global int *p) {}
kernel __attribute__((reqd_work_group_size(4 * 4, (2), 1), vec_type_hint(short8))) void l(global int *p) {}
kernel __attribute__((__reqd_work_group_size__(32, 1, 1))) void m(global int *p) {}
kernel __attribute__((reqd_work_group_size(1024, 1, 1))) __attribute__((work_group_size_hint(1024, 1, 1))) void n(global int *p) {}
