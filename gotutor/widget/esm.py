"""The front end as anywidget loads it: static/board/*.js assembled into one ES module.

anywidget hands a view ONE module (`_esm`, sent as text and imported from memory, so a
relative `import` in it would resolve nowhere). The board's front end is written as
several plain ES modules that import each other, which a browser loads as they are
(tests/browser/stub.html does); `assemble` joins them into one module, with no build
step and no tool but Python, when gotutor.widget is imported. That works alike in
JupyterLab, Notebook 7, Voila and JupyterLite (the wheel carries the .js files; the
assembling runs in the kernel, Pyodide's too), offline.

How: the files in dependency order (each after the files it imports), their `import`
lines dropped, `export` dropped from every file but the entry, whose
`export { ... } from "./x.js"` becomes `export { ... }`. The result exports what the
entry exports, nothing more. For this to be sound the files keep a few rules, which
`assemble` checks (raising GoError):

- imports are named and relative, one statement each at the start of a line:
  `import { a, b } from "./x.js";` (no default import, no `* as`, no `as` renaming);
- every name imported is declared at the top level of the file it comes from;
- no two files declare the same top-level name (they share one scope once assembled);
- only the entry exports to the outside (`export { ... }`, `export default`); the other
  files export only declarations (`export function f`, `export const C`, `export class`).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..errors import GoError

__all__ = ["assemble"]

_IDENT = r"[A-Za-z_$][\w$]*"
#: `import { a, b } from "./x.js";` (the braces may span lines)
_IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"(\./[^"]+)";?[ \t]*\n?', re.M)
#: the entry's `export { a, b } from "./x.js";`
_REEXPORT = re.compile(r'^export\s*\{([^}]*)\}\s*from\s*"(\./[^"]+)";?', re.M)
#: a declaration at the top level (column 0), exported or not
_DECLARATION = re.compile(
    rf"^(?:export\s+)?(?:async\s+)?(?:function\*?|class|const|let|var)\s+({_IDENT})", re.M)
_EXPORTED_DECLARATION = re.compile(r"^export\s+(?=(?:async\s+)?(?:function|class|const|let|var)\b)",
                                   re.M)


def _join(base: Path, relative: str) -> Path:
    """Returns the file `relative` ("./x.js") names from the folder `base`."""
    return Path(os.path.normpath(base / relative))


def _names(group: str, where: Path) -> list[str]:
    """Returns the names listed in an import's or export's braces. Raises GoError for a
    renaming (`a as b`) or anything that is no name."""
    names = [n.strip() for n in group.split(",") if n.strip()]
    for name in names:
        if not re.fullmatch(_IDENT, name):
            raise GoError(f"{where.name}: only plain names may be imported or re-exported, "
                          f"not {name!r}")
    return names


def _order(entry: Path) -> list[Path]:
    """Returns the module files reached from `entry`, each after the files it imports
    (the entry last). Raises GoError for a missing file or an import cycle."""
    done: list[Path] = []
    visiting: set[Path] = set()

    def visit(path: Path) -> None:
        if path in done:
            return
        if path in visiting:
            raise GoError(f"the board's modules import each other in a cycle at {path.name}")
        if not path.is_file():
            raise GoError(f"the board's module {path} is missing")
        visiting.add(path)
        text = path.read_text(encoding="utf-8")
        for pattern in (_IMPORT, _REEXPORT):
            for match in pattern.finditer(text):
                visit(_join(path.parent, match.group(2)))
        visiting.discard(path)
        done.append(path)

    visit(Path(os.path.abspath(entry)))
    return done


def assemble(entry: Path) -> str:
    """Returns the ES module made of `entry` and the files it imports (see the module's
    docstring), with a comment naming each file where its text begins. Raises GoError if
    a file is missing or breaks one of the rules."""
    entry = Path(os.path.abspath(entry))
    files = _order(entry)
    declared: dict[str, Path] = {}
    for path in files:
        for name in _DECLARATION.findall(path.read_text(encoding="utf-8")):
            if name in declared:
                raise GoError(f"{name} is declared in both {declared[name].name} and "
                              f"{path.name}: once assembled they would share one scope")
            declared[name] = path
    root = entry.parent
    parts = [f"// gotutor board: assembled by gotutor/widget/esm.py from {root.name}/*.js "
             "(edit those files)\n"]
    for path in files:
        text = path.read_text(encoding="utf-8")
        for match in (*_IMPORT.finditer(text), *_REEXPORT.finditer(text)):
            source = _join(path.parent, match.group(2))
            for name in _names(match.group(1), path):
                if declared.get(name) != source:
                    raise GoError(f"{path.name} imports {name} from {match.group(2)}, "
                                  "which does not declare it")
        text = _IMPORT.sub("", text)
        if path == entry:
            text = _REEXPORT.sub(r"export {\1};", text)
        else:
            text = _EXPORTED_DECLARATION.sub("", text)
            if re.search(r"^export\b", text, re.M):
                raise GoError(f"{path.name}: only the entry {entry.name} may export "
                              "anything but a declaration")
        if re.search(r"^import\b", text, re.M):
            raise GoError(f"{path.name}: an import that is not `import {{ a, b }} from "
                          '"./x.js";`')
        name = path.relative_to(root).as_posix()
        parts.append(f"\n// ---------------------------------------------------------------- "
                     f"{root.name}/{name}\n{text}")
    return "".join(parts)
