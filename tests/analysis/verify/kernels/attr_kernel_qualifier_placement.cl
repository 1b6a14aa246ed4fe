// The kernel qualifier and the launch attributes belong on kernel functions.
void helper(kernel int x) { // expected-error {{'kernel' attribute only applies to functions}} [K006]
  int __kernel y = x; // expected-error {{'__kernel' attribute only applies to functions}} [K006]
}
__attribute__((intel_reqd_sub_group_size(8))) void not_kernel(void) {} // expected-error {{attribute 'intel_reqd_sub_group_size' can only be applied to an OpenCL kernel}} [K006]
kernel __attribute__((intel_reqd_sub_group_size(0))) void zero(void) {} // expected-error {{'intel_reqd_sub_group_size' attribute must be greater than 0}} [K005]
