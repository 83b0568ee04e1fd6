# Gamut: 한국어 텍스트 (Project Fluent, https://projectfluent.org/fluent/guide/).
# 메시지 id는 de.ftl / en.ftl과 같습니다. 규칙은 de.ftl 첫머리를 보세요.
# 한국어의 복수 범주는 other뿐이므로 수는 그대로 씁니다.

## Shared

language = 언어
games-nav =
    .aria-label = 게임
game-dominoes = 도미노
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = 새 대국
settings = 설정
settings-title = 게임 설정
close = 닫기
rules = 규칙
rules-toc =
    .aria-label = 목차
your-tiles = 내 타일
loading-stage-runtime = Python 불러오는 중 …
loading-stage-pyodide = Python 불러오는 중 …
loading-stage-stdlib = Python 불러오는 중 …
loading-stage-packages = 패키지 불러오는 중 …
loading-stage-micropip = 패키지 불러오는 중 …
loading-stage-wheel = 게임 설치 중 …
loading-stage-install = 게임 설치 중 …
loading-stage-game = 게임 설치 중 …
loading-stage-ready = 준비 완료
load-failed = Python을 시작할 수 없습니다: { $msg }
reload = 새로고침
level = 컴퓨터 난이도
level-easy = 쉬움
level-medium = 보통
level-hard = 어려움
tempo = 속도
tempo-slow = 느리게
tempo-normal = 보통
tempo-fast = 빠르게
players-label = 인원
players-option = { $n }명
stats-title = 이긴 대국
stats-line = { NUMBER($played) }판 중 { NUMBER($won) }승
saves-title = 파일로 저장
saves-help = 설정, 진행 중인 게임, 전적을 파일로 저장해 두면 브라우저가 데이터를 지워도 잃어버리지 않습니다.
saves-export-all = 모두 내보내기
saves-export-game = 진행 중인 게임 내보내기
saves-import = 파일 가져오기
saves-exported = { $name }(으)로 저장했습니다.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = { $name }(으)로 저장했습니다. 이 파일에는 컴퓨터를 포함한 모든 플레이어의 패가 보입니다.
saves-no-game = 진행 중인 게임이 없습니다.
saves-imported = 가져왔습니다. 페이지를 새로고침합니다 …
saves-import-failed = 가져오지 못했습니다.
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-저장
saves-file-game = gamut-{ $game }-게임

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] 설정과 전적을 복구할 수 없었습니다.
   *[no] 설정과 전적은 그대로 남아 있습니다.
}
save-some-game = 어떤 게임
save-problem-unreadable = 저장된 데이터가 손상되어 초기화했습니다. { save-kept }
save-problem-wrong-type = 저장된 데이터의 형식을 알 수 없어 초기화했습니다. { save-kept }
save-problem-future-version = 저장된 데이터가 더 새로운 버전의 것입니다. 진행 중인 게임은 여기서 이어 할 수 없습니다. { save-kept }
save-problem-old-version = 저장된 데이터가 이어받을 수 없는 옛 버전의 것입니다. { save-kept }
save-problem-bad-settings = 저장된 설정이 손상되어 기본 설정을 적용합니다.
save-problem-bad-stats = 전적 일부가 손상되어 삭제했습니다.
save-problem-bad-game = 저장된 게임({ $name })이 손상되었습니다. 새 게임을 시작합니다. 전적은 그대로 남습니다.
save-problem-other-game = { $name }의 저장 데이터에 다른 게임이 들어 있었습니다. 새 게임을 시작합니다. 전적은 그대로 남습니다.
save-problem-rejected = 저장된 게임({ $name })을 이어 할 수 없었습니다. 새 게임을 시작합니다. 전적은 그대로 남습니다.
save-problem-unavailable = 이 브라우저에서는 여기에 저장할 수 없습니다. 페이지를 닫으면 게임과 전적이 사라집니다.
save-problem-quota = 저장하지 못했습니다(브라우저 저장 공간이 가득 찼거나 차단되었습니다).
save-notice-ok = 확인
update-ready = 새 버전이 있습니다
update-reload = 새로고침
update-dismiss = 닫기
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = 잠시만요 – 게임을 아직 시작하는 중입니다…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python을 시작하는 중입니다 – 곧 대국이 이어집니다…

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = 파일이 비어 있습니다.
saves-problem-too-big = 파일이 너무 커서 저장 파일이 아닙니다.
saves-problem-not-json = 파일이 올바른 JSON이 아닙니다(손상되었거나 잘린 것 아닌가요?).
saves-problem-not-gamut = 파일이 Gamut 저장 파일이 아닙니다.
saves-problem-unreadable = 파일이 읽을 수 있는 Gamut 저장 파일이 아닙니다.
saves-problem-unknown-game = 파일에 알 수 없는 종류의 게임이 들어 있습니다.
saves-problem-bad-record = 파일 속 게임({ $name })이 손상되었습니다.
saves-problem-bad-game = 파일 속 게임({ $name })이 손상되었거나 다른 게임의 것이라 가져오지 않습니다.
saves-problem-bad-settings = 파일 속 설정이 손상되어 가져오지 않습니다.
saves-problem-bad-stats = 파일 속 전적 일부가 손상되어 가져오지 않습니다.
saves-problem-future-version = 파일이 더 새로운 버전의 것입니다. 설정과 전적만 가져옵니다.
saves-problem-quota = 저장하지 못했습니다(브라우저 저장 공간이 가득 찼거나 차단되었습니다).
saves-problem-nothing = 파일에 가져올 수 있는 것이 없습니다.
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] 새 대국을 시작합니다. 진행 중인 대국은 끝나고 패배로 기록됩니다.
   *[no] 새 대국을 시작합니다. 진행 중인 대국은 끝납니다.
}
confirm-yes = 새 대국
confirm-no = 취소
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = 다른 탭에서 대국이 진행되었습니다. 이 탭에 지금 상황을 표시합니다.
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] 나
    [1] { $seats ->
        [2] 컴퓨터
       *[other] 서
    }
    [2] { $seats ->
        [3] 동
       *[other] 북
    }
   *[other] 동
}
tiles = 타일 { $n }개
points = { $n }점
seat-label = { $name }: 타일 { $tiles }개, { $score }점{ $toMove ->
    [yes] , 차례
   *[no] {""}
}
pass = 패스
rematch = 다시 하기
retry = 다시 시도
wait = { $name } 차례 …
not-your-turn = 내 차례를 기다리세요.
empty-hand = 타일 없음
last-tile = 마지막 수
load-error = 저장된 대국을 이어 할 수 없었습니다. 새 대국을 시작합니다.
worker-restarted = 게임 엔진이 응답하지 않아 다시 시작했습니다. 대국은 저장된 곳부터 이어집니다.
error = 오류: { $msg }
error-illegal-move = 이 수는 둘 수 없습니다.
error-bad-record = 기록이 손상되었거나 불완전합니다.
error-bad-record-at = { $n }번째 수가 규칙에 맞지 않습니다.
error-bad-options = 게임 설정이 올바르지 않습니다.
error-engine = 게임 엔진이 그 작업을 하지 못했습니다.
error-engine-lost = 게임 엔진이 응답하지 않습니다.
error-engine-start = 게임 엔진을 시작하지 못했습니다.
toc-rules = 규칙
toc-controls = 조작
toc-tips = 요령
toc-modes = 모드
toc-faq = 자주 묻는 질문

## Dominoes (index.html)

dom-table =
    .aria-label = 테이블
dom-loading = 타일을 나누는 중 …
dom-opponent = 상대
dom-opponent-computer = 컴퓨터
dom-opponent-online = 친구와 온라인으로
dom-opponent-people = 이 기기를 쓰는 사람들
dom-mode = 모드
dom-mode-draw = 드로우
dom-mode-block = 블록
dom-mode-fives = 파이브즈
dom-mode-help-draw = 낼 타일이 없으면 맞는 타일이 나올 때까지 더미에서 가져옵니다.
dom-mode-help-block = 낼 타일이 없으면 패스합니다. 아무도 더미에서 가져오지 않습니다.
dom-mode-help-fives = 드로우와 같고, 열린 끝의 합이 5의 배수가 될 때마다 점수를 얻습니다.
dom-target = 목표 점수
dom-target-option = { $n }점
dom-round-info = { NUMBER($round) }라운드 · { NUMBER($target) }점 목표
dom-boneyard = 더미: { $n }
dom-no-boneyard = 더미 없음
dom-count = 끝의 합: { $n }
dom-draw = 가져오기
dom-next = 다음 라운드
dom-play = 타일 내기
dom-your-turn = 내 차례: 맞는 타일을 내세요.
dom-your-turn-first = 내가 라운드를 시작합니다: 아무 타일이나 내세요.
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = { $tile }(으)로 대국을 시작합니다: { $double ->
    [yes] 가장 높은 더블이 먼저 나갑니다.
   *[no] 더블을 받은 사람이 없어 눈이 가장 많은 타일이 먼저 나갑니다.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } 님이 라운드를 시작합니다: 아무 타일이나 낼 수 있습니다.
dom-person-first-with = { $name } 님이 { $tile }(으)로 대국을 시작합니다: { $double ->
    [yes] 가장 높은 더블이 먼저 나갑니다.
   *[no] 더블을 받은 사람이 없어 눈이 가장 많은 타일이 먼저 나갑니다.
}
dom-must-draw = 맞는 타일이 없습니다: 더미에서 가져오세요.
dom-must-pass = 맞는 타일이 없습니다: 패스해야 합니다.
dom-choose-end = 테이블에서 놓을 곳을 고르세요.
dom-cannot-play = { $tile }은(는) 어느 열린 끝에도 맞지 않습니다.
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] 타일 { $n }개 가져옴
   *[no] 타일 { $n }개 가져옴
}
dom-run-play = { $you ->
    [yes] { $tile } 냄
   *[no] { $tile } 냄
}{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] 패스
   *[no] 패스
}
dom-run = { $name }: { $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name }: { $actions } ({ $numbers } 없음)
dom-seat-act = { $draws ->
    [0] 패스함
   *[other] { $draws }개 가져옴{ $passed ->
        [yes] , 패스함
       *[no] {""}
    }
}
dom-log-label = 이번 라운드 진행
dom-place-at = { $tile }을(를) { $end ->
    [W] 서쪽
    [E] 동쪽
    [N] 북쪽
   *[S] 남쪽
} 끝에 내기{ $fives ->
    [yes] , { $score }점
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , 낼 수 있음
    [no] , 맞지 않음
   *[other] {""}
}
dom-layout-tile = 타일 { $tile }
dom-spinner = 스피너
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name }: { $tile }{ $end ->
    [W] {" "}서쪽 끝에
    [E] {" "}동쪽 끝에
    [N] {" "}북쪽 끝에
    [S] {" "}남쪽 끝에
   *[none] {""}
} { $you ->
    [yes] 냄
   *[no] 냄
}{ $score ->
    [0] {""}
   *[other] , { $you ->
        [yes] { $score }점 획득
       *[no] { $score }점 획득
    }
}.
dom-announce-round = { $round }라운드가 끝났습니다. { $result }
dom-announce-scores = 점수: { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = { $round }라운드 종료
dom-domino-win = { $you ->
    [yes] 내가 타일을 모두 냈습니다.
   *[no] { $name }이(가) 타일을 모두 냈습니다.
}
dom-domino-pips = 다른 손패에 남은 눈은 모두 { $raw }입니다.
dom-blocked = 막혔습니다: 아무도 낼 수 없습니다.
dom-blocked-win = { $you ->
    [yes] 내 눈이
   *[no] { $name }의 눈이
} 가장 적습니다({ $own }). 다른 손패의 눈은 { $others }: { $others } − { $own } = { $raw }.
dom-blocked-tie = 눈이 가장 적은 손패가 여럿이라 아무도 점수를 얻지 못합니다.
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] 내가
   *[no] { $name }이(가)
} 이번 수로 목표 { $target }점에 도달했습니다: 파이브즈에서는 대국이 즉시 끝납니다.
dom-rounded = 파이브즈는 5 단위로 반올림합니다: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] 내가
   *[no] { $name }이(가)
} { $points }점을 얻습니다.
dom-pips-in = 눈 { $n }
dom-match-won = { $score }점으로 내가 이겼습니다!
dom-match-lost = { $names }{ $count ->
   *[other] 이(가) 대국에서 이겼습니다.
}
dom-embed-iframe-title = 컴퓨터와 두는 도미노
dom-embed-link-text = Gamut의 도미노

# the embed dialog (web/js/embed.js), shared by the three games
embed = 퍼가기
embed-title = 이 게임 퍼가기
embed-note = 이 코드를 내 페이지에 붙여 넣으세요. 게임 아래의 텍스트 링크는 지우면 안 됩니다.
embed-code-label = 퍼가기용 HTML 코드
copy = 복사
copied = 복사했습니다!
copy-fallback = 코드가 선택되었습니다: Ctrl+C(Mac에서는 ⌘+C)로 복사하세요.

dom-rules-title = 도미노: 이곳의 규칙
dom-rules-h-tiles = 타일과 플레이어
dom-rules-tiles =
    더블식스 세트를 씁니다: 0-0부터 6-6까지 모든 숫자 쌍이 한 번씩 있는 타일 28개입니다. 4-4처럼 양쪽 절반의 숫자가 같은 타일을 <b>더블</b>이라고 합니다. 타일의 <b>눈</b>은 두 절반의 합입니다. 2~4명이 차례대로 둡니다. 모드는 <b>드로우</b>, <b>블록</b>, <b>파이브즈</b> 중에서 고릅니다.
dom-rules-h-deal = 타일 나누기
dom-rules-deal =
    - 2명이면 어느 모드든 각자 7개씩 받습니다.
    - 3명이나 4명이면 드로우와 파이브즈에서는 각자 5개, 블록에서는 7개씩 받습니다.
    - 드로우와 파이브즈에서는 남은 타일을 뒤집어 놓아 <b>더미</b>로 씁니다.
    - 블록에서는 남은 타일을 그 라운드에 쓰지 않습니다: 아무도 가져오지 않고, 라운드가 끝나기 전에는 아무도 보지 못합니다.
dom-rules-h-lead = 누가 먼저 내나
dom-rules-lead =
    - 대국의 첫 라운드에서는 가장 높은 더블을 가진 사람이 바로 그 더블로 시작합니다.
    - 아무도 더블이 없으면 눈이 가장 많은 타일로 시작합니다. 눈이 같으면 더 큰 숫자가 있는 타일이 먼저입니다: 6-3이 5-4보다 먼저입니다.
    - 둘째 라운드부터는 지난 라운드의 승자가 원하는 타일로 시작합니다. 지난 라운드에 승자가 없었다면 지난번에 시작한 사람의 다음 사람이 시작합니다.
dom-rules-h-move = 한 수
dom-rules-move =
    - 타일의 한쪽 절반과 숫자가 같은 열린 끝에 타일을 냅니다. 낼 수 있으면 반드시 내야 하며, 어떤 타일을 어느 끝에 낼지는 자유입니다.
    - 더블은 가로질러 놓습니다. 파이브즈의 스피너(아래 참고)를 빼면 더블은 보통 타일이며, 바깥쪽에 열린 끝이 하나 있습니다.
    - 낼 수 없으면: 드로우와 파이브즈에서는 맞는 타일이 나올 때까지 더미에서 한 개씩 가져와 그 타일을 냅니다. 더미가 비었으면 패스합니다. 블록에서는 바로 패스합니다.
    - 맞는 타일을 가지고 있으면 아무도 더미에서 가져올 수 없습니다.
dom-rules-h-spinner = 스피너 (파이브즈만)
dom-rules-spinner =
    라운드에서 처음 테이블에 놓인 더블(첫 타일 포함)이 <b>스피너</b>가 되며 <y>노란색</y>으로 그려집니다. 그 뒤의 더블은 보통의 가로 타일입니다. 타일은 먼저 스피너의 긴 두 변에 붙입니다. 긴 두 변에 모두 타일이 붙으면 짧은 두 변도 열립니다: 이때 테이블의 열린 끝은 최대 네 개가 됩니다.
dom-rules-h-fives = 파이브즈의 점수
dom-rules-fives =
    - 매 수가 끝날 때마다(첫 타일 포함) 모든 열린 끝의 숫자를 더합니다.
    - 끝에 가로로 놓인 더블은 두 절반을 모두 셉니다.
    - 스피너는 긴 변 중 하나가 아직 비어 있는 동안 두 절반을 모두 셉니다. 그 뒤로는 스피너 자체는 세지 않고, 짧은 변은 타일이 붙은 뒤에야 셉니다.
    - 합이 5의 배수이면 방금 낸 사람이 그만큼 바로 점수를 얻습니다.

    ~ 예: 5-5(스피너)로 시작하면 10점, 6-4로 시작해도 10점입니다. 이어서 4-1을 4에 붙이면 열린 끝은 6과 1: 합 7로 점수 없음. 스피너 5-5의 한쪽 긴 변에 5-3이 붙으면 10 + 3 = 13으로 점수 없음. 다른 쪽 긴 변에 5-2가 붙으면 3 + 2 = 5: 5점.
dom-rules-h-round = 라운드의 끝
dom-rules-round =
    - 누군가 마지막 타일을 내거나, 판이 <b>막히면</b>(아무도 낼 수 없고, 드로우와 파이브즈에서는 더미도 비었을 때) 라운드가 끝납니다.
    - 타일을 모두 낸 사람은 다른 모든 손패에 남은 눈을 점수로 얻습니다.
    - 막힌 라운드에서는 눈이 가장 적은 손패가 이깁니다. 다른 손패의 눈에서 자기 눈을 뺀 만큼 점수를 얻습니다. 가장 적은 손패가 여럿이면 아무도 점수를 얻지 못합니다.
    - 파이브즈에서는 이 라운드 점수를 5 단위로 반올림합니다: 끝자리가 1, 2, 6, 7이면 내리고, 3, 4, 8, 9이면 올립니다(12는 10, 13은 15).
    - 라운드 사이에는 모든 손패를 공개합니다.
dom-rules-h-match = 대국의 끝
dom-rules-match =
    - 대국은 설정의 목표 점수까지 합니다: 50, 100, 150, 200, 250점 중 하나(기본 100점).
    - 드로우와 블록에서는 라운드가 끝났을 때 목표에 도달한 사람이 이깁니다.
    - 파이브즈에서는 한 수나 라운드 점수로 누군가 목표에 도달하면 라운드 중간이라도 대국이 즉시 끝납니다.
dom-rules-h-seen = 누가 무엇을 보나
dom-rules-seen =
    내 타일, 테이블, 각 플레이어가 가진 타일 수, 모든 점수, 더미의 크기, 누가 가져왔거나 패스했는지를 볼 수 있습니다. 다른 손패와 더미는 라운드가 끝날 때만 공개됩니다. 컴퓨터도 자기 자리에서 보이는 것만으로 판단합니다.
dom-rules-h-controls = 여기서 하는 법
dom-rules-controls =
    - 내 타일은 아래쪽에 있습니다. 낼 수 있는 타일은 도드라지고 빛나며 점이 붙습니다. 누르면 냅니다.
    - 두 곳 이상의 끝에 맞으면 테이블에 놓을 수 있는 곳이 나타나고, 파이브즈에서는 각각의 점수도 표시됩니다. 하나를 누르세요.
    - 마우스나 손가락으로 타일을 테이블의 자리로 끌어다 놓을 수도 있습니다.
    - 키보드로는 화살표 키나 <kbd>Tab</kbd>으로 내 타일 사이를 옮기고 <kbd>Enter</kbd>로 고릅니다. 끝도 같은 방법으로 고르고 <kbd>Enter</kbd>로 냅니다. <kbd>Escape</kbd>는 선택을 취소합니다.
    - 낼 수가 없으면 주 버튼이 “가져오기”나 “패스”로 바뀝니다. 라운드 사이에는 “다음 라운드”가 됩니다.
    - 테이블 아래에는 누가 가져오거나 패스해야 했는지를 포함해 이번 라운드의 진행이 나옵니다. 화면 낭독기는 모든 수를 읽어 줍니다.
dom-rules-h-tips = 이기는 요령
dom-rules-tips =
    - 눈이 많은 타일은 일찍 처리하세요. 다른 사람이 다 내면 내 손에 남은 눈은 모두 상대 점수가 됩니다.
    - 숫자를 골고루 가지고 있으세요. 여러 숫자를 가지고 있으면 거의 어느 끝에나 낼 수 있지만, 6만 잔뜩 있으면 금방 막힙니다.
    - 다른 사람이 내지 못한 숫자를 눈여겨보세요. 패스하거나 가져온 사람은 열린 끝의 숫자가 없었던 것입니다. 그 숫자를 열어 두면 발을 묶을 수 있습니다.
    - 파이브즈에서는 먼저 계산하세요: 매 수마다 각 타일로 끝의 합이 얼마가 되는지, 다음 사람에게 무엇을 남기는지 따져 보세요.
    - 타일을 세세요. 숫자마다 더블을 포함해 일곱 개의 타일에만 있습니다. 다른 사람들이 그중 다섯 개를 냈다면 나머지는 내 손에 있거나 거의 남지 않았습니다.
dom-rules-h-modes = 세 가지 모드
dom-rules-modes =
    <b>드로우</b>가 가장 너그럽습니다: 막히면 타일이 늘어날 뿐 차례를 잃지 않습니다. <b>블록</b>은 더 짧고 날카롭습니다: 아무도 가져올 수 없어서 타일을 세고 숫자 하나를 막아 버리는 것이 가장 중요합니다. <b>파이브즈</b>는 라운드 중에도 점수가 납니다. 잘하는 사람은 마지막 타일을 다 내는 것만큼 끝의 합을 노립니다.

    ! 이곳의 도미노는 페이지 위의 점수만을 위해 두며, 어떤 형태의 내기도 없고, 게임 밖에서 사거나 딸 수 있는 것은 아무것도 없습니다.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = 판
wx-view =
    .aria-label = 보기
wx-zoom-in = +
    .aria-label = 확대
wx-zoom-out = −
    .aria-label = 축소
wx-fit = 맞춤
    .title = 판 전체 보기
wx-embed-iframe-title = 컴퓨터와 두는 Wu Hsing
wx-embed-link-text = Gamut의 Wu Hsing
wx-loading = 타일을 섞는 중 …
wx-variant = 모드
wx-variant-standard = 표준(시작 사각형 있음)
wx-variant-fifteen_a = 타일 15개, 자유 시작
wx-variant-fifteen_b = 타일 15개, 비밀 시작
wx-variant-help-standard = 30개 타일을 모두 나눕니다. 두 개는 가운데에 시작 사각형으로 놓입니다.
wx-variant-help-fifteen_a = 2명 전용: 각자 모든 종류의 타일을 하나씩 가집니다. 선은 아무 타일이나 하나 놓습니다(점수 없음).
wx-variant-help-fifteen_b = 2명 전용: 각자 모든 종류의 타일을 하나씩 가집니다. 둘이 몰래 타일을 하나씩 고르고, 두 타일로 시작 사각형을 만듭니다(네 가지 색).
wx-variant-two-only = { $variant } (2명 전용)
wx-open-hands = 다른 플레이어의 타일
wx-hands-closed = 숨김
wx-hands-open = 공개(모두가 모든 타일을 봄)
wx-hand-shown = { $name }의 타일
wx-colour-W = 물
wx-colour-F = 불
wx-colour-H = 나무
wx-colour-M = 쇠
wx-colour-E = 흙
wx-tile-name = { $a }-{ $b }
wx-rotate = 회전
wx-flip = 뒤집기
wx-cancel = 되돌리기
wx-turn-tools =
    .aria-label = 타일 회전과 뒤집기
wx-rack-tile = { $name }{ $state ->
    [playable] , 놓을 수 있음
    [blocked] , 놓을 곳 없음
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] { $a } 왼쪽, { $b } 오른쪽에 놓기
   *[no] { $a } 위, { $b } 아래에 놓기
}{ $score ->
    [none] {""}
   *[other] : { $score }점
}
wx-preview = { $horizontal ->
    [yes] 가로: { $a } 왼쪽, { $b } 오른쪽
   *[no] 세로: { $a } 위, { $b } 아래
}
wx-cell = { $colour }, { $row }행 { $col }열
wx-hidden-tile = 몰래 고른 타일
wx-play = 타일 고르기
wx-place = 타일을 판에 놓기
wx-your-turn = 내 차례: 받침대에서 타일을 고르세요.
wx-choose-spot = 놓을 곳 { $n }군데: 하나를 누르세요. R은 회전, F는 뒤집기, Esc는 되돌리기입니다.
wx-no-spot-here = 이 방향으로는 놓을 곳이 없습니다: 회전하거나 뒤집으세요.
wx-must-pass = 놓을 수 있는 타일이 없습니다: 패스해야 합니다. 대신 다른 사람들이 내 타일을 봅니다.
wx-cannot-play = { $name }은(는) 놓을 곳이 없습니다.
wx-opening-a = 내가 시작합니다: 아무 타일이나 하나 놓으세요(점수 없음).
wx-opening-b = 시작 사각형에 쓸 타일을 몰래 고르세요.
wx-opening-b-wait = { $name }이(가) 몰래 골랐습니다. 내 타일을 고르세요.
wx-ending = 받침대 하나가 비었습니다: 이번 바퀴를 끝까지 둡니다.
wx-placed = { $you ->
    [yes] 내가 놓은 타일
   *[no] { $name }이(가) 놓은 타일
}
wx-for-points = { " " }{ $n }점
wx-opening-placed = { $you ->
    [yes] 내 첫 타일
   *[no] { $name }의 첫 타일
}
wx-chose = { $you ->
    [yes] 내가 고른 타일:
   *[no] { $name }이(가) 몰래 골랐습니다.
}
wx-reveal-ok = 공개: 두 타일이 시작 사각형을 이룹니다
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = 시작 사각형이 이루어지지 않습니다: 나는 { $mine }, { $name }은(는) { $theirs }을(를) 골랐습니다. 네 가지 다른 색이 아니므로 두 타일을 되돌리고 둘 다 다시 고릅니다.
wx-passed = { $you ->
    [yes] 패스했습니다. 내 타일을 공개합니다:
   *[no] { $name }이(가) 패스하고 타일을 공개했습니다:
}
wx-line-desc = { $axis ->
    [row] 가로
   *[column] 세로
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = 더블 × 2
wx-line-title-row = 가로줄
wx-line-title-column = 세로줄
wx-pattern-locked = 패턴 확정:
wx-pattern-open = 패턴 미확정
wx-line-length = { $n }칸
wx-no-line = 줄 없음(한 칸뿐)
wx-announce-place = { $you ->
    [yes] 내가
   *[no] { $name }이(가)
} { $tile }을(를) 놓아 { $you ->
    [yes] { $n }점 획득
   *[no] { $n }점 획득
}.
wx-announce-pass = { $you ->
    [yes] 패스했습니다.
   *[no] { $name }이(가) 패스했습니다.
}
wx-announce-over = 게임 끝. { $result }
wx-game-over = 게임 끝
wx-end-out = { $you ->
    [yes] 내가
   *[no] { $name }이(가)
} 타일을 모두 놓았으므로 이번 바퀴를 끝까지 두었습니다.
wx-end-blocked = 더 이상 아무도 놓을 수 없습니다.
wx-col-name = 플레이어
wx-col-score = 점수
wx-col-left = 남은 타일
wx-col-penalty = 감점
wx-col-final = 최종
wx-penalty-rule = 남은 타일 감점: 더블은 하나에 5점, 나머지 타일은 하나에 25점.
wx-won = { $score }점으로 내가 이겼습니다!
wx-shared = 공동 우승: { $names }.
wx-lost = { $names }{ $count ->
   *[other] 이(가) 이겼습니다.
}

wx-rules-title = Wu Hsing: 이곳의 규칙
wx-rules-h-material = 타일과 나누기
wx-rules-material =
    Wu Hsing은 Sid Sackson의 “Domino Bead Game”을 오행으로 즐기는 게임입니다: <b>물</b>(파랑), <b>불</b>(빨강), <b>나무</b>(초록), <b>쇠</b>(하양), <b>흙</b>(노랑). 절반마다 기호도 있어서 색을 구별하기 어려워도 할 수 있습니다.

    - 타일 30개: 색 조합 15가지(더블 5가지, 섞인 것 10가지)가 두 개씩.
    - 2명이면 각자 14개, 3명이면 9개(타일 하나는 보지 않고 상자에 돌려놓습니다), 4명이면 7개를 받습니다. 남은 두 개가 시작 사각형이 됩니다.
    - 다른 플레이어의 타일은 보이지 않습니다. 설정에서 공개 손패를 고를 수 있습니다.
wx-rules-h-start = 시작 사각형
wx-rules-start =
    - 남은 두 타일을 긴 변끼리 맞대어 2 × 2칸의 사각형으로 가운데에 앞면이 보이게 놓습니다.
    - 사각형은 네 가지 다른 색이어야 합니다. 아니면 모두 섞어서 다시 나눕니다.
    - 시작 사각형은 점수가 없습니다. 선은 제비뽑기로 정하고, 연달아 둘 때는 선이 차례로 돌아갑니다.
wx-rules-h-lines = 줄과 패턴
wx-rules-lines =
    - <b>줄</b>은 십자말풀이처럼 한 행이나 한 열에서 끊기지 않고 이어진 채워진 칸들입니다. 빈칸에서 끊기며, 이웃이 없는 칸은 길이 1의 줄입니다.
    - 줄은 서로 다른 색으로 된 <b>패턴</b>을 끝없이 되풀이한 것의 한 토막이면 올바릅니다: 어떤 색이 되풀이되면 전체 순서가 그 간격으로 되풀이되어야 합니다. 되풀이되는 색이 없는 줄은 언제나 올바릅니다.

    ~ 예(글자 하나가 색 하나): ABCABC 올바름, ABCB 틀림, AAB 틀림, AA와 AAA 올바름, ABA 올바름, ABB 틀림, ABCDE 올바름, ABCDEA 올바름, ABCDEB 틀림, ABCBA 틀림, ABCDAB 올바름.
wx-rules-h-move = 한 수
wx-rules-move =
    - 받침대의 타일 하나를 이웃한 빈칸 두 개에 가로나 세로로, 색 순서는 어느 쪽이든 놓습니다. 새 칸을 지나는 모든 줄이 올바르게 남아야 합니다.
    - 새 타일을 지나는 줄은 정확히 셋입니다: 타일을 따라가는 줄 하나와 각 칸을 가로지르는 줄 하나씩. 먼저 놓인 칸도 포함하는 줄은 <b>연장</b>된 것입니다. 셋 중 적어도 둘은 연장되어야 합니다.
    - 이어진 줄이 올바르면 빈틈을 메울 수 있으며, 이것은 연장된 줄 하나로 칩니다.
    - 나란히 놓을 수 있는 타일은 세 개까지입니다: 똑같은 두 행(또는 두 열)을 덮는 평행한 타일의 사슬은 최대 세 개입니다. 시작 사각형이 바로 그런 두 개짜리 사슬입니다.
wx-rules-h-score = 점수
wx-rules-score =
    연장된 줄들의 길이(칸 수, 새 칸 포함)를 곱합니다. 더블은 그 두 배입니다.

    ~ 예: 3 × 4 × 5 = 60. 길이 5인 줄 두 개를 연장하는 더블: 5 × 5 × 2 = 50.
wx-rules-h-pass = 패스
wx-rules-pass =
    - 놓을 수 있으면 반드시 놓아야 합니다.
    - 놓을 수 없으면 이번 차례를 패스하고 내 타일을 다른 사람들에게 보여 줍니다. 둘 수 있는 수가 생기면 나중 차례에 다시 둡니다.
wx-rules-h-end = 게임의 끝
wx-rules-end =
    - 누군가 마지막 타일을 놓으면 모두가 같은 횟수를 두도록 지금 바퀴를 끝까지 둡니다. 타일이 없는 플레이어는 쉽니다.
    - 아무도 놓을 수 없을 때도 게임이 끝납니다.
    - 손에 남은 타일은 더블 하나에 5점, 다른 타일 하나에 25점씩 감점됩니다.
    - 합계가 가장 높은 사람이 이깁니다. 합계가 같으면 승리를 나눕니다.
wx-rules-h-variants = 모드
wx-rules-variants =
    - 2명이 각자 15개(모든 종류 하나씩)로, 시작 사각형 없이 둡니다. 선이 아무 타일이나 점수 없이 놓거나, 둘이 몰래 타일을 하나씩 골라 공개해서 시작 사각형을 만듭니다(네 가지 색, 아니면 둘 다 다시 고름).
    - 2, 3, 4명이 공개 손패로 둘 수 있습니다.
wx-rules-h-controls = 여기서 하는 법
wx-rules-controls =
    - 아래쪽 받침대에서 타일을 고릅니다. 놓을 수 있는 타일은 도드라지고 빛나며 점이 붙습니다. 그러면 판에 놓을 수 있는 곳과 점수가 나타납니다.
    - <kbd>R</kbd>은 타일을 회전하고, <kbd>F</kbd>는 뒤집고, <kbd>Esc</kbd>는 되돌립니다.
    - 키보드로는 화살표 키나 <kbd>Tab</kbd>으로 내 타일 사이를 옮기고 <kbd>Enter</kbd>로 고르며, 화살표 키로 놓을 곳 사이를 옮기고 <kbd>Enter</kbd>로 놓습니다. 판 위에서는 화살표 키로 각 칸을 지나는 줄을 볼 수 있습니다.
    - <kbd>+</kbd>와 <kbd>−</kbd>는 확대·축소, <kbd>0</kbd>은 판 전체를 맞춰 보여 줍니다. 마우스나 손가락으로 끌어서 옮길 수 있습니다.
    - 화면 낭독기는 모든 수와 점수를 읽어 줍니다.
wx-rules-h-tips = 이기는 요령
wx-rules-tips =
    - 긴 줄이 이득입니다: 다섯 칸짜리 줄은 5배입니다. 긴 줄 두 개가 만나는 곳을 찾으세요.
    - 더블은 점수가 두 배인데 마지막 감점은 5점뿐입니다: 큰 한 수를 위해 아껴 두세요.
    - 섞인 타일은 제때 처리하세요: 하나 남을 때마다 마지막에 25점이 깎입니다.
    - 색이 하나 되풀이되는 순간 패턴이 확정됩니다. 내 타일이 맞는 줄은 열어 두고, 상대에게 유리한 줄은 막으세요.

## Hus (hus.html)

hus-board =
    .aria-label = 판
hus-embed-iframe-title = 컴퓨터와 두는 Hus
hus-embed-link-text = Gamut의 Hus
hus-loading = 씨앗을 놓는 중 …
hus-first = 선
hus-first-lot = 제비뽑기
hus-first-you = 나
hus-first-computer = 컴퓨터
hus-series = 모드
hus-series-single = 단판
hus-series-points = 점수제 시리즈
hus-series-best_of_7 = 7판 4선승
hus-series-help-single = 한 판만 둡니다. 상대에게 씨앗이 2개 이상인 구멍을 하나도 남기지 않은 사람이 이깁니다.
hus-series-help-points = 판마다 끝나면 각자 자기 쪽 씨앗 수만큼 점수를 얻습니다(48개 모두면 두 배). 먼저 목표 점수에 도달한 사람이 시리즈를 이깁니다. 선은 번갈아 잡습니다.
hus-series-help-best_of_7 = 먼저 네 판을 이긴 사람이 시리즈를 이깁니다. 선은 번갈아 잡습니다.
hus-target = 목표 점수
hus-rules-legend = 규칙 변형
hus-rule-fixed_opening = 고정 첫 수: 첫 수는 안쪽 8(맨 앞의 쌍)
hus-rule-anticlockwise = 시계 반대 방향으로 뿌리기
hus-rule-capture_sow_captured_only = 잡은 뒤에는 잡은 씨앗만 뿌리기
hus-rule-capture_needs_both = 건너편 두 구멍에 모두 씨앗이 있을 때만 잡기
hus-rule-short-fixed_opening = 고정 첫 수
hus-rule-short-capture_sow_captured_only = 잡은 씨앗만 뿌리기
hus-rule-short-capture_needs_both = 두 구멍이 차야 잡기
hus-tempo-instant = 애니메이션 없음
hus-you = 나
hus-computer = 컴퓨터
hus-row-0 = 컴퓨터, 바깥 줄
hus-row-1 = 컴퓨터, 안쪽 줄
hus-row-2 = 내 안쪽 줄
hus-row-3 = 내 바깥 줄
hus-pit-name = { $row ->
    [i] 안쪽
   *[o] 바깥
} { $col }
hus-pit-label = { $name }: 씨앗 { $n }개
hus-pit-theirs = 컴퓨터, { $label }
hus-reason-empty = 비어 있음
hus-reason-single = 씨앗이 하나뿐
hus-reason-endless = 끝없는 수: 이 수는 영영 멈추지 않습니다
hus-reason-opening = 고정 첫 수: 첫 수는 안쪽 8이어야 합니다
hus-preview = { $end }에서 멈춤, { $laps }바퀴, { $sown }개 뿌림, { $captured ->
    [0] 잡는 것 없음
   *[other] 씨앗 { $captured }개 잡음
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = 손에 씨앗 { $n }개
hus-capturing = 잡기!
hus-anim-summary = { $you ->
    [yes] 내 수
   *[no] 컴퓨터의 수
}: 구멍별 결과
hus-anim-end = { $you ->
    [yes] 내 수는 여기서 끝납니다.
   *[no] 컴퓨터의 수는 여기서 끝납니다.
}
hus-thinking = 컴퓨터가 생각하는 중 …
hus-seeds = 씨앗 { $n }개
hus-score-short = { $kind ->
    [best_of_7] { $n }승
   *[other] { $n }점
}
hus-seat-label = { $name }: 씨앗 { $seeds }개{ $kind ->
    [best_of_7] , { $score }승
    [points] , { $score }점
   *[none] {""}
}{ $toMove ->
    [yes] , 차례
   *[no] {""}
}
hus-single = 단판
hus-points-info = { $game }판 · { $to }점 목표
hus-best-of-7-info = { $game }판 · 7판 4선승
hus-level-short = 난이도 { $level }
hus-dir-clock = 시계 방향
hus-dir-anti = 시계 반대 방향
hus-play = 구멍 고르기
hus-wait = 컴퓨터 차례 …
hus-skip = 건너뛰기
hus-next-game = 다음 판
hus-your-turn = 내 차례: 씨앗이 2개 이상인 내 구멍을 하나 고르세요.
hus-your-turn-opening = 고정 첫 수: 내 첫 수는 안쪽 8입니다.
hus-choose-pit = 씨앗이 2개 이상인 내 구멍을 하나 고르세요.
hus-cannot-play = { $why ->
    [none] { $pit }은(는) 둘 수 없습니다.
   *[other] { $pit }은(는) 둘 수 없습니다: { $why }.
}
hus-move-line = { $you ->
    [yes] 내가
   *[no] 컴퓨터가
} { $pit }을(를) 둠: { $laps }바퀴, { $sown }개 뿌림, { $end }에서 멈춤{ $captured ->
    [0] {""}
   *[other] , 씨앗 { $captured }개 잡음
}.
hus-game-won = 이번 판은 내가 이겼습니다!
hus-game-lost = 이번 판은 컴퓨터가 이겼습니다.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] 나에게는 끝없는 수만 남았습니다.
       *[no] 컴퓨터에게는 끝없는 수만 남았습니다.
    }
   *[other] { $youLost ->
        [yes] 나에게는 씨앗이 2개 이상인 구멍이 더 없습니다.
       *[no] 컴퓨터에게는 씨앗이 2개 이상인 구멍이 더 없습니다.
    }
}
hus-seed-counts = 씨앗: 나 { $you } · 컴퓨터 { $them }
hus-game-points = 이번 판 점수: 나 { $you } · 컴퓨터 { $them }
hus-series-standing = { $kind ->
    [best_of_7] 시리즈: 나 { $you }승 · 컴퓨터 { $them }승 ({ $to }승 먼저 하면 승리)
   *[other] 시리즈: 나 { $you }점 · 컴퓨터 { $them }점 ({ $to }점 목표)
}
hus-match-won = 씨앗 { $seeds }개로 내가 이겼습니다!
hus-match-lost = 씨앗 { $seeds }개로 컴퓨터가 이겼습니다.
hus-series-won = 시리즈에서 내가 이겼습니다!
hus-series-lost = 시리즈에서 컴퓨터가 이겼습니다.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, 바깥 줄
   *[i] { $name }, 안쪽 줄
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = { $name } 님의 수: 구멍별 결과
hus-anim-end-of = { $name } 님의 수는 여기서 끝납니다.
hus-move-line-of = { $name } 님이 { $pit }을(를) 둠: { $laps }바퀴, { $sown }개 뿌림, { $end }에서 멈춤{ $captured ->
    [0] {""}
   *[other] , 씨앗 { $captured }개 잡음
}.
hus-game-won-by = 이번 판은 { $name } 님이 이겼습니다.
hus-end-reason-of = { $reason ->
    [only_endless] { $name } 님에게는 끝없는 수만 남았습니다.
   *[other] { $name } 님에게는 씨앗이 2개 이상인 구멍이 더 없습니다.
}
hus-seed-counts-of = 씨앗: 나 { $you } · { $name } { $them }
hus-game-points-of = 이번 판 점수: 나 { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] 시리즈: 나 { $you }승 · { $name } { $them }승 ({ $to }승 먼저 하면 승리)
   *[other] 시리즈: 나 { $you }점 · { $name } { $them }점 ({ $to }점 목표)
}
hus-match-won-by = 씨앗 { $seeds }개로 { $name } 님이 이겼습니다.
hus-series-won-by = 시리즈에서 { $name } 님이 이겼습니다.

hus-rules-title = Hus: 이곳의 규칙
hus-rules-h-board = 판
hus-rules-board =
    Hus는 나미비아의 2인용 만칼라 게임입니다. 판에는 <b>구멍</b> 여덟 개짜리 줄이 네 줄 있습니다. 내 쪽의 두 줄이 내 것입니다: 바깥 줄은 가장자리에, 안쪽 줄은 가운데 쪽에 있습니다. 내 구멍 16개는 하나의 고리를 이룹니다.

    - 각 플레이어는 자기 왼쪽부터 열을 1에서 8까지 셉니다. “건너편” 구멍은 판에서 같은 세로줄에 있는 구멍입니다.
    - 시작할 때 바깥 줄의 구멍마다 씨앗이 2개씩 있고, 안쪽 줄은 5~8번에 2개씩 있으며 1~4번은 비어 있습니다. 한쪽에 24개, 모두 48개입니다.
hus-rules-h-sow = 씨뿌리기
hus-rules-sow =
    - 한 수에서는 씨앗이 2개 이상인 내 구멍 하나에서 씨앗을 모두 집습니다. 씨앗이 0개나 1개인 구멍은 절대 고를 수 없습니다.
    - 비운 구멍의 다음 구멍부터 시계 방향으로, 내 고리 위에만 한 구멍에 하나씩 뿌립니다: 바깥 줄을 오른쪽에서 왼쪽으로, 1번에서 안쪽 줄로 올라가 왼쪽에서 오른쪽으로, 8번에서 바깥 줄로 내려옵니다.
    - 마지막 씨앗이 빈 구멍에 떨어지면 그 수는 끝납니다.
    - 이미 씨앗이 있던 바깥 줄 구멍에 떨어지면: 그 구멍의 씨앗을 모두 집어 계속 뿌립니다.
    - 안쪽 줄이고 상대의 건너편 안쪽 구멍에 씨앗이 있으면 <b>잡습니다</b>(아래 참고). 비어 있으면 내 구멍의 씨앗을 집어 계속 뿌립니다.
hus-rules-h-capture = 잡기
hus-rules-capture =
    - 마지막 씨앗이 떨어진 구멍의 씨앗과, 상대의 건너편 안쪽·바깥 구멍의 씨앗을 모두 집습니다(바깥 구멍은 비어 있어도 됩니다). 그것을 모두 내 고리의 다음 구멍부터 같은 규칙으로 계속 뿌립니다.
    - 첫 수부터 잡을 수 있습니다.
    - 씨앗은 잡힐 때만 상대 쪽으로 넘어갑니다.
hus-rules-h-endless = 끝없는 수
hus-rules-endless =
    어떤 수는 절대 멈추지 않습니다: 이어 뿌리기가 계속 같은 형세로 돌아옵니다. 그런 수는 둘 수 없으며, 판에서 그 구멍에 왜 둘 수 없는지가 표시됩니다.
hus-rules-h-end = 게임의 끝
hus-rules-end =
    - 한 수가 끝난 뒤 씨앗이 2개 이상인 구멍이 하나도 없는 플레이어가 있으면 게임은 즉시 끝나고 그 플레이어가 집니다.
    - 둘 차례인데 끝없는 수만 남은 플레이어도 집니다.
    - 첫 판의 선은 제비뽑기로 정하고, 시리즈에서는 선을 번갈아 잡습니다.
hus-rules-h-series = 시리즈
hus-rules-series =
    - 판마다 끝나면 각 플레이어는 자기 쪽 씨앗 수만큼 점수를 얻습니다. 씨앗 48개를 모두 가진 사람은 두 배(96)를 얻고, 상대는 0점입니다.
    - 설정에서 단판, 목표 점수까지의 시리즈, 7판 4선승(먼저 네 판 승리) 중에서 고릅니다.
hus-rules-h-options = 규칙 변형
hus-rules-options =
    - 고정 첫 수: 각 플레이어의 첫 수는 8번 안쪽 구멍, 곧 맨 앞의 쌍입니다.
    - 두는 사람들이 아는 다른 규칙도 각각 고를 수 있습니다: 시계 반대 방향으로 뿌리기, 잡은 뒤에는 잡은 씨앗만 뿌리기(내 구멍의 씨앗은 그대로 둠), 건너편 두 구멍에 모두 씨앗이 있을 때만 잡기.
hus-rules-h-controls = 여기서 하는 법
hus-rules-controls =
    - 내 구멍은 아래쪽에 있습니다. 둘 수 있는 구멍은 강조됩니다. 구멍을 가리키면 그 수가 어디서 멈추고 무엇을 잡는지 판 아래에 나옵니다.
    - 키보드로는 화살표 키로 구멍 사이를 옮기고 <kbd>Enter</kbd>로 둡니다.
    - 주 버튼으로 수의 애니메이션을 건너뛸 수 있습니다. 화면 낭독기는 모든 수를 읽어 줍니다.
hus-rules-h-tips = 이기는 요령
hus-rules-tips =
    - 길게 이어 뿌리면 씨앗을 많이 잡을 수 있습니다: 두기 전에 미리 보기를 확인하세요.
    - 잡기는 안쪽 줄에서 일어납니다. 안쪽 줄을 채워 두고, 상대 건너편에는 조금만 남기세요.
    - 상대가 둘 수 없게 만들면 이깁니다: 상대에게 씨앗이 2개 이상인 구멍이 몇 개 남았는지 세어 두세요.

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    더블식스 세트로 하는 도미노는 숫자를 맞추는 게임입니다: 타일마다 두 절반이 있고, 한쪽 절반이 줄의 열린 끝과 같은 숫자인 타일을 냅니다. 가장 먼저 타일을 모두 낸 사람, 또는 다른 사람들 손에 눈을 가장 많이 남긴 사람이 점수를 얻습니다. 고전적인 세 가지 방식으로 둡니다: 맞는 타일이 없으면 더미에서 가져오는 드로우, 그냥 패스하는 블록, 그리고 열린 끝의 합이 5의 배수가 될 때마다 점수도 얻는 파이브즈입니다. 여기서 컴퓨터와 두거나, 친구들과 온라인으로 최대 네 명이 각자의 화면에서 둘 수 있습니다.
faq-dominoes-title = 도미노에 관한 질문
faq-dominoes-1-q = 플레이어마다 타일을 몇 개 받나요?
faq-dominoes-1-a =
    2명이면 어느 모드에서든 7개씩 받습니다. 드로우와 파이브즈에서 3명이나 4명이면 5개씩 받습니다. 블록에서는 모두 7개씩 받습니다.
faq-dominoes-2-q = 누가 먼저 내나요?
faq-dominoes-2-a =
    첫 라운드에서는 가장 높은 더블을 가진 사람이 그 더블을 먼저 냅니다. 아무도 더블이 없으면 눈이 가장 많은 타일로 시작합니다. 그 뒤로는 지난 라운드의 승자가 원하는 타일로 시작합니다.
faq-dominoes-3-q = 스피너가 뭔가요?
faq-dominoes-3-a =
    파이브즈에서 처음 낸 더블이 스피너입니다. 긴 두 변에 모두 타일이 붙으면 네 변 모두에 타일을 낼 수 있어서 테이블의 열린 끝이 최대 네 개가 됩니다.
faq-dominoes-4-q = 파이브즈에서는 점수를 어떻게 매기나요?
faq-dominoes-4-a =
    매 수가 끝나면 열린 끝을 더합니다. 끝에 있는 더블은 두 절반을 모두 셉니다. 합이 5의 배수이면 방금 낸 사람이 그만큼 바로 점수를 얻습니다. 타일을 모두 낸 사람이나 막힌 라운드에서 이긴 사람도 5 단위로 반올림한 점수를 얻습니다.
faq-dominoes-5-q = 아무도 낼 수 없으면 어떻게 되나요?
faq-dominoes-5-a =
    그러면 라운드가 막힌 것입니다. 손에 든 눈이 가장 적은 사람이 라운드를 이기고, 다른 손패의 눈에서 자기 눈을 뺀 만큼 점수를 얻습니다. 가장 적은 사람이 여럿이면 아무도 점수를 얻지 못합니다.
faq-dominoes-6-q = 친구들과 온라인으로 둘 수 있나요?
faq-dominoes-6-a =
    네. 설정에서 “친구와 온라인으로”를 고르고 링크를 공유하세요. 방에는 자리가 2~4개 있고, 빈자리는 컴퓨터가 채울 수 있으며, 서버가 타일을 나누므로 모두 자기 타일만 봅니다.

intro-hus =
    Hus는 나미비아의 큰 만칼라로, 구멍 여덟 개짜리 줄 네 개로 된 판에서 두 사람이 둡니다. 각자 자기 두 줄을 빙 돌며 씨앗을 뿌리고, 마지막 씨앗이 찬 구멍에 떨어지면 계속 이어 뿌리며, 자기 안쪽 줄에서 상대의 씨앗을 잡습니다. 상대에게 씨앗이 하나씩 든 구멍만 남기는 사람이 이깁니다.

    Hus는 지금도 나미비아에서 두며 이름도 많습니다: 나마족과 다마라족은 ||hus나 Xoros, 그 나라의 다른 언어로는 Owela, Otjitoto, Wera, Ogoro, 독일어로는 “Lochspiel”(구멍 놀이)이라고 부릅니다. 여기서 컴퓨터와 둘 수 있습니다: 단판, 점수제 시리즈, 7판 4선승.
faq-hus-title = Hus에 관한 질문
faq-hus-1-q = Hus는 어디서 왔나요?
faq-hus-1-a =
    Hus는 나미비아의 네 줄짜리 만칼라 게임입니다. 그곳에서는 다마라, 나마, 헤레로, 콰냐마, 은동가 사람들 등이 두며, 예를 들어 시골에서 방학 놀이로 즐깁니다. 언제 생겼는지는 기록이 없지만, 만칼라 게임은 아프리카에서 비롯된 것으로 여겨집니다.
faq-hus-2-q = 씨앗 하나만 옮겨도 되나요?
faq-hus-2-a =
    아니요. 한 수는 언제나 씨앗이 2개 이상인 구멍에서 씨앗을 모두 집습니다. 씨앗이 하나뿐인 구멍은 절대 고를 수 없습니다.
faq-hus-3-q = 내 수는 언제 끝나나요?
faq-hus-3-a =
    마지막 씨앗이 빈 구멍에 떨어질 때만 끝납니다. 씨앗이 있는 구멍에 떨어지면 그 씨앗을 모두 집어 다음 구멍부터 계속 뿌리며, 잡은 뒤에도 마찬가지입니다. 그래서 한 수가 내 고리를 여러 바퀴 돌 수 있습니다.
faq-hus-4-q = 상대의 씨앗은 언제 잡나요?
faq-hus-4-a =
    마지막 씨앗이 내 안쪽 줄의 찬 구멍에 떨어지고, 상대의 건너편 안쪽 구멍에 씨앗이 있을 때입니다. 그러면 내 구멍의 씨앗과 그 세로줄에 있는 상대의 안쪽·바깥 구멍의 씨앗(바깥 구멍은 비어 있어도)을 집어 모두 계속 뿌립니다. 바깥 줄에서는 절대 잡지 못하며, 칼라(Kalah)와 달리 빈 구멍에 떨어진 씨앗은 아무것도 잡지 못합니다.
faq-hus-5-q = 상대 쪽에 씨앗을 뿌리나요?
faq-hus-5-a =
    아니요, 절대로요. 씨앗은 내 구멍 16개로 된 고리 위에만 뿌립니다. 씨앗은 잡힐 때만 상대 쪽으로 넘어갑니다.
faq-hus-6-q = 누가 이기나요?
faq-hus-6-a =
    상대에게 씨앗이 2개 이상인 구멍을 하나도 남기지 않은 사람입니다: 상대는 둘 수 없어서 집니다. Hus에는 씨앗을 모으는 창고 구멍이 없습니다. 시리즈에서는 판이 끝난 뒤 각자 자기 쪽 씨앗 수만큼 점수를 얻고, 48개를 모두 가진 사람은 두 배를 얻습니다.

intro-wuhsing =
    Wu Hsing은 다섯 가지 색의 도미노 타일을 놓는 게임입니다. 다섯 색은 중국의 “오행”인 물, 불, 나무, 쇠, 흙입니다. 십자말풀이처럼 색칠된 칸들이 가로줄과 세로줄을 이루고, 모든 줄은 색 패턴을 따릅니다. 타일마다 패턴에 맞게 적어도 두 줄을 연장해야 하며, 그 줄들의 길이를 곱한 것이 점수입니다.

    Sid Sackson이 1969년 자신의 책 “A Gamut of Games”에 “Domino Bead Game”이라는 이름으로 발표했고, 1992년 franjos가 상자 게임 “Wu Hsing”으로 냈습니다. 여기서 컴퓨터를 상대로 두 명, 세 명 또는 네 명이 둘 수 있습니다.
faq-wuhsing-title = Wu Hsing에 관한 질문
faq-wuhsing-1-q = Wu Hsing은 어디서 왔나요?
faq-wuhsing-1-a =
    Sid Sackson이 만들었습니다: 1969년 게임 40가지를 모은 그의 책 “A Gamut of Games”에 “Domino Bead Game”으로 실렸습니다. 독일판 “Wu Hsing”은 1992년 franjos에서 나왔고, 프랑스에서는 “Connexion”이라고 불렸습니다. 이름은 중국 사상의 오행을 뜻하며, 다섯 색이 그것을 나타냅니다.
faq-wuhsing-2-q = 패턴이 뭔가요?
faq-wuhsing-2-a =
    모든 가로줄과 세로줄은 색의 순서를 이어 가야 합니다. 한 줄에서 어떤 색이 되풀이되는 순간 그 패턴이 확정되고, 줄은 같은 간격으로 그것을 계속 되풀이해야 합니다. 되풀이된 색이 없는 동안에는 줄이 아직 열려 있습니다.
faq-wuhsing-3-q = 타일은 어디에 놓을 수 있나요?
faq-wuhsing-3-a =
    이웃한 빈칸 두 개에, 타일을 지나는 세 줄 중 적어도 둘이 먼저 놓인 칸을 연장하고 모든 줄이 패턴에 맞도록 놓습니다. 이어진 줄이 올바르면 빈틈을 메울 수 있습니다. 긴 변을 맞대어 나란히 놓을 수 있는 타일은 세 개까지입니다.
faq-wuhsing-4-q = 점수는 어떻게 세나요?
faq-wuhsing-4-a =
    새 타일을 포함해 연장된 모든 줄의 길이를 곱합니다: 3 × 4 × 5 = 60. 더블은 그 두 배로, 예를 들어 5 × 5 × 2 = 50입니다.
faq-wuhsing-5-q = 타일을 놓을 수 없으면 어떻게 되나요?
faq-wuhsing-5-a =
    놓을 수 있으면 반드시 놓아야 합니다. 놓을 수 없으면 이번 차례를 패스하고 내 타일을 다른 사람들에게 보여 줍니다. 둘 수 있는 수가 생기는 대로 다시 둡니다.
faq-wuhsing-6-q = 게임은 언제 끝나나요?
faq-wuhsing-6-a =
    누군가 마지막 타일을 놓으면 그 바퀴를 끝까지 두고 끝나며, 아무도 놓을 수 없을 때도 끝납니다. 손에 남은 타일은 더블 하나에 5점, 다른 타일 하나에 25점씩 감점됩니다. 점수가 가장 높은 사람이 이깁니다.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = 플레이어 { $n }
seat-kind-computer = 컴퓨터
seat-kind-person = 이 기기를 쓰는 사람
person-name-label = 플레이어 { $n } 이름
person-default-name = 플레이어 { $n }
# $name: the person the device goes to
handover-title = { $name }에게 기기를 넘겨 주세요
handover-since = 지난 차례 이후:
# $name: the person the device goes to
handover-ready = 저는 { $name }입니다: 내 패 보기
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name }이(가) 패를 한 장 뽑았습니다
    [pass] { $name }이(가) 패스했습니다
    [next] 새 라운드가 나눠졌습니다
   *[play] { $name }이(가) { $move }을(를) 놓았습니다
}
people-wins-title = 사람끼리의 승리
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } 승
# $name: the person whose turn it is
person-turn = { $name }의 차례입니다.

## Online with friends (js/online/)
online-open = 친구와 온라인으로
online-name = 이름
online-create = 방 만들기
online-join = 참가하기
online-invite = 초대 링크 – 친구에게 보내세요
online-copy = 링크 복사
online-copied = 복사했습니다
online-start = 시작
online-leave = 방 나가기
online-room = 방
online-record = 대국 기록 내려받기
online-start-early = 지금 시작할 수 있습니다. 빈자리는 컴퓨터가 맡습니다.
online-start-full = 모든 자리가 찼습니다: 준비되면 시작하세요.
online-wait-host = 방장이 시작하기를 기다리는 중입니다.
online-seat-open = 빈자리
online-seat-computer = 컴퓨터
online-seat-computer-n = 컴퓨터 { $n }
online-you = 나
online-away = 연결 끊김
online-to-move = 차례
online-connecting = 연결 중…
online-reconnecting = 연결이 끊겼습니다 – 다시 연결 중…
online-connected = 연결됨
online-stats = 이긴 온라인 대국: { $played }판 중 { $won }판
online-name-missing = 이름을 입력하세요.
online-error-not-found = 이 방은 (더 이상) 없습니다.
online-error-full = 이 방에는 빈자리가 없습니다.
online-error-rate-limited = 너무 빠릅니다 – 다시 시도하세요.
online-error-refused = 서버가 받아들이지 않았습니다.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = 게임
online-info-rules = 규칙
online-info-host = 방장
online-info-seats = 자리
online-room-started = 대국이 이미 시작되었고 자리가 모두 찼습니다. 관전할 수 있습니다.
online-watch = 관전하기
online-stop-watching = 관전 그만하기
online-watching = 관전 중입니다.
online-watching-end = 대국이 끝났습니다.
online-next-rules = 다음 대국의 규칙
online-again-with = 이 규칙으로 다시 하기
online-again = 다시 하기
# $names: the people the room waits for (a list)
online-waiting-for = { $names } 기다리는 중 …
online-twice = 이 자리는 다른 탭에서도 열려 있습니다.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = 이긴 대국: { $tally }
online-spectators = { $n ->
    [one] 관전 { $n }명
   *[other] 관전 { $n }명
}
online-cover = 컴퓨터에게 맡기기
online-cover-label = { $name } 대신 컴퓨터에게 맡기기
online-computer-plays = 컴퓨터가 대신 둠
online-ready = 준비됨
online-asked = 다시 하기 원함
online-note-left = { $name } 님이 나갔습니다. { $name } 님 대신 컴퓨터가 둡니다.
online-note-covered = { $name } 님이 돌아올 때까지 컴퓨터가 대신 둡니다.
online-note-back = { $name } 님이 돌아왔습니다.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } 님이 다음 대국의 규칙을 정했습니다: { $rules }.
online-confirm-leave-running = 대국에서 나갈까요? 컴퓨터가 내 자리를 맡아 대신 계속 둡니다. 이 자리로 다시 돌아올 수 없습니다.
online-confirm-leave-over = 방에서 나갈까요? 친구들은 나 없이 다시 할 수 있습니다.
online-confirm-leave-lobby = 방에서 나갈까요? 내 자리는 다시 빈자리가 됩니다.
online-leave-match = 대국에서 나가기
online-stay = 남기
online-error-busy = 지금은 서버가 바쁩니다. 잠시 후 다시 시도해 주세요.
online-error-gone = 이제 이 방에 있지 않습니다. 방이 닫혔거나 다른 탭에서 이 자리를 떠났습니다.
dom-round-opens = { NUMBER($round) }라운드: { $name } 님이 먼저 둡니다.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = 씨앗: { $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = 색상
theme-system = 기기 설정 따르기
theme-light = 밝게
theme-dark = 어둡게
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = 게임에서 빠진 타일
dom-out-count = { $n }개

## replay
replay-open = 다시 보기
replay-title = 끝난 판 다시 보기
replay-help = 이 기기에서 끝난 최근 20판(최신순) 또는 내보낸 기록 파일.
replay-none = 이 기기에 아직 끝난 판이 저장되지 않았습니다.
replay-open-file = 기록 파일 열기
replay-file-bad = 이 파일은 게임 기록이 아닙니다.
replay-other-game = { $game } 기록입니다. 그 게임의 페이지에서 여세요.
replay-refused = 이 기록은 다시 볼 수 없습니다: { $reason }
replay-not-online = 온라인 방을 나간 뒤에 다시 볼 수 있습니다.
replay-won = 승
replay-lost = 패
replay-moves = { $n ->
    [one] { $n }수
   *[other] { $n }수
}
replay-online = 온라인
replay-bar = 다시 보기
replay-first = 첫 수
replay-back = 한 수 뒤로
replay-forward = 한 수 앞으로
replay-last = 마지막 수
replay-slider = 수
replay-view = 보기
replay-close = 다시 보기 닫기
replay-position = { $plies }수 중 { $ply }수
replay-seat = { $n }번 자리
replay-seat-you = { $n }번 자리(나)
replay-all-hands = 모든 손패 공개
replay-seat-computer = { $n }번 자리(컴퓨터)

## take-back and hint
help-take-back = 무르기
help-hint = 힌트
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] 한 수를 물렀습니다.
   *[other] { $n }수를 물렀습니다.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = 다시 뽑으면 같은 패가 나옵니다: 남은 패의 순서는 그대로입니다.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = 힌트: { $move }
# the first tile of a round, as a hint
help-hint-open = { $tile }(으)로 시작
# the statistics: matches with a take-back or a hint, counted apart
help-stats = 도움 받은 승리: { NUMBER($played) }판 중 { NUMBER($won) }승
# people at one table: the confirm before a take-back
help-agree = { $name }의 마지막 수를 무를까요? 이 테이블의 모두가 동의해야 합니다.
