"""Plain words for Tokyo Tsukiji Market's screen: buttons, panel lines, boards' printed rules (en / ja).

An action's words (menus, the Actions list) and log lines are the
referee's own (``games/tsukiji/describe.py``, ``log.py`` and each action's
``describe``): the window renders the messages the game gives, as the
viewer may read them.
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
    "tk.end": {"en": "Last round ({n} {n|turn|turns} left)", "ja": "最終ラウンド（残り{n}手番）"},
    "tk.value.eel": {"en": "Eel {v}", "ja": "ウナギ{v}"},
    "tk.value.red_snapper": {"en": "Red Snapper {v}", "ja": "マダイ{v}"},
    "tk.value.salmon": {"en": "fresh Salmon {v}", "ja": "新鮮なサケ{v}"},
    "tk.bidders": {"en": "Sealed bids: {n} to bid", "ja": "一斉入札：{n}人が入札"},
    "tk.resources": {"en": "{label} · {n} res.", "ja": "{label}・資源{n}"},
    "tk.overfished": {"en": "Overfished: {list}", "ja": "乱獲：{list}"},
    "tk.crashed": {"en": "Crashed (open): {list}", "ja": "暴落（利用可）：{list}"},
    "tk.closed": {"en": "Closed: {list}", "ja": "閉鎖：{list}"},
    "tk.next_boards": {"en": "Next boards: {fish} (fish), {external} (external)", "ja": "次の市場：{fish}（魚）、{external}（外部）"},
    "tk.none_left": {"en": "none", "ja": "なし"},
    "tk.side.crashed": {"en": "Crashed", "ja": "暴落"},
    "tk.side.closed": {"en": "Closed", "ja": "閉鎖"},
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
    "tk.entry.tokens": {"en": "{n} {market} {n|token|tokens}", "ja": "{market}トークン{n}個"},
    "tk.buyer_on": {"en": "{who}'s buyer token", "ja": "{who}のバイヤートークン"},
    "tk.entry.barrel": {"en": "{n} {market} {n|barrel|barrels} on sale", "ja": "売りに出している{market}の樽{n}個"},
    "tk.entry.barrel_any": {"en": "{n} {n|barrel|barrels} on sale, any kind", "ja": "売りに出している樽{n}個（どの種類でも）"},
    "tk.trade_space": {"en": "{lo}+ res.: {yen}", "ja": "{lo}資源～：{yen}円"},
    "opt.first_game": {"en": "first game", "ja": "初回プレイ"},
    "opt.random": {"en": "random", "ja": "ランダム"},
    "opt.open": {"en": "open", "ja": "公開"},
    **{f"opt.seat{n}": {"en": f"P{n}", "ja": f"P{n}"} for n in range(1, 7)},
    "opt.hidden": {"en": "hidden", "ja": "非公開"},
    "opt.mandatory_fish.mackerel": {"en": "Mackerel", "ja": "サバ"},
    "opt.mandatory_fish.horse_mackerel": {"en": "Horse Mackerel", "ja": "アジ"},
    "opt.barges.six": {"en": "6 slots", "ja": "6スロット"},
    "opt.barges.two_fours": {"en": "2 × 4 slots", "ja": "4スロット×2"},
    "opt.more_markets.0": {"en": "none", "ja": "なし"},
    **{f"opt.more_markets.{n}": {"en": f"+{n}", "ja": f"+{n}"} for n in (1, 2)},
    "opt.more_markets.all": {"en": "all", "ja": "すべて"},
    "opt.order.random": {"en": "drawn", "ja": "無作為"},
    "opt.order.known": {"en": "known", "ja": "公開"},
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
    entry = [
        i18n.tr(f"tk.entry.{o.kind}_any" if o.kind == "barrel" and not o.market else f"tk.entry.{o.kind}", n=f"{o.amount:,}", market=short(services, o.market))
        for o in info.entry
    ]
    lines = [i18n.tr("tk.rules"), *(entry or [i18n.tr("tk.free")])]
    if info.type == "fish":
        lines.append(i18n.tr("tk.license", yen=f"{int(info.raw['license_price']):,}"))
    return lines


def short(services: TableServices, mid: str) -> str:
    """A market's fish named for a cost ("Clams & Oysters", not "Clams & Oysters market"): the name of its barrels' market without the word."""
    if not mid:
        return ""
    name = market_name(services, mid)
    for tail in (" market", "市場"):
        name = name.removesuffix(tail)
    return name


def crash_labels(table: Any) -> dict[str, dict[str, str]]:
    """Crash variant: each crash token's place says the side up, Crashed (still open) or Closed."""
    return {f"market.{mid}.crash": dict(i18n.CATALOGUE[f"tk.side.{side}"]) for mid, side in (table.vars.get("crashed") or {}).items()}


def market_name(services: TableServices, mid: str) -> str:
    info = services.game.ctx.data.markets.get(mid)  # type: ignore[attr-defined]
    return i18n.local(info.names, mid) if info is not None else mid


def piece_name(services: TableServices, pid: Any) -> str:
    if not isinstance(pid, str):
        return str(pid)
    kind = services.table.pieces[pid].kind if pid in services.table.pieces else pid
    return i18n.local(services.catalog.look(kind).names, kind)
