"""Compile Python sources in zip archives to bytecode.  Runs INSIDE Pyodide (tools/bytecode.mjs
starts it under Node at build time), so the .pyc files carry the magic number of the CPython that
will load them in the page.

    stdlib  python_stdlib.zip -> the same archive with each module as .pyc only, beside where its
            .py was (zipimport looks for mod.pyc before mod.py); sources are dropped, so the
            download does not grow.
    wheel   a wheel -> the same wheel plus __pycache__/<mod>.<cache_tag>.pyc for every module
            (sources kept, for tracebacks) and a RECORD that lists them.

Every .pyc is an unchecked hash-based pyc (PEP 552): the importer uses it without looking at the
source's mtime (zip entries and unpacked wheels carry no meaningful one), and the output depends only
on the input's bytes: entries keep their order, every timestamp is 1980-01-01, so the same input
gives the same bytes.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import json
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

EPOCH = (1980, 1, 1, 0, 0, 0)


def pyc_bytes(source: bytes, filename: str) -> bytes | None:
    """Unchecked hash-based pyc of ``source``; None when it does not compile (left as source)."""
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError:
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def _entry(name: str, data: bytes, like: zipfile.ZipInfo | None = None) -> tuple[zipfile.ZipInfo, bytes]:
    info = zipfile.ZipInfo(name, EPOCH)
    info.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
    info.external_attr = (0o40755 << 16 | 0x10) if name.endswith("/") else 0o644 << 16
    return info, data


def _write(dst: str, entries: list[tuple[zipfile.ZipInfo, bytes]]) -> None:
    with zipfile.ZipFile(dst, "w") as out:
        for info, data in entries:
            out.writestr(info, data, compresslevel=9 if info.compress_type == zipfile.ZIP_DEFLATED else None)


def compile_stdlib(src: str, dst: str, mount: str) -> dict:
    """``mount``: where Pyodide puts the archive (its sys.path entry), for the code's co_filename."""
    entries, compiled, kept = [], 0, 0
    with zipfile.ZipFile(src) as zin:
        for info in zin.infolist():
            data = zin.read(info)
            name = info.filename
            if name.endswith(".py"):
                pyc = pyc_bytes(data, f"{mount}/{name}")
                if pyc is not None:
                    entries.append(_entry(name + "c", pyc))
                    compiled += 1
                    continue
                kept += 1
            entries.append(_entry(name, data))
    _write(dst, entries)
    return {"compiled": compiled, "kept_as_source": kept}


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def compile_wheel(src: str, dst: str, site_packages: str) -> dict:
    tag = sys.implementation.cache_tag
    entries: list[tuple[zipfile.ZipInfo, bytes]] = []
    record_name = None
    with zipfile.ZipFile(src) as zin:
        for info in zin.infolist():
            name = info.filename
            if name.endswith(".dist-info/RECORD"):
                record_name = name
                continue
            data = zin.read(info)
            entries.append(_entry(name, data))
            if name.endswith(".py"):
                pyc = pyc_bytes(data, f"{site_packages}/{name}")
                if pyc is not None:
                    folder, _, module = name.rpartition("/")
                    entries.append(_entry(f"{folder}/__pycache__/{module[:-3]}.{tag}.pyc".lstrip("/"), pyc))
    assert record_name is not None, "a wheel has a RECORD"
    lines = [f"{info.filename},{_record_hash(data)},{len(data)}" for info, data in entries]
    record = "\n".join([*lines, f"{record_name},,"]) + "\n"
    entries.append(_entry(record_name, record.encode()))
    _write(dst, entries)
    return {"compiled": sum(1 for info, _ in entries if info.filename.endswith(".pyc"))}


def main(jobs_json: str) -> str:
    """Jobs: [{"kind": "stdlib"|"wheel", "src": path, "dst": path}] (paths in Pyodide's file system)."""
    site_packages = next(p for p in sys.path if p.endswith("site-packages"))
    stdlib_zip = next(p for p in sys.path if p.endswith(".zip"))
    report = []
    for job in json.loads(jobs_json):
        if job["kind"] == "stdlib":
            result = compile_stdlib(job["src"], job["dst"], stdlib_zip)
        else:
            result = compile_wheel(job["src"], job["dst"], site_packages)
        report.append({**job, **result, "magic": importlib.util.MAGIC_NUMBER.hex()})
    return json.dumps(report)
