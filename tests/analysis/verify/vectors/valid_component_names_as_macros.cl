// expected-no-diagnostics
// Macros whose names look like components make every such selection unknown.
#define lo low_part
#define count 4

typedef struct { float low_part; float high; } range;

kernel void k(global range *r, global float4 *v) {
    range x = r[0];
    float4 y = v[0];
    x.lo = y.x * count;
    r[0] = x;
}
