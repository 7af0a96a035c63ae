"""gotutor/widget/assets.py: the board's front end inline (everywhere) or loaded from the
JupyterLite site's files (GOTUTOR_WIDGET_ASSETS); the site's build writes the files
under the names the kernel side asks for (lite/build.py, checked in the browser by
tests/browser/test_lite.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from gotutor.widget import GoBoard
from gotutor.widget.assets import ASSETS_VARIABLE, front_end, site_files


def test_without_the_variable_the_board_carries_its_front_end() -> None:
    if os.environ.get(ASSETS_VARIABLE):  # a test run inside the site would differ
        return
    assert "export default { render }" in GoBoard._esm
    assert ".gt-root" in GoBoard._css


def test_the_loader_names_the_files_the_site_serves() -> None:
    esm, css = "export default { render() {} };\n", ".gt-root { color: red }\n"
    names = list(site_files("board", esm, css))
    assert [n.rsplit(".", 1)[1] for n in names] == ["js", "css"]
    loader, no_css = front_end("board", esm, css, folder="../static/gotutor/")
    assert no_css == ""
    assert json.dumps("../static/gotutor/") in loader
    for name in names:
        assert json.dumps(name) in loader
    assert "export default module.default" in loader
    # another text, another name: a site never serves a module of another version
    other = site_files("board", esm + "// changed\n", css)
    assert list(other) != names and list(other)[1] == names[1]
    assert front_end("board", esm, css, folder="") == (esm, css)


def test_a_kernel_in_the_site_sends_the_loader() -> None:
    """With the variable set (as the site's Pyodide kernel has it), a board's `_esm` is
    the loader of the very files site_files() names for the inline front end."""
    code = ("import json\nfrom gotutor.widget import GoBoard\n"
            "print(json.dumps([GoBoard._esm, GoBoard._css]))")
    env = {**os.environ, ASSETS_VARIABLE: "../static/gotutor/"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout
    loader, css = json.loads(out)
    assert css == ""
    expected = site_files("board", GoBoard._esm, GoBoard._css) if not os.environ.get(
        ASSETS_VARIABLE) else {}
    for name in expected:
        assert json.dumps(name) in loader
    assert len(loader) < 1000 < len(GoBoard._esm)
