# Gamut: teks bahasa Indonesia (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as de.ftl and en.ftl; see de.ftl's head for the conventions.
# Plural categories (CLDR id): other only; nouns after a number do not change.

## Shared

language = Bahasa
games-nav =
    .aria-label = Permainan
game-dominoes = Domino
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Pertandingan baru
settings = Pengaturan
settings-title = Pengaturan permainan
close = Tutup
rules = Aturan
rules-toc =
    .aria-label = Daftar isi
your-tiles = Kartu Anda
loading-stage-runtime = Memuat Python …
loading-stage-pyodide = Memuat Python …
loading-stage-stdlib = Memuat Python …
loading-stage-packages = Memuat paket …
loading-stage-micropip = Memuat paket …
loading-stage-wheel = Memasang permainan …
loading-stage-install = Memasang permainan …
loading-stage-game = Memasang permainan …
loading-stage-ready = Siap
load-failed = Python tidak dapat dijalankan: { $msg }
reload = Muat ulang
level = Tingkat komputer
level-easy = Mudah
level-medium = Sedang
level-hard = Sulit
tempo = Kecepatan
tempo-slow = Lambat
tempo-normal = Sedang
tempo-fast = Cepat
players-label = Pemain
players-option = { $n } pemain
stats-title = Pertandingan dimenangkan
stats-line = { NUMBER($won) } dari { NUMBER($played) }
saves-title = Simpanan sebagai berkas
saves-help = Simpan pengaturan, permainan yang sedang berjalan, dan statistik dalam sebuah berkas, agar tidak ada yang hilang saat peramban menghapus datanya.
saves-export-all = Ekspor semuanya
saves-export-game = Ekspor permainan yang berjalan
saves-import = Impor berkas
saves-exported = Disimpan sebagai { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Disimpan sebagai { $name }. Berkas ini memperlihatkan batu semua pemain, termasuk milik komputer.
saves-no-game = Tidak ada permainan yang sedang berjalan.
saves-imported = Berhasil diimpor. Halaman dimuat ulang …
saves-import-failed = Tidak diimpor.
saves-file-all = gamut-simpanan
saves-file-game = gamut-{ $game }-permainan

## Problems with the saves

save-kept = { $lost ->
    [yes] Pengaturan dan statistik tidak dapat dipulihkan.
   *[no] Pengaturan dan statistik tetap tersimpan.
}
save-some-game = sebuah permainan
save-problem-unreadable = Data simpanan rusak dan telah diatur ulang. { save-kept }
save-problem-wrong-type = Data simpanan berformat tidak dikenal dan telah diatur ulang. { save-kept }
save-problem-future-version = Data simpanan berasal dari versi yang lebih baru; permainan yang berjalan tidak dapat dilanjutkan di sini. { save-kept }
save-problem-old-version = Data simpanan berasal dari versi lama yang tidak dapat diambil alih. { save-kept }
save-problem-bad-settings = Pengaturan yang tersimpan rusak; pengaturan bawaan yang berlaku.
save-problem-bad-stats = Sebagian statistik rusak dan telah dibuang.
save-problem-bad-game = Permainan yang tersimpan ({ $name }) rusak. Permainan baru dimulai; statistik tetap tersimpan.
save-problem-other-game = Simpanan untuk { $name } berisi permainan lain. Permainan baru dimulai; statistik tetap tersimpan.
save-problem-rejected = Permainan yang tersimpan ({ $name }) tidak dapat dilanjutkan. Permainan baru dimulai; statistik tetap tersimpan.
save-problem-unavailable = Peramban ini tidak mengizinkan penyimpanan di sini: permainan dan statistik hilang saat halaman ditutup.
save-problem-quota = Gagal menyimpan (penyimpanan peramban penuh atau diblokir).
save-notice-ok = Oke
update-ready = Versi baru tersedia
update-reload = Muat ulang
update-dismiss = Tutup
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Sebentar – permainan masih dimulai…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python sedang dimulai – permainan Anda berlanjut sebentar lagi…

## Importing a file

saves-problem-empty = Berkas kosong.
saves-problem-too-big = Berkas terlalu besar untuk sebuah simpanan.
saves-problem-not-json = Berkas bukan JSON yang valid (rusak atau terpotong?).
saves-problem-not-gamut = Berkas ini bukan simpanan Gamut.
saves-problem-unreadable = Berkas ini bukan simpanan Gamut yang dapat dibaca.
saves-problem-unknown-game = Berkas berisi permainan dari jenis yang tidak dikenal.
saves-problem-bad-record = Permainan ({ $name }) dalam berkas rusak.
saves-problem-bad-game = Permainan ({ $name }) dalam berkas rusak atau milik permainan lain; tidak diambil.
saves-problem-bad-settings = Pengaturan dalam berkas rusak dan tidak diambil.
saves-problem-bad-stats = Sebagian statistik dalam berkas rusak dan tidak diambil.
saves-problem-future-version = Berkas berasal dari versi yang lebih baru: hanya pengaturan dan statistik yang diambil.
saves-problem-quota = Gagal menyimpan (penyimpanan peramban penuh atau diblokir).
saves-problem-nothing = Berkas tidak berisi apa pun yang dapat diambil.
confirm-new = { $counts ->
    [yes] Ini memulai pertandingan baru. Pertandingan yang sedang berjalan berakhir dan dihitung kalah.
   *[no] Ini memulai pertandingan baru. Pertandingan yang sedang berjalan berakhir.
}
confirm-yes = Pertandingan baru
confirm-no = Batal
session-other-tab = Pertandingan berlanjut di tab lain: tab ini sekarang menunjukkan posisi terakhirnya.
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
tiles = { $n } kartu
points = { $n } poin
seat-label = { $name }: { $tiles } kartu, { $score } poin{ $toMove ->
    [yes] , giliran jalan
   *[no] {""}
}
pass = Pas
rematch = Main lagi
retry = Coba lagi
wait = Giliran { $name } …
not-your-turn = Tunggu giliran Anda.
empty-hand = tidak ada kartu
last-tile = jalan terakhir
load-error = Pertandingan yang tersimpan tidak dapat dilanjutkan. Pertandingan baru dimulai.
worker-restarted = Mesin permainan berhenti merespons dan telah dijalankan ulang. Pertandingan berlanjut dari posisi yang tersimpan.
error = Galat: { $msg }
error-illegal-move = Langkah ini tidak diperbolehkan.
error-bad-record = Rekaman ini rusak atau tidak lengkap.
error-bad-record-at = Langkah ke-{ $n } tidak sesuai aturan.
error-bad-options = Pengaturan permainan tidak valid.
error-engine = Mesin permainan tidak dapat melakukannya.
error-engine-lost = Mesin permainan berhenti merespons.
error-engine-start = Mesin permainan tidak dapat dijalankan.
toc-rules = Aturan
toc-controls = Kontrol
toc-tips = Kiat
toc-modes = Mode
toc-faq = Pertanyaan

## Dominoes (index.html)

dom-table =
    .aria-label = Meja
dom-loading = Membagikan kartu …
dom-opponent = Lawan
dom-opponent-computer = Komputer
dom-opponent-online = Daring bersama teman
dom-opponent-people = Orang-orang di perangkat ini
dom-mode = Jenis permainan
dom-mode-draw = Ambil
dom-mode-block = Blok
dom-mode-fives = Kelipatan Lima
dom-mode-help-draw = Jika tidak bisa jalan, Anda mengambil kartu dari tumpukan sampai ada yang cocok.
dom-mode-help-block = Jika tidak bisa jalan, Anda pas. Tidak ada yang mengambil dari tumpukan.
dom-mode-help-fives = Seperti Ambil, ditambah poin setiap kali jumlah ujung terbuka merupakan kelipatan 5.
dom-target = Main sampai
dom-target-option = { $n } poin
dom-round-info = Ronde { NUMBER($round) } · sampai { NUMBER($target) }
dom-boneyard = Tumpukan: { $n }
dom-no-boneyard = Tanpa tumpukan
dom-count = Ujung: { $n }
dom-draw = Ambil
dom-next = Ronde berikutnya
dom-play = Jalankan kartu
dom-your-turn = Giliran Anda: jalankan kartu yang cocok.
dom-your-turn-first = Anda membuka ronde: jalankan kartu apa saja.
dom-your-turn-first-with = Anda membuka pertandingan dengan { $tile }: { $double ->
    [yes] balak tertinggi yang membuka.
   *[no] tidak ada balak yang dibagikan, jadi kartu terberat yang membuka.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } membuka ronde: jalankan kartu apa saja.
dom-person-first-with = { $name } membuka pertandingan dengan { $tile }: { $double ->
    [yes] balak tertinggi yang membuka.
   *[no] tidak ada balak yang dibagikan, jadi kartu terberat yang membuka.
}
dom-must-draw = Tidak ada kartu yang cocok: ambil dari tumpukan.
dom-must-pass = Tidak ada kartu yang cocok: Anda harus pas.
dom-choose-end = Pilih tempat di meja.
dom-cannot-play = { $tile } tidak cocok dengan ujung terbuka mana pun.
dom-run-draw = { $you ->
    [yes] mengambil { $n } kartu
   *[no] mengambil { $n } kartu
}
dom-run-play = { $you ->
    [yes] menjalankan
   *[no] menjalankan
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] pas
   *[no] pas
}
dom-run = { $name } { $actions }
dom-run-lacked = { $name } { $actions } (tidak punya { $numbers })
dom-seat-act = { $draws ->
    [0] pas
   *[other] ambil { $draws }{ $passed ->
        [yes] , pas
       *[no] {""}
    }
}
dom-log-label = Jalannya ronde ini
dom-place-at = Jalankan { $tile } di ujung { $end ->
    [W] barat
    [E] timur
    [N] utara
   *[S] selatan
}{ $fives ->
    [yes] , { $score } poin
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , bisa dijalankan
    [no] , tidak cocok
   *[other] {""}
}
dom-layout-tile = Kartu { $tile }
dom-spinner = balak poros
dom-announce-play = { $name } { $you ->
    [yes] menjalankan
   *[no] menjalankan
} { $tile }{ $end ->
    [W] {" "}di ujung barat
    [E] {" "}di ujung timur
    [N] {" "}di ujung utara
    [S] {" "}di ujung selatan
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] , { $you ->
        [yes] mendapat
       *[no] mendapat
    } { $score } poin
}.
dom-announce-round = Ronde { $round } selesai. { $result }
dom-announce-scores = Skor: { $scores }.
dom-score-of = { $name }: { $score }
dom-round-over = Ronde { $round } selesai
dom-domino-win = { $you ->
    [yes] Anda sudah menjalankan semua kartu Anda.
   *[no] { $name } sudah menjalankan semua kartunya.
}
dom-domino-pips = Kartu di tangan pemain lain berjumlah { $raw } mata.
dom-blocked = Permainan buntu: tidak ada yang bisa jalan.
dom-blocked-win = { $you ->
    [yes] Anda memegang
   *[no] { $name } memegang
} mata paling sedikit ({ $own }). Tangan lain berjumlah { $others } mata: { $others } − { $own } = { $raw }.
dom-blocked-tie = Beberapa tangan sama-sama memegang mata paling sedikit: tidak ada yang mendapat poin.
dom-target-win = { $you ->
    [yes] Anda mencapai
   *[no] { $name } mencapai
} target { $target } poin dengan langkah ini: di Kelipatan Lima pertandingan langsung berakhir.
dom-rounded = Kelipatan Lima membulatkan ke kelipatan 5 terdekat: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Anda mendapat
   *[no] { $name } mendapat
} { $points } poin.
dom-pips-in = { $n } mata
dom-match-won = Anda memenangkan pertandingan dengan { $score } poin!
dom-match-lost = { $names } { $count ->
   *[other] memenangkan
} pertandingan.
dom-embed-iframe-title = Domino melawan komputer
dom-embed-link-text = Domino dari Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Sematkan
embed-title = Sematkan permainan ini
embed-note = Tempelkan kode ini ke halaman Anda. Tautan teks di bawah permainan harus tetap ada.
embed-code-label = Kode HTML untuk disematkan
copy = Salin
copied = Tersalin!
copy-fallback = Kode sudah dipilih: salin dengan Ctrl+C (⌘+C di Mac).

dom-rules-title = Domino: aturan di sini
dom-rules-h-tiles = Kartu dan pemain
dom-rules-tiles =
    Permainan memakai set balak enam: 28 kartu, setiap pasangan angka dari 0-0 sampai 6-6 tepat satu kali. <b>Balak</b> seperti 4-4 menunjukkan angka yang sama di kedua sisinya. <b>Mata</b> sebuah kartu adalah jumlah kedua sisinya. 2, 3, atau 4 pemain jalan bergiliran. Anda memilih satu dari tiga mode: <b>Ambil</b>, <b>Blok</b>, atau <b>Kelipatan Lima</b>.
dom-rules-h-deal = Pembagian kartu
dom-rules-deal =
    - Dengan dua pemain masing-masing mendapat 7 kartu, di setiap mode.
    - Dengan tiga atau empat pemain masing-masing mendapat 5 kartu di Ambil dan Kelipatan Lima, 7 di Blok.
    - Di Ambil dan Kelipatan Lima, sisa kartu ditaruh tertutup sebagai <b>tumpukan</b>.
    - Di Blok, sisa kartu tidak dipakai dalam ronde itu: tidak ada yang mengambilnya, dan tidak ada yang melihatnya sebelum ronde berakhir.
dom-rules-h-lead = Siapa yang membuka
dom-rules-lead =
    - Di ronde pertama sebuah pertandingan, pemegang balak tertinggi membuka, tepat dengan balak itu.
    - Jika tidak ada yang punya balak, kartu dengan mata terbanyak yang membuka. Jika matanya sama, kartu dengan angka lebih tinggi menang: 6-3 lebih dulu daripada 5-4.
    - Mulai ronde kedua, pemenang ronde sebelumnya membuka dengan kartu pilihannya. Jika ronde sebelumnya tidak ada pemenang, pemain sesudah pembuka sebelumnya yang membuka.
dom-rules-h-move = Satu langkah
dom-rules-move =
    - Anda menjalankan kartu di ujung terbuka yang angkanya sama dengan salah satu sisi kartu. Jika bisa jalan, Anda wajib jalan; kartu mana dan di ujung mana terserah Anda.
    - Balak dipasang melintang. Selain balak poros di Kelipatan Lima (lihat di bawah), balak adalah kartu biasa dengan satu ujung terbuka di sisi seberangnya.
    - Jika tidak bisa jalan: di Ambil dan Kelipatan Lima Anda mengambil dari tumpukan satu per satu sampai ada yang cocok, lalu menjalankannya. Jika tumpukan kosong, Anda pas. Di Blok Anda langsung pas.
    - Tidak ada yang mengambil kartu selagi memegang kartu yang cocok.
dom-rules-h-spinner = Balak poros (hanya Kelipatan Lima)
dom-rules-spinner =
    Balak pertama yang masuk meja dalam satu ronde (termasuk kartu pembuka) menjadi <b>balak poros</b> dan digambar <y>kuning</y>. Balak berikutnya adalah kartu melintang biasa. Kartu lebih dulu dipasang di kedua sisi panjang balak poros. Setelah kedua sisi panjangnya terisi, kedua sisi pendeknya juga terbuka: meja lalu bisa punya hingga empat ujung terbuka.
dom-rules-h-fives = Skor di Kelipatan Lima
dom-rules-fives =
    - Setelah setiap langkah, termasuk kartu pembuka, angka semua ujung terbuka dijumlahkan.
    - Balak melintang di ujung dihitung kedua sisinya.
    - Balak poros dihitung kedua sisinya selama salah satu sisi panjangnya masih kosong. Sesudah itu ia sendiri tidak dihitung lagi, dan sisi pendek baru dihitung setelah ada kartu di sana.
    - Jika jumlahnya kelipatan 5, pemain yang baru jalan langsung mendapat poin sebanyak itu.

    ~ Contoh: membuka dengan 5-5 (balak poros) mendapat 10, membuka dengan 6-4 juga 10. Jika lalu 4-1 dipasang di angka 4, ujung terbukanya 6 dan 1: jumlahnya 7, tanpa poin. Pada balak poros 5-5 dengan 5-3 di satu sisi panjang, hitungannya 10 + 3 = 13, tanpa poin; saat 5-2 dipasang di sisi panjang lainnya, hitungannya 3 + 2 = 5: 5 poin.
dom-rules-h-round = Akhir ronde
dom-rules-round =
    - Ronde berakhir saat seseorang menjalankan kartu terakhirnya, atau saat permainan <b>buntu</b>: tidak ada yang bisa jalan, dan di Ambil serta Kelipatan Lima tumpukan sudah habis.
    - Yang menghabiskan semua kartunya mendapat mata yang tersisa di semua tangan lain.
    - Dalam ronde buntu, tangan dengan mata paling sedikit menang. Ia mendapat mata tangan lain dikurangi matanya sendiri. Jika beberapa tangan sama-sama paling sedikit, tidak ada yang mendapat poin.
    - Di Kelipatan Lima poin ronde ini dibulatkan ke kelipatan 5 terdekat: yang berakhiran 1, 2, 6, atau 7 dibulatkan ke bawah, 3, 4, 8, atau 9 ke atas (12 menjadi 10, 13 menjadi 15).
    - Di antara ronde semua tangan dibuka.
dom-rules-h-match = Akhir pertandingan
dom-rules-match =
    - Pertandingan dimainkan sampai target di pengaturan: 50, 100, 150, 200, atau 250 poin (bawaannya 100).
    - Di Ambil dan Blok, yang sudah mencapai target setelah sebuah ronde menang.
    - Di Kelipatan Lima pertandingan langsung berakhir ketika sebuah langkah atau skor ronde membawa seseorang ke target, bahkan di tengah ronde.
dom-rules-h-seen = Apa yang dilihat semua orang
dom-rules-seen =
    Anda melihat kartu Anda sendiri, meja, jumlah kartu setiap pemain, semua skor, besar tumpukan, dan siapa yang mengambil atau pas. Tangan lain dan tumpukan baru dibuka di akhir ronde. Komputer pun hanya memutuskan berdasarkan apa yang terlihat dari kursinya sendiri.
dom-rules-h-controls = Cara bermain di sini
dom-rules-controls =
    - Kartu Anda ada di bawah. Kartu yang bisa dijalankan menonjol, bersinar, dan diberi titik. Ketuk satu untuk menjalankannya.
    - Jika kartu itu cocok di lebih dari satu ujung, tempat-tempat yang mungkin muncul di meja, di Kelipatan Lima beserta poin masing-masing. Ketuk salah satunya.
    - Anda juga bisa menyeret kartu ke sebuah tempat di meja dengan tetikus atau jari.
    - Dengan papan ketik, tombol panah atau <kbd>Tab</kbd> berpindah antarkartu Anda, <kbd>Enter</kbd> memilih satu, ujungnya dipilih dengan cara yang sama, dan <kbd>Enter</kbd> menjalankannya. <kbd>Escape</kbd> membatalkan pilihan.
    - Jika Anda tidak bisa jalan, tombol utama menjadi “Ambil” atau “Pas”. Di antara ronde tombol itu bertuliskan “Ronde berikutnya”.
    - Di bawah meja Anda melihat apa yang terjadi di ronde ini, termasuk siapa yang harus mengambil atau pas. Pembaca layar mengumumkan setiap langkah.
dom-rules-h-tips = Kiat untuk menang
dom-rules-tips =
    - Buang kartu terberat Anda lebih awal. Jika orang lain habis lebih dulu, setiap mata di tangan Anda dihitung melawan Anda.
    - Jaga agar angka Anda beragam. Dengan beberapa angka berbeda di tangan, Anda bisa melayani hampir semua ujung; dengan enam semua, Anda cepat macet.
    - Perhatikan apa yang tidak bisa dijalankan lawan. Yang pas atau mengambil tidak punya angka di ujung-ujung terbuka. Biarkan angka itu tetap terbuka untuk menahannya.
    - Di Kelipatan Lima, hitung dulu: sebelum setiap langkah, perkirakan jumlah ujung yang dihasilkan tiap kartu dan apa yang Anda sisakan untuk pemain berikutnya.
    - Ingat-ingat kartu yang keluar. Setiap angka hanya muncul di tujuh kartu, termasuk balaknya. Jika yang lain sudah menjalankan lima di antaranya, sisanya ada di tangan Anda atau hampir habis.
dom-rules-h-modes = Tiga mode
dom-rules-modes =
    <b>Ambil</b> adalah yang paling ramah: kalau macet, Anda kehilangan kartu, bukan giliran. <b>Blok</b> lebih singkat dan tajam: tidak ada yang boleh mengambil, jadi menghitung kartu dan menutup sebuah angka paling menentukan. <b>Kelipatan Lima</b> juga memberi skor selama ronde; pemain yang baik mengincar jumlah ujung sama seriusnya dengan menghabiskan kartu terakhir.

    ! Domino di sini hanya dimainkan untuk poin di halaman, tanpa taruhan dalam bentuk apa pun, dan tidak ada apa pun yang bisa dibeli atau dimenangkan di luar permainan.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Papan
wx-view =
    .aria-label = Tampilan
wx-zoom-in = +
    .aria-label = Perbesar
wx-zoom-out = −
    .aria-label = Perkecil
wx-fit = Sesuaikan
    .title = Tampilkan seluruh papan
wx-embed-iframe-title = Wu Hsing melawan komputer
wx-embed-link-text = Wu Hsing dari Gamut
wx-loading = Mengocok keping …
wx-variant = Jenis permainan
wx-variant-standard = Standar (dengan persegi awal)
wx-variant-fifteen_a = 15 keping, pembukaan bebas
wx-variant-fifteen_b = 15 keping, pembukaan rahasia
wx-variant-help-standard = Ke-30 keping dibagikan; dua diletakkan di tengah sebagai persegi awal.
wx-variant-help-fifteen_a = Hanya dua pemain: masing-masing memegang satu keping dari setiap jenis. Pemain pertama meletakkan keping apa saja, tanpa poin.
wx-variant-help-fifteen_b = Hanya dua pemain: masing-masing memegang satu keping dari setiap jenis. Keduanya memilih satu keping secara rahasia; bersama-sama keping itu membentuk persegi awal (empat warna).
wx-variant-two-only = { $variant } (hanya dua pemain)
wx-open-hands = Keping pemain lain
wx-hands-closed = Tersembunyi
wx-hands-open = Terbuka (semua melihat semua keping)
wx-hand-shown = Keping { $name }
wx-colour-W = Air
wx-colour-F = Api
wx-colour-H = Kayu
wx-colour-M = Logam
wx-colour-E = Tanah
wx-tile-name = { $a }-{ $b }
wx-rotate = Putar
wx-flip = Balik
wx-cancel = Kembali
wx-turn-tools =
    .aria-label = Putar dan balik keping
wx-rack-tile = { $name }{ $state ->
    [playable] , bisa dimainkan
    [blocked] , tidak cocok di mana pun
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Letakkan { $a } di kiri, { $b } di kanan
   *[no] Letakkan { $a } di atas, { $b } di bawah
}{ $score ->
    [none] {""}
   *[other] : { $score } poin
}
wx-preview = { $horizontal ->
    [yes] Mendatar: { $a } di kiri, { $b } di kanan
   *[no] Menurun: { $a } di atas, { $b } di bawah
}
wx-cell = { $colour }, baris { $row }, kolom { $col }
wx-hidden-tile = keping yang dipilih secara rahasia
wx-play = Pilih keping
wx-place = Letakkan keping di papan
wx-your-turn = Giliran Anda: pilih keping dari rak Anda.
wx-choose-spot = { $n } tempat: klik salah satu. R memutar, F membalik, Esc kembali.
wx-no-spot-here = Dengan posisi ini keping tidak cocok di mana pun: putar atau balik.
wx-must-pass = Tidak ada keping yang cocok: Anda harus pas. Sebagai gantinya, yang lain melihat keping Anda.
wx-cannot-play = { $name } tidak cocok di mana pun.
wx-opening-a = Anda membuka: letakkan keping apa saja (tanpa poin).
wx-opening-b = Pilih keping secara rahasia untuk persegi awal.
wx-opening-b-wait = { $name } sudah memilih secara rahasia. Pilih keping Anda.
wx-ending = Sebuah rak sudah kosong: putaran dimainkan sampai selesai.
wx-placed = { $you ->
    [yes] Anda meletakkan
   *[no] { $name } meletakkan
}
wx-for-points = { " " }dan mendapat { $n } poin
wx-opening-placed = { $you ->
    [yes] Anda membuka dengan
   *[no] { $name } membuka dengan
}
wx-chose = { $you ->
    [yes] Pilihan Anda:
   *[no] { $name } sudah memilih secara rahasia.
}
wx-reveal-ok = Dibuka: keping-keping membentuk persegi awal
wx-square-failed = Persegi awal gagal: Anda memilih { $mine }, { $name } memilih { $theirs }. Tidak ada empat warna berbeda, jadi kedua keping dikembalikan dan keduanya memilih lagi.
wx-passed = { $you ->
    [yes] Anda pas. Keping Anda diperlihatkan:
   *[no] { $name } pas dan memperlihatkan kepingnya:
}
wx-line-desc = { $axis ->
    [row] mendatar
   *[column] menurun
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = balak × 2
wx-line-title-row = Garis mendatar
wx-line-title-column = Garis menurun
wx-pattern-locked = Pola sudah tetap:
wx-pattern-open = Pola masih terbuka
wx-line-length = { $n } kotak
wx-no-line = tidak ada garis (kotak tunggal)
wx-announce-place = { $you ->
    [yes] Anda meletakkan
   *[no] { $name } meletakkan
} { $tile }, { $you ->
    [yes] mendapat
   *[no] mendapat
} { $n } poin.
wx-announce-pass = { $you ->
    [yes] Anda pas.
   *[no] { $name } pas.
}
wx-announce-over = Permainan selesai. { $result }
wx-game-over = Permainan selesai
wx-end-out = { $you ->
    [yes] Anda sudah meletakkan
   *[no] { $name } sudah meletakkan
} semua keping; putaran sudah dimainkan sampai selesai.
wx-end-blocked = Tidak ada lagi yang bisa meletakkan keping.
wx-col-name = Pemain
wx-col-score = Poin
wx-col-left = Sisa keping
wx-col-penalty = Penalti
wx-col-final = Akhir
wx-penalty-rule = Penalti untuk sisa keping: 5 per balak, 25 per keping lain.
wx-won = Anda menang dengan { $score } poin!
wx-shared = Menang bersama: { $names }.
wx-lost = { $names } { $count ->
   *[other] menang
}.

wx-rules-title = Wu Hsing: aturan di sini
wx-rules-h-material = Keping dan pembagian
wx-rules-material =
    Wu Hsing adalah “Domino Bead Game” karya Sid Sackson dengan lima unsur: <b>air</b> (biru), <b>api</b> (merah), <b>kayu</b> (hijau), <b>logam</b> (putih), dan <b>tanah</b> (kuning). Setiap sisi juga memuat lambangnya, jadi permainan ini bisa dimainkan tanpa membedakan warna.

    - 30 keping: masing-masing dari 15 pasangan warna (5 balak, 10 campuran) dua kali.
    - Dua pemain mendapat 14 keping masing-masing, tiga pemain 9 (satu keping kembali ke kotak tanpa dilihat), empat pemain 7. Dua keping disisakan untuk persegi awal.
    - Keping pemain lain tersembunyi; tangan terbuka bisa dipilih di pengaturan.
wx-rules-h-start = Persegi awal
wx-rules-start =
    - Dua keping yang tersisa diletakkan sisi panjang bertemu sisi panjang sebagai persegi 2 × 2 kotak, terbuka di tengah.
    - Persegi itu harus menunjukkan empat warna berbeda; jika tidak, semuanya dikocok dan dibagikan ulang.
    - Persegi awal tidak memberi poin. Pemain pertama diundi; dalam seri, giliran pertama berpindah bergantian.
wx-rules-h-lines = Garis dan pola
wx-rules-lines =
    - <b>Garis</b> adalah deretan kotak terisi yang tidak terputus dalam satu baris atau kolom, seperti dalam teka-teki silang. Kotak kosong mengakhirinya; kotak tanpa tetangga adalah garis sepanjang 1.
    - Sebuah garis sah jika merupakan potongan dari satu <b>pola</b> warna-warna berbeda yang berulang tanpa akhir: begitu sebuah warna berulang, seluruh urutan harus berulang dengan jarak yang sama. Garis tanpa warna berulang selalu sah.

    ~ Contoh (setiap huruf satu warna): ABCABC sah; ABCB tidak sah; AAB tidak sah; AA dan AAA sah; ABA sah; ABB tidak sah; ABCDE sah; ABCDEA sah; ABCDEB tidak sah; ABCBA tidak sah; ABCDAB sah.
wx-rules-h-move = Satu langkah
wx-rules-move =
    - Letakkan keping dari rak Anda di dua kotak kosong yang bersebelahan, mendatar atau menurun, dengan urutan warna mana pun. Setiap garis yang melewati salah satu kotak baru harus tetap sah.
    - Tepat tiga garis melewati keping baru: satu sepanjang keping dan satu melintang di setiap kotaknya. Garis disebut <b>diperpanjang</b> jika juga memuat kotak yang diletakkan sebelumnya. Paling sedikit dua dari ketiganya harus diperpanjang.
    - Mengisi celah boleh jika garis gabungannya sah; itu dihitung sebagai satu garis yang diperpanjang.
    - Paling banyak tiga keping boleh berjajar: rantai keping sejajar yang menutupi tepat dua baris (atau kolom) yang sama paling panjang tiga. Persegi awal adalah rantai seperti itu yang terdiri dari dua.
wx-rules-h-score = Skor
wx-rules-score =
    Kalikan panjang garis-garis yang diperpanjang (dalam kotak, termasuk yang baru). Balak mendapat dua kali lipatnya.

    ~ Contoh: 3 × 4 × 5 = 60; balak yang memperpanjang dua garis sepanjang lima: 5 × 5 × 2 = 50.
wx-rules-h-pass = Pas
wx-rules-pass =
    - Jika bisa meletakkan, Anda wajib meletakkan.
    - Jika tidak bisa, Anda pas pada giliran ini dan memperlihatkan keping Anda kepada yang lain. Anda bermain lagi pada giliran berikutnya begitu ada langkah yang mungkin.
wx-rules-h-end = Akhir permainan
wx-rules-end =
    - Saat seseorang meletakkan keping terakhirnya, putaran giliran yang sedang berjalan diselesaikan supaya semua mendapat jumlah giliran yang sama. Pemain tanpa keping dilewati.
    - Permainan juga berakhir saat tidak ada yang bisa meletakkan keping.
    - Keping yang tersisa di tangan bernilai minus 5 poin per balak dan 25 per keping lain.
    - Total tertinggi menang; total yang sama berbagi kemenangan.
wx-rules-h-variants = Mode
wx-rules-variants =
    - Dua pemain dengan 15 keping masing-masing (satu dari setiap jenis), tanpa persegi awal. Pemain pertama meletakkan keping apa saja tanpa poin, atau keduanya memilih satu keping secara rahasia, lalu keping itu dibuka dan membentuk persegi awal (empat warna; jika tidak, keduanya memilih lagi).
    - Tangan terbuka untuk 2, 3, atau 4 pemain.
wx-rules-h-controls = Cara bermain di sini
wx-rules-controls =
    - Pilih keping dari rak Anda di bawah; keping yang cocok menonjol, bersinar, dan diberi titik. Papan lalu menunjukkan tempat-tempat yang bisa ditempatinya, beserta poinnya.
    - <kbd>R</kbd> memutar keping, <kbd>F</kbd> membaliknya, <kbd>Esc</kbd> mengembalikannya.
    - Dengan papan ketik, tombol panah atau <kbd>Tab</kbd> berpindah antarkeping Anda, <kbd>Enter</kbd> memilih satu, tombol panah berpindah antartempat, dan <kbd>Enter</kbd> meletakkan keping. Di papan, tombol panah menunjukkan garis yang melewati setiap kotak.
    - <kbd>+</kbd> dan <kbd>−</kbd> memperbesar dan memperkecil, <kbd>0</kbd> menampilkan seluruh papan; geser papan dengan tetikus atau jari.
    - Pembaca layar mengumumkan setiap langkah dan poinnya.
wx-rules-h-tips = Kiat untuk menang
wx-rules-tips =
    - Garis panjang menguntungkan: garis lima kotak berarti faktor 5. Cari tempat dua garis panjang bersilangan.
    - Balak mendapat dua kali lipat tetapi di akhir hanya bernilai minus 5: simpan untuk langkah besar.
    - Singkirkan keping campuran tepat waktu: setiap keping yang tersisa bernilai minus 25 poin di akhir.
    - Pola menjadi tetap begitu sebuah warna berulang. Biarkan terbuka garis yang cocok dengan keping Anda, dan tutup garis yang membantu lawan.

## Hus (hus.html)

hus-board =
    .aria-label = Papan
hus-embed-iframe-title = Hus melawan komputer
hus-embed-link-text = Hus dari Gamut
hus-loading = Mengisi lubang dengan biji …
hus-first = Siapa yang mulai
hus-first-lot = Diundi
hus-first-you = Anda
hus-first-computer = Komputer
hus-series = Jenis permainan
hus-series-single = Satu permainan
hus-series-points = Seri sampai poin
hus-series-best_of_7 = Terbaik dari 7
hus-series-help-single = Satu permainan. Yang membuat lawan tidak punya lubang berisi sedikitnya 2 biji menang.
hus-series-help-points = Setelah setiap permainan, semua mendapat poin sebanyak biji di sisinya (ke-48 biji: dua kali lipat). Yang lebih dulu mencapai target memenangkan seri. Langkah pertama bergantian.
hus-series-help-best_of_7 = Yang lebih dulu memenangkan empat permainan memenangkan seri. Langkah pertama bergantian.
hus-target = Main sampai
hus-rules-legend = Variasi aturan
hus-rule-fixed_opening = Pembukaan tetap: langkah pertama dari lubang dalam 8 (pasangan terdepan)
hus-rule-anticlockwise = Sebar berlawanan arah jarum jam
hus-rule-capture_sow_captured_only = Setelah menembak, sebar hanya biji tembakan
hus-rule-capture_needs_both = Tembak hanya jika kedua lubang di seberang berisi biji
hus-rule-short-fixed_opening = pembukaan tetap
hus-rule-short-capture_sow_captured_only = hanya biji tembakan yang disebar
hus-rule-short-capture_needs_both = tembak perlu dua lubang berisi
hus-tempo-instant = Tanpa animasi
hus-you = Anda
hus-computer = Komputer
hus-row-0 = Komputer, baris luar
hus-row-1 = Komputer, baris dalam
hus-row-2 = Baris dalam Anda
hus-row-3 = Baris luar Anda
hus-pit-name = lubang { $row ->
    [i] dalam
   *[o] luar
} { $col }
hus-pit-label = { $name }: { $n } biji
hus-pit-theirs = Komputer, { $label }
hus-reason-empty = kosong
hus-reason-single = hanya satu biji
hus-reason-endless = tanpa akhir: langkah ini tidak pernah berhenti
hus-reason-opening = pembukaan tetap: langkah pertama harus dari lubang dalam 8
hus-preview = berakhir di { $end }, { $laps } putaran, { $sown } disebar, { $captured ->
    [0] tidak menembak
   *[other] menembak { $captured } biji
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n } biji di tangan
hus-capturing = Tembak!
hus-anim-summary = { $you ->
    [yes] Langkah Anda
   *[no] Langkah komputer
}: hasilnya lubang demi lubang
hus-anim-end = { $you ->
    [yes] Langkah Anda berakhir di sini.
   *[no] Langkah komputer berakhir di sini.
}
hus-thinking = Komputer sedang berpikir …
hus-seeds = { $n } biji
hus-score-short = { $kind ->
    [best_of_7] { $n } menang
   *[other] { $n } poin
}
hus-seat-label = { $name }: { $seeds } biji{ $kind ->
    [best_of_7] , { $score } menang
    [points] , { $score } poin
   *[none] {""}
}{ $toMove ->
    [yes] , giliran jalan
   *[no] {""}
}
hus-single = Satu permainan
hus-points-info = Permainan { $game } · sampai { $to } poin
hus-best-of-7-info = Permainan { $game } · terbaik dari 7
hus-level-short = Tingkat { $level }
hus-dir-clock = searah jarum jam
hus-dir-anti = berlawanan arah jarum jam
hus-play = Pilih lubang
hus-wait = Giliran komputer …
hus-skip = Lewati
hus-next-game = Permainan berikutnya
hus-your-turn = Giliran Anda: pilih salah satu lubang Anda yang berisi sedikitnya 2 biji.
hus-your-turn-opening = Pembukaan tetap: langkah pertama Anda dari lubang dalam 8.
hus-choose-pit = Pilih salah satu lubang Anda yang berisi sedikitnya 2 biji.
hus-cannot-play = { $why ->
    [none] { $pit } tidak bisa dimainkan.
   *[other] { $pit } tidak bisa dimainkan: { $why }.
}
hus-move-line = { $you ->
    [yes] Anda memainkan
   *[no] Komputer memainkan
} { $pit }: { $laps } putaran, { $sown } disebar, berakhir di { $end }{ $captured ->
    [0] {""}
   *[other] , { $captured } biji ditembak
}.
hus-game-won = Anda memenangkan permainan!
hus-game-lost = Komputer memenangkan permainan.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Anda hanya punya langkah tanpa akhir.
       *[no] Komputer hanya punya langkah tanpa akhir.
    }
   *[other] { $youLost ->
        [yes] Anda tidak punya lagi lubang berisi sedikitnya 2 biji.
       *[no] Komputer tidak punya lagi lubang berisi sedikitnya 2 biji.
    }
}
hus-seed-counts = Biji: Anda { $you } · Komputer { $them }
hus-game-points = Poin permainan ini: Anda { $you } · Komputer { $them }
hus-series-standing = { $kind ->
    [best_of_7] Seri: Anda { $you } · Komputer { $them } kemenangan (yang lebih dulu { $to } menang)
   *[other] Seri: Anda { $you } poin · Komputer { $them } poin (sampai { $to })
}
hus-match-won = Anda menang dengan { $seeds } biji!
hus-match-lost = Komputer menang dengan { $seeds } biji.
hus-series-won = Anda memenangkan seri!
hus-series-lost = Komputer memenangkan seri.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, baris luar
   *[i] { $name }, baris dalam
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = Langkah { $name }: hasilnya lubang demi lubang
hus-anim-end-of = Langkah { $name } berakhir di sini.
hus-move-line-of = { $name } memainkan { $pit }: { $laps } putaran, { $sown } disebar, berakhir di { $end }{ $captured ->
    [0] {""}
   *[other] , { $captured } biji ditembak
}.
hus-game-won-by = { $name } memenangkan permainan.
hus-end-reason-of = { $reason ->
    [only_endless] { $name } hanya punya langkah tanpa akhir.
   *[other] { $name } tidak punya lagi lubang berisi sedikitnya 2 biji.
}
hus-seed-counts-of = Biji: Anda { $you } · { $name } { $them }
hus-game-points-of = Poin permainan ini: Anda { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Seri: Anda { $you } · { $name } { $them } kemenangan (yang lebih dulu { $to } menang)
   *[other] Seri: Anda { $you } poin · { $name } { $them } poin (sampai { $to })
}
hus-match-won-by = { $name } menang dengan { $seeds } biji.
hus-series-won-by = { $name } memenangkan seri.

hus-rules-title = Hus: aturan di sini
hus-rules-h-board = Papan
hus-rules-board =
    Hus adalah permainan mancala dari Namibia untuk dua orang, sekerabat dengan congklak. Papannya punya empat baris yang masing-masing berisi delapan <b>lubang</b>. Dua baris di sisi Anda milik Anda: baris luar di tepi dan baris dalam ke arah tengah. Ke-16 lubang Anda membentuk satu lingkaran.

    - Setiap pemain menghitung kolom dari kirinya sendiri: 1 sampai 8. Lubang yang “berseberangan” berada di kolom yang sama di papan.
    - Pada awal permainan setiap lubang luar berisi 2 biji; di baris dalam kolom 5 sampai 8 masing-masing berisi 2 dan kolom 1 sampai 4 kosong. 24 biji per sisi, 48 seluruhnya.
hus-rules-h-sow = Menyebar biji
hus-rules-sow =
    - Satu langkah mengambil semua biji dari salah satu lubang Anda yang berisi sedikitnya 2. Lubang dengan 0 atau 1 biji tidak pernah boleh dipilih.
    - Biji disebar satu per lubang, searah jarum jam dan hanya di lingkaran Anda sendiri, mulai dari lubang sesudah lubang yang dikosongkan: sepanjang baris luar dari kanan ke kiri, naik ke baris dalam di kolom 1, sepanjang baris itu dari kiri ke kanan, turun ke baris luar di kolom 8.
    - Jika biji terakhir jatuh ke lubang kosong, langkah berakhir.
    - Jika jatuh ke lubang yang sudah berisi biji di baris luar: ambil semua biji dari lubang itu dan lanjutkan menyebar.
    - Di baris dalam, jika lubang dalam lawan di seberangnya berisi biji: Anda <b>menembak</b> (lihat di bawah). Jika lubang itu kosong, ambil biji dari lubang Anda dan lanjutkan menyebar.
hus-rules-h-capture = Menembak
hus-rules-capture =
    - Ambil biji dari lubang tempat biji terakhir jatuh, ditambah semua biji dari lubang dalam dan lubang luar lawan di seberangnya (lubang luar tetap diambil walau kosong). Sebar semuanya mulai dari lubang berikutnya di lingkaran Anda, dengan aturan yang sama.
    - Menembak boleh sejak langkah pertama.
    - Biji hanya bisa berpindah ke sisi lawan dengan ditembak.
hus-rules-h-endless = Langkah tanpa akhir
hus-rules-endless =
    Ada langkah yang tidak pernah berhenti: penyebaran berantai terus kembali ke posisi yang sama. Langkah seperti itu tidak diizinkan; papan menunjukkan di lubangnya mengapa lubang itu tidak bisa dimainkan.
hus-rules-h-end = Akhir permainan
hus-rules-end =
    - Jika setelah sebuah langkah seorang pemain tidak punya lubang berisi sedikitnya 2 biji, permainan langsung berakhir dan pemain itu kalah.
    - Pemain yang mendapat giliran tetapi hanya punya langkah tanpa akhir juga kalah.
    - Siapa yang memulai permainan pertama diundi; dalam seri, langkah pertama bergantian.
hus-rules-h-series = Seri
hus-rules-series =
    - Setelah setiap permainan, setiap pemain mendapat poin sebanyak biji di sisinya. Yang memegang ke-48 biji mendapat dua kali lipat (96), yang lain tidak mendapat apa-apa.
    - Di pengaturan Anda memilih satu permainan, seri sampai sejumlah poin, atau terbaik dari 7 (yang lebih dulu memenangkan empat permainan).
hus-rules-h-options = Variasi aturan
hus-rules-options =
    - Pembukaan tetap: langkah pertama setiap pemain adalah lubang dalam di kolom 8, pasangan terdepan.
    - Aturan lain yang dikenal para pemain, masing-masing pilihan: menyebar berlawanan arah jarum jam; setelah menembak hanya biji tembakan yang disebar (lubang Anda sendiri tetap menyimpan bijinya); menembak hanya jika kedua lubang di seberang berisi biji.
hus-rules-h-controls = Cara bermain di sini
hus-rules-controls =
    - Lubang Anda ada di bawah. Lubang yang bisa dimainkan disorot; arahkan ke salah satunya untuk melihat di bawah papan di mana langkah itu berakhir dan apa yang ditembaknya.
    - Dengan papan ketik, tombol panah berpindah dari lubang ke lubang dan <kbd>Enter</kbd> memainkannya.
    - Tombol utama melewati animasi langkah. Pembaca layar mengumumkan setiap langkah.
hus-rules-h-tips = Kiat untuk menang
hus-rules-tips =
    - Penyebaran berantai yang panjang bisa menembak banyak biji: lihat pratinjau sebelum setiap langkah.
    - Jaga baris dalam Anda tetap terisi, karena di sanalah tembakan terjadi, dan sisakan sedikit di seberang lawan.
    - Permainan dimenangkan dengan membuat lawan tidak bisa jalan: hitung berapa lubang berisi 2 biji atau lebih yang masih dimilikinya.

## Introductions and questions of the three games (block texts like the rules)

intro-dominoes =
    Domino dengan set balak enam adalah permainan mencocokkan angka: setiap kartu punya dua sisi, dan Anda menjalankan kartu yang salah satu sisinya cocok dengan ujung terbuka di meja. Yang pertama menghabiskan semua kartunya, atau membuat lawan memegang mata paling banyak, mendapat poin. Ada tiga cara bermain klasik: Ambil, ketika Anda mengambil kartu dari tumpukan jika tidak ada yang cocok; Blok, ketika Anda cukup pas; dan Kelipatan Lima, ketika Anda juga mendapat poin setiap kali jumlah ujung terbuka merupakan kelipatan lima. Mainkan di sini melawan komputer atau daring bersama teman, hingga empat orang, masing-masing di layarnya sendiri.
faq-dominoes-title = Pertanyaan tentang Domino
faq-dominoes-1-q = Berapa kartu yang didapat setiap pemain?
faq-dominoes-1-a =
    Dengan dua pemain masing-masing mendapat 7 di setiap mode. Di Ambil dan Kelipatan Lima, tiga atau empat pemain mendapat 5 masing-masing. Di Blok semua mendapat 7.
faq-dominoes-2-q = Siapa yang jalan lebih dulu?
faq-dominoes-2-a =
    Di ronde pertama, pemain dengan balak tertinggi menjalankannya lebih dulu. Jika tidak ada yang punya balak, kartu terberat yang membuka. Sesudah itu, pemenang ronde sebelumnya membuka dengan kartu pilihannya.
faq-dominoes-3-q = Apa itu balak poros?
faq-dominoes-3-a =
    Di Kelipatan Lima, balak pertama yang dijalankan menjadi balak poros. Setelah kedua sisi panjangnya terisi kartu, kartu bisa dipasang di keempat sisinya, jadi meja bisa punya hingga empat ujung terbuka.
faq-dominoes-4-q = Bagaimana cara menghitung skor di Kelipatan Lima?
faq-dominoes-4-a =
    Setelah setiap langkah, ujung-ujung terbuka dijumlahkan. Balak di ujung dihitung kedua sisinya. Jika jumlahnya kelipatan 5, pemain yang baru jalan langsung mendapat poin sebanyak itu. Yang menghabiskan semua kartunya atau memenangkan ronde buntu juga mendapat poin, dibulatkan ke kelipatan 5 terdekat.
faq-dominoes-5-q = Apa yang terjadi jika tidak ada yang bisa jalan?
faq-dominoes-5-a =
    Maka ronde itu buntu. Pemain dengan mata paling sedikit di tangan memenangkan ronde dan mendapat mata tangan lain dikurangi matanya sendiri. Jika beberapa pemain sama-sama paling sedikit, tidak ada yang mendapat poin.
faq-dominoes-6-q = Bisakah saya bermain daring bersama teman?
faq-dominoes-6-a =
    Bisa. Pilih “Daring bersama teman” di pengaturan dan bagikan tautannya. Satu ruang punya 2 sampai 4 kursi, komputer bisa mengisi kursi yang kosong, dan server yang membagikan kartu, jadi setiap orang hanya melihat kartunya sendiri.

intro-hus =
    Hus adalah mancala besar dari Namibia, permainan untuk dua orang di papan empat baris yang masing-masing berisi delapan lubang. Setiap pemain menyebar biji mengelilingi dua barisnya sendiri, terus melanjutkan dengan biji terakhir dari lubang yang berisi, dan menembak biji lawan dari baris dalamnya. Yang membuat lawan hanya punya lubang berisi satu biji menang.

    Hus masih dimainkan di Namibia sampai sekarang dan punya banyak nama di sana: ||hus atau Xoros di kalangan Nama dan Damara, Owela, Otjitoto, Wera, atau Ogoro dalam bahasa-bahasa lain di negeri itu, “Lochspiel” dalam bahasa Jerman. Mainkan di sini melawan komputer: satu permainan, seri sampai poin, atau terbaik dari 7.
faq-hus-title = Pertanyaan tentang Hus
faq-hus-1-q = Dari mana asal Hus?
faq-hus-1-a =
    Hus adalah mancala empat baris dari Namibia. Di sana permainan ini dimainkan antara lain oleh orang Damara, Nama, Herero, Kwanyama, dan Ndonga, misalnya sebagai permainan hari libur di pedesaan. Kapan permainan ini muncul tidak tercatat; permainan mancala diduga berasal dari Afrika.
faq-hus-2-q = Bolehkah saya menjalankan satu biji saja?
faq-hus-2-a =
    Tidak. Satu langkah selalu mengambil semua biji dari lubang yang berisi sedikitnya 2. Lubang yang hanya berisi satu biji tidak pernah boleh dipilih.
faq-hus-3-q = Kapan langkah saya berakhir?
faq-hus-3-a =
    Hanya ketika biji terakhir Anda jatuh ke lubang kosong. Jika jatuh ke lubang berisi biji, Anda mengambil semuanya dan melanjutkan menyebar dari lubang berikutnya, setelah menembak juga. Jadi satu langkah bisa mengelilingi lingkaran Anda beberapa kali.
faq-hus-4-q = Kapan saya menembak biji lawan?
faq-hus-4-a =
    Ketika biji terakhir Anda jatuh ke lubang berisi di baris dalam Anda dan lubang dalam lawan di seberangnya berisi biji. Maka Anda mengambil lubang Anda serta lubang dalam dan luar lawan di kolom itu, lubang luar walaupun kosong, lalu menyebar semuanya. Di baris luar tidak pernah ada tembakan, dan tidak seperti Kalah, biji yang jatuh ke lubang kosong tidak menembak apa pun.
faq-hus-5-q = Apakah saya menyebar biji ke sisi lawan?
faq-hus-5-a =
    Tidak, tidak pernah. Anda hanya menyebar di lingkaran 16 lubang milik Anda sendiri. Biji hanya bisa berpindah ke sisi lawan dengan ditembak.
faq-hus-6-q = Siapa yang menang?
faq-hus-6-a =
    Yang membuat lawan tidak punya lubang berisi sedikitnya 2 biji: lawan tidak bisa jalan dan kalah. Hus tidak punya lumbung. Dalam seri, setiap pemain mendapat poin sebanyak biji di sisinya setelah permainan, dan yang memegang ke-48 biji mendapat dua kali lipat.

intro-wuhsing =
    Wu Hsing adalah permainan meletakkan keping domino dalam lima warna, yaitu “lima unsur” Tiongkok: air, api, kayu, logam, dan tanah. Seperti dalam teka-teki silang, kotak-kotak berwarna membentuk garis mendatar dan menurun, dan setiap garis mengikuti sebuah pola warna. Setiap keping harus memperpanjang sedikitnya dua garis sesuai polanya; panjang garis-garis itu dikalikan, dan hasilnya adalah skor Anda.

    Sid Sackson menerbitkan permainan ini pada 1969 sebagai “Domino Bead Game” dalam bukunya “A Gamut of Games”; franjos merilisnya pada 1992 sebagai permainan kotak “Wu Hsing”. Mainkan di sini melawan komputer, berdua, bertiga, atau berempat.
faq-wuhsing-title = Pertanyaan tentang Wu Hsing
faq-wuhsing-1-q = Dari mana asal Wu Hsing?
faq-wuhsing-1-a =
    Sid Sackson yang menciptakannya: pada 1969 permainan ini muncul sebagai “Domino Bead Game” dalam bukunya “A Gamut of Games”, kumpulan 40 permainan. Edisi Jerman “Wu Hsing” diterbitkan franjos pada 1992; di Prancis namanya “Connexion”. Namanya merujuk pada lima unsur dalam pemikiran Tiongkok, yang ditunjukkan oleh kelima warna.
faq-wuhsing-2-q = Apa itu pola?
faq-wuhsing-2-a =
    Setiap garis mendatar dan menurun harus melanjutkan sebuah urutan warna. Begitu sebuah warna berulang dalam satu garis, polanya menjadi tetap, dan garis itu harus terus mengulanginya dengan jarak yang sama. Selama belum ada warna yang berulang, garis itu masih terbuka.
faq-wuhsing-3-q = Di mana saya boleh meletakkan keping?
faq-wuhsing-3-a =
    Di dua kotak kosong yang bersebelahan, sehingga sedikitnya dua dari tiga garis yang melewati keping memperpanjang kotak yang diletakkan sebelumnya dan setiap garis sesuai dengan polanya. Anda boleh mengisi celah jika garis gabungannya sah. Paling banyak tiga keping boleh berjajar di sepanjang sisi panjangnya.
faq-wuhsing-4-q = Bagaimana skor dihitung?
faq-wuhsing-4-a =
    Panjang semua garis yang diperpanjang dikalikan, termasuk keping baru: 3 × 4 × 5 = 60. Balak mendapat dua kali lipatnya, misalnya 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Bagaimana jika saya tidak bisa meletakkan keping?
faq-wuhsing-5-a =
    Jika bisa meletakkan, Anda wajib meletakkan. Jika tidak bisa, Anda pas pada giliran ini dan memperlihatkan keping Anda kepada yang lain. Begitu ada langkah yang terbuka bagi Anda, Anda bermain lagi.
faq-wuhsing-6-q = Kapan permainan berakhir?
faq-wuhsing-6-a =
    Saat seseorang meletakkan keping terakhirnya, putaran giliran dimainkan sampai selesai; permainan juga berakhir saat tidak ada yang bisa meletakkan keping. Keping yang tersisa di tangan bernilai minus 5 poin per balak dan 25 per keping lain. Skor tertinggi menang.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Pemain { $n }
seat-kind-computer = Komputer
seat-kind-person = Seseorang di perangkat ini
person-name-label = Nama pemain { $n }
person-default-name = Pemain { $n }
# $name: the person the device goes to
handover-title = Berikan perangkat kepada { $name }
handover-since = Sejak giliranmu yang terakhir:
# $name: the person the device goes to
handover-ready = Saya { $name }: tampilkan kartu saya
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } mengambil satu kartu
    [pass] { $name } melewati giliran
    [next] Babak baru telah dibagikan
   *[play] { $name } memainkan { $move }
}
people-wins-title = Kemenangan antarpemain
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } menang
# $name: the person whose turn it is
person-turn = Giliran { $name }.

## Online with friends (js/online/)
online-open = Daring bersama teman
online-name = Namamu
online-create = Buat ruang
online-join = Gabung
online-invite = Tautan undangan – kirim ke teman-temanmu
online-copy = Salin tautan
online-copied = Tersalin
online-start = Mulai
online-leave = Keluar dari ruang
online-room = Ruang
online-record = Unduh catatan permainan
online-start-early = Kamu bisa mulai sekarang: kursi kosong diisi komputer.
online-start-full = Semua kursi sudah terisi: mulai kapan pun kalian siap.
online-wait-host = Menunggu tuan rumah memulai.
online-seat-open = Kursi kosong
online-seat-computer = Komputer
online-seat-computer-n = Komputer { $n }
online-you = kamu
online-away = tidak terhubung
online-to-move = giliran
online-connecting = Menghubungkan…
online-reconnecting = Koneksi terputus – menghubungkan ulang…
online-connected = Terhubung
online-stats = Permainan daring yang dimenangi: { $won } dari { $played }
online-name-missing = Tulis namamu.
online-error-not-found = Ruang ini tidak ada (lagi).
online-error-full = Ruang ini tidak punya kursi kosong.
online-error-rate-limited = Terlalu cepat – coba lagi.
online-error-refused = Server tidak menerimanya.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Permainan
online-info-rules = Aturan
online-info-host = Tuan rumah
online-info-seats = Kursi
online-room-started = Pertandingan sudah dimulai dan semua kursi terisi: kamu bisa menonton.
online-watch = Tonton
online-stop-watching = Berhenti menonton
online-watching = Kamu sedang menonton.
online-watching-end = Pertandingan sudah selesai.
online-next-rules = Aturan pertandingan berikutnya
online-again-with = Main lagi dengan aturan ini
online-again = Main lagi
# $names: the people the room waits for (a list)
online-waiting-for = Menunggu { $names } …
online-twice = Kursi ini juga terbuka di tab lain.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Pertandingan dimenangkan: { $tally }
online-spectators = { $n ->
    [one] { $n } menonton
   *[other] { $n } menonton
}
online-cover = Biarkan komputer main
online-cover-label = Biarkan komputer bermain untuk { $name }
online-computer-plays = komputer bermain
online-ready = siap
online-asked = ingin main lagi
online-note-left = { $name } keluar; komputer bermain untuk { $name }.
online-note-covered = Komputer bermain untuk { $name } sampai { $name } kembali.
online-note-back = { $name } kembali.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } menetapkan aturan pertandingan berikutnya: { $rules }.
online-confirm-leave-running = Tinggalkan pertandingan? Komputer mengambil kursimu dan terus bermain untukmu. Kamu tidak bisa kembali ke kursi ini.
online-confirm-leave-over = Keluar dari ruang? Teman-temanmu bisa main lagi tanpamu.
online-confirm-leave-lobby = Keluar dari ruang? Kursimu kosong lagi.
online-leave-match = Tinggalkan pertandingan
online-stay = Tetap di sini
online-error-busy = Server sedang sibuk – coba lagi sebentar lagi.
online-error-gone = Kamu tidak lagi di ruang ini: ruang ditutup, atau kursi ini dilepas di tab lain.
dom-round-opens = Ronde { NUMBER($round) }: { $name } membuka.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Biji: { $a } { $seedsA } · { $b } { $seedsB }


# the colour theme (every game's settings)
theme = Warna
theme-system = Ikuti perangkat
theme-light = Terang
theme-dark = Gelap
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Di luar permainan
dom-out-count = { $n } kartu

## replay
replay-open = Putar ulang
replay-title = Putar ulang pertandingan yang selesai
replay-help = 20 pertandingan terakhir yang selesai di perangkat ini, terbaru lebih dulu, atau berkas rekaman yang kamu ekspor.
replay-none = Belum ada pertandingan selesai yang tersimpan di perangkat ini.
replay-open-file = Buka berkas rekaman
replay-file-bad = Berkas ini bukan rekaman permainan.
replay-other-game = Ini rekaman { $game }: buka di halaman permainan itu.
replay-refused = Rekaman ini tidak bisa diputar ulang: { $reason }
replay-not-online = Putar ulang bisa dilakukan setelah kamu keluar dari ruang daring.
replay-won = menang
replay-lost = kalah
replay-moves = { $n ->
    [one] { $n } langkah
   *[other] { $n } langkah
}
replay-online = daring
replay-bar = Putar ulang
replay-first = Langkah pertama
replay-back = Mundur satu langkah
replay-forward = Maju satu langkah
replay-last = Langkah terakhir
replay-slider = Langkah
replay-view = Tampilan
replay-close = Tutup putar ulang
replay-position = Langkah { $ply } dari { $plies }
replay-seat = Kursi { $n }
replay-seat-you = Kursi { $n } (kamu)
replay-all-hands = Semua tangan terbuka
replay-seat-computer = Kursi { $n } (komputer)

## take-back and hint
help-take-back = Batalkan langkah
help-hint = Petunjuk
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Satu langkah dibatalkan.
   *[other] { $n } langkah dibatalkan.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Mengambil lagi memberi kartu yang sama: urutan tumpukan tetap.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Petunjuk: { $move }
# the first tile of a round, as a hint
help-hint-open = buka dengan { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = menang dengan bantuan: { NUMBER($won) } dari { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Batalkan langkah terakhir { $name }? Semua orang di meja ini harus setuju.
