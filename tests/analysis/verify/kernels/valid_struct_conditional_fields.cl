// expected-no-diagnostics
// Fields chosen by the preprocessor: the live branch has no pointer.
#define HOST_POINTERS 0
typedef struct {
    int count;
#if HOST_POINTERS
    global float *data;
#else
    uint data_offset;
#endif
} span_t;
kernel void k(global float *buf, span_t s) { buf[s.data_offset] = s.count; }
