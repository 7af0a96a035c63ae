"""Voilà serves a class: each visitor's browser gets its own progress (two browser
contexts on one Voilà lesson), kept by the browser's id across a reload."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_frontends import TIMEOUT_MS, VoilaServer, lesson_01, question

pytestmark = pytest.mark.browser


def _open(browser: Any, url: str) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": 1200, "height": 1500})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url + "/", timeout=TIMEOUT_MS)
    # the first visit renders twice (the page reloads once with its new id)
    page.wait_for_function("() => !window.gotutorReloading && "
                           "document.querySelectorAll('.gt-root').length >= 3 && "
                           "document.querySelectorAll('.gt-pc-row').length >= 1",
                           timeout=240_000)
    return context, page


def _done(page: Any) -> int:
    return int(page.locator(".gt-pc-row").last.get_attribute("data-done"))


def test_each_visitor_has_their_own_progress(browser: Any) -> None:
    from gotutor.lessons import lesson

    voila = VoilaServer(lesson_01("en"))
    contexts = []
    try:
        first, page = _open(browser, voila.url)
        contexts.append(first)
        root = page.locator(".gt-root", has=page.locator(
            ".gt-question", has_text=question(1, 3))).first
        root.scroll_into_view_if_needed()
        for v in lesson(1).exercise_spec(3).answer:
            before = int(root.get_attribute("data-version"))
            root.locator(f'.gt-cell[data-vertex="{v}"]').click()
            page.wait_for_function("([el, v]) => Number(el.dataset.version) > v",
                                   arg=[root.element_handle(), before])
        root.locator('button[data-action="check"]:visible').click()
        page.wait_for_function("() => [...document.querySelectorAll('.gt-pc-row')]"
                               ".some(r => Number(r.dataset.done) >= 1)", timeout=10_000)

        second, other = _open(browser, voila.url)
        contexts.append(second)
        other.wait_for_timeout(2500)  # a card that followed a shared file would show 1
        assert _done(other) == 0
        ids = [next(k["value"] for k in c.cookies() if k["name"] == "gotutor_visitor")
               for c in contexts]
        assert ids[0] != ids[1] and all(len(i) == 32 for i in ids)

        page.reload()  # the same browser: the same progress
        page.wait_for_function("() => [...document.querySelectorAll('.gt-pc-row')]"
                               ".some(r => Number(r.dataset.done) >= 1)", timeout=30_000)
        shared = voila.progress_file  # the file the server would use otherwise
        visitors = shared.parent / "visitors"
        saved = json.loads((visitors / ids[0] / shared.name).read_text())
        assert saved["exercises"][lesson(1).key(3)]["status"] == "solved"
        assert not (visitors / ids[1] / shared.name).exists()
        assert not shared.exists()
    finally:
        for context in contexts:
            context.close()
        voila.stop()
