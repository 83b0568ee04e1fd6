# Gamut: textos em português do Brasil (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as en.ftl (tests/test_i18n_keys.py checks it); see de.ftl's head for
# the conventions (prefixes, block texts of the rules, $you = "yes" | "no").
# Terms: pedra, carroça (double), monte, comprar, passar, pontos; Hus: cova, semente, semear,
# capturar; Wu Hsing: peça, casa, linha, padrão, suporte.

## Shared

language = Idioma
games-nav =
    .aria-label = Jogos
game-dominoes = Dominó
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Nova partida
settings = Configurações
settings-title = Configurações do jogo
close = Fechar
rules = Regras
rules-toc =
    .aria-label = Sumário
your-tiles = Suas pedras
loading-stage-runtime = Carregando o Python …
loading-stage-pyodide = Carregando o Python …
loading-stage-stdlib = Carregando o Python …
loading-stage-packages = Carregando pacotes …
loading-stage-micropip = Carregando pacotes …
loading-stage-wheel = Instalando o jogo …
loading-stage-install = Instalando o jogo …
loading-stage-game = Instalando o jogo …
loading-stage-ready = Pronto
load-failed = O Python não conseguiu iniciar: { $msg }
reload = Recarregar
level = Nível do computador
level-easy = Fácil
level-medium = Médio
level-hard = Difícil
tempo = Ritmo
tempo-slow = Lento
tempo-normal = Normal
tempo-fast = Rápido
players-label = Jogadores
players-option = { $n } jogadores
stats-title = Partidas vencidas
stats-line = { NUMBER($won) } de { NUMBER($played) }
saves-title = Jogos salvos em arquivo
saves-help = Guarde configurações, partidas em andamento e estatísticas em um arquivo, para não perder nada quando o navegador apagar os dados dele.
saves-export-all = Exportar tudo
saves-export-game = Exportar a partida em andamento
saves-import = Importar um arquivo
saves-exported = Salvo como { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Salvo como { $name }. O arquivo mostra as peças de todos os jogadores, inclusive as do computador.
saves-no-game = Nenhuma partida em andamento.
saves-imported = Importado. Recarregando a página …
saves-import-failed = Nada foi importado.
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-jogos-salvos
saves-file-game = gamut-{ $game }-partida

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] Não foi possível recuperar as configurações e as estatísticas.
   *[no] As configurações e as estatísticas foram mantidas.
}
save-some-game = uma partida
save-problem-unreadable = Os dados salvos estavam danificados e foram redefinidos. { save-kept }
save-problem-wrong-type = Os dados salvos tinham um formato desconhecido e foram redefinidos. { save-kept }
save-problem-future-version = Os dados salvos são de uma versão mais nova; as partidas em andamento não podem ser retomadas aqui. { save-kept }
save-problem-old-version = Os dados salvos são de uma versão antiga que não pode ser aproveitada. { save-kept }
save-problem-bad-settings = As configurações salvas estavam danificadas; valem as configurações padrão.
save-problem-bad-stats = Uma parte das estatísticas estava danificada e foi descartada.
save-problem-bad-game = A partida salva ({ $name }) estava danificada. Começa uma nova partida; as estatísticas foram mantidas.
save-problem-other-game = O que estava salvo para { $name } era outro jogo. Começa uma nova partida; as estatísticas foram mantidas.
save-problem-rejected = Não foi possível retomar a partida salva ({ $name }). Começa uma nova partida; as estatísticas foram mantidas.
save-problem-unavailable = Este navegador não permite salvar aqui: a partida e as estatísticas se perdem quando a página é fechada.
save-problem-quota = Não foi possível salvar (o armazenamento do navegador está cheio ou bloqueado).
save-notice-ok = Entendi
update-ready = Nova versão disponível
update-reload = Recarregar
update-dismiss = Fechar
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Um momento: o jogo ainda está iniciando…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = O Python está iniciando: a partida continua em um instante…

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = O arquivo está vazio.
saves-problem-too-big = O arquivo é grande demais para um jogo salvo.
saves-problem-not-json = O arquivo não é um JSON válido (danificado ou cortado?).
saves-problem-not-gamut = O arquivo não é um jogo salvo do Gamut.
saves-problem-unreadable = O arquivo não é um jogo salvo do Gamut legível.
saves-problem-unknown-game = O arquivo contém uma partida de um tipo desconhecido.
saves-problem-bad-record = A partida ({ $name }) do arquivo está danificada.
saves-problem-bad-game = A partida ({ $name }) do arquivo está danificada ou é de outro jogo; ela não é aproveitada.
saves-problem-bad-settings = As configurações do arquivo estão danificadas e não são aproveitadas.
saves-problem-bad-stats = Uma parte das estatísticas do arquivo está danificada e não é aproveitada.
saves-problem-future-version = O arquivo é de uma versão mais nova: só as configurações e as estatísticas são aproveitadas.
saves-problem-quota = Não foi possível salvar (o armazenamento do navegador está cheio ou bloqueado).
saves-problem-nothing = O arquivo não contém nada que possa ser aproveitado.
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] Isto começa uma nova partida. A partida em andamento termina e conta como derrota.
   *[no] Isto começa uma nova partida. A partida em andamento termina.
}
confirm-yes = Nova partida
confirm-no = Cancelar
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = A partida continuou em outra aba: esta aba agora mostra como ela está.
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] Você
    [1] { $seats ->
        [2] Computador
       *[other] Oeste
    }
    [2] { $seats ->
        [3] Leste
       *[other] Norte
    }
   *[other] Leste
}
tiles = { $n ->
    [one] { $n } pedra
   *[other] { $n } pedras
}
points = { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
seat-label = { $name }: { $tiles ->
    [one] { $tiles } pedra
   *[other] { $tiles } pedras
}, { $score ->
    [one] { $score } ponto
   *[other] { $score } pontos
}{ $toMove ->
    [yes] , da vez
   *[no] {""}
}
pass = Passar
rematch = Revanche
retry = Tentar de novo
wait = Vez de { $name } …
not-your-turn = Espere a sua vez.
empty-hand = sem pedras
last-tile = a última jogada
load-error = Não foi possível retomar a partida salva. Começa uma nova partida.
worker-restarted = O motor do jogo parou de responder e foi reiniciado. A partida continua de onde foi salva.
error = Erro: { $msg }
error-illegal-move = Esta jogada não é permitida.
error-bad-record = A partida está danificada ou incompleta.
error-bad-record-at = A jogada { $n } não segue as regras.
error-bad-options = As configurações da partida não são válidas.
error-engine = O motor do jogo não conseguiu fazer isso.
error-engine-lost = O motor do jogo parou de responder.
error-engine-start = O motor do jogo não conseguiu iniciar.
toc-rules = Regras
toc-controls = Controles
toc-tips = Dicas
toc-modes = Modalidades
toc-faq = Perguntas

## Dominoes (index.html)

dom-table =
    .aria-label = Mesa
dom-loading = Distribuindo as pedras …
dom-opponent = Jogar contra
dom-opponent-computer = Computador
dom-opponent-online = On-line com amigos
dom-opponent-people = Pessoas neste aparelho
dom-mode = Modalidade
dom-mode-draw = Compra
dom-mode-block = Bloqueio
dom-mode-fives = Cinco em cinco
dom-mode-help-draw = Se você não puder jogar, compra do monte até uma pedra servir.
dom-mode-help-block = Se você não puder jogar, passa. Ninguém compra do monte.
dom-mode-help-fives = Como a Compra, e ainda pontos sempre que as pontas abertas somam um múltiplo de 5.
dom-target = Jogar até
dom-target-option = { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
dom-round-info = Rodada { NUMBER($round) } · até { NUMBER($target) }
dom-boneyard = Monte: { $n }
dom-no-boneyard = Sem monte
dom-count = Pontas: { $n }
dom-draw = Comprar
dom-next = Próxima rodada
dom-play = Jogue uma pedra
dom-your-turn = Sua vez: jogue uma pedra que sirva.
dom-your-turn-first = Você abre a rodada: jogue a pedra que quiser.
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = Você abre a partida com { $tile }: { $double ->
    [yes] sai a carroça mais alta.
   *[no] sem carroças na mão, sai a pedra mais pesada.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } abre a rodada: qualquer pedra.
dom-person-first-with = { $name } abre a partida com { $tile }: { $double ->
    [yes] sai a carroça mais alta.
   *[no] sem carroças na mão, sai a pedra mais pesada.
}
dom-must-draw = Nenhuma pedra serve: compre do monte.
dom-must-pass = Nenhuma pedra serve: você tem que passar.
dom-choose-end = Escolha o lugar na mesa.
dom-cannot-play = { $tile } não serve em nenhuma ponta.
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] compra uma pedra
       *[other] compra { $n } pedras
    }
   *[no] { $n ->
        [one] compra uma pedra
       *[other] compra { $n } pedras
    }
}
dom-run-play = { $you ->
    [yes] joga
   *[no] joga
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] passa
   *[no] passa
}
dom-run = { $name } { $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name } { $actions } (não tinha { $numbers })
dom-seat-act = { $draws ->
    [0] passou
   *[other] comprou { $draws }{ $passed ->
        [yes] , passou
       *[no] {""}
    }
}
dom-log-label = Esta rodada até agora
dom-place-at = Jogar { $tile } na ponta { $end ->
    [W] oeste
    [E] leste
    [N] norte
   *[S] sul
}{ $fives ->
    [yes] , { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , pode ser jogada
    [no] , não serve
   *[other] {""}
}
dom-layout-tile = Pedra { $tile }
dom-spinner = pivô
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name } { $you ->
    [yes] joga
   *[no] joga
} { $tile }{ $end ->
    [W] {" "}na ponta oeste
    [E] {" "}na ponta leste
    [N] {" "}na ponta norte
    [S] {" "}na ponta sul
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] {" "}e marca { $score }
}.
dom-announce-round = A rodada { $round } terminou. { $result }
dom-announce-scores = Placar: { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = Fim da rodada { $round }
dom-domino-win = { $you ->
    [yes] Você bateu: jogou todas as suas pedras.
   *[no] { $name } bateu: jogou todas as suas pedras.
}
dom-domino-pips = { $raw ->
    [one] As outras mãos somam { $raw } ponto.
   *[other] As outras mãos somam { $raw } pontos.
}
dom-blocked = O jogo está trancado: ninguém pode jogar.
dom-blocked-win = { $you ->
    [yes] Você tem
   *[no] { $name } tem
} menos pontos na mão ({ $own }). As outras mãos têm { $others } pontos: { $others } − { $own } = { $raw }.
dom-blocked-tie = Várias mãos empatam com menos pontos: ninguém marca.
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] Você chega
   *[no] { $name } chega
} à meta de { $target } pontos com esta jogada: no Cinco em cinco a partida termina na hora.
dom-rounded = No Cinco em cinco se arredonda para o 5 mais próximo: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Você marca
   *[no] { $name } marca
} { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}.
dom-pips-in = { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
dom-match-won = Você vence a partida com { $score ->
    [one] { $score } ponto
   *[other] { $score } pontos
}!
dom-match-lost = { $names } { $count ->
    [one] vence
   *[other] vencem
} a partida.
dom-embed-iframe-title = Dominó contra o computador
dom-embed-link-text = Dominó do Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Incorporar
embed-title = Incorporar este jogo
embed-note = Cole este código na sua página. O link de texto abaixo do jogo tem que ficar.
embed-code-label = Código HTML para incorporar
copy = Copiar
copied = Copiado!
copy-fallback = O código está selecionado: copie com Ctrl+C (⌘+C no Mac).

dom-rules-title = Dominó: as regras aqui
dom-rules-h-tiles = Pedras e jogadores
dom-rules-tiles =
    Joga-se com o dominó duplo-seis: 28 pedras, cada par de números de 0-0 a 6-6 exatamente uma vez. Uma <b>carroça</b> como a 4-4 tem o mesmo número nas duas metades. Os <b>pontos</b> de uma pedra são a soma das suas duas metades. Jogam 2, 3 ou 4 jogadores, um de cada vez. Você escolhe uma de três modalidades: <b>Compra</b>, <b>Bloqueio</b> ou <b>Cinco em cinco</b>.
dom-rules-h-deal = A distribuição
dom-rules-deal =
    - Com dois jogadores, cada um recebe 7 pedras, em todas as modalidades.
    - Com três ou quatro jogadores, cada um recebe 5 pedras na Compra e no Cinco em cinco, e 7 no Bloqueio.
    - Na Compra e no Cinco em cinco, as pedras que sobram ficam viradas para baixo: são o <b>monte</b>.
    - No Bloqueio, as pedras que sobram ficam fora do jogo durante a rodada: ninguém as compra e ninguém as vê antes do fim da rodada.
dom-rules-h-lead = Quem sai
dom-rules-lead =
    - Na primeira rodada de uma partida, sai quem tem a carroça mais alta, justamente com essa carroça.
    - Se ninguém tiver carroça, sai a pedra com mais pontos. Com pontos iguais, ganha a pedra com o número mais alto: a 6-3 vem antes da 5-4.
    - A partir da segunda rodada, sai o vencedor da rodada anterior, com a pedra que quiser. Se a rodada anterior não teve vencedor, sai o jogador seguinte a quem saiu por último.
dom-rules-h-move = Uma jogada
dom-rules-move =
    - Você encaixa uma pedra numa ponta aberta cujo número combine com uma metade da pedra. Se puder jogar, tem que jogar; qual pedra e em qual ponta é escolha sua.
    - As carroças são colocadas atravessadas. Fora o pivô no Cinco em cinco (veja abaixo), uma carroça é uma pedra comum com uma ponta aberta do outro lado.
    - Se você não puder jogar: na Compra e no Cinco em cinco, compra do monte, uma pedra depois da outra, até uma servir, e a joga. Se o monte estiver vazio, passa. No Bloqueio, passa na hora.
    - Ninguém compra enquanto tiver uma pedra que sirva.
dom-rules-h-spinner = O pivô (só no Cinco em cinco)
dom-rules-spinner =
    A primeira carroça que chega à mesa numa rodada (incluindo a de saída) vira o <b>pivô</b> e é desenhada em <y>amarelo</y>. As carroças seguintes são pedras atravessadas comuns. Primeiro se joga nos dois lados compridos do pivô. Quando os dois lados compridos têm uma pedra, os dois lados curtos também se abrem: a mesa passa a ter até quatro pontas abertas.
dom-rules-h-fives = A contagem no Cinco em cinco
dom-rules-fives =
    - Depois de cada jogada, incluindo a saída, somam-se os números de todas as pontas abertas.
    - Uma carroça atravessada numa ponta conta as duas metades.
    - O pivô conta as duas metades enquanto um dos seus lados compridos ainda estiver livre. Depois disso ele não conta mais, e um lado curto só conta quando tiver uma pedra.
    - Se a soma for múltiplo de 5, quem acabou de jogar marca na hora esses pontos.

    ~ Exemplos: sair com a 5-5 (o pivô) vale 10, sair com a 6-4 também vale 10. Se depois a 4-1 entra no 4, as pontas abertas são 6 e 1: 7 no total, nada de pontos. No pivô 5-5 com uma 5-3 num lado comprido, a conta é 10 + 3 = 13, nada de pontos; quando a 5-2 entra no outro lado comprido, fica 3 + 2 = 5: 5 pontos.
dom-rules-h-round = Fim de uma rodada
dom-rules-round =
    - Uma rodada termina quando alguém bate, jogando a última pedra, ou quando o jogo <b>tranca</b>: ninguém pode jogar e, na Compra e no Cinco em cinco, o monte está vazio.
    - Quem jogou todas as pedras marca os pontos que sobraram em todas as outras mãos.
    - Num jogo trancado, ganha a mão com menos pontos. Ela marca os pontos das outras mãos menos os seus. Se várias mãos empatarem com menos pontos, ninguém marca.
    - No Cinco em cinco, esses pontos da rodada são arredondados para o 5 mais próximo: terminados em 1, 2, 6 ou 7, para baixo; em 3, 4, 8 ou 9, para cima (12 vira 10, 13 vira 15).
    - Entre as rodadas, todas as mãos são mostradas.
dom-rules-h-match = Fim da partida
dom-rules-match =
    - A partida vai até a meta das configurações: 50, 100, 150, 200 ou 250 pontos (100 por padrão).
    - Na Compra e no Bloqueio, vence quem tiver chegado à meta ao fim de uma rodada.
    - No Cinco em cinco, a partida termina na hora quando uma jogada ou a contagem de uma rodada leva alguém à meta, mesmo no meio da rodada.
dom-rules-h-seen = O que cada um vê
dom-rules-seen =
    Você vê as suas pedras, a mesa, quantas pedras cada jogador tem, todos os placares, o tamanho do monte e quem comprou ou passou. As outras mãos e o monte só são mostrados no fim da rodada. O computador também decide só com o que o próprio lugar dele vê.
dom-rules-h-controls = Como jogar aqui
dom-rules-controls =
    - Suas pedras ficam embaixo. As que você pode jogar se destacam, brilham e têm um ponto. Toque em uma para jogá-la.
    - Se ela servir em mais de uma ponta, os lugares possíveis aparecem na mesa, no Cinco em cinco com os pontos que cada um daria. Toque em um.
    - Você também pode arrastar uma pedra até um lugar da mesa com o mouse ou o dedo.
    - Com o teclado, as setas ou <kbd>Tab</kbd> passam de uma pedra para outra, <kbd>Enter</kbd> escolhe uma, você escolhe a ponta do mesmo jeito e joga com <kbd>Enter</kbd>. <kbd>Esc</kbd> cancela a escolha.
    - Quando você não tem jogada, o botão principal vira “Comprar” ou “Passar”. Entre as rodadas ele diz “Próxima rodada”.
    - Abaixo da mesa você vê o que aconteceu nesta rodada, inclusive quem teve que comprar ou passar. Um leitor de tela anuncia cada jogada.
dom-rules-h-tips = Dicas para vencer
dom-rules-tips =
    - Livre-se cedo das pedras mais pesadas. Quando outro bate, cada ponto na sua mão conta contra você.
    - Mantenha os números variados. Com vários números diferentes na mão você atende quase qualquer ponta; só com senas você logo fica travado.
    - Preste atenção no que os outros não conseguiram jogar. Quem passa ou compra não tinha os números das pontas abertas. Deixe esses números abertos para segurá-lo.
    - No Cinco em cinco, conte primeiro: antes de cada jogada, calcule que soma as pontas dão com cada pedra e o que você deixa para o próximo.
    - Conte as pedras. Cada número aparece em só sete pedras, contando a carroça. Se os outros já jogaram cinco delas, as últimas estão com você ou quase acabando.
dom-rules-h-modes = As três modalidades
dom-rules-modes =
    A <b>Compra</b> é a mais amigável: ficar travado custa pedras, não a sua vez. O <b>Bloqueio</b> é mais curto e mais duro: ninguém pode comprar, então contar pedras e trancar um número pesam mais que tudo. O <b>Cinco em cinco</b> dá pontos também durante a rodada; um bom jogador mira na soma tanto quanto em bater.

    ! Aqui o dominó é jogado só pelos pontos da página, sem nenhuma forma de aposta, e fora do jogo não há nada para comprar nem para ganhar.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Tabuleiro
wx-view =
    .aria-label = Visão
wx-zoom-in = +
    .aria-label = Aproximar
wx-zoom-out = −
    .aria-label = Afastar
wx-fit = Ajustar
    .title = Mostrar o tabuleiro inteiro
wx-embed-iframe-title = Wu Hsing contra o computador
wx-embed-link-text = Wu Hsing do Gamut
wx-loading = Embaralhando as peças …
wx-variant = Modalidade
wx-variant-standard = Padrão (com quadrado inicial)
wx-variant-fifteen_a = 15 peças, abertura livre
wx-variant-fifteen_b = 15 peças, abertura secreta
wx-variant-help-standard = As 30 peças são distribuídas; duas ficam no meio como quadrado inicial.
wx-variant-help-fifteen_a = Só para dois: cada um tem uma peça de cada tipo. Quem começa coloca a peça que quiser, sem pontos.
wx-variant-help-fifteen_b = Só para dois: cada um tem uma peça de cada tipo. Os dois escolhem uma peça em segredo; juntas elas formam o quadrado inicial (quatro cores).
wx-variant-two-only = { $variant } (só para dois)
wx-open-hands = Peças dos outros jogadores
wx-hands-closed = Escondidas
wx-hands-open = Abertas (todos veem todas as peças)
wx-hand-shown = Peças de { $name }
wx-colour-W = Água
wx-colour-F = Fogo
wx-colour-H = Madeira
wx-colour-M = Metal
wx-colour-E = Terra
wx-tile-name = { $a }-{ $b }
wx-rotate = Girar
wx-flip = Virar
wx-cancel = Voltar
wx-turn-tools =
    .aria-label = Girar e virar a peça
wx-rack-tile = { $name }{ $state ->
    [playable] , pode ser jogada
    [blocked] , não cabe em lugar nenhum
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Colocar { $a } à esquerda, { $b } à direita
   *[no] Colocar { $a } em cima, { $b } embaixo
}{ $score ->
    [none] {""}
    [one] : { $score } ponto
   *[other] : { $score } pontos
}
wx-preview = { $horizontal ->
    [yes] Horizontal: { $a } à esquerda, { $b } à direita
   *[no] Vertical: { $a } em cima, { $b } embaixo
}
wx-cell = { $colour }, linha { $row }, coluna { $col }
wx-hidden-tile = peça escolhida em segredo
wx-play = Escolha uma peça
wx-place = Coloque a peça no tabuleiro
wx-your-turn = Sua vez: escolha uma peça do seu suporte.
wx-choose-spot = { $n ->
    [one] { $n } lugar
   *[other] { $n } lugares
}: clique em um. R gira, F vira, Esc volta.
wx-no-spot-here = Virada assim, a peça não cabe em lugar nenhum: gire ou vire a peça.
wx-must-pass = Nenhuma peça cabe: você tem que passar. Em troca, os outros veem suas peças.
wx-cannot-play = { $name } não cabe em lugar nenhum.
wx-opening-a = Você abre: coloque a peça que quiser (sem pontos).
wx-opening-b = Escolha em segredo uma peça para o quadrado inicial.
wx-opening-b-wait = { $name } já escolheu em segredo. Escolha a sua peça.
wx-ending = Um suporte ficou vazio: a volta é jogada até o fim.
wx-placed = { $you ->
    [yes] Você coloca
   *[no] { $name } coloca
}
wx-for-points = { " " }por { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
wx-opening-placed = { $you ->
    [yes] Você abre com
   *[no] { $name } abre com
}
wx-chose = { $you ->
    [yes] Você escolheu:
   *[no] { $name } escolheu em segredo.
}
wx-reveal-ok = Reveladas: as peças formam o quadrado inicial
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = O quadrado inicial não vale: você escolheu { $mine }, { $name } escolheu { $theirs }. Não são quatro cores diferentes, então as duas peças voltam e os dois escolhem de novo.
wx-passed = { $you ->
    [yes] Você passa. Suas peças ficam à mostra:
   *[no] { $name } passa e mostra suas peças:
}
wx-line-desc = { $axis ->
    [row] horizontal
   *[column] vertical
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = dupla × 2
wx-line-title-row = Linha horizontal
wx-line-title-column = Linha vertical
wx-pattern-locked = Padrão definido:
wx-pattern-open = Padrão ainda aberto
wx-line-length = { $n ->
    [one] { $n } casa
   *[other] { $n } casas
}
wx-no-line = nenhuma linha (casa isolada)
wx-announce-place = { $you ->
    [yes] Você coloca
   *[no] { $name } coloca
} { $tile } e marca { $n }.
wx-announce-pass = { $you ->
    [yes] Você passa.
   *[no] { $name } passa.
}
wx-announce-over = Fim de jogo. { $result }
wx-game-over = Fim de jogo
wx-end-out = { $you ->
    [yes] Você colocou
   *[no] { $name } colocou
} todas as peças; a volta foi jogada até o fim.
wx-end-blocked = Ninguém mais consegue colocar.
wx-col-name = Jogador
wx-col-score = Pontos
wx-col-left = Peças restantes
wx-col-penalty = Penalidade
wx-col-final = Total
wx-penalty-rule = Penalidade pelas peças restantes: 5 por dupla, 25 por qualquer outra peça.
wx-won = Você vence com { $score ->
    [one] { $score } ponto
   *[other] { $score } pontos
}!
wx-shared = Vitória dividida: { $names }.
wx-lost = { $names } { $count ->
    [one] vence
   *[other] vencem
}.

wx-rules-title = Wu Hsing: as regras aqui
wx-rules-h-material = Peças e distribuição
wx-rules-material =
    Wu Hsing é o “Domino Bead Game” de Sid Sackson com os cinco elementos: <b>água</b> (azul), <b>fogo</b> (vermelho), <b>madeira</b> (verde), <b>metal</b> (branco) e <b>terra</b> (amarelo). Cada metade também traz o seu símbolo, então o jogo funciona sem distinguir as cores.

    - 30 peças: cada um dos 15 pares de cores (5 duplas, 10 mistas) duas vezes.
    - Com dois jogadores cada um recebe 14 peças, com três 9 (uma peça volta para a caixa sem ninguém ver), com quatro 7. Sobram duas peças para o quadrado inicial.
    - As peças dos outros ficam escondidas; nas configurações dá para escolher peças abertas.
wx-rules-h-start = O quadrado inicial
wx-rules-start =
    - As duas peças que sobram ficam lado comprido com lado comprido, formando um quadrado de 2 × 2 casas, viradas para cima no meio.
    - O quadrado tem que mostrar quatro cores diferentes; se não mostrar, tudo é embaralhado e distribuído de novo.
    - O quadrado inicial não vale pontos. Quem começa é sorteado; numa série, o primeiro lugar vai passando adiante.
wx-rules-h-lines = Linhas e padrões
wx-rules-lines =
    - Uma <b>linha</b> é uma sequência contínua de casas ocupadas numa fileira ou coluna, como numa palavra cruzada. Uma casa vazia a interrompe; uma casa sem vizinhas é uma linha de comprimento 1.
    - Uma linha é válida quando é um trecho de um <b>padrão</b> de cores diferentes repetido sem fim: assim que uma cor se repete, toda a sequência tem que se repetir nessa distância. Uma linha sem cor repetida é sempre válida.

    ~ Exemplos (cada letra é uma cor): ABCABC válida; ABCB inválida; AAB inválida; AA e AAA válidas; ABA válida; ABB inválida; ABCDE válida; ABCDEA válida; ABCDEB inválida; ABCBA inválida; ABCDAB válida.
wx-rules-h-move = Uma jogada
wx-rules-move =
    - Coloque uma peça do seu suporte em duas casas vazias vizinhas, na horizontal ou na vertical, com as cores na ordem que quiser. Toda linha que passa por uma das casas novas tem que continuar válida.
    - Por uma peça nova passam exatamente três linhas: uma ao longo da peça e uma atravessando cada uma das suas casas. Uma linha é <b>prolongada</b> quando também contém uma casa colocada antes. Pelo menos duas das três têm que ser prolongadas.
    - Pode-se preencher um buraco quando a linha unida é válida; ela conta como uma só linha prolongada.
    - No máximo três peças podem ficar lado a lado: uma fila de peças paralelas que cobrem exatamente as mesmas duas fileiras (ou colunas) tem no máximo três peças. O quadrado inicial é uma fila assim de duas.
wx-rules-h-score = Pontuação
wx-rules-score =
    Multiplique os comprimentos das linhas prolongadas (em casas, contando as novas). Uma dupla vale o dobro.

    ~ Exemplos: 3 × 4 × 5 = 60; uma dupla que prolonga duas linhas de cinco: 5 × 5 × 2 = 50.
wx-rules-h-pass = Passar
wx-rules-pass =
    - Se você pode colocar, tem que colocar.
    - Se não pode, passa esta vez e mostra suas peças aos outros. Você volta a jogar numa vez seguinte assim que aparecer uma jogada.
wx-rules-h-end = Fim do jogo
wx-rules-end =
    - Quando alguém coloca a última peça, a volta em andamento é completada para que todos tenham jogado o mesmo número de vezes. Quem está sem peças fica de fora.
    - O jogo também termina quando ninguém consegue colocar.
    - As peças que ficam na mão custam 5 pontos por dupla e 25 por qualquer outra peça.
    - Vence o maior total; totais iguais dividem a vitória.
wx-rules-h-variants = Modalidades
wx-rules-variants =
    - Dois jogadores com 15 peças cada (uma de cada tipo), sem quadrado inicial. Ou quem começa coloca a peça que quiser sem pontos, ou os dois escolhem uma peça em segredo e, reveladas, elas formam o quadrado inicial (quatro cores; se não, os dois escolhem de novo).
    - Peças abertas para 2, 3 ou 4 jogadores.
wx-rules-h-controls = Como jogar aqui
wx-rules-controls =
    - Escolha uma peça do seu suporte, embaixo; as peças que cabem se destacam, brilham e têm um ponto. O tabuleiro mostra então os lugares onde ela pode ir, com os pontos.
    - <kbd>R</kbd> gira a peça, <kbd>F</kbd> vira a peça, <kbd>Esc</kbd> devolve a peça.
    - Com o teclado, as setas ou <kbd>Tab</kbd> passam de uma peça para outra, <kbd>Enter</kbd> escolhe uma, as setas passam de um lugar para outro e <kbd>Enter</kbd> coloca a peça. No tabuleiro, as setas mostram as linhas que passam por cada casa.
    - <kbd>+</kbd> e <kbd>−</kbd> dão zoom, <kbd>0</kbd> mostra o tabuleiro inteiro; arraste-o com o mouse ou o dedo.
    - Um leitor de tela anuncia cada jogada e os seus pontos.
wx-rules-h-tips = Dicas para vencer
wx-rules-tips =
    - Linhas longas rendem: uma linha de cinco casas é um fator 5. Procure lugares onde duas linhas longas se cruzam.
    - As duplas valem o dobro mas no fim custam só 5: guarde-as para uma jogada grande.
    - Livre-se a tempo das peças mistas: cada uma que sobrar custa 25 pontos no fim.
    - Um padrão fica definido assim que uma cor se repete. Mantenha abertas as linhas em que suas peças cabem e feche as que ajudam o adversário.

## Hus (hus.html)

hus-board =
    .aria-label = Tabuleiro
hus-embed-iframe-title = Hus contra o computador
hus-embed-link-text = Hus do Gamut
hus-loading = Arrumando as sementes …
hus-first = Quem começa
hus-first-lot = Por sorteio
hus-first-you = Você
hus-first-computer = O computador
hus-series = Modalidade
hus-series-single = Partida única
hus-series-points = Série por pontos
hus-series-best_of_7 = Melhor de 7
hus-series-help-single = Uma só partida. Vence quem deixa o outro sem nenhuma cova com pelo menos 2 sementes.
hus-series-help-points = Depois de cada partida, cada um marca as sementes do seu lado (todas as 48: em dobro). Vence a série quem chegar primeiro à meta. A primeira jogada alterna.
hus-series-help-best_of_7 = Vence a série quem ganhar quatro partidas primeiro. A primeira jogada alterna.
hus-target = Jogar até
hus-rules-legend = Variantes de regra
hus-rule-fixed_opening = Abertura fixa: a primeira jogada é a interna 8 (o par da frente)
hus-rule-anticlockwise = Semear no sentido anti-horário
hus-rule-capture_sow_captured_only = Depois de capturar, semear só as sementes capturadas
hus-rule-capture_needs_both = Capturar só quando as duas covas em frente têm sementes
hus-rule-short-fixed_opening = abertura fixa
hus-rule-short-capture_sow_captured_only = semear só o capturado
hus-rule-short-capture_needs_both = captura com duas covas cheias
hus-tempo-instant = Sem animação
hus-you = Você
hus-computer = Computador
hus-row-0 = Computador, fileira externa
hus-row-1 = Computador, fileira interna
hus-row-2 = Sua fileira interna
hus-row-3 = Sua fileira externa
hus-pit-name = { $row ->
    [i] interna
   *[o] externa
} { $col }
hus-pit-label = { $name }: { $n ->
    [one] { $n } semente
   *[other] { $n } sementes
}
hus-pit-theirs = Computador, { $label }
hus-reason-empty = vazia
hus-reason-single = só uma semente
hus-reason-endless = sem fim: esta jogada nunca para
hus-reason-opening = abertura fixa: a primeira jogada tem que ser a interna 8
hus-preview = termina em { $end }, { $laps ->
    [one] { $laps } volta
   *[other] { $laps } voltas
}, { $sown } semeadas, { $captured ->
    [0] não captura nada
    [one] captura { $captured } semente
   *[other] captura { $captured } sementes
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n ->
    [one] { $n } semente
   *[other] { $n } sementes
} na mão
hus-capturing = Captura!
hus-anim-summary = { $you ->
    [yes] Sua jogada
   *[no] A jogada do computador
}: o resultado cova por cova
hus-anim-end = { $you ->
    [yes] Sua jogada termina aqui.
   *[no] A jogada do computador termina aqui.
}
hus-thinking = O computador está pensando …
hus-seeds = { $n ->
    [one] { $n } semente
   *[other] { $n } sementes
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } vitória
       *[other] { $n } vitórias
    }
   *[other] { $n } pts
}
hus-seat-label = { $name }: { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } vitória
       *[other] { $score } vitórias
    }
    [points] , { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }
   *[none] {""}
}{ $toMove ->
    [yes] , da vez
   *[no] {""}
}
hus-single = Partida única
hus-points-info = Partida { $game } · até { $to ->
    [one] { $to } ponto
   *[other] { $to } pontos
}
hus-best-of-7-info = Partida { $game } · melhor de 7
hus-level-short = Nível { $level }
hus-dir-clock = no sentido horário
hus-dir-anti = no sentido anti-horário
hus-play = Escolha uma cova
hus-wait = Vez do computador …
hus-skip = Pular
hus-next-game = Próxima partida
hus-your-turn = Sua vez: escolha uma das suas covas com pelo menos 2 sementes.
hus-your-turn-opening = Abertura fixa: sua primeira jogada é a interna 8.
hus-choose-pit = Escolha uma das suas covas com pelo menos 2 sementes.
hus-cannot-play = { $why ->
    [none] Não dá para jogar { $pit }.
   *[other] Não dá para jogar { $pit }: { $why }.
}
hus-move-line = { $you ->
    [yes] Você joga
   *[no] O computador joga
} { $pit }: { $laps ->
    [one] { $laps } volta
   *[other] { $laps } voltas
}, { $sown } semeadas, termina em { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } semente capturada
   *[other] , { $captured } sementes capturadas
}.
hus-game-won = Você vence a partida!
hus-game-lost = O computador vence a partida.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Você só tem jogadas sem fim.
       *[no] O computador só tem jogadas sem fim.
    }
   *[other] { $youLost ->
        [yes] Você não tem mais nenhuma cova com pelo menos 2 sementes.
       *[no] O computador não tem mais nenhuma cova com pelo menos 2 sementes.
    }
}
hus-seed-counts = Sementes: Você { $you } · Computador { $them }
hus-game-points = Pontos desta partida: Você { $you } · Computador { $them }
hus-series-standing = { $kind ->
    [best_of_7] Série: Você { $you } · Computador { $them } vitórias (vence quem chegar a { $to })
   *[other] Série: Você { $you ->
        [one] { $you } ponto
       *[other] { $you } pontos
    } · Computador { $them ->
        [one] { $them } ponto
       *[other] { $them } pontos
    } (até { $to })
}
hus-match-won = Você vence com { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
}!
hus-match-lost = O computador vence com { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
}.
hus-series-won = Você vence a série!
hus-series-lost = O computador vence a série.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, fileira externa
   *[i] { $name }, fileira interna
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = A jogada de { $name }: o resultado cova por cova
hus-anim-end-of = A jogada de { $name } termina aqui.
hus-move-line-of = { $name } joga { $pit }: { $laps ->
    [one] { $laps } volta
   *[other] { $laps } voltas
}, { $sown } semeadas, termina em { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } semente capturada
   *[other] , { $captured } sementes capturadas
}.
hus-game-won-by = { $name } vence a partida.
hus-end-reason-of = { $reason ->
    [only_endless] { $name } só tem jogadas sem fim.
   *[other] { $name } não tem mais nenhuma cova com pelo menos 2 sementes.
}
hus-seed-counts-of = Sementes: Você { $you } · { $name } { $them }
hus-game-points-of = Pontos desta partida: Você { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Série: Você { $you } · { $name } { $them } vitórias (vence quem chegar a { $to })
   *[other] Série: Você { $you ->
        [one] { $you } ponto
       *[other] { $you } pontos
    } · { $name } { $them ->
        [one] { $them } ponto
       *[other] { $them } pontos
    } (até { $to })
}
hus-match-won-by = { $name } vence com { $seeds ->
    [one] { $seeds } semente
   *[other] { $seeds } sementes
}.
hus-series-won-by = { $name } vence a série.

hus-rules-title = Hus: as regras aqui
hus-rules-h-board = O tabuleiro
hus-rules-board =
    Hus é um mancala da Namíbia para dois. O tabuleiro tem quatro fileiras de oito <b>covas</b>. As duas fileiras do seu lado são suas: a externa, na borda, e a interna, voltada para o meio. Suas 16 covas formam um circuito.

    - Cada jogador conta as colunas a partir da própria esquerda: de 1 a 8. Covas “em frente” ficam na mesma coluna do tabuleiro.
    - No início, cada cova externa tem 2 sementes; na fileira interna, as colunas 5 a 8 têm 2 cada e as colunas 1 a 4 ficam vazias. 24 sementes de cada lado, 48 no total.
hus-rules-h-sow = A semeadura
hus-rules-sow =
    - Uma jogada pega todas as sementes de uma das suas covas que tenha pelo menos 2. Uma cova com 0 ou 1 semente nunca pode ser escolhida.
    - As sementes são semeadas uma por cova, no sentido horário e só no seu próprio circuito, começando pela cova depois da que foi esvaziada: pela fileira externa da direita para a esquerda, sobe para a fileira interna na coluna 1, segue por ela da esquerda para a direita e desce para a fileira externa na coluna 8.
    - Se a última semente cai numa cova vazia, a jogada termina.
    - Se cai numa cova que já tinha sementes, na fileira externa: pegue todas as sementes dessa cova e continue semeando.
    - Na fileira interna, se a cova interna do adversário em frente tiver sementes: você <b>captura</b> (veja abaixo). Se estiver vazia, você pega as sementes da sua cova e continua semeando.
hus-rules-h-capture = A captura
hus-rules-capture =
    - Pegue as sementes da cova onde caiu a última semente, mais todas as sementes das covas interna e externa do adversário em frente (a externa mesmo que esteja vazia). Semeie todas a partir da próxima cova do seu circuito, pelas mesmas regras.
    - Pode-se capturar desde a primeira jogada.
    - As sementes só passam para o outro lado quando são capturadas.
hus-rules-h-endless = Jogadas sem fim
hus-rules-endless =
    Algumas jogadas nunca param: a semeadura em cadeia volta sempre à mesma posição. Uma jogada assim não é permitida; o tabuleiro mostra na cova por que ela não pode ser jogada.
hus-rules-h-end = Fim da partida
hus-rules-end =
    - Quando, depois de uma jogada, um jogador não tem mais nenhuma cova com pelo menos 2 sementes, a partida termina na hora e esse jogador perde.
    - O jogador da vez que só tem jogadas sem fim também perde.
    - Quem começa a primeira partida é sorteado; numa série, a primeira jogada alterna.
hus-rules-h-series = Séries
hus-rules-series =
    - Depois de cada partida, cada jogador marca as sementes do seu lado. Quem tem todas as 48 sementes marca em dobro (96), o outro nada.
    - Nas configurações você escolhe uma partida única, uma série até um número de pontos ou melhor de 7 (vence quem ganhar quatro partidas primeiro).
hus-rules-h-options = Variantes de regra
hus-rules-options =
    - Abertura fixa: a primeira jogada de cada jogador é a cova interna da coluna 8, o par da frente.
    - Outras regras conhecidas, cada uma opcional: semear no sentido anti-horário; depois de capturar, semear só as sementes capturadas (a sua cova fica com as dela); capturar só quando as duas covas em frente têm sementes.
hus-rules-h-controls = Como jogar aqui
hus-rules-controls =
    - Suas covas ficam embaixo. As covas que você pode jogar ficam destacadas; aponte para uma para ver abaixo do tabuleiro onde a jogada termina e o que ela captura.
    - Com o teclado, as setas passam de cova em cova e <kbd>Enter</kbd> joga.
    - O botão principal pula a animação de uma jogada. Um leitor de tela anuncia cada jogada.
hus-rules-h-tips = Dicas para vencer
hus-rules-tips =
    - Semeaduras em cadeia longas podem capturar muitas sementes: olhe a prévia antes de cada jogada.
    - Mantenha sua fileira interna cheia, é lá que se captura, e deixe pouco em frente ao adversário.
    - Vence quem deixa o outro sem jogada: conte quantas covas com 2 ou mais sementes ainda restam para ele.

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    O dominó com o jogo duplo-seis é um jogo de encaixar números: cada pedra tem duas metades, e você encaixa uma pedra cuja metade combine com uma ponta aberta da fila. Quem bater primeiro, jogando todas as pedras, ou deixar os outros com mais pontos na mão, leva os pontos. Você joga de três jeitos clássicos: Compra, em que você pega pedras do monte quando nada serve; Bloqueio, em que você simplesmente passa; e Cinco em cinco, em que você ainda marca sempre que as pontas abertas somam um múltiplo de cinco. Jogue aqui contra o computador ou on-line com amigos, até quatro pessoas, cada uma na sua tela.
faq-dominoes-title = Perguntas sobre o dominó
faq-dominoes-1-q = Quantas pedras cada jogador recebe?
faq-dominoes-1-a =
    Com dois jogadores, cada um recebe 7 em todas as modalidades. Na Compra e no Cinco em cinco, com três ou quatro jogadores, cada um recebe 5. No Bloqueio, todos recebem 7.
faq-dominoes-2-q = Quem sai?
faq-dominoes-2-a =
    Na primeira rodada, o jogador com a carroça mais alta a joga primeiro. Se ninguém tiver carroça, sai a pedra mais pesada. Depois, quem sai é o vencedor da rodada anterior, com a pedra que quiser.
faq-dominoes-3-q = O que é o pivô?
faq-dominoes-3-a =
    No Cinco em cinco, a primeira carroça jogada é o pivô. Quando os dois lados compridos dele têm uma pedra, dá para jogar nos quatro lados, então a mesa pode ter até quatro pontas abertas.
faq-dominoes-4-q = Como se conta no Cinco em cinco?
faq-dominoes-4-a =
    Depois de cada jogada, as pontas abertas são somadas. Uma carroça numa ponta conta as duas metades. Se a soma for múltiplo de 5, quem acabou de jogar marca na hora esses pontos. Quem bate ou vence um jogo trancado também marca, arredondando para o 5 mais próximo.
faq-dominoes-5-q = O que acontece quando ninguém consegue jogar?
faq-dominoes-5-a =
    Aí o jogo está trancado. O jogador com menos pontos na mão vence a rodada e marca os pontos das outras mãos menos os seus. Se vários empatarem com menos pontos, ninguém marca.
faq-dominoes-6-q = Dá para jogar on-line com amigos?
faq-dominoes-6-a =
    Sim. Escolha “On-line com amigos” nas configurações e compartilhe o link. Uma sala tem de 2 a 4 lugares, o computador pode ocupar os lugares vazios e o servidor distribui as pedras, de modo que cada um só vê as suas.

intro-hus =
    Hus é o grande mancala da Namíbia, um jogo para dois num tabuleiro de quatro fileiras de oito covas. Cada um semeia em círculo pelas suas duas fileiras, continua semeando enquanto a última semente cai numa cova cheia e captura as sementes do adversário a partir da sua fileira interna. Vence quem deixa o outro só com covas de uma semente.

    Na Namíbia o Hus é jogado até hoje e tem muitos nomes: ||hus ou Xoros entre os nama e os damara, Owela, Otjitoto, Wera ou Ogoro em outras línguas do país, “Lochspiel” em alemão. Jogue aqui contra o computador: uma partida única, uma série por pontos ou melhor de 7.
faq-hus-title = Perguntas sobre o Hus
faq-hus-1-q = De onde vem o Hus?
faq-hus-1-a =
    O Hus é um mancala de quatro fileiras da Namíbia. Lá ele é jogado, entre outros, pelos damara, nama, herero, kwanyama e ndonga, por exemplo como passatempo de férias no interior. Não se sabe quando surgiu; os jogos de mancala são considerados de origem africana.
faq-hus-2-q = Posso mover uma semente sozinha?
faq-hus-2-a =
    Não. Uma jogada sempre pega todas as sementes de uma cova que tenha pelo menos 2. Você nunca pode escolher uma cova com uma semente só.
faq-hus-3-q = Quando a minha jogada termina?
faq-hus-3-a =
    Só quando a sua última semente cai numa cova vazia. Se ela cair numa cova com sementes, você pega todas e continua semeando a partir da próxima cova, também depois de uma captura. Assim, uma jogada pode dar várias voltas no seu circuito.
faq-hus-4-q = Quando eu capturo as sementes do adversário?
faq-hus-4-a =
    Quando a sua última semente cai numa cova cheia da sua fileira interna e a cova interna do adversário em frente tem sementes. Aí você pega a sua cova e as covas interna e externa dele nessa coluna, a externa mesmo que esteja vazia, e semeia tudo. Na fileira externa você nunca captura, e, diferente do Kalah, uma semente que cai numa cova vazia não captura nada.
faq-hus-5-q = Eu semeio no lado do adversário?
faq-hus-5-a =
    Não, nunca. Você só semeia no seu próprio circuito de 16 covas. As sementes só passam para o outro lado quando são capturadas.
faq-hus-6-q = Quem vence?
faq-hus-6-a =
    Quem deixa o adversário sem nenhuma cova com pelo menos 2 sementes: ele não consegue mais jogar e perde. O Hus não tem depósitos. Numa série, cada jogador marca depois da partida as sementes do seu lado, e quem tiver todas as 48 marca em dobro.

intro-wuhsing =
    Wu Hsing é um jogo de colocar peças de dominó em cinco cores, as “cinco fases” chinesas: água, fogo, madeira, metal e terra. Como numa palavra cruzada, as casas coloridas formam linhas horizontais e verticais, e cada linha segue um padrão de cores. Cada peça tem que prolongar pelo menos duas linhas respeitando o padrão delas; os comprimentos dessas linhas são multiplicados entre si, e esses são os seus pontos.

    Sid Sackson publicou o jogo em 1969 como “Domino Bead Game” no seu livro “A Gamut of Games”; a franjos o lançou em caixa em 1992 com o nome “Wu Hsing”. Jogue aqui contra o computador, em dois, três ou quatro.
faq-wuhsing-title = Perguntas sobre Wu Hsing
faq-wuhsing-1-q = De onde vem Wu Hsing?
faq-wuhsing-1-a =
    Quem o inventou foi Sid Sackson: em 1969 ele saiu como “Domino Bead Game” no livro “A Gamut of Games”, uma coleção de 40 jogos. A edição alemã “Wu Hsing” saiu em 1992 pela franjos; na França o jogo se chamava “Connexion”. O nome se refere às cinco fases do pensamento chinês, que as cinco cores mostram.
faq-wuhsing-2-q = O que é um padrão?
faq-wuhsing-2-a =
    Cada linha horizontal e vertical tem que continuar uma sequência de cores. Assim que uma cor se repete numa linha, o padrão dela fica definido, e a linha tem que continuar repetindo-o na mesma distância. Enquanto nenhuma cor se repetir, a linha continua aberta.
faq-wuhsing-3-q = Onde posso colocar uma peça?
faq-wuhsing-3-a =
    Em duas casas vazias vizinhas, de modo que pelo menos duas das três linhas que passam pela peça prolonguem casas colocadas antes e cada linha respeite o seu padrão. Você pode preencher um buraco quando a linha unida é válida. No máximo três peças podem ficar lado a lado pelos lados compridos.
faq-wuhsing-4-q = Como os pontos são contados?
faq-wuhsing-4-a =
    Os comprimentos de todas as linhas prolongadas são multiplicados entre si, contando a peça nova: 3 × 4 × 5 = 60. Uma dupla vale o dobro, por exemplo 5 × 5 × 2 = 50.
faq-wuhsing-5-q = E se eu não puder colocar nenhuma peça?
faq-wuhsing-5-a =
    Se você pode colocar, tem que colocar. Se não pode, passa esta vez e mostra suas peças aos outros. Assim que tiver uma jogada de novo, você volta a jogar.
faq-wuhsing-6-q = Quando o jogo termina?
faq-wuhsing-6-a =
    Quando alguém coloca a última peça, a volta é jogada até o fim; o jogo também termina quando ninguém consegue colocar. As peças que ficam na mão custam 5 pontos por dupla e 25 por qualquer outra peça. Vence a maior pontuação.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Jogador { $n }
seat-kind-computer = O computador
seat-kind-person = Uma pessoa neste aparelho
person-name-label = Nome do jogador { $n }
person-default-name = Jogador { $n }
# $name: the person the device goes to
handover-title = Passe o aparelho para { $name }
handover-since = Desde a sua última jogada:
# $name: the person the device goes to
handover-ready = Sou { $name }: mostrar minhas peças
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } comprou uma peça
    [pass] { $name } passou
    [next] Uma nova rodada foi distribuída
   *[play] { $name } jogou { $move }
}
people-wins-title = Vitórias entre pessoas
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } vitórias
# $name: the person whose turn it is
person-turn = Vez de { $name }.

## Online with friends (js/online/)
online-open = On-line com amigos
online-name = Seu nome
online-create = Criar uma sala
online-join = Entrar
online-invite = Link de convite – envie para seus amigos
online-copy = Copiar link
online-copied = Copiado
online-start = Começar
online-leave = Sair da sala
online-room = Sala
online-record = Baixar a partida
online-start-early = Você já pode começar: o computador ocupa os lugares livres.
online-start-full = Todos os lugares estão ocupados: comece quando estiverem prontos.
online-wait-host = Esperando o anfitrião começar.
online-seat-open = Lugar livre
online-seat-computer = Computador
online-seat-computer-n = Computador { $n }
online-you = você
online-away = desconectado
online-to-move = na vez
online-connecting = Conectando…
online-reconnecting = Conexão perdida – reconectando…
online-connected = Conectado
online-stats = Partidas on-line vencidas: { $won } de { $played }
online-name-missing = Digite seu nome.
online-error-not-found = Esta sala não existe (mais).
online-error-full = Esta sala não tem lugar livre.
online-error-rate-limited = Rápido demais – tente de novo.
online-error-refused = O servidor não aceitou isso.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Jogo
online-info-rules = Regras
online-info-host = Anfitrião
online-info-seats = Lugares
online-room-started = A partida já começou e todos os lugares estão ocupados: você pode assistir.
online-watch = Assistir
online-stop-watching = Parar de assistir
online-watching = Você está assistindo.
online-watching-end = A partida terminou.
online-next-rules = Regras da próxima partida
online-again-with = Jogar de novo com estas regras
online-again = Jogar de novo
# $names: the people the room waits for (a list)
online-waiting-for = Esperando { $names } …
online-twice = Este lugar também está aberto em outra aba.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Partidas ganhas: { $tally }
online-spectators = { $n ->
    [one] { $n } assistindo
   *[other] { $n } assistindo
}
online-cover = Deixar o computador jogar
online-cover-label = Deixar o computador jogar por { $name }
online-computer-plays = o computador joga
online-ready = pronto
online-asked = quer jogar de novo
online-note-left = { $name } saiu; o computador joga por { $name }.
online-note-covered = O computador joga por { $name } até { $name } voltar.
online-note-back = { $name } voltou.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } definiu as regras da próxima partida: { $rules }.
online-confirm-leave-running = Sair da partida? O computador fica com o seu lugar e continua jogando por você. Você não poderá voltar a este lugar.
online-confirm-leave-over = Sair da sala? Seus amigos podem jogar de novo sem você.
online-confirm-leave-lobby = Sair da sala? Seu lugar fica livre de novo.
online-leave-match = Sair da partida
online-stay = Ficar
online-error-busy = O servidor está ocupado agora – tente de novo daqui a pouco.
online-error-gone = Você não está mais nesta sala: ela foi fechada, ou este lugar foi deixado em outra aba.
dom-round-opens = Rodada { NUMBER($round) }: { $name } abre.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Sementes: { $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = Cores
theme-system = Como no dispositivo
theme-light = Claras
theme-dark = Escuras
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Fora do jogo
dom-out-count = { $n ->
    [one] { $n } pedra
   *[other] { $n } pedras
}

## replay
replay-open = Rever
replay-title = Rever uma partida terminada
replay-help = As últimas 20 partidas terminadas neste aparelho, a mais recente primeiro, ou um arquivo de partida exportado.
replay-none = Ainda não há nenhuma partida terminada guardada neste aparelho.
replay-open-file = Abrir um arquivo de partida
replay-file-bad = Este arquivo não é uma partida.
replay-other-game = Esta é uma partida de { $game }: abra-a na página desse jogo.
replay-refused = Não é possível rever esta partida: { $reason }
replay-not-online = A revisão espera até você sair da sala on-line.
replay-won = vencida
replay-lost = perdida
replay-moves = { $n ->
    [one] { $n } jogada
   *[other] { $n } jogadas
}
replay-online = on-line
replay-bar = Rever
replay-first = Primeira jogada
replay-back = Uma jogada para trás
replay-forward = Uma jogada para frente
replay-last = Última jogada
replay-slider = Jogada
replay-view = Visão
replay-close = Fechar a revisão
replay-position = Jogada { $ply } de { $plies }
replay-seat = Lugar { $n }
replay-seat-you = Lugar { $n } (você)
replay-all-hands = Todas as mãos à vista
replay-seat-computer = Lugar { $n } (computador)

## take-back and hint
help-take-back = Desfazer
help-hint = Dica
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Uma jogada desfeita.
   *[other] { $n } jogadas desfeitas.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Comprar de novo dá a mesma pedra: o monte mantém sua ordem.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Dica: { $move }
# the first tile of a round, as a hint
help-hint-open = abrir com { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = vencidas com ajuda: { NUMBER($won) } de { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Desfazer a última jogada de { $name }? Todos nesta mesa precisam concordar.
