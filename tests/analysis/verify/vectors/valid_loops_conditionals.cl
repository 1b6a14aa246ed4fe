// expected-no-diagnostics
// Selections in loops, conditions and ternaries, with short and long names.
kernel void k(global int4 *data, int n) {
    int4 acc = (int4)(0);
    for (int i = 0; i < n; ++i) {
        int4 d = data[i];
        if (d.x > d.y && d.s2 != d.S3)
            acc.xz += d.yw;
        else
            acc.yw = d.x ? d.zx : d.xz;
        acc.lo = acc.hi.even ? acc.lo : acc.odd;
    }
    while (acc.w > 100) acc.w >>= 1;
    data[0] = acc;
}
