"""G03 Genmaicha's words: names of drinks, cards and lines; log lines read from each transaction; refusals.

Log lines come from the transaction's own commands (what it paid, moved
and set), never from its label, so the same record reads in English and
Japanese and as each viewer may read it: a sealed bid's amount only to its
bidder, a peeked card only to the one who peeked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...rulesdata import Rules
from ...table import Move, MoveMoney, SetVar, Table, Transaction
from ...text import Message, Seat, add_strings, msg
from .common import Catalogue

if TYPE_CHECKING:
    from .g03 import Genmaicha


@dataclass(frozen=True)
class Names:
    """Drinks and stock cards named in both languages (a card by what is printed on it)."""

    cat: Catalogue
    cards: tuple[dict[str, str], ...]

    @classmethod
    def from_rules(cls, rules: Rules, cat: Catalogue) -> Names:
        faces = {v.id: v.props.get("face") for v in rules.components["stock_card"].variants}
        cards = []
        for code in range(12):
            face = faces.get(cat.card_name(code)) or cat.card_names(code)
            cards.append({lang: _plain(face[lang]) for lang in ("en", "ja")})
        return cls(cat, tuple(cards))

    def drink(self, code: int) -> dict[str, str]:
        return self.cat.drink_names(code)

    def card(self, code: int) -> dict[str, str]:
        return self.cards[code]


def _plain(face: str) -> str:
    """A card's printed name on one line, without the shape cards' length number."""
    text = face.replace("\n", "")
    head, _, rest = text.partition(" ")
    return rest if head.isdigit() and rest else text


def describe_action(game: Genmaicha, action: dict[str, Any]) -> Message | None:
    """An action in words before it is played (the Actions list, a hint): lines and drinks by name; None: its name says enough."""
    name = action.get("action")
    if name == "brew":
        drinks = [game.words.drink(game.codes["drink." + d.removeprefix("drink.")]) for d in action["drinks"]]
        return msg("jido.g03.does.brew", line=line_msg(action["line"]), drinks=drinks)
    if name in ("bid", "rebid", "pick_crate", "brand"):
        return msg(f"jido.g03.does.{name}", **{k: int(v) for k, v in action.items() if k != "action"})
    return None


def line_msg(line: str) -> Message:
    return msg("jido.g03.row" if line[0] == "r" else "jido.g03.col", n=int(line[1]) + 1)


def paid_to(tx: Transaction, src: str, dst: str) -> int:
    """Money ``tx`` moved from ``src`` to ``dst`` (all its legs)."""
    total = 0
    for cmd in tx.commands:
        if isinstance(cmd, MoveMoney):
            for a, b, coins in cmd.legs:
                if a == src and b == dst:
                    total += sum(d * n for d, n in coins)
    return total


def set_in(tx: Transaction, name: str) -> SetVar | None:
    """The last command of ``tx`` that set ``name`` (None: it did not)."""
    found = None
    for cmd in tx.commands:
        if isinstance(cmd, SetVar) and cmd.name == name and not cmd.delete:
            found = cmd
    return found


def _amounts(pairs: list[list[int]]) -> list[Message]:
    return [msg("jido.g03.amount", who=Seat(s), amount=a) for s, a in pairs]


def consequences(game: Genmaicha, tx: Transaction, viewer: int | None) -> list[Message]:
    """What the referee did by itself in ``tx``: reveals, tosses, the order, crates taken, brewing ended, a new round, the end."""
    out: list[Message] = []
    filled, at = 0, -1
    for cmd in tx.commands:
        if isinstance(cmd, SetVar) and not cmd.delete:
            out.extend(_var_line(game, cmd))
        elif isinstance(cmd, Move):
            src = {z for z, _, _ in cmd.src}
            if cmd.dst.startswith("crate.") and "bag" in src:
                at = len(out) if at < 0 else at
                filled += len(cmd.ids)
            elif cmd.dst.endswith(".drinks") and any(z.startswith("crate.") for z in src):
                seat = int(cmd.dst[1 : cmd.dst.index(".")])
                crate = int(next(z for z in src if z.startswith("crate."))[6:])
                out.append(msg("jido.g03.log.took", who=Seat(seat), crate=crate, drinks=[game.words.drink(game.codes[p]) for p in cmd.ids]))
            elif cmd.dst == "bag" and any(z.endswith(".drinks") for z in src):
                out.append(msg("jido.g03.log.back_to_bag_one" if len(cmd.ids) == 1 else "jido.g03.log.back_to_bag", n=len(cmd.ids)))
    if filled:
        out.insert(at, msg("jido.g03.log.filled", n=filled))
    return out


def _var_line(game: Genmaicha, cmd: SetVar) -> list[Message]:
    name, after = cmd.name, cmd.after
    if name == "bids":
        return [msg("jido.g03.log.bids", bids=_amounts(after))]
    if name == "rebids":
        return [msg("jido.g03.log.rebids", bids=_amounts(after))]
    if name == "tied":
        return [msg("jido.g03.log.tie", seats=[Seat(s) for s in g]) for g in after]
    if name == "tosses":
        return [_toss(r) for r in after[len(cmd.before or []) :]]
    if name == "order":
        return [msg("jido.g03.log.order", seats=[Seat(s) for s in after])]
    if name == "stopped":
        return [msg("jido.g03.log.stopped", who=Seat(after))]
    if name == "brand_offer":
        return [msg("jido.g03.log.may_brand", line=line_msg(after))]
    if name == "round":
        return [msg("jido.g03.log.round", n=after)]
    if name == "phase" and after == "over":
        return [msg("jido.g03.log.over")]
    return []


def _toss(record: dict[str, Any]) -> Message:
    if len(record["seats"]) == 2:
        return msg("jido.g03.log.toss", seats=[Seat(s) for s in record["seats"]], winner=Seat(record["order"][0]))
    return msg("jido.g03.log.toss_order", seats=[Seat(s) for s in record["order"]])


def describe_brew(game: Genmaicha, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
    """The line of a brewing action (a brew, a peek, a brand), as ``viewer`` may read it."""
    action, seat = tx.action, tx.seat
    assert action is not None and seat is not None
    who, name = Seat(seat), action["action"]
    purse = f"p{seat}.money"
    if name == "peek":
        attr = action["as"]
        d = game.codes[f"drink.{action['drink']}" if not action["drink"].startswith("drink.") else action["drink"]]
        what = game.words.card(d // 6 if attr == "colour" else 6 + d % 6)
        lines = [msg("jido.g03.log.peek", who=who, what=what, col=action["col"] + 1)]
        peeks = set_in(tx, f"secret.{seat}.peeks")
        if viewer == seat and peeks is not None:
            lines.append(msg("jido.g03.log.peek_saw", card=game.words.card(game.codes[peeks.after[str(action["col"])]])))
        return lines
    if name == "brand":
        return [msg("jido.g03.log.brand", who=who, line=line_msg(_branded(tx)), amount=action["amount"])]
    line = f"r{action['row']}" if name == "brew_matcha" else f"c{action['col']}" if name == "brew_ceremony" else action["line"]
    lines = [msg("jido.g03.log.brew", who=who, line=line_msg(line), amount=paid_to(tx, "bank", purse) - _extra_pay(game, tx, seat))]
    if name == "brew_matcha":
        coin = f"matcha.c{action['col']}.g{min(action['row'], action['extra_row'])}"
        card = game.words.card(_card_at(game, table, action["extra_row"], action["col"]))
        lines.append(msg("jido.g03.log.matcha", card=card, amount=paid_to(tx, coin, purse)))
    if name == "brew_ceremony":
        d = game.codes[f"drink.{action['guess']}" if not action["guess"].startswith("drink.") else action["guess"]]
        guess = game.words.card(d // 6 if action["guess_as"] == "colour" else 6 + d % 6)
        flipped = any(type(c).__name__ == "Flip" for c in tx.commands)
        key = "jido.g03.log.ceremony_won" if flipped else "jido.g03.log.ceremony_lost"
        lines.append(msg(key, guess=guess, col=action["col"] + 1, bonus=game.data.ceremony_bonus))
    for cmd in tx.commands:  # a brand paid out
        if isinstance(cmd, MoveMoney):
            for src, dst, coins in cmd.legs:
                if src.startswith("on.ad_sign#"):
                    owner = int(dst[1 : dst.index(".")])
                    stake = sum(d * n for d, n in coins)
                    lines.append(msg("jido.g03.log.brand_paid", who=Seat(owner), line=line_msg(line), amount=stake))
    return lines


def _extra_pay(game: Genmaicha, tx: Transaction, seat: int) -> int:
    """Bank money in ``tx`` that is not the recipe's price: the ceremony bonus, a brand's payout to its owner."""
    extra = game.data.ceremony_bonus if any(type(c).__name__ == "Flip" for c in tx.commands) else 0
    for cmd in tx.commands:
        if isinstance(cmd, MoveMoney):
            for src, dst, coins in cmd.legs:
                if src.startswith("on.ad_sign#") and dst == f"p{seat}.money":
                    extra += sum(d * n for d, n in coins)  # the bank pays the owner as much again
    return extra


def _branded(tx: Transaction) -> str:
    for cmd in tx.commands:
        if isinstance(cmd, Move) and cmd.dst.startswith("brand."):
            return cmd.dst[6:]
    return "r0"


def _card_at(game: Genmaicha, table: Table, row: int, col: int) -> int:
    return game.grid(table)[row * 3 + col]


add_strings(
    {
        "jido.g03.row": {"en": "row {n}", "ja": "{n}行目"},
        "jido.g03.action.bid": {"en": "Bid", "ja": "入札する"},
        "jido.g03.action.rebid": {"en": "Bid again", "ja": "再入札する"},
        "jido.g03.action.pick_crate": {"en": "Take a crate", "ja": "クレートを取る"},
        "jido.g03.action.brew": {"en": "Brew a tea", "ja": "お茶を作る"},
        "jido.g03.action.brew_matcha": {"en": "Brew with matcha", "ja": "抹茶入りのお茶を作る"},
        "jido.g03.action.brew_ceremony": {"en": "Brew for the tea ceremony", "ja": "茶会のお茶を作る"},
        "jido.g03.action.peek": {"en": "Peek at a card", "ja": "カードをのぞく"},
        "jido.g03.action.brand": {"en": "Brand a tea", "ja": "お茶をブランド化する"},
        "jido.g03.action.done": {"en": "Stop brewing", "ja": "お茶作りを終える"},
        "jido.g03.does.bid": {"en": "Bid {amount}", "ja": "{amount}円を入札"},
        "jido.g03.does.rebid": {"en": "Bid {amount} more", "ja": "追加で{amount}円を入札"},
        "jido.g03.does.pick_crate": {"en": "Take crate {crate}", "ja": "クレート{crate}を取る"},
        "jido.g03.does.brew": {"en": "Brew {line} with {drinks}", "ja": "{drinks}で{line}のお茶を作る"},
        "jido.g03.does.brand": {"en": "Brand the tea with {amount} on the sign", "ja": "広告看板に{amount}円を置いてブランド化"},
        "jido.g03.col": {"en": "column {n}", "ja": "{n}列目"},
        "jido.g03.attr.colour": {"en": "colour", "ja": "色"},
        "jido.g03.attr.shape": {"en": "shape", "ja": "形状"},
        "jido.g03.amount": {"en": "{who} ({amount})", "ja": "{who}（{amount}円）"},
        "jido.g03.variant.matcha": {"en": "Matcha-iri", "ja": "抹茶入り"},
        "jido.g03.variant.ceremony": {"en": "Tea Ceremony", "ja": "お茶会"},
        "jido.g03.variant.market": {"en": "Tea Market", "ja": "お茶マーケット"},
        # log
        "jido.g03.log.bid": {"en": "{who} closed a fist on a bid", "ja": "{who}が入札額を握った"},
        "jido.g03.log.bid_own": {"en": "{who} closed a fist on {amount}", "ja": "{who}が{amount}円を握った"},
        "jido.g03.log.rebid": {"en": "{who} closed a fist on a new bid", "ja": "{who}が再入札額を握った"},
        "jido.g03.log.rebid_own": {"en": "{who} closed a fist on {amount} more", "ja": "{who}が追加で{amount}円を握った"},
        "jido.g03.log.bids": {"en": "Fists open: {bids}", "ja": "公開：{bids}"},
        "jido.g03.log.rebids": {"en": "New bids: {bids}", "ja": "再入札：{bids}"},
        "jido.g03.log.tie": {"en": "{seats} tie and bid again", "ja": "{seats}が同額のため再入札"},
        "jido.g03.log.toss": {"en": "Coin toss between {seats}: {winner} wins", "ja": "{seats}でコイントス：{winner}の勝ち"},
        "jido.g03.log.toss_order": {"en": "Coin tosses settle the order: {seats}", "ja": "コイントスで順番が決定：{seats}"},
        "jido.g03.log.order": {"en": "Order of choice: {seats}", "ja": "選ぶ順番：{seats}"},
        "jido.g03.log.took": {"en": "{who} takes crate {crate}: {drinks}", "ja": "{who}がクレート{crate}を取る：{drinks}"},
        "jido.g03.log.brew": {"en": "{who} brews {line} and receives {amount}", "ja": "{who}が{line}のお茶を作り、{amount}円を受け取る"},
        "jido.g03.log.matcha": {"en": "with {card} added as matcha: +{amount}", "ja": "抹茶として{card}を追加：+{amount}円"},
        "jido.g03.log.ceremony_won": {
            "en": "the hidden card above column {col} is {guess}: +{bonus}, and it is turned face up",
            "ja": "{col}列目の上の裏向きのカードは{guess}：+{bonus}円、表向きにする",
        },
        "jido.g03.log.ceremony_lost": {
            "en": "the hidden card above column {col} is not {guess}: the drinks used are discarded",
            "ja": "{col}列目の上の裏向きのカードは{guess}ではない：使ったドリンクをすべて捨てる",
        },
        "jido.g03.log.peek": {
            "en": "{who} spends the ingredient {what} and looks at the hidden card above column {col}",
            "ja": "{who}が成分「{what}」を捨て、{col}列目の上の裏向きのカードを確認",
        },
        "jido.g03.log.peek_saw": {"en": "It is {card}", "ja": "そのカードは{card}"},
        "jido.g03.log.brand": {"en": "{who} brands {line} with {amount} on the sign", "ja": "{who}が{line}をブランド化し、広告看板に{amount}円を置く"},
        "jido.g03.log.brand_paid": {
            "en": "{who}'s brand on {line} pays: the stake of {amount} back and {amount} more; the sign is discarded",
            "ja": "{who}の{line}のブランド：置いた{amount}円が戻り、さらに{amount}円を受け取る。広告看板は捨てる",
        },
        "jido.g03.log.may_brand": {"en": "The first tea of {line}: it may be branded", "ja": "{line}の最初のお茶：ブランド化できます"},
        "jido.g03.log.stopped": {"en": "{who}'s brewing is over", "ja": "{who}のお茶作り終了"},
        "jido.g03.log.back_to_bag": {"en": "{n} used drinks go back into the bag", "ja": "使用済みのドリンク{n}本を袋に戻す"},
        "jido.g03.log.back_to_bag_one": {"en": "The used drink goes back into the bag", "ja": "使用済みのドリンク1本を袋に戻す"},
        "jido.g03.log.filled": {"en": "The crates are filled from the bag ({n} drinks)", "ja": "袋からクレートにドリンクを詰める（{n}本）"},
        "jido.g03.log.round": {"en": "Round {n}", "ja": "第{n}ラウンド"},
        "jido.g03.log.over": {"en": "The last round is over", "ja": "最終ラウンド終了"},
        # refusals
        "jido.g03.why.no_drink": {"en": "there is no drink {value}", "ja": "ドリンク {value} はありません"},
        "jido.g03.why.bid_step": {
            "en": "a fist holds whole coins of {step}: {amount} cannot be bid",
            "ja": "握れるのは{step}円単位です：{amount}円は入札できません",
        },
        "jido.g03.why.bid_money": {"en": "you hold {money}: you cannot bid {amount}", "ja": "所持金は{money}円です：{amount}円は入札できません"},
        "jido.g03.why.no_crate": {"en": "crate {crate} is not on offer (crates left: {left})", "ja": "クレート{crate}は選べません（残り：{left}）"},
        "jido.g03.why.count": {
            "en": "give one drink for each of the {n} cards, not {got}",
            "ja": "{n}枚のカードに1本ずつドリンクを出してください（{got}本ではなく）",
        },
        "jido.g03.why.not_held": {"en": "you do not hold the {drink}", "ja": "{drink}を持っていません"},
        "jido.g03.why.no_match": {"en": "the {drink} is not {card}", "ja": "{drink}は「{card}」ではありません"},
        "jido.g03.why.spent": {"en": "the {drink}'s {what} is already used", "ja": "{drink}の{what}はすでに使いました"},
        "jido.g03.why.card_missing": {"en": "{line} lacks a card", "ja": "{line}にカードが欠けています"},
        "jido.g03.why.variant_off": {"en": "{variant} is not in play in this game", "ja": "このゲームでは{variant}を使っていません"},
        "jido.g03.why.matcha_row": {"en": "matcha comes from the row directly above or below row {row}", "ja": "抹茶は{row}行目の真上か真下の行から加えます"},
        "jido.g03.why.matcha_coin": {
            "en": "no matcha coin is left between those cards of column {col}",
            "ja": "{col}列目のそのカード間にはもう硬貨がありません",
        },
        "jido.g03.why.not_hidden": {"en": "the card above column {col} is not face down", "ja": "{col}列目の上のカードは裏向きではありません"},
        "jido.g03.why.peek_match": {"en": "{card} matches none of the face-down cards", "ja": "「{card}」はどの裏向きのカードにも該当しません"},
        "jido.g03.why.no_brand_offer": {
            "en": "only the first brewer of a recipe may brand it, straight after brewing it",
            "ja": "ブランド化できるのは、レシピで最初にお茶を作ったプレイヤーが作った直後だけです",
        },
        "jido.g03.why.stake": {
            "en": "the stake is at least {least}, in coins of {step}, and at most your {money}",
            "ja": "置くお金は{least}円以上、{step}円単位で、所持金{money}円以下です",
        },
        "jido.g03.why.no_sign": {"en": "no ad sign is left", "ja": "広告看板が残っていません"},
    }
)
