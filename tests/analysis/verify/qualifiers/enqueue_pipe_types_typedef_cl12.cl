// RUN-FLAGS: -cl-std=CL1.2
// expected-no-diagnostics
// OpenCL C 1.2 code may use these names for its own types.
typedef int queue_t;
typedef struct { int id; } reserve_id_t;
kernel void parent(global int *out) {
  queue_t queue = 1;
  reserve_id_t rid = {2};
  out[0] = queue + rid.id;
}
