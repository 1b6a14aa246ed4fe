// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Constant tables, constant pointers, samplers, typedefs and prototypes at program scope.
constant float weights[3] = {0.25f, 0.5f, 0.25f};
__constant int lookup[2][2] = {{1, 2}, {3, 4}};
constant int * constant first = &lookup[0][0];
global int * constant nowhere = 0;
const sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t linear = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
typedef struct { float r, g, b; } rgb;
constant rgb white = {1.0f, 1.0f, 1.0f};
typedef constant float cfloat;
cfloat half_pi = 1.5707963f;
extern constant int elsewhere;
static constant uint mask = 0xffu;
int helper(int x);
struct Tag { int id; };
enum Mode { FAST, SLOW };
kernel void use(global float *out) { out[0] = weights[1] * white.g + half_pi + (float)first[0]; }
