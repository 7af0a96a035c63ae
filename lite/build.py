"""Builds the JupyterLite classroom site: `python lite/build.py [--out build/lite]`.

Run it with the lite virtual environment's Python (`make lite` makes that venv and calls
this script); it needs only the standard library, that venv's packages (jupyterlite-core,
jupyterlite-pyodide-kernel, jupyter_server, anywidget, ipywidgets, build), `npm` and the
package registries. The site it writes needs nothing from outside itself at run time:

1. `npm pack pyodide@<the kernel's PYODIDE_VERSION>`: the Pyodide core (wasm, loaders,
   standard library, pyodide-lock.json), without any package wheel.
2. The wheels the kernel loads at start (micropip, IPython and what it depends on, jedi,
   comm...) are downloaded from PyPI at the lock's versions; gotutor's wheel is built from
   this checkout and its dependencies' wheels (sgfmill, anywidget, ipywidgets, psygnal,
   comm) are downloaded at the versions of the lite venv (the widget extensions in the
   site come from the same venv, so Python and JavaScript sides match).
   The kernel's own wheels (piplite, pyodide-kernel, ipykernel) are taken from the
   jupyterlite-pyodide-kernel extension installed in the lite venv.
3. Every module is compiled to bytecode by the site's own Pyodide under Node.js
   (lite/compile_bytecode.py, run by lite/in_pyodide.mjs): the standard library's zip and the
   wheels hold .pyc files, so the page does not compile Python on each load (most of
   a kernel's start before). gotutor's wheel keeps its sources beside the bytecode (for
   tracebacks with lines); the others ship bytecode only, as Pyodide's own packages do.
   Compiled wheels are kept in the cache, by the sha256 of the wheel they come from.
4. pyodide-lock.json is rewritten to name exactly the wheels shipped (file name, sha256,
   imports, depends); every other entry is dropped, so nothing asks for a missing wheel.
5. `jupyter lite build` with the lessons (the whole lessons/ tree, at the same paths),
   `disablePyPIFallback`, Pyodide from the site's own static/pyodide/, and the kernel's
   `loadPyodideOptions.packages` naming every wheel a lesson needs (KERNEL_PACKAGES):
   Pyodide fetches them all at once while it starts, and the kernel skips its own
   one-by-one installs (micropip, then piplite, then ipykernel, comm, pyodide-kernel,
   jedi, ipython, then gotutor at the first cell).

Exit status 0 on success; a failing step raises CalledProcessError or LiteBuildError.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent

#: The lock's packages the site ships, with what they depend on in the lock: what the
#: kernel installs at start (see the pyodide-kernel worker's initKernel and
#: initPackageManager), and typing-extensions (for anywidget and psygnal).
STARTUP = ("micropip", "packaging", "ipython", "jedi", "typing-extensions")

#: gotutor's run-time dependencies in Pyodide, downloaded at the lite venv's versions,
#: with their lock `imports` and `depends` (only what is imported at run time: ipywidgets
#: needs neither widgetsnbextension nor jupyterlab_widgets in the kernel).
EXTRA = {
    "sgfmill": (["sgfmill"], []),
    "charset-normalizer": (["charset_normalizer"], []),
    "comm": (["comm"], []),
    "psygnal": (["psygnal"], ["typing-extensions"]),
    "ipywidgets": (["ipywidgets"], ["comm", "ipython", "traitlets"]),
    "anywidget": (["anywidget"], ["ipywidgets", "psygnal", "typing-extensions"]),
}


#: The wheels the pyodide kernel installs with piplite when it starts, from the extension's
#: own folder (static/pypi/), with their lock `imports` and `depends`.
KERNEL_WHEELS = {
    "piplite": (["piplite"], ["micropip"]),
    "pyodide-kernel": (["pyodide_kernel"], ["comm", "ipython"]),
    "ipykernel": (["ipykernel"], ["pyodide-kernel", "comm"]),
}

#: What the site's wheels carry that its kernel never reads, left out of them (see
#: lite/compile_bytecode.py's `drop`): fewer files for Pyodide to unpack on every page
#: load. jedi keeps the standard library's stubs (tab completion of the standard library
#: and of live objects works as before) but not the stubs of third-party packages the
#: site does not have (Django, requests...; their folders stay, empty, as jedi lists
#: them); anywidget and gotutor lose the JupyterLab and Voila files a server installs
#: (the site has its own copies), gotutor its .po catalogs (the .mo files are read).
SITE_TRIM = {
    "jedi": ["jedi/third_party/typeshed/third_party/", "jedi/third_party/django-stubs/"],
    "anywidget": ["anywidget/labextension/*", "anywidget/nbextension/*", "anywidget-*.data/*"],
    "gotutor": ["gotutor/i18n/locale/*.po", "gotutor-*.data/*"],
}

#: What the kernel loads while Pyodide starts (jupyter-lite.json's
#: loadPyodideOptions.packages). The kernel skips its own install of each name listed
#: here (micropip, piplite, ipykernel, comm, pyodide-kernel, jedi, ipython: see the
#: pyodide-kernel worker's initPackageManager and initKernel); gotutor brings its
#: dependencies (anywidget, ipywidgets...) with it.
KERNEL_PACKAGES = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi",
                   "ipython", "gotutor")


#: JupyterLab settings of the site. A notebook keeps its boards' widget state when it is
#: saved (ipywidgets' saveState): the kernel is in the page, so after a reload the boards
#: come back from the notebook, drawn, saying that their cell must be run again.
#: No "Jupyter news" toast (it covered "Show solution" on every page), as in the lab
#: (gotutor/jupyter/config/lab-overrides.json).
#: A changed lesson is saved within 5 s (JupyterLab's default: 120 s): the notebook is
#: the only copy of the boards' state in the page. What a reload or a closed tab would
#: lose before that is kept by UNLOAD_BACKUP (see PATCHES).
SETTINGS_OVERRIDES = {"@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True},
                      "@jupyterlab/docmanager-extension:plugin": {"autosaveInterval": 5},
                      "@jupyterlab/apputils-extension:notification": {
                          "fetchNews": "false", "checkForUpdates": False}}

#: The key prefix of a notebook kept in the browser's localStorage when the page is left
#: before its changes were saved (UNLOAD_BACKUP); the site's storage takes it back when
#: it starts (RESTORE_BACKUP).
BACKUP_KEY = "gotutor-unsaved:"

#: JavaScript, `APP` standing for the app: when the page is left (a reload, a closed tab)
#: with changed notebooks, each is written at once to localStorage (a synchronous
#: write, done before the page goes; a save to the site's storage is asynchronous and may
#: not end in time), with its boards' state (the widget manager writes it on "started"),
#: and true is returned (nothing is lost: the browser need not ask). False, and the
#: browser asks as before, when something else is changed or localStorage is full.
UNLOAD_BACKUP = (
    '(a=>{try{let d=[...a.shell.widgets("main")].map(w=>w.context)'
    ".filter(c=>c&&c.model&&c.model.dirty);"
    "if(!d.length||!d.every(c=>/\\.ipynb$/.test(c.path)))return!1;"
    'for(let c of d){c.saveState.emit("started");'
    f'localStorage.setItem("{BACKUP_KEY}"+(c.localPath||c.path),'
    "JSON.stringify({time:new Date().toISOString(),content:c.model.toJSON()}))}"
    "return!0}catch(e){return!1}})(APP)")

#: JavaScript of the site's storage (the browser storage drive, `this`; `S` is its
#: TextEncoder) when a page starts: each notebook UNLOAD_BACKUP kept replaces the stored
#: one unless that was saved later, then leaves localStorage.
RESTORE_BACKUP = (
    "try{for(let k of Object.keys(localStorage)){"
    f'if(!k.startsWith("{BACKUP_KEY}"))continue;'
    f"let b=JSON.parse(localStorage.getItem(k)),p=k.slice({len(BACKUP_KEY)}),"
    "o=await this._storage.getItem(p);"
    "if(!o||new Date(o.last_modified)<new Date(b.time))await this._storage.setItem(p,"
    '{...(o||{created:b.time}),name:p.split("/").pop(),path:p,last_modified:b.time,'
    'format:"json",mimetype:"application/json",content:b.content,'
    "size:S.encode(JSON.stringify(b.content)).length,writable:!0,type:\"notebook\"});"
    "localStorage.removeItem(k)}}catch(e){console.warn(e)}")

#: Changes to the site's copies of JupyterLab's, JupyterLite's, Jupyter Notebook's and
#: ipywidgets' code: (folder of the site, the code found, the code put in its place). The
#: build fails unless each is found exactly once in one file (another version of one of
#: these packages: look again).
PATCHES = (
    # JupyterLite 0.8's in-page kernels never answer a comm_info_request (BaseKernel's
    # handleMessage has no case for it: jupyterlite/jupyterlite#155, PR #2013), and
    # ipywidgets asks one before it restores a notebook's widgets (also to restore
    # their saved state), so after a reload every widget said "Loading widget..." for
    # ever. The missing case, written as the other replies there (`p` is the services
    # module in that bundle):
    ("build", 'case"comm_close":await this.commClose(e)}this._idle(e)}',
     'case"comm_close":await this.commClose(e);break;'
     'case"comm_info_request":{let t=await this.commInfoRequest(e.content),'
     's=p.KernelMessage.createMessage({msgType:"comm_info_reply",channel:"shell",'
     'session:e.header.session,parentHeader:e.header,content:{status:"ok",comms:{},...t}});'
     'this._sendMessage(s);break}}this._idle(e)}'),
    # JupyterLite 0.8's in-page sessions are looked up by name (a notebook's file name),
    # so a notebook opened while another of the same name in another folder is open got
    # that one's session and never a kernel of its own ("Cannot read properties of
    # null (reading 'kernel')"): the course's first page links to en/00-start-here.ipynb
    # from lessons/00-start-here.ipynb. Looked up by path, as Jupyter's server does:
    ("build", "o=this._sessions.find(e=>e.name===i);if(o)return o;",
     "o=this._sessions.find(e=>e.path===a);if(o)return o;"),
    # ipywidgets saves the state of the widgets whose kernel is alive only: a notebook
    # reopened after a reload (its boards drawn from the saved state, no kernel behind
    # them yet) and saved before its cells run again lost every board's state, and the
    # next reload showed "Error displaying widget: model not found". Every widget the
    # manager still holds is saved (a closed one is dropped from it, as before):
    ("extensions/@jupyter-widgets/jupyterlab-manager/static",
     "for(let e of this._modelsSync.values())e.comm_live&&t.push(e);",
     "for(let e of this._modelsSync.values())t.push(e);"),
    # ipywidgets marks a notebook as changed whenever it registers a widget, also when it
    # merely restores the boards' saved state on opening: a lesson run, saved and opened
    # again was marked as changed with nothing changed in it (and the browser asked
    # about unsaved changes on leaving). Widgets registered while the manager restores
    # (from the notebook or the kernel) leave the notebook as it is; a widget a cell
    # makes still marks it changed, and so does a change of a widget's state (a board
    # answered: the notebook holds that state, and a board's answer changes no output,
    # so the lesson was never saved with it):
    ("extensions/@jupyter-widgets/jupyterlab-manager/static",
     "async restoreWidgets(e,{loadKernel:t,loadNotebook:i}={loadKernel:!0,loadNotebook:!0})"
     "{try{if(await this.context.sessionContext.ready,t)try{this._kernelRestoreInProgress=!0,"
     "await this._loadFromKernel()}finally{this._kernelRestoreInProgress=!1}i&&await "
     "this._loadFromNotebook(e),this._restoredStatus=!0,this._restored.emit()}catch(e){}}",
     "async restoreWidgets(e,{loadKernel:t,loadNotebook:i}={loadKernel:!0,loadNotebook:!0})"
     "{this._gtRestoring=(this._gtRestoring||0)+1;"
     "try{if(await this.context.sessionContext.ready,t)try{this._kernelRestoreInProgress=!0,"
     "await this._loadFromKernel()}finally{this._kernelRestoreInProgress=!1}i&&await "
     "this._loadFromNotebook(e),this._restoredStatus=!0,this._restored.emit()}catch(e){}"
     "finally{this._gtRestoring--}}"),
    ("extensions/@jupyter-widgets/jupyterlab-manager/static",
     "register_model(e,t){super.register_model(e,t),this.setDirty()}",
     "register_model(e,t){super.register_model(e,t),this._gtRestoring||this.setDirty(),"
     't.then(m=>m.on("change",()=>{this._gtRestoring||this._context.isDisposed'
     "||this.setDirty()}))}"),
    # A save of a notebook closed while the save was under way (JupyterLab's context:
    # its autosave, or a save asked for, then the lesson closed before the browser's
    # storage answered whether the file had changed) ended in a "File Save Error for
    # ... Disposed" dialog over whatever page came next: the context's _maybeSave
    # rejects with Error("Disposed") when it finds itself closed, and _save shows every
    # rejection. That save had written nothing yet and the document is gone (a closed
    # changed lesson was saved, or its changes given up, by the close itself): it now
    # ends quietly, as _save already does for a context closed during the write:
    ("build",
     "contentProviderId:this._contentProviderId}).then(o=>{var r,s,a,l;"
     'if(this.isDisposed)return Promise.reject(Error("Disposed"));',
     "contentProviderId:this._contentProviderId}).then(o=>{var r,s,a,l;"
     "if(this.isDisposed)return;"),
    # JupyterLab starts a kernel for every notebook it opens: the course's first page,
    # Markdown only, started a Pyodide kernel (seconds of a 2-core machine's time, and a
    # second kernel once its link opened a lesson). A notebook with cells and no code
    # cell now opens without one ("No Kernel"); running a cell added to it starts the
    # default kernel (autoStartDefault) with no dialog. A notebook with a code cell (and a
    # new, empty one) starts its kernel at once, as before:
    ("build",
     "this.sessionContext.kernelPreference={...this.sessionContext.kernelPreference,"
     "name:n,language:this._model.defaultKernelLanguage}",
     "this.sessionContext.kernelPreference={...this.sessionContext.kernelPreference,"
     "name:n,language:this._model.defaultKernelLanguage,...(c=>Array.isArray(c)&&c.length>0"
     '&&!c.some(x=>x.cell_type==="code")?{shouldStart:!1,autoStartDefault:!0}:{})'
     "(this._model.sharedModel&&this._model.sharedModel.cells)}"),
    # ipywidgets finds a notebook's widget manager by its kernel's id as soon as the
    # notebook is shown, and threw on a notebook without a kernel ("Cannot read
    # properties of null (reading 'kernel')"), which then never got a manager. It waits
    # for the notebook's kernel instead (at once when there is one):
    ("extensions/@jupyter-widgets/jupyterlab-manager/static",
     "async function ee(e){return await e.ready,e.session.kernel.id}",
     "async function ee(e){for(await e.ready;!(e.session&&e.session.kernel);)await new "
     "Promise(t=>{let i=()=>{e.kernelChanged.disconnect(i),t()};e.kernelChanged.connect(i)})"
     ";return e.session.kernel.id}"),
    # Jupyter Notebook's one-notebook view (notebooks/index.html) opened a notebook
    # linked from a Markdown cell in a new browser tab, with a kernel of its own beside
    # the first one. It opens in the same tab (JupyterLab's view opens it as a tab of the
    # same app, as it always did):
    ("build",
     'p.open({prefix:d.URLExt.join(t,"tree"),path:e.path,target:"_blank"})',
     'p.open({prefix:d.URLExt.join(t,"tree"),path:e.path,target:"_self"})'),
    # A link in a notebook to a file that the student's browser storage holds (a lesson
    # saved in the site) got a blob: address holding the whole file (JupyterLite's
    # getDownloadUrl, one more object URL at each render, never freed): a click still
    # opened the lesson, but "open in a new tab" showed its raw JSON and the address named
    # no lesson. Such a link's address is now the site's page of that file
    # (tree?path=..., which opens a notebook in the one-notebook view), as for the
    # lessons the site serves; the click is handled as before:
    ("build",
     'i.resolveUrl(r,{attribute:"href",tag:"a"}).then(r=>{let a=decodeURIComponent(r);'
     "return o&&o.handleLink(n,a,s),i.getDownloadUrl(r)})",
     'i.resolveUrl(r,{attribute:"href",tag:"a"}).then(r=>{let a=decodeURIComponent(r);'
     "return o&&o.handleLink(n,a,s),i.getDownloadUrl(r).then(i=>i.startsWith(\"blob:\")?"
     '(URL.revokeObjectURL(i),c.URLExt.join(c.PageConfig.getBaseUrl(),"tree")'
     '+"?path="+encodeURIComponent(a)):i)})'),
    # A reload or a closed tab soon after a change (before the autosave) lost the change
    # and showed the lesson as last saved (an empty lesson, before its first save), or
    # the browser asked whether to leave. Changed notebooks are kept in localStorage as
    # the page goes (UNLOAD_BACKUP), in JupyterLab's view and in the one-notebook view,
    # and the site's storage takes them back when the next page starts (RESTORE_BACKUP):
    ("build",
     'window.addEventListener("beforeunload",i=>{if(n.status.isDirty)return i.returnValue=o})',
     'window.addEventListener("beforeunload",i=>{if(n.status.isDirty&&!'
     + UNLOAD_BACKUP.replace("(APP)", "(n)") + ")return i.returnValue=o})"),
    ("build",
     'window.addEventListener("beforeunload",t=>{if(e.status.isDirty)return t.returnValue=a})',
     'window.addEventListener("beforeunload",t=>{if(e.status.isDirty&&!'
     + UNLOAD_BACKUP.replace("(APP)", "(e)") + ")return t.returnValue=a})"),
    ("build",
     "u.URLExt.encodeParts(e))}async initialize(){await this.initStorage(),"
     "this._ready.resolve(void 0)}",
     "u.URLExt.encodeParts(e))}async initialize(){await this.initStorage();"
     + RESTORE_BACKUP + "this._ready.resolve(void 0)}"),
)


#: The notebook metadata the site's kernel writes into a notebook it opens (the pyodide
#: kernel's spec and the language_info of its kernel_info_reply). The lessons carry
#: these in the site, so that opening one does not change it (JupyterLab writes them
#: when the kernel starts; a lesson with other values was marked as changed, and saved).
LITE_KERNEL_METADATA = {
    "kernelspec": {"name": "python", "display_name": "Python (Pyodide)", "language": "python"},
    "language_info": {"codemirror_mode": {"name": "python", "version": 3},
                      "file_extension": ".py", "mimetype": "text/x-python", "name": "python",
                      "nbconvert_exporter": "python", "pygments_lexer": "ipython3",
                      "version": "3.8"},
}


class LiteBuildError(RuntimeError):
    """A step of the site build went wrong (a wheel missing, not pure Python...)."""


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


def run(cmd: list[str], **kwargs: object) -> None:
    """Runs a command, echoing it; raises CalledProcessError if it fails."""
    log(" ".join(str(c) for c in cmd))
    subprocess.run(cmd, check=True, **kwargs)  # type: ignore[call-overload]


def sha256(path: Path) -> str:
    """Returns the hex sha256 of a file."""
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def canonical(name: str) -> str:
    """Returns a project name as PEP 503 spells it (lower case, runs of -_. as -)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def pyodide_version() -> str:
    """Returns the Pyodide version the installed jupyterlite-pyodide-kernel pins."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return PYODIDE_VERSION


def fetch_pyodide(version: str, cache: Path) -> Path:
    """Returns a folder holding the npm package pyodide@`version` (packed once into
    `cache`). Raises CalledProcessError if npm fails."""
    target = cache / f"pyodide-{version}"
    if (target / "pyodide-lock.json").is_file():
        return target
    cache.mkdir(parents=True, exist_ok=True)
    tgz = cache / f"pyodide-{version}.tgz"
    if not tgz.is_file():
        run(["npm", "pack", f"pyodide@{version}", "--silent"], cwd=cache,
            stdout=subprocess.DEVNULL)
    tmp = Path(tempfile.mkdtemp(dir=cache))
    with tarfile.open(tgz) as tar:
        tar.extractall(tmp, filter="data")
    shutil.rmtree(target, ignore_errors=True)
    (tmp / "package").rename(target)
    shutil.rmtree(tmp)
    return target


def closure(lock: dict, names: list[str]) -> list[str]:
    """Returns the lock keys of `names` and everything they depend on in the lock.
    Raises LiteBuildError for a name the lock does not have."""
    packages = lock["packages"]
    by_canonical = {canonical(k): k for k in packages}
    out: list[str] = []
    todo = list(names)
    while todo:
        name = todo.pop()
        key = by_canonical.get(canonical(name))
        if key is None:
            raise LiteBuildError(f"{name} is not in pyodide-lock.json")
        if key in out:
            continue
        out.append(key)
        todo.extend(packages[key]["depends"])
    return sorted(out)


def _cached(requirement: str, dest: Path) -> Path | None:
    """Returns the wheel of `requirement` ("name==version") found in `dest`, or None."""
    name, version = requirement.split("==")
    stem = canonical(name).replace("-", "_")
    for found in dest.glob("*.whl"):
        parts = found.name.split("-")
        if canonical(parts[0]).replace("-", "_") == stem and parts[1] == version:
            return found
    return None


def download(requirements: list[str], dest: Path) -> dict[str, Path]:
    """Downloads the pure-Python wheels of `requirements` ("name==version") into `dest`
    (kept there between builds: only the missing ones are fetched, in one pip call) and
    returns {requirement: wheel}. Raises LiteBuildError if PyPI has no pure wheel of
    one, CalledProcessError if pip fails."""
    missing = [r for r in requirements if _cached(r, dest) is None]
    if missing:
        run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--only-binary=:all:", "--platform", "any", "--python-version", "3.14",
             "--implementation", "py", "--abi", "none", "--dest", str(dest), *missing])
    found: dict[str, Path] = {}
    for requirement in requirements:
        wheel = _cached(requirement, dest)
        if wheel is None:
            raise LiteBuildError(f"no wheel for {requirement} after pip download")
        if not wheel.name.endswith("-none-any.whl"):
            raise LiteBuildError(f"{wheel.name} is not a pure-Python wheel")
        found[requirement] = wheel
    return found


def build_gotutor_wheel(dest: Path) -> Path:
    """Builds gotutor's wheel from this checkout into `dest` and returns its path."""
    for old in dest.glob("gotutor-*.whl"):
        old.unlink()
    run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dest),
         str(ROOT)],
        stdout=subprocess.DEVNULL)
    wheels = sorted(dest.glob("gotutor-*.whl"))
    if len(wheels) != 1:
        raise LiteBuildError(f"expected one gotutor wheel, found {wheels}")
    return wheels[0]


def lock_entry(wheel: Path, name: str, imports: list[str], depends: list[str]) -> dict:
    """Returns a pyodide-lock.json package entry for a pure-Python wheel."""
    version = wheel.name.split("-")[1]
    return {"name": name, "version": version, "file_name": wheel.name,
            "install_dir": "site", "sha256": sha256(wheel), "package_type": "package",
            "imports": imports, "depends": depends, "unvendored_tests": False}


def kernel_wheels() -> dict[str, Path]:
    """Returns {lock name: wheel} of KERNEL_WHEELS, from the jupyterlite-pyodide-kernel
    extension installed with this Python. Raises LiteBuildError if one is missing."""
    pypi = (Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite"
            / "pyodide-kernel-extension" / "static" / "pypi")
    found = {}
    for name in KERNEL_WHEELS:
        stem = canonical(name).replace("-", "_")
        wheels = sorted(pypi.glob(f"{stem}-*-py3-none-any.whl"))
        if len(wheels) != 1:
            raise LiteBuildError(f"expected one {stem} wheel in {pypi}, found {wheels}")
        found[name] = wheels[0]
    return found


def in_pyodide(core: Path, script: Path, *args: str) -> None:
    """Runs the Python `script` in the Pyodide distribution `core` under Node.js (host
    paths in `args` must start with /host). Raises CalledProcessError if it fails."""
    run(["node", str(HERE / "in_pyodide.mjs"), str(core), str(script), *args])


def compile_wheels(core: Path, out: Path, packages: dict[str, dict], cache: Path) -> None:
    """Compiles the modules of the lock's wheels in `out` and of the standard library's
    zip to bytecode, with `core`'s Python (lite/compile_bytecode.py), leaves out of them
    what SITE_TRIM names, and updates `packages`' sha256. A third-party wheel compiled
    before (same sha256) is taken from `cache`; gotutor's keeps its sources."""
    compiled = cache / "compiled"
    compiled.mkdir(parents=True, exist_ok=True)
    site_packages = "/lib/python{}.{}/site-packages".format(*python_version(core))
    jobs, copies = [], []
    for key, entry in packages.items():
        wheel = out / entry["file_name"]
        gotutor = entry["name"] == "gotutor"
        drop = SITE_TRIM.get(key, [])
        spec = hashlib.sha256(json.dumps(drop).encode()).hexdigest()[:8]
        done = compiled / f"{sha256(wheel)[:16]}-{spec}-{wheel.name}"
        if gotutor or not done.is_file():
            jobs.append({"src": f"/host{wheel}", "dst": f"/host{done}", "prefix": site_packages,
                         "keep_source": gotutor, "drop": drop})
        copies.append((done, wheel, entry))
    stdlib = out / "python_stdlib.zip"
    stdlib_done = compiled / f"{sha256(stdlib)[:16]}-{stdlib.name}"
    if not stdlib_done.is_file():
        major, minor = python_version(core)
        jobs.append({"src": f"/host{stdlib}", "dst": f"/host{stdlib_done}",
                     "prefix": f"/lib/python{major}{minor}.zip", "keep_source": False})
    if jobs:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(jobs, f)
        try:
            in_pyodide(core, HERE / "compile_bytecode.py", f"/host{Path(f.name).resolve()}")
        finally:
            os.unlink(f.name)
    for done, wheel, entry in copies:
        shutil.copyfile(done, wheel)
        entry["sha256"] = sha256(wheel)
    shutil.copyfile(stdlib_done, stdlib)
    for old in compiled.glob("*-gotutor-*.whl"):
        old.unlink()


def python_version(core: Path) -> tuple[int, int]:
    """Returns the (major, minor) version of the Python in the Pyodide `core` (from its
    pyodide-lock.json)."""
    info = json.loads((core / "pyodide-lock.json").read_text())["info"]
    major, minor = info["python"].split(".")[:2]
    return int(major), int(minor)


def make_pyodide(out: Path, cache: Path) -> dict:
    """Writes Pyodide, the wheels (compiled to bytecode) and the rewritten lock into
    `out` (the lite dir's static/pyodide/); returns the lock written."""
    version = pyodide_version()
    core = fetch_pyodide(version, cache)
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for item in core.iterdir():
        if item.name.endswith((".map", ".d.ts", ".html", ".whl")) or item.name in (
                "README.md", "package.json"):
            continue
        shutil.copy2(item, out / item.name)
    lock = json.loads((core / "pyodide-lock.json").read_text())
    wheels = cache / "wheels"
    wheels.mkdir(exist_ok=True)
    from_lock = {key: dict(lock["packages"][key]) for key in closure(lock, list(STARTUP))}
    for key, entry in from_lock.items():
        if entry["package_type"] != "package" or not entry["file_name"].endswith(".whl"):
            raise LiteBuildError(f"{key} is not a plain wheel in the lock: {entry}")
    wanted = {key: f"{e['name']}=={e['version']}" for key, e in from_lock.items()}
    wanted |= {name: f"{name}=={importlib.metadata.version(name)}" for name in EXTRA}
    found = download(list(wanted.values()), wheels)
    packages: dict[str, dict] = {}
    for key, entry in from_lock.items():
        wheel = found[wanted[key]]
        entry.update(file_name=wheel.name, sha256=sha256(wheel), unvendored_tests=False)
        packages[key] = entry
    for name, (imports, depends) in EXTRA.items():
        packages[name] = lock_entry(found[wanted[name]], name, imports, depends)
    for entry in packages.values():
        shutil.copy2(wheels / entry["file_name"], out / entry["file_name"])
    gotutor = build_gotutor_wheel(cache / "gotutor-wheel")
    packages["gotutor"] = lock_entry(gotutor, "gotutor", ["gotutor"],
                                     ["sgfmill", "charset-normalizer", "anywidget"])
    shutil.copy2(gotutor, out / gotutor.name)
    for name, wheel in kernel_wheels().items():
        imports, depends = KERNEL_WHEELS[name]
        packages[name] = lock_entry(wheel, name, imports, depends)
        shutil.copy2(wheel, out / wheel.name)
    compile_wheels(core, out, packages, cache)
    by_canonical = {canonical(k) for k in packages}
    for key, entry in packages.items():
        missing = [d for d in entry["depends"] if canonical(d) not in by_canonical]
        if missing:
            raise LiteBuildError(f"{key} depends on {missing}, which the site lacks")
    lock["packages"] = dict(sorted(packages.items()))
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    log(f"pyodide {version}: {len(packages)} wheels in the lock")
    return lock


#: Where the site serves the board's front end (gotutor/widget/assets.py), relative to
#: its pages (lab/index.html, notebooks/index.html...) and within the site.
WIDGET_ASSETS = ("../static/gotutor/", "static/gotutor")


def board_front_end() -> dict[str, str]:
    """Returns {file name: text} of the board's ES module and style sheet, named as
    gotutor's kernel side names them (gotutor/widget/assets.py)."""
    sys.path.insert(0, str(ROOT))
    try:
        from gotutor.widget.assets import site_files
        from gotutor.widget.esm import assemble
    finally:
        sys.path.remove(str(ROOT))
    static = ROOT / "gotutor" / "widget" / "static"
    return site_files("board", assemble(static / "board" / "index.js"),
                      (static / "board.css").read_text(encoding="utf-8"))


def widget_assets(out: Path) -> None:
    """Writes the board's front end into the site's static/gotutor/."""
    folder = out / WIDGET_ASSETS[1]
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in board_front_end().items():
        (folder / name).write_text(text, encoding="utf-8")


def for_the_site(notebook: Path) -> None:
    """Rewrites the copy of a lesson the site serves with the site kernel's metadata
    (LITE_KERNEL_METADATA), the rest unchanged."""
    content = json.loads(notebook.read_text(encoding="utf-8"))
    content["metadata"].update(json.loads(json.dumps(LITE_KERNEL_METADATA)))
    notebook.write_text(json.dumps(content, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")


def lite_config(lite_dir: Path) -> None:
    """Writes the site's jupyter-lite.json and jupyter_lite_config.json into `lite_dir`."""
    from_site = {"GOTUTOR_WIDGET_ASSETS": WIDGET_ASSETS[0]}  # gotutor/widget/assets.py
    settings = {"@jupyterlite/pyodide-kernel-extension:kernel": {
        "disablePyPIFallback": True,
        "loadPyodideOptions": {"packages": list(KERNEL_PACKAGES), "env": from_site},
    }}
    (lite_dir / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"appName": "gotutor", "litePluginSettings": settings,
                                "disabledExtensions": [],
                                "settingsOverrides": SETTINGS_OVERRIDES},
    }, indent=2))
    (lite_dir / "jupyter_lite_config.json").write_text(json.dumps({
        "LiteBuildConfig": {"no_sourcemaps": True, "no_unused_shared_packages": True},
    }, indent=2))


def build(out: Path, cache: Path) -> None:
    """Builds the site into `out` (replaced). Raises CalledProcessError or
    LiteBuildError if a step fails."""
    start = time.monotonic()
    stamp = stamp_of(out)
    stamp.unlink(missing_ok=True)
    work = Path(tempfile.mkdtemp(prefix="gotutor-lite-"))
    try:
        lite_dir = work / "lite"
        lite_dir.mkdir()
        lite_config(lite_dir)
        make_pyodide(lite_dir / "static" / "pyodide", cache)
        contents = work / "contents"
        shutil.copytree(ROOT / "lessons", contents / "lessons",
                        ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
        for notebook in (contents / "lessons").rglob("*.ipynb"):
            for_the_site(notebook)
        shutil.rmtree(out, ignore_errors=True)
        out.parent.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "JUPYTER_PLATFORM_DIRS": "1",
               "JUPYTER_CONFIG_DIR": str(work / "config"),
               "JUPYTER_DATA_DIR": str(work / "data")}
        run([sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(lite_dir),
             "--contents", str(contents), "--output-dir", str(out.resolve()),
             "--no-sourcemaps", "--no-unused-shared-packages"], cwd=lite_dir, env=env)
        add_favicon(out)
        widget_assets(out)
        patch_site(out)
        check(out)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    files = sum(1 for f in out.rglob("*") if f.is_file())
    stamp.write_text(json.dumps({"bytes": size, "files": files}) + "\n")
    log(f"site in {out}: {size / 1e6:.1f} MB in {files} files, "
        f"{time.monotonic() - start:.0f} s")


def patch_site(out: Path) -> list[Path]:
    """Makes the changes of PATCHES to the site's JavaScript; returns the files changed.
    Raises LiteBuildError unless each code is found exactly once."""
    changed = []
    for folder, find, replace in PATCHES:
        found = [(f, f.read_text()) for f in sorted((out / folder).glob("*.js"))]
        found = [(f, text) for f, text in found if find in text]
        if len(found) != 1 or found[0][1].count(find) != 1:
            raise LiteBuildError(
                f"{find!r} found in {[str(f) for f, _ in found]}, not once: the site's "
                "JupyterLite or ipywidgets changed, lite/build.py's PATCHES need a look")
        path, text = found[0]
        path.write_text(text.replace(find, replace))
        changed.append(path)
    return changed


def favicon_png(size: int = 32) -> bytes:
    """Returns a PNG (RGBA, `size` pixels square) of the site's icon: a black stone on
    the corner of a wooden board, drawn here (no image library needed)."""
    import struct
    import zlib

    wood, line, black, shine = (220, 179, 92), (61, 43, 18), (20, 20, 20), (110, 110, 110)
    rows = []
    c = (size - 1) * 0.56
    r = size * 0.36
    for y in range(size):
        row = bytearray([0])  # filter: none
        for x in range(size):
            corner = min(x, y, size - 1 - x, size - 1 - y)
            alpha = 0 if corner == 0 and (x in (0, size - 1) and y in (0, size - 1)) else 255
            color = wood
            if x == size // 4 or y == size // 4:
                color = line
            d = ((x - c) ** 2 + (y - c) ** 2) ** 0.5
            if d <= r:
                hx, hy = c - r * 0.35, c - r * 0.35
                color = shine if ((x - hx) ** 2 + (y - hy) ** 2) ** 0.5 < r * 0.3 else black
            row += bytes((*color, alpha))
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def favicon_ico(size: int = 32) -> bytes:
    """Returns favicon.ico: one PNG image in an ICO container (as browsers read it)."""
    import struct

    png = favicon_png(size)
    return (struct.pack("<HHH", 0, 1, 1)
            + struct.pack("<BBBBHHII", size, size, 0, 0, 1, 32, len(png), 6 + 16) + png)


def add_favicon(out: Path) -> None:
    """Writes the site's favicon.ico at its root and beside every app page (lab/,
    notebooks/, tree/...): a browser asks for it there, and a 404 is a console error."""
    icon = favicon_ico()
    (out / "favicon.ico").write_bytes(icon)
    for page in out.glob("*/index.html"):
        (page.parent / "favicon.ico").write_bytes(icon)


def stamp_of(out: Path) -> Path:
    """Returns the file a finished build of `out` leaves beside it (build/lite.stamp):
    its modification time is the end of the last complete build."""
    return out.parent / f"{out.name}.stamp"


def check(out: Path) -> None:
    """Raises LiteBuildError if the built site lacks what it needs offline."""
    config = json.loads((out / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    if settings.get("disablePyPIFallback") is not True:
        raise LiteBuildError("disablePyPIFallback is not set in jupyter-lite.json")
    url = settings.get("pyodideUrl", "")
    if "://" in url or not url:
        raise LiteBuildError(f"pyodideUrl is not the site's own: {url!r}")
    preload = settings.get("loadPyodideOptions", {}).get("packages", [])
    if not (out / "favicon.ico").is_file():
        raise LiteBuildError("the site has no favicon.ico")
    assets = [out / WIDGET_ASSETS[1] / name for name in board_front_end()]
    if not all(f.is_file() for f in assets):
        raise LiteBuildError(f"the board's front end is not all in the site: {assets}")
    for folder, _find, replace in PATCHES:
        if not any(replace in f.read_text() for f in (out / folder).glob("*.js")):
            raise LiteBuildError(f"the site lacks its change {replace[:60]!r}...")
    pyodide = out / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    for entry in lock["packages"].values():
        if not (pyodide / entry["file_name"]).is_file():
            raise LiteBuildError(f"{entry['file_name']} is in the lock, not in the site")
    missing = [name for name in preload if name not in lock["packages"]]
    if missing:
        raise LiteBuildError(f"loadPyodideOptions.packages names {missing}, not in the lock")
    for notebook in (ROOT / "lessons").rglob("*.ipynb"):
        rel = notebook.relative_to(ROOT)
        if not (out / "files" / rel).is_file():
            raise LiteBuildError(f"{rel} is not in the site")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--cache", type=Path, default=ROOT / "build" / "lite-cache",
                        help="npm package and wheels kept between builds")
    args = parser.parse_args(argv)
    build(args.out, args.cache)
    return 0


if __name__ == "__main__":
    sys.exit(main())
