// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=+cl_intel_device_side_avc_motion_estimation
// expected-no-diagnostics
// The initializer macros' value 0x0, the older {0}, and values of the same type.
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
void f(void) {
  intel_sub_group_avc_mce_payload_t mce;
  intel_sub_group_avc_mce_payload_t mce2 = mce;
  intel_sub_group_avc_ime_payload_t ime = 0x0;
  intel_sub_group_avc_ref_payload_t ref = 0;
  intel_sub_group_avc_sic_payload_t sic = {0};
  intel_sub_group_avc_ime_result_t result = 0x0;
  intel_sub_group_avc_ime_result_t result2 = result;
  intel_sub_group_avc_ime_single_reference_streamin_t streamin = {0};
  result2 = result;
}
