"""G17 Crate-Fill Draft, 2-4 players: the referee over the table.

Zones: ``deck`` (the stock cards, face down; what is not dealt goes back to
the box), per seat ``p<s>.packet`` (the cards being drafted, in hand: its
owner's eyes only), ``p<s>.hand`` (the drafted cards, face down in front of
the seat: its owner knows them), ``p<s>.first`` and ``p<s>.second`` (the two
picks, face down until the end) and ``p<s>.money``; ``supply`` (the drinks,
sorted by colour); the crates stand in ``centre`` and go to ``aside`` as
they fill, in the order they filled; ``crate.<k>`` holds crate k's drinks.

Phases: ``draft`` (everyone keeps a card of their packet at once, then the
packets pass on) → ``play`` (a drink into a crate, in turn) ↔ ``pick``
(everyone lays a card face down at once) → ``over``.  A draft or a pick is
moved face down at once: the others see only that the seat has chosen.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ...rulesdata import Rules
from ...table import Move as MoveCmd
from ...table import SetVar, Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, Seat, msg
from ..base import Action, Game, Int, Text, Why, boxed_table, shown_value
from ..registry import register
from . import g17_rules as model
from . import g17_words  # noqa: F401  (the words of the log and the refusals)
from .card_words import card_words
from .common import Catalogue, spot_pos
from .g17_bots import HeuristicBot
from .history import var_after
from .startseat import choose_first, first_option

Act = dict[str, Any]
SPOT = 30.0
CRATE_W, CRATE_H = 3 * SPOT, 2 * SPOT  # a crate seen from above: 3 x 2 spots
CARD_W, CARD_H = 63.0, 88.0
PICK_ZONES = ("first", "second")


def _card_name(value: str) -> str:
    return value.removeprefix("stock_card.")


class CardChoice(Action):
    """A card chosen in secret from one of the seat's own zones (moved face down at once)."""

    source: ClassVar[str] = ""
    missing: ClassVar[str] = ""
    args = {"card": Text()}

    def zone(self, table: Table, seat: int) -> str:
        return f"p{seat}.{self.source}"

    def candidates(self, game: CrateFillDraft, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "card": _card_name(pid)} for pid in table.zones[self.zone(table, seat)].ids)

    def check(self, game: CrateFillDraft, table: Table, seat: int, action: Act) -> Why:
        if why := game.cat.no_card(action["card"]):
            return why
        name = _card_name(action["card"])
        if f"stock_card.{name}" not in table.zones[self.zone(table, seat)].ids:
            return msg(self.missing, card=card_words(game.cat, game.card_codes[name]))
        return None

    def label(self, action: Act) -> str:
        return self.name  # which card stays the seat's secret

    def chosen(self, game: CrateFillDraft, tx: Transaction, viewer: int | None, own: str, other: str) -> Message:
        assert tx.seat is not None and tx.action is not None
        if viewer == tx.seat:
            return msg(own, who=Seat(tx.seat), card=card_words(game.cat, game.card_codes[_card_name(tx.action["card"])]))
        return msg(other, who=Seat(tx.seat))


class Draft(CardChoice):
    """Keep one card of the packet face down in front of you (everyone at once; the rest pass to the left)."""

    name = "draft"
    phases = ("draft",)
    source = "packet"
    missing = "jido.g17.why.not_in_packet"

    def apply(self, game: CrateFillDraft, table: Table, tx: Tx, seat: int, action: Act) -> None:
        pid = f"stock_card.{_card_name(action['card'])}"
        tx.move([pid], f"p{seat}.hand")
        tx.set_face([pid], False)
        tx.set_var("chosen", sorted([*table.vars.get("chosen", []), seat]))

    def describe(self, game: CrateFillDraft, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.chosen(game, tx, viewer, "jido.g17.log.draft_own", "jido.g17.log.draft"), *game.flow_lines(table, tx)]


class PickCard(CardChoice):
    """Lay one card of your hand face down: the first pick at the 2nd full crate, the second at the 4th (everyone at once)."""

    name = "pick"
    phases = ("pick",)
    source = "hand"
    missing = "jido.g17.why.not_in_hand"

    def apply(self, game: CrateFillDraft, table: Table, tx: Tx, seat: int, action: Act) -> None:
        pid = f"stock_card.{_card_name(action['card'])}"
        tx.move([pid], f"p{seat}.{PICK_ZONES[table.vars['pick']]}")
        tx.set_var("chosen", sorted([*table.vars.get("chosen", []), seat]))

    def describe(self, game: CrateFillDraft, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.chosen(game, tx, viewer, "jido.g17.log.pick_own", "jido.g17.log.pick"), *game.flow_lines(table, tx)]


class Fill(Action):
    """Put a drink from the supply into a crate that is not full."""

    name = "fill"
    phases = ("play",)
    args = {"crate": Int(1, 6), "drink": Text()}

    def candidates(self, game: CrateFillDraft, table: Table, seat: int) -> Iterable[Act]:
        drinks = [pid[6:] for pid in table.zones["supply"].ids]
        return ({"action": "fill", "crate": k, "drink": d} for k in game.open_crates(table) for d in drinks)

    def check(self, game: CrateFillDraft, table: Table, seat: int, action: Act) -> Why:
        name = action["drink"].removeprefix("drink.")
        if name not in game.drink_codes:
            return msg("jido.arg.drink", value=shown_value(action["drink"]))
        if table.pieces[f"drink.{name}"].zone != "supply":
            return msg("jido.g17.why.not_in_supply", drink=game.cat.drink_names(game.drink_codes[name]))
        if table.pieces[f"crate#{action['crate']}"].zone != "centre":
            return msg("jido.g17.why.crate_full", k=action["crate"])
        return None

    def apply(self, game: CrateFillDraft, table: Table, tx: Tx, seat: int, action: Act) -> None:
        k = action["crate"]
        zone = f"crate.{k}"
        taken = {tuple(table.pieces[pid].pos) for pid in table.zones[zone].ids}
        spot = next(s for s in range(game.cfg.crate_size) if spot_pos(s) not in taken)
        tx.move([f"drink.{action['drink'].removeprefix('drink.')}"], zone, pos=[spot_pos(spot)])
        if len(table.zones[zone].ids) == game.cfg.crate_size:
            tx.move([f"crate#{k}"], "aside")
        tx.set_var("turn", (seat + 1) % table.players)
        tx.set_var("turns", table.vars.get("turns", 0) + 1)

    def describe(self, game: CrateFillDraft, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None and tx.action is not None
        name = tx.action["drink"].removeprefix("drink.")
        k = tx.action["crate"]
        lines = [msg("jido.g17.log.fill", who=Seat(tx.seat), drink=game.cat.drink_names(game.drink_codes[name]), k=k)]
        aside = table.zones["aside"].ids
        if any(isinstance(c, MoveCmd) and c.dst == "aside" for c in tx.commands) and f"crate#{k}" in aside:
            lines.append(msg("jido.g17.log.full", k=k, n=aside.index(f"crate#{k}") + 1))
        return lines + game.flow_lines(table, tx)


@register
class CrateFillDraft(Game):
    """G17 Crate-Fill Draft for 2-4 players."""

    id: ClassVar[str] = "jido:g17"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("g17.yaml",)
    names: ClassVar[dict[str, str]] = {"en": "Crate-Fill Draft", "ja": "クレート詰めドラフト"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    length: ClassVar[tuple[int, int] | None] = (15, 25)  # the rulebook gives no playing time: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "Draft three stock cards and keep them secret. In turn, put one drink into any crate; full crates are set aside in the order they fill. "
        "When the 2nd crate fills everyone lays a card face down, when the 4th fills another. At the 5th the cards are turned over: "
        "the first earns 200 for each drink it names in the 2nd and 3rd crates, the second 300 in the 4th and 5th.",
        "ja": "ストックカードを3枚ドラフトし、秘密にしておきます。手番では好きなクレートにドリンクを1本入れ、埋まったクレートは埋まった順に脇に並べます。"
        "2つ目が埋まったら全員が手札から1枚伏せ、4つ目でもう1枚伏せます。5つ目で公開し、1枚目は2・3番目のクレートの該当ドリンク1本につき200円、"
        "2枚目は4・5番目で300円。",
    }
    options = (first_option("the person who most recently bought a drink from a vending machine"),)
    bots: ClassVar[dict[str, Any]] = {"heuristic": HeuristicBot}
    actions = (Draft, Fill, PickCard)

    def __init__(self, rules: Rules | None):
        super().__init__(rules)
        assert rules is not None, "Crate-Fill Draft needs the jidohanbaiki rules data"
        data = self.data = rules.file("g17.yaml")
        self.cat = Catalogue.from_rules(rules)
        self.cfg = model.Config(
            picks=tuple(model.Pick(p["after"], tuple(p["crates"]), p["per_drink"]) for p in data["picks"]),
            end_after=data["end_after"],
            tie_crate=data["tie_crate"],
            crates=data["crates"],
            crate_size=data["crate_size"],
        )
        self.card_codes = {self.cat.card_name(c): c for c in range(12)}
        self.drink_codes = {self.cat.drink_name(d): d for d in range(36)}

    # ---------------------------------------------------------- structure

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        assert self.rules is not None
        table = boxed_table(self.id, seed, players, self.rules)
        table.add_zone("deck", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone(
            "supply", ZoneKind.GRID, rect=[0.0, 0.0, 6 * SPOT + 8, 6 * SPOT + 17], arrange="grid", cols=6, rows=6, label={"en": "Drinks", "ja": "ドリンク"}
        )
        # The crates stand in the centre; a full one is set aside, after those already there (the window draws them).
        x = 6 * SPOT + 28
        table.add_zone("centre", ZoneKind.STACK, rect=[x, 0.0, 3 * CRATE_W + 32, 2 * CRATE_H + 33], arrange="row", label={"en": "Crates", "ja": "クレート"})
        aside = {"en": "Full crates, in the order they filled", "ja": "埋まったクレート（埋まった順）"}
        table.add_zone("aside", ZoneKind.STACK, rect=[x, 2 * CRATE_H + 43, 5 * CRATE_W + 52, CRATE_H + 40], arrange="row", label=aside)
        for k in range(1, self.cfg.crates + 1):
            table.add_zone(f"crate.{k}", ZoneKind.GRID, hidden=True, cols=3, rows=2, board=f"crate#{k}", label={"en": f"Crate {k}", "ja": f"クレート{k}"})
        top = 3 * CRATE_H + 100
        fan = 2 * CARD_W + 20  # three cards overlapping
        for seat in range(players):
            y = top + seat * (CARD_H + 26)
            row = [
                ("packet", ZoneKind.HAND, Visibility.OWNER, fan, {"en": "Drafting", "ja": "ドラフト中"}),
                ("hand", ZoneKind.STACK, Visibility.EVERYONE, fan, {"en": "Hand (face down)", "ja": "手札（伏せ）"}),
                ("first", ZoneKind.STACK, Visibility.EVERYONE, CARD_W + 24, {"en": "1st card", "ja": "1枚目"}),
                ("second", ZoneKind.STACK, Visibility.EVERYONE, CARD_W + 24, {"en": "2nd card", "ja": "2枚目"}),
            ]
            x = 0.0
            for name, kind, vis, w, label in row:
                # The hand's label names the seat; the zones beside it are edged in its colour.
                plain = name in ("first", "second")
                table.add_zone(f"p{seat}.{name}", kind, vis, owner=seat, rect=[x, y, w, CARD_H + 18], arrange="fan", label=label, plain=plain)
                x += w + 8
            money = {"en": "Money", "ja": "お金"}
            table.add_zone(f"p{seat}.money", ZoneKind.MONEY, owner=seat, rect=[x, y, 90.0, CARD_H + 18], arrange="purse", label=money, plain=True)
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        """Three cards dealt to each; the drinks sorted in the supply; the crates in the centre."""
        cat, n = self.cat, table.players
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            tx.move([f"crate#{k}" for k in range(1, self.cfg.crates + 1)], "centre")
            tx.move([cat.drink_piece(d) for d in range(36)], "supply", pos=[(d % 6, d // 6) for d in range(36)])
            cards = [cat.card_piece(c) for c in range(12)]
            tx.set_face(cards, False)
            tx.move(cards, "deck")
            tx.shuffle("deck")
            each = self.data["cards_each"]
            deck = list(table.zones["deck"].ids)
            for seat in range(n):
                dealt = deck[seat * each : (seat + 1) * each]
                tx.move(dealt, f"p{seat}.packet")
                tx.set_face(dealt, True)
            rest = table.in_zone("deck")
            if rest:
                tx.move(rest, "box")  # 「配らなかったカードは裏向きのまま箱に戻します」
            tx.set_var("turn", choose_first(tx, table, options))
            tx.set_var("turns", 0)
            tx.set_var("chosen", [])
            tx.set_var("phase", "draft")

    # ------------------------------------------------------------ queries

    def open_crates(self, table: Table) -> list[int]:
        """The crates not yet full, by number."""
        return sorted(int(pid.partition("#")[2]) for pid in table.zones["centre"].ids)

    def filled(self, table: Table) -> list[list[int]]:
        """The contents of the full crates, in the order they filled."""
        return [[self.drink_codes[p[6:]] for p in table.zones[f"crate.{pid.partition('#')[2]}"].ids] for pid in table.zones["aside"].ids]

    def to_move(self, table: Table) -> list[int]:
        phase = table.vars.get("phase")
        if phase in ("draft", "pick"):
            chosen = table.vars.get("chosen", [])
            return [s for s in range(table.players) if s not in chosen]
        if phase == "play":
            return [int(table.vars["turn"])]
        return []

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        return int(table.vars.get("turns", 0))

    # --------------------------------------------------------------- flow

    def advance(self, table: Table, tx: Tx) -> None:
        phase = table.vars.get("phase")
        if phase in ("draft", "pick") and len(table.vars.get("chosen", [])) < table.players:
            return
        if phase == "draft":
            self._pass_packets(table, tx)
        elif phase == "pick":
            tx.set_var("chosen", [])
            tx.set_var("phase", "play")
        elif phase == "play":
            full = len(table.zones["aside"].ids)
            if not any(isinstance(c, MoveCmd) and c.dst == "aside" for c in tx.commands):
                return
            if full >= self.cfg.end_after:
                self._end(table, tx)
                return
            due = model.pick_due(self.cfg, full)
            if due is not None:
                tx.set_var("pick", due)
                tx.set_var("chosen", [])
                tx.set_var("phase", "pick")

    def _pass_packets(self, table: Table, tx: Tx) -> None:
        """Every packet to the next seat (left, clockwise); a packet of one card is simply kept."""
        n = table.players
        step = 1 if self.data["pass_to"] == "next" else n - 1
        packets = [table.in_zone(f"p{s}.packet") for s in range(n)]
        for s, ids in enumerate(packets):
            if ids:
                tx.move(ids, f"p{(s + step) % n}.packet")
        tx.set_var("chosen", [])
        if all(len(table.zones[f"p{s}.packet"].ids) == 1 for s in range(n)):
            for s in range(n):
                last = table.in_zone(f"p{s}.packet")
                tx.move(last, f"p{s}.hand")
                tx.set_face(last, False)
        if not any(table.zones[f"p{s}.packet"].ids for s in range(n)):
            tx.set_var("phase", "play")

    def picks_of(self, table: Table, seat: int) -> list[int]:
        return [self.card_codes[_card_name(pid)] for z in PICK_ZONES for pid in table.zones[f"p{seat}.{z}"].ids]

    def _end(self, table: Table, tx: Tx) -> None:
        """The picks turned over and paid for."""
        tx.reveal()
        done = self.filled(table)
        for seat in range(table.players):
            ids = [pid for z in PICK_ZONES for pid in table.zones[f"p{seat}.{z}"].ids]
            tx.set_face(ids, True)
            money = model.payout(self.cfg, self.picks_of(table, seat), done)["total"]
            tx.pay("bank", f"p{seat}.money", money)
        tx.set_var("phase", "over")

    # ------------------------------------------------------------- output

    def flow_lines(self, table: Table, tx: Transaction) -> list[Message]:
        """What happened by itself after an action: packets passed, a pick due, play going on, the end."""
        lines: list[Message] = []
        moves = [c for c in tx.commands if isinstance(c, MoveCmd)]
        if any(m.dst.endswith(".packet") for m in moves):
            lines.append(msg("jido.g17.log.passed"))
            if any(m.dst.endswith(".hand") for m in moves[1:]):
                lines.append(msg("jido.g17.log.last_card"))
        phase = next((c for c in tx.commands if isinstance(c, SetVar) and c.name == "phase"), None)
        if phase is None:
            return lines
        turn = Seat(int(var_after(table, tx, "turn", 0)))
        if phase.after == "play":
            lines.append(msg("jido.g17.log.begin" if phase.before == "draft" else "jido.g17.log.play_on", who=turn))
        elif phase.after == "pick":
            lines.append(msg("jido.g17.log.pick_due", n=int(var_after(table, tx, "pick", 0)) + 1))
        elif phase.after == "over":
            lines.append(msg("jido.g17.log.end", n=self.cfg.end_after))
            score = self.score(table)
            if score is not None:
                for seat, row in enumerate(score["seats"]):
                    names = [card_words(self.cat, self.card_codes[line["card"]]) for line in row["lines"]]
                    lines.append(msg("jido.g17.log.reveal", who=Seat(seat), first=names[0], second=names[-1], money=row["total"]))
                lines.extend(msg("jido.g17.log.winner", who=Seat(s)) for s in score["winner"])
        return lines

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        done = self.filled(table)
        seats = []
        for seat in range(table.players):
            picks = self.picks_of(table, seat)
            row = model.payout(self.cfg, picks, done)
            row["tie"] = model.tiebreak(self.cfg, picks, done)
            for line in row["lines"]:
                line["card"] = self.cat.card_name(line["card"])
            seats.append(row)
        money = [table.money(f"p{s}.money") for s in range(table.players)]
        return {"scores": money, "winner": model.winners(money, [r["tie"] for r in seats]), "seats": seats}

    def public_state(self, table: Table) -> dict[str, Any]:
        out = super().public_state(table)
        out.update(phase=table.vars.get("phase"), turn=table.vars.get("turn"), filled=[pid for pid in table.zones["aside"].ids])
        return out
