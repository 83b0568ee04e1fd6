# Gamut: teks Bahasa Melayu (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as de.ftl and en.ftl; see de.ftl's head for the conventions.
# Plural categories (CLDR ms): other only; nouns after a number do not change.

## Shared

language = Bahasa
games-nav =
    .aria-label = Permainan
game-dominoes = Domino
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Perlawanan baharu
settings = Tetapan
settings-title = Tetapan permainan
close = Tutup
rules = Peraturan
rules-toc =
    .aria-label = Kandungan
your-tiles = Kepingan anda
loading-stage-runtime = Memuatkan Python …
loading-stage-pyodide = Memuatkan Python …
loading-stage-stdlib = Memuatkan Python …
loading-stage-packages = Memuatkan pakej …
loading-stage-micropip = Memuatkan pakej …
loading-stage-wheel = Memasang permainan …
loading-stage-install = Memasang permainan …
loading-stage-game = Memasang permainan …
loading-stage-ready = Sedia
load-failed = Python tidak dapat dimulakan: { $msg }
reload = Muat semula
level = Tahap komputer
level-easy = Mudah
level-medium = Sederhana
level-hard = Sukar
tempo = Rentak
tempo-slow = Perlahan
tempo-normal = Biasa
tempo-fast = Pantas
players-label = Pemain
players-option = { $n } pemain
stats-title = Perlawanan dimenangi
stats-line = { NUMBER($won) } daripada { NUMBER($played) }
saves-title = Simpanan sebagai fail
saves-help = Simpan tetapan, permainan yang sedang berjalan dan statistik dalam satu fail, supaya tiada apa yang hilang apabila pelayar memadamkan datanya.
saves-export-all = Eksport semua
saves-export-game = Eksport permainan yang sedang berjalan
saves-import = Import fail
saves-exported = Disimpan sebagai { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Disimpan sebagai { $name }. Fail ini menunjukkan buah semua pemain, termasuk milik komputer.
saves-no-game = Tiada permainan yang sedang berjalan.
saves-imported = Berjaya diimport. Halaman dimuat semula …
saves-import-failed = Tidak diimport.
saves-file-all = gamut-simpanan
saves-file-game = gamut-{ $game }-permainan

## Problems with the saves

save-kept = { $lost ->
    [yes] Tetapan dan statistik tidak dapat dipulihkan.
   *[no] Tetapan dan statistik dikekalkan.
}
save-some-game = satu permainan
save-problem-unreadable = Data yang disimpan telah rosak dan ditetapkan semula. { save-kept }
save-problem-wrong-type = Data yang disimpan dalam format yang tidak dikenali dan telah ditetapkan semula. { save-kept }
save-problem-future-version = Data yang disimpan datang daripada versi yang lebih baharu; permainan yang sedang berjalan tidak boleh disambung di sini. { save-kept }
save-problem-old-version = Data yang disimpan datang daripada versi lama yang tidak boleh diambil alih. { save-kept }
save-problem-bad-settings = Tetapan yang disimpan telah rosak; tetapan lalai digunakan.
save-problem-bad-stats = Sebahagian statistik telah rosak dan dibuang.
save-problem-bad-game = Permainan yang disimpan ({ $name }) telah rosak. Permainan baharu bermula; statistik dikekalkan.
save-problem-other-game = Simpanan untuk { $name } mengandungi permainan lain. Permainan baharu bermula; statistik dikekalkan.
save-problem-rejected = Permainan yang disimpan ({ $name }) tidak dapat disambung. Permainan baharu bermula; statistik dikekalkan.
save-problem-unavailable = Pelayar ini tidak membenarkan simpanan di sini: permainan dan statistik akan hilang apabila halaman ditutup.
save-problem-quota = Gagal menyimpan (storan pelayar penuh atau disekat).
save-notice-ok = Baiklah
update-ready = Versi baharu tersedia
update-reload = Muat semula
update-dismiss = Tutup
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Sebentar – permainan masih dimulakan…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python sedang dimulakan – permainan anda bersambung sebentar lagi…

## Importing a file

saves-problem-empty = Fail ini kosong.
saves-problem-too-big = Fail ini terlalu besar untuk satu simpanan.
saves-problem-not-json = Fail ini bukan JSON yang sah (rosak atau terpotong?).
saves-problem-not-gamut = Fail ini bukan simpanan Gamut.
saves-problem-unreadable = Fail ini bukan simpanan Gamut yang boleh dibaca.
saves-problem-unknown-game = Fail ini mengandungi permainan jenis yang tidak dikenali.
saves-problem-bad-record = Permainan ({ $name }) dalam fail ini rosak.
saves-problem-bad-game = Permainan ({ $name }) dalam fail ini rosak atau milik permainan lain; ia tidak diambil.
saves-problem-bad-settings = Tetapan dalam fail ini rosak dan tidak diambil.
saves-problem-bad-stats = Sebahagian statistik dalam fail ini rosak dan tidak diambil.
saves-problem-future-version = Fail ini datang daripada versi yang lebih baharu: hanya tetapan dan statistik diambil.
saves-problem-quota = Gagal menyimpan (storan pelayar penuh atau disekat).
saves-problem-nothing = Fail ini tidak mengandungi apa-apa yang boleh diambil.
confirm-new = { $counts ->
    [yes] Ini memulakan perlawanan baharu. Perlawanan yang sedang berjalan tamat dan dikira kalah.
   *[no] Ini memulakan perlawanan baharu. Perlawanan yang sedang berjalan tamat.
}
confirm-yes = Perlawanan baharu
confirm-no = Batal
session-other-tab = Perlawanan diteruskan dalam tab lain: tab ini kini menunjukkan kedudukan terkininya.
seat-name = { $seat ->
    [0] Anda
    [1] { $seats ->
        [2] Komputer
       *[other] Barat
    }
    [2] { $seats ->
        [3] Timur
       *[other] Utara
    }
   *[other] Timur
}
tiles = { $n } kepingan
points = { $n } mata
seat-label = { $name }: { $tiles } kepingan, { $score } mata{ $toMove ->
    [yes] , gilirannya
   *[no] {""}
}
pass = Lepas
rematch = Main semula
retry = Cuba lagi
wait = Giliran { $name } …
not-your-turn = Tunggu giliran anda.
empty-hand = tiada kepingan
last-tile = main terakhir
load-error = Perlawanan yang disimpan tidak dapat disambung. Perlawanan baharu bermula.
worker-restarted = Enjin permainan berhenti menjawab dan telah dimulakan semula. Perlawanan bersambung dari kedudukan yang disimpan.
error = Ralat: { $msg }
error-illegal-move = Langkah ini tidak dibenarkan.
error-bad-record = Rekod ini rosak atau tidak lengkap.
error-bad-record-at = Langkah ke-{ $n } tidak mengikut peraturan.
error-bad-options = Tetapan permainan tidak sah.
error-engine = Enjin permainan tidak dapat melakukannya.
error-engine-lost = Enjin permainan berhenti menjawab.
error-engine-start = Enjin permainan tidak dapat dimulakan.
toc-rules = Peraturan
toc-controls = Kawalan
toc-tips = Petua
toc-modes = Mod permainan
toc-faq = Soalan

## Dominoes (index.html)

dom-table =
    .aria-label = Meja
dom-loading = Membahagikan kepingan …
dom-opponent = Lawan
dom-opponent-computer = Komputer
dom-opponent-online = Dalam talian bersama rakan
dom-opponent-people = Orang di peranti ini
dom-mode = Mod permainan
dom-mode-draw = Cabut
dom-mode-block = Sekat
dom-mode-fives = Gandaan Lima
dom-mode-help-draw = Jika anda tidak boleh main, anda mencabut dari longgokan sehingga ada kepingan yang sesuai.
dom-mode-help-block = Jika anda tidak boleh main, anda lepas giliran. Tiada sesiapa mencabut dari longgokan.
dom-mode-help-fives = Seperti Cabut, dengan mata tambahan setiap kali jumlah hujung terbuka ialah gandaan 5.
dom-target = Main hingga
dom-target-option = { $n } mata
dom-round-info = Pusingan { NUMBER($round) } · hingga { NUMBER($target) }
dom-boneyard = Longgokan: { $n }
dom-no-boneyard = Tiada longgokan
dom-count = Hujung: { $n }
dom-draw = Cabut
dom-next = Pusingan seterusnya
dom-play = Mainkan kepingan
dom-your-turn = Giliran anda: mainkan kepingan yang sepadan.
dom-your-turn-first = Anda membuka pusingan: mainkan mana-mana kepingan.
dom-your-turn-first-with = Anda membuka perlawanan dengan { $tile }: { $double ->
    [yes] kembar tertinggi yang membuka.
   *[no] tiada kembar dibahagikan, jadi kepingan paling berat yang membuka.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } membuka pusingan: mainkan mana-mana kepingan.
dom-person-first-with = { $name } membuka perlawanan dengan { $tile }: { $double ->
    [yes] kembar tertinggi yang membuka.
   *[no] tiada kembar dibahagikan, jadi kepingan paling berat yang membuka.
}
dom-must-draw = Tiada kepingan yang sepadan: cabut dari longgokan.
dom-must-pass = Tiada kepingan yang sepadan: anda mesti lepas giliran.
dom-choose-end = Pilih tempat di atas meja.
dom-cannot-play = { $tile } tidak sepadan dengan mana-mana hujung terbuka.
dom-run-draw = { $you ->
    [yes] mencabut { $n } kepingan
   *[no] mencabut { $n } kepingan
}
dom-run-play = { $you ->
    [yes] memainkan
   *[no] memainkan
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] lepas giliran
   *[no] lepas giliran
}
dom-run = { $name } { $actions }
dom-run-lacked = { $name } { $actions } (tiada { $numbers })
dom-seat-act = { $draws ->
    [0] lepas
   *[other] cabut { $draws }{ $passed ->
        [yes] , lepas
       *[no] {""}
    }
}
dom-log-label = Setakat ini dalam pusingan ini
dom-place-at = Mainkan { $tile } di hujung { $end ->
    [W] barat
    [E] timur
    [N] utara
   *[S] selatan
}{ $fives ->
    [yes] , { $score } mata
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , boleh dimainkan
    [no] , tidak sepadan
   *[other] {""}
}
dom-layout-tile = Kepingan { $tile }
dom-spinner = kembar paksi
dom-announce-play = { $name } { $you ->
    [yes] memainkan
   *[no] memainkan
} { $tile }{ $end ->
    [W] {" "}di hujung barat
    [E] {" "}di hujung timur
    [N] {" "}di hujung utara
    [S] {" "}di hujung selatan
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] , { $you ->
        [yes] mendapat
       *[no] mendapat
    } { $score } mata
}.
dom-announce-round = Pusingan { $round } tamat. { $result }
dom-announce-scores = Markah: { $scores }.
dom-score-of = { $name }: { $score }
dom-round-over = Pusingan { $round } tamat
dom-domino-win = { $you ->
    [yes] Anda telah memainkan semua kepingan anda.
   *[no] { $name } telah memainkan semua kepingannya.
}
dom-domino-pips = Tangan pemain lain masih memegang { $raw } titik.
dom-blocked = Permainan tersekat: tiada sesiapa boleh main.
dom-blocked-win = { $you ->
    [yes] Anda memegang
   *[no] { $name } memegang
} titik paling sedikit ({ $own }). Tangan lain memegang { $others } titik: { $others } − { $own } = { $raw }.
dom-blocked-tie = Beberapa tangan seri dengan titik paling sedikit: tiada sesiapa mendapat mata.
dom-target-win = { $you ->
    [yes] Anda mencapai
   *[no] { $name } mencapai
} sasaran { $target } mata dengan langkah ini: dalam Gandaan Lima perlawanan tamat serta-merta.
dom-rounded = Gandaan Lima membundarkan kepada gandaan 5 yang terdekat: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Anda mendapat
   *[no] { $name } mendapat
} { $points } mata.
dom-pips-in = { $n } titik
dom-match-won = Anda memenangi perlawanan dengan { $score } mata!
dom-match-lost = { $names } { $count ->
   *[other] memenangi
} perlawanan.
dom-embed-iframe-title = Domino menentang komputer
dom-embed-link-text = Domino oleh Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Benamkan
embed-title = Benamkan permainan ini
embed-note = Tampal kod ini ke dalam halaman anda. Pautan teks di bawah permainan mesti kekal.
embed-code-label = Kod HTML untuk dibenamkan
copy = Salin
copied = Disalin!
copy-fallback = Kod telah dipilih: salin dengan Ctrl+C (⌘+C pada Mac).

dom-rules-title = Domino: peraturan di sini
dom-rules-h-tiles = Kepingan dan pemain
dom-rules-tiles =
    Permainan ini menggunakan set kembar enam: 28 kepingan, setiap pasangan nombor dari 0-0 hingga 6-6 tepat sekali. Kepingan <b>kembar</b> seperti 4-4 menunjukkan nombor yang sama pada kedua-dua belah. <b>Titik</b> sesuatu kepingan ialah jumlah kedua-dua belahnya. 2, 3 atau 4 pemain bermain secara bergilir-gilir. Anda memilih satu daripada tiga mod: <b>Cabut</b>, <b>Sekat</b> atau <b>Gandaan Lima</b>.
dom-rules-h-deal = Agihan
dom-rules-deal =
    - Dengan dua pemain, setiap seorang mendapat 7 kepingan dalam setiap mod.
    - Dengan tiga atau empat pemain, setiap seorang mendapat 5 kepingan dalam Cabut dan Gandaan Lima, 7 dalam Sekat.
    - Dalam Cabut dan Gandaan Lima, baki kepingan diletakkan tertiarap sebagai <b>longgokan</b>.
    - Dalam Sekat, baki kepingan tidak dimainkan dalam pusingan itu: tiada sesiapa mencabutnya, dan tiada sesiapa melihatnya sebelum pusingan tamat.
dom-rules-h-lead = Siapa yang membuka
dom-rules-lead =
    - Dalam pusingan pertama sesuatu perlawanan, pemegang kembar tertinggi membuka, tepat dengan kembar itu.
    - Jika tiada sesiapa memegang kembar, kepingan dengan titik terbanyak yang membuka. Jika titiknya sama, kepingan dengan nombor lebih tinggi menang: 6-3 didahulukan daripada 5-4.
    - Mulai pusingan kedua, pemenang pusingan sebelumnya membuka dengan kepingan pilihannya. Jika pusingan sebelumnya tiada pemenang, pemain selepas pembuka sebelumnya yang membuka.
dom-rules-h-move = Satu langkah
dom-rules-move =
    - Anda memainkan kepingan di hujung terbuka yang nombornya sama dengan salah satu belah kepingan. Jika anda boleh main, anda mesti main; kepingan dan hujung mana terpulang kepada anda.
    - Kepingan kembar diletakkan melintang. Selain kembar paksi dalam Gandaan Lima (lihat di bawah), kembar ialah kepingan biasa dengan satu hujung terbuka di sebelah jauhnya.
    - Jika anda tidak boleh main: dalam Cabut dan Gandaan Lima anda mencabut dari longgokan satu demi satu sehingga ada yang sesuai, lalu memainkannya. Jika longgokan kosong, anda lepas giliran. Dalam Sekat anda terus lepas giliran.
    - Tiada sesiapa mencabut selagi memegang kepingan yang sesuai.
dom-rules-h-spinner = Kembar paksi (Gandaan Lima sahaja)
dom-rules-spinner =
    Kembar pertama yang sampai ke meja dalam satu pusingan (termasuk kepingan pembuka) menjadi <b>kembar paksi</b> dan dilukis dengan warna <y>kuning</y>. Kembar seterusnya ialah kepingan melintang biasa. Kepingan mula-mula diletakkan pada kedua-dua sisi panjang kembar paksi. Setelah kedua-dua sisi panjang berisi kepingan, dua sisi pendeknya juga terbuka: meja kemudian boleh mempunyai hingga empat hujung terbuka.
dom-rules-h-fives = Markah dalam Gandaan Lima
dom-rules-fives =
    - Selepas setiap langkah, termasuk kepingan pembuka, nombor pada semua hujung terbuka dijumlahkan.
    - Kembar melintang di hujung dikira kedua-dua belahnya.
    - Kembar paksi dikira kedua-dua belahnya selagi salah satu sisi panjangnya masih kosong. Selepas itu ia sendiri tidak dikira lagi, dan sisi pendek hanya dikira apabila ada kepingan di situ.
    - Jika jumlahnya gandaan 5, pemain yang baru bermain terus mendapat mata sebanyak itu.

    ~ Contoh: membuka dengan 5-5 (kembar paksi) mendapat 10, membuka dengan 6-4 juga 10. Jika 4-1 kemudian diletakkan pada 4, hujung terbuka ialah 6 dan 1: jumlahnya 7, tiada mata. Pada kembar paksi 5-5 dengan 5-3 di satu sisi panjang, kiraannya 10 + 3 = 13, tiada mata; apabila 5-2 diletakkan di sisi panjang yang satu lagi, kiraannya 3 + 2 = 5: 5 mata.
dom-rules-h-round = Tamat pusingan
dom-rules-round =
    - Pusingan tamat apabila seseorang memainkan kepingan terakhirnya, atau apabila permainan <b>tersekat</b>: tiada sesiapa boleh main, dan dalam Cabut serta Gandaan Lima longgokan sudah kosong.
    - Pemain yang menghabiskan semua kepingannya mendapat titik yang tinggal dalam semua tangan lain.
    - Dalam pusingan tersekat, tangan dengan titik paling sedikit menang. Ia mendapat titik tangan lain ditolak titiknya sendiri. Jika beberapa tangan seri dengan titik paling sedikit, tiada sesiapa mendapat mata.
    - Dalam Gandaan Lima, mata pusingan ini dibundarkan kepada gandaan 5 yang terdekat: yang berakhir dengan 1, 2, 6 atau 7 dibundarkan ke bawah, 3, 4, 8 atau 9 ke atas (12 menjadi 10, 13 menjadi 15).
    - Antara pusingan, semua tangan ditunjukkan.
dom-rules-h-match = Tamat perlawanan
dom-rules-match =
    - Perlawanan dimainkan hingga sasaran dalam tetapan: 50, 100, 150, 200 atau 250 mata (lalai 100).
    - Dalam Cabut dan Sekat, sesiapa yang telah mencapai sasaran selepas satu pusingan menang.
    - Dalam Gandaan Lima perlawanan tamat serta-merta apabila satu langkah atau markah pusingan membawa seseorang ke sasaran, walaupun di tengah-tengah pusingan.
dom-rules-h-seen = Apa yang dilihat oleh semua
dom-rules-seen =
    Anda melihat kepingan anda sendiri, meja, bilangan kepingan setiap pemain, semua markah, saiz longgokan dan siapa yang mencabut atau lepas giliran. Tangan lain dan longgokan hanya ditunjukkan pada akhir pusingan. Komputer juga membuat keputusan hanya berdasarkan apa yang dapat dilihat dari tempat duduknya sendiri.
dom-rules-h-controls = Cara bermain di sini
dom-rules-controls =
    - Kepingan anda berada di bawah. Kepingan yang boleh dimainkan menonjol, bercahaya dan bertanda titik. Ketik satu untuk memainkannya.
    - Jika ia sesuai pada lebih daripada satu hujung, tempat yang mungkin muncul di atas meja, dalam Gandaan Lima bersama mata bagi setiap satu. Ketik salah satu.
    - Anda juga boleh menyeret kepingan ke sesuatu tempat di atas meja dengan tetikus atau jari.
    - Dengan papan kekunci, kekunci anak panah atau <kbd>Tab</kbd> bergerak antara kepingan anda, <kbd>Enter</kbd> memilih satu, anda memilih hujung dengan cara yang sama dan bermain dengan <kbd>Enter</kbd>. <kbd>Escape</kbd> membatalkan pilihan.
    - Apabila anda tiada langkah, butang utama menjadi “Cabut” atau “Lepas”. Antara pusingan, butang itu tertulis “Pusingan seterusnya”.
    - Di bawah meja anda melihat apa yang berlaku dalam pusingan ini, termasuk siapa yang terpaksa mencabut atau lepas giliran. Pembaca skrin mengumumkan setiap langkah.
dom-rules-h-tips = Petua untuk menang
dom-rules-tips =
    - Buang kepingan paling berat anda awal-awal. Apabila orang lain habis dahulu, setiap titik dalam tangan anda dikira menentang anda.
    - Pastikan nombor anda bercampur. Dengan beberapa nombor berbeza dalam tangan, anda boleh melayan hampir mana-mana hujung; dengan nombor enam sahaja anda cepat tersangkut.
    - Perhatikan apa yang tidak dapat dimainkan oleh orang lain. Sesiapa yang lepas atau mencabut tidak memegang nombor pada hujung terbuka. Biarkan nombor itu terbuka untuk melambatkan mereka.
    - Dalam Gandaan Lima, kira dahulu: sebelum setiap langkah, fikirkan jumlah hujung yang terhasil dengan setiap kepingan dan apa yang anda tinggalkan untuk pemain seterusnya.
    - Ingat kiraan. Setiap nombor hanya ada pada tujuh kepingan, termasuk kembarnya. Jika orang lain sudah memainkan lima daripadanya, bakinya ada pada anda atau hampir habis.
dom-rules-h-modes = Tiga mod
dom-rules-modes =
    <b>Cabut</b> paling mesra: tersangkut hanya menambah kepingan anda, bukan menghilangkan giliran. <b>Sekat</b> lebih singkat dan tajam: tiada sesiapa boleh mencabut, jadi mengira kepingan dan menutup sesuatu nombor paling penting. <b>Gandaan Lima</b> turut memberi mata semasa pusingan; pemain yang baik mensasarkan jumlah hujung sama seperti menghabiskan kepingan terakhir.

    ! Domino di sini hanya dimainkan untuk mata di halaman, tanpa sebarang bentuk pertaruhan, dan tiada apa-apa untuk dibeli atau dimenangi di luar permainan.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Papan
wx-view =
    .aria-label = Paparan
wx-zoom-in = +
    .aria-label = Zum masuk
wx-zoom-out = −
    .aria-label = Zum keluar
wx-fit = Muat
    .title = Tunjukkan seluruh papan
wx-embed-iframe-title = Wu Hsing menentang komputer
wx-embed-link-text = Wu Hsing oleh Gamut
wx-loading = Mengocok kepingan …
wx-variant = Mod permainan
wx-variant-standard = Standard (dengan segi empat permulaan)
wx-variant-fifteen_a = 15 kepingan, pembukaan bebas
wx-variant-fifteen_b = 15 kepingan, pembukaan rahsia
wx-variant-help-standard = Kesemua 30 kepingan diagihkan; dua diletakkan di tengah sebagai segi empat permulaan.
wx-variant-help-fifteen_a = Dua pemain sahaja: setiap seorang memegang satu kepingan bagi setiap jenis. Pemain pertama meletakkan mana-mana kepingan, tanpa mata.
wx-variant-help-fifteen_b = Dua pemain sahaja: setiap seorang memegang satu kepingan bagi setiap jenis. Kedua-duanya memilih satu kepingan secara rahsia; bersama-sama ia membentuk segi empat permulaan (empat warna).
wx-variant-two-only = { $variant } (dua pemain sahaja)
wx-open-hands = Kepingan pemain lain
wx-hands-closed = Tersembunyi
wx-hands-open = Terbuka (semua melihat semua kepingan)
wx-hand-shown = Kepingan { $name }
wx-colour-W = Air
wx-colour-F = Api
wx-colour-H = Kayu
wx-colour-M = Logam
wx-colour-E = Tanah
wx-tile-name = { $a }-{ $b }
wx-rotate = Putar
wx-flip = Terbalikkan
wx-cancel = Kembali
wx-turn-tools =
    .aria-label = Putar dan terbalikkan kepingan
wx-rack-tile = { $name }{ $state ->
    [playable] , boleh dimainkan
    [blocked] , tidak muat di mana-mana
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Letakkan { $a } di kiri, { $b } di kanan
   *[no] Letakkan { $a } di atas, { $b } di bawah
}{ $score ->
    [none] {""}
   *[other] : { $score } mata
}
wx-preview = { $horizontal ->
    [yes] Mendatar: { $a } di kiri, { $b } di kanan
   *[no] Menegak: { $a } di atas, { $b } di bawah
}
wx-cell = { $colour }, baris { $row }, lajur { $col }
wx-hidden-tile = kepingan yang dipilih secara rahsia
wx-play = Pilih kepingan
wx-place = Letakkan kepingan di atas papan
wx-your-turn = Giliran anda: pilih kepingan dari rak anda.
wx-choose-spot = { $n } tempat: klik salah satu. R memutar, F menterbalikkan, Esc kembali.
wx-no-spot-here = Dalam kedudukan ini kepingan tidak muat di mana-mana: putar atau terbalikkannya.
wx-must-pass = Tiada kepingan yang muat: anda mesti lepas giliran. Sebagai balasan, yang lain melihat kepingan anda.
wx-cannot-play = { $name } tidak muat di mana-mana.
wx-opening-a = Anda membuka: letakkan mana-mana kepingan (tanpa mata).
wx-opening-b = Pilih kepingan secara rahsia untuk segi empat permulaan.
wx-opening-b-wait = { $name } telah memilih secara rahsia. Pilih kepingan anda.
wx-ending = Satu rak sudah kosong: pusingan dimainkan hingga selesai.
wx-placed = { $you ->
    [yes] Anda meletakkan
   *[no] { $name } meletakkan
}
wx-for-points = { " " }dan mendapat { $n } mata
wx-opening-placed = { $you ->
    [yes] Anda membuka dengan
   *[no] { $name } membuka dengan
}
wx-chose = { $you ->
    [yes] Pilihan anda:
   *[no] { $name } telah memilih secara rahsia.
}
wx-reveal-ok = Didedahkan: kepingan membentuk segi empat permulaan
wx-square-failed = Segi empat permulaan gagal: anda memilih { $mine }, { $name } memilih { $theirs }. Tiada empat warna berbeza, jadi kedua-dua kepingan dikembalikan dan kedua-duanya memilih semula.
wx-passed = { $you ->
    [yes] Anda lepas giliran. Kepingan anda ditunjukkan:
   *[no] { $name } lepas giliran dan menunjukkan kepingannya:
}
wx-line-desc = { $axis ->
    [row] mendatar
   *[column] menegak
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = kembar × 2
wx-line-title-row = Garisan mendatar
wx-line-title-column = Garisan menegak
wx-pattern-locked = Corak sudah tetap:
wx-pattern-open = Corak masih terbuka
wx-line-length = { $n } petak
wx-no-line = tiada garisan (petak tunggal)
wx-announce-place = { $you ->
    [yes] Anda meletakkan
   *[no] { $name } meletakkan
} { $tile }, { $you ->
    [yes] mendapat
   *[no] mendapat
} { $n } mata.
wx-announce-pass = { $you ->
    [yes] Anda lepas giliran.
   *[no] { $name } lepas giliran.
}
wx-announce-over = Permainan tamat. { $result }
wx-game-over = Permainan tamat
wx-end-out = { $you ->
    [yes] Anda telah meletakkan
   *[no] { $name } telah meletakkan
} semua kepingan; pusingan telah dimainkan hingga selesai.
wx-end-blocked = Tiada sesiapa boleh meletakkan kepingan lagi.
wx-col-name = Pemain
wx-col-score = Mata
wx-col-left = Baki kepingan
wx-col-penalty = Penalti
wx-col-final = Akhir
wx-penalty-rule = Penalti untuk baki kepingan: 5 bagi setiap kembar, 25 bagi setiap kepingan lain.
wx-won = Anda menang dengan { $score } mata!
wx-shared = Menang bersama: { $names }.
wx-lost = { $names } { $count ->
   *[other] menang
}.

wx-rules-title = Wu Hsing: peraturan di sini
wx-rules-h-material = Kepingan dan agihan
wx-rules-material =
    Wu Hsing ialah “Domino Bead Game” ciptaan Sid Sackson dengan lima unsur: <b>air</b> (biru), <b>api</b> (merah), <b>kayu</b> (hijau), <b>logam</b> (putih) dan <b>tanah</b> (kuning). Setiap belah juga membawa simbolnya, jadi permainan ini boleh dimainkan tanpa membezakan warna.

    - 30 kepingan: setiap satu daripada 15 pasangan warna (5 kembar, 10 campuran) dua kali.
    - Dua pemain mendapat 14 kepingan seorang, tiga pemain 9 (satu kepingan kembali ke dalam kotak tanpa dilihat), empat pemain 7. Dua kepingan ditinggalkan untuk segi empat permulaan.
    - Kepingan pemain lain tersembunyi; tangan terbuka boleh dipilih dalam tetapan.
wx-rules-h-start = Segi empat permulaan
wx-rules-start =
    - Dua kepingan yang tinggal diletakkan sisi panjang bertemu sisi panjang sebagai segi empat 2 × 2 petak, terbuka di tengah.
    - Segi empat itu mesti menunjukkan empat warna berbeza; jika tidak, semuanya dikocok dan diagihkan semula.
    - Segi empat permulaan tidak memberi mata. Pemain pertama ditentukan dengan undian; dalam satu siri, giliran pertama beralih.
wx-rules-h-lines = Garisan dan corak
wx-rules-lines =
    - <b>Garisan</b> ialah deretan petak berisi yang tidak terputus dalam satu baris atau lajur, seperti dalam teka silang kata. Petak kosong menamatkannya; petak tanpa jiran ialah garisan sepanjang 1.
    - Garisan sah jika ia sebahagian daripada satu <b>corak</b> warna-warna berbeza yang berulang tanpa henti: sebaik sahaja satu warna berulang, seluruh urutan mesti berulang pada jarak itu. Garisan tanpa warna berulang sentiasa sah.

    ~ Contoh (setiap huruf satu warna): ABCABC sah; ABCB tidak sah; AAB tidak sah; AA dan AAA sah; ABA sah; ABB tidak sah; ABCDE sah; ABCDEA sah; ABCDEB tidak sah; ABCBA tidak sah; ABCDAB sah.
wx-rules-h-move = Satu langkah
wx-rules-move =
    - Letakkan kepingan dari rak anda pada dua petak kosong yang bersebelahan, mendatar atau menegak, dalam apa-apa susunan warna. Setiap garisan yang melalui mana-mana petak baharu mesti kekal sah.
    - Tepat tiga garisan melalui kepingan baharu: satu sepanjang kepingan dan satu melintang pada setiap petaknya. Garisan <b>dipanjangkan</b> apabila ia juga mengandungi petak yang diletakkan lebih awal. Sekurang-kurangnya dua daripada tiga mesti dipanjangkan.
    - Mengisi ruang kosong dibenarkan jika garisan yang tercantum sah; ia dikira sebagai satu garisan yang dipanjangkan.
    - Paling banyak tiga kepingan boleh terletak bersebelahan: rantai kepingan selari yang meliputi tepat dua baris (atau lajur) yang sama paling panjang tiga. Segi empat permulaan ialah rantai sebegitu yang terdiri daripada dua.
wx-rules-h-score = Markah
wx-rules-score =
    Darabkan panjang garisan yang dipanjangkan (dalam petak, termasuk yang baharu). Kembar mendapat dua kali ganda.

    ~ Contoh: 3 × 4 × 5 = 60; kembar yang memanjangkan dua garisan sepanjang lima: 5 × 5 × 2 = 50.
wx-rules-h-pass = Lepas giliran
wx-rules-pass =
    - Jika anda boleh meletakkan, anda mesti meletakkan.
    - Jika tidak boleh, anda lepas giliran ini dan menunjukkan kepingan anda kepada yang lain. Anda bermain semula pada giliran kemudian sebaik sahaja ada langkah.
wx-rules-h-end = Tamat permainan
wx-rules-end =
    - Apabila seseorang meletakkan kepingan terakhirnya, pusingan giliran semasa dilengkapkan supaya semua mendapat bilangan giliran yang sama. Pemain tanpa kepingan tidak bermain.
    - Permainan juga tamat apabila tiada sesiapa boleh meletakkan kepingan.
    - Kepingan yang tinggal dalam tangan ditolak 5 mata bagi setiap kembar dan 25 bagi setiap kepingan lain.
    - Jumlah tertinggi menang; jumlah yang sama berkongsi kemenangan.
wx-rules-h-variants = Mod permainan
wx-rules-variants =
    - Dua pemain dengan 15 kepingan seorang (satu bagi setiap jenis), tanpa segi empat permulaan. Sama ada pemain pertama meletakkan mana-mana kepingan tanpa mata, atau kedua-duanya memilih satu kepingan secara rahsia, yang kemudian didedahkan untuk membentuk segi empat permulaan (empat warna; jika tidak, kedua-duanya memilih semula).
    - Tangan terbuka untuk 2, 3 atau 4 pemain.
wx-rules-h-controls = Cara bermain di sini
wx-rules-controls =
    - Pilih kepingan dari rak anda di bawah; kepingan yang muat menonjol, bercahaya dan bertanda titik. Papan kemudian menunjukkan tempat-tempat yang boleh diletakkan, bersama matanya.
    - <kbd>R</kbd> memutar kepingan, <kbd>F</kbd> menterbalikkannya, <kbd>Esc</kbd> mengembalikannya.
    - Dengan papan kekunci, kekunci anak panah atau <kbd>Tab</kbd> bergerak antara kepingan anda, <kbd>Enter</kbd> memilih satu, kekunci anak panah bergerak antara tempat dan <kbd>Enter</kbd> meletakkan kepingan. Di atas papan, kekunci anak panah menunjukkan garisan yang melalui setiap petak.
    - <kbd>+</kbd> dan <kbd>−</kbd> mengezum, <kbd>0</kbd> memuatkan seluruh papan; seret papan dengan tetikus atau jari.
    - Pembaca skrin mengumumkan setiap langkah dan matanya.
wx-rules-h-tips = Petua untuk menang
wx-rules-tips =
    - Garisan panjang menguntungkan: garisan lima petak bermakna faktor 5. Cari tempat dua garisan panjang bersilang.
    - Kembar mendapat dua kali ganda tetapi hanya ditolak 5 pada akhirnya: simpan untuk langkah besar.
    - Buang kepingan campuran tepat pada masanya: setiap satu yang tinggal ditolak 25 mata pada akhirnya.
    - Corak menjadi tetap sebaik sahaja satu warna berulang. Biarkan terbuka garisan yang sesuai dengan kepingan anda, dan tutup garisan yang membantu lawan.

## Hus (hus.html)

hus-board =
    .aria-label = Papan
hus-embed-iframe-title = Hus menentang komputer
hus-embed-link-text = Hus oleh Gamut
hus-loading = Mengisi lubang dengan buah …
hus-first = Siapa yang mula
hus-first-lot = Diundi
hus-first-you = Anda
hus-first-computer = Komputer
hus-series = Mod permainan
hus-series-single = Satu permainan
hus-series-points = Siri hingga mata
hus-series-best_of_7 = Terbaik daripada 7
hus-series-help-single = Satu permainan. Sesiapa yang menyebabkan lawan tiada lubang berisi sekurang-kurangnya 2 biji buah menang.
hus-series-help-points = Selepas setiap permainan, setiap orang mendapat mata sebanyak buah di sebelahnya (kesemua 48: dua kali ganda). Sesiapa yang mencapai sasaran dahulu memenangi siri. Langkah pertama bergilir.
hus-series-help-best_of_7 = Sesiapa yang memenangi empat permainan dahulu memenangi siri. Langkah pertama bergilir.
hus-target = Main hingga
hus-rules-legend = Variasi peraturan
hus-rule-fixed_opening = Pembukaan tetap: langkah pertama dari lubang dalam 8 (pasangan paling hadapan)
hus-rule-anticlockwise = Sebar lawan arah jam
hus-rule-capture_sow_captured_only = Selepas menembak, sebar hanya buah yang ditembak
hus-rule-capture_needs_both = Tembak hanya jika kedua-dua lubang bertentangan berisi buah
hus-rule-short-fixed_opening = pembukaan tetap
hus-rule-short-capture_sow_captured_only = hanya buah tembakan disebar
hus-rule-short-capture_needs_both = tembak perlukan dua lubang berisi
hus-tempo-instant = Tanpa animasi
hus-you = Anda
hus-computer = Komputer
hus-row-0 = Komputer, baris luar
hus-row-1 = Komputer, baris dalam
hus-row-2 = Baris dalam anda
hus-row-3 = Baris luar anda
hus-pit-name = lubang { $row ->
    [i] dalam
   *[o] luar
} { $col }
hus-pit-label = { $name }: { $n } biji buah
hus-pit-theirs = Komputer, { $label }
hus-reason-empty = kosong
hus-reason-single = hanya sebiji buah
hus-reason-endless = tanpa henti: langkah ini tidak pernah berhenti
hus-reason-opening = pembukaan tetap: langkah pertama mesti dari lubang dalam 8
hus-preview = berakhir di { $end }, { $laps } kali tabur, { $sown } disebar, { $captured ->
    [0] tiada tembakan
   *[other] menembak { $captured } biji buah
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n } biji buah di tangan
hus-capturing = Tembak!
hus-anim-summary = { $you ->
    [yes] Langkah anda
   *[no] Langkah komputer
}: hasilnya lubang demi lubang
hus-anim-end = { $you ->
    [yes] Langkah anda berakhir di sini.
   *[no] Langkah komputer berakhir di sini.
}
hus-thinking = Komputer sedang berfikir …
hus-seeds = { $n } biji buah
hus-score-short = { $kind ->
    [best_of_7] { $n } menang
   *[other] { $n } mata
}
hus-seat-label = { $name }: { $seeds } biji buah{ $kind ->
    [best_of_7] , { $score } menang
    [points] , { $score } mata
   *[none] {""}
}{ $toMove ->
    [yes] , gilirannya
   *[no] {""}
}
hus-single = Satu permainan
hus-points-info = Permainan { $game } · hingga { $to } mata
hus-best-of-7-info = Permainan { $game } · terbaik daripada 7
hus-level-short = Tahap { $level }
hus-dir-clock = ikut arah jam
hus-dir-anti = lawan arah jam
hus-play = Pilih lubang
hus-wait = Giliran komputer …
hus-skip = Langkau
hus-next-game = Permainan seterusnya
hus-your-turn = Giliran anda: pilih salah satu lubang anda yang berisi sekurang-kurangnya 2 biji buah.
hus-your-turn-opening = Pembukaan tetap: langkah pertama anda dari lubang dalam 8.
hus-choose-pit = Pilih salah satu lubang anda yang berisi sekurang-kurangnya 2 biji buah.
hus-cannot-play = { $why ->
    [none] { $pit } tidak boleh dimainkan.
   *[other] { $pit } tidak boleh dimainkan: { $why }.
}
hus-move-line = { $you ->
    [yes] Anda memainkan
   *[no] Komputer memainkan
} { $pit }: { $laps } kali tabur, { $sown } disebar, berakhir di { $end }{ $captured ->
    [0] {""}
   *[other] , { $captured } biji buah ditembak
}.
hus-game-won = Anda memenangi permainan!
hus-game-lost = Komputer memenangi permainan.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Anda hanya ada langkah tanpa henti.
       *[no] Komputer hanya ada langkah tanpa henti.
    }
   *[other] { $youLost ->
        [yes] Anda tiada lagi lubang berisi sekurang-kurangnya 2 biji buah.
       *[no] Komputer tiada lagi lubang berisi sekurang-kurangnya 2 biji buah.
    }
}
hus-seed-counts = Buah: Anda { $you } · Komputer { $them }
hus-game-points = Mata permainan ini: Anda { $you } · Komputer { $them }
hus-series-standing = { $kind ->
    [best_of_7] Siri: Anda { $you } · Komputer { $them } kemenangan (yang pertama mencapai { $to } menang)
   *[other] Siri: Anda { $you } mata · Komputer { $them } mata (hingga { $to })
}
hus-match-won = Anda menang dengan { $seeds } biji buah!
hus-match-lost = Komputer menang dengan { $seeds } biji buah.
hus-series-won = Anda memenangi siri!
hus-series-lost = Komputer memenangi siri.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, baris luar
   *[i] { $name }, baris dalam
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = Langkah { $name }: hasilnya lubang demi lubang
hus-anim-end-of = Langkah { $name } berakhir di sini.
hus-move-line-of = { $name } memainkan { $pit }: { $laps } kali tabur, { $sown } disebar, berakhir di { $end }{ $captured ->
    [0] {""}
   *[other] , { $captured } biji buah ditembak
}.
hus-game-won-by = { $name } memenangi permainan.
hus-end-reason-of = { $reason ->
    [only_endless] { $name } hanya ada langkah tanpa henti.
   *[other] { $name } tiada lagi lubang berisi sekurang-kurangnya 2 biji buah.
}
hus-seed-counts-of = Buah: Anda { $you } · { $name } { $them }
hus-game-points-of = Mata permainan ini: Anda { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Siri: Anda { $you } · { $name } { $them } kemenangan (yang pertama mencapai { $to } menang)
   *[other] Siri: Anda { $you } mata · { $name } { $them } mata (hingga { $to })
}
hus-match-won-by = { $name } menang dengan { $seeds } biji buah.
hus-series-won-by = { $name } memenangi siri.

hus-rules-title = Hus: peraturan di sini
hus-rules-h-board = Papan
hus-rules-board =
    Hus ialah permainan mancala dari Namibia untuk dua orang, sekeluarga dengan congkak. Papannya mempunyai empat baris, setiap satu dengan lapan <b>lubang</b>. Dua baris di sebelah anda ialah milik anda: baris luar di tepi dan baris dalam ke arah tengah. 16 lubang anda membentuk satu gelung.

    - Setiap pemain mengira lajur dari kirinya sendiri: 1 hingga 8. Lubang yang “bertentangan” berada dalam lajur yang sama di papan.
    - Pada permulaan setiap lubang luar berisi 2 biji buah; dalam baris dalam, lajur 5 hingga 8 berisi 2 setiap satu dan lajur 1 hingga 4 kosong. 24 biji buah sebelah, 48 kesemuanya.
hus-rules-h-sow = Menyebar
hus-rules-sow =
    - Satu langkah mengambil semua buah dari salah satu lubang anda yang berisi sekurang-kurangnya 2. Lubang dengan 0 atau 1 biji buah tidak boleh dipilih sama sekali.
    - Buah disebar sebiji bagi setiap lubang, ikut arah jam dan hanya dalam gelung anda sendiri, bermula dengan lubang selepas lubang yang dikosongkan: sepanjang baris luar dari kanan ke kiri, naik ke baris dalam di lajur 1, sepanjangnya dari kiri ke kanan, turun ke baris luar di lajur 8.
    - Jika buah terakhir jatuh ke dalam lubang kosong, langkah tamat.
    - Jika ia jatuh ke dalam lubang yang sudah berisi buah di baris luar: ambil semua buah dari lubang itu dan teruskan menyebar.
    - Di baris dalam, jika lubang dalam lawan yang bertentangan berisi buah: anda <b>menembak</b> (lihat di bawah). Jika ia kosong, ambil buah dari lubang anda dan teruskan menyebar.
hus-rules-h-capture = Menembak
hus-rules-capture =
    - Ambil buah dari lubang tempat buah terakhir jatuh, serta semua buah dari lubang dalam dan lubang luar lawan yang bertentangan (lubang luar walaupun kosong). Sebar kesemuanya mulai lubang seterusnya dalam gelung anda, dengan peraturan yang sama.
    - Menembak dibenarkan sejak langkah pertama.
    - Buah hanya sampai ke sebelah lawan dengan ditembak.
hus-rules-h-endless = Langkah tanpa henti
hus-rules-endless =
    Sesetengah langkah tidak pernah berhenti: sebaran bersambung terus kembali ke kedudukan yang sama. Langkah sebegini tidak dibenarkan; papan menunjukkan pada lubang itu mengapa ia tidak boleh dimainkan.
hus-rules-h-end = Tamat permainan
hus-rules-end =
    - Apabila seorang pemain tiada lubang berisi sekurang-kurangnya 2 biji buah selepas satu langkah, permainan tamat serta-merta dan pemain itu kalah.
    - Pemain yang tiba gilirannya tetapi hanya ada langkah tanpa henti juga kalah.
    - Siapa yang memulakan permainan pertama ditentukan dengan undian; dalam satu siri, langkah pertama bergilir.
hus-rules-h-series = Siri
hus-rules-series =
    - Selepas setiap permainan, setiap pemain mendapat mata sebanyak buah di sebelahnya. Sesiapa yang memegang kesemua 48 biji buah mendapat dua kali ganda (96), yang seorang lagi tiada apa-apa.
    - Dalam tetapan anda memilih satu permainan, siri hingga sejumlah mata, atau terbaik daripada 7 (yang pertama memenangi empat permainan).
hus-rules-h-options = Variasi peraturan
hus-rules-options =
    - Pembukaan tetap: langkah pertama setiap pemain ialah lubang dalam di lajur 8, pasangan paling hadapan.
    - Peraturan lain yang diketahui pemain, setiap satu pilihan: menyebar lawan arah jam; selepas menembak, hanya buah yang ditembak disebar (lubang anda sendiri menyimpan buahnya); menembak hanya jika kedua-dua lubang bertentangan berisi buah.
hus-rules-h-controls = Cara bermain di sini
hus-rules-controls =
    - Lubang anda berada di bawah. Lubang yang boleh dimainkan diserlahkan; tuding pada satu untuk melihat di bawah papan di mana langkah itu berakhir dan apa yang ditembaknya.
    - Dengan papan kekunci, kekunci anak panah bergerak dari lubang ke lubang dan <kbd>Enter</kbd> memainkannya.
    - Butang utama melangkau animasi langkah. Pembaca skrin mengumumkan setiap langkah.
hus-rules-h-tips = Petua untuk menang
hus-rules-tips =
    - Sebaran bersambung yang panjang boleh menembak banyak buah: lihat pratonton sebelum setiap langkah.
    - Pastikan baris dalam anda berisi, kerana di situlah tembakan berlaku, dan tinggalkan sedikit sahaja bertentangan dengan lawan.
    - Permainan dimenangi dengan menyebabkan lawan tiada langkah: kira berapa lubang berisi 2 biji buah atau lebih yang masih ada padanya.

## Introductions and questions of the three games (block texts like the rules)

intro-dominoes =
    Domino dengan set kembar enam ialah permainan memadankan nombor: setiap kepingan mempunyai dua belah, dan anda memainkan kepingan yang salah satu belahnya sepadan dengan hujung terbuka barisan. Sesiapa yang pertama menghabiskan semua kepingannya, atau menyebabkan orang lain memegang titik paling banyak, mendapat mata. Anda bermain dalam tiga cara klasik: Cabut, apabila anda mencabut dari longgokan jika tiada yang sesuai; Sekat, apabila anda hanya lepas giliran; dan Gandaan Lima, apabila anda juga mendapat mata setiap kali jumlah hujung terbuka ialah gandaan lima. Main di sini menentang komputer atau dalam talian bersama rakan, sehingga empat orang, masing-masing di skrin sendiri.
faq-dominoes-title = Soalan tentang Domino
faq-dominoes-1-q = Berapa kepingan yang diterima oleh setiap pemain?
faq-dominoes-1-a =
    Dengan dua pemain, setiap seorang mendapat 7 dalam setiap mod. Dalam Cabut dan Gandaan Lima, tiga atau empat pemain mendapat 5 seorang. Dalam Sekat semua mendapat 7.
faq-dominoes-2-q = Siapa yang bermain dahulu?
faq-dominoes-2-a =
    Dalam pusingan pertama, pemain dengan kembar tertinggi memainkannya dahulu. Jika tiada sesiapa memegang kembar, kepingan paling berat yang membuka. Selepas itu, pemenang pusingan sebelumnya membuka dengan kepingan pilihannya.
faq-dominoes-3-q = Apakah kembar paksi?
faq-dominoes-3-a =
    Dalam Gandaan Lima, kembar pertama yang dimainkan menjadi kembar paksi. Setelah kedua-dua sisi panjangnya berisi kepingan, kepingan boleh dimainkan pada keempat-empat sisinya, jadi meja boleh mempunyai hingga empat hujung terbuka.
faq-dominoes-4-q = Bagaimanakah markah dikira dalam Gandaan Lima?
faq-dominoes-4-a =
    Selepas setiap langkah, hujung terbuka dijumlahkan. Kembar di hujung dikira kedua-dua belahnya. Jika jumlahnya gandaan 5, pemain yang baru bermain terus mendapat mata sebanyak itu. Sesiapa yang menghabiskan semua kepingannya atau memenangi pusingan tersekat juga mendapat mata, dibundarkan kepada gandaan 5 yang terdekat.
faq-dominoes-5-q = Apakah yang berlaku jika tiada sesiapa boleh main?
faq-dominoes-5-a =
    Maka pusingan itu tersekat. Pemain dengan titik paling sedikit dalam tangan memenangi pusingan dan mendapat titik tangan lain ditolak titiknya sendiri. Jika beberapa pemain seri dengan titik paling sedikit, tiada sesiapa mendapat mata.
faq-dominoes-6-q = Bolehkah saya bermain dalam talian bersama rakan?
faq-dominoes-6-a =
    Boleh. Pilih “Dalam talian bersama rakan” dalam tetapan dan kongsi pautannya. Satu bilik mempunyai 2 hingga 4 tempat duduk, komputer boleh mengisi tempat yang kosong, dan pelayan yang membahagikan kepingan, jadi setiap orang hanya melihat kepingannya sendiri.

intro-hus =
    Hus ialah mancala besar dari Namibia, permainan untuk dua orang di atas papan empat baris dengan lapan lubang setiap satu. Setiap pemain menyebar buah mengelilingi dua barisnya sendiri, terus bersambung dengan buah terakhir dari lubang yang berisi, dan menembak buah lawan dari baris dalamnya. Sesiapa yang menyebabkan lawan hanya ada lubang berisi sebiji buah menang.

    Hus masih dimainkan di Namibia hari ini dan mempunyai banyak nama di sana: ||hus atau Xoros dalam kalangan orang Nama dan Damara, Owela, Otjitoto, Wera atau Ogoro dalam bahasa lain di negara itu, “Lochspiel” dalam bahasa Jerman. Main di sini menentang komputer: satu permainan, siri hingga mata, atau terbaik daripada 7.
faq-hus-title = Soalan tentang Hus
faq-hus-1-q = Dari manakah asal Hus?
faq-hus-1-a =
    Hus ialah mancala empat baris dari Namibia. Ia dimainkan di sana oleh orang Damara, Nama, Herero, Kwanyama dan Ndonga, antara lain, misalnya sebagai permainan cuti di kawasan luar bandar. Bila ia bermula tidak direkodkan; permainan mancala dipercayai berasal dari Afrika.
faq-hus-2-q = Bolehkah saya memainkan sebiji buah sahaja?
faq-hus-2-a =
    Tidak. Satu langkah sentiasa mengambil semua buah dari lubang yang berisi sekurang-kurangnya 2. Lubang dengan sebiji buah sahaja tidak boleh dipilih sama sekali.
faq-hus-3-q = Bilakah langkah saya berakhir?
faq-hus-3-a =
    Hanya apabila buah terakhir anda jatuh ke dalam lubang kosong. Jika ia jatuh ke dalam lubang berisi buah, anda mengambil kesemuanya dan terus menyebar dari lubang seterusnya, selepas menembak juga. Jadi satu langkah boleh mengelilingi gelung anda beberapa kali.
faq-hus-4-q = Bilakah saya menembak buah lawan?
faq-hus-4-a =
    Apabila buah terakhir anda jatuh ke dalam lubang berisi di baris dalam anda dan lubang dalam lawan yang bertentangan berisi buah. Maka anda mengambil lubang anda serta lubang dalam dan luar lawan di lajur itu, lubang luar walaupun kosong, lalu menyebar kesemuanya. Anda tidak pernah menembak di baris luar, dan tidak seperti Kalah, buah yang jatuh ke dalam lubang kosong tidak menembak apa-apa.
faq-hus-5-q = Adakah saya menyebar buah ke sebelah lawan?
faq-hus-5-a =
    Tidak, tidak sekali-kali. Anda hanya menyebar dalam gelung 16 lubang milik anda sendiri. Buah hanya sampai ke sebelah lawan dengan ditembak.
faq-hus-6-q = Siapakah yang menang?
faq-hus-6-a =
    Sesiapa yang menyebabkan lawan tiada lubang berisi sekurang-kurangnya 2 biji buah: lawan tidak boleh bergerak dan kalah. Hus tiada rumah simpanan. Dalam satu siri, setiap pemain mendapat mata sebanyak buah di sebelahnya selepas permainan, dan sesiapa yang memegang kesemua 48 mendapat dua kali ganda.

intro-wuhsing =
    Wu Hsing ialah permainan meletakkan kepingan domino dalam lima warna, iaitu “lima unsur” Cina: air, api, kayu, logam dan tanah. Seperti dalam teka silang kata, petak-petak berwarna membentuk garisan mendatar dan menegak, dan setiap garisan mengikut satu corak warna. Setiap kepingan mesti memanjangkan sekurang-kurangnya dua garisan mengikut coraknya; panjang garisan itu didarabkan, dan itulah markah anda.

    Sid Sackson menerbitkan permainan ini pada 1969 sebagai “Domino Bead Game” dalam bukunya “A Gamut of Games”; franjos mengeluarkannya pada 1992 sebagai permainan kotak “Wu Hsing”. Main di sini menentang komputer, berdua, bertiga atau berempat.
faq-wuhsing-title = Soalan tentang Wu Hsing
faq-wuhsing-1-q = Dari manakah asal Wu Hsing?
faq-wuhsing-1-a =
    Sid Sackson yang menciptanya: pada 1969 ia muncul sebagai “Domino Bead Game” dalam bukunya “A Gamut of Games”, himpunan 40 permainan. Edisi Jerman “Wu Hsing” diterbitkan oleh franjos pada 1992; di Perancis ia dinamakan “Connexion”. Namanya merujuk kepada lima unsur dalam pemikiran Cina, yang ditunjukkan oleh lima warna itu.
faq-wuhsing-2-q = Apakah corak?
faq-wuhsing-2-a =
    Setiap garisan mendatar dan menegak mesti menyambung satu urutan warna. Sebaik sahaja satu warna berulang dalam garisan, coraknya menjadi tetap, dan garisan itu mesti terus mengulanginya pada jarak yang sama. Selagi tiada warna berulang, garisan itu masih terbuka.
faq-wuhsing-3-q = Di manakah saya boleh meletakkan kepingan?
faq-wuhsing-3-a =
    Pada dua petak kosong yang bersebelahan, supaya sekurang-kurangnya dua daripada tiga garisan yang melalui kepingan memanjangkan petak yang diletakkan lebih awal dan setiap garisan sepadan dengan coraknya. Anda boleh mengisi ruang kosong jika garisan yang tercantum sah. Paling banyak tiga kepingan boleh terletak bersebelahan di sepanjang sisi panjangnya.
faq-wuhsing-4-q = Bagaimanakah markah dikira?
faq-wuhsing-4-a =
    Panjang semua garisan yang dipanjangkan didarabkan, termasuk kepingan baharu: 3 × 4 × 5 = 60. Kembar mendapat dua kali ganda, contohnya 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Bagaimana jika saya tidak boleh meletakkan kepingan?
faq-wuhsing-5-a =
    Jika anda boleh meletakkan, anda mesti meletakkan. Jika tidak boleh, anda lepas giliran ini dan menunjukkan kepingan anda kepada yang lain. Sebaik sahaja ada langkah untuk anda, anda bermain semula.
faq-wuhsing-6-q = Bilakah permainan tamat?
faq-wuhsing-6-a =
    Apabila seseorang meletakkan kepingan terakhirnya, pusingan giliran dimainkan hingga selesai; permainan juga tamat apabila tiada sesiapa boleh meletakkan kepingan. Kepingan yang tinggal dalam tangan ditolak 5 mata bagi setiap kembar dan 25 bagi setiap kepingan lain. Markah tertinggi menang.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Pemain { $n }
seat-kind-computer = Komputer
seat-kind-person = Seseorang di peranti ini
person-name-label = Nama pemain { $n }
person-default-name = Pemain { $n }
# $name: the person the device goes to
handover-title = Serahkan peranti kepada { $name }
handover-since = Sejak giliran terakhir anda:
# $name: the person the device goes to
handover-ready = Saya { $name }: tunjukkan jubin saya
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } mengambil satu jubin
    [pass] { $name } melepasi giliran
    [next] Pusingan baharu telah diagihkan
   *[play] { $name } memainkan { $move }
}
people-wins-title = Kemenangan antara pemain
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } kemenangan
# $name: the person whose turn it is
person-turn = Giliran { $name }.

## Online with friends (js/online/)
online-open = Dalam talian bersama rakan
online-name = Nama anda
online-create = Cipta bilik
online-join = Sertai
online-invite = Pautan jemputan – hantar kepada rakan anda
online-copy = Salin pautan
online-copied = Disalin
online-start = Mula
online-leave = Tinggalkan bilik
online-room = Bilik
online-record = Muat turun rekod permainan
online-start-early = Anda boleh mula sekarang: komputer mengambil tempat kosong.
online-start-full = Semua tempat sudah diisi: mulakan apabila anda bersedia.
online-wait-host = Menunggu hos memulakan.
online-seat-open = Tempat kosong
online-seat-computer = Komputer
online-seat-computer-n = Komputer { $n }
online-you = anda
online-away = tidak bersambung
online-to-move = giliran
online-connecting = Menyambung…
online-reconnecting = Sambungan terputus – menyambung semula…
online-connected = Bersambung
online-stats = Perlawanan dalam talian dimenangi: { $won } daripada { $played }
online-name-missing = Sila masukkan nama anda.
online-error-not-found = Bilik ini tidak wujud (lagi).
online-error-full = Bilik ini tiada tempat kosong.
online-error-rate-limited = Terlalu pantas – cuba lagi.
online-error-refused = Pelayan tidak menerimanya.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Permainan
online-info-rules = Peraturan
online-info-host = Hos
online-info-seats = Tempat
online-room-started = Perlawanan sudah bermula dan semua tempat sudah diisi: anda boleh menonton.
online-watch = Tonton
online-stop-watching = Berhenti menonton
online-watching = Anda sedang menonton.
online-watching-end = Perlawanan sudah tamat.
online-next-rules = Peraturan perlawanan seterusnya
online-again-with = Main lagi dengan peraturan ini
online-again = Main lagi
# $names: the people the room waits for (a list)
online-waiting-for = Menunggu { $names } …
online-twice = Tempat ini juga dibuka dalam tab lain.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Perlawanan dimenangi: { $tally }
online-spectators = { $n ->
    [one] { $n } menonton
   *[other] { $n } menonton
}
online-cover = Biar komputer bermain
online-cover-label = Biar komputer bermain untuk { $name }
online-computer-plays = komputer bermain
online-ready = sedia
online-asked = mahu main lagi
online-note-left = { $name } telah keluar; komputer bermain untuk { $name }.
online-note-covered = Komputer bermain untuk { $name } sehingga { $name } kembali.
online-note-back = { $name } sudah kembali.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } menetapkan peraturan perlawanan seterusnya: { $rules }.
online-confirm-leave-running = Tinggalkan perlawanan? Komputer mengambil tempat anda dan terus bermain untuk anda. Anda tidak boleh kembali ke tempat ini.
online-confirm-leave-over = Tinggalkan bilik? Kawan-kawan anda boleh main lagi tanpa anda.
online-confirm-leave-lobby = Tinggalkan bilik? Tempat anda kosong semula.
online-leave-match = Tinggalkan perlawanan
online-stay = Kekal
online-error-busy = Pelayan sedang sibuk – cuba lagi sebentar nanti.
online-error-gone = Anda tiada lagi dalam bilik ini: bilik ditutup, atau tempat ini dilepaskan dalam tab lain.
dom-round-opens = Pusingan { NUMBER($round) }: { $name } membuka.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Buah: { $a } { $seedsA } · { $b } { $seedsB }


# the colour theme (every game's settings)
theme = Warna
theme-system = Ikut peranti
theme-light = Cerah
theme-dark = Gelap
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Di luar permainan
dom-out-count = { $n } kepingan

## replay
replay-open = Main semula
replay-title = Main semula perlawanan yang tamat
replay-help = 20 perlawanan terakhir yang tamat pada peranti ini, yang terbaru dahulu, atau fail rekod yang anda eksport.
replay-none = Belum ada perlawanan tamat yang disimpan pada peranti ini.
replay-open-file = Buka fail rekod
replay-file-bad = Fail ini bukan rekod permainan.
replay-other-game = Ini rekod { $game }: buka di halaman permainan itu.
replay-refused = Rekod ini tidak boleh dimainkan semula: { $reason }
replay-not-online = Main semula boleh dibuat selepas anda keluar dari bilik dalam talian.
replay-won = menang
replay-lost = kalah
replay-moves = { $n ->
    [one] { $n } langkah
   *[other] { $n } langkah
}
replay-online = dalam talian
replay-bar = Main semula
replay-first = Langkah pertama
replay-back = Undur satu langkah
replay-forward = Maju satu langkah
replay-last = Langkah terakhir
replay-slider = Langkah
replay-view = Paparan
replay-close = Tutup main semula
replay-position = Langkah { $ply } daripada { $plies }
replay-seat = Tempat { $n }
replay-seat-you = Tempat { $n } (anda)
replay-all-hands = Semua tangan terbuka
replay-seat-computer = Tempat { $n } (komputer)

## take-back and hint
help-take-back = Tarik balik
help-hint = Petunjuk
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Satu langkah ditarik balik.
   *[other] { $n } langkah ditarik balik.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Mengambil semula memberi jubin yang sama: susunan longgokan kekal.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Petunjuk: { $move }
# the first tile of a round, as a hint
help-hint-open = buka dengan { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = menang dengan bantuan: { NUMBER($won) } daripada { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Tarik balik langkah terakhir { $name }? Semua orang di meja ini mesti bersetuju.
