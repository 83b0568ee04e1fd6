# Gamut：繁體中文（台灣）文字（Project Fluent，https://projectfluent.org/fluent/guide/）。
# 與 de.ftl / en.ftl 的訊息 id 相同；慣例見 de.ftl 檔案開頭。
# 中文只有 other 一種複數類別，故數量直接寫出，不用複數選擇。

## Shared

language = 語言
games-nav =
    .aria-label = 遊戲
game-dominoes = 多米諾骨牌
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = 新對局
settings = 設定
settings-title = 遊戲設定
close = 關閉
rules = 規則
rules-toc =
    .aria-label = 目錄
your-tiles = 你的骨牌
loading-stage-runtime = 正在載入 Python …
loading-stage-pyodide = 正在載入 Python …
loading-stage-stdlib = 正在載入 Python …
loading-stage-packages = 正在載入套件 …
loading-stage-micropip = 正在載入套件 …
loading-stage-wheel = 正在安裝遊戲 …
loading-stage-install = 正在安裝遊戲 …
loading-stage-game = 正在安裝遊戲 …
loading-stage-ready = 準備就緒
load-failed = Python 無法啟動：{ $msg }
reload = 重新載入
level = 電腦難度
level-easy = 簡單
level-medium = 中等
level-hard = 困難
tempo = 速度
tempo-slow = 慢
tempo-normal = 正常
tempo-fast = 快
players-label = 玩家人數
players-option = { $n } 人
stats-title = 獲勝對局
stats-line = { NUMBER($played) } 局中勝 { NUMBER($won) } 局
saves-title = 存檔檔案
saves-help = 把設定、進行中的遊戲和統計資料儲存到檔案裡，這樣即使瀏覽器清除了資料也不會遺失。
saves-export-all = 全部匯出
saves-export-game = 匯出目前遊戲
saves-import = 匯入檔案
saves-exported = 已儲存為 { $name }。
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = 已儲存為 { $name }。此檔案會顯示所有玩家手中的牌，包括電腦的。
saves-no-game = 目前沒有進行中的遊戲。
saves-imported = 已匯入，正在重新載入頁面 …
saves-import-failed = 未能匯入。
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-存檔
saves-file-game = gamut-{ $game }-對局

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] 設定和統計資料無法恢復。
   *[no] 設定和統計資料已保留。
}
save-some-game = 某個遊戲
save-problem-unreadable = 存檔資料已損壞，已被重置。{ save-kept }
save-problem-wrong-type = 存檔資料格式無法識別，已被重置。{ save-kept }
save-problem-future-version = 存檔資料來自更新的版本，進行中的遊戲無法在此繼續。{ save-kept }
save-problem-old-version = 存檔資料來自無法沿用的舊版本。{ save-kept }
save-problem-bad-settings = 儲存的設定已損壞，已改用預設設定。
save-problem-bad-stats = 部分統計資料已損壞，已被丟棄。
save-problem-bad-game = 儲存的遊戲（{ $name }）已損壞。新遊戲開始，統計資料保留。
save-problem-other-game = { $name } 的存檔裡是另一個遊戲。新遊戲開始，統計資料保留。
save-problem-rejected = 儲存的遊戲（{ $name }）無法繼續。新遊戲開始，統計資料保留。
save-problem-unavailable = 此瀏覽器不允許在這裡儲存：關閉頁面後，遊戲和統計資料都會遺失。
save-problem-quota = 儲存失敗（瀏覽器儲存空間已滿或被停用）。
save-notice-ok = 確定
update-ready = 有新版本可用
update-reload = 重新載入
update-dismiss = 關閉
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = 請稍候——遊戲仍在啟動……
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python 正在啟動——對局馬上繼續……

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = 檔案是空的。
saves-problem-too-big = 檔案太大，不是存檔。
saves-problem-not-json = 檔案不是有效的 JSON（已損壞或不完整？）。
saves-problem-not-gamut = 檔案不是 Gamut 存檔。
saves-problem-unreadable = 檔案不是可讀取的 Gamut 存檔。
saves-problem-unknown-game = 檔案裡是一種未知的遊戲。
saves-problem-bad-record = 檔案中的遊戲（{ $name }）已損壞。
saves-problem-bad-game = 檔案中的遊戲（{ $name }）已損壞或屬於另一個遊戲，未被採用。
saves-problem-bad-settings = 檔案中的設定已損壞，未被採用。
saves-problem-bad-stats = 檔案中的部分統計資料已損壞，未被採用。
saves-problem-future-version = 檔案來自更新的版本：只採用設定和統計資料。
saves-problem-quota = 儲存失敗（瀏覽器儲存空間已滿或被停用）。
saves-problem-nothing = 檔案中沒有可以採用的內容。
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] 這將開始新的對局。進行中的對局會結束，並記為負。
   *[no] 這將開始新的對局。進行中的對局會結束。
}
confirm-yes = 新對局
confirm-no = 取消
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = 對局在另一個分頁中繼續了：此分頁現在顯示最新局面。
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] 你
    [1] { $seats ->
        [2] 電腦
       *[other] 西家
    }
    [2] { $seats ->
        [3] 東家
       *[other] 北家
    }
   *[other] 東家
}
tiles = { $n } 張牌
points = { $n } 分
seat-label = { $name }：{ $tiles } 張牌，{ $score } 分{ $toMove ->
    [yes] ，輪到出牌
   *[no] {""}
}
pass = 過
rematch = 再來一局
retry = 重試
wait = 輪到{ $name } …
not-your-turn = 請等待你的回合。
empty-hand = 沒有牌
last-tile = 最後一步
load-error = 儲存的對局無法繼續。新對局開始。
worker-restarted = 遊戲引擎停止回應，已重新啟動。對局從儲存處繼續。
error = 錯誤：{ $msg }
error-illegal-move = 這一步不允許。
error-bad-record = 紀錄已損壞或不完整。
error-bad-record-at = 第 { $n } 步不符合規則。
error-bad-options = 遊戲設定無效。
error-engine = 遊戲引擎無法完成這項操作。
error-engine-lost = 遊戲引擎停止回應。
error-engine-start = 遊戲引擎無法啟動。
toc-rules = 規則
toc-controls = 操作
toc-tips = 技巧
toc-modes = 模式
toc-faq = 常見問題

## Dominoes (index.html)

dom-table =
    .aria-label = 牌桌
dom-loading = 正在發牌 …
dom-opponent = 對手
dom-opponent-computer = 電腦
dom-opponent-online = 和朋友線上對戰
dom-opponent-people = 使用本裝置的幾個人
dom-mode = 模式
dom-mode-draw = 摸牌
dom-mode-block = 封鎖
dom-mode-fives = 五分
dom-mode-help-draw = 無牌可出時，從牌堆裡摸牌，直到摸到能接上的牌。
dom-mode-help-block = 無牌可出時就過。誰都不從牌堆摸牌。
dom-mode-help-fives = 和摸牌模式一樣，另外每當各開放端點數之和是 5 的倍數時得分。
dom-target = 目標分數
dom-target-option = { $n } 分
dom-round-info = 第 { NUMBER($round) } 輪 · 目標 { NUMBER($target) } 分
dom-boneyard = 牌堆：{ $n }
dom-no-boneyard = 沒有牌堆
dom-count = 端點合計：{ $n }
dom-draw = 摸牌
dom-next = 下一輪
dom-play = 出一張牌
dom-your-turn = 輪到你：出一張能接上的牌。
dom-your-turn-first = 由你開局：任出一張牌。
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = 由你用 { $tile } 開局：{ $double ->
    [yes] 最大的對子先出。
   *[no] 沒有人拿到對子，點數最多的牌先出。
}
# people at one table: the opener by name ($name)
dom-person-first = 由 { $name } 開局：任出一張牌。
dom-person-first-with = 由 { $name } 用 { $tile } 開局：{ $double ->
    [yes] 最大的對子先出。
   *[no] 沒有人拿到對子，點數最多的牌先出。
}
dom-must-draw = 沒有能接上的牌：從牌堆摸牌。
dom-must-pass = 沒有能接上的牌：你只能過。
dom-choose-end = 選擇牌桌上的位置。
dom-cannot-play = { $tile } 接不上任何開放端。
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] 摸了 { $n } 張牌
   *[no] 摸了 { $n } 張牌
}
dom-run-play = { $you ->
    [yes] 出了
   *[no] 出了
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] 過
   *[no] 過
}
dom-run = { $name }：{ $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name }：{ $actions }（手裡沒有 { $numbers }）
dom-seat-act = { $draws ->
    [0] 過了
   *[other] 摸了 { $draws } 張{ $passed ->
        [yes] ，過了
       *[no] {""}
    }
}
dom-log-label = 本輪至今
dom-place-at = 把 { $tile } 接在{ $end ->
    [W] 西
    [E] 東
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
dom-spinner = 轉軸牌
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name }{ $you ->
    [yes] 出了
   *[no] 出了
} { $tile }{ $end ->
    [W] ，接在西端
    [E] ，接在東端
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
dom-announce-round = 第 { $round } 輪結束。{ $result }
dom-announce-scores = 比分：{ $scores }。
dom-score-of = { $name } { $score }
dom-round-over = 第 { $round } 輪結束
dom-domino-win = { $you ->
    [yes] 你出完了所有的牌。
   *[no] { $name }出完了所有的牌。
}
dom-domino-pips = 其他人手中的牌共有 { $raw } 點。
dom-blocked = 牌局被封死：誰都出不了牌。
dom-blocked-win = { $you ->
    [yes] 你
   *[no] { $name }
}手中的點數最少（{ $own }）。其他人手中共有 { $others } 點：{ $others } − { $own } = { $raw }。
dom-blocked-tie = 有幾家手中的點數並列最少：誰都不得分。
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] 你
   *[no] { $name }
}這一手達到了 { $target } 分的目標：五分模式下對局立即結束。
dom-rounded = 五分模式按 5 四捨五入：{ $raw } → { $points }。
dom-scores = { $you ->
    [yes] 你
   *[no] { $name }
}得 { $points } 分。
dom-pips-in = { $n } 點
dom-match-won = 你以 { $score } 分贏得對局！
dom-match-lost = { $names }{ $count ->
   *[other] 贏得了對局。
}
dom-embed-iframe-title = 與電腦玩多米諾骨牌
dom-embed-link-text = Gamut 的多米諾骨牌

# the embed dialog (web/js/embed.js), shared by the three games
embed = 嵌入
embed-title = 嵌入這個遊戲
embed-note = 把這段程式碼貼到你的網頁中。遊戲下方的文字連結必須保留。
embed-code-label = 用於嵌入的 HTML 程式碼
copy = 複製
copied = 已複製！
copy-fallback = 程式碼已選取：請按 Ctrl+C（Mac 上按 ⌘+C）複製。

dom-rules-title = 多米諾骨牌：本站規則
dom-rules-h-tiles = 骨牌和玩家
dom-rules-tiles =
    遊戲使用雙六套牌：共 28 張，從 0-0 到 6-6 的每一種點數組合各一張。<b>對子</b>（例如 4-4）兩半的點數相同。一張牌的<b>點數</b>是兩半之和。2、3 或 4 名玩家按順序輪流出牌。你可以從三種模式中選擇：<b>摸牌</b>、<b>封鎖</b>或<b>五分</b>。
dom-rules-h-deal = 發牌
dom-rules-deal =
    - 兩人對局時，任何模式下每人各拿 7 張。
    - 三人或四人對局時，摸牌和五分模式每人拿 5 張，封鎖模式拿 7 張。
    - 在摸牌和五分模式中，剩下的牌扣著放在一邊，作為<b>牌堆</b>。
    - 在封鎖模式中，剩下的牌本輪不用：誰也不摸，本輪結束前誰也看不到。
dom-rules-h-lead = 誰先出牌
dom-rules-lead =
    - 每場對局的第一輪，由拿到最大對子的人先出，而且必須出這張對子。
    - 如果誰都沒有對子，就由點數最多的牌先出。點數相同時，含有較大數字的牌優先：6-3 先於 5-4。
    - 從第二輪起，由上一輪的贏家先出，可以出任意一張牌。如果上一輪沒有贏家，就由上一輪開局者的下家先出。
dom-rules-h-move = 出牌
dom-rules-move =
    - 把一張牌接在某個開放端上，該端的數字必須與牌的一半相同。能出牌就必須出；出哪張、接在哪一端由你決定。
    - 對子橫著擺放。除了五分模式中的轉軸牌（見下文），對子就是普通的牌，只在遠離桌面一側留一個開放端。
    - 無牌可出時：摸牌和五分模式下，從牌堆一張接一張地摸，直到摸到能接上的牌，然後把它打出。牌堆空了就過。封鎖模式下直接過。
    - 手裡有能接上的牌時，誰也不能摸牌。
dom-rules-h-spinner = 轉軸牌（僅限五分模式）
dom-rules-spinner =
    每輪第一張上桌的對子（包括開局牌）成為<b>轉軸牌</b>，用<y>黃色</y>顯示。之後的對子都是普通的橫放牌。牌要先接在轉軸牌的兩條長邊上。兩條長邊都接上牌以後，它的兩條短邊也會開放：這時牌桌上最多有四個開放端。
dom-rules-h-fives = 五分模式計分
dom-rules-fives =
    - 每出一張牌（包括開局牌）後，把所有開放端的數字加起來。
    - 位於端頭的橫放對子兩半都計。
    - 只要轉軸牌還有一條長邊空著，它的兩半都計。之後它本身不再計分，短邊只有接上牌後才計。
    - 如果和是 5 的倍數，剛出牌的玩家立即得到同樣多的分數。

    ~ 例：用 5-5（轉軸牌）開局得 10 分，用 6-4 開局同樣得 10 分。如果接著把 4-1 接在 4 上，開放端是 6 和 1：合計 7，不得分。轉軸牌 5-5 的一條長邊接上 5-3 時，合計 10 + 3 = 13，不得分；當 5-2 接在另一條長邊上，合計 3 + 2 = 5：得 5 分。
dom-rules-h-round = 一輪結束
dom-rules-round =
    - 有人出完最後一張牌，或者牌局被<b>封死</b>（誰都出不了牌，而且在摸牌和五分模式下牌堆已空）時，這一輪結束。
    - 出完所有牌的人，得到其他所有人手中剩餘的點數。
    - 封死的一輪中，手中點數最少的人獲勝，得分為其他人手中的點數減去自己的點數。如果有幾家並列最少，誰都不得分。
    - 在五分模式中，這些輪末得分按 5 四捨五入：尾數 1、2、6、7 捨去，尾數 3、4、8、9 進位（12 記為 10，13 記為 15）。
    - 每輪之間會亮出所有人的手牌。
dom-rules-h-match = 對局結束
dom-rules-match =
    - 對局打到設定中的目標分數：50、100、150、200 或 250 分（預設 100 分）。
    - 在摸牌和封鎖模式中，一輪結束後達到目標分數的人獲勝。
    - 在五分模式中，只要某一手牌或某一輪的得分讓人達到目標，對局立即結束，即使在一輪中間也是如此。
dom-rules-h-seen = 大家能看到什麼
dom-rules-seen =
    你能看到自己的牌、牌桌、每名玩家手裡有幾張牌、所有比分、牌堆的大小，以及誰摸了牌或過了。其他人的手牌和牌堆只在一輪結束時才亮出。電腦也只根據自己座位能看到的資訊做決定。
dom-rules-h-controls = 在這裡怎麼玩
dom-rules-controls =
    - 你的牌在下方。能出的牌會突出顯示、發光並帶一個圓點。點一下就能打出。
    - 如果它能接在不止一個端上，牌桌上會顯示可選的位置，五分模式下還會顯示各自的得分。點一下其中一個。
    - 你也可以用滑鼠或手指把牌拖到牌桌上的位置。
    - 用鍵盤時，方向鍵或 <kbd>Tab</kbd> 在你的牌之間移動，<kbd>Enter</kbd> 選取一張，再用同樣的方法選端，按 <kbd>Enter</kbd> 出牌。<kbd>Escape</kbd> 取消選擇。
    - 你無牌可出時，主按鈕會變成「摸牌」或「過」。兩輪之間它顯示「下一輪」。
    - 牌桌下方列出本輪發生的事，包括誰不得不摸牌或過。螢幕閱讀器會播報每一步。
dom-rules-h-tips = 取勝技巧
dom-rules-tips =
    - 儘早打掉點數大的牌。別人出完牌時，你手裡的每一點都算作對方的分。
    - 保持手中數字多樣。手裡有幾種不同的數字，幾乎什麼端都能接；全是 6 的話，很快就會卡住。
    - 留意別人接不上什麼。過或摸牌的人，手裡沒有開放端上的那些數字。讓這些數字一直開著，可以拖住他們。
    - 五分模式下先算再出：每次出牌前，算一算每張牌會讓各端合計多少，又給下家留下什麼。
    - 記牌。每個數字只出現在七張牌上，包括它的對子。如果別人已經出了其中五張，剩下的就在你手裡，或者快沒了。
dom-rules-h-modes = 三種模式
dom-rules-modes =
    <b>摸牌</b>最寬鬆：卡住只會讓你多拿牌，不會失去回合。<b>封鎖</b>更短也更激烈：誰都不能摸牌，所以記牌和封死某個數字最關鍵。<b>五分</b>在一輪之中也計分；高手既盯著端點之和，也盯著把最後幾張牌出完。

    ! 本站的多米諾骨牌只為頁面上的分數而玩，不含任何形式的賭博，遊戲之外沒有任何東西可以購買或贏取。

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = 棋盤
wx-view =
    .aria-label = 檢視
wx-zoom-in = +
    .aria-label = 放大
wx-zoom-out = −
    .aria-label = 縮小
wx-fit = 適應
    .title = 顯示整個棋盤
wx-embed-iframe-title = 與電腦玩 Wu Hsing
wx-embed-link-text = Gamut 的 Wu Hsing
wx-loading = 正在洗牌 …
wx-variant = 模式
wx-variant-standard = 標準（有起始方塊）
wx-variant-fifteen_a = 15 張牌，自由開局
wx-variant-fifteen_b = 15 張牌，暗選開局
wx-variant-help-standard = 30 張牌全部發出；其中兩張放在中間作為起始方塊。
wx-variant-help-fifteen_a = 僅限兩人：每人每種牌各一張。先手任意放一張牌，不得分。
wx-variant-help-fifteen_b = 僅限兩人：每人每種牌各一張。雙方各自暗中選一張牌，合起來組成起始方塊（四種顏色）。
wx-variant-two-only = { $variant }（僅限兩人）
wx-open-hands = 其他玩家的牌
wx-hands-closed = 隱藏
wx-hands-open = 公開（所有人都能看到全部牌）
wx-hand-shown = { $name }的牌
wx-colour-W = 水
wx-colour-F = 火
wx-colour-H = 木
wx-colour-M = 金
wx-colour-E = 土
wx-tile-name = { $a }-{ $b }
wx-rotate = 旋轉
wx-flip = 翻轉
wx-cancel = 返回
wx-turn-tools =
    .aria-label = 旋轉和翻轉骨牌
wx-rack-tile = { $name }{ $state ->
    [playable] ，可放置
    [blocked] ，無處可放
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] { $a } 放左邊，{ $b } 放右邊
   *[no] { $a } 放上面，{ $b } 放下面
}{ $score ->
    [none] {""}
   *[other] ：{ $score } 分
}
wx-preview = { $horizontal ->
    [yes] 橫放：{ $a } 在左，{ $b } 在右
   *[no] 直放：{ $a } 在上，{ $b } 在下
}
wx-cell = { $colour }，第 { $row } 行，第 { $col } 列
wx-hidden-tile = 暗中選的牌
wx-play = 選一張牌
wx-place = 把牌放到棋盤上
wx-your-turn = 輪到你：從牌架上選一張牌。
wx-choose-spot = 有 { $n } 個位置：點選其中一個。R 旋轉，F 翻轉，Esc 返回。
wx-no-spot-here = 這樣擺放無處可放：請旋轉或翻轉。
wx-must-pass = 沒有能放的牌：你只能過。作為交換，其他人可以看到你的牌。
wx-cannot-play = { $name } 無處可放。
wx-opening-a = 由你開局：任意放一張牌（不得分）。
wx-opening-b = 暗中選一張牌，用來組成起始方塊。
wx-opening-b-wait = { $name }已經暗中選好了。請選擇你的牌。
wx-ending = 有人的牌架空了：本輪打完為止。
wx-placed = { $you ->
    [yes] 你放了
   *[no] { $name }放了
}
wx-for-points = { " " }得 { $n } 分
wx-opening-placed = { $you ->
    [yes] 你開局放了
   *[no] { $name }開局放了
}
wx-chose = { $you ->
    [yes] 你選了：
   *[no] { $name }已經暗中選好了。
}
wx-reveal-ok = 亮牌：兩張牌組成起始方塊
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = 起始方塊不成立：你選了 { $mine }，{ $name }選了 { $theirs }。不是四種不同的顏色，所以兩張牌都收回，雙方重新選擇。
wx-passed = { $you ->
    [yes] 你過了。你的牌已亮出：
   *[no] { $name }過了，亮出了自己的牌：
}
wx-line-desc = { $axis ->
    [row] 橫線
   *[column] 直線
} { $n }
wx-formula = ：{ $formula }
wx-lines-used = （{ $parts }）
wx-double-factor = 對子 × 2
wx-line-title-row = 橫線
wx-line-title-column = 直線
wx-pattern-locked = 圖案已固定：
wx-pattern-open = 圖案尚未固定
wx-line-length = { $n } 格
wx-no-line = 無線（單格）
wx-announce-place = { $you ->
    [yes] 你放了
   *[no] { $name }放了
} { $tile }，{ $you ->
    [yes] 得
   *[no] 得
} { $n } 分。
wx-announce-pass = { $you ->
    [yes] 你過了。
   *[no] { $name }過了。
}
wx-announce-over = 遊戲結束。{ $result }
wx-game-over = 遊戲結束
wx-end-out = { $you ->
    [yes] 你
   *[no] { $name }
}已經放完所有的牌；本輪已打完。
wx-end-blocked = 誰都無法再放牌了。
wx-col-name = 玩家
wx-col-score = 得分
wx-col-left = 剩餘牌數
wx-col-penalty = 罰分
wx-col-final = 總分
wx-penalty-rule = 剩餘牌罰分：對子每張 5 分，其他牌每張 25 分。
wx-won = 你以 { $score } 分獲勝！
wx-shared = 並列獲勝：{ $names }。
wx-lost = { $names }{ $count ->
   *[other] 獲勝。
}

wx-rules-title = Wu Hsing：本站規則
wx-rules-h-material = 骨牌和發牌
wx-rules-material =
    Wu Hsing 是 Sid Sackson 的「Domino Bead Game」，以五行為主題：<b>水</b>（藍）、<b>火</b>（紅）、<b>木</b>（綠）、<b>金</b>（白）和<b>土</b>（黃）。每一半還印有相應的符號，因此不依賴顏色視覺也能玩。

    - 共 30 張牌：15 種顏色組合（5 種對子、10 種混色）各兩張。
    - 兩人時每人 14 張，三人時每人 9 張（一張牌不亮出，放回盒中），四人時每人 7 張。剩下兩張用作起始方塊。
    - 其他玩家的牌是隱藏的；可以在設定中選擇公開手牌。
wx-rules-h-start = 起始方塊
wx-rules-start =
    - 剩下的兩張牌長邊貼長邊，正面朝上放在中間，組成 2 × 2 格的方塊。
    - 方塊必須顯示四種不同的顏色；否則全部重新洗牌、重新發牌。
    - 起始方塊不計分。先手由抽籤決定；連續對局中先手依次輪換。
wx-rules-h-lines = 線和圖案
wx-rules-lines =
    - <b>線</b>是一行或一列中連續不斷的已佔格子，就像填字遊戲一樣。空格會把線截斷；沒有相鄰格子的單格是長度為 1 的線。
    - 一條線如果是某個由不同顏色組成、無限重複的<b>圖案</b>中的一段，就是有效的：一旦某種顏色重複出現，整個序列就必須按這個間隔重複。沒有重複顏色的線總是有效的。

    ~ 例（每個字母代表一種顏色）：ABCABC 有效；ABCB 無效；AAB 無效；AA 和 AAA 有效；ABA 有效；ABB 無效；ABCDE 有效；ABCDEA 有效；ABCDEB 無效；ABCBA 無效；ABCDAB 有效。
wx-rules-h-move = 放牌
wx-rules-move =
    - 從牌架上拿一張牌，放在兩個相鄰的空格上，橫放或直放均可，顏色順序任意。經過任一新格子的每條線都必須保持有效。
    - 每張新牌恰好經過三條線：一條沿著牌的方向，另外兩條分別橫穿它的兩個格子。如果一條線還包含之前放下的格子，它就被<b>延長</b>了。三條線中至少要有兩條被延長。
    - 可以填補空隙，只要連起來的線有效；它算作一條被延長的線。
    - 最多只能有三張牌並排：恰好覆蓋相同兩行（或兩列）的平行牌鏈最長為三張。起始方塊就是這樣一條兩張的牌鏈。
wx-rules-h-score = 計分
wx-rules-score =
    把被延長的各條線的長度相乘（以格計，包括新放的格子）。對子得分加倍。

    ~ 例：3 × 4 × 5 = 60；一張對子延長兩條長度為五的線：5 × 5 × 2 = 50。
wx-rules-h-pass = 過
wx-rules-pass =
    - 能放就必須放。
    - 不能放時，這一回合過，並把你的牌亮給其他人看。之後一旦有了可走的步，你就在後面的回合中繼續放牌。
wx-rules-h-end = 遊戲結束
wx-rules-end =
    - 有人放下最後一張牌時，把目前這一圈打完，使每個人的回合數相同。沒有牌的玩家跳過。
    - 誰都無法放牌時，遊戲也結束。
    - 手中剩下的牌，對子每張扣 5 分，其他牌每張扣 25 分。
    - 總分最高者獲勝；總分相同則共同獲勝。
wx-rules-h-variants = 模式
wx-rules-variants =
    - 兩人對局，每人 15 張牌（每種一張），沒有起始方塊。可以由先手任意放一張牌（不得分）；也可以雙方各自暗中選一張牌，亮出後組成起始方塊（四種顏色，否則雙方重新選）。
    - 2、3 或 4 人均可公開手牌。
wx-rules-h-controls = 在這裡怎麼玩
wx-rules-controls =
    - 從下方的牌架上選一張牌；能放的牌會突出顯示、發光並帶一個圓點。棋盤隨後會顯示它可以放的位置以及得分。
    - <kbd>R</kbd> 旋轉牌，<kbd>F</kbd> 翻轉牌，<kbd>Esc</kbd> 把牌放回去。
    - 用鍵盤時，方向鍵或 <kbd>Tab</kbd> 在你的牌之間移動，<kbd>Enter</kbd> 選取一張，方向鍵在各個位置之間移動，<kbd>Enter</kbd> 放下牌。在棋盤上，方向鍵會顯示經過每個格子的線。
    - <kbd>+</kbd> 和 <kbd>−</kbd> 縮放，<kbd>0</kbd> 顯示整個棋盤；可以用滑鼠或手指拖曳棋盤。
    - 螢幕閱讀器會播報每一步及其得分。
wx-rules-h-tips = 取勝技巧
wx-rules-tips =
    - 長線得分高：五格長的線就是乘以 5。找兩條長線交叉的位置。
    - 對子得分加倍，最後卻只扣 5 分：留著它們打一手大的。
    - 及時打掉混色牌：每剩一張，最後都要扣 25 分。
    - 一旦某種顏色重複，圖案就固定了。讓適合你手牌的線保持開放，把對對手有利的線封住。

## Hus (hus.html)

hus-board =
    .aria-label = 棋盤
hus-embed-iframe-title = 與電腦玩 Hus
hus-embed-link-text = Gamut 的 Hus
hus-loading = 正在擺放棋子 …
hus-first = 誰先走
hus-first-lot = 抽籤決定
hus-first-you = 你
hus-first-computer = 電腦
hus-series = 模式
hus-series-single = 單局
hus-series-points = 積分賽
hus-series-best_of_7 = 七局四勝
hus-series-help-single = 只下一局。讓對方再也沒有一個至少有 2 顆子的坑的人獲勝。
hus-series-help-points = 每局結束後，各方得到自己一側的子數（拿到全部 48 顆則加倍）。先達到目標分數的人贏得比賽。先手輪流交換。
hus-series-help-best_of_7 = 先贏四局的人贏得比賽。先手輪流交換。
hus-target = 目標分數
hus-rules-legend = 規則變體
hus-rule-fixed_opening = 固定開局：第一步走內 8（最前面的一對）
hus-rule-anticlockwise = 逆時針播子
hus-rule-capture_sow_captured_only = 吃子後只播吃到的子
hus-rule-capture_needs_both = 只有對面兩個坑都有子時才能吃子
hus-rule-short-fixed_opening = 固定開局
hus-rule-short-capture_sow_captured_only = 只播吃到的子
hus-rule-short-capture_needs_both = 吃子需對面兩坑有子
hus-tempo-instant = 無動畫
hus-you = 你
hus-computer = 電腦
hus-row-0 = 電腦，外排
hus-row-1 = 電腦，內排
hus-row-2 = 你的內排
hus-row-3 = 你的外排
hus-pit-name = { $row ->
    [i] 內
   *[o] 外
} { $col }
hus-pit-label = { $name }：{ $n } 顆子
hus-pit-theirs = 電腦，{ $label }
hus-reason-empty = 空的
hus-reason-single = 只有一顆子
hus-reason-endless = 無盡：這一步永遠停不下來
hus-reason-opening = 固定開局：第一步必須走內 8
hus-preview = 停在 { $end }，{ $laps } 圈，播了 { $sown } 顆，{ $captured ->
    [0] 沒有吃子
   *[other] 吃 { $captured } 顆子
}
hus-pit-about = { $pit }：{ $text }
hus-in-hand = 手中 { $n } 顆子
hus-capturing = 吃子！
hus-anim-summary = { $you ->
    [yes] 你的一步
   *[no] 電腦的一步
}：逐坑結果
hus-anim-end = { $you ->
    [yes] 你的這一步到此結束。
   *[no] 電腦的這一步到此結束。
}
hus-thinking = 電腦正在思考 …
hus-seeds = { $n } 顆子
hus-score-short = { $kind ->
    [best_of_7] 勝 { $n } 局
   *[other] { $n } 分
}
hus-seat-label = { $name }：{ $seeds } 顆子{ $kind ->
    [best_of_7] ，勝 { $score } 局
    [points] ，{ $score } 分
   *[none] {""}
}{ $toMove ->
    [yes] ，輪到走棋
   *[no] {""}
}
hus-single = 單局
hus-points-info = 第 { $game } 局 · 目標 { $to } 分
hus-best-of-7-info = 第 { $game } 局 · 七局四勝
hus-level-short = 難度 { $level }
hus-dir-clock = 順時針
hus-dir-anti = 逆時針
hus-play = 選一個坑
hus-wait = 電腦的回合 …
hus-skip = 跳過
hus-next-game = 下一局
hus-your-turn = 輪到你：選一個至少有 2 顆子的坑。
hus-your-turn-opening = 固定開局：你的第一步是內 8。
hus-choose-pit = 選一個至少有 2 顆子的坑。
hus-cannot-play = { $why ->
    [none] { $pit } 不能走。
   *[other] { $pit } 不能走：{ $why }。
}
hus-move-line = { $you ->
    [yes] 你走
   *[no] 電腦走
} { $pit }：{ $laps } 圈，播了 { $sown } 顆，停在 { $end }{ $captured ->
    [0] {""}
   *[other] ，吃了 { $captured } 顆子
}。
hus-game-won = 你贏了這一局！
hus-game-lost = 電腦贏了這一局。
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] 你只剩下無盡的走法了。
       *[no] 電腦只剩下無盡的走法了。
    }
   *[other] { $youLost ->
        [yes] 你已經沒有至少有 2 顆子的坑了。
       *[no] 電腦已經沒有至少有 2 顆子的坑了。
    }
}
hus-seed-counts = 子數：你 { $you } · 電腦 { $them }
hus-game-points = 本局得分：你 { $you } · 電腦 { $them }
hus-series-standing = { $kind ->
    [best_of_7] 比賽：你 { $you } · 電腦 { $them } 勝（先勝 { $to } 局者獲勝）
   *[other] 比賽：你 { $you } 分 · 電腦 { $them } 分（目標 { $to }）
}
hus-match-won = 你以 { $seeds } 顆子獲勝！
hus-match-lost = 電腦以 { $seeds } 顆子獲勝。
hus-series-won = 你贏得了比賽！
hus-series-lost = 電腦贏得了比賽。
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }，外排
   *[i] { $name }，內排
}
hus-pit-of = { $name }，{ $label }
hus-anim-summary-of = { $name }的一步：逐坑結果
hus-anim-end-of = { $name }的這一步到此結束。
hus-move-line-of = { $name }走 { $pit }：{ $laps } 圈，播了 { $sown } 顆，停在 { $end }{ $captured ->
    [0] {""}
   *[other] ，吃了 { $captured } 顆子
}。
hus-game-won-by = { $name }贏了這一局。
hus-end-reason-of = { $reason ->
    [only_endless] { $name }只剩下無盡的走法了。
   *[other] { $name }已經沒有至少有 2 顆子的坑了。
}
hus-seed-counts-of = 子數：你 { $you } · { $name } { $them }
hus-game-points-of = 本局得分：你 { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] 比賽：你 { $you } · { $name } { $them } 勝（先勝 { $to } 局者獲勝）
   *[other] 比賽：你 { $you } 分 · { $name } { $them } 分（目標 { $to }）
}
hus-match-won-by = { $name }以 { $seeds } 顆子獲勝。
hus-series-won-by = { $name }贏得了比賽。

hus-rules-title = Hus：本站規則
hus-rules-h-board = 棋盤
hus-rules-board =
    Hus 是來自納米比亞的雙人播棋遊戲。棋盤有四排，每排八個<b>坑</b>。靠近你的兩排屬於你：外排在邊上，內排朝向中間。你的 16 個坑組成一個環。

    - 每名玩家都從自己的左邊數列：1 到 8。「對面」的坑在棋盤上位於同一列。
    - 開局時每個外排坑裡有 2 顆子；內排第 5 到 8 列各有 2 顆，第 1 到 4 列是空的。每方 24 顆，共 48 顆。
hus-rules-h-sow = 播子
hus-rules-sow =
    - 每一步從自己一個至少有 2 顆子的坑裡取出全部的子。只有 0 顆或 1 顆子的坑永遠不能選。
    - 從被取空的坑的下一個坑開始，按順時針方向、只在自己的環上，每坑放一顆：沿外排從右向左，在第 1 列上到內排，沿內排從左向右，在第 8 列下到外排。
    - 如果最後一顆子落進空坑，這一步結束。
    - 如果落進原本就有子的外排坑：取出這個坑裡所有的子，繼續播。
    - 如果落在內排，而對手對面的內排坑裡有子：你就<b>吃子</b>（見下文）。如果那個坑是空的，就取出你這個坑裡的子繼續播。
hus-rules-h-capture = 吃子
hus-rules-capture =
    - 取出最後一顆子所落的坑裡的子，再加上對手對面內排坑和外排坑裡所有的子（外排坑即使是空的也算）。從你環上的下一個坑開始，按同樣的規則把它們全部繼續播出去。
    - 從第一步起就可以吃子。
    - 子只有被吃才會到另一方去。
hus-rules-h-endless = 無盡的走法
hus-rules-endless =
    有些走法永遠停不下來：接力播子不斷回到同一個局面。這樣的走法是不允許的；棋盤會在那個坑旁說明為什麼不能走。
hus-rules-h-end = 遊戲結束
hus-rules-end =
    - 一名玩家在某一步之後已經沒有至少有 2 顆子的坑時，遊戲立即結束，這名玩家輸。
    - 輪到走棋的玩家如果只剩下無盡的走法，也算輸。
    - 第一局誰先走由抽籤決定；連續對局中先手輪流交換。
hus-rules-h-series = 比賽
hus-rules-series =
    - 每局結束後，各方得到自己一側的子數。拿到全部 48 顆子的人得雙倍（96），另一方得零分。
    - 在設定中可以選擇單局、打到一定分數的積分賽，或七局四勝（先贏四局）。
hus-rules-h-options = 規則變體
hus-rules-options =
    - 固定開局：每名玩家的第一步都走第 8 列的內排坑，即最前面的一對。
    - 玩家熟悉的其他規則，均可選用：逆時針播子；吃子後只播吃到的子（你自己的坑保留原有的子）；只有對面兩個坑都有子時才能吃子。
hus-rules-h-controls = 在這裡怎麼玩
hus-rules-controls =
    - 你的坑在下方。可以走的坑會突出顯示；指向其中一個，就能在棋盤下方看到這一步停在哪裡、吃到什麼。
    - 用鍵盤時，方向鍵在坑之間移動，<kbd>Enter</kbd> 走棋。
    - 主按鈕可以跳過一步的動畫。螢幕閱讀器會播報每一步。
hus-rules-h-tips = 取勝技巧
hus-rules-tips =
    - 長長的接力播子可以吃到很多子：每一步之前先看看預覽。
    - 讓你的內排保持有子，吃子就發生在那裡；對手對面儘量少留子。
    - 讓對方無棋可走就能獲勝：留意對方還有幾個至少有 2 顆子的坑。

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    雙六多米諾骨牌是一種接數字的遊戲：每張牌分成兩半，你要出一張牌，讓它的一半與牌列某個開放端的數字相同。誰先出完手裡所有的牌，或者讓別人手裡剩下的點數最多，誰就得分。這裡有三種經典玩法：摸牌——沒有牌可接時從牌堆裡摸牌；封鎖——沒有牌可接時直接過；五分——每當各開放端之和是五的倍數時也能得分。你可以在這裡和電腦對戰，也可以和朋友線上對戰，最多四人，各用各的螢幕。
faq-dominoes-title = 關於多米諾骨牌的問題
faq-dominoes-1-q = 每名玩家拿幾張牌？
faq-dominoes-1-a =
    兩人對局時，任何模式下每人都拿 7 張。在摸牌和五分模式中，三人或四人對局時每人拿 5 張。封鎖模式下每人都拿 7 張。
faq-dominoes-2-q = 誰先出牌？
faq-dominoes-2-a =
    第一輪由拿到最大對子的玩家先出這張對子。如果誰都沒有對子，就由點數最多的牌開局。之後由上一輪的贏家先出，可以出任意一張牌。
faq-dominoes-3-q = 什麼是轉軸牌？
faq-dominoes-3-a =
    在五分模式中，第一張打出的對子就是轉軸牌。它的兩條長邊都接上牌以後，四條邊都可以接牌，所以牌桌上最多可以有四個開放端。
faq-dominoes-4-q = 五分模式怎麼計分？
faq-dominoes-4-a =
    每出一張牌後，把各開放端的數字加起來。位於端頭的對子兩半都計。如果和是 5 的倍數，剛出牌的玩家立即得到同樣多的分數。出完所有牌或贏得封死的一輪的人也會得分，按 5 四捨五入。
faq-dominoes-5-q = 誰都出不了牌時怎麼辦？
faq-dominoes-5-a =
    這時這一輪就被封死了。手中點數最少的玩家贏得這一輪，得分為其他人手中的點數減去自己的點數。如果有幾家並列最少，誰都不得分。
faq-dominoes-6-q = 我可以和朋友線上玩嗎？
faq-dominoes-6-a =
    可以。在設定中選擇「和朋友線上對戰」，然後分享連結。一個房間有 2 到 4 個座位，空座位可以由電腦補上；牌由伺服器來發，所以每個人只能看到自己的牌。

intro-hus =
    Hus 是納米比亞的大型播棋，雙人對弈，棋盤有四排，每排八個坑。每名玩家只在自己的兩排上繞圈播子，最後一顆子落進有子的坑就接著播下去，並從自己的內排吃掉對手的子。讓對方只剩下單顆子的坑的人獲勝。

    Hus 至今仍在納米比亞流行，在那裡有許多名字：納馬人和達馬拉人叫它 ||hus 或 Xoros，在該國其他語言中叫 Owela、Otjitoto、Wera 或 Ogoro，德語叫「Lochspiel」（洞洞棋）。你可以在這裡和電腦對戰：單局、積分賽或七局四勝。
faq-hus-title = 關於 Hus 的問題
faq-hus-1-q = Hus 起源於哪裡？
faq-hus-1-a =
    Hus 是來自納米比亞的四排播棋。在那裡，達馬拉人、納馬人、赫雷羅人、寬亞馬人和恩東加人等都玩它，例如在鄉下作為假期遊戲。它何時出現沒有記載；人們認為播棋類遊戲起源於非洲。
faq-hus-2-q = 我可以只走一顆子嗎？
faq-hus-2-a =
    不可以。每一步總是從一個至少有 2 顆子的坑裡取出全部的子。只有一顆子的坑永遠不能選。
faq-hus-3-q = 我的一步什麼時候結束？
faq-hus-3-a =
    只有當你的最後一顆子落進空坑時才結束。如果它落進有子的坑，你就把裡面的子全部取出，從下一個坑繼續播，吃子之後也是如此。所以一步棋可以在你的環上繞好幾圈。
faq-hus-4-q = 我什麼時候能吃對手的子？
faq-hus-4-a =
    當你的最後一顆子落進你內排一個有子的坑，而對手對面的內排坑裡有子時。這時你取出自己這個坑裡的子，以及對手這一列的內排坑和外排坑裡的子（外排坑即使是空的也算），然後全部繼續播出去。在外排永遠不能吃子；和卡拉哈（Kalah）不同，子落進空坑什麼也吃不到。
faq-hus-5-q = 我會把子播到對手那一邊嗎？
faq-hus-5-a =
    不會，永遠不會。你只在自己 16 個坑組成的環上播子。子只有被吃才會到另一方去。
faq-hus-6-q = 誰獲勝？
faq-hus-6-a =
    讓對手再也沒有一個至少有 2 顆子的坑的人獲勝：對手無法走棋，就輸了。Hus 沒有儲子的大坑。在比賽中，每局結束後各方得到自己一側的子數，拿到全部 48 顆子的人得雙倍。

intro-wuhsing =
    Wu Hsing 是一款用五色骨牌鋪牌的遊戲，五色就是中國的「五行」：水、火、木、金、土。就像填字遊戲一樣，彩色的格子組成橫線和直線，每條線都遵循一種顏色圖案。每張牌都必須順著圖案延長至少兩條線；把這些線的長度相乘，就是你的得分。

    Sid Sackson 於 1969 年在他的書《A Gamut of Games》中以「Domino Bead Game」之名發表了這個遊戲；1992 年 franjos 出版了盒裝版「Wu Hsing」。你可以在這裡和電腦對戰，兩人、三人或四人同桌。
faq-wuhsing-title = 關於 Wu Hsing 的問題
faq-wuhsing-1-q = Wu Hsing 起源於哪裡？
faq-wuhsing-1-a =
    它是 Sid Sackson 發明的：1969 年，它以「Domino Bead Game」之名收錄在他的書《A Gamut of Games》中，這本書彙集了 40 種遊戲。德文版「Wu Hsing」於 1992 年由 franjos 出版；在法國它叫「Connexion」。這個名字指的是中國思想中的五行，也就是五種顏色所代表的東西。
faq-wuhsing-2-q = 什麼是圖案？
faq-wuhsing-2-a =
    每條橫線和直線都必須延續一個顏色序列。一旦某種顏色在一條線上重複出現，它的圖案就固定了，這條線必須按同樣的間隔繼續重複下去。只要沒有顏色重複，這條線就仍然是開放的。
faq-wuhsing-3-q = 我可以把牌放在哪裡？
faq-wuhsing-3-a =
    放在兩個相鄰的空格上，使經過這張牌的三條線中至少有兩條延長了之前放下的格子，並且每條線都符合它的圖案。如果連起來的線有效，你可以填補空隙。最多只能有三張牌沿長邊並排。
faq-wuhsing-4-q = 分數怎麼計算？
faq-wuhsing-4-a =
    把所有被延長的線的長度相乘，包括新放的牌：3 × 4 × 5 = 60。對子得分加倍，例如 5 × 5 × 2 = 50。
faq-wuhsing-5-q = 如果我放不了牌怎麼辦？
faq-wuhsing-5-a =
    能放就必須放。放不了時，這一回合過，並把你的牌亮給其他人看。一旦你又有了可走的步，就繼續放牌。
faq-wuhsing-6-q = 遊戲什麼時候結束？
faq-wuhsing-6-a =
    有人放下最後一張牌時，把這一圈打完；誰都無法放牌時，遊戲也結束。手中剩下的牌，對子每張扣 5 分，其他牌每張扣 25 分。得分最高者獲勝。

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = 玩家 { $n }
seat-kind-computer = 電腦
seat-kind-person = 使用本裝置的人
person-name-label = 玩家 { $n } 的名字
person-default-name = 玩家 { $n }
# $name: the person the device goes to
handover-title = 請把裝置交給 { $name }
handover-since = 自你上一回合以來：
# $name: the person the device goes to
handover-ready = 我是 { $name }：顯示我的牌
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } 摸了一張牌
    [pass] { $name } 過了
    [next] 新的一輪已發牌
   *[play] { $name } 出了 { $move }
}
people-wins-title = 玩家之間的勝場
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } 勝
# $name: the person whose turn it is
person-turn = 輪到 { $name }。

## Online with friends (js/online/)
online-open = 和朋友線上對戰
online-name = 你的名字
online-create = 建立房間
online-join = 加入
online-invite = 邀請連結——傳給你的朋友
online-copy = 複製連結
online-copied = 已複製
online-start = 開始
online-leave = 離開房間
online-room = 房間
online-record = 下載對局紀錄
online-start-early = 現在就可以開始：空位由電腦補上。
online-start-full = 座位已滿：準備好就開始吧。
online-wait-host = 等待房主開始。
online-seat-open = 空位
online-seat-computer = 電腦
online-seat-computer-n = 電腦 { $n }
online-you = 你
online-away = 未連線
online-to-move = 輪到
online-connecting = 正在連線…
online-reconnecting = 連線中斷——正在重新連線…
online-connected = 已連線
online-stats = 贏得的線上對局：{ $played } 局中 { $won } 局
online-name-missing = 請輸入你的名字。
online-error-not-found = 這個房間不存在（了）。
online-error-full = 這個房間沒有空位了。
online-error-rate-limited = 太快了——請再試一次。
online-error-refused = 伺服器沒有接受。

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = 遊戲
online-info-rules = 規則
online-info-host = 房主
online-info-seats = 座位
online-room-started = 對局已經開始，座位都已坐滿：你可以觀戰。
online-watch = 觀戰
online-stop-watching = 停止觀戰
online-watching = 你正在觀戰。
online-watching-end = 對局已結束。
online-next-rules = 下一局的規則
online-again-with = 照這些規則再來一局
online-again = 再來一局
# $names: the people the room waits for (a list)
online-waiting-for = 正在等待 { $names } …
online-twice = 這個座位也在另一個分頁中開啟了。
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = 贏得的對局：{ $tally }
online-spectators = { $n ->
    [one] { $n } 人觀戰
   *[other] { $n } 人觀戰
}
online-cover = 讓電腦代打
online-cover-label = 讓電腦替 { $name } 打
online-computer-plays = 電腦代打
online-ready = 已準備
online-asked = 想再來一局
online-note-left = { $name } 離開了；電腦替 { $name } 打。
online-note-covered = 在 { $name } 回來之前，電腦替 { $name } 打。
online-note-back = { $name } 回來了。
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } 定下了下一局的規則：{ $rules }。
online-confirm-leave-running = 離開這一局？電腦會接替你的座位繼續打。你將無法回到這個座位。
online-confirm-leave-over = 離開房間？你的朋友們可以不帶你再來一局。
online-confirm-leave-lobby = 離開房間？你的座位會重新空出來。
online-leave-match = 離開這一局
online-stay = 留下
online-error-busy = 伺服器現在很忙，請稍後再試。
online-error-gone = 你已不在這個房間：房間已關閉，或者這個座位已在另一個分頁中放棄。
dom-round-opens = 第 { NUMBER($round) } 輪：{ $name } 先出。
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = 子數：{ $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = 配色
theme-system = 跟隨裝置
theme-light = 淺色
theme-dark = 深色
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = 未發出的牌
dom-out-count = { $n } 張

## replay
replay-open = 重播
replay-title = 重播已結束的對局
replay-help = 這台裝置上最近 20 局已結束的對局，最新的在前，或一個匯出的對局檔案。
replay-none = 這台裝置上還沒有保存已結束的對局。
replay-open-file = 開啟對局檔案
replay-file-bad = 這個檔案不是對局紀錄。
replay-other-game = 這是{ $game }的對局紀錄：請在該遊戲的頁面開啟。
replay-refused = 無法重播這份紀錄：{ $reason }
replay-not-online = 離開線上房間後才能重播。
replay-won = 勝
replay-lost = 負
replay-moves = { $n ->
    [one] { $n } 步
   *[other] { $n } 步
}
replay-online = 線上
replay-bar = 重播
replay-first = 第一步
replay-back = 後退一步
replay-forward = 前進一步
replay-last = 最後一步
replay-slider = 步數
replay-view = 視角
replay-close = 關閉重播
replay-position = 第 { $ply } 步，共 { $plies } 步
replay-seat = 座位 { $n }
replay-seat-you = 座位 { $n }（你）
replay-all-hands = 亮出所有手牌
replay-seat-computer = 座位 { $n }（電腦）

## take-back and hint
help-take-back = 悔棋
help-hint = 提示
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] 已悔一步。
   *[other] 已悔 { $n } 步。
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = 再次摸牌會摸到同一張：牌堆順序不變。
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = 提示：{ $move }
# the first tile of a round, as a hint
help-hint-open = 用 { $tile } 開局
# the statistics: matches with a take-back or a hint, counted apart
help-stats = 藉助幫助獲勝：{ NUMBER($played) } 局中 { NUMBER($won) } 局
# people at one table: the confirm before a take-back
help-agree = 撤回 { $name } 的上一步？這張桌上的每個人都必須同意。
