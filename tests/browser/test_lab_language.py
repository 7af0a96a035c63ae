"""JupyterLab in the student's language (issue 37): a Polish lesson run in JupyterLab
sets JupyterLab's locale, and the page loaded again has Polish menus; the settings the
environment ships (no test settings of its own) show no "Jupyter news" toast."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_lab import LabNotebook, LabServer

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture(scope="module")
def server() -> Iterator[LabServer]:
    lab = LabServer(user_settings=False)
    try:
        lab.add_notebook("lekcja.ipynb", [
            "import gotutor as gt\nfrom gotutor.lessons import lesson\n"
            "gt.set_language('pl'); L = lesson(6)",
            "L.exercise(1)"])
        yield lab
    finally:
        lab.stop()


def menu_titles(page: Any) -> list[str]:
    return page.locator("#jp-menu-panel .lm-MenuBar-itemLabel").all_inner_texts()


def news_toasts(page: Any) -> list[str]:
    return [t for t in page.locator(".Toastify__toast").all_inner_texts()
            if "news" in t.lower() or "jupyter" in t.lower()]


def test_a_polish_lesson_gives_polish_menus_and_no_news_toast(browser: Any,
                                                              server: LabServer) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    page = ctx.new_page()
    try:
        nb = LabNotebook(page, server, "lekcja.ipynb")
        try:
            nb.run_all(1)
        finally:
            nb.close()
        setting = (server.tmp / "settings" / "@jupyterlab" / "translation-extension"
                   / "plugin.jupyterlab-settings")
        assert json.loads(setting.read_text())["locale"] == "pl_PL"
        # the next load of the page: JupyterLab reads the locale
        page.reload()
        page.wait_for_function("() => Boolean(window.jupyterapp)")
        page.evaluate("() => window.jupyterapp.started.then(() => true)")
        page.wait_for_selector("#jp-menu-panel .lm-MenuBar-itemLabel")
        page.wait_for_timeout(6000)  # the news question came a few seconds after the start
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "lab-polish-menus.png"))
        titles = menu_titles(page)
        assert "Plik" in titles and "Edycja" in titles, titles
        assert "File" not in titles, titles
        assert news_toasts(page) == []
    finally:
        ctx.close()
