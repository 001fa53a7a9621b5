"""Plain words for Tokyo Tsukiji Market's screen: buttons, menu entries, panel lines (en / ja).

Log lines are the referee's own (``games/tsukiji/log.py`` and each action's
``describe``): the window renders the messages the game gives for each
transaction, as the viewer may read them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import i18n

if TYPE_CHECKING:
    from ...services import TableServices

STRINGS: dict[str, dict[str, str]] = {
    # buttons
    "tk.fish": {"en": "Fish (1 AP)", "ja": "漁業（1AP）"},
    "tk.buy": {"en": "Buy (1 AP)", "ja": "購入（1AP）"},
    "tk.market": {"en": "Market...", "ja": "市場…"},
    "tk.more": {"en": "Choices...", "ja": "選択…"},
    "tk.score_now": {"en": "Score the table as it stands", "ja": "今の盤面で得点を計算"},
    "tk.open": {"en": "Open a berth (500)", "ja": "停泊所を開く（500円）"},
    "tk.cart": {"en": "Use a cart (+1 AP)", "ja": "台車を使う（+1AP）"},
    "tk.done.start_actions": {"en": "Start: spoilage", "ja": "開始：鮮度低下"},
    "tk.done.end_fishing": {"en": "End fishing", "ja": "漁業を終える"},
    "tk.done.end_buy": {"en": "End buying", "ja": "購入を終える"},
    "tk.done.leave": {"en": "Leave the market", "ja": "市場を出る"},
    "tk.done.end_turn": {"en": "End turn", "ja": "手番を終える"},
    "tk.done.none": {"en": "Done", "ja": "完了"},
    # panel
    "tk.turn": {"en": "{who}: {ap} AP left", "ja": "{who}：残り{ap}AP"},
    "tk.cart_ap": {"en": "+ {n} cart AP (markets only)", "ja": "＋台車{n}AP（市場のみ）"},
    "tk.in_market": {"en": "Visiting: {market}", "ja": "訪問中：{market}"},
    "tk.end": {"en": "Last round ({n} turn(s) left)", "ja": "最終ラウンド（残り{n}手番）"},
    "tk.value.eel": {"en": "Eel {v}", "ja": "ウナギ{v}"},
    "tk.value.red_snapper": {"en": "Red Snapper {v}", "ja": "マダイ{v}"},
    "tk.value.salmon": {"en": "fresh Salmon {v}", "ja": "新鮮なサケ{v}"},
    "tk.bidders": {"en": "Sealed bids: {n} to bid", "ja": "一斉入札：{n}人が入札"},
    "tk.resources": {"en": "{label} · {n} res.", "ja": "{label}・資源{n}"},
    "tk.overfished": {"en": "Overfished: {list}", "ja": "乱獲：{list}"},
    "tk.phase.start": {"en": "Start of turn: dump, freezer, stale fugu", "ja": "手番開始：投棄・冷凍庫・フグ"},
    "tk.phase.main": {"en": "Choose an action", "ja": "アクションを選ぶ"},
    "tk.phase.fishing": {"en": "Fishing: one activity per boat", "ja": "漁業：船ごとに1つの活動"},
    "tk.phase.pricing": {"en": "Choose the new column", "ja": "新しい販売列を選ぶ"},
    "tk.phase.buy": {"en": "Buying from other harbors", "ja": "他の漁港から購入"},
    "tk.phase.market": {"en": "Inside a market", "ja": "市場で処理中"},
    "tk.phase.bid": {"en": "Sealed bids", "ja": "一斉入札"},
    "tk.phase.choose": {"en": "{who} chooses", "ja": "{who}が選ぶ"},
    "tk.phase.over": {"en": "The game is over", "ja": "ゲーム終了"},
    "tk.place_here": {"en": "Put everything unloaded on sale (drag to a column)", "ja": "降ろした樽を販売列へ"},
    "tk.price": {"en": "Price in the ??? column (yen)", "ja": "「???」列の価格（円）"},
    "tk.bid_title": {"en": "{lot}: your sealed bid in 100 yen (you hold {money})", "ja": "{lot}：入札額（100円単位、所持金{money}円）"},
    "tk.bid_title_all": {"en": "Sealed bid for {lot}, in 100 yen", "ja": "{lot}の一斉入札（100円単位）"},
    "tk.rules": {"en": "Entry:", "ja": "入場："},
    "tk.free": {"en": "free, once a turn", "ja": "無料（1手番1回）"},
    "tk.license": {"en": "License {yen}", "ja": "免許{yen}円"},
    "tk.entry.ap": {"en": "{n} AP", "ja": "{n}AP"},
    "tk.entry.yen": {"en": "{n} yen", "ja": "{n}円"},
    "tk.entry.takoyaki": {"en": "{n} takoyaki", "ja": "たこ焼き{n}個"},
    "tk.entry.tokens": {"en": "{n} {market} token(s)", "ja": "{market}トークン{n}個"},
    "tk.trade_space": {"en": "{lo}+ res.: {yen}", "ja": "{lo}資源～：{yen}円"},
    # actions (menus) and log lines
    "tk.a.fish": {"en": "go fishing", "ja": "漁業をする"},
    "tk.a.buy": {"en": "buy from other harbors", "ja": "他の漁港から購入する"},
    "tk.a.enter": {"en": "enter {market} paying {pay}", "ja": "{pay}を払って{market}に入る"},
    "tk.a.enter_free": {"en": "enter {market} (free)", "ja": "{market}に入る（無料）"},
    "tk.a.depart": {"en": "{boat} puts to sea", "ja": "{boat}が出港"},
    "tk.a.catch": {"en": "{boat} catches {species}", "ja": "{boat}が{species}を漁獲"},
    "tk.a.return": {"en": "{boat} returns to berth {berth}", "ja": "{boat}が停泊所{berth}に入港"},
    "tk.a.place": {"en": "put {item} on sale at {price} yen", "ja": "{item}を{price}円で販売"},
    "tk.a.reprice": {"en": "re-price {item}", "ja": "{item}の価格を変える"},
    "tk.a.set_price": {"en": "new price {price} yen", "ja": "新しい価格{price}円"},
    "tk.a.end_fishing": {"en": "end fishing", "ja": "漁業を終える"},
    "tk.a.buy_barrel": {"en": "buy {item}", "ja": "{item}を購入"},
    "tk.a.buy_takoyaki": {"en": "buy {item}", "ja": "{item}を購入"},
    "tk.a.end_buy": {"en": "end buying", "ja": "購入を終える"},
    "tk.a.leave": {"en": "leave the market", "ja": "市場を出る"},
    "tk.a.buy_license": {"en": "buy a license", "ja": "免許を購入"},
    "tk.a.sell": {"en": "sell {what}", "ja": "{what}を売却"},
    "tk.a.convert_octopus": {"en": "turn an octopus into takoyaki", "ja": "タコをたこ焼きに"},
    "tk.a.lot_add": {"en": "add {item} to the lot", "ja": "{item}をロットに"},
    "tk.a.lot_clear": {"en": "take the lot back", "ja": "ロットを戻す"},
    "tk.a.start_auction": {"en": "hold the auction", "ja": "競りを開催"},
    "tk.a.offer_lot": {"en": "offer the lot", "ja": "ロットを出品"},
    "tk.a.take_loan": {"en": "take a loan (+500)", "ja": "ローンを受ける（+500円）"},
    "tk.a.buy_stock": {"en": "buy a stock (300)", "ja": "株を購入（300円）"},
    "tk.a.donate": {"en": "donate {item} ({space})", "ja": "{item}を寄付（{space}）"},
    "tk.a.rent": {"en": "rent a {item}", "ja": "{item}をレンタル"},
    "tk.a.buy_boat": {"en": "buy {boat} for berth {berth}", "ja": "{boat}を購入（停泊所{berth}）"},
    "tk.a.sell_boat": {"en": "sell {boat}", "ja": "{boat}を売却"},
    "tk.a.trade_yen": {"en": "trade the lot for yen ({space})", "ja": "ロットを円と交換（{space}）"},
    "tk.a.trade_tokens": {"en": "swap the lot ({space})", "ja": "ロットを交換（{space}）"},
    "tk.a.bid": {"en": "make a sealed bid", "ja": "入札する"},
    "tk.a.choose_winner": {"en": "give the lot to {who}", "ja": "{who}を落札者に"},
    "tk.a.accept_offer": {"en": "accept {who}'s offer", "ja": "{who}の提示を受ける"},
    "tk.a.decline_offers": {"en": "decline every offer", "ja": "すべての提示を断る"},
    "tk.a.dump": {"en": "dump {item}", "ja": "{item}を捨てる"},
    "tk.a.use_freezer": {"en": "use a freezer", "ja": "冷凍庫を使う"},
    "tk.a.buy_own_fugu": {"en": "buy your stale {item}", "ja": "鮮度が落ちた{item}を自分で購入"},
    "tk.a.start_actions": {"en": "start the turn (spoilage)", "ja": "手番を始める（鮮度低下）"},
    "tk.a.open_berth": {"en": "open a berth", "ja": "停泊所を開く"},
    "tk.a.return_license": {"en": "return {item}", "ja": "{item}を返す"},
    "tk.a.transfer": {"en": "move {item} to the barge", "ja": "{item}をはしけへ"},
    "tk.a.use_cart": {"en": "use a cart", "ja": "台車を使う"},
    "tk.a.end_turn": {"en": "end the turn", "ja": "手番を終える"},
    "tk.pay.ap": {"en": "AP", "ja": "AP"},
    "tk.pay.yen": {"en": "yen", "ja": "円"},
    "tk.pay.tokens": {"en": "tokens", "ja": "トークン"},
    "tk.pay.takoyaki": {"en": "a takoyaki", "ja": "たこ焼き"},
    "tk.pay.free": {"en": "nothing", "ja": "なし"},
    "tk.space.left": {"en": "left", "ja": "左"},
    "tk.space.right": {"en": "right", "ja": "右"},
    "tk.tokens_n": {"en": "{n} x {item}", "ja": "{item}×{n}"},
    "opt.first_game": {"en": "first game", "ja": "初回プレイ"},
    "opt.random": {"en": "random", "ja": "ランダム"},
    "opt.open": {"en": "open", "ja": "公開"},
    **{f"opt.seat{n}": {"en": f"P{n}", "ja": f"P{n}"} for n in range(1, 7)},
    "opt.hidden": {"en": "hidden", "ja": "非公開"},
}
i18n.add_strings(STRINGS)


def every_language(key: str, **values: Any) -> dict[str, str]:
    """A catalogue string in every language, for a zone label (the window draws the one in use)."""
    return {
        lang: text.format(**{k: v.get(lang) or v.get("en", "") if isinstance(v, dict) else v for k, v in values.items()})
        for lang, text in i18n.CATALOGUE[key].items()
    }


def space_labels(table: Any) -> dict[str, dict[str, str]]:
    """Short labels of the Trade board's spaces ("4+ res.: 600"): they fit a space from closer."""
    return {
        zid: every_language("tk.trade_space", lo=z.meta["min"], yen=f"{z.meta['price']:,}")
        for zid, z in table.zones.items()
        if z.meta.get("market") == "trade" and "min" in z.meta
    }


def board_rules(services: TableServices, mid: str) -> list[str]:
    """What a board prints down its left edge: the ways to enter, the license price."""
    info = services.game.ctx.data.markets[mid]  # type: ignore[attr-defined]
    entry = [i18n.tr(f"tk.entry.{o.kind}", n=f"{o.amount:,}", market=market_name(services, o.market or "")) for o in info.entry]
    lines = [i18n.tr("tk.rules"), *(entry or [i18n.tr("tk.free")])]
    if info.type == "fish":
        lines.append(i18n.tr("tk.license", yen=f"{int(info.raw['license_price']):,}"))
    return lines


def market_name(services: TableServices, mid: str) -> str:
    info = services.game.ctx.data.markets.get(mid)  # type: ignore[attr-defined]
    return i18n.local(info.names, mid) if info is not None else mid


def piece_name(services: TableServices, pid: Any) -> str:
    if not isinstance(pid, str):
        return str(pid)
    kind = services.table.pieces[pid].kind if pid in services.table.pieces else pid
    return i18n.local(services.catalog.look(kind).names, kind)


def describe_action(services: TableServices, action: dict[str, Any]) -> str:
    name = str(action.get("action", "?"))
    key = "tk.a.enter_free" if name == "enter" and action.get("pay") == "free" else f"tk.a.{name}"
    if key not in i18n.CATALOGUE:
        return name.replace("_", " ")
    price = action.get("price")
    if price is None and isinstance(action.get("column"), str):
        col = services.game.ctx.data.column_by_id.get(action["column"])  # type: ignore[attr-defined]
        price = col.price if col is not None else "?"
    tokens = action.get("tokens") or action.get("barrels") or []
    what = i18n.tr("tk.tokens_n", n=len(tokens), item=piece_name(services, tokens[0])) if tokens else ""
    who = services.seat_name(action["seat"]) if isinstance(action.get("seat"), int) else ""
    return i18n.tr(
        key,
        market=market_name(services, str(action.get("market", ""))),
        pay=i18n.tr(f"tk.pay.{action.get('pay', 'free')}"),
        boat=piece_name(services, action.get("boat")),
        species=market_name(services, str(action.get("species", ""))),
        berth=action.get("berth", ""),
        item=piece_name(services, action.get("item") or action.get("barrel") or action.get("token") or action.get("license") or action.get("item")),
        price=f"{price:,}" if isinstance(price, int) else price,
        what=what,
        space=i18n.tr(f"tk.space.{action['space']}") if action.get("space") in ("left", "right") else action.get("space", ""),
        who=who,
    )
