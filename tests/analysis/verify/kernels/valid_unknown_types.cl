// expected-no-diagnostics
// Types the file defines through macros, and struct pointers whose targets hold pointers.
#define DECLARE_PAIR(T) typedef struct { T first, second; } T##_pair
DECLARE_PAIR(float);
DECLARE_PAIR(int);
typedef struct { global float *data; int n; } span_t;
kernel void k(global float *out, float_pair p, int_pair q, global span_t *spans, constant span_t *more) {
    out[0] = p.first + q.second + spans[0].n + more[0].n;
}
