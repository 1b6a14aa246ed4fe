// `typedef struct Foo {...} Foo;`: the typedef and the tag share a name; the kernel rules look through it.
typedef struct Foo { // expected-note {{within field of type 'Foo' declared here}}
    global int *data; // expected-note {{field of illegal pointer type '__global int *' declared here}}
} Foo;
typedef struct Flags { // expected-note {{within field of type 'Flags' declared here}}
    bool on; // expected-note {{field of illegal type 'bool' declared here}}
} Flags;
kernel void with_pointer(Foo f) {} // expected-error {{struct kernel parameters may not contain pointers}} [K004]
kernel void with_bool(Flags f) {} // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
typedef struct Shown { // expected-note {{within field of type 'Shown' declared here}}
    image2d_t picture; // expected-error {{the '__read_only image2d_t' type cannot be used to declare a structure or union field}} [Q022] expected-note {{field of illegal type '__read_only image2d_t' declared here}}
} Shown;
kernel void with_image(Shown s) {} // expected-error {{struct kernel parameters may not contain pointers}} [K004]
struct WithEvent { event_t e; }; // expected-error {{the 'event_t' type cannot be used to declare a structure or union field}} [Q022] expected-note {{within field of type 'WithEvent' declared here}} expected-note {{field of illegal type 'event_t' declared here}}
kernel void with_event(struct WithEvent w) {} // expected-error {{'__private struct WithEvent' cannot be used as the type of a kernel parameter}} [K002]
struct WithSampler { sampler_t s; }; // expected-error {{the 'sampler_t' type cannot be used to declare a structure or union field}} [Q022]
kernel void with_sampler(struct WithSampler w) {}
