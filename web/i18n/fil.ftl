# Gamut: mga teksto sa Filipino (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as de.ftl and en.ftl; see de.ftl's head for the conventions.
# Plural categories (CLDR fil): one, other; a noun after a number does not change.

## Shared

language = Wika
games-nav =
    .aria-label = Mga laro
game-dominoes = Domino
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = Bagong laban
settings = Mga setting
settings-title = Mga setting ng laro
close = Isara
rules = Mga tuntunin
rules-toc =
    .aria-label = Nilalaman
your-tiles = Mga piyesa mo
loading-stage-runtime = Nilo-load ang Python …
loading-stage-pyodide = Nilo-load ang Python …
loading-stage-stdlib = Nilo-load ang Python …
loading-stage-packages = Nilo-load ang mga package …
loading-stage-micropip = Nilo-load ang mga package …
loading-stage-wheel = Ini-install ang laro …
loading-stage-install = Ini-install ang laro …
loading-stage-game = Ini-install ang laro …
loading-stage-ready = Handa na
load-failed = Hindi masimulan ang Python: { $msg }
reload = I-reload
level = Antas ng kompyuter
level-easy = Madali
level-medium = Katamtaman
level-hard = Mahirap
tempo = Bilis
tempo-slow = Mabagal
tempo-normal = Karaniwan
tempo-fast = Mabilis
players-label = Mga manlalaro
players-option = { $n } manlalaro
stats-title = Mga napanalunang laban
stats-line = { NUMBER($won) } sa { NUMBER($played) }
saves-title = Mga save bilang file
saves-help = Itago ang mga setting, mga kasalukuyang laro at ang estadistika sa isang file, para walang mawala kapag binura ng browser ang data nito.
saves-export-all = I-export lahat
saves-export-game = I-export ang kasalukuyang laro
saves-import = Mag-import ng file
saves-exported = Na-save bilang { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Na-save bilang { $name }. Makikita sa file ang mga piyesa ng bawat manlalaro, pati ang sa kompyuter.
saves-no-game = Walang larong kasalukuyang tumatakbo.
saves-imported = Na-import na. Nire-reload ang pahina …
saves-import-failed = Hindi na-import.
saves-file-all = gamut-save-lahat
saves-file-game = gamut-{ $game }-laro

## Problems with the saves

save-kept = { $lost ->
    [yes] Hindi na maibabalik ang mga setting at estadistika.
   *[no] Naitabi ang mga setting at estadistika.
}
save-some-game = isang laro
save-problem-unreadable = Sira ang naka-save na data at na-reset na ito. { save-kept }
save-problem-wrong-type = Hindi kilala ang format ng naka-save na data at na-reset na ito. { save-kept }
save-problem-future-version = Galing sa mas bagong bersyon ang naka-save na data; hindi maituloy dito ang mga kasalukuyang laro. { save-kept }
save-problem-old-version = Galing sa lumang bersyon ang naka-save na data at hindi na ito magagamit. { save-kept }
save-problem-bad-settings = Sira ang naka-save na mga setting; ang mga default ang gagamitin.
save-problem-bad-stats = May bahagi ng estadistika na sira at tinanggal na.
save-problem-bad-game = Sira ang naka-save na laro ({ $name }). Magsisimula ang bagong laro; naitabi ang estadistika.
save-problem-other-game = Ibang laro ang laman ng save para sa { $name }. Magsisimula ang bagong laro; naitabi ang estadistika.
save-problem-rejected = Hindi maituloy ang naka-save na laro ({ $name }). Magsisimula ang bagong laro; naitabi ang estadistika.
save-problem-unavailable = Hindi pinapayagan ng browser na ito ang pag-save dito: mawawala ang laro at estadistika kapag isinara ang pahina.
save-problem-quota = Hindi na-save (puno o naka-block ang storage ng browser).
save-notice-ok = Sige
update-ready = May bagong bersyon
update-reload = I-reload
update-dismiss = Isara
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = Sandali lang – nagsisimula pa ang laro…
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Nagsisimula ang Python – magpapatuloy ang laro mo sa isang sandali…

## Importing a file

saves-problem-empty = Walang laman ang file.
saves-problem-too-big = Masyadong malaki ang file para sa isang save.
saves-problem-not-json = Hindi wastong JSON ang file (sira o putol?).
saves-problem-not-gamut = Hindi save ng Gamut ang file.
saves-problem-unreadable = Hindi mabasang save ng Gamut ang file.
saves-problem-unknown-game = Hindi kilalang uri ng laro ang nasa file.
saves-problem-bad-record = Sira ang laro ({ $name }) sa file.
saves-problem-bad-game = Sira ang laro ({ $name }) sa file o para ito sa ibang laro; hindi ito kinuha.
saves-problem-bad-settings = Sira ang mga setting sa file at hindi kinuha.
saves-problem-bad-stats = May bahagi ng estadistika sa file na sira at hindi kinuha.
saves-problem-future-version = Galing sa mas bagong bersyon ang file: ang mga setting at estadistika lang ang kinuha.
saves-problem-quota = Hindi na-save (puno o naka-block ang storage ng browser).
saves-problem-nothing = Walang makukuha sa file.
confirm-new = { $counts ->
    [yes] Magsisimula ito ng bagong laban. Matatapos ang kasalukuyang laban at ibibilang itong talo.
   *[no] Magsisimula ito ng bagong laban. Matatapos ang kasalukuyang laban.
}
confirm-yes = Bagong laban
confirm-no = Kanselahin
session-other-tab = Nagpatuloy ang laban sa ibang tab: ipinapakita na ng tab na ito ang kalagayan nito ngayon.
seat-name = { $seat ->
    [0] Ikaw
    [1] { $seats ->
        [2] Kompyuter
       *[other] Kanluran
    }
    [2] { $seats ->
        [3] Silangan
       *[other] Hilaga
    }
   *[other] Silangan
}
tiles = { $n ->
    [one] { $n } piyesa
   *[other] { $n } piyesa
}
points = { $n ->
    [one] { $n } puntos
   *[other] { $n } puntos
}
seat-label = { $name }: { $tiles ->
    [one] { $tiles } piyesa
   *[other] { $tiles } piyesa
}, { $score ->
    [one] { $score } puntos
   *[other] { $score } puntos
}{ $toMove ->
    [yes] , siya ang titira
   *[no] {""}
}
pass = Pas
rematch = Ulitin ang laban
retry = Subukan ulit
wait = Si { $name } ang titira …
not-your-turn = Hintayin ang tira mo.
empty-hand = walang piyesa
last-tile = huling tumira
load-error = Hindi maituloy ang naka-save na laban. Magsisimula ang bagong laban.
worker-restarted = Huminto sa pagsagot ang makina ng laro at muli itong sinimulan. Itutuloy ang laban mula sa huling na-save.
error = May problema: { $msg }
error-illegal-move = Hindi pinapayagan ang tirang ito.
error-bad-record = Sira o kulang ang record.
error-bad-record-at = Labag sa mga tuntunin ang tira { $n }.
error-bad-options = Hindi wasto ang mga setting ng laro.
error-engine = Hindi ito nagawa ng makina ng laro.
error-engine-lost = Huminto sa pagsagot ang makina ng laro.
error-engine-start = Hindi masimulan ang makina ng laro.
toc-rules = Mga tuntunin
toc-controls = Mga kontrol
toc-tips = Mga payo
toc-modes = Mga paraan ng laro
toc-faq = Mga tanong

## Dominoes (index.html)

dom-table =
    .aria-label = Mesa
dom-loading = Ibinabahagi ang mga piyesa …
dom-opponent = Kalaban
dom-opponent-computer = Kompyuter
dom-opponent-online = Online kasama ang mga kaibigan
dom-opponent-people = Mga tao sa device na ito
dom-mode = Paraan ng laro
dom-mode-draw = Bunot
dom-mode-block = Sarado
dom-mode-fives = Limahan
dom-mode-help-draw = Kapag wala kang maitira, bubunot ka sa bunton hanggang may piyesang tumugma.
dom-mode-help-block = Kapag wala kang maitira, papasa ka. Walang bumubunot sa bunton.
dom-mode-help-fives = Gaya ng Bunot, may dagdag na puntos tuwing multiple ng 5 ang kabuuan ng mga bukas na dulo.
dom-target = Laruin hanggang
dom-target-option = { $n ->
    [one] { $n } puntos
   *[other] { $n } puntos
}
dom-round-info = Round { NUMBER($round) } · hanggang { NUMBER($target) }
dom-boneyard = Bunton: { $n }
dom-no-boneyard = Walang bunton
dom-count = Mga dulo: { $n }
dom-draw = Bumunot
dom-next = Susunod na round
dom-play = Tumira ng piyesa
dom-your-turn = Tira mo: maglapag ng piyesang tumutugma.
dom-your-turn-first = Ikaw ang magbubukas ng round: maglapag ng kahit anong piyesa.
dom-your-turn-first-with = Bubuksan mo ang laban gamit ang { $tile }: { $double ->
    [yes] ang pinakamataas na doble ang nagbubukas.
   *[no] walang nabigyan ng doble, kaya ang pinakamabigat na piyesa ang nagbubukas.
}
# people at one table: the opener by name ($name)
dom-person-first = Si { $name } ang magbubukas ng round: kahit anong piyesa.
dom-person-first-with = Bubuksan ni { $name } ang laban gamit ang { $tile }: { $double ->
    [yes] ang pinakamataas na doble ang nagbubukas.
   *[no] walang nabigyan ng doble, kaya ang pinakamabigat na piyesa ang nagbubukas.
}
dom-must-draw = Walang tumutugmang piyesa: bumunot sa bunton.
dom-must-pass = Walang tumutugmang piyesa: kailangan mong pumasa.
dom-choose-end = Piliin ang lugar sa mesa.
dom-cannot-play = Hindi tugma ang { $tile } sa alinmang bukas na dulo.
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] bumunot ng { $n } piyesa
       *[other] bumunot ng { $n } piyesa
    }
   *[no] { $n ->
        [one] bumunot ng { $n } piyesa
       *[other] bumunot ng { $n } piyesa
    }
}
dom-run-play = { $you ->
    [yes] naglapag ng
   *[no] naglapag ng
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] pumasa
   *[no] pumasa
}
dom-run = { $name }: { $actions }
dom-run-lacked = { $name }: { $actions } (walang { $numbers })
dom-seat-act = { $draws ->
    [0] pumasa
   *[other] bumunot ng { $draws }{ $passed ->
        [yes] , pumasa
       *[no] {""}
    }
}
dom-log-label = Ang nangyari sa round na ito
dom-place-at = Ilapag ang { $tile } sa { $end ->
    [W] kanlurang
    [E] silangang
    [N] hilagang
   *[S] timog na
} dulo{ $fives ->
    [yes] , { $score ->
        [one] { $score } puntos
       *[other] { $score } puntos
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , puwedeng itira
    [no] , hindi tugma
   *[other] {""}
}
dom-layout-tile = Piyesa { $tile }
dom-spinner = sentrong doble
dom-announce-play = { $you ->
    [yes] Inilapag mo
   *[no] Inilapag ni { $name }
} ang { $tile }{ $end ->
    [W] {" "}sa kanlurang dulo
    [E] {" "}sa silangang dulo
    [N] {" "}sa hilagang dulo
    [S] {" "}sa timog na dulo
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] , { $you ->
        [yes] nakakuha ka ng
       *[no] nakakuha ng
    } { $score }
}.
dom-announce-round = Tapos na ang round { $round }. { $result }
dom-announce-scores = Iskor: { $scores }.
dom-score-of = { $name }: { $score }
dom-round-over = Tapos na ang round { $round }
dom-domino-win = { $you ->
    [yes] Nailapag mo na ang lahat ng piyesa mo.
   *[no] Nailapag na ni { $name } ang lahat ng piyesa niya.
}
dom-domino-pips = { $raw ->
    [one] May { $raw } tuldok pa sa ibang mga kamay.
   *[other] May { $raw } tuldok pa sa ibang mga kamay.
}
dom-blocked = Sarado ang laro: walang makatira.
dom-blocked-win = { $you ->
    [yes] Ikaw ang
   *[no] Si { $name } ang
} may pinakakaunting tuldok ({ $own }). May { $others } tuldok ang ibang mga kamay: { $others } − { $own } = { $raw }.
dom-blocked-tie = Magkakapantay ang ilang kamay sa pinakakaunting tuldok: walang makakapuntos.
dom-target-win = { $you ->
    [yes] Naabot mo
   *[no] Naabot ni { $name }
} ang target na { $target } puntos sa tirang ito: sa Limahan, tapos agad ang laban.
dom-rounded = Sa Limahan, ibinibilog ito sa pinakamalapit na 5: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] Nakakuha ka ng
   *[no] Nakakuha si { $name } ng
} { $points ->
    [one] { $points } puntos
   *[other] { $points } puntos
}.
dom-pips-in = { $n ->
    [one] { $n } tuldok
   *[other] { $n } tuldok
}
dom-match-won = Panalo ka sa laban na may { $score ->
    [one] { $score } puntos
   *[other] { $score } puntos
}!
dom-match-lost = { $count ->
    [1] Nanalo sa laban si
   *[other] Nanalo sa laban sina
} { $names }.
dom-embed-iframe-title = Domino laban sa kompyuter
dom-embed-link-text = Domino mula sa Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = I-embed
embed-title = I-embed ang larong ito
embed-note = Idikit ang code na ito sa pahina mo. Dapat manatili ang text link sa ilalim ng laro.
embed-code-label = HTML code para i-embed
copy = Kopyahin
copied = Nakopya!
copy-fallback = Napili na ang code: kopyahin ito gamit ang Ctrl+C (⌘+C sa Mac).

dom-rules-title = Domino: ang mga tuntunin dito
dom-rules-h-tiles = Mga piyesa at manlalaro
dom-rules-tiles =
    Ginagamit ang set na doble-sais: 28 piyesa, bawat pares ng numero mula 0-0 hanggang 6-6 nang eksaktong isang beses. Ang <b>doble</b> gaya ng 4-4 ay may parehong numero sa dalawang kalahati. Ang <b>tuldok</b> ng isang piyesa ay ang kabuuan ng dalawang kalahati nito. 2, 3 o 4 na manlalaro ang tumitira nang sunud-sunod. Pipili ka ng isa sa tatlong paraan: <b>Bunot</b>, <b>Sarado</b> o <b>Limahan</b>.
dom-rules-h-deal = Ang pagbabahagi
dom-rules-deal =
    - Kapag dalawa ang manlalaro, tig-7 piyesa ang bawat isa, sa lahat ng paraan.
    - Kapag tatlo o apat ang manlalaro, tig-5 piyesa sa Bunot at Limahan, tig-7 sa Sarado.
    - Sa Bunot at Limahan, nakataob ang mga natirang piyesa bilang <b>bunton</b>.
    - Sa Sarado, hindi ginagamit sa round ang mga natirang piyesa: walang bumubunot sa mga ito at walang nakakakita bago matapos ang round.
dom-rules-h-lead = Sino ang magbubukas
dom-rules-lead =
    - Sa unang round ng laban, ang may hawak ng pinakamataas na doble ang magbubukas, gamit mismo ang dobleng iyon.
    - Kung walang may doble, ang piyesang may pinakamaraming tuldok ang magbubukas. Kapag pantay ang tuldok, panalo ang piyesang may mas mataas na numero: nauuna ang 6-3 sa 5-4.
    - Mula sa ikalawang round, ang nanalo sa nakaraang round ang magbubukas gamit ang piyesang gusto niya. Kung walang nanalo sa nakaraang round, ang kasunod ng huling nagbukas ang magbubukas.
dom-rules-h-move = Isang tira
dom-rules-move =
    - Maglalapag ka ng piyesa sa bukas na dulong kapareho ng numero ng isang kalahati ng piyesa. Kung kaya mong tumira, kailangan mong tumira; ikaw ang pipili kung aling piyesa at aling dulo.
    - Pahalang na inilalapag ang mga doble. Maliban sa sentrong doble sa Limahan (tingnan sa ibaba), ang doble ay karaniwang piyesa na may iisang bukas na dulo sa kabilang gilid nito.
    - Kung hindi ka makatira: sa Bunot at Limahan, bubunot ka sa bunton nang isa-isa hanggang may tumugma, at saka mo ito ilalapag. Kapag ubos na ang bunton, papasa ka. Sa Sarado, papasa ka agad.
    - Walang bumubunot habang may hawak na piyesang tumutugma.
dom-rules-h-spinner = Ang sentrong doble (sa Limahan lang)
dom-rules-spinner =
    Ang unang doble na mapunta sa mesa sa isang round (kasama ang pambukas na piyesa) ang nagiging <b>sentrong doble</b> at iginuguhit nang <y>dilaw</y>. Karaniwang pahalang na piyesa ang mga susunod na doble. Unang inilalapag ang mga piyesa sa dalawang mahabang gilid ng sentrong doble. Kapag may piyesa na sa dalawang mahabang gilid, bubukas din ang dalawang maikling gilid nito: hanggang apat na bukas na dulo na ang puwedeng nasa mesa.
dom-rules-h-fives = Pagpupuntos sa Limahan
dom-rules-fives =
    - Pagkatapos ng bawat tira, kasama ang pambukas na piyesa, pinagsasama ang mga numero ng lahat ng bukas na dulo.
    - Binibilang ang dalawang kalahati ng pahalang na doble sa isang dulo.
    - Binibilang ang dalawang kalahati ng sentrong doble habang bakante pa ang isa sa mahahabang gilid nito. Pagkatapos noon, hindi na ito binibilang, at ang maikling gilid ay binibilang lang kapag may piyesa na roon.
    - Kung multiple ng 5 ang kabuuan, agad na makakakuha ng ganoong puntos ang manlalarong katitira lang.

    ~ Mga halimbawa: ang pagbubukas ng 5-5 (sentrong doble) ay 10 puntos, ang pagbubukas ng 6-4 ay 10 din. Kung ilalapag ang 4-1 sa 4, ang mga bukas na dulo ay 6 at 1: 7 lahat, walang puntos. Sa sentrong doble na 5-5 na may 5-3 sa isang mahabang gilid, 10 + 3 = 13, walang puntos; kapag inilapag ang 5-2 sa kabilang mahabang gilid, 3 + 2 = 5: 5 puntos.
dom-rules-h-round = Katapusan ng round
dom-rules-round =
    - Natatapos ang round kapag may naglapag ng huli niyang piyesa, o kapag <b>sarado</b> ang laro: walang makatira, at sa Bunot at Limahan ay ubos na ang bunton.
    - Ang nakaubos ng lahat ng piyesa niya ay makakakuha ng mga tuldok na natira sa lahat ng ibang kamay.
    - Sa saradong round, panalo ang kamay na may pinakakaunting tuldok. Makukuha nito ang tuldok ng ibang mga kamay bawas ang sarili nitong tuldok. Kung ilang kamay ang magkakapantay sa pinakakaunti, walang makakapuntos.
    - Sa Limahan, ibinibilog ang puntos ng round sa pinakamalapit na 5: ang nagtatapos sa 1, 2, 6 o 7 ay pababa, sa 3, 4, 8 o 9 ay pataas (ang 12 ay nagiging 10, ang 13 ay nagiging 15).
    - Sa pagitan ng mga round, ipinapakita ang lahat ng kamay.
dom-rules-h-match = Katapusan ng laban
dom-rules-match =
    - Nilalaro ang laban hanggang sa target sa mga setting: 50, 100, 150, 200 o 250 puntos (100 ang default).
    - Sa Bunot at Sarado, panalo ang nakaabot sa target pagkatapos ng isang round.
    - Sa Limahan, tapos agad ang laban kapag may tira o puntos ng round na nagdala sa isang manlalaro sa target, kahit nasa gitna pa ng round.
dom-rules-h-seen = Ang nakikita ng lahat
dom-rules-seen =
    Nakikita mo ang sarili mong mga piyesa, ang mesa, kung ilang piyesa ang hawak ng bawat manlalaro, lahat ng iskor, ang laki ng bunton at kung sino ang bumunot o pumasa. Sa katapusan lang ng round ipinapakita ang ibang mga kamay at ang bunton. Ang kompyuter din ay nagpapasya batay lang sa nakikita mula sa sarili nitong upuan.
dom-rules-h-controls = Paano maglaro dito
dom-rules-controls =
    - Nasa ibaba ang mga piyesa mo. Nakaangat, umiilaw at may tuldok ang mga piyesang puwede mong itira. Pindutin ang isa para itira ito.
    - Kung tugma ito sa higit sa isang dulo, lalabas sa mesa ang mga posibleng lugar, sa Limahan kasama ang puntos ng bawat isa. Pindutin ang isa.
    - Puwede mo ring i-drag ang piyesa papunta sa isang lugar sa mesa gamit ang mouse o daliri.
    - Sa keyboard, lumilipat sa pagitan ng mga piyesa mo ang mga arrow key o <kbd>Tab</kbd>, pumipili ng isa ang <kbd>Enter</kbd>, sa parehong paraan mo pinipili ang dulo at tumitira gamit ang <kbd>Enter</kbd>. Kinakansela ng <kbd>Escape</kbd> ang pinili.
    - Kapag wala kang maitira, nagiging “Bumunot” o “Pas” ang pangunahing button. Sa pagitan ng mga round, “Susunod na round” ang nakasulat dito.
    - Sa ilalim ng mesa, makikita mo ang nangyari sa round na ito, pati kung sino ang kinailangang bumunot o pumasa. Binabasa ng screen reader ang bawat tira.
dom-rules-h-tips = Mga payo para manalo
dom-rules-tips =
    - Ilabas nang maaga ang pinakamabibigat mong piyesa. Kapag may ibang nakaubos, laban sa iyo ang bawat tuldok sa kamay mo.
    - Panatilihing halo-halo ang mga numero mo. Kapag may ilang iba't ibang numero ka, matutugunan mo ang halos kahit anong dulo; kung puro sais ka, maiipit ka agad.
    - Bantayan kung ano ang hindi maitira ng iba. Ang pumapasa o bumubunot ay walang numero ng mga bukas na dulo. Iwanang bukas ang mga numerong iyon para mapabagal sila.
    - Sa Limahan, magbilang muna: bago ang bawat tira, alamin kung anong kabuuan ng mga dulo ang bubuuin ng bawat piyesa at kung ano ang iiwan mo sa susunod na manlalaro.
    - Magbilang ng piyesa. Bawat numero ay nasa pitong piyesa lang, kasama ang doble nito. Kung nailapag na ng iba ang lima sa mga iyon, nasa iyo na ang natitira o halos ubos na.
dom-rules-h-modes = Ang tatlong paraan
dom-rules-modes =
    Pinakamagaan ang <b>Bunot</b>: kapag naipit ka, piyesa ang nadaragdag sa iyo, hindi tira ang nawawala. Mas maikli at mas matalas ang <b>Sarado</b>: walang puwedeng bumunot, kaya pinakamahalaga ang pagbibilang ng piyesa at ang pagsasara ng isang numero. Sa <b>Limahan</b>, may puntos din habang tumatakbo ang round; tinututukan ng mahusay na manlalaro ang kabuuan ng mga dulo gaya ng pag-ubos ng huling mga piyesa.

    ! Dito, nilalaro ang domino para lang sa puntos sa pahina, walang anumang uri ng pustahan, at walang mabibili o mapapanalunan sa labas ng laro.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Tabla
wx-view =
    .aria-label = Tanaw
wx-zoom-in = +
    .aria-label = Palakihin
wx-zoom-out = −
    .aria-label = Paliitin
wx-fit = Ipagkasya
    .title = Ipakita ang buong tabla
wx-embed-iframe-title = Wu Hsing laban sa kompyuter
wx-embed-link-text = Wu Hsing mula sa Gamut
wx-loading = Binabalasa ang mga piyesa …
wx-variant = Paraan ng laro
wx-variant-standard = Karaniwan (may panimulang parisukat)
wx-variant-fifteen_a = 15 piyesa, malayang pagbubukas
wx-variant-fifteen_b = 15 piyesa, lihim na pagbubukas
wx-variant-help-standard = Ibinabahagi ang lahat ng 30 piyesa; dalawa ang nasa gitna bilang panimulang parisukat.
wx-variant-help-fifteen_a = Dalawang manlalaro lang: may tig-isang piyesa ng bawat uri ang bawat isa. Maglalapag ang unang manlalaro ng kahit anong piyesa, walang puntos.
wx-variant-help-fifteen_b = Dalawang manlalaro lang: may tig-isang piyesa ng bawat uri ang bawat isa. Palihim na pipili ng piyesa ang dalawa; magkasama nilang bubuuin ang panimulang parisukat (apat na kulay).
wx-variant-two-only = { $variant } (dalawang manlalaro lang)
wx-open-hands = Mga piyesa ng ibang manlalaro
wx-hands-closed = Nakatago
wx-hands-open = Bukas (nakikita ng lahat ang lahat ng piyesa)
wx-hand-shown = Mga piyesa ni { $name }
wx-colour-W = Tubig
wx-colour-F = Apoy
wx-colour-H = Kahoy
wx-colour-M = Bakal
wx-colour-E = Lupa
wx-tile-name = { $a }-{ $b }
wx-rotate = Iikot
wx-flip = Baligtarin
wx-cancel = Bumalik
wx-turn-tools =
    .aria-label = Iikot at baligtarin ang piyesa
wx-rack-tile = { $name }{ $state ->
    [playable] , puwedeng ilapag
    [blocked] , walang mapaglalagyan
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Ilagay ang { $a } sa kaliwa, ang { $b } sa kanan
   *[no] Ilagay ang { $a } sa itaas, ang { $b } sa ibaba
}{ $score ->
    [none] {""}
    [one] : { $score } puntos
   *[other] : { $score } puntos
}
wx-preview = { $horizontal ->
    [yes] Pahalang: { $a } sa kaliwa, { $b } sa kanan
   *[no] Patayo: { $a } sa itaas, { $b } sa ibaba
}
wx-cell = { $colour }, hanay { $row }, kolum { $col }
wx-hidden-tile = piyesang palihim na pinili
wx-play = Pumili ng piyesa
wx-place = Ilagay ang piyesa sa tabla
wx-your-turn = Tira mo: pumili ng piyesa sa lalagyan mo.
wx-choose-spot = { $n ->
    [one] { $n } lugar
   *[other] { $n } lugar
}: i-click ang isa. R para iikot, F para baligtarin, Esc para bumalik.
wx-no-spot-here = Sa ganitong ayos, walang mapaglalagyan ang piyesa: iikot o baligtarin ito.
wx-must-pass = Walang piyesang kakasya: kailangan mong pumasa. Kapalit nito, makikita ng iba ang mga piyesa mo.
wx-cannot-play = Walang mapaglalagyan ang { $name }.
wx-opening-a = Ikaw ang magbubukas: maglapag ng kahit anong piyesa (walang puntos).
wx-opening-b = Palihim na pumili ng piyesa para sa panimulang parisukat.
wx-opening-b-wait = Palihim nang pumili si { $name }. Piliin ang piyesa mo.
wx-ending = May lalagyang naubos na: tatapusin ang ikot.
wx-placed = { $you ->
    [yes] Inilagay mo ang
   *[no] Inilagay ni { $name } ang
}
wx-for-points = { " " }para sa { $n ->
    [one] { $n } puntos
   *[other] { $n } puntos
}
wx-opening-placed = { $you ->
    [yes] Nagbukas ka gamit ang
   *[no] Nagbukas si { $name } gamit ang
}
wx-chose = { $you ->
    [yes] Pinili mo:
   *[no] Palihim nang pumili si { $name }.
}
wx-reveal-ok = Ibinunyag: binubuo ng mga piyesa ang panimulang parisukat
wx-square-failed = Hindi nabuo ang panimulang parisukat: pinili mo ang { $mine }, pinili ni { $name } ang { $theirs }. Walang apat na magkakaibang kulay, kaya ibabalik ang dalawang piyesa at pipili ulit kayong dalawa.
wx-passed = { $you ->
    [yes] Pumasa ka. Ipinapakita ang mga piyesa mo:
   *[no] Pumasa si { $name } at ipinakita ang mga piyesa niya:
}
wx-line-desc = { $axis ->
    [row] pahalang
   *[column] patayo
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = doble × 2
wx-line-title-row = Pahalang na linya
wx-line-title-column = Patayong linya
wx-pattern-locked = Nakapirmi na ang disenyo:
wx-pattern-open = Bukas pa ang disenyo
wx-line-length = { $n ->
    [one] { $n } kahon
   *[other] { $n } kahon
}
wx-no-line = walang linya (iisang kahon)
wx-announce-place = { $you ->
    [yes] Inilagay mo ang { $tile }, nakakuha ka ng { $n }.
   *[no] Inilagay ni { $name } ang { $tile }, nakakuha siya ng { $n }.
}
wx-announce-pass = { $you ->
    [yes] Pumasa ka.
   *[no] Pumasa si { $name }.
}
wx-announce-over = Tapos na ang laro. { $result }
wx-game-over = Tapos na ang laro
wx-end-out = { $you ->
    [yes] Nailagay mo na
   *[no] Nailagay na ni { $name }
} ang lahat ng piyesa; tinapos na ang ikot.
wx-end-blocked = Wala nang makapaglalagay.
wx-col-name = Manlalaro
wx-col-score = Puntos
wx-col-left = Natirang piyesa
wx-col-penalty = Multa
wx-col-final = Kabuuan
wx-penalty-rule = Multa sa natirang piyesa: 5 bawat doble, 25 bawat ibang piyesa.
wx-won = Panalo ka na may { $score ->
    [one] { $score } puntos
   *[other] { $score } puntos
}!
wx-shared = Hating panalo: { $names }.
wx-lost = { $count ->
    [1] Nanalo si
   *[other] Nanalo sina
} { $names }.

wx-rules-title = Wu Hsing: ang mga tuntunin dito
wx-rules-h-material = Mga piyesa at pagbabahagi
wx-rules-material =
    Ang Wu Hsing ay ang “Domino Bead Game” ni Sid Sackson na may limang elemento: <b>tubig</b> (asul), <b>apoy</b> (pula), <b>kahoy</b> (berde), <b>bakal</b> (puti) at <b>lupa</b> (dilaw). May sarili ring simbolo ang bawat kalahati, kaya nalalaro ito kahit hindi nakikilala ang mga kulay.

    - 30 piyesa: bawat isa sa 15 pares ng kulay (5 doble, 10 halo) nang dalawang beses.
    - Tig-14 piyesa kapag dalawang manlalaro, tig-9 kapag tatlo (isang piyesa ang ibinabalik sa kahon nang hindi nakikita), tig-7 kapag apat. Dalawang piyesa ang natitira para sa panimulang parisukat.
    - Nakatago ang mga piyesa ng ibang manlalaro; puwedeng piliin sa mga setting ang bukas na kamay.
wx-rules-h-start = Ang panimulang parisukat
wx-rules-start =
    - Inilalapag nang nakaharap sa gitna ang dalawang natirang piyesa, mahabang gilid sa mahabang gilid, bilang parisukat na 2 × 2 kahon.
    - Dapat may apat na magkakaibang kulay ang parisukat; kung hindi, babalasahin at ibabahagi ulit ang lahat.
    - Walang puntos ang panimulang parisukat. Binubunot ang unang manlalaro; sa isang serye, umiikot ang unang tira.
wx-rules-h-lines = Mga linya at disenyo
wx-rules-lines =
    - Ang <b>linya</b> ay tuloy-tuloy na hanay ng mga okupadong kahon sa isang hanay o kolum, gaya sa crossword. Tinatapos ito ng bakanteng kahon; ang kahong walang katabi ay linyang may habang 1.
    - Wasto ang linya kapag bahagi ito ng iisang walang-katapusang umuulit na <b>disenyo</b> ng magkakaibang kulay: kapag may kulay na umulit, dapat umulit ang buong pagkakasunod sa layong iyon. Laging wasto ang linyang walang umuulit na kulay.

    ~ Mga halimbawa (bawat titik ay isang kulay): wasto ang ABCABC; hindi wasto ang ABCB; hindi wasto ang AAB; wasto ang AA at AAA; wasto ang ABA; hindi wasto ang ABB; wasto ang ABCDE; wasto ang ABCDEA; hindi wasto ang ABCDEB; hindi wasto ang ABCBA; wasto ang ABCDAB.
wx-rules-h-move = Isang tira
wx-rules-move =
    - Maglagay ng piyesa mula sa lalagyan mo sa dalawang magkatabing bakanteng kahon, pahalang o patayo, sa kahit anong ayos ng kulay. Dapat manatiling wasto ang bawat linyang dumaraan sa alinman sa mga bagong kahon.
    - Eksaktong tatlong linya ang dumaraan sa bagong piyesa: isa sa haba ng piyesa at tig-isang pahalang sa bawat kahon nito. <b>Pinahaba</b> ang linya kapag may kahon din itong nailagay bago pa. Hindi bababa sa dalawa sa tatlo ang dapat pinahaba.
    - Puwedeng punan ang puwang kapag wasto ang pinagdugtong na linya; binibilang itong isang pinahabang linya.
    - Hanggang tatlong piyesa lang ang puwedeng magkatabi: ang kadena ng magkaagapay na piyesang sumasakop sa eksaktong parehong dalawang hanay (o kolum) ay hanggang tatlo lang ang haba. Ang panimulang parisukat ay ganitong kadena na may dalawa.
wx-rules-h-score = Pagpupuntos
wx-rules-score =
    I-multiply ang haba ng mga pinahabang linya (sa kahon, kasama ang mga bago). Doble ang puntos ng doble.

    ~ Mga halimbawa: 3 × 4 × 5 = 60; isang dobleng nagpahaba sa dalawang linyang tiglima: 5 × 5 × 2 = 50.
wx-rules-h-pass = Pagpasa
wx-rules-pass =
    - Kung kaya mong maglagay, kailangan mong maglagay.
    - Kung hindi mo kaya, papasa ka sa tirang ito at ipapakita mo ang mga piyesa mo sa iba. Titira ka ulit sa susunod na tira kapag may lumitaw na puwedeng itira.
wx-rules-h-end = Katapusan ng laro
wx-rules-end =
    - Kapag may naglagay ng huli niyang piyesa, tatapusin ang kasalukuyang ikot para pare-pareho ang bilang ng tira ng lahat. Hindi na tumitira ang manlalarong wala nang piyesa.
    - Natatapos din ang laro kapag wala nang makapaglagay.
    - Ang mga piyesang natira sa kamay ay bawas na 5 puntos bawat doble at 25 bawat ibang piyesa.
    - Panalo ang pinakamataas na kabuuan; hati sa panalo ang magkakapantay.
wx-rules-h-variants = Mga paraan ng laro
wx-rules-variants =
    - Dalawang manlalaro na may tig-15 piyesa (isa sa bawat uri), walang panimulang parisukat. Maaaring maglapag ang unang manlalaro ng kahit anong piyesa nang walang puntos, o palihim na pipili ng piyesa ang dalawa, na ibubunyag para buuin ang panimulang parisukat (apat na kulay, kung hindi ay pipili ulit ang dalawa).
    - Bukas na kamay para sa 2, 3 o 4 na manlalaro.
wx-rules-h-controls = Paano maglaro dito
wx-rules-controls =
    - Pumili ng piyesa sa lalagyan mo sa ibaba; nakaangat, umiilaw at may tuldok ang mga piyesang kakasya. Ipapakita ng tabla ang mga lugar na mapaglalagyan nito, kasama ang puntos.
    - Iniikot ng <kbd>R</kbd> ang piyesa, binabaligtad ito ng <kbd>F</kbd>, ibinabalik ito ng <kbd>Esc</kbd>.
    - Sa keyboard, lumilipat sa pagitan ng mga piyesa mo ang mga arrow key o <kbd>Tab</kbd>, pumipili ng isa ang <kbd>Enter</kbd>, lumilipat sa pagitan ng mga lugar ang mga arrow key at inilalagay ng <kbd>Enter</kbd> ang piyesa. Sa tabla, ipinapakita ng mga arrow key ang mga linyang dumaraan sa bawat kahon.
    - Nagzo-zoom ang <kbd>+</kbd> at <kbd>−</kbd>, ipinagkakasya ng <kbd>0</kbd> ang buong tabla; i-drag ito gamit ang mouse o daliri.
    - Binabasa ng screen reader ang bawat tira at ang puntos nito.
wx-rules-h-tips = Mga payo para manalo
wx-rules-tips =
    - Sulit ang mahahabang linya: ang linyang may limang kahon ay factor na 5. Hanapin ang mga lugar kung saan nagkukrus ang dalawang mahabang linya.
    - Doble ang puntos ng mga doble pero 5 lang ang bawas sa dulo: itabi ang mga ito para sa malaking tira.
    - Ilabas sa tamang oras ang mga halong piyesa: 25 puntos ang bawas ng bawat isang matitira sa dulo.
    - Nakapirmi ang disenyo kapag may kulay nang umulit. Panatilihing bukas ang mga linyang kinakasya ng mga piyesa mo, at isara ang mga nakatutulong sa kalaban.

## Hus (hus.html)

hus-board =
    .aria-label = Tabla
hus-embed-iframe-title = Hus laban sa kompyuter
hus-embed-link-text = Hus mula sa Gamut
hus-loading = Inilalagay ang mga buto …
hus-first = Sino ang mauuna
hus-first-lot = Bunutan
hus-first-you = Ikaw
hus-first-computer = Kompyuter
hus-series = Paraan ng laro
hus-series-single = Isang laro
hus-series-points = Serye hanggang puntos
hus-series-best_of_7 = Pinakamahusay sa 7
hus-series-help-single = Isang laro. Panalo ang makapag-iwan sa kalaban ng walang bahay na may kahit 2 buto.
hus-series-help-points = Pagkatapos ng bawat laro, makakakuha ang bawat isa ng puntos na katumbas ng mga buto sa panig niya (lahat ng 48: doble). Panalo sa serye ang unang makaabot sa target. Nagsasalitan ang unang tira.
hus-series-help-best_of_7 = Panalo sa serye ang unang makapanalo ng apat na laro. Nagsasalitan ang unang tira.
hus-target = Laruin hanggang
hus-rules-legend = Mga bersyon ng tuntunin
hus-rule-fixed_opening = Nakatakdang pagbubukas: ang unang tira ay panloob 8 (ang pinakaharap na pares)
hus-rule-anticlockwise = Maghasik nang pakaliwa (salungat sa orasan)
hus-rule-capture_sow_captured_only = Pagkatapos kumuha, ang mga nakuhang buto lang ang ihahasik
hus-rule-capture_needs_both = Kumuha lang kapag may buto ang dalawang katapat na bahay
hus-rule-short-fixed_opening = nakatakdang pagbubukas
hus-rule-short-capture_sow_captured_only = nakuhang buto lang ang ihahasik
hus-rule-short-capture_needs_both = kailangan ng dalawang may lamang bahay para kumuha
hus-tempo-instant = Walang animasyon
hus-you = Ikaw
hus-computer = Kompyuter
hus-row-0 = Kompyuter, panlabas na hanay
hus-row-1 = Kompyuter, panloob na hanay
hus-row-2 = Ang panloob mong hanay
hus-row-3 = Ang panlabas mong hanay
hus-pit-name = { $row ->
    [i] panloob
   *[o] panlabas
} { $col }
hus-pit-label = { $name }: { $n ->
    [one] { $n } buto
   *[other] { $n } buto
}
hus-pit-theirs = Kompyuter, { $label }
hus-reason-empty = walang laman
hus-reason-single = iisang buto lang
hus-reason-endless = walang katapusan: hindi kailanman titigil ang tirang ito
hus-reason-opening = nakatakdang pagbubukas: panloob 8 dapat ang unang tira
hus-preview = hihinto sa { $end }, { $laps ->
    [one] { $laps } ikot
   *[other] { $laps } ikot
}, { $sown } ang naihasik, { $captured ->
    [0] walang makukuha
    [one] makukuha ang { $captured } buto
   *[other] makukuha ang { $captured } buto
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n ->
    [one] { $n } buto
   *[other] { $n } buto
} sa kamay
hus-capturing = Kuha!
hus-anim-summary = { $you ->
    [yes] Ang tira mo
   *[no] Ang tira ng kompyuter
}: ang resulta bahay kada bahay
hus-anim-end = { $you ->
    [yes] Dito nagtatapos ang tira mo.
   *[no] Dito nagtatapos ang tira ng kompyuter.
}
hus-thinking = Nag-iisip ang kompyuter …
hus-seeds = { $n ->
    [one] { $n } buto
   *[other] { $n } buto
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } panalo
       *[other] { $n } panalo
    }
   *[other] { $n } puntos
}
hus-seat-label = { $name }: { $seeds ->
    [one] { $seeds } buto
   *[other] { $seeds } buto
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } panalo
       *[other] { $score } panalo
    }
    [points] , { $score ->
        [one] { $score } puntos
       *[other] { $score } puntos
    }
   *[none] {""}
}{ $toMove ->
    [yes] , siya ang titira
   *[no] {""}
}
hus-single = Isang laro
hus-points-info = Laro { $game } · hanggang { $to ->
    [one] { $to } puntos
   *[other] { $to } puntos
}
hus-best-of-7-info = Laro { $game } · pinakamahusay sa 7
hus-level-short = Antas { $level }
hus-dir-clock = pakanan (sunod sa orasan)
hus-dir-anti = pakaliwa (salungat sa orasan)
hus-play = Pumili ng bahay
hus-wait = Tira ng kompyuter …
hus-skip = Laktawan
hus-next-game = Susunod na laro
hus-your-turn = Tira mo: pumili ng isa sa mga bahay mo na may kahit 2 buto.
hus-your-turn-opening = Nakatakdang pagbubukas: panloob 8 ang una mong tira.
hus-choose-pit = Pumili ng isa sa mga bahay mo na may kahit 2 buto.
hus-cannot-play = { $why ->
    [none] Hindi puwedeng itira ang { $pit }.
   *[other] Hindi puwedeng itira ang { $pit }: { $why }.
}
hus-move-line = { $you ->
    [yes] Tinira mo
   *[no] Tinira ng kompyuter
} ang { $pit }: { $laps ->
    [one] { $laps } ikot
   *[other] { $laps } ikot
}, { $sown } ang naihasik, huminto sa { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } buto ang nakuha
   *[other] , { $captured } buto ang nakuha
}.
hus-game-won = Panalo ka sa laro!
hus-game-lost = Panalo ang kompyuter sa laro.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] Mga walang-katapusang tira na lang ang natitira sa iyo.
       *[no] Mga walang-katapusang tira na lang ang natitira sa kompyuter.
    }
   *[other] { $youLost ->
        [yes] Wala ka nang bahay na may kahit 2 buto.
       *[no] Wala nang bahay na may kahit 2 buto ang kompyuter.
    }
}
hus-seed-counts = Mga buto: Ikaw { $you } · Kompyuter { $them }
hus-game-points = Puntos sa larong ito: Ikaw { $you } · Kompyuter { $them }
hus-series-standing = { $kind ->
    [best_of_7] Serye: Ikaw { $you } · Kompyuter { $them } panalo (ang unang makaabot ng { $to } panalo ang mananalo)
   *[other] Serye: Ikaw { $you ->
        [one] { $you } puntos
       *[other] { $you } puntos
    } · Kompyuter { $them ->
        [one] { $them } puntos
       *[other] { $them } puntos
    } (hanggang { $to })
}
hus-match-won = Panalo ka na may { $seeds ->
    [one] { $seeds } buto
   *[other] { $seeds } buto
}!
hus-match-lost = Panalo ang kompyuter na may { $seeds ->
    [one] { $seeds } buto
   *[other] { $seeds } buto
}.
hus-series-won = Panalo ka sa serye!
hus-series-lost = Panalo ang kompyuter sa serye.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, panlabas na hanay
   *[i] { $name }, panloob na hanay
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = Ang tira ni { $name }: ang resulta bahay kada bahay
hus-anim-end-of = Dito nagtatapos ang tira ni { $name }.
hus-move-line-of = Tinira ni { $name } ang { $pit }: { $laps ->
    [one] { $laps } ikot
   *[other] { $laps } ikot
}, { $sown } ang naihasik, huminto sa { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } buto ang nakuha
   *[other] , { $captured } buto ang nakuha
}.
hus-game-won-by = Panalo si { $name } sa laro.
hus-end-reason-of = { $reason ->
    [only_endless] Mga walang-katapusang tira na lang ang natitira kay { $name }.
   *[other] Wala nang bahay na may kahit 2 buto si { $name }.
}
hus-seed-counts-of = Mga buto: Ikaw { $you } · { $name } { $them }
hus-game-points-of = Puntos sa larong ito: Ikaw { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Serye: Ikaw { $you } · { $name } { $them } panalo (ang unang makaabot ng { $to } panalo ang mananalo)
   *[other] Serye: Ikaw { $you ->
        [one] { $you } puntos
       *[other] { $you } puntos
    } · { $name } { $them ->
        [one] { $them } puntos
       *[other] { $them } puntos
    } (hanggang { $to })
}
hus-match-won-by = Panalo si { $name } na may { $seeds ->
    [one] { $seeds } buto
   *[other] { $seeds } buto
}.
hus-series-won-by = Panalo si { $name } sa serye.

hus-rules-title = Hus: ang mga tuntunin dito
hus-rules-h-board = Ang tabla
hus-rules-board =
    Ang Hus ay larong mancala mula sa Namibia para sa dalawa, kamag-anak ng sungka. May apat na hanay ng tig-walong <b>bahay</b> ang tabla. Iyo ang dalawang hanay sa panig mo: ang panlabas sa gilid at ang panloob papunta sa gitna. Bumubuo ng isang bilog ang 16 mong bahay.

    - Binibilang ng bawat manlalaro ang mga kolum mula sa sarili niyang kaliwa: 1 hanggang 8. Nasa iisang kolum ng tabla ang mga “katapat” na bahay.
    - Sa simula, may 2 buto ang bawat panlabas na bahay; sa panloob na hanay, tig-2 ang mga kolum 5 hanggang 8 at walang laman ang mga kolum 1 hanggang 4. 24 na buto bawat panig, 48 lahat.
hus-rules-h-sow = Paghahasik
hus-rules-sow =
    - Sa isang tira, kukunin ang lahat ng buto mula sa isa sa mga bahay mo na may kahit 2. Hindi kailanman mapipili ang bahay na may 0 o 1 buto.
    - Inihahasik ang mga buto nang isa-isa sa bawat bahay, pakanan gaya ng orasan at sa sarili mong bilog lang, simula sa bahay na kasunod ng inubos: sa panlabas na hanay mula kanan pakaliwa, paakyat sa panloob na hanay sa kolum 1, dito mula kaliwa pakanan, pababa sa panlabas na hanay sa kolum 8.
    - Kapag nahulog ang huling buto sa bahay na walang laman, tapos ang tira.
    - Kapag nahulog ito sa bahay na may laman na, sa panlabas na hanay: kunin ang lahat ng buto sa bahay na iyon at ituloy ang paghahasik.
    - Sa panloob na hanay, kapag may buto ang katapat na panloob na bahay ng kalaban: <b>kukuha</b> ka (tingnan sa ibaba). Kapag wala itong laman, kunin ang mga buto ng bahay mo at ituloy ang paghahasik.
hus-rules-h-capture = Pagkuha
hus-rules-capture =
    - Kunin ang mga buto ng bahay na binagsakan ng huling buto, pati ang lahat ng buto sa katapat na panloob at panlabas na bahay ng kalaban (ang panlabas kahit walang laman). Ihasik ang lahat ng ito simula sa kasunod na bahay ng bilog mo, sa parehong mga tuntunin.
    - Puwedeng kumuha mula pa sa unang tira.
    - Nakararating lang ang mga buto sa kabilang panig kapag nakuha ang mga ito.
hus-rules-h-endless = Mga walang-katapusang tira
hus-rules-endless =
    May mga tirang hindi kailanman humihinto: paulit-ulit na bumabalik sa parehong ayos ang tuloy-tuloy na paghahasik. Hindi pinapayagan ang ganitong tira; ipinapakita ng tabla sa mismong bahay kung bakit hindi ito maitira.
hus-rules-h-end = Katapusan ng laro
hus-rules-end =
    - Kapag wala nang bahay na may kahit 2 buto ang isang manlalaro pagkatapos ng isang tira, tapos agad ang laro at talo ang manlalarong iyon.
    - Talo rin ang manlalarong titira na mga walang-katapusang tira na lang ang natitira.
    - Binubunot kung sino ang mauuna sa unang laro; sa isang serye, nagsasalitan ang unang tira.
hus-rules-h-series = Serye
hus-rules-series =
    - Pagkatapos ng bawat laro, makakakuha ang bawat manlalaro ng puntos na katumbas ng mga buto sa panig niya. Ang may hawak ng lahat ng 48 buto ay makakakuha ng doble (96), ang isa ay wala.
    - Sa mga setting, pipili ka ng isang laro, serye hanggang sa isang bilang ng puntos, o pinakamahusay sa 7 (ang unang makapanalo ng apat na laro).
hus-rules-h-options = Mga bersyon ng tuntunin
hus-rules-options =
    - Nakatakdang pagbubukas: ang unang tira ng bawat manlalaro ay ang panloob na bahay sa kolum 8, ang pinakaharap na pares.
    - Iba pang tuntuning alam ng mga manlalaro, bawat isa ay opsyonal: maghasik nang salungat sa orasan; pagkatapos kumuha, ang mga nakuhang buto lang ang ihahasik (nananatili ang mga buto sa sarili mong bahay); kumuha lang kapag may buto ang dalawang katapat na bahay.
hus-rules-h-controls = Paano maglaro dito
hus-rules-controls =
    - Nasa ibaba ang mga bahay mo. Naka-highlight ang mga bahay na puwede mong itira; ituro ang isa para makita sa ilalim ng tabla kung saan hihinto ang tira at ano ang makukuha nito.
    - Sa keyboard, lumilipat ang mga arrow key mula bahay sa bahay at tumitira ang <kbd>Enter</kbd>.
    - Nilalaktawan ng pangunahing button ang animasyon ng tira. Binabasa ng screen reader ang bawat tira.
hus-rules-h-tips = Mga payo para manalo
hus-rules-tips =
    - Maraming buto ang makukuha ng mahahabang tuloy-tuloy na paghahasik: tingnan ang silip bago ang bawat tira.
    - Panatilihing may laman ang panloob mong hanay, doon nangyayari ang pagkuha, at kaunti lang ang iwan sa tapat ng kalaban.
    - Napapanalunan ang laro sa pag-iwan sa kalaban nang walang maitira: bilangin kung ilang bahay na may 2 o higit pang buto ang natitira pa sa kanila.

## Introductions and questions of the three games (block texts like the rules)

intro-dominoes =
    Ang domino na may set na doble-sais ay larong pagtutugma ng numero: may dalawang kalahati ang bawat piyesa, at naglalapag ka ng piyesang tugma ang isang kalahati sa isang bukas na dulo ng linya. Ang unang makaubos ng lahat ng piyesa niya, o ang makapag-iwan sa iba ng pinakamaraming tuldok, ang makakakuha ng puntos. Tatlong klasikong paraan ang laro: Bunot, kung saan bumubunot ka sa bunton kapag walang tumutugma; Sarado, kung saan papasa ka lang; at Limahan, kung saan may puntos ka rin tuwing multiple ng lima ang kabuuan ng mga bukas na dulo. Maglaro dito laban sa kompyuter o online kasama ang mga kaibigan, hanggang apat kayo, bawat isa sa sarili niyang screen.
faq-dominoes-title = Mga tanong tungkol sa Domino
faq-dominoes-1-q = Ilang piyesa ang natatanggap ng bawat manlalaro?
faq-dominoes-1-a =
    Kapag dalawa ang manlalaro, tig-7 ang bawat isa sa lahat ng paraan. Sa Bunot at Limahan, tig-5 kapag tatlo o apat ang manlalaro. Sa Sarado, tig-7 ang lahat.
faq-dominoes-2-q = Sino ang mauuna?
faq-dominoes-2-a =
    Sa unang round, mauunang ilapag ng manlalarong may pinakamataas na doble ang dobleng iyon. Kung walang may doble, ang pinakamabigat na piyesa ang magbubukas. Pagkatapos noon, ang nanalo sa nakaraang round ang magbubukas gamit ang piyesang gusto niya.
faq-dominoes-3-q = Ano ang sentrong doble?
faq-dominoes-3-a =
    Sa Limahan, ang unang dobleng nailapag ang sentrong doble. Kapag may piyesa na ang dalawang mahabang gilid nito, puwede nang maglapag sa lahat ng apat na gilid nito, kaya hanggang apat na bukas na dulo ang puwedeng nasa mesa.
faq-dominoes-4-q = Paano ang pagpupuntos sa Limahan?
faq-dominoes-4-a =
    Pagkatapos ng bawat tira, pinagsasama ang mga bukas na dulo. Binibilang ang dalawang kalahati ng doble sa isang dulo. Kung multiple ng 5 ang kabuuan, agad na makakakuha ng ganoong puntos ang manlalarong katitira lang. May puntos din ang nakaubos ng lahat ng piyesa o ang nanalo sa saradong round, ibinilog sa pinakamalapit na 5.
faq-dominoes-5-q = Ano ang mangyayari kapag walang makatira?
faq-dominoes-5-a =
    Sarado na ang round. Ang manlalarong may pinakakaunting tuldok sa kamay ang panalo sa round at makakakuha ng tuldok ng ibang mga kamay bawas ang sarili niyang tuldok. Kung ilan ang magkakapantay sa pinakakaunti, walang makakapuntos.
faq-dominoes-6-q = Puwede ba akong maglaro online kasama ang mga kaibigan?
faq-dominoes-6-a =
    Oo. Piliin ang “Online kasama ang mga kaibigan” sa mga setting at ibahagi ang link. May 2 hanggang 4 na upuan ang isang kuwarto, puwedeng punan ng kompyuter ang mga bakanteng upuan, at ang server ang nagbabahagi ng mga piyesa, kaya sariling piyesa lang ang nakikita ng bawat isa.

intro-hus =
    Ang Hus ang dakilang mancala ng Namibia, isang laro para sa dalawa sa tablang may apat na hanay ng tig-walong bahay. Naghahasik ang bawat manlalaro paikot sa sarili niyang dalawang hanay, patuloy na naghahasik gamit ang huling buto mula sa bahay na may laman, at kumukuha ng mga buto ng kalaban mula sa panloob na hanay nito. Panalo ang makapag-iwan sa kalaban ng mga bahay na tig-iisa lang ang buto.

    Nilalaro pa rin ang Hus sa Namibia ngayon at marami itong pangalan doon: ||hus o Xoros sa mga Nama at Damara, Owela, Otjitoto, Wera o Ogoro sa ibang mga wika ng bansa, “Lochspiel” sa Aleman. Maglaro dito laban sa kompyuter: isang laro, serye hanggang puntos, o pinakamahusay sa 7.
faq-hus-title = Mga tanong tungkol sa Hus
faq-hus-1-q = Saan nagmula ang Hus?
faq-hus-1-a =
    Ang Hus ay mancala na may apat na hanay mula sa Namibia. Nilalaro ito roon ng mga Damara, Nama, Herero, Kwanyama at Ndonga, at iba pa, halimbawa bilang laro tuwing pista sa probinsya. Hindi naitala kung kailan ito nagsimula; pinaniniwalaang nagmula sa Africa ang mga larong mancala.
faq-hus-2-q = Puwede ba akong magtira ng iisang buto?
faq-hus-2-a =
    Hindi. Laging kinukuha ng isang tira ang lahat ng buto mula sa bahay na may kahit 2. Hindi kailanman puwedeng piliin ang bahay na iisa lang ang buto.
faq-hus-3-q = Kailan natatapos ang tira ko?
faq-hus-3-a =
    Kapag nahulog lang ang huli mong buto sa bahay na walang laman. Kapag nahulog ito sa bahay na may buto, kukunin mo ang lahat ng iyon at itutuloy ang paghahasik mula sa kasunod na bahay, pati pagkatapos kumuha. Kaya puwedeng umikot nang ilang beses sa bilog mo ang isang tira.
faq-hus-4-q = Kailan ko makukuha ang mga buto ng kalaban?
faq-hus-4-a =
    Kapag nahulog ang huli mong buto sa bahay na may laman sa panloob mong hanay at may buto ang katapat na panloob na bahay ng kalaban. Kukunin mo ang bahay mo at ang panloob at panlabas na bahay ng kalaban sa kolum na iyon, ang panlabas kahit walang laman, at ihahasik mo ang lahat. Hindi ka kailanman kumukuha sa panlabas na hanay, at hindi gaya ng Kalah, walang nakukuha ang butong nahulog sa bahay na walang laman.
faq-hus-5-q = Naghahasik ba ako ng buto sa panig ng kalaban?
faq-hus-5-a =
    Hindi, kailanman. Sa sarili mong bilog na may 16 na bahay ka lang naghahasik. Nakararating lang ang mga buto sa kabilang panig kapag nakuha ang mga ito.
faq-hus-6-q = Sino ang panalo?
faq-hus-6-a =
    Ang makapag-iwan sa kalaban ng walang bahay na may kahit 2 buto: hindi na ito makatira at talo. Walang ulo (imbakan) ang Hus. Sa isang serye, pagkatapos ng laro ay makakakuha ang bawat manlalaro ng puntos na katumbas ng mga buto sa panig niya, at doble ang makukuha ng may hawak ng lahat ng 48.

intro-wuhsing =
    Ang Wu Hsing ay larong paglalagay ng mga piyesa ng domino na may limang kulay, ang “limang yugto” ng mga Tsino: tubig, apoy, kahoy, bakal at lupa. Gaya sa crossword, bumubuo ng mga pahalang at patayong linya ang mga may-kulay na kahon, at sumusunod sa isang disenyo ng kulay ang bawat linya. Dapat pahabain ng bawat piyesa ang kahit dalawang linya nang ayon sa mga disenyo nito; imu-multiply ang haba ng mga linyang iyon, at iyon ang puntos mo.

    Inilathala ito ni Sid Sackson noong 1969 bilang “Domino Bead Game” sa aklat niyang “A Gamut of Games”; inilabas ito ng franjos noong 1992 bilang board game na “Wu Hsing”. Maglaro dito laban sa kompyuter, dalawa, tatlo o apat sa mesa.
faq-wuhsing-title = Mga tanong tungkol sa Wu Hsing
faq-wuhsing-1-q = Saan nagmula ang Wu Hsing?
faq-wuhsing-1-a =
    Si Sid Sackson ang nag-imbento nito: noong 1969 lumabas ito bilang “Domino Bead Game” sa aklat niyang “A Gamut of Games”, isang koleksyon ng 40 laro. Inilabas ng franjos ang edisyong Aleman na “Wu Hsing” noong 1992; sa France, “Connexion” ang tawag dito. Tumutukoy ang pangalan sa limang yugto ng kaisipang Tsino, na ipinapakita ng limang kulay.
faq-wuhsing-2-q = Ano ang disenyo?
faq-wuhsing-2-a =
    Dapat ituloy ng bawat pahalang at patayong linya ang isang pagkakasunod ng mga kulay. Kapag may kulay nang umulit sa isang linya, nakapirmi na ang disenyo nito, at dapat itong patuloy na ulitin ng linya sa parehong layo. Habang walang umuulit na kulay, bukas pa ang linya.
faq-wuhsing-3-q = Saan ako puwedeng maglagay ng piyesa?
faq-wuhsing-3-a =
    Sa dalawang magkatabing bakanteng kahon, nang sa gayon ay kahit dalawa sa tatlong linyang dumaraan sa piyesa ang magpahaba sa mga kahong nailagay na, at tugma ang bawat linya sa disenyo nito. Puwede kang magpuno ng puwang kapag wasto ang pinagdugtong na linya. Hanggang tatlong piyesa lang ang puwedeng magkatabi sa kanilang mahahabang gilid.
faq-wuhsing-4-q = Paano binibilang ang puntos?
faq-wuhsing-4-a =
    Imu-multiply ang haba ng lahat ng pinahabang linya, kasama ang bagong piyesa: 3 × 4 × 5 = 60. Doble ang puntos ng doble, halimbawa 5 × 5 × 2 = 50.
faq-wuhsing-5-q = Paano kung hindi ako makapaglagay ng piyesa?
faq-wuhsing-5-a =
    Kung kaya mong maglagay, kailangan mong maglagay. Kung hindi, papasa ka sa tirang ito at ipapakita mo ang mga piyesa mo sa iba. Kapag may lumitaw na puwede mong itira, titira ka ulit.
faq-wuhsing-6-q = Kailan natatapos ang laro?
faq-wuhsing-6-a =
    Kapag may naglagay ng huli niyang piyesa, tatapusin ang ikot ng mga tira; natatapos din ang laro kapag wala nang makapaglagay. Ang mga piyesang natira sa kamay ay bawas na 5 puntos bawat doble at 25 bawat ibang piyesa. Panalo ang pinakamataas na puntos.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Manlalaro { $n }
seat-kind-computer = Ang kompyuter
seat-kind-person = Isang tao sa device na ito
person-name-label = Pangalan ng manlalaro { $n }
person-default-name = Manlalaro { $n }
# $name: the person the device goes to
handover-title = Ipasa ang device kay { $name }
handover-since = Mula sa huli mong tira:
# $name: the person the device goes to
handover-ready = Ako si { $name }: ipakita ang mga piyesa ko
# $kind: draw, pass, next or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] Bumunot ng piyesa si { $name }
    [pass] Pumasa si { $name }
    [next] Bagong round ang naibigay
   *[play] Inilapag ni { $name } ang { $move }
}
people-wins-title = Mga panalo sa pagitan ng mga tao
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } panalo
# $name: the person whose turn it is
person-turn = Tira ni { $name }.

## Online with friends (js/online/)
online-open = Online kasama ang mga kaibigan
online-name = Pangalan mo
online-create = Gumawa ng kuwarto
online-join = Sumali
online-invite = Link ng imbitasyon – ipadala sa mga kaibigan mo
online-copy = Kopyahin ang link
online-copied = Nakopya na
online-start = Simulan
online-leave = Umalis sa kuwarto
online-room = Kuwarto
online-record = I-download ang rekord ng laro
online-start-early = Puwede ka nang magsimula: ang kompyuter ang kukuha sa mga bakanteng upuan.
online-start-full = Puno na ang lahat ng upuan: simulan kapag handa na kayo.
online-wait-host = Hinihintay na magsimula ang host.
online-seat-open = Bakanteng upuan
online-seat-computer = Kompyuter
online-seat-computer-n = Kompyuter { $n }
online-you = ikaw
online-away = hindi konektado
online-to-move = may tira
online-connecting = Kumokonekta…
online-reconnecting = Naputol ang koneksyon – kumokonekta ulit…
online-connected = Konektado
online-stats = Mga larong online na naipanalo: { $won } sa { $played }
online-name-missing = Pakilagay ang pangalan mo.
online-error-not-found = Wala (na) ang kuwartong ito.
online-error-full = Walang bakanteng upuan sa kuwartong ito.
online-error-rate-limited = Masyadong mabilis – subukan ulit.
online-error-refused = Hindi ito tinanggap ng server.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Laro
online-info-rules = Mga patakaran
online-info-host = Host ng kuwarto
online-info-seats = Mga upuan
online-room-started = Nagsimula na ang laban at puno na ang lahat ng upuan: puwede kang manood.
online-watch = Manood
online-stop-watching = Tumigil sa panonood
online-watching = Nanonood ka.
online-watching-end = Tapos na ang laban.
online-next-rules = Mga patakaran ng susunod na laban
online-again-with = Maglaro ulit sa mga patakarang ito
online-again = Maglaro ulit
# $names: the people the room waits for (a list)
online-waiting-for = Hinihintay si { $names } …
online-twice = Bukas din ang upuang ito sa ibang tab.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Mga panalong laban: { $tally }
online-spectators = { $n ->
    [one] { $n } nanonood
   *[other] { $n } nanonood
}
online-cover = Paglaruin ang kompyuter
online-cover-label = Paglaruin ang kompyuter para kay { $name }
online-computer-plays = kompyuter ang naglalaro
online-ready = handa na
online-asked = gustong maglaro ulit
online-note-left = Umalis si { $name }; kompyuter na ang naglalaro para kay { $name }.
online-note-covered = Kompyuter ang naglalaro para kay { $name } hanggang bumalik si { $name }.
online-note-back = Bumalik na si { $name }.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = Itinakda ni { $name } ang mga patakaran ng susunod na laban: { $rules }.
online-confirm-leave-running = Umalis sa laban? Kukunin ng kompyuter ang upuan mo at ito na ang maglalaro para sa iyo. Hindi ka na makakabalik sa upuang ito.
online-confirm-leave-over = Umalis sa kuwarto? Puwedeng maglaro ulit ang mga kaibigan mo nang wala ka.
online-confirm-leave-lobby = Umalis sa kuwarto? Magiging bakante ulit ang upuan mo.
online-leave-match = Umalis sa laban
online-stay = Manatili
online-error-busy = Abala ang server ngayon – subukan ulit maya-maya.
online-error-gone = Wala ka na sa kuwartong ito: isinara ito, o iniwan ang upuang ito sa ibang tab.
dom-round-opens = Round { NUMBER($round) }: si { $name } ang magbubukas.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Mga buto: { $a } { $seedsA } · { $b } { $seedsB }


# the colour theme (every game's settings)
theme = Mga kulay
theme-system = Gaya ng device
theme-light = Maliwanag
theme-dark = Madilim
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Wala sa laro
dom-out-count = { $n ->
    [one] { $n } piyesa
   *[other] { $n } piyesa
}

## replay
replay-open = Balikan
replay-title = Balikan ang tapos na laban
replay-help = Ang huling 20 tapos na laban sa device na ito, pinakabago muna, o isang record file na in-export mo.
replay-none = Wala pang tapos na laban na nakatago sa device na ito.
replay-open-file = Buksan ang record file
replay-file-bad = Hindi record ng laro ang file na ito.
replay-other-game = Record ito ng { $game }: buksan ito sa pahina ng larong iyon.
replay-refused = Hindi mababalikan ang record na ito: { $reason }
replay-not-online = Mababalikan lang pagkaalis mo sa online na kuwarto.
replay-won = panalo
replay-lost = talo
replay-moves = { $n ->
    [one] { $n } tira
   *[other] { $n } tira
}
replay-online = sa internet
replay-bar = Balikan
replay-first = Unang tira
replay-back = Isang tira pabalik
replay-forward = Isang tira pasulong
replay-last = Huling tira
replay-slider = Tira
replay-view = Tingin
replay-close = Isara ang pagbabalik
replay-position = Tira { $ply } sa { $plies }
replay-seat = Upuan { $n }
replay-seat-you = Upuan { $n } (ikaw)
replay-all-hands = Lahat ng kamay nakikita
replay-seat-computer = Upuan { $n } (computer)

## take-back and hint
help-take-back = Bawiin
help-hint = Pahiwatig
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] Isang tira ang binawi.
   *[other] { $n } tira ang binawi.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Kapag bumunot ka ulit, parehong tile ang makukuha mo: hindi nagbabago ang ayos ng boneyard.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Pahiwatig: { $move }
# the first tile of a round, as a hint
help-hint-open = magbukas gamit ang { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = panalo na may tulong: { NUMBER($won) } sa { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Bawiin ang huling tira ni { $name }? Dapat pumayag ang lahat sa mesang ito.
