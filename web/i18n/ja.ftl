# Gamut：日本語テキスト（Project Fluent、https://projectfluent.org/fluent/guide/）。
# メッセージ id は de.ftl / en.ftl と同じ。約束事は de.ftl の冒頭を参照。
# 日本語の複数カテゴリは other のみなので、数はそのまま書く。

## Shared

language = 言語
games-nav =
    .aria-label = ゲーム
game-dominoes = ドミノ
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = 新しい対戦
settings = 設定
settings-title = ゲームの設定
close = 閉じる
rules = ルール
rules-toc =
    .aria-label = 目次
your-tiles = あなたの牌
loading-stage-runtime = Python を読み込み中 …
loading-stage-pyodide = Python を読み込み中 …
loading-stage-stdlib = Python を読み込み中 …
loading-stage-packages = パッケージを読み込み中 …
loading-stage-micropip = パッケージを読み込み中 …
loading-stage-wheel = ゲームをインストール中 …
loading-stage-install = ゲームをインストール中 …
loading-stage-game = ゲームをインストール中 …
loading-stage-ready = 準備完了
load-failed = Python を起動できませんでした：{ $msg }
reload = 再読み込み
level = コンピューターの強さ
level-easy = やさしい
level-medium = ふつう
level-hard = むずかしい
tempo = 速さ
tempo-slow = ゆっくり
tempo-normal = ふつう
tempo-fast = 速い
players-label = 人数
players-option = { $n } 人
stats-title = 勝った対戦
stats-line = { NUMBER($played) } 戦中 { NUMBER($won) } 勝
saves-title = ファイルに保存
saves-help = 設定・進行中のゲーム・成績をファイルに保存しておけば、ブラウザーがデータを消去しても失われません。
saves-export-all = すべてエクスポート
saves-export-game = 進行中のゲームをエクスポート
saves-import = ファイルをインポート
saves-exported = { $name } として保存しました。
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = { $name } として保存しました。このファイルにはコンピューターを含む全員の手持ちの牌が記録されています。
saves-no-game = 進行中のゲームはありません。
saves-imported = インポートしました。ページを再読み込みしています …
saves-import-failed = インポートできませんでした。
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-セーブ
saves-file-game = gamut-{ $game }-ゲーム

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] 設定と成績は復元できませんでした。
   *[no] 設定と成績はそのまま残っています。
}
save-some-game = あるゲーム
save-problem-unreadable = 保存データが壊れていたため、リセットしました。{ save-kept }
save-problem-wrong-type = 保存データの形式が不明だったため、リセットしました。{ save-kept }
save-problem-future-version = 保存データは新しいバージョンのものです。進行中のゲームはここでは再開できません。{ save-kept }
save-problem-old-version = 保存データは引き継げない古いバージョンのものです。{ save-kept }
save-problem-bad-settings = 保存された設定が壊れていたため、初期設定を使います。
save-problem-bad-stats = 成績の一部が壊れていたため、削除しました。
save-problem-bad-game = 保存されたゲーム（{ $name }）が壊れていました。新しいゲームを始めます。成績はそのまま残ります。
save-problem-other-game = { $name }の保存データに別のゲームが入っていました。新しいゲームを始めます。成績はそのまま残ります。
save-problem-rejected = 保存されたゲーム（{ $name }）を再開できませんでした。新しいゲームを始めます。成績はそのまま残ります。
save-problem-unavailable = このブラウザーではここに保存できません。ページを閉じるとゲームと成績は失われます。
save-problem-quota = 保存できませんでした（ブラウザーの保存領域がいっぱいか、ブロックされています）。
save-notice-ok = 了解
update-ready = 新しいバージョンがあります
update-reload = 再読み込み
update-dismiss = 閉じる
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = 少々お待ちください。ゲームを起動しています…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python を起動しています。まもなく対戦の続きから始まります…

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = ファイルが空です。
saves-problem-too-big = ファイルが大きすぎます。保存データではありません。
saves-problem-not-json = ファイルが正しい JSON ではありません（壊れているか、途中で切れていませんか）。
saves-problem-not-gamut = ファイルは Gamut の保存データではありません。
saves-problem-unreadable = ファイルは読み取れる Gamut の保存データではありません。
saves-problem-unknown-game = ファイルには不明な種類のゲームが入っています。
saves-problem-bad-record = ファイル内のゲーム（{ $name }）が壊れています。
saves-problem-bad-game = ファイル内のゲーム（{ $name }）が壊れているか、別のゲームのものです。取り込みません。
saves-problem-bad-settings = ファイル内の設定が壊れているため、取り込みません。
saves-problem-bad-stats = ファイル内の成績の一部が壊れているため、取り込みません。
saves-problem-future-version = ファイルは新しいバージョンのものです。設定と成績だけを取り込みます。
saves-problem-quota = 保存できませんでした（ブラウザーの保存領域がいっぱいか、ブロックされています）。
saves-problem-nothing = ファイルには取り込めるものがありません。
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] 新しい対戦を始めます。進行中の対戦は終了し、負けとして数えられます。
   *[no] 新しい対戦を始めます。進行中の対戦は終了します。
}
confirm-yes = 新しい対戦
confirm-no = キャンセル
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = 別のタブで対戦が進みました。このタブには現在の局面を表示しています。
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] あなた
    [1] { $seats ->
        [2] コンピューター
       *[other] 西
    }
    [2] { $seats ->
        [3] 東
       *[other] 北
    }
   *[other] 東
}
tiles = { $n } 枚
points = { $n } 点
seat-label = { $name }：{ $tiles } 枚、{ $score } 点{ $toMove ->
    [yes] 、手番
   *[no] {""}
}
pass = パス
rematch = もう一度
retry = やり直す
wait = { $name }の番です …
not-your-turn = あなたの番まで待ってください。
empty-hand = 牌なし
last-tile = 直前の一手
load-error = 保存された対戦を再開できませんでした。新しい対戦を始めます。
worker-restarted = ゲームエンジンが応答しなくなったため、再起動しました。対戦は保存された所から続きます。
error = エラー：{ $msg }
error-illegal-move = この手はルール上できません。
error-bad-record = 記録が壊れているか、不完全です。
error-bad-record-at = { $n } 手目がルールに合っていません。
error-bad-options = ゲームの設定が正しくありません。
error-engine = ゲームエンジンはそれを実行できませんでした。
error-engine-lost = ゲームエンジンが応答しなくなりました。
error-engine-start = ゲームエンジンを起動できませんでした。
toc-rules = ルール
toc-controls = 操作
toc-tips = コツ
toc-modes = モード
toc-faq = よくある質問

## Dominoes (index.html)

dom-table =
    .aria-label = テーブル
dom-loading = 牌を配っています …
dom-opponent = 対戦相手
dom-opponent-computer = コンピューター
dom-opponent-online = 友だちとオンライン
dom-opponent-people = この端末を使う人たち
dom-mode = モード
dom-mode-draw = ドロー
dom-mode-block = ブロック
dom-mode-fives = ファイブズ
dom-mode-help-draw = 出せる牌がないときは、合う牌が出るまで山から引きます。
dom-mode-help-block = 出せる牌がないときはパスします。山からは誰も引きません。
dom-mode-help-fives = ドローと同じで、さらに開いた端の合計が 5 の倍数になるたびに得点します。
dom-target = 目標点
dom-target-option = { $n } 点
dom-round-info = 第 { NUMBER($round) } ラウンド · { NUMBER($target) } 点先取
dom-boneyard = 山：{ $n }
dom-no-boneyard = 山なし
dom-count = 端の合計：{ $n }
dom-draw = 引く
dom-next = 次のラウンド
dom-play = 牌を出す
dom-your-turn = あなたの番です：合う牌を出してください。
dom-your-turn-first = あなたがラウンドを始めます：どの牌を出してもかまいません。
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = あなたが { $tile } で対戦を始めます：{ $double ->
    [yes] いちばん大きいダブルが最初に出ます。
   *[no] ダブルが配られていないので、目のいちばん多い牌が最初に出ます。
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } さんがラウンドを始めます：どの牌を出してもかまいません。
dom-person-first-with = { $name } さんが { $tile } で対戦を始めます：{ $double ->
    [yes] いちばん大きいダブルが最初に出ます。
   *[no] ダブルが配られていないので、目のいちばん多い牌が最初に出ます。
}
dom-must-draw = 合う牌がありません：山から引いてください。
dom-must-pass = 合う牌がありません：パスするしかありません。
dom-choose-end = テーブル上の置き場所を選んでください。
dom-cannot-play = { $tile } はどの端にも合いません。
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] { $n } 枚引く
   *[no] { $n } 枚引く
}
dom-run-play = { $you ->
    [yes] { $tile } を出す
   *[no] { $tile } を出す
}{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] パス
   *[no] パス
}
dom-run = { $name }：{ $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name }：{ $actions }（{ $numbers } がなかった）
dom-seat-act = { $draws ->
    [0] パスした
   *[other] { $draws } 枚引いた{ $passed ->
        [yes] 、パスした
       *[no] {""}
    }
}
dom-log-label = このラウンドの経過
dom-place-at = { $tile } を{ $end ->
    [W] 西
    [E] 東
    [N] 北
   *[S] 南
}の端に出す{ $fives ->
    [yes] 、{ $score } 点
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] 、出せる
    [no] 、合わない
   *[other] {""}
}
dom-layout-tile = 牌 { $tile }
dom-spinner = スピナー
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name }が { $tile } を{ $end ->
    [W] 西の端に
    [E] 東の端に
    [N] 北の端に
    [S] 南の端に
   *[none] {""}
}{ $you ->
    [yes] 出しました
   *[no] 出しました
}{ $score ->
    [0] {""}
   *[other] 、{ $you ->
        [yes] { $score } 点獲得
       *[no] { $score } 点獲得
    }
}。
dom-announce-round = 第 { $round } ラウンド終了。{ $result }
dom-announce-scores = 得点：{ $scores }。
dom-score-of = { $name } { $score }
dom-round-over = 第 { $round } ラウンド終了
dom-domino-win = { $you ->
    [yes] あなたが牌をすべて出し切りました。
   *[no] { $name }が牌をすべて出し切りました。
}
dom-domino-pips = ほかの手牌には合計 { $raw } 目残っています。
dom-blocked = 手詰まりです：誰も牌を出せません。
dom-blocked-win = { $you ->
    [yes] あなた
   *[no] { $name }
}の目がいちばん少なく（{ $own }）、ほかの手牌は合計 { $others } 目です：{ $others } − { $own } = { $raw }。
dom-blocked-tie = 目のいちばん少ない手牌が複数あるため、誰も得点しません。
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] あなた
   *[no] { $name }
}はこの一手で目標の { $target } 点に達しました：ファイブズでは対戦はその場で終わります。
dom-rounded = ファイブズでは 5 単位に四捨五入します：{ $raw } → { $points }。
dom-scores = { $you ->
    [yes] あなた
   *[no] { $name }
}が { $points } 点を獲得しました。
dom-pips-in = { $n } 目
dom-match-won = { $score } 点であなたの勝ちです！
dom-match-lost = { $names }の{ $count ->
   *[other] 勝ちです。
}
dom-embed-iframe-title = コンピューターと対戦するドミノ
dom-embed-link-text = Gamut のドミノ

# the embed dialog (web/js/embed.js), shared by the three games
embed = 埋め込み
embed-title = このゲームを埋め込む
embed-note = このコードをあなたのページに貼り付けてください。ゲームの下のテキストリンクは消さないでください。
embed-code-label = 埋め込み用 HTML コード
copy = コピー
copied = コピーしました！
copy-fallback = コードを選択しました：Ctrl+C（Mac では ⌘+C）でコピーしてください。

dom-rules-title = ドミノ：このサイトのルール
dom-rules-h-tiles = 牌とプレイヤー
dom-rules-tiles =
    ダブルシックスのセットを使います：0-0 から 6-6 まで、数の組み合わせがちょうど 1 枚ずつの 28 枚です。4-4 のように両半分が同じ数の牌を<b>ダブル</b>といいます。牌の<b>目</b>は両半分の合計です。2〜4 人が順番に手番をとります。モードは<b>ドロー</b>、<b>ブロック</b>、<b>ファイブズ</b>の 3 つから選べます。
dom-rules-h-deal = 配牌
dom-rules-deal =
    - 2 人のときは、どのモードでも各自 7 枚ずつ。
    - 3 人か 4 人のときは、ドローとファイブズでは各自 5 枚、ブロックでは 7 枚。
    - ドローとファイブズでは、残りの牌は裏向きに置かれ<b>山</b>になります。
    - ブロックでは、残りの牌はそのラウンドでは使いません：誰も引かず、ラウンドが終わるまで誰にも見えません。
dom-rules-h-lead = 最初に出す人
dom-rules-lead =
    - 対戦の第 1 ラウンドは、いちばん大きいダブルを持っている人が、そのダブルで始めます。
    - 誰もダブルを持っていなければ、目のいちばん多い牌で始めます。目が同じなら、大きい数を含む牌が先です：6-3 は 5-4 より先。
    - 第 2 ラウンドからは、前のラウンドの勝者が好きな牌で始めます。前のラウンドに勝者がいなければ、前回始めた人の次の人が始めます。
dom-rules-h-move = 手番
dom-rules-move =
    - 開いた端のうち、牌の片方と同じ数の端に牌を出します。出せるなら必ず出さなければなりません。どの牌をどの端に出すかは自由です。
    - ダブルは横向きに置きます。ファイブズのスピナー（後述）を除けば、ダブルは普通の牌で、先の側に開いた端が 1 つあるだけです。
    - 出せないとき：ドローとファイブズでは、合う牌が出るまで山から 1 枚ずつ引き、その牌を出します。山が空ならパスします。ブロックではすぐにパスします。
    - 合う牌を持っているのに山から引くことはできません。
dom-rules-h-spinner = スピナー（ファイブズのみ）
dom-rules-spinner =
    各ラウンドで最初にテーブルに出たダブル（最初の牌を含む）が<b>スピナー</b>になり、<y>黄色</y>で表示されます。その後のダブルは普通の横向きの牌です。牌はまずスピナーの 2 つの長辺に付けます。両方の長辺に牌が付くと、2 つの短辺も開きます：テーブルの開いた端は最大 4 つになります。
dom-rules-h-fives = ファイブズの得点
dom-rules-fives =
    - 手番ごとに（最初の牌を含む）、開いているすべての端の数を合計します。
    - 端にある横向きのダブルは両半分とも数えます。
    - スピナーは、長辺のどちらかがまだ空いている間は両半分とも数えます。その後はスピナー自体は数えず、短辺は牌が付いてから数えます。
    - 合計が 5 の倍数なら、いま出した人がその数だけすぐに得点します。

    ~ 例：5-5（スピナー）で始めると 10 点、6-4 で始めても 10 点。続いて 4-1 を 4 に付けると、開いた端は 6 と 1：合計 7 で得点なし。スピナー 5-5 の片方の長辺に 5-3 が付くと 10 + 3 = 13 で得点なし。もう片方の長辺に 5-2 が付くと 3 + 2 = 5：5 点。
dom-rules-h-round = ラウンドの終わり
dom-rules-round =
    - 誰かが最後の牌を出すか、<b>手詰まり</b>になる（誰も出せず、ドローとファイブズでは山も空）とラウンドは終わります。
    - 牌をすべて出し切った人は、ほかのすべての手牌に残った目を得点します。
    - 手詰まりのラウンドでは、目のいちばん少ない手牌の人が勝ちます。得点はほかの手牌の目から自分の目を引いたものです。いちばん少ない人が複数いれば、誰も得点しません。
    - ファイブズでは、このラウンドの得点を 5 単位に四捨五入します：1・2・6・7 で終わる数は切り捨て、3・4・8・9 で終わる数は切り上げ（12 は 10、13 は 15）。
    - ラウンドの合間には全員の手牌が公開されます。
dom-rules-h-match = 対戦の終わり
dom-rules-match =
    - 対戦は設定の目標点まで行います：50、100、150、200、250 点のいずれか（初期設定は 100 点）。
    - ドローとブロックでは、ラウンドの終わりに目標点に達していた人が勝ちです。
    - ファイブズでは、手番の得点かラウンドの得点で誰かが目標点に達した時点で、ラウンドの途中でも対戦は終わります。
dom-rules-h-seen = 誰に何が見えるか
dom-rules-seen =
    見えるのは、自分の牌、テーブル、各プレイヤーの手牌の枚数、全員の得点、山の枚数、そして誰が引いたかパスしたかです。ほかの手牌と山はラウンドの終わりにだけ公開されます。コンピューターも、自分の席から見える情報だけで判断します。
dom-rules-h-controls = ここでの遊び方
dom-rules-controls =
    - あなたの牌は下にあります。出せる牌は浮き上がって光り、点が付きます。タップすると出します。
    - 複数の端に合うときは、置ける場所がテーブルに表示されます。ファイブズではそれぞれの得点も出ます。どれかをタップしてください。
    - マウスや指で牌をテーブル上の置き場所へドラッグすることもできます。
    - キーボードでは、矢印キーか <kbd>Tab</kbd> で自分の牌を移動し、<kbd>Enter</kbd> で選びます。端も同じように選び、<kbd>Enter</kbd> で出します。<kbd>Escape</kbd> で選択を取り消します。
    - 出せる牌がないときは、メインボタンが「引く」か「パス」になります。ラウンドの合間は「次のラウンド」になります。
    - テーブルの下には、誰が引いたりパスしたりしたかを含め、このラウンドの経過が表示されます。スクリーンリーダーはすべての手を読み上げます。
dom-rules-h-tips = 勝つためのコツ
dom-rules-tips =
    - 目の多い牌は早めに出しましょう。誰かが上がると、手に残った目はすべて相手の得点になります。
    - 数をばらけさせておきましょう。いろいろな数を持っていればたいていの端に付けられますが、6 ばかりではすぐ行き詰まります。
    - ほかの人が出せなかった数に注目しましょう。パスしたり引いたりした人は、開いた端の数を持っていなかったのです。その数を開けたままにして足止めしましょう。
    - ファイブズでは、まず数えること：出す前に、それぞれの牌で端の合計がいくつになるか、次の人に何を残すかを計算しましょう。
    - 牌を数えましょう。どの数も、ダブルを含めて 7 枚の牌にしかありません。ほかの人がそのうち 5 枚を出していれば、残りはあなたの手にあるか、もうほとんどありません。
dom-rules-h-modes = 3 つのモード
dom-rules-modes =
    <b>ドロー</b>はいちばん気楽です：行き詰まっても牌が増えるだけで、手番は失いません。<b>ブロック</b>は短く鋭い勝負です：誰も山から引けないので、牌を数えること、ある数を締め出すことが何より大切です。<b>ファイブズ</b>はラウンド中にも得点があります。上手な人は、最後の牌を出し切ることと同じくらい端の合計を狙います。

    ! このサイトのドミノはページ上の得点だけを競うもので、いかなる賭けも伴わず、ゲームの外で買うものも得るものもありません。

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = 盤
wx-view =
    .aria-label = 表示
wx-zoom-in = +
    .aria-label = 拡大
wx-zoom-out = −
    .aria-label = 縮小
wx-fit = 全体
    .title = 盤全体を表示
wx-embed-iframe-title = コンピューターと対戦する Wu Hsing
wx-embed-link-text = Gamut の Wu Hsing
wx-loading = 牌を混ぜています …
wx-variant = モード
wx-variant-standard = 標準（開始の正方形あり）
wx-variant-fifteen_a = 15 枚、自由な初手
wx-variant-fifteen_b = 15 枚、伏せて選ぶ初手
wx-variant-help-standard = 30 枚すべてを配ります。2 枚は開始の正方形として中央に置きます。
wx-variant-help-fifteen_a = 2 人専用：各自すべての種類の牌を 1 枚ずつ持ちます。先手は好きな牌を 1 枚置きます（得点なし）。
wx-variant-help-fifteen_b = 2 人専用：各自すべての種類の牌を 1 枚ずつ持ちます。2 人が牌を 1 枚ずつ伏せて選び、合わせて開始の正方形を作ります（4 色）。
wx-variant-two-only = { $variant }（2 人専用）
wx-open-hands = ほかのプレイヤーの牌
wx-hands-closed = 非公開
wx-hands-open = 公開（全員がすべての牌を見られる）
wx-hand-shown = { $name }の牌
wx-colour-W = 水
wx-colour-F = 火
wx-colour-H = 木
wx-colour-M = 金
wx-colour-E = 土
wx-tile-name = { $a }-{ $b }
wx-rotate = 回転
wx-flip = 反転
wx-cancel = 戻す
wx-turn-tools =
    .aria-label = 牌の回転と反転
wx-rack-tile = { $name }{ $state ->
    [playable] 、置ける
    [blocked] 、置ける場所なし
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] { $a } を左、{ $b } を右に置く
   *[no] { $a } を上、{ $b } を下に置く
}{ $score ->
    [none] {""}
   *[other] ：{ $score } 点
}
wx-preview = { $horizontal ->
    [yes] 横向き：{ $a } が左、{ $b } が右
   *[no] 縦向き：{ $a } が上、{ $b } が下
}
wx-cell = { $colour }、{ $row } 行 { $col } 列
wx-hidden-tile = 伏せて選んだ牌
wx-play = 牌を選ぶ
wx-place = 牌を盤に置く
wx-your-turn = あなたの番です：ラックから牌を選んでください。
wx-choose-spot = 置ける場所は { $n } か所：どれかをクリックしてください。R で回転、F で反転、Esc で戻します。
wx-no-spot-here = この向きではどこにも置けません：回転か反転をしてください。
wx-must-pass = 置ける牌がありません：パスするしかありません。代わりにほかの人にあなたの牌が見えます。
wx-cannot-play = { $name }はどこにも置けません。
wx-opening-a = あなたが先手です：好きな牌を 1 枚置いてください（得点なし）。
wx-opening-b = 開始の正方形にする牌を伏せて選んでください。
wx-opening-b-wait = { $name }は伏せて選びました。あなたの牌を選んでください。
wx-ending = ラックが空になりました：この一巡を最後まで行います。
wx-placed = { $you ->
    [yes] あなたが置いた牌
   *[no] { $name }が置いた牌
}
wx-for-points = { " " }{ $n } 点
wx-opening-placed = { $you ->
    [yes] あなたの初手
   *[no] { $name }の初手
}
wx-chose = { $you ->
    [yes] あなたが選んだ牌：
   *[no] { $name }は伏せて選びました。
}
wx-reveal-ok = 公開：2 枚の牌で開始の正方形ができました
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = 開始の正方形ができません：あなたは { $mine }、{ $name }は { $theirs } を選びました。4 色がそろわないので、両方の牌を戻し、2 人とも選び直します。
wx-passed = { $you ->
    [yes] あなたはパスしました。あなたの牌を公開します：
   *[no] { $name }はパスして、牌を公開しました：
}
wx-line-desc = { $axis ->
    [row] 横
   *[column] 縦
} { $n }
wx-formula = ：{ $formula }
wx-lines-used = （{ $parts }）
wx-double-factor = ダブル × 2
wx-line-title-row = 横のライン
wx-line-title-column = 縦のライン
wx-pattern-locked = パターン確定：
wx-pattern-open = パターン未確定
wx-line-length = { $n } マス
wx-no-line = ラインなし（1 マスだけ）
wx-announce-place = { $you ->
    [yes] あなたが
   *[no] { $name }が
} { $tile } を置き、{ $you ->
    [yes] { $n } 点獲得
   *[no] { $n } 点獲得
}。
wx-announce-pass = { $you ->
    [yes] あなたはパスしました。
   *[no] { $name }はパスしました。
}
wx-announce-over = ゲーム終了。{ $result }
wx-game-over = ゲーム終了
wx-end-out = { $you ->
    [yes] あなた
   *[no] { $name }
}が牌をすべて置いたので、この一巡を最後まで行いました。
wx-end-blocked = もう誰も置けません。
wx-col-name = プレイヤー
wx-col-score = 得点
wx-col-left = 残り牌
wx-col-penalty = 減点
wx-col-final = 最終
wx-penalty-rule = 残った牌の減点：ダブル 1 枚につき 5 点、それ以外の牌 1 枚につき 25 点。
wx-won = { $score } 点であなたの勝ちです！
wx-shared = 同点優勝：{ $names }。
wx-lost = { $names }の{ $count ->
   *[other] 勝ちです。
}

wx-rules-title = Wu Hsing：このサイトのルール
wx-rules-h-material = 牌と配牌
wx-rules-material =
    Wu Hsing は Sid Sackson の「Domino Bead Game」を五行で遊ぶものです：<b>水</b>（青）、<b>火</b>（赤）、<b>木</b>（緑）、<b>金</b>（白）、<b>土</b>（黄）。どの半分にも記号が付いているので、色が見分けにくくても遊べます。

    - 30 枚：15 通りの色の組み合わせ（ダブル 5 種、混色 10 種）が 2 枚ずつ。
    - 2 人なら各自 14 枚、3 人なら 9 枚（1 枚は見ないまま箱に戻します）、4 人なら 7 枚。残った 2 枚が開始の正方形になります。
    - ほかのプレイヤーの牌は見えません。設定で手牌の公開を選べます。
wx-rules-h-start = 開始の正方形
wx-rules-start =
    - 残った 2 枚を長辺どうしを合わせて、2 × 2 マスの正方形として表向きに中央に置きます。
    - 正方形は 4 つの異なる色でなければなりません。そうでなければ全部を混ぜて配り直します。
    - 開始の正方形は得点になりません。先手は抽選で決め、続けて遊ぶときは先手が順に回ります。
wx-rules-h-lines = ラインとパターン
wx-rules-lines =
    - <b>ライン</b>とは、クロスワードのように、行か列で途切れずに続く埋まったマスの並びです。空きマスで途切れます。隣のないマスは長さ 1 のラインです。
    - ラインは、異なる色でできた<b>パターン</b>を限りなく繰り返した列の一部になっていれば有効です：ある色が繰り返されたら、並び全体がその間隔で繰り返されなければなりません。色の繰り返しがないラインは常に有効です。

    ~ 例（1 文字が 1 色）：ABCABC 有効、ABCB 無効、AAB 無効、AA と AAA 有効、ABA 有効、ABB 無効、ABCDE 有効、ABCDEA 有効、ABCDEB 無効、ABCBA 無効、ABCDAB 有効。
wx-rules-h-move = 手番
wx-rules-move =
    - ラックの牌を、隣り合う 2 つの空きマスに縦か横に、どちらの色順でも置きます。新しいマスを通るすべてのラインが有効のままでなければなりません。
    - 新しい牌を通るラインはちょうど 3 本です：牌に沿う 1 本と、各マスを横切る 1 本ずつ。前に置かれたマスも含むラインは<b>延長</b>されたといいます。3 本のうち少なくとも 2 本を延長しなければなりません。
    - つながったラインが有効なら、すき間を埋めてもかまいません。それは延長されたライン 1 本と数えます。
    - 並べて置ける牌は 3 枚まで：まったく同じ 2 行（または 2 列）をふさぐ平行な牌の連なりは最長 3 枚です。開始の正方形はそのような 2 枚の連なりです。
wx-rules-h-score = 得点
wx-rules-score =
    延長されたラインの長さ（マス数、新しいマスを含む）を掛け合わせます。ダブルならその 2 倍です。

    ~ 例：3 × 4 × 5 = 60。長さ 5 のライン 2 本を延長するダブル：5 × 5 × 2 = 50。
wx-rules-h-pass = パス
wx-rules-pass =
    - 置けるなら必ず置かなければなりません。
    - 置けないときはその番をパスし、自分の牌をほかの人に見せます。置ける手ができれば、後の番でまた置きます。
wx-rules-h-end = ゲームの終わり
wx-rules-end =
    - 誰かが最後の牌を置いたら、全員の手番の回数がそろうように今の一巡を最後まで行います。牌のないプレイヤーは休みます。
    - 誰も置けなくなったときもゲームは終わります。
    - 手に残った牌は、ダブル 1 枚につき 5 点、それ以外の牌 1 枚につき 25 点の減点です。
    - 合計点がいちばん高い人の勝ちです。同点なら勝利を分け合います。
wx-rules-h-variants = モード
wx-rules-variants =
    - 2 人で各自 15 枚（全種類 1 枚ずつ）、開始の正方形なし。先手が好きな牌を得点なしで置くか、2 人が伏せて牌を選び、公開して開始の正方形を作ります（4 色。そろわなければ 2 人とも選び直し）。
    - 2、3、4 人で手牌を公開して遊べます。
wx-rules-h-controls = ここでの遊び方
wx-rules-controls =
    - 下のラックから牌を選びます。置ける牌は浮き上がって光り、点が付きます。すると盤に置ける場所とその得点が表示されます。
    - <kbd>R</kbd> で回転、<kbd>F</kbd> で反転、<kbd>Esc</kbd> で牌を戻します。
    - キーボードでは、矢印キーか <kbd>Tab</kbd> で自分の牌を移動し、<kbd>Enter</kbd> で選び、矢印キーで置き場所を移動して <kbd>Enter</kbd> で置きます。盤の上では矢印キーで各マスを通るラインが表示されます。
    - <kbd>+</kbd> と <kbd>−</kbd> で拡大・縮小、<kbd>0</kbd> で盤全体を表示します。マウスや指でドラッグして動かせます。
    - スクリーンリーダーはすべての手と得点を読み上げます。
wx-rules-h-tips = 勝つためのコツ
wx-rules-tips =
    - 長いラインは得です：5 マスのラインは 5 倍になります。長いラインが 2 本交わる場所を探しましょう。
    - ダブルは得点が 2 倍なのに、最後の減点は 5 点だけ：大きな手のために取っておきましょう。
    - 混色の牌は早めに手放しましょう：最後に 1 枚残るごとに 25 点の減点です。
    - ある色が繰り返された時点でパターンは確定します。自分の牌が合うラインは開けておき、相手に有利なラインはふさぎましょう。

## Hus (hus.html)

hus-board =
    .aria-label = 盤
hus-embed-iframe-title = コンピューターと対戦する Hus
hus-embed-link-text = Gamut の Hus
hus-loading = 種を並べています …
hus-first = 先手
hus-first-lot = 抽選
hus-first-you = あなた
hus-first-computer = コンピューター
hus-series = モード
hus-series-single = 1 ゲーム
hus-series-points = 得点制シリーズ
hus-series-best_of_7 = 7 番勝負
hus-series-help-single = 1 ゲームだけ。相手に種 2 個以上の穴を 1 つも残さなかった人の勝ちです。
hus-series-help-points = 各ゲームの後、自分の側にある種の数が得点になります（48 個すべてなら 2 倍）。先に目標点に達した人がシリーズの勝者です。先手は交代します。
hus-series-help-best_of_7 = 先に 4 勝した人がシリーズの勝者です。先手は交代します。
hus-target = 目標点
hus-rules-legend = ルールのバリエーション
hus-rule-fixed_opening = 固定の初手：最初の手は内 8（いちばん手前の組）
hus-rule-anticlockwise = 反時計回りにまく
hus-rule-capture_sow_captured_only = 捕獲の後は取った種だけをまく
hus-rule-capture_needs_both = 向かいの 2 つの穴に種があるときだけ捕獲できる
hus-rule-short-fixed_opening = 固定の初手
hus-rule-short-capture_sow_captured_only = 取った種だけまく
hus-rule-short-capture_needs_both = 捕獲には 2 つの穴が必要
hus-tempo-instant = アニメーションなし
hus-you = あなた
hus-computer = コンピューター
hus-row-0 = コンピューター、外側の列
hus-row-1 = コンピューター、内側の列
hus-row-2 = あなたの内側の列
hus-row-3 = あなたの外側の列
hus-pit-name = { $row ->
    [i] 内
   *[o] 外
} { $col }
hus-pit-label = { $name }：種 { $n } 個
hus-pit-theirs = コンピューター、{ $label }
hus-reason-empty = 空
hus-reason-single = 種が 1 個だけ
hus-reason-endless = 終わらない手：この手は永遠に止まりません
hus-reason-opening = 固定の初手：最初の手は内 8 でなければなりません
hus-preview = { $end } で止まる、{ $laps } 周、{ $sown } 個まく、{ $captured ->
    [0] 捕獲なし
   *[other] { $captured } 個捕獲
}
hus-pit-about = { $pit }：{ $text }
hus-in-hand = 手に種 { $n } 個
hus-capturing = 捕獲！
hus-anim-summary = { $you ->
    [yes] あなたの手
   *[no] コンピューターの手
}：穴ごとの結果
hus-anim-end = { $you ->
    [yes] あなたの手はここで終わります。
   *[no] コンピューターの手はここで終わります。
}
hus-thinking = コンピューターが考えています …
hus-seeds = 種 { $n } 個
hus-score-short = { $kind ->
    [best_of_7] { $n } 勝
   *[other] { $n } 点
}
hus-seat-label = { $name }：種 { $seeds } 個{ $kind ->
    [best_of_7] 、{ $score } 勝
    [points] 、{ $score } 点
   *[none] {""}
}{ $toMove ->
    [yes] 、手番
   *[no] {""}
}
hus-single = 1 ゲーム
hus-points-info = 第 { $game } ゲーム · { $to } 点先取
hus-best-of-7-info = 第 { $game } ゲーム · 7 番勝負
hus-level-short = 強さ { $level }
hus-dir-clock = 時計回り
hus-dir-anti = 反時計回り
hus-play = 穴を選ぶ
hus-wait = コンピューターの番です …
hus-skip = スキップ
hus-next-game = 次のゲーム
hus-your-turn = あなたの番です：種が 2 個以上ある自分の穴を選んでください。
hus-your-turn-opening = 固定の初手：あなたの最初の手は内 8 です。
hus-choose-pit = 種が 2 個以上ある自分の穴を選んでください。
hus-cannot-play = { $why ->
    [none] { $pit } は選べません。
   *[other] { $pit } は選べません：{ $why }。
}
hus-move-line = { $you ->
    [yes] あなた
   *[no] コンピューター
}が { $pit } を選択：{ $laps } 周、{ $sown } 個まき、{ $end } で停止{ $captured ->
    [0] {""}
   *[other] 、{ $captured } 個捕獲
}。
hus-game-won = このゲームはあなたの勝ちです！
hus-game-lost = このゲームはコンピューターの勝ちです。
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] あなたには終わらない手しか残っていません。
       *[no] コンピューターには終わらない手しか残っていません。
    }
   *[other] { $youLost ->
        [yes] あなたには種 2 個以上の穴がもうありません。
       *[no] コンピューターには種 2 個以上の穴がもうありません。
    }
}
hus-seed-counts = 種：あなた { $you } · コンピューター { $them }
hus-game-points = このゲームの得点：あなた { $you } · コンピューター { $them }
hus-series-standing = { $kind ->
    [best_of_7] シリーズ：あなた { $you } 勝 · コンピューター { $them } 勝（{ $to } 勝先取）
   *[other] シリーズ：あなた { $you } 点 · コンピューター { $them } 点（{ $to } 点先取）
}
hus-match-won = 種 { $seeds } 個であなたの勝ちです！
hus-match-lost = 種 { $seeds } 個でコンピューターの勝ちです。
hus-series-won = シリーズはあなたの勝ちです！
hus-series-lost = シリーズはコンピューターの勝ちです。
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }、外側の列
   *[i] { $name }、内側の列
}
hus-pit-of = { $name }、{ $label }
hus-anim-summary-of = { $name }の手：穴ごとの結果
hus-anim-end-of = { $name }の手はここで終わります。
hus-move-line-of = { $name }が { $pit } を選択：{ $laps } 周、{ $sown } 個まき、{ $end } で停止{ $captured ->
    [0] {""}
   *[other] 、{ $captured } 個捕獲
}。
hus-game-won-by = このゲームは{ $name }の勝ちです。
hus-end-reason-of = { $reason ->
    [only_endless] { $name }には終わらない手しか残っていません。
   *[other] { $name }には種 2 個以上の穴がもうありません。
}
hus-seed-counts-of = 種：あなた { $you } · { $name } { $them }
hus-game-points-of = このゲームの得点：あなた { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] シリーズ：あなた { $you } 勝 · { $name } { $them } 勝（{ $to } 勝先取）
   *[other] シリーズ：あなた { $you } 点 · { $name } { $them } 点（{ $to } 点先取）
}
hus-match-won-by = 種 { $seeds } 個で{ $name }の勝ちです。
hus-series-won-by = シリーズは{ $name }の勝ちです。

hus-rules-title = Hus：このサイトのルール
hus-rules-h-board = 盤
hus-rules-board =
    Hus はナミビアの 2 人用マンカラです。盤には 8 つの<b>穴</b>の列が 4 列あります。あなたの側の 2 列があなたのものです：外側の列は端に、内側の列は中央寄りにあります。あなたの 16 個の穴は 1 つの輪になっています。

    - 各プレイヤーは自分の左から列を 1〜8 と数えます。「向かい」の穴とは、盤上で同じ縦の並びにある穴です。
    - 開始時、外側の列の穴にはすべて種が 2 個ずつ、内側の列は 5〜8 番に 2 個ずつ入り、1〜4 番は空です。片側 24 個、全部で 48 個です。
hus-rules-h-sow = 種まき
hus-rules-sow =
    - 1 手では、種が 2 個以上ある自分の穴を 1 つ選び、種を全部取ります。種が 0 個か 1 個の穴は決して選べません。
    - 取った種は、空にした穴の次の穴から、時計回りに自分の輪の上だけに 1 個ずつまきます：外側の列を右から左へ、1 番で内側の列に上がり、内側の列を左から右へ、8 番で外側の列に下ります。
    - 最後の種が空の穴に入れば、その手は終わりです。
    - 最後の種がもともと種の入っていた外側の列の穴に入れば、その穴の種を全部取ってまき続けます。
    - 内側の列の場合、相手の向かいの内側の穴に種があれば<b>捕獲</b>します（後述）。空なら、自分の穴の種を取ってまき続けます。
hus-rules-h-capture = 捕獲
hus-rules-capture =
    - 最後の種が入った穴の種と、相手の向かいの内側と外側の穴の種をすべて取ります（外側は空でもかまいません）。それを全部、自分の輪の次の穴から同じルールでまき続けます。
    - 捕獲は最初の手からできます。
    - 種が相手の側に移るのは捕獲されたときだけです。
hus-rules-h-endless = 終わらない手
hus-rules-endless =
    決して止まらない手があります：まき続けるうちに同じ局面に何度も戻ってしまうのです。そういう手は指せません。盤にはその穴のところに、なぜ選べないかが表示されます。
hus-rules-h-end = ゲームの終わり
hus-rules-end =
    - 手の後で、種 2 個以上の穴が 1 つもなくなったプレイヤーがいれば、ゲームはすぐに終わり、そのプレイヤーの負けです。
    - 手番なのに終わらない手しかないプレイヤーも負けです。
    - 最初のゲームの先手は抽選で決めます。シリーズでは先手が交代します。
hus-rules-h-series = シリーズ
hus-rules-series =
    - 各ゲームの後、各プレイヤーは自分の側にある種の数を得点します。48 個すべてを持っている人は 2 倍（96 点）、相手は 0 点です。
    - 設定で、1 ゲーム、目標点までのシリーズ、7 番勝負（先に 4 勝）を選べます。
hus-rules-h-options = ルールのバリエーション
hus-rules-options =
    - 固定の初手：各プレイヤーの最初の手は 8 番の内側の穴、つまりいちばん手前の組です。
    - 遊ぶ人の間で知られているほかのルールも、それぞれ選べます：反時計回りにまく、捕獲の後は取った種だけをまく（自分の穴の種はそのまま残す）、向かいの 2 つの穴に種があるときだけ捕獲する。
hus-rules-h-controls = ここでの遊び方
hus-rules-controls =
    - あなたの穴は下にあります。選べる穴は強調表示されます。穴を指すと、その手がどこで止まり何を捕獲するかが盤の下に表示されます。
    - キーボードでは、矢印キーで穴を移動し、<kbd>Enter</kbd> で指します。
    - メインボタンで手のアニメーションをスキップできます。スクリーンリーダーはすべての手を読み上げます。
hus-rules-h-tips = 勝つためのコツ
hus-rules-tips =
    - 長く続くまき直しは多くの種を捕獲できます：手を指す前にプレビューを見ましょう。
    - 捕獲が起こるのは内側の列です。内側の列を埋めておき、相手の向かいにはあまり残さないようにしましょう。
    - 相手に指せる手をなくせば勝ちです：相手に種 2 個以上の穴がいくつ残っているか数えておきましょう。

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    ダブルシックスのセットで遊ぶドミノは、数を合わせるゲームです：どの牌も 2 つの半分に分かれていて、片方が列の開いた端と同じ数の牌を出していきます。最初に牌をすべて出し切った人、あるいはほかの人の手に最も多くの目を残させた人が得点します。遊び方は 3 つの定番から選べます：合う牌がないときに山から引くドロー、そのままパスするブロック、そして開いた端の合計が 5 の倍数になるたびに得点できるファイブズです。ここではコンピューターと対戦することも、友だちとオンラインで、最大 4 人がそれぞれの画面で遊ぶこともできます。
faq-dominoes-title = ドミノについての質問
faq-dominoes-1-q = 各プレイヤーに何枚配られますか？
faq-dominoes-1-a =
    2 人なら、どのモードでも 7 枚ずつです。ドローとファイブズでは、3 人か 4 人なら 5 枚ずつです。ブロックでは全員 7 枚です。
faq-dominoes-2-q = 誰が最初に出しますか？
faq-dominoes-2-a =
    第 1 ラウンドは、いちばん大きいダブルを持っている人がそれを最初に出します。誰もダブルを持っていなければ、目のいちばん多い牌から始めます。その後は、前のラウンドの勝者が好きな牌で始めます。
faq-dominoes-3-q = スピナーとは何ですか？
faq-dominoes-3-a =
    ファイブズで最初に出たダブルがスピナーです。両方の長辺に牌が付くと、4 辺すべてに牌を付けられるようになり、テーブルの開いた端は最大 4 つになります。
faq-dominoes-4-q = ファイブズの得点はどう数えますか？
faq-dominoes-4-a =
    手番ごとに開いた端の数を合計します。端にあるダブルは両半分とも数えます。合計が 5 の倍数なら、いま出した人がその数だけすぐに得点します。牌をすべて出し切った人や、手詰まりのラウンドに勝った人も、5 単位に四捨五入した点を得ます。
faq-dominoes-5-q = 誰も出せなくなったらどうなりますか？
faq-dominoes-5-a =
    そのラウンドは手詰まりです。手牌の目がいちばん少ない人がラウンドに勝ち、ほかの手牌の目から自分の目を引いた点を得ます。いちばん少ない人が複数いれば、誰も得点しません。
faq-dominoes-6-q = 友だちとオンラインで遊べますか？
faq-dominoes-6-a =
    はい。設定で「友だちとオンライン」を選び、リンクを共有してください。ルームには 2〜4 席あり、空いた席はコンピューターが埋められます。牌はサーバーが配るので、各自に見えるのは自分の牌だけです。

intro-hus =
    Hus はナミビアの大型マンカラで、8 つの穴が 4 列並んだ盤で 2 人で遊びます。各プレイヤーは自分の 2 列の上をぐるりと種をまき、最後の種が種の入った穴に落ちればまき続け、自分の内側の列から相手の種を捕獲します。相手に種が 1 個ずつの穴しか残さなかった人が勝ちです。

    Hus はナミビアで今も遊ばれていて、たくさんの呼び名があります：ナマ人とダマラ人の間では ||hus や Xoros、国内のほかの言語では Owela、Otjitoto、Wera、Ogoro、ドイツ語では「Lochspiel（穴遊び）」。ここではコンピューターと対戦できます：1 ゲーム、得点制シリーズ、7 番勝負から選べます。
faq-hus-title = Hus についての質問
faq-hus-1-q = Hus はどこから来たのですか？
faq-hus-1-a =
    Hus はナミビアの 4 列のマンカラです。現地ではダマラ、ナマ、ヘレロ、クワニャマ、ンドンガなどの人々の間で、たとえば田舎での休みの遊びとして親しまれています。いつ生まれたかは記録がありませんが、マンカラ系のゲームはアフリカ起源と考えられています。
faq-hus-2-q = 種を 1 個だけ動かしてもいいですか？
faq-hus-2-a =
    いいえ。1 手では必ず、種が 2 個以上ある穴から種を全部取ります。種が 1 個しかない穴は決して選べません。
faq-hus-3-q = 自分の手はいつ終わりますか？
faq-hus-3-a =
    最後の種が空の穴に落ちたときだけです。種の入った穴に落ちたら、その種を全部取って次の穴からまき続けます。捕獲の後も同じです。そのため 1 手で自分の輪を何周もすることがあります。
faq-hus-4-q = 相手の種を捕獲できるのはいつですか？
faq-hus-4-a =
    最後の種が自分の内側の列の種の入った穴に落ち、相手の向かいの内側の穴に種があるときです。自分の穴の種と、その縦の並びにある相手の内側と外側の穴の種（外側は空でもかまいません）を取り、全部をまき続けます。外側の列では決して捕獲できません。また、カラハ（Kalah）と違って、空の穴に落ちた種は何も捕獲しません。
faq-hus-5-q = 相手の側に種をまくことはありますか？
faq-hus-5-a =
    いいえ、決してありません。種をまくのは自分の 16 個の穴の輪の上だけです。種が相手の側に移るのは捕獲されたときだけです。
faq-hus-6-q = 誰が勝ちますか？
faq-hus-6-a =
    相手に種 2 個以上の穴を 1 つも残さなかった人です：相手は動けなくなり、負けます。Hus にはストア（得点用の大きな穴）がありません。シリーズでは、各ゲームの後に自分の側の種の数が得点になり、48 個すべてを持っている人は 2 倍になります。

intro-wuhsing =
    Wu Hsing は、5 色のドミノ牌を並べていくゲームです。5 色は中国の「五行」、水・火・木・金・土です。クロスワードのように、色の付いたマスが横と縦のラインを作り、どのラインも色のパターンに従います。牌を置くたびに、パターンに沿って少なくとも 2 本のラインを延長しなければなりません。そのラインの長さを掛け合わせたものが得点です。

    Sid Sackson は 1969 年、著書「A Gamut of Games」でこのゲームを「Domino Bead Game」として発表しました。1992 年には franjos が箱入りのゲーム「Wu Hsing」として発売しました。ここではコンピューターを相手に、2 人、3 人、4 人で遊べます。
faq-wuhsing-title = Wu Hsing についての質問
faq-wuhsing-1-q = Wu Hsing はどこから来たのですか？
faq-wuhsing-1-a =
    考案したのは Sid Sackson です：1969 年、40 のゲームを集めた著書「A Gamut of Games」に「Domino Bead Game」として載りました。ドイツ版「Wu Hsing」は 1992 年に franjos から出ました。フランスでは「Connexion」という名前でした。名前は中国思想の五行を表し、それを 5 つの色が示しています。
faq-wuhsing-2-q = パターンとは何ですか？
faq-wuhsing-2-a =
    横と縦のどのラインも、色の並びを続けていかなければなりません。ラインの中である色が繰り返されたとたん、そのパターンは確定し、ラインは同じ間隔でそれを繰り返し続けなければなりません。どの色も繰り返されていない間は、ラインはまだ開いています。
faq-wuhsing-3-q = 牌はどこに置けますか？
faq-wuhsing-3-a =
    隣り合う 2 つの空きマスに、牌を通る 3 本のラインのうち少なくとも 2 本が前に置かれたマスを延長し、どのラインもパターンに合うように置きます。つながったラインが有効なら、すき間を埋めてもかまいません。長辺どうしを並べて置ける牌は 3 枚までです。
faq-wuhsing-4-q = 得点はどう数えますか？
faq-wuhsing-4-a =
    延長したすべてのラインの長さを、新しい牌も含めて掛け合わせます：3 × 4 × 5 = 60。ダブルならその 2 倍で、たとえば 5 × 5 × 2 = 50 です。
faq-wuhsing-5-q = 牌を置けないときはどうなりますか？
faq-wuhsing-5-a =
    置けるなら必ず置かなければなりません。置けないときはその番をパスし、自分の牌をほかの人に見せます。置ける手ができたら、また置けます。
faq-wuhsing-6-q = ゲームはいつ終わりますか？
faq-wuhsing-6-a =
    誰かが最後の牌を置いたら、その一巡を最後まで行って終わります。誰も置けなくなったときも終わります。手に残った牌は、ダブル 1 枚につき 5 点、それ以外の牌 1 枚につき 25 点の減点です。得点のいちばん高い人が勝ちです。

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = プレイヤー { $n }
seat-kind-computer = コンピューター
seat-kind-person = この端末を使う人
person-name-label = プレイヤー { $n } の名前
person-default-name = プレイヤー { $n }
# $name: the person the device goes to
handover-title = 端末を { $name } さんに渡してください
handover-since = 前回のあなたの番から:
# $name: the person the device goes to
handover-ready = { $name } です：自分の牌を表示
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } さんが牌を1枚引きました
    [pass] { $name } さんはパスしました
    [next] 新しいラウンドが配られました
   *[play] { $name } さんが { $move } を置きました
}
people-wins-title = 人どうしの勝利数
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } 勝
# $name: the person whose turn it is
person-turn = { $name } さんの番です。

## Online with friends (js/online/)
online-open = 友だちとオンライン
online-name = あなたの名前
online-create = ルームを作る
online-join = 参加する
online-invite = 招待リンク（友だちに送ってください）
online-copy = リンクをコピー
online-copied = コピーしました
online-start = 開始
online-leave = ルームを出る
online-room = ルーム
online-record = 対局の記録をダウンロード
online-start-early = いま開始できます。空いた席はコンピューターが受け持ちます。
online-start-full = 全員そろいました：準備ができたら開始してください。
online-wait-host = ホストの開始を待っています。
online-seat-open = 空席
online-seat-computer = コンピューター
online-seat-computer-n = コンピューター { $n }
online-you = あなた
online-away = 未接続
online-to-move = 手番
online-connecting = 接続中…
online-reconnecting = 接続が切れました。再接続中…
online-connected = 接続しました
online-stats = オンライン対局の勝ち: { $played } 局中 { $won } 局
online-name-missing = 名前を入力してください。
online-error-not-found = このルームは（もう）ありません。
online-error-full = このルームに空席はありません。
online-error-rate-limited = 速すぎます。もう一度お試しください。
online-error-refused = サーバーが受け付けませんでした。

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = ゲーム
online-info-rules = ルール
online-info-host = ホスト
online-info-seats = 席
online-room-started = 対局はもう始まっていて、席はすべて埋まっています。観戦できます。
online-watch = 観戦する
online-stop-watching = 観戦をやめる
online-watching = 観戦中です。
online-watching-end = 対局は終わりました。
online-next-rules = 次の対局のルール
online-again-with = このルールでもう一度
online-again = もう一度遊ぶ
# $names: the people the room waits for (a list)
online-waiting-for = { $names } を待っています …
online-twice = この席は別のタブでも開かれています。
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = 勝った対局: { $tally }
online-spectators = { $n ->
    [one] 観戦 { $n } 人
   *[other] 観戦 { $n } 人
}
online-cover = コンピューターに任せる
online-cover-label = { $name } の代わりにコンピューターに任せる
online-computer-plays = コンピューターが代打ち
online-ready = 準備完了
online-asked = もう一度希望
online-note-left = { $name } が退出しました。{ $name } の代わりにコンピューターが打ちます。
online-note-covered = { $name } が戻るまで、コンピューターが { $name } の代わりに打ちます。
online-note-back = { $name } が戻りました。
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } が次の対局のルールを決めました：{ $rules }。
online-confirm-leave-running = 対局から抜けますか？ あなたの席はコンピューターが引き継いで打ち続けます。この席には戻れません。
online-confirm-leave-over = ルームを出ますか？ 友だちはあなた抜きでもう一度遊べます。
online-confirm-leave-lobby = ルームを出ますか？ あなたの席は空席に戻ります。
online-leave-match = 対局から抜ける
online-stay = 残る
online-error-busy = サーバーが混み合っています。少ししてからもう一度お試しください。
online-error-gone = このルームにはもういません。ルームが閉じられたか、別のタブでこの席を離れました。
dom-round-opens = 第 { NUMBER($round) } ラウンド：{ $name } から始めます。
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = 種：{ $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = 配色
theme-system = 端末の設定に合わせる
theme-light = ライト
theme-dark = ダーク
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = 場外の牌
dom-out-count = { $n } 枚

## replay
replay-open = リプレイ
replay-title = 終わった対局をリプレイ
replay-help = この端末で終わった最近の 20 局（新しい順）、または書き出した対局ファイル。
replay-none = この端末にはまだ終わった対局が保存されていません。
replay-open-file = 対局ファイルを開く
replay-file-bad = このファイルは対局の記録ではありません。
replay-other-game = これは{ $game }の記録です。そのゲームのページで開いてください。
replay-refused = この記録はリプレイできません：{ $reason }
replay-not-online = リプレイはオンラインの部屋を出てからできます。
replay-won = 勝ち
replay-lost = 負け
replay-moves = { $n ->
    [one] { $n } 手
   *[other] { $n } 手
}
replay-online = オンライン
replay-bar = リプレイ
replay-first = 最初の手
replay-back = 一手戻る
replay-forward = 一手進む
replay-last = 最後の手
replay-slider = 手数
replay-view = 視点
replay-close = リプレイを閉じる
replay-position = { $plies } 手中 { $ply } 手目
replay-seat = 席 { $n }
replay-seat-you = 席 { $n }（あなた）
replay-all-hands = 全員の手を表示
replay-seat-computer = 席 { $n }（コンピューター）

## take-back and hint
help-take-back = 待った
help-hint = ヒント
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] 1手戻しました。
   *[other] { $n }手戻しました。
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = もう一度引くと同じ牌が来ます：山の順番は変わりません。
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = ヒント：{ $move }
# the first tile of a round, as a hint
help-hint-open = { $tile }で始める
# the statistics: matches with a take-back or a hint, counted apart
help-stats = 助けありの勝利：{ NUMBER($played) } 戦中 { NUMBER($won) } 勝
# people at one table: the confirm before a take-back
help-agree = { $name }の最後の手を戻しますか？このテーブルの全員の同意が必要です。
