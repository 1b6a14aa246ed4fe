// RUN-FLAGS: -cl-std=CL2.0
// A block typedef is no return, parameter or field type, and is neither pointed to nor put in
// an array. A syntax error in one body (__block) leaves the file-scope declarations judged.
typedef int (^bl_t)(void);
typedef int (^op_t)(int);
bl_t make(int); // expected-error {{declaring function return value of type 'bl_t' (aka 'int (__generic ^const)(void)') is not allowed}} [Q070]
int run(op_t op); // expected-error {{declaring function parameter of type '__private op_t' (aka 'int (__generic ^const __private)(__private int)') is not allowed}} [Q070]
struct holder {
  op_t op; // expected-error {{the 'op_t' (aka 'int (__generic ^const)(__private int)') type cannot be used to declare a structure or union field}} [Q070]
};
void all(op_t *ops) { // expected-error {{pointer to type 'op_t' (aka 'int (__generic ^const)(__private int)') is invalid in OpenCL}} [Q070]
  op_t twice = ^(int x) { return 2 * x; };
  op_t list[] = {twice, twice}; // expected-error {{array of 'op_t' (aka 'int (__generic ^const)(__private int)') type is invalid in OpenCL}} [Q070]
  int (^const nested)(bl_t inner) = ^(bl_t inner) { return 1; }; // expected-error 2 {{declaring function parameter of type '__private bl_t' (aka 'int (__generic ^const __private)(void)') is not allowed}} [Q070]
}
void typing() {
  __block int a = 10; // expected-error {{the __block storage type is not permitted}}
}
