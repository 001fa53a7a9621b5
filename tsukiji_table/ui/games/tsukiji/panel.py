"""The Tsukiji lines of the info panel: whose turn, what now, the values that move.

Every line is wrapped to the width of the right-hand button column, so the
panel never reaches over the table; the lines are worked out once per change
of the table, the seat at the screen or the language (the panel is drawn
every frame).  Each seat's money and resources are on the table itself (the
purse's and the fish tokens' labels).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import i18n, theme
from ...fonts import fonts
from . import words

if TYPE_CHECKING:
    from ...services import TableServices


class PanelText:
    """The panel lines of one table (see the module docstring)."""

    def __init__(self, services: TableServices):
        self.services = services
        self._cache: tuple[Any, list[str]] = (None, [])

    def lines(self) -> list[str]:
        services = self.services
        key = (services.table.revision, services.viewer, i18n.language())
        if self._cache[0] != key:
            wrapped = [part for line in self._lines() for part in fonts().wrap(line, theme.FONT_SMALL + 1, services.panel_text_width())]
            self._cache = (key, wrapped)  # the window's panel shows every row it has room for
        return self._cache[1]

    def _lines(self) -> list[str]:
        services, t = self.services, self.services.table
        v = t.vars
        phase = v.get("phase")
        if phase == "over":
            return [i18n.tr("tk.phase.over")]
        movers = services.game.to_move(t)
        lines = []
        if phase == "bid":
            lines.append(i18n.tr("tk.bidders", n=len(movers)))
        elif movers:
            lines.append(i18n.tr("panel.to_move", names=", ".join(services.seat_name(s) for s in movers)))
        visit = v.get("visit")
        if phase == "choose" and v.get("auction"):
            lines.append(i18n.tr("tk.phase.choose", who=services.seat_name(v["auction"]["owner"])))
        elif phase in ("market", "bid", "choose") and visit:
            lines.append(i18n.tr("tk.in_market", market=words.market_name(services, visit["id"])))
        elif phase and phase != "bid":
            lines.append(i18n.tr(f"tk.phase.{phase}"))
        turn = v.get("turn")
        if turn is not None:
            lines.append(i18n.tr("tk.turn", who=services.seat_name(turn), ap=v.get("ap", 0)))
            if v.get("cart_ap"):
                lines.append(i18n.tr("tk.cart_ap", n=v["cart_ap"]))
            if turn == services.viewer and t.zones[f"p{turn}.harbor.unload"].ids:
                lines.append(i18n.tr("tk.place_here"))
        if v.get("end"):
            lines.append(i18n.tr("tk.end", n=v["end"]["left"]))
        lines += self._variants()
        values = self._values()
        if values:
            lines.append(" · ".join(values))
        if v.get("overfished"):
            lines.append(i18n.tr("tk.overfished", list=", ".join(words.market_name(services, m) for m in v["overfished"])))
        return lines

    def _variants(self) -> list[str]:
        """The variants' state everyone sees: crashed and closed boards, the next board of each queue."""
        services, v = self.services, self.services.table.vars
        out = []
        for side in ("crashed", "closed"):
            hit = [m for m, s in (v.get("crashed") or {}).items() if s == side]
            if hit:
                out.append(i18n.tr(f"tk.{side}", list=", ".join(words.market_name(services, m) for m in hit)))
        if v.get("known_order"):
            ctx = services.game.ctx  # type: ignore[attr-defined]
            heads = {}
            for mtype in ("fish", "external"):
                ids = services.table.zones[f"queue.{mtype}"].ids
                heads[mtype] = words.market_name(services, ctx.data.board_market[ids[0]]) if ids else i18n.tr("tk.none_left")
            out.append(i18n.tr("tk.next_boards", **heads))
        return out

    def _values(self) -> list[str]:
        """The values that move during the game, for the markets in play."""
        t = self.services.table
        ctx = self.services.game.ctx  # type: ignore[attr-defined]
        out = []
        if ctx.in_play(t, "eel"):
            out.append(i18n.tr("tk.value.eel", v=t.pieces["value_marker"].pos))
        if ctx.in_play(t, "red_snapper"):
            out.append(i18n.tr("tk.value.red_snapper", v=ctx.fish("red_snapper").value_of(t, ["x"])))
        if ctx.in_play(t, "salmon"):
            out.append(i18n.tr("tk.value.salmon", v=ctx.fish("salmon").owned(t)))
        return out
