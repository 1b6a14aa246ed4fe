// RUN-FLAGS: -cl-std=CL1.2
// An array member of an object in one address space is no pointer into another.
typedef struct { uint length; uchar bytes[64]; } record_t;

kernel void scatter(global record_t *in, constant record_t *fixed, global uchar *out) {
  record_t copy = *in;
  global uchar *a = copy.bytes + 1; // expected-error {{initializing '__global uchar *__private' (aka '__global unsigned char *__private') with an expression of type '__private uchar *' (aka '__private unsigned char *') changes address space of pointer}} [Q012]
  uchar *b = in->bytes + 2; // expected-error {{initializing '__private uchar *__private' (aka '__private unsigned char *__private') with an expression of type '__global uchar *' (aka '__global unsigned char *') changes address space of pointer}} [Q012]
  global uchar *c = fixed->bytes + 3; // expected-error {{initializing '__global uchar *__private' (aka '__global unsigned char *__private') with an expression of type '__constant uchar *' (aka '__constant unsigned char *') changes address space of pointer}} [Q012]
  out[0] = a[0] + b[0] + c[0];
}
