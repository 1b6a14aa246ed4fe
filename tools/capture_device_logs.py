"""Build the kernels of tests/device/kernels on real OpenCL devices and keep the build logs.

The logs become fixtures for the log parser (tests/device/logs/<driver>/):

    python tools/capture_device_logs.py tests/device/logs [--device PATTERN] [--driver NAME]

For each device (all of them, or those PATTERN selects) it writes
`<driver>/<case>.log` (the raw build log), `<driver>/<case>.json` (device,
options, status, kernel facts) and `<driver>/device.json`. Annotation lines
are stripped from the kernels first (into a temporary folder), so lines in
the logs are lines of the files as the tests compile them. `bad-option` is
ok.cl built with an option no driver knows; `verbose` is ok.cl with
NVIDIA's -cl-nv-verbose (NVIDIA only).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from opencl_lsp.device.build import plan_build  # noqa: E402
from opencl_lsp.device.client import WorkerClient  # noqa: E402
from opencl_lsp.device.devices import select_devices  # noqa: E402
from opencl_lsp.project.config import ProjectConfig  # noqa: E402
from tests.annotations import parse  # noqa: E402

KERNELS = ROOT / "tests" / "device" / "kernels"


def stripped_copy(target: Path) -> None:
    for source in KERNELS.rglob("*"):
        if source.is_file():
            out = target / source.relative_to(KERNELS)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(parse(source.read_text())[0])


def driver_name(device) -> str:
    text = f"{device.platform} {device.vendor}".lower()
    for key, name in (("nvidia", "nvidia"), ("portable computing", "pocl"), ("intel", "intel"), ("amd", "amd"), ("apple", "apple")):
        if key in text:
            return name
    return re.sub(r"[^a-z0-9]+", "-", device.platform.lower()).strip("-") or "unknown"


async def capture(out: Path, pattern: str | None, driver: str | None) -> int:
    client = WorkerClient(timeout_s=120)
    devices = await client.devices()
    chosen = select_devices(devices, pattern) if pattern else devices
    work = Path(tempfile.mkdtemp(prefix="capture-"))
    try:
        stripped_copy(work)
        for device in chosen:
            name = driver or driver_name(device)
            folder = out / name
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "device.json").write_text(json.dumps(device.to_json() | {"extensions": None}, indent=2) + "\n")
            cases = [(p.stem, p, []) for p in sorted(work.glob("*.cl"))]
            cases.append(("bad-option", work / "ok.cl", ["-cl-no-such-option"]))
            if device.is_nvidia:
                cases.append(("verbose", work / "ok.cl", []))
            for case, path, extra in cases:
                config = ProjectConfig(version=(1, 2), version_explicit=True)
                plan = plan_build(str(path), path.read_bytes(), config, device, lambda p: str(p).startswith(str(work)),
                                  lambda p: Path(p).read_bytes(), extra)
                if plan.refusal is not None:
                    continue  # Not for a driver's eyes (a header outside the folder).
                options = plan.options if case == "verbose" or not device.is_nvidia else [o for o in plan.options if o != "-cl-nv-verbose"]
                answer = await client.build(device, plan.source, options)
                log = answer.get("log", "")
                # Keep the fixtures free of the capture machine's paths.
                log = log.replace(str(work), "/work/kernels")
                (folder / f"{case}.log").write_text(log)
                meta = {k: answer.get(k) for k in ("status", "error", "cl_error", "kernels")}
                meta["options"] = [o.replace(str(work), "/work/kernels") for o in options]
                (folder / f"{case}.json").write_text(json.dumps(meta, indent=2) + "\n")
                print(f"{name}/{case}: {answer.get('status')} {len(log)} bytes of log", file=sys.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)
        await client.close()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--device", help="a device pattern (as device.select takes)")
    parser.add_argument("--driver", help="folder name for the logs (default: from the platform)")
    args = parser.parse_args()
    return asyncio.run(capture(args.out, args.device, args.driver))


if __name__ == "__main__":
    raise SystemExit(main())
