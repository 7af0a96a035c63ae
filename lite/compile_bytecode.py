"""Compiles the site's Python to bytecode ahead of time, so that Pyodide does not compile
it on every page load: `python lite/compile_bytecode.py JOBS.json`.

Run it with the Python that will import the bytecode: the site's own Pyodide (under Node,
lite/in_pyodide.mjs; lite/build.py does this), since a .pyc is only read by the Python
version that wrote it. It needs only the standard library.

Pyodide imports each module from its source and keeps the bytecode in memory only, so
every page load compiles every module again: the standard library at start, IPython,
prompt_toolkit, jedi... when the kernel starts, gotutor at the first cell. Most of the
kernel's start is that compilation. Each job of JOBS.json (a list of objects) rewrites
one zip archive (a wheel or python_stdlib.zip):

- `src`, `dst`: the archive read and the one written (they may be the same path);
- `prefix`: the folder the archive's files are found in at run time (for a wheel the
  site-packages folder, for the standard library its zip); the code objects name their
  files there, as an import from source would;
- `keep_source`: true keeps each module's source beside its bytecode
  (`__pycache__/<name>.<cache tag>.pyc`, for tracebacks with lines), false replaces
  `name.py` with `name.pyc` (what Pyodide's own packages ship: a smaller download);
- `drop` (optional): what the site's kernel never reads, left out: a pattern ending in
  "/" is a folder whose files go (the folder stays, empty, for code that lists it),
  any other an `fnmatch` pattern of file paths.

The bytecode is "unchecked hash" based (PEP 552): Python uses it without comparing it to
the source's modification time, which the unpacked files do not keep. A module that
does not compile (Python 2 syntax in a test file, a template) is left as source. A
wheel's RECORD is rewritten to list the files it now has, with their hashes and sizes.
Exit status 0; an archive that cannot be read raises an error (status 1).
"""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import importlib.util
import json
import sys
import warnings
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]
from pathlib import Path


def bytecode(source: bytes, filename: str) -> bytes | None:
    """Returns the .pyc file (unchecked hash) of `source`, its code objects naming
    `filename`; None if the source does not compile."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # invalid escapes in docstrings...
            code = compile(source, filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), False))


def record_line(name: str, data: bytes) -> str:
    """Returns the RECORD line of a file of a wheel (path, sha256, size)."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return f"{name},sha256={digest.decode()},{len(data)}"


def dropped(name: str, drop: list[str]) -> bool:
    """Returns whether the archive's file `name` is left out by the patterns `drop`
    (see the module's docstring)."""
    return any(name.startswith(p) if p.endswith("/") else fnmatch.fnmatchcase(name, p)
               for p in drop)


def compile_archive(src: Path, dst: Path, prefix: str, keep_source: bool,
                    cache_tag: str | None = None,
                    drop: list[str] | None = None) -> dict[str, int]:
    """Writes `dst`: the archive `src` with its modules compiled and the files `drop`
    names left out (see the module's docstring). Returns {"compiled": n, "kept": modules
    left as source, "dropped": files left out}."""
    tag = cache_tag or sys.implementation.cache_tag
    prefix = prefix.rstrip("/")
    drop = drop or []
    entries: list[tuple[zipfile.ZipInfo, bytes]] = []
    record_name = None
    counts = {"compiled": 0, "kept": 0, "dropped": 0}
    folders = sorted(p for p in drop if p.endswith("/"))
    with zipfile.ZipFile(src) as zin:
        for folder in folders:
            if any(n.startswith(folder) for n in zin.namelist()):
                entries.append((zipfile.ZipInfo(folder, date_time=zin.infolist()[0].date_time),
                                b""))
        for info in zin.infolist():
            name = info.filename
            if dropped(name, drop) and name not in folders:
                counts["dropped"] += 1
                continue
            data = zin.read(info)
            if name.endswith(".dist-info/RECORD"):
                record_name = name
                continue
            top = name.split("/", 1)[0]
            if not name.endswith(".py") or top.endswith(".data"):
                entries.append((info, data))
                continue
            pyc = bytecode(data, f"{prefix}/{name}")
            if pyc is None:
                counts["kept"] += 1
                entries.append((info, data))
                continue
            counts["compiled"] += 1
            folder, _, file = name.rpartition("/")
            if keep_source:
                entries.append((info, data))
                stem = file[:-3]
                pyc_name = f"{folder}/__pycache__/{stem}.{tag}.pyc" if folder else (
                    f"__pycache__/{stem}.{tag}.pyc")
            else:
                pyc_name = name + "c"
            pyc_info = zipfile.ZipInfo(pyc_name, date_time=info.date_time)
            pyc_info.compress_type = zipfile.ZIP_DEFLATED
            pyc_info.external_attr = info.external_attr
            entries.append((pyc_info, pyc))
    tmp = dst.with_name(dst.name + ".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        for info, data in entries:
            info.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(info, data)
        if record_name is not None:
            lines = [record_line(info.filename, data) for info, data in entries
                     if not info.filename.endswith("/")]
            lines.append(f"{record_name},,")
            record_info = zipfile.ZipInfo(record_name, date_time=entries[0][0].date_time)
            zout.writestr(record_info, "\n".join(lines) + "\n")
    tmp.replace(dst)
    return counts


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.split("\n")[0], file=sys.stderr)
        return 2
    for job in json.loads(Path(args[0]).read_text()):
        counts = compile_archive(Path(job["src"]), Path(job["dst"]), job["prefix"],
                                 bool(job["keep_source"]), drop=job.get("drop"))
        print(f"[bytecode] {Path(job['dst']).name}: {counts['compiled']} modules compiled"
              + (f", {counts['kept']} left as source" if counts["kept"] else "")
              + (f", {counts['dropped']} files left out" if counts["dropped"] else ""),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
