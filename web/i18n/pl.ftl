# Gamut: teksty po polsku (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as en.ftl (tests/test_i18n_keys.py checks it); see de.ftl's head for
# the conventions (prefixes, block texts of the rules, $you = "yes" | "no").
# Plurals: one (1), few (2-4, 22-24 …), many (0, 5-21 …), other (fractions).
# Terms: kostka, dublet, pula, dobierać, pasować, oczka, punkty; Hus: dołek, ziarno, siać,
# bicie; Wu Hsing: płytka, pole, linia, wzór, stojak.

## Shared

language = Język
games-nav =
    .aria-label = Gry
game-dominoes = Domino
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Nowa partia
settings = Ustawienia
settings-title = Ustawienia gry
close = Zamknij
rules = Zasady
rules-toc =
    .aria-label = Spis treści
your-tiles = Twoje kostki
loading-stage-runtime = Ładowanie Pythona …
loading-stage-pyodide = Ładowanie Pythona …
loading-stage-stdlib = Ładowanie Pythona …
loading-stage-packages = Ładowanie pakietów …
loading-stage-micropip = Ładowanie pakietów …
loading-stage-wheel = Instalowanie gry …
loading-stage-install = Instalowanie gry …
loading-stage-game = Instalowanie gry …
loading-stage-ready = Gotowe
load-failed = Nie udało się uruchomić Pythona: { $msg }
reload = Wczytaj ponownie
level = Poziom komputera
level-easy = Łatwy
level-medium = Średni
level-hard = Trudny
tempo = Tempo gry
tempo-slow = Wolne
tempo-normal = Zwykłe
tempo-fast = Szybkie
players-label = Gracze
players-option = { $n } graczy
stats-title = Wygrane partie
stats-line = { NUMBER($won) } z { NUMBER($played) }
saves-title = Zapis do pliku
saves-help = Zachowaj ustawienia, trwające partie i statystyki w pliku, żeby nic nie zginęło, gdy przeglądarka wyczyści swoje dane.
saves-export-all = Eksportuj wszystko
saves-export-game = Eksportuj trwającą partię
saves-import = Importuj plik
saves-exported = Zapisano jako { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Zapisano jako { $name }. Plik pokazuje kamienie wszystkich graczy, także komputera.
saves-no-game = Żadna partia nie trwa.
saves-imported = Zaimportowano. Strona wczytuje się ponownie …
saves-import-failed = Nie zaimportowano.
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-zapis
saves-file-game = gamut-{ $game }-partia

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] Nie udało się odzyskać ustawień ani statystyk.
   *[no] Ustawienia i statystyki zostały zachowane.
}
save-some-game = gra
save-problem-unreadable = Zapisane dane były uszkodzone i zostały wyzerowane. { save-kept }
save-problem-wrong-type = Zapisane dane miały nieznany format i zostały wyzerowane. { save-kept }
save-problem-future-version = Zapisane dane pochodzą z nowszej wersji; trwających partii nie da się tu wznowić. { save-kept }
save-problem-old-version = Zapisane dane pochodzą ze starej wersji, której nie da się przejąć. { save-kept }
save-problem-bad-settings = Zapisane ustawienia były uszkodzone; obowiązują ustawienia domyślne.
save-problem-bad-stats = Część statystyk była uszkodzona i została usunięta.
save-problem-bad-game = Zapisana partia ({ $name }) była uszkodzona. Zaczyna się nowa partia; statystyki zostały zachowane.
save-problem-other-game = Zapis dla gry { $name } zawierał inną grę. Zaczyna się nowa partia; statystyki zostały zachowane.
save-problem-rejected = Nie udało się wznowić zapisanej partii ({ $name }). Zaczyna się nowa partia; statystyki zostały zachowane.
save-problem-unavailable = Ta przeglądarka nie pozwala tu niczego zapisać: partia i statystyki przepadną po zamknięciu strony.
save-problem-quota = Zapis się nie udał (pamięć przeglądarki jest pełna lub zablokowana).
save-notice-ok = Rozumiem
update-ready = Dostępna jest nowa wersja
update-reload = Wczytaj ponownie
update-dismiss = Zamknij
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Chwileczkę – gra jeszcze się uruchamia…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python się uruchamia – partia zaraz będzie toczyć się dalej…

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = Plik jest pusty.
saves-problem-too-big = Plik jest za duży jak na zapis gry.
saves-problem-not-json = Plik nie jest poprawnym JSON-em (uszkodzony lub ucięty?).
saves-problem-not-gamut = Plik nie jest zapisem Gamut.
saves-problem-unreadable = Plik nie jest czytelnym zapisem Gamut.
saves-problem-unknown-game = Plik zawiera partię nieznanego rodzaju.
saves-problem-bad-record = Partia ({ $name }) w pliku jest uszkodzona.
saves-problem-bad-game = Partia ({ $name }) w pliku jest uszkodzona lub należy do innej gry; nie zostaje przejęta.
saves-problem-bad-settings = Ustawienia w pliku są uszkodzone i nie zostają przejęte.
saves-problem-bad-stats = Część statystyk w pliku jest uszkodzona i nie zostaje przejęta.
saves-problem-future-version = Plik pochodzi z nowszej wersji: przejęte zostają tylko ustawienia i statystyki.
saves-problem-quota = Zapis się nie udał (pamięć przeglądarki jest pełna lub zablokowana).
saves-problem-nothing = Plik nie zawiera niczego, co można przejąć.
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] To rozpocznie nową partię. Trwająca partia się kończy i liczy się jako przegrana.
   *[no] To rozpocznie nową partię. Trwająca partia się kończy.
}
confirm-yes = Nowa partia
confirm-no = Anuluj
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = Partia toczyła się dalej w innej karcie: ta karta pokazuje teraz jej aktualny stan.
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] Ty
    [1] { $seats ->
        [2] Komputer
       *[other] Zachód
    }
    [2] { $seats ->
        [3] Wschód
       *[other] Północ
    }
   *[other] Wschód
}
tiles = { $n ->
    [one] { $n } kostka
    [few] { $n } kostki
    [many] { $n } kostek
   *[other] { $n } kostki
}
points = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
}
seat-label = { $name }: { $tiles ->
    [one] { $tiles } kostka
    [few] { $tiles } kostki
    [many] { $tiles } kostek
   *[other] { $tiles } kostki
}, { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
}{ $toMove ->
    [yes] , ma ruch
   *[no] {""}
}
pass = Pasuję
rematch = Rewanż
retry = Spróbuj ponownie
wait = Ruch: { $name } …
not-your-turn = Poczekaj na swoją kolej.
empty-hand = brak kostek
last-tile = ostatni ruch
load-error = Nie udało się wznowić zapisanej partii. Zaczyna się nowa partia.
worker-restarted = Silnik gry przestał odpowiadać i został uruchomiony ponownie. Partia toczy się dalej od zapisanego miejsca.
error = Błąd: { $msg }
error-illegal-move = Ten ruch jest niedozwolony.
error-bad-record = Zapis partii jest uszkodzony lub niepełny.
error-bad-record-at = Ruch { $n } jest niezgodny z zasadami.
error-bad-options = Ustawienia gry są nieprawidłowe.
error-engine = Silnik gry nie mógł tego wykonać.
error-engine-lost = Silnik gry przestał odpowiadać.
error-engine-start = Nie udało się uruchomić silnika gry.
toc-rules = Zasady
toc-controls = Sterowanie
toc-tips = Wskazówki
toc-modes = Odmiany
toc-faq = Pytania

## Dominoes (index.html)

dom-table =
    .aria-label = Stół
dom-loading = Rozdawanie kostek …
dom-opponent = Graj przeciwko
dom-opponent-computer = Komputer
dom-opponent-online = Online ze znajomymi
dom-opponent-people = Osoby przy tym urządzeniu
dom-mode = Odmiana
dom-mode-draw = Dobieranie
dom-mode-block = Blokada
dom-mode-fives = Piątki
dom-mode-help-draw = Jeśli nie możesz dołożyć, dobierasz z puli, aż trafisz kostkę, która pasuje.
dom-mode-help-block = Jeśli nie możesz dołożyć, pasujesz. Nikt nie dobiera z puli.
dom-mode-help-fives = Jak Dobieranie, a do tego punkty za każdym razem, gdy otwarte końce dają razem wielokrotność 5.
dom-target = Gra do
dom-target-option = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
}
dom-round-info = Runda { NUMBER($round) } · do { NUMBER($target) }
dom-boneyard = Pula: { $n }
dom-no-boneyard = Bez puli
dom-count = Końce: { $n }
dom-draw = Dobierz
dom-next = Następna runda
dom-play = Zagraj kostkę
dom-your-turn = Twój ruch: dołóż pasującą kostkę.
dom-your-turn-first = Otwierasz rundę: zagraj dowolną kostkę.
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = Otwierasz partię kostką { $tile }: { $double ->
    [yes] zaczyna najwyższy dublet.
   *[no] nikt nie ma dubletu, więc zaczyna najcięższa kostka.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } otwiera rundę: dowolna kostka.
dom-person-first-with = { $name } otwiera partię kostką { $tile }: { $double ->
    [yes] zaczyna najwyższy dublet.
   *[no] nikt nie ma dubletu, więc zaczyna najcięższa kostka.
}
dom-must-draw = Żadna kostka nie pasuje: dobierz z puli.
dom-must-pass = Żadna kostka nie pasuje: musisz spasować.
dom-choose-end = Wybierz miejsce na stole.
dom-cannot-play = { $tile } nie pasuje do żadnego otwartego końca.
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] dobierasz kostkę
        [few] dobierasz { $n } kostki
        [many] dobierasz { $n } kostek
       *[other] dobierasz { $n } kostki
    }
   *[no] { $n ->
        [one] dobiera kostkę
        [few] dobiera { $n } kostki
        [many] dobiera { $n } kostek
       *[other] dobiera { $n } kostki
    }
}
dom-run-play = { $you ->
    [yes] zagrywasz
   *[no] zagrywa
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] pasujesz
   *[no] pasuje
}
dom-run = { $name } { $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name } { $actions } (brak: { $numbers })
dom-seat-act = { $draws ->
    [0] pas
   *[other] dobrane: { $draws }{ $passed ->
        [yes] , pas
       *[no] {""}
    }
}
dom-log-label = Ta runda do tej pory
dom-place-at = Zagraj { $tile } na { $end ->
    [W] zachodnim
    [E] wschodnim
    [N] północnym
   *[S] południowym
} końcu{ $fives ->
    [yes] , { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , można zagrać
    [no] , nie pasuje
   *[other] {""}
}
dom-layout-tile = Kostka { $tile }
dom-spinner = krzyżak
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name } { $you ->
    [yes] zagrywasz
   *[no] zagrywa
} { $tile }{ $end ->
    [W] {" "}na zachodnim końcu
    [E] {" "}na wschodnim końcu
    [N] {" "}na północnym końcu
    [S] {" "}na południowym końcu
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] {" "}{ $you ->
        [yes] i zdobywasz
       *[no] i zdobywa
    } { $score }
}.
dom-announce-round = Runda { $round } skończona. { $result }
dom-announce-scores = Wyniki: { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = Koniec rundy { $round }
dom-domino-win = { $you ->
    [yes] Wszystkie twoje kostki są wyłożone.
   *[no] { $name }: wszystkie kostki wyłożone.
}
dom-domino-pips = { $raw ->
    [one] W pozostałych rękach zostało { $raw } oczko.
    [few] W pozostałych rękach zostały { $raw } oczka.
    [many] W pozostałych rękach zostało { $raw } oczek.
   *[other] W pozostałych rękach zostało { $raw } oczka.
}
dom-blocked = Gra jest zablokowana: nikt nie może dołożyć.
dom-blocked-win = { $you ->
    [yes] Ty masz
   *[no] { $name } ma
} najmniej oczek ({ $own }). Pozostałe ręce mają { $others ->
    [one] { $others } oczko
    [few] { $others } oczka
    [many] { $others } oczek
   *[other] { $others } oczka
}: { $others } − { $own } = { $raw }.
dom-blocked-tie = Kilka rąk ma tyle samo, najmniej oczek: nikt nie zdobywa punktów.
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] Osiągasz
   *[no] { $name } osiąga
} tym ruchem cel { $target } punktów: w Piątkach partia kończy się od razu.
dom-rounded = W Piątkach zaokrągla się do najbliższej piątki: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Zdobywasz
   *[no] { $name } zdobywa
} { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.
dom-pips-in = { $n ->
    [one] { $n } oczko
    [few] { $n } oczka
    [many] { $n } oczek
   *[other] { $n } oczka
}
dom-match-won = Wygrywasz partię, mając { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
}!
dom-match-lost = { $names } { $count ->
    [one] wygrywa
   *[other] wygrywają
} partię.
dom-embed-iframe-title = Domino przeciwko komputerowi
dom-embed-link-text = Domino od Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Osadź
embed-title = Osadź tę grę
embed-note = Wklej ten kod na swoją stronę. Link tekstowy pod grą musi zostać.
embed-code-label = Kod HTML do osadzenia
copy = Kopiuj
copied = Skopiowano!
copy-fallback = Kod jest zaznaczony: skopiuj go klawiszami Ctrl+C (⌘+C na Macu).

dom-rules-title = Domino: zasady tutaj
dom-rules-h-tiles = Kostki i gracze
dom-rules-tiles =
    Gra się kompletem podwójnej szóstki: 28 kostek, każda para liczb od 0-0 do 6-6 dokładnie raz. <b>Dublet</b> taki jak 4-4 ma tę samą liczbę na obu połówkach. <b>Oczka</b> kostki to suma jej dwóch połówek. Grają 2, 3 lub 4 osoby po kolei. Wybierasz jedną z trzech odmian: <b>Dobieranie</b>, <b>Blokada</b> albo <b>Piątki</b>.
dom-rules-h-deal = Rozdanie
dom-rules-deal =
    - We dwoje każdy dostaje 7 kostek, w każdej odmianie.
    - W trzy lub cztery osoby każdy dostaje 5 kostek w Dobieraniu i Piątkach, 7 w Blokadzie.
    - W Dobieraniu i Piątkach pozostałe kostki leżą zakryte jako <b>pula</b>.
    - W Blokadzie pozostałe kostki są w tej rundzie poza grą: nikt ich nie dobiera i nikt ich nie widzi przed końcem rundy.
dom-rules-h-lead = Kto zaczyna
dom-rules-lead =
    - W pierwszej rundzie partii zaczyna ten, kto ma najwyższy dublet, i to właśnie tym dubletem.
    - Jeśli nikt nie ma dubletu, zaczyna kostka z największą liczbą oczek. Przy równej liczbie oczek wygrywa kostka z wyższą liczbą: 6-3 idzie przed 5-4.
    - Od drugiej rundy zaczyna zwycięzca poprzedniej rundy, dowolną kostką. Jeśli poprzednia runda nie miała zwycięzcy, zaczyna gracz po tym, który ostatnio otwierał.
dom-rules-h-move = Ruch
dom-rules-move =
    - Dokładasz kostkę do otwartego końca, którego liczba zgadza się z jedną połówką kostki. Jeśli możesz dołożyć, musisz; którą kostkę i do którego końca, wybierasz sam.
    - Dublety kładzie się w poprzek. Poza krzyżakiem w Piątkach (patrz niżej) dublet jest zwykłą kostką z jednym otwartym końcem po drugiej stronie.
    - Jeśli nie możesz dołożyć: w Dobieraniu i Piątkach dobierasz z puli, kostkę po kostce, aż któraś będzie pasować, i ją dokładasz. Gdy pula jest pusta, pasujesz. W Blokadzie pasujesz od razu.
    - Nikt nie dobiera, dopóki ma pasującą kostkę.
dom-rules-h-spinner = Krzyżak (tylko w Piątkach)
dom-rules-spinner =
    Pierwszy dublet, który w rundzie trafi na stół (łącznie z kostką otwierającą), staje się <b>krzyżakiem</b> i jest narysowany na <y>żółto</y>. Kolejne dublety to zwykłe kostki położone w poprzek. Najpierw dokłada się do dwóch długich boków krzyżaka. Gdy oba długie boki mają kostkę, otwierają się też jego dwa krótkie boki: stół ma wtedy do czterech otwartych końców.
dom-rules-h-fives = Liczenie w Piątkach
dom-rules-fives =
    - Po każdym ruchu, łącznie z otwarciem, sumuje się liczby na wszystkich otwartych końcach.
    - Dublet leżący w poprzek na końcu liczy się obiema połówkami.
    - Krzyżak liczy się obiema połówkami, dopóki jeden z jego długich boków jest wolny. Potem sam już się nie liczy, a krótki bok liczy się dopiero wtedy, gdy leży przy nim kostka.
    - Jeśli suma jest wielokrotnością 5, gracz, który właśnie dołożył, od razu dostaje tyle punktów.

    ~ Przykłady: otwarcie kostką 5-5 (krzyżak) daje 10, otwarcie kostką 6-4 też daje 10. Jeśli potem 4-1 trafi na 4, otwarte końce to 6 i 1: razem 7, bez punktów. Przy krzyżaku 5-5 z kostką 5-3 na jednym długim boku liczy się 10 + 3 = 13, bez punktów; gdy 5-2 trafi na drugi długi bok, jest 3 + 2 = 5: 5 punktów.
dom-rules-h-round = Koniec rundy
dom-rules-round =
    - Runda kończy się, gdy ktoś wyłoży ostatnią kostkę, albo gdy gra jest <b>zablokowana</b>: nikt nie może dołożyć, a w Dobieraniu i Piątkach pula jest pusta.
    - Kto wyłożył wszystkie kostki, dostaje oczka, które zostały we wszystkich pozostałych rękach.
    - W zablokowanej rundzie wygrywa ręka z najmniejszą liczbą oczek. Dostaje oczka pozostałych rąk minus własne. Jeśli kilka rąk ma tyle samo, najmniej oczek, nikt nie dostaje punktów.
    - W Piątkach te punkty za rundę zaokrągla się do najbliższej piątki: kończące się na 1, 2, 6 lub 7 w dół, na 3, 4, 8 lub 9 w górę (12 daje 10, 13 daje 15).
    - Między rundami pokazuje się wszystkie ręce.
dom-rules-h-match = Koniec partii
dom-rules-match =
    - Partia toczy się do celu z ustawień: 50, 100, 150, 200 lub 250 punktów (domyślnie 100).
    - W Dobieraniu i Blokadzie wygrywa ten, kto po rundzie osiągnął cel.
    - W Piątkach partia kończy się od razu, gdy ruch lub punkty za rundę doprowadzą kogoś do celu, nawet w środku rundy.
dom-rules-h-seen = Co kto widzi
dom-rules-seen =
    Widzisz swoje kostki, stół, ile kostek ma każdy gracz, wszystkie wyniki, wielkość puli oraz kto dobierał lub pasował. Pozostałe ręce i pula są pokazywane dopiero na końcu rundy. Komputer też decyduje tylko na podstawie tego, co widzi ze swojego miejsca.
dom-rules-h-controls = Jak tu grać
dom-rules-controls =
    - Twoje kostki leżą na dole. Te, które możesz zagrać, są wysunięte, świecą i mają kropkę. Dotknij jednej, żeby ją zagrać.
    - Jeśli pasuje do więcej niż jednego końca, na stole pojawią się możliwe miejsca, w Piątkach z punktami, które dałoby każde z nich. Dotknij jednego.
    - Kostkę możesz też przeciągnąć myszą lub palcem na miejsce na stole.
    - Na klawiaturze strzałki lub <kbd>Tab</kbd> przechodzą między twoimi kostkami, <kbd>Enter</kbd> wybiera jedną, koniec wybierasz tak samo i zagrywasz klawiszem <kbd>Enter</kbd>. <kbd>Escape</kbd> anuluje wybór.
    - Gdy nie masz ruchu, główny przycisk zmienia się na „Dobierz” albo „Pasuję”. Między rundami brzmi „Następna runda”.
    - Pod stołem widać, co działo się w tej rundzie, także kto musiał dobierać lub pasować. Czytnik ekranu ogłasza każdy ruch.
dom-rules-h-tips = Jak wygrywać
dom-rules-tips =
    - Pozbywaj się wcześnie najcięższych kostek. Gdy ktoś inny wyłoży wszystko, każde oczko w twojej ręce liczy się przeciwko tobie.
    - Trzymaj różne liczby. Z kilkoma różnymi liczbami w ręce obsłużysz prawie każdy koniec; z samymi szóstkami szybko utkniesz.
    - Patrz, czego inni nie mogli zagrać. Kto pasuje lub dobiera, nie miał liczb z otwartych końców. Zostaw te liczby otwarte, żeby go przyhamować.
    - W Piątkach najpierw licz: przed każdym ruchem sprawdź, jaką sumę dadzą końce z każdą kostką i co zostawiasz następnemu graczowi.
    - Licz kostki. Każda liczba jest tylko na siedmiu kostkach, łącznie z dubletem. Jeśli inni zagrali już pięć z nich, ostatnie są u ciebie albo prawie ich nie ma.
dom-rules-h-modes = Trzy odmiany
dom-rules-modes =
    <b>Dobieranie</b> jest najłagodniejsze: utknięcie kosztuje cię kostki, a nie ruch. <b>Blokada</b> jest krótsza i ostrzejsza: nikt nie może dobierać, więc liczenie kostek i zamykanie liczby znaczą najwięcej. <b>Piątki</b> dają punkty także w trakcie rundy; dobry gracz celuje tu w sumę tak samo jak w wyłożenie ostatnich kostek.

    ! Tutaj w domino gra się wyłącznie o punkty na stronie, bez żadnej formy zakładów, a poza grą nie ma niczego do kupienia ani do wygrania.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Plansza
wx-view =
    .aria-label = Widok
wx-zoom-in = +
    .aria-label = Powiększ
wx-zoom-out = −
    .aria-label = Pomniejsz
wx-fit = Dopasuj
    .title = Pokaż całą planszę
wx-embed-iframe-title = Wu Hsing przeciwko komputerowi
wx-embed-link-text = Wu Hsing od Gamut
wx-loading = Tasowanie płytek …
wx-variant = Odmiana
wx-variant-standard = Standardowa (z kwadratem startowym)
wx-variant-fifteen_a = 15 płytek, dowolne otwarcie
wx-variant-fifteen_b = 15 płytek, zakryte otwarcie
wx-variant-help-standard = Rozdaje się wszystkie 30 płytek; dwie leżą na środku jako kwadrat startowy.
wx-variant-help-fifteen_a = Tylko we dwoje: każdy ma po jednej płytce każdego rodzaju. Zaczynający kładzie dowolną płytkę, bez punktów.
wx-variant-help-fifteen_b = Tylko we dwoje: każdy ma po jednej płytce każdego rodzaju. Obaj gracze w tajemnicy wybierają płytkę; razem tworzą one kwadrat startowy (cztery kolory).
wx-variant-two-only = { $variant } (tylko we dwoje)
wx-open-hands = Płytki innych graczy
wx-hands-closed = Zakryte
wx-hands-open = Odkryte (wszyscy widzą wszystkie płytki)
wx-hand-shown = Płytki: { $name }
wx-colour-W = Woda
wx-colour-F = Ogień
wx-colour-H = Drewno
wx-colour-M = Metal
wx-colour-E = Ziemia
wx-tile-name = { $a }-{ $b }
wx-rotate = Obróć
wx-flip = Odwróć
wx-cancel = Wstecz
wx-turn-tools =
    .aria-label = Obracanie i odwracanie płytki
wx-rack-tile = { $name }{ $state ->
    [playable] , można zagrać
    [blocked] , nigdzie nie pasuje
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Połóż { $a } po lewej, { $b } po prawej
   *[no] Połóż { $a } u góry, { $b } na dole
}{ $score ->
    [none] {""}
    [one] : { $score } punkt
    [few] : { $score } punkty
    [many] : { $score } punktów
   *[other] : { $score } punktu
}
wx-preview = { $horizontal ->
    [yes] Poziomo: { $a } po lewej, { $b } po prawej
   *[no] Pionowo: { $a } u góry, { $b } na dole
}
wx-cell = { $colour }, wiersz { $row }, kolumna { $col }
wx-hidden-tile = płytka wybrana w tajemnicy
wx-play = Wybierz płytkę
wx-place = Połóż płytkę na planszy
wx-your-turn = Twój ruch: wybierz płytkę ze swojego stojaka.
wx-choose-spot = { $n ->
    [one] { $n } miejsce
    [few] { $n } miejsca
    [many] { $n } miejsc
   *[other] { $n } miejsca
}: kliknij jedno. R obraca, F odwraca, Esc cofa.
wx-no-spot-here = Tak obrócona płytka nigdzie nie pasuje: obróć ją albo odwróć.
wx-must-pass = Żadna płytka nie pasuje: musisz spasować. W zamian inni widzą twoje płytki.
wx-cannot-play = { $name } nigdzie nie pasuje.
wx-opening-a = Otwierasz: połóż dowolną płytkę (bez punktów).
wx-opening-b = Wybierz w tajemnicy płytkę do kwadratu startowego.
wx-opening-b-wait = { $name } ma już płytkę wybraną w tajemnicy. Wybierz swoją.
wx-ending = Jeden stojak jest pusty: kolejka jest rozgrywana do końca.
wx-placed = { $you ->
    [yes] Kładziesz
   *[no] { $name } kładzie
}
wx-for-points = { " " }za { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
}
wx-opening-placed = { $you ->
    [yes] Otwierasz płytką
   *[no] { $name } otwiera płytką
}
wx-chose = { $you ->
    [yes] Twój wybór:
   *[no] { $name } ma już płytkę wybraną w tajemnicy.
}
wx-reveal-ok = Odkryte: płytki tworzą kwadrat startowy
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = Kwadrat startowy się nie udał: twój wybór to { $mine }, wybór gracza { $name } to { $theirs }. To nie są cztery różne kolory, więc obie płytki wracają i obaj gracze wybierają ponownie.
wx-passed = { $you ->
    [yes] Pasujesz. Twoje płytki są odkryte:
   *[no] { $name } pasuje i pokazuje swoje płytki:
}
wx-line-desc = { $axis ->
    [row] pozioma
   *[column] pionowa
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = dublet × 2
wx-line-title-row = Linia pozioma
wx-line-title-column = Linia pionowa
wx-pattern-locked = Wzór ustalony:
wx-pattern-open = Wzór jeszcze otwarty
wx-line-length = { $n ->
    [one] { $n } pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pola
}
wx-no-line = brak linii (pojedyncze pole)
wx-announce-place = { $you ->
    [yes] Kładziesz
   *[no] { $name } kładzie
} { $tile } i { $you ->
    [yes] zdobywasz
   *[no] zdobywa
} { $n }.
wx-announce-pass = { $you ->
    [yes] Pasujesz.
   *[no] { $name } pasuje.
}
wx-announce-over = Koniec gry. { $result }
wx-game-over = Koniec gry
wx-end-out = { $you ->
    [yes] Nie masz już płytek
   *[no] { $name } nie ma już płytek
}: kolejka została rozegrana do końca.
wx-end-blocked = Nikt nie może już nic położyć.
wx-col-name = Gracz
wx-col-score = Punkty
wx-col-left = Pozostałe płytki
wx-col-penalty = Kara
wx-col-final = Wynik
wx-penalty-rule = Kara za pozostałe płytki: 5 za każdy dublet, 25 za każdą inną płytkę.
wx-won = Wygrywasz, mając { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
}!
wx-shared = Wspólne zwycięstwo: { $names }.
wx-lost = { $names } { $count ->
    [one] wygrywa
   *[other] wygrywają
}.

wx-rules-title = Wu Hsing: zasady tutaj
wx-rules-h-material = Płytki i rozdanie
wx-rules-material =
    Wu Hsing to „Domino Bead Game” Sida Sacksona z pięcioma żywiołami: <b>woda</b> (niebieski), <b>ogień</b> (czerwony), <b>drewno</b> (zielony), <b>metal</b> (biały) i <b>ziemia</b> (żółty). Każda połówka ma też swój znak, więc da się grać bez rozróżniania kolorów.

    - 30 płytek: każda z 15 par kolorów (5 dubletów, 10 mieszanych) dwa razy.
    - We dwoje każdy dostaje 14 płytek, we troje 9 (jedna płytka wraca niewidziana do pudełka), we czworo 7. Dwie płytki zostają na kwadrat startowy.
    - Płytki innych graczy są zakryte; w ustawieniach można wybrać grę w odkryte.
wx-rules-h-start = Kwadrat startowy
wx-rules-start =
    - Dwie pozostałe płytki leżą dłuższym bokiem do dłuższego boku jako kwadrat 2 × 2 pola, odkryte, na środku.
    - Kwadrat musi pokazywać cztery różne kolory; w przeciwnym razie wszystko się tasuje i rozdaje od nowa.
    - Kwadrat startowy nie daje punktów. Kto zaczyna, rozstrzyga losowanie; w serii pierwszy ruch przechodzi na kolejne miejsce.
wx-rules-h-lines = Linie i wzory
wx-rules-lines =
    - <b>Linia</b> to nieprzerwany ciąg zajętych pól w wierszu lub kolumnie, jak w krzyżówce. Puste pole ją kończy; pole bez sąsiadów to linia o długości 1.
    - Linia jest poprawna, gdy jest odcinkiem nieskończenie powtarzanego <b>wzoru</b> z różnych kolorów: gdy tylko jakiś kolor się powtórzy, cały ciąg musi się powtarzać w tym samym odstępie. Linia bez powtórzonego koloru jest zawsze poprawna.

    ~ Przykłady (każda litera to kolor): ABCABC poprawna; ABCB niepoprawna; AAB niepoprawna; AA i AAA poprawne; ABA poprawna; ABB niepoprawna; ABCDE poprawna; ABCDEA poprawna; ABCDEB niepoprawna; ABCBA niepoprawna; ABCDAB poprawna.
wx-rules-h-move = Ruch
wx-rules-move =
    - Połóż płytkę ze swojego stojaka na dwóch pustych, sąsiednich polach, poziomo lub pionowo, z kolorami w dowolnej kolejności. Każda linia przechodząca przez nowe pole musi pozostać poprawna.
    - Przez nową płytkę przechodzą dokładnie trzy linie: jedna wzdłuż płytki i po jednej w poprzek każdego z jej pól. Linia jest <b>przedłużona</b>, jeśli zawiera też pole położone wcześniej. Co najmniej dwie z trzech muszą być przedłużone.
    - Można wypełnić lukę, jeśli połączona linia jest poprawna; liczy się jako jedna przedłużona linia.
    - Najwyżej trzy płytki mogą leżeć obok siebie: łańcuch równoległych płytek pokrywających dokładnie te same dwa wiersze (lub kolumny) ma najwyżej trzy płytki. Kwadrat startowy to taki łańcuch z dwóch.
wx-rules-h-score = Punktacja
wx-rules-score =
    Pomnóż długości przedłużonych linii (w polach, łącznie z nowymi). Dublet liczy się podwójnie.

    ~ Przykłady: 3 × 4 × 5 = 60; dublet przedłużający dwie linie po pięć pól: 5 × 5 × 2 = 50.
wx-rules-h-pass = Pasowanie
wx-rules-pass =
    - Kto może położyć płytkę, musi to zrobić.
    - Kto nie może, pasuje w tej kolejce i pokazuje innym swoje płytki. Wraca do gry w późniejszej kolejce, gdy tylko pojawi się możliwy ruch.
wx-rules-h-end = Koniec gry
wx-rules-end =
    - Gdy ktoś położy ostatnią płytkę, bieżąca kolejka jest rozgrywana do końca, tak żeby wszyscy mieli tyle samo ruchów. Gracz bez płytek pauzuje.
    - Gra kończy się też, gdy nikt nie może nic położyć.
    - Płytki pozostałe w ręce kosztują 5 punktów za dublet i 25 za każdą inną płytkę.
    - Wygrywa najwyższa suma; przy równych sumach zwycięstwo jest wspólne.
wx-rules-h-variants = Odmiany
wx-rules-variants =
    - We dwoje, po 15 płytek (po jednej każdego rodzaju), bez kwadratu startowego. Albo zaczynający kładzie dowolną płytkę bez punktów, albo obaj gracze w tajemnicy wybierają płytkę, a po odkryciu tworzą one kwadrat startowy (cztery kolory, inaczej obaj wybierają ponownie).
    - Gra w odkryte dla 2, 3 lub 4 graczy.
wx-rules-h-controls = Jak tu grać
wx-rules-controls =
    - Wybierz płytkę ze swojego stojaka na dole; płytki, które pasują, są wysunięte, świecą i mają kropkę. Plansza pokaże wtedy miejsca, gdzie może trafić, z punktami.
    - <kbd>R</kbd> obraca płytkę, <kbd>F</kbd> ją odwraca, <kbd>Esc</kbd> odkłada ją z powrotem.
    - Na klawiaturze strzałki lub <kbd>Tab</kbd> przechodzą między twoimi płytkami, <kbd>Enter</kbd> wybiera jedną, strzałki przechodzą między miejscami, a <kbd>Enter</kbd> kładzie płytkę. Na planszy strzałki pokazują linie przechodzące przez każde pole.
    - <kbd>+</kbd> i <kbd>−</kbd> przybliżają i oddalają, <kbd>0</kbd> dopasowuje całą planszę; przesuwaj ją myszą lub palcem.
    - Czytnik ekranu ogłasza każdy ruch i jego punkty.
wx-rules-h-tips = Jak wygrywać
wx-rules-tips =
    - Długie linie się opłacają: linia z pięciu pól to mnożnik 5. Szukaj miejsc, gdzie krzyżują się dwie długie linie.
    - Dublety liczą się podwójnie, a na końcu kosztują tylko 5: zachowaj je na duży ruch.
    - Pozbywaj się w porę płytek mieszanych: każda, która zostanie, kosztuje na końcu 25 punktów.
    - Wzór ustala się, gdy tylko jakiś kolor się powtórzy. Zostawiaj otwarte linie, do których pasują twoje płytki, i zamykaj te, które pomagają przeciwnikowi.

## Hus (hus.html)

hus-board =
    .aria-label = Plansza
hus-embed-iframe-title = Hus przeciwko komputerowi
hus-embed-link-text = Hus od Gamut
hus-loading = Rozkładanie ziaren …
hus-first = Kto zaczyna
hus-first-lot = Losowanie
hus-first-you = Ty
hus-first-computer = Komputer
hus-series = Odmiana
hus-series-single = Pojedyncza gra
hus-series-points = Seria na punkty
hus-series-best_of_7 = Do czterech wygranych
hus-series-help-single = Jedna gra. Wygrywa ten, kto nie zostawi przeciwnikowi żadnego dołka z co najmniej 2 ziarnami.
hus-series-help-points = Po każdej grze każdy dostaje punkty za ziarna po swojej stronie (wszystkie 48: podwójnie). Serię wygrywa ten, kto pierwszy osiągnie cel. Pierwszy ruch się zmienia.
hus-series-help-best_of_7 = Serię wygrywa ten, kto pierwszy wygra cztery gry. Pierwszy ruch się zmienia.
hus-target = Gra do
hus-rules-legend = Warianty zasad
hus-rule-fixed_opening = Stałe otwarcie: pierwszy ruch to wewnętrzny 8 (przednia para)
hus-rule-anticlockwise = Siej przeciwnie do ruchu wskazówek zegara
hus-rule-capture_sow_captured_only = Po biciu siej tylko zbite ziarna
hus-rule-capture_needs_both = Bij tylko wtedy, gdy oba dołki naprzeciwko mają ziarna
hus-rule-short-fixed_opening = stałe otwarcie
hus-rule-short-capture_sow_captured_only = siej tylko zbite
hus-rule-short-capture_needs_both = bicie tylko przy dwóch pełnych dołkach
hus-tempo-instant = Bez animacji
hus-you = Ty
hus-computer = Komputer
hus-row-0 = Komputer, rząd zewnętrzny
hus-row-1 = Komputer, rząd wewnętrzny
hus-row-2 = Twój rząd wewnętrzny
hus-row-3 = Twój rząd zewnętrzny
hus-pit-name = { $row ->
    [i] wewnętrzny
   *[o] zewnętrzny
} { $col }
hus-pit-label = { $name }: { $n ->
    [one] { $n } ziarno
    [few] { $n } ziarna
    [many] { $n } ziaren
   *[other] { $n } ziarna
}
hus-pit-theirs = Komputer, { $label }
hus-reason-empty = pusty
hus-reason-single = tylko jedno ziarno
hus-reason-endless = bez końca: ten ruch nigdy się nie kończy
hus-reason-opening = stałe otwarcie: pierwszym ruchem musi być wewnętrzny 8
hus-preview = koniec: { $end }, { $laps ->
    [one] { $laps } okrążenie
    [few] { $laps } okrążenia
    [many] { $laps } okrążeń
   *[other] { $laps } okrążenia
}, zasiane: { $sown }, { $captured ->
    [0] nic nie zbija
    [one] zbija { $captured } ziarno
    [few] zbija { $captured } ziarna
    [many] zbija { $captured } ziaren
   *[other] zbija { $captured } ziarna
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n ->
    [one] { $n } ziarno
    [few] { $n } ziarna
    [many] { $n } ziaren
   *[other] { $n } ziarna
} w ręce
hus-capturing = Bicie!
hus-anim-summary = { $you ->
    [yes] Twój ruch
   *[no] Ruch komputera
}: wynik dołek po dołku
hus-anim-end = { $you ->
    [yes] Twój ruch kończy się tutaj.
   *[no] Ruch komputera kończy się tutaj.
}
hus-thinking = Komputer myśli …
hus-seeds = { $n ->
    [one] { $n } ziarno
    [few] { $n } ziarna
    [many] { $n } ziaren
   *[other] { $n } ziarna
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } wygrana
        [few] { $n } wygrane
        [many] { $n } wygranych
       *[other] { $n } wygranej
    }
   *[other] { $n } pkt
}
hus-seat-label = { $name }: { $seeds ->
    [one] { $seeds } ziarno
    [few] { $seeds } ziarna
    [many] { $seeds } ziaren
   *[other] { $seeds } ziarna
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } wygrana
        [few] { $score } wygrane
        [many] { $score } wygranych
       *[other] { $score } wygranej
    }
    [points] , { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }
   *[none] {""}
}{ $toMove ->
    [yes] , ma ruch
   *[no] {""}
}
hus-single = Pojedyncza gra
hus-points-info = Gra { $game } · do { $to ->
    [one] { $to } punktu
   *[other] { $to } punktów
}
hus-best-of-7-info = Gra { $game } · do czterech wygranych
hus-level-short = Poziom { $level }
hus-dir-clock = zgodnie z ruchem wskazówek zegara
hus-dir-anti = przeciwnie do ruchu wskazówek zegara
hus-play = Wybierz dołek
hus-wait = Ruch komputera …
hus-skip = Pomiń
hus-next-game = Następna gra
hus-your-turn = Twój ruch: wybierz jeden ze swoich dołków z co najmniej 2 ziarnami.
hus-your-turn-opening = Stałe otwarcie: twój pierwszy ruch to wewnętrzny 8.
hus-choose-pit = Wybierz jeden ze swoich dołków z co najmniej 2 ziarnami.
hus-cannot-play = { $why ->
    [none] { $pit }: tym dołkiem nie można zagrać.
   *[other] { $pit }: tym dołkiem nie można zagrać – { $why }.
}
hus-move-line = { $you ->
    [yes] Twój ruch
   *[no] Ruch komputera
} ({ $pit }): { $laps ->
    [one] { $laps } okrążenie
    [few] { $laps } okrążenia
    [many] { $laps } okrążeń
   *[other] { $laps } okrążenia
}, zasiane: { $sown }, koniec: { $end }{ $captured ->
    [0] {""}
    [one] , zbite: { $captured } ziarno
    [few] , zbite: { $captured } ziarna
    [many] , zbite: { $captured } ziaren
   *[other] , zbite: { $captured } ziarna
}.
hus-game-won = Wygrywasz grę!
hus-game-lost = Komputer wygrywa grę.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Zostały ci tylko ruchy bez końca.
       *[no] Komputerowi zostały tylko ruchy bez końca.
    }
   *[other] { $youLost ->
        [yes] Nie masz już żadnego dołka z co najmniej 2 ziarnami.
       *[no] Komputer nie ma już żadnego dołka z co najmniej 2 ziarnami.
    }
}
hus-seed-counts = Ziarna: Ty { $you } · Komputer { $them }
hus-game-points = Punkty w tej grze: Ty { $you } · Komputer { $them }
hus-series-standing = { $kind ->
    [best_of_7] Seria: wygrane Ty { $you } · Komputer { $them } (wygrywa ten, kto pierwszy ma { $to })
   *[other] Seria: Ty { $you ->
        [one] { $you } punkt
        [few] { $you } punkty
        [many] { $you } punktów
       *[other] { $you } punktu
    } · Komputer { $them ->
        [one] { $them } punkt
        [few] { $them } punkty
        [many] { $them } punktów
       *[other] { $them } punktu
    } (do { $to })
}
hus-match-won = Wygrywasz, mając { $seeds ->
    [one] { $seeds } ziarno
    [few] { $seeds } ziarna
    [many] { $seeds } ziaren
   *[other] { $seeds } ziarna
}!
hus-match-lost = Komputer wygrywa, mając { $seeds ->
    [one] { $seeds } ziarno
    [few] { $seeds } ziarna
    [many] { $seeds } ziaren
   *[other] { $seeds } ziarna
}.
hus-series-won = Wygrywasz serię!
hus-series-lost = Komputer wygrywa serię.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, rząd zewnętrzny
   *[i] { $name }, rząd wewnętrzny
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = Ruch gracza { $name }: wynik dołek po dołku
hus-anim-end-of = Ruch gracza { $name } kończy się tutaj.
hus-move-line-of = Ruch gracza { $name } ({ $pit }): { $laps ->
    [one] { $laps } okrążenie
    [few] { $laps } okrążenia
    [many] { $laps } okrążeń
   *[other] { $laps } okrążenia
}, zasiane: { $sown }, koniec: { $end }{ $captured ->
    [0] {""}
    [one] , zbite: { $captured } ziarno
    [few] , zbite: { $captured } ziarna
    [many] , zbite: { $captured } ziaren
   *[other] , zbite: { $captured } ziarna
}.
hus-game-won-by = { $name } wygrywa grę.
hus-end-reason-of = { $reason ->
    [only_endless] Graczowi { $name } zostały tylko ruchy bez końca.
   *[other] { $name } nie ma już żadnego dołka z co najmniej 2 ziarnami.
}
hus-seed-counts-of = Ziarna: Ty { $you } · { $name } { $them }
hus-game-points-of = Punkty w tej grze: Ty { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Seria: wygrane Ty { $you } · { $name } { $them } (wygrywa ten, kto pierwszy ma { $to })
   *[other] Seria: Ty { $you ->
        [one] { $you } punkt
        [few] { $you } punkty
        [many] { $you } punktów
       *[other] { $you } punktu
    } · { $name } { $them ->
        [one] { $them } punkt
        [few] { $them } punkty
        [many] { $them } punktów
       *[other] { $them } punktu
    } (do { $to })
}
hus-match-won-by = { $name } wygrywa, mając { $seeds ->
    [one] { $seeds } ziarno
    [few] { $seeds } ziarna
    [many] { $seeds } ziaren
   *[other] { $seeds } ziarna
}.
hus-series-won-by = { $name } wygrywa serię.

hus-rules-title = Hus: zasady tutaj
hus-rules-h-board = Plansza
hus-rules-board =
    Hus to mankala z Namibii dla dwóch osób. Plansza ma cztery rzędy po osiem <b>dołków</b>. Dwa rzędy po twojej stronie należą do ciebie: zewnętrzny przy krawędzi i wewnętrzny bliżej środka. Twoje 16 dołków tworzy pierścień.

    - Każdy liczy kolumny od swojej lewej strony: od 1 do 8. Dołki „naprzeciwko” leżą w tej samej kolumnie planszy.
    - Na początku w każdym dołku zewnętrznym leżą 2 ziarna; w rzędzie wewnętrznym kolumny od 5 do 8 mają po 2, a kolumny od 1 do 4 są puste. 24 ziarna na stronę, razem 48.
hus-rules-h-sow = Sianie
hus-rules-sow =
    - Ruch zabiera wszystkie ziarna z jednego z twoich dołków, w którym są co najmniej 2. Dołka z 0 lub 1 ziarnem nigdy nie można wybrać.
    - Ziarna sieje się po jednym do dołka, zgodnie z ruchem wskazówek zegara i tylko we własnym pierścieniu, zaczynając od dołka za opróżnionym: wzdłuż rzędu zewnętrznego od prawej do lewej, w kolumnie 1 w górę do rzędu wewnętrznego, nim od lewej do prawej, w kolumnie 8 w dół do rzędu zewnętrznego.
    - Jeśli ostatnie ziarno wpadnie do pustego dołka, ruch się kończy.
    - Jeśli wpadnie do dołka, w którym już były ziarna, w rzędzie zewnętrznym: weź wszystkie ziarna z tego dołka i siej dalej.
    - W rzędzie wewnętrznym, jeśli wewnętrzny dołek przeciwnika naprzeciwko ma ziarna: <b>bijesz</b> (patrz niżej). Jeśli jest pusty, bierzesz ziarna ze swojego dołka i siejesz dalej.
hus-rules-h-capture = Bicie
hus-rules-capture =
    - Weź ziarna z dołka, do którego wpadło ostatnie ziarno, oraz wszystkie ziarna z wewnętrznego i zewnętrznego dołka przeciwnika naprzeciwko (zewnętrznego nawet wtedy, gdy jest pusty). Wysiej je wszystkie dalej od następnego dołka swojego pierścienia, według tych samych zasad.
    - Bić wolno już od pierwszego ruchu.
    - Ziarna trafiają na drugą stronę tylko przez bicie.
hus-rules-h-endless = Ruchy bez końca
hus-rules-endless =
    Niektóre ruchy nigdy się nie kończą: sianie łańcuchowe wciąż wraca do tej samej pozycji. Taki ruch jest niedozwolony; plansza pokazuje przy dołku, dlaczego nie można go zagrać.
hus-rules-h-end = Koniec gry
hus-rules-end =
    - Gdy po ruchu gracz nie ma już żadnego dołka z co najmniej 2 ziarnami, gra kończy się od razu, a ten gracz przegrywa.
    - Przegrywa też gracz, który ma ruch, ale zostały mu tylko ruchy bez końca.
    - Kto zaczyna pierwszą grę, rozstrzyga losowanie; w serii pierwszy ruch się zmienia.
hus-rules-h-series = Serie
hus-rules-series =
    - Po każdej grze każdy gracz dostaje punkty za ziarna po swojej stronie. Kto ma wszystkie 48 ziaren, dostaje podwójnie (96), a drugi nic.
    - W ustawieniach wybierasz pojedynczą grę, serię do określonej liczby punktów albo grę do czterech wygranych (najwyżej siedem gier).
hus-rules-h-options = Warianty zasad
hus-rules-options =
    - Stałe otwarcie: pierwszym ruchem każdego gracza jest wewnętrzny dołek w kolumnie 8, przednia para.
    - Inne znane zasady, każda do wyboru: sianie przeciwnie do ruchu wskazówek zegara; po biciu sianie tylko zbitych ziaren (twój dołek zachowuje swoje); bicie tylko wtedy, gdy oba dołki naprzeciwko mają ziarna.
hus-rules-h-controls = Jak tu grać
hus-rules-controls =
    - Twoje dołki są na dole. Dołki, którymi możesz zagrać, są wyróżnione; wskaż jeden, a pod planszą zobaczysz, gdzie kończy się ruch i co zbija.
    - Na klawiaturze strzałki przechodzą od dołka do dołka, a <kbd>Enter</kbd> zagrywa.
    - Główny przycisk pomija animację ruchu. Czytnik ekranu ogłasza każdy ruch.
hus-rules-h-tips = Jak wygrywać
hus-rules-tips =
    - Długie sianie łańcuchowe może zbić wiele ziaren: przed każdym ruchem spójrz na podgląd.
    - Trzymaj swój rząd wewnętrzny zapełniony, bo tam się bije, i zostawiaj mało naprzeciw przeciwnika.
    - Wygrywa ten, kto nie zostawi drugiemu ruchu: licz, ile dołków z 2 lub więcej ziarnami mu jeszcze zostało.

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    Domino z kompletem podwójnej szóstki to gra w dokładanie pasujących liczb: każda kostka ma dwie połówki, a ty dokładasz kostkę, której jedna połówka pasuje do otwartego końca łańcucha. Kto pierwszy pozbędzie się wszystkich kostek albo zostawi innych z największą liczbą oczek, zdobywa punkty. Grasz na trzy klasyczne sposoby: Dobieranie, w którym bierzesz kostki z puli, gdy nic nie pasuje; Blokada, w której po prostu pasujesz; i Piątki, w których dodatkowo punktujesz, gdy otwarte końce dają razem wielokrotność pięciu. Graj tu z komputerem albo online ze znajomymi, maksymalnie we czworo, każdy przy swoim ekranie.
faq-dominoes-title = Pytania o domino
faq-dominoes-1-q = Ile kostek dostaje każdy gracz?
faq-dominoes-1-a =
    We dwoje każdy dostaje 7 w każdej odmianie. W Dobieraniu i Piątkach przy trzech lub czterech graczach każdy dostaje 5. W Blokadzie wszyscy dostają 7.
faq-dominoes-2-q = Kto zaczyna?
faq-dominoes-2-a =
    W pierwszej rundzie gracz z najwyższym dubletem kładzie go jako pierwszy. Jeśli nikt nie ma dubletu, otwiera najcięższa kostka. Potem zaczyna zwycięzca poprzedniej rundy, dowolną kostką.
faq-dominoes-3-q = Co to jest krzyżak?
faq-dominoes-3-a =
    W Piątkach pierwszy położony dublet jest krzyżakiem. Gdy oba jego długie boki mają kostkę, można dokładać do wszystkich czterech boków, więc stół może mieć do czterech otwartych końców.
faq-dominoes-4-q = Jak liczy się punkty w Piątkach?
faq-dominoes-4-a =
    Po każdym ruchu sumuje się otwarte końce. Dublet na końcu liczy się obiema połówkami. Jeśli suma jest wielokrotnością 5, gracz, który właśnie dołożył, od razu dostaje tyle punktów. Punkty dostaje też ten, kto wyłoży wszystkie kostki lub wygra zablokowaną rundę, z zaokrągleniem do najbliższej piątki.
faq-dominoes-5-q = Co się dzieje, gdy nikt nie może dołożyć?
faq-dominoes-5-a =
    Wtedy runda jest zablokowana. Gracz z najmniejszą liczbą oczek w ręce wygrywa rundę i dostaje oczka pozostałych rąk minus własne. Jeśli kilku ma tyle samo, najmniej oczek, nikt nie dostaje punktów.
faq-dominoes-6-q = Czy mogę grać online ze znajomymi?
faq-dominoes-6-a =
    Tak. Wybierz w ustawieniach „Online ze znajomymi” i udostępnij link. Pokój ma od 2 do 4 miejsc, komputer może zająć wolne miejsca, a serwer rozdaje kostki, tak że każdy widzi tylko swoje.

intro-hus =
    Hus to wielka mankala z Namibii, gra dla dwóch osób na planszy z czterema rzędami po osiem dołków. Każdy sieje w kółko po swoich dwóch rzędach, sieje dalej, dopóki ostatnie ziarno wpada do pełnego dołka, i ze swojego rzędu wewnętrznego zbija ziarna przeciwnika. Wygrywa ten, kto zostawi drugiemu tylko dołki z pojedynczymi ziarnami.

    W Namibii w Hus gra się do dziś i ma on tam wiele nazw: ||hus lub Xoros u Nama i Damara, Owela, Otjitoto, Wera albo Ogoro w innych językach kraju, po niemiecku „Lochspiel”. Graj tu z komputerem: pojedynczą grę, serię na punkty albo do czterech wygranych.
faq-hus-title = Pytania o Hus
faq-hus-1-q = Skąd pochodzi Hus?
faq-hus-1-a =
    Hus to czterorzędowa mankala z Namibii. Grają w nią tam między innymi Damara, Nama, Herero, Kwanyama i Ndonga, na przykład jako wakacyjna rozrywka na wsi. Kiedy powstała, nie wiadomo; gry z rodziny mankala uchodzą za pochodzące z Afryki.
faq-hus-2-q = Czy mogę ruszyć pojedyncze ziarno?
faq-hus-2-a =
    Nie. Ruch zawsze zabiera wszystkie ziarna z dołka, w którym są co najmniej 2. Dołka z jednym ziarnem nie możesz wybrać nigdy.
faq-hus-3-q = Kiedy kończy się mój ruch?
faq-hus-3-a =
    Dopiero gdy twoje ostatnie ziarno wpadnie do pustego dołka. Jeśli trafi do dołka z ziarnami, bierzesz je wszystkie i siejesz dalej od następnego dołka, także po biciu. Dlatego jeden ruch może kilka razy okrążyć twój pierścień.
faq-hus-4-q = Kiedy zbijam ziarna przeciwnika?
faq-hus-4-a =
    Gdy twoje ostatnie ziarno wpadnie do pełnego dołka w twoim rzędzie wewnętrznym, a wewnętrzny dołek przeciwnika naprzeciwko ma ziarna. Wtedy bierzesz swój dołek oraz jego dołek wewnętrzny i zewnętrzny w tej kolumnie, zewnętrzny nawet wtedy, gdy jest pusty, i siejesz wszystko dalej. W rzędzie zewnętrznym nigdy nie bijesz, a inaczej niż w Kalaha ziarno, które wpada do pustego dołka, niczego nie zbija.
faq-hus-5-q = Czy sieję ziarna po stronie przeciwnika?
faq-hus-5-a =
    Nie, nigdy. Siejesz tylko we własnym pierścieniu z 16 dołków. Ziarna trafiają na drugą stronę tylko przez bicie.
faq-hus-6-q = Kto wygrywa?
faq-hus-6-a =
    Ten, kto nie zostawi przeciwnikowi żadnego dołka z co najmniej 2 ziarnami: ten nie może już wykonać ruchu i przegrywa. Hus nie ma magazynów. W serii każdy gracz dostaje po grze punkty za ziarna po swojej stronie, a kto ma wszystkie 48, dostaje podwójnie.

intro-wuhsing =
    Wu Hsing to gra w układanie płytek domina w pięciu kolorach, chińskich „pięciu przemian”: woda, ogień, drewno, metal i ziemia. Jak w krzyżówce, kolorowe pola tworzą linie poziome i pionowe, a każda linia trzyma się wzoru kolorów. Każda płytka musi przedłużyć co najmniej dwie linie zgodnie z ich wzorem; długości tych linii mnoży się przez siebie i to są twoje punkty.

    Sid Sackson opublikował grę w 1969 roku jako „Domino Bead Game” w swojej książce „A Gamut of Games”; franjos wydał ją w 1992 roku w pudełku pod nazwą „Wu Hsing”. Graj tu z komputerem, we dwoje, troje lub czworo.
faq-wuhsing-title = Pytania o Wu Hsing
faq-wuhsing-1-q = Skąd pochodzi Wu Hsing?
faq-wuhsing-1-a =
    Wymyślił ją Sid Sackson: w 1969 roku ukazała się jako „Domino Bead Game” w jego książce „A Gamut of Games”, zbiorze 40 gier. Niemieckie wydanie „Wu Hsing” ukazało się w 1992 roku nakładem franjos; we Francji gra nazywała się „Connexion”. Nazwa oznacza pięć przemian z chińskiej filozofii, które pokazuje pięć kolorów.
faq-wuhsing-2-q = Co to jest wzór?
faq-wuhsing-2-a =
    Każda linia pozioma i pionowa musi kontynuować ciąg kolorów. Gdy tylko w linii powtórzy się jakiś kolor, jej wzór zostaje ustalony i linia musi go dalej powtarzać w tym samym odstępie. Dopóki żaden kolor się nie powtórzy, linia jest jeszcze otwarta.
faq-wuhsing-3-q = Gdzie mogę położyć płytkę?
faq-wuhsing-3-a =
    Na dwóch pustych, sąsiednich polach, tak żeby co najmniej dwie z trzech linii przechodzących przez płytkę przedłużały wcześniej położone pola, a każda linia pasowała do swojego wzoru. Możesz wypełnić lukę, jeśli połączona linia jest poprawna. Najwyżej trzy płytki mogą leżeć obok siebie dłuższymi bokami.
faq-wuhsing-4-q = Jak liczy się punkty?
faq-wuhsing-4-a =
    Mnoży się przez siebie długości wszystkich przedłużonych linii, łącznie z nową płytką: 3 × 4 × 5 = 60. Dublet liczy się podwójnie, na przykład 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Co, jeśli nie mogę położyć płytki?
faq-wuhsing-5-a =
    Kto może położyć płytkę, musi to zrobić. Jeśli nie możesz, pasujesz w tej kolejce i pokazujesz innym swoje płytki. Gdy tylko znów będziesz mieć ruch, wracasz do gry.
faq-wuhsing-6-q = Kiedy gra się kończy?
faq-wuhsing-6-a =
    Gdy ktoś położy ostatnią płytkę, kolejka jest rozgrywana do końca; gra kończy się też, gdy nikt nie może nic położyć. Płytki pozostałe w ręce kosztują 5 punktów za dublet i 25 za każdą inną płytkę. Wygrywa najwyższy wynik.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Gracz { $n }
seat-kind-computer = Komputer
seat-kind-person = Osoba przy tym urządzeniu
person-name-label = Imię gracza { $n }
person-default-name = Gracz { $n }
# $name: the person the device goes to
handover-title = Przekaż urządzenie: { $name }
handover-since = Od twojego ostatniego ruchu:
# $name: the person the device goes to
handover-ready = Jestem { $name }: pokaż moje kamienie
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } dobiera kamień
    [pass] { $name } pasuje
    [next] Rozdano nową rundę
   *[play] { $name } zagrywa { $move }
}
people-wins-title = Zwycięstwa między osobami
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } zwycięstwa
# $name: the person whose turn it is
person-turn = Ruch: { $name }.

## Online with friends (js/online/)
online-open = Online ze znajomymi
online-name = Twoje imię
online-create = Utwórz pokój
online-join = Dołącz
online-invite = Link z zaproszeniem – wyślij go znajomym
online-copy = Kopiuj link
online-copied = Skopiowano
online-start = Rozpocznij
online-leave = Opuść pokój
online-room = Pokój
online-record = Pobierz zapis partii
online-start-early = Możesz już zacząć: wolne miejsca zajmie komputer.
online-start-full = Wszystkie miejsca są zajęte: zacznij, gdy będziecie gotowi.
online-wait-host = Czekamy, aż gospodarz rozpocznie.
online-seat-open = Wolne miejsce
online-seat-computer = Komputer
online-seat-computer-n = Komputer { $n }
online-you = ty
online-away = bez połączenia
online-to-move = na ruchu
online-connecting = Łączenie…
online-reconnecting = Utracono połączenie – ponowne łączenie…
online-connected = Połączono
online-stats = Wygrane partie online: { $won } z { $played }
online-name-missing = Wpisz swoje imię.
online-error-not-found = Ten pokój nie istnieje (już).
online-error-full = W tym pokoju nie ma wolnego miejsca.
online-error-rate-limited = Za szybko – spróbuj ponownie.
online-error-refused = Serwer tego nie przyjął.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Gra
online-info-rules = Zasady
online-info-host = Gospodarz
online-info-seats = Miejsca
online-room-started = Partia już trwa i wszystkie miejsca są zajęte: możesz ją oglądać.
online-watch = Oglądaj
online-stop-watching = Przestań oglądać
online-watching = Oglądasz.
online-watching-end = Partia się skończyła.
online-next-rules = Zasady następnej partii
online-again-with = Zagraj jeszcze raz z tymi zasadami
online-again = Zagraj jeszcze raz
# $names: the people the room waits for (a list)
online-waiting-for = Czekamy na: { $names } …
online-twice = To miejsce jest otwarte także w innej karcie.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Wygrane partie: { $tally }
online-spectators = { $n ->
    [one] { $n } ogląda
   *[other] { $n } oglądających
}
online-cover = Niech gra komputer
online-cover-label = Niech komputer gra za: { $name }
online-computer-plays = gra komputer
online-ready = gotowe
online-asked = chce zagrać jeszcze raz
online-note-left = { $name } wychodzi; komputer gra za: { $name }.
online-note-covered = Komputer gra za: { $name }, dopóki { $name } nie wróci.
online-note-back = { $name } wraca.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } ustala zasady następnej partii: { $rules }.
online-confirm-leave-running = Opuścić partię? Komputer zajmie twoje miejsce i zagra dalej za ciebie. Nie wrócisz już na to miejsce.
online-confirm-leave-over = Opuścić pokój? Twoi znajomi mogą grać dalej bez ciebie.
online-confirm-leave-lobby = Opuścić pokój? Twoje miejsce znów będzie wolne.
online-leave-match = Opuść partię
online-stay = Zostań
online-error-busy = Serwer jest teraz zajęty – spróbuj ponownie za chwilę.
online-error-gone = Nie ma cię już w tym pokoju: został zamknięty albo to miejsce zwolniono w innej karcie.
dom-round-opens = Runda { NUMBER($round) }: zaczyna { $name }.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Ziarna: { $a } { $seedsA } · { $b } { $seedsB }


# the colour theme (every game's settings)
theme = Kolory
theme-system = Jak na tym urządzeniu
theme-light = Jasne
theme-dark = Ciemne
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Poza grą
dom-out-count = { $n ->
    [one] { $n } kostka
    [few] { $n } kostki
    [many] { $n } kostek
   *[other] { $n } kostki
}

## replay
replay-open = Powtórka
replay-title = Obejrzyj zakończoną partię
replay-help = Ostatnie 20 zakończonych partii na tym urządzeniu, od najnowszej, albo wyeksportowany plik partii.
replay-none = Na tym urządzeniu nie ma jeszcze żadnej zakończonej partii.
replay-open-file = Otwórz plik partii
replay-file-bad = Ten plik nie jest zapisem partii.
replay-other-game = To zapis partii { $game }: otwórz go na stronie tej gry.
replay-refused = Tej partii nie da się odtworzyć: { $reason }
replay-not-online = Powtórka będzie dostępna po wyjściu z pokoju online.
replay-won = wygrana
replay-lost = przegrana
replay-moves = { $n ->
    [one] { $n } ruch
   *[other] { $n } ruchów
}
replay-online = przez internet
replay-bar = Powtórka
replay-first = Pierwszy ruch
replay-back = Ruch wstecz
replay-forward = Ruch naprzód
replay-last = Ostatni ruch
replay-slider = Ruch
replay-view = Widok
replay-close = Zamknij powtórkę
replay-position = Ruch { $ply } z { $plies }
replay-seat = Miejsce { $n }
replay-seat-you = Miejsce { $n } (ty)
replay-all-hands = Wszystkie ręce odkryte
replay-seat-computer = Miejsce { $n } (komputer)

## take-back and hint
help-take-back = Cofnij ruch
help-hint = Podpowiedź
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Cofnięto jeden ruch.
   *[other] Cofnięte ruchy: { $n }.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Ponowne dobranie da ten sam kamień: kolejność w zapasie się nie zmienia.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Podpowiedź: { $move }
# the first tile of a round, as a hint
help-hint-open = otwórz kamieniem { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = wygrane z pomocą: { NUMBER($won) } z { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Cofnąć ostatni ruch gracza { $name }? Wszyscy przy tym stole muszą się zgodzić.
