"""The words of the TOKYO TSUKIJI MARKET EXPANSION's markets, in English and Japanese.

Kept apart from ``strings.py`` (the base game's); same prefixes
(``tsukiji.why.*``, ``tsukiji.log.*``).  Importing this module adds them.
"""

from __future__ import annotations

from ...text import add_strings
from .strings import _entries

WHY = {
    "one_license_held": ("you may hold only one {market} license", "{market}の漁業免許は1枚しか持てません"),
    "sardine_license_held": (
        "nobody holding a sardine license may enter the Sardines market (return it first)",
        "イワシの漁業免許を持っている間はイワシ市場に入れません（先に免許を捨ててください）",
    ),
    "canned_left": ("there are {n} canned sardines on the board", "イワシの缶詰は{n}個です"),
    "clam_oyster_sets": ("clams and oysters sell only as sets of 1 clam and 1 oyster", "ハマグリとカキは1個ずつのセットでのみ売却できます"),
    "cannot_enter": ("nobody may enter the {market} market", "{market}には入れません"),
    "sushi_shapes": (
        "the tokens of a Sushi Restaurant space must all be fish tokens of different shapes",
        "寿司屋のスペースには形の異なる魚トークンを置いてください",
    ),
    "sushi_no_space": ("no empty Sushi Restaurant space takes {n} tokens", "{n}個のトークンを置ける空きスペースがありません"),
    "no_rental_token": ("no boat rental token is left on the board", "漁船レンタルトークンが残っていません"),
    "not_for_rent": ("{piece} is not a boat on the Boats or Used Boats board", "{piece} は「漁船」市場や「中古漁船」市場の船ではありません"),
    "blue_not_rented": ("the blue boat cannot be rented", "青の漁船は借りられません"),
    "rented_no_transfer": ("nothing moves from a rented boat onto a barge", "借りた漁船からはしけに樽を移すことはできません"),
    "rented_not_sold": ("a rented boat is not yours to sell", "借りた船は売却できません"),
    "not_my_buyer": ("{piece} is not a buyer token on your harbor", "{piece} はあなたの漁港にあるバイヤートークンではありません"),
    "buyer_other_seat": ("assign the buyer token to another player", "バイヤートークンは他のプレイヤーに割り当ててください"),
    "no_board_left": ("no board of that type is left in the box", "その種類の市場ボードは箱に残っていません"),
    "overseas_by_fishing": (
        "the Overseas market is visited only by sending boats there in a Fishing action (Send boats overseas)",
        "「海外」市場には「漁業」アクションで船を入港させるときにだけ訪れます",
    ),
    "overseas_boats": ("name one or more boats at sea, each once", "海上の船を1隻以上指定してください"),
    "overseas_empty": ("those boats carry no barrel to auction", "それらの船は競りにかける樽を積んでいません"),
    "no_room_on_himono": (
        "{piece} is not your himono license with room (2 items at most)",
        "{piece} は空きのあるあなたの干物の漁業免許ではありません（2個まで）",
    ),
    "not_dryable": (
        "{piece} is not a mackerel, aji or sardine barrel on sale at your harbor or token in your supply",
        "{piece} はあなたの漁港で販売中またはサプライにあるサバ・アジ・イワシの樽やトークンではありません",
    ),
    "trade_in_needed": (
        "the blue boat is bought with another fishing boat of yours at a berth, given as a trade-in",
        "青の漁船を買うには、停泊所にある自分の別の漁船1隻を下取りに出してください",
    ),
    "no_trade_in": ("only the blue boat is bought with a trade-in", "下取りが必要なのは青の漁船だけです"),
    "entry_barrel": ("pay the entry with a {market} barrel on sale at your harbor", "入場コストとして自分の漁港で販売中の{market}の樽を支払ってください"),
}

PARTS = {
    "any_species": ("any species'", "任意の魚種"),
    "canned_sardines": ("{n} canned {n|sardine|sardines}", "イワシの缶詰{n}個"),
    "pay.barrel": ("{n} {n|barrel|barrels} from your harbor", "漁港の樽{n}個"),
}

LOG = {
    "open_board": ("auction: {lot} from the board", "競り：市場ボードから{lot}"),
    "buy_canned": ("{who} buys canned sardines", "{who}がイワシの缶詰を購入"),
    "rent_boat": ("{who} rents a boat for one voyage", "{who}が船を1航海分借りる"),
    "buy_buyer": ("{who} buys a buyer token", "{who}がバイヤートークンを購入"),
    "buy_expansion": ("{who} buys an expansion token: a new board comes into play", "{who}が拡張トークンを購入：新しい市場が登場"),
    "send_overseas": ("{who} sends boats to the Overseas market (100 yen): up for auction, {lot}", "{who}が船を「海外」市場に入港（100円）：競りの対象は{lot}"),
    "dry": ("{who} puts {item} on a himono license", "{who}が{item}を干物の漁業免許に置く"),
    "assign_buyer": ("{who} assigns a buyer token to {target}", "{who}がバイヤートークンを{target}に割り当てる"),
}

# The expansion's actions by name (refusals, the Actions list) and in words with their arguments (menus): see describe.py.
TITLES = {
    "send_overseas": ("Send boats overseas", "船を海外へ送る"),
    "rent_boat": ("Rent a boat", "漁船を借りる"),
    "buy_buyer": ("Buy a buyer token", "バイヤートークンを購入"),
    "buy_expansion": ("Buy an expansion token", "拡張トークンを購入"),
    "buy_canned": ("Buy canned sardines", "イワシの缶詰を購入"),
    "assign_buyer": ("Assign a buyer token", "バイヤートークンを割り当てる"),
    "dry": ("Dry a fish (himono)", "干物にする"),
}
DOES = {
    "send_overseas": ("send boats to the Overseas market", "船を「海外」市場へ送る"),
    "rent_boat": ("rent {boat} for berth {berth}", "{boat}を借りる（停泊所{berth}）"),
    "buy_buyer": ("buy a buyer token", "バイヤートークンを購入"),
    "buy_expansion": ("buy an expansion token", "拡張トークンを購入"),
    "buy_canned": ("buy canned sardines", "イワシの缶詰を購入"),
    "assign_buyer": ("give the buyer token to {who}", "バイヤートークンを{who}に"),
    "dry": ("put {item} on a himono license", "{item}を干物の漁業免許に置く"),
    "pay.barrel": ("a barrel", "樽"),
}

add_strings(
    {
        **_entries("tsukiji.why", WHY),
        **_entries("tsukiji.log", LOG),
        **_entries("tsukiji", PARTS),
        **_entries("tsukiji.action", TITLES),
        **_entries("tsukiji.does", DOES),
    }
)
