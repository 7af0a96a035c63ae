"""lite/compile_bytecode.py, which compiles the JupyterLite site's wheels and standard library to
bytecode, checked with this Python (the build runs it in the site's Pyodide): the
rewritten archive imports from its bytecode, not its source, keeps what it cannot
compile, and its RECORD lists what it holds."""

from __future__ import annotations

import base64
import hashlib
import importlib
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lite"))

from compile_bytecode import compile_archive

MODULES = {
    "pkg/__init__.py": "from .core import answer\n",
    "pkg/core.py": "def answer():\n    return 'compiled'\n",
    "pkg/old.py": "print 'Python 2'\n",  # does not compile: stays source
    "pkg/data.txt": "not Python\n",
}


def make_wheel(path: Path) -> None:
    """Writes a small wheel: a package, a module that does not compile, a data file,
    a RECORD."""
    with zipfile.ZipFile(path, "w") as z:
        lines = []
        for name, text in MODULES.items():
            z.writestr(name, text)
            lines.append(f"{name},,")
        z.writestr("pkg-1.0.dist-info/METADATA", "Name: pkg\nVersion: 1.0\n")
        z.writestr("pkg-1.0.dist-info/RECORD", "\n".join(lines) + "\n")


def unpack(wheel: Path, where: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        z.extractall(where)


def fresh_import(where: Path, edit_source: bool) -> tuple[str, object]:
    """Imports pkg from `where` in a new Python (after overwriting core.py's source
    if `edit_source`); returns (what pkg.answer() returns, the loader's class name)."""
    if edit_source and (where / "pkg" / "core.py").exists():
        (where / "pkg" / "core.py").write_text("def answer():\n    return 'source'\n")
    out = subprocess.run(
        [sys.executable, "-c", "import pkg.core as c; print(c.answer()); "
         "print(type(c.__spec__.loader).__name__)"],
        cwd=where, capture_output=True, text=True, check=True).stdout.split()
    return out[0], out[1]


@pytest.mark.parametrize("keep_source", [False, True])
def test_the_rewritten_wheel_imports_its_bytecode(tmp_path: Path, keep_source: bool) -> None:
    src, dst = tmp_path / "pkg-1.0-py3-none-any.whl", tmp_path / "out.whl"
    make_wheel(src)
    counts = compile_archive(src, dst, "/site", keep_source)
    assert counts == {"compiled": 2, "kept": 1, "dropped": 0}
    names = set(zipfile.ZipFile(dst).namelist())
    tag = sys.implementation.cache_tag
    assert "pkg/old.py" in names and "pkg/data.txt" in names
    if keep_source:
        assert {"pkg/core.py", f"pkg/__pycache__/core.{tag}.pyc"} <= names
    else:
        assert "pkg/core.pyc" in names and "pkg/core.py" not in names
    site = tmp_path / "site"
    unpack(dst, site)
    # the source changed after compiling (or gone): the bytecode is what runs
    answer, loader = fresh_import(site, edit_source=True)
    assert answer == "compiled"
    assert loader == ("SourceFileLoader" if keep_source else "SourcelessFileLoader")
    # the code objects name the file where it is found at run time: the prefix given
    # (a sourceless module), or the source file (Python sets it when it has one)
    code_name = subprocess.run(
        [sys.executable, "-c", "import pkg.core as c; print(c.answer.__code__.co_filename)"],
        cwd=site, capture_output=True, text=True, check=True).stdout.strip()
    assert code_name == (str(site / "pkg" / "core.py") if keep_source else "/site/pkg/core.py")


def test_the_source_wheel_compiles_at_import(tmp_path: Path) -> None:
    """The check above could fail: the same wheel unpacked without compiling runs the
    edited source."""
    src = tmp_path / "pkg-1.0-py3-none-any.whl"
    make_wheel(src)
    site = tmp_path / "site"
    unpack(src, site)
    assert fresh_import(site, edit_source=True) == ("source", "SourceFileLoader")


def test_the_record_lists_every_file_with_its_hash(tmp_path: Path) -> None:
    src, dst = tmp_path / "pkg-1.0-py3-none-any.whl", tmp_path / "out.whl"
    make_wheel(src)
    compile_archive(src, dst, "/site", keep_source=False)
    with zipfile.ZipFile(dst) as z:
        record = z.read("pkg-1.0.dist-info/RECORD").decode().splitlines()
        listed = {}
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            listed[name] = (digest, size)
        assert set(listed) == {n for n in z.namelist() if not n.endswith("/")}
        for name in z.namelist():
            if name.endswith("RECORD"):
                assert listed[name] == ("", "")
                continue
            data = z.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert listed[name] == (f"sha256={expected.decode()}", str(len(data)))


def test_a_zip_on_the_path_imports_its_bytecode(tmp_path: Path) -> None:
    """The standard library's zip: sourceless modules that zipimport loads."""
    src, dst = tmp_path / "stdlib.zip", tmp_path / "compiled.zip"
    with zipfile.ZipFile(src, "w") as z:
        z.writestr("zmod.py", "VALUE = 'from bytecode'\n")
    compile_archive(src, dst, str(dst), keep_source=False)
    assert zipfile.ZipFile(dst).namelist() == ["zmod.pyc"]
    sys.path.insert(0, str(dst))
    try:
        module = importlib.import_module("zmod")
        assert module.VALUE == "from bytecode"
        assert module.__file__.endswith("zmod.pyc")
    finally:
        sys.path.remove(str(dst))
        sys.modules.pop("zmod", None)


def test_what_the_site_never_reads_is_left_out(tmp_path: Path) -> None:
    """`drop`: a folder's files go and the folder stays (empty, for code that lists it);
    a file pattern drops its files; the RECORD lists what is left."""
    src, dst = tmp_path / "pkg-1.0-py3-none-any.whl", tmp_path / "out.whl"
    make_wheel(src)
    with zipfile.ZipFile(src, "a") as z:
        z.writestr("pkg/stubs/a.pyi", "x: int\n")
        z.writestr("pkg/stubs/b/c.pyi", "y: int\n")
    counts = compile_archive(src, dst, "/site", keep_source=False,
                             drop=["pkg/stubs/", "pkg/*.txt"])
    assert counts["dropped"] == 3
    names = zipfile.ZipFile(dst).namelist()
    assert "pkg/stubs/" in names
    assert not [n for n in names if n.startswith("pkg/stubs/") and n != "pkg/stubs/"]
    assert "pkg/data.txt" not in names and "pkg/core.pyc" in names
    site = tmp_path / "site"
    unpack(dst, site)
    assert (site / "pkg" / "stubs").is_dir() and not list((site / "pkg" / "stubs").iterdir())
    record = zipfile.ZipFile(dst).read("pkg-1.0.dist-info/RECORD").decode()
    assert "stubs" not in record and "data.txt" not in record
