# Gamut: deutsche Texte (Project Fluent, https://projectfluent.org/fluent/guide/).
# One file per language, the same message ids in each (tests/test_i18n_keys.py checks it).
# Ids without a prefix are shared by the pages; dom- is Domino, wx- Wu Hsing, hus- Hus.
# Rules texts (…-rules-…) are block texts: blank lines separate paragraphs, "- " lines make a
# list, "~ " an example, "! " fine print; inline markup only <b>…</b>, <kbd>…</kbd>, <y>…</y>.
# Selectors on $you take "yes" or "no".

## Shared

language = Sprache
games-nav =
    .aria-label = Spiele
game-dominoes = Domino
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Neue Partie
settings = Einstellungen
settings-title = Spieleinstellungen
close = Schließen
rules = Regeln
rules-toc =
    .aria-label = Inhalt
your-tiles = Deine Steine
loading-stage-runtime = Python wird geladen …
loading-stage-pyodide = Python wird geladen …
loading-stage-stdlib = Python wird geladen …
loading-stage-packages = Pakete werden geladen …
loading-stage-micropip = Pakete werden geladen …
loading-stage-wheel = Spiel wird installiert …
loading-stage-install = Spiel wird installiert …
loading-stage-game = Spiel wird installiert …
loading-stage-ready = Fertig
load-failed = Python konnte nicht starten: { $msg }
reload = Neu laden
level = Stufe des Computers
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
tempo = Tempo
tempo-slow = Langsam
tempo-normal = Normal
tempo-fast = Schnell
players-label = Spieler
players-option = { $n } Spieler
stats-title = Gewonnene Partien
stats-line = { NUMBER($won) } von { NUMBER($played) }
saves-title = Spielstände als Datei
saves-help = Sichere Einstellungen, laufende Partien und Statistik in einer Datei, damit nichts verloren geht, wenn der Browser seine Daten löscht.
saves-export-all = Alles exportieren
saves-export-game = Laufende Partie exportieren
saves-import = Datei importieren
# $name: the file name
saves-exported = Gespeichert als { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Gespeichert als { $name }. Die Datei zeigt alle Hände, auch die des Computers.
saves-no-game = Es läuft gerade keine Partie.
saves-imported = Übernommen. Die Seite wird neu geladen …
saves-import-failed = Nicht übernommen.
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-spielstand
saves-file-game = gamut-{ $game }-partie

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] Statistik und Einstellungen ließen sich nicht retten.
   *[no] Einstellungen und Statistik sind erhalten.
}
save-some-game = ein Spiel
save-problem-unreadable = Die gespeicherten Daten waren beschädigt und wurden zurückgesetzt. { save-kept }
save-problem-wrong-type = Die gespeicherten Daten hatten ein unbekanntes Format und wurden zurückgesetzt. { save-kept }
save-problem-future-version = Die gespeicherten Daten stammen von einer neueren Version. Laufende Partien lassen sich hier nicht fortsetzen; { save-kept }
save-problem-old-version = Die gespeicherten Daten stammen von einer alten Version, die nicht übernommen werden kann. { save-kept }
save-problem-bad-settings = Die gespeicherten Einstellungen waren beschädigt; es gelten die Standardwerte.
save-problem-bad-stats = Ein Teil der Statistik war beschädigt und wurde verworfen.
save-problem-bad-game = Die gespeicherte Partie ({ $name }) war beschädigt. Eine neue Partie beginnt; die Statistik ist erhalten.
save-problem-other-game = Unter { $name } war die Partie eines anderen Spiels gespeichert. Eine neue Partie beginnt; die Statistik ist erhalten.
save-problem-rejected = Die gespeicherte Partie ({ $name }) ließ sich nicht fortsetzen. Eine neue Partie beginnt; die Statistik ist erhalten.
save-problem-unavailable = Dieser Browser erlaubt hier kein Speichern: Partie und Statistik gehen beim Schließen verloren.
save-problem-quota = Speichern ist fehlgeschlagen (der Speicher des Browsers ist voll oder gesperrt).
save-notice-ok = OK
update-ready = Neue Version verfügbar
update-reload = Neu laden
update-dismiss = Schließen
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Einen Moment – das Spiel startet noch …
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python startet – gleich geht die Partie weiter …

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = Die Datei ist leer.
saves-problem-too-big = Die Datei ist zu groß für einen Spielstand.
saves-problem-not-json = Die Datei ist kein gültiges JSON (beschädigt oder abgeschnitten?).
saves-problem-not-gamut = Die Datei ist kein Gamut-Spielstand.
saves-problem-unreadable = Die Datei ist kein lesbarer Gamut-Spielstand.
saves-problem-unknown-game = Die Datei enthält eine Partie eines unbekannten Spiels.
saves-problem-bad-record = Die Partie ({ $name }) in der Datei ist beschädigt.
saves-problem-bad-game = Die Partie ({ $name }) in der Datei ist beschädigt oder gehört zu einem anderen Spiel; sie wird nicht übernommen.
saves-problem-bad-settings = Die Einstellungen in der Datei sind beschädigt und werden nicht übernommen.
saves-problem-bad-stats = Ein Teil der Statistik in der Datei ist beschädigt und wird nicht übernommen.
saves-problem-future-version = Die Datei stammt von einer neueren Version: nur Einstellungen und Statistik werden übernommen.
saves-problem-quota = Speichern ist fehlgeschlagen (der Speicher des Browsers ist voll oder gesperrt).
saves-problem-nothing = Die Datei enthält nichts, was sich übernehmen lässt.
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] Die laufende Partie wird beendet und als verloren gewertet, dann beginnt eine neue.
   *[no] Die laufende Partie wird beendet, dann beginnt eine neue.
}
confirm-yes = Neue Partie
confirm-no = Abbrechen
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = Die Partie ging in einem anderen Tab weiter: hier steht jetzt ihr Stand.
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] Du
    [1] { $seats ->
        [2] Computer
       *[other] West
    }
    [2] { $seats ->
        [3] Ost
       *[other] Nord
    }
   *[other] Ost
}
tiles = { $n ->
    [one] { $n } Stein
   *[other] { $n } Steine
}
points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
seat-label = { $name }: { $tiles ->
    [one] { $tiles } Stein
   *[other] { $tiles } Steine
}, { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}{ $toMove ->
    [yes] , am Zug
   *[no] {""}
}
pass = Passen
rematch = Revanche
retry = Erneut versuchen
wait = { $name } ist dran …
not-your-turn = Warte, bis du dran bist.
empty-hand = keine Steine
last-tile = zuletzt gelegt
load-error = Die gespeicherte Partie ließ sich nicht fortsetzen. Eine neue Partie beginnt.
worker-restarted = Das Spielprogramm hat nicht mehr geantwortet und wurde neu gestartet. Die Partie geht vom gespeicherten Stand aus weiter.
error = Fehler: { $msg }
error-illegal-move = Dieser Zug ist nicht erlaubt.
error-bad-record = Die Partie ist beschädigt oder unvollständig.
error-bad-record-at = Zug { $n } verstößt gegen die Regeln.
error-bad-options = Die Spieleinstellungen sind ungültig.
error-engine = Das Spielprogramm konnte das nicht ausführen.
error-engine-lost = Das Spielprogramm antwortet nicht mehr.
error-engine-start = Das Spielprogramm konnte nicht starten.
toc-rules = Regeln
toc-controls = Bedienung
toc-tips = Tipps
toc-modes = Spielarten
toc-faq = Fragen

## Domino (index.html)

dom-table =
    .aria-label = Tisch
dom-loading = Die Steine werden verteilt …
dom-opponent = Spielen gegen
dom-opponent-computer = Computer
dom-opponent-online = Online mit Freunden
dom-opponent-people = Personen an diesem Gerät
dom-mode = Spielart
dom-mode-draw = Ziehen
dom-mode-block = Blockieren
dom-mode-fives = Fünfer
dom-mode-help-draw = Kannst du nicht legen, ziehst du aus dem Vorrat, bis es passt.
dom-mode-help-block = Kannst du nicht legen, passt du. Niemand zieht aus dem Vorrat.
dom-mode-help-fives = Wie Ziehen, dazu Punkte, sobald die offenen Enden zusammen ein Vielfaches von 5 ergeben.
dom-target = Spielen bis
dom-target-option = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
dom-round-info = Runde { NUMBER($round) } · bis { NUMBER($target) }
dom-boneyard = Vorrat: { $n }
dom-no-boneyard = Kein Vorrat
dom-count = Enden: { $n }
dom-draw = Ziehen
dom-next = Nächste Runde
dom-play = Lege einen Stein
dom-your-turn = Du bist dran: lege einen passenden Stein.
dom-your-turn-first = Du eröffnest die Runde: lege einen Stein.
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = Du eröffnest die Partie mit { $tile }: { $double ->
    [yes] der höchste Doppelstein beginnt.
   *[no] ohne Doppelstein beginnt der schwerste Stein.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } eröffnet die Runde: einen beliebigen Stein legen.
dom-person-first-with = { $name } eröffnet die Partie mit { $tile }: { $double ->
    [yes] der höchste Doppelstein beginnt.
   *[no] ohne Doppelstein beginnt der schwerste Stein.
}
dom-must-draw = Kein passender Stein: zieh aus dem Vorrat.
dom-must-pass = Kein passender Stein: du musst passen.
dom-choose-end = Wähle den Platz auf dem Tisch.
dom-cannot-play = { $tile } passt an kein offenes Ende.
# one seat's turn in the log: its actions joined as a list ("zieht 2 Steine und legt 3-4")
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] ziehst einen Stein
       *[other] ziehst { $n } Steine
    }
   *[no] { $n ->
        [one] zieht einen Stein
       *[other] zieht { $n } Steine
    }
}
dom-run-play = { $you ->
    [yes] legst
   *[no] legt
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
# $you: yes | no (German says "passt" for both)
dom-run-pass = passt
dom-run = { $name } { $actions }
# $numbers: the open numbers the seat had none of ("3 oder 5")
dom-run-lacked = { $name } { $actions } (hatte keine { $numbers })
dom-seat-act = { $draws ->
    [0] passte
   *[other] zog { $draws }{ $passed ->
        [yes] , passte
       *[no] {""}
    }
}
dom-log-label = Verlauf der Runde
dom-place-at = { $tile } an das { $end ->
    [W] westliche
    [E] östliche
    [N] nördliche
   *[S] südliche
} Ende legen{ $fives ->
    [yes] , { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , spielbar
    [no] , passt nicht
   *[other] {""}
}
dom-layout-tile = Stein { $tile }
dom-spinner = Spinner
# the live region: one line per turn of another seat or the player
dom-announce-play = { $you ->
    [yes] Du legst
   *[no] { $name } legt
} { $tile }{ $end ->
    [W] {" "}an das westliche Ende
    [E] {" "}an das östliche Ende
    [N] {" "}an das nördliche Ende
    [S] {" "}an das südliche Ende
   *[none] {""}
}{ $score ->
    [0] {""}
    [one] , { $score } Punkt
   *[other] , { $score } Punkte
}.
dom-announce-round = Runde { $round } ist vorbei. { $result }
dom-announce-scores = Punktestand: { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = Runde { $round } ist vorbei
dom-domino-win = { $you ->
    [yes] Du hast alle Steine gelegt.
   *[no] { $name } hat alle Steine gelegt.
}
dom-domino-pips = { $raw ->
    [one] In den anderen Händen liegt { $raw } Auge.
   *[other] In den anderen Händen liegen { $raw } Augen.
}
dom-blocked = Das Spiel ist blockiert: niemand kann mehr legen.
dom-blocked-win = { $you ->
    [yes] Du hast
   *[no] { $name } hat
} die wenigsten Augen ({ $own }). Die anderen Hände haben { $others } Augen: { $others } − { $own } = { $raw }.
dom-blocked-tie = Mehrere Hände haben gleich wenige Augen: niemand bekommt Punkte.
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] Du erreichst
   *[no] { $name } erreicht
} mit diesem Zug das Ziel von { $target } Punkten: Bei Fünfer endet die Partie sofort.
dom-rounded = Bei Fünfer auf die nächste 5 gerundet: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Du bekommst
   *[no] { $name } bekommt
} { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
dom-pips-in = { $n ->
    [one] { $n } Auge
   *[other] { $n } Augen
}
dom-match-won = Du gewinnst die Partie mit { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkten
}!
dom-match-lost = { $names } { $count ->
    [one] gewinnt
   *[other] gewinnen
} die Partie.
dom-embed-iframe-title = Domino gegen den Computer
dom-embed-link-text = Domino von Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Einbetten
embed-title = Dieses Spiel einbetten
embed-note = Füge diesen Code in deine Seite ein. Der Textlink unter dem Spiel muss bleiben.
embed-code-label = HTML-Code zum Einbetten
copy = Kopieren
copied = Kopiert!
copy-fallback = Der Code ist markiert: kopiere ihn mit Strg+C (⌘+C auf dem Mac).

dom-rules-title = Domino: die Regeln hier
dom-rules-h-tiles = Steine und Spieler
dom-rules-tiles =
    Gespielt wird mit dem Doppelsechser-Satz: 28 Steine, jede Zahlenkombination von 0-0 bis 6-6 genau einmal. Ein <b>Pasch</b> wie 4-4 hat auf beiden Hälften dieselbe Zahl. Die <b>Augen</b> eines Steins sind die Summe seiner beiden Hälften. Es spielen 2, 3 oder 4 Spieler, immer reihum. Du wählst eine von drei Spielarten: <b>Ziehen</b>, <b>Blockieren</b> oder <b>Fünfer</b>.
dom-rules-h-deal = Verteilen
dom-rules-deal =
    - Zu zweit bekommt jeder 7 Steine, in jeder Spielart.
    - Zu dritt oder zu viert bekommt jeder bei Ziehen und Fünfer 5 Steine, bei Blockieren 7.
    - Bei Ziehen und Fünfer liegen die übrigen Steine verdeckt als <b>Vorrat</b> bereit.
    - Bei Blockieren sind übrige Steine für diese Runde aus dem Spiel: Niemand zieht sie, und niemand sieht sie vor dem Ende der Runde.
dom-rules-h-lead = Wer eröffnet
dom-rules-lead =
    - In der ersten Runde einer Partie eröffnet, wer den höchsten Pasch hat, und zwar mit genau diesem Pasch.
    - Hat niemand einen Pasch, eröffnet der Stein mit den meisten Augen. Bei gleich vielen Augen gewinnt der Stein mit der höheren Zahl: 6-3 kommt vor 5-4.
    - Ab der zweiten Runde eröffnet der Gewinner der letzten Runde, mit einem Stein seiner Wahl. Hatte die letzte Runde keinen Gewinner, eröffnet der Spieler nach dem letzten Eröffner.
dom-rules-h-move = Ein Zug
dom-rules-move =
    - Du legst einen Stein an ein offenes Ende, dessen Zahl zu einer Hälfte des Steins passt. Wer legen kann, muss legen; welchen Stein und welches Ende, darfst du wählen.
    - Päsche werden quer gelegt. Abgesehen vom Spinner bei Fünfer (siehe unten) ist ein Pasch ein gewöhnlicher Stein mit einem offenen Ende auf der anderen Seite.
    - Kannst du nicht legen: Bei Ziehen und Fünfer ziehst du einen Stein nach dem anderen aus dem Vorrat, bis einer passt, und legst dann. Ist der Vorrat leer, passt du. Bei Blockieren passt du sofort.
    - Niemand zieht, solange er einen passenden Stein hat.
dom-rules-h-spinner = Der Spinner (nur bei Fünfer)
dom-rules-spinner =
    Der erste Pasch, der in einer Runde auf den Tisch kommt (auch der Eröffnungsstein), wird zum <b>Spinner</b> und ist <y>gelb</y> gezeichnet. Spätere Päsche sind gewöhnliche Quersteine. An den Spinner wird zuerst an seinen beiden Längsseiten angelegt. Sobald dort auf beiden Seiten ein Stein liegt, öffnen sich auch seine zwei Schmalseiten: Der Tisch hat dann bis zu vier offene Enden.
dom-rules-h-fives = Zählen bei Fünfer
dom-rules-fives =
    - Nach jedem Zug, auch nach dem Eröffnungsstein, werden die Zahlen aller offenen Enden addiert.
    - Ein quer liegender Pasch am Ende zählt mit beiden Hälften.
    - Der Spinner zählt mit beiden Hälften, solange eine seiner Längsseiten noch frei ist. Danach zählt er selbst nicht mehr, und eine Schmalseite zählt erst, wenn dort ein Stein liegt.
    - Ist die Summe ein Vielfaches von 5, bekommt der Spieler, der gerade gelegt hat, sofort so viele Punkte.

    ~ Beispiele: Die Eröffnung 5-5 (Spinner) bringt 10 Punkte, die Eröffnung 6-4 ebenfalls 10. Liegt danach 4-1 an der 4, sind die offenen Enden 6 und 1: zusammen 7, keine Punkte. Am Spinner 5-5 mit 5-3 an einer Längsseite zählen 10 + 3 = 13, keine Punkte; kommt 5-2 an die andere Längsseite, zählen 3 + 2 = 5: 5 Punkte.
dom-rules-h-round = Ende einer Runde
dom-rules-round =
    - Eine Runde endet, wenn jemand seinen letzten Stein legt, oder wenn das Spiel <b>blockiert</b> ist: Niemand kann mehr legen, und bei Ziehen und Fünfer ist der Vorrat leer.
    - Wer alle Steine gelegt hat, bekommt die Augen, die in allen anderen Händen übrig sind.
    - Bei einer blockierten Runde gewinnt die Hand mit den wenigsten Augen. Sie bekommt die Augen der anderen Hände abzüglich der eigenen. Haben mehrere gleich wenige Augen, bekommt niemand Punkte.
    - Bei Fünfer werden diese Rundenpunkte auf die nächste 5 gerundet: Endet die Zahl auf 1, 2, 6 oder 7, wird abgerundet, auf 3, 4, 8 oder 9 aufgerundet (12 wird 10, 13 wird 15).
    - Zwischen den Runden liegen alle Hände offen.
dom-rules-h-match = Ende der Partie
dom-rules-match =
    - Gespielt wird bis zum Ziel aus den Einstellungen: 50, 100, 150, 200 oder 250 Punkte (voreingestellt 100).
    - Bei Ziehen und Blockieren gewinnt nach einer Runde, wer das Ziel erreicht hat.
    - Bei Fünfer endet die Partie sofort, wenn ein Zug oder eine Rundenwertung jemanden ans Ziel bringt, auch mitten in der Runde.
dom-rules-h-seen = Was jeder sieht
dom-rules-seen =
    Du siehst deine eigenen Steine, den Tisch, wie viele Steine jeder hat, alle Punkte, wie groß der Vorrat ist und wer gezogen oder gepasst hat. Die Steine der anderen und die des Vorrats siehst du erst am Ende der Runde. Der Computer entscheidet ebenso nur nach dem, was sein eigener Platz sieht.
dom-rules-h-controls = So spielst du hier
dom-rules-controls =
    - Deine Steine liegen unten. Steine, die du legen kannst, stehen hervor, leuchten und tragen einen Punkt. Tippe einen an, um ihn zu legen.
    - Passt er an mehr als ein Ende, erscheinen die möglichen Plätze auf dem Tisch, bei Fünfer mit den Punkten, die ein Platz bringen würde. Tippe einen an.
    - Du kannst einen Stein auch mit der Maus oder dem Finger auf einen Platz auf dem Tisch ziehen.
    - Mit der Tastatur wechselst du mit den Pfeiltasten oder <kbd>Tab</kbd> zwischen deinen Steinen, wählst mit <kbd>Enter</kbd> einen aus, wählst das Ende auf dieselbe Weise und legst mit <kbd>Enter</kbd>. <kbd>Escape</kbd> bricht die Wahl ab.
    - Hast du keinen Zug, wird aus der Haupttaste „Ziehen“ oder „Passen“. Zwischen den Runden heißt sie „Nächste Runde“.
    - Unter dem Tisch steht, was in dieser Runde geschah, auch wer ziehen oder passen musste. Ein Bildschirmleser sagt jeden Zug an.
dom-rules-h-tips = Tipps zum Gewinnen
dom-rules-tips =
    - Werde deine schwersten Steine früh los. Wenn ein anderer alles gelegt hat, zählt jedes Auge in deiner Hand gegen dich.
    - Halte deine Zahlen gemischt. Mit mehreren verschiedenen Zahlen auf der Hand kannst du fast jedes Ende bedienen, mit lauter Sechsen sitzt du schnell fest.
    - Achte darauf, was die anderen nicht legen konnten. Wer passt oder zieht, hatte die Zahlen an den offenen Enden nicht. Lässt du diese Zahlen offen, kannst du ihn ausbremsen.
    - Rechne bei Fünfer zuerst: Überlege vor jedem Zug, welche Summe die Enden mit jedem Stein ergeben und was du dem Nächsten übrig lässt.
    - Zähle mit. Von jeder Zahl gibt es nur sieben Steine, den Pasch eingeschlossen. Haben die anderen fünf davon gelegt, liegen die letzten bei dir oder sind fast raus.
dom-rules-h-modes = Die drei Spielarten
dom-rules-modes =
    <b>Ziehen</b> ist die freundlichste Variante: Wenn du festhängst, kostet dich das nur Steine, nicht deinen Zug. <b>Blockieren</b> ist kürzer und schärfer: Niemand darf ziehen, deshalb zählen Mitzählen und das Abriegeln einer Zahl am meisten. <b>Fünfer</b> bringt schon während der Runde Punkte, ein guter Spieler spielt hier ebenso auf die Summe wie auf das Auslegen der letzten Steine.

    ! Domino wird hier nur um Punkte auf der Seite gespielt, ohne jede Form von Wetten, und außerhalb des Spiels gibt es nichts zu kaufen oder zu gewinnen.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Spielfeld
wx-view =
    .aria-label = Ansicht
wx-zoom-in = +
    .aria-label = Vergrößern
wx-zoom-out = −
    .aria-label = Verkleinern
wx-fit = Einpassen
    .title = Ganzes Spielfeld zeigen
wx-embed-iframe-title = Wu Hsing gegen den Computer
wx-embed-link-text = Wu Hsing von Gamut
wx-loading = Die Steine werden gemischt …
wx-variant = Spielart
wx-variant-standard = Standard (mit Startquadrat)
wx-variant-fifteen_a = 15 Steine, freie Eröffnung
wx-variant-fifteen_b = 15 Steine, verdeckte Eröffnung
wx-variant-help-standard = Alle 30 Steine werden verteilt; zwei liegen als Startquadrat in der Mitte.
wx-variant-help-fifteen_a = Nur zu zweit: jeder hat je einen Stein jeder Art. Wer beginnt, legt einen beliebigen Stein, ohne Punkte.
wx-variant-help-fifteen_b = Nur zu zweit: jeder hat je einen Stein jeder Art. Beide wählen verdeckt einen Stein; zusammen bilden sie das Startquadrat (vier Farben).
wx-variant-two-only = { $variant } (nur zu zweit)
wx-open-hands = Steine der anderen
wx-hands-closed = Verdeckt
wx-hands-open = Offen (alle sehen alle Steine)
wx-hand-shown = Steine von { $name }
wx-colour-W = Wasser
wx-colour-F = Feuer
wx-colour-H = Holz
wx-colour-M = Metall
wx-colour-E = Erde
wx-tile-name = { $a }-{ $b }
wx-rotate = Drehen
wx-flip = Wenden
wx-cancel = Zurück
wx-turn-tools =
    .aria-label = Stein drehen und wenden
wx-rack-tile = { $name }{ $state ->
    [playable] , spielbar
    [blocked] , passt nirgends
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] { $a } links, { $b } rechts legen
   *[no] { $a } oben, { $b } unten legen
}{ $score ->
    [none] {""}
    [one] : { $score } Punkt
   *[other] : { $score } Punkte
}
wx-preview = { $horizontal ->
    [yes] Waagerecht: { $a } links, { $b } rechts
   *[no] Senkrecht: { $a } oben, { $b } unten
}
wx-cell = { $colour }, Zeile { $row }, Spalte { $col }
wx-hidden-tile = verdeckt gewählter Stein
wx-play = Wähle einen Stein
wx-place = Lege den Stein aufs Feld
wx-your-turn = Du bist dran: wähle einen Stein aus deinem Vorrat.
wx-choose-spot = { $n ->
    [one] { $n } Platz
   *[other] { $n } Plätze
}: klicke einen an. Drehen mit R, wenden mit F, Esc zurück.
wx-no-spot-here = So gedreht passt der Stein nirgends: drehe oder wende ihn.
wx-must-pass = Kein Stein passt: du musst passen. Die anderen sehen dafür deine Steine.
wx-cannot-play = { $name } passt nirgends.
wx-opening-a = Du eröffnest: lege einen beliebigen Stein (ohne Punkte).
wx-opening-b = Wähle verdeckt einen Stein für das Startquadrat.
wx-opening-b-wait = { $name } hat verdeckt gewählt. Wähle deinen Stein.
wx-ending = Ein Vorrat ist leer: die Runde wird zu Ende gespielt.
wx-placed = { $you ->
    [yes] Du legst
   *[no] { $name } legt
}
wx-for-points = { " " }für { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
wx-opening-placed = { $you ->
    [yes] Du eröffnest mit
   *[no] { $name } eröffnet mit
}
wx-chose = { $you ->
    [yes] Du hast gewählt:
   *[no] { $name } hat verdeckt gewählt.
}
wx-reveal-ok = Aufgedeckt: die Steine bilden das Startquadrat
# $mine, $theirs: die beiden gewählten Steine (W8.1b); $name: der andere Spieler
wx-square-failed = Das Startquadrat scheitert: Du hast { $mine } gewählt, { $name } hat { $theirs } gewählt. Keine vier verschiedenen Farben, also gehen beide Steine zurück und beide wählen neu.
wx-passed = { $you ->
    [yes] Du passt. Deine Steine liegen offen:
   *[no] { $name } passt und zeigt seine Steine:
}
wx-line-desc = { $axis ->
    [row] waagerecht
   *[column] senkrecht
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = Doppelstein × 2
wx-line-title-row = Waagerechte Reihe
wx-line-title-column = Senkrechte Reihe
wx-pattern-locked = Muster festgelegt:
wx-pattern-open = Muster noch offen
wx-line-length = { $n ->
    [one] { $n } Feld
   *[other] { $n } Felder
}
wx-no-line = keine Reihe (einzelnes Feld)
wx-announce-place = { $you ->
    [yes] Du legst
   *[no] { $name } legt
} { $tile } für { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}.
wx-announce-pass = { $you ->
    [yes] Du passt.
   *[no] { $name } passt.
}
wx-announce-over = Spielende. { $result }
wx-game-over = Spielende
wx-end-out = { $you ->
    [yes] Du hast
   *[no] { $name } hat
} alle Steine gelegt; die Runde ist zu Ende gespielt.
wx-end-blocked = Niemand kann mehr legen.
wx-col-name = Spieler
wx-col-score = Punkte
wx-col-left = Übrige Steine
wx-col-penalty = Abzug
wx-col-final = Endstand
wx-penalty-rule = Abzug für übrige Steine: 5 je Doppelstein, 25 je anderen Stein.
wx-won = Du gewinnst mit { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkten
}!
wx-shared = Geteilter Sieg: { $names }.
wx-lost = { $names } { $count ->
    [one] gewinnt
   *[other] gewinnen
}.

wx-rules-title = Wu Hsing: die Regeln hier
wx-rules-h-material = Steine und Verteilen
wx-rules-material =
    Wu Hsing ist Sid Sacksons „Domino Bead Game“ mit den fünf Elementen: <b>Wasser</b> (blau), <b>Feuer</b> (rot), <b>Holz</b> (grün), <b>Metall</b> (weiß) und <b>Erde</b> (gelb). Jede Hälfte trägt auch ihr Zeichen, so geht das Spiel ohne Farbensehen.

    - 30 Steine: jedes der 15 Farbpaare (5 Doppelsteine, 10 gemischte) zweimal.
    - Zu zweit bekommt jeder 14 Steine, zu dritt 9 (ein Stein bleibt ungesehen in der Schachtel), zu viert 7. Zwei Steine bleiben für das Startquadrat.
    - Die Steine der anderen sind verdeckt; offene Steine lassen sich in den Einstellungen wählen.
wx-rules-h-start = Das Startquadrat
wx-rules-start =
    - Die zwei übrigen Steine liegen Längsseite an Längsseite als Quadrat von 2 × 2 Feldern offen in der Mitte.
    - Das Quadrat muss vier verschiedene Farben zeigen, sonst wird neu gemischt und verteilt.
    - Das Startquadrat zählt keine Punkte. Wer beginnt, entscheidet das Los; in einer Serie beginnt reihum der nächste Platz.
wx-rules-h-lines = Reihen und Muster
wx-rules-lines =
    - Eine <b>Reihe</b> ist eine lückenlose Folge belegter Felder in einer Zeile oder Spalte, wie im Kreuzworträtsel. Ein leeres Feld beendet sie; ein Feld ohne Nachbarn ist eine Reihe der Länge 1.
    - Eine Reihe ist gültig, wenn sie ein Stück eines endlos wiederholten <b>Musters</b> verschiedener Farben ist: Sobald sich eine Farbe wiederholt, muss sich die ganze Folge im selben Abstand wiederholen. Eine Reihe ohne wiederholte Farbe ist immer gültig.

    ~ Beispiele (jeder Buchstabe eine Farbe): ABCABC gültig; ABCB ungültig; AAB ungültig; AA und AAA gültig; ABA gültig; ABB ungültig; ABCDE gültig; ABCDEA gültig; ABCDEB ungültig; ABCBA ungültig; ABCDAB gültig.
wx-rules-h-move = Ein Zug
wx-rules-move =
    - Lege einen Stein aus deinem Vorrat auf zwei leere, benachbarte Felder, waagerecht oder senkrecht, in beliebiger Farbfolge. Jede Reihe durch eines der neuen Felder muss gültig bleiben.
    - Durch einen neuen Stein gehen genau drei Reihen: eine entlang des Steins und eine quer durch jedes seiner Felder. Eine Reihe ist <b>verlängert</b>, wenn sie auch ein früher gelegtes Feld enthält. Mindestens zwei der drei müssen verlängert sein.
    - Eine Lücke zu füllen ist erlaubt, wenn die verbundene Reihe gültig ist; sie zählt als eine verlängerte Reihe.
    - Höchstens drei Steine dürfen nebeneinander liegen: eine Kette paralleler Steine, die genau dieselben zwei Zeilen (oder Spalten) bedecken, ist höchstens drei lang. Das Startquadrat ist eine solche Kette aus zwei.
wx-rules-h-score = Punkte
wx-rules-score =
    Multipliziere die Längen der verlängerten Reihen (in Feldern, die neuen eingeschlossen). Ein Doppelstein zählt doppelt.

    ~ Beispiele: 3 × 4 × 5 = 60; ein Doppelstein, der zwei Reihen zu je fünf verlängert: 5 × 5 × 2 = 50.
wx-rules-h-pass = Passen
wx-rules-pass =
    - Wer legen kann, muss legen.
    - Wer nicht legen kann, passt in dieser Runde und zeigt den anderen dafür seine Steine. Später spielt er wieder mit, sobald ein Zug möglich ist.
wx-rules-h-end = Spielende
wx-rules-end =
    - Legt jemand seinen letzten Stein, wird die laufende Runde zu Ende gespielt, damit alle gleich oft dran waren. Wer keine Steine mehr hat, setzt aus.
    - Das Spiel endet auch, wenn niemand mehr legen kann.
    - Übrige Steine kosten 5 Punkte je Doppelstein und 25 je anderen Stein.
    - Die höchste Summe gewinnt; bei Gleichstand teilen sich die Besten den Sieg.
wx-rules-h-variants = Spielarten
wx-rules-variants =
    - Zu zweit mit 15 Steinen je Spieler (von jeder Art einer), ohne Startquadrat. Entweder legt, wer beginnt, einen beliebigen Stein ohne Punkte, oder beide wählen verdeckt einen Stein, die aufgedeckt das Startquadrat bilden (vier Farben, sonst wählen beide neu).
    - Offene Steine für 2, 3 oder 4 Spieler.
wx-rules-h-controls = So spielst du hier
wx-rules-controls =
    - Wähle unten einen Stein aus deinem Vorrat; Steine, die passen, stehen hervor, leuchten und tragen einen Punkt. Auf dem Feld erscheinen dann die möglichen Plätze mit ihren Punkten.
    - <kbd>R</kbd> dreht den Stein, <kbd>F</kbd> wendet ihn, <kbd>Esc</kbd> legt ihn zurück.
    - Mit der Tastatur wechselst du mit den Pfeiltasten oder <kbd>Tab</kbd> zwischen deinen Steinen, wählst mit <kbd>Enter</kbd>, gehst mit den Pfeiltasten zwischen den Plätzen und legst mit <kbd>Enter</kbd>. Auf dem Feld zeigen die Pfeiltasten die Reihen durch jedes Feld.
    - <kbd>+</kbd> und <kbd>−</kbd> zoomen, <kbd>0</kbd> passt das ganze Feld ein; mit Maus oder Finger verschiebst du es.
    - Ein Bildschirmleser sagt jeden Zug und seine Punkte an.
wx-rules-h-tips = Tipps zum Gewinnen
wx-rules-tips =
    - Lange Reihen bringen viel: Eine Reihe von fünf Feldern zählt als Faktor 5. Suche Plätze, an denen sich zwei lange Reihen kreuzen.
    - Doppelsteine zählen doppelt, kosten am Ende aber nur 5: Hebe sie für einen großen Zug auf.
    - Werde gemischte Steine rechtzeitig los: Jeder übrige kostet am Ende 25 Punkte.
    - Ein Muster legt sich fest, sobald sich eine Farbe wiederholt. Lass Reihen offen, in die deine Steine passen, und schließe die, die dem Gegner nützen.

## Hus (hus.html)

hus-board =
    .aria-label = Spielbrett
hus-embed-iframe-title = Hus gegen den Computer
hus-embed-link-text = Hus von Gamut
hus-loading = Die Steine werden verteilt …
hus-first = Wer beginnt
hus-first-lot = Das Los entscheidet
hus-first-you = Du
hus-first-computer = Computer
hus-series = Spielart
hus-series-single = Einzelspiel
hus-series-points = Serie auf Punkte
hus-series-best_of_7 = Best of 7
hus-series-help-single = Ein Spiel. Wer dem anderen keine Mulde mit mindestens 2 Steinen lässt, gewinnt.
hus-series-help-points = Nach jedem Spiel zählt jeder die Steine auf seiner Seite als Punkte (alle 48: doppelt). Wer zuerst das Ziel erreicht, gewinnt die Serie. Der Anfang wechselt.
hus-series-help-best_of_7 = Wer zuerst vier Spiele gewinnt, gewinnt die Serie. Der Anfang wechselt.
hus-target = Spielen bis
hus-rules-legend = Regelvarianten
hus-rule-fixed_opening = Feste Eröffnung: der erste Zug ist innen 8 (das vorderste Paar)
hus-rule-anticlockwise = Gegen den Uhrzeigersinn säen
hus-rule-capture_sow_captured_only = Nach dem Schlagen nur die geschlagenen Steine säen
hus-rule-capture_needs_both = Schlagen nur, wenn beide gegenüberliegenden Mulden gefüllt sind
hus-rule-short-fixed_opening = feste Eröffnung
hus-rule-short-capture_sow_captured_only = nur Geschlagenes säen
hus-rule-short-capture_needs_both = Schlagen nur bei zwei vollen Mulden
hus-tempo-instant = Ohne Animation
hus-you = Du
hus-computer = Computer
hus-row-0 = Computer, äußere Reihe
hus-row-1 = Computer, innere Reihe
hus-row-2 = Deine innere Reihe
hus-row-3 = Deine äußere Reihe
hus-pit-name = { $row ->
    [i] innen
   *[o] außen
} { $col }
hus-pit-label = { $name }: { $n ->
    [one] { $n } Stein
   *[other] { $n } Steine
}
hus-pit-theirs = Computer, { $label }
hus-reason-empty = leer
hus-reason-single = nur ein Stein
hus-reason-endless = endlos: dieser Zug hört nie auf
hus-reason-opening = feste Eröffnung: der erste Zug muss innen 8 sein
hus-preview = endet { $end }, { $laps ->
    [one] { $laps } Etappe
   *[other] { $laps } Etappen
}, { $sown } gesät, { $captured ->
    [0] schlägt nichts
    [one] schlägt { $captured } Stein
   *[other] schlägt { $captured } Steine
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n ->
    [one] { $n } Stein
   *[other] { $n } Steine
} in der Hand
hus-capturing = Schlagen!
hus-anim-summary = { $you ->
    [yes] Dein Zug
   *[no] Zug des Computers
}: das Ergebnis Mulde für Mulde
hus-anim-end = { $you ->
    [yes] Dein Zug endet hier.
   *[no] Der Zug des Computers endet hier.
}
hus-thinking = Der Computer überlegt …
hus-seeds = { $n ->
    [one] { $n } Stein
   *[other] { $n } Steine
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } Sieg
       *[other] { $n } Siege
    }
   *[other] { $n } P.
}
hus-seat-label = { $name }: { $seeds ->
    [one] { $seeds } Stein
   *[other] { $seeds } Steine
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } Sieg
       *[other] { $score } Siege
    }
    [points] , { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
   *[none] {""}
}{ $toMove ->
    [yes] , am Zug
   *[no] {""}
}
hus-single = Einzelspiel
hus-points-info = Spiel { $game } · bis { $to ->
    [one] { $to } Punkt
   *[other] { $to } Punkte
}
hus-best-of-7-info = Spiel { $game } · Best of 7
hus-level-short = Stufe { $level }
hus-dir-clock = im Uhrzeigersinn
hus-dir-anti = gegen den Uhrzeigersinn
hus-play = Wähle eine Mulde
hus-wait = Der Computer ist dran …
hus-skip = Überspringen
hus-next-game = Nächstes Spiel
hus-your-turn = Du bist dran: wähle eine deiner Mulden mit mindestens 2 Steinen.
hus-your-turn-opening = Feste Eröffnung: dein erster Zug ist innen 8.
hus-choose-pit = Wähle eine deiner Mulden mit mindestens 2 Steinen.
hus-cannot-play = { $why ->
    [none] { $pit } geht nicht.
   *[other] { $pit } geht nicht: { $why }.
}
hus-move-line = { $you ->
    [yes] Du spielst
   *[no] Computer spielt
} { $pit }: { $laps ->
    [one] { $laps } Etappe
   *[other] { $laps } Etappen
}, { $sown } gesät, Ende { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } Stein geschlagen
   *[other] , { $captured } Steine geschlagen
}.
hus-game-won = Du gewinnst das Spiel!
hus-game-lost = Der Computer gewinnt das Spiel.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Du hast nur noch endlose Züge.
       *[no] Der Computer hat nur noch endlose Züge.
    }
   *[other] { $youLost ->
        [yes] Du hast keine Mulde mit mindestens 2 Steinen mehr.
       *[no] Der Computer hat keine Mulde mit mindestens 2 Steinen mehr.
    }
}
hus-seed-counts = Steine: Du { $you } · Computer { $them }
hus-game-points = Punkte dieses Spiels: Du { $you } · Computer { $them }
hus-series-standing = { $kind ->
    [best_of_7] Serie: Du { $you } · Computer { $them } Siege (wer zuerst { $to } hat, gewinnt)
   *[other] Serie: Du { $you ->
        [one] { $you } Punkt
       *[other] { $you } Punkte
    } · Computer { $them ->
        [one] { $them } Punkt
       *[other] { $them } Punkte
    } (bis { $to })
}
hus-match-won = Du gewinnst mit { $seeds ->
    [one] { $seeds } Stein
   *[other] { $seeds } Steinen
}!
hus-match-lost = Der Computer gewinnt mit { $seeds ->
    [one] { $seeds } Stein
   *[other] { $seeds } Steinen
}.
hus-series-won = Du gewinnst die Serie!
hus-series-lost = Der Computer gewinnt die Serie.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, äußere Reihe
   *[i] { $name }, innere Reihe
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = Zug von { $name }: das Ergebnis Mulde für Mulde
hus-anim-end-of = Der Zug von { $name } endet hier.
hus-move-line-of = { $name } spielt { $pit }: { $laps ->
    [one] { $laps } Etappe
   *[other] { $laps } Etappen
}, { $sown } gesät, Ende { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } Stein geschlagen
   *[other] , { $captured } Steine geschlagen
}.
hus-game-won-by = { $name } gewinnt das Spiel.
hus-end-reason-of = { $reason ->
    [only_endless] { $name } hat nur noch endlose Züge.
   *[other] { $name } hat keine Mulde mit mindestens 2 Steinen mehr.
}
hus-seed-counts-of = Steine: Du { $you } · { $name } { $them }
hus-game-points-of = Punkte dieses Spiels: Du { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Serie: Du { $you } · { $name } { $them } Siege (wer zuerst { $to } hat, gewinnt)
   *[other] Serie: Du { $you ->
        [one] { $you } Punkt
       *[other] { $you } Punkte
    } · { $name } { $them ->
        [one] { $them } Punkt
       *[other] { $them } Punkte
    } (bis { $to })
}
hus-match-won-by = { $name } gewinnt mit { $seeds ->
    [one] { $seeds } Stein
   *[other] { $seeds } Steinen
}.
hus-series-won-by = { $name } gewinnt die Serie.

hus-rules-title = Hus: die Regeln hier
hus-rules-h-board = Das Brett
hus-rules-board =
    Hus ist ein Mancala-Spiel aus Namibia für zwei. Das Brett hat vier Reihen zu acht <b>Mulden</b>. Dir gehören die zwei Reihen auf deiner Seite: die äußere am Rand und die innere zur Mitte hin. Deine 16 Mulden bilden einen Ring.

    - Die Spalten zählen für jeden von seiner eigenen linken Seite: 1 bis 8. „Gegenüber“ liegen Mulden derselben Spalte auf dem Brett.
    - Zu Beginn liegen in jeder äußeren Mulde 2 Steine, in der inneren Reihe je 2 in den Spalten 5 bis 8; die Spalten 1 bis 4 sind leer. 24 Steine je Seite, 48 insgesamt.
hus-rules-h-sow = Säen
hus-rules-sow =
    - Ein Zug nimmt alle Steine aus einer deiner Mulden mit mindestens 2 Steinen. Eine Mulde mit 0 oder 1 Stein kannst du nie wählen.
    - Die Steine werden einzeln gesät, im Uhrzeigersinn und nur in deinem eigenen Ring, beginnend mit der Mulde nach der geleerten: die äußere Reihe von rechts nach links, bei Spalte 1 hinauf in die innere Reihe, diese von links nach rechts, bei Spalte 8 hinunter in die äußere.
    - Fällt der letzte Stein in eine leere Mulde, endet der Zug.
    - Fällt er in eine Mulde, die schon Steine hatte, in der äußeren Reihe: Nimm alle Steine dieser Mulde und säe weiter.
    - In der inneren Reihe, wenn die gegenüberliegende innere Mulde des Gegners Steine hat: Du <b>schlägst</b> (siehe unten). Ist sie leer, nimmst du die Steine deiner Mulde und säst weiter.
hus-rules-h-capture = Schlagen
hus-rules-capture =
    - Nimm die Steine der Mulde, in die der letzte Stein fiel, dazu alle Steine der gegenüberliegenden inneren und äußeren Mulde des Gegners (die äußere auch, wenn sie leer ist). Säe sie alle ab der nächsten Mulde deines Rings weiter, nach denselben Regeln.
    - Geschlagen werden darf schon ab dem ersten Zug.
    - Steine kommen nur durch Schlagen von einer Seite auf die andere.
hus-rules-h-endless = Endlose Züge
hus-rules-endless =
    Manche Züge hören nie auf: Das Weitersäen kehrt immer wieder in dieselbe Stellung zurück. Ein solcher Zug ist nicht erlaubt; das Brett zeigt an der Mulde, warum sie nicht geht.
hus-rules-h-end = Spielende
hus-rules-end =
    - Hat ein Spieler nach einem Zug keine Mulde mit mindestens 2 Steinen mehr, endet das Spiel sofort, und er verliert.
    - Wer am Zug ist und nur endlose Züge hat, verliert ebenfalls.
    - Wer das erste Spiel beginnt, entscheidet das Los; in einer Serie wechselt der Anfang.
hus-rules-h-series = Serien
hus-rules-series =
    - Nach jedem Spiel zählt jeder die Steine auf seiner Seite als Punkte. Wer alle 48 Steine hat, bekommt doppelt (96), der andere nichts.
    - In den Einstellungen wählst du ein Einzelspiel, eine Serie bis zu einer Punktzahl oder Best of 7 (wer zuerst vier Spiele gewinnt).
hus-rules-h-options = Regelvarianten
hus-rules-options =
    - Feste Eröffnung: Der erste Zug jedes Spielers ist die innere Mulde in Spalte 8, das vorderste Paar.
    - Andere bekannte Regeln, jede abschaltbar: gegen den Uhrzeigersinn säen; nach dem Schlagen nur die geschlagenen Steine säen (die eigene Mulde behält ihre); Schlagen nur, wenn beide gegenüberliegenden Mulden gefüllt sind.
hus-rules-h-controls = So spielst du hier
hus-rules-controls =
    - Deine Mulden liegen unten. Mulden, die du spielen kannst, sind hervorgehoben; zeigst du auf eine, steht darunter, wo der Zug endet und was er schlägt.
    - Mit der Tastatur gehst du mit den Pfeiltasten von Mulde zu Mulde und spielst mit <kbd>Enter</kbd>.
    - Die Haupttaste überspringt die Animation eines Zuges. Ein Bildschirmleser sagt jeden Zug an.
hus-rules-h-tips = Tipps zum Gewinnen
hus-rules-tips =
    - Lange Staffeln können viele Steine schlagen: Schau dir vor jedem Zug die Vorschau an.
    - Halte deine innere Reihe besetzt, dort wird geschlagen, und lass dem Gegner gegenüber wenig stehen.
    - Das Spiel gewinnt, wer dem anderen keinen Zug lässt: Zähle mit, wie viele Mulden mit 2 oder mehr Steinen er noch hat.

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    Domino mit dem Doppelsechser-Satz ist ein Spiel ums Anlegen passender Zahlen: Jeder Stein hat zwei Hälften, und du legst einen Stein an, dessen eine Hälfte zu einem offenen Ende der Kette passt. Wer zuerst alle Steine los ist oder die anderen mit den meisten Augen sitzen lässt, bekommt die Punkte. Du spielst auf drei klassische Arten: Ziehen, bei dem du Steine aus dem Vorrat nimmst, wenn nichts passt, Blockieren, bei dem du einfach passt, und Fünfer, bei dem du zusätzlich punktest, sobald die offenen Enden zusammen ein Vielfaches von fünf ergeben. Spiele hier gegen den Computer oder online mit Freunden zu bis zu viert, jeder an seinem Bildschirm.
faq-dominoes-title = Fragen zu Domino
faq-dominoes-1-q = Wie viele Steine bekommt jeder Spieler?
faq-dominoes-1-a =
    Zu zweit bekommt jeder bei allen Spielarten 7. Bei Ziehen und Fünfer bekommen drei oder vier Spieler je 5. Bei Blockieren bekommen alle 7.
faq-dominoes-2-q = Wer fängt an?
faq-dominoes-2-a =
    In der ersten Runde legt der Spieler mit dem höchsten Pasch ihn zuerst. Hat niemand einen Pasch, eröffnet der schwerste Stein. Danach beginnt der Gewinner der letzten Runde mit einem Stein seiner Wahl.
faq-dominoes-3-q = Was ist ein Spinner?
faq-dominoes-3-a =
    Bei Fünfer ist der erste gelegte Pasch der Spinner. An allen vier Seiten kann angelegt werden, sobald beide Längsseiten belegt sind, der Tisch kann also bis zu vier offene Enden haben.
faq-dominoes-4-q = Wie wird bei Fünfer gezählt?
faq-dominoes-4-a =
    Nach jedem Zug werden die offenen Enden addiert. Ein Pasch an einem Ende zählt mit beiden Hälften. Ist die Summe ein Vielfaches von 5, bekommt der Spieler, der gerade gelegt hat, sofort so viele Punkte. Auch wer alle Steine gelegt hat oder eine blockierte Runde gewinnt, punktet, auf die nächste 5 gerundet.
faq-dominoes-5-q = Was passiert, wenn niemand mehr legen kann?
faq-dominoes-5-a =
    Dann ist die Runde blockiert. Der Spieler mit den wenigsten Augen auf der Hand gewinnt die Runde und bekommt die Augen der anderen Hände abzüglich seiner eigenen. Haben mehrere gleich wenige Augen, bekommt niemand Punkte.
faq-dominoes-6-q = Kann ich online mit Freunden spielen?
faq-dominoes-6-a =
    Ja. Wähle in den Einstellungen „Online mit Freunden“ und teile den Link. Ein Raum hat 2 bis 4 Plätze, der Computer kann freie Plätze füllen, und der Server verteilt die Steine, sodass jeder nur seine eigenen sieht.

intro-hus =
    Hus ist das große Mancala aus Namibia, ein Spiel für zwei auf einem Brett mit vier Reihen zu acht Mulden. Jeder sät auf seinen zwei Reihen im Kreis, zieht mit dem letzten Stein aus einer gefüllten Mulde immer weiter und holt sich aus seiner inneren Reihe die Steine des Gegners. Wer dem anderen nur noch Mulden mit einzelnen Steinen lässt, gewinnt.

    In Namibia wird Hus bis heute gespielt und hat dort viele Namen: ||hus oder Xoros bei Nama und Damara, Owela, Otjitoto, Wera oder Ogoro in anderen Sprachen des Landes, auf Deutsch „Lochspiel“. Spiele hier gegen den Computer, ein einzelnes Spiel, eine Serie auf Punkte oder Best of 7.
faq-hus-title = Fragen zu Hus
faq-hus-1-q = Woher kommt Hus?
faq-hus-1-a =
    Hus ist ein vierreihiges Mancala-Spiel aus Namibia. Gespielt wird es dort unter anderem bei Damara, Nama, Herero, Kwanyama und Ndonga, etwa als Ferienspiel auf dem Land. Wann es entstand, ist nicht belegt; Mancala-Spiele gelten als afrikanischen Ursprungs.
faq-hus-2-q = Darf ich einen einzelnen Stein ziehen?
faq-hus-2-a =
    Nein. Ein Zug nimmt immer alle Steine aus einer Mulde mit mindestens 2 Steinen. Eine Mulde mit nur einem Stein darfst du nie wählen.
faq-hus-3-q = Wann ist mein Zug vorbei?
faq-hus-3-a =
    Erst wenn dein letzter Stein in eine leere Mulde fällt. Landet er in einer Mulde mit Steinen, nimmst du alle auf und säst ab der nächsten Mulde weiter, auch nach dem Schlagen. So kann ein Zug mehrmals um deinen Ring laufen.
faq-hus-4-q = Wann schlage ich die Steine des Gegners?
faq-hus-4-a =
    Wenn dein letzter Stein in eine gefüllte Mulde deiner inneren Reihe fällt und die gegenüberliegende innere Mulde des Gegners Steine hat. Dann nimmst du deine Mulde und seine innere und äußere Mulde dieser Spalte auf, auch wenn die äußere leer ist, und säst alles weiter. In der äußeren Reihe schlägst du nie, und anders als bei Kalaha schlägt ein Stein in einer leeren Mulde nichts.
faq-hus-5-q = Lege ich beim Säen Steine auf die Seite des Gegners?
faq-hus-5-a =
    Nein, nie. Du säst nur in deinem eigenen Ring aus 16 Mulden. Auf die andere Seite kommen Steine nur durch Schlagen.
faq-hus-6-q = Wer gewinnt?
faq-hus-6-a =
    Wer dem Gegner keine Mulde mit mindestens 2 Steinen lässt: Er kann nicht mehr ziehen und verliert. Sammelmulden gibt es bei Hus nicht. In einer Serie zählt jeder nach dem Spiel die Steine auf seiner Seite als Punkte, und wer alle 48 hat, zählt doppelt.

intro-wuhsing =
    Wu Hsing ist ein Legespiel mit Dominosteinen in fünf Farben, den chinesischen „Fünf Kräften“ Wasser, Feuer, Holz, Metall und Erde. Wie im Kreuzworträtsel bilden die Farbfelder waagerechte und senkrechte Reihen, und jede Reihe folgt einem Farbmuster. Jeder Stein muss mindestens zwei Reihen passend verlängern; die Längen dieser Reihen werden miteinander malgenommen, und das sind deine Punkte.

    Sid Sackson veröffentlichte das Spiel 1969 als „Domino Bead Game“ in seinem Buch „A Gamut of Games“; franjos brachte es 1992 als Schachtelspiel „Wu Hsing“ heraus. Spiele hier zu zweit, zu dritt oder zu viert gegen den Computer.
faq-wuhsing-title = Fragen zu Wu Hsing
faq-wuhsing-1-q = Woher kommt Wu Hsing?
faq-wuhsing-1-a =
    Erfunden hat es Sid Sackson: 1969 stand es als „Domino Bead Game“ in seinem Buch „A Gamut of Games“ mit 40 Spielen. Die deutsche Ausgabe „Wu Hsing“ erschien 1992 bei franjos, in Frankreich hieß es „Connexion“. Der Name steht für die fünf Kräfte der chinesischen Lehre, die die fünf Farben zeigen.
faq-wuhsing-2-q = Was ist ein Muster?
faq-wuhsing-2-a =
    Jede waagerechte und senkrechte Reihe muss eine Farbfolge fortsetzen. Sobald sich in einer Reihe eine Farbe wiederholt, steht ihr Muster fest, und die Reihe muss es im selben Abstand weiter wiederholen. Solange sich keine Farbe wiederholt, ist die Reihe noch offen.
faq-wuhsing-3-q = Wohin darf ich einen Stein legen?
faq-wuhsing-3-a =
    Auf zwei leere, benachbarte Felder, sodass mindestens zwei der drei Reihen durch den Stein schon vorher belegte Felder verlängern und jede Reihe zu ihrem Muster passt. Eine Lücke darfst du schließen, wenn die verbundene Reihe gültig ist. Höchstens drei Steine dürfen mit ihren Längsseiten nebeneinander liegen.
faq-wuhsing-4-q = Wie werden die Punkte gezählt?
faq-wuhsing-4-a =
    Die Längen aller verlängerten Reihen werden miteinander malgenommen, der neue Stein eingeschlossen: 3 × 4 × 5 = 60. Ein Doppelstein zählt doppelt, etwa 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Was passiert, wenn ich nicht legen kann?
faq-wuhsing-5-a =
    Wer legen kann, muss legen. Kannst du nicht, passt du in dieser Runde und zeigst den anderen deine Steine. Sobald wieder ein Zug für dich möglich ist, spielst du weiter mit.
faq-wuhsing-6-q = Wann endet das Spiel?
faq-wuhsing-6-a =
    Legt jemand seinen letzten Stein, wird die Runde zu Ende gespielt; das Spiel endet auch, wenn niemand mehr legen kann. Übrige Steine kosten 5 Punkte je Doppelstein und 25 je anderen Stein. Die meisten Punkte gewinnen.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Spieler { $n }
seat-kind-computer = Der Computer
seat-kind-person = Eine Person an diesem Gerät
person-name-label = Name von Spieler { $n }
person-default-name = Spieler { $n }
# $name: the person the device goes to
handover-title = Gib das Gerät an { $name } weiter
handover-since = Seit deinem letzten Zug:
# $name: the person the device goes to
handover-ready = Ich bin { $name }: meine Steine zeigen
# $kind: draw, pass, next, sow (Hus: from a pit) or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } hat einen Stein gezogen
    [pass] { $name } hat gepasst
    [next] Eine neue Runde wurde gegeben
    [sow] { $name } hat { $move } gespielt
   *[play] { $name } hat { $move } gelegt
}
people-wins-title = Siege zwischen Personen
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } Siege
# $name: the person whose turn it is
person-turn = { $name } ist am Zug.

## Online with friends (js/online/)
online-open = Online mit Freunden
online-name = Dein Name
online-create = Raum eröffnen
online-join = Beitreten
online-invite = Einladungslink – schick ihn deinen Freunden
online-copy = Link kopieren
online-copied = Kopiert
online-start = Starten
online-leave = Raum verlassen
online-room = Raum
online-record = Partie herunterladen
online-start-early = Du kannst jetzt starten: Der Computer übernimmt die freien Plätze.
online-start-full = Alle Plätze sind besetzt: starte, wenn ihr bereit seid.
online-wait-host = Warten, bis der Gastgeber startet.
online-seat-open = Freier Platz
online-seat-computer = Computer
online-seat-computer-n = Computer { $n }
online-you = du
online-away = nicht verbunden
online-to-move = am Zug
online-connecting = Verbinde …
online-reconnecting = Verbindung verloren – verbinde neu …
online-connected = Verbunden
online-stats = Online-Partien gewonnen: { $won } von { $played }
online-name-missing = Bitte gib deinen Namen ein.
online-error-not-found = Diesen Raum gibt es nicht (mehr).
online-error-full = In diesem Raum ist kein Platz mehr frei.
online-error-rate-limited = Zu schnell – bitte versuch es gleich noch einmal.
online-error-refused = Das hat der Server nicht angenommen.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Spiel
online-info-rules = Regeln
online-info-host = Gastgeber
online-info-seats = Plätze
online-room-started = Die Partie läuft schon und alle Plätze sind besetzt: Du kannst zuschauen.
online-watch = Zuschauen
online-stop-watching = Nicht mehr zuschauen
online-watching = Du schaust zu.
online-watching-end = Die Partie ist vorbei.
online-next-rules = Regeln der nächsten Partie
online-again-with = Mit diesen Regeln nochmal spielen
online-again = Nochmal spielen
# $names: the people the room waits for (a list)
online-waiting-for = Warten auf { $names } …
online-twice = Dieser Platz ist auch in einem anderen Tab offen.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Gewonnene Partien: { $tally }
online-spectators = { $n ->
    [one] { $n } schaut zu
   *[other] { $n } schauen zu
}
online-cover = Computer spielen lassen
online-cover-label = Den Computer für { $name } spielen lassen
online-computer-plays = der Computer spielt
online-ready = bereit
online-asked = will nochmal
online-note-left = { $name } ist gegangen; der Computer spielt für { $name }.
online-note-covered = Der Computer spielt für { $name }, bis { $name } zurückkommt.
online-note-back = { $name } ist zurück.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } hat die Regeln der nächsten Partie festgelegt: { $rules }.
online-confirm-leave-running = Die Partie verlassen? Der Computer übernimmt deinen Platz und spielt für dich weiter. Du kannst nicht auf diesen Platz zurück.
online-confirm-leave-over = Den Raum verlassen? Deine Freunde können ohne dich weiterspielen.
online-confirm-leave-lobby = Den Raum verlassen? Dein Platz wird wieder frei.
online-leave-match = Partie verlassen
online-stay = Bleiben
online-error-busy = Der Server ist gerade ausgelastet – bitte versuche es gleich noch einmal.
online-error-gone = Du bist nicht mehr in diesem Raum: Er wurde geschlossen, oder dieser Platz wurde in einem anderen Tab aufgegeben.
dom-round-opens = Runde { NUMBER($round) }: { $name } eröffnet.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Steine: { $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = Farben
theme-system = Wie auf diesem Gerät
theme-light = Hell
theme-dark = Dunkel
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Aus dem Spiel
dom-out-count = { $n ->
    [one] { $n } Stein
   *[other] { $n } Steine
}

## replay
replay-open = Nachspielen
replay-title = Eine beendete Partie nachspielen
replay-help = Die letzten 20 beendeten Partien auf diesem Gerät, die neueste zuerst, oder eine exportierte Partiedatei.
replay-none = Auf diesem Gerät ist noch keine beendete Partie gespeichert.
replay-open-file = Partiedatei öffnen
replay-file-bad = Diese Datei ist keine Partie.
replay-other-game = Das ist eine Partie { $game }: öffne sie auf der Seite dieses Spiels.
replay-refused = Diese Partie lässt sich nicht nachspielen: { $reason }
replay-not-online = Nachspielen geht erst, wenn du den Online-Raum verlassen hast.
replay-won = gewonnen
replay-lost = verloren
replay-moves = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}
replay-online = Online-Partie
replay-bar = Nachspielen
replay-first = Erster Zug
replay-back = Einen Zug zurück
replay-forward = Einen Zug vor
replay-last = Letzter Zug
replay-slider = Zug
replay-view = Ansicht
replay-close = Nachspielen beenden
replay-position = Zug { $ply } von { $plies }
replay-seat = Platz { $n }
replay-seat-you = Platz { $n } (du)
replay-all-hands = Alle Hände offen
replay-seat-computer = Platz { $n } (Computer)

## take-back and hint
help-take-back = Zurücknehmen
help-hint = Tipp
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Ein Zug zurückgenommen.
   *[other] { $n } Züge zurückgenommen.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Wer wieder zieht, bekommt denselben Stein: der Talon behält seine Reihenfolge.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Tipp: { $move }
# the first tile of a round, as a hint
help-hint-open = mit { $tile } eröffnen
# the statistics: matches with a take-back or a hint, counted apart
help-stats = mit Hilfe gewonnen: { NUMBER($won) } von { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Den letzten Zug von { $name } zurücknehmen? Alle an diesem Tisch müssen zustimmen.
