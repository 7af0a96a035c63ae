"""Game: turns, passes, resignation, handicap, komi, the move tree, undo/redo,
variations, diagrams, the referee rule, and bad input that changes nothing."""

from __future__ import annotations

import pytest

import gotutor as gt
from gotutor.game import Node, _make_move, _make_node

B, W = gt.Color.BLACK, gt.Color.WHITE


def snapshot(g: gt.Game, tree: bool = True) -> tuple[object, ...]:
    """Everything a player (or the rules) can see of a game; with `tree`, also the
    number of continuations at the cursor."""
    return (str(g.board), g.board.hash, g.to_move, dict(g.captures), g.ko_point,
            g.move_number, g.is_over, g.result, g.legal_moves(), g.node,
            len(g.node.children) if tree else None, dict(g._seen),
            [str(m) for m in g.moves])


def test_black_moves_first_then_turns_alternate() -> None:
    g = gt.Game(9)
    assert g.to_move is B and g.to_move == "B"
    m1 = g.play("E5")
    assert m1 is not None and m1.color is B and m1.number == 1 and str(m1) == "B E5"
    assert g.to_move is W
    m2 = g.play("pass")
    assert m2 is not None and m2.is_pass and m2.color is W and m2.number == 2
    assert g.to_move is B and g.move_number == 2
    assert g.last_move == m2
    assert [str(m) for m in g.moves] == ["B E5", "W pass"]


def test_two_consecutive_passes_end_the_game_and_one_does_not() -> None:
    g = gt.Game(9)
    g.play("pass")
    g.play("E5")
    g.play("pass")
    assert not g.is_over
    g.play("pass")
    assert g.is_over
    assert g.legal_moves() == []
    assert g.why_illegal("D4") == "game-over"
    with pytest.raises(gt.IllegalMove) as info:
        g.play("pass")
    assert info.value.reason == "game-over"
    g.undo()
    assert not g.is_over and g.to_move is W


def test_pass_move_helper() -> None:
    g = gt.Game(9)
    assert g.pass_move().is_pass and g.to_move is W


def test_resignation_ends_the_game_and_undo_takes_it_back() -> None:
    g = gt.Game(9)
    g.play("E5")
    assert g.resign() == "B+R"  # White (to move) resigns
    assert g.is_over and g.result == "B+R"
    assert g.why_illegal("D4") == "game-over"
    with pytest.raises(gt.IllegalMove):
        g.resign()
    g.undo()
    assert not g.is_over and g.result is None and g.board["E5"] is B
    assert g.resign(B) == "W+R"


def test_captures_count_prisoners_per_colour() -> None:
    g = gt.Game.from_diagram("""
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .
    """)
    move = g.play("C2")
    assert move is not None and move.captured == ("C3",)
    assert g.captures == {B: 1, W: 0}
    assert g.board["C3"] is None


def test_an_illegal_play_raises_with_its_reason_and_leaves_the_game_exactly_as_it_was() -> None:
    g = gt.Game(9)
    for v in ("E5", "D5", "D4", "E4", "F4", "E3", "E6", "pass", "D3", "E4"):
        if g.why_illegal(v) is None:
            g.play(v)
    cases = {"E5": "occupied", "Z9": "off-board", "K1": "off-board", "J10": "off-board"}
    for vertex, reason in cases.items():
        before = snapshot(g)
        assert g.why_illegal(vertex) == reason
        assert not g.is_legal(vertex)
        with pytest.raises(gt.IllegalMove) as info:
            g.play(vertex)
        assert info.value.reason == reason
        assert isinstance(info.value, gt.GoError) and isinstance(info.value, ValueError)
        assert snapshot(g) == before


def test_an_illegal_ko_retake_changes_nothing() -> None:
    g = gt.Game(9, rules="tromp-taylor")
    g.setup(black=["E8", "E6", "F7"], white=["C7", "D8", "E7", "D6"], to_move="B")
    g.play("D7")
    before = snapshot(g)
    with pytest.raises(gt.IllegalMove) as info:
        g.play("E7")
    assert info.value.reason == "ko" and info.value.color is W and info.value.vertex == "E7"
    assert snapshot(g) == before


# the contract's bad vertices ("A10" is well formed but off the 9x9 board), and more
CONTRACT_BAD = ["", "I5", "A0", "A10", "ZZ", "D-1", "5D", None, 42, ("x", 1)]
MALFORMED = [v for v in CONTRACT_BAD if v != "A10"] + [4.5, [3, 3], (1, 2, 3), b"D4"]


@pytest.mark.parametrize("bad", CONTRACT_BAD)
def test_playing_the_contracts_bad_vertices_raises_go_errors_and_changes_nothing(
        bad: object) -> None:
    g = gt.Game(9)
    g.play("E5")
    before = snapshot(g)
    with pytest.raises(gt.GoError):
        g.play(bad)
    assert snapshot(g) == before


@pytest.mark.parametrize("bad", MALFORMED)
def test_asking_about_malformed_vertices_raises_vertex_error(bad: object) -> None:
    g = gt.Game(9)
    before = snapshot(g)
    for method in (g.is_legal, g.why_illegal, g.check):
        with pytest.raises(gt.VertexError):
            method(bad)
    assert snapshot(g) == before


def test_playing_out_of_turn_raises_and_changes_nothing() -> None:
    g = gt.Game(9)
    g.play("E5", color="B")
    before = snapshot(g)
    with pytest.raises(gt.GoError, match="white"):
        g.play("D4", color="B")
    with pytest.raises(gt.GoError):
        g.play("D4", color="purple")
    assert snapshot(g) == before
    assert g.play("D4", color="white") is not None


def test_undo_at_the_root_raises_navigation_error_and_changes_nothing() -> None:
    g = gt.Game(9)
    before = snapshot(g)
    with pytest.raises(gt.NavigationError):
        g.undo()
    with pytest.raises(gt.NavigationError):
        g.redo()
    assert not g.can_undo and not g.can_redo
    assert snapshot(g) == before


@pytest.mark.parametrize("bad", [1, -1, "0", True, None])
def test_redo_to_a_missing_variation_raises(bad: object) -> None:
    g = gt.Game(9)
    g.play("E5")
    g.undo()
    before = snapshot(g)
    with pytest.raises(gt.NavigationError):
        g.redo(bad)  # type: ignore[arg-type]
    assert snapshot(g) == before


def test_undo_and_redo_walk_the_tree() -> None:
    g = gt.Game(9)
    states = [snapshot(g, tree=False)]
    for v in ("E5", "D5", "D4"):
        g.play(v)
        states.append(snapshot(g, tree=False))
    for k in range(3, 0, -1):
        g.undo()
        assert snapshot(g, tree=False) == states[k - 1]
        assert g.can_redo
    for k in range(1, 4):
        move = g.redo()
        assert move is not None and move.number == k
        assert snapshot(g, tree=False) == states[k]


def test_a_new_move_after_undo_is_a_variation_and_keeps_the_old_line() -> None:
    g = gt.Game(9)
    g.play("E5")
    g.play("D5")
    old = g.node
    g.undo()
    g.play("F5")
    assert g.board["F5"] is W and g.board["D5"] is None
    g.undo()
    assert g.variations() == ["W D5", "W F5"]
    assert g.node.children[0] is old
    g.redo(0)
    assert g.node is old and g.board["D5"] is W and g.board["F5"] is None
    g.undo()
    g.redo(1)
    assert g.board["F5"] is W
    # playing an existing continuation follows it instead of adding another
    g.undo()
    g.play("D5")
    assert g.node is old and g.variations() == []
    g.undo()
    assert len(g.node.children) == 2
    assert [n.move.vertex for n in g.main_line() if n.move] == ["E5", "D5"]


def test_go_to_and_the_main_line() -> None:
    g = gt.Game(9)
    for v in ("E5", "D5", "D4", "C4"):
        g.play(v)
    end = g.node
    g.go_to_start()
    assert g.node is g.root and g.board.count(B) == 0 and g.to_move is B
    g.go_to_end()
    assert g.node is end and g.board.count(B) == 2
    other = gt.Game(9)
    with pytest.raises(gt.NavigationError):
        g.go_to(other.root)
    assert g.node is end


def test_superko_history_follows_the_cursor() -> None:
    # After undoing a line, the positions of that line no longer count for superko.
    g = gt.Game.from_diagram("""
        . . . . .
        . . . . .
        . . . . .
        O O X . .
        . X . X .
    """, to_move="B", rules="tromp-taylor")
    g.play("A1")
    g.play("C1")
    assert g.why_illegal("B1") == "superko"
    g.go_to_start()
    g.go_to_end()
    assert g.why_illegal("B1") == "superko"  # go_to rebuilds the history
    g.undo()
    g.undo()
    g.play("E5")  # another line
    g.play("E4")
    assert g.why_illegal("B1") == "occupied"


@pytest.mark.parametrize(("size", "n", "expected"), [
    # RECIPES.md: GNU Go's fixed points on 19x19
    (19, 2, {"Q16", "D4"}),
    (19, 3, {"Q16", "D4", "D16"}),
    (19, 4, {"D16", "Q16", "D4", "Q4"}),
    (19, 5, {"D16", "Q16", "D4", "Q4", "K10"}),
    (19, 6, {"D16", "Q16", "D10", "Q10", "D4", "Q4"}),
    (19, 7, {"D16", "Q16", "D10", "Q10", "D4", "Q4", "K10"}),
    (19, 8, {"D16", "K16", "Q16", "D10", "Q10", "D4", "K4", "Q4"}),
    (19, 9, {"D16", "K16", "Q16", "D10", "K10", "Q10", "D4", "K4", "Q4"}),
    # 13x13: the 4-4 points and the middles of the sides; 9x9: the 3-3 points
    (13, 4, {"D4", "K4", "D10", "K10"}),
    (13, 9, {"D4", "G4", "K4", "D7", "G7", "K7", "D10", "G10", "K10"}),
    (9, 2, {"G7", "C3"}),
    (9, 5, {"C3", "G3", "C7", "G7", "E5"}),
    (7, 4, {"C3", "E3", "C5", "E5"}),
])
def test_fixed_handicap_points(size: int, n: int, expected: set[str]) -> None:
    g = gt.Game(size, handicap=n)
    assert {g.board.vertex(p) for p in g.board.stones(B)} == expected
    assert g.handicap == n and g.to_move is W and g.move_number == 0
    assert g.why_illegal(next(iter(expected))) == "occupied"


@pytest.mark.parametrize(("size", "n"), [(19, 1), (19, 10), (9, 10), (7, 5), (6, 2), (9, True)])
def test_impossible_fixed_handicaps_raise(size: int, n: int) -> None:
    with pytest.raises(gt.GoError):
        gt.Game(size, handicap=n)


def test_free_handicap_placement() -> None:
    g = gt.Game(9, handicap=["C3", "g7", (4, 4)])
    assert {g.board.vertex(p) for p in g.board.stones(B)} == {"C3", "G7", "E5"}
    assert g.handicap == 3 and g.to_move is W
    for bad in (["C3", "C3"], "C3", ["Z9"], ["I5"], [None], 2.5, True):
        with pytest.raises(gt.GoError):
            gt.Game(9, handicap=bad)


def test_handicap_only_on_an_empty_board_before_the_first_move() -> None:
    g = gt.Game(9)
    g.play("E5")
    before = snapshot(g)
    with pytest.raises(gt.GoError):
        g.place_handicap(2)
    assert snapshot(g) == before


def test_komi_comes_from_the_rules_unless_given() -> None:
    assert gt.Game(9).komi == 6.5
    assert gt.Game(9, rules="new-zealand").komi == 7.0
    assert gt.Game(9, komi=0.5).komi == 0.5
    with pytest.raises(gt.RulesError):
        gt.Game(9, komi=0.3)


def test_from_diagram_sets_up_the_position_and_the_player_to_move() -> None:
    g = gt.Game.from_diagram("""
        . X . .
        X O . .
        . . . .
        . . . .
    """, to_move="W", rules="chinese", komi=3.5)
    assert g.board.size == 4 and g.to_move is W and g.komi == 3.5
    assert g.board["B4"] is B and g.board["A3"] is B and g.board["B3"] is W
    assert g.rules.name == "chinese"
    assert g.move_number == 0 and not g.can_undo
    with pytest.raises(gt.GoError):
        gt.Game.from_diagram("X .\n. . .")


def test_setup_mid_game_adds_a_node_and_undo_removes_it() -> None:
    g = gt.Game(9)
    g.play("E5")
    node = g.setup(black=["A1"], white="J9")
    assert g.board["A1"] is B and g.board["J9"] is W and g.node is node
    assert g.to_move is W
    g.undo()
    assert g.board["A1"] is None and g.board["E5"] is B
    with pytest.raises(gt.GoError):
        g.setup(black=["I5"])
    assert g.board["A1"] is None


def test_the_rules_can_change_and_the_superko_history_follows() -> None:
    g = gt.Game.from_diagram("""
        . . . . .
        . . . . .
        . . . . .
        O O X . .
        . X . X .
    """, to_move="B", rules="japanese")
    g.play("A1")
    g.play("C1")
    assert g.why_illegal("B1") is None
    g.rules = gt.Rules.preset("tromp-taylor")
    assert g.why_illegal("B1") == "superko"
    g.rules = gt.Rules.preset("aga")
    assert g.why_illegal("B1") is None


def test_referee_rule_from_the_game_option() -> None:
    g = gt.Game(9, referee=True)
    assert g.rules.illegal_move_loses and g.rules.name == "japanese"
    g.play("E5")
    assert g.play("Z9") is None  # off the board: illegal, the mover (White) loses
    assert g.result == "B+F" and g.is_over
    with pytest.raises(gt.IllegalMove):
        g.play("D4")  # after the end an attempt is refused, not another forfeit
    g2 = gt.Game(9, referee=True)
    with pytest.raises(gt.GoError):
        g2.play("I5")  # malformed input is an error, not a move


def test_nigiri_is_seeded() -> None:
    a = gt.nigiri(seed=3)
    assert a == gt.nigiri(seed=3)
    assert 1 <= a.handful <= 30 and a.guess in ("odd", "even")


def test_fast_move_and_node_builders_match_the_dataclasses() -> None:
    move = _make_move(B, "D4", ("E4",), (), 3)
    assert move == gt.Move(B, "D4", ("E4",), (), 3)
    with pytest.raises(AttributeError):  # a Move cannot be changed
        move.vertex = "E5"  # type: ignore[misc]
    root = Node(codes=(0,) * 25)
    node = _make_node(root, B, "D4", ("E4",), (), bytearray(25), 7, W, (1, 0), None, 0, 3)
    after = [0] * 25
    after[8] = 1  # D4 on 5x5 (E4, taken, was empty anyway)
    expected = Node(parent=root, move=move, codes=after, hash=7, to_move=W,
                    captures=(1, 0), ko=None, passes=0, move_number=3)
    for name in ("parent", "move", "setup", "props", "children", "codes", "hash",
                 "to_move", "captures", "ko", "passes", "move_number", "result", "illegal"):
        assert getattr(node, name) == getattr(expected, name), name
    # fresh containers for each node
    assert node.children is not root.children and node.setup is not root.setup


def test_every_verdict_has_every_field() -> None:
    g = gt.Game.from_diagram("""
        . X . .
        X . . .
        . . . .
        . . . .
    """, to_move="W")
    for vertex in ("A4", "B4", "C3", "Z9", "pass"):
        verdict = g.check(vertex)
        assert len(verdict) == len(gt.MoveCheck._fields)
        assert isinstance(verdict.captures, tuple) and isinstance(verdict.hash, int)
    assert g.check("B4").reason == "occupied" and g.check("A4").reason == "suicide"
    g.play("D1")
    g.play("pass")
    g.play("pass")
    assert g.check("C3") == ("game-over", B, g.board.point("C3"), (), (), 0)


def test_copy_is_independent() -> None:
    g = gt.Game(9)
    g.play("E5")
    c = g.copy()
    c.play("D5")
    assert g.board["D5"] is None and c.board["D5"] is W and g.to_move is W


# ---------------------------------------------------------------- the built-in bots
def test_beginner_bot_captures_when_it_can() -> None:
    from gotutor.gtp import BeginnerBot

    g = gt.Game.from_diagram("""
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .
    """)
    assert BeginnerBot(seed=1).choose(g) == "C2"


def test_beginner_bot_escapes_atari() -> None:
    from gotutor.gtp import BeginnerBot

    g = gt.Game.from_diagram("""
        . . . . . . .
        . . . . . . .
        . . . O . . .
        . . O X O . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """, to_move="B")
    # D4 is in atari (liberty D3); extending there gives it three liberties
    for seed in range(5):
        assert BeginnerBot(seed=seed).choose(g) == "D3"


def test_bots_play_whole_legal_games_and_are_seeded() -> None:
    from gotutor.gtp import BeginnerBot, RandomBot

    def game_of(bot_class: type[RandomBot], seed: int) -> list[str]:
        g = gt.Game(7, rules="chinese")
        black, white = bot_class(seed), bot_class(seed + 1)
        while not g.is_over and g.move_number < 300:
            bot = black if g.to_move is B else white
            vertex = bot.choose(g)
            assert vertex == "pass" or g.is_legal(vertex)
            # never fills its own eye
            if vertex != "pass":
                p = g.board.point(vertex)
                assert not all(g.board.get(n) is g.to_move for n in g.board.neighbors(p))
            g.play(vertex)
        return [str(m) for m in g.moves]

    for cls in (RandomBot, BeginnerBot):
        a = game_of(cls, 3)
        assert a == game_of(cls, 3)
        assert a != game_of(cls, 4)
        assert len(a) > 20


def test_setup_twice_in_a_row_merges_into_one_node() -> None:
    g = gt.Game(9)
    g.play("E5")
    first = g.setup(black=["A1"])
    second = g.setup(white=["J9"], empty=["A1"], to_move="B")
    assert first is second and g.node is first
    assert g.board["A1"] is None and g.board["J9"] is W and g.to_move is B
    assert first.setup == {g.board.point("A1"): None, g.board.point("J9"): W}
    g.undo()
    assert g.board["J9"] is None and g.board["E5"] is B and g.to_move is W


def test_setup_at_the_root_merges_into_the_root() -> None:
    g = gt.Game(9)
    node = g.setup(black=["C3", "G7"], white="E5", to_move="W")
    assert node is g.root and g.to_move is W and not g.can_undo
    assert g.root.setup == {g.board.point("C3"): B, g.board.point("G7"): B,
                            g.board.point("E5"): W}


def test_nodes_know_their_comment_depth_and_moves() -> None:
    g = gt.Game(9)
    g.play("E5")
    g.play("pass")
    node = g.node
    assert node.depth == 2 and g.root.depth == 0
    assert node.comment == ""
    node.comment = "White passes early"
    assert node.props["C"] == ["White passes early"] and node.comment == "White passes early"
    node.comment = ""
    assert "C" not in node.props
    assert repr(node) == "<Node W pass, 0 children>"
    assert repr(g.root) == "<Node root, 1 children>"
    assert repr(g) == "<Game 9x9 japanese, move 2, black to play>"
    assert [n.move.vertex for n in g.path if n.move] == ["E5", "pass"]


def test_rules_can_be_set_by_name_and_bad_names_change_nothing() -> None:
    g = gt.Game(9)
    g.rules = "new_zealand"  # type: ignore[assignment]
    assert g.rules is gt.Rules.preset("new-zealand")
    with pytest.raises(gt.RulesError):
        g.rules = "nonsense"  # type: ignore[assignment]
    assert g.rules.name == "new-zealand"


def test_a_long_game_copies_and_pickles_without_recursion() -> None:
    import pickle

    g = gt.Game(25, rules="tromp-taylor")
    # Black fills the board while White passes: 1200 moves, deeper in links than
    # Python's recursion limit
    for p in range(600):
        g.play(g.board.vertex(p))
        g.play("pass")
    g.undo()
    g.play("A1")  # a variation at the cursor: White A1 instead of a pass
    g.undo()
    expected = g.variations()
    assert expected == ["W pass", "W A1"]
    g.redo(0)
    for other in (g.copy(), pickle.loads(pickle.dumps(g))):
        assert other.move_number == g.move_number == 1200
        assert other.board == g.board and other.to_move is g.to_move
        assert other._seen == g._seen and other.legal_moves() == g.legal_moves()
        assert [str(m) for m in other.moves] == [str(m) for m in g.moves]
        other.undo()
        assert other.variations() == expected
        other.redo(1)
        assert other.board["A1"] is W
        assert g.move_number == 1200 and g.board["A1"] is None  # the original is untouched


def test_fixed_handicap_points_come_in_reading_order() -> None:
    # top row first, left to right, as GNU Go lists them
    assert gt.fixed_handicap_points(19, 3) == [(3, 15), (15, 15), (3, 3)]  # D16 Q16 D4
    g = gt.Game(19)
    assert g.place_handicap(9) == ["D16", "K16", "Q16", "D10", "K10", "Q10", "D4", "K4", "Q4"]


def test_switching_to_a_superko_rule_counts_the_positions_so_far() -> None:
    moves = ["E5", "D5", "D4", "pass", "C5", "pass", "D6", "E4"]
    g = gt.Game(9)
    for v in moves:
        g.play(v)
    g.rules = "aga"
    h = gt.Game(9, rules="aga")
    for v in moves:
        h.play(v)
    assert g._seen == h._seen and sum(g._seen.values()) == len(moves) + 1
    assert g.legal_moves() == h.legal_moves()
    g.go_to(g.root)
    h.go_to(h.root)
    assert g._seen == h._seen
