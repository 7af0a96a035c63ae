"""The capture game of one chain on raw point codes, by brute force: the tests' oracle
for the net and escape drills (not the drills' reader, gotutor/solver/chase.py).

`Brute(n, target, attacker, home)`: the attacker wins when the chain through `target`
is captured, the owner when it holds a stone of `home` (its living group). Both sides
play on every empty point within `reach` steps (Manhattan) of the chain, a wider set
than the drills' reader reads; the owner may pass. The search is a plain depth-first
minimax with a table, bounded by the attacker's moves: a chain with more liberties than
the attacker has moves left cannot be captured in them.
"""

from __future__ import annotations


def nbrs(p: int, n: int) -> list[int]:
    x, y = p % n, p // n
    return [q for q, ok in ((p - n, y > 0), (p + n, y < n - 1), (p - 1, x > 0),
                            (p + 1, x < n - 1)) if ok]


def flood(codes: tuple[int, ...], n: int, p: int) -> tuple[set[int], set[int]]:
    """The stones of the chain through p and its liberties, by a plain flood fill."""
    colour, stones, libs, todo = codes[p], {p}, set(), [p]
    while todo:
        q = todo.pop()
        for r in nbrs(q, n):
            if codes[r] == 0:
                libs.add(r)
            elif codes[r] == colour and r not in stones:
                stones.add(r)
                todo.append(r)
    return stones, libs


def play(codes: tuple[int, ...], n: int, p: int, me: int, ko: int | None
         ) -> tuple[tuple[int, ...], int | None] | None:
    """The position after `me` plays at p (None if illegal: occupied, suicide, the ko
    point), with the new basic-ko point."""
    if codes[p] or p == ko:
        return None
    board = list(codes)
    board[p] = me
    taken: list[int] = []
    for r in nbrs(p, n):
        if board[r] == 3 - me:
            stones, libs = flood(tuple(board), n, r)
            if not libs:
                taken += stones
                for s in stones:
                    board[s] = 0
    own, libs = flood(tuple(board), n, p)
    if not libs:
        return None
    new_ko = taken[0] if len(taken) == 1 and len(own) == 1 and len(libs) == 1 else None
    return tuple(board), new_ko


class Brute:
    """The capture game by brute force: the attacker wins when the chain through
    `target` is captured, the owner when it holds a stone of `home`. Both sides play
    on every empty point within `reach` steps (Manhattan) of the chain; the owner may
    pass. `captures(codes, ko, k)`: can the attacker, to move, capture within k of its
    moves?"""

    def __init__(self, n: int, target: int, attacker: int, home: set[int],
                 reach: int = 3) -> None:
        self.n, self.target, self.attacker = n, target, attacker
        self.home, self.reach = home, reach
        self.memo: dict[tuple, bool] = {}

    def near(self, codes: tuple[int, ...], stones: set[int]) -> list[int]:
        n = self.n
        return [p for p in range(n * n) if codes[p] == 0 and any(
            abs(p % n - s % n) + abs(p // n - s // n) <= self.reach for s in stones)]

    def captures(self, codes: tuple[int, ...], ko: int | None, k: int) -> bool:
        if codes[self.target] != 3 - self.attacker:
            return True
        stones, libs = flood(codes, self.n, self.target)
        if stones & self.home or len(libs) > k:
            return False  # home, or more liberties than moves left
        key = (codes, ko, k, True)
        if key not in self.memo:
            self.memo[key] = any(
                (after := play(codes, self.n, p, self.attacker, ko)) is not None
                and self.lost(*after, k - 1)
                for p in sorted(self.near(codes, stones), key=lambda p: p not in libs))
        return self.memo[key]

    def lost(self, codes: tuple[int, ...], ko: int | None, k: int) -> bool:
        """The owner to move: True if every move (a pass too) loses the chain within
        the attacker's k moves."""
        if codes[self.target] != 3 - self.attacker:
            return True
        stones, libs = flood(codes, self.n, self.target)
        if stones & self.home:
            return False
        key = (codes, ko, k, False)
        if key not in self.memo:
            me = 3 - self.attacker
            moves = sorted(self.near(codes, stones), key=lambda p: p not in libs)
            self.memo[key] = self.captures(codes, None, k) and all(
                (after := play(codes, self.n, p, me, ko)) is None
                or self.captures(*after, k) for p in moves)
        return self.memo[key]
