# Gamut: textos en español (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as en.ftl (tests/test_i18n_keys.py checks it); see de.ftl's head for
# the conventions (prefixes, block texts of the rules, $you = "yes" | "no").
# Terms: ficha, doble, pozo, robar, pasar, puntos (pips and score); Hus: hoyo, semilla,
# sembrar, capturar; Wu Hsing: ficha, casilla, línea, patrón, atril.

## Shared

language = Idioma
games-nav =
    .aria-label = Juegos
game-dominoes = Dominó
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Nueva partida
settings = Ajustes
settings-title = Ajustes de la partida
close = Cerrar
rules = Reglas
rules-toc =
    .aria-label = Índice
your-tiles = Tus fichas
loading-stage-runtime = Cargando Python …
loading-stage-pyodide = Cargando Python …
loading-stage-stdlib = Cargando Python …
loading-stage-packages = Cargando paquetes …
loading-stage-micropip = Cargando paquetes …
loading-stage-wheel = Instalando el juego …
loading-stage-install = Instalando el juego …
loading-stage-game = Instalando el juego …
loading-stage-ready = Listo
load-failed = Python no pudo arrancar: { $msg }
reload = Recargar
level = Nivel del ordenador
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
tempo = Ritmo
tempo-slow = Lento
tempo-normal = Normal
tempo-fast = Rápido
players-label = Jugadores
players-option = { $n } jugadores
stats-title = Partidas ganadas
stats-line = { NUMBER($won) } de { NUMBER($played) }
saves-title = Partidas guardadas en archivo
saves-help = Guarda los ajustes, las partidas en curso y las estadísticas en un archivo, para no perder nada si el navegador borra sus datos.
saves-export-all = Exportarlo todo
saves-export-game = Exportar la partida en curso
saves-import = Importar un archivo
saves-exported = Guardado como { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Guardado como { $name }. El archivo muestra las fichas de todos los jugadores, también las del ordenador.
saves-no-game = No hay ninguna partida en curso.
saves-imported = Importado. Recargando la página …
saves-import-failed = No se ha importado.
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-partidas
saves-file-game = gamut-{ $game }-partida

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] No se han podido recuperar los ajustes ni las estadísticas.
   *[no] Los ajustes y las estadísticas se conservan.
}
save-some-game = una partida
save-problem-unreadable = Los datos guardados estaban dañados y se han restablecido. { save-kept }
save-problem-wrong-type = Los datos guardados tenían un formato desconocido y se han restablecido. { save-kept }
save-problem-future-version = Los datos guardados son de una versión más nueva; las partidas en curso no se pueden reanudar aquí. { save-kept }
save-problem-old-version = Los datos guardados son de una versión antigua que no se puede aprovechar. { save-kept }
save-problem-bad-settings = Los ajustes guardados estaban dañados; se aplican los valores por defecto.
save-problem-bad-stats = Una parte de las estadísticas estaba dañada y se ha descartado.
save-problem-bad-game = La partida guardada ({ $name }) estaba dañada. Empieza una partida nueva; las estadísticas se conservan.
save-problem-other-game = Lo guardado para { $name } contenía otro juego. Empieza una partida nueva; las estadísticas se conservan.
save-problem-rejected = No se ha podido reanudar la partida guardada ({ $name }). Empieza una partida nueva; las estadísticas se conservan.
save-problem-unavailable = Este navegador no permite guardar aquí: la partida y las estadísticas se pierden al cerrar la página.
save-problem-quota = No se ha podido guardar (el almacenamiento del navegador está lleno o bloqueado).
save-notice-ok = Aceptar
update-ready = Hay una versión nueva
update-reload = Recargar
update-dismiss = Cerrar
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Un momento: el juego todavía se está iniciando…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python se está iniciando: la partida sigue en un momento…

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = El archivo está vacío.
saves-problem-too-big = El archivo es demasiado grande para ser una partida guardada.
saves-problem-not-json = El archivo no es JSON válido (¿dañado o cortado?).
saves-problem-not-gamut = El archivo no es una partida guardada de Gamut.
saves-problem-unreadable = El archivo no es una partida guardada de Gamut legible.
saves-problem-unknown-game = El archivo contiene un juego de tipo desconocido.
saves-problem-bad-record = La partida ({ $name }) del archivo está dañada.
saves-problem-bad-game = La partida ({ $name }) del archivo está dañada o es de otro juego; no se toma.
saves-problem-bad-settings = Los ajustes del archivo están dañados y no se toman.
saves-problem-bad-stats = Una parte de las estadísticas del archivo está dañada y no se toma.
saves-problem-future-version = El archivo es de una versión más nueva: solo se toman los ajustes y las estadísticas.
saves-problem-quota = No se ha podido guardar (el almacenamiento del navegador está lleno o bloqueado).
saves-problem-nothing = El archivo no contiene nada que se pueda tomar.
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] Así empieza una partida nueva. La partida en curso termina y cuenta como perdida.
   *[no] Así empieza una partida nueva. La partida en curso termina.
}
confirm-yes = Nueva partida
confirm-no = Cancelar
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = La partida ha seguido en otra pestaña: esta pestaña muestra ahora cómo va.
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] Tú
    [1] { $seats ->
        [2] Ordenador
       *[other] Oeste
    }
    [2] { $seats ->
        [3] Este
       *[other] Norte
    }
   *[other] Este
}
tiles = { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
}
points = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
seat-label = { $name }: { $tiles ->
    [one] { $tiles } ficha
   *[other] { $tiles } fichas
}, { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}{ $toMove ->
    [yes] , le toca
   *[no] {""}
}
pass = Pasar
rematch = Revancha
retry = Reintentar
wait = Le toca a { $name } …
not-your-turn = Espera tu turno.
empty-hand = sin fichas
last-tile = la última jugada
load-error = No se ha podido reanudar la partida guardada. Empieza una partida nueva.
worker-restarted = El motor del juego dejó de responder y se ha reiniciado. La partida sigue desde donde se guardó.
error = Error: { $msg }
error-illegal-move = Esta jugada no está permitida.
error-bad-record = La partida está dañada o incompleta.
error-bad-record-at = La jugada { $n } no sigue las reglas.
error-bad-options = Los ajustes de la partida no son válidos.
error-engine = El motor del juego no ha podido hacerlo.
error-engine-lost = El motor del juego ha dejado de responder.
error-engine-start = El motor del juego no ha podido arrancar.
toc-rules = Reglas
toc-controls = Controles
toc-tips = Consejos
toc-modes = Modalidades
toc-faq = Preguntas

## Dominoes (index.html)

dom-table =
    .aria-label = Mesa
dom-loading = Repartiendo las fichas …
dom-opponent = Jugar contra
dom-opponent-computer = Ordenador
dom-opponent-online = Online con amigos
dom-opponent-people = Personas en este dispositivo
dom-mode = Modalidad
dom-mode-draw = Robar
dom-mode-block = Bloqueo
dom-mode-fives = Cincos
dom-mode-help-draw = Si no puedes jugar, robas del pozo hasta que una ficha encaje.
dom-mode-help-block = Si no puedes jugar, pasas. Nadie roba del pozo.
dom-mode-help-fives = Como Robar, y además puntos cada vez que los extremos abiertos suman un múltiplo de 5.
dom-target = Jugar hasta
dom-target-option = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
dom-round-info = Mano { NUMBER($round) } · a { NUMBER($target) }
dom-boneyard = Pozo: { $n }
dom-no-boneyard = Sin pozo
dom-count = Extremos: { $n }
dom-draw = Robar
dom-next = Siguiente mano
dom-play = Juega una ficha
dom-your-turn = Te toca: juega una ficha que encaje.
dom-your-turn-first = Abres la mano: juega la ficha que quieras.
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = Abres la partida con { $tile }: { $double ->
    [yes] sale el doble más alto.
   *[no] como nadie tiene dobles, sale la ficha que más puntos suma.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } abre la mano: puede jugar la ficha que quiera.
dom-person-first-with = { $name } abre la partida con { $tile }: { $double ->
    [yes] sale el doble más alto.
   *[no] como nadie tiene dobles, sale la ficha que más puntos suma.
}
dom-must-draw = No tienes ficha que encaje: roba del pozo.
dom-must-pass = No tienes ficha que encaje: tienes que pasar.
dom-choose-end = Elige el sitio en la mesa.
dom-cannot-play = { $tile } no encaja en ningún extremo.
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] robas una ficha
       *[other] robas { $n } fichas
    }
   *[no] { $n ->
        [one] roba una ficha
       *[other] roba { $n } fichas
    }
}
dom-run-play = { $you ->
    [yes] juegas
   *[no] juega
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] pasas
   *[no] pasa
}
dom-run = { $name } { $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name } { $actions } (no tenía { $numbers })
dom-seat-act = { $draws ->
    [0] pasó
   *[other] robó { $draws }{ $passed ->
        [yes] , pasó
       *[no] {""}
    }
}
dom-log-label = Lo jugado en esta mano
dom-place-at = Jugar { $tile } en el extremo { $end ->
    [W] oeste
    [E] este
    [N] norte
   *[S] sur
}{ $fives ->
    [yes] , { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , se puede jugar
    [no] , no encaja
   *[other] {""}
}
dom-layout-tile = Ficha { $tile }
dom-spinner = giratorio
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name } { $you ->
    [yes] juegas
   *[no] juega
} { $tile }{ $end ->
    [W] {" "}en el extremo oeste
    [E] {" "}en el extremo este
    [N] {" "}en el extremo norte
    [S] {" "}en el extremo sur
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] {" "}{ $you ->
        [yes] y te apuntas
       *[no] y se apunta
    } { $score }
}.
dom-announce-round = Se acabó la mano { $round }. { $result }
dom-announce-scores = Puntuación: { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = Se acabó la mano { $round }
dom-domino-win = { $you ->
    [yes] Has jugado todas tus fichas.
   *[no] { $name } ha jugado todas sus fichas.
}
dom-domino-pips = { $raw ->
    [one] A los demás les queda { $raw } punto en la mano.
   *[other] A los demás les quedan { $raw } puntos en la mano.
}
dom-blocked = El juego está cerrado: nadie puede jugar.
dom-blocked-win = { $you ->
    [yes] Tienes
   *[no] { $name } tiene
} menos puntos que nadie ({ $own }). Las otras manos suman { $others } puntos: { $others } − { $own } = { $raw }.
dom-blocked-tie = Varias manos empatan con menos puntos: nadie se apunta nada.
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] Alcanzas
   *[no] { $name } alcanza
} la meta de { $target } puntos con esta jugada: en Cincos la partida termina en el acto.
dom-rounded = En Cincos se redondea al 5 más cercano: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Te apuntas
   *[no] { $name } se apunta
} { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
dom-pips-in = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
dom-match-won = ¡Ganas la partida con { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}!
dom-match-lost = { $names } { $count ->
    [one] gana
   *[other] ganan
} la partida.
dom-embed-iframe-title = Dominó contra el ordenador
dom-embed-link-text = Dominó de Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Insertar
embed-title = Insertar este juego
embed-note = Pega este código en tu página. El enlace de texto bajo el juego debe quedarse.
embed-code-label = Código HTML para insertar
copy = Copiar
copied = ¡Copiado!
copy-fallback = El código está seleccionado: cópialo con Ctrl+C (⌘+C en un Mac).

dom-rules-title = Dominó: las reglas aquí
dom-rules-h-tiles = Fichas y jugadores
dom-rules-tiles =
    Se juega con el dominó doble seis: 28 fichas, cada pareja de números de 0-0 a 6-6 exactamente una vez. Un <b>doble</b> como el 4-4 tiene el mismo número en las dos mitades. Los <b>puntos</b> de una ficha son la suma de sus dos mitades. Juegan 2, 3 o 4 jugadores por turnos. Eliges una de tres modalidades: <b>Robar</b>, <b>Bloqueo</b> o <b>Cincos</b>.
dom-rules-h-deal = El reparto
dom-rules-deal =
    - Con dos jugadores, cada uno recibe 7 fichas, en todas las modalidades.
    - Con tres o cuatro jugadores, cada uno recibe 5 fichas en Robar y Cincos, y 7 en Bloqueo.
    - En Robar y Cincos, las fichas restantes quedan boca abajo: son el <b>pozo</b>.
    - En Bloqueo, las fichas restantes quedan fuera del juego durante la mano: nadie las roba y nadie las ve antes de que termine la mano.
dom-rules-h-lead = Quién sale
dom-rules-lead =
    - En la primera mano de una partida sale quien tiene el doble más alto, justo con ese doble.
    - Si nadie tiene un doble, sale la ficha con más puntos. A igualdad de puntos gana la ficha con el número más alto: el 6-3 va antes que el 5-4.
    - A partir de la segunda mano sale el ganador de la mano anterior, con la ficha que quiera. Si la mano anterior no tuvo ganador, sale el jugador que sigue al último que salió.
dom-rules-h-move = Una jugada
dom-rules-move =
    - Pones una ficha en un extremo abierto cuyo número coincida con una mitad de la ficha. Si puedes jugar, debes hacerlo; qué ficha y en qué extremo lo decides tú.
    - Los dobles se colocan atravesados. Salvo el giratorio en Cincos (ver abajo), un doble es una ficha normal con un extremo abierto en su lado opuesto.
    - Si no puedes jugar: en Robar y Cincos robas del pozo, una ficha tras otra, hasta que una encaje, y la juegas. Si el pozo está vacío, pasas. En Bloqueo pasas directamente.
    - Nadie roba mientras tenga una ficha que encaje.
dom-rules-h-spinner = El giratorio (solo en Cincos)
dom-rules-spinner =
    El primer doble que llega a la mesa en una mano (la salida incluida) se convierte en el <b>giratorio</b> y se dibuja en <y>amarillo</y>. Los dobles siguientes son fichas atravesadas normales. Primero se juega contra los dos lados largos del giratorio. Cuando los dos lados largos tienen ficha, se abren también sus dos lados cortos: la mesa tiene entonces hasta cuatro extremos abiertos.
dom-rules-h-fives = La puntuación en Cincos
dom-rules-fives =
    - Después de cada jugada, la salida incluida, se suman los números de todos los extremos abiertos.
    - Un doble atravesado en un extremo cuenta sus dos mitades.
    - El giratorio cuenta sus dos mitades mientras uno de sus lados largos siga libre. Después ya no cuenta él mismo, y un lado corto solo cuenta cuando tiene una ficha.
    - Si la suma es múltiplo de 5, quien acaba de jugar se apunta en el acto esos puntos.

    ~ Ejemplos: salir con el 5-5 (el giratorio) da 10 puntos, salir con el 6-4 también da 10. Si luego se pone el 4-1 en el 4, los extremos abiertos son 6 y 1: suman 7, sin puntos. En el giratorio 5-5 con un 5-3 en un lado largo, la cuenta es 10 + 3 = 13, sin puntos; cuando se pone el 5-2 en el otro lado largo, queda 3 + 2 = 5: 5 puntos.
dom-rules-h-round = Final de una mano
dom-rules-round =
    - Una mano termina cuando alguien juega su última ficha, o cuando el juego se <b>cierra</b>: nadie puede jugar y, en Robar y Cincos, el pozo está vacío.
    - Quien ha jugado todas sus fichas se apunta los puntos que quedan en todas las demás manos.
    - En una mano cerrada gana la mano con menos puntos. Se apunta los puntos de las otras manos menos los suyos. Si varias manos empatan con menos puntos, nadie se apunta nada.
    - En Cincos estos puntos de la mano se redondean al 5 más cercano: si terminan en 1, 2, 6 o 7 hacia abajo, en 3, 4, 8 o 9 hacia arriba (12 pasa a 10, 13 pasa a 15).
    - Entre una mano y otra se muestran todas las manos.
dom-rules-h-match = Final de la partida
dom-rules-match =
    - La partida se juega hasta la meta de los ajustes: 50, 100, 150, 200 o 250 puntos (100 por defecto).
    - En Robar y Bloqueo gana quien haya alcanzado la meta al terminar una mano.
    - En Cincos la partida termina en el acto cuando una jugada o la puntuación de una mano lleva a alguien a la meta, aunque sea en mitad de una mano.
dom-rules-h-seen = Lo que ve cada uno
dom-rules-seen =
    Ves tus propias fichas, la mesa, cuántas fichas tiene cada jugador, todas las puntuaciones, el tamaño del pozo y quién robó o pasó. Las otras manos y el pozo solo se muestran al final de la mano. El ordenador también decide solo con lo que ve desde su asiento.
dom-rules-h-controls = Cómo se juega aquí
dom-rules-controls =
    - Tus fichas están abajo. Las fichas que puedes jugar sobresalen, brillan y llevan un punto. Toca una para jugarla.
    - Si encaja en más de un extremo, aparecen en la mesa los sitios posibles, en Cincos con los puntos que daría cada uno. Toca uno.
    - También puedes arrastrar una ficha hasta un sitio de la mesa con el ratón o con el dedo.
    - Con el teclado, las flechas o <kbd>Tab</kbd> te mueven entre tus fichas, <kbd>Enter</kbd> elige una, eliges el extremo de la misma manera y juegas con <kbd>Enter</kbd>. <kbd>Escape</kbd> anula la elección.
    - Cuando no tienes jugada, el botón principal pasa a decir «Robar» o «Pasar». Entre manos dice «Siguiente mano».
    - Debajo de la mesa ves lo que ha pasado en esta mano, también quién tuvo que robar o pasar. Un lector de pantalla anuncia cada jugada.
dom-rules-h-tips = Consejos para ganar
dom-rules-tips =
    - Quítate pronto las fichas más pesadas. Cuando otro domina, cada punto que tengas en la mano cuenta en tu contra.
    - Mantén tus números variados. Con varios números distintos en la mano puedes servir a casi cualquier extremo; con puros seises te quedas atascado enseguida.
    - Fíjate en lo que los demás no pudieron jugar. Quien pasa o roba no tenía los números de los extremos abiertos. Deja esos números abiertos para frenarlo.
    - En Cincos, cuenta primero: antes de cada jugada, calcula qué suma dan los extremos con cada ficha y qué le dejas al siguiente.
    - Lleva la cuenta. Cada número aparece en solo siete fichas, su doble incluido. Si los demás ya han jugado cinco, las últimas las tienes tú o casi no quedan.
dom-rules-h-modes = Las tres modalidades
dom-rules-modes =
    <b>Robar</b> es la más amable: quedarte atascado te cuesta fichas, no el turno. <b>Bloqueo</b> es más corta y más dura: nadie puede robar, así que contar fichas y cerrar un número es lo que más pesa. <b>Cincos</b> da puntos también durante la mano; un buen jugador apunta tanto a la suma como a quedarse sin fichas.

    ! Aquí el dominó se juega solo por los puntos de la página, sin ninguna forma de apuesta, y fuera del juego no hay nada que comprar ni que ganar.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Tablero
wx-view =
    .aria-label = Vista
wx-zoom-in = +
    .aria-label = Acercar
wx-zoom-out = −
    .aria-label = Alejar
wx-fit = Ajustar
    .title = Ver todo el tablero
wx-embed-iframe-title = Wu Hsing contra el ordenador
wx-embed-link-text = Wu Hsing de Gamut
wx-loading = Barajando las fichas …
wx-variant = Modalidad
wx-variant-standard = Estándar (con cuadrado inicial)
wx-variant-fifteen_a = 15 fichas, salida libre
wx-variant-fifteen_b = 15 fichas, salida oculta
wx-variant-help-standard = Se reparten las 30 fichas; dos quedan en el centro como cuadrado inicial.
wx-variant-help-fifteen_a = Solo para dos jugadores: cada uno tiene una ficha de cada clase. Quien empieza pone la ficha que quiera, sin puntos.
wx-variant-help-fifteen_b = Solo para dos jugadores: cada uno tiene una ficha de cada clase. Los dos eligen una ficha en secreto; juntas forman el cuadrado inicial (cuatro colores).
wx-variant-two-only = { $variant } (solo dos jugadores)
wx-open-hands = Fichas de los demás
wx-hands-closed = Ocultas
wx-hands-open = Descubiertas (todos ven todas las fichas)
wx-hand-shown = Fichas de { $name }
wx-colour-W = Agua
wx-colour-F = Fuego
wx-colour-H = Madera
wx-colour-M = Metal
wx-colour-E = Tierra
wx-tile-name = { $a }-{ $b }
wx-rotate = Girar
wx-flip = Voltear
wx-cancel = Atrás
wx-turn-tools =
    .aria-label = Girar y voltear la ficha
wx-rack-tile = { $name }{ $state ->
    [playable] , se puede jugar
    [blocked] , no encaja en ningún sitio
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Poner { $a } a la izquierda, { $b } a la derecha
   *[no] Poner { $a } arriba, { $b } abajo
}{ $score ->
    [none] {""}
    [one] : { $score } punto
   *[other] : { $score } puntos
}
wx-preview = { $horizontal ->
    [yes] Horizontal: { $a } a la izquierda, { $b } a la derecha
   *[no] Vertical: { $a } arriba, { $b } abajo
}
wx-cell = { $colour }, fila { $row }, columna { $col }
wx-hidden-tile = ficha elegida en secreto
wx-play = Elige una ficha
wx-place = Pon la ficha en el tablero
wx-your-turn = Te toca: elige una ficha de tu atril.
wx-choose-spot = { $n ->
    [one] { $n } sitio
   *[other] { $n } sitios
}: haz clic en uno. R gira, F voltea, Esc vuelve atrás.
wx-no-spot-here = Girada así, la ficha no encaja en ningún sitio: gírala o voltéala.
wx-must-pass = No encaja ninguna ficha: tienes que pasar. A cambio, los demás ven tus fichas.
wx-cannot-play = { $name } no encaja en ningún sitio.
wx-opening-a = Sales tú: pon la ficha que quieras (sin puntos).
wx-opening-b = Elige en secreto una ficha para el cuadrado inicial.
wx-opening-b-wait = { $name } ya ha elegido en secreto. Elige tu ficha.
wx-ending = Un atril se ha vaciado: la ronda se juega hasta el final.
wx-placed = { $you ->
    [yes] Pones
   *[no] { $name } pone
}
wx-for-points = { " " }por { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
wx-opening-placed = { $you ->
    [yes] Sales con
   *[no] { $name } sale con
}
wx-chose = { $you ->
    [yes] Has elegido:
   *[no] { $name } ha elegido en secreto.
}
wx-reveal-ok = Reveladas: las fichas forman el cuadrado inicial
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = El cuadrado inicial no vale: elegiste { $mine } y { $name } eligió { $theirs }. No son cuatro colores distintos, así que las dos fichas vuelven y los dos eligen de nuevo.
wx-passed = { $you ->
    [yes] Pasas. Se muestran tus fichas:
   *[no] { $name } pasa y muestra sus fichas:
}
wx-line-desc = { $axis ->
    [row] horizontal
   *[column] vertical
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = doble × 2
wx-line-title-row = Línea horizontal
wx-line-title-column = Línea vertical
wx-pattern-locked = Patrón fijado:
wx-pattern-open = Patrón aún abierto
wx-line-length = { $n ->
    [one] { $n } casilla
   *[other] { $n } casillas
}
wx-no-line = sin línea (casilla suelta)
wx-announce-place = { $you ->
    [yes] Pones
   *[no] { $name } pone
} { $tile }, { $you ->
    [yes] te apuntas
   *[no] se apunta
} { $n }.
wx-announce-pass = { $you ->
    [yes] Pasas.
   *[no] { $name } pasa.
}
wx-announce-over = Fin de la partida. { $result }
wx-game-over = Fin de la partida
wx-end-out = { $you ->
    [yes] Has puesto
   *[no] { $name } ha puesto
} todas sus fichas; la ronda se ha jugado hasta el final.
wx-end-blocked = Ya nadie puede poner ficha.
wx-col-name = Jugador
wx-col-score = Puntos
wx-col-left = Fichas restantes
wx-col-penalty = Penalización
wx-col-final = Total
wx-penalty-rule = Penalización por fichas restantes: 5 por cada doble, 25 por cada otra ficha.
wx-won = ¡Ganas con { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}!
wx-shared = Victoria compartida: { $names }.
wx-lost = { $names } { $count ->
    [one] gana
   *[other] ganan
}.

wx-rules-title = Wu Hsing: las reglas aquí
wx-rules-h-material = Fichas y reparto
wx-rules-material =
    Wu Hsing es el «Domino Bead Game» de Sid Sackson con los cinco elementos: <b>agua</b> (azul), <b>fuego</b> (rojo), <b>madera</b> (verde), <b>metal</b> (blanco) y <b>tierra</b> (amarillo). Cada mitad lleva también su símbolo, así que el juego funciona sin distinguir colores.

    - 30 fichas: cada una de las 15 parejas de colores (5 dobles, 10 mixtas) dos veces.
    - Con dos jugadores cada uno recibe 14 fichas, con tres 9 (una ficha vuelve a la caja sin que nadie la vea), con cuatro 7. Quedan dos fichas para el cuadrado inicial.
    - Las fichas de los demás están ocultas; en los ajustes se puede jugar con fichas descubiertas.
wx-rules-h-start = El cuadrado inicial
wx-rules-start =
    - Las dos fichas que quedan se colocan lado largo contra lado largo formando un cuadrado de 2 × 2 casillas, boca arriba en el centro.
    - El cuadrado debe mostrar cuatro colores distintos; si no, se baraja y se reparte de nuevo.
    - El cuadrado inicial no da puntos. Quién empieza se sortea; en una serie, el primer turno va pasando al siguiente asiento.
wx-rules-h-lines = Líneas y patrones
wx-rules-lines =
    - Una <b>línea</b> es una serie continua de casillas ocupadas en una fila o columna, como en un crucigrama. Una casilla vacía la corta; una casilla sin vecinas es una línea de longitud 1.
    - Una línea es válida si es un tramo de un <b>patrón</b> de colores distintos que se repite sin fin: en cuanto un color se repite, toda la secuencia debe repetirse a esa distancia. Una línea sin colores repetidos siempre es válida.

    ~ Ejemplos (cada letra, un color): ABCABC válida; ABCB no válida; AAB no válida; AA y AAA válidas; ABA válida; ABB no válida; ABCDE válida; ABCDEA válida; ABCDEB no válida; ABCBA no válida; ABCDAB válida.
wx-rules-h-move = Una jugada
wx-rules-move =
    - Pon una ficha de tu atril en dos casillas vacías contiguas, en horizontal o en vertical, con los colores en el orden que quieras. Todas las líneas que pasan por las casillas nuevas deben seguir siendo válidas.
    - Por una ficha nueva pasan exactamente tres líneas: una a lo largo de la ficha y una a través de cada una de sus casillas. Una línea queda <b>prolongada</b> si contiene también una casilla puesta antes. Al menos dos de las tres deben quedar prolongadas.
    - Se puede rellenar un hueco si la línea unida es válida; cuenta como una sola línea prolongada.
    - Como mucho tres fichas pueden estar una al lado de otra: una cadena de fichas paralelas que cubren exactamente las mismas dos filas (o columnas) tiene como mucho tres fichas. El cuadrado inicial es una cadena así de dos.
wx-rules-h-score = Puntuación
wx-rules-score =
    Multiplica las longitudes de las líneas prolongadas (en casillas, las nuevas incluidas). Un doble puntúa el doble.

    ~ Ejemplos: 3 × 4 × 5 = 60; un doble que prolonga dos líneas de cinco: 5 × 5 × 2 = 50.
wx-rules-h-pass = Pasar
wx-rules-pass =
    - Si puedes poner, debes hacerlo.
    - Si no puedes poner, pasas en este turno y enseñas tus fichas a los demás. Vuelves a jugar en un turno posterior en cuanto tengas una jugada.
wx-rules-h-end = Final de la partida
wx-rules-end =
    - Cuando alguien pone su última ficha, se completa la ronda de turnos en curso para que todos hayan jugado las mismas veces. Quien no tiene fichas no juega.
    - La partida también termina cuando nadie puede poner.
    - Las fichas que quedan en la mano cuestan 5 puntos por cada doble y 25 por cada otra ficha.
    - Gana el total más alto; con totales iguales se comparte la victoria.
wx-rules-h-variants = Modalidades
wx-rules-variants =
    - Dos jugadores con 15 fichas cada uno (una de cada clase), sin cuadrado inicial. O bien quien empieza pone la ficha que quiera sin puntos, o bien los dos eligen una ficha en secreto y, al revelarlas, forman el cuadrado inicial (cuatro colores; si no, los dos eligen de nuevo).
    - Fichas descubiertas para 2, 3 o 4 jugadores.
wx-rules-h-controls = Cómo se juega aquí
wx-rules-controls =
    - Elige una ficha de tu atril, abajo; las fichas que encajan sobresalen, brillan y llevan un punto. El tablero muestra entonces los sitios donde puede ir, con sus puntos.
    - <kbd>R</kbd> gira la ficha, <kbd>F</kbd> la voltea, <kbd>Esc</kbd> la devuelve.
    - Con el teclado, las flechas o <kbd>Tab</kbd> te mueven entre tus fichas, <kbd>Enter</kbd> elige una, las flechas te mueven entre los sitios y <kbd>Enter</kbd> pone la ficha. En el tablero, las flechas muestran las líneas que pasan por cada casilla.
    - <kbd>+</kbd> y <kbd>−</kbd> acercan y alejan, <kbd>0</kbd> encaja todo el tablero; arrástralo con el ratón o con el dedo.
    - Un lector de pantalla anuncia cada jugada y sus puntos.
wx-rules-h-tips = Consejos para ganar
wx-rules-tips =
    - Las líneas largas dan mucho: una línea de cinco casillas es un factor 5. Busca sitios donde se crucen dos líneas largas.
    - Los dobles puntúan el doble pero al final solo cuestan 5: guárdalos para una gran jugada.
    - Quítate a tiempo las fichas mixtas: cada una que te quede cuesta 25 puntos al final.
    - Un patrón queda fijado en cuanto se repite un color. Mantén abiertas las líneas en las que encajan tus fichas y cierra las que ayudan al rival.

## Hus (hus.html)

hus-board =
    .aria-label = Tablero
hus-embed-iframe-title = Hus contra el ordenador
hus-embed-link-text = Hus de Gamut
hus-loading = Colocando las semillas …
hus-first = Quién empieza
hus-first-lot = A sorteo
hus-first-you = Tú
hus-first-computer = El ordenador
hus-series = Modalidad
hus-series-single = Partida suelta
hus-series-points = Serie a puntos
hus-series-best_of_7 = Al mejor de 7
hus-series-help-single = Una sola partida. Gana quien deja al otro sin ningún hoyo con al menos 2 semillas.
hus-series-help-points = Tras cada partida, cada uno se apunta las semillas de su lado (las 48: el doble). Gana la serie quien llega antes a la meta. El primer movimiento se alterna.
hus-series-help-best_of_7 = Gana la serie quien gana antes cuatro partidas. El primer movimiento se alterna.
hus-target = Jugar hasta
hus-rules-legend = Variantes de reglas
hus-rule-fixed_opening = Apertura fija: el primer movimiento es el interior 8 (el par de delante)
hus-rule-anticlockwise = Sembrar en sentido antihorario
hus-rule-capture_sow_captured_only = Tras capturar, sembrar solo las semillas capturadas
hus-rule-capture_needs_both = Capturar solo si los dos hoyos de enfrente tienen semillas
hus-rule-short-fixed_opening = apertura fija
hus-rule-short-capture_sow_captured_only = sembrar solo lo capturado
hus-rule-short-capture_needs_both = capturar con dos hoyos llenos
hus-tempo-instant = Sin animación
hus-you = Tú
hus-computer = Ordenador
hus-row-0 = Ordenador, fila exterior
hus-row-1 = Ordenador, fila interior
hus-row-2 = Tu fila interior
hus-row-3 = Tu fila exterior
hus-pit-name = { $row ->
    [i] interior
   *[o] exterior
} { $col }
hus-pit-label = { $name }: { $n ->
    [one] { $n } semilla
   *[other] { $n } semillas
}
hus-pit-theirs = Ordenador, { $label }
hus-reason-empty = vacío
hus-reason-single = solo una semilla
hus-reason-endless = sin fin: este movimiento no termina nunca
hus-reason-opening = apertura fija: el primer movimiento debe ser el interior 8
hus-preview = termina en { $end }, { $laps ->
    [one] { $laps } vuelta
   *[other] { $laps } vueltas
}, { $sown } sembradas, { $captured ->
    [0] no captura nada
    [one] captura { $captured } semilla
   *[other] captura { $captured } semillas
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n ->
    [one] { $n } semilla
   *[other] { $n } semillas
} en la mano
hus-capturing = ¡Captura!
hus-anim-summary = { $you ->
    [yes] Tu movimiento
   *[no] El movimiento del ordenador
}: el resultado hoyo a hoyo
hus-anim-end = { $you ->
    [yes] Tu movimiento termina aquí.
   *[no] El movimiento del ordenador termina aquí.
}
hus-thinking = El ordenador está pensando …
hus-seeds = { $n ->
    [one] { $n } semilla
   *[other] { $n } semillas
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } victoria
       *[other] { $n } victorias
    }
   *[other] { $n } ptos.
}
hus-seat-label = { $name }: { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } victoria
       *[other] { $score } victorias
    }
    [points] , { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
   *[none] {""}
}{ $toMove ->
    [yes] , le toca
   *[no] {""}
}
hus-single = Partida suelta
hus-points-info = Partida { $game } · a { $to ->
    [one] { $to } punto
   *[other] { $to } puntos
}
hus-best-of-7-info = Partida { $game } · al mejor de 7
hus-level-short = Nivel { $level }
hus-dir-clock = en sentido horario
hus-dir-anti = en sentido antihorario
hus-play = Elige un hoyo
hus-wait = Le toca al ordenador …
hus-skip = Saltar
hus-next-game = Siguiente partida
hus-your-turn = Te toca: elige uno de tus hoyos con al menos 2 semillas.
hus-your-turn-opening = Apertura fija: tu primer movimiento es el interior 8.
hus-choose-pit = Elige uno de tus hoyos con al menos 2 semillas.
hus-cannot-play = { $why ->
    [none] No se puede jugar { $pit }.
   *[other] No se puede jugar { $pit }: { $why }.
}
hus-move-line = { $you ->
    [yes] Juegas
   *[no] El ordenador juega
} { $pit }: { $laps ->
    [one] { $laps } vuelta
   *[other] { $laps } vueltas
}, { $sown } sembradas, termina en { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } semilla capturada
   *[other] , { $captured } semillas capturadas
}.
hus-game-won = ¡Ganas la partida!
hus-game-lost = El ordenador gana la partida.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Solo te quedan movimientos sin fin.
       *[no] Al ordenador solo le quedan movimientos sin fin.
    }
   *[other] { $youLost ->
        [yes] No te queda ningún hoyo con al menos 2 semillas.
       *[no] Al ordenador no le queda ningún hoyo con al menos 2 semillas.
    }
}
hus-seed-counts = Semillas: Tú { $you } · Ordenador { $them }
hus-game-points = Puntos de esta partida: Tú { $you } · Ordenador { $them }
hus-series-standing = { $kind ->
    [best_of_7] Serie: Tú { $you } · Ordenador { $them } victorias (gana quien llegue a { $to })
   *[other] Serie: Tú { $you ->
        [one] { $you } punto
       *[other] { $you } puntos
    } · Ordenador { $them ->
        [one] { $them } punto
       *[other] { $them } puntos
    } (a { $to })
}
hus-match-won = ¡Ganas con { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
}!
hus-match-lost = El ordenador gana con { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
}.
hus-series-won = ¡Ganas la serie!
hus-series-lost = El ordenador gana la serie.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, fila exterior
   *[i] { $name }, fila interior
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = El movimiento de { $name }: el resultado hoyo a hoyo
hus-anim-end-of = El movimiento de { $name } termina aquí.
hus-move-line-of = { $name } juega { $pit }: { $laps ->
    [one] { $laps } vuelta
   *[other] { $laps } vueltas
}, { $sown } sembradas, termina en { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } semilla capturada
   *[other] , { $captured } semillas capturadas
}.
hus-game-won-by = { $name } gana la partida.
hus-end-reason-of = { $reason ->
    [only_endless] A { $name } solo le quedan movimientos sin fin.
   *[other] A { $name } no le queda ningún hoyo con al menos 2 semillas.
}
hus-seed-counts-of = Semillas: Tú { $you } · { $name } { $them }
hus-game-points-of = Puntos de esta partida: Tú { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Serie: Tú { $you } · { $name } { $them } victorias (gana quien llegue a { $to })
   *[other] Serie: Tú { $you ->
        [one] { $you } punto
       *[other] { $you } puntos
    } · { $name } { $them ->
        [one] { $them } punto
       *[other] { $them } puntos
    } (a { $to })
}
hus-match-won-by = { $name } gana con { $seeds ->
    [one] { $seeds } semilla
   *[other] { $seeds } semillas
}.
hus-series-won-by = { $name } gana la serie.

hus-rules-title = Hus: las reglas aquí
hus-rules-h-board = El tablero
hus-rules-board =
    Hus es un mancala de Namibia para dos. El tablero tiene cuatro filas de ocho <b>hoyos</b>. Las dos filas de tu lado son tuyas: la exterior, junto al borde, y la interior, hacia el centro. Tus 16 hoyos forman un circuito.

    - Cada jugador cuenta las columnas desde su propia izquierda: de 1 a 8. Los hoyos «de enfrente» comparten columna en el tablero.
    - Al empezar, cada hoyo exterior tiene 2 semillas; en la fila interior, las columnas 5 a 8 tienen 2 cada una y las columnas 1 a 4 están vacías. 24 semillas por lado, 48 en total.
hus-rules-h-sow = La siembra
hus-rules-sow =
    - Un movimiento toma todas las semillas de uno de tus hoyos que tenga al menos 2. Un hoyo con 0 o 1 semilla no se puede elegir nunca.
    - Las semillas se siembran de una en una, en sentido horario y solo en tu propio circuito, empezando por el hoyo siguiente al vaciado: por la fila exterior de derecha a izquierda, sube a la fila interior en la columna 1, la recorre de izquierda a derecha y baja a la fila exterior en la columna 8.
    - Si la última semilla cae en un hoyo vacío, el movimiento termina.
    - Si cae en un hoyo que ya tenía semillas, en la fila exterior: toma todas las semillas de ese hoyo y sigue sembrando.
    - En la fila interior, si el hoyo interior de enfrente del rival tiene semillas: <b>capturas</b> (ver abajo). Si está vacío, tomas las semillas de tu hoyo y sigues sembrando.
hus-rules-h-capture = La captura
hus-rules-capture =
    - Toma las semillas del hoyo donde cayó la última semilla, más todas las semillas de los hoyos interior y exterior de enfrente del rival (el exterior aunque esté vacío). Siémbralas todas a partir del hoyo siguiente de tu circuito, con las mismas reglas.
    - Se puede capturar desde el primer movimiento.
    - Las semillas solo pasan al otro lado al ser capturadas.
hus-rules-h-endless = Movimientos sin fin
hus-rules-endless =
    Algunos movimientos no se detienen nunca: la siembra encadenada vuelve una y otra vez a la misma posición. Un movimiento así no está permitido; el tablero indica en el hoyo por qué no se puede jugar.
hus-rules-h-end = Final de la partida
hus-rules-end =
    - Cuando un jugador se queda tras un movimiento sin ningún hoyo con al menos 2 semillas, la partida termina en el acto y ese jugador pierde.
    - También pierde el jugador al que le toca mover y solo tiene movimientos sin fin.
    - Quién empieza la primera partida se sortea; en una serie, el primer movimiento se alterna.
hus-rules-h-series = Series
hus-rules-series =
    - Tras cada partida, cada jugador se apunta las semillas de su lado. Quien tiene las 48 semillas se apunta el doble (96) y el otro nada.
    - En los ajustes eliges una partida suelta, una serie a un número de puntos o al mejor de 7 (gana quien gana antes cuatro partidas).
hus-rules-h-options = Variantes de reglas
hus-rules-options =
    - Apertura fija: el primer movimiento de cada jugador es el hoyo interior de la columna 8, el par de delante.
    - Otras reglas conocidas, cada una opcional: sembrar en sentido antihorario; tras capturar, sembrar solo las semillas capturadas (tu hoyo conserva las suyas); capturar solo si los dos hoyos de enfrente tienen semillas.
hus-rules-h-controls = Cómo se juega aquí
hus-rules-controls =
    - Tus hoyos están abajo. Los hoyos que puedes jugar están resaltados; señala uno para ver bajo el tablero dónde termina el movimiento y qué captura.
    - Con el teclado, las flechas te mueven de hoyo en hoyo y <kbd>Enter</kbd> juega.
    - El botón principal se salta la animación de un movimiento. Un lector de pantalla anuncia cada movimiento.
hus-rules-h-tips = Consejos para ganar
hus-rules-tips =
    - Las siembras encadenadas largas pueden capturar muchas semillas: mira la vista previa antes de cada movimiento.
    - Mantén llena tu fila interior, que es donde se captura, y deja poco enfrente del rival.
    - Gana quien deja al otro sin movimiento: lleva la cuenta de cuántos hoyos con 2 o más semillas le quedan.

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    El dominó con el juego doble seis consiste en casar números: cada ficha tiene dos mitades, y pones una ficha cuya mitad coincida con un extremo abierto de la línea. Quien se queda antes sin fichas, o deja a los demás con más puntos en la mano, se lleva los puntos. Juegas de tres maneras clásicas: Robar, en la que tomas fichas del pozo cuando nada encaja; Bloqueo, en la que simplemente pasas; y Cincos, en la que además puntúas cada vez que los extremos abiertos suman un múltiplo de cinco. Juega aquí contra el ordenador u online con amigos, hasta cuatro, cada uno en su pantalla.
faq-dominoes-title = Preguntas sobre el dominó
faq-dominoes-1-q = ¿Cuántas fichas recibe cada jugador?
faq-dominoes-1-a =
    Con dos jugadores, cada uno recibe 7 en todas las modalidades. En Robar y Cincos, con tres o cuatro jugadores, cada uno recibe 5. En Bloqueo todos reciben 7.
faq-dominoes-2-q = ¿Quién sale?
faq-dominoes-2-a =
    En la primera mano sale el jugador con el doble más alto, poniéndolo. Si nadie tiene un doble, sale la ficha más pesada. Después sale el ganador de la mano anterior, con la ficha que quiera.
faq-dominoes-3-q = ¿Qué es el giratorio?
faq-dominoes-3-a =
    En Cincos, el primer doble que se pone es el giratorio. Cuando sus dos lados largos tienen ficha, se puede jugar en sus cuatro lados, así que la mesa puede tener hasta cuatro extremos abiertos.
faq-dominoes-4-q = ¿Cómo se cuenta en Cincos?
faq-dominoes-4-a =
    Después de cada jugada se suman los extremos abiertos. Un doble en un extremo cuenta sus dos mitades. Si la suma es múltiplo de 5, quien acaba de jugar se apunta en el acto esos puntos. También puntúa quien juega todas sus fichas o gana una mano cerrada, redondeando al 5 más cercano.
faq-dominoes-5-q = ¿Qué pasa cuando nadie puede jugar?
faq-dominoes-5-a =
    Entonces la mano está cerrada. El jugador con menos puntos en la mano gana la mano y se apunta los puntos de las otras manos menos los suyos. Si varios empatan con menos puntos, nadie se apunta nada.
faq-dominoes-6-q = ¿Puedo jugar online con amigos?
faq-dominoes-6-a =
    Sí. Elige «Online con amigos» en los ajustes y comparte el enlace. Una sala tiene de 2 a 4 asientos, el ordenador puede ocupar los libres y el servidor reparte las fichas, así que cada uno ve solo las suyas.

intro-hus =
    Hus es el gran mancala de Namibia, un juego para dos en un tablero de cuatro filas de ocho hoyos. Cada uno siembra en círculo por sus dos filas, sigue sembrando con la última semilla que cae en un hoyo lleno y captura las semillas del rival desde su fila interior. Gana quien deja al otro solo con hoyos de una semilla.

    En Namibia el Hus se sigue jugando hoy y tiene muchos nombres: ||hus o Xoros entre los nama y los damara, Owela, Otjitoto, Wera u Ogoro en otras lenguas del país, «Lochspiel» en alemán. Juega aquí contra el ordenador: una partida suelta, una serie a puntos o al mejor de 7.
faq-hus-title = Preguntas sobre el Hus
faq-hus-1-q = ¿De dónde viene el Hus?
faq-hus-1-a =
    El Hus es un mancala de cuatro filas de Namibia. Allí lo juegan, entre otros, los damara, nama, herero, kwanyama y ndonga, por ejemplo como juego de vacaciones en el campo. No consta cuándo nació; se considera que los juegos de mancala son de origen africano.
faq-hus-2-q = ¿Puedo mover una semilla sola?
faq-hus-2-a =
    No. Un movimiento toma siempre todas las semillas de un hoyo que tenga al menos 2. Nunca puedes elegir un hoyo con una sola semilla.
faq-hus-3-q = ¿Cuándo termina mi movimiento?
faq-hus-3-a =
    Solo cuando tu última semilla cae en un hoyo vacío. Si cae en un hoyo con semillas, las tomas todas y sigues sembrando desde el hoyo siguiente, también después de una captura. Así, un solo movimiento puede dar varias vueltas a tu circuito.
faq-hus-4-q = ¿Cuándo capturo las semillas del rival?
faq-hus-4-a =
    Cuando tu última semilla cae en un hoyo lleno de tu fila interior y el hoyo interior de enfrente del rival tiene semillas. Entonces tomas tu hoyo y sus hoyos interior y exterior de esa columna, el exterior aunque esté vacío, y lo siembras todo. En la fila exterior no capturas nunca, y a diferencia del Kalah, una semilla que cae en un hoyo vacío no captura nada.
faq-hus-5-q = ¿Siembro semillas en el lado del rival?
faq-hus-5-a =
    No, nunca. Solo siembras en tu propio circuito de 16 hoyos. Las semillas solo pasan al otro lado al ser capturadas.
faq-hus-6-q = ¿Quién gana?
faq-hus-6-a =
    Quien deja al rival sin ningún hoyo con al menos 2 semillas: ya no puede mover y pierde. El Hus no tiene almacenes. En una serie, cada jugador se apunta tras la partida las semillas de su lado, y quien tiene las 48 se apunta el doble.

intro-wuhsing =
    Wu Hsing es un juego de colocar fichas de dominó de cinco colores, las «cinco fases» chinas: agua, fuego, madera, metal y tierra. Como en un crucigrama, las casillas de colores forman líneas horizontales y verticales, y cada línea sigue un patrón de colores. Cada ficha debe prolongar al menos dos líneas respetando su patrón; las longitudes de esas líneas se multiplican entre sí, y eso es lo que puntúas.

    Sid Sackson publicó el juego en 1969 como «Domino Bead Game» en su libro «A Gamut of Games»; franjos lo sacó en 1992 en caja con el nombre «Wu Hsing». Juega aquí contra el ordenador, de dos a cuatro jugadores.
faq-wuhsing-title = Preguntas sobre Wu Hsing
faq-wuhsing-1-q = ¿De dónde viene Wu Hsing?
faq-wuhsing-1-a =
    Lo inventó Sid Sackson: en 1969 apareció como «Domino Bead Game» en su libro «A Gamut of Games», una colección de 40 juegos. La edición alemana «Wu Hsing» salió en 1992 con franjos; en Francia se llamó «Connexion». El nombre alude a las cinco fases del pensamiento chino, que muestran los cinco colores.
faq-wuhsing-2-q = ¿Qué es un patrón?
faq-wuhsing-2-a =
    Cada línea horizontal y vertical debe continuar una secuencia de colores. En cuanto un color se repite en una línea, su patrón queda fijado y la línea debe seguir repitiéndolo a la misma distancia. Mientras no se repita ningún color, la línea sigue abierta.
faq-wuhsing-3-q = ¿Dónde puedo poner una ficha?
faq-wuhsing-3-a =
    En dos casillas vacías contiguas, de modo que al menos dos de las tres líneas que pasan por la ficha prolonguen casillas puestas antes y cada línea respete su patrón. Puedes rellenar un hueco si la línea unida es válida. Como mucho tres fichas pueden estar una al lado de otra por sus lados largos.
faq-wuhsing-4-q = ¿Cómo se cuentan los puntos?
faq-wuhsing-4-a =
    Se multiplican entre sí las longitudes de todas las líneas prolongadas, la ficha nueva incluida: 3 × 4 × 5 = 60. Un doble puntúa el doble, por ejemplo 5 × 5 × 2 = 50.
faq-wuhsing-5-q = ¿Qué pasa si no puedo poner ninguna ficha?
faq-wuhsing-5-a =
    Si puedes poner, debes hacerlo. Si no puedes, pasas en este turno y enseñas tus fichas a los demás. En cuanto vuelvas a tener una jugada, sigues jugando.
faq-wuhsing-6-q = ¿Cuándo termina la partida?
faq-wuhsing-6-a =
    Cuando alguien pone su última ficha, la ronda de turnos se juega hasta el final; la partida también termina cuando nadie puede poner. Las fichas que quedan en la mano cuestan 5 puntos por cada doble y 25 por cada otra ficha. Gana la puntuación más alta.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Jugador { $n }
seat-kind-computer = El ordenador
seat-kind-person = Una persona en este dispositivo
person-name-label = Nombre del jugador { $n }
person-default-name = Jugador { $n }
# $name: the person the device goes to
handover-title = Pasa el dispositivo a { $name }
handover-since = Desde tu último turno:
# $name: the person the device goes to
handover-ready = Soy { $name }: mostrar mis fichas
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } robó una ficha
    [pass] { $name } pasó
    [next] Se repartió una nueva ronda
   *[play] { $name } jugó { $move }
}
people-wins-title = Victorias entre personas
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } victorias
# $name: the person whose turn it is
person-turn = Turno de { $name }.

## Online with friends (js/online/)
online-open = Online con amigos
online-name = Tu nombre
online-create = Crear una sala
online-join = Unirse
online-invite = Enlace de invitación: envíaselo a tus amigos
online-copy = Copiar enlace
online-copied = Copiado
online-start = Empezar
online-leave = Salir de la sala
online-room = Sala
online-record = Descargar la partida
online-start-early = Ya puedes empezar: el ordenador ocupa los puestos libres.
online-start-full = Todos los asientos están ocupados: empieza cuando estéis listos.
online-wait-host = Esperando a que el anfitrión empiece.
online-seat-open = Puesto libre
online-seat-computer = Ordenador
online-seat-computer-n = Ordenador { $n }
online-you = tú
online-away = sin conexión
online-to-move = le toca
online-connecting = Conectando…
online-reconnecting = Conexión perdida: reconectando…
online-connected = Conectado
online-stats = Partidas en línea ganadas: { $won } de { $played }
online-name-missing = Escribe tu nombre.
online-error-not-found = Esta sala no existe (ya).
online-error-full = Esta sala no tiene puestos libres.
online-error-rate-limited = Demasiado rápido: inténtalo de nuevo.
online-error-refused = El servidor no lo ha aceptado.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Juego
online-info-rules = Reglas
online-info-host = Anfitrión
online-info-seats = Puestos
online-room-started = La partida ya empezó y todos los puestos están ocupados: puedes mirarla.
online-watch = Mirar
online-stop-watching = Dejar de mirar
online-watching = Estás mirando.
online-watching-end = La partida ha terminado.
online-next-rules = Reglas de la próxima partida
online-again-with = Jugar otra vez con estas reglas
online-again = Jugar otra vez
# $names: the people the room waits for (a list)
online-waiting-for = Esperando a { $names } …
online-twice = Este puesto también está abierto en otra pestaña.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Partidas ganadas: { $tally }
online-spectators = { $n ->
    [one] { $n } mirando
   *[other] { $n } mirando
}
online-cover = Que juegue el ordenador
online-cover-label = Que el ordenador juegue por { $name }
online-computer-plays = juega el ordenador
online-ready = listo
online-asked = quiere otra
online-note-left = { $name } se fue; el ordenador juega por { $name }.
online-note-covered = El ordenador juega por { $name } hasta que { $name } vuelva.
online-note-back = { $name } ha vuelto.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } fijó las reglas de la próxima partida: { $rules }.
online-confirm-leave-running = ¿Dejar la partida? El ordenador ocupa tu puesto y sigue jugando por ti. No podrás volver a este puesto.
online-confirm-leave-over = ¿Salir de la sala? Tus amigos pueden seguir jugando sin ti.
online-confirm-leave-lobby = ¿Salir de la sala? Tu puesto quedará libre.
online-leave-match = Dejar la partida
online-stay = Quedarme
online-error-busy = El servidor está ocupado ahora mismo; inténtalo de nuevo en un momento.
online-error-gone = Ya no estás en esta sala: se cerró o este puesto se dejó en otra pestaña.
dom-round-opens = Mano { NUMBER($round) }: abre { $name }.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Semillas: { $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = Colores
theme-system = Como en este dispositivo
theme-light = Claros
theme-dark = Oscuros
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Fuera de juego
dom-out-count = { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
}

## replay
replay-open = Repetición
replay-title = Ver de nuevo una partida terminada
replay-help = Las últimas 20 partidas terminadas en este dispositivo, la más reciente primero, o un archivo de partida exportado.
replay-none = Todavía no hay ninguna partida terminada guardada en este dispositivo.
replay-open-file = Abrir un archivo de partida
replay-file-bad = Este archivo no es una partida.
replay-other-game = Es una partida de { $game }: ábrela en la página de ese juego.
replay-refused = No se puede reproducir esta partida: { $reason }
replay-not-online = La repetición espera a que salgas de la sala en línea.
replay-won = ganada
replay-lost = perdida
replay-moves = { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}
replay-online = en línea
replay-bar = Repetición
replay-first = Primera jugada
replay-back = Una jugada atrás
replay-forward = Una jugada adelante
replay-last = Última jugada
replay-slider = Jugada
replay-view = Vista
replay-close = Cerrar la repetición
replay-position = Jugada { $ply } de { $plies }
replay-seat = Puesto { $n }
replay-seat-you = Puesto { $n } (tú)
replay-all-hands = Todas las manos a la vista
replay-seat-computer = Puesto { $n } (ordenador)

## take-back and hint
help-take-back = Deshacer
help-hint = Pista
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Se deshizo una jugada.
   *[other] Se deshicieron { $n } jugadas.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Si vuelves a robar, recibes la misma ficha: el pozo conserva su orden.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Pista: { $move }
# the first tile of a round, as a hint
help-hint-open = abrir con { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = ganadas con ayuda: { NUMBER($won) } de { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = ¿Deshacer la última jugada de { $name }? Todos en esta mesa deben estar de acuerdo.
