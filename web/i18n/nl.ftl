# Gamut: Nederlandse teksten (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as en.ftl (tests/test_i18n_keys.py checks it); see de.ftl's head for
# the conventions (prefixes, block texts of the rules, $you = "yes" | "no").
# Terms: steen, dubbele, pot, kopen, passen, ogen (pips), punten; Hus: kuiltje, zaadje, zaaien,
# slaan; Wu Hsing: steen, vakje, lijn, patroon, plankje.

## Shared

language = Taal
games-nav =
    .aria-label = Spellen
game-dominoes = Domino
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Nieuwe partij
settings = Instellingen
settings-title = Spelinstellingen
close = Sluiten
rules = Regels
rules-toc =
    .aria-label = Inhoud
your-tiles = Jouw stenen
loading-stage-runtime = Python wordt geladen …
loading-stage-pyodide = Python wordt geladen …
loading-stage-stdlib = Python wordt geladen …
loading-stage-packages = Pakketten worden geladen …
loading-stage-micropip = Pakketten worden geladen …
loading-stage-wheel = Het spel wordt geïnstalleerd …
loading-stage-install = Het spel wordt geïnstalleerd …
loading-stage-game = Het spel wordt geïnstalleerd …
loading-stage-ready = Klaar
load-failed = Python kon niet starten: { $msg }
reload = Opnieuw laden
level = Niveau van de computer
level-easy = Makkelijk
level-medium = Gemiddeld
level-hard = Moeilijk
tempo = Snelheid
tempo-slow = Langzaam
tempo-normal = Normaal
tempo-fast = Snel
players-label = Spelers
players-option = { $n } spelers
stats-title = Gewonnen partijen
stats-line = { NUMBER($won) } van { NUMBER($played) }
saves-title = Opslaan in een bestand
saves-help = Bewaar instellingen, lopende partijen en statistieken in een bestand, zodat er niets verloren gaat als de browser zijn gegevens wist.
saves-export-all = Alles exporteren
saves-export-game = De lopende partij exporteren
saves-import = Een bestand importeren
saves-exported = Opgeslagen als { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Opgeslagen als { $name }. Het bestand toont de stenen van alle spelers, ook die van de computer.
saves-no-game = Er loopt geen partij.
saves-imported = Geïmporteerd. De pagina wordt opnieuw geladen …
saves-import-failed = Niet geïmporteerd.
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-opslag
saves-file-game = gamut-{ $game }-partij

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] Instellingen en statistieken konden niet worden hersteld.
   *[no] Instellingen en statistieken blijven bewaard.
}
save-some-game = een partij
save-problem-unreadable = De opgeslagen gegevens waren beschadigd en zijn gewist. { save-kept }
save-problem-wrong-type = De opgeslagen gegevens hadden een onbekende vorm en zijn gewist. { save-kept }
save-problem-future-version = De opgeslagen gegevens komen van een nieuwere versie; lopende partijen kunnen hier niet worden hervat. { save-kept }
save-problem-old-version = De opgeslagen gegevens komen van een oude versie die niet kan worden overgenomen. { save-kept }
save-problem-bad-settings = De opgeslagen instellingen waren beschadigd; de standaardinstellingen gelden.
save-problem-bad-stats = Een deel van de statistieken was beschadigd en is weggegooid.
save-problem-bad-game = De opgeslagen partij ({ $name }) was beschadigd. Er begint een nieuwe partij; de statistieken blijven bewaard.
save-problem-other-game = De opslag voor { $name } bevatte een ander spel. Er begint een nieuwe partij; de statistieken blijven bewaard.
save-problem-rejected = De opgeslagen partij ({ $name }) kon niet worden hervat. Er begint een nieuwe partij; de statistieken blijven bewaard.
save-problem-unavailable = Deze browser staat hier geen opslag toe: de partij en de statistieken gaan verloren als de pagina sluit.
save-problem-quota = Opslaan is mislukt (de opslag van de browser is vol of geblokkeerd).
save-notice-ok = Oké
update-ready = Nieuwe versie beschikbaar
update-reload = Opnieuw laden
update-dismiss = Sluiten
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Een ogenblik – het spel start nog …
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python start – zo meteen gaat de partij verder …

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = Het bestand is leeg.
saves-problem-too-big = Het bestand is te groot voor een opgeslagen spel.
saves-problem-not-json = Het bestand is geen geldige JSON (beschadigd of afgebroken?).
saves-problem-not-gamut = Het bestand is geen opgeslagen spel van Gamut.
saves-problem-unreadable = Het bestand is geen leesbaar opgeslagen spel van Gamut.
saves-problem-unknown-game = Het bestand bevat een partij van een onbekende soort.
saves-problem-bad-record = De partij ({ $name }) in het bestand is beschadigd.
saves-problem-bad-game = De partij ({ $name }) in het bestand is beschadigd of hoort bij een ander spel; ze wordt niet overgenomen.
saves-problem-bad-settings = De instellingen in het bestand zijn beschadigd en worden niet overgenomen.
saves-problem-bad-stats = Een deel van de statistieken in het bestand is beschadigd en wordt niet overgenomen.
saves-problem-future-version = Het bestand komt van een nieuwere versie: alleen instellingen en statistieken worden overgenomen.
saves-problem-quota = Opslaan is mislukt (de opslag van de browser is vol of geblokkeerd).
saves-problem-nothing = Het bestand bevat niets wat kan worden overgenomen.
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] Hiermee begint een nieuwe partij. De lopende partij stopt en telt als verloren.
   *[no] Hiermee begint een nieuwe partij. De lopende partij stopt.
}
confirm-yes = Nieuwe partij
confirm-no = Annuleren
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = De partij is in een ander tabblad verdergegaan: dit tabblad laat nu de actuele stand zien.
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] Jij
    [1] { $seats ->
        [2] Computer
       *[other] West
    }
    [2] { $seats ->
        [3] Oost
       *[other] Noord
    }
   *[other] Oost
}
tiles = { $n ->
    [one] { $n } steen
   *[other] { $n } stenen
}
points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
seat-label = { $name }: { $tiles ->
    [one] { $tiles } steen
   *[other] { $tiles } stenen
}, { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}{ $toMove ->
    [yes] , aan zet
   *[no] {""}
}
pass = Passen
rematch = Nog een keer
retry = Opnieuw proberen
wait = { $name } is aan zet …
not-your-turn = Wacht op je beurt.
empty-hand = geen stenen
last-tile = laatst gelegd
load-error = De opgeslagen partij kon niet worden hervat. Er begint een nieuwe partij.
worker-restarted = De spelmotor reageerde niet meer en is opnieuw gestart. De partij gaat verder waar hij was opgeslagen.
error = Fout: { $msg }
error-illegal-move = Deze zet is niet toegestaan.
error-bad-record = De partij is beschadigd of onvolledig.
error-bad-record-at = Zet { $n } volgt de regels niet.
error-bad-options = De spelinstellingen zijn ongeldig.
error-engine = De spelmotor kon dat niet uitvoeren.
error-engine-lost = De spelmotor reageert niet meer.
error-engine-start = De spelmotor kon niet starten.
toc-rules = Regels
toc-controls = Bediening
toc-tips = Tips
toc-modes = Spelvormen
toc-faq = Vragen

## Dominoes (index.html)

dom-table =
    .aria-label = Tafel
dom-loading = De stenen worden gedeeld …
dom-opponent = Spelen tegen
dom-opponent-computer = Computer
dom-opponent-online = Online met vrienden
dom-opponent-people = Mensen aan dit apparaat
dom-mode = Spelvorm
dom-mode-draw = Kopen
dom-mode-block = Blokkeren
dom-mode-fives = Vijven
dom-mode-help-draw = Kun je niet aanleggen, dan koop je uit de pot tot er een steen past.
dom-mode-help-block = Kun je niet aanleggen, dan pas je. Niemand koopt uit de pot.
dom-mode-help-fives = Zoals Kopen, plus punten telkens als de open einden samen een veelvoud van 5 zijn.
dom-target = Spelen tot
dom-target-option = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
dom-round-info = Ronde { NUMBER($round) } · tot { NUMBER($target) }
dom-boneyard = Pot: { $n }
dom-no-boneyard = Geen pot
dom-count = Einden: { $n }
dom-draw = Kopen
dom-next = Volgende ronde
dom-play = Leg een steen aan
dom-your-turn = Jij bent aan zet: leg een passende steen aan.
dom-your-turn-first = Jij opent de ronde: leg een steen naar keuze.
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = Jij opent de partij met { $tile }: { $double ->
    [yes] de hoogste dubbele begint.
   *[no] er is geen dubbele gedeeld, dus de zwaarste steen begint.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } opent de ronde: een steen naar keuze.
dom-person-first-with = { $name } opent de partij met { $tile }: { $double ->
    [yes] de hoogste dubbele begint.
   *[no] er is geen dubbele gedeeld, dus de zwaarste steen begint.
}
dom-must-draw = Geen passende steen: koop uit de pot.
dom-must-pass = Geen passende steen: je moet passen.
dom-choose-end = Kies de plek op tafel.
dom-cannot-play = { $tile } past aan geen enkel open einde.
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] koopt een steen
       *[other] koopt { $n } stenen
    }
   *[no] { $n ->
        [one] koopt een steen
       *[other] koopt { $n } stenen
    }
}
dom-run-play = { $you ->
    [yes] legt
   *[no] legt
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] past
   *[no] past
}
dom-run = { $name } { $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name } { $actions } (had geen { $numbers })
dom-seat-act = { $draws ->
    [0] paste
   *[other] kocht { $draws }{ $passed ->
        [yes] , paste
       *[no] {""}
    }
}
dom-log-label = Deze ronde tot nu toe
dom-place-at = { $tile } aanleggen aan het { $end ->
    [W] westelijke
    [E] oostelijke
    [N] noordelijke
   *[S] zuidelijke
} einde{ $fives ->
    [yes] , { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , speelbaar
    [no] , past niet
   *[other] {""}
}
dom-layout-tile = Steen { $tile }
dom-spinner = spil
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name } { $you ->
    [yes] legt
   *[no] legt
} { $tile }{ $end ->
    [W] {" "}aan het westelijke einde
    [E] {" "}aan het oostelijke einde
    [N] {" "}aan het noordelijke einde
    [S] {" "}aan het zuidelijke einde
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] {" "}en scoort { $score }
}.
dom-announce-round = Ronde { $round } is voorbij. { $result }
dom-announce-scores = Stand: { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = Ronde { $round } is voorbij
dom-domino-win = { $you ->
    [yes] Je hebt al je stenen gelegd.
   *[no] { $name } heeft alle stenen gelegd.
}
dom-domino-pips = { $raw ->
    [one] De andere handen hebben samen { $raw } oog.
   *[other] De andere handen hebben samen { $raw } ogen.
}
dom-blocked = Het spel zit vast: niemand kan aanleggen.
dom-blocked-win = { $you ->
    [yes] Jij hebt
   *[no] { $name } heeft
} de minste ogen ({ $own }). De andere handen hebben { $others } ogen: { $others } − { $own } = { $raw }.
dom-blocked-tie = Meerdere handen hebben evenveel en de minste ogen: niemand scoort.
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] Jij haalt
   *[no] { $name } haalt
} met deze zet het doel van { $target } punten: bij Vijven is de partij dan meteen uit.
dom-rounded = Bij Vijven wordt afgerond op de dichtstbijzijnde 5: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Jij scoort
   *[no] { $name } scoort
} { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
dom-pips-in = { $n ->
    [one] { $n } oog
   *[other] { $n } ogen
}
dom-match-won = Je wint de partij met { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}!
dom-match-lost = { $names } { $count ->
    [one] wint
   *[other] winnen
} de partij.
dom-embed-iframe-title = Domino tegen de computer
dom-embed-link-text = Domino van Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Insluiten
embed-title = Dit spel insluiten
embed-note = Plak deze code in je pagina. De tekstlink onder het spel moet blijven staan.
embed-code-label = HTML-code om in te sluiten
copy = Kopiëren
copied = Gekopieerd!
copy-fallback = De code is geselecteerd: kopieer hem met Ctrl+C (⌘+C op een Mac).

dom-rules-title = Domino: de regels hier
dom-rules-h-tiles = Stenen en spelers
dom-rules-tiles =
    Er wordt gespeeld met het dubbel-zes-spel: 28 stenen, elk paar getallen van 0-0 tot 6-6 precies één keer. Een <b>dubbele</b> zoals 4-4 heeft op beide helften hetzelfde getal. De <b>ogen</b> van een steen zijn de som van zijn twee helften. 2, 3 of 4 spelers zijn om de beurt aan zet. Je kiest een van drie spelvormen: <b>Kopen</b>, <b>Blokkeren</b> of <b>Vijven</b>.
dom-rules-h-deal = Het delen
dom-rules-deal =
    - Met twee spelers krijgt ieder 7 stenen, in elke spelvorm.
    - Met drie of vier spelers krijgt ieder 5 stenen bij Kopen en Vijven, 7 bij Blokkeren.
    - Bij Kopen en Vijven liggen de overige stenen dicht als de <b>pot</b>.
    - Bij Blokkeren doen de overige stenen deze ronde niet mee: niemand koopt ze en niemand ziet ze voordat de ronde voorbij is.
dom-rules-h-lead = Wie begint
dom-rules-lead =
    - In de eerste ronde van een partij begint wie de hoogste dubbele heeft, met precies die dubbele.
    - Heeft niemand een dubbele, dan begint de steen met de meeste ogen. Bij evenveel ogen wint de steen met het hoogste getal: 6-3 gaat voor 5-4.
    - Vanaf de tweede ronde begint de winnaar van de vorige ronde, met een steen naar keuze. Had de vorige ronde geen winnaar, dan begint de speler na degene die het laatst begon.
dom-rules-h-move = Een zet
dom-rules-move =
    - Je legt een steen aan een open einde waarvan het getal gelijk is aan een helft van de steen. Kun je aanleggen, dan moet je; welke steen en aan welk einde kies je zelf.
    - Dubbele stenen worden dwars gelegd. Behalve de spil bij Vijven (zie hieronder) is een dubbele een gewone steen met één open einde aan de overkant.
    - Kun je niet aanleggen: bij Kopen en Vijven koop je uit de pot, steen na steen, tot er een past, en die leg je aan. Is de pot leeg, dan pas je. Bij Blokkeren pas je meteen.
    - Niemand koopt zolang hij een passende steen heeft.
dom-rules-h-spinner = De spil (alleen bij Vijven)
dom-rules-spinner =
    De eerste dubbele die in een ronde op tafel komt (de openingssteen meegerekend) wordt de <b>spil</b> en is <y>geel</y> getekend. Latere dubbele stenen zijn gewone dwarse stenen. Eerst wordt aan de twee lange kanten van de spil aangelegd. Zodra beide lange kanten een steen hebben, gaan ook de twee korte kanten open: de tafel heeft dan tot vier open einden.
dom-rules-h-fives = Tellen bij Vijven
dom-rules-fives =
    - Na elke zet, de opening meegerekend, worden de getallen van alle open einden opgeteld.
    - Een dwarse dubbele aan een einde telt beide helften.
    - De spil telt beide helften zolang een van zijn lange kanten nog vrij is. Daarna telt hij zelf niet meer mee, en een korte kant telt pas als er een steen ligt.
    - Is de som een veelvoud van 5, dan krijgt wie net heeft gelegd meteen zoveel punten.

    ~ Voorbeelden: openen met 5-5 (de spil) levert 10 op, openen met 6-4 ook 10. Komt daarna 4-1 aan de 4, dan zijn de open einden 6 en 1: samen 7, geen punten. Bij de spil 5-5 met 5-3 aan een lange kant is de telling 10 + 3 = 13, geen punten; komt 5-2 aan de andere lange kant, dan is het 3 + 2 = 5: 5 punten.
dom-rules-h-round = Einde van een ronde
dom-rules-round =
    - Een ronde eindigt als iemand zijn laatste steen legt, of als het spel <b>vastzit</b>: niemand kan aanleggen en bij Kopen en Vijven is de pot leeg.
    - Wie al zijn stenen heeft gelegd, krijgt de ogen die in alle andere handen over zijn.
    - In een vastgelopen ronde wint de hand met de minste ogen. Die krijgt de ogen van de andere handen min de eigen ogen. Hebben meerdere handen evenveel en de minste, dan scoort niemand.
    - Bij Vijven worden deze rondepunten afgerond op de dichtstbijzijnde 5: eindigend op 1, 2, 6 of 7 naar beneden, op 3, 4, 8 of 9 naar boven (12 wordt 10, 13 wordt 15).
    - Tussen de rondes worden alle handen getoond.
dom-rules-h-match = Einde van de partij
dom-rules-match =
    - De partij gaat tot het doel uit de instellingen: 50, 100, 150, 200 of 250 punten (standaard 100).
    - Bij Kopen en Blokkeren wint wie na een ronde het doel heeft bereikt.
    - Bij Vijven is de partij meteen uit zodra een zet of de telling van een ronde iemand op het doel brengt, ook midden in een ronde.
dom-rules-h-seen = Wat iedereen ziet
dom-rules-seen =
    Je ziet je eigen stenen, de tafel, hoeveel stenen elke speler heeft, alle standen, hoe groot de pot is en wie kocht of paste. De andere handen en de pot worden pas aan het einde van de ronde getoond. Ook de computer beslist alleen op wat zijn eigen plaats ziet.
dom-rules-h-controls = Zo speel je hier
dom-rules-controls =
    - Je stenen liggen onderaan. Stenen die je kunt leggen springen eruit, lichten op en hebben een stip. Tik erop om ze te leggen.
    - Past een steen aan meer dan één einde, dan verschijnen de mogelijke plekken op tafel, bij Vijven met de punten die elke plek oplevert. Tik er een aan.
    - Je kunt een steen ook met de muis of je vinger naar een plek op tafel slepen.
    - Met het toetsenbord ga je met de pijltjestoetsen of <kbd>Tab</kbd> langs je stenen, kies je er een met <kbd>Enter</kbd>, kies je het einde op dezelfde manier en leg je met <kbd>Enter</kbd>. <kbd>Escape</kbd> breekt de keuze af.
    - Heb je geen zet, dan wordt de hoofdknop „Kopen” of „Passen”. Tussen de rondes staat er „Volgende ronde”.
    - Onder de tafel zie je wat er deze ronde is gebeurd, ook wie moest kopen of passen. Een schermlezer leest elke zet voor.
dom-rules-h-tips = Tips om te winnen
dom-rules-tips =
    - Raak je zwaarste stenen vroeg kwijt. Als een ander uitgaat, telt elk oog in je hand tegen je.
    - Houd je getallen gemengd. Met verschillende getallen in je hand kun je bijna elk einde bedienen; met alleen zessen zit je snel vast.
    - Let op wat de anderen niet konden leggen. Wie past of koopt, had de getallen aan de open einden niet. Laat die getallen open om hem af te remmen.
    - Reken bij Vijven eerst: bedenk voor elke zet welke som de einden met elke steen geven en wat je voor de volgende overlaat.
    - Tel mee. Elk getal staat op maar zeven stenen, de dubbele meegerekend. Hebben de anderen er vijf van gelegd, dan heb jij de laatste of zijn ze bijna op.
dom-rules-h-modes = De drie spelvormen
dom-rules-modes =
    <b>Kopen</b> is de vriendelijkste: vastzitten kost je stenen, niet je beurt. <b>Blokkeren</b> is korter en scherper: niemand mag kopen, dus meetellen en een getal afsluiten zijn het belangrijkst. <b>Vijven</b> levert ook tijdens de ronde punten op; een goede speler mikt hier net zo goed op de som als op uitgaan.

    ! Domino wordt hier alleen om punten op de pagina gespeeld, zonder enige vorm van gokken, en buiten het spel valt er niets te kopen of te winnen.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Speelveld
wx-view =
    .aria-label = Weergave
wx-zoom-in = +
    .aria-label = Inzoomen
wx-zoom-out = −
    .aria-label = Uitzoomen
wx-fit = Passend
    .title = Het hele speelveld tonen
wx-embed-iframe-title = Wu Hsing tegen de computer
wx-embed-link-text = Wu Hsing van Gamut
wx-loading = De stenen worden geschud …
wx-variant = Spelvorm
wx-variant-standard = Standaard (met startvierkant)
wx-variant-fifteen_a = 15 stenen, vrije opening
wx-variant-fifteen_b = 15 stenen, verborgen opening
wx-variant-help-standard = Alle 30 stenen worden gedeeld; twee liggen in het midden als startvierkant.
wx-variant-help-fifteen_a = Alleen met twee spelers: ieder heeft van elke soort één steen. Wie begint, legt een steen naar keuze, zonder punten.
wx-variant-help-fifteen_b = Alleen met twee spelers: ieder heeft van elke soort één steen. Beiden kiezen in het geheim een steen; samen vormen ze het startvierkant (vier kleuren).
wx-variant-two-only = { $variant } (alleen met twee spelers)
wx-open-hands = Stenen van de anderen
wx-hands-closed = Verborgen
wx-hands-open = Open (iedereen ziet alle stenen)
wx-hand-shown = Stenen van { $name }
wx-colour-W = Water
wx-colour-F = Vuur
wx-colour-H = Hout
wx-colour-M = Metaal
wx-colour-E = Aarde
wx-tile-name = { $a }-{ $b }
wx-rotate = Draaien
wx-flip = Omkeren
wx-cancel = Terug
wx-turn-tools =
    .aria-label = De steen draaien en omkeren
wx-rack-tile = { $name }{ $state ->
    [playable] , speelbaar
    [blocked] , past nergens
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] { $a } links, { $b } rechts leggen
   *[no] { $a } boven, { $b } onder leggen
}{ $score ->
    [none] {""}
    [one] : { $score } punt
   *[other] : { $score } punten
}
wx-preview = { $horizontal ->
    [yes] Horizontaal: { $a } links, { $b } rechts
   *[no] Verticaal: { $a } boven, { $b } onder
}
wx-cell = { $colour }, rij { $row }, kolom { $col }
wx-hidden-tile = in het geheim gekozen steen
wx-play = Kies een steen
wx-place = Leg de steen op het speelveld
wx-your-turn = Jij bent aan zet: kies een steen van je plankje.
wx-choose-spot = { $n ->
    [one] { $n } plek
   *[other] { $n } plekken
}: klik er een aan. R draait, F keert om, Esc gaat terug.
wx-no-spot-here = Zo gedraaid past de steen nergens: draai hem of keer hem om.
wx-must-pass = Er past geen steen: je moet passen. In ruil daarvoor zien de anderen je stenen.
wx-cannot-play = { $name } past nergens.
wx-opening-a = Jij opent: leg een steen naar keuze (geen punten).
wx-opening-b = Kies in het geheim een steen voor het startvierkant.
wx-opening-b-wait = { $name } heeft in het geheim gekozen. Kies jouw steen.
wx-ending = Een plankje is leeg: de ronde wordt uitgespeeld.
wx-placed = { $you ->
    [yes] Jij legt
   *[no] { $name } legt
}
wx-for-points = { " " }voor { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
wx-opening-placed = { $you ->
    [yes] Jij opent met
   *[no] { $name } opent met
}
wx-chose = { $you ->
    [yes] Jij koos:
   *[no] { $name } heeft in het geheim gekozen.
}
wx-reveal-ok = Onthuld: de stenen vormen het startvierkant
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = Het startvierkant lukt niet: jij koos { $mine }, { $name } koos { $theirs }. Geen vier verschillende kleuren, dus beide stenen gaan terug en beiden kiezen opnieuw.
wx-passed = { $you ->
    [yes] Je past. Je stenen worden getoond:
   *[no] { $name } past en laat zijn stenen zien:
}
wx-line-desc = { $axis ->
    [row] horizontaal
   *[column] verticaal
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = dubbele × 2
wx-line-title-row = Horizontale lijn
wx-line-title-column = Verticale lijn
wx-pattern-locked = Patroon vast:
wx-pattern-open = Patroon nog open
wx-line-length = { $n ->
    [one] { $n } vakje
   *[other] { $n } vakjes
}
wx-no-line = geen lijn (los vakje)
wx-announce-place = { $you ->
    [yes] Jij legt
   *[no] { $name } legt
} { $tile } en scoort { $n }.
wx-announce-pass = { $you ->
    [yes] Je past.
   *[no] { $name } past.
}
wx-announce-over = Het spel is uit. { $result }
wx-game-over = Het spel is uit
wx-end-out = { $you ->
    [yes] Jij hebt
   *[no] { $name } heeft
} alle stenen gelegd; de ronde is uitgespeeld.
wx-end-blocked = Niemand kan nog leggen.
wx-col-name = Speler
wx-col-score = Punten
wx-col-left = Stenen over
wx-col-penalty = Strafpunten
wx-col-final = Eindstand
wx-penalty-rule = Strafpunten voor overgebleven stenen: 5 per dubbele, 25 per andere steen.
wx-won = Je wint met { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}!
wx-shared = Gedeelde winst: { $names }.
wx-lost = { $names } { $count ->
    [one] wint
   *[other] winnen
}.

wx-rules-title = Wu Hsing: de regels hier
wx-rules-h-material = Stenen en delen
wx-rules-material =
    Wu Hsing is Sid Sacksons „Domino Bead Game” met de vijf elementen: <b>water</b> (blauw), <b>vuur</b> (rood), <b>hout</b> (groen), <b>metaal</b> (wit) en <b>aarde</b> (geel). Elke helft draagt ook zijn teken, zodat het spel ook zonder kleurenzien werkt.

    - 30 stenen: elk van de 15 kleurparen (5 dubbele, 10 gemengde) twee keer.
    - Met twee spelers krijgt ieder 14 stenen, met drie 9 (één steen gaat ongezien terug in de doos), met vier 7. Twee stenen blijven over voor het startvierkant.
    - De stenen van de anderen zijn verborgen; in de instellingen kun je open stenen kiezen.
wx-rules-h-start = Het startvierkant
wx-rules-start =
    - De twee overgebleven stenen liggen lange kant tegen lange kant als een vierkant van 2 × 2 vakjes open in het midden.
    - Het vierkant moet vier verschillende kleuren tonen; anders wordt alles opnieuw geschud en gedeeld.
    - Het startvierkant levert geen punten op. Wie begint, wordt door loting bepaald; in een reeks schuift de eerste beurt door naar de volgende plaats.
wx-rules-h-lines = Lijnen en patronen
wx-rules-lines =
    - Een <b>lijn</b> is een ononderbroken reeks bezette vakjes in een rij of kolom, zoals in een kruiswoordpuzzel. Een leeg vakje beëindigt haar; een vakje zonder buren is een lijn met lengte 1.
    - Een lijn is geldig als ze een stuk is van een eindeloos herhaald <b>patroon</b> van verschillende kleuren: zodra een kleur terugkomt, moet de hele reeks zich op die afstand herhalen. Een lijn zonder herhaalde kleur is altijd geldig.

    ~ Voorbeelden (elke letter een kleur): ABCABC geldig; ABCB ongeldig; AAB ongeldig; AA en AAA geldig; ABA geldig; ABB ongeldig; ABCDE geldig; ABCDEA geldig; ABCDEB ongeldig; ABCBA ongeldig; ABCDAB geldig.
wx-rules-h-move = Een zet
wx-rules-move =
    - Leg een steen van je plankje op twee lege, aangrenzende vakjes, horizontaal of verticaal, met de kleuren in de volgorde die je wilt. Elke lijn door een van de nieuwe vakjes moet geldig blijven.
    - Door een nieuwe steen lopen precies drie lijnen: één in de lengte van de steen en één dwars door elk van zijn vakjes. Een lijn is <b>verlengd</b> als ze ook een eerder gelegd vakje bevat. Minstens twee van de drie moeten verlengd zijn.
    - Een gat opvullen mag als de samengevoegde lijn geldig is; die telt als één verlengde lijn.
    - Hoogstens drie stenen mogen naast elkaar liggen: een rij evenwijdige stenen die precies dezelfde twee rijen (of kolommen) bedekken, is hoogstens drie lang. Het startvierkant is zo'n rij van twee.
wx-rules-h-score = Punten
wx-rules-score =
    Vermenigvuldig de lengtes van de verlengde lijnen (in vakjes, de nieuwe meegerekend). Een dubbele telt dubbel.

    ~ Voorbeelden: 3 × 4 × 5 = 60; een dubbele die twee lijnen van vijf verlengt: 5 × 5 × 2 = 50.
wx-rules-h-pass = Passen
wx-rules-pass =
    - Wie kan leggen, moet leggen.
    - Kun je niet leggen, dan pas je deze beurt en laat je de anderen je stenen zien. Je speelt later weer mee zodra er een zet mogelijk is.
wx-rules-h-end = Einde van het spel
wx-rules-end =
    - Legt iemand zijn laatste steen, dan wordt de lopende ronde afgemaakt, zodat iedereen even vaak aan de beurt is geweest. Wie geen stenen meer heeft, slaat over.
    - Het spel eindigt ook als niemand meer kan leggen.
    - Stenen die in de hand overblijven, kosten 5 punten per dubbele en 25 per andere steen.
    - Het hoogste totaal wint; bij gelijke totalen wordt de winst gedeeld.
wx-rules-h-variants = Spelvormen
wx-rules-variants =
    - Met twee spelers met elk 15 stenen (van elke soort één), zonder startvierkant. Ofwel legt wie begint een steen naar keuze zonder punten, ofwel kiezen beiden in het geheim een steen, die samen onthuld het startvierkant vormen (vier kleuren, anders kiezen beiden opnieuw).
    - Open stenen voor 2, 3 of 4 spelers.
wx-rules-h-controls = Zo speel je hier
wx-rules-controls =
    - Kies onderaan een steen van je plankje; stenen die passen springen eruit, lichten op en hebben een stip. Het speelveld toont dan de plekken waar hij kan liggen, met hun punten.
    - <kbd>R</kbd> draait de steen, <kbd>F</kbd> keert hem om, <kbd>Esc</kbd> legt hem terug.
    - Met het toetsenbord ga je met de pijltjestoetsen of <kbd>Tab</kbd> langs je stenen, kies je er een met <kbd>Enter</kbd>, ga je met de pijltjestoetsen langs de plekken en leg je de steen met <kbd>Enter</kbd>. Op het speelveld tonen de pijltjestoetsen de lijnen door elk vakje.
    - <kbd>+</kbd> en <kbd>−</kbd> zoomen, <kbd>0</kbd> toont het hele speelveld; versleep het met de muis of je vinger.
    - Een schermlezer leest elke zet en de punten voor.
wx-rules-h-tips = Tips om te winnen
wx-rules-tips =
    - Lange lijnen lonen: een lijn van vijf vakjes is een factor 5. Zoek plekken waar twee lange lijnen elkaar kruisen.
    - Dubbele stenen tellen dubbel maar kosten aan het einde maar 5: bewaar ze voor een grote zet.
    - Raak gemengde stenen op tijd kwijt: elke overgebleven steen kost aan het einde 25 punten.
    - Een patroon ligt vast zodra een kleur terugkomt. Houd lijnen open waar jouw stenen in passen, en sluit de lijnen af die je tegenstander helpen.

## Hus (hus.html)

hus-board =
    .aria-label = Bord
hus-embed-iframe-title = Hus tegen de computer
hus-embed-link-text = Hus van Gamut
hus-loading = De zaadjes worden uitgezet …
hus-first = Wie begint
hus-first-lot = Door loting
hus-first-you = Jij
hus-first-computer = De computer
hus-series = Spelvorm
hus-series-single = Eén spel
hus-series-points = Reeks op punten
hus-series-best_of_7 = Beste van 7
hus-series-help-single = Eén spel. Wie de ander geen kuiltje met minstens 2 zaadjes laat, wint.
hus-series-help-points = Na elk spel krijgt ieder de zaadjes aan zijn kant als punten (alle 48: dubbel). Wie het eerst het doel haalt, wint de reeks. De eerste zet wisselt.
hus-series-help-best_of_7 = Wie het eerst vier spellen wint, wint de reeks. De eerste zet wisselt.
hus-target = Spelen tot
hus-rules-legend = Regelvarianten
hus-rule-fixed_opening = Vaste opening: de eerste zet is binnen 8 (het voorste paar)
hus-rule-anticlockwise = Tegen de klok in zaaien
hus-rule-capture_sow_captured_only = Na het slaan alleen de geslagen zaadjes zaaien
hus-rule-capture_needs_both = Alleen slaan als beide kuiltjes tegenover zaadjes hebben
hus-rule-short-fixed_opening = vaste opening
hus-rule-short-capture_sow_captured_only = alleen geslagen zaadjes zaaien
hus-rule-short-capture_needs_both = slaan alleen bij twee volle kuiltjes
hus-tempo-instant = Zonder animatie
hus-you = Jij
hus-computer = Computer
hus-row-0 = Computer, buitenste rij
hus-row-1 = Computer, binnenste rij
hus-row-2 = Jouw binnenste rij
hus-row-3 = Jouw buitenste rij
hus-pit-name = { $row ->
    [i] binnen
   *[o] buiten
} { $col }
hus-pit-label = { $name }: { $n ->
    [one] { $n } zaadje
   *[other] { $n } zaadjes
}
hus-pit-theirs = Computer, { $label }
hus-reason-empty = leeg
hus-reason-single = maar één zaadje
hus-reason-endless = eindeloos: deze zet stopt nooit
hus-reason-opening = vaste opening: de eerste zet moet binnen 8 zijn
hus-preview = eindigt op { $end }, { $laps ->
    [one] { $laps } etappe
   *[other] { $laps } etappes
}, { $sown } gezaaid, { $captured ->
    [0] slaat niets
    [one] slaat { $captured } zaadje
   *[other] slaat { $captured } zaadjes
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n ->
    [one] { $n } zaadje
   *[other] { $n } zaadjes
} in de hand
hus-capturing = Slaan!
hus-anim-summary = { $you ->
    [yes] Jouw zet
   *[no] De zet van de computer
}: het resultaat kuiltje voor kuiltje
hus-anim-end = { $you ->
    [yes] Jouw zet eindigt hier.
   *[no] De zet van de computer eindigt hier.
}
hus-thinking = De computer denkt na …
hus-seeds = { $n ->
    [one] { $n } zaadje
   *[other] { $n } zaadjes
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } zege
       *[other] { $n } zeges
    }
   *[other] { $n } ptn
}
hus-seat-label = { $name }: { $seeds ->
    [one] { $seeds } zaadje
   *[other] { $seeds } zaadjes
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } zege
       *[other] { $score } zeges
    }
    [points] , { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
   *[none] {""}
}{ $toMove ->
    [yes] , aan zet
   *[no] {""}
}
hus-single = Eén spel
hus-points-info = Spel { $game } · tot { $to ->
    [one] { $to } punt
   *[other] { $to } punten
}
hus-best-of-7-info = Spel { $game } · beste van 7
hus-level-short = Niveau { $level }
hus-dir-clock = met de klok mee
hus-dir-anti = tegen de klok in
hus-play = Kies een kuiltje
hus-wait = De computer is aan zet …
hus-skip = Overslaan
hus-next-game = Volgend spel
hus-your-turn = Jij bent aan zet: kies een van je kuiltjes met minstens 2 zaadjes.
hus-your-turn-opening = Vaste opening: je eerste zet is binnen 8.
hus-choose-pit = Kies een van je kuiltjes met minstens 2 zaadjes.
hus-cannot-play = { $why ->
    [none] { $pit } kan niet gespeeld worden.
   *[other] { $pit } kan niet gespeeld worden: { $why }.
}
hus-move-line = { $you ->
    [yes] Jij speelt
   *[no] De computer speelt
} { $pit }: { $laps ->
    [one] { $laps } etappe
   *[other] { $laps } etappes
}, { $sown } gezaaid, eindigt op { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } zaadje geslagen
   *[other] , { $captured } zaadjes geslagen
}.
hus-game-won = Je wint het spel!
hus-game-lost = De computer wint het spel.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Je hebt alleen nog eindeloze zetten.
       *[no] De computer heeft alleen nog eindeloze zetten.
    }
   *[other] { $youLost ->
        [yes] Je hebt geen kuiltje met minstens 2 zaadjes meer.
       *[no] De computer heeft geen kuiltje met minstens 2 zaadjes meer.
    }
}
hus-seed-counts = Zaadjes: Jij { $you } · Computer { $them }
hus-game-points = Punten dit spel: Jij { $you } · Computer { $them }
hus-series-standing = { $kind ->
    [best_of_7] Reeks: Jij { $you } · Computer { $them } zeges (wie er het eerst { $to } heeft, wint)
   *[other] Reeks: Jij { $you ->
        [one] { $you } punt
       *[other] { $you } punten
    } · Computer { $them ->
        [one] { $them } punt
       *[other] { $them } punten
    } (tot { $to })
}
hus-match-won = Je wint met { $seeds ->
    [one] { $seeds } zaadje
   *[other] { $seeds } zaadjes
}!
hus-match-lost = De computer wint met { $seeds ->
    [one] { $seeds } zaadje
   *[other] { $seeds } zaadjes
}.
hus-series-won = Je wint de reeks!
hus-series-lost = De computer wint de reeks.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, buitenste rij
   *[i] { $name }, binnenste rij
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = De zet van { $name }: het resultaat kuiltje voor kuiltje
hus-anim-end-of = De zet van { $name } eindigt hier.
hus-move-line-of = { $name } speelt { $pit }: { $laps ->
    [one] { $laps } etappe
   *[other] { $laps } etappes
}, { $sown } gezaaid, eindigt op { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } zaadje geslagen
   *[other] , { $captured } zaadjes geslagen
}.
hus-game-won-by = { $name } wint het spel.
hus-end-reason-of = { $reason ->
    [only_endless] { $name } heeft alleen nog eindeloze zetten.
   *[other] { $name } heeft geen kuiltje met minstens 2 zaadjes meer.
}
hus-seed-counts-of = Zaadjes: Jij { $you } · { $name } { $them }
hus-game-points-of = Punten dit spel: Jij { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Reeks: Jij { $you } · { $name } { $them } zeges (wie er het eerst { $to } heeft, wint)
   *[other] Reeks: Jij { $you ->
        [one] { $you } punt
       *[other] { $you } punten
    } · { $name } { $them ->
        [one] { $them } punt
       *[other] { $them } punten
    } (tot { $to })
}
hus-match-won-by = { $name } wint met { $seeds ->
    [one] { $seeds } zaadje
   *[other] { $seeds } zaadjes
}.
hus-series-won-by = { $name } wint de reeks.

hus-rules-title = Hus: de regels hier
hus-rules-h-board = Het bord
hus-rules-board =
    Hus is een mancalaspel uit Namibië voor twee. Het bord heeft vier rijen van acht <b>kuiltjes</b>. De twee rijen aan jouw kant zijn van jou: de buitenste aan de rand en de binnenste naar het midden. Je 16 kuiltjes vormen een kring.

    - Ieder telt de kolommen vanaf zijn eigen linkerkant: 1 tot 8. Kuiltjes „tegenover” elkaar liggen in dezelfde kolom van het bord.
    - Bij het begin heeft elk buitenste kuiltje 2 zaadjes; in de binnenste rij hebben de kolommen 5 tot 8 er elk 2 en zijn de kolommen 1 tot 4 leeg. 24 zaadjes per kant, 48 in totaal.
hus-rules-h-sow = Zaaien
hus-rules-sow =
    - Een zet neemt alle zaadjes uit een van je kuiltjes met minstens 2. Een kuiltje met 0 of 1 zaadje kun je nooit kiezen.
    - De zaadjes worden een voor een gezaaid, met de klok mee en alleen in je eigen kring, te beginnen bij het kuiltje na het geleegde: langs de buitenste rij van rechts naar links, bij kolom 1 omhoog naar de binnenste rij, die van links naar rechts, bij kolom 8 omlaag naar de buitenste.
    - Valt het laatste zaadje in een leeg kuiltje, dan eindigt de zet.
    - Valt het in een kuiltje dat al zaadjes had, in de buitenste rij: neem alle zaadjes van dat kuiltje en zaai verder.
    - In de binnenste rij, als het binnenste kuiltje van je tegenstander tegenover zaadjes heeft: je <b>slaat</b> (zie hieronder). Is het leeg, dan neem je de zaadjes van je eigen kuiltje en zaai je verder.
hus-rules-h-capture = Slaan
hus-rules-capture =
    - Neem de zaadjes van het kuiltje waar het laatste zaadje viel, plus alle zaadjes van het binnenste en buitenste kuiltje van je tegenstander tegenover (het buitenste ook als het leeg is). Zaai ze allemaal verder vanaf het volgende kuiltje van je kring, volgens dezelfde regels.
    - Slaan mag vanaf de eerste zet.
    - Zaadjes komen alleen door slaan aan de andere kant.
hus-rules-h-endless = Eindeloze zetten
hus-rules-endless =
    Sommige zetten stoppen nooit: het doorzaaien komt steeds weer in dezelfde stand terug. Zo'n zet is niet toegestaan; het bord laat bij het kuiltje zien waarom het niet kan.
hus-rules-h-end = Einde van het spel
hus-rules-end =
    - Heeft een speler na een zet geen kuiltje met minstens 2 zaadjes meer, dan is het spel meteen uit en verliest die speler.
    - Wie aan zet is en alleen eindeloze zetten heeft, verliest ook.
    - Wie het eerste spel begint, wordt door loting bepaald; in een reeks wisselt de eerste zet.
hus-rules-h-series = Reeksen
hus-rules-series =
    - Na elk spel krijgt elke speler de zaadjes aan zijn kant als punten. Wie alle 48 zaadjes heeft, krijgt dubbel (96), de ander niets.
    - In de instellingen kies je één spel, een reeks tot een aantal punten of beste van 7 (wie het eerst vier spellen wint).
hus-rules-h-options = Regelvarianten
hus-rules-options =
    - Vaste opening: de eerste zet van elke speler is het binnenste kuiltje in kolom 8, het voorste paar.
    - Andere bekende regels, elk naar keuze: tegen de klok in zaaien; na het slaan alleen de geslagen zaadjes zaaien (je eigen kuiltje houdt de zijne); alleen slaan als beide kuiltjes tegenover zaadjes hebben.
hus-rules-h-controls = Zo speel je hier
hus-rules-controls =
    - Je kuiltjes liggen onderaan. Kuiltjes die je kunt spelen, zijn gemarkeerd; wijs er een aan om onder het bord te zien waar de zet eindigt en wat hij slaat.
    - Met het toetsenbord ga je met de pijltjestoetsen van kuiltje naar kuiltje en speel je met <kbd>Enter</kbd>.
    - De hoofdknop slaat de animatie van een zet over. Een schermlezer leest elke zet voor.
hus-rules-h-tips = Tips om te winnen
hus-rules-tips =
    - Lange reeksen van doorzaaien kunnen veel zaadjes slaan: kijk voor elke zet naar de vooruitblik.
    - Houd je binnenste rij gevuld, daar wordt geslagen, en laat tegenover je tegenstander weinig liggen.
    - Het spel wint wie de ander geen zet laat: tel mee hoeveel kuiltjes met 2 of meer zaadjes hij nog heeft.

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    Domino met het dubbel-zes-spel draait om passende getallen aanleggen: elke steen heeft twee helften, en je legt een steen aan waarvan één helft past bij een open einde van de rij. Wie als eerste al zijn stenen kwijt is, of de anderen met de meeste ogen laat zitten, krijgt de punten. Je speelt op drie klassieke manieren: Kopen, waarbij je stenen uit de pot neemt als er niets past; Blokkeren, waarbij je gewoon past; en Vijven, waarbij je ook punten scoort zodra de open einden samen een veelvoud van vijf zijn. Speel hier tegen de computer of online met vrienden, met z'n vieren op z'n hoogst, ieder aan zijn eigen scherm.
faq-dominoes-title = Vragen over domino
faq-dominoes-1-q = Hoeveel stenen krijgt elke speler?
faq-dominoes-1-a =
    Met twee spelers krijgt ieder er in elke spelvorm 7. Bij Kopen en Vijven krijgen drie of vier spelers er elk 5. Bij Blokkeren krijgt iedereen er 7.
faq-dominoes-2-q = Wie begint?
faq-dominoes-2-a =
    In de eerste ronde legt de speler met de hoogste dubbele die als eerste. Heeft niemand een dubbele, dan begint de zwaarste steen. Daarna begint de winnaar van de vorige ronde met een steen naar keuze.
faq-dominoes-3-q = Wat is de spil?
faq-dominoes-3-a =
    Bij Vijven is de eerste gelegde dubbele de spil. Zodra beide lange kanten een steen hebben, kan aan alle vier de kanten worden aangelegd, dus de tafel kan tot vier open einden hebben.
faq-dominoes-4-q = Hoe wordt er bij Vijven geteld?
faq-dominoes-4-a =
    Na elke zet worden de open einden opgeteld. Een dubbele aan een einde telt met beide helften. Is de som een veelvoud van 5, dan krijgt de speler die net heeft gelegd meteen zoveel punten. Ook wie al zijn stenen legt of een vastgelopen ronde wint, scoort, afgerond op de dichtstbijzijnde 5.
faq-dominoes-5-q = Wat gebeurt er als niemand meer kan aanleggen?
faq-dominoes-5-a =
    Dan zit de ronde vast. De speler met de minste ogen in de hand wint de ronde en krijgt de ogen van de andere handen min zijn eigen. Hebben meerdere spelers evenveel en de minste, dan scoort niemand.
faq-dominoes-6-q = Kan ik online met vrienden spelen?
faq-dominoes-6-a =
    Ja. Kies in de instellingen „Online met vrienden” en deel de link. Een kamer heeft 2 tot 4 plaatsen, de computer kan lege plaatsen vullen, en de server deelt de stenen, zodat iedereen alleen zijn eigen stenen ziet.

intro-hus =
    Hus is de grote mancala uit Namibië, een spel voor twee op een bord met vier rijen van acht kuiltjes. Ieder zaait in een kring over zijn eigen twee rijen, zaait door zolang het laatste zaadje in een gevuld kuiltje valt, en slaat vanuit zijn binnenste rij de zaadjes van de tegenstander. Wie de ander alleen nog kuiltjes met losse zaadjes laat, wint.

    In Namibië wordt Hus nog altijd gespeeld en het heeft er veel namen: ||hus of Xoros bij de Nama en Damara, Owela, Otjitoto, Wera of Ogoro in andere talen van het land, „Lochspiel” in het Duits. Speel hier tegen de computer: één spel, een reeks op punten of beste van 7.
faq-hus-title = Vragen over Hus
faq-hus-1-q = Waar komt Hus vandaan?
faq-hus-1-a =
    Hus is een mancalaspel met vier rijen uit Namibië. Het wordt er onder meer gespeeld door Damara, Nama, Herero, Kwanyama en Ndonga, bijvoorbeeld als vakantiespel op het platteland. Wanneer het is ontstaan, is niet bekend; mancalaspellen gelden als van Afrikaanse oorsprong.
faq-hus-2-q = Mag ik één los zaadje spelen?
faq-hus-2-a =
    Nee. Een zet neemt altijd alle zaadjes uit een kuiltje met minstens 2. Een kuiltje met maar één zaadje mag je nooit kiezen.
faq-hus-3-q = Wanneer is mijn zet voorbij?
faq-hus-3-a =
    Pas als je laatste zaadje in een leeg kuiltje valt. Landt het in een kuiltje met zaadjes, dan neem je ze allemaal en zaai je verder vanaf het volgende kuiltje, ook na het slaan. Zo kan één zet meerdere keren rond je kring gaan.
faq-hus-4-q = Wanneer sla ik de zaadjes van mijn tegenstander?
faq-hus-4-a =
    Als je laatste zaadje in een gevuld kuiltje van je binnenste rij valt en het binnenste kuiltje van je tegenstander tegenover zaadjes heeft. Dan neem je je eigen kuiltje en zijn binnenste en buitenste kuiltje in die kolom, het buitenste ook als het leeg is, en zaai je alles verder. In de buitenste rij sla je nooit, en anders dan bij Kalaha slaat een zaadje in een leeg kuiltje niets.
faq-hus-5-q = Zaai ik ook zaadjes aan de kant van mijn tegenstander?
faq-hus-5-a =
    Nee, nooit. Je zaait alleen in je eigen kring van 16 kuiltjes. Zaadjes komen alleen door slaan aan de andere kant.
faq-hus-6-q = Wie wint?
faq-hus-6-a =
    Wie de tegenstander geen kuiltje met minstens 2 zaadjes laat: hij kan niet meer zetten en verliest. Hus heeft geen verzamelkuilen. In een reeks krijgt elke speler na het spel de zaadjes aan zijn kant als punten, en wie alle 48 heeft, krijgt dubbel.

intro-wuhsing =
    Wu Hsing is een legspel met dominostenen in vijf kleuren, de Chinese „vijf fasen”: water, vuur, hout, metaal en aarde. Net als in een kruiswoordpuzzel vormen de gekleurde vakjes horizontale en verticale lijnen, en elke lijn volgt een kleurpatroon. Elke steen moet minstens twee lijnen passend verlengen; de lengtes van die lijnen worden met elkaar vermenigvuldigd, en dat zijn je punten.

    Sid Sackson publiceerde het spel in 1969 als „Domino Bead Game” in zijn boek „A Gamut of Games”; franjos bracht het in 1992 uit als doosspel „Wu Hsing”. Speel hier tegen de computer, met twee, drie of vier spelers.
faq-wuhsing-title = Vragen over Wu Hsing
faq-wuhsing-1-q = Waar komt Wu Hsing vandaan?
faq-wuhsing-1-a =
    Sid Sackson heeft het bedacht: in 1969 verscheen het als „Domino Bead Game” in zijn boek „A Gamut of Games”, een bundel van 40 spellen. De Duitse uitgave „Wu Hsing” kwam in 1992 uit bij franjos; in Frankrijk heette het „Connexion”. De naam staat voor de vijf fasen uit het Chinese denken, die de vijf kleuren laten zien.
faq-wuhsing-2-q = Wat is een patroon?
faq-wuhsing-2-a =
    Elke horizontale en verticale lijn moet een reeks kleuren voortzetten. Zodra een kleur in een lijn terugkomt, ligt het patroon vast, en de lijn moet het op dezelfde afstand blijven herhalen. Zolang er geen kleur terugkomt, is de lijn nog open.
faq-wuhsing-3-q = Waar mag ik een steen leggen?
faq-wuhsing-3-a =
    Op twee lege, aangrenzende vakjes, zodat minstens twee van de drie lijnen door de steen eerder gelegde vakjes verlengen en elke lijn bij haar patroon past. Een gat mag je opvullen als de samengevoegde lijn geldig is. Hoogstens drie stenen mogen met hun lange kanten naast elkaar liggen.
faq-wuhsing-4-q = Hoe worden de punten geteld?
faq-wuhsing-4-a =
    De lengtes van alle verlengde lijnen worden met elkaar vermenigvuldigd, de nieuwe steen meegerekend: 3 × 4 × 5 = 60. Een dubbele telt dubbel, bijvoorbeeld 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Wat gebeurt er als ik niet kan leggen?
faq-wuhsing-5-a =
    Wie kan leggen, moet leggen. Kun je het niet, dan pas je deze beurt en laat je de anderen je stenen zien. Zodra er weer een zet voor je is, speel je weer mee.
faq-wuhsing-6-q = Wanneer is het spel uit?
faq-wuhsing-6-a =
    Legt iemand zijn laatste steen, dan wordt de ronde uitgespeeld; het spel eindigt ook als niemand meer kan leggen. Overgebleven stenen kosten 5 punten per dubbele en 25 per andere steen. De meeste punten winnen.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Speler { $n }
seat-kind-computer = De computer
seat-kind-person = Iemand aan dit apparaat
person-name-label = Naam van speler { $n }
person-default-name = Speler { $n }
# $name: the person the device goes to
handover-title = Geef het apparaat aan { $name }
handover-since = Sinds je laatste beurt:
# $name: the person the device goes to
handover-ready = Ik ben { $name }: toon mijn stenen
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } pakte een steen
    [pass] { $name } paste
    [next] Er is een nieuwe ronde gedeeld
   *[play] { $name } legde { $move }
}
people-wins-title = Overwinningen tussen personen
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } overwinningen
# $name: the person whose turn it is
person-turn = { $name } is aan de beurt.

## Online with friends (js/online/)
online-open = Online met vrienden
online-name = Je naam
online-create = Kamer maken
online-join = Meedoen
online-invite = Uitnodigingslink – stuur hem naar je vrienden
online-copy = Link kopiëren
online-copied = Gekopieerd
online-start = Beginnen
online-leave = Kamer verlaten
online-room = Kamer
online-record = Partij downloaden
online-start-early = Je kunt nu beginnen: de computer neemt de vrije plaatsen.
online-start-full = Alle plaatsen zijn bezet: start wanneer jullie klaar zijn.
online-wait-host = Wachten tot de gastheer begint.
online-seat-open = Vrije plaats
online-seat-computer = Computer
online-seat-computer-n = Computer { $n }
online-you = jij
online-away = niet verbonden
online-to-move = aan zet
online-connecting = Verbinden…
online-reconnecting = Verbinding verbroken – opnieuw verbinden…
online-connected = Verbonden
online-stats = Online partijen gewonnen: { $won } van { $played }
online-name-missing = Vul je naam in.
online-error-not-found = Deze kamer bestaat niet (meer).
online-error-full = Deze kamer heeft geen vrije plaats.
online-error-rate-limited = Te snel – probeer het zo opnieuw.
online-error-refused = De server heeft dat niet aangenomen.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Spel
online-info-rules = Regels
online-info-host = Gastheer
online-info-seats = Plaatsen
online-room-started = De partij is al begonnen en alle plaatsen zijn bezet: je kunt meekijken.
online-watch = Meekijken
online-stop-watching = Stoppen met kijken
online-watching = Je kijkt mee.
online-watching-end = De partij is voorbij.
online-next-rules = Regels van de volgende partij
online-again-with = Opnieuw spelen met deze regels
online-again = Opnieuw spelen
# $names: the people the room waits for (a list)
online-waiting-for = Wachten op { $names } …
online-twice = Deze plaats is ook in een ander tabblad open.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Gewonnen partijen: { $tally }
online-spectators = { $n ->
    [one] { $n } kijkt mee
   *[other] { $n } kijken mee
}
online-cover = Laat de computer spelen
online-cover-label = Laat de computer spelen voor { $name }
online-computer-plays = de computer speelt
online-ready = klaar
online-asked = wil nog een keer
online-note-left = { $name } is vertrokken; de computer speelt voor { $name }.
online-note-covered = De computer speelt voor { $name } tot { $name } terugkomt.
online-note-back = { $name } is terug.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } heeft de regels van de volgende partij vastgelegd: { $rules }.
online-confirm-leave-running = De partij verlaten? De computer neemt je plaats in en speelt voor je verder. Je kunt niet terug naar deze plaats.
online-confirm-leave-over = De kamer verlaten? Je vrienden kunnen zonder jou verder spelen.
online-confirm-leave-lobby = De kamer verlaten? Je plaats komt weer vrij.
online-leave-match = Partij verlaten
online-stay = Blijven
online-error-busy = De server heeft het nu druk – probeer het zo nog eens.
online-error-gone = Je bent niet meer in deze kamer: hij is gesloten, of deze plaats is in een ander tabblad opgegeven.
dom-round-opens = Ronde { NUMBER($round) }: { $name } begint.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Zaadjes: { $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = Kleuren
theme-system = Zoals op dit apparaat
theme-light = Licht
theme-dark = Donker
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Buiten spel
dom-out-count = { $n ->
    [one] { $n } steen
   *[other] { $n } stenen
}

## replay
replay-open = Terugkijken
replay-title = Een afgelopen partij terugkijken
replay-help = De laatste 20 afgelopen partijen op dit apparaat, de nieuwste eerst, of een geëxporteerd partijbestand.
replay-none = Er is nog geen afgelopen partij bewaard op dit apparaat.
replay-open-file = Partijbestand openen
replay-file-bad = Dit bestand is geen partij.
replay-other-game = Dit is een partij { $game }: open die op de pagina van dat spel.
replay-refused = Deze partij kan niet worden teruggekeken: { $reason }
replay-not-online = Terugkijken kan pas als je de onlinekamer hebt verlaten.
replay-won = gewonnen
replay-lost = verloren
replay-moves = { $n ->
    [one] { $n } zet
   *[other] { $n } zetten
}
replay-online = via internet
replay-bar = Terugkijken
replay-first = Eerste zet
replay-back = Eén zet terug
replay-forward = Eén zet vooruit
replay-last = Laatste zet
replay-slider = Zet
replay-view = Weergave
replay-close = Terugkijken sluiten
replay-position = Zet { $ply } van { $plies }
replay-seat = Plaats { $n }
replay-seat-you = Plaats { $n } (jij)
replay-all-hands = Alle handen open
replay-seat-computer = Plaats { $n } (computer)

## take-back and hint
help-take-back = Terugnemen
help-hint = Aanwijzing
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Eén zet teruggenomen.
   *[other] { $n } zetten teruggenomen.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Opnieuw pakken geeft dezelfde steen: de pot houdt zijn volgorde.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Aanwijzing: { $move }
# the first tile of a round, as a hint
help-hint-open = openen met { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = gewonnen met hulp: { NUMBER($won) } van { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = De laatste zet van { $name } terugnemen? Iedereen aan deze tafel moet akkoord gaan.
