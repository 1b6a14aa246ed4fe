// An image type name is a keyword: a file's typedef of it (an error of its own) leaves a
// parameter written with it an image, whose operators are still reported. The construct we do
// not parse in a skipped #if branch does not make the file look broken either.
void use(image1d_t i) {
    i = i; // expected-error {{invalid operands to binary expression}} [Q032]
    i + 1; // expected-error {{invalid operands to binary expression}} [Q032]
    &i; // expected-error {{invalid argument type}} [Q032]
}

#ifdef NEVER_DEFINED
kernel void foob(read_only __ptr32 image2d_t i) { }
#endif

typedef int image1d_t; // expected-error {{cannot combine with previous 'int' declaration specifier}} expected-warning {{typedef requires a name}} [Q029]
