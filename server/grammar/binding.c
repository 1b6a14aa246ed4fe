/* Exposes the generated OpenCL parser to Python the way tree-sitter grammar
 * packages do: language() returns a PyCapsule that tree_sitter.Language wraps. */
#include <Python.h>

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_opencl(void);

static PyObject *language(PyObject *self, PyObject *unused) {
    (void)self;
    (void)unused;
    return PyCapsule_New((void *)tree_sitter_opencl(), "tree_sitter.Language", NULL);
}

static PyMethodDef methods[] = {
    {"language", language, METH_NOARGS, "Return the tree-sitter language for OpenCL C."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "_binding",
    .m_doc = "tree-sitter OpenCL C grammar",
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit__binding(void) { return PyModule_Create(&module); }
