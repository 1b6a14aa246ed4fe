// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=+cl_intel_device_side_avc_motion_estimation
// The motion estimation handles take their own type or the constant 0 (not the mce ones).
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
struct st { int a; };
void f(float x, struct st s) {
  intel_sub_group_avc_mce_payload_t mce = 0; // expected-error {{initializing '__private intel_sub_group_avc_mce_payload_t' with an expression of incompatible type 'int'}} [Q072]
  intel_sub_group_avc_ime_payload_t ime = 1; // expected-error {{initializing '__private intel_sub_group_avc_ime_payload_t' with an expression of incompatible type 'int'}} [Q072]
  intel_sub_group_avc_ref_payload_t ref = x; // expected-error {{initializing '__private intel_sub_group_avc_ref_payload_t' with an expression of incompatible type '__private float'}} [Q072]
  intel_sub_group_avc_sic_result_t sic = s; // expected-error {{incompatible type '__private struct st'}} [Q072]
  intel_sub_group_avc_ime_dual_reference_streamin_t list = {1}; // expected-error {{incompatible type 'int'}} [Q072]
  intel_sub_group_avc_ref_payload_t other = ime; // expected-error {{initializing '__private intel_sub_group_avc_ref_payload_t' with an expression of incompatible type '__private intel_sub_group_avc_ime_payload_t'}} [Q072]
  intel_sub_group_avc_sic_result_t sic2 = 0x0;
  intel_sub_group_avc_ime_result_t result = 0;
  sic2 = result; // expected-error {{assigning to '__private intel_sub_group_avc_sic_result_t' from incompatible type '__private intel_sub_group_avc_ime_result_t'}} [Q072]
  result = 0; // expected-error {{assigning to '__private intel_sub_group_avc_ime_result_t' from incompatible type 'int'}} [Q072]
}
