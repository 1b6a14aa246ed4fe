"""The presentation engines loaded once typing pauses, so the first hover or completion does not pay for them.

Importing the hover, completion and signature engines and building one configuration's
completion lists is 0.2-0.3 s of work in a thread of the server, and every thread shares
one interpreter: started at the first publish, it slowed the keystrokes that came in that
time (the second and third after opening a hashcat kernel: 134-154 ms where they take 50,
issue 18). It starts once no diagnostics were published for `DELAY_S`, as the index's
update of an edited file waits (`Workspace.reindex`); a request that comes first builds
what it needs itself.
"""

from __future__ import annotations

import asyncio
from typing import Callable, Optional


class WarmUp:
    DELAY_S = 0.5

    def __init__(self, submit: Callable[..., object]):
        self._submit = submit  # runs a function off the loop (the server's thread pool)
        self._timer: Optional[asyncio.TimerHandle] = None
        self.done = False

    def published(self, version, features) -> None:
        """On the loop, after each publish: warm for this configuration (that of the document
        last published) once publishes pause."""
        if self.done:
            return
        if self._timer is not None:
            self._timer.cancel()
        self._timer = asyncio.get_running_loop().call_later(self.DELAY_S, self._start, version, features)

    def _start(self, version, features) -> None:
        self._timer = None
        self.done = True
        self._submit(warm, version, features)


def warm(version, features) -> None:
    """Import the presentation engines and build the completion lists of one configuration."""
    from ..hover import completion as completion_engine
    from ..hover import hover as hover_engine  # noqa: F401 - imported to warm it.
    from ..hover import signature as signature_engine  # noqa: F401

    completion_engine.warm(version, features)
