// expected-no-diagnostics
// Numeric indices with either prefix case and either digit case.
kernel void rev(global int16 *p) {
    int16 v = p[0];
    int16 r;
    r.s0123 = v.sFEDC;
    r.s4567 = v.sba98;
    r.S89AB = v.S7654;
    r.scdef = v.s3210;
    r.sA = v.Sa + v.SA + v.sa;
    int8 e = v.s02468ACE;
    int8 o = v.S13579bdf;
    p[0] = r + (int16)(e, o);
}
