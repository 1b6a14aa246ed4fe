// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Names from every kind of scope: parameters, locals, loop counters, file-scope constants,
// enumerators (global and local), typedefs, static helpers declared after a prototype.
typedef struct { float w; int idx; } Weighted;
enum Axis { AXIS_X, AXIS_Y, AXIS_Z };
constant float bias = 0.5f;
global int hits = 0;
float weigh(Weighted w, float v);
kernel void run(global const float *in, global float *out, int n) {
  enum { LANES = 4 } lanes = LANES;
  Weighted w = { .w = bias, .idx = (int)AXIS_Y };
  float acc = 0.0f;
  for (int i = 0, j = n - 1; i < j; ++i, --j) {
    float pair = in[i] + in[j];
    acc += weigh(w, pair);
  }
  int arr[LANES] = { 0 };
  arr[AXIS_Z] = lanes;
  out[get_global_id(0)] = acc + arr[2] + hits;
}
float weigh(Weighted w, float v) { return w.w * v; }
