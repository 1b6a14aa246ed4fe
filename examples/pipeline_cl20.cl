// OpenCL C 2.0: a producer/consumer pair connected by a pipe, a generic
// address space helper, and a kernel that enqueues follow-up work.

typedef struct { float value; int tag; } sample_t;

float scaled(const float *p, float k) { return *p * k; }   // generic pointer

kernel void produce(global const float *src, write_only pipe sample_t out)
{
    const int i = get_global_id(0);
    sample_t s = { src[i], i };
    reserve_id_t rid = reserve_write_pipe(out, 1);
    if (is_valid_reserve_id(rid)) {
        write_pipe(out, rid, 0, &s);
        commit_write_pipe(out, rid);
    }
}

kernel void consume(read_only pipe sample_t in, global float *dst, float k)
{
    sample_t s;
    if (read_pipe(in, &s) == 0) {
        private float v = s.value;
        dst[s.tag] = scaled(&v, k);
    }
}

kernel void launch_children(global int *counter, int depth)
{
    if (depth <= 0 || get_global_id(0) != 0)
        return;
    queue_t q = get_default_queue();
    ndrange_t range = ndrange_1D(64);
    void (^child)(void) = ^{ atomic_fetch_add((volatile global atomic_int *)counter, 1); };
    enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, range, child);
}
