# Gamut：简体中文文本（Project Fluent，https://projectfluent.org/fluent/guide/）。
# 与 de.ftl / en.ftl 的消息 id 相同；约定见 de.ftl 文件头。
# 中文只有 other 一种复数类别，故数量直接写出，不用复数选择。

## Shared

language = 语言
games-nav =
    .aria-label = 游戏
game-dominoes = 多米诺骨牌
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = 新对局
settings = 设置
settings-title = 游戏设置
close = 关闭
rules = 规则
rules-toc =
    .aria-label = 目录
your-tiles = 你的骨牌
loading-stage-runtime = 正在加载 Python …
loading-stage-pyodide = 正在加载 Python …
loading-stage-stdlib = 正在加载 Python …
loading-stage-packages = 正在加载程序包 …
loading-stage-micropip = 正在加载程序包 …
loading-stage-wheel = 正在安装游戏 …
loading-stage-install = 正在安装游戏 …
loading-stage-game = 正在安装游戏 …
loading-stage-ready = 准备就绪
load-failed = Python 无法启动：{ $msg }
reload = 重新加载
level = 电脑难度
level-easy = 简单
level-medium = 中等
level-hard = 困难
tempo = 速度
tempo-slow = 慢
tempo-normal = 正常
tempo-fast = 快
players-label = 玩家人数
players-option = { $n } 人
stats-title = 获胜对局
stats-line = { NUMBER($played) } 局中胜 { NUMBER($won) } 局
saves-title = 存档文件
saves-help = 把设置、进行中的游戏和统计数据保存到文件里，这样即使浏览器清除了数据也不会丢失。
saves-export-all = 全部导出
saves-export-game = 导出当前游戏
saves-import = 导入文件
saves-exported = 已保存为 { $name }。
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = 已保存为 { $name }。该文件显示所有玩家手中的牌，包括电脑的。
saves-no-game = 当前没有进行中的游戏。
saves-imported = 已导入，正在重新加载页面 …
saves-import-failed = 未能导入。
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-存档
saves-file-game = gamut-{ $game }-对局

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] 设置和统计数据无法恢复。
   *[no] 设置和统计数据已保留。
}
save-some-game = 某个游戏
save-problem-unreadable = 存档数据已损坏，已被重置。{ save-kept }
save-problem-wrong-type = 存档数据格式无法识别，已被重置。{ save-kept }
save-problem-future-version = 存档数据来自更新的版本，进行中的游戏无法在此继续。{ save-kept }
save-problem-old-version = 存档数据来自无法沿用的旧版本。{ save-kept }
save-problem-bad-settings = 保存的设置已损坏，已改用默认设置。
save-problem-bad-stats = 部分统计数据已损坏，已被丢弃。
save-problem-bad-game = 保存的游戏（{ $name }）已损坏。新游戏开始，统计数据保留。
save-problem-other-game = { $name } 的存档里是另一个游戏。新游戏开始，统计数据保留。
save-problem-rejected = 保存的游戏（{ $name }）无法继续。新游戏开始，统计数据保留。
save-problem-unavailable = 此浏览器不允许在这里保存：关闭页面后，游戏和统计数据都会丢失。
save-problem-quota = 保存失败（浏览器存储空间已满或被禁用）。
save-notice-ok = 确定
update-ready = 有新版本可用
update-reload = 重新加载
update-dismiss = 关闭
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = 请稍候——游戏仍在启动……
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python 正在启动——对局马上继续……

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = 文件是空的。
saves-problem-too-big = 文件太大，不是存档。
saves-problem-not-json = 文件不是有效的 JSON（已损坏或不完整？）。
saves-problem-not-gamut = 文件不是 Gamut 存档。
saves-problem-unreadable = 文件不是可读取的 Gamut 存档。
saves-problem-unknown-game = 文件里是一种未知的游戏。
saves-problem-bad-record = 文件中的游戏（{ $name }）已损坏。
saves-problem-bad-game = 文件中的游戏（{ $name }）已损坏或属于另一个游戏，未被采用。
saves-problem-bad-settings = 文件中的设置已损坏，未被采用。
saves-problem-bad-stats = 文件中的部分统计数据已损坏，未被采用。
saves-problem-future-version = 文件来自更新的版本：只采用设置和统计数据。
saves-problem-quota = 保存失败（浏览器存储空间已满或被禁用）。
saves-problem-nothing = 文件中没有可以采用的内容。
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] 这将开始新的对局。进行中的对局会结束，并记为负。
   *[no] 这将开始新的对局。进行中的对局会结束。
}
confirm-yes = 新对局
confirm-no = 取消
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = 对局在另一个标签页中继续了：此标签页现在显示最新局面。
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] 你
    [1] { $seats ->
        [2] 电脑
       *[other] 西家
    }
    [2] { $seats ->
        [3] 东家
       *[other] 北家
    }
   *[other] 东家
}
tiles = { $n } 张牌
points = { $n } 分
seat-label = { $name }：{ $tiles } 张牌，{ $score } 分{ $toMove ->
    [yes] ，轮到出牌
   *[no] {""}
}
pass = 过
rematch = 再来一局
retry = 重试
wait = 轮到{ $name } …
not-your-turn = 请等待你的回合。
empty-hand = 没有牌
last-tile = 最后一步
load-error = 保存的对局无法继续。新对局开始。
worker-restarted = 游戏引擎停止了响应，已重新启动。对局从保存处继续。
error = 错误：{ $msg }
error-illegal-move = 这一步不允许。
error-bad-record = 记录已损坏或不完整。
error-bad-record-at = 第 { $n } 步不符合规则。
error-bad-options = 游戏设置无效。
error-engine = 游戏引擎无法完成这一操作。
error-engine-lost = 游戏引擎停止了响应。
error-engine-start = 游戏引擎无法启动。
toc-rules = 规则
toc-controls = 操作
toc-tips = 技巧
toc-modes = 模式
toc-faq = 常见问题

## Dominoes (index.html)

dom-table =
    .aria-label = 牌桌
dom-loading = 正在发牌 …
dom-opponent = 对手
dom-opponent-computer = 电脑
dom-opponent-online = 和朋友在线对战
dom-opponent-people = 使用本设备的几个人
dom-mode = 模式
dom-mode-draw = 摸牌
dom-mode-block = 封锁
dom-mode-fives = 五分
dom-mode-help-draw = 无牌可出时，从牌堆里摸牌，直到摸到能接上的牌。
dom-mode-help-block = 无牌可出时就过。谁都不从牌堆摸牌。
dom-mode-help-fives = 和摸牌模式一样，另外每当各开放端点数之和是 5 的倍数时得分。
dom-target = 目标分数
dom-target-option = { $n } 分
dom-round-info = 第 { NUMBER($round) } 轮 · 目标 { NUMBER($target) } 分
dom-boneyard = 牌堆：{ $n }
dom-no-boneyard = 没有牌堆
dom-count = 端点合计：{ $n }
dom-draw = 摸牌
dom-next = 下一轮
dom-play = 出一张牌
dom-your-turn = 轮到你：出一张能接上的牌。
dom-your-turn-first = 由你开局：任出一张牌。
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = 由你用 { $tile } 开局：{ $double ->
    [yes] 最大的对子先出。
   *[no] 没有人拿到对子，点数最多的牌先出。
}
# people at one table: the opener by name ($name)
dom-person-first = 由 { $name } 开局：任出一张牌。
dom-person-first-with = 由 { $name } 用 { $tile } 开局：{ $double ->
    [yes] 最大的对子先出。
   *[no] 没有人拿到对子，点数最多的牌先出。
}
dom-must-draw = 没有能接上的牌：从牌堆摸牌。
dom-must-pass = 没有能接上的牌：你只能过。
dom-choose-end = 选择牌桌上的位置。
dom-cannot-play = { $tile } 接不上任何开放端。
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] 摸了 { $n } 张牌
   *[no] 摸了 { $n } 张牌
}
dom-run-play = { $you ->
    [yes] 出了
   *[no] 出了
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] 过
   *[no] 过
}
dom-run = { $name }：{ $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name }：{ $actions }（手里没有 { $numbers }）
dom-seat-act = { $draws ->
    [0] 过了
   *[other] 摸了 { $draws } 张{ $passed ->
        [yes] ，过了
       *[no] {""}
    }
}
dom-log-label = 本轮至今
dom-place-at = 把 { $tile } 接在{ $end ->
    [W] 西
    [E] 东
    [N] 北
   *[S] 南
}端{ $fives ->
    [yes] ，得 { $score } 分
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] ，可出
    [no] ，接不上
   *[other] {""}
}
dom-layout-tile = 骨牌 { $tile }
dom-spinner = 转轴牌
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name }{ $you ->
    [yes] 出了
   *[no] 出了
} { $tile }{ $end ->
    [W] ，接在西端
    [E] ，接在东端
    [N] ，接在北端
    [S] ，接在南端
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] ，{ $you ->
        [yes] 得
       *[no] 得
    } { $score } 分
}。
dom-announce-round = 第 { $round } 轮结束。{ $result }
dom-announce-scores = 比分：{ $scores }。
dom-score-of = { $name } { $score }
dom-round-over = 第 { $round } 轮结束
dom-domino-win = { $you ->
    [yes] 你出完了所有的牌。
   *[no] { $name }出完了所有的牌。
}
dom-domino-pips = 其他人手中的牌共有 { $raw } 点。
dom-blocked = 牌局被封死：谁都出不了牌。
dom-blocked-win = { $you ->
    [yes] 你
   *[no] { $name }
}手中的点数最少（{ $own }）。其他人手中共有 { $others } 点：{ $others } − { $own } = { $raw }。
dom-blocked-tie = 有几家手中的点数并列最少：谁都不得分。
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] 你
   *[no] { $name }
}这一手达到了 { $target } 分的目标：五分模式下对局立即结束。
dom-rounded = 五分模式按 5 四舍五入：{ $raw } → { $points }。
dom-scores = { $you ->
    [yes] 你
   *[no] { $name }
}得 { $points } 分。
dom-pips-in = { $n } 点
dom-match-won = 你以 { $score } 分赢得对局！
dom-match-lost = { $names }{ $count ->
   *[other] 赢得了对局。
}
dom-embed-iframe-title = 与电脑玩多米诺骨牌
dom-embed-link-text = Gamut 的多米诺骨牌

# the embed dialog (web/js/embed.js), shared by the three games
embed = 嵌入
embed-title = 嵌入这个游戏
embed-note = 把这段代码粘贴到你的网页中。游戏下方的文字链接必须保留。
embed-code-label = 用于嵌入的 HTML 代码
copy = 复制
copied = 已复制！
copy-fallback = 代码已选中：请按 Ctrl+C（Mac 上按 ⌘+C）复制。

dom-rules-title = 多米诺骨牌：本站规则
dom-rules-h-tiles = 骨牌和玩家
dom-rules-tiles =
    游戏使用双六套牌：共 28 张，从 0-0 到 6-6 的每一种点数组合各一张。<b>对子</b>（例如 4-4）两半的点数相同。一张牌的<b>点数</b>是两半之和。2、3 或 4 名玩家按顺序轮流出牌。你可以从三种模式中选择：<b>摸牌</b>、<b>封锁</b>或<b>五分</b>。
dom-rules-h-deal = 发牌
dom-rules-deal =
    - 两人对局时，任何模式下每人各拿 7 张。
    - 三人或四人对局时，摸牌和五分模式每人拿 5 张，封锁模式拿 7 张。
    - 在摸牌和五分模式中，剩下的牌扣着放在一边，作为<b>牌堆</b>。
    - 在封锁模式中，剩下的牌本轮不用：谁也不摸，本轮结束前谁也看不到。
dom-rules-h-lead = 谁先出牌
dom-rules-lead =
    - 每场对局的第一轮，由拿到最大对子的人先出，而且必须出这张对子。
    - 如果谁都没有对子，就由点数最多的牌先出。点数相同时，含有较大数字的牌优先：6-3 先于 5-4。
    - 从第二轮起，由上一轮的赢家先出，可以出任意一张牌。如果上一轮没有赢家，就由上一轮开局者的下家先出。
dom-rules-h-move = 出牌
dom-rules-move =
    - 把一张牌接在某个开放端上，该端的数字必须与牌的一半相同。能出牌就必须出；出哪张、接在哪一端由你决定。
    - 对子横着摆放。除了五分模式中的转轴牌（见下文），对子就是普通的牌，只在远离桌面一侧留一个开放端。
    - 无牌可出时：摸牌和五分模式下，从牌堆一张接一张地摸，直到摸到能接上的牌，然后把它打出。牌堆空了就过。封锁模式下直接过。
    - 手里有能接上的牌时，谁也不能摸牌。
dom-rules-h-spinner = 转轴牌（仅限五分模式）
dom-rules-spinner =
    每轮第一张上桌的对子（包括开局牌）成为<b>转轴牌</b>，用<y>黄色</y>显示。之后的对子都是普通的横放牌。牌要先接在转轴牌的两条长边上。两条长边都接上牌以后，它的两条短边也会开放：这时牌桌上最多有四个开放端。
dom-rules-h-fives = 五分模式计分
dom-rules-fives =
    - 每出一张牌（包括开局牌）后，把所有开放端的数字加起来。
    - 位于端头的横放对子两半都计。
    - 只要转轴牌还有一条长边空着，它的两半都计。之后它本身不再计分，短边只有接上牌后才计。
    - 如果和是 5 的倍数，刚出牌的玩家立即得到同样多的分数。

    ~ 例：用 5-5（转轴牌）开局得 10 分，用 6-4 开局同样得 10 分。如果接着把 4-1 接在 4 上，开放端是 6 和 1：合计 7，不得分。转轴牌 5-5 的一条长边接上 5-3 时，合计 10 + 3 = 13，不得分；当 5-2 接在另一条长边上，合计 3 + 2 = 5：得 5 分。
dom-rules-h-round = 一轮结束
dom-rules-round =
    - 有人出完最后一张牌，或者牌局被<b>封死</b>（谁都出不了牌，而且在摸牌和五分模式下牌堆已空）时，这一轮结束。
    - 出完所有牌的人，得到其他所有人手中剩余的点数。
    - 封死的一轮中，手中点数最少的人获胜，得分为其他人手中的点数减去自己的点数。如果有几家并列最少，谁都不得分。
    - 在五分模式中，这些轮末得分按 5 四舍五入：尾数 1、2、6、7 舍去，尾数 3、4、8、9 进位（12 记为 10，13 记为 15）。
    - 每轮之间会亮出所有人的手牌。
dom-rules-h-match = 对局结束
dom-rules-match =
    - 对局打到设置中的目标分数：50、100、150、200 或 250 分（默认 100 分）。
    - 在摸牌和封锁模式中，一轮结束后达到目标分数的人获胜。
    - 在五分模式中，只要某一手牌或某一轮的得分让人达到目标，对局立即结束，即使在一轮中间也是如此。
dom-rules-h-seen = 大家能看到什么
dom-rules-seen =
    你能看到自己的牌、牌桌、每名玩家手里有几张牌、所有比分、牌堆的大小，以及谁摸了牌或过了。其他人的手牌和牌堆只在一轮结束时才亮出。电脑也只根据自己座位能看到的信息做决定。
dom-rules-h-controls = 在这里怎么玩
dom-rules-controls =
    - 你的牌在下方。能出的牌会突出显示、发光并带一个圆点。点一下就能打出。
    - 如果它能接在不止一个端上，牌桌上会显示可选的位置，五分模式下还会显示各自的得分。点一下其中一个。
    - 你也可以用鼠标或手指把牌拖到牌桌上的位置。
    - 用键盘时，方向键或 <kbd>Tab</kbd> 在你的牌之间移动，<kbd>Enter</kbd> 选中一张，再用同样的方法选端，按 <kbd>Enter</kbd> 出牌。<kbd>Escape</kbd> 取消选择。
    - 你无牌可出时，主按钮会变成“摸牌”或“过”。两轮之间它显示“下一轮”。
    - 牌桌下方列出本轮发生的事，包括谁不得不摸牌或过。屏幕阅读器会播报每一步。
dom-rules-h-tips = 取胜技巧
dom-rules-tips =
    - 尽早打掉点数大的牌。别人出完牌时，你手里的每一点都算作对方的分。
    - 保持手中数字多样。手里有几种不同的数字，几乎什么端都能接；全是 6 的话，很快就会卡住。
    - 留意别人接不上什么。过或摸牌的人，手里没有开放端上的那些数字。让这些数字一直开着，可以拖住他们。
    - 五分模式下先算再出：每次出牌前，算一算每张牌会让各端合计多少，又给下家留下什么。
    - 记牌。每个数字只出现在七张牌上，包括它的对子。如果别人已经出了其中五张，剩下的就在你手里，或者快没了。
dom-rules-h-modes = 三种模式
dom-rules-modes =
    <b>摸牌</b>最宽松：卡住只会让你多拿牌，不会失去回合。<b>封锁</b>更短也更激烈：谁都不能摸牌，所以记牌和封死某个数字最关键。<b>五分</b>在一轮之中也计分；高手既盯着端点之和，也盯着把最后几张牌出完。

    ! 本站的多米诺骨牌只为页面上的分数而玩，不含任何形式的赌博，游戏之外没有任何东西可以购买或赢取。

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = 棋盘
wx-view =
    .aria-label = 视图
wx-zoom-in = +
    .aria-label = 放大
wx-zoom-out = −
    .aria-label = 缩小
wx-fit = 适应
    .title = 显示整个棋盘
wx-embed-iframe-title = 与电脑玩 Wu Hsing
wx-embed-link-text = Gamut 的 Wu Hsing
wx-loading = 正在洗牌 …
wx-variant = 模式
wx-variant-standard = 标准（有起始方块）
wx-variant-fifteen_a = 15 张牌，自由开局
wx-variant-fifteen_b = 15 张牌，暗选开局
wx-variant-help-standard = 30 张牌全部发出；其中两张放在中间作为起始方块。
wx-variant-help-fifteen_a = 仅限两人：每人每种牌各一张。先手任意放一张牌，不得分。
wx-variant-help-fifteen_b = 仅限两人：每人每种牌各一张。双方各自暗中选一张牌，合起来组成起始方块（四种颜色）。
wx-variant-two-only = { $variant }（仅限两人）
wx-open-hands = 其他玩家的牌
wx-hands-closed = 隐藏
wx-hands-open = 公开（所有人都能看到全部牌）
wx-hand-shown = { $name }的牌
wx-colour-W = 水
wx-colour-F = 火
wx-colour-H = 木
wx-colour-M = 金
wx-colour-E = 土
wx-tile-name = { $a }-{ $b }
wx-rotate = 旋转
wx-flip = 翻转
wx-cancel = 返回
wx-turn-tools =
    .aria-label = 旋转和翻转骨牌
wx-rack-tile = { $name }{ $state ->
    [playable] ，可放置
    [blocked] ，无处可放
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] { $a } 放左边，{ $b } 放右边
   *[no] { $a } 放上面，{ $b } 放下面
}{ $score ->
    [none] {""}
   *[other] ：{ $score } 分
}
wx-preview = { $horizontal ->
    [yes] 横放：{ $a } 在左，{ $b } 在右
   *[no] 竖放：{ $a } 在上，{ $b } 在下
}
wx-cell = { $colour }，第 { $row } 行，第 { $col } 列
wx-hidden-tile = 暗中选的牌
wx-play = 选一张牌
wx-place = 把牌放到棋盘上
wx-your-turn = 轮到你：从牌架上选一张牌。
wx-choose-spot = 有 { $n } 个位置：点击其中一个。R 旋转，F 翻转，Esc 返回。
wx-no-spot-here = 这样摆放无处可放：请旋转或翻转。
wx-must-pass = 没有能放的牌：你只能过。作为交换，其他人可以看到你的牌。
wx-cannot-play = { $name } 无处可放。
wx-opening-a = 由你开局：任意放一张牌（不得分）。
wx-opening-b = 暗中选一张牌，用来组成起始方块。
wx-opening-b-wait = { $name }已经暗中选好了。请选择你的牌。
wx-ending = 有人的牌架空了：本轮打完为止。
wx-placed = { $you ->
    [yes] 你放了
   *[no] { $name }放了
}
wx-for-points = { " " }得 { $n } 分
wx-opening-placed = { $you ->
    [yes] 你开局放了
   *[no] { $name }开局放了
}
wx-chose = { $you ->
    [yes] 你选了：
   *[no] { $name }已经暗中选好了。
}
wx-reveal-ok = 亮牌：两张牌组成起始方块
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = 起始方块不成立：你选了 { $mine }，{ $name }选了 { $theirs }。不是四种不同的颜色，所以两张牌都收回，双方重新选择。
wx-passed = { $you ->
    [yes] 你过了。你的牌已亮出：
   *[no] { $name }过了，亮出了自己的牌：
}
wx-line-desc = { $axis ->
    [row] 横线
   *[column] 竖线
} { $n }
wx-formula = ：{ $formula }
wx-lines-used = （{ $parts }）
wx-double-factor = 对子 × 2
wx-line-title-row = 横线
wx-line-title-column = 竖线
wx-pattern-locked = 图案已固定：
wx-pattern-open = 图案尚未固定
wx-line-length = { $n } 格
wx-no-line = 无线（单格）
wx-announce-place = { $you ->
    [yes] 你放了
   *[no] { $name }放了
} { $tile }，{ $you ->
    [yes] 得
   *[no] 得
} { $n } 分。
wx-announce-pass = { $you ->
    [yes] 你过了。
   *[no] { $name }过了。
}
wx-announce-over = 游戏结束。{ $result }
wx-game-over = 游戏结束
wx-end-out = { $you ->
    [yes] 你
   *[no] { $name }
}已经放完所有的牌；本轮已打完。
wx-end-blocked = 谁都无法再放牌了。
wx-col-name = 玩家
wx-col-score = 得分
wx-col-left = 剩余牌数
wx-col-penalty = 罚分
wx-col-final = 总分
wx-penalty-rule = 剩余牌罚分：对子每张 5 分，其他牌每张 25 分。
wx-won = 你以 { $score } 分获胜！
wx-shared = 并列获胜：{ $names }。
wx-lost = { $names }{ $count ->
   *[other] 获胜。
}

wx-rules-title = Wu Hsing：本站规则
wx-rules-h-material = 骨牌和发牌
wx-rules-material =
    Wu Hsing 是 Sid Sackson 的“Domino Bead Game”，以五行为主题：<b>水</b>（蓝）、<b>火</b>（红）、<b>木</b>（绿）、<b>金</b>（白）和<b>土</b>（黄）。每一半还印有相应的符号，因此不依赖颜色视觉也能玩。

    - 共 30 张牌：15 种颜色组合（5 种对子、10 种混色）各两张。
    - 两人时每人 14 张，三人时每人 9 张（一张牌不亮出，放回盒中），四人时每人 7 张。剩下两张用作起始方块。
    - 其他玩家的牌是隐藏的；可以在设置中选择公开手牌。
wx-rules-h-start = 起始方块
wx-rules-start =
    - 剩下的两张牌长边贴长边，正面朝上放在中间，组成 2 × 2 格的方块。
    - 方块必须显示四种不同的颜色；否则全部重新洗牌、重新发牌。
    - 起始方块不计分。先手由抽签决定；连续对局中先手依次轮换。
wx-rules-h-lines = 线和图案
wx-rules-lines =
    - <b>线</b>是一行或一列中连续不断的已占格子，就像填字游戏一样。空格会把线截断；没有相邻格子的单格是长度为 1 的线。
    - 一条线如果是某个由不同颜色组成、无限重复的<b>图案</b>中的一段，就是有效的：一旦某种颜色重复出现，整个序列就必须按这个间隔重复。没有重复颜色的线总是有效的。

    ~ 例（每个字母代表一种颜色）：ABCABC 有效；ABCB 无效；AAB 无效；AA 和 AAA 有效；ABA 有效；ABB 无效；ABCDE 有效；ABCDEA 有效；ABCDEB 无效；ABCBA 无效；ABCDAB 有效。
wx-rules-h-move = 放牌
wx-rules-move =
    - 从牌架上拿一张牌，放在两个相邻的空格上，横竖均可，颜色顺序任意。经过任一新格子的每条线都必须保持有效。
    - 每张新牌恰好经过三条线：一条沿着牌的方向，另外两条分别横穿它的两个格子。如果一条线还包含之前放下的格子，它就被<b>延长</b>了。三条线中至少要有两条被延长。
    - 可以填补空隙，只要连起来的线有效；它算作一条被延长的线。
    - 最多只能有三张牌并排：恰好覆盖相同两行（或两列）的平行牌链最长为三张。起始方块就是这样一条两张的牌链。
wx-rules-h-score = 计分
wx-rules-score =
    把被延长的各条线的长度相乘（以格计，包括新放的格子）。对子得分加倍。

    ~ 例：3 × 4 × 5 = 60；一张对子延长两条长度为五的线：5 × 5 × 2 = 50。
wx-rules-h-pass = 过
wx-rules-pass =
    - 能放就必须放。
    - 不能放时，这一回合过，并把你的牌亮给其他人看。之后一旦有了可走的步，你就在后面的回合中继续放牌。
wx-rules-h-end = 游戏结束
wx-rules-end =
    - 有人放下最后一张牌时，把当前这一圈打完，使每个人的回合数相同。没有牌的玩家跳过。
    - 谁都无法放牌时，游戏也结束。
    - 手中剩下的牌，对子每张扣 5 分，其他牌每张扣 25 分。
    - 总分最高者获胜；总分相同则共同获胜。
wx-rules-h-variants = 模式
wx-rules-variants =
    - 两人对局，每人 15 张牌（每种一张），没有起始方块。可以由先手任意放一张牌（不得分）；也可以双方各自暗中选一张牌，亮出后组成起始方块（四种颜色，否则双方重新选）。
    - 2、3 或 4 人均可公开手牌。
wx-rules-h-controls = 在这里怎么玩
wx-rules-controls =
    - 从下方的牌架上选一张牌；能放的牌会突出显示、发光并带一个圆点。棋盘随后会显示它可以放的位置以及得分。
    - <kbd>R</kbd> 旋转牌，<kbd>F</kbd> 翻转牌，<kbd>Esc</kbd> 把牌放回去。
    - 用键盘时，方向键或 <kbd>Tab</kbd> 在你的牌之间移动，<kbd>Enter</kbd> 选中一张，方向键在各个位置之间移动，<kbd>Enter</kbd> 放下牌。在棋盘上，方向键会显示经过每个格子的线。
    - <kbd>+</kbd> 和 <kbd>−</kbd> 缩放，<kbd>0</kbd> 显示整个棋盘；可以用鼠标或手指拖动棋盘。
    - 屏幕阅读器会播报每一步及其得分。
wx-rules-h-tips = 取胜技巧
wx-rules-tips =
    - 长线得分高：五格长的线就是乘以 5。找两条长线交叉的位置。
    - 对子得分加倍，最后却只扣 5 分：留着它们打一手大的。
    - 及时打掉混色牌：每剩一张，最后都要扣 25 分。
    - 一旦某种颜色重复，图案就固定了。让适合你手牌的线保持开放，把对对手有利的线封住。

## Hus (hus.html)

hus-board =
    .aria-label = 棋盘
hus-embed-iframe-title = 与电脑玩 Hus
hus-embed-link-text = Gamut 的 Hus
hus-loading = 正在摆放棋子 …
hus-first = 谁先走
hus-first-lot = 抽签决定
hus-first-you = 你
hus-first-computer = 电脑
hus-series = 模式
hus-series-single = 单局
hus-series-points = 积分赛
hus-series-best_of_7 = 七局四胜
hus-series-help-single = 只下一局。让对方再也没有一个至少有 2 颗子的坑的人获胜。
hus-series-help-points = 每局结束后，各方得到自己一侧的子数（拿到全部 48 颗则加倍）。先达到目标分数的人赢得比赛。先手轮流交换。
hus-series-help-best_of_7 = 先赢四局的人赢得比赛。先手轮流交换。
hus-target = 目标分数
hus-rules-legend = 规则变体
hus-rule-fixed_opening = 固定开局：第一步走内 8（最前面的一对）
hus-rule-anticlockwise = 逆时针播子
hus-rule-capture_sow_captured_only = 吃子后只播吃到的子
hus-rule-capture_needs_both = 只有对面两个坑都有子时才能吃子
hus-rule-short-fixed_opening = 固定开局
hus-rule-short-capture_sow_captured_only = 只播吃到的子
hus-rule-short-capture_needs_both = 吃子需对面两坑有子
hus-tempo-instant = 无动画
hus-you = 你
hus-computer = 电脑
hus-row-0 = 电脑，外排
hus-row-1 = 电脑，内排
hus-row-2 = 你的内排
hus-row-3 = 你的外排
hus-pit-name = { $row ->
    [i] 内
   *[o] 外
} { $col }
hus-pit-label = { $name }：{ $n } 颗子
hus-pit-theirs = 电脑，{ $label }
hus-reason-empty = 空的
hus-reason-single = 只有一颗子
hus-reason-endless = 无尽：这一步永远停不下来
hus-reason-opening = 固定开局：第一步必须走内 8
hus-preview = 停在 { $end }，{ $laps } 圈，播了 { $sown } 颗，{ $captured ->
    [0] 没有吃子
   *[other] 吃 { $captured } 颗子
}
hus-pit-about = { $pit }：{ $text }
hus-in-hand = 手中 { $n } 颗子
hus-capturing = 吃子！
hus-anim-summary = { $you ->
    [yes] 你的一步
   *[no] 电脑的一步
}：逐坑结果
hus-anim-end = { $you ->
    [yes] 你的这一步到此结束。
   *[no] 电脑的这一步到此结束。
}
hus-thinking = 电脑正在思考 …
hus-seeds = { $n } 颗子
hus-score-short = { $kind ->
    [best_of_7] 胜 { $n } 局
   *[other] { $n } 分
}
hus-seat-label = { $name }：{ $seeds } 颗子{ $kind ->
    [best_of_7] ，胜 { $score } 局
    [points] ，{ $score } 分
   *[none] {""}
}{ $toMove ->
    [yes] ，轮到走棋
   *[no] {""}
}
hus-single = 单局
hus-points-info = 第 { $game } 局 · 目标 { $to } 分
hus-best-of-7-info = 第 { $game } 局 · 七局四胜
hus-level-short = 难度 { $level }
hus-dir-clock = 顺时针
hus-dir-anti = 逆时针
hus-play = 选一个坑
hus-wait = 电脑的回合 …
hus-skip = 跳过
hus-next-game = 下一局
hus-your-turn = 轮到你：选一个至少有 2 颗子的坑。
hus-your-turn-opening = 固定开局：你的第一步是内 8。
hus-choose-pit = 选一个至少有 2 颗子的坑。
hus-cannot-play = { $why ->
    [none] { $pit } 不能走。
   *[other] { $pit } 不能走：{ $why }。
}
hus-move-line = { $you ->
    [yes] 你走
   *[no] 电脑走
} { $pit }：{ $laps } 圈，播了 { $sown } 颗，停在 { $end }{ $captured ->
    [0] {""}
   *[other] ，吃了 { $captured } 颗子
}。
hus-game-won = 你赢了这一局！
hus-game-lost = 电脑赢了这一局。
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] 你只剩下无尽的走法了。
       *[no] 电脑只剩下无尽的走法了。
    }
   *[other] { $youLost ->
        [yes] 你已经没有至少有 2 颗子的坑了。
       *[no] 电脑已经没有至少有 2 颗子的坑了。
    }
}
hus-seed-counts = 子数：你 { $you } · 电脑 { $them }
hus-game-points = 本局得分：你 { $you } · 电脑 { $them }
hus-series-standing = { $kind ->
    [best_of_7] 比赛：你 { $you } · 电脑 { $them } 胜（先胜 { $to } 局者获胜）
   *[other] 比赛：你 { $you } 分 · 电脑 { $them } 分（目标 { $to }）
}
hus-match-won = 你以 { $seeds } 颗子获胜！
hus-match-lost = 电脑以 { $seeds } 颗子获胜。
hus-series-won = 你赢得了比赛！
hus-series-lost = 电脑赢得了比赛。
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }，外排
   *[i] { $name }，内排
}
hus-pit-of = { $name }，{ $label }
hus-anim-summary-of = { $name }的一步：逐坑结果
hus-anim-end-of = { $name }的这一步到此结束。
hus-move-line-of = { $name }走 { $pit }：{ $laps } 圈，播了 { $sown } 颗，停在 { $end }{ $captured ->
    [0] {""}
   *[other] ，吃了 { $captured } 颗子
}。
hus-game-won-by = { $name }赢了这一局。
hus-end-reason-of = { $reason ->
    [only_endless] { $name }只剩下无尽的走法了。
   *[other] { $name }已经没有至少有 2 颗子的坑了。
}
hus-seed-counts-of = 子数：你 { $you } · { $name } { $them }
hus-game-points-of = 本局得分：你 { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] 比赛：你 { $you } · { $name } { $them } 胜（先胜 { $to } 局者获胜）
   *[other] 比赛：你 { $you } 分 · { $name } { $them } 分（目标 { $to }）
}
hus-match-won-by = { $name }以 { $seeds } 颗子获胜。
hus-series-won-by = { $name }赢得了比赛。

hus-rules-title = Hus：本站规则
hus-rules-h-board = 棋盘
hus-rules-board =
    Hus 是来自纳米比亚的双人播棋游戏。棋盘有四排，每排八个<b>坑</b>。靠近你的两排属于你：外排在边上，内排朝向中间。你的 16 个坑组成一个环。

    - 每名玩家都从自己的左边数列：1 到 8。“对面”的坑在棋盘上位于同一列。
    - 开局时每个外排坑里有 2 颗子；内排第 5 到 8 列各有 2 颗，第 1 到 4 列是空的。每方 24 颗，共 48 颗。
hus-rules-h-sow = 播子
hus-rules-sow =
    - 每一步从自己一个至少有 2 颗子的坑里取出全部的子。只有 0 颗或 1 颗子的坑永远不能选。
    - 从被取空的坑的下一个坑开始，按顺时针方向、只在自己的环上，每坑放一颗：沿外排从右向左，在第 1 列上到内排，沿内排从左向右，在第 8 列下到外排。
    - 如果最后一颗子落进空坑，这一步结束。
    - 如果落进原本就有子的外排坑：取出这个坑里所有的子，继续播。
    - 如果落在内排，而对手对面的内排坑里有子：你就<b>吃子</b>（见下文）。如果那个坑是空的，就取出你这个坑里的子继续播。
hus-rules-h-capture = 吃子
hus-rules-capture =
    - 取出最后一颗子所落的坑里的子，再加上对手对面内排坑和外排坑里所有的子（外排坑即使是空的也算）。从你环上的下一个坑开始，按同样的规则把它们全部继续播出去。
    - 从第一步起就可以吃子。
    - 子只有被吃才会到另一方去。
hus-rules-h-endless = 无尽的走法
hus-rules-endless =
    有些走法永远停不下来：接力播子不断回到同一个局面。这样的走法是不允许的；棋盘会在那个坑旁说明为什么不能走。
hus-rules-h-end = 游戏结束
hus-rules-end =
    - 一名玩家在某一步之后已经没有至少有 2 颗子的坑时，游戏立即结束，这名玩家输。
    - 轮到走棋的玩家如果只剩下无尽的走法，也算输。
    - 第一局谁先走由抽签决定；连续对局中先手轮流交换。
hus-rules-h-series = 比赛
hus-rules-series =
    - 每局结束后，各方得到自己一侧的子数。拿到全部 48 颗子的人得双倍（96），另一方得零分。
    - 在设置中可以选择单局、打到一定分数的积分赛，或七局四胜（先赢四局）。
hus-rules-h-options = 规则变体
hus-rules-options =
    - 固定开局：每名玩家的第一步都走第 8 列的内排坑，即最前面的一对。
    - 玩家熟悉的其他规则，均可选用：逆时针播子；吃子后只播吃到的子（你自己的坑保留原有的子）；只有对面两个坑都有子时才能吃子。
hus-rules-h-controls = 在这里怎么玩
hus-rules-controls =
    - 你的坑在下方。可以走的坑会突出显示；指向其中一个，就能在棋盘下方看到这一步停在哪里、吃到什么。
    - 用键盘时，方向键在坑之间移动，<kbd>Enter</kbd> 走棋。
    - 主按钮可以跳过一步的动画。屏幕阅读器会播报每一步。
hus-rules-h-tips = 取胜技巧
hus-rules-tips =
    - 长长的接力播子可以吃到很多子：每一步之前先看看预览。
    - 让你的内排保持有子，吃子就发生在那里；对手对面尽量少留子。
    - 让对方无棋可走就能获胜：留意对方还有几个至少有 2 颗子的坑。

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    双六多米诺骨牌是一种接数字的游戏：每张牌分成两半，你要出一张牌，让它的一半与牌列某个开放端的数字相同。谁先出完手里所有的牌，或者让别人手里剩下的点数最多，谁就得分。这里有三种经典玩法：摸牌——没有牌可接时从牌堆里摸牌；封锁——没有牌可接时直接过；五分——每当各开放端之和是五的倍数时也能得分。你可以在这里和电脑对战，也可以和朋友在线对战，最多四人，各用各的屏幕。
faq-dominoes-title = 关于多米诺骨牌的问题
faq-dominoes-1-q = 每名玩家拿几张牌？
faq-dominoes-1-a =
    两人对局时，任何模式下每人都拿 7 张。在摸牌和五分模式中，三人或四人对局时每人拿 5 张。封锁模式下每人都拿 7 张。
faq-dominoes-2-q = 谁先出牌？
faq-dominoes-2-a =
    第一轮由拿到最大对子的玩家先出这张对子。如果谁都没有对子，就由点数最多的牌开局。之后由上一轮的赢家先出，可以出任意一张牌。
faq-dominoes-3-q = 什么是转轴牌？
faq-dominoes-3-a =
    在五分模式中，第一张打出的对子就是转轴牌。它的两条长边都接上牌以后，四条边都可以接牌，所以牌桌上最多可以有四个开放端。
faq-dominoes-4-q = 五分模式怎么计分？
faq-dominoes-4-a =
    每出一张牌后，把各开放端的数字加起来。位于端头的对子两半都计。如果和是 5 的倍数，刚出牌的玩家立即得到同样多的分数。出完所有牌或赢得封死的一轮的人也会得分，按 5 四舍五入。
faq-dominoes-5-q = 谁都出不了牌时怎么办？
faq-dominoes-5-a =
    这时这一轮就被封死了。手中点数最少的玩家赢得这一轮，得分为其他人手中的点数减去自己的点数。如果有几家并列最少，谁都不得分。
faq-dominoes-6-q = 我可以和朋友在线玩吗？
faq-dominoes-6-a =
    可以。在设置中选择“和朋友在线对战”，然后分享链接。一个房间有 2 到 4 个座位，空座位可以由电脑补上；牌由服务器来发，所以每个人只能看到自己的牌。

intro-hus =
    Hus 是纳米比亚的大型播棋，双人对弈，棋盘有四排，每排八个坑。每名玩家只在自己的两排上绕圈播子，最后一颗子落进有子的坑就接着播下去，并从自己的内排吃掉对手的子。让对方只剩下单颗子的坑的人获胜。

    Hus 至今仍在纳米比亚流行，在那里有许多名字：纳马人和达马拉人叫它 ||hus 或 Xoros，在该国其他语言中叫 Owela、Otjitoto、Wera 或 Ogoro，德语叫“Lochspiel”（洞洞棋）。你可以在这里和电脑对战：单局、积分赛或七局四胜。
faq-hus-title = 关于 Hus 的问题
faq-hus-1-q = Hus 起源于哪里？
faq-hus-1-a =
    Hus 是来自纳米比亚的四排播棋。在那里，达马拉人、纳马人、赫雷罗人、宽亚马人和恩东加人等都玩它，例如在乡下作为假期游戏。它何时出现没有记载；人们认为播棋类游戏起源于非洲。
faq-hus-2-q = 我可以只走一颗子吗？
faq-hus-2-a =
    不可以。每一步总是从一个至少有 2 颗子的坑里取出全部的子。只有一颗子的坑永远不能选。
faq-hus-3-q = 我的一步什么时候结束？
faq-hus-3-a =
    只有当你的最后一颗子落进空坑时才结束。如果它落进有子的坑，你就把里面的子全部取出，从下一个坑继续播，吃子之后也是如此。所以一步棋可以在你的环上绕好几圈。
faq-hus-4-q = 我什么时候能吃对手的子？
faq-hus-4-a =
    当你的最后一颗子落进你内排一个有子的坑，而对手对面的内排坑里有子时。这时你取出自己这个坑里的子，以及对手这一列的内排坑和外排坑里的子（外排坑即使是空的也算），然后全部继续播出去。在外排永远不能吃子；和卡拉哈（Kalah）不同，子落进空坑什么也吃不到。
faq-hus-5-q = 我会把子播到对手那一边吗？
faq-hus-5-a =
    不会，永远不会。你只在自己 16 个坑组成的环上播子。子只有被吃才会到另一方去。
faq-hus-6-q = 谁获胜？
faq-hus-6-a =
    让对手再也没有一个至少有 2 颗子的坑的人获胜：对手无法走棋，就输了。Hus 没有储子的大坑。在比赛中，每局结束后各方得到自己一侧的子数，拿到全部 48 颗子的人得双倍。

intro-wuhsing =
    Wu Hsing 是一款用五色骨牌铺牌的游戏，五色就是中国的“五行”：水、火、木、金、土。就像填字游戏一样，彩色的格子组成横线和竖线，每条线都遵循一种颜色图案。每张牌都必须顺着图案延长至少两条线；把这些线的长度相乘，就是你的得分。

    Sid Sackson 于 1969 年在他的书《A Gamut of Games》中以“Domino Bead Game”之名发表了这个游戏；1992 年 franjos 出版了盒装版“Wu Hsing”。你可以在这里和电脑对战，两人、三人或四人同桌。
faq-wuhsing-title = 关于 Wu Hsing 的问题
faq-wuhsing-1-q = Wu Hsing 起源于哪里？
faq-wuhsing-1-a =
    它是 Sid Sackson 发明的：1969 年，它以“Domino Bead Game”之名收录在他的书《A Gamut of Games》中，这本书汇集了 40 种游戏。德文版“Wu Hsing”于 1992 年由 franjos 出版；在法国它叫“Connexion”。这个名字指的是中国思想中的五行，也就是五种颜色所代表的东西。
faq-wuhsing-2-q = 什么是图案？
faq-wuhsing-2-a =
    每条横线和竖线都必须延续一个颜色序列。一旦某种颜色在一条线上重复出现，它的图案就固定了，这条线必须按同样的间隔继续重复下去。只要没有颜色重复，这条线就仍然是开放的。
faq-wuhsing-3-q = 我可以把牌放在哪里？
faq-wuhsing-3-a =
    放在两个相邻的空格上，使经过这张牌的三条线中至少有两条延长了之前放下的格子，并且每条线都符合它的图案。如果连起来的线有效，你可以填补空隙。最多只能有三张牌沿长边并排。
faq-wuhsing-4-q = 分数怎么计算？
faq-wuhsing-4-a =
    把所有被延长的线的长度相乘，包括新放的牌：3 × 4 × 5 = 60。对子得分加倍，例如 5 × 5 × 2 = 50。
faq-wuhsing-5-q = 如果我放不了牌怎么办？
faq-wuhsing-5-a =
    能放就必须放。放不了时，这一回合过，并把你的牌亮给其他人看。一旦你又有了可走的步，就继续放牌。
faq-wuhsing-6-q = 游戏什么时候结束？
faq-wuhsing-6-a =
    有人放下最后一张牌时，把这一圈打完；谁都无法放牌时，游戏也结束。手中剩下的牌，对子每张扣 5 分，其他牌每张扣 25 分。得分最高者获胜。

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = 玩家 { $n }
seat-kind-computer = 电脑
seat-kind-person = 使用本设备的人
person-name-label = 玩家 { $n } 的名字
person-default-name = 玩家 { $n }
# $name: the person the device goes to
handover-title = 请把设备交给 { $name }
handover-since = 自你上一回合以来：
# $name: the person the device goes to
handover-ready = 我是 { $name }：显示我的牌
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } 摸了一张牌
    [pass] { $name } 过了
    [next] 新的一轮已发牌
   *[play] { $name } 出了 { $move }
}
people-wins-title = 玩家之间的胜场
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } 胜
# $name: the person whose turn it is
person-turn = 轮到 { $name }。

## Online with friends (js/online/)
online-open = 和朋友在线对战
online-name = 你的名字
online-create = 创建房间
online-join = 加入
online-invite = 邀请链接——发给你的朋友
online-copy = 复制链接
online-copied = 已复制
online-start = 开始
online-leave = 离开房间
online-room = 房间
online-record = 下载对局记录
online-start-early = 现在就可以开始：空位由电脑补上。
online-start-full = 座位已满：准备好就开始吧。
online-wait-host = 等待房主开始。
online-seat-open = 空位
online-seat-computer = 电脑
online-seat-computer-n = 电脑 { $n }
online-you = 你
online-away = 未连接
online-to-move = 轮到
online-connecting = 正在连接…
online-reconnecting = 连接中断——正在重新连接…
online-connected = 已连接
online-stats = 赢得的在线对局：{ $played } 局中 { $won } 局
online-name-missing = 请输入你的名字。
online-error-not-found = 这个房间不存在（了）。
online-error-full = 这个房间没有空位了。
online-error-rate-limited = 太快了——请再试一次。
online-error-refused = 服务器没有接受。

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = 游戏
online-info-rules = 规则
online-info-host = 房主
online-info-seats = 座位
online-room-started = 对局已经开始，座位都已坐满：你可以观战。
online-watch = 观战
online-stop-watching = 停止观战
online-watching = 你正在观战。
online-watching-end = 对局已结束。
online-next-rules = 下一局的规则
online-again-with = 按这些规则再来一局
online-again = 再来一局
# $names: the people the room waits for (a list)
online-waiting-for = 正在等待 { $names } …
online-twice = 这个座位也在另一个标签页中打开了。
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = 赢得的对局：{ $tally }
online-spectators = { $n ->
    [one] { $n } 人观战
   *[other] { $n } 人观战
}
online-cover = 让电脑代打
online-cover-label = 让电脑替 { $name } 打
online-computer-plays = 电脑代打
online-ready = 已准备
online-asked = 想再来一局
online-note-left = { $name } 离开了；电脑替 { $name } 打。
online-note-covered = 在 { $name } 回来之前，电脑替 { $name } 打。
online-note-back = { $name } 回来了。
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } 定下了下一局的规则：{ $rules }。
online-confirm-leave-running = 离开这一局？电脑会接替你的座位继续打。你将无法回到这个座位。
online-confirm-leave-over = 离开房间？你的朋友们可以不带你再来一局。
online-confirm-leave-lobby = 离开房间？你的座位会重新空出来。
online-leave-match = 离开这一局
online-stay = 留下
online-error-busy = 服务器现在很忙，请稍后再试。
online-error-gone = 你已不在这个房间：房间已关闭，或者这个座位已在另一个标签页中放弃。
dom-round-opens = 第 { NUMBER($round) } 轮：{ $name } 先出。
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = 子数：{ $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = 配色
theme-system = 跟随设备
theme-light = 浅色
theme-dark = 深色
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = 未发出的牌
dom-out-count = { $n } 张

## replay
replay-open = 回放
replay-title = 回放已结束的对局
replay-help = 本设备上最近 20 局已结束的对局，最新的在前，或一个导出的对局文件。
replay-none = 本设备上还没有保存已结束的对局。
replay-open-file = 打开对局文件
replay-file-bad = 这个文件不是对局记录。
replay-other-game = 这是{ $game }的对局记录：请在该游戏的页面打开。
replay-refused = 无法回放这份记录：{ $reason }
replay-not-online = 离开在线房间后才能回放。
replay-won = 胜
replay-lost = 负
replay-moves = { $n ->
    [one] { $n } 步
   *[other] { $n } 步
}
replay-online = 在线
replay-bar = 回放
replay-first = 第一步
replay-back = 后退一步
replay-forward = 前进一步
replay-last = 最后一步
replay-slider = 步数
replay-view = 视角
replay-close = 关闭回放
replay-position = 第 { $ply } 步，共 { $plies } 步
replay-seat = 座位 { $n }
replay-seat-you = 座位 { $n }（你）
replay-all-hands = 亮出所有手牌
replay-seat-computer = 座位 { $n }（电脑）

## take-back and hint
help-take-back = 悔棋
help-hint = 提示
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] 已悔一步。
   *[other] 已悔 { $n } 步。
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = 再次摸牌会摸到同一张：牌堆顺序不变。
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = 提示：{ $move }
# the first tile of a round, as a hint
help-hint-open = 用 { $tile } 开局
# the statistics: matches with a take-back or a hint, counted apart
help-stats = 借助帮助获胜：{ NUMBER($played) } 局中 { NUMBER($won) } 局
# people at one table: the confirm before a take-back
help-agree = 撤回 { $name } 的上一步？这张桌上的每个人都必须同意。
