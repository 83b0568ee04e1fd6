# Gamut: văn bản tiếng Việt (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as de.ftl and en.ftl; see de.ftl's head for the conventions.
# Plural categories (CLDR vi): other only; nouns after a number do not change.

## Shared

language = Ngôn ngữ
games-nav =
    .aria-label = Trò chơi
game-dominoes = Domino
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Trận mới
settings = Cài đặt
settings-title = Cài đặt trò chơi
close = Đóng
rules = Luật chơi
rules-toc =
    .aria-label = Mục lục
your-tiles = Quân của bạn
loading-stage-runtime = Đang tải Python …
loading-stage-pyodide = Đang tải Python …
loading-stage-stdlib = Đang tải Python …
loading-stage-packages = Đang tải gói …
loading-stage-micropip = Đang tải gói …
loading-stage-wheel = Đang cài đặt trò chơi …
loading-stage-install = Đang cài đặt trò chơi …
loading-stage-game = Đang cài đặt trò chơi …
loading-stage-ready = Sẵn sàng
load-failed = Không khởi động được Python: { $msg }
reload = Tải lại
level = Trình độ của máy
level-easy = Dễ
level-medium = Trung bình
level-hard = Khó
tempo = Tốc độ
tempo-slow = Chậm
tempo-normal = Vừa
tempo-fast = Nhanh
players-label = Người chơi
players-option = { $n } người chơi
stats-title = Số trận thắng
stats-line = { NUMBER($won) } / { NUMBER($played) }
saves-title = Lưu thành tệp
saves-help = Lưu cài đặt, các ván đang chơi và thống kê vào một tệp để không mất gì khi trình duyệt xóa dữ liệu của nó.
saves-export-all = Xuất tất cả
saves-export-game = Xuất ván đang chơi
saves-import = Nhập tệp
saves-exported = Đã lưu thành { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Đã lưu thành { $name }. Tệp này cho thấy quân của mọi người chơi, kể cả của máy.
saves-no-game = Không có ván nào đang chơi.
saves-imported = Đã nhập. Đang tải lại trang …
saves-import-failed = Chưa nhập được.
saves-file-all = gamut-luu
saves-file-game = gamut-{ $game }-van

## Problems with the saves

save-kept = { $lost ->
    [yes] Không khôi phục được cài đặt và thống kê.
   *[no] Cài đặt và thống kê vẫn được giữ.
}
save-some-game = một ván
save-problem-unreadable = Dữ liệu đã lưu bị hỏng và đã được đặt lại. { save-kept }
save-problem-wrong-type = Dữ liệu đã lưu có định dạng không rõ và đã được đặt lại. { save-kept }
save-problem-future-version = Dữ liệu đã lưu đến từ một phiên bản mới hơn; không thể tiếp tục các ván đang chơi ở đây. { save-kept }
save-problem-old-version = Dữ liệu đã lưu đến từ một phiên bản cũ không thể chuyển sang. { save-kept }
save-problem-bad-settings = Cài đặt đã lưu bị hỏng; áp dụng cài đặt mặc định.
save-problem-bad-stats = Một phần thống kê bị hỏng và đã bị bỏ.
save-problem-bad-game = Ván đã lưu ({ $name }) bị hỏng. Một ván mới bắt đầu; thống kê vẫn được giữ.
save-problem-other-game = Bản lưu của { $name } chứa một trò chơi khác. Một ván mới bắt đầu; thống kê vẫn được giữ.
save-problem-rejected = Không thể tiếp tục ván đã lưu ({ $name }). Một ván mới bắt đầu; thống kê vẫn được giữ.
save-problem-unavailable = Trình duyệt này không cho lưu ở đây: ván chơi và thống kê sẽ mất khi đóng trang.
save-problem-quota = Lưu không thành công (bộ nhớ trình duyệt đã đầy hoặc bị chặn).
save-notice-ok = Đã hiểu
update-ready = Đã có phiên bản mới
update-reload = Tải lại
update-dismiss = Đóng
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Chờ một chút – trò chơi vẫn đang khởi động…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python đang khởi động – ván của bạn sẽ tiếp tục trong giây lát…

## Importing a file

saves-problem-empty = Tệp trống.
saves-problem-too-big = Tệp quá lớn để là một bản lưu.
saves-problem-not-json = Tệp không phải JSON hợp lệ (bị hỏng hoặc bị cắt?).
saves-problem-not-gamut = Tệp không phải bản lưu Gamut.
saves-problem-unreadable = Tệp không phải bản lưu Gamut đọc được.
saves-problem-unknown-game = Tệp chứa một trò chơi thuộc loại không rõ.
saves-problem-bad-record = Ván ({ $name }) trong tệp bị hỏng.
saves-problem-bad-game = Ván ({ $name }) trong tệp bị hỏng hoặc thuộc trò chơi khác; không được lấy vào.
saves-problem-bad-settings = Cài đặt trong tệp bị hỏng và không được lấy vào.
saves-problem-bad-stats = Một phần thống kê trong tệp bị hỏng và không được lấy vào.
saves-problem-future-version = Tệp đến từ một phiên bản mới hơn: chỉ lấy cài đặt và thống kê.
saves-problem-quota = Lưu không thành công (bộ nhớ trình duyệt đã đầy hoặc bị chặn).
saves-problem-nothing = Tệp không chứa gì có thể lấy vào.
confirm-new = { $counts ->
    [yes] Thao tác này bắt đầu một trận mới. Trận đang chơi kết thúc và bị tính là thua.
   *[no] Thao tác này bắt đầu một trận mới. Trận đang chơi kết thúc.
}
confirm-yes = Trận mới
confirm-no = Hủy
session-other-tab = Trận đấu đã tiếp tục ở một thẻ khác: thẻ này giờ hiển thị thế cờ hiện tại.
seat-name = { $seat ->
    [0] Bạn
    [1] { $seats ->
        [2] Máy
       *[other] Tây
    }
    [2] { $seats ->
        [3] Đông
       *[other] Bắc
    }
   *[other] Đông
}
tiles = { $n } quân
points = { $n } điểm
seat-label = { $name }: { $tiles } quân, { $score } điểm{ $toMove ->
    [yes] , đến lượt
   *[no] {""}
}
pass = Bỏ lượt
rematch = Đấu lại
retry = Thử lại
wait = Đến lượt { $name } …
not-your-turn = Hãy chờ đến lượt bạn.
empty-hand = hết quân
last-tile = vừa đi
load-error = Không thể tiếp tục trận đã lưu. Một trận mới bắt đầu.
worker-restarted = Bộ máy trò chơi ngừng phản hồi và đã được khởi động lại. Trận đấu tiếp tục từ chỗ đã lưu.
error = Lỗi: { $msg }
error-illegal-move = Nước đi này không được phép.
error-bad-record = Ván đấu bị hỏng hoặc không đầy đủ.
error-bad-record-at = Nước đi thứ { $n } không đúng luật.
error-bad-options = Cài đặt ván đấu không hợp lệ.
error-engine = Bộ máy trò chơi không thể làm việc đó.
error-engine-lost = Bộ máy trò chơi đã ngừng phản hồi.
error-engine-start = Không thể khởi động bộ máy trò chơi.
toc-rules = Luật chơi
toc-controls = Cách điều khiển
toc-tips = Mẹo
toc-modes = Kiểu chơi
toc-faq = Câu hỏi

## Dominoes (index.html)

dom-table =
    .aria-label = Bàn chơi
dom-loading = Đang chia quân …
dom-opponent = Chơi với
dom-opponent-computer = Máy
dom-opponent-online = Trực tuyến với bạn bè
dom-opponent-people = Những người dùng thiết bị này
dom-mode = Kiểu chơi
dom-mode-draw = Bốc nọc
dom-mode-block = Chặn
dom-mode-fives = Bội năm
dom-mode-help-draw = Nếu không đánh được, bạn bốc từ nọc cho đến khi có quân hợp.
dom-mode-help-block = Nếu không đánh được, bạn bỏ lượt. Không ai bốc từ nọc.
dom-mode-help-fives = Như Bốc nọc, thêm điểm mỗi khi tổng các đầu mở là bội số của 5.
dom-target = Chơi đến
dom-target-option = { $n } điểm
dom-round-info = Ván { NUMBER($round) } · đến { NUMBER($target) }
dom-boneyard = Nọc: { $n }
dom-no-boneyard = Không có nọc
dom-count = Các đầu: { $n }
dom-draw = Bốc
dom-next = Ván tiếp theo
dom-play = Đánh một quân
dom-your-turn = Đến lượt bạn: đánh một quân hợp.
dom-your-turn-first = Bạn mở ván: đánh quân nào cũng được.
dom-your-turn-first-with = Bạn mở trận bằng { $tile }: { $double ->
    [yes] quân đôi cao nhất được mở.
   *[no] không ai có quân đôi nên quân nặng nhất được mở.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } mở ván: đánh quân nào cũng được.
dom-person-first-with = { $name } mở trận bằng { $tile }: { $double ->
    [yes] quân đôi cao nhất được mở.
   *[no] không ai có quân đôi nên quân nặng nhất được mở.
}
dom-must-draw = Không có quân hợp: hãy bốc từ nọc.
dom-must-pass = Không có quân hợp: bạn phải bỏ lượt.
dom-choose-end = Chọn chỗ trên bàn.
dom-cannot-play = { $tile } không hợp với đầu mở nào.
dom-run-draw = { $you ->
    [yes] bốc { $n } quân
   *[no] bốc { $n } quân
}
dom-run-play = { $you ->
    [yes] đánh
   *[no] đánh
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] bỏ lượt
   *[no] bỏ lượt
}
dom-run = { $name } { $actions }
dom-run-lacked = { $name } { $actions } (không có { $numbers })
dom-seat-act = { $draws ->
    [0] bỏ lượt
   *[other] bốc { $draws }{ $passed ->
        [yes] , bỏ lượt
       *[no] {""}
    }
}
dom-log-label = Diễn biến ván này
dom-place-at = Đánh { $tile } vào đầu { $end ->
    [W] phía tây
    [E] phía đông
    [N] phía bắc
   *[S] phía nam
}{ $fives ->
    [yes] , { $score } điểm
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , đánh được
    [no] , không hợp
   *[other] {""}
}
dom-layout-tile = Quân { $tile }
dom-spinner = quân đôi trục
dom-announce-play = { $name } { $you ->
    [yes] đánh
   *[no] đánh
} { $tile }{ $end ->
    [W] {" "}vào đầu phía tây
    [E] {" "}vào đầu phía đông
    [N] {" "}vào đầu phía bắc
    [S] {" "}vào đầu phía nam
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] , { $you ->
        [yes] được
       *[no] được
    } { $score } điểm
}.
dom-announce-round = Ván { $round } đã kết thúc. { $result }
dom-announce-scores = Điểm: { $scores }.
dom-score-of = { $name }: { $score }
dom-round-over = Ván { $round } đã kết thúc
dom-domino-win = { $you ->
    [yes] Bạn đã đánh hết quân.
   *[no] { $name } đã đánh hết quân.
}
dom-domino-pips = Các tay còn lại giữ tổng cộng { $raw } chấm.
dom-blocked = Ván bị tắc: không ai đánh được.
dom-blocked-win = { $you ->
    [yes] Bạn có
   *[no] { $name } có
} ít chấm nhất ({ $own }). Các tay khác có { $others } chấm: { $others } − { $own } = { $raw }.
dom-blocked-tie = Nhiều tay cùng ít chấm nhất: không ai được điểm.
dom-target-win = { $you ->
    [yes] Bạn đạt
   *[no] { $name } đạt
} mục tiêu { $target } điểm bằng nước này: ở kiểu Bội năm, trận kết thúc ngay.
dom-rounded = Bội năm làm tròn đến bội số của 5 gần nhất: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Bạn được
   *[no] { $name } được
} { $points } điểm.
dom-pips-in = { $n } chấm
dom-match-won = Bạn thắng trận với { $score } điểm!
dom-match-lost = { $names } { $count ->
   *[other] thắng
} trận.
dom-embed-iframe-title = Domino đấu với máy
dom-embed-link-text = Domino của Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Nhúng
embed-title = Nhúng trò chơi này
embed-note = Dán mã này vào trang của bạn. Liên kết chữ bên dưới trò chơi phải được giữ lại.
embed-code-label = Mã HTML để nhúng
copy = Sao chép
copied = Đã sao chép!
copy-fallback = Mã đã được chọn: sao chép bằng Ctrl+C (⌘+C trên Mac).

dom-rules-title = Domino: luật chơi ở đây
dom-rules-h-tiles = Quân và người chơi
dom-rules-tiles =
    Trò chơi dùng bộ đôi sáu: 28 quân, mỗi cặp số từ 0-0 đến 6-6 đúng một lần. Một <b>quân đôi</b> như 4-4 có cùng một số ở cả hai nửa. <b>Số chấm</b> của một quân là tổng hai nửa của nó. 2, 3 hoặc 4 người chơi lần lượt theo vòng. Bạn chọn một trong ba kiểu chơi: <b>Bốc nọc</b>, <b>Chặn</b> hoặc <b>Bội năm</b>.
dom-rules-h-deal = Chia quân
dom-rules-deal =
    - Với hai người chơi, mỗi người nhận 7 quân ở mọi kiểu chơi.
    - Với ba hoặc bốn người chơi, mỗi người nhận 5 quân ở Bốc nọc và Bội năm, 7 quân ở Chặn.
    - Ở Bốc nọc và Bội năm, các quân còn lại úp xuống làm <b>nọc</b>.
    - Ở Chặn, các quân còn lại không dùng trong ván đó: không ai bốc chúng, và không ai thấy chúng trước khi hết ván.
dom-rules-h-lead = Ai mở bài
dom-rules-lead =
    - Ở ván đầu tiên của trận, người giữ quân đôi cao nhất mở bài, bằng đúng quân đôi đó.
    - Nếu không ai có quân đôi, quân nhiều chấm nhất được mở. Nếu bằng chấm, quân có số lớn hơn được ưu tiên: 6-3 trước 5-4.
    - Từ ván thứ hai, người thắng ván trước mở bằng một quân tùy ý. Nếu ván trước không có người thắng, người ngồi sau người mở ván trước sẽ mở.
dom-rules-h-move = Một nước đi
dom-rules-move =
    - Bạn đánh một quân vào đầu mở có số trùng với một nửa của quân. Nếu đánh được thì bạn phải đánh; đánh quân nào và vào đầu nào là do bạn chọn.
    - Quân đôi được đặt nằm ngang. Ngoài quân đôi trục ở Bội năm (xem bên dưới), quân đôi là một quân bình thường với một đầu mở ở phía xa.
    - Nếu không đánh được: ở Bốc nọc và Bội năm, bạn bốc từng quân từ nọc cho đến khi có quân hợp rồi đánh nó. Nếu nọc đã hết, bạn bỏ lượt. Ở Chặn, bạn bỏ lượt ngay.
    - Không ai được bốc khi đang có quân hợp.
dom-rules-h-spinner = Quân đôi trục (chỉ ở Bội năm)
dom-rules-spinner =
    Quân đôi đầu tiên xuống bàn trong một ván (kể cả quân mở) trở thành <b>quân đôi trục</b> và được tô <y>vàng</y>. Các quân đôi sau đó là quân nằm ngang bình thường. Quân được nối trước tiên vào hai cạnh dài của quân đôi trục. Khi cả hai cạnh dài đã có quân, hai cạnh ngắn cũng mở ra: khi đó bàn có thể có tới bốn đầu mở.
dom-rules-h-fives = Tính điểm ở Bội năm
dom-rules-fives =
    - Sau mỗi nước đi, kể cả quân mở, cộng các số ở tất cả các đầu mở.
    - Quân đôi nằm ngang ở một đầu được tính cả hai nửa.
    - Quân đôi trục được tính cả hai nửa khi một trong hai cạnh dài của nó còn trống. Sau đó nó không được tính nữa, và một cạnh ngắn chỉ được tính khi đã có quân ở đó.
    - Nếu tổng là bội số của 5, người vừa đánh được ngay số điểm đó.

    ~ Ví dụ: mở bằng 5-5 (quân đôi trục) được 10, mở bằng 6-4 cũng được 10. Nếu sau đó 4-1 được nối vào số 4, các đầu mở là 6 và 1: tổng 7, không có điểm. Ở quân đôi trục 5-5 có 5-3 ở một cạnh dài, tổng là 10 + 3 = 13, không có điểm; khi 5-2 được nối vào cạnh dài còn lại, tổng là 3 + 2 = 5: được 5 điểm.
dom-rules-h-round = Kết thúc ván
dom-rules-round =
    - Ván kết thúc khi có người đánh quân cuối cùng, hoặc khi ván <b>bị tắc</b>: không ai đánh được, và ở Bốc nọc và Bội năm nọc đã hết.
    - Người đánh hết quân được số chấm còn lại trên tay tất cả những người khác.
    - Khi ván bị tắc, tay ít chấm nhất thắng. Tay đó được số chấm của các tay khác trừ đi số chấm của mình. Nếu nhiều tay cùng ít chấm nhất, không ai được điểm.
    - Ở Bội năm, điểm ván được làm tròn đến bội số của 5 gần nhất: tận cùng là 1, 2, 6 hoặc 7 thì làm tròn xuống, 3, 4, 8 hoặc 9 thì làm tròn lên (12 thành 10, 13 thành 15).
    - Giữa các ván, mọi tay bài đều được lật ra.
dom-rules-h-match = Kết thúc trận
dom-rules-match =
    - Trận được chơi đến mục tiêu trong cài đặt: 50, 100, 150, 200 hoặc 250 điểm (mặc định 100).
    - Ở Bốc nọc và Chặn, ai đạt mục tiêu sau một ván thì thắng.
    - Ở Bội năm, trận kết thúc ngay khi một nước đi hoặc điểm ván đưa ai đó đến mục tiêu, kể cả giữa ván.
dom-rules-h-seen = Những gì mọi người thấy
dom-rules-seen =
    Bạn thấy quân của mình, bàn chơi, số quân mỗi người đang giữ, toàn bộ điểm, số quân trong nọc và ai đã bốc hoặc bỏ lượt. Tay bài của người khác và nọc chỉ được lật ra khi hết ván. Máy cũng chỉ quyết định dựa trên những gì nhìn thấy từ chỗ ngồi của nó.
dom-rules-h-controls = Cách chơi ở đây
dom-rules-controls =
    - Quân của bạn ở bên dưới. Những quân đánh được nổi lên, phát sáng và có một dấu chấm. Chạm vào một quân để đánh.
    - Nếu quân đó hợp với nhiều đầu, các chỗ có thể đặt sẽ hiện trên bàn, ở Bội năm kèm số điểm của từng chỗ. Chạm vào một chỗ.
    - Bạn cũng có thể kéo quân vào một chỗ trên bàn bằng chuột hoặc ngón tay.
    - Với bàn phím, các phím mũi tên hoặc <kbd>Tab</kbd> di chuyển giữa các quân của bạn, <kbd>Enter</kbd> chọn một quân, bạn chọn đầu theo cách tương tự và đánh bằng <kbd>Enter</kbd>. <kbd>Escape</kbd> hủy lựa chọn.
    - Khi bạn không có nước đi, nút chính chuyển thành “Bốc” hoặc “Bỏ lượt”. Giữa các ván, nút ghi “Ván tiếp theo”.
    - Bên dưới bàn, bạn thấy những gì đã diễn ra trong ván này, kể cả ai đã phải bốc hoặc bỏ lượt. Trình đọc màn hình đọc mọi nước đi.
dom-rules-h-tips = Mẹo để thắng
dom-rules-tips =
    - Ra các quân nặng nhất sớm. Khi người khác đánh hết, mỗi chấm còn trên tay bạn đều bị tính cho đối thủ.
    - Giữ các số trên tay cho đa dạng. Với nhiều số khác nhau, bạn đáp được gần như mọi đầu; chỉ toàn số sáu thì bạn sớm bị kẹt.
    - Để ý những gì người khác không đánh được. Ai bỏ lượt hoặc phải bốc là không có các số ở đầu mở. Hãy để các số đó mở để cầm chân họ.
    - Ở Bội năm, hãy tính trước: trước mỗi nước, xem mỗi quân tạo ra tổng các đầu bằng bao nhiêu và bạn để lại gì cho người kế tiếp.
    - Hãy đếm quân. Mỗi số chỉ có trên bảy quân, kể cả quân đôi của nó. Nếu người khác đã đánh năm quân trong số đó, các quân còn lại đang ở trong tay bạn hoặc sắp hết.
dom-rules-h-modes = Ba kiểu chơi
dom-rules-modes =
    <b>Bốc nọc</b> dễ chịu nhất: bị kẹt chỉ khiến bạn phải bốc thêm quân, không mất lượt. <b>Chặn</b> ngắn và gay cấn hơn: không ai được bốc, nên đếm quân và chặn một số là quan trọng nhất. <b>Bội năm</b> còn tính điểm ngay trong ván; người chơi giỏi nhắm vào tổng các đầu không kém gì việc đánh hết những quân cuối cùng.

    ! Domino ở đây chỉ chơi để lấy điểm trên trang, không có bất kỳ hình thức cá cược nào, và không có gì để mua hay để thắng ngoài trò chơi.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Bàn cờ
wx-view =
    .aria-label = Khung nhìn
wx-zoom-in = +
    .aria-label = Phóng to
wx-zoom-out = −
    .aria-label = Thu nhỏ
wx-fit = Vừa khung
    .title = Hiện toàn bộ bàn cờ
wx-embed-iframe-title = Wu Hsing đấu với máy
wx-embed-link-text = Wu Hsing của Gamut
wx-loading = Đang xáo quân …
wx-variant = Kiểu chơi
wx-variant-standard = Tiêu chuẩn (có hình vuông khởi đầu)
wx-variant-fifteen_a = 15 quân, mở tự do
wx-variant-fifteen_b = 15 quân, mở bí mật
wx-variant-help-standard = Chia hết 30 quân; hai quân nằm ở giữa làm hình vuông khởi đầu.
wx-variant-help-fifteen_a = Chỉ hai người chơi: mỗi người có một quân mỗi loại. Người đi đầu đặt một quân bất kỳ, không tính điểm.
wx-variant-help-fifteen_b = Chỉ hai người chơi: mỗi người có một quân mỗi loại. Cả hai bí mật chọn một quân; hai quân đó tạo thành hình vuông khởi đầu (bốn màu).
wx-variant-two-only = { $variant } (chỉ hai người chơi)
wx-open-hands = Quân của người khác
wx-hands-closed = Ẩn
wx-hands-open = Mở (mọi người thấy tất cả các quân)
wx-hand-shown = Quân của { $name }
wx-colour-W = Thủy
wx-colour-F = Hỏa
wx-colour-H = Mộc
wx-colour-M = Kim
wx-colour-E = Thổ
wx-tile-name = { $a }-{ $b }
wx-rotate = Xoay
wx-flip = Lật
wx-cancel = Quay lại
wx-turn-tools =
    .aria-label = Xoay và lật quân
wx-rack-tile = { $name }{ $state ->
    [playable] , đặt được
    [blocked] , không đặt được chỗ nào
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Đặt { $a } bên trái, { $b } bên phải
   *[no] Đặt { $a } ở trên, { $b } ở dưới
}{ $score ->
    [none] {""}
   *[other] : { $score } điểm
}
wx-preview = { $horizontal ->
    [yes] Ngang: { $a } bên trái, { $b } bên phải
   *[no] Dọc: { $a } ở trên, { $b } ở dưới
}
wx-cell = { $colour }, hàng { $row }, cột { $col }
wx-hidden-tile = quân được chọn bí mật
wx-play = Chọn một quân
wx-place = Đặt quân lên bàn cờ
wx-your-turn = Đến lượt bạn: chọn một quân trên giá của bạn.
wx-choose-spot = { $n } chỗ: nhấp vào một chỗ. R để xoay, F để lật, Esc để quay lại.
wx-no-spot-here = Đặt theo hướng này thì quân không vừa chỗ nào: hãy xoay hoặc lật nó.
wx-must-pass = Không quân nào đặt được: bạn phải bỏ lượt. Đổi lại, những người khác được xem quân của bạn.
wx-cannot-play = { $name } không đặt được chỗ nào.
wx-opening-a = Bạn mở đầu: đặt một quân bất kỳ (không tính điểm).
wx-opening-b = Bí mật chọn một quân cho hình vuông khởi đầu.
wx-opening-b-wait = { $name } đã bí mật chọn. Hãy chọn quân của bạn.
wx-ending = Một giá đã hết quân: vòng này được chơi cho đến hết.
wx-placed = { $you ->
    [yes] Bạn đặt
   *[no] { $name } đặt
}
wx-for-points = { " " }được { $n } điểm
wx-opening-placed = { $you ->
    [yes] Bạn mở đầu bằng
   *[no] { $name } mở đầu bằng
}
wx-chose = { $you ->
    [yes] Bạn đã chọn:
   *[no] { $name } đã bí mật chọn.
}
wx-reveal-ok = Đã lật: hai quân tạo thành hình vuông khởi đầu
wx-square-failed = Hình vuông khởi đầu không thành: bạn chọn { $mine }, { $name } chọn { $theirs }. Không đủ bốn màu khác nhau, nên cả hai quân được trả lại và cả hai chọn lại.
wx-passed = { $you ->
    [yes] Bạn bỏ lượt. Quân của bạn được lật ra:
   *[no] { $name } bỏ lượt và lật quân ra:
}
wx-line-desc = { $axis ->
    [row] hàng ngang
   *[column] hàng dọc
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = quân đôi × 2
wx-line-title-row = Hàng ngang
wx-line-title-column = Hàng dọc
wx-pattern-locked = Mẫu đã cố định:
wx-pattern-open = Mẫu còn mở
wx-line-length = { $n } ô
wx-no-line = không có hàng (ô đơn lẻ)
wx-announce-place = { $you ->
    [yes] Bạn đặt
   *[no] { $name } đặt
} { $tile }, { $you ->
    [yes] được
   *[no] được
} { $n } điểm.
wx-announce-pass = { $you ->
    [yes] Bạn bỏ lượt.
   *[no] { $name } bỏ lượt.
}
wx-announce-over = Hết ván. { $result }
wx-game-over = Hết ván
wx-end-out = { $you ->
    [yes] Bạn đã đặt
   *[no] { $name } đã đặt
} hết quân; vòng này đã được chơi đến hết.
wx-end-blocked = Không ai còn đặt được quân.
wx-col-name = Người chơi
wx-col-score = Điểm
wx-col-left = Quân còn lại
wx-col-penalty = Phạt
wx-col-final = Tổng kết
wx-penalty-rule = Phạt quân còn lại: 5 cho mỗi quân đôi, 25 cho mỗi quân khác.
wx-won = Bạn thắng với { $score } điểm!
wx-shared = Đồng thắng: { $names }.
wx-lost = { $names } { $count ->
   *[other] thắng
}.

wx-rules-title = Wu Hsing: luật chơi ở đây
wx-rules-h-material = Quân và chia quân
wx-rules-material =
    Wu Hsing là “Domino Bead Game” của Sid Sackson với ngũ hành: <b>Thủy</b> (xanh dương), <b>Hỏa</b> (đỏ), <b>Mộc</b> (xanh lá), <b>Kim</b> (trắng) và <b>Thổ</b> (vàng). Mỗi nửa quân còn mang ký hiệu riêng, nên không cần phân biệt màu vẫn chơi được.

    - 30 quân: mỗi cặp màu trong 15 cặp (5 quân đôi, 10 quân hai màu) có hai quân.
    - Hai người chơi mỗi người nhận 14 quân, ba người mỗi người 9 (một quân được trả vào hộp mà không ai thấy), bốn người mỗi người 7. Hai quân được để riêng cho hình vuông khởi đầu.
    - Quân của người khác được giấu kín; có thể chọn chơi bài ngửa trong cài đặt.
wx-rules-h-start = Hình vuông khởi đầu
wx-rules-start =
    - Hai quân còn lại được đặt ngửa ở giữa, cạnh dài sát cạnh dài, thành một hình vuông 2 × 2 ô.
    - Hình vuông phải có bốn màu khác nhau; nếu không, mọi quân được xáo lại và chia lại.
    - Hình vuông khởi đầu không tính điểm. Người đi đầu được bốc thăm; trong một loạt ván, lượt đi đầu được xoay vòng.
wx-rules-h-lines = Hàng và mẫu
wx-rules-lines =
    - Một <b>hàng</b> là một dãy liền mạch các ô đã có quân trong một hàng ngang hoặc cột dọc, như trong ô chữ. Một ô trống làm hàng dừng lại; một ô không có ô bên cạnh là một hàng dài 1.
    - Một hàng hợp lệ khi nó là một đoạn của một <b>mẫu</b> gồm các màu khác nhau lặp lại vô tận: ngay khi một màu lặp lại, cả dãy phải lặp lại với khoảng cách đó. Hàng không có màu nào lặp lại luôn hợp lệ.

    ~ Ví dụ (mỗi chữ cái là một màu): ABCABC hợp lệ; ABCB không hợp lệ; AAB không hợp lệ; AA và AAA hợp lệ; ABA hợp lệ; ABB không hợp lệ; ABCDE hợp lệ; ABCDEA hợp lệ; ABCDEB không hợp lệ; ABCBA không hợp lệ; ABCDAB hợp lệ.
wx-rules-h-move = Một nước đi
wx-rules-move =
    - Đặt một quân từ giá của bạn lên hai ô trống kề nhau, ngang hoặc dọc, theo thứ tự màu tùy ý. Mọi hàng đi qua một trong hai ô mới phải vẫn hợp lệ.
    - Đúng ba hàng đi qua một quân mới: một hàng dọc theo quân và một hàng cắt ngang qua mỗi ô của nó. Một hàng được <b>kéo dài</b> khi nó có cả một ô đã đặt từ trước. Ít nhất hai trong ba hàng phải được kéo dài.
    - Được lấp một khoảng trống nếu hàng nối lại hợp lệ; khi đó nó được tính là một hàng kéo dài.
    - Tối đa ba quân được nằm cạnh nhau: một chuỗi quân song song phủ đúng cùng hai hàng (hoặc hai cột) dài tối đa ba quân. Hình vuông khởi đầu là một chuỗi như vậy gồm hai quân.
wx-rules-h-score = Tính điểm
wx-rules-score =
    Nhân độ dài các hàng được kéo dài với nhau (tính bằng ô, kể cả ô mới). Quân đôi được gấp đôi.

    ~ Ví dụ: 3 × 4 × 5 = 60; một quân đôi kéo dài hai hàng năm ô: 5 × 5 × 2 = 50.
wx-rules-h-pass = Bỏ lượt
wx-rules-pass =
    - Nếu đặt được quân thì bạn phải đặt.
    - Nếu không đặt được, bạn bỏ lượt này và cho những người khác xem quân của bạn. Bạn chơi tiếp ở một lượt sau khi có nước đi.
wx-rules-h-end = Kết thúc ván
wx-rules-end =
    - Khi có người đặt quân cuối cùng, vòng lượt hiện tại được chơi cho đủ để mọi người có số lượt bằng nhau. Người đã hết quân thì ngồi ngoài.
    - Ván cũng kết thúc khi không ai đặt được quân.
    - Quân còn lại trên tay bị trừ 5 điểm mỗi quân đôi và 25 điểm mỗi quân khác.
    - Tổng điểm cao nhất thắng; bằng điểm thì cùng thắng.
wx-rules-h-variants = Kiểu chơi
wx-rules-variants =
    - Hai người chơi, mỗi người 15 quân (mỗi loại một quân), không có hình vuông khởi đầu. Hoặc người đi đầu đặt một quân bất kỳ không tính điểm, hoặc cả hai bí mật chọn một quân, rồi lật ra để tạo thành hình vuông khởi đầu (bốn màu, nếu không thì cả hai chọn lại).
    - Chơi bài ngửa cho 2, 3 hoặc 4 người.
wx-rules-h-controls = Cách chơi ở đây
wx-rules-controls =
    - Chọn một quân trên giá ở dưới cùng; những quân đặt được nổi lên, phát sáng và có một dấu chấm. Bàn cờ sẽ hiện các chỗ có thể đặt, kèm số điểm.
    - <kbd>R</kbd> xoay quân, <kbd>F</kbd> lật quân, <kbd>Esc</kbd> đặt quân trở lại.
    - Với bàn phím, các phím mũi tên hoặc <kbd>Tab</kbd> di chuyển giữa các quân của bạn, <kbd>Enter</kbd> chọn một quân, các phím mũi tên di chuyển giữa các chỗ và <kbd>Enter</kbd> đặt quân. Trên bàn cờ, các phím mũi tên hiện các hàng đi qua từng ô.
    - <kbd>+</kbd> và <kbd>−</kbd> để phóng to thu nhỏ, <kbd>0</kbd> để vừa toàn bộ bàn cờ; kéo bàn cờ bằng chuột hoặc ngón tay.
    - Trình đọc màn hình đọc mọi nước đi và số điểm.
wx-rules-h-tips = Mẹo để thắng
wx-rules-tips =
    - Hàng dài rất lợi: một hàng năm ô là hệ số 5. Hãy tìm chỗ hai hàng dài cắt nhau.
    - Quân đôi được gấp đôi điểm nhưng cuối ván chỉ bị trừ 5: hãy giữ chúng cho một nước lớn.
    - Sớm ra các quân hai màu: mỗi quân còn lại bị trừ 25 điểm cuối ván.
    - Mẫu được cố định ngay khi một màu lặp lại. Giữ mở những hàng hợp với quân của bạn, và chặn những hàng giúp đối thủ.

## Hus (hus.html)

hus-board =
    .aria-label = Bàn cờ
hus-embed-iframe-title = Hus đấu với máy
hus-embed-link-text = Hus của Gamut
hus-loading = Đang rải hạt …
hus-first = Ai đi trước
hus-first-lot = Bốc thăm
hus-first-you = Bạn
hus-first-computer = Máy
hus-series = Kiểu chơi
hus-series-single = Một ván
hus-series-points = Loạt ván tính điểm
hus-series-best_of_7 = Thắng 4 trong 7
hus-series-help-single = Một ván. Ai khiến đối thủ không còn ô nào có ít nhất 2 hạt thì thắng.
hus-series-help-points = Sau mỗi ván, mỗi người được điểm bằng số hạt bên phía mình (đủ cả 48: gấp đôi). Ai đạt mục tiêu trước thắng loạt ván. Lượt đi đầu luân phiên.
hus-series-help-best_of_7 = Ai thắng bốn ván trước thắng loạt ván. Lượt đi đầu luân phiên.
hus-target = Chơi đến
hus-rules-legend = Biến thể luật
hus-rule-fixed_opening = Khai cuộc cố định: nước đầu là ô trong 8 (cặp ô ngoài cùng phía trước)
hus-rule-anticlockwise = Rải ngược chiều kim đồng hồ
hus-rule-capture_sow_captured_only = Sau khi ăn, chỉ rải số hạt ăn được
hus-rule-capture_needs_both = Chỉ ăn khi cả hai ô đối diện đều có hạt
hus-rule-short-fixed_opening = khai cuộc cố định
hus-rule-short-capture_sow_captured_only = chỉ rải hạt ăn được
hus-rule-short-capture_needs_both = ăn cần hai ô có hạt
hus-tempo-instant = Không hoạt ảnh
hus-you = Bạn
hus-computer = Máy
hus-row-0 = Máy, hàng ngoài
hus-row-1 = Máy, hàng trong
hus-row-2 = Hàng trong của bạn
hus-row-3 = Hàng ngoài của bạn
hus-pit-name = ô { $row ->
    [i] trong
   *[o] ngoài
} { $col }
hus-pit-label = { $name }: { $n } hạt
hus-pit-theirs = Máy, { $label }
hus-reason-empty = trống
hus-reason-single = chỉ có một hạt
hus-reason-endless = vô tận: nước này không bao giờ dừng
hus-reason-opening = khai cuộc cố định: nước đầu phải là ô trong 8
hus-preview = dừng ở { $end }, { $laps } vòng, rải { $sown }, { $captured ->
    [0] không ăn được gì
   *[other] ăn { $captured } hạt
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = Trên tay: { $n } hạt
hus-capturing = Ăn!
hus-anim-summary = { $you ->
    [yes] Nước đi của bạn
   *[no] Nước đi của máy
}: kết quả từng ô
hus-anim-end = { $you ->
    [yes] Nước đi của bạn dừng ở đây.
   *[no] Nước đi của máy dừng ở đây.
}
hus-thinking = Máy đang suy nghĩ …
hus-seeds = { $n } hạt
hus-score-short = { $kind ->
    [best_of_7] { $n } ván thắng
   *[other] { $n } điểm
}
hus-seat-label = { $name }: { $seeds } hạt{ $kind ->
    [best_of_7] , { $score } ván thắng
    [points] , { $score } điểm
   *[none] {""}
}{ $toMove ->
    [yes] , đến lượt
   *[no] {""}
}
hus-single = Một ván
hus-points-info = Ván { $game } · đến { $to } điểm
hus-best-of-7-info = Ván { $game } · thắng 4 trong 7
hus-level-short = Trình độ { $level }
hus-dir-clock = theo chiều kim đồng hồ
hus-dir-anti = ngược chiều kim đồng hồ
hus-play = Chọn một ô
hus-wait = Lượt của máy …
hus-skip = Bỏ qua
hus-next-game = Ván tiếp theo
hus-your-turn = Đến lượt bạn: chọn một ô của bạn có ít nhất 2 hạt.
hus-your-turn-opening = Khai cuộc cố định: nước đầu của bạn là ô trong 8.
hus-choose-pit = Chọn một ô của bạn có ít nhất 2 hạt.
hus-cannot-play = { $why ->
    [none] Không đi được { $pit }.
   *[other] Không đi được { $pit }: { $why }.
}
hus-move-line = { $you ->
    [yes] Bạn đi
   *[no] Máy đi
} { $pit }: { $laps } vòng, rải { $sown }, dừng ở { $end }{ $captured ->
    [0] {""}
   *[other] , ăn { $captured } hạt
}.
hus-game-won = Bạn thắng ván này!
hus-game-lost = Máy thắng ván này.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Bạn chỉ còn các nước đi vô tận.
       *[no] Máy chỉ còn các nước đi vô tận.
    }
   *[other] { $youLost ->
        [yes] Bạn không còn ô nào có ít nhất 2 hạt.
       *[no] Máy không còn ô nào có ít nhất 2 hạt.
    }
}
hus-seed-counts = Hạt: Bạn { $you } · Máy { $them }
hus-game-points = Điểm ván này: Bạn { $you } · Máy { $them }
hus-series-standing = { $kind ->
    [best_of_7] Loạt ván: Bạn { $you } · Máy { $them } ván thắng (ai thắng { $to } ván trước thì thắng)
   *[other] Loạt ván: Bạn { $you } điểm · Máy { $them } điểm (đến { $to })
}
hus-match-won = Bạn thắng với { $seeds } hạt!
hus-match-lost = Máy thắng với { $seeds } hạt.
hus-series-won = Bạn thắng loạt ván!
hus-series-lost = Máy thắng loạt ván.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, hàng ngoài
   *[i] { $name }, hàng trong
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = Nước đi của { $name }: kết quả từng ô
hus-anim-end-of = Nước đi của { $name } dừng ở đây.
hus-move-line-of = { $name } đi { $pit }: { $laps } vòng, rải { $sown }, dừng ở { $end }{ $captured ->
    [0] {""}
   *[other] , ăn { $captured } hạt
}.
hus-game-won-by = { $name } thắng ván này.
hus-end-reason-of = { $reason ->
    [only_endless] { $name } chỉ còn các nước đi vô tận.
   *[other] { $name } không còn ô nào có ít nhất 2 hạt.
}
hus-seed-counts-of = Hạt: Bạn { $you } · { $name } { $them }
hus-game-points-of = Điểm ván này: Bạn { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Loạt ván: Bạn { $you } · { $name } { $them } ván thắng (ai thắng { $to } ván trước thì thắng)
   *[other] Loạt ván: Bạn { $you } điểm · { $name } { $them } điểm (đến { $to })
}
hus-match-won-by = { $name } thắng với { $seeds } hạt.
hus-series-won-by = { $name } thắng loạt ván.

hus-rules-title = Hus: luật chơi ở đây
hus-rules-h-board = Bàn cờ
hus-rules-board =
    Hus là một trò chơi họ mancala của Namibia dành cho hai người, cùng họ với ô ăn quan. Bàn cờ có bốn hàng, mỗi hàng tám <b>ô</b>. Hai hàng phía bạn là của bạn: hàng ngoài ở mép bàn và hàng trong hướng vào giữa. 16 ô của bạn tạo thành một vòng.

    - Mỗi người đếm cột từ bên trái của mình: từ 1 đến 8. Các ô “đối diện” nằm cùng một cột trên bàn.
    - Lúc bắt đầu, mỗi ô ngoài có 2 hạt; ở hàng trong, các cột 5 đến 8 có 2 hạt mỗi ô, còn cột 1 đến 4 để trống. Mỗi bên 24 hạt, tổng cộng 48.
hus-rules-h-sow = Rải hạt
hus-rules-sow =
    - Một nước đi bốc tất cả hạt từ một ô của bạn có ít nhất 2 hạt. Ô có 0 hoặc 1 hạt không bao giờ được chọn.
    - Hạt được rải mỗi ô một hạt, theo chiều kim đồng hồ và chỉ trên vòng của bạn, bắt đầu từ ô kế tiếp ô vừa bốc: dọc hàng ngoài từ phải sang trái, lên hàng trong ở cột 1, dọc hàng trong từ trái sang phải, xuống hàng ngoài ở cột 8.
    - Nếu hạt cuối cùng rơi vào ô trống, nước đi kết thúc.
    - Nếu nó rơi vào ô đã có hạt ở hàng ngoài: bốc hết hạt của ô đó và rải tiếp.
    - Ở hàng trong, nếu ô trong đối diện của đối thủ có hạt: bạn <b>ăn</b> (xem bên dưới). Nếu ô đó trống, bốc hạt trong ô của bạn và rải tiếp.
hus-rules-h-capture = Ăn hạt
hus-rules-capture =
    - Bốc hạt của ô nơi hạt cuối cùng rơi vào, cùng toàn bộ hạt trong ô trong và ô ngoài đối diện của đối thủ (ô ngoài cũng bốc dù trống). Rải tất cả số hạt đó tiếp từ ô kế tiếp trên vòng của bạn, theo cùng luật.
    - Được ăn ngay từ nước đầu tiên.
    - Hạt chỉ sang được phía bên kia bằng cách bị ăn.
hus-rules-h-endless = Nước đi vô tận
hus-rules-endless =
    Có những nước đi không bao giờ dừng: việc rải tiếp cứ quay lại cùng một thế cờ. Nước đi như vậy không được phép; bàn cờ hiện ngay tại ô lý do không đi được.
hus-rules-h-end = Kết thúc ván
hus-rules-end =
    - Khi sau một nước đi, một người không còn ô nào có ít nhất 2 hạt, ván kết thúc ngay và người đó thua.
    - Người đến lượt mà chỉ còn các nước đi vô tận cũng thua.
    - Ai đi trước ở ván đầu được bốc thăm; trong một loạt ván, lượt đi đầu luân phiên.
hus-rules-h-series = Loạt ván
hus-rules-series =
    - Sau mỗi ván, mỗi người được điểm bằng số hạt bên phía mình. Ai giữ đủ cả 48 hạt được gấp đôi (96), người kia không được gì.
    - Trong cài đặt, bạn chọn một ván, loạt ván tính đến một số điểm, hoặc thắng 4 trong 7 (ai thắng bốn ván trước).
hus-rules-h-options = Biến thể luật
hus-rules-options =
    - Khai cuộc cố định: nước đầu của mỗi người là ô trong ở cột 8, cặp ô ngoài cùng phía trước.
    - Các luật khác mà người chơi biết, mỗi luật tùy chọn: rải ngược chiều kim đồng hồ; sau khi ăn chỉ rải số hạt ăn được (ô của bạn giữ nguyên hạt của nó); chỉ ăn khi cả hai ô đối diện đều có hạt.
hus-rules-h-controls = Cách chơi ở đây
hus-rules-controls =
    - Các ô của bạn ở bên dưới. Những ô đi được được tô sáng; trỏ vào một ô để xem bên dưới bàn cờ nước đi dừng ở đâu và ăn được gì.
    - Với bàn phím, các phím mũi tên di chuyển từ ô này sang ô khác và <kbd>Enter</kbd> để đi.
    - Nút chính bỏ qua hoạt ảnh của nước đi. Trình đọc màn hình đọc mọi nước đi.
hus-rules-h-tips = Mẹo để thắng
hus-rules-tips =
    - Những lượt rải tiếp dài có thể ăn được nhiều hạt: hãy xem phần xem trước trước mỗi nước.
    - Giữ hàng trong luôn có hạt, vì đó là nơi ăn hạt, và để lại ít hạt đối diện đối thủ.
    - Muốn thắng thì phải khiến đối thủ hết nước đi: hãy đếm xem họ còn bao nhiêu ô có từ 2 hạt trở lên.

## Introductions and questions of the three games (block texts like the rules)

intro-dominoes =
    Domino với bộ đôi sáu là trò chơi ghép số: mỗi quân có hai nửa, và bạn đánh một quân có một nửa trùng với một đầu mở của dãy quân. Ai đánh hết quân trước, hoặc để người khác giữ nhiều chấm nhất, sẽ được điểm. Có ba kiểu chơi kinh điển: Bốc nọc, khi không có quân hợp thì bạn bốc từ nọc; Chặn, khi đó bạn chỉ bỏ lượt; và Bội năm, khi bạn còn được điểm mỗi lần tổng các đầu mở là bội số của năm. Hãy chơi ở đây với máy hoặc trực tuyến với bạn bè, tối đa bốn người, mỗi người trên màn hình của mình.
faq-dominoes-title = Câu hỏi về Domino
faq-dominoes-1-q = Mỗi người chơi nhận bao nhiêu quân?
faq-dominoes-1-a =
    Với hai người chơi, mỗi người nhận 7 quân ở mọi kiểu chơi. Ở Bốc nọc và Bội năm, ba hoặc bốn người chơi mỗi người nhận 5. Ở Chặn, mọi người đều nhận 7.
faq-dominoes-2-q = Ai đi trước?
faq-dominoes-2-a =
    Ở ván đầu, người có quân đôi cao nhất đánh quân đó trước. Nếu không ai có quân đôi, quân nặng nhất được mở. Sau đó, người thắng ván trước mở bằng một quân tùy ý.
faq-dominoes-3-q = Quân đôi trục là gì?
faq-dominoes-3-a =
    Ở Bội năm, quân đôi đầu tiên được đánh ra là quân đôi trục. Khi cả hai cạnh dài của nó đã có quân, có thể nối quân vào cả bốn cạnh, nên bàn có thể có tới bốn đầu mở.
faq-dominoes-4-q = Ở Bội năm tính điểm thế nào?
faq-dominoes-4-a =
    Sau mỗi nước đi, cộng các đầu mở lại. Quân đôi ở một đầu được tính cả hai nửa. Nếu tổng là bội số của 5, người vừa đánh được ngay số điểm đó. Người đánh hết quân hoặc thắng ván bị tắc cũng được điểm, làm tròn đến bội số của 5 gần nhất.
faq-dominoes-5-q = Nếu không ai đánh được thì sao?
faq-dominoes-5-a =
    Khi đó ván bị tắc. Người có ít chấm nhất trên tay thắng ván và được số chấm của các tay khác trừ đi số chấm của mình. Nếu nhiều người cùng ít chấm nhất, không ai được điểm.
faq-dominoes-6-q = Tôi có thể chơi trực tuyến với bạn bè không?
faq-dominoes-6-a =
    Có. Chọn “Trực tuyến với bạn bè” trong cài đặt và chia sẻ đường liên kết. Mỗi phòng có từ 2 đến 4 chỗ, máy có thể ngồi vào chỗ trống, và máy chủ chia quân, nên mỗi người chỉ thấy quân của mình.

intro-hus =
    Hus là trò mancala lớn của Namibia, dành cho hai người trên bàn bốn hàng, mỗi hàng tám ô. Mỗi người rải hạt quanh hai hàng của mình, tiếp tục rải bằng hạt cuối cùng từ một ô có hạt, và ăn hạt của đối thủ từ hàng trong của họ. Ai khiến đối thủ chỉ còn những ô có một hạt thì thắng.

    Ngày nay Hus vẫn được chơi ở Namibia và có nhiều tên gọi ở đó: ||hus hoặc Xoros trong người Nama và Damara, Owela, Otjitoto, Wera hoặc Ogoro trong các ngôn ngữ khác của nước này, “Lochspiel” trong tiếng Đức. Hãy chơi ở đây với máy: một ván, loạt ván tính điểm hoặc thắng 4 trong 7.
faq-hus-title = Câu hỏi về Hus
faq-hus-1-q = Hus bắt nguồn từ đâu?
faq-hus-1-a =
    Hus là một trò mancala bốn hàng của Namibia. Ở đó, trò này được chơi trong các dân tộc Damara, Nama, Herero, Kwanyama và Ndonga cùng nhiều dân tộc khác, chẳng hạn như trò chơi ngày lễ ở nông thôn. Không có ghi chép về thời điểm trò chơi ra đời; các trò mancala được cho là có nguồn gốc châu Phi.
faq-hus-2-q = Tôi có được đi một hạt lẻ không?
faq-hus-2-a =
    Không. Một nước đi luôn bốc tất cả hạt từ một ô có ít nhất 2 hạt. Không bao giờ được chọn ô chỉ có một hạt.
faq-hus-3-q = Khi nào nước đi của tôi kết thúc?
faq-hus-3-a =
    Chỉ khi hạt cuối cùng của bạn rơi vào một ô trống. Nếu nó rơi vào ô có hạt, bạn bốc hết số hạt đó và rải tiếp từ ô kế tiếp, kể cả sau khi ăn. Vì vậy một nước đi có thể đi quanh vòng của bạn nhiều lần.
faq-hus-4-q = Khi nào tôi ăn được hạt của đối thủ?
faq-hus-4-a =
    Khi hạt cuối cùng của bạn rơi vào một ô có hạt ở hàng trong của bạn và ô trong đối diện của đối thủ có hạt. Khi đó bạn bốc ô của mình cùng ô trong và ô ngoài của đối thủ ở cột đó, ô ngoài dù trống cũng bốc, rồi rải tiếp tất cả. Không bao giờ ăn ở hàng ngoài, và khác với Kalah, hạt rơi vào ô trống không ăn được gì.
faq-hus-5-q = Tôi có rải hạt sang phía đối thủ không?
faq-hus-5-a =
    Không bao giờ. Bạn chỉ rải quanh vòng 16 ô của mình. Hạt chỉ sang được phía bên kia bằng cách bị ăn.
faq-hus-6-q = Ai thắng?
faq-hus-6-a =
    Người khiến đối thủ không còn ô nào có ít nhất 2 hạt: đối thủ không đi được và thua. Hus không có ô kho. Trong một loạt ván, sau mỗi ván mỗi người được điểm bằng số hạt bên phía mình, và ai giữ đủ cả 48 hạt được gấp đôi.

intro-wuhsing =
    Wu Hsing là trò chơi đặt quân domino năm màu, tượng trưng cho ngũ hành của Trung Hoa: Thủy, Hỏa, Mộc, Kim và Thổ. Giống như ô chữ, các ô màu tạo thành những hàng ngang và hàng dọc, và mỗi hàng theo một mẫu màu. Mỗi quân phải kéo dài ít nhất hai hàng đúng theo mẫu của chúng; độ dài các hàng đó được nhân với nhau, và đó là điểm của bạn.

    Sid Sackson công bố trò chơi năm 1969 với tên “Domino Bead Game” trong cuốn sách “A Gamut of Games” của ông; năm 1992 franjos phát hành nó thành trò chơi hộp “Wu Hsing”. Hãy chơi ở đây với máy, hai, ba hoặc bốn người một bàn.
faq-wuhsing-title = Câu hỏi về Wu Hsing
faq-wuhsing-1-q = Wu Hsing bắt nguồn từ đâu?
faq-wuhsing-1-a =
    Sid Sackson đã sáng tạo ra nó: năm 1969 trò chơi xuất hiện với tên “Domino Bead Game” trong cuốn “A Gamut of Games” của ông, một tuyển tập 40 trò chơi. Bản tiếng Đức “Wu Hsing” được franjos phát hành năm 1992; ở Pháp trò chơi có tên “Connexion”. Cái tên chỉ ngũ hành trong tư tưởng Trung Hoa, được thể hiện bằng năm màu.
faq-wuhsing-2-q = Mẫu là gì?
faq-wuhsing-2-a =
    Mỗi hàng ngang và hàng dọc phải tiếp nối một dãy màu. Ngay khi một màu lặp lại trong một hàng, mẫu của hàng đó được cố định, và hàng phải tiếp tục lặp lại mẫu với cùng khoảng cách. Chừng nào chưa có màu nào lặp lại, hàng vẫn còn mở.
faq-wuhsing-3-q = Tôi được đặt quân ở đâu?
faq-wuhsing-3-a =
    Trên hai ô trống kề nhau, sao cho ít nhất hai trong ba hàng đi qua quân kéo dài các ô đã đặt từ trước và mỗi hàng đều hợp với mẫu của nó. Bạn được lấp một khoảng trống nếu hàng nối lại hợp lệ. Tối đa ba quân được nằm cạnh nhau theo cạnh dài.
faq-wuhsing-4-q = Điểm được tính thế nào?
faq-wuhsing-4-a =
    Độ dài của tất cả các hàng được kéo dài được nhân với nhau, kể cả quân mới: 3 × 4 × 5 = 60. Quân đôi được gấp đôi, ví dụ 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Nếu tôi không đặt được quân thì sao?
faq-wuhsing-5-a =
    Nếu đặt được thì bạn phải đặt. Nếu không, bạn bỏ lượt này và cho những người khác xem quân của bạn. Ngay khi có nước đi, bạn lại được chơi.
faq-wuhsing-6-q = Khi nào ván kết thúc?
faq-wuhsing-6-a =
    Khi có người đặt quân cuối cùng, vòng lượt được chơi cho đến hết; ván cũng kết thúc khi không ai đặt được quân. Quân còn lại trên tay bị trừ 5 điểm mỗi quân đôi và 25 điểm mỗi quân khác. Người có điểm cao nhất thắng.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Người chơi { $n }
seat-kind-computer = Máy tính
seat-kind-person = Một người dùng thiết bị này
person-name-label = Tên người chơi { $n }
person-default-name = Người chơi { $n }
# $name: the person the device goes to
handover-title = Đưa thiết bị cho { $name }
handover-since = Kể từ lượt trước của bạn:
# $name: the person the device goes to
handover-ready = Tôi là { $name }: hiện quân của tôi
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } đã bốc một quân
    [pass] { $name } đã bỏ lượt
    [next] Một ván mới đã được chia
   *[play] { $name } đã đánh { $move }
}
people-wins-title = Số trận thắng giữa người chơi
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } trận thắng
# $name: the person whose turn it is
person-turn = Đến lượt { $name }.

## Online with friends (js/online/)
online-open = Trực tuyến với bạn bè
online-name = Tên của bạn
online-create = Tạo phòng
online-join = Tham gia
online-invite = Liên kết mời – gửi cho bạn bè
online-copy = Sao chép liên kết
online-copied = Đã sao chép
online-start = Bắt đầu
online-leave = Rời phòng
online-room = Phòng
online-record = Tải biên bản ván đấu
online-start-early = Bạn có thể bắt đầu ngay: máy sẽ ngồi vào các chỗ trống.
online-start-full = Đã đủ người: bắt đầu khi mọi người sẵn sàng.
online-wait-host = Đang chờ chủ phòng bắt đầu.
online-seat-open = Chỗ trống
online-seat-computer = Máy
online-seat-computer-n = Máy { $n }
online-you = bạn
online-away = mất kết nối
online-to-move = đến lượt
online-connecting = Đang kết nối…
online-reconnecting = Mất kết nối – đang kết nối lại…
online-connected = Đã kết nối
online-stats = Ván trực tuyến đã thắng: { $won } trên { $played }
online-name-missing = Hãy nhập tên của bạn.
online-error-not-found = Phòng này không (còn) tồn tại.
online-error-full = Phòng này không còn chỗ trống.
online-error-rate-limited = Nhanh quá – hãy thử lại.
online-error-refused = Máy chủ không chấp nhận điều đó.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Trò chơi
online-info-rules = Luật
online-info-host = Chủ phòng
online-info-seats = Chỗ ngồi
online-room-started = Trận đấu đã bắt đầu và mọi chỗ đều có người: bạn có thể xem.
online-watch = Xem
online-stop-watching = Thôi xem
online-watching = Bạn đang xem.
online-watching-end = Trận đấu đã kết thúc.
online-next-rules = Luật của trận tiếp theo
online-again-with = Chơi lại với luật này
online-again = Chơi lại
# $names: the people the room waits for (a list)
online-waiting-for = Đang chờ { $names } …
online-twice = Chỗ này cũng đang mở ở một thẻ khác.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Số trận thắng: { $tally }
online-spectators = { $n ->
    [one] { $n } người xem
   *[other] { $n } người xem
}
online-cover = Để máy chơi
online-cover-label = Để máy chơi thay { $name }
online-computer-plays = máy đang chơi
online-ready = sẵn sàng
online-asked = muốn chơi lại
online-note-left = { $name } đã rời đi; máy chơi thay { $name }.
online-note-covered = Máy chơi thay { $name } cho đến khi { $name } quay lại.
online-note-back = { $name } đã quay lại.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } đã đặt luật cho trận tiếp theo: { $rules }.
online-confirm-leave-running = Rời trận đấu? Máy sẽ ngồi vào chỗ của bạn và chơi tiếp thay bạn. Bạn không thể quay lại chỗ này.
online-confirm-leave-over = Rời phòng? Bạn bè của bạn có thể chơi tiếp mà không có bạn.
online-confirm-leave-lobby = Rời phòng? Chỗ của bạn sẽ trống lại.
online-leave-match = Rời trận đấu
online-stay = Ở lại
online-error-busy = Máy chủ đang bận – hãy thử lại sau giây lát.
online-error-gone = Bạn không còn ở phòng này: phòng đã đóng, hoặc chỗ này đã được rời ở một thẻ khác.
dom-round-opens = Ván { NUMBER($round) }: { $name } mở đầu.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Hạt: { $a } { $seedsA } · { $b } { $seedsB }


# the colour theme (every game's settings)
theme = Màu sắc
theme-system = Theo thiết bị
theme-light = Sáng
theme-dark = Tối
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Ngoài cuộc
dom-out-count = { $n } quân

## replay
replay-open = Xem lại
replay-title = Xem lại một ván đã xong
replay-help = 20 ván đã xong gần nhất trên thiết bị này, ván mới nhất trước, hoặc một tệp ván đấu đã xuất.
replay-none = Thiết bị này chưa lưu ván nào đã xong.
replay-open-file = Mở tệp ván đấu
replay-file-bad = Tệp này không phải là một ván đấu.
replay-other-game = Đây là ván { $game }: hãy mở nó ở trang của trò chơi đó.
replay-refused = Không thể xem lại ván này: { $reason }
replay-not-online = Chỉ xem lại được sau khi bạn rời phòng trực tuyến.
replay-won = thắng
replay-lost = thua
replay-moves = { $n ->
    [one] { $n } nước
   *[other] { $n } nước
}
replay-online = trực tuyến
replay-bar = Xem lại
replay-first = Nước đầu
replay-back = Lùi một nước
replay-forward = Tiến một nước
replay-last = Nước cuối
replay-slider = Nước đi
replay-view = Góc nhìn
replay-close = Đóng xem lại
replay-position = Nước { $ply } / { $plies }
replay-seat = Chỗ { $n }
replay-seat-you = Chỗ { $n } (bạn)
replay-all-hands = Lật mọi bài
replay-seat-computer = Chỗ { $n } (máy)

## take-back and hint
help-take-back = Đi lại
help-hint = Gợi ý
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Đã đi lại một nước.
   *[other] Đã đi lại { $n } nước.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Bốc lại sẽ được đúng quân cũ: thứ tự nọc không đổi.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Gợi ý: { $move }
# the first tile of a round, as a hint
help-hint-open = mở bằng { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = thắng nhờ trợ giúp: { NUMBER($won) } trên { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Đi lại nước cuối của { $name }? Mọi người ở bàn này phải đồng ý.
