"""The device worker: a child process that asks an OpenCL driver to compile, nothing else.

Run as `python -m opencl_lsp.device.worker`; the server (`client.py`) starts
it, writes one JSON request per line to its stdin and reads one JSON answer
per line. Requests:

- `{"id": 1, "op": "devices"}` → `{"id": 1, "ok": true, "devices": [...]}`;
- `{"id": 2, "op": "build", "device": ID, "source": TEXT, "options": [...]}`
  → `{"id": 2, "ok": true, "status": "ok" | "failed" | "error", "log": TEXT,
  "error": TEXT, "cl_error": NAME, "kernels": [...], "seconds": N}`.

An answer with `"ok": false` carries `"reason"` (`no-pyopencl`,
`no-platform`, `no-device`, `bad-request`) and `"error"`, a sentence.

Only compiles: programs are built (clBuildProgram through pyopencl's
`_Program.build`, with the options as a list joined here, never through a
shell) and kernels are queried for their work-group facts; no queue is made
and no kernel runs. The source comes over the pipe; the driver reads only the
headers that the `-I` directories the server chose lead to. pyopencl's binary
cache and PoCL's kernel cache are off, so every build really compiles and
every warning is reported. The driver's own prints go to stderr, never into
the answers: the protocol uses a private copy of stdout. The worker dies with
its parent, whatever kills the parent (`lifeline.py`).
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any, Optional

os.environ.setdefault("PYOPENCL_NO_CACHE", "1")
os.environ.setdefault("POCL_KERNEL_CACHE", "0")
os.environ.setdefault("CUDA_CACHE_DISABLE", "1")
# The build log is what we want from the compiler, not a copy on stderr.
os.environ.setdefault("PYOPENCL_COMPILER_OUTPUT", "0")

from .. import lifeline  # noqa: E402
from .devices import DeviceInfo, device_id  # noqa: E402


def join_options(options: list[str]) -> bytes:
    """The driver's option string. Drivers split it at blanks and know no quoting,
    so `build.py` never hands over an option with a blank in it."""
    if any(not o or any(ch.isspace() for ch in o) for o in options):
        raise ValueError("an option with a blank in it cannot reach the driver intact")
    return " ".join(options).encode("utf-8")


class Worker:
    def __init__(self) -> None:
        self.cl: Any = None
        self.devices: dict[str, Any] = {}
        self.infos: dict[str, DeviceInfo] = {}
        self.contexts: dict[str, Any] = {}
        self.failure: Optional[tuple[str, str]] = None

    def load(self) -> None:
        if self.cl is not None or self.failure is not None:
            return
        try:
            import pyopencl as cl  # noqa: PLC0415 - optional, loaded only in the worker.
        except Exception as err:  # noqa: BLE001 - ImportError, or a broken binary.
            self.failure = (
                "no-pyopencl",
                f"pyopencl cannot be imported by {sys.executable} ({type(err).__name__}: {err})",
            )
            return
        try:
            platforms = cl.get_platforms()
        except Exception as err:  # noqa: BLE001 - pyopencl raises on "no ICD found".
            platforms = []
            reason = str(err).splitlines()[0] if str(err) else type(err).__name__
        else:
            reason = "no OpenCL platform is installed"
        for platform in platforms:
            try:
                found = platform.get_devices()
            except Exception:  # noqa: BLE001 - a platform without devices.
                continue
            for device in found:
                info = self._describe(cl, platform, device)
                self.devices[info.id] = device
                self.infos[info.id] = info
        if not self.devices:
            self.failure = ("no-platform", f"pyopencl found no OpenCL device: {reason}")
            return
        self.cl = cl

    @staticmethod
    def _describe(cl: Any, platform: Any, device: Any) -> DeviceInfo:
        def get(attr: str, default: Any = "") -> Any:
            try:
                return getattr(device, attr)
            except Exception:  # noqa: BLE001 - queries a driver does not know.
                return default

        versions = []
        for item in get("opencl_c_all_versions", []) or []:
            try:
                packed = int(item.version)
                versions.append((packed >> 22, (packed >> 12) & 0x3FF))
            except Exception:  # noqa: BLE001
                continue
        name, vendor, version, driver = get("name"), get("vendor"), get("version"), get("driver_version")
        return DeviceInfo(
            id=device_id(name, vendor, version, driver),
            name=name,
            vendor=vendor,
            version=version,
            driver=driver,
            platform=platform.name,
            type=_device_type(int(get("type", 0) or 0)),
            opencl_c=get("opencl_c_version"),
            c_versions=tuple(sorted(set(versions))),
            extensions=tuple(str(get("extensions")).split()),
        )

    def handle(self, request: dict) -> dict:
        op = request.get("op")
        if op not in ("devices", "build"):
            return {"ok": False, "reason": "bad-request", "error": f"unknown request {op!r}"}
        self.load()
        if self.failure is not None:
            reason, message = self.failure
            return {"ok": False, "reason": reason, "error": message}
        if op == "devices":
            return {"ok": True, "devices": [info.to_json() for info in self.infos.values()]}
        return self.build(request)

    def build(self, request: dict) -> dict:
        cl = self.cl
        device = self.devices.get(str(request.get("device")))
        if device is None:
            return {"ok": False, "reason": "no-device", "error": f"no device with id {request.get('device')!r}"}
        source = request.get("source")
        options = request.get("options") or []
        if not isinstance(source, str) or not all(isinstance(o, str) for o in options):
            return {"ok": False, "reason": "bad-request", "error": "a build needs a source text and a list of options"}
        key = str(request.get("device"))
        started = time.perf_counter()
        try:
            context = self.contexts.get(key)
            if context is None:
                context = self.contexts[key] = cl.Context([device])
            program = cl._cl._Program(context, source)
        except Exception as err:  # noqa: BLE001 - the driver refuses the program object.
            return self._failure(err, "", started)
        status, error, cl_error = "ok", "", ""
        try:
            joined = join_options(options)
        except ValueError as err:
            return {"ok": False, "reason": "bad-request", "error": str(err)}
        try:
            program._build(joined, [device])
        except Exception as err:  # noqa: BLE001 - pyopencl's RuntimeError and friends.
            status = "failed"
            error = str(err).split("\n", 1)[0]
            cl_error = _cl_error_name(cl, err)
        log = ""
        try:
            log = program.get_build_info(device, cl.program_build_info.LOG) or ""
        except Exception:  # noqa: BLE001 - some drivers have no log after a refused option.
            pass
        answer: dict[str, Any] = {
            "ok": True,
            "status": status,
            "log": log,
            "error": error,
            "cl_error": cl_error,
            "kernels": [],
        }
        if status == "ok":
            answer["kernels"] = self._kernels(program, device)
        elif cl_error != "BUILD_PROGRAM_FAILURE":
            # Not the source's fault: a bad option, no resources, a driver error.
            answer["status"] = "error"
        answer["seconds"] = time.perf_counter() - started
        return answer

    def _failure(self, err: Exception, log: str, started: float) -> dict:
        return {
            "ok": True,
            "status": "error",
            "log": log,
            "error": str(err).split("\n", 1)[0],
            "cl_error": _cl_error_name(self.cl, err),
            "kernels": [],
            "seconds": time.perf_counter() - started,
        }

    def _kernels(self, program: Any, device: Any) -> list[dict]:
        cl = self.cl
        info = cl.kernel_work_group_info
        queries = [
            ("work_group_size", "WORK_GROUP_SIZE"),
            ("preferred_multiple", "PREFERRED_WORK_GROUP_SIZE_MULTIPLE"),
            ("private_mem", "PRIVATE_MEM_SIZE"),
            ("local_mem", "LOCAL_MEM_SIZE"),
            ("compile_work_group_size", "COMPILE_WORK_GROUP_SIZE"),
        ]
        result = []
        try:
            kernels = program.all_kernels()
        except Exception:  # noqa: BLE001
            return []
        for kernel in kernels:
            entry: dict[str, Any] = {"name": kernel.function_name}
            for key, name in queries:
                try:
                    value = kernel.get_work_group_info(getattr(info, name), device)
                except Exception:  # noqa: BLE001 - a query the driver does not answer.
                    continue
                entry[key] = [int(v) for v in value] if isinstance(value, (list, tuple)) else int(value)
            result.append(entry)
        return result


def _device_type(bits: int) -> str:
    for bit, name in ((4, "GPU"), (8, "ACCELERATOR"), (16, "CUSTOM"), (2, "CPU")):
        if bits & bit:
            return name
    return "DEFAULT"


def _cl_error_name(cl: Any, err: Exception) -> str:
    code = None
    try:
        code = err.args[0].code  # pyopencl's _ErrorRecord
        code = code() if callable(code) else code
    except Exception:  # noqa: BLE001
        pass
    if code is not None and cl is not None:
        try:
            return cl.status_code.to_string(code)
        except Exception:  # noqa: BLE001
            return str(code)
    text = str(err)
    for word in text.replace(":", " ").split():
        if word.isupper() and "_" in word:
            return word
    return type(err).__name__


def main() -> int:
    # Die with the server (or `check`) that started this worker, whatever kills it.
    lifeline.die_in_child_of_exec()
    try:
        # The driver compiles in the background: the editor's own work comes first.
        os.nice(10)
    except OSError:
        pass
    # The protocol gets a private copy of stdout; the driver's prints go to stderr.
    out = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    worker = Worker()
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ValueError("a request is a JSON object")
        except ValueError as err:
            out.write(json.dumps({"ok": False, "reason": "bad-request", "error": str(err)}) + "\n")
            continue
        try:
            answer = worker.handle(request)
        except Exception as err:  # noqa: BLE001 - answer, and keep serving.
            answer = {"ok": False, "reason": "worker-error", "error": f"{type(err).__name__}: {err}"}
        answer["id"] = request.get("id")
        out.write(json.dumps(answer) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
