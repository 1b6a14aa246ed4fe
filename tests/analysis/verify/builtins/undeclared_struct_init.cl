// RUN-FLAGS: -cl-std=CL1.2
// Initializers and subscripts are expressions as well.
typedef struct { float x; float y; } Point;
kernel void make(global Point *pts) {
  Point p = { origin_xcoord, 0.0f }; // expected-error {{use of undeclared identifier 'origin_xcoord'}} [B001]
  pts[get_global_id(0)] = p;
  pts[offset_unknown].y = 1.0f; // expected-error {{use of undeclared identifier 'offset_unknown'}} [B001]
}
