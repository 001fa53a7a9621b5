"""The table as drawn: the kinds' looks, the camera, the renderer and the laid-out view.

:class:`TableCanvas` lays out ``view(table, seat)`` once per change of the
table (keyed on ``Table.revision`` and the seat), with the game screen's
rewrites (``adjust_view``, ``zone_meta``), and again without the pieces a
hand carries or the screen animates itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ...rulesdata import Rules
from ...table import Table, view
from ...table.view import TableView
from .. import plugin
from ..art import ArtCache
from ..camera import Camera
from ..kinds import KindCatalog
from ..layout import Layout, lay_out
from ..render import TableRenderer

Meta = dict[str, dict[str, Any]]


class TableCanvas:
    """The laid-out table of one scene and what draws it (see the module docstring)."""

    def __init__(self, table: Table, rules: Rules | Sequence[Rules] | None):
        self.table = table
        plugin.discover()  # the boxes' printed faces (ui/games/*_art.py) are registered before the catalog is built
        self.catalog = KindCatalog(table, rules)
        self.renderer = TableRenderer(self.catalog, ArtCache())
        self.camera = Camera()
        self._adjust: Callable[[TableView], TableView] = lambda v: v
        self._zone_meta: Callable[[TableView], Meta] = lambda v: {}
        self._layout: Layout | None = None
        self._view: TableView | None = None
        self._meta: Meta = {}
        self.key: Any = None  # what the current layout was made from: (seat, revision)
        self._carry: tuple[Any, Layout] | None = None

    def rewrite_with(self, adjust: Callable[[TableView], TableView], zone_meta: Callable[[TableView], Meta]) -> None:
        """The game screen's rewrites of the view and of the zones' layout meta (laid out again from now)."""
        self._adjust, self._zone_meta = adjust, zone_meta
        self.key = None

    def forget(self) -> None:
        """Lay out again at the next frame (the screen's rewrites show something else now)."""
        self.key, self._carry = None, None
        self.renderer.invalidate()

    def layout(self, seat: int) -> Layout:
        """The view of ``seat``, laid out (again only when the table or the seat changed)."""
        key = (seat, self.table.revision)
        if key != self.key or self._layout is None:
            self._view = self._adjust(view(self.table, seat))
            self._meta = self._zone_meta(self._view)
            self._layout = lay_out(self._view, self.catalog, self._meta)
            self.key = key
        return self._layout

    def view(self, seat: int) -> TableView:
        """What ``seat`` sees, as the screen rewrote it (the view the layout was made from)."""
        self.layout(seat)
        assert self._view is not None
        return self._view

    def without(self, seat: int, left_out: frozenset[str]) -> tuple[Layout, Any]:
        """The layout to draw and its key: while pieces are carried (or animated by the screen),
        laid out without them, so the pile below shows its new top."""
        layout = self.layout(seat)
        if not left_out:
            return layout, self.key
        key = (self.key, left_out)
        if self._carry is None or self._carry[0] != key:
            shown = self.view(seat)
            zones = {zid: replace(z, pieces=tuple(p for p in z.pieces if p.handle not in left_out)) for zid, z in shown.zones.items()}
            self._carry = (key, lay_out(replace(shown, zones=zones), self.catalog, self._meta))
        return self._carry[1], key

    def world(self, pos: tuple[int, int]) -> tuple[float, float]:
        """The table point (mm) under a window point."""
        return self.camera.to_world(*pos)


__all__ = ["TableCanvas"]
