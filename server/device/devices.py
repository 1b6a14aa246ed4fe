"""OpenCL devices as the worker reports them: stable ids, selection by pattern, version fit.

A device is a `DeviceInfo` (plain data, as it crosses the worker's pipe).
Its id is a short hash of name, vendor, version and driver version, so it
stays the same across reboots and platform order changes, and changes when
the driver is updated (whose compiler may then say other things).
Selection takes ids, name patterns (`*` and `?` wildcards, case-insensitive
substrings otherwise) or several of them separated by commas. Knows nothing
of pyopencl.
"""

from __future__ import annotations

import fnmatch
import hashlib
import re
from dataclasses import asdict, dataclass, field
from typing import Iterable, Optional, Sequence

Version = tuple[int, int]

# Preferred device types when none is selected: real accelerators first.
_TYPE_RANK = {"GPU": 0, "ACCELERATOR": 1, "CUSTOM": 2, "CPU": 3}


def device_id(name: str, vendor: str, version: str, driver: str) -> str:
    digest = hashlib.sha256("\0".join((name, vendor, version, driver)).encode("utf-8")).hexdigest()
    return digest[:12]


def parse_c_version(text: str) -> Optional[Version]:
    """`OpenCL C 1.2 PoCL` → (1, 2); None when the text names no version."""
    found = re.search(r"OpenCL C (\d+)\.(\d+)", text or "")
    return (int(found.group(1)), int(found.group(2))) if found else None


@dataclass(frozen=True)
class DeviceInfo:
    id: str
    name: str
    vendor: str
    version: str
    driver: str
    platform: str
    type: str
    opencl_c: str
    # Every OpenCL C version the compiler accepts (CL_DEVICE_OPENCL_C_ALL_VERSIONS on 3.0 devices).
    c_versions: tuple[Version, ...] = ()
    extensions: tuple[str, ...] = field(default=(), compare=False)

    @property
    def label(self) -> str:
        """What diagnostics name as their source: `opencl: NVIDIA H200`."""
        return f"opencl: {self.name.strip()}"

    @property
    def is_nvidia(self) -> bool:
        return "nvidia" in (self.vendor + self.platform).lower()

    @property
    def max_c_version(self) -> Optional[Version]:
        versions = list(self.c_versions)
        own = parse_c_version(self.opencl_c)
        if own is not None:
            versions.append(own)
        return max(versions) if versions else None

    def supports(self, version: Version) -> bool:
        if version in self.c_versions:
            return True
        best = self.max_c_version
        if best is None:
            return False
        # Before OpenCL 3.0, a device accepts every version up to its own;
        # 3.0 devices list theirs, and 3.0 does not imply 2.0.
        return version <= best and not (version == (2, 0) and best >= (3, 0) and self.c_versions)

    def to_json(self) -> dict:
        data = asdict(self)
        data["c_versions"] = [f"{a}.{b}" for a, b in self.c_versions]
        data["extensions"] = list(self.extensions)
        data["label"] = self.label
        data["select"] = self.id
        return data

    @classmethod
    def from_json(cls, data: dict) -> "DeviceInfo":
        versions = []
        for text in data.get("c_versions") or ():
            major, _, minor = str(text).partition(".")
            if major.isdigit() and minor.isdigit():
                versions.append((int(major), int(minor)))
        return cls(
            id=str(data["id"]),
            name=str(data.get("name", "")),
            vendor=str(data.get("vendor", "")),
            version=str(data.get("version", "")),
            driver=str(data.get("driver", "")),
            platform=str(data.get("platform", "")),
            type=str(data.get("type", "")),
            opencl_c=str(data.get("opencl_c", "")),
            c_versions=tuple(sorted(set(versions))),
            extensions=tuple(data.get("extensions") or ()),
        )


class SelectionError(ValueError):
    """A device selection that matches nothing; the message lists what exists."""


def patterns_of(select: object) -> list[str]:
    """The patterns of a `device.select` setting: a string (comma-separated) or a list."""
    if select is None:
        return []
    items = select if isinstance(select, (list, tuple)) else str(select).split(",")
    return [str(item).strip() for item in items if str(item).strip()]


def _matches(device: DeviceInfo, pattern: str) -> bool:
    if pattern == device.id:
        return True
    needle = pattern.lower()
    haystacks = [device.name.lower(), f"{device.platform} / {device.name}".lower(), device.vendor.lower()]
    if any(ch in pattern for ch in "*?["):
        return any(fnmatch.fnmatchcase(h, needle) for h in haystacks)
    return any(needle in h for h in haystacks)


def select_devices(
    devices: Sequence[DeviceInfo], select: object, version: Optional[Version] = None
) -> list[DeviceInfo]:
    """The devices a setting picks, in the setting's order; the default device when it is empty.

    The default is the first device (GPUs first) whose compiler accepts
    `version` (the configured OpenCL C version), or the first device at all.
    Raises `SelectionError` when a pattern matches no device.
    """
    patterns = patterns_of(select)
    if not devices:
        return []
    if not patterns:
        ranked = sorted(devices, key=lambda d: _TYPE_RANK.get(d.type.upper(), 4))
        if version is not None:
            for device in ranked:
                if device.supports(version):
                    return [device]
        return ranked[:1]
    chosen: list[DeviceInfo] = []
    for pattern in patterns:
        found = [d for d in devices if _matches(d, pattern)]
        if not found:
            names = ", ".join(f"{d.name} [{d.id}]" for d in devices)
            raise SelectionError(f"no OpenCL device matches {pattern!r}; the devices are: {names}")
        for device in found:
            if device not in chosen:
                chosen.append(device)
    return chosen


def describe(devices: Iterable[DeviceInfo]) -> str:
    """A table for `opencl-lsp devices`."""
    lines = []
    for d in devices:
        lines.append(f"{d.id}  {d.name.strip()}  ({d.type.lower()}, {d.platform.strip()})")
        lines.append(f"    {d.version.strip()}; {d.opencl_c.strip()}; driver {d.driver.strip()}")
    return "\n".join(lines)
