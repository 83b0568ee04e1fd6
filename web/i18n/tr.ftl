# Gamut: Türkçe metinler (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as de.ftl and en.ftl; see de.ftl's head for the conventions.
# Plural categories (CLDR tr): one, other (a noun after a number stays singular: "3 taş").

## Shared

language = Dil
games-nav =
    .aria-label = Oyunlar
game-dominoes = Domino
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Yeni maç
settings = Ayarlar
settings-title = Oyun ayarları
close = Kapat
rules = Kurallar
rules-toc =
    .aria-label = İçindekiler
your-tiles = Taşların
loading-stage-runtime = Python yükleniyor …
loading-stage-pyodide = Python yükleniyor …
loading-stage-stdlib = Python yükleniyor …
loading-stage-packages = Paketler yükleniyor …
loading-stage-micropip = Paketler yükleniyor …
loading-stage-wheel = Oyun kuruluyor …
loading-stage-install = Oyun kuruluyor …
loading-stage-game = Oyun kuruluyor …
loading-stage-ready = Hazır
load-failed = Python başlatılamadı: { $msg }
reload = Yeniden yükle
level = Bilgisayarın seviyesi
level-easy = Kolay
level-medium = Orta
level-hard = Zor
tempo = Hız
tempo-slow = Yavaş
tempo-normal = Normal hız
tempo-fast = Hızlı
players-label = Oyuncular
players-option = { $n } oyuncu
stats-title = Kazanılan maçlar
stats-line = { NUMBER($played) } maçta { NUMBER($won) }
saves-title = Dosya olarak kayıtlar
saves-help = Ayarları, süren oyunları ve istatistikleri bir dosyada sakla; tarayıcı verilerini sildiğinde hiçbir şey kaybolmaz.
saves-export-all = Hepsini dışa aktar
saves-export-game = Süren oyunu dışa aktar
saves-import = Dosya içe aktar
saves-exported = { $name } olarak kaydedildi.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = { $name } olarak kaydedildi. Dosya, bilgisayarınkiler dahil bütün oyuncuların taşlarını gösterir.
saves-no-game = Şu anda süren bir oyun yok.
saves-imported = İçe aktarıldı. Sayfa yeniden yükleniyor …
saves-import-failed = İçe aktarılamadı.
saves-file-all = gamut-kayit
saves-file-game = gamut-{ $game }-oyun

## Problems with the saves

save-kept = { $lost ->
    [yes] Ayarlar ve istatistikler kurtarılamadı.
   *[no] Ayarlar ve istatistikler korundu.
}
save-some-game = bir oyun
save-problem-unreadable = Kayıtlı veriler bozulmuştu ve sıfırlandı. { save-kept }
save-problem-wrong-type = Kayıtlı veriler bilinmeyen bir biçimdeydi ve sıfırlandı. { save-kept }
save-problem-future-version = Kayıtlı veriler daha yeni bir sürümden geliyor; süren oyunlara burada devam edilemez. { save-kept }
save-problem-old-version = Kayıtlı veriler devralınamayacak kadar eski bir sürümden geliyor. { save-kept }
save-problem-bad-settings = Kayıtlı ayarlar bozulmuştu; varsayılan ayarlar geçerli.
save-problem-bad-stats = İstatistiklerin bir kısmı bozulmuştu ve silindi.
save-problem-bad-game = Kayıtlı oyun ({ $name }) bozulmuştu. Yeni bir oyun başlıyor; istatistikler korundu.
save-problem-other-game = { $name } kaydında başka bir oyun vardı. Yeni bir oyun başlıyor; istatistikler korundu.
save-problem-rejected = Kayıtlı oyuna ({ $name }) devam edilemedi. Yeni bir oyun başlıyor; istatistikler korundu.
save-problem-unavailable = Bu tarayıcı burada kayda izin vermiyor: sayfa kapanınca oyun ve istatistikler kaybolur.
save-problem-quota = Kaydedilemedi (tarayıcı depolama alanı dolu ya da engelli).
save-notice-ok = Tamam
update-ready = Yeni sürüm hazır
update-reload = Yeniden yükle
update-dismiss = Kapat
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Bir dakika – oyun hâlâ açılıyor…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python başlatılıyor – maçın birazdan kaldığı yerden sürecek…

## Importing a file

saves-problem-empty = Dosya boş.
saves-problem-too-big = Dosya bir kayıt için fazla büyük.
saves-problem-not-json = Dosya geçerli bir JSON değil (bozuk ya da yarım mı?).
saves-problem-not-gamut = Dosya bir Gamut kaydı değil.
saves-problem-unreadable = Dosya okunabilir bir Gamut kaydı değil.
saves-problem-unknown-game = Dosyada bilinmeyen türde bir oyun var.
saves-problem-bad-record = Dosyadaki oyun ({ $name }) bozuk.
saves-problem-bad-game = Dosyadaki oyun ({ $name }) bozuk ya da başka bir oyuna ait; alınmadı.
saves-problem-bad-settings = Dosyadaki ayarlar bozuk ve alınmadı.
saves-problem-bad-stats = Dosyadaki istatistiklerin bir kısmı bozuk ve alınmadı.
saves-problem-future-version = Dosya daha yeni bir sürümden geliyor: yalnızca ayarlar ve istatistikler alındı.
saves-problem-quota = Kaydedilemedi (tarayıcı depolama alanı dolu ya da engelli).
saves-problem-nothing = Dosyada alınabilecek hiçbir şey yok.
confirm-new = { $counts ->
    [yes] Yeni bir maç başlar. Süren maç biter ve kaybedilmiş sayılır.
   *[no] Yeni bir maç başlar. Süren maç biter.
}
confirm-yes = Yeni maç
confirm-no = Vazgeç
session-other-tab = Maç başka bir sekmede sürdü: bu sekme şimdi maçın son durumunu gösteriyor.
seat-name = { $seat ->
    [0] Sen
    [1] { $seats ->
        [2] Bilgisayar
       *[other] Batı
    }
    [2] { $seats ->
        [3] Doğu
       *[other] Kuzey
    }
   *[other] Doğu
}
tiles = { $n ->
    [one] { $n } taş
   *[other] { $n } taş
}
points = { $n ->
    [one] { $n } puan
   *[other] { $n } puan
}
seat-label = { $name }: { $tiles ->
    [one] { $tiles } taş
   *[other] { $tiles } taş
}, { $score ->
    [one] { $score } puan
   *[other] { $score } puan
}{ $toMove ->
    [yes] , sıra onda
   *[no] {""}
}
pass = Pas
rematch = Rövanş
retry = Yeniden dene
wait = Sıra: { $name } …
not-your-turn = Sıranı bekle.
empty-hand = taş yok
last-tile = son oynayan
load-error = Kayıtlı maça devam edilemedi. Yeni bir maç başlıyor.
worker-restarted = Oyun motoru yanıt vermeyi bıraktı ve yeniden başlatıldı. Maç kaydedildiği yerden sürüyor.
error = Hata: { $msg }
error-illegal-move = Bu hamleye izin verilmiyor.
error-bad-record = Kayıt bozuk ya da eksik.
error-bad-record-at = { $n }. hamle kurallara uymuyor.
error-bad-options = Oyun ayarları geçersiz.
error-engine = Oyun motoru bunu yapamadı.
error-engine-lost = Oyun motoru yanıt vermeyi bıraktı.
error-engine-start = Oyun motoru başlatılamadı.
toc-rules = Kurallar
toc-controls = Kontroller
toc-tips = İpuçları
toc-modes = Türler
toc-faq = Sorular

## Dominoes (index.html)

dom-table =
    .aria-label = Masa
dom-loading = Taşlar dağıtılıyor …
dom-opponent = Rakip
dom-opponent-computer = Bilgisayar
dom-opponent-online = Arkadaşlarla çevrim içi
dom-opponent-people = Bu cihazdaki kişiler
dom-mode = Tür
dom-mode-draw = Çekmeli
dom-mode-block = Çekmesiz
dom-mode-fives = Beşler
dom-mode-help-draw = Oynayamazsan, uyan bir taş gelene kadar yığından taş çekersin.
dom-mode-help-block = Oynayamazsan pas geçersin. Yığından kimse taş çekmez.
dom-mode-help-fives = Çekmeli gibi; ayrıca açık uçların toplamı 5'in katı olduğunda puan kazanılır.
dom-target = Hedef
dom-target-option = { $n ->
    [one] { $n } puan
   *[other] { $n } puan
}
dom-round-info = El { NUMBER($round) } · hedef { NUMBER($target) }
dom-boneyard = Yığın: { $n }
dom-no-boneyard = Yığın yok
dom-count = Uçlar: { $n }
dom-draw = Taş çek
dom-next = Sonraki el
dom-play = Taş oyna
dom-your-turn = Sıra sende: uyan bir taş oyna.
dom-your-turn-first = Eli sen açıyorsun: istediğin taşı oyna.
dom-your-turn-first-with = Maçı { $tile } ile sen açıyorsun: { $double ->
    [yes] en büyük çift açar.
   *[no] kimsede çift olmadığı için en ağır taş açar.
}
# people at one table: the opener by name ($name)
dom-person-first = Eli { $name } açıyor: istediği taşı oynar.
dom-person-first-with = Maçı { $tile } ile { $name } açıyor: { $double ->
    [yes] en büyük çift açar.
   *[no] kimsede çift olmadığı için en ağır taş açar.
}
dom-must-draw = Uyan taş yok: yığından çek.
dom-must-pass = Uyan taş yok: pas geçmelisin.
dom-choose-end = Masada yeri seç.
dom-cannot-play = { $tile } hiçbir açık uca uymuyor.
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] { $n } taş çektin
       *[other] { $n } taş çektin
    }
   *[no] { $n ->
        [one] { $n } taş çekti
       *[other] { $n } taş çekti
    }
}
dom-run-play = { $tile } { $you ->
    [yes] oynadın
   *[no] oynadı
}{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] pas geçtin
   *[no] pas geçti
}
dom-run = { $name }: { $actions }
dom-run-lacked = { $name }: { $actions } (elinde { $numbers } yoktu)
dom-seat-act = { $draws ->
    [0] pas geçti
   *[other] { $draws } çekti{ $passed ->
        [yes] , pas geçti
       *[no] {""}
    }
}
dom-log-label = Bu elde şimdiye kadar
dom-place-at = { $tile } taşını { $end ->
    [W] batı
    [E] doğu
    [N] kuzey
   *[S] güney
} ucuna oyna{ $fives ->
    [yes] , { $score ->
        [one] { $score } puan
       *[other] { $score } puan
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , oynanabilir
    [no] , uymuyor
   *[other] {""}
}
dom-layout-tile = Taş { $tile }
dom-spinner = çatal
dom-announce-play = { $name } { $tile } { $you ->
    [yes] oynuyorsun
   *[no] oynuyor
}{ $end ->
    [W] {" "}(batı ucu)
    [E] {" "}(doğu ucu)
    [N] {" "}(kuzey ucu)
    [S] {" "}(güney ucu)
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] , { $score } { $you ->
        [yes] puan alıyorsun
       *[no] puan alıyor
    }
}.
dom-announce-round = { $round }. el bitti. { $result }
dom-announce-scores = Puanlar: { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = { $round }. el bitti
dom-domino-win = { $you ->
    [yes] Bütün taşlarını oynadın.
   *[no] { $name } bütün taşlarını oynadı.
}
dom-domino-pips = { $raw ->
    [one] Diğer ellerde { $raw } nokta var.
   *[other] Diğer ellerde { $raw } nokta var.
}
dom-blocked = Oyun kilitlendi: kimse oynayamıyor.
dom-blocked-win = { $you ->
    [yes] En az nokta sende
   *[no] En az nokta { $name } oyuncusunda
} ({ $own }). Diğer ellerde { $others } nokta var: { $others } − { $own } = { $raw }.
dom-blocked-tie = En az noktada birden fazla el berabere: kimse puan almaz.
dom-target-win = { $you ->
    [yes] Bu hamleyle { $target } puanlık hedefe ulaşıyorsun
   *[no] { $name } bu hamleyle { $target } puanlık hedefe ulaşıyor
}: Beşler'de maç hemen biter.
dom-rounded = Beşler'de puan en yakın 5'e yuvarlanır: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Sen
   *[no] { $name }
} { $points ->
    [one] { $points } puan
   *[other] { $points } puan
} { $you ->
    [yes] alıyorsun
   *[no] alıyor
}.
dom-pips-in = { $n ->
    [one] { $n } nokta
   *[other] { $n } nokta
}
dom-match-won = Maçı { $score ->
    [one] { $score } puanla
   *[other] { $score } puanla
} kazandın!
dom-match-lost = Maçı { $names } { $count ->
    [one] kazandı
   *[other] kazandı
}.
dom-embed-iframe-title = Bilgisayara karşı Domino
dom-embed-link-text = Gamut'tan Domino

# the embed dialog (web/js/embed.js), shared by the three games
embed = Yerleştir
embed-title = Bu oyunu sayfana yerleştir
embed-note = Bu kodu sayfana yapıştır. Oyunun altındaki metin bağlantısı kalmalı.
embed-code-label = Yerleştirme için HTML kodu
copy = Kopyala
copied = Kopyalandı!
copy-fallback = Kod seçildi: Ctrl+C ile kopyala (Mac'te ⌘+C).

dom-rules-title = Domino: buradaki kurallar
dom-rules-h-tiles = Taşlar ve oyuncular
dom-rules-tiles =
    Oyun çift altılı takımla oynanır: 28 taş, 0-0'dan 6-6'ya kadar her sayı çifti tam bir kez. 4-4 gibi bir <b>çift</b> taşın iki yarısında da aynı sayı vardır. Bir taşın <b>noktaları</b> iki yarısının toplamıdır. 2, 3 ya da 4 oyuncu sırayla oynar. Üç türden birini seçersin: <b>Çekmeli</b>, <b>Çekmesiz</b> ya da <b>Beşler</b>.
dom-rules-h-deal = Dağıtım
dom-rules-deal =
    - İki oyuncuyla her türde herkes 7 taş alır.
    - Üç ya da dört oyuncuyla Çekmeli ve Beşler'de herkes 5 taş, Çekmesiz'de 7 taş alır.
    - Çekmeli ve Beşler'de kalan taşlar kapalı olarak <b>yığın</b> olur.
    - Çekmesiz'de kalan taşlar o el oyun dışıdır: kimse onları çekmez, el bitene kadar kimse görmez.
dom-rules-h-lead = Kim açar
dom-rules-lead =
    - Maçın ilk elinde en büyük çifte sahip olan, tam da o çiftle açar.
    - Kimsede çift yoksa en çok noktalı taş açar. Noktalar eşitse büyük sayılı taş önce gelir: 6-3, 5-4'ten önce.
    - İkinci elden itibaren önceki elin kazananı istediği bir taşla açar. Önceki elin kazananı yoksa, önceki eli açan oyuncudan sonraki oyuncu açar.
dom-rules-h-move = Hamle
dom-rules-move =
    - Bir taşı, sayısı taşın bir yarısıyla aynı olan açık uca koyarsın. Oynayabiliyorsan oynamak zorundasın; hangi taş ve hangi uç senin seçimin.
    - Çiftler enine konur. Beşler'deki çatal (aşağıya bak) dışında çift, uzak tarafında tek açık ucu olan sıradan bir taştır.
    - Oynayamazsan: Çekmeli ve Beşler'de uyan bir taş gelene kadar yığından tek tek taş çeker ve onu oynarsın. Yığın boşsa pas geçersin. Çekmesiz'de hemen pas geçersin.
    - Elinde uyan taş varken kimse taş çekmez.
dom-rules-h-spinner = Çatal (yalnızca Beşler'de)
dom-rules-spinner =
    Bir elde masaya gelen ilk çift (açılış taşı dahil) <b>çatal</b> olur ve <y>sarı</y> çizilir. Sonraki çiftler sıradan enine taşlardır. Taşlar önce çatalın iki uzun kenarına konur. İki uzun kenarda da taş olunca iki kısa kenarı da açılır: masada o zaman dört açık uca kadar olabilir.
dom-rules-h-fives = Beşler'de puan
dom-rules-fives =
    - Açılış taşı dahil her hamleden sonra tüm açık uçların sayıları toplanır.
    - Uçta enine duran bir çift iki yarısıyla sayılır.
    - Çatal, uzun kenarlarından biri boş kaldıkça iki yarısıyla sayılır. Ondan sonra kendisi artık sayılmaz; kısa bir kenar da ancak oraya taş konunca sayılır.
    - Toplam 5'in katıysa, hamleyi yapan oyuncu hemen o kadar puan alır.

    ~ Örnekler: 5-5 (çatal) ile açmak 10, 6-4 ile açmak da 10 puan getirir. Ardından 4-1 dörde konursa açık uçlar 6 ve 1 olur: toplam 7, puan yok. Bir uzun kenarında 5-3 olan 5-5 çatalında toplam 10 + 3 = 13, puan yok; 5-2 öteki uzun kenara konunca 3 + 2 = 5 olur: 5 puan.
dom-rules-h-round = Elin sonu
dom-rules-round =
    - Biri son taşını oynayınca ya da oyun <b>kilitlenince</b> el biter: kimse oynayamaz, Çekmeli ve Beşler'de yığın da boştur.
    - Bütün taşlarını oynayan, diğer bütün ellerde kalan noktaları puan olarak alır.
    - Kilitlenen elde en az noktalı el kazanır. Diğer ellerin noktalarından kendi noktalarını çıkarıp o kadar puan alır. En az noktada birden fazla el eşitse kimse puan almaz.
    - Beşler'de bu el puanları en yakın 5'e yuvarlanır: 1, 2, 6 ya da 7 ile bitenler aşağı, 3, 4, 8 ya da 9 ile bitenler yukarı (12, 10 olur; 13, 15 olur).
    - Eller arasında bütün taşlar açılır.
dom-rules-h-match = Maçın sonu
dom-rules-match =
    - Maç, ayarlardaki hedefe kadar oynanır: 50, 100, 150, 200 ya da 250 puan (varsayılan 100).
    - Çekmeli ve Çekmesiz'de bir elin sonunda hedefe ulaşmış olan kazanır.
    - Beşler'de bir hamle ya da bir elin puanı birini hedefe ulaştırdığı anda, elin ortasında bile olsa, maç hemen biter.
dom-rules-h-seen = Herkesin gördükleri
dom-rules-seen =
    Kendi taşlarını, masayı, her oyuncunun kaç taşı olduğunu, bütün puanları, yığının büyüklüğünü ve kimin taş çektiğini ya da pas geçtiğini görürsün. Diğer eller ve yığın ancak elin sonunda açılır. Bilgisayar da yalnızca kendi yerinden görebildiklerine göre karar verir.
dom-rules-h-controls = Burada nasıl oynanır
dom-rules-controls =
    - Taşların aşağıda. Oynayabileceğin taşlar öne çıkar, parlar ve üzerlerinde bir nokta olur. Oynamak için birine dokun.
    - Taş birden fazla uca uyuyorsa, olası yerler masada görünür; Beşler'de her birinin getireceği puanla. Birine dokun.
    - Bir taşı fareyle ya da parmağınla masadaki bir yere sürükleyebilirsin de.
    - Klavyeyle ok tuşları ya da <kbd>Tab</kbd> taşların arasında gezer, <kbd>Enter</kbd> birini seçer; ucu da aynı şekilde seçip <kbd>Enter</kbd> ile oynarsın. <kbd>Escape</kbd> seçimi iptal eder.
    - Hamlen yoksa ana düğme “Taş çek” ya da “Pas” olur. Eller arasında “Sonraki el” yazar.
    - Masanın altında bu elde olanları görürsün; kimin taş çekmek ya da pas geçmek zorunda kaldığı da dahil. Ekran okuyucu her hamleyi okur.
dom-rules-h-tips = Kazanmak için ipuçları
dom-rules-tips =
    - En ağır taşlarından erken kurtul. Başkası elini bitirdiğinde elindeki her nokta senin aleyhine sayılır.
    - Sayılarını karışık tut. Elinde birkaç farklı sayı varsa neredeyse her uca oynayabilirsin; yalnızca altılarla çabuk tıkanırsın.
    - Başkalarının neyi oynayamadığını izle. Pas geçen ya da taş çeken, açık uçlardaki sayılardan birine sahip değildi. Onu yavaşlatmak için o sayıları açık bırak.
    - Beşler'de önce hesap yap: her hamleden önce her taşla uçların toplamının ne olacağını ve sonraki oyuncuya ne bıraktığını düşün.
    - Taşları say. Her sayı, çifti dahil, yalnızca yedi taşta bulunur. Diğerleri bunlardan beşini oynadıysa, kalanlar sende ya da neredeyse bitmiş demektir.
dom-rules-h-modes = Üç tür
dom-rules-modes =
    <b>Çekmeli</b> en yumuşak olanıdır: tıkanmak sana sıranı değil, taş çekmeyi kaybettirir. <b>Çekmesiz</b> daha kısa ve serttir: kimse taş çekemez, bu yüzden taş saymak ve bir sayıyı kapatmak her şeydir. <b>Beşler</b>'de el sırasında da puan kazanılır; iyi bir oyuncu son taşları bitirmek kadar uçların toplamını da hedefler.

    ! Domino burada yalnızca sayfadaki puanlar için oynanır; hiçbir bahis yoktur ve oyunun dışında satın alınacak ya da kazanılacak hiçbir şey yoktur.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Tahta
wx-view =
    .aria-label = Görünüm
wx-zoom-in = +
    .aria-label = Yakınlaştır
wx-zoom-out = −
    .aria-label = Uzaklaştır
wx-fit = Sığdır
    .title = Bütün tahtayı göster
wx-embed-iframe-title = Bilgisayara karşı Wu Hsing
wx-embed-link-text = Gamut'tan Wu Hsing
wx-loading = Taşlar karıştırılıyor …
wx-variant = Tür
wx-variant-standard = Standart (başlangıç karesiyle)
wx-variant-fifteen_a = 15 taş, serbest açılış
wx-variant-fifteen_b = 15 taş, gizli açılış
wx-variant-help-standard = 30 taşın hepsi dağıtılır; ikisi ortada başlangıç karesi olarak durur.
wx-variant-help-fifteen_a = Yalnızca iki oyuncu: her birinde her türden birer taş var. İlk oyuncu istediği taşı puansız koyar.
wx-variant-help-fifteen_b = Yalnızca iki oyuncu: her birinde her türden birer taş var. İkisi de gizlice bir taş seçer; birlikte başlangıç karesini oluştururlar (dört renk).
wx-variant-two-only = { $variant } (yalnızca iki oyuncu)
wx-open-hands = Diğer oyuncuların taşları
wx-hands-closed = Gizli
wx-hands-open = Açık (herkes bütün taşları görür)
wx-hand-shown = { $name } oyuncusunun taşları
wx-colour-W = Su
wx-colour-F = Ateş
wx-colour-H = Ağaç
wx-colour-M = Maden
wx-colour-E = Toprak
wx-tile-name = { $a }-{ $b }
wx-rotate = Döndür
wx-flip = Ters çevir
wx-cancel = Geri
wx-turn-tools =
    .aria-label = Taşı döndür ve ters çevir
wx-rack-tile = { $name }{ $state ->
    [playable] , oynanabilir
    [blocked] , hiçbir yere uymuyor
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] { $a } solda, { $b } sağda koy
   *[no] { $a } üstte, { $b } altta koy
}{ $score ->
    [none] {""}
    [one] : { $score } puan
   *[other] : { $score } puan
}
wx-preview = { $horizontal ->
    [yes] Yatay: { $a } solda, { $b } sağda
   *[no] Dikey: { $a } üstte, { $b } altta
}
wx-cell = { $colour }, satır { $row }, sütun { $col }
wx-hidden-tile = gizlice seçilen taş
wx-play = Bir taş seç
wx-place = Taşı tahtaya koy
wx-your-turn = Sıra sende: ıstakandan bir taş seç.
wx-choose-spot = { $n ->
    [one] { $n } yer
   *[other] { $n } yer
}: birine tıkla. R döndürür, F ters çevirir, Esc geri alır.
wx-no-spot-here = Bu şekilde taş hiçbir yere uymuyor: döndür ya da ters çevir.
wx-must-pass = Hiçbir taş uymuyor: pas geçmelisin. Karşılığında diğerleri taşlarını görür.
wx-cannot-play = { $name } hiçbir yere uymuyor.
wx-opening-a = Sen açıyorsun: istediğin taşı koy (puansız).
wx-opening-b = Başlangıç karesi için gizlice bir taş seç.
wx-opening-b-wait = { $name } gizlice seçti. Sen de taşını seç.
wx-ending = Bir ıstaka boşaldı: tur sonuna kadar oynanıyor.
wx-placed = { $you ->
    [yes] Sen koydun:
   *[no] { $name } koydu:
}
wx-for-points = { " " }→ { $n ->
    [one] { $n } puan
   *[other] { $n } puan
}
wx-opening-placed = { $you ->
    [yes] Açılışı sen yaptın:
   *[no] Açılışı { $name } yaptı:
}
wx-chose = { $you ->
    [yes] Seçimin:
   *[no] { $name } gizlice seçti.
}
wx-reveal-ok = Açıldı: taşlar başlangıç karesini oluşturuyor
wx-square-failed = Başlangıç karesi olmadı: senin seçimin { $mine }, { $name } oyuncusunun seçimi { $theirs }. Dört farklı renk yok; iki taş da geri gider ve ikiniz de yeniden seçersiniz.
wx-passed = { $you ->
    [yes] Pas geçtin. Taşların açıldı:
   *[no] { $name } pas geçti ve taşlarını açtı:
}
wx-line-desc = { $axis ->
    [row] yatay
   *[column] dikey
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = çift × 2
wx-line-title-row = Yatay çizgi
wx-line-title-column = Dikey çizgi
wx-pattern-locked = Desen belli:
wx-pattern-open = Desen henüz açık
wx-line-length = { $n ->
    [one] { $n } kare
   *[other] { $n } kare
}
wx-no-line = çizgi yok (tek kare)
wx-announce-place = { $you ->
    [yes] { $tile } koydun, { $n } puan aldın.
   *[no] { $name } { $tile } koydu, { $n } puan aldı.
}
wx-announce-pass = { $you ->
    [yes] Pas geçtin.
   *[no] { $name } pas geçti.
}
wx-announce-over = Oyun bitti. { $result }
wx-game-over = Oyun bitti
wx-end-out = { $you ->
    [yes] Bütün taşlarını koydun
   *[no] { $name } bütün taşlarını koydu
}; tur sonuna kadar oynandı.
wx-end-blocked = Artık kimse taş koyamıyor.
wx-col-name = Oyuncu
wx-col-score = Puan
wx-col-left = Kalan taş
wx-col-penalty = Ceza
wx-col-final = Sonuç
wx-penalty-rule = Kalan taşların cezası: her çift için 5, diğer her taş için 25.
wx-won = { $score ->
    [one] { $score } puanla
   *[other] { $score } puanla
} kazandın!
wx-shared = Ortak galibiyet: { $names }.
wx-lost = { $names } { $count ->
    [one] kazandı
   *[other] kazandı
}.

wx-rules-title = Wu Hsing: buradaki kurallar
wx-rules-h-material = Taşlar ve dağıtım
wx-rules-material =
    Wu Hsing, Sid Sackson'ın beş elementli “Domino Bead Game” oyunudur: <b>su</b> (mavi), <b>ateş</b> (kırmızı), <b>ağaç</b> (yeşil), <b>maden</b> (beyaz) ve <b>toprak</b> (sarı). Her yarıda ayrıca kendi simgesi vardır; bu sayede oyun renkleri ayırt etmeden de oynanır.

    - 30 taş: 15 renk çiftinin (5 çift, 10 karışık) her biri iki kez.
    - İki oyuncu 14'er taş, üç oyuncu 9'ar taş (bir taş görülmeden kutuya geri gider), dört oyuncu 7'şer taş alır. İki taş başlangıç karesi için kalır.
    - Diğer oyuncuların taşları gizlidir; ayarlarda açık eller seçilebilir.
wx-rules-h-start = Başlangıç karesi
wx-rules-start =
    - Kalan iki taş ortaya yüzü açık, uzun kenar uzun kenara gelecek şekilde 2 × 2 karelik bir kare olarak konur.
    - Karede dört farklı renk görünmelidir; yoksa her şey karıştırılıp yeniden dağıtılır.
    - Başlangıç karesi puan getirmez. İlk oyuncu kurayla belirlenir; bir seride ilk sıra döner.
wx-rules-h-lines = Çizgiler ve desenler
wx-rules-lines =
    - <b>Çizgi</b>, bir satır ya da sütundaki dolu karelerin kesintisiz dizisidir; bulmacadaki gibi. Boş bir kare onu bitirir; komşusuz bir kare 1 uzunluğunda bir çizgidir.
    - Bir çizgi, farklı renklerden oluşan ve sonsuz tekrarlanan bir <b>desenin</b> parçasıysa geçerlidir: bir renk tekrarlanır tekrarlanmaz bütün dizi o aralıkla tekrarlanmalıdır. Tekrarlanan rengi olmayan çizgi her zaman geçerlidir.

    ~ Örnekler (her harf bir renk): ABCABC geçerli; ABCB geçersiz; AAB geçersiz; AA ve AAA geçerli; ABA geçerli; ABB geçersiz; ABCDE geçerli; ABCDEA geçerli; ABCDEB geçersiz; ABCBA geçersiz; ABCDAB geçerli.
wx-rules-h-move = Hamle
wx-rules-move =
    - Istakandan bir taşı, yatay ya da dikey, renkler istediğin sırada olacak şekilde iki boş komşu kareye koy. Yeni karelerden geçen her çizgi geçerli kalmalıdır.
    - Yeni bir taştan tam üç çizgi geçer: biri taş boyunca, ikisi de taşın her bir karesinden enine. Daha önce konmuş bir kareyi de içeren çizgi <b>uzatılmış</b> sayılır. Üçünden en az ikisi uzatılmış olmalıdır.
    - Birleşen çizgi geçerliyse bir boşluğu doldurmak serbesttir; bu tek bir uzatılmış çizgi sayılır.
    - Yan yana en çok üç taş durabilir: tam olarak aynı iki satırı (ya da sütunu) kaplayan paralel taşlardan oluşan zincir en çok üç taş uzunluğundadır. Başlangıç karesi iki taşlık böyle bir zincirdir.
wx-rules-h-score = Puanlama
wx-rules-score =
    Uzatılmış çizgilerin uzunluklarını (kare olarak, yeniler dahil) çarp. Çift taş bunun iki katını getirir.

    ~ Örnekler: 3 × 4 × 5 = 60; beşer karelik iki çizgiyi uzatan bir çift: 5 × 5 × 2 = 50.
wx-rules-h-pass = Pas
wx-rules-pass =
    - Taş koyabiliyorsan koymak zorundasın.
    - Koyamazsan o sıra pas geçer ve taşlarını diğerlerine gösterirsin. Bir hamle çıkınca sonraki bir sırada yeniden oynarsın.
wx-rules-h-end = Oyunun sonu
wx-rules-end =
    - Biri son taşını koyunca, herkes eşit sayıda hamle yapmış olsun diye süren tur tamamlanır. Taşı kalmayan oyuncu o sırayı atlar.
    - Kimse taş koyamadığında da oyun biter.
    - Elde kalan taşlar her çift için 5, diğer her taş için 25 puana mal olur.
    - En yüksek toplam kazanır; eşit toplamlar galibiyeti paylaşır.
wx-rules-h-variants = Türler
wx-rules-variants =
    - İki oyuncu, her biri 15 taşla (her türden bir tane), başlangıç karesi olmadan. Ya ilk oyuncu istediği taşı puansız koyar, ya da ikisi de gizlice bir taş seçer; taşlar açılır ve başlangıç karesini oluşturur (dört renk; olmazsa ikisi de yeniden seçer).
    - 2, 3 ya da 4 oyuncu için açık eller.
wx-rules-h-controls = Burada nasıl oynanır
wx-rules-controls =
    - Aşağıdaki ıstakandan bir taş seç; uyan taşlar öne çıkar, parlar ve üzerlerinde bir nokta olur. Tahta o zaman taşın gidebileceği yerleri puanlarıyla gösterir.
    - <kbd>R</kbd> taşı döndürür, <kbd>F</kbd> ters çevirir, <kbd>Esc</kbd> geri koyar.
    - Klavyeyle ok tuşları ya da <kbd>Tab</kbd> taşların arasında gezer, <kbd>Enter</kbd> birini seçer, ok tuşları yerler arasında gezer ve <kbd>Enter</kbd> taşı koyar. Tahtada ok tuşları her kareden geçen çizgileri gösterir.
    - <kbd>+</kbd> ve <kbd>−</kbd> yakınlaştırır ve uzaklaştırır, <kbd>0</kbd> bütün tahtayı sığdırır; tahtayı fareyle ya da parmağınla sürükle.
    - Ekran okuyucu her hamleyi ve puanını okur.
wx-rules-h-tips = Kazanmak için ipuçları
wx-rules-tips =
    - Uzun çizgiler kazandırır: beş karelik bir çizgi 5 çarpanı demektir. İki uzun çizginin kesiştiği yerleri ara.
    - Çiftler iki kat puan getirir ama sonunda yalnızca 5'e mal olur: onları büyük bir hamleye sakla.
    - Karışık taşlardan zamanında kurtul: kalan her biri sonunda 25 puana mal olur.
    - Bir renk tekrarlanır tekrarlanmaz desen belli olur. Taşlarının uyduğu çizgileri açık tut, rakibine yarayanları kapat.

## Hus (hus.html)

hus-board =
    .aria-label = Tahta
hus-embed-iframe-title = Bilgisayara karşı Hus
hus-embed-link-text = Gamut'tan Hus
hus-loading = Taşlar kuyulara diziliyor …
hus-first = Kim başlar
hus-first-lot = Kurayla
hus-first-you = Sen
hus-first-computer = Bilgisayar
hus-series = Tür
hus-series-single = Tek oyun
hus-series-points = Puana kadar seri
hus-series-best_of_7 = 7 oyunda 4 galibiyet
hus-series-help-single = Tek oyun. Rakibine en az 2 taşlı hiçbir kuyu bırakmayan kazanır.
hus-series-help-points = Her oyundan sonra herkes kendi tarafındaki taşlar kadar puan alır (48'inin hepsi: iki kat). Hedefe ilk ulaşan seriyi kazanır. İlk hamle sırayla değişir.
hus-series-help-best_of_7 = Dört oyunu ilk kazanan seriyi kazanır. İlk hamle sırayla değişir.
hus-target = Hedef
hus-rules-legend = Kural çeşitleri
hus-rule-fixed_opening = Sabit açılış: ilk hamle iç 8'den (en öndeki çift)
hus-rule-anticlockwise = Saat yönünün tersine dağıt
hus-rule-capture_sow_captured_only = Alıştan sonra yalnızca alınan taşları dağıt
hus-rule-capture_needs_both = Yalnızca karşıdaki iki kuyuda da taş varsa al
hus-rule-short-fixed_opening = sabit açılış
hus-rule-short-capture_sow_captured_only = yalnızca alınan taşlar dağıtılır
hus-rule-short-capture_needs_both = almak için iki dolu kuyu gerekir
hus-tempo-instant = Animasyonsuz
hus-you = Sen
hus-computer = Bilgisayar
hus-row-0 = Bilgisayar, dış sıra
hus-row-1 = Bilgisayar, iç sıra
hus-row-2 = Senin iç sıran
hus-row-3 = Senin dış sıran
hus-pit-name = { $row ->
    [i] iç
   *[o] dış
} { $col }
hus-pit-label = { $name }: { $n ->
    [one] { $n } taş
   *[other] { $n } taş
}
hus-pit-theirs = Bilgisayar, { $label }
hus-reason-empty = boş
hus-reason-single = yalnızca bir taş
hus-reason-endless = sonsuz: bu hamle hiç bitmez
hus-reason-opening = sabit açılış: ilk hamle iç 8'den olmalı
hus-preview = bitiş: { $end }, { $laps ->
    [one] { $laps } tur
   *[other] { $laps } tur
}, { $sown } taş dağıtılır, { $captured ->
    [0] hiçbir şey alınmaz
    [one] { $captured } taş alınır
   *[other] { $captured } taş alınır
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = Elde { $n ->
    [one] { $n } taş
   *[other] { $n } taş
}
hus-capturing = Alış!
hus-anim-summary = { $you ->
    [yes] Senin hamlen
   *[no] Bilgisayarın hamlesi
}: kuyu kuyu sonuç
hus-anim-end = { $you ->
    [yes] Hamlen burada bitiyor.
   *[no] Bilgisayarın hamlesi burada bitiyor.
}
hus-thinking = Bilgisayar düşünüyor …
hus-seeds = { $n ->
    [one] { $n } taş
   *[other] { $n } taş
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } galibiyet
       *[other] { $n } galibiyet
    }
   *[other] { $n } puan
}
hus-seat-label = { $name }: { $seeds ->
    [one] { $seeds } taş
   *[other] { $seeds } taş
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } galibiyet
       *[other] { $score } galibiyet
    }
    [points] , { $score ->
        [one] { $score } puan
       *[other] { $score } puan
    }
   *[none] {""}
}{ $toMove ->
    [yes] , sıra onda
   *[no] {""}
}
hus-single = Tek oyun
hus-points-info = Oyun { $game } · hedef { $to ->
    [one] { $to } puan
   *[other] { $to } puan
}
hus-best-of-7-info = Oyun { $game } · 7 oyunda 4 galibiyet
hus-level-short = Seviye { $level }
hus-dir-clock = saat yönünde
hus-dir-anti = saat yönünün tersine
hus-play = Bir kuyu seç
hus-wait = Sıra bilgisayarda …
hus-skip = Atla
hus-next-game = Sonraki oyun
hus-your-turn = Sıra sende: en az 2 taşlı kuyularından birini seç.
hus-your-turn-opening = Sabit açılış: ilk hamlen iç 8'den.
hus-choose-pit = En az 2 taşlı kuyularından birini seç.
hus-cannot-play = { $why ->
    [none] { $pit } oynanamaz.
   *[other] { $pit } oynanamaz: { $why }.
}
hus-move-line = { $you ->
    [yes] Sen oynadın
   *[no] Bilgisayar oynadı
}, { $pit }: { $laps ->
    [one] { $laps } tur
   *[other] { $laps } tur
}, { $sown } taş dağıtıldı, bitiş { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } taş alındı
   *[other] , { $captured } taş alındı
}.
hus-game-won = Oyunu kazandın!
hus-game-lost = Oyunu bilgisayar kazandı.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Yalnızca sonsuz hamlelerin kaldı.
       *[no] Bilgisayarın yalnızca sonsuz hamleleri kaldı.
    }
   *[other] { $youLost ->
        [yes] En az 2 taşlı kuyun kalmadı.
       *[no] Bilgisayarın en az 2 taşlı kuyusu kalmadı.
    }
}
hus-seed-counts = Taşlar: Sen { $you } · Bilgisayar { $them }
hus-game-points = Bu oyunun puanı: Sen { $you } · Bilgisayar { $them }
hus-series-standing = { $kind ->
    [best_of_7] Seri: Sen { $you } · Bilgisayar { $them } galibiyet (ilk { $to } galibiyet kazanır)
   *[other] Seri: Sen { $you ->
        [one] { $you } puan
       *[other] { $you } puan
    } · Bilgisayar { $them ->
        [one] { $them } puan
       *[other] { $them } puan
    } (hedef { $to })
}
hus-match-won = { $seeds ->
    [one] { $seeds } taşla
   *[other] { $seeds } taşla
} kazandın!
hus-match-lost = Bilgisayar { $seeds ->
    [one] { $seeds } taşla
   *[other] { $seeds } taşla
} kazandı.
hus-series-won = Seriyi kazandın!
hus-series-lost = Seriyi bilgisayar kazandı.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, dış sıra
   *[i] { $name }, iç sıra
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = { $name } adlı oyuncunun hamlesi: kuyu kuyu sonuç
hus-anim-end-of = { $name } adlı oyuncunun hamlesi burada bitiyor.
hus-move-line-of = { $name } oynadı, { $pit }: { $laps ->
    [one] { $laps } tur
   *[other] { $laps } tur
}, { $sown } taş dağıtıldı, bitiş { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } taş alındı
   *[other] , { $captured } taş alındı
}.
hus-game-won-by = Oyunu { $name } kazandı.
hus-end-reason-of = { $reason ->
    [only_endless] { $name } adlı oyuncunun yalnızca sonsuz hamleleri kaldı.
   *[other] { $name } adlı oyuncunun en az 2 taşlı kuyusu kalmadı.
}
hus-seed-counts-of = Taşlar: Sen { $you } · { $name } { $them }
hus-game-points-of = Bu oyunun puanı: Sen { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Seri: Sen { $you } · { $name } { $them } galibiyet (ilk { $to } galibiyet kazanır)
   *[other] Seri: Sen { $you ->
        [one] { $you } puan
       *[other] { $you } puan
    } · { $name } { $them ->
        [one] { $them } puan
       *[other] { $them } puan
    } (hedef { $to })
}
hus-match-won-by = { $name } { $seeds ->
    [one] { $seeds } taşla
   *[other] { $seeds } taşla
} kazandı.
hus-series-won-by = Seriyi { $name } kazandı.

hus-rules-title = Hus: buradaki kurallar
hus-rules-h-board = Tahta
hus-rules-board =
    Hus, Namibya'dan iki kişilik bir mangala oyunudur. Tahtada sekizer <b>kuyudan</b> oluşan dört sıra vardır. Senin tarafındaki iki sıra senindir: dış sıra kenarda, iç sıra ortaya doğru. 16 kuyun tek bir halka oluşturur.

    - Her oyuncu sütunları kendi solundan sayar: 1'den 8'e. “Karşı” kuyular tahtada aynı sütundadır.
    - Başlangıçta her dış kuyuda 2 taş vardır; iç sırada 5–8. sütunlarda 2'şer taş, 1–4. sütunlar boştur. Taraf başına 24, toplam 48 taş.
hus-rules-h-sow = Dağıtma
hus-rules-sow =
    - Hamlede en az 2 taşlı kuyularından birinin bütün taşlarını alırsın. 0 ya da 1 taşlı kuyu asla seçilemez.
    - Taşlar, boşaltılan kuyudan sonrakinden başlayarak her kuyuya bir taş olmak üzere saat yönünde ve yalnızca kendi halkanda dağıtılır: dış sırada sağdan sola, 1. sütunda iç sıraya çıkıp soldan sağa, 8. sütunda dış sıraya inerek.
    - Son taş boş bir kuyuya düşerse hamle biter.
    - Zaten taş olan bir kuyuya düşerse, dış sıradaysa: o kuyunun bütün taşlarını al ve dağıtmaya devam et.
    - İç sıradaysa ve rakibin karşıdaki iç kuyusunda taş varsa: <b>alış</b> yaparsın (aşağıya bak). O kuyu boşsa kendi kuyunun taşlarını al ve dağıtmaya devam et.
hus-rules-h-capture = Alış
hus-rules-capture =
    - Son taşın düştüğü kuyunun taşlarını ve rakibin karşıdaki iç ve dış kuyularının bütün taşlarını al (dış kuyuyu boş olsa bile). Hepsini aynı kurallarla halkandaki sonraki kuyudan başlayarak dağıt.
    - İlk hamleden itibaren alış serbesttir.
    - Taşlar karşı tarafa yalnızca alışla geçer.
hus-rules-h-endless = Sonsuz hamleler
hus-rules-endless =
    Bazı hamleler hiç bitmez: devam eden dağıtım hep aynı duruma geri döner. Böyle bir hamle yasaktır; tahta kuyunun yanında neden oynanamadığını gösterir.
hus-rules-h-end = Oyunun sonu
hus-rules-end =
    - Bir hamleden sonra bir oyuncunun en az 2 taşlı kuyusu kalmazsa oyun hemen biter ve o oyuncu kaybeder.
    - Sırası gelen ve yalnızca sonsuz hamleleri olan oyuncu da kaybeder.
    - İlk oyuna kimin başlayacağı kurayla belirlenir; bir seride ilk hamle sırayla değişir.
hus-rules-h-series = Seri
hus-rules-series =
    - Her oyundan sonra her oyuncu kendi tarafındaki taşlar kadar puan alır. 48 taşın hepsine sahip olan iki kat (96), diğeri hiç puan almaz.
    - Ayarlarda tek oyun, belli bir puana kadar seri ya da 7 oyunda 4 galibiyet (dört oyunu ilk kazanan) seçersin.
hus-rules-h-options = Kural çeşitleri
hus-rules-options =
    - Sabit açılış: her oyuncunun ilk hamlesi 8. sütundaki iç kuyudan, yani en öndeki çiftten yapılır.
    - Oyuncuların bildiği başka kurallar, her biri isteğe bağlı: saat yönünün tersine dağıtmak; alıştan sonra yalnızca alınan taşları dağıtmak (kendi kuyun taşlarını korur); yalnızca karşıdaki iki kuyuda da taş varsa almak.
hus-rules-h-controls = Burada nasıl oynanır
hus-rules-controls =
    - Kuyuların aşağıda. Oynayabileceğin kuyular öne çıkar; birinin üzerine gelince hamlenin nerede biteceği ve ne alacağı tahtanın altında görünür.
    - Klavyeyle ok tuşları kuyudan kuyuya gezer, <kbd>Enter</kbd> oynar.
    - Ana düğme hamlenin animasyonunu atlar. Ekran okuyucu her hamleyi okur.
hus-rules-h-tips = Kazanmak için ipuçları
hus-rules-tips =
    - Uzun dağıtımlar çok taş alabilir: her hamleden önce ön izlemeye bak.
    - İç sıranı dolu tut, alışlar orada olur; rakibin karşısına az şey bırak.
    - Oyun, rakibe hamle bırakmayarak kazanılır: rakibin 2 ya da daha fazla taşlı kaç kuyusu kaldığını takip et.

## Introductions and questions of the three games (block texts like the rules)

intro-dominoes =
    Çift altılı takımla domino, sayıları eşleştirme oyunudur: her taşın iki yarısı vardır ve bir yarısı çizginin açık ucuna uyan bir taş oynarsın. Bütün taşlarını ilk bitiren ya da diğerlerinin elinde en çok noktayı bırakan puanları alır. Üç klasik türde oynarsın: hiçbir şey uymazsa yığından taş çektiğin Çekmeli; yalnızca pas geçtiğin Çekmesiz; ve açık uçların toplamı beşin katı olduğunda ayrıca puan kazandığın Beşler. Burada bilgisayara karşı ya da arkadaşlarınla çevrim içi, en fazla dört kişi, herkes kendi ekranında oyna.
faq-dominoes-title = Domino hakkında sorular
faq-dominoes-1-q = Her oyuncu kaç taş alır?
faq-dominoes-1-a =
    İki oyuncuyla her türde herkes 7 taş alır. Çekmeli ve Beşler'de üç ya da dört oyuncu 5'er taş alır. Çekmesiz'de herkes 7 taş alır.
faq-dominoes-2-q = İlk kim oynar?
faq-dominoes-2-a =
    İlk elde en büyük çifte sahip oyuncu onu ilk oynar. Kimsede çift yoksa en ağır taş açar. Ondan sonra önceki elin kazananı istediği bir taşla açar.
faq-dominoes-3-q = Çatal nedir?
faq-dominoes-3-a =
    Beşler'de oynanan ilk çift çatal olur. İki uzun kenarına da taş konunca dört kenarının hepsine taş oynanabilir; böylece masada dört açık uca kadar olabilir.
faq-dominoes-4-q = Beşler'de puanlama nasıl işler?
faq-dominoes-4-a =
    Her hamleden sonra açık uçlar toplanır. Uçtaki bir çift iki yarısıyla sayılır. Toplam 5'in katıysa, hamleyi yapan oyuncu hemen o kadar puan alır. Bütün taşlarını oynayan ya da kilitlenen eli kazanan da en yakın 5'e yuvarlanmış puan alır.
faq-dominoes-5-q = Kimse oynayamazsa ne olur?
faq-dominoes-5-a =
    O zaman oyun kilitlenir. Elinde en az nokta olan oyuncu eli kazanır ve diğer ellerin noktalarından kendi noktalarını çıkarıp o kadar puan alır. En az noktada birden fazla oyuncu eşitse kimse puan almaz.
faq-dominoes-6-q = Arkadaşlarımla çevrim içi oynayabilir miyim?
faq-dominoes-6-a =
    Evet. Ayarlarda “Arkadaşlarla çevrim içi”yi seç ve bağlantıyı paylaş. Bir odada 2 ile 4 arası yer vardır, boş yerleri bilgisayar doldurabilir ve taşları sunucu dağıtır; böylece herkes yalnızca kendi taşlarını görür.

intro-hus =
    Hus, Namibya'nın büyük mangala oyunudur; sekizer kuyudan oluşan dört sıralı bir tahtada iki kişiyle oynanır. Her oyuncu taşları kendi iki sırası boyunca dağıtır, dolu bir kuyuya düşen son taşla dağıtmayı sürdürür ve rakibin taşlarını onun iç sırasından alır. Rakibine tek taşlı kuyulardan başka bir şey bırakmayan kazanır.

    Hus bugün de Namibya'da oynanır ve orada pek çok adı vardır: Nama ve Damaralar arasında ||hus ya da Xoros, ülkenin başka dillerinde Owela, Otjitoto, Wera ya da Ogoro, Almancada “Lochspiel”. Burada bilgisayara karşı oyna: tek oyun, puana kadar seri ya da 7 oyunda 4 galibiyet.
faq-hus-title = Hus hakkında sorular
faq-hus-1-q = Hus nereden gelir?
faq-hus-1-a =
    Hus, Namibya'dan dört sıralı bir mangala oyunudur. Orada başkalarının yanı sıra Damara, Nama, Herero, Kwanyama ve Ndonga halkları arasında, örneğin kırsalda bayram oyunu olarak oynanır. Ne zaman ortaya çıktığı kayıtlı değildir; mangala oyunlarının Afrika kökenli olduğu düşünülür.
faq-hus-2-q = Tek bir taşı oynayabilir miyim?
faq-hus-2-a =
    Hayır. Bir hamle her zaman en az 2 taşlı bir kuyunun bütün taşlarını alır. Tek taşlı bir kuyu asla seçilemez.
faq-hus-3-q = Hamlem ne zaman biter?
faq-hus-3-a =
    Ancak son taşın boş bir kuyuya düştüğünde. Taşlı bir kuyuya düşerse hepsini alır ve sonraki kuyudan dağıtmaya devam edersin; alıştan sonra da. Böylece tek bir hamle halkanı birkaç kez dolaşabilir.
faq-hus-4-q = Rakibin taşlarını ne zaman alırım?
faq-hus-4-a =
    Son taşın iç sırandaki dolu bir kuyuya düştüğünde ve rakibin karşıdaki iç kuyusunda taş olduğunda. O zaman kendi kuyunu ve rakibin o sütundaki iç ve dış kuyularını, dış kuyu boş olsa bile, alırsın ve hepsini dağıtmaya devam edersin. Dış sırada asla alış olmaz ve Kalah'tan farklı olarak boş bir kuyuya düşen taş hiçbir şey almaz.
faq-hus-5-q = Rakibin tarafına taş dağıtır mıyım?
faq-hus-5-a =
    Hayır, asla. Yalnızca kendi 16 kuyuluk halkanda dağıtırsın. Taşlar karşı tarafa yalnızca alışla geçer.
faq-hus-6-q = Kim kazanır?
faq-hus-6-a =
    Rakibine en az 2 taşlı hiçbir kuyu bırakmayan: rakip oynayamaz ve kaybeder. Hus'ta hazine kuyusu yoktur. Bir seride her oyuncu oyundan sonra kendi tarafındaki taşlar kadar puan alır ve 48 taşın hepsine sahip olan iki kat alır.

intro-wuhsing =
    Wu Hsing, beş renkli domino taşlarıyla oynanan bir taş dizme oyunudur; renkler Çin'in “beş evresi”dir: su, ateş, ağaç, maden ve toprak. Bulmacadaki gibi renkli kareler yatay ve dikey çizgiler oluşturur ve her çizgi bir renk desenini izler. Her taş, desenlerine uyarak en az iki çizgiyi uzatmalıdır; bu çizgilerin uzunlukları çarpılır ve bu senin puanındır.

    Sid Sackson oyunu 1969'da “A Gamut of Games” adlı kitabında “Domino Bead Game” olarak yayımladı; franjos 1992'de kutulu oyun “Wu Hsing” olarak çıkardı. Burada bilgisayara karşı oyna; masada iki, üç ya da dört kişi.
faq-wuhsing-title = Wu Hsing hakkında sorular
faq-wuhsing-1-q = Wu Hsing nereden gelir?
faq-wuhsing-1-a =
    Onu Sid Sackson icat etti: 1969'da 40 oyunluk derlemesi “A Gamut of Games” kitabında “Domino Bead Game” olarak yer aldı. Almanca baskı “Wu Hsing” 1992'de franjos'tan çıktı; Fransa'da adı “Connexion” idi. Ad, beş rengin gösterdiği, Çin düşüncesindeki beş evreyi anlatır.
faq-wuhsing-2-q = Desen nedir?
faq-wuhsing-2-a =
    Her yatay ve dikey çizgi bir renk dizisini sürdürmelidir. Bir çizgide bir renk tekrarlanır tekrarlanmaz deseni belli olur ve çizgi onu aynı aralıkla tekrarlamaya devam etmelidir. Hiçbir renk tekrarlanmadıkça çizgi henüz açıktır.
faq-wuhsing-3-q = Bir taşı nereye koyabilirim?
faq-wuhsing-3-a =
    İki boş komşu kareye; öyle ki taştan geçen üç çizgiden en az ikisi daha önce konmuş kareleri uzatsın ve her çizgi kendi desenine uysun. Birleşen çizgi geçerliyse bir boşluğu doldurabilirsin. Uzun kenarları boyunca yan yana en çok üç taş durabilir.
faq-wuhsing-4-q = Puan nasıl hesaplanır?
faq-wuhsing-4-a =
    Uzatılan bütün çizgilerin uzunlukları, yeni taş dahil, çarpılır: 3 × 4 × 5 = 60. Çift taş bunun iki katını getirir, örneğin 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Taş koyamazsam ne olur?
faq-wuhsing-5-a =
    Koyabiliyorsan koymak zorundasın. Koyamazsan o sıra pas geçer ve taşlarını diğerlerine gösterirsin. Sana bir hamle açılır açılmaz yeniden oynarsın.
faq-wuhsing-6-q = Oyun ne zaman biter?
faq-wuhsing-6-a =
    Biri son taşını koyunca tur sonuna kadar oynanır; kimse taş koyamadığında da oyun biter. Elde kalan taşlar her çift için 5, diğer her taş için 25 puana mal olur. En yüksek puan kazanır.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Oyuncu { $n }
seat-kind-computer = Bilgisayar
seat-kind-person = Bu cihazdaki bir kişi
person-name-label = { $n }. oyuncunun adı
person-default-name = Oyuncu { $n }
# $name: the person the device goes to
handover-title = Cihazı { $name } adlı kişiye ver
handover-since = Son hamlenden bu yana:
# $name: the person the device goes to
handover-ready = Ben { $name }: taşlarımı göster
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } bir taş çekti
    [pass] { $name } pas geçti
    [next] Yeni bir el dağıtıldı
   *[play] { $name } { $move } oynadı
}
people-wins-title = Kişiler arası galibiyetler
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } galibiyet
# $name: the person whose turn it is
person-turn = Sıra { $name } adlı kişide.

## Online with friends (js/online/)
online-open = Arkadaşlarla çevrim içi
online-name = Adın
online-create = Oda kur
online-join = Katıl
online-invite = Davet bağlantısı – arkadaşlarına gönder
online-copy = Bağlantıyı kopyala
online-copied = Kopyalandı
online-start = Başlat
online-leave = Odadan çık
online-room = Oda
online-record = Oyun kaydını indir
online-start-early = Şimdi başlayabilirsin: boş yerleri bilgisayar alır.
online-start-full = Tüm yerler dolu: hazır olunca başlat.
online-wait-host = Ev sahibinin başlatması bekleniyor.
online-seat-open = Boş yer
online-seat-computer = Bilgisayar
online-seat-computer-n = Bilgisayar { $n }
online-you = sen
online-away = bağlı değil
online-to-move = sırada
online-connecting = Bağlanıyor…
online-reconnecting = Bağlantı koptu – yeniden bağlanıyor…
online-connected = Bağlandı
online-stats = Kazanılan çevrim içi oyunlar: { $played } oyunda { $won }
online-name-missing = Lütfen adını yaz.
online-error-not-found = Bu oda yok (artık).
online-error-full = Bu odada boş yer yok.
online-error-rate-limited = Çok hızlı – lütfen yeniden dene.
online-error-refused = Sunucu bunu kabul etmedi.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Oyun
online-info-rules = Kurallar
online-info-host = Ev sahibi
online-info-seats = Yerler
online-room-started = Maç başladı ve bütün yerler dolu: izleyebilirsin.
online-watch = İzle
online-stop-watching = İzlemeyi bırak
online-watching = İzliyorsun.
online-watching-end = Maç bitti.
online-next-rules = Sonraki maçın kuralları
online-again-with = Bu kurallarla yeniden oyna
online-again = Yeniden oyna
# $names: the people the room waits for (a list)
online-waiting-for = Bekleniyor: { $names } …
online-twice = Bu yer başka bir sekmede de açık.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Kazanılan maçlar: { $tally }
online-spectators = { $n ->
    [one] { $n } izleyici
   *[other] { $n } izleyici
}
online-cover = Bilgisayar oynasın
online-cover-label = { $name } yerine bilgisayar oynasın
online-computer-plays = bilgisayar oynuyor
online-ready = hazır
online-asked = yeniden oynamak istiyor
online-note-left = { $name } ayrıldı; { $name } yerine bilgisayar oynuyor.
online-note-covered = { $name } dönene kadar bilgisayar onun yerine oynuyor.
online-note-back = { $name } geri döndü.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } sonraki maçın kurallarını belirledi: { $rules }.
online-confirm-leave-running = Maçtan çıkılsın mı? Yerini bilgisayar alır ve senin yerine oynamaya devam eder. Bu yere geri dönemezsin.
online-confirm-leave-over = Odadan çıkılsın mı? Arkadaşların sensiz yeniden oynayabilir.
online-confirm-leave-lobby = Odadan çıkılsın mı? Yerin yeniden boşalır.
online-leave-match = Maçtan çık
online-stay = Kal
online-error-busy = Sunucu şu anda meşgul – birazdan yeniden dene.
online-error-gone = Artık bu odada değilsin: oda kapatıldı ya da bu yer başka bir sekmede bırakıldı.
dom-round-opens = El { NUMBER($round) }: { $name } açıyor.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Taşlar: { $a } { $seedsA } · { $b } { $seedsB }


# the colour theme (every game's settings)
theme = Renkler
theme-system = Cihazdaki gibi
theme-light = Açık
theme-dark = Koyu
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Oyun dışı
dom-out-count = { $n } taş

## replay
replay-open = Tekrar izle
replay-title = Biten bir maçı tekrar izle
replay-help = Bu cihazda biten son 20 maç, en yenisi önce, ya da dışa aktarılmış bir maç dosyası.
replay-none = Bu cihazda henüz biten bir maç saklanmadı.
replay-open-file = Maç dosyası aç
replay-file-bad = Bu dosya bir maç kaydı değil.
replay-other-game = Bu bir { $game } kaydı: onu o oyunun sayfasında aç.
replay-refused = Bu kayıt oynatılamıyor: { $reason }
replay-not-online = Tekrar izleme, çevrimiçi odadan çıkınca açılır.
replay-won = kazanıldı
replay-lost = kaybedildi
replay-moves = { $n ->
    [one] { $n } hamle
   *[other] { $n } hamle
}
replay-online = çevrimiçi
replay-bar = Tekrar izle
replay-first = İlk hamle
replay-back = Bir hamle geri
replay-forward = Bir hamle ileri
replay-last = Son hamle
replay-slider = Hamle
replay-view = Görünüm
replay-close = Tekrarı kapat
replay-position = Hamle { $ply } / { $plies }
replay-seat = { $n }. yer
replay-seat-you = { $n }. yer (sen)
replay-all-hands = Bütün eller açık
replay-seat-computer = { $n }. yer (bilgisayar)

## take-back and hint
help-take-back = Geri al
help-hint = İpucu
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Bir hamle geri alındı.
   *[other] { $n } hamle geri alındı.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Yeniden çekersen aynı taş gelir: yığının sırası değişmez.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = İpucu: { $move }
# the first tile of a round, as a hint
help-hint-open = { $tile } ile aç
# the statistics: matches with a take-back or a hint, counted apart
help-stats = yardımla kazanılan: { NUMBER($played) } maçta { NUMBER($won) }
# people at one table: the confirm before a take-back
help-agree = { $name } oyuncusunun son hamlesi geri alınsın mı? Bu masadaki herkes kabul etmeli.
