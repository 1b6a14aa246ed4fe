"""Typed, cached catalog of OpenCL C built-ins for hover and signature help.

What it knows: the generated built-in function data (``data/builtins.json``,
produced by ``tools/gen_builtins.py``), the hand-written descriptions
(``data/descriptions.json``) and the hand-written macro, type and keyword
data (``data/macros.json``, ``data/types.json``, ``data/keywords.json``).
It expands generic signatures (gentype, sgentype, ugentype, floatn, A/C/M
atomics, access qualifiers, ...) into concrete overloads and attaches the
requirements that follow from the types used (double, half, read_write).

What it does not know: anything about LSP, documents or source positions,
and it does not resolve overloads against call arguments; callers match
``Overload`` objects themselves.
"""

from __future__ import annotations

import fnmatch
import functools
import itertools
import json
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Iterable, Iterator

from ... import forksafe

DATA_DIR = Path(__file__).resolve().parent / "data"
SPEC_BASE_URL = "https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_C.html"

Version = tuple[int, int]


@dataclass(frozen=True)
class Requirement:
    """When a built-in is available.

    There are two ways to satisfy a requirement.  The core path needs
    ``min_version`` and, on OpenCL C 3.0 or newer, every feature in
    ``features`` (OpenCL C 2.0 has all of them implicitly).  The extension
    path needs any one of ``extensions``.  When ``core`` is False only the
    extension path exists, and then ``min_version`` and ``features`` are
    additional conditions.  Every requirement in ``also`` must hold too.
    """

    min_version: Version = (1, 0)
    max_version: Version | None = None
    deprecated_in: Version | None = None
    extensions: tuple[str, ...] = ()
    features: tuple[str, ...] = ()
    core: bool = True
    also: tuple["Requirement", ...] = ()

    @classmethod
    def from_json(cls, d: dict | None) -> "Requirement":
        """Builds a requirement from the generator's dict form."""
        if not d:
            return NO_REQUIREMENT
        return cls(
            min_version=tuple(d.get("min_version", (1, 0))),  # type: ignore[arg-type]
            max_version=tuple(d["removed_in"]) if d.get("removed_in") else None,  # type: ignore[arg-type]
            deprecated_in=tuple(d["deprecated_in"]) if d.get("deprecated_in") else None,  # type: ignore[arg-type]
            extensions=tuple(d.get("extensions", ())),
            features=tuple(d.get("features", ())),
            core=d.get("core", True),
        )

    @property
    def is_trivial(self) -> bool:
        """True when the requirement holds everywhere."""
        return self == NO_REQUIREMENT

    def _own_met(self, version: Version, features: frozenset[str]) -> bool:
        if self.max_version is not None and version >= self.max_version:
            return False
        ext_ok = any(e in features for e in self.extensions)
        if self.core:
            core_ok = version >= self.min_version and (
                version < (3, 0) or all(f in features for f in self.features))
            return ext_ok or core_ok
        return ext_ok and version >= self.min_version and all(f in features for f in self.features)

    def is_met(self, version: Version, features: frozenset[str]) -> bool:
        """Tells whether a configuration (version, enabled extensions and features) satisfies this."""
        return self._own_met(version, features) and all(a.is_met(version, features) for a in self.also)

    def combine(self, other: "Requirement") -> "Requirement":
        """Returns the conjunction of two requirements."""
        if other.is_trivial or other == self:
            return self
        if self.is_trivial:
            return other
        parts = [p for p in (other, *other.also) if p not in (self, *self.also)]
        if not parts:
            return self
        first = parts[0] if not parts[0].also else Requirement(**{**parts[0].__dict__, "also": ()})
        return Requirement(**{**self.__dict__, "also": tuple(self.also) + (first,) + tuple(parts[1:])})

    def clauses(self) -> list["Requirement"]:
        """Lists this requirement and its 'also' parts as flat clauses."""
        own = Requirement(**{**self.__dict__, "also": ()})
        return ([] if own.is_trivial else [own]) + [c for a in self.also for c in a.clauses()]

    def describe(self) -> str:
        """Renders the requirement as a short English phrase."""
        texts = [c._describe_own() for c in self.clauses()]
        return "; and ".join(t for t in texts if t) or "OpenCL C 1.0"

    def _describe_own(self) -> str:
        v = f"OpenCL C {self.min_version[0]}.{self.min_version[1]}"
        feats = " + ".join(f"`{f}`" for f in self.features)
        exts = " or ".join(f"`{e}`" for e in self.extensions)
        if self.core:
            core = v + ("+" if self.min_version < (3, 0) or not self.features else "")
            if self.features:
                if self.min_version < (3, 0):
                    core = f"{v}, or OpenCL C 3.0+ with {feats}"
                else:
                    core = f"{v}+ with {feats}"
            text = f"{exts}, or {core}" if exts else core
            if self.min_version == (1, 0) and not self.features and not exts:
                text = ""
        else:
            text = exts
            if self.min_version > (1, 0):
                text += f" with OpenCL C {self.min_version[0]}.{self.min_version[1]}+"
            if self.features:
                text += f" and {feats}"
        if self.deprecated_in:
            text += f" (deprecated in OpenCL C {self.deprecated_in[0]}.{self.deprecated_in[1]})"
        if self.max_version:
            text += f" (removed in OpenCL C {self.max_version[0]}.{self.max_version[1]})"
        return text.strip()


NO_REQUIREMENT = Requirement()
FP64 = Requirement(min_version=(3, 0), extensions=("cl_khr_fp64",), features=("__opencl_c_fp64",))
FP16 = Requirement(core=False, extensions=("cl_khr_fp16",))
READ_WRITE_IMAGES = Requirement(min_version=(2, 0), features=("__opencl_c_read_write_images",))
# Image types added in OpenCL C 1.2; functions taking them need 1.2 as well.
_IMAGE_1_2 = {"image1d_t", "image1d_buffer_t", "image1d_array_t", "image2d_array_t"}
IMAGES_1_2 = Requirement(min_version=(1, 2))
INT64_ATOMICS = Requirement(core=False, extensions=("cl_khr_int64_base_atomics",),)


@dataclass(frozen=True)
class Param:
    """One parameter of a concrete overload."""

    type: str
    name: str


@dataclass(frozen=True)
class Overload:
    """A concrete signature with its full requirement."""

    return_type: str
    params: tuple[Param, ...]
    requires: Requirement
    name: str = ""

    def label(self) -> str:
        """Formats the overload as C text."""
        ps = []
        for p in self.params:
            if "(^)" in p.type:
                ps.append(p.type.replace("(^)", f"(^{p.name})"))
            elif p.type.endswith("*"):
                ps.append(f"{p.type}{p.name}")
            else:
                ps.append(f"{p.type} {p.name}".strip())
        sep = "" if self.return_type.endswith("*") else " "
        return f"{self.return_type}{sep}{self.name}({', '.join(ps)})"


@dataclass(frozen=True)
class GenericSignature:
    """A signature as the spec writes it, with the context giving its generic names meaning."""

    text: str
    return_type: str
    params: tuple[Param, ...]
    requires: Requirement
    type_context: str
    group: str
    anchor: str


@dataclass(frozen=True)
class Accuracy:
    """Maximum error per profile and type for a math function (strings as in the ULP tables)."""

    full: dict
    embedded: dict
    relaxed: dict

    def rows(self) -> list[tuple[str, str, str, str]]:
        """Rows of (profile, float, double, half), omitting empty profiles."""
        out = []
        for prof, d in (("full", self.full), ("embedded", self.embedded), ("relaxed", self.relaxed)):
            if d:
                out.append((prof, d.get("float", ""), d.get("double", ""), d.get("half", "")))
        return out


@dataclass(frozen=True)
class FunctionFamily:
    """All signatures of one built-in function name."""

    name: str
    group: str
    groups: tuple[str, ...]
    description: str
    notes: tuple[str, ...]
    anchor: str
    signatures: tuple[GenericSignature, ...]
    accuracy: Accuracy | None
    contexts: dict = field(repr=False, compare=False, hash=False, default_factory=dict)
    fixed_n: int | None = None

    @property
    def spec_url(self) -> str:
        """Link to the spec section or table that defines the function."""
        return f"{SPEC_BASE_URL}#{self.anchor}"

    @property
    def generic_signatures(self) -> tuple[str, ...]:
        """The signatures in the spec's generic notation."""
        return tuple(s.text for s in self.signatures)

    @property
    def requires(self) -> Requirement:
        """The weakest requirement among the signatures (when any form of the function exists)."""
        reqs = [s.requires for s in self.signatures]
        if any(r.is_trivial for r in reqs):
            return NO_REQUIREMENT
        return min(reqs, key=lambda r: (not r.core, r.min_version, len(r.features), len(r.clauses())))

    @property
    def min_version(self) -> Version:
        """Earliest core OpenCL C version with some form of the function."""
        return min((s.requires.min_version for s in self.signatures if s.requires.core), default=(1, 0))

    def is_available(self, version: Version, features: frozenset[str]) -> bool:
        """True when at least one overload exists in the configuration."""
        return any(o.requires.is_met(version, features) for o in self.overloads())

    def overloads(self) -> list[Overload]:
        """Every concrete overload, generic types expanded."""
        return self._overloads

    @cached_property
    def _overloads(self) -> list[Overload]:
        seen: dict[str, Overload] = {}
        for sig in self.signatures:
            ctx = self.contexts.get(sig.type_context, {})
            for ov in expand_signature(self.name, sig, ctx, self.fixed_n):
                key = ov.label()
                if key not in seen:
                    seen[key] = ov
        return list(seen.values())


@dataclass(frozen=True)
class Macro:
    """A predefined macro or built-in constant."""

    name: str
    value: str
    type: str
    description: str
    anchor: str
    requires: Requirement
    category: str

    @property
    def spec_url(self) -> str:
        """Link to the spec section."""
        return f"{SPEC_BASE_URL}#{self.anchor}"


@dataclass(frozen=True)
class TypeInfo:
    """A built-in type: scalar, vector, image, opaque or atomic."""

    name: str
    kind: str
    description: str
    anchor: str
    requires: Requirement
    element_type: str | None = None
    width: int | None = None
    size: int | None = None
    alignment: int | None = None
    host_type: str | None = None
    aliases: tuple[str, ...] = ()

    @property
    def spec_url(self) -> str:
        """Link to the spec section."""
        return f"{SPEC_BASE_URL}#{self.anchor}"


@dataclass(frozen=True)
class Keyword:
    """A qualifier or keyword with its meaning and rules."""

    name: str
    kind: str
    description: str
    rules: tuple[str, ...]
    anchor: str
    requires: Requirement
    aliases: tuple[str, ...] = ()

    @property
    def spec_url(self) -> str:
        """Link to the spec section."""
        return f"{SPEC_BASE_URL}#{self.anchor}"


# Type algebra used by the expansion.
_SIGNED = {"char": 8, "short": 16, "int": 32, "long": 64}
_SIZE_BITS = {"char": 8, "uchar": 8, "short": 16, "ushort": 16, "int": 32, "uint": 32,
              "long": 64, "ulong": 64, "half": 16, "float": 32, "double": 64}
_INT_OF_BITS = {8: "char", 16: "short", 32: "int", 64: "long"}
_ELEMS = "char|uchar|short|ushort|int|uint|long|ulong|float|double|half"
_TOKEN = re.compile(
    rf"\b(ugentype[nm]|gentype[nm]|[siu]?gentype[fdh]?|gentype(\d+)|aQual|A|C|M|({_ELEMS})([nm]))\b")


def _vec(elem: str, width: int) -> str:
    return elem if width == 1 else f"{elem}{width}"


def _int_same_size(elem: str, signed: bool) -> str:
    base = _INT_OF_BITS[_SIZE_BITS[elem]]
    return base if signed else "u" + base


def _type_requirement(types: Iterable[str], family: str) -> Requirement:
    """Requirements implied by the concrete types used in an overload."""
    req = NO_REQUIREMENT
    half_ok = family.startswith(("vload_half", "vstore_half", "vloada_half", "vstorea_half"))
    for t in types:
        words = set(re.findall(r"\w+", t))
        if any(re.fullmatch(r"double\d*|atomic_double", w) for w in words):
            req = req.combine(FP64)
        if not half_ok and any(re.fullmatch(r"half\d*", w) for w in words):
            req = req.combine(FP16)
        if words & _IMAGE_1_2:
            req = req.combine(IMAGES_1_2)
        if "read_write" in words:
            req = req.combine(READ_WRITE_IMAGES)
        if words & {"atomic_long", "atomic_ulong", "atomic_double"}:
            req = req.combine(INT64_ATOMICS)
    return req


def expand_signature(name: str, sig: GenericSignature, ctx: dict, fixed_n: int | None) -> Iterator[Overload]:
    """Expands one generic signature into concrete overloads."""
    texts = [sig.return_type] + [p.type for p in sig.params]
    joined = " | ".join(texts)
    used = {m.group(1) for m in _TOKEN.finditer(joined)}
    if not used or not ctx:
        req = sig.requires.combine(_type_requirement(texts, name))
        yield Overload(sig.return_type, sig.params, req, name)
        return
    axes = _axes(used, joined, ctx, fixed_n)
    if any(a[0] == "gentype" and not a[1] for a in axes):
        yield Overload(sig.return_type, sig.params, sig.requires, name)
        return
    names = [a[0] for a in axes]
    for combo in itertools.product(*[a[1] for a in axes]):
        env = dict(zip(names, combo))
        yield _instantiate(name, sig, _substitutions(name, env), env.get("n"))


def _axes(used: set[str], joined: str, ctx: dict, fixed_n: int | None) -> list[tuple[str, list]]:
    """The axes a signature varies along, each (placeholder, its values), from the
    placeholders it uses and the types and widths its group's context allows."""
    n_values = [fixed_n] if fixed_n else ctx.get("n", [2, 3, 4, 8, 16])
    axes: list[tuple[str, list]] = []
    gen = ctx.get("gentype")
    if any(u in used for u in ("gentype", "sgentype")) or (
            gen and any(u in used for u in ("ugentype", "igentype")) and "ugentype" not in ctx):
        axes.append(("gentype", [(t, w) for t in gen["types"] for w in gen["widths"]] if gen else []))
    elif "ugentype" in used or "igentype" in used:
        key = "igentype" if "igentype" in used else "ugentype"
        axes.append((key, [(t, w) for t in ctx[key]["types"] for w in ctx[key]["widths"]]))
    for k in ("gentypef", "gentyped", "gentypeh", "aQual", "A"):
        if k in used and k in ctx:
            axes.append((k, [(t, w) for t in ctx[k]["types"] for w in ctx[k]["widths"]]))
    if used & {"gentypen", "gentypem", "ugentypen", "ugentypem"} and "gentypen" in ctx:
        axes.append(("elem", ctx["gentypen"]["types"]))
        axes.append(("n", ctx["gentypen"]["widths"]))
        if used & {"gentypem", "ugentypem"}:
            axes.append(("m", ctx["gentypem"]["widths"]))
    elif any(re.fullmatch(rf"(?:{_ELEMS}|gentype|ugentype)[n]", u) for u in used) or any(
            m.group(3) for m in _TOKEN.finditer(joined)):
        axes.append(("n", n_values))
    return axes


def _substitutions(name: str, env: dict) -> dict[str, str]:
    """The concrete type of each placeholder for one point `env` of the axes."""
    subst: dict[str, str] = {}
    if "gentype" in env or "ugentype" in env or "igentype" in env:
        key = "gentype" if "gentype" in env else ("ugentype" if "ugentype" in env else "igentype")
        elem, width = env[key]
        subst[key] = _vec(elem, width)
        subst["sgentype"] = elem
        if elem in _SIZE_BITS:
            subst.setdefault("ugentype", _vec(_int_same_size(elem, False), width))
            subst.setdefault("igentype", _vec(_int_same_size(elem, True), width))
        if "n" in env:
            subst["gentypen"] = _vec(elem, env["n"])
    for k in ("gentypef", "gentyped", "gentypeh", "aQual"):
        if k in env:
            subst[k] = _vec(*env[k])
    if "A" in env:
        a = env["A"][0]
        c = a[len("atomic_"):]
        subst["A"], subst["C"] = a, c
        subst["M"] = "ptrdiff_t" if c in ("intptr_t", "uintptr_t") and name.split("_")[-1] in (
            "add", "sub") or name.endswith(("_add_explicit", "_sub_explicit")) and c in (
            "intptr_t", "uintptr_t") else c
    if "elem" in env:
        e = env["elem"]
        subst["gentypen"] = _vec(e, env["n"])
        if "m" in env:
            subst["gentypem"] = _vec(e, env["m"])
        subst["ugentypen"] = _vec(_int_same_size(e, False), env["n"])
        if "m" in env:
            subst["ugentypem"] = _vec(_int_same_size(e, False), env["m"])
    return subst


def _instantiate(name: str, sig: GenericSignature, subst: dict[str, str], n) -> Overload:
    """The overload `sig` becomes with each placeholder replaced by its type in `subst`
    (a width suffix `...n` by width `n`)."""

    def repl(m: re.Match) -> str:
        tok = m.group(1)
        if tok in subst:
            return subst[tok]
        if m.group(2):
            base = subst.get("gentype", "gentype")
            return _vec(base, int(m.group(2)))
        if m.group(3) and n:
            return _vec(m.group(3), n)
        return tok

    ret = _TOKEN.sub(repl, sig.return_type)
    params = tuple(Param(_TOKEN.sub(repl, p.type), p.name) for p in sig.params)
    req = sig.requires.combine(_type_requirement([ret] + [p.type for p in params], name))
    return Overload(ret, params, req, name)


def _load_json(name: str) -> dict:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


class Catalog:
    """Lookup of built-in functions, macros, types and keywords."""

    def __init__(self, builtins: dict, descriptions: dict, macros: dict, types: dict, keywords: dict) -> None:
        self._desc = descriptions
        # Description keys with wildcards, most specific (longest) first; sorted once, not per family.
        self._patterns = sorted((k for k in descriptions["functions"] if any(ch in k for ch in "*?[")),
                                key=len, reverse=True)
        self._contexts = builtins["type_contexts"]
        # Families are built on first use (a file uses a few dozen of the hundreds): name ->
        # (its entry in the data file, the width of a `{n}` family); built ones move to _functions.
        self._functions: dict[str, FunctionFamily] = {}
        self._unbuilt: dict[str, tuple[dict, int | None]] = {}
        for fam in builtins["functions"]:
            if "{n}" in fam["name"]:
                for n in (2, 3, 4, 8, 16):
                    self._unbuilt[fam["name"].replace("{n}", str(n))] = (fam, n)
            else:
                self._unbuilt[fam["name"]] = (fam, None)
        self._names = frozenset(self._unbuilt)
        self._build_lock = forksafe.Lock()
        self._macros = {m["name"]: self._macro(m) for m in _expand_macros(macros)}
        self._types: dict[str, TypeInfo] = {}
        for t in _expand_types(types):
            info = self._type(t)
            self._types[info.name] = info
            for alias in info.aliases:
                self._types.setdefault(alias, info)
        self._keywords: dict[str, Keyword] = {}
        for k in keywords["keywords"]:
            kw = Keyword(k["name"], k["kind"], k["description"], tuple(k.get("rules", ())), k["anchor"],
                         Requirement.from_json(k.get("requires")), tuple(k.get("aliases", ())))
            self._keywords[kw.name] = kw
            for alias in kw.aliases:
                self._keywords.setdefault(alias, kw)

    def _describe(self, name: str, generic_name: str, group: str) -> tuple[str, tuple[str, ...]]:
        fams = self._desc["functions"]
        entry = fams.get(name) or fams.get(generic_name)
        if entry is None:
            for p in self._patterns:
                if fnmatch.fnmatchcase(name, p) or fnmatch.fnmatchcase(generic_name, p):
                    entry = fams[p]
                    break
        group_entry = self._desc["groups"].get(group, {})
        if entry is None:
            return group_entry.get("description", ""), tuple(group_entry.get("notes", ()))
        return entry["description"], tuple(entry.get("notes", ())) + tuple(group_entry.get("notes", ()))

    def _built(self, name: str) -> FunctionFamily | None:
        with self._build_lock:
            found = self._functions.get(name)
            if found is None and name in self._unbuilt:
                fam, n = self._unbuilt.pop(name)
                found = self._functions[name] = self._family(name, fam, n)
            return found

    def _family(self, name: str, fam: dict, n: int | None) -> FunctionFamily:
        sigs = []
        for g in fam["signature_groups"]:
            req = Requirement.from_json(g["requires"])
            for s in g["signatures"]:
                text, ret = s["text"], s["return"]
                params = [(p[0], p[1]) for p in s["params"]]
                if n:
                    fix = functools.partial(re.sub, r"\b(gentype|half|float|double)n\b", rf"\g<1>{n}")
                    text, ret = fix(text.replace("{n}", str(n))), fix(ret)
                    params = [(fix(t), nm) for t, nm in params]
                sigs.append(GenericSignature(text, ret, tuple(Param(t, nm) for t, nm in params), req,
                                             g["type_context"], g["group"], g["anchor"]))
        groups = tuple(dict.fromkeys(g["group"] for g in fam["signature_groups"]))
        desc, notes = self._describe(name, fam["name"].replace("{n}", "n"), fam["group"])
        acc = fam.get("accuracy")
        accuracy = Accuracy(acc.get("full", {}), acc.get("embedded", {}), acc.get("relaxed", {})) if acc else None
        return FunctionFamily(
            name=name, group=fam["group"], groups=groups, description=desc, notes=notes,
            anchor=fam["anchor"], signatures=tuple(sigs), accuracy=accuracy, contexts=self._contexts, fixed_n=n)

    @staticmethod
    def _macro(m: dict) -> Macro:
        return Macro(m["name"], m.get("value", ""), m.get("type", ""), m["description"], m["anchor"],
                     Requirement.from_json(m.get("requires")), m.get("category", ""))

    @staticmethod
    def _type(t: dict) -> TypeInfo:
        return TypeInfo(
            name=t["name"], kind=t["kind"], description=t["description"], anchor=t["anchor"],
            requires=Requirement.from_json(t.get("requires")), element_type=t.get("element_type"),
            width=t.get("width"), size=t.get("size"), alignment=t.get("alignment"),
            host_type=t.get("host_type"), aliases=tuple(t.get("aliases", ())))

    def function(self, name: str) -> FunctionFamily | None:
        """The family of a built-in function name, or None."""
        found = self._functions.get(name)
        if found is None and name in self._names:
            found = self._built(name)
        return found

    def is_builtin_function(self, name: str) -> bool:
        """True for names of built-in functions."""
        return name in self._names

    def function_names(self) -> Iterable[str]:
        """All built-in function names, sorted."""
        return sorted(self._names)

    def families(self) -> Iterable[FunctionFamily]:
        """All function families, sorted by name."""
        return [self.function(n) for n in sorted(self._names)]

    def macro(self, name: str) -> Macro | None:
        """A predefined macro or constant, or None."""
        return self._macros.get(name)

    def macro_names(self) -> Iterable[str]:
        """All macro names, sorted."""
        return sorted(self._macros)

    def type(self, name: str) -> TypeInfo | None:
        """A built-in type by name (including aliases such as __read_only forms), or None."""
        return self._types.get(name)

    def type_names(self) -> Iterable[str]:
        """All type names, sorted."""
        return sorted(self._types)

    def keyword(self, name: str) -> Keyword | None:
        """A qualifier or keyword by spelling (both `global` and `__global` work), or None."""
        return self._keywords.get(name)

    def keyword_names(self) -> Iterable[str]:
        """All keyword spellings, sorted."""
        return sorted(self._keywords)


def _expand_macros(data: dict) -> list[dict]:
    """Flattens the macro file, including families written as templates."""
    out = list(data["macros"])
    for tmpl in data.get("templates", []):
        for item in tmpl["items"]:
            m = {k: v for k, v in tmpl.items() if k not in ("items",)}
            m.update(item)
            out.append(m)
    return out


def _expand_types(data: dict) -> list[dict]:
    """Builds scalar and vector type entries from their compact description."""
    out = []
    for s in data["scalars"]:
        out.append({**s, "kind": "scalar", "width": 1})
    for s in data["scalars"]:
        if not s.get("vectorizable"):
            continue
        for w in (2, 3, 4, 8, 16):
            size = s["size"] * (4 if w == 3 else w)
            # Some scalars need more as vectors: half alone is storable
            # without cl_khr_fp16, half vectors are not.
            req = dict(s.get("vector_requires") or s.get("requires") or {})
            if w == 3:
                req["min_version"] = max(req.get("min_version", [1, 0]), [1, 1])
            out.append({
                "name": f"{s['name']}{w}", "kind": "vector", "element_type": s["name"], "width": w,
                "size": size, "alignment": size, "host_type": f"{s['host_type']}{w}" if s.get("host_type") else None,
                "anchor": data["vector_anchor"], "requires": req,
                "description": data["vector_description"].format(elem=s["name"], width=w, size=size),
            })
    out.extend(data["types"])
    return out


@functools.lru_cache(maxsize=1)
def load_catalog() -> Catalog:
    """Loads every data file once and returns the shared catalog."""
    return Catalog(_load_json("builtins.json"), _load_json("descriptions.json"),
                   _load_json("macros.json"), _load_json("types.json"), _load_json("keywords.json"))
