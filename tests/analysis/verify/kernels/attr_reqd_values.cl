// Each dimension is an integer constant of at least one.
kernel __attribute__((reqd_work_group_size(0, 1, 1))) void zero(global int *p) {} // expected-error {{'reqd_work_group_size' attribute must be greater than 0}} [K005]
kernel __attribute__((reqd_work_group_size(16, 0, 1))) void zero_y(global int *p) {} // expected-error {{'reqd_work_group_size' attribute must be greater than 0}} [K005]
kernel __attribute__((reqd_work_group_size(-4, 1, 1))) void negative(global int *p) {} // expected-error {{'reqd_work_group_size' attribute requires a non-negative integral compile time constant expression}} [K005]
kernel __attribute__((reqd_work_group_size(1.5f, 1, 1))) void fraction(global int *p) {} // expected-error {{'reqd_work_group_size' attribute requires parameter 0 to be an integer constant}} [K005]
