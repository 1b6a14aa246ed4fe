// RUN-FLAGS: -cl-std=CL1.2
// An array member lives in the address space of the object that holds it, and decays to a
// pointer into that space: through a pointer, an element, a dereference or a nested member.
// expected-no-diagnostics
typedef struct { uint length; uchar bytes[64]; float4 lanes[2]; } record_t;
typedef struct { record_t head; record_t rest[2]; } table_t;

constant record_t fixed[2] = {{0}, {0}};

uchar first_byte(constant record_t *r, uint skip) {
  constant uchar *from = r->bytes + skip;
  constant uchar *tail = r->bytes + r->length - 8;
  constant uchar *same = (r->bytes + (r->length - 8));
  constant uchar *element = r[1].bytes + 2;
  constant uchar *program_scope = fixed[1].bytes + 1;
  return from[0] + tail[0] + same[0] + element[0] + program_scope[0];
}

kernel void gather(global const record_t *in, global table_t *t, local record_t *scratch, global uchar *out) {
  const global uchar *a = in->bytes + 1;
  global uchar *b = t->head.bytes + 2;
  global uchar *c = t->rest[1].bytes + 3;
  global uchar *d = (*t).rest[0].bytes;
  global float4 *e = t->head.lanes + 1;
  global uchar *f = &t->head.bytes[1];
  local uchar *g = scratch->bytes + 4;
  record_t copy = *in;
  uchar *h = copy.bytes + 5;
  out[0] = a[0] + b[0] + c[0] + d[0] + f[0] + g[0] + h[0] + (uchar)e[0].x;
}
