// Typedefs do not hide the vector types behind them.
typedef float4 color_t;
typedef uchar4 pixel_t;
pixel_t pack(color_t c) {
  return c; // expected-error {{returning '__private color_t' (aka '__private float4') from a function with incompatible result type 'pixel_t'}} [C001]
}
kernel void k(global pixel_t *out, color_t c) { out[0] = pack(c); }
