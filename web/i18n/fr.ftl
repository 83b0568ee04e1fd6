# Gamut : textes en français (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as en.ftl (tests/test_i18n_keys.py checks it); see de.ftl's head for
# the conventions (prefixes, block texts of the rules, $you = "yes" | "no").
# Terms: domino, double, pioche, piocher, passer, points; Hus: trou, graine, semer, prise;
# Wu Hsing: tuile, case, ligne, motif, chevalet.

## Shared

language = Langue
games-nav =
    .aria-label = Jeux
game-dominoes = Dominos
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Nouvelle partie
settings = Réglages
settings-title = Réglages de la partie
close = Fermer
rules = Règles
rules-toc =
    .aria-label = Sommaire
your-tiles = Vos dominos
loading-stage-runtime = Chargement de Python …
loading-stage-pyodide = Chargement de Python …
loading-stage-stdlib = Chargement de Python …
loading-stage-packages = Chargement des paquets …
loading-stage-micropip = Chargement des paquets …
loading-stage-wheel = Installation du jeu …
loading-stage-install = Installation du jeu …
loading-stage-game = Installation du jeu …
loading-stage-ready = Prêt
load-failed = Python n’a pas pu démarrer : { $msg }
reload = Recharger
level = Niveau de l’ordinateur
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
tempo = Rythme
tempo-slow = Lent
tempo-normal = Normal
tempo-fast = Rapide
players-label = Joueurs
players-option = { $n } joueurs
stats-title = Parties gagnées
stats-line = { NUMBER($won) } sur { NUMBER($played) }
saves-title = Sauvegardes dans un fichier
saves-help = Gardez les réglages, les parties en cours et les statistiques dans un fichier, pour ne rien perdre si le navigateur efface ses données.
saves-export-all = Tout exporter
saves-export-game = Exporter la partie en cours
saves-import = Importer un fichier
saves-exported = Enregistré sous { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Enregistré sous { $name }. Le fichier montre les pièces de tous les joueurs, y compris celles de l’ordinateur.
saves-no-game = Aucune partie en cours.
saves-imported = Importé. Rechargement de la page …
saves-import-failed = Rien n’a été importé.
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-sauvegarde
saves-file-game = gamut-{ $game }-partie

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] Les réglages et les statistiques n’ont pas pu être récupérés.
   *[no] Les réglages et les statistiques sont conservés.
}
save-some-game = une partie
save-problem-unreadable = Les données enregistrées étaient endommagées et ont été réinitialisées. { save-kept }
save-problem-wrong-type = Les données enregistrées avaient un format inconnu et ont été réinitialisées. { save-kept }
save-problem-future-version = Les données enregistrées viennent d’une version plus récente ; les parties en cours ne peuvent pas être reprises ici. { save-kept }
save-problem-old-version = Les données enregistrées viennent d’une ancienne version qui ne peut pas être reprise. { save-kept }
save-problem-bad-settings = Les réglages enregistrés étaient endommagés ; les valeurs par défaut s’appliquent.
save-problem-bad-stats = Une partie des statistiques était endommagée et a été supprimée.
save-problem-bad-game = La partie enregistrée ({ $name }) était endommagée. Une nouvelle partie commence ; les statistiques sont conservées.
save-problem-other-game = La sauvegarde de { $name } contenait un autre jeu. Une nouvelle partie commence ; les statistiques sont conservées.
save-problem-rejected = La partie enregistrée ({ $name }) n’a pas pu être reprise. Une nouvelle partie commence ; les statistiques sont conservées.
save-problem-unavailable = Ce navigateur ne permet pas d’enregistrer ici : la partie et les statistiques seront perdues à la fermeture de la page.
save-problem-quota = L’enregistrement a échoué (le stockage du navigateur est plein ou bloqué).
save-notice-ok = D’accord
update-ready = Nouvelle version disponible
update-reload = Recharger
update-dismiss = Fermer
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Un instant : le jeu démarre encore…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python démarre : la partie reprend dans un instant…

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = Le fichier est vide.
saves-problem-too-big = Le fichier est trop volumineux pour une sauvegarde.
saves-problem-not-json = Le fichier n’est pas du JSON valide (endommagé ou tronqué ?).
saves-problem-not-gamut = Le fichier n’est pas une sauvegarde Gamut.
saves-problem-unreadable = Le fichier n’est pas une sauvegarde Gamut lisible.
saves-problem-unknown-game = Le fichier contient une partie d’un type inconnu.
saves-problem-bad-record = La partie ({ $name }) du fichier est endommagée.
saves-problem-bad-game = La partie ({ $name }) du fichier est endommagée ou appartient à un autre jeu ; elle n’est pas reprise.
saves-problem-bad-settings = Les réglages du fichier sont endommagés et ne sont pas repris.
saves-problem-bad-stats = Une partie des statistiques du fichier est endommagée et n’est pas reprise.
saves-problem-future-version = Le fichier vient d’une version plus récente : seuls les réglages et les statistiques sont repris.
saves-problem-quota = L’enregistrement a échoué (le stockage du navigateur est plein ou bloqué).
saves-problem-nothing = Le fichier ne contient rien qui puisse être repris.
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] Une nouvelle partie va commencer. La partie en cours s’arrête et compte comme perdue.
   *[no] Une nouvelle partie va commencer. La partie en cours s’arrête.
}
confirm-yes = Nouvelle partie
confirm-no = Annuler
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = La partie a continué dans un autre onglet : cet onglet montre maintenant où elle en est.
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] Vous
    [1] { $seats ->
        [2] Ordinateur
       *[other] Ouest
    }
    [2] { $seats ->
        [3] Est
       *[other] Nord
    }
   *[other] Est
}
tiles = { $n ->
    [one] { $n } domino
   *[other] { $n } dominos
}
points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
seat-label = { $name } : { $tiles ->
    [one] { $tiles } domino
   *[other] { $tiles } dominos
}, { $score ->
    [one] { $score } point
   *[other] { $score } points
}{ $toMove ->
    [yes] , à jouer
   *[no] {""}
}
pass = Passer
rematch = Revanche
retry = Réessayer
wait = { $name } joue …
not-your-turn = Attendez votre tour.
empty-hand = plus de dominos
last-tile = dernier coup joué
load-error = La partie enregistrée n’a pas pu être reprise. Une nouvelle partie commence.
worker-restarted = Le moteur du jeu ne répondait plus et a été redémarré. La partie reprend là où elle avait été enregistrée.
error = Erreur : { $msg }
error-illegal-move = Ce coup n’est pas permis.
error-bad-record = La partie est endommagée ou incomplète.
error-bad-record-at = Le coup { $n } ne respecte pas les règles.
error-bad-options = Les réglages de la partie ne sont pas valides.
error-engine = Le moteur du jeu n’a pas pu le faire.
error-engine-lost = Le moteur du jeu ne répond plus.
error-engine-start = Le moteur du jeu n’a pas pu démarrer.
toc-rules = Règles
toc-controls = Commandes
toc-tips = Conseils
toc-modes = Variantes
toc-faq = Questions fréquentes

## Dominoes (index.html)

dom-table =
    .aria-label = Table
dom-loading = Distribution des dominos …
dom-opponent = Jouer contre
dom-opponent-computer = Ordinateur
dom-opponent-online = En ligne avec des amis
dom-opponent-people = Des personnes sur cet appareil
dom-mode = Variante
dom-mode-draw = Pioche
dom-mode-block = Blocage
dom-mode-fives = Les Cinq
dom-mode-help-draw = Si vous ne pouvez pas jouer, vous piochez jusqu’à trouver un domino qui va.
dom-mode-help-block = Si vous ne pouvez pas jouer, vous passez. Personne ne pioche.
dom-mode-help-fives = Comme la Pioche, avec des points chaque fois que les bouts ouverts font un multiple de 5.
dom-target = Jouer en
dom-target-option = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
dom-round-info = Manche { NUMBER($round) } · en { NUMBER($target) }
dom-boneyard = Pioche : { $n }
dom-no-boneyard = Pas de pioche
dom-count = Bouts : { $n }
dom-draw = Piocher
dom-next = Manche suivante
dom-play = Posez un domino
dom-your-turn = À vous : posez un domino qui va.
dom-your-turn-first = Vous ouvrez la manche : posez le domino de votre choix.
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = Vous ouvrez la partie avec le { $tile } : { $double ->
    [yes] le plus gros double commence.
   *[no] sans double distribué, le domino le plus lourd commence.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } ouvre la manche : n’importe quel domino.
dom-person-first-with = { $name } ouvre la partie avec le { $tile } : { $double ->
    [yes] le plus gros double commence.
   *[no] sans double distribué, le domino le plus lourd commence.
}
dom-must-draw = Aucun domino ne va : piochez.
dom-must-pass = Aucun domino ne va : vous devez passer.
dom-choose-end = Choisissez la place sur la table.
dom-cannot-play = Le { $tile } ne va à aucun bout.
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] piochez un domino
       *[other] piochez { $n } dominos
    }
   *[no] { $n ->
        [one] pioche un domino
       *[other] pioche { $n } dominos
    }
}
dom-run-play = { $you ->
    [yes] posez
   *[no] pose
} le { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] passez
   *[no] passe
}
dom-run = { $name } { $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name } { $actions } (n’avait pas de { $numbers })
dom-seat-act = { $draws ->
    [0] a passé
   *[other] a pioché { $draws }{ $passed ->
        [yes] , a passé
       *[no] {""}
    }
}
dom-log-label = Cette manche jusqu’ici
dom-place-at = Poser le { $tile } au bout { $end ->
    [W] ouest
    [E] est
    [N] nord
   *[S] sud
}{ $fives ->
    [yes] , { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , jouable
    [no] , ne va pas
   *[other] {""}
}
dom-layout-tile = Domino { $tile }
dom-spinner = pivot
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name } { $you ->
    [yes] posez
   *[no] pose
} le { $tile }{ $end ->
    [W] {" "}au bout ouest
    [E] {" "}au bout est
    [N] {" "}au bout nord
    [S] {" "}au bout sud
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] {" "}{ $you ->
        [yes] et marquez
       *[no] et marque
    } { $score }
}.
dom-announce-round = La manche { $round } est terminée. { $result }
dom-announce-scores = Scores : { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = Fin de la manche { $round }
dom-domino-win = { $you ->
    [yes] Vous avez posé tous vos dominos.
   *[no] { $name } a posé tous ses dominos.
}
dom-domino-pips = { $raw ->
    [one] Les autres mains totalisent { $raw } point.
   *[other] Les autres mains totalisent { $raw } points.
}
dom-blocked = Le jeu est bloqué : personne ne peut jouer.
dom-blocked-win = { $you ->
    [yes] Vous avez
   *[no] { $name } a
} le moins de points ({ $own }). Les autres mains ont { $others } points : { $others } − { $own } = { $raw }.
dom-blocked-tie = Plusieurs mains sont à égalité avec le moins de points : personne ne marque.
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] Vous atteignez
   *[no] { $name } atteint
} l’objectif de { $target } points avec ce coup : aux Cinq, la partie s’arrête aussitôt.
dom-rounded = Aux Cinq, on arrondit au 5 le plus proche : { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Vous marquez
   *[no] { $name } marque
} { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
dom-pips-in = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
dom-match-won = Vous gagnez la partie avec { $score ->
    [one] { $score } point
   *[other] { $score } points
} !
dom-match-lost = { $names } { $count ->
    [one] gagne
   *[other] gagnent
} la partie.
dom-embed-iframe-title = Dominos contre l’ordinateur
dom-embed-link-text = Dominos par Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Intégrer
embed-title = Intégrer ce jeu
embed-note = Collez ce code dans votre page. Le lien texte sous le jeu doit rester.
embed-code-label = Code HTML à intégrer
copy = Copier
copied = Copié !
copy-fallback = Le code est sélectionné : copiez-le avec Ctrl+C (⌘+C sur un Mac).

dom-rules-title = Dominos : les règles ici
dom-rules-h-tiles = Dominos et joueurs
dom-rules-tiles =
    On joue avec le jeu double-six : 28 dominos, chaque paire de nombres de 0-0 à 6-6 exactement une fois. Un <b>double</b> comme le 4-4 porte le même nombre sur ses deux moitiés. Les <b>points</b> d’un domino sont la somme de ses deux moitiés. 2, 3 ou 4 joueurs jouent chacun à leur tour. Vous choisissez l’une des trois variantes : <b>Pioche</b>, <b>Blocage</b> ou <b>Les Cinq</b>.
dom-rules-h-deal = La distribution
dom-rules-deal =
    - À deux joueurs, chacun reçoit 7 dominos, dans toutes les variantes.
    - À trois ou quatre joueurs, chacun reçoit 5 dominos à la Pioche et aux Cinq, 7 au Blocage.
    - À la Pioche et aux Cinq, les dominos restants sont posés face cachée : c’est la <b>pioche</b>.
    - Au Blocage, les dominos restants sont hors jeu pour la manche : personne ne les pioche et personne ne les voit avant la fin de la manche.
dom-rules-h-lead = Qui commence
dom-rules-lead =
    - Dans la première manche d’une partie, celui qui a le plus gros double commence, avec ce double précisément.
    - Si personne n’a de double, le domino qui a le plus de points commence. À points égaux, le domino qui porte le plus grand nombre l’emporte : le 6-3 passe avant le 5-4.
    - À partir de la deuxième manche, le gagnant de la manche précédente commence avec le domino de son choix. Si la manche précédente n’a pas eu de gagnant, c’est le joueur qui suit le dernier à avoir ouvert qui commence.
dom-rules-h-move = Un coup
dom-rules-move =
    - Vous posez un domino à un bout ouvert dont le nombre correspond à l’une de ses moitiés. Si vous pouvez jouer, vous devez jouer ; le domino et le bout sont à votre choix.
    - Les doubles se posent en travers. Hormis le pivot aux Cinq (voir plus bas), un double est un domino ordinaire avec un bout ouvert de l’autre côté.
    - Si vous ne pouvez pas jouer : à la Pioche et aux Cinq, vous piochez, un domino après l’autre, jusqu’à ce qu’un domino aille, puis vous le posez. Si la pioche est vide, vous passez. Au Blocage, vous passez tout de suite.
    - Personne ne pioche tant qu’il a un domino qui va.
dom-rules-h-spinner = Le pivot (aux Cinq seulement)
dom-rules-spinner =
    Le premier double posé sur la table dans une manche (le domino d’ouverture compris) devient le <b>pivot</b> et est dessiné en <y>jaune</y>. Les doubles suivants sont des dominos ordinaires posés en travers. On joue d’abord contre les deux grands côtés du pivot. Dès que ses deux grands côtés ont un domino, ses deux petits côtés s’ouvrent aussi : la table a alors jusqu’à quatre bouts ouverts.
dom-rules-h-fives = Le décompte aux Cinq
dom-rules-fives =
    - Après chaque coup, ouverture comprise, on additionne les nombres de tous les bouts ouverts.
    - Un double posé en travers à un bout compte ses deux moitiés.
    - Le pivot compte ses deux moitiés tant que l’un de ses grands côtés est encore libre. Ensuite il ne compte plus lui-même, et un petit côté ne compte que lorsqu’un domino y est posé.
    - Si la somme est un multiple de 5, le joueur qui vient de jouer marque aussitôt autant de points.

    ~ Exemples : ouvrir avec le 5-5 (le pivot) rapporte 10, ouvrir avec le 6-4 rapporte aussi 10. Si l’on pose ensuite le 4-1 sur le 4, les bouts ouverts sont 6 et 1 : 7 en tout, pas de points. Au pivot 5-5 avec un 5-3 sur un grand côté, le compte est 10 + 3 = 13, pas de points ; quand le 5-2 vient sur l’autre grand côté, il fait 3 + 2 = 5 : 5 points.
dom-rules-h-round = Fin d’une manche
dom-rules-round =
    - Une manche s’arrête quand quelqu’un pose son dernier domino, ou quand le jeu est <b>bloqué</b> : personne ne peut jouer et, à la Pioche et aux Cinq, la pioche est vide.
    - Celui qui a posé tous ses dominos marque les points restant dans toutes les autres mains.
    - Dans une manche bloquée, la main qui a le moins de points gagne. Elle marque les points des autres mains moins les siens. Si plusieurs mains sont à égalité avec le moins de points, personne ne marque.
    - Aux Cinq, ces points de manche sont arrondis au 5 le plus proche : finissant par 1, 2, 6 ou 7, vers le bas, par 3, 4, 8 ou 9, vers le haut (12 devient 10, 13 devient 15).
    - Entre les manches, toutes les mains sont montrées.
dom-rules-h-match = Fin de la partie
dom-rules-match =
    - La partie se joue jusqu’à l’objectif fixé dans les réglages : 50, 100, 150, 200 ou 250 points (100 par défaut).
    - À la Pioche et au Blocage, gagne celui qui a atteint l’objectif à la fin d’une manche.
    - Aux Cinq, la partie s’arrête aussitôt qu’un coup ou le décompte d’une manche amène quelqu’un à l’objectif, même au milieu d’une manche.
dom-rules-h-seen = Ce que chacun voit
dom-rules-seen =
    Vous voyez vos propres dominos, la table, combien de dominos a chaque joueur, tous les scores, la taille de la pioche et qui a pioché ou passé. Les autres mains et la pioche ne sont montrées qu’à la fin de la manche. L’ordinateur, lui aussi, ne décide que d’après ce que voit sa propre place.
dom-rules-h-controls = Comment jouer ici
dom-rules-controls =
    - Vos dominos sont en bas. Ceux que vous pouvez jouer ressortent, brillent et portent un point. Touchez-en un pour le poser.
    - S’il va à plus d’un bout, les places possibles apparaissent sur la table, aux Cinq avec les points que chacune rapporterait. Touchez-en une.
    - Vous pouvez aussi faire glisser un domino jusqu’à une place sur la table, à la souris ou du doigt.
    - Au clavier, les flèches ou <kbd>Tab</kbd> passent d’un domino à l’autre, <kbd>Entrée</kbd> en choisit un, vous choisissez le bout de la même façon et posez avec <kbd>Entrée</kbd>. <kbd>Échap</kbd> annule le choix.
    - Quand vous n’avez pas de coup, le bouton principal devient « Piocher » ou « Passer ». Entre les manches, il indique « Manche suivante ».
    - Sous la table, vous voyez ce qui s’est passé dans cette manche, y compris qui a dû piocher ou passer. Un lecteur d’écran annonce chaque coup.
dom-rules-h-tips = Conseils pour gagner
dom-rules-tips =
    - Débarrassez-vous tôt de vos dominos les plus lourds. Quand un autre a tout posé, chaque point qui reste dans votre main compte contre vous.
    - Gardez des nombres variés. Avec plusieurs nombres différents en main, vous pouvez servir presque n’importe quel bout ; avec rien que des six, vous êtes vite coincé.
    - Observez ce que les autres n’ont pas pu jouer. Celui qui passe ou pioche n’avait pas les nombres des bouts ouverts. Laissez ces nombres ouverts pour le freiner.
    - Aux Cinq, comptez d’abord : avant chaque coup, calculez la somme que font les bouts avec chaque domino et ce que vous laissez au suivant.
    - Comptez les dominos. Chaque nombre n’apparaît que sur sept dominos, son double compris. Si les autres en ont posé cinq, les derniers sont chez vous ou presque épuisés.
dom-rules-h-modes = Les trois variantes
dom-rules-modes =
    La <b>Pioche</b> est la plus conciliante : être bloqué vous coûte des dominos, pas votre tour. Le <b>Blocage</b> est plus court et plus tranchant : personne ne peut piocher, alors compter les dominos et fermer un nombre comptent plus que tout. <b>Les Cinq</b> rapportent des points pendant la manche aussi ; un bon joueur vise la somme autant que de poser ses derniers dominos.

    ! Ici, on joue aux dominos uniquement pour les points de la page, sans aucune forme de pari, et il n’y a rien à acheter ni à gagner en dehors du jeu.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Plateau
wx-view =
    .aria-label = Vue
wx-zoom-in = +
    .aria-label = Zoomer
wx-zoom-out = −
    .aria-label = Dézoomer
wx-fit = Ajuster
    .title = Afficher tout le plateau
wx-embed-iframe-title = Wu Hsing contre l’ordinateur
wx-embed-link-text = Wu Hsing par Gamut
wx-loading = Mélange des tuiles …
wx-variant = Variante
wx-variant-standard = Standard (avec carré de départ)
wx-variant-fifteen_a = 15 tuiles, ouverture libre
wx-variant-fifteen_b = 15 tuiles, ouverture cachée
wx-variant-help-standard = Les 30 tuiles sont distribuées ; deux restent au centre comme carré de départ.
wx-variant-help-fifteen_a = À deux seulement : chacun a une tuile de chaque sorte. Le premier joueur pose la tuile de son choix, sans points.
wx-variant-help-fifteen_b = À deux seulement : chacun a une tuile de chaque sorte. Chacun choisit une tuile en secret ; ensemble, elles forment le carré de départ (quatre couleurs).
wx-variant-two-only = { $variant } (à deux seulement)
wx-open-hands = Tuiles des autres joueurs
wx-hands-closed = Cachées
wx-hands-open = Visibles (tout le monde voit toutes les tuiles)
wx-hand-shown = Tuiles de { $name }
wx-colour-W = Eau
wx-colour-F = Feu
wx-colour-H = Bois
wx-colour-M = Métal
wx-colour-E = Terre
wx-tile-name = { $a }-{ $b }
wx-rotate = Tourner
wx-flip = Retourner
wx-cancel = Retour
wx-turn-tools =
    .aria-label = Tourner et retourner la tuile
wx-rack-tile = { $name }{ $state ->
    [playable] , jouable
    [blocked] , ne va nulle part
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Poser { $a } à gauche, { $b } à droite
   *[no] Poser { $a } en haut, { $b } en bas
}{ $score ->
    [none] {""}
    [one] {"\u00A0"}: { $score } point
   *[other] {"\u00A0"}: { $score } points
}
wx-preview = { $horizontal ->
    [yes] Horizontale : { $a } à gauche, { $b } à droite
   *[no] Verticale : { $a } en haut, { $b } en bas
}
wx-cell = { $colour }, rangée { $row }, colonne { $col }
wx-hidden-tile = tuile choisie en secret
wx-play = Choisissez une tuile
wx-place = Posez la tuile sur le plateau
wx-your-turn = À vous : choisissez une tuile de votre chevalet.
wx-choose-spot = { $n ->
    [one] { $n } place
   *[other] { $n } places
} : cliquez sur l’une d’elles. R tourne, F retourne, Échap revient en arrière.
wx-no-spot-here = Tournée ainsi, la tuile ne va nulle part : tournez-la ou retournez-la.
wx-must-pass = Aucune tuile ne va : vous devez passer. En échange, les autres voient vos tuiles.
wx-cannot-play = { $name } ne va nulle part.
wx-opening-a = Vous ouvrez : posez la tuile de votre choix (sans points).
wx-opening-b = Choisissez en secret une tuile pour le carré de départ.
wx-opening-b-wait = { $name } a choisi en secret. Choisissez votre tuile.
wx-ending = Un chevalet est vide : le tour de table est joué jusqu’au bout.
wx-placed = { $you ->
    [yes] Vous posez
   *[no] { $name } pose
}
wx-for-points = { " " }pour { $n ->
    [one] { $n } point
   *[other] { $n } points
}
wx-opening-placed = { $you ->
    [yes] Vous ouvrez avec
   *[no] { $name } ouvre avec
}
wx-chose = { $you ->
    [yes] Vous avez choisi :
   *[no] { $name } a choisi en secret.
}
wx-reveal-ok = Révélées : les tuiles forment le carré de départ
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = Le carré de départ ne va pas : vous avez choisi { $mine }, { $name } a choisi { $theirs }. Pas quatre couleurs différentes : les deux tuiles reviennent et chacun choisit à nouveau.
wx-passed = { $you ->
    [yes] Vous passez. Vos tuiles sont montrées :
   *[no] { $name } passe et montre ses tuiles :
}
wx-line-desc = { $axis ->
    [row] horizontale
   *[column] verticale
} { $n }
wx-formula = {"\u00A0"}: { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = double × 2
wx-line-title-row = Ligne horizontale
wx-line-title-column = Ligne verticale
wx-pattern-locked = Motif fixé :
wx-pattern-open = Motif encore ouvert
wx-line-length = { $n ->
    [one] { $n } case
   *[other] { $n } cases
}
wx-no-line = pas de ligne (case isolée)
wx-announce-place = { $you ->
    [yes] Vous posez
   *[no] { $name } pose
} { $tile }, { $you ->
    [yes] et marquez
   *[no] et marque
} { $n }.
wx-announce-pass = { $you ->
    [yes] Vous passez.
   *[no] { $name } passe.
}
wx-announce-over = Partie terminée. { $result }
wx-game-over = Partie terminée
wx-end-out = { $you ->
    [yes] Vous avez
   *[no] { $name } a
} posé toutes ses tuiles ; le tour de table a été joué jusqu’au bout.
wx-end-blocked = Plus personne ne peut poser.
wx-col-name = Joueur
wx-col-score = Points
wx-col-left = Tuiles restantes
wx-col-penalty = Pénalité
wx-col-final = Total
wx-penalty-rule = Pénalité pour les tuiles restantes : 5 par double, 25 par autre tuile.
wx-won = Vous gagnez avec { $score ->
    [one] { $score } point
   *[other] { $score } points
} !
wx-shared = Victoire partagée : { $names }.
wx-lost = { $names } { $count ->
    [one] gagne
   *[other] gagnent
}.

wx-rules-title = Wu Hsing : les règles ici
wx-rules-h-material = Tuiles et distribution
wx-rules-material =
    Wu Hsing est le « Domino Bead Game » de Sid Sackson avec les cinq éléments : l’<b>eau</b> (bleu), le <b>feu</b> (rouge), le <b>bois</b> (vert), le <b>métal</b> (blanc) et la <b>terre</b> (jaune). Chaque moitié porte aussi son symbole : le jeu se joue donc sans voir les couleurs.

    - 30 tuiles : chacune des 15 paires de couleurs (5 doubles, 10 mixtes) en deux exemplaires.
    - À deux, chacun reçoit 14 tuiles, à trois 9 (une tuile retourne dans la boîte sans être vue), à quatre 7. Deux tuiles restent pour le carré de départ.
    - Les tuiles des autres sont cachées ; on peut choisir de les jouer visibles dans les réglages.
wx-rules-h-start = Le carré de départ
wx-rules-start =
    - Les deux tuiles restantes sont posées grand côté contre grand côté en un carré de 2 × 2 cases, face visible, au centre.
    - Le carré doit montrer quatre couleurs différentes ; sinon on mélange et on redistribue tout.
    - Le carré de départ ne rapporte rien. Le premier joueur est tiré au sort ; dans une série, la première place tourne.
wx-rules-h-lines = Lignes et motifs
wx-rules-lines =
    - Une <b>ligne</b> est une suite ininterrompue de cases occupées dans une rangée ou une colonne, comme dans des mots croisés. Une case vide l’arrête ; une case sans voisine est une ligne de longueur 1.
    - Une ligne est valide si elle est un morceau d’un <b>motif</b> de couleurs différentes répété à l’infini : dès qu’une couleur se répète, toute la suite doit se répéter à cette distance. Une ligne sans couleur répétée est toujours valide.

    ~ Exemples (chaque lettre est une couleur) : ABCABC valide ; ABCB non valide ; AAB non valide ; AA et AAA valides ; ABA valide ; ABB non valide ; ABCDE valide ; ABCDEA valide ; ABCDEB non valide ; ABCBA non valide ; ABCDAB valide.
wx-rules-h-move = Un coup
wx-rules-move =
    - Posez une tuile de votre chevalet sur deux cases vides voisines, à l’horizontale ou à la verticale, les couleurs dans l’ordre que vous voulez. Toute ligne passant par l’une des nouvelles cases doit rester valide.
    - Exactement trois lignes passent par une nouvelle tuile : une dans le sens de la tuile et une en travers de chacune de ses cases. Une ligne est <b>prolongée</b> si elle contient aussi une case posée auparavant. Au moins deux des trois doivent être prolongées.
    - On peut combler un trou si la ligne réunie est valide ; elle compte comme une seule ligne prolongée.
    - Trois tuiles au plus peuvent se trouver côte à côte : une chaîne de tuiles parallèles couvrant exactement les deux mêmes rangées (ou colonnes) compte au plus trois tuiles. Le carré de départ est une telle chaîne de deux.
wx-rules-h-score = Décompte
wx-rules-score =
    Multipliez les longueurs des lignes prolongées (en cases, les nouvelles comprises). Un double rapporte deux fois plus.

    ~ Exemples : 3 × 4 × 5 = 60 ; un double qui prolonge deux lignes de cinq : 5 × 5 × 2 = 50.
wx-rules-h-pass = Passer
wx-rules-pass =
    - Si vous pouvez poser, vous devez poser.
    - Si vous ne pouvez pas poser, vous passez ce tour et montrez vos tuiles aux autres. Vous rejouez à un tour suivant dès qu’un coup se présente.
wx-rules-h-end = Fin de la partie
wx-rules-end =
    - Quand quelqu’un pose sa dernière tuile, le tour de table en cours est terminé pour que chacun ait joué autant de fois. Un joueur sans tuiles ne joue plus.
    - La partie s’arrête aussi quand plus personne ne peut poser.
    - Les tuiles restées en main coûtent 5 points par double et 25 par autre tuile.
    - Le plus haut total gagne ; les totaux égaux se partagent la victoire.
wx-rules-h-variants = Variantes
wx-rules-variants =
    - À deux avec 15 tuiles chacun (une de chaque sorte), sans carré de départ. Soit le premier joueur pose la tuile de son choix sans points, soit chacun choisit une tuile en secret, et les deux, révélées, forment le carré de départ (quatre couleurs, sinon chacun choisit à nouveau).
    - Tuiles visibles à 2, 3 ou 4 joueurs.
wx-rules-h-controls = Comment jouer ici
wx-rules-controls =
    - Prenez une tuile de votre chevalet en bas ; les tuiles qui vont ressortent, brillent et portent un point. Le plateau montre alors les places possibles, avec leurs points.
    - <kbd>R</kbd> tourne la tuile, <kbd>F</kbd> la retourne, <kbd>Échap</kbd> la repose.
    - Au clavier, les flèches ou <kbd>Tab</kbd> passent d’une tuile à l’autre, <kbd>Entrée</kbd> en prend une, les flèches passent d’une place à l’autre et <kbd>Entrée</kbd> pose la tuile. Sur le plateau, les flèches montrent les lignes passant par chaque case.
    - <kbd>+</kbd> et <kbd>−</kbd> zooment, <kbd>0</kbd> affiche tout le plateau ; déplacez-le à la souris ou du doigt.
    - Un lecteur d’écran annonce chaque coup et ses points.
wx-rules-h-tips = Conseils pour gagner
wx-rules-tips =
    - Les longues lignes rapportent : une ligne de cinq cases est un facteur 5. Cherchez les places où deux longues lignes se croisent.
    - Les doubles rapportent deux fois plus mais ne coûtent que 5 à la fin : gardez-les pour un gros coup.
    - Débarrassez-vous à temps des tuiles mixtes : chacune qui reste coûte 25 points à la fin.
    - Un motif est fixé dès qu’une couleur se répète. Gardez ouvertes les lignes où vos tuiles vont, et fermez celles qui aident l’adversaire.

## Hus (hus.html)

hus-board =
    .aria-label = Tablier
hus-embed-iframe-title = Hus contre l’ordinateur
hus-embed-link-text = Hus par Gamut
hus-loading = Mise en place des graines …
hus-first = Qui commence
hus-first-lot = Tirage au sort
hus-first-you = Vous
hus-first-computer = L’ordinateur
hus-series = Variante
hus-series-single = Partie simple
hus-series-points = Série en points
hus-series-best_of_7 = Au meilleur des 7
hus-series-help-single = Une seule partie. Gagne celui qui ne laisse à l’autre aucun trou d’au moins 2 graines.
hus-series-help-points = Après chaque partie, chacun marque les graines de son côté (les 48 : le double). Le premier à atteindre l’objectif gagne la série. Le premier coup alterne.
hus-series-help-best_of_7 = Le premier à gagner quatre parties gagne la série. Le premier coup alterne.
hus-target = Jouer en
hus-rules-legend = Variantes de règles
hus-rule-fixed_opening = Ouverture imposée : le premier coup est intérieur 8 (la paire de devant)
hus-rule-anticlockwise = Semer dans le sens inverse des aiguilles d’une montre
hus-rule-capture_sow_captured_only = Après une prise, semer seulement les graines prises
hus-rule-capture_needs_both = Prendre seulement si les deux trous d’en face ont des graines
hus-rule-short-fixed_opening = ouverture imposée
hus-rule-short-capture_sow_captured_only = semer seulement la prise
hus-rule-short-capture_needs_both = prise avec deux trous pleins
hus-tempo-instant = Sans animation
hus-you = Vous
hus-computer = Ordinateur
hus-row-0 = Ordinateur, rangée extérieure
hus-row-1 = Ordinateur, rangée intérieure
hus-row-2 = Votre rangée intérieure
hus-row-3 = Votre rangée extérieure
hus-pit-name = { $row ->
    [i] intérieur
   *[o] extérieur
} { $col }
hus-pit-label = { $name } : { $n ->
    [one] { $n } graine
   *[other] { $n } graines
}
hus-pit-theirs = Ordinateur, { $label }
hus-reason-empty = vide
hus-reason-single = une seule graine
hus-reason-endless = sans fin : ce coup ne s’arrête jamais
hus-reason-opening = ouverture imposée : le premier coup doit être intérieur 8
hus-preview = s’arrête en { $end }, { $laps ->
    [one] { $laps } tour
   *[other] { $laps } tours
}, { $sown } semées, { $captured ->
    [0] ne prend rien
    [one] prend { $captured } graine
   *[other] prend { $captured } graines
}
hus-pit-about = { $pit } : { $text }
hus-in-hand = { $n ->
    [one] { $n } graine
   *[other] { $n } graines
} en main
hus-capturing = Prise !
hus-anim-summary = { $you ->
    [yes] Votre coup
   *[no] Le coup de l’ordinateur
} : le résultat trou par trou
hus-anim-end = { $you ->
    [yes] Votre coup s’arrête ici.
   *[no] Le coup de l’ordinateur s’arrête ici.
}
hus-thinking = L’ordinateur réfléchit …
hus-seeds = { $n ->
    [one] { $n } graine
   *[other] { $n } graines
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } victoire
       *[other] { $n } victoires
    }
   *[other] { $n } pts
}
hus-seat-label = { $name } : { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } victoire
       *[other] { $score } victoires
    }
    [points] , { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
   *[none] {""}
}{ $toMove ->
    [yes] , à jouer
   *[no] {""}
}
hus-single = Partie simple
hus-points-info = Partie { $game } · en { $to ->
    [one] { $to } point
   *[other] { $to } points
}
hus-best-of-7-info = Partie { $game } · au meilleur des 7
hus-level-short = Niveau { $level }
hus-dir-clock = sens horaire
hus-dir-anti = sens antihoraire
hus-play = Choisissez un trou
hus-wait = Au tour de l’ordinateur …
hus-skip = Passer
hus-next-game = Partie suivante
hus-your-turn = À vous : choisissez l’un de vos trous d’au moins 2 graines.
hus-your-turn-opening = Ouverture imposée : votre premier coup est intérieur 8.
hus-choose-pit = Choisissez l’un de vos trous d’au moins 2 graines.
hus-cannot-play = { $why ->
    [none] { $pit } ne peut pas être joué.
   *[other] { $pit } ne peut pas être joué : { $why }.
}
hus-move-line = { $you ->
    [yes] Vous jouez
   *[no] L’ordinateur joue
} { $pit } : { $laps ->
    [one] { $laps } tour
   *[other] { $laps } tours
}, { $sown } semées, s’arrête en { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } graine prise
   *[other] , { $captured } graines prises
}.
hus-game-won = Vous gagnez la partie !
hus-game-lost = L’ordinateur gagne la partie.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Il ne vous reste que des coups sans fin.
       *[no] Il ne reste à l’ordinateur que des coups sans fin.
    }
   *[other] { $youLost ->
        [yes] Il ne vous reste aucun trou d’au moins 2 graines.
       *[no] Il ne reste à l’ordinateur aucun trou d’au moins 2 graines.
    }
}
hus-seed-counts = Graines : Vous { $you } · Ordinateur { $them }
hus-game-points = Points de cette partie : Vous { $you } · Ordinateur { $them }
hus-series-standing = { $kind ->
    [best_of_7] Série : Vous { $you } · Ordinateur { $them } victoires (le premier à { $to } gagne)
   *[other] Série : Vous { $you ->
        [one] { $you } point
       *[other] { $you } points
    } · Ordinateur { $them ->
        [one] { $them } point
       *[other] { $them } points
    } (en { $to })
}
hus-match-won = Vous gagnez avec { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
} !
hus-match-lost = L’ordinateur gagne avec { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
}.
hus-series-won = Vous gagnez la série !
hus-series-lost = L’ordinateur gagne la série.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, rangée extérieure
   *[i] { $name }, rangée intérieure
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = Le coup de { $name } : le résultat trou par trou
hus-anim-end-of = Le coup de { $name } s’arrête ici.
hus-move-line-of = { $name } joue { $pit } : { $laps ->
    [one] { $laps } tour
   *[other] { $laps } tours
}, { $sown } semées, s’arrête en { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } graine prise
   *[other] , { $captured } graines prises
}.
hus-game-won-by = { $name } gagne la partie.
hus-end-reason-of = { $reason ->
    [only_endless] Il ne reste à { $name } que des coups sans fin.
   *[other] Il ne reste à { $name } aucun trou d’au moins 2 graines.
}
hus-seed-counts-of = Graines : Vous { $you } · { $name } { $them }
hus-game-points-of = Points de cette partie : Vous { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Série : Vous { $you } · { $name } { $them } victoires (le premier à { $to } gagne)
   *[other] Série : Vous { $you ->
        [one] { $you } point
       *[other] { $you } points
    } · { $name } { $them ->
        [one] { $them } point
       *[other] { $them } points
    } (en { $to })
}
hus-match-won-by = { $name } gagne avec { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
}.
hus-series-won-by = { $name } gagne la série.

hus-rules-title = Hus : les règles ici
hus-rules-h-board = Le tablier
hus-rules-board =
    Le Hus est un jeu de mancala de Namibie pour deux joueurs. Le tablier a quatre rangées de huit <b>trous</b>. Les deux rangées de votre côté sont à vous : l’extérieure au bord et l’intérieure vers le milieu. Vos 16 trous forment un circuit.

    - Chaque joueur compte les colonnes depuis sa propre gauche : de 1 à 8. Les trous « d’en face » sont dans la même colonne du tablier.
    - Au départ, chaque trou extérieur contient 2 graines ; dans la rangée intérieure, les colonnes 5 à 8 en ont 2 chacune et les colonnes 1 à 4 sont vides. 24 graines par côté, 48 en tout.
hus-rules-h-sow = Les semailles
hus-rules-sow =
    - Un coup prend toutes les graines de l’un de vos trous qui en contient au moins 2. Un trou de 0 ou 1 graine ne peut jamais être choisi.
    - Les graines sont semées une par trou, dans le sens des aiguilles d’une montre et uniquement dans votre propre circuit, en commençant par le trou qui suit celui qu’on a vidé : le long de la rangée extérieure de droite à gauche, on monte dans la rangée intérieure à la colonne 1, on la parcourt de gauche à droite et on redescend dans la rangée extérieure à la colonne 8.
    - Si la dernière graine tombe dans un trou vide, le coup s’arrête.
    - Si elle tombe dans un trou qui avait déjà des graines, dans la rangée extérieure : prenez toutes les graines de ce trou et continuez à semer.
    - Dans la rangée intérieure, si le trou intérieur d’en face de l’adversaire contient des graines : vous faites une <b>prise</b> (voir plus bas). S’il est vide, prenez les graines de votre trou et continuez à semer.
hus-rules-h-capture = La prise
hus-rules-capture =
    - Prenez les graines du trou où est tombée la dernière graine, plus toutes les graines des trous intérieur et extérieur d’en face de l’adversaire (l’extérieur même s’il est vide). Semez-les toutes à partir du trou suivant de votre circuit, selon les mêmes règles.
    - Les prises sont permises dès le premier coup.
    - Les graines ne passent de l’autre côté qu’en étant prises.
hus-rules-h-endless = Coups sans fin
hus-rules-endless =
    Certains coups ne s’arrêtent jamais : les semailles enchaînées reviennent sans cesse à la même position. Un tel coup n’est pas permis ; le tablier indique au trou pourquoi il ne peut pas être joué.
hus-rules-h-end = Fin de la partie
hus-rules-end =
    - Quand un joueur n’a plus, après un coup, aucun trou d’au moins 2 graines, la partie s’arrête aussitôt et ce joueur perd.
    - Un joueur au trait qui n’a que des coups sans fin perd également.
    - Le premier joueur de la première partie est tiré au sort ; dans une série, le premier coup alterne.
hus-rules-h-series = Séries
hus-rules-series =
    - Après chaque partie, chaque joueur marque les graines de son côté. Celui qui a les 48 graines marque le double (96), l’autre rien.
    - Dans les réglages, vous choisissez une partie simple, une série jusqu’à un nombre de points ou au meilleur des 7 (le premier à gagner quatre parties).
hus-rules-h-options = Variantes de règles
hus-rules-options =
    - Ouverture imposée : le premier coup de chaque joueur est le trou intérieur de la colonne 8, la paire de devant.
    - D’autres règles que connaissent les joueurs, chacune au choix : semer dans le sens inverse des aiguilles d’une montre ; après une prise, semer seulement les graines prises (votre trou garde les siennes) ; prendre seulement si les deux trous d’en face ont des graines.
hus-rules-h-controls = Comment jouer ici
hus-rules-controls =
    - Vos trous sont en bas. Les trous que vous pouvez jouer sont mis en valeur ; pointez-en un pour voir sous le tablier où le coup s’arrête et ce qu’il prend.
    - Au clavier, les flèches passent d’un trou à l’autre et <kbd>Entrée</kbd> joue.
    - Le bouton principal passe l’animation d’un coup. Un lecteur d’écran annonce chaque coup.
hus-rules-h-tips = Conseils pour gagner
hus-rules-tips =
    - Les longues semailles enchaînées peuvent prendre beaucoup de graines : regardez l’aperçu avant chaque coup.
    - Gardez votre rangée intérieure garnie, c’est là que se font les prises, et laissez peu de choses en face de l’adversaire.
    - On gagne en ne laissant aucun coup à l’autre : comptez combien de trous de 2 graines ou plus il lui reste.

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    Les dominos avec le jeu double-six, c’est l’art d’assortir les nombres : chaque domino a deux moitiés, et vous posez un domino dont une moitié correspond à un bout ouvert de la chaîne. Le premier à poser tous ses dominos, ou celui qui laisse les autres avec le plus de points en main, marque les points. Vous jouez de trois façons classiques : la Pioche, où vous piochez quand rien ne va ; le Blocage, où vous passez simplement ; et les Cinq, où vous marquez en plus chaque fois que les bouts ouverts font ensemble un multiple de cinq. Jouez ici contre l’ordinateur ou en ligne avec des amis, jusqu’à quatre, chacun devant son écran.
faq-dominoes-title = Questions sur les dominos
faq-dominoes-1-q = Combien de dominos reçoit chaque joueur ?
faq-dominoes-1-a =
    À deux, chacun en reçoit 7 dans toutes les variantes. À la Pioche et aux Cinq, à trois ou quatre joueurs, chacun en reçoit 5. Au Blocage, tout le monde en reçoit 7.
faq-dominoes-2-q = Qui commence ?
faq-dominoes-2-a =
    Dans la première manche, le joueur qui a le plus gros double le pose en premier. Si personne n’a de double, le domino le plus lourd ouvre. Ensuite, le gagnant de la manche précédente commence avec le domino de son choix.
faq-dominoes-3-q = Qu’est-ce que le pivot ?
faq-dominoes-3-a =
    Aux Cinq, le premier double posé est le pivot. Dès que ses deux grands côtés ont un domino, on peut jouer sur ses quatre côtés : la table peut donc avoir jusqu’à quatre bouts ouverts.
faq-dominoes-4-q = Comment compte-t-on aux Cinq ?
faq-dominoes-4-a =
    Après chaque coup, on additionne les bouts ouverts. Un double à un bout compte ses deux moitiés. Si la somme est un multiple de 5, le joueur qui vient de poser marque aussitôt autant de points. Celui qui pose tous ses dominos ou gagne une manche bloquée marque aussi, arrondi au 5 le plus proche.
faq-dominoes-5-q = Que se passe-t-il quand personne ne peut plus jouer ?
faq-dominoes-5-a =
    La manche est alors bloquée. Le joueur qui a le moins de points en main gagne la manche et marque les points des autres mains moins les siens. Si plusieurs sont à égalité avec le moins de points, personne ne marque.
faq-dominoes-6-q = Puis-je jouer en ligne avec des amis ?
faq-dominoes-6-a =
    Oui. Choisissez « En ligne avec des amis » dans les réglages et partagez le lien. Une salle compte 2 à 4 places, l’ordinateur peut occuper les places libres, et le serveur distribue les dominos, si bien que chacun ne voit que les siens.

intro-hus =
    Le Hus est le grand mancala de Namibie, un jeu pour deux sur un tablier de quatre rangées de huit trous. Chacun sème en rond sur ses deux rangées, continue tant que sa dernière graine tombe dans un trou garni et prend depuis sa rangée intérieure les graines de l’adversaire. Celui qui ne laisse à l’autre que des trous d’une seule graine gagne.

    Le Hus se joue encore aujourd’hui en Namibie et y porte bien des noms : ||hus ou Xoros chez les Nama et les Damara, Owela, Otjitoto, Wera ou Ogoro dans d’autres langues du pays, « Lochspiel » en allemand. Jouez ici contre l’ordinateur : une partie simple, une série en points ou au meilleur des 7.
faq-hus-title = Questions sur le Hus
faq-hus-1-q = D’où vient le Hus ?
faq-hus-1-a =
    Le Hus est un mancala à quatre rangées venu de Namibie. On y joue notamment chez les Damara, les Nama, les Herero, les Kwanyama et les Ndonga, par exemple comme jeu de vacances à la campagne. On ne sait pas quand il est apparu ; les jeux de mancala passent pour être d’origine africaine.
faq-hus-2-q = Puis-je jouer une graine seule ?
faq-hus-2-a =
    Non. Un coup prend toujours toutes les graines d’un trou qui en contient au moins 2. Vous ne pouvez jamais choisir un trou d’une seule graine.
faq-hus-3-q = Quand mon coup s’arrête-t-il ?
faq-hus-3-a =
    Seulement quand votre dernière graine tombe dans un trou vide. Si elle tombe dans un trou garni, vous prenez toutes ses graines et continuez à semer à partir du trou suivant, après une prise aussi. Un seul coup peut ainsi faire plusieurs fois le tour de votre circuit.
faq-hus-4-q = Quand est-ce que je prends les graines de l’adversaire ?
faq-hus-4-a =
    Quand votre dernière graine tombe dans un trou garni de votre rangée intérieure et que le trou intérieur d’en face de l’adversaire contient des graines. Vous prenez alors votre trou et ses trous intérieur et extérieur de cette colonne, l’extérieur même s’il est vide, et vous semez le tout. Dans la rangée extérieure, on ne prend jamais, et contrairement au Kalah, une graine qui tombe dans un trou vide ne prend rien.
faq-hus-5-q = Est-ce que je sème des graines chez l’adversaire ?
faq-hus-5-a =
    Non, jamais. Vous semez uniquement dans votre propre circuit de 16 trous. Les graines ne passent de l’autre côté qu’en étant prises.
faq-hus-6-q = Qui gagne ?
faq-hus-6-a =
    Celui qui ne laisse à l’adversaire aucun trou d’au moins 2 graines : il ne peut plus jouer et perd. Le Hus n’a pas de greniers. Dans une série, chaque joueur marque après la partie les graines de son côté, et celui qui les a toutes les 48 marque le double.

intro-wuhsing =
    Wu Hsing est un jeu de pose de dominos en cinq couleurs, les « cinq éléments » chinois : l’eau, le feu, le bois, le métal et la terre. Comme dans des mots croisés, les cases de couleur forment des lignes horizontales et verticales, et chaque ligne suit un motif de couleurs. Chaque tuile doit prolonger au moins deux lignes en respectant leur motif ; les longueurs de ces lignes sont multipliées entre elles, et cela donne vos points.

    Sid Sackson a publié le jeu en 1969 sous le nom de « Domino Bead Game » dans son livre « A Gamut of Games » ; franjos l’a édité en boîte en 1992 sous le nom de « Wu Hsing ». Jouez ici contre l’ordinateur, à deux, trois ou quatre.
faq-wuhsing-title = Questions sur Wu Hsing
faq-wuhsing-1-q = D’où vient Wu Hsing ?
faq-wuhsing-1-a =
    Il a été inventé par Sid Sackson : en 1969, il parut sous le nom de « Domino Bead Game » dans son livre « A Gamut of Games », un recueil de 40 jeux. L’édition allemande « Wu Hsing » est sortie en 1992 chez franjos ; en France, le jeu s’appelait « Connexion ». Le nom désigne les cinq éléments de la pensée chinoise, que montrent les cinq couleurs.
faq-wuhsing-2-q = Qu’est-ce qu’un motif ?
faq-wuhsing-2-a =
    Chaque ligne horizontale et verticale doit prolonger une suite de couleurs. Dès qu’une couleur se répète dans une ligne, son motif est fixé, et la ligne doit continuer à le répéter à la même distance. Tant qu’aucune couleur ne se répète, la ligne reste ouverte.
faq-wuhsing-3-q = Où puis-je poser une tuile ?
faq-wuhsing-3-a =
    Sur deux cases vides voisines, de sorte qu’au moins deux des trois lignes passant par la tuile prolongent des cases posées auparavant et que chaque ligne respecte son motif. Vous pouvez combler un trou si la ligne réunie est valide. Trois tuiles au plus peuvent se trouver côte à côte par leurs grands côtés.
faq-wuhsing-4-q = Comment compte-t-on les points ?
faq-wuhsing-4-a =
    On multiplie entre elles les longueurs de toutes les lignes prolongées, la nouvelle tuile comprise : 3 × 4 × 5 = 60. Un double rapporte deux fois plus, par exemple 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Que se passe-t-il si je ne peux pas poser de tuile ?
faq-wuhsing-5-a =
    Si vous pouvez poser, vous devez poser. Sinon, vous passez ce tour et montrez vos tuiles aux autres. Dès qu’un coup se présente à nouveau, vous rejouez.
faq-wuhsing-6-q = Quand la partie se termine-t-elle ?
faq-wuhsing-6-a =
    Quand quelqu’un pose sa dernière tuile, le tour de table est joué jusqu’au bout ; la partie s’arrête aussi quand plus personne ne peut poser. Les tuiles restées en main coûtent 5 points par double et 25 par autre tuile. Le plus haut score gagne.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Joueur { $n }
seat-kind-computer = L’ordinateur
seat-kind-person = Une personne sur cet appareil
person-name-label = Nom du joueur { $n }
person-default-name = Joueur { $n }
# $name: the person the device goes to
handover-title = Passe l’appareil à { $name }
handover-since = Depuis ton dernier tour :
# $name: the person the device goes to
handover-ready = Je suis { $name } : montrer mes pièces
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } a pioché une pièce
    [pass] { $name } a passé
    [next] Une nouvelle manche a été distribuée
   *[play] { $name } a joué { $move }
}
people-wins-title = Victoires entre personnes
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } victoires
# $name: the person whose turn it is
person-turn = Au tour de { $name }.

## Online with friends (js/online/)
online-open = En ligne avec des amis
online-name = Ton nom
online-create = Créer une salle
online-join = Rejoindre
online-invite = Lien d’invitation : envoie-le à tes amis
online-copy = Copier le lien
online-copied = Copié
online-start = Commencer
online-leave = Quitter la salle
online-room = Salle
online-record = Télécharger la partie
online-start-early = Tu peux commencer : l’ordinateur prend les places libres.
online-start-full = Toutes les places sont prises : lancez quand vous êtes prêts.
online-wait-host = En attente du lancement par l’hôte.
online-seat-open = Place libre
online-seat-computer = Ordinateur
online-seat-computer-n = Ordinateur { $n }
online-you = toi
online-away = déconnecté
online-to-move = à jouer
online-connecting = Connexion…
online-reconnecting = Connexion perdue – reconnexion…
online-connected = Connecté
online-stats = Parties en ligne gagnées : { $won } sur { $played }
online-name-missing = Saisis ton nom.
online-error-not-found = Cette salle n’existe pas (ou plus).
online-error-full = Cette salle n’a plus de place libre.
online-error-rate-limited = Trop rapide – réessaie.
online-error-refused = Le serveur ne l’a pas accepté.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Jeu
online-info-rules = Règles
online-info-host = Hôte
online-info-seats = Places
online-room-started = La partie a commencé et toutes les places sont prises : tu peux la regarder.
online-watch = Regarder
online-stop-watching = Ne plus regarder
online-watching = Tu regardes.
online-watching-end = La partie est terminée.
online-next-rules = Règles de la prochaine partie
online-again-with = Rejouer avec ces règles
online-again = Rejouer
# $names: the people the room waits for (a list)
online-waiting-for = En attente de { $names } …
online-twice = Cette place est aussi ouverte dans un autre onglet.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Parties gagnées : { $tally }
online-spectators = { $n ->
    [one] { $n } spectateur
   *[other] { $n } spectateurs
}
online-cover = Faire jouer l’ordinateur
online-cover-label = Faire jouer l’ordinateur pour { $name }
online-computer-plays = l’ordinateur joue
online-ready = prêt
online-asked = veut rejouer
online-note-left = { $name } est parti ; l’ordinateur joue pour { $name }.
online-note-covered = L’ordinateur joue pour { $name } jusqu’au retour de { $name }.
online-note-back = { $name } est de retour.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } a fixé les règles de la prochaine partie : { $rules }.
online-confirm-leave-running = Quitter la partie ? L’ordinateur prend ta place et continue pour toi. Tu ne pourras pas revenir à cette place.
online-confirm-leave-over = Quitter la salle ? Tes amis peuvent rejouer sans toi.
online-confirm-leave-lobby = Quitter la salle ? Ta place redevient libre.
online-leave-match = Quitter la partie
online-stay = Rester
online-error-busy = Le serveur est occupé pour le moment – réessaie dans un instant.
online-error-gone = Tu n’es plus dans cette salle : elle a été fermée, ou cette place a été quittée dans un autre onglet.
dom-round-opens = Manche { NUMBER($round) } : { $name } ouvre.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Graines : { $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = Couleurs
theme-system = Comme sur cet appareil
theme-light = Claires
theme-dark = Sombres
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Hors jeu
dom-out-count = { $n ->
    [one] { $n } domino
   *[other] { $n } dominos
}

## replay
replay-open = Revoir
replay-title = Revoir une partie terminée
replay-help = Les 20 dernières parties terminées sur cet appareil, la plus récente d'abord, ou un fichier de partie exporté.
replay-none = Aucune partie terminée n'est encore gardée sur cet appareil.
replay-open-file = Ouvrir un fichier de partie
replay-file-bad = Ce fichier n'est pas une partie.
replay-other-game = C'est une partie de { $game } : ouvrez-la sur la page de ce jeu.
replay-refused = Impossible de revoir cette partie : { $reason }
replay-not-online = Vous pourrez revoir une partie après avoir quitté la salle en ligne.
replay-won = gagnée
replay-lost = perdue
replay-moves = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
replay-online = en ligne
replay-bar = Revoir
replay-first = Premier coup
replay-back = Un coup en arrière
replay-forward = Un coup en avant
replay-last = Dernier coup
replay-slider = Coup
replay-view = Vue
replay-close = Fermer la revue
replay-position = Coup { $ply } sur { $plies }
replay-seat = Place { $n }
replay-seat-you = Place { $n } (vous)
replay-all-hands = Toutes les mains visibles
replay-seat-computer = Place { $n } (ordinateur)

## take-back and hint
help-take-back = Annuler
help-hint = Indice
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Un coup annulé.
   *[other] { $n } coups annulés.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = En piochant à nouveau, vous recevez le même domino : la pioche garde son ordre.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Indice : { $move }
# the first tile of a round, as a hint
help-hint-open = ouvrir avec { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = gagnées avec aide : { NUMBER($won) } sur { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Annuler le dernier coup de { $name } ? Tout le monde à cette table doit être d’accord.
