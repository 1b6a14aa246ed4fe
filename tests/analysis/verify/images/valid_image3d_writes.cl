// expected-no-diagnostics
// With the extension (supported on the SPIR target), 3D images can be written.
kernel void w(write_only image3d_t i) { write_imagef(i, (int4)(0), (float4)(1.0f)); }
