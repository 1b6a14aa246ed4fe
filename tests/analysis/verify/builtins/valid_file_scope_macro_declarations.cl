// RUN-FLAGS: -cl-std=CL1.2
// expected-no-diagnostics
// Names that macros invoked outside every body declare: functions see them, and a name passed
// to a macro in this function that declares it is no undeclared name, judged raw or expanded.
#define CONSTANT_TABLE(name, n) constant float name[n] = {1.0f, 2.0f, 3.0f, 4.0f}
#define DECLARE_INDEX(name) const size_t name = get_global_id(0)
#define LOCAL_COPY(type, name, from) type name = (from)

CONSTANT_TABLE(weights, 4);

kernel void weighted(global float *out) {
  DECLARE_INDEX(gid);
  LOCAL_COPY(float, w, weights[gid % 4]);
  out[gid] = w * weights[0];
}

void helper(global float *out) {
  LOCAL_COPY(float, first, weights[0]);
  out[0] = first;
}
