// expected-no-diagnostics
// Images, samplers and events where they belong: parameters, sampler constants, event locals.
constant sampler_t nearest = 0x10;
const sampler_t linear = 0x20;
typedef write_only image2d_t out_frame;
typedef image2d_t in_frame;
struct span { int start; int count; };
void store(out_frame out, int2 at, float4 value) { write_imagef(out, at, value); }
float4 load(in_frame in, sampler_t s, int2 at) { return read_imagef(in, s, at); }
kernel void copy(read_only image2d_t in, write_only image2d_t out, global float4 *buf, local float4 *tmp,
                 sampler_t s, struct span range) {
    event_t events[2];
    event_t *first = &events[0];
    events[0] = async_work_group_copy(tmp, buf, 16, 0);
    wait_group_events(1, first);
    sampler_t chosen = s;
    const sampler_t fixed = 0x12;
    float4 v = load(in, chosen, (int2)(range.start, 0));
    store(out, (int2)(0, 0), v + read_imagef(in, fixed, (int2)(1, 0)));
    store(out, (int2)(1, 0), load(in, nearest, (int2)(0, 0)));
}
