// expected-no-diagnostics
// A kernel prototype may carry the attributes; other attributes suit helpers.
kernel __attribute__((reqd_work_group_size(32, 1, 1))) void later(global float *f);
__attribute__((always_inline)) inline float twice(float x) { return x * 2.0f; }
__attribute__((overloadable)) float pick(float x) { return x; }
__attribute__((overloadable)) int pick(int x) { return x; }
kernel __attribute__((reqd_work_group_size(32, 1, 1))) void later(global float *f) { f[0] = twice(pick(1.0f)); }
