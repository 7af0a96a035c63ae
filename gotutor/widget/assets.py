"""Where the board's front end comes from: in the widget's state, or from the site.

Everywhere the board's ES module and style sheet travel in its state (`_esm`, `_css`:
about 90 kB per board). The JupyterLite site (lite/build.py) serves them as files
instead and names their folder, relative to the page, in the kernel's environment
variable GOTUTOR_WIDGET_ASSETS (say `../static/gotutor/`): then a board's `_esm` is a
small loader that links the style sheet once and imports the module from there, and
its `_css` is empty. A notebook the site saves keeps its boards' state (so that they are
drawn again after a reload, see lite/build.py): with the loader it stays small (a few
kB a board, not 90).

The files are named by a hash of their text (`board.<sha256 prefix>.js`), so a site
built from another version never serves a stale module to a kernel, and browsers may
cache them for good.
"""

from __future__ import annotations

import hashlib
import json
import os

__all__ = ["ASSETS_VARIABLE", "front_end", "site_files"]

#: the environment variable naming the folder of the files, relative to the page
ASSETS_VARIABLE = "GOTUTOR_WIDGET_ASSETS"

_LOADER = """// gotutor's {stem}, loaded from the site's files (gotutor/widget/assets.py)
const base = new URL({folder}, document.baseURI);
const css = new URL({css}, base).href;
if (!document.querySelector(`link[data-gotutor-css="${{css}}"]`)) {{
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = css;
  link.dataset.gotutorCss = css;
  document.head.append(link);
}}
const module = await import(new URL({js}, base).href);
export default module.default;
"""


def file_name(stem: str, text: str, suffix: str) -> str:
    """Returns the name the site gives `text`: `<stem>.<12 hex digits of its sha256>
    <suffix>`."""
    return f"{stem}.{hashlib.sha256(text.encode()).hexdigest()[:12]}{suffix}"


def site_files(stem: str, esm: str, css: str) -> dict[str, str]:
    """Returns {file name: text} of the module and style sheet, as the site serves
    them."""
    return {file_name(stem, esm, ".js"): esm, file_name(stem, css, ".css"): css}


def front_end(stem: str, esm: str, css: str, folder: str | None = None) -> tuple[str, str]:
    """Returns the (`_esm`, `_css`) a widget sends: `esm` and `css` themselves, or, when
    `folder` (by default the GOTUTOR_WIDGET_ASSETS variable) names where the site serves
    them, a loader of those files and an empty style sheet."""
    if folder is None:
        folder = os.environ.get(ASSETS_VARIABLE, "")
    if not folder:
        return esm, css
    loader = _LOADER.format(stem=stem, folder=json.dumps(folder),
                            js=json.dumps(file_name(stem, esm, ".js")),
                            css=json.dumps(file_name(stem, css, ".css")))
    return loader, ""
