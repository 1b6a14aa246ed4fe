// Samplers are never global or local, and program-scope ones are constant.
global sampler_t g = 0x10; // expected-error {{sampler type cannot be used with the __local and __global address space qualifiers}} [Q026] expected-error {{global sampler requires a const or constant address space qualifier}}
sampler_t plain = 0x10; // expected-error {{global sampler requires a const or constant address space qualifier}} [Q026]
const sampler_t fine = 0x10;
constant sampler_t also_fine = 0x10;
kernel void k(read_only image2d_t i, global float4 *out) {
    local sampler_t shared; // expected-error {{sampler type cannot be used with the __local and __global address space qualifiers}} [Q026]
    out[0] = read_imagef(i, fine, (int2)(0, 0));
}
