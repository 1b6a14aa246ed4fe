// Fields are stored wherever their structure is.
struct Bad {
  global int x; // expected-error {{field may not be qualified with an address space}} [Q003]
  local float buf[4]; // expected-error {{field may not be qualified with an address space}} [Q003]
};
