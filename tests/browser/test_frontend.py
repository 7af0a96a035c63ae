"""The board's front end alone in Chromium, against a stub model fed with real states
from GoBoard (layer 1 of RECIPES.md). `Harness.pump()` carries what the page sends to
the Python board and the new state back, so these tests cover the real protocol."""

from __future__ import annotations

import pytest

import gotutor as gt
from gotutor.widget import GoBoard

pytestmark = pytest.mark.browser


def rendered_stones(h) -> dict[str, str]:
    """Returns {vertex: "B"/"W"} of the stones drawn on the page."""
    return h.js("""v => Object.fromEntries([...v.el.querySelectorAll('.gt-stone')]
        .filter(g => g.getAttribute('display') !== 'none')
        .map(g => [g.dataset.vertex, g.dataset.color]))""")


# ---------------------------------------------------------------- geometry alone
def test_geometry_functions(stub_page) -> None:
    r = stub_page.evaluate("""() => {
      const g = window.gt;
      const box = g.cropBox([0, 12, 6, 18], 19);
      const vb = g.viewBox(g.cropBox([], 9), false);
      return {
        d4: g.vertexName(48, 9), parse: g.parseVertex("d4", 9), bad: g.parseVertex("I4", 9),
        off: g.parseVertex("K1", 9), stars19: g.starPoints(19).length,
        stars9: g.starPoints(9).map(p => g.vertexName(p, 9)).sort(), box,
        // the centre of a 450x450 board shows E5 (x 4, y 4); its top-left corner A9
        centre: g.pixelToPoint(225, 225, 450, 450, vb, g.cropBox([], 9), 9),
        corner: g.pixelToPoint(450 * 0.7 / vb.w, 450 * 0.7 / vb.h, 450, 450, vb,
                               g.cropBox([], 9), 9),
        outside: g.pixelToPoint(2, 2, 450, 450, vb, g.cropBox([], 9), 9),
        labels: g.coordinateLabels(19, box),
        step: g.stepCursor(0, "ArrowLeft", 9, g.cropBox([], 9)),
        stepDown: g.stepCursor(0, "ArrowDown", 9, g.cropBox([], 9)),
      };
    }""")
    assert r["d4"] == "D4" and r["parse"] == 48 and r["bad"] == -1 and r["off"] == -1
    assert r["stars19"] == 9
    assert r["stars9"] == ["C3", "C7", "E5", "G3", "G7"]
    assert r["box"] == {"left": 0, "top": 12, "right": 6, "bottom": 18}
    assert r["centre"] == 40 and r["corner"] == 0 and r["outside"] == -1
    assert [c["text"] for c in r["labels"]["columns"]] == list("ABCDEFG")
    assert [c["text"] for c in r["labels"]["rows"]] == ["7", "6", "5", "4", "3", "2", "1"]
    assert r["step"] == 0 and r["stepDown"] == 9


# ---------------------------------------------------------------- playing
def test_click_sends_the_vertex_and_the_answer_is_drawn(mount) -> None:
    board = GoBoard(size=9)
    h = mount(board)
    h.cell("C7").click()
    msgs = h.pump()
    assert msgs == [{"type": "play", "vertex": "C7", "version": 1}]
    assert rendered_stones(h) == {"C7": "B"}
    assert h.root.get_attribute("data-to-move") == "W"
    assert h.root.get_attribute("data-version") == str(board.version)
    assert h.root.locator(".gt-last-move").count() == 1


def test_a_double_click_sends_one_intent(mount) -> None:
    board = GoBoard(size=9)
    h = mount(board)
    h.cell("C7").dblclick()
    assert h.pump() == [{"type": "play", "vertex": "C7", "version": 1}]
    assert board.message == ""  # nothing refused as stale
    h.cell("D7").click()  # the answer arrived: the next click goes out
    assert len(h.pump()) == 1 and board.move_number == 2


def test_ghost_and_refusal_reason_on_occupied_and_suicide_points(mount) -> None:
    g = gt.Game.from_diagram("""
. O . . .
O . . . .
. . . . .
. . . . .
. . . . .
""")
    h = mount(GoBoard(g))
    h.cell("C3").hover()
    ghost = h.root.locator(".gt-ghost")
    assert ghost.count() == 1 and "gt-ghost-black" in ghost.get_attribute("class")
    assert "gt-ghost-illegal" not in ghost.get_attribute("class")
    h.cell("A5").hover()  # suicide for Black
    assert "gt-ghost-illegal" in h.root.locator(".gt-ghost").get_attribute("class")
    assert "gt-hint-refused" in h.root.locator(".gt-hint").get_attribute("class")
    assert h.root.locator(".gt-hint").inner_text() == (
        "A5 would be suicide: your stones there would have no liberties.")
    bubble = h.root.locator(".gt-bubble")  # the same words next to the pointer
    assert bubble.is_visible() and bubble.inner_text() == h.root.locator(".gt-hint").inner_text()
    h.cell("C3").hover()
    assert bubble.is_hidden()  # a legal point needs no explanation
    h.cell("B5").hover()  # occupied: no ghost, the reason in words
    assert h.root.locator(".gt-ghost").count() == 0
    assert h.root.locator(".gt-hint").inner_text() == (
        "B5 is occupied: there is already a stone there.")
    h.cell("A5").click()
    h.pump()
    assert h.root.locator(".gt-message").inner_text().startswith("A5 would be suicide")
    assert h.root.locator(".gt-live").inner_text().startswith("A5 would be suicide")
    assert rendered_stones(h) == {"B5": "W", "A4": "W"}


def test_referee_rule_an_illegal_click_is_sent_and_the_forfeit_shown(mount,
                                                                     artifacts) -> None:
    g = gt.Game(9, referee=True)
    g.setup(white=["B1", "A2"])
    board = GoBoard(g)
    h = mount(board)
    h.cell("A1").hover()  # suicide for Black: the ghost still says so, and what it costs
    assert "gt-ghost-illegal" in h.root.locator(".gt-ghost").get_attribute("class")
    assert h.root.locator(".gt-hint").inner_text() == (
        "A1 would be suicide: your stones there would have no liberties. "
        "Under the referee rule playing here loses the game.")
    assert h.root.locator(".gt-bubble").inner_text() == h.root.locator(".gt-hint").inner_text()
    h.root.screenshot(path=str(artifacts / "frontend-referee-warning.png"))
    h.cell("A1").click()
    assert h.pump() == [{"type": "play", "vertex": "A1", "version": board.version - 1}]
    assert h.root.locator(".gt-message").inner_text() == (
        "Black played an illegal move at A1 (suicide) and loses the game: W+F.")
    assert h.root.locator(".gt-live").inner_text() == h.root.locator(
        ".gt-message").inner_text()
    assert h.root.locator(".gt-turn").inner_text().strip() == "Game over: W+F"
    assert h.root.get_attribute("data-result") == "W+F"
    for action in ("pass", "undo", "first", "previous"):  # the board is over
        assert h.root.locator(f'button[data-action="{action}"]').is_disabled(), action
    assert rendered_stones(h) == {"B1": "W", "A2": "W"}
    h.root.screenshot(path=str(artifacts / "frontend-referee-forfeit.png"))


def test_markers_and_labels_are_drawn_on_their_points(mount) -> None:
    board = GoBoard(size=9)
    board.play("D4")
    board.mark("D4", "triangle")
    board.mark("E5", "square")
    board.mark("F6", "circle")
    board.mark("G7", "cross")
    board.label("C3", "a")
    h = mount(board)
    kinds = h.js("""v => Object.fromEntries([...v.el.querySelectorAll('.gt-mark')]
        .map(m => [m.dataset.vertex, [...m.classList].find(c => c.startsWith('gt-mark-'))]))""")
    assert kinds == {"D4": "gt-mark-triangle", "E5": "gt-mark-square", "F6": "gt-mark-circle",
                     "G7": "gt-mark-cross", "C3": "gt-mark-label"}
    # a mark on a black stone is drawn light, on the board dark
    assert "gt-on-black" in h.root.locator('.gt-mark[data-vertex="D4"]').get_attribute("class")
    assert "gt-on-board" in h.root.locator('.gt-mark[data-vertex="E5"]').get_attribute("class")
    assert h.root.locator('.gt-mark[data-vertex="C3"] text').text_content() == "a"
    # the marks are part of the points' accessible names, in words
    assert h.page.get_by_role("gridcell", name="E5, empty, square").count() == 1
    assert h.page.get_by_role("gridcell", name="C3, empty, a").count() == 1


def test_ko_point_is_marked_and_its_refusal_explained(mount, artifacts) -> None:
    # Black C3 takes the white stone at B3; White may not retake at B3 at once
    g = gt.Game.from_diagram("""
. . . . .
. X O . .
X O . O .
. X O . .
. . . . .
""")
    board = GoBoard(g)
    board.play("C3")
    h = mount(board)
    assert h.root.locator('.gt-ko[data-vertex="B3"]').count() == 1
    h.cell("B3").hover()
    assert "gt-ghost-illegal" in h.root.locator(".gt-ghost").get_attribute("class")
    assert "ko" in h.root.locator(".gt-hint").inner_text()
    h.root.screenshot(path=str(artifacts / "frontend-ko-refusal.png"))
    box, frame = (h.root.locator(sel).bounding_box() for sel in (".gt-bubble", ".gt-frame"))
    assert frame["x"] <= box["x"] and box["x"] + box["width"] <= frame["x"] + frame["width"]
    board.show_ko = False
    h.push()
    assert h.root.locator(".gt-ko").count() == 0


def test_crop_shows_only_the_corner(mount) -> None:
    board = GoBoard(size=19, crop="A1:G7")
    h = mount(board)
    cells = h.root.locator(".gt-cell")
    assert cells.count() == 49
    assert h.cell("G7").count() == 1 and h.cell("H8").count() == 0
    cols = h.js("v => [...v.el.querySelectorAll('.gt-coord')].map(t => t.textContent)")
    assert "H" not in cols and "A" in cols and "8" not in cols


def test_keyboard_arrows_enter_p_and_u(mount) -> None:
    board = GoBoard(size=9)
    h = mount(board)
    svg = h.root.locator("svg.gt-svg")
    svg.focus()
    # the cursor starts at the centre E5; two rights and one up reach G6
    for key in ("ArrowRight", "ArrowRight", "ArrowUp"):
        svg.press(key)
    assert h.root.get_attribute("data-cursor") == "G6"
    assert svg.get_attribute("aria-activedescendant").endswith("-G6")
    svg.press("Enter")
    assert h.pump() == [{"type": "play", "vertex": "G6", "version": 1}]
    svg.press("p")
    assert h.pump()[0]["type"] == "pass"
    assert board.last_move == "pass"
    svg.press("u")
    assert h.pump()[0]["type"] == "undo"
    svg.press("Backspace")
    assert h.pump()[0]["type"] == "undo"
    assert board.move_number == 0 and rendered_stones(h) == {}
    svg.press(" ")
    h.pump()
    assert rendered_stones(h) == {"G6": "B"}
    # JupyterLab's notebook shortcuts stay quiet while the board has the focus
    assert svg.get_attribute("data-lm-suppress-shortcuts") == "true"
    quiet = h.js("""v => [...v.el.querySelectorAll('button, select, summary')]
        .every(e => e.dataset.lmSuppressShortcuts === 'true')""")
    assert quiet


def test_accessible_names_and_live_region(mount) -> None:
    g = gt.Game.from_diagram("""
. . . . .
. X X . .
. . X . .
. . . . .
. . . . .
""")
    board = GoBoard(g)
    h = mount(board)
    page = h.page
    # B4 C4 C3: a chain of 3 with liberties A4 B5 C5 D4 B3 D3 C2 = 7
    assert page.get_by_role("gridcell", name="C3, black stone, chain of 3 stones, 7 liberties"
                            ).count() == 1
    assert page.get_by_role("gridcell", name="E5, empty").count() == 1
    assert page.get_by_role("grid", name="Go board, 5 by 5").count() == 1
    h.cell("D3").click()
    h.pump()
    assert h.root.locator(".gt-live").inner_text() == "Black plays D3."
    assert h.root.locator(".gt-live").get_attribute("aria-live") == "polite"
    # D3 joins the chain: D3 is filled, D2 and E3 added -> 8 liberties
    assert page.get_by_role("gridcell", name="D3, black stone, chain of 4 stones, 8 liberties,"
                            " last move").count() == 1


def test_view_mode_steps_through_a_demonstration(mount) -> None:
    sgf = ("(;GM[1]SZ[9]C[An empty board];B[ee]C[Black takes the centre]TR[ee]"
           ";W[cc]C[White answers]LB[dd:a])")
    board = GoBoard.demo(sgf)
    h = mount(board)
    caption = h.root.locator(".gt-caption")
    assert caption.inner_text() == "An empty board"
    svg = h.root.locator("svg.gt-svg")
    svg.focus()
    svg.press("ArrowRight")
    assert h.pump() == [{"type": "navigate", "to": "next", "version": board.version - 1}]
    assert caption.inner_text() == "Black takes the centre"
    assert h.root.locator('.gt-mark-triangle[data-vertex="E5"]').count() == 1
    h.root.locator('button[data-action="next"]').click()
    h.pump()
    assert caption.inner_text() == "White answers"
    assert h.root.locator('.gt-mark-label[data-vertex="D6"]').count() == 1
    svg.press("ArrowLeft")
    h.pump()
    assert caption.inner_text() == "Black takes the centre"
    # clicks do nothing in view mode
    h.cell("A1").click()
    assert h.sent() == []


def test_the_counter_shows_steps_in_view_mode_and_moves_in_play_mode(mount,
                                                                    artifacts) -> None:
    from gotutor.lessons.demo import Demonstration

    d = Demonstration(". " * 9 + "\n" + (". " * 9 + "\n") * 8, "An empty board")
    d.setup("Black has two stones.", black=["D4", "E4"], marks={"D4": "triangle"})
    d.setup("White puts one on E5.", white=["E5"])
    d.move("F5", "Black plays F5.")
    board = GoBoard.demo(d.game)
    h = mount(board)
    counter = h.root.locator(".gt-move-number")
    assert counter.inner_text() == "Step 1 of 4"
    h.root.locator('button[data-action="next"]').click()
    h.pump()
    # a setup step is a step, though no move was played
    assert counter.inner_text() == "Step 2 of 4"
    assert h.root.locator(".gt-caption").inner_text() == "Black has two stones."
    h.root.screenshot(path=str(artifacts / "frontend-demo-step-counter.png"))
    board.mode = "play"
    h.push()
    assert counter.inner_text() == "Move 0"


def test_the_language_select_switches_the_board_live(mount, artifacts) -> None:
    board = GoBoard(size=9)
    board.play("E5")
    h = mount(board)
    select = h.root.locator("select.gt-language-select")
    assert select.is_visible()
    names = h.js("""v => [...v.el.querySelectorAll('.gt-language-select option')]
        .map(o => [o.value, o.textContent, o.lang])""")
    assert names == [["en", "English", "en"], ["pl", "Polski", "pl"], ["ru", "Русский", "ru"],
                     ["nb", "Norsk bokmål", "nb"], ["ky", "Кыргызча", "ky"]]
    assert select.input_value() == "en"
    select.select_option("pl")
    assert h.pump() == [{"type": "set-language", "language": "pl",
                         "version": board.version - 1}]
    assert board.language == "pl"
    assert h.root.locator('button[data-action="pass"]').inner_text() == gt.i18n._("Pass", "pl")
    assert select.input_value() == "pl"
    h.root.screenshot(path=str(artifacts / "frontend-language-select.png"))
    # hidden in presentation mode and without controls; in problem mode it stays
    board.presentation = True
    h.push()
    assert select.is_hidden()
    board.presentation = False
    board.show_controls = False
    h.push()
    assert select.is_hidden()


def test_variation_buttons_choose_a_continuation(mount, artifacts) -> None:
    sgf = ("(;GM[1]SZ[9]C[Start];B[ee]C[Black takes the centre]"
           "(;W[cc]C[White takes a corner])(;W[gg]C[White answers low]))")
    board = GoBoard.demo(sgf)
    h = mount(board)
    bar = h.root.locator(".gt-variations")
    assert bar.is_hidden()  # one continuation: nothing to choose
    h.root.locator('button[data-action="next"]').click()
    h.pump()
    buttons = bar.locator("button.gt-variation")
    assert bar.is_visible() and buttons.all_inner_texts() == ["White C7", "White G3"]
    assert buttons.nth(0).get_attribute("title") == "main line: White takes a corner"
    assert buttons.nth(1).get_attribute("title") == "White answers low"
    assert bar.get_attribute("role") == "group"
    h.root.screenshot(path=str(artifacts / "frontend-variations.png"))
    buttons.nth(1).click()
    assert h.pump() == [{"type": "navigate", "to": "variation", "index": 1,
                         "version": board.version - 1}]
    assert h.root.locator(".gt-caption").inner_text() == "White answers low"
    assert rendered_stones(h) == {"E5": "B", "G3": "W"}
    assert bar.is_hidden()


def test_overlay_toggle_in_the_ui_sends_an_intent(mount) -> None:
    board = GoBoard(size=9)
    board.play("E5")
    board.play("E6")
    h = mount(board)
    h.root.locator("details.gt-overlays summary").click()
    h.root.locator('input[data-overlay="liberty_counts"]').check()
    assert h.pump() == [{"type": "overlay", "name": "liberty_counts", "on": True,
                         "version": board.version - 1}]
    counts = h.js("v => [...v.el.querySelectorAll('.gt-libcount')].map(t => t.textContent)")
    assert sorted(counts) == ["3", "3"]


def test_liberties_of_the_chain_under_the_pointer(mount) -> None:
    board = GoBoard(size=9, show_liberties=True)
    board.play("E5")
    board.play("E6")
    h = mount(board)
    h.cell("E5").hover()
    libs = h.js("v => [...v.el.querySelectorAll('.gt-liberty')].map(c => c.dataset.vertex)")
    assert sorted(libs) == ["D5", "E4", "F5"]
    assert h.root.locator(".gt-hover-count").text_content() == "3"
    # information, not a refusal: the hint line is not in the refusal colour
    assert "gt-hint-refused" not in h.root.locator(".gt-hint").get_attribute("class")
    assert h.root.locator(".gt-hint").inner_text() == "E5: black stone, 3 liberties"


def test_touch_first_tap_shows_the_ghost_second_plays(browser, stub_url, harness) -> None:
    context = browser.new_context(has_touch=True)
    page = context.new_page()
    page.goto(stub_url)
    page.wait_for_function("window.ready === true")
    board = GoBoard(size=9)
    h = harness(page, board)
    h.cell("D4").tap()
    assert h.sent() == []
    assert h.root.locator('.gt-ghost[data-vertex="D4"]').count() == 1
    h.cell("D4").tap()
    assert h.pump()[0]["vertex"] == "D4"
    context.close()


def test_setup_and_score_modes_send_their_intents(mount, artifacts) -> None:
    board = GoBoard(size=9, mode="setup")
    h = mount(board)
    h.root.locator('button[data-tool="W"]').click()
    h.cell("C3").click()
    assert h.pump() == [{"type": "set-stone", "vertex": "C3", "color": "W", "version": 1}]
    h.cell("C3").hover()
    assert h.root.locator('.gt-erase[data-vertex="C3"]').count() == 1  # shows it erases
    white_first = h.root.locator('button[data-action="set-to-move"][data-color="W"]')
    assert white_first.get_attribute("aria-pressed") == "false"
    white_first.click()
    assert h.pump()[0] == {"type": "set-to-move", "color": "W", "version": board.version - 1}
    assert white_first.get_attribute("aria-pressed") == "true"
    h.cell("C3").click()  # the same colour again erases
    assert h.pump()[0]["color"] == "empty"
    board.setup(black=["E5"])
    board.mode = "score"
    h.push()
    h.cell("E5").click()
    assert h.pump()[0] == {"type": "toggle-dead", "vertex": "E5", "version": board.version - 1}
    assert h.root.locator(".gt-dead").count() == 1
    assert h.root.locator(".gt-score-result").inner_text().startswith("Result: W+")
    h.root.screenshot(path=str(artifacts / "frontend-setup-then-score.png"))


def test_two_views_of_one_board_stay_in_sync(mount, stub_page) -> None:
    board = GoBoard(size=9)
    first = mount(board)
    second_index = stub_page.evaluate("i => mountAgain(i)", first.index)
    second = stub_page.locator("#apps > .app").nth(second_index).locator(".gt-root")
    second.locator('.gt-cell[data-vertex="C3"]').click()
    first.pump()  # the shared model carries the message and then the new state
    for root in (first.root, second):
        assert root.locator('.gt-stone[data-vertex="C3"]').get_attribute("data-color") == "B"
        assert root.get_attribute("data-version") == str(board.version)
    # the cursor and the hover are each view's own
    first.root.locator('.gt-cell[data-vertex="G7"]').hover()
    assert first.root.locator(".gt-ghost").count() == 1
    assert second.locator(".gt-ghost").count() == 0


def test_unmount_removes_the_listeners(mount) -> None:
    h = mount(GoBoard(size=9))
    assert h.js("v => v.model.listeners()") == 1
    h.js("v => v.cleanup()")
    assert h.js("v => v.model.listeners()") == 0
    assert h.js("v => v.el.children.length") == 0


# ---------------------------------------------------------------- themes, looks, speed
def _full_19(moves: int = 160) -> gt.Game:
    import random

    g = gt.Game(19)
    rng = random.Random(7)
    for _ in range(moves):
        g.play(rng.choice(g.legal_moves()))
    return g


def test_themes_change_the_board_colour(mount, artifacts) -> None:
    board = GoBoard(size=9)
    for v in ("E5", "D4", "C3", "F6", "D6", "E4"):
        board.play(v)
    board.label("G3", "a")
    board.mark("C3", "triangle")
    h = mount(board)
    page = h.page
    light = h.js("v => getComputedStyle(v.el.querySelector('.gt-board')).fill")
    page.screenshot(path=str(artifacts / "frontend-light.png"), full_page=True)
    page.evaluate("() => document.body.setAttribute('data-jp-theme-light', 'false')")
    dark = h.js("v => getComputedStyle(v.el.querySelector('.gt-board')).fill")
    page.screenshot(path=str(artifacts / "frontend-dark.png"), full_page=True)
    page.evaluate("() => document.body.removeAttribute('data-jp-theme-light')")
    board.high_contrast = True
    h.push()
    contrast = h.js("v => getComputedStyle(v.el.querySelector('.gt-board')).fill")
    page.screenshot(path=str(artifacts / "frontend-high-contrast.png"), full_page=True)
    assert len({light, dark, contrast}) == 3
    assert contrast == "rgb(255, 255, 255)"


def test_19x19_with_overlays_redraws_every_change(mount, artifacts, state_of) -> None:
    """First render, full redraw and the update after a move draw the right stones; the
    times are printed (the speed itself is measured by tests/bench/widget.py, not here,
    since a timed assertion fails on a loaded machine)."""
    board = GoBoard(_full_19(), show_atari=True, show_liberty_counts=True, max_width=720)
    empty = GoBoard(size=19, show_atari=True, show_liberty_counts=True, max_width=720)
    h = mount(board)
    page = h.page
    # first render: every node of the board built, stones and overlays drawn
    first = page.evaluate("""() => {
      const v = window.views[0]; const t = [];
      for (let i = 0; i < 20; i++) {
        v.el.replaceChildren(); v.cleanup();
        const t0 = performance.now();
        v.cleanup = window.gt.render({ model: v.model, el: v.el });
        t.push(performance.now() - t0);
      }
      t.sort((a, b) => a - b); return t[10];
    }""")
    # full redraw: every stone and overlay changes (an empty board <-> 160 moves)
    full = page.evaluate("""([a, b]) => {
      const v = window.views[0]; const t = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        v.model.update(i % 2 ? b : a);
        t.push(performance.now() - t0);
      }
      t.sort((x, y) => x - y); return t[10];
    }""", [state_of(empty), state_of(board)])
    # an update after one move (the path of a click once Python answered), and the
    # time until the next frame is painted (style, layout and paint included)
    move = board.game.legal_moves()[0]
    before = state_of(board)
    board.play(move)
    after = state_of(board)
    timings = page.evaluate("""([a, b]) => new Promise(async (done) => {
      const v = window.views[0]; const js = []; const frames = [];
      for (let i = 0; i < 9; i++) {
        v.model.update(a);
        const t0 = performance.now();
        v.model.update(b);
        js.push(performance.now() - t0);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        frames.push(performance.now() - t0);
      }
      js.sort((x, y) => x - y); frames.sort((x, y) => x - y);
      done([js[4], frames[4], frames[0]]);
    })""", [before, after])
    update, frame, best_frame = timings
    page.screenshot(path=str(artifacts / "frontend-19x19-overlays.png"), full_page=True)
    print(f"\n19x19 first render {first:.2f} ms; full redraw {full:.2f} ms; update after a "
          f"move {update:.2f} ms; update to painted frame {frame:.1f} ms (medians; best "
          f"frame {best_frame:.1f} ms)")
    assert rendered_stones(h)[move] == board.game.board[move].value
    assert len(rendered_stones(h)) == sum(board.game.board.count(c) for c in "BW")
    assert min(first, full, update, frame) > 0


def test_click_to_painted_stone_round_trip(mount, state_of) -> None:
    """Click -> message -> Python validates and syncs -> state -> painted, on 19x19: the
    kernel's share and the page's share, measured where they run (Jupyter's transport
    is measured by the JupyterLab benchmark)."""
    import json
    import time

    board = GoBoard(_full_19(120))
    h = mount(board)
    move = board.game.legal_moves()[0]
    kernel, page = [], []
    for _ in range(5):
        h.cell(move).click()
        msgs = h.sent()
        t0 = time.perf_counter()
        for msg in msgs:
            board._handle_custom_msg(msg, [])
        state = state_of(board)
        json.dumps(state)
        kernel.append((time.perf_counter() - t0) * 1000)
        page.append(h.page.evaluate("""([i, s]) => new Promise((done) => {
          const t0 = performance.now();
          window.views[i].model.update(s);
          requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0), 0));
        })""", [h.index, state]))
        assert rendered_stones(h)[move] == board.game.last_move.color.value
        board.undo()
        h.push()
    kernel.sort()
    page.sort()
    print(f"\nclick -> painted (19x19): kernel {kernel[2]:.1f} ms + page to painted frame "
          f"{page[2]:.1f} ms (medians; the speed is measured by tests/bench/widget.py)")


def test_score_and_presentation_screenshots(mount, artifacts) -> None:
    g = gt.Game.from_diagram("""
. . . X O . . . .
. . . X O . . . .
. . X X O . O . .
X X X O O . . . .
. O O O X X O O O
. . O . . . O . .
O O . . X . O . .
X X O . . O . . .
. X O . . . . . .
""", komi=6.5)
    board = GoBoard(g, mode="score")
    board.toggle_dead("E5")
    board.toggle_dead("E3")
    board.toggle_dead("A2")
    h = mount(board)
    assert h.root.locator(".gt-territory").count() > 20
    assert h.root.locator(".gt-score-table tr").count() >= 4
    h.page.screenshot(path=str(artifacts / "frontend-score.png"), full_page=True)
    h.js("v => v.cleanup()")
    sgf = ("(;GM[1]SZ[9]C[The white stone has two liberties left.]AB[dd][fd]AW[ed]TR[ed]"
           ";B[ec]C[Black takes one of them: White is in atari.]MA[ee])")
    demo = GoBoard.demo(sgf, presentation=True)
    h2 = mount(demo)
    assert h2.root.get_attribute("data-presentation") == "true"
    assert h2.root.locator(".gt-options").is_hidden()
    size = h2.js("v => parseFloat(getComputedStyle(v.el.querySelector('.gt-caption')).fontSize)")
    assert size >= 24
    h2.root.screenshot(path=str(artifacts / "frontend-presentation.png"))


def test_problem_panel_shows_the_question_and_sends_intents(mount, artifacts) -> None:
    problem = gt.Problem.capture("""
. . . . . . .
. . . . . . .
. . . X . . .
. . X O X . .
. . . . . . .
. . . . . . .
. . . . . . .
""", to_play="B", question="Capture the white stone.")
    board = GoBoard(problem=problem)
    h = mount(board)
    assert h.root.locator(".gt-question").inner_text() == "Capture the white stone."
    assert h.root.locator(".gt-play-bar").is_hidden()
    # the mode cannot change here, the language can
    assert h.root.locator("select.gt-mode-select").is_hidden()
    assert h.root.locator("select.gt-language-select").is_visible()
    h.root.locator('button[data-action="hint"]').click()
    assert h.pump()[0]["type"] == "hint"
    h.cell("D3").hover()
    assert h.root.locator('.gt-ghost[data-vertex="D3"]').count() == 1
    h.cell("D3").click()
    assert h.pump()[0] == {"type": "play", "vertex": "D3", "version": board.version - 1}
    assert h.root.locator(".gt-problem").get_attribute("data-status") == "solved"
    assert h.root.locator(".gt-message").get_attribute("data-kind") == "solved"
    h.root.screenshot(path=str(artifacts / "frontend-problem.png"))


class _AskingSession:
    """A problem session (see the problem protocol) that asks for a number or a choice."""

    def __init__(self, kind: str) -> None:
        self.game = gt.Game(size=9)
        self.language = "en"
        self.kind = kind
        self.answers: list[str] = []

    def state(self) -> dict:
        return {"question": "How many liberties?", "to_play": "B", "status": "open",
                "answer_kind": self.kind, "choices": [["2", "two"], ["3", "three"]],
                "selected": [], "progress": "1 / 2", "summary": "", "attempts": 1,
                "can_hint": False, "can_next": True, "can_retry": False,
                "feedback": {"kind": "info", "message": ""}, "marks": {}}

    def answer(self, value: str) -> tuple:
        self.answers.append(value)
        return ("right", "Yes.")

    def next(self) -> tuple:
        self.answers.append("next")
        return ("info", "")

    click = check = hint = retry = next


def test_number_and_choice_answers_are_sent_with_their_value(mount) -> None:
    number = _AskingSession("number")
    h = mount(GoBoard(problem=number))
    h.root.locator(".gt-answer-input").fill(" 3 ")
    h.root.locator(".gt-answer-input").press("Enter")
    assert h.pump() == [{"type": "answer", "value": "3", "version": 1}]
    assert number.answers == ["3"]
    choice = _AskingSession("choice")
    h2 = mount(GoBoard(problem=choice))
    buttons = h2.root.locator('button[data-action="answer"]')
    assert buttons.all_inner_texts() == ["two", "three"]
    buttons.nth(1).click()
    h2.pump()
    h2.root.locator('button[data-action="next-problem"]').click()
    h2.pump()
    assert choice.answers == ["3", "next"]


# ---------------------------------------------------------------- what the panels show
#: A black chain of two stones (C4 D4, the marked one) in the middle of a 7x7 board:
#: its liberties are C5 D5 C3 D3 B4 E4, six.
TWO_STONES = """
. . . . . . .
. . . . . . .
. . . . . . .
. . Y X . . .
. . . . . . .
. . . . . . .
. . . . . . .
"""


#: A finished 9x9 game: Black owns columns A-C, White F-J (walls on D and E).
WALLS = "\n".join([". . . X O . . . ."] * 9)


def _gap_under_the_board(h) -> float:
    """Returns the pixels between the board's lower edge and what comes next (the
    message line if shown, else the controls)."""
    return h.js("""v => {
      const svg = v.el.querySelector('.gt-svg').getBoundingClientRect();
      const next = [...v.el.querySelectorAll('.gt-message, .gt-controls')]
        .map(e => e.getBoundingClientRect()).filter(r => r.height > 0);
      return next[0].top - svg.bottom;
    }""")


@pytest.mark.parametrize("size,presentation", [(7, False), (19, True)])
def test_a_number_answer_stays_in_view_after_the_verdict(mount, artifacts, size,
                                                         presentation) -> None:
    diagram = TWO_STONES if size == 7 else "\n".join(
        ". " * 6 + "Y X" + " ." * 11 if y == 9 else ". " * 18 + "." for y in range(19))
    board = GoBoard(problem=gt.Problem.count_liberties(diagram, to_play="B"),
                    presentation=presentation)
    h = mount(board)
    # a question, not a move: no "Black to play", no prisoners
    assert h.root.locator(".gt-turn").count() == 0
    assert h.root.locator(".gt-prisoners").count() == 0
    box = h.root.locator(".gt-answer-input")
    box.fill("6")
    box.press("Enter")
    assert h.pump()[0]["value"] == "6"
    assert h.root.locator(".gt-message").inner_text() == "Right: the chain has 6 liberties."
    assert box.input_value() == "6"  # the answer is still there, next to the verdict
    assert box.is_visible() and box.evaluate("e => e.readOnly")
    if size == 7:
        h.root.screenshot(path=str(artifacts / "frontend-problem-number-right.png"))
    else:
        h.root.screenshot(path=str(artifacts / "frontend-problem-number-19-presentation.png"))
    h.root.locator('button[data-action="retry"]').click()
    h.pump()
    assert box.input_value() == ""  # a new attempt starts empty
    assert board.problem["status"] == "open"


def test_the_choice_given_stays_pressed(mount) -> None:
    problem = gt.Problem.legality("""
. O . . .
O . . . .
. . . . .
. . . . .
. . . . .
""", "A5", to_play="B")
    board = GoBoard(problem=problem)
    h = mount(board)
    buttons = h.root.locator('button[data-action="answer"]')
    suicide = buttons.filter(has_text="Suicide")
    suicide.click()  # A5 has no liberty for Black and captures nothing
    h.pump()
    assert board.problem["status"] == "solved"
    assert suicide.get_attribute("aria-pressed") == "true"
    assert "gt-chosen" in suicide.get_attribute("class")
    others = [b for b in buttons.all() if b.inner_text() != "Suicide"]
    assert len(others) == 3
    assert all(b.get_attribute("aria-pressed") == "false" for b in others)


def test_score_mode_shows_neither_the_turn_nor_the_prisoners(mount, artifacts) -> None:
    board = GoBoard(gt.Game.from_diagram(WALLS), mode="score")
    h = mount(board)
    assert h.root.locator(".gt-turn").count() == 0
    assert h.root.locator(".gt-prisoners").count() == 0
    assert h.root.locator(".gt-status").is_hidden()
    assert h.root.locator(".gt-score-table").is_visible()  # the prisoners are counted there
    h.root.screenshot(path=str(artifacts / "frontend-score-mode.png"))
    board.mode = "play"  # playing, both matter again
    h.push()
    assert h.root.locator(".gt-turn").inner_text().strip() == "Black to play"
    assert h.root.locator(".gt-prisoners").is_visible()


def test_no_blank_band_between_the_board_and_its_controls(mount, artifacts) -> None:
    board = GoBoard(size=19)
    h = mount(board)
    empty = _gap_under_the_board(h)
    # the controls' own margin and the hover hint's one line (under the board, where it
    # covers no coordinate), no other reserved line
    hint = h.root.locator(".gt-hint").bounding_box()
    assert 0 <= empty < 12 + hint["height"] and hint["height"] < 20
    h.cell("K10").hover()  # the hint has its room already: nothing moves
    assert h.root.locator(".gt-hint").inner_text() == "K10"
    assert _gap_under_the_board(h) == empty
    svg = h.root.locator(".gt-svg").bounding_box()
    assert h.root.locator(".gt-hint").bounding_box()["y"] >= svg["y"] + svg["height"]
    h.root.screenshot(path=str(artifacts / "frontend-19x19-hover-hint.png"))
    h.cell("K10").click()
    h.pump()
    h.cell("K10").click()  # refused (occupied): the message takes a line, then goes
    h.pump()
    assert board.message.startswith("K10 is occupied")
    assert _gap_under_the_board(h) == empty  # the message line now comes first
    h.cell("L10").click()
    h.pump()
    assert board.message == "" and _gap_under_the_board(h) == empty


def test_problem_mode_keeps_the_message_line_so_the_controls_do_not_jump(mount) -> None:
    board = GoBoard(problem=gt.Problem.count_liberties(TWO_STONES, to_play="B"))
    h = mount(board)
    controls = "v => v.el.querySelector('.gt-controls').getBoundingClientRect().top"
    before = h.js(controls)
    h.root.locator(".gt-answer-input").fill("5")
    h.root.locator('button[data-action="answer"]').click()
    h.pump()
    assert board.message.startswith("No:")
    assert h.js(controls) == before


def test_a_move_redraws_only_the_marks_it_changes(mount) -> None:
    board = GoBoard(size=9, show_liberty_counts=True)
    for v in ("B8", "H2"):
        board.play(v)
    h = mount(board)
    count_at = "(v, [x, y]) => v.el.querySelector(`.gt-libcount[x='${x}'][y='${y}']`)"
    h.js(f"(v, a) => {{ ({count_at})(v, a).gtKept = true; }}", [1, 1])  # B8's number
    h.cell("E5").click()  # far from B8: its chain keeps 4 liberties
    h.pump()
    assert h.js(f"(v, a) => ({count_at})(v, a).gtKept === true", [1, 1])
    assert h.js(f"(v, a) => ({count_at})(v, a).textContent", [4, 4]) == "4"
    h.cell("C8").click()  # White takes one of B8's liberties: a new number
    h.pump()
    assert h.js(f"(v, a) => ({count_at})(v, a).textContent", [1, 1]) == "3"
    assert h.js(f"(v, a) => ({count_at})(v, a).gtKept !== true", [1, 1])
    assert h.root.locator(".gt-libcount").count() == 4  # B8, H2, E5, C8: one each


# ---------------------------------------------------------------- every answer on the page
DEAD_GAME = """
. . X O .
. . X O .
. X X O O
. X O O .
. X X O .
"""


def test_dead_stones_then_the_score_typed_in_a_box_by_keyboard(mount, artifacts) -> None:
    problem = gt.Problem.dead_stones(DEAD_GAME, dead=[], komi=0.5)
    board = GoBoard(problem=problem)
    h = mount(board)
    box = h.root.locator(".gt-answer-input")
    assert box.count() == 0  # first the stones are marked and checked
    h.root.locator('button[data-action="check"]').click()
    h.pump()
    assert board.problem["entry"] == "score"
    assert box.is_visible() and box.get_attribute("placeholder") == "e.g. Black 3.5"
    assert h.root.locator("label.gt-entry-label").inner_text() == "Result:"
    assert h.root.locator('button[data-action="check"]').count() == 0  # the box took its place
    # by keyboard: the box has the focus, Enter sends what was typed
    assert h.js("v => document.activeElement === v.el.querySelector('.gt-answer-input')")
    score = problem.solution()[1]  # e.g. "W+0.5", typed the way a student writes it
    colour, _plus, margin = score.partition("+")
    h.page.keyboard.type(f"{'Black' if colour == 'B' else 'White'} {margin.replace('.', ',')}")
    h.page.keyboard.press("Enter")
    sent = h.pump()
    assert sent[0]["type"] == "answer"
    assert board.problem["status"] == "solved", board.message
    h.root.screenshot(path=str(artifacts / "frontend-dead-score-solved.png"))


def test_show_solution_appears_only_after_a_wrong_answer(mount, artifacts) -> None:
    board = GoBoard(problem=gt.Problem.count_liberties(DEAD_GAME, marked=["C5"]))
    h = mount(board)
    solution = h.root.locator('button[data-action="solution"]')
    assert solution.count() == 0
    h.root.locator(".gt-answer-input").fill("1")
    h.root.locator('button[data-action="answer"]').click()
    h.pump()
    assert board.problem["status"] == "failed"
    assert solution.is_visible() and solution.inner_text() == "Show solution"
    solution.click()
    assert h.pump()[0]["type"] == "solution"
    assert board.problem["status"] == "shown" and board.problem["result"] == "seen"
    assert solution.count() == 0
    h.root.screenshot(path=str(artifacts / "frontend-solution-shown.png"))


def test_after_two_passes_the_board_offers_to_count(mount, artifacts) -> None:
    board = GoBoard(gt.Game.from_diagram(DEAD_GAME, komi=0.5))
    h = mount(board)
    offer = h.root.locator(".gt-count-offer")
    assert offer.is_hidden()
    for _ in range(2):
        h.root.locator('button[data-action="pass"]').click()
        h.pump()
    assert offer.is_visible() and "dead stones" in offer.inner_text()
    button = h.root.locator('button[data-action="count-score"]')
    assert button.inner_text() == "Count the score"
    button.click()
    assert h.pump()[0] == {"type": "set-mode", "mode": "score", "version": board.version - 1}
    assert board.mode == "score" and offer.is_hidden()
    assert h.root.locator(".gt-score-result").is_visible()
    h.root.screenshot(path=str(artifacts / "frontend-count-offer.png"))


def test_an_empty_board_in_score_mode_says_why_clicks_do_nothing(mount) -> None:
    board = GoBoard(size=9, mode="score")
    h = mount(board)
    assert "nothing to count" in h.root.locator(".gt-score-note").inner_text()
    h.cell("E5").click()
    h.pump()
    assert "nothing to count" in h.root.locator(".gt-message").inner_text()


# ---------------------------------------------------------------- layout in the notebook
def _box(h, selector: str) -> dict:
    """Returns the bounding box (left, top, right, bottom) of `selector` in the board."""
    return h.js("""(v, sel) => {
      const r = v.el.querySelector(sel).getBoundingClientRect();
      return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
    }""", selector)


@pytest.fixture
def window_1400(stub_page):
    """Returns the stub page at 1400x1000 (the QA pass's window), restored afterwards."""
    old = stub_page.viewport_size
    stub_page.set_viewport_size({"width": 1400, "height": 1000})
    yield stub_page
    stub_page.set_viewport_size(old)


NINE_LIBERTIES = "\n".join([". . . . . . . . ."] * 3 + [". . . Y X . . . ."]
                           + [". . . . . . . . ."] * 5)


def test_in_problem_mode_the_verdict_is_above_the_board(window_1400, harness,
                                                        artifacts) -> None:
    board = GoBoard(problem=gt.Problem.count_liberties(NINE_LIBERTIES, to_play="B"))
    h = harness(window_1400, board)
    bar, svg = _box(h, ".gt-problem-bar"), _box(h, ".gt-svg")
    message = _box(h, ".gt-message")
    # the (reserved, still empty) message line: under the answer controls, over the board
    assert bar["bottom"] <= message["top"] < message["bottom"] <= svg["top"]
    h.root.locator(".gt-answer-input").fill("5")
    h.root.locator('button[data-action="answer"]').click()
    h.pump()
    assert board.message.startswith("No:")
    assert h.root.locator(".gt-message").inner_text() == board.message
    message = _box(h, ".gt-message")
    assert message["top"] < _box(h, ".gt-svg")["top"]
    assert message["bottom"] <= 1000  # seen at once in a 1000 px high window
    # the verdict's two reserved lines: neither the controls nor the board moved
    assert _box(h, ".gt-problem-bar") == bar and _box(h, ".gt-svg") == svg
    window_1400.screenshot(path=str(artifacts / "frontend-problem-verdict-above.png"))
    # other modes keep it under the board (next to the buttons it answers)
    play = harness(window_1400, GoBoard(size=9))
    play.cell("E5").click()
    play.pump()
    play.cell("E5").click()
    play.pump()
    assert play.board.message.startswith("E5 is occupied")
    assert _box(play, ".gt-message")["top"] >= _box(play, ".gt-svg")["bottom"]


POLISH_DEMO = ("(;GM[1]SZ[9]C[Puste przecięcie obok kamienia to jego oddech. Biały kamień "
               "na E5 ma cztery oddechy: D5, F5, E4 i E6. Policz je palcem, zanim zagrasz.]"
               "AB[dd][fd]AW[ed]TR[ed];B[ec]C[Czarny zabiera jeden oddech.])")


@pytest.mark.parametrize("width", [900, 1368, 600])
def test_presentation_fits_the_container_not_the_window(window_1400, harness, artifacts,
                                                        width) -> None:
    board = GoBoard.demo(POLISH_DEMO, presentation=True, language="pl")
    h = harness(window_1400, board)
    h.js("(v, w) => { v.el.style.width = `${w}px`; }", width)
    window_1400.wait_for_function(
        "([i, w]) => window.views[i].el.querySelector('.gt-root').dataset.narrow"
        " === String(w < 720)", arg=[h.index, width])
    box = h.js("""v => {
      const r = v.el.getBoundingClientRect();
      return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
    }""")
    assert box["right"] - box["left"] == width
    caption, frame = _box(h, ".gt-caption"), _box(h, ".gt-frame")
    for part in (caption, frame, _box(h, ".gt-controls")):
        assert box["left"] <= part["left"] and part["right"] <= box["right"] <= 1400, part
    assert h.js("v => v.el.scrollWidth <= v.el.clientWidth")  # nothing sticks out
    if width >= 720:  # room enough: the caption beside the board, the board the larger
        assert caption["left"] >= frame["right"] and caption["top"] == frame["top"]
        assert frame["right"] - frame["left"] > caption["right"] - caption["left"]
    else:  # too narrow for both side by side: the caption above the board
        assert caption["bottom"] <= frame["top"]
    h.root.screenshot(path=str(artifacts / f"frontend-presentation-{width}px.png"))


# ---------------------------------------------------------------- the stone appears at once
def test_a_click_draws_the_stone_before_python_answers(mount, artifacts) -> None:
    board = GoBoard(size=9, language="ky")
    h = mount(board)
    pending = h.root.locator(".gt-layer-pending .gt-stone-pending")
    h.cell("D4").click()  # the kernel has not answered yet (nothing pumped)
    assert pending.count() == 1 and pending.get_attribute("data-vertex") == "D4"
    assert pending.get_attribute("data-color") == "B" and pending.is_visible()
    assert h.root.get_attribute("data-pending") == "D4"
    h.root.screenshot(path=str(artifacts / "frontend-stone-at-once.png"))
    h.pump()  # Python confirms: the real stone replaces it
    assert pending.count() == 0 and h.root.get_attribute("data-pending") is None
    assert rendered_stones(h) == {"D4": "B"}
    # the page draws it in the click's own task (so in the next frame), not later
    drawn = h.js("""v => { const cell = v.el.querySelector('.gt-cell[data-vertex="E5"]');
        cell.dispatchEvent(new MouseEvent('click', {bubbles: true}));
        return v.el.querySelectorAll('.gt-layer-pending .gt-stone-pending').length; }""")
    assert drawn == 1
    h.pump()
    assert rendered_stones(h) == {"D4": "B", "E5": "W"}


def test_a_stone_python_refuses_is_taken_back_with_the_reason(mount) -> None:
    board = GoBoard(size=9)
    h = mount(board)
    board.play("C3")  # the page still shows C3 empty (no state pushed)
    h.cell("C3").click()
    pending = h.root.locator(".gt-layer-pending .gt-stone-pending")
    assert pending.count() == 1
    h.pump()
    assert pending.count() == 0  # taken back, and the message line says why
    assert h.root.locator(".gt-message").inner_text() == (
        "That click was made on an outdated board; try again.")
    assert rendered_stones(h) == {"C3": "B"}
    h.cell("A1").click()
    h.pump()
    assert rendered_stones(h) == {"C3": "B", "A1": "W"}


def test_no_stone_is_drawn_in_advance_where_the_page_knows_it_is_refused(mount) -> None:
    g = gt.Game(size=9)
    g.setup(white=["B1", "A2"])
    h = mount(GoBoard(g))
    h.cell("A1").click()  # suicide for Black: the page knows, so no stone in advance
    assert h.root.locator(".gt-layer-pending .gt-stone-pending").count() == 0
    h.pump()
    h.cell("B1").click()  # occupied
    assert h.root.locator(".gt-layer-pending .gt-stone-pending").count() == 0


def test_the_reason_bubble_goes_where_it_hides_fewer_stones(mount, artifacts) -> None:
    g = gt.Game(size=9)
    # E4 is suicide for Black (White all around); rows 5 and 6 are full of stones above
    # it, and below it there is only White's E3
    g.setup(black=[f"{c}{r}" for c in "ABCDFGHJ" for r in (5, 6)],
            white=["D4", "F4", "E3", "E5"])
    h = mount(GoBoard(g))
    h.cell("E4").hover()
    bubble = h.root.locator(".gt-bubble")
    assert bubble.is_visible() and "suicide" in bubble.inner_text()
    cell = h.cell("E4").bounding_box()
    box = bubble.bounding_box()
    assert box["y"] >= cell["y"] + cell["height"] * 0.9  # under the point
    h.root.screenshot(path=str(artifacts / "frontend-bubble-below.png"))
