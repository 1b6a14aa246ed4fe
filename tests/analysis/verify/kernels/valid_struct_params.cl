// expected-no-diagnostics
// Structs passed by value that hold only plain values, nested or in arrays.
typedef struct { float x, y, z; } vec3_t;
typedef struct { vec3_t origin; vec3_t dir; float tmin, tmax; } ray_t;
struct camera { ray_t center; int width, height; uint samples[4]; };
union pun { float f; int i; uchar bytes[4]; };
typedef struct node { int value; int next_index; } node_t;
kernel void trace(global float *out, struct camera cam, ray_t r, union pun p, node_t n,
                  global const struct camera *cams) {
    out[0] = cam.center.origin.x + r.tmax + p.f + n.value + cams[0].width;
}
