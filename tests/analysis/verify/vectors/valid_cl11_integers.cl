// RUN-FLAGS: -cl-std=CL1.1
// expected-no-diagnostics
// Integer vectors under OpenCL C 1.1: shifts, masks and lane moves.
kernel void rotate_lanes(global ulong4 *p, global uint8 *q) {
    ulong4 v = p[0];
    v.xyzw = v.yzwx;
    v.s0 ^= v.s3 << 7;
    uint8 w = q[0];
    w.s0246 = w.s1357 & (uint4)(0xffu);
    w.hi = w.lo.wzyx;
    ushort2 h = (ushort2)((ushort)w.s7, (ushort)v.w);
    p[0] = v + (ulong4)(h.x, h.y, h.y, h.x);
    q[0] = w;
}
