// Prototypes are checked like definitions.
__attribute__((reqd_work_group_size(16, 16, 1))) void later(global float *f); // expected-error {{attribute 'reqd_work_group_size' can only be applied to an OpenCL kernel function}} [K006]
void after(global float *f) __attribute__((work_group_size_hint(4, 1, 1))); // expected-error {{attribute 'work_group_size_hint' can only be applied to an OpenCL kernel function}} [K006]
kernel __attribute__((reqd_work_group_size(16, 16, 1))) void fine(global float *f);
kernel __attribute__((reqd_work_group_size(16, 16, 1))) void fine(global float *f) { f[0] = 0.0f; }
