// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// A block that enqueues the function again is a child launch, not a call.
void spread(global int *res, int level) {
    if (--level < 0)
        return;
    void (^child)(void) = ^{ spread(res, level); };
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(1), child);
    res[level] = level;
}
kernel void start(global int *res, int level) {
    clk_event_t done;
    spread(res, level);
}
