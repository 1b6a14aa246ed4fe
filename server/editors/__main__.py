"""`python -m opencl_lsp.editors DIR`: rewrite the shipped config files under DIR.

DIR is the repository's editors/ directory; the modules of this package hold
the texts (see `shipped_files`).
"""

import sys
from pathlib import Path

from . import shipped_files

if len(sys.argv) != 2:
    sys.exit("usage: python -m opencl_lsp.editors EDITORS_DIR")
root = Path(sys.argv[1])
for relative, text in shipped_files().items():
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    print(path)
