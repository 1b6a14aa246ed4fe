// A record defined inside another one is looked into too: pointers and bools in it.
typedef struct Outer {
  int x;
  struct Inner {
    int *ptr;
  } inner;
} Outer;
kernel void pointer_inside(Outer arg) { } // expected-error {{struct kernel parameters may not contain pointers}} [K004]
typedef struct OuterBool {
  int x;
  struct InnerBool {
    bool flag;
  } inner;
} OuterBool;
kernel void bool_inside(OuterBool arg) { } // expected-error {{'__private OuterBool' (aka '__private struct OuterBool') cannot be used as the type of a kernel parameter}} [K002]
// expected-note@*:* 0+ {{declared here}}
