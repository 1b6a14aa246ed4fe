"""Device builds of one document on the chosen devices: settings, selection, plan, build, findings.

Shared by the language server and `opencl-lsp check --device`. `DeviceSettings`
reads the `device` settings (editor settings or `[device]` in
`.opencl-lsp.toml`); `DeviceService.build_document` picks the devices, plans
each build (`build.py`), runs it in the worker (`client.py`) and returns the
findings and kernel facts per device. Failures of the worker or the
platform become values (a finding, or `unavailable`), never exceptions.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field, replace
from typing import Callable, Optional

from ..analysis.codes.device import D003
from ..analysis.findings import Finding
from ..project.config import ProjectConfig
from .build import (
    BuildResult,
    KernelInfo,
    interpret,
    kernel_infos,
    plan_build,
    worker_failure,
)
from .client import DEFAULT_MEMORY_LIMIT_MB, DEFAULT_TIMEOUT_S, Unavailable, WorkerClient, WorkerFailed
from .devices import DeviceInfo, SelectionError, select_devices

MODES = ("openSave", "onSave", "onChange", "off")
# Names other clients and the issue use for the same modes.
_MODE_ALIASES = {
    "open-save": "openSave",
    "onopensave": "openSave",
    "opensave": "openSave",
    "save": "onSave",
    "onsave": "onSave",
    "change": "onChange",
    "onchange": "onChange",
    "off": "off",
}


@dataclass(frozen=True)
class DeviceSettings:
    """The `device` settings: when to build, on which devices, with what limits."""

    mode: str = "openSave"
    select: object = None
    timeout_s: float = DEFAULT_TIMEOUT_S
    debounce_ms: int = 1000
    memory_limit_mb: int = DEFAULT_MEMORY_LIMIT_MB
    options: tuple[str, ...] = ()
    problems: tuple[str, ...] = field(default=(), compare=False)

    @classmethod
    def from_dict(cls, raw: Optional[dict]) -> "DeviceSettings":
        """Settings from the `device` object; a bad value is named in `problems` and its default kept."""
        # Editor settings are camelCase, .opencl-lsp.toml is kebab-case: compare without either.
        raw = {str(k).replace("-", "").replace("_", "").lower(): v for k, v in (raw or {}).items()}
        problems: list[str] = []
        values: dict = {}
        mode = raw.get("mode", raw.get("buildon"))
        if mode is not None:
            found = _MODE_ALIASES.get(str(mode).replace("_", "").lower()) if isinstance(mode, str) else None
            if found is None:
                problems.append(f"device.mode must be one of {', '.join(MODES)}, not {mode!r}")
            else:
                values["mode"] = found
        if "select" in raw:
            select = raw["select"]
            if select is None or isinstance(select, str) or (isinstance(select, list) and all(isinstance(s, str) for s in select)):
                values["select"] = select
            else:
                problems.append("device.select must be a string or a list of strings")
        for key, name, kind, low in (
            ("timeout", "timeout_s", float, 0.1),
            ("debouncems", "debounce_ms", int, 0),
            ("memorylimitmb", "memory_limit_mb", int, 64),
        ):
            if key in raw:
                value = raw[key]
                if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= low:
                    values[name] = kind(value)
                else:
                    problems.append(f"device.{key} must be a number of at least {low}")
        if "options" in raw:
            options = raw["options"]
            if isinstance(options, list) and all(isinstance(o, str) and o and not any(c.isspace() for c in o) for o in options):
                values["options"] = tuple(options)
            else:
                problems.append("device.options must be a list of options, one option (without blanks) per item")
        return cls(**values, problems=tuple(problems))


@dataclass
class DeviceOutcome:
    """What one device said about one document."""

    device: DeviceInfo
    findings: list[Finding]  # Engine findings with a path, their source the device.
    kernels: list[KernelInfo]
    status: str  # "ok", "failed", "error", "worker", "refused"
    seconds: float = 0.0


@dataclass
class DocumentBuild:
    outcomes: list[DeviceOutcome] = field(default_factory=list)
    # Why no device could build (no pyopencl, no platform, bad selection), for a message.
    unavailable: Optional[str] = None

    @property
    def findings(self) -> list[Finding]:
        return [f for outcome in self.outcomes for f in outcome.findings]


class DeviceService:
    def __init__(self, client: Optional[WorkerClient] = None):
        self.client = client or WorkerClient()

    def configure(self, settings: DeviceSettings) -> None:
        self.client.timeout_s = settings.timeout_s
        self.client.memory_limit_mb = settings.memory_limit_mb

    async def devices(self) -> list[DeviceInfo]:
        """Every device; raises `Unavailable` or `WorkerFailed`."""
        return await self.client.devices()

    async def choose(self, settings: DeviceSettings, config: ProjectConfig) -> list[DeviceInfo]:
        """The devices a document is built on; raises `Unavailable`, `SelectionError`, `WorkerFailed`."""
        found = await self.client.devices()
        version = config.version if config.version_explicit else None
        return select_devices(found, settings.select, version)

    async def build_document(
        self,
        path: str,
        text: bytes,
        config: ProjectConfig,
        settings: DeviceSettings,
        allowed: Callable[[str], bool],
        read: Callable[[str], Optional[bytes]],
    ) -> DocumentBuild:
        self.configure(settings)
        result = DocumentBuild()
        try:
            chosen = await self.choose(settings, config)
        except Unavailable as err:
            result.unavailable = err.advice()
            return result
        except SelectionError as err:
            result.unavailable = f"Device diagnostics are off: {err}. Change opencl.device.select."
            return result
        except WorkerFailed as err:
            result.unavailable = f"Device diagnostics are off: the device worker failed while listing devices: {err}"
            return result
        if not chosen:
            result.unavailable = "Device diagnostics are off: the OpenCL platform lists no device."
            return result
        for device in chosen:
            result.outcomes.append(await self._build_on(device, path, text, config, settings, allowed, read))
        return result

    async def _build_on(self, device, path, text, config, settings, allowed, read) -> DeviceOutcome:
        # Planning reads headers from disk: off the event loop, which serves requests meanwhile.
        plan = await asyncio.get_running_loop().run_in_executor(
            None, plan_build, path, text, config, device, allowed, read, list(settings.options)
        )
        if plan.refusal is not None:
            finding = worker_failure(path, device.name.strip(), f"not built: {plan.refusal}")
            start, end = plan.refusal_at
            finding = replace(finding, code=D003.code, sources=(device.label,), start=start, end=end)
            return DeviceOutcome(device, [finding], [], "refused")
        try:
            answer = await self.client.build(device, plan.source, plan.options)
        except WorkerFailed as err:
            what = f"{err}; a fresh worker starts with the next build"
            return DeviceOutcome(device, [replace(worker_failure(path, device.name.strip(), what), sources=(device.label,))], [], "worker")
        built = BuildResult(
            device=device,
            status=str(answer.get("status", "error")),
            log=str(answer.get("log", "")),
            error=str(answer.get("error", "")),
            cl_error=str(answer.get("cl_error", "")),
            kernels=list(answer.get("kernels") or []),
            seconds=float(answer.get("seconds") or 0.0),
        )
        findings = [replace(f, sources=(device.label,)) for f in interpret(plan, built)]
        kernels = kernel_infos(built) if built.status == "ok" else []
        return DeviceOutcome(device, findings, kernels, built.status, built.seconds)

    async def close(self) -> None:
        await self.client.close()


def run_sync(coro):
    """Run a coroutine to completion from synchronous code (the CLI)."""
    return asyncio.run(coro)
