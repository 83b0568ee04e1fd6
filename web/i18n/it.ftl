# Gamut: testi in italiano (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as en.ftl (tests/test_i18n_keys.py checks it); see de.ftl's head for
# the conventions (prefixes, block texts of the rules, $you = "yes" | "no").
# Terms: tessera, doppio, pozzo, pescare, passare, punti; Hus: buca, seme, seminare,
# catturare; Wu Hsing: tessera, casella, linea, motivo, leggio.

## Shared

language = Lingua
games-nav =
    .aria-label = Giochi
game-dominoes = Domino
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Nuova partita
settings = Impostazioni
settings-title = Impostazioni di gioco
close = Chiudi
rules = Regole
rules-toc =
    .aria-label = Indice
your-tiles = Le tue tessere
loading-stage-runtime = Caricamento di Python …
loading-stage-pyodide = Caricamento di Python …
loading-stage-stdlib = Caricamento di Python …
loading-stage-packages = Caricamento dei pacchetti …
loading-stage-micropip = Caricamento dei pacchetti …
loading-stage-wheel = Installazione del gioco …
loading-stage-install = Installazione del gioco …
loading-stage-game = Installazione del gioco …
loading-stage-ready = Pronto
load-failed = Python non è riuscito ad avviarsi: { $msg }
reload = Ricarica
level = Livello del computer
level-easy = Facile
level-medium = Medio
level-hard = Difficile
tempo = Ritmo
tempo-slow = Lento
tempo-normal = Normale
tempo-fast = Veloce
players-label = Giocatori
players-option = { $n } giocatori
stats-title = Partite vinte
stats-line = { NUMBER($won) } su { NUMBER($played) }
saves-title = Salvataggi su file
saves-help = Conserva impostazioni, partite in corso e statistiche in un file, così non perdi nulla se il browser cancella i suoi dati.
saves-export-all = Esporta tutto
saves-export-game = Esporta la partita in corso
saves-import = Importa un file
saves-exported = Salvato come { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Salvato come { $name }. Il file mostra le tessere di tutti i giocatori, anche quelle del computer.
saves-no-game = Nessuna partita in corso.
saves-imported = Importato. La pagina si ricarica …
saves-import-failed = Non importato.
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-salvataggio
saves-file-game = gamut-{ $game }-partita

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] Non è stato possibile recuperare impostazioni e statistiche.
   *[no] Impostazioni e statistiche sono conservate.
}
save-some-game = una partita
save-problem-unreadable = I dati salvati erano danneggiati e sono stati azzerati. { save-kept }
save-problem-wrong-type = I dati salvati avevano un formato sconosciuto e sono stati azzerati. { save-kept }
save-problem-future-version = I dati salvati provengono da una versione più recente; qui le partite in corso non si possono riprendere. { save-kept }
save-problem-old-version = I dati salvati provengono da una versione vecchia che non si può recuperare. { save-kept }
save-problem-bad-settings = Le impostazioni salvate erano danneggiate; valgono quelle predefinite.
save-problem-bad-stats = Una parte delle statistiche era danneggiata ed è stata scartata.
save-problem-bad-game = La partita salvata ({ $name }) era danneggiata. Inizia una nuova partita; le statistiche sono conservate.
save-problem-other-game = Il salvataggio di { $name } conteneva un altro gioco. Inizia una nuova partita; le statistiche sono conservate.
save-problem-rejected = Non è stato possibile riprendere la partita salvata ({ $name }). Inizia una nuova partita; le statistiche sono conservate.
save-problem-unavailable = Questo browser non permette di salvare qui: la partita e le statistiche vanno perse quando chiudi la pagina.
save-problem-quota = Salvataggio non riuscito (lo spazio del browser è pieno o bloccato).
save-notice-ok = Va bene
update-ready = È disponibile una nuova versione
update-reload = Ricarica
update-dismiss = Chiudi
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Un momento: il gioco si sta ancora avviando…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python si sta avviando: la partita riprende tra un momento…

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = Il file è vuoto.
saves-problem-too-big = Il file è troppo grande per un salvataggio.
saves-problem-not-json = Il file non è JSON valido (danneggiato o troncato?).
saves-problem-not-gamut = Il file non è un salvataggio di Gamut.
saves-problem-unreadable = Il file non è un salvataggio di Gamut leggibile.
saves-problem-unknown-game = Il file contiene una partita di tipo sconosciuto.
saves-problem-bad-record = La partita ({ $name }) nel file è danneggiata.
saves-problem-bad-game = La partita ({ $name }) nel file è danneggiata o appartiene a un altro gioco; non viene presa.
saves-problem-bad-settings = Le impostazioni nel file sono danneggiate e non vengono prese.
saves-problem-bad-stats = Una parte delle statistiche nel file è danneggiata e non viene presa.
saves-problem-future-version = Il file proviene da una versione più recente: vengono prese solo impostazioni e statistiche.
saves-problem-quota = Salvataggio non riuscito (lo spazio del browser è pieno o bloccato).
saves-problem-nothing = Il file non contiene nulla che si possa prendere.
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] Così inizia una nuova partita. La partita in corso finisce e conta come persa.
   *[no] Così inizia una nuova partita. La partita in corso finisce.
}
confirm-yes = Nuova partita
confirm-no = Annulla
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = La partita è andata avanti in un’altra scheda: questa scheda ora mostra a che punto è.
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] Tu
    [1] { $seats ->
        [2] Computer
       *[other] Ovest
    }
    [2] { $seats ->
        [3] Est
       *[other] Nord
    }
   *[other] Est
}
tiles = { $n ->
    [one] { $n } tessera
   *[other] { $n } tessere
}
points = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
seat-label = { $name }: { $tiles ->
    [one] { $tiles } tessera
   *[other] { $tiles } tessere
}, { $score ->
    [one] { $score } punto
   *[other] { $score } punti
}{ $toMove ->
    [yes] , di turno
   *[no] {""}
}
pass = Passo
rematch = Rivincita
retry = Riprova
wait = Tocca a { $name } …
not-your-turn = Aspetta il tuo turno.
empty-hand = nessuna tessera
last-tile = giocata per ultima
load-error = Non è stato possibile riprendere la partita salvata. Inizia una nuova partita.
worker-restarted = Il motore del gioco non rispondeva più ed è stato riavviato. La partita riprende da dove era stata salvata.
error = Errore: { $msg }
error-illegal-move = Questa mossa non è consentita.
error-bad-record = La partita è danneggiata o incompleta.
error-bad-record-at = La mossa { $n } non rispetta le regole.
error-bad-options = Le impostazioni della partita non sono valide.
error-engine = Il motore del gioco non è riuscito a farlo.
error-engine-lost = Il motore del gioco non risponde più.
error-engine-start = Il motore del gioco non è riuscito ad avviarsi.
toc-rules = Regole
toc-controls = Comandi
toc-tips = Consigli
toc-modes = Varianti
toc-faq = Domande

## Dominoes (index.html)

dom-table =
    .aria-label = Tavolo
dom-loading = Distribuzione delle tessere …
dom-opponent = Gioca contro
dom-opponent-computer = Computer
dom-opponent-online = Online con gli amici
dom-opponent-people = Persone a questo dispositivo
dom-mode = Variante
dom-mode-draw = Pesca
dom-mode-block = Blocco
dom-mode-fives = Cinquine
dom-mode-help-draw = Se non puoi giocare, peschi dal pozzo finché una tessera non si attacca.
dom-mode-help-block = Se non puoi giocare, passi. Nessuno pesca dal pozzo.
dom-mode-help-fives = Come la Pesca, più punti ogni volta che le estremità aperte fanno un multiplo di 5.
dom-target = Si gioca a
dom-target-option = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
dom-round-info = Mano { NUMBER($round) } · a { NUMBER($target) }
dom-boneyard = Pozzo: { $n }
dom-no-boneyard = Niente pozzo
dom-count = Estremità: { $n }
dom-draw = Pesca
dom-next = Mano successiva
dom-play = Gioca una tessera
dom-your-turn = Tocca a te: gioca una tessera che si attacca.
dom-your-turn-first = Apri tu la mano: gioca la tessera che vuoi.
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = Apri la partita con { $tile }: { $double ->
    [yes] apre il doppio più alto.
   *[no] senza doppi in mano, apre la tessera più pesante.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } apre la mano: una tessera qualsiasi.
dom-person-first-with = { $name } apre la partita con { $tile }: { $double ->
    [yes] apre il doppio più alto.
   *[no] senza doppi in mano, apre la tessera più pesante.
}
dom-must-draw = Nessuna tessera si attacca: pesca dal pozzo.
dom-must-pass = Nessuna tessera si attacca: devi passare.
dom-choose-end = Scegli il posto sul tavolo.
dom-cannot-play = { $tile } non si attacca a nessuna estremità.
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] peschi una tessera
       *[other] peschi { $n } tessere
    }
   *[no] { $n ->
        [one] pesca una tessera
       *[other] pesca { $n } tessere
    }
}
dom-run-play = { $you ->
    [yes] giochi
   *[no] gioca
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] passi
   *[no] passa
}
dom-run = { $name } { $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name } { $actions } (non aveva { $numbers })
dom-seat-act = { $draws ->
    [0] ha passato
   *[other] ha pescato { $draws }{ $passed ->
        [yes] , ha passato
       *[no] {""}
    }
}
dom-log-label = Questa mano finora
dom-place-at = Gioca { $tile } all’estremità { $end ->
    [W] ovest
    [E] est
    [N] nord
   *[S] sud
}{ $fives ->
    [yes] , { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , giocabile
    [no] , non si attacca
   *[other] {""}
}
dom-layout-tile = Tessera { $tile }
dom-spinner = perno
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name } { $you ->
    [yes] giochi
   *[no] gioca
} { $tile }{ $end ->
    [W] {" "}all’estremità ovest
    [E] {" "}all’estremità est
    [N] {" "}all’estremità nord
    [S] {" "}all’estremità sud
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] {" "}{ $you ->
        [yes] e segni
       *[no] e segna
    } { $score }
}.
dom-announce-round = La mano { $round } è finita. { $result }
dom-announce-scores = Punteggio: { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = Fine della mano { $round }
dom-domino-win = { $you ->
    [yes] Hai giocato tutte le tue tessere.
   *[no] { $name } ha giocato tutte le sue tessere.
}
dom-domino-pips = { $raw ->
    [one] Le altre mani hanno { $raw } punto.
   *[other] Le altre mani hanno { $raw } punti.
}
dom-blocked = Il gioco è bloccato: nessuno può giocare.
dom-blocked-win = { $you ->
    [yes] Hai
   *[no] { $name } ha
} meno punti di tutti ({ $own }). Le altre mani hanno { $others } punti: { $others } − { $own } = { $raw }.
dom-blocked-tie = Più mani sono pari con meno punti: nessuno segna.
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] Raggiungi
   *[no] { $name } raggiunge
} l’obiettivo di { $target } punti con questa giocata: nelle Cinquine la partita finisce subito.
dom-rounded = Nelle Cinquine si arrotonda al 5 più vicino: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Segni
   *[no] { $name } segna
} { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
dom-pips-in = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
dom-match-won = Vinci la partita con { $score ->
    [one] { $score } punto
   *[other] { $score } punti
}!
dom-match-lost = { $names } { $count ->
    [one] vince
   *[other] vincono
} la partita.
dom-embed-iframe-title = Domino contro il computer
dom-embed-link-text = Domino di Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Incorpora
embed-title = Incorpora questo gioco
embed-note = Incolla questo codice nella tua pagina. Il link testuale sotto il gioco deve restare.
embed-code-label = Codice HTML da incorporare
copy = Copia
copied = Copiato!
copy-fallback = Il codice è selezionato: copialo con Ctrl+C (⌘+C su Mac).

dom-rules-title = Domino: le regole qui
dom-rules-h-tiles = Tessere e giocatori
dom-rules-tiles =
    Si gioca con il domino doppio sei: 28 tessere, ogni coppia di numeri da 0-0 a 6-6 esattamente una volta. Un <b>doppio</b> come il 4-4 ha lo stesso numero su entrambe le metà. I <b>punti</b> di una tessera sono la somma delle sue due metà. Giocano a turno 2, 3 o 4 giocatori. Scegli una di tre varianti: <b>Pesca</b>, <b>Blocco</b> o <b>Cinquine</b>.
dom-rules-h-deal = La distribuzione
dom-rules-deal =
    - In due, ognuno riceve 7 tessere, in tutte le varianti.
    - In tre o quattro, ognuno riceve 5 tessere nella Pesca e nelle Cinquine, 7 nel Blocco.
    - Nella Pesca e nelle Cinquine le tessere rimaste stanno coperte: sono il <b>pozzo</b>.
    - Nel Blocco le tessere rimaste restano fuori gioco per la mano: nessuno le pesca e nessuno le vede prima della fine della mano.
dom-rules-h-lead = Chi apre
dom-rules-lead =
    - Nella prima mano di una partita apre chi ha il doppio più alto, proprio con quel doppio.
    - Se nessuno ha un doppio, apre la tessera con più punti. A parità di punti vince la tessera con il numero più alto: il 6-3 viene prima del 5-4.
    - Dalla seconda mano in poi apre il vincitore della mano precedente, con la tessera che vuole. Se la mano precedente non ha avuto vincitore, apre il giocatore dopo l’ultimo che ha aperto.
dom-rules-h-move = Una giocata
dom-rules-move =
    - Attacchi una tessera a un’estremità aperta il cui numero corrisponde a una metà della tessera. Se puoi giocare, devi farlo; quale tessera e quale estremità lo scegli tu.
    - I doppi si mettono di traverso. A parte il perno nelle Cinquine (vedi sotto), un doppio è una tessera normale con un’estremità aperta sul lato opposto.
    - Se non puoi giocare: nella Pesca e nelle Cinquine peschi dal pozzo, una tessera dopo l’altra, finché una si attacca, e la giochi. Se il pozzo è vuoto, passi. Nel Blocco passi subito.
    - Nessuno pesca finché ha una tessera che si attacca.
dom-rules-h-spinner = Il perno (solo nelle Cinquine)
dom-rules-spinner =
    Il primo doppio che arriva sul tavolo in una mano (compresa la tessera d’apertura) diventa il <b>perno</b> ed è disegnato in <y>giallo</y>. I doppi successivi sono normali tessere di traverso. Le tessere si attaccano prima ai due lati lunghi del perno. Quando entrambi i lati lunghi hanno una tessera, si aprono anche i suoi due lati corti: il tavolo ha allora fino a quattro estremità aperte.
dom-rules-h-fives = Il punteggio nelle Cinquine
dom-rules-fives =
    - Dopo ogni giocata, apertura compresa, si sommano i numeri di tutte le estremità aperte.
    - Un doppio di traverso a un’estremità conta entrambe le metà.
    - Il perno conta entrambe le metà finché uno dei suoi lati lunghi è ancora libero. Dopo non conta più da sé, e un lato corto conta solo quando vi si trova una tessera.
    - Se la somma è un multiplo di 5, chi ha appena giocato segna subito altrettanti punti.

    ~ Esempi: aprire con il 5-5 (il perno) fa 10, aprire con il 6-4 fa ugualmente 10. Se poi il 4-1 va sul 4, le estremità aperte sono 6 e 1: 7 in tutto, niente punti. Al perno 5-5 con un 5-3 su un lato lungo il conto è 10 + 3 = 13, niente punti; quando il 5-2 va sull’altro lato lungo, fa 3 + 2 = 5: 5 punti.
dom-rules-h-round = Fine di una mano
dom-rules-round =
    - Una mano finisce quando qualcuno gioca la sua ultima tessera, o quando il gioco è <b>bloccato</b>: nessuno può giocare e, nella Pesca e nelle Cinquine, il pozzo è vuoto.
    - Chi ha giocato tutte le sue tessere segna i punti rimasti in tutte le altre mani.
    - In una mano bloccata vince la mano con meno punti. Segna i punti delle altre mani meno i propri. Se più mani sono pari con meno punti, nessuno segna.
    - Nelle Cinquine questi punti di mano si arrotondano al 5 più vicino: se finiscono in 1, 2, 6 o 7 per difetto, in 3, 4, 8 o 9 per eccesso (12 diventa 10, 13 diventa 15).
    - Tra una mano e l’altra si mostrano tutte le mani.
dom-rules-h-match = Fine della partita
dom-rules-match =
    - La partita si gioca fino all’obiettivo scelto nelle impostazioni: 50, 100, 150, 200 o 250 punti (100 di base).
    - Nella Pesca e nel Blocco vince chi ha raggiunto l’obiettivo alla fine di una mano.
    - Nelle Cinquine la partita finisce subito quando una giocata o il punteggio di una mano porta qualcuno all’obiettivo, anche a metà mano.
dom-rules-h-seen = Che cosa vede ognuno
dom-rules-seen =
    Vedi le tue tessere, il tavolo, quante tessere ha ogni giocatore, tutti i punteggi, quante tessere ci sono nel pozzo e chi ha pescato o passato. Le altre mani e il pozzo si mostrano solo alla fine della mano. Anche il computer decide solo in base a ciò che vede dal proprio posto.
dom-rules-h-controls = Come si gioca qui
dom-rules-controls =
    - Le tue tessere sono in basso. Quelle che puoi giocare risaltano, brillano e hanno un puntino. Toccane una per giocarla.
    - Se si attacca a più di un’estremità, sul tavolo compaiono i posti possibili, nelle Cinquine con i punti che darebbe ciascuno. Toccane uno.
    - Puoi anche trascinare una tessera su un posto del tavolo con il mouse o con il dito.
    - Con la tastiera, le frecce o <kbd>Tab</kbd> passano da una tessera all’altra, <kbd>Invio</kbd> ne sceglie una, scegli l’estremità nello stesso modo e giochi con <kbd>Invio</kbd>. <kbd>Esc</kbd> annulla la scelta.
    - Quando non hai mosse, il pulsante principale diventa «Pesca» o «Passo». Tra una mano e l’altra dice «Mano successiva».
    - Sotto il tavolo vedi cosa è successo in questa mano, compreso chi ha dovuto pescare o passare. Un lettore di schermo annuncia ogni giocata.
dom-rules-h-tips = Consigli per vincere
dom-rules-tips =
    - Liberati presto delle tessere più pesanti. Quando un altro chiude, ogni punto che hai in mano conta contro di te.
    - Tieni i numeri vari. Con diversi numeri in mano puoi rispondere quasi a ogni estremità; con soli sei resti presto bloccato.
    - Osserva che cosa gli altri non hanno potuto giocare. Chi passa o pesca non aveva i numeri delle estremità aperte. Lascia aperti quei numeri per frenarlo.
    - Nelle Cinquine conta prima: prima di ogni giocata, calcola che somma fanno le estremità con ciascuna tessera e che cosa lasci al prossimo.
    - Tieni il conto. Ogni numero compare solo su sette tessere, doppio compreso. Se gli altri ne hanno giocate cinque, le ultime sono tue o quasi finite.
dom-rules-h-modes = Le tre varianti
dom-rules-modes =
    La <b>Pesca</b> è la più benevola: restare bloccato ti costa tessere, non il turno. Il <b>Blocco</b> è più breve e più duro: nessuno può pescare, quindi contare le tessere e chiudere un numero contano più di tutto. Le <b>Cinquine</b> danno punti anche durante la mano; un buon giocatore punta alla somma tanto quanto a chiudere.

    ! Qui si gioca a domino solo per i punti della pagina, senza alcuna forma di scommessa, e fuori dal gioco non c’è nulla da comprare né da vincere.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Tabellone
wx-view =
    .aria-label = Vista
wx-zoom-in = +
    .aria-label = Ingrandisci
wx-zoom-out = −
    .aria-label = Riduci
wx-fit = Adatta
    .title = Mostra tutto il tabellone
wx-embed-iframe-title = Wu Hsing contro il computer
wx-embed-link-text = Wu Hsing di Gamut
wx-loading = Mescolo le tessere …
wx-variant = Variante
wx-variant-standard = Standard (con quadrato iniziale)
wx-variant-fifteen_a = 15 tessere, apertura libera
wx-variant-fifteen_b = 15 tessere, apertura coperta
wx-variant-help-standard = Si distribuiscono tutte le 30 tessere; due restano al centro come quadrato iniziale.
wx-variant-help-fifteen_a = Solo in due: ognuno ha una tessera di ogni tipo. Chi comincia posa la tessera che vuole, senza punti.
wx-variant-help-fifteen_b = Solo in due: ognuno ha una tessera di ogni tipo. Entrambi scelgono una tessera in segreto; insieme formano il quadrato iniziale (quattro colori).
wx-variant-two-only = { $variant } (solo in due)
wx-open-hands = Tessere degli altri
wx-hands-closed = Coperte
wx-hands-open = Scoperte (tutti vedono tutte le tessere)
wx-hand-shown = Tessere di { $name }
wx-colour-W = Acqua
wx-colour-F = Fuoco
wx-colour-H = Legno
wx-colour-M = Metallo
wx-colour-E = Terra
wx-tile-name = { $a }-{ $b }
wx-rotate = Ruota
wx-flip = Capovolgi
wx-cancel = Indietro
wx-turn-tools =
    .aria-label = Ruota e capovolgi la tessera
wx-rack-tile = { $name }{ $state ->
    [playable] , giocabile
    [blocked] , non entra da nessuna parte
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Posa { $a } a sinistra, { $b } a destra
   *[no] Posa { $a } sopra, { $b } sotto
}{ $score ->
    [none] {""}
    [one] : { $score } punto
   *[other] : { $score } punti
}
wx-preview = { $horizontal ->
    [yes] Orizzontale: { $a } a sinistra, { $b } a destra
   *[no] Verticale: { $a } sopra, { $b } sotto
}
wx-cell = { $colour }, riga { $row }, colonna { $col }
wx-hidden-tile = tessera scelta in segreto
wx-play = Scegli una tessera
wx-place = Posa la tessera sul tabellone
wx-your-turn = Tocca a te: scegli una tessera dal tuo leggio.
wx-choose-spot = { $n ->
    [one] { $n } posto
   *[other] { $n } posti
}: cliccane uno. R ruota, F capovolge, Esc torna indietro.
wx-no-spot-here = Girata così la tessera non entra da nessuna parte: ruotala o capovolgila.
wx-must-pass = Nessuna tessera entra: devi passare. In cambio gli altri vedono le tue tessere.
wx-cannot-play = { $name } non entra da nessuna parte.
wx-opening-a = Apri tu: posa la tessera che vuoi (senza punti).
wx-opening-b = Scegli in segreto una tessera per il quadrato iniziale.
wx-opening-b-wait = { $name } ha scelto in segreto. Scegli la tua tessera.
wx-ending = Un leggio è vuoto: il giro si gioca fino in fondo.
wx-placed = { $you ->
    [yes] Posi
   *[no] { $name } posa
}
wx-for-points = { " " }per { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
wx-opening-placed = { $you ->
    [yes] Apri con
   *[no] { $name } apre con
}
wx-chose = { $you ->
    [yes] Hai scelto:
   *[no] { $name } ha scelto in segreto.
}
wx-reveal-ok = Scoperte: le tessere formano il quadrato iniziale
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = Il quadrato iniziale non va: tu hai scelto { $mine }, { $name } ha scelto { $theirs }. Non sono quattro colori diversi, quindi le due tessere tornano indietro ed entrambi scelgono di nuovo.
wx-passed = { $you ->
    [yes] Passi. Le tue tessere sono scoperte:
   *[no] { $name } passa e mostra le sue tessere:
}
wx-line-desc = { $axis ->
    [row] orizzontale
   *[column] verticale
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = doppio × 2
wx-line-title-row = Linea orizzontale
wx-line-title-column = Linea verticale
wx-pattern-locked = Motivo fissato:
wx-pattern-open = Motivo ancora aperto
wx-line-length = { $n ->
    [one] { $n } casella
   *[other] { $n } caselle
}
wx-no-line = nessuna linea (casella singola)
wx-announce-place = { $you ->
    [yes] Posi
   *[no] { $name } posa
} { $tile } { $you ->
    [yes] e segni
   *[no] e segna
} { $n }.
wx-announce-pass = { $you ->
    [yes] Passi.
   *[no] { $name } passa.
}
wx-announce-over = Partita finita. { $result }
wx-game-over = Partita finita
wx-end-out = { $you ->
    [yes] Hai
   *[no] { $name } ha
} posato tutte le tessere; il giro è stato giocato fino in fondo.
wx-end-blocked = Nessuno può più posare.
wx-col-name = Giocatore
wx-col-score = Punti
wx-col-left = Tessere rimaste
wx-col-penalty = Penalità
wx-col-final = Totale
wx-penalty-rule = Penalità per le tessere rimaste: 5 per ogni doppio, 25 per ogni altra tessera.
wx-won = Vinci con { $score ->
    [one] { $score } punto
   *[other] { $score } punti
}!
wx-shared = Vittoria condivisa: { $names }.
wx-lost = { $count ->
    [one] Vince
   *[other] Vincono
} { $names }.

wx-rules-title = Wu Hsing: le regole qui
wx-rules-h-material = Tessere e distribuzione
wx-rules-material =
    Wu Hsing è il «Domino Bead Game» di Sid Sackson con i cinque elementi: <b>acqua</b> (blu), <b>fuoco</b> (rosso), <b>legno</b> (verde), <b>metallo</b> (bianco) e <b>terra</b> (giallo). Ogni metà porta anche il suo simbolo, così il gioco funziona anche senza distinguere i colori.

    - 30 tessere: ognuna delle 15 coppie di colori (5 doppi, 10 miste) due volte.
    - In due ognuno riceve 14 tessere, in tre 9 (una tessera torna nella scatola senza che nessuno la veda), in quattro 7. Restano due tessere per il quadrato iniziale.
    - Le tessere degli altri sono coperte; nelle impostazioni si possono scegliere tessere scoperte.
wx-rules-h-start = Il quadrato iniziale
wx-rules-start =
    - Le due tessere rimaste si mettono lato lungo contro lato lungo in un quadrato di 2 × 2 caselle, scoperte, al centro.
    - Il quadrato deve mostrare quattro colori diversi; altrimenti si rimescola e si ridistribuisce tutto.
    - Il quadrato iniziale non dà punti. Chi comincia si estrae a sorte; in una serie il primo turno passa al posto successivo.
wx-rules-h-lines = Linee e motivi
wx-rules-lines =
    - Una <b>linea</b> è una serie continua di caselle occupate in una riga o in una colonna, come in un cruciverba. Una casella vuota la interrompe; una casella senza vicine è una linea di lunghezza 1.
    - Una linea è valida se è un tratto di un <b>motivo</b> di colori diversi ripetuto all’infinito: appena un colore si ripete, tutta la sequenza deve ripetersi a quella distanza. Una linea senza colori ripetuti è sempre valida.

    ~ Esempi (ogni lettera è un colore): ABCABC valida; ABCB non valida; AAB non valida; AA e AAA valide; ABA valida; ABB non valida; ABCDE valida; ABCDEA valida; ABCDEB non valida; ABCBA non valida; ABCDAB valida.
wx-rules-h-move = Una mossa
wx-rules-move =
    - Posa una tessera del tuo leggio su due caselle vuote vicine, in orizzontale o in verticale, con i colori nell’ordine che vuoi. Ogni linea che passa per una delle nuove caselle deve restare valida.
    - Per una tessera nuova passano esattamente tre linee: una lungo la tessera e una di traverso per ciascuna delle sue caselle. Una linea è <b>prolungata</b> se contiene anche una casella posata prima. Almeno due delle tre devono essere prolungate.
    - Si può riempire un buco se la linea che ne risulta è valida; conta come una sola linea prolungata.
    - Al massimo tre tessere possono stare affiancate: una catena di tessere parallele che coprono esattamente le stesse due righe (o colonne) è lunga al massimo tre. Il quadrato iniziale è una catena così di due.
wx-rules-h-score = Punteggio
wx-rules-score =
    Moltiplica le lunghezze delle linee prolungate (in caselle, comprese le nuove). Un doppio vale il doppio.

    ~ Esempi: 3 × 4 × 5 = 60; un doppio che prolunga due linee da cinque: 5 × 5 × 2 = 50.
wx-rules-h-pass = Passare
wx-rules-pass =
    - Se puoi posare, devi farlo.
    - Se non puoi posare, passi il turno e mostri le tue tessere agli altri. Torni a giocare in un turno successivo appena c’è una mossa.
wx-rules-h-end = Fine della partita
wx-rules-end =
    - Quando qualcuno posa la sua ultima tessera, si completa il giro in corso perché tutti abbiano giocato lo stesso numero di volte. Chi non ha più tessere salta il turno.
    - La partita finisce anche quando nessuno può posare.
    - Le tessere rimaste in mano costano 5 punti per ogni doppio e 25 per ogni altra tessera.
    - Vince il totale più alto; a parità di totale la vittoria è condivisa.
wx-rules-h-variants = Varianti
wx-rules-variants =
    - In due con 15 tessere ciascuno (una per tipo), senza quadrato iniziale. O chi comincia posa la tessera che vuole senza punti, oppure entrambi scelgono una tessera in segreto e, scoperte, formano il quadrato iniziale (quattro colori, altrimenti entrambi scelgono di nuovo).
    - Tessere scoperte in 2, 3 o 4 giocatori.
wx-rules-h-controls = Come si gioca qui
wx-rules-controls =
    - Scegli una tessera dal tuo leggio in basso; le tessere che entrano risaltano, brillano e hanno un puntino. Il tabellone mostra allora i posti dove può andare, con i loro punti.
    - <kbd>R</kbd> ruota la tessera, <kbd>F</kbd> la capovolge, <kbd>Esc</kbd> la rimette a posto.
    - Con la tastiera, le frecce o <kbd>Tab</kbd> passano da una tessera all’altra, <kbd>Invio</kbd> ne sceglie una, le frecce passano da un posto all’altro e <kbd>Invio</kbd> posa la tessera. Sul tabellone le frecce mostrano le linee che passano per ogni casella.
    - <kbd>+</kbd> e <kbd>−</kbd> ingrandiscono e riducono, <kbd>0</kbd> adatta tutto il tabellone; spostalo con il mouse o con il dito.
    - Un lettore di schermo annuncia ogni mossa e i suoi punti.
wx-rules-h-tips = Consigli per vincere
wx-rules-tips =
    - Le linee lunghe rendono: una linea di cinque caselle è un fattore 5. Cerca i posti dove si incrociano due linee lunghe.
    - I doppi valgono il doppio ma alla fine costano solo 5: tienili per una mossa grossa.
    - Liberati in tempo delle tessere miste: ognuna che ti resta costa 25 punti alla fine.
    - Un motivo si fissa appena un colore si ripete. Tieni aperte le linee in cui entrano le tue tessere e chiudi quelle che aiutano l’avversario.

## Hus (hus.html)

hus-board =
    .aria-label = Tavoliere
hus-embed-iframe-title = Hus contro il computer
hus-embed-link-text = Hus di Gamut
hus-loading = Disposizione dei semi …
hus-first = Chi comincia
hus-first-lot = A sorte
hus-first-you = Tu
hus-first-computer = Il computer
hus-series = Variante
hus-series-single = Partita singola
hus-series-points = Serie a punti
hus-series-best_of_7 = Al meglio delle 7
hus-series-help-single = Una sola partita. Vince chi lascia l’altro senza nessuna buca con almeno 2 semi.
hus-series-help-points = Dopo ogni partita ognuno segna i semi della sua parte (tutti e 48: il doppio). Vince la serie chi arriva prima all’obiettivo. La prima mossa si alterna.
hus-series-help-best_of_7 = Vince la serie chi vince per primo quattro partite. La prima mossa si alterna.
hus-target = Si gioca a
hus-rules-legend = Varianti di regola
hus-rule-fixed_opening = Apertura obbligata: la prima mossa è interna 8 (la coppia davanti)
hus-rule-anticlockwise = Seminare in senso antiorario
hus-rule-capture_sow_captured_only = Dopo una cattura seminare solo i semi catturati
hus-rule-capture_needs_both = Catturare solo se entrambe le buche di fronte hanno semi
hus-rule-short-fixed_opening = apertura obbligata
hus-rule-short-capture_sow_captured_only = seminare solo i catturati
hus-rule-short-capture_needs_both = cattura con due buche piene
hus-tempo-instant = Senza animazione
hus-you = Tu
hus-computer = Computer
hus-row-0 = Computer, fila esterna
hus-row-1 = Computer, fila interna
hus-row-2 = La tua fila interna
hus-row-3 = La tua fila esterna
hus-pit-name = { $row ->
    [i] interna
   *[o] esterna
} { $col }
hus-pit-label = { $name }: { $n ->
    [one] { $n } seme
   *[other] { $n } semi
}
hus-pit-theirs = Computer, { $label }
hus-reason-empty = vuota
hus-reason-single = un solo seme
hus-reason-endless = senza fine: questa mossa non si ferma mai
hus-reason-opening = apertura obbligata: la prima mossa deve essere interna 8
hus-preview = finisce in { $end }, { $laps ->
    [one] { $laps } giro
   *[other] { $laps } giri
}, { $sown } seminati, { $captured ->
    [0] non cattura nulla
    [one] cattura { $captured } seme
   *[other] cattura { $captured } semi
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n ->
    [one] { $n } seme
   *[other] { $n } semi
} in mano
hus-capturing = Cattura!
hus-anim-summary = { $you ->
    [yes] La tua mossa
   *[no] La mossa del computer
}: il risultato buca per buca
hus-anim-end = { $you ->
    [yes] La tua mossa finisce qui.
   *[no] La mossa del computer finisce qui.
}
hus-thinking = Il computer sta pensando …
hus-seeds = { $n ->
    [one] { $n } seme
   *[other] { $n } semi
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } vittoria
       *[other] { $n } vittorie
    }
   *[other] { $n } pt
}
hus-seat-label = { $name }: { $seeds ->
    [one] { $seeds } seme
   *[other] { $seeds } semi
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } vittoria
       *[other] { $score } vittorie
    }
    [points] , { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
   *[none] {""}
}{ $toMove ->
    [yes] , di turno
   *[no] {""}
}
hus-single = Partita singola
hus-points-info = Partita { $game } · a { $to ->
    [one] { $to } punto
   *[other] { $to } punti
}
hus-best-of-7-info = Partita { $game } · al meglio delle 7
hus-level-short = Livello { $level }
hus-dir-clock = in senso orario
hus-dir-anti = in senso antiorario
hus-play = Scegli una buca
hus-wait = Tocca al computer …
hus-skip = Salta
hus-next-game = Partita successiva
hus-your-turn = Tocca a te: scegli una delle tue buche con almeno 2 semi.
hus-your-turn-opening = Apertura obbligata: la tua prima mossa è interna 8.
hus-choose-pit = Scegli una delle tue buche con almeno 2 semi.
hus-cannot-play = { $why ->
    [none] { $pit } non si può giocare.
   *[other] { $pit } non si può giocare: { $why }.
}
hus-move-line = { $you ->
    [yes] Giochi
   *[no] Il computer gioca
} { $pit }: { $laps ->
    [one] { $laps } giro
   *[other] { $laps } giri
}, { $sown } seminati, finisce in { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } seme catturato
   *[other] , { $captured } semi catturati
}.
hus-game-won = Vinci la partita!
hus-game-lost = Il computer vince la partita.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Ti restano solo mosse senza fine.
       *[no] Al computer restano solo mosse senza fine.
    }
   *[other] { $youLost ->
        [yes] Non ti resta nessuna buca con almeno 2 semi.
       *[no] Al computer non resta nessuna buca con almeno 2 semi.
    }
}
hus-seed-counts = Semi: Tu { $you } · Computer { $them }
hus-game-points = Punti di questa partita: Tu { $you } · Computer { $them }
hus-series-standing = { $kind ->
    [best_of_7] Serie: Tu { $you } · Computer { $them } vittorie (vince chi arriva a { $to })
   *[other] Serie: Tu { $you ->
        [one] { $you } punto
       *[other] { $you } punti
    } · Computer { $them ->
        [one] { $them } punto
       *[other] { $them } punti
    } (a { $to })
}
hus-match-won = Vinci con { $seeds ->
    [one] { $seeds } seme
   *[other] { $seeds } semi
}!
hus-match-lost = Il computer vince con { $seeds ->
    [one] { $seeds } seme
   *[other] { $seeds } semi
}.
hus-series-won = Vinci la serie!
hus-series-lost = Il computer vince la serie.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, fila esterna
   *[i] { $name }, fila interna
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = La mossa di { $name }: il risultato buca per buca
hus-anim-end-of = La mossa di { $name } finisce qui.
hus-move-line-of = { $name } gioca { $pit }: { $laps ->
    [one] { $laps } giro
   *[other] { $laps } giri
}, { $sown } seminati, finisce in { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } seme catturato
   *[other] , { $captured } semi catturati
}.
hus-game-won-by = { $name } vince la partita.
hus-end-reason-of = { $reason ->
    [only_endless] A { $name } restano solo mosse senza fine.
   *[other] A { $name } non resta nessuna buca con almeno 2 semi.
}
hus-seed-counts-of = Semi: Tu { $you } · { $name } { $them }
hus-game-points-of = Punti di questa partita: Tu { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Serie: Tu { $you } · { $name } { $them } vittorie (vince chi arriva a { $to })
   *[other] Serie: Tu { $you ->
        [one] { $you } punto
       *[other] { $you } punti
    } · { $name } { $them ->
        [one] { $them } punto
       *[other] { $them } punti
    } (a { $to })
}
hus-match-won-by = { $name } vince con { $seeds ->
    [one] { $seeds } seme
   *[other] { $seeds } semi
}.
hus-series-won-by = { $name } vince la serie.

hus-rules-title = Hus: le regole qui
hus-rules-h-board = Il tavoliere
hus-rules-board =
    Hus è un mancala della Namibia per due giocatori. Il tavoliere ha quattro file di otto <b>buche</b>. Le due file dalla tua parte sono tue: quella esterna sul bordo e quella interna verso il centro. Le tue 16 buche formano un circuito.

    - Ogni giocatore conta le colonne dalla propria sinistra: da 1 a 8. Le buche «di fronte» stanno nella stessa colonna del tavoliere.
    - All’inizio ogni buca esterna ha 2 semi; nella fila interna le colonne da 5 a 8 ne hanno 2 ciascuna e le colonne da 1 a 4 sono vuote. 24 semi per parte, 48 in tutto.
hus-rules-h-sow = La semina
hus-rules-sow =
    - Una mossa prende tutti i semi da una delle tue buche che ne ha almeno 2. Una buca con 0 o 1 seme non si può mai scegliere.
    - I semi si seminano uno per buca, in senso orario e solo nel tuo circuito, a partire dalla buca dopo quella svuotata: lungo la fila esterna da destra a sinistra, su nella fila interna alla colonna 1, lungo questa da sinistra a destra, giù nella fila esterna alla colonna 8.
    - Se l’ultimo seme cade in una buca vuota, la mossa finisce.
    - Se cade in una buca che aveva già semi, nella fila esterna: prendi tutti i semi di quella buca e continua a seminare.
    - Nella fila interna, se la buca interna di fronte dell’avversario ha semi: <b>catturi</b> (vedi sotto). Se è vuota, prendi i semi della tua buca e continui a seminare.
hus-rules-h-capture = La cattura
hus-rules-capture =
    - Prendi i semi della buca dove è caduto l’ultimo seme, più tutti i semi delle buche interna ed esterna di fronte dell’avversario (quella esterna anche se vuota). Seminali tutti a partire dalla buca successiva del tuo circuito, con le stesse regole.
    - Si può catturare fin dalla prima mossa.
    - I semi passano dall’altra parte solo con una cattura.
hus-rules-h-endless = Mosse senza fine
hus-rules-endless =
    Alcune mosse non si fermano mai: la semina a catena torna sempre alla stessa posizione. Una mossa così non è permessa; il tavoliere indica sulla buca perché non si può giocare.
hus-rules-h-end = Fine della partita
hus-rules-end =
    - Quando dopo una mossa un giocatore non ha più nessuna buca con almeno 2 semi, la partita finisce subito e quel giocatore perde.
    - Perde anche il giocatore di turno che ha solo mosse senza fine.
    - Chi comincia la prima partita si estrae a sorte; in una serie la prima mossa si alterna.
hus-rules-h-series = Serie
hus-rules-series =
    - Dopo ogni partita ogni giocatore segna i semi della sua parte. Chi ha tutti e 48 i semi segna il doppio (96), l’altro niente.
    - Nelle impostazioni scegli una partita singola, una serie fino a un certo punteggio o al meglio delle 7 (vince chi vince per primo quattro partite).
hus-rules-h-options = Varianti di regola
hus-rules-options =
    - Apertura obbligata: la prima mossa di ogni giocatore è la buca interna della colonna 8, la coppia davanti.
    - Altre regole conosciute, ognuna facoltativa: seminare in senso antiorario; dopo una cattura seminare solo i semi catturati (la tua buca tiene i suoi); catturare solo se entrambe le buche di fronte hanno semi.
hus-rules-h-controls = Come si gioca qui
hus-rules-controls =
    - Le tue buche sono in basso. Quelle che puoi giocare sono evidenziate; punta su una per vedere sotto il tavoliere dove finisce la mossa e che cosa cattura.
    - Con la tastiera le frecce passano da una buca all’altra e <kbd>Invio</kbd> gioca.
    - Il pulsante principale salta l’animazione di una mossa. Un lettore di schermo annuncia ogni mossa.
hus-rules-h-tips = Consigli per vincere
hus-rules-tips =
    - Le semine a catena lunghe possono catturare molti semi: guarda l’anteprima prima di ogni mossa.
    - Tieni piena la tua fila interna, è lì che si cattura, e lascia poco di fronte all’avversario.
    - Vince chi lascia l’altro senza mosse: tieni il conto di quante buche con 2 o più semi gli restano.

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    Il domino con il set doppio sei è un gioco in cui si accostano numeri uguali: ogni tessera ha due metà, e attacchi una tessera la cui metà corrisponde a un’estremità aperta della catena. Chi per primo resta senza tessere, o lascia gli altri con più punti in mano, prende i punti. Si gioca in tre modi classici: la Pesca, in cui prendi tessere dal pozzo quando niente si attacca; il Blocco, in cui semplicemente passi; e le Cinquine, in cui segni anche ogni volta che le estremità aperte fanno insieme un multiplo di cinque. Gioca qui contro il computer oppure online con gli amici, fino a quattro, ognuno davanti al proprio schermo.
faq-dominoes-title = Domande sul domino
faq-dominoes-1-q = Quante tessere riceve ogni giocatore?
faq-dominoes-1-a =
    In due, ognuno ne riceve 7 in tutte le varianti. Nella Pesca e nelle Cinquine, in tre o quattro, ognuno ne riceve 5. Nel Blocco tutti ne ricevono 7.
faq-dominoes-2-q = Chi comincia?
faq-dominoes-2-a =
    Nella prima mano il giocatore con il doppio più alto lo gioca per primo. Se nessuno ha un doppio, apre la tessera più pesante. Poi comincia il vincitore della mano precedente, con una tessera a sua scelta.
faq-dominoes-3-q = Che cos’è il perno?
faq-dominoes-3-a =
    Nelle Cinquine il primo doppio giocato è il perno. Quando entrambi i suoi lati lunghi hanno una tessera, si può attaccare su tutti e quattro i lati, quindi il tavolo può avere fino a quattro estremità aperte.
faq-dominoes-4-q = Come si conta nelle Cinquine?
faq-dominoes-4-a =
    Dopo ogni giocata si sommano le estremità aperte. Un doppio a un’estremità conta entrambe le metà. Se la somma è un multiplo di 5, chi ha appena giocato segna subito altrettanti punti. Segna anche chi gioca tutte le sue tessere o vince una mano bloccata, con arrotondamento al 5 più vicino.
faq-dominoes-5-q = Che cosa succede se nessuno può più giocare?
faq-dominoes-5-a =
    Allora la mano è bloccata. Il giocatore con meno punti in mano vince la mano e segna i punti delle altre mani meno i propri. Se più giocatori sono pari con meno punti, nessuno segna.
faq-dominoes-6-q = Posso giocare online con gli amici?
faq-dominoes-6-a =
    Sì. Scegli «Online con gli amici» nelle impostazioni e condividi il link. Una stanza ha da 2 a 4 posti, il computer può occupare quelli liberi e il server distribuisce le tessere, così ognuno vede solo le proprie.

intro-hus =
    Hus è il grande mancala della Namibia, un gioco per due su un tavoliere di quattro file di otto buche. Ognuno semina in cerchio sulle sue due file, continua a seminare finché l’ultimo seme cade in una buca piena e cattura i semi dell’avversario dalla sua fila interna. Vince chi lascia all’altro solo buche con un seme.

    In Namibia lo Hus si gioca ancora oggi e ha molti nomi: ||hus o Xoros tra i Nama e i Damara, Owela, Otjitoto, Wera o Ogoro in altre lingue del paese, «Lochspiel» in tedesco. Gioca qui contro il computer: una partita singola, una serie a punti o al meglio delle 7.
faq-hus-title = Domande sullo Hus
faq-hus-1-q = Da dove viene lo Hus?
faq-hus-1-a =
    Lo Hus è un mancala a quattro file della Namibia. Lì lo giocano, tra gli altri, Damara, Nama, Herero, Kwanyama e Ndonga, per esempio come gioco delle vacanze in campagna. Non si sa quando sia nato; i giochi di mancala sono considerati di origine africana.
faq-hus-2-q = Posso muovere un seme da solo?
faq-hus-2-a =
    No. Una mossa prende sempre tutti i semi di una buca che ne ha almeno 2. Non puoi mai scegliere una buca con un solo seme.
faq-hus-3-q = Quando finisce la mia mossa?
faq-hus-3-a =
    Solo quando il tuo ultimo seme cade in una buca vuota. Se cade in una buca con semi, li prendi tutti e continui a seminare dalla buca successiva, anche dopo una cattura. Così una sola mossa può fare più giri del tuo circuito.
faq-hus-4-q = Quando catturo i semi dell’avversario?
faq-hus-4-a =
    Quando il tuo ultimo seme cade in una buca piena della tua fila interna e la buca interna di fronte dell’avversario ha semi. Allora prendi la tua buca e le sue buche interna ed esterna di quella colonna, quella esterna anche se vuota, e semini tutto. Nella fila esterna non catturi mai, e a differenza del Kalah un seme che cade in una buca vuota non cattura nulla.
faq-hus-5-q = Semino anche dalla parte dell’avversario?
faq-hus-5-a =
    No, mai. Semini solo nel tuo circuito di 16 buche. I semi passano dall’altra parte solo con una cattura.
faq-hus-6-q = Chi vince?
faq-hus-6-a =
    Chi lascia l’avversario senza nessuna buca con almeno 2 semi: non può più muovere e perde. Lo Hus non ha granai. In una serie ogni giocatore segna dopo la partita i semi della sua parte, e chi li ha tutti e 48 segna il doppio.

intro-wuhsing =
    Wu Hsing è un gioco di piazzamento con tessere del domino in cinque colori, le «cinque fasi» cinesi: acqua, fuoco, legno, metallo e terra. Come in un cruciverba, le caselle colorate formano linee orizzontali e verticali, e ogni linea segue un motivo di colori. Ogni tessera deve prolungare almeno due linee rispettandone il motivo; le lunghezze di quelle linee si moltiplicano tra loro, ed ecco i tuoi punti.

    Sid Sackson pubblicò il gioco nel 1969 come «Domino Bead Game» nel suo libro «A Gamut of Games»; franjos lo fece uscire in scatola nel 1992 con il nome «Wu Hsing». Gioca qui contro il computer, in due, tre o quattro.
faq-wuhsing-title = Domande su Wu Hsing
faq-wuhsing-1-q = Da dove viene Wu Hsing?
faq-wuhsing-1-a =
    L’ha inventato Sid Sackson: nel 1969 apparve come «Domino Bead Game» nel suo libro «A Gamut of Games», una raccolta di 40 giochi. L’edizione tedesca «Wu Hsing» uscì nel 1992 presso franjos; in Francia si chiamava «Connexion». Il nome indica le cinque fasi del pensiero cinese, rappresentate dai cinque colori.
faq-wuhsing-2-q = Che cos’è un motivo?
faq-wuhsing-2-a =
    Ogni linea orizzontale e verticale deve continuare una sequenza di colori. Appena un colore si ripete in una linea, il suo motivo è fissato e la linea deve continuare a ripeterlo alla stessa distanza. Finché nessun colore si ripete, la linea resta aperta.
faq-wuhsing-3-q = Dove posso posare una tessera?
faq-wuhsing-3-a =
    Su due caselle vuote vicine, in modo che almeno due delle tre linee che passano per la tessera prolunghino caselle posate prima e ogni linea rispetti il suo motivo. Puoi riempire un buco se la linea che ne risulta è valida. Al massimo tre tessere possono stare affiancate per il lato lungo.
faq-wuhsing-4-q = Come si contano i punti?
faq-wuhsing-4-a =
    Si moltiplicano tra loro le lunghezze di tutte le linee prolungate, compresa la tessera nuova: 3 × 4 × 5 = 60. Un doppio vale il doppio, per esempio 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Che cosa succede se non posso posare?
faq-wuhsing-5-a =
    Se puoi posare, devi farlo. Se non puoi, passi il turno e mostri le tue tessere agli altri. Appena hai di nuovo una mossa, torni a giocare.
faq-wuhsing-6-q = Quando finisce la partita?
faq-wuhsing-6-a =
    Quando qualcuno posa la sua ultima tessera, il giro si gioca fino in fondo; la partita finisce anche quando nessuno può posare. Le tessere rimaste in mano costano 5 punti per ogni doppio e 25 per ogni altra tessera. Vince il punteggio più alto.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Giocatore { $n }
seat-kind-computer = Il computer
seat-kind-person = Una persona a questo dispositivo
person-name-label = Nome del giocatore { $n }
person-default-name = Giocatore { $n }
# $name: the person the device goes to
handover-title = Passa il dispositivo a { $name }
handover-since = Dal tuo ultimo turno:
# $name: the person the device goes to
handover-ready = Sono { $name }: mostra le mie tessere
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } ha pescato una tessera
    [pass] { $name } ha passato
    [next] È stata distribuita una nuova mano
   *[play] { $name } ha giocato { $move }
}
people-wins-title = Vittorie tra persone
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } vittorie
# $name: the person whose turn it is
person-turn = Tocca a { $name }.

## Online with friends (js/online/)
online-open = Online con gli amici
online-name = Il tuo nome
online-create = Crea una stanza
online-join = Entra
online-invite = Link d’invito: mandalo ai tuoi amici
online-copy = Copia il link
online-copied = Copiato
online-start = Inizia
online-leave = Esci dalla stanza
online-room = Stanza
online-record = Scarica la partita
online-start-early = Puoi iniziare ora: il computer prende i posti liberi.
online-start-full = Tutti i posti sono occupati: avvia quando siete pronti.
online-wait-host = In attesa che l’organizzatore inizi.
online-seat-open = Posto libero
online-seat-computer = Computer
online-seat-computer-n = Computer { $n }
online-you = tu
online-away = non connesso
online-to-move = di turno
online-connecting = Connessione…
online-reconnecting = Connessione persa – riconnessione…
online-connected = Connesso
online-stats = Partite online vinte: { $won } su { $played }
online-name-missing = Inserisci il tuo nome.
online-error-not-found = Questa stanza non esiste (più).
online-error-full = Questa stanza non ha posti liberi.
online-error-rate-limited = Troppo veloce – riprova.
online-error-refused = Il server non l’ha accettato.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Gioco
online-info-rules = Regole
online-info-host = Organizzatore
online-info-seats = Posti
online-room-started = La partita è già iniziata e tutti i posti sono occupati: puoi guardarla.
online-watch = Guarda
online-stop-watching = Smetti di guardare
online-watching = Stai guardando.
online-watching-end = La partita è finita.
online-next-rules = Regole della prossima partita
online-again-with = Gioca ancora con queste regole
online-again = Gioca ancora
# $names: the people the room waits for (a list)
online-waiting-for = In attesa di { $names } …
online-twice = Questo posto è aperto anche in un’altra scheda.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Partite vinte: { $tally }
online-spectators = { $n ->
    [one] { $n } guarda
   *[other] { $n } guardano
}
online-cover = Fai giocare il computer
online-cover-label = Fai giocare il computer per { $name }
online-computer-plays = gioca il computer
online-ready = pronto
online-asked = vuole rigiocare
online-note-left = { $name } è uscito; il computer gioca per { $name }.
online-note-covered = Il computer gioca per { $name } finché { $name } non torna.
online-note-back = { $name } è tornato.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } ha fissato le regole della prossima partita: { $rules }.
online-confirm-leave-running = Lasciare la partita? Il computer prende il tuo posto e continua per te. Non potrai tornare a questo posto.
online-confirm-leave-over = Uscire dalla stanza? I tuoi amici possono giocare ancora senza di te.
online-confirm-leave-lobby = Uscire dalla stanza? Il tuo posto torna libero.
online-leave-match = Lascia la partita
online-stay = Resta
online-error-busy = Il server è occupato in questo momento: riprova tra poco.
online-error-gone = Non sei più in questa stanza: è stata chiusa, oppure questo posto è stato lasciato in un’altra scheda.
dom-round-opens = Mano { NUMBER($round) }: apre { $name }.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Semi: { $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = Colori
theme-system = Come sul dispositivo
theme-light = Chiari
theme-dark = Scuri
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Fuori gioco
dom-out-count = { $n ->
    [one] { $n } tessera
   *[other] { $n } tessere
}

## replay
replay-open = Rivedi
replay-title = Rivedi una partita finita
replay-help = Le ultime 20 partite finite su questo dispositivo, dalla più recente, o un file di partita esportato.
replay-none = Su questo dispositivo non è ancora salvata nessuna partita finita.
replay-open-file = Apri un file di partita
replay-file-bad = Questo file non è una partita.
replay-other-game = È una partita di { $game }: aprila nella pagina di quel gioco.
replay-refused = Impossibile rivedere questa partita: { $reason }
replay-not-online = Potrai rivedere una partita dopo aver lasciato la stanza in rete.
replay-won = vinta
replay-lost = persa
replay-moves = { $n ->
    [one] { $n } mossa
   *[other] { $n } mosse
}
replay-online = in rete
replay-bar = Rivedi
replay-first = Prima mossa
replay-back = Una mossa indietro
replay-forward = Una mossa avanti
replay-last = Ultima mossa
replay-slider = Mossa
replay-view = Vista
replay-close = Chiudi la revisione
replay-position = Mossa { $ply } di { $plies }
replay-seat = Posto { $n }
replay-seat-you = Posto { $n } (tu)
replay-all-hands = Tutte le mani scoperte
replay-seat-computer = Posto { $n } (computer)

## take-back and hint
help-take-back = Annulla mossa
help-hint = Suggerimento
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Una mossa annullata.
   *[other] { $n } mosse annullate.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Pescando di nuovo ricevi la stessa tessera: il mazzo resta nello stesso ordine.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Suggerimento: { $move }
# the first tile of a round, as a hint
help-hint-open = apri con { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = vinte con aiuto: { NUMBER($won) } su { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Annullare l’ultima mossa di { $name }? Tutti a questo tavolo devono essere d’accordo.
