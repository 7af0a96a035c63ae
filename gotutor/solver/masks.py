"""Points as bit masks: bit p of an int is point p (x = p % size, y = p // size).

The solver's hot tests (Benson's test on the fight's region, the group's eye space
for the start numbers) run on masks: a chain or region grows one step for a few
integer operations instead of a loop over points.
"""

from __future__ import annotations

__all__ = ["Geometry", "bounds_mask", "code_mask", "geometry"]


_bounds_masks: dict[frozenset[int], int] = {}


def bounds_mask(points: frozenset[int]) -> int:
    """Returns the bit mask of `points` (bit p set for point p), cached per set."""
    mask = _bounds_masks.get(points)
    if mask is None:
        mask = 0
        for p in points:
            mask |= 1 << p
        if len(_bounds_masks) > 256:
            _bounds_masks.clear()
        _bounds_masks[points] = mask
    return mask


class Geometry:
    """The bit-mask geometry of a board size: `near(m)` returns the points next to
    the points of mask `m` (bit p is point p, x = p % size, y = p // size)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.full = (1 << (size * size)) - 1
        first = last = 0
        for y in range(size):
            first |= 1 << (y * size)
            last |= 1 << (y * size + size - 1)
        self.not_last = self.full & ~last  # may move one step to x + 1
        self.not_first = self.full & ~first  # may move one step to x - 1
        # translate tables: the codes as bytes -> one "0"/"1" digit per point
        self.digits = {c: bytes(49 if v == c else 48 for v in range(256)) for c in (0, 1, 2)}

    def near(self, m: int) -> int:
        s = self.size
        return (((m & self.not_last) << 1) | ((m & self.not_first) >> 1) | (m << s)
                | (m >> s)) & self.full

    def mask(self, raw: bytes, c: int) -> int:
        """The mask of the points whose code is `c`; `raw`: the codes as bytes."""
        return int(raw.translate(self.digits[c])[::-1], 2)


_geometries: dict[int, Geometry] = {}


def geometry(size: int) -> Geometry:
    """Returns the (cached) Geometry of a `size` board."""
    geo = _geometries.get(size)
    if geo is None:
        geo = _geometries[size] = Geometry(size)
    return geo


def code_mask(size: int, codes: tuple[int, ...], code: int) -> int:
    """Returns the mask of the points of `codes` (a position's point codes) that hold
    `code` (0 empty, 1 black, 2 white)."""
    return geometry(size).mask(bytes(codes), code)
