// Errors a driver reports in the document itself.
kernel void use_undeclared(global float *out) {
    out[get_global_id(0)] = missing_value;
//                          ^^^^^^^^^^^^^ D001 undeclared identifier 'missing_value'
}

kernel void short_vector(global float4 *out) {
    float4 v = (float4)(1.0f, 2.0f, 3.0f);
//                     ^ D001 too few elements in vector initialization
    out[0] = v;
}
