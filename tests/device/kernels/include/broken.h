int helper(int x) {
    return x + not_declared_in_header;
//             ^^^^^^^^^^^^^^^^^^^^^^ D001 undeclared identifier 'not_declared_in_header'
}
