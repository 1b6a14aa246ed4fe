// A cast between vector types is not a conversion in OpenCL C; convert_int4 is.
kernel void truncate(global int4 *out, global const float4 *in) {
  int i = get_global_id(0);
  out[i] = (int4)in[i]; // expected-error {{invalid conversion between ext-vector type 'int4'}} [C002]
}
