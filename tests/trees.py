"""Comparing game trees node by node (shared by the SGF tests)."""

from __future__ import annotations

import gotutor as gt


def nodes(game: gt.Game) -> list[gt.Node]:
    """Every node of the tree, depth first, children in order."""
    out, stack = [], [game.root]
    while stack:
        node = stack.pop()
        out.append(node)
        stack.extend(reversed(node.children))
    return out


def assert_same_tree(a: gt.Game, b: gt.Game) -> None:
    """The two games hold the same tree: moves, setup, props and positions, node by node."""
    assert (a.size, a.komi, a.handicap, a.rules.name) == (b.size, b.komi, b.handicap,
                                                           b.rules.name)
    na, nb = nodes(a), nodes(b)
    assert len(na) == len(nb)
    for x, y in zip(na, nb, strict=True):
        assert x.move == y.move
        assert x.setup == y.setup
        assert x.props == y.props
        assert len(x.children) == len(y.children)
        assert (x.codes, x.hash, x.to_move, x.captures, x.ko, x.passes, x.move_number) == (
            y.codes, y.hash, y.to_move, y.captures, y.ko, y.passes, y.move_number)
