// vec_type_hint without its type, or with a value instead of a type.
kernel __attribute__((vec_type_hint)) void bare(global int *p) {} // expected-error {{'vec_type_hint' attribute takes one argument}} [K005]
kernel __attribute__((vec_type_hint(4))) void number(global int *p) {} // expected-error {{expected a type}} expected-error {{expected ')'}} expected-note {{to match this}} [K005]
