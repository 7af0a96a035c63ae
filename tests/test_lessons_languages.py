"""The course in each language: every notebook runs in a fresh kernel, and what its boards
show is in the notebook's language.

Each notebook of lessons/ gets its own new kernel (a language set in one notebook must
not leak into the next: that is how lesson 05 once came up in English after 00 chose
Polish). To keep the time down, the notebooks the selected tests need are executed
once, two kernels at a time, by a module fixture; each test then judges one notebook.
After the notebook's own cells, one more cell prints the state of every GoBoard it made.

A text is "English where a translation exists" if it contains the English msgid of a
catalog entry that is translated (differently) in the notebook's language; one-word
labels and names are left out (codes such as "dead" or "play" are state values, and
"New Zealand" is a name, not prose).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import re
import string
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import nbformat
import polib
import pytest

from gotutor import i18n
from gotutor.lessons import LESSONS, lesson
from gotutor.lessons.notebooks import START_FILE

ROOT = Path(__file__).resolve().parent.parent
LESSONS_DIR = ROOT / "lessons"
LOCALE = ROOT / "gotutor" / "i18n" / "locale"
CODES = ["en", "pl", "ru", "nb", "ky"]
OTHERS = CODES[1:]
NOTEBOOKS = [f"{code}/{name}" for code in CODES
             for name in [START_FILE] + [item.notebook for item in LESSONS]]
MARK = "GOTUTOR-BOARD-STATES "
COLLECT = (
    "import gc as _gc, json as _json\n"
    "from gotutor.widget import GoBoard as _GoBoard\n"
    f"print({MARK!r} + _json.dumps([{{k: v for k, v in _b.get_state().items() "
    "if not k.startswith('_')} for _b in _gc.get_objects() if isinstance(_b, _GoBoard)], "
    "default=repr))")
CONCURRENT = 2  # kernels at a time (CI machines have two cores)
TIMES: dict[str, float] = {}


async def _execute(name: str, limit: asyncio.Semaphore) -> dict[str, Any]:
    import nbclient

    path = LESSONS_DIR / name
    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(COLLECT))
    async with limit:
        start = time.perf_counter()
        client = nbclient.NotebookClient(nb, kernel_name="python3", timeout=120,
                                         resources={"metadata": {"path": str(path.parent)}})
        try:
            await client.async_execute()
            error = None
        except Exception as exc:  # reported by the notebook's own test
            error = f"{type(exc).__name__}: {exc}"
        seconds = time.perf_counter() - start
    states: list[dict[str, Any]] = []
    for out in nb.cells[-1].get("outputs", []):
        if out.get("output_type") == "stream" and MARK in out.get("text", ""):
            states = json.loads(out["text"].split(MARK, 1)[1])
    return {"nb": nb, "error": error, "seconds": seconds, "states": states}


@pytest.fixture(scope="module")
def executed(request: pytest.FixtureRequest,
             tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, dict[str, Any]]]:
    """Executes the notebooks that the selected tests of this module name; returns, by
    name, the executed notebook, its error (or None), its time and its boards' states.
    The kernels keep their settings (a start page remembers its language) in a
    temporary folder, not in the user's Jupyter data folder."""
    settings = tmp_path_factory.mktemp("gotutor-settings")
    before = os.environ.get("GOTUTOR_CONFIG_DIR")
    os.environ["GOTUTOR_CONFIG_DIR"] = str(settings)
    try:
        yield _execute_all(request)
    finally:
        if before is None:
            del os.environ["GOTUTOR_CONFIG_DIR"]
        else:
            os.environ["GOTUTOR_CONFIG_DIR"] = before


def _execute_all(request: pytest.FixtureRequest) -> dict[str, dict[str, Any]]:
    wanted = sorted({item.callspec.params["name"] for item in request.session.items
                     if item.module is request.module and hasattr(item, "callspec")
                     and "name" in item.callspec.params})

    async def run_all() -> list[dict[str, Any]]:
        limit = asyncio.Semaphore(CONCURRENT)
        return await asyncio.gather(*(_execute(name, limit) for name in wanted))

    start = time.perf_counter()
    # in a thread of its own: the browser tests' Playwright may hold this thread's loop
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        done = pool.submit(lambda: asyncio.run(run_all())).result()
    results = dict(zip(wanted, done, strict=True))
    TIMES.update({name: r["seconds"] for name, r in results.items()})
    TIMES["(all, wall clock)"] = time.perf_counter() - start
    return results


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def _is_prose(text: str) -> bool:
    """True for English prose: two words or more, one of them in lower case (so not a
    one-word label, nor a name such as "New Zealand")."""
    plain = "".join(lit for lit, *_ in string.Formatter().parse(text))
    words = re.findall(r"[A-Za-z]{2,}", plain)
    return len(words) >= 2 and any(w.islower() for w in words)


@cache
def _english_patterns(code: str) -> tuple[tuple[str, re.Pattern[str], str], ...]:
    """Returns (a literal part, a pattern, the msgid) for every English sentence that the
    catalog of `code` translates into something else."""
    found = []
    for entry in polib.pofile(str(LOCALE / code / "LC_MESSAGES" / "gotutor.po")):
        if entry.obsolete or not entry.translated():
            continue
        forms = list(entry.msgstr_plural.values()) if entry.msgid_plural else [entry.msgstr]
        for english in filter(None, (entry.msgid, entry.msgid_plural)):
            if english in forms or not _is_prose(english):
                continue
            parts = [lit for lit, *_ in string.Formatter().parse(english)]
            regex = ".+?".join(re.escape(p) for p in parts)
            found.append((max(parts, key=len), re.compile(regex), english))
    return tuple(found)


def english_in(texts: set[str], code: str) -> dict[str, str]:
    """Returns {text: English msgid} for each of `texts` holding an English sentence that
    the catalog of `code` translates."""
    hits = {}
    for text in texts:
        for literal, pattern, english in _english_patterns(code):
            if literal in text and pattern.search(text):
                hits[text] = english
                break
    return hits


# --- every notebook, every language --------------------------------------------------

@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_a_fresh_kernel_and_its_boards_speak_its_language(
        name: str, executed: dict[str, dict[str, Any]]) -> None:
    result = executed[name]
    assert result["error"] is None, result["error"]
    nb = result["nb"]
    errors = [out for cell in nb.cells if cell.cell_type == "code"
              for out in cell.outputs if out.get("output_type") == "error"]
    assert not errors
    code = name.split("/")[0]
    states = result["states"]
    assert states, "every notebook shows live boards"
    assert {state["language"] for state in states} == {code}
    if code != "en":
        texts = {t for state in states for t in _strings(state)}
        assert english_in(texts, code) == {}


def test_the_english_detector_finds_an_english_sentence() -> None:
    texts = {i18n.explain("suicide", "en"), i18n.captured("B", 3, "en"),
             "Nie: " + i18n._("Black to play", "en"), i18n.explain("suicide", "pl"),
             "Pass", "dead", "B+3.5"}
    found = english_in(texts, "pl")
    assert set(found) == {i18n.explain("suicide", "en"), i18n.captured("B", 3, "en"),
                          "Nie: Black to play"}
    assert found[i18n.captured("B", 3, "en")] in ("Black captured {n} stone",
                                                   "Black captured {n} stones")


# --- every demonstration step and exercise text, without a kernel ------------------

@pytest.mark.parametrize("code", OTHERS)
def test_every_caption_and_exercise_text_is_in_the_language(code: str) -> None:
    from gotutor.problems.texts import Text
    from gotutor.widget import GoBoard

    def shown(value: Any) -> Iterator[str]:
        if isinstance(value, Text):
            yield value.render(code)
        elif isinstance(value, list | tuple):
            for item in value:
                yield from shown(item)
        elif isinstance(value, str):
            yield value

    texts: set[str] = set()
    for item in LESSONS:
        for key in item.demos:
            stack = [item.game(key, code).root]
            while stack:  # every step's caption and variation name
                node = stack.pop()
                texts.update(node.props.get("C", []) + node.props.get("N", []))
                stack.extend(node.children)
        for n in range(1, len(item) + 1):
            problem = lesson(item.number).problem(n, code)
            for name in ("title_text", "question", "hints", "right_text", "wrong_text"):
                texts.update(shown(getattr(problem, name, None)))
            texts.update(_strings({k: v for k, v in GoBoard(problem=problem, language=code)
                                   .get_state().items() if not k.startswith("_")}))
    assert len(texts) > 100
    assert english_in(texts, code) == {}


def test_report_the_times(executed: dict[str, dict[str, Any]]) -> None:
    """Prints how long the notebooks took (pytest -s shows it); fails if none ran."""
    assert TIMES
    per_language = {code: sum(t for n, t in TIMES.items() if n.startswith(code + "/"))
                    for code in CODES}
    print(f"\nnotebooks: {len(executed)}, wall clock {TIMES['(all, wall clock)']:.1f} s, "
          f"kernel-seconds by language: "
          + ", ".join(f"{c} {t:.1f}" for c, t in per_language.items()))
