"""Tokyo Tsukiji Market's actions in words, before they are played: the Actions list, menus, hints.

``tsukiji.action.<name>``: an action's name (refusals, the list's groups);
``tsukiji.does.<name>``: one action with its arguments in words (pieces and
markets by their names, never their ids).  The window's menus and the
command line read the same words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table import Table
from ...text import CATALOGUE, Message, Seat, add_strings, msg

if TYPE_CHECKING:
    from .context import Ctx

TITLES = {
    "dump": ("Dump a barrel", "樽を捨てる"),
    "use_freezer": ("Use a freezer", "冷凍庫を使う"),
    "buy_own_fugu": ("Buy back your stale fugu", "鮮度が落ちたフグを買い戻す"),
    "start_actions": ("Start the turn", "手番を始める"),
    "fish": ("Fishing", "漁業"),
    "buy": ("Buying", "購入"),
    "use_cart": ("Use a cart", "台車を使う"),
    "end_turn": ("End the turn", "手番を終える"),
    "enter": ("Enter a market", "市場に入る"),
    "depart": ("Put to sea", "出港"),
    "catch": ("Catch", "漁獲"),
    "return": ("Return to a berth", "入港"),
    "place": ("Put on sale", "販売する"),
    "reprice": ("Re-price", "価格を変える"),
    "set_price": ("Set the new price", "新しい価格にする"),
    "end_fishing": ("End fishing", "漁業を終える"),
    "buy_barrel": ("Buy a barrel", "樽を購入"),
    "buy_takoyaki": ("Buy a takoyaki", "たこ焼きを購入"),
    "end_buy": ("End buying", "購入を終える"),
    "sell": ("Sell", "売却"),
    "lot_add": ("Add to the lot", "ロットに入れる"),
    "lot_clear": ("Take the lot back", "ロットを戻す"),
    "start_auction": ("Hold the auction", "競りを開催"),
    "buy_license": ("Buy a license", "免許を購入"),
    "take_loan": ("Take a loan", "ローンを受ける"),
    "buy_stock": ("Buy a stock", "株を購入"),
    "offer_lot": ("Offer the lot", "ロットを出品"),
    "buy_boat": ("Buy a boat", "船を購入"),
    "sell_boat": ("Sell a boat", "船を売却"),
    "donate": ("Donate", "寄付"),
    "convert_octopus": ("Make takoyaki", "たこ焼きを作る"),
    "rent": ("Rent", "レンタル"),
    "trade_yen": ("Trade the lot for yen", "ロットを円と交換"),
    "trade_tokens": ("Swap the lot", "ロットを交換"),
    "leave": ("Leave the market", "市場を出る"),
    "bid": ("Sealed bid", "入札"),
    "choose_winner": ("Break the tie", "同点から選ぶ"),
    "accept_offer": ("Accept an offer", "提示を受ける"),
    "decline_offers": ("Decline every offer", "すべての提示を断る"),
    "open_berth": ("Open a berth", "停泊所を開く"),
    "return_license": ("Return a license", "免許を返す"),
    "transfer": ("Move to the barge", "はしけへ移す"),
}

DOES = {
    "fish": ("go fishing", "漁業をする"),
    "buy": ("buy from other harbors", "他の漁港から購入する"),
    "enter": ("enter {market} paying {pay}", "{pay}を払って{market}に入る"),
    "enter_free": ("enter {market} (free)", "{market}に入る（無料）"),
    "depart": ("{boat} puts to sea", "{boat}が出港"),
    "catch": ("{boat} catches {species}", "{boat}が{species}を漁獲"),
    "return": ("{boat} returns to berth {berth}", "{boat}が停泊所{berth}に入港"),
    "place": ("put {item} on sale at {price} yen", "{item}を{price}円で販売"),
    "reprice": ("re-price {item}", "{item}の価格を変える"),
    "set_price": ("new price {price} yen", "新しい価格{price}円"),
    "end_fishing": ("end fishing", "漁業を終える"),
    "buy_barrel": ("buy {item}", "{item}を購入"),
    "buy_takoyaki": ("buy {item}", "{item}を購入"),
    "end_buy": ("end buying", "購入を終える"),
    "leave": ("leave the market", "市場を出る"),
    "buy_license": ("buy a license", "免許を購入"),
    "sell": ("sell {what}", "{what}を売却"),
    "convert_octopus": ("turn an octopus into takoyaki", "タコをたこ焼きに"),
    "lot_add": ("add {item} to the lot", "{item}をロットに"),
    "lot_clear": ("take the lot back", "ロットを戻す"),
    "start_auction": ("hold the auction", "競りを開催"),
    "offer_lot": ("offer the lot", "ロットを出品"),
    "take_loan": ("take a loan (+500)", "ローンを受ける（+500円）"),
    "buy_stock": ("buy a stock (300)", "株を購入（300円）"),
    "donate": ("donate {item} ({space})", "{item}を寄付（{space}）"),
    "rent": ("rent a {item}", "{item}をレンタル"),
    "buy_boat": ("buy {boat} for berth {berth}", "{boat}を購入（停泊所{berth}）"),
    "sell_boat": ("sell {boat}", "{boat}を売却"),
    "trade_yen": ("trade the lot for yen ({space})", "ロットを円と交換（{space}）"),
    "trade_tokens": ("swap the lot ({space})", "ロットを交換（{space}）"),
    "bid": ("make a sealed bid", "入札する"),
    "choose_winner": ("give the lot to {who}", "{who}を落札者に"),
    "accept_offer": ("accept {who}'s offer", "{who}の提示を受ける"),
    "decline_offers": ("decline every offer", "すべての提示を断る"),
    "dump": ("dump {item}", "{item}を捨てる"),
    "use_freezer": ("use a freezer", "冷凍庫を使う"),
    "buy_own_fugu": ("buy your stale {item}", "鮮度が落ちた{item}を自分で購入"),
    "start_actions": ("start the turn (spoilage)", "手番を始める（鮮度低下）"),
    "open_berth": ("open a berth", "停泊所を開く"),
    "return_license": ("return {item}", "{item}を返す"),
    "transfer": ("move {item} to the barge", "{item}をはしけへ"),
    "use_cart": ("use a cart", "台車を使う"),
    "end_turn": ("end the turn", "手番を終える"),
    # pieces of those
    "pay.ap": ("AP", "AP"),
    "pay.yen": ("yen", "円"),
    "pay.tokens": ("tokens", "トークン"),
    "pay.takoyaki": ("a takoyaki", "たこ焼き"),
    "pay.free": ("nothing", "なし"),
    "tokens_n": ("{n} x {item}", "{item}×{n}"),
    "space.left": ("left", "左"),
    "space.right": ("right", "右"),
}

add_strings(
    {
        **{f"tsukiji.action.{k}": {"en": en, "ja": ja} for k, (en, ja) in TITLES.items()},
        **{f"tsukiji.does.{k}": {"en": en, "ja": ja} for k, (en, ja) in DOES.items()},
    }
)


def describe_action(ctx: Ctx, t: Table, action: dict[str, Any]) -> Message | None:
    """``action`` in words (None: it has no ``tsukiji.does`` entry)."""
    name = str(action.get("action", ""))
    key = "tsukiji.does.enter_free" if name == "enter" and action.get("pay") == "free" else f"tsukiji.does.{name}"
    if key not in CATALOGUE:
        return None
    price = action.get("price")
    if price is None and isinstance(action.get("column"), str):
        col = ctx.data.column_by_id.get(action["column"])
        price = col.price if col is not None else "?"
    tokens = action.get("tokens") or action.get("barrels") or []
    item = action.get("item") or action.get("barrel") or action.get("token") or action.get("license")
    seat = action.get("seat")
    return msg(
        key,
        market=_market(ctx, action.get("market")),
        pay=msg(f"tsukiji.does.pay.{action.get('pay', 'free')}") if f"tsukiji.does.pay.{action.get('pay', 'free')}" in CATALOGUE else "",
        boat=_piece(ctx, t, action.get("boat")),
        species=_market(ctx, action.get("species")),
        berth=action.get("berth", ""),
        item=_piece(ctx, t, item),
        price=f"{price:,}" if isinstance(price, int) else price,
        what=msg("tsukiji.does.tokens_n", n=len(tokens), item=_piece(ctx, t, tokens[0])) if tokens else "",
        space=_space(ctx, action.get("space")),
        who=Seat(seat) if isinstance(seat, int) else "",
    )


def _piece(ctx: Ctx, t: Table, pid: Any) -> Any:
    return ctx.name(t, pid) if isinstance(pid, str) else ("" if pid is None else str(pid))


def _market(ctx: Ctx, mid: Any) -> Any:
    return ctx.market_name(mid) if isinstance(mid, str) else ""


def _space(ctx: Ctx, space: Any) -> Any:
    """A Government space (left, right) or a Trade space (by the resources it takes)."""
    if space in ("left", "right"):
        return msg(f"tsukiji.does.space.{space}")
    trade = ctx.markets["trade"].space if "trade" in ctx.markets else {}  # type: ignore[attr-defined]
    return msg("tsukiji.space.trade", lo=trade[space][0]) if space in trade else ("" if space is None else str(space))
