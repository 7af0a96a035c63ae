// Runs a Python script in Pyodide under Node.js, with the host's files at their own paths:
//
//     node lite/in_pyodide.mjs <pyodide folder> [--load=name,name] <script.py> [args...]
//
// The folder is a Pyodide distribution (the npm package lite/build.py unpacks, or a
// built site's static/pyodide/); --load loads packages of its lock first. The
// host's root is mounted at /host in Pyodide's file system and the script runs there
// with /host/<cwd> as its working directory, so absolute host paths given as arguments
// must be prefixed with /host (lite/build.py does). Exit status: the script's
// (0 when it returns normally, 1 on an uncaught exception, which is printed).

import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

const [folder, ...rest] = process.argv.slice(2);
const load = rest[0] && rest[0].startsWith("--load=") ? rest.shift().slice(7).split(",") : [];
const [script, ...args] = rest;
if (!folder || !script) {
  console.error("usage: node lite/in_pyodide.mjs <pyodide folder> <script.py> [args...]");
  process.exit(2);
}
const indexURL = path.resolve(folder) + path.sep;
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, stdout: (s) => console.log(s),
                                    stderr: (s) => console.error(s) });
if (load.length) await pyodide.loadPackage(load, { messageCallback: () => {} });
pyodide.FS.mkdirTree("/host");
pyodide.mountNodeFS("/host", "/");
pyodide.globals.set("_argv", pyodide.toPy([path.resolve(script), ...args]));
pyodide.globals.set("_cwd", process.cwd());
try {
  const status = pyodide.runPython(`
import os, runpy, sys
os.chdir("/host" + _cwd)
sys.argv = ["/host" + _argv[0], *_argv[1:]]
sys.path.insert(0, os.path.dirname(sys.argv[0]))
try:
    runpy.run_path(sys.argv[0], run_name="__main__")
    status = 0
except SystemExit as exit:
    status = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 1)
status
`);
  process.exit(status);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
