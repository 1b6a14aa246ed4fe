// A two-component vector has only x and y: z and w do not exist.
kernel void polar(global float2 *p, global float *r) {
    float2 v = p[get_global_id(0)];
    r[0] = v.x * v.x + v.y * v.y;
    r[1] = v.z; // expected-error {{vector component access exceeds type}} [V001]
    r[2] = v.w; // expected-error {{vector component access exceeds type}} [V001]
}
