// Image, sampler and event parameters take only arguments of their own type and access.
void rd(read_only image2d_t i);
void wr(write_only image2d_t i); // expected-note {{passing argument to parameter}}
void rd3(read_only image3d_t i); // expected-note {{passing argument to parameter}}
void smp(sampler_t s); // expected-note 2 {{passing argument to parameter}}
void evt(event_t e); // expected-note 2 {{passing argument to parameter}}
kernel void k(read_only image2d_t in, write_only image2d_t out, sampler_t s, int n) {
    rd(in);
    wr(out);
    wr(in); // expected-error {{passing '__private __read_only image2d_t' to parameter of incompatible type '__write_only image2d_t'}} [Q031]
    rd3(in); // expected-error {{passing '__private __read_only image2d_t' to parameter of incompatible type '__read_only image3d_t'}} [Q031]
    smp(s);
    smp(0x10);
    smp(1.5f); // expected-error {{passing 'float' to parameter of incompatible type 'sampler_t'}} [Q031]
    smp(in); // expected-error {{passing '__private __read_only image2d_t' to parameter of incompatible type 'sampler_t'}} [Q031]
    evt(0);
    evt(5); // expected-error {{passing 'int' to parameter of incompatible type 'event_t'}} [Q031]
    evt(n); // expected-error {{passing '__private int' to parameter of incompatible type 'event_t'}} [Q031]
    wr(out);
}
