"""The package's layers: every module-level import points down (or across a layer),
never up, and no modules import each other in a circle.

Read from the source with `ast` (module level, outside `if TYPE_CHECKING:`), so the test
sees the imports a module runs when it is imported. An import inside a function that
goes up a layer is allowed only where the public API asks for it (UPWARD_CALLS): the
engine's `Game.from_sgf`, `to_sgf`, `to_sgf_bytes`, `score` and the `_repr_svg_` of
boards and games, thin methods that import their module when called; and the notebook
API of lessons and drills (`lesson.board()`, `drill()`...), whose functions return a
live board and import the widget when called, so that the lessons' content stays
readable and testable without Jupyter.
docs/ARCHITECTURE.md draws the same layers.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

import gotutor

PACKAGE = Path(gotutor.__file__).resolve().parent

#: The layers, lowest first; a module belongs to the first layer with a prefix of its
#: dotted name (without "gotutor."). "" is the package facade (gotutor/__init__.py),
#: which exposes the engine and imports the rest lazily on attribute access.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("errors", "color", "safefile", "coords"),
    ("i18n", "rules", "handicap"),
    ("board", "game", ""),
    ("scoring", "sgf", "diagram", "solver", "gtp", "progress", "autosave", "leitner",
     "ladder", "handin"),
    ("life", "bots", "seal", "end_read"),
    ("problems",),
    ("drills", "lessons", "gamereview", "classroom", "assignment"),
    ("widget", "voila", "jupyter"),
)

#: (module, function) -> the module it imports when called, going up a layer.
UPWARD_CALLS = {
    ("board", "_repr_svg_"): "diagram",
    ("game", "_repr_svg_"): "diagram",
    ("game", "score"): "scoring",
    ("game", "from_sgf"): "sgf",
    ("game", "to_sgf"): "sgf",
    ("game", "to_sgf_bytes"): "sgf",
    ("lessons", "board"): "widget",
    ("lessons", "demo"): "widget",
    ("lessons", "exercise"): "widget",
    ("lessons", "exercises"): "widget",
    ("lessons", "worked_example"): "widget",
    ("lessons", "_live_card"): "widget.progress",
    ("drills", "drill"): "widget",
    ("drills", "review"): "widget",
    ("gamereview.review", "board"): "widget",
    # set_language in a kernel a Jupyter server started switches JupyterLab's own texts
    ("i18n.translate", "_follow_lab"): "jupyter.lab_language",
}


def _modules() -> dict[str, Path]:
    """Returns {dotted name without "gotutor." ("" for the package): file}."""
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def layer_of(name: str) -> int:
    """Returns the index of the layer of module `name`; fails if it has none."""
    for index, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if name == prefix or (prefix and name.startswith(prefix + ".")):
                return index
    pytest.fail(f"gotutor.{name} is in no layer: add it to LAYERS (and the picture in "
                f"docs/ARCHITECTURE.md)")


def _target(name: str, node: ast.ImportFrom | ast.Import) -> list[str]:
    """Returns the gotutor modules an import statement of module `name` loads."""
    path = MODULES[name]
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found = []
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name == "gotutor" or alias.name.startswith("gotutor."):
                found.append(alias.name.removeprefix("gotutor").lstrip("."))
        return [f for f in found if f in MODULES]
    if node.level:
        base = package[:len(package) - node.level + 1] if node.level > 1 else package
        base = [*base, *([node.module] if node.module else [])]
    elif node.module and (node.module == "gotutor" or node.module.startswith("gotutor.")):
        base = node.module.split(".")[1:]
    else:
        return []
    for alias in node.names:
        sub = ".".join([*base, alias.name])
        found.append(sub if sub in MODULES else ".".join(base))
    return [f for f in found if f in MODULES and f != name]


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def module_imports(name: str) -> set[str]:
    """Returns the gotutor modules `name` imports at module level (try/except and
    plain `if` blocks included, `if TYPE_CHECKING:` left out)."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    found: set[str] = set()

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                found.update(_target(name, node))
            elif isinstance(node, ast.If) and not _is_type_checking(node):
                visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.Try):
                visit(node.body)
                for handler in node.handlers:
                    visit(handler.body)
                visit(node.orelse)
                visit(node.finalbody)

    visit(tree.body)
    return found


def function_imports(name: str) -> set[tuple[str, str]]:
    """Returns {(function name, imported module)} for the imports inside functions."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    found = set()
    for func in ast.walk(tree):
        if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(func):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    found |= {(func.name, t) for t in _target(name, node)}
    return found


def test_every_module_is_in_a_layer() -> None:
    for name in MODULES:
        layer_of(name)


@pytest.mark.parametrize("name", sorted(MODULES), ids=lambda n: n or "gotutor")
def test_module_level_imports_point_down(name: str) -> None:
    up = {t for t in module_imports(name) if layer_of(t) > layer_of(name)}
    assert not up, f"gotutor.{name} imports a layer above it: {sorted(up)}"


def test_upward_imports_in_functions_are_the_documented_ones() -> None:
    found = {}
    for name in MODULES:
        for func, target in function_imports(name):
            if layer_of(target) > layer_of(name):
                found[(name, func)] = target
    assert found == UPWARD_CALLS


def test_no_circle_of_module_level_imports() -> None:
    graph = {name: module_imports(name) for name in MODULES}
    done: set[str] = set()

    def walk(name: str, path: list[str]) -> None:
        if name in path:
            circle = [*path[path.index(name):], name]
            pytest.fail("a circle of imports: " + " -> ".join(circle))
        if name in done:
            return
        for target in sorted(graph[name]):
            walk(target, [*path, name])
        done.add(name)

    for name in sorted(graph):
        walk(name, [])


def test_the_checker_reads_known_imports_right() -> None:
    """The test's own reader on known cases: an import inside a function is not a
    module-level one, one under TYPE_CHECKING is not either, relative imports resolve
    to submodules."""
    assert "diagram" not in module_imports("board")  # inside _repr_svg_ only
    assert ("_repr_svg_", "diagram") in function_imports("board")
    assert "scoring" not in module_imports("game")  # under TYPE_CHECKING only
    assert ("score", "scoring") in function_imports("game")
    assert module_imports("solver.answers") >= {"board", "solver.search"}
    assert "lessons.positions" in module_imports("lessons.content.end_of_game")


def test_extract_and_exchange_do_not_import_each_other() -> None:
    assert "i18n.extract" not in module_imports("i18n.exchange")
    assert "i18n.exchange" not in module_imports("i18n.extract")


@pytest.mark.parametrize("name", ["game", "sgf", "scoring", "life", "solver.answers",
                                  "problems", "lessons", "drills"])
def test_below_the_widget_nothing_loads_jupyter(name: str) -> None:
    """Importing the engine, counting, SGF, the solver, problems, lessons or drills
    loads no widget or Jupyter module (the engine runs in a plain Python)."""
    code = (f"import sys, gotutor.{name}; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('anywidget', 'ipywidgets', 'traitlets', 'IPython', 'ipykernel', 'jupyter_core')"
            " or m.startswith('gotutor.widget')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=120).stdout.strip()
    assert out == "[]", out


ROOT = PACKAGE.parent
ARCHITECTURE = ROOT / "docs" / "ARCHITECTURE.md"


def _named_paths(text: str) -> set[str]:
    """Returns the file and folder paths `text` names in `code spans` and in its
    picture: words with a slash or a file suffix, placeholders (<code>) left out."""
    words = set(re.findall(r"`([^`\s]+)`", text))
    words |= set(re.findall(r"(?<![\w/.])([\w/]+(?:\.py|/))(?=\s|$)", text))
    return {w for w in words if ("/" in w or re.search(r"\.(py|json|md|js|css)$", w))
            and "<" not in w and not w.startswith(("http", "--")) and "*" not in w}


def test_the_architecture_document_names_only_paths_that_exist() -> None:
    text = ARCHITECTURE.read_text(encoding="utf-8")
    paths = _named_paths(text)
    assert len(paths) > 30, sorted(paths)
    missing = []
    for path in sorted(paths):
        candidates = [ROOT / path, PACKAGE / path]
        if "/" not in path:  # a file named in the folder the text is about
            candidates += list(PACKAGE.rglob(path))
        if not any(c.exists() for c in candidates):
            missing.append(path)
    assert not missing, f"docs/ARCHITECTURE.md names paths that do not exist: {missing}"


def test_the_architecture_picture_draws_every_layer() -> None:
    text = ARCHITECTURE.read_text(encoding="utf-8")
    picture = text.split("```")[1]
    rows = [row for row in picture.splitlines() if row.strip() and row.strip() != "|"]
    drawn = []
    for prefixes in LAYERS:
        names = [p for p in prefixes if p]
        found = [i for i, row in enumerate(rows)
                 if any(re.search(rf"(?<![\w/]){re.escape(n)}(\.py|/)", row) for n in names)]
        assert found, f"the picture lacks the layer {names}"
        for name in names:
            assert re.search(rf"(?<![\w/]){re.escape(name)}(\.py|/)", picture), name
        drawn.append(min(found))
    # the picture is drawn top down: the highest layer first
    assert drawn == sorted(drawn, reverse=True), drawn
