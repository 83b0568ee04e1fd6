# Gamut: English texts (Project Fluent, https://projectfluent.org/fluent/guide/).
# The same message ids as de.ftl (tests/test_i18n_keys.py checks it); see de.ftl's head for
# the conventions (prefixes, block texts of the rules, $you = "yes" | "no").

## Shared

language = Language
games-nav =
    .aria-label = Games
game-dominoes = Dominoes
game-hus = Hus
game-wuhsing = Wu Hsing
new-match = New match
settings = Settings
settings-title = Game settings
close = Close
rules = Rules
rules-toc =
    .aria-label = Contents
your-tiles = Your tiles
loading-stage-runtime = Loading Python …
loading-stage-pyodide = Loading Python …
loading-stage-stdlib = Loading Python …
loading-stage-packages = Loading packages …
loading-stage-micropip = Loading packages …
loading-stage-wheel = Installing the game …
loading-stage-install = Installing the game …
loading-stage-game = Installing the game …
loading-stage-ready = Ready
load-failed = Python could not start: { $msg }
reload = Reload
level = Computer level
level-easy = Easy
level-medium = Medium
level-hard = Hard
tempo = Pace
tempo-slow = Slow
tempo-normal = Normal
tempo-fast = Fast
players-label = Players
players-option = { $n } players
stats-title = Matches won
stats-line = { NUMBER($won) } of { NUMBER($played) }
saves-title = Saves as files
saves-help = Keep settings, running games and statistics in a file, so nothing is lost when the browser clears its data.
saves-export-all = Export everything
saves-export-game = Export the running game
saves-import = Import a file
saves-exported = Saved as { $name }.
# after exporting the running game of a game with hidden hands (Dominoes, Wu Hsing)
saves-exported-hands = Saved as { $name }. The file shows every hand, the computer's too.
saves-no-game = No game is running.
saves-imported = Imported. Reloading the page …
saves-import-failed = Not imported.
# file names of the exports (.json is added); $game: dominoes, hus or wuhsing
saves-file-all = gamut-save
saves-file-game = gamut-{ $game }-game

## Problems with the saves (js/storage.js finds them, js/offline.js shows them)
## $name: the game's name; $lost: "yes" when settings and statistics could not be recovered
save-kept = { $lost ->
    [yes] Settings and statistics could not be recovered.
   *[no] Settings and statistics are kept.
}
save-some-game = a game
save-problem-unreadable = The saved data was damaged and has been reset. { save-kept }
save-problem-wrong-type = The saved data had an unknown format and has been reset. { save-kept }
save-problem-future-version = The saved data comes from a newer version; running games cannot be resumed here. { save-kept }
save-problem-old-version = The saved data comes from an old version that cannot be taken over. { save-kept }
save-problem-bad-settings = The saved settings were damaged; the defaults apply.
save-problem-bad-stats = Part of the statistics was damaged and has been dropped.
save-problem-bad-game = The saved game ({ $name }) was damaged. A new game begins; the statistics are kept.
save-problem-other-game = The save for { $name } held another game. A new game begins; the statistics are kept.
save-problem-rejected = The saved game ({ $name }) could not be resumed. A new game begins; the statistics are kept.
save-problem-unavailable = This browser allows no saving here: the game and statistics are lost when the page closes.
save-problem-quota = Saving failed (the browser storage is full or blocked).
save-notice-ok = OK
update-ready = New version available
update-reload = Reload
update-dismiss = Close
# A click on the table while Python starts (js/core/waiting.js)
python-waiting = One moment – the game is still starting …
# the saved table drawn while Python starts (nothing is dealt)
loading-resume = Python is starting – your game goes on in a moment …

## Importing a file (js/saves-ui.js); $name: the game's name
saves-problem-empty = The file is empty.
saves-problem-too-big = The file is too large for a save.
saves-problem-not-json = The file is not valid JSON (damaged or cut off?).
saves-problem-not-gamut = The file is not a Gamut save.
saves-problem-unreadable = The file is not a readable Gamut save.
saves-problem-unknown-game = The file holds a game of an unknown kind.
saves-problem-bad-record = The game ({ $name }) in the file is damaged.
saves-problem-bad-game = The game ({ $name }) in the file is damaged or belongs to another game; it is not taken.
saves-problem-bad-settings = The settings in the file are damaged and are not taken.
saves-problem-bad-stats = Part of the statistics in the file is damaged and is not taken.
saves-problem-future-version = The file comes from a newer version: only settings and statistics are taken.
saves-problem-quota = Saving failed (the browser storage is full or blocked).
saves-problem-nothing = The file holds nothing that can be taken.
# $counts: "yes" when the running match counts as lost (the player has moved in it)
confirm-new = { $counts ->
    [yes] This starts a new match. The match in progress ends and counts as lost.
   *[no] This starts a new match. The match in progress ends.
}
confirm-yes = New match
confirm-no = Cancel
# another tab of this game played on or began a new match: this tab now shows that match
session-other-tab = The match went on in another tab: this tab now shows where it stands.
# $seat: 0 is the player; $seats: how many play
seat-name = { $seat ->
    [0] You
    [1] { $seats ->
        [2] Computer
       *[other] West
    }
    [2] { $seats ->
        [3] East
       *[other] North
    }
   *[other] East
}
tiles = { $n ->
    [one] { $n } tile
   *[other] { $n } tiles
}
points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
seat-label = { $name }: { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
}, { $score ->
    [one] { $score } point
   *[other] { $score } points
}{ $toMove ->
    [yes] , to move
   *[no] {""}
}
pass = Pass
rematch = Rematch
retry = Try again
wait = { $name } to move …
not-your-turn = Wait for your turn.
empty-hand = no tiles
last-tile = played last
load-error = The saved match could not be resumed. A new match begins.
worker-restarted = The game engine stopped answering and was started again. The match carries on from where it was saved.
error = Error: { $msg }
# a request the game engine refused, in the player's words (js/core/error-text.js; the
# engine's own text goes to the console); $n: the record's move that does not replay, from 1
error-illegal-move = This move is not allowed.
error-bad-record = The record is damaged or incomplete.
error-bad-record-at = Move { $n } does not follow the rules.
error-bad-options = The game's settings are not valid.
error-engine = The game engine could not do that.
error-engine-lost = The game engine stopped answering.
error-engine-start = The game engine could not start.
toc-rules = Rules
toc-controls = Controls
toc-tips = Tips
toc-modes = Modes
toc-faq = Questions

## Dominoes (index.html)

dom-table =
    .aria-label = Table
dom-loading = Dealing the tiles …
dom-opponent = Play against
dom-opponent-computer = Computer
dom-opponent-online = Online with friends
dom-opponent-people = People at this device
dom-mode = Mode
dom-mode-draw = Draw
dom-mode-block = Block
dom-mode-fives = Fives
dom-mode-help-draw = If you cannot play, you draw from the boneyard until a tile fits.
dom-mode-help-block = If you cannot play, you pass. Nobody draws from the boneyard.
dom-mode-help-fives = Like Draw, plus points whenever the open ends add up to a multiple of 5.
dom-target = Play to
dom-target-option = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
dom-round-info = Round { NUMBER($round) } · to { NUMBER($target) }
dom-boneyard = Boneyard: { $n }
dom-no-boneyard = No boneyard
dom-count = Ends: { $n }
dom-draw = Draw
dom-next = Next round
dom-play = Play a tile
dom-your-turn = Your turn: play a matching tile.
dom-your-turn-first = You open the round: play any tile.
# D3.1: the only tile that may open the first round; $double: "yes" when it is a double
dom-your-turn-first-with = You open the match with { $tile }: { $double ->
    [yes] the highest double opens.
   *[no] with no double dealt, the heaviest tile opens.
}
# people at one table: the opener by name ($name)
dom-person-first = { $name } opens the round: play any tile.
dom-person-first-with = { $name } opens the match with { $tile }: { $double ->
    [yes] the highest double opens.
   *[no] with no double dealt, the heaviest tile opens.
}
dom-must-draw = No matching tile: draw from the boneyard.
dom-must-pass = No matching tile: you must pass.
dom-choose-end = Choose the place on the table.
dom-cannot-play = { $tile } fits no open end.
# one seat's turn in the log: its actions joined as a list ("draws 2 tiles and plays 3-4")
dom-run-draw = { $you ->
    [yes] { $n ->
        [one] draw a tile
       *[other] draw { $n } tiles
    }
   *[no] { $n ->
        [one] draws a tile
       *[other] draws { $n } tiles
    }
}
dom-run-play = { $you ->
    [yes] play
   *[no] plays
} { $tile }{ $score ->
    [0] {""}
   *[other] {" "}(+{ $score })
}
dom-run-pass = { $you ->
    [yes] pass
   *[no] passes
}
dom-run = { $name } { $actions }
# $numbers: the open numbers the seat had none of ("3 or 5")
dom-run-lacked = { $name } { $actions } (had no { $numbers })
dom-seat-act = { $draws ->
    [0] passed
   *[other] drew { $draws }{ $passed ->
        [yes] , passed
       *[no] {""}
    }
}
dom-log-label = This round so far
dom-place-at = Play { $tile } on the { $end ->
    [W] west
    [E] east
    [N] north
   *[S] south
} end{ $fives ->
    [yes] , { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
   *[no] {""}
}
dom-hand-tile = { $tile }{ $playable ->
    [yes] , playable
    [no] , does not fit
   *[other] {""}
}
dom-layout-tile = Tile { $tile }
dom-spinner = spinner
# the live region: one line per turn of another seat or the player
dom-announce-play = { $name } { $you ->
    [yes] play
   *[no] plays
} { $tile }{ $end ->
    [W] {" "}on the west end
    [E] {" "}on the east end
    [N] {" "}on the north end
    [S] {" "}on the south end
   *[none] {""}
}{ $score ->
    [0] {""}
   *[other] , { $you ->
        [yes] score
       *[no] scores
    } { $score }
}.
dom-announce-round = Round { $round } is over. { $result }
dom-announce-scores = Scores: { $scores }.
dom-score-of = { $name } { $score }
dom-round-over = Round { $round } is over
dom-domino-win = { $you ->
    [yes] You played all your tiles.
   *[no] { $name } played all their tiles.
}
dom-domino-pips = { $raw ->
    [one] The other hands hold { $raw } pip.
   *[other] The other hands hold { $raw } pips.
}
dom-blocked = The game is blocked: nobody can play.
dom-blocked-win = { $you ->
    [yes] You have
   *[no] { $name } has
} the fewest pips ({ $own }). The other hands have { $others } pips: { $others } − { $own } = { $raw }.
dom-blocked-tie = Several hands tie for the fewest pips: nobody scores.
# D8.3: in Fives the match ends at once when a play reaches the target.
dom-target-win = { $you ->
    [yes] You reach
   *[no] { $name } reaches
} the target of { $target } points with this play: in Fives the match ends at once.
dom-rounded = Fives rounds to the nearest 5: { $raw } → { $points }.
dom-scores = { $you ->
    [yes] You score
   *[no] { $name } scores
} { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
dom-pips-in = { $n ->
    [one] { $n } pip
   *[other] { $n } pips
}
dom-match-won = You win the match with { $score ->
    [one] { $score } point
   *[other] { $score } points
}!
dom-match-lost = { $names } { $count ->
    [one] wins
   *[other] win
} the match.
dom-embed-iframe-title = Dominoes against the computer
dom-embed-link-text = Dominoes by Gamut

# the embed dialog (web/js/embed.js), shared by the three games
embed = Embed
embed-title = Embed this game
embed-note = Paste this code into your page. The text link below the game must stay.
embed-code-label = HTML code to embed
copy = Copy
copied = Copied!
copy-fallback = The code is selected: copy it with Ctrl+C (⌘+C on a Mac).

dom-rules-title = Dominoes: the rules here
dom-rules-h-tiles = Tiles and players
dom-rules-tiles =
    The game uses the double-six set: 28 tiles, every pair of numbers from 0-0 to 6-6 exactly once. A <b>double</b> such as 4-4 shows the same number on both halves. A tile's <b>pips</b> are the sum of its two halves. 2, 3 or 4 players take turns in order. You choose one of three modes: <b>Draw</b>, <b>Block</b> or <b>Fives</b>.
dom-rules-h-deal = The deal
dom-rules-deal =
    - With two players each gets 7 tiles, in every mode.
    - With three or four players each gets 5 tiles in Draw and Fives, 7 in Block.
    - In Draw and Fives the remaining tiles lie face down as the <b>boneyard</b>.
    - In Block the remaining tiles are out of play for the round: nobody draws them, and nobody sees them before the round ends.
dom-rules-h-lead = Who opens
dom-rules-lead =
    - In the first round of a match, whoever holds the highest double opens, with exactly that double.
    - If nobody has a double, the tile with the most pips opens. With equal pips the tile with the higher number wins: 6-3 comes before 5-4.
    - From the second round on, the winner of the last round opens with a tile of their choice. If the last round had no winner, the player after the last opener opens.
dom-rules-h-move = A move
dom-rules-move =
    - You play a tile on an open end whose number matches one half of the tile. If you can play, you must; which tile and which end is your choice.
    - Doubles are laid crosswise. Apart from the spinner in Fives (see below) a double is an ordinary tile with one open end on its far side.
    - If you cannot play: in Draw and Fives you draw from the boneyard, one tile after another, until one fits, and then play it. If the boneyard is empty, you pass. In Block you pass at once.
    - Nobody draws while holding a tile that fits.
dom-rules-h-spinner = The spinner (Fives only)
dom-rules-spinner =
    The first double to reach the table in a round (the opening tile included) becomes the <b>spinner</b> and is drawn in <y>yellow</y>. Later doubles are ordinary crosswise tiles. Tiles go first against the spinner's two long sides. Once both long sides have a tile, its two short sides open as well: the table then has up to four open ends.
dom-rules-h-fives = Scoring in Fives
dom-rules-fives =
    - After every move, the opening tile included, the numbers of all open ends are added up.
    - A crosswise double at an end counts both halves.
    - The spinner counts both halves while one of its long sides is still free. After that it no longer counts itself, and a short side counts only once a tile lies there.
    - If the sum is a multiple of 5, the player who just played scores that many points at once.

    ~ Examples: opening with 5-5 (the spinner) scores 10, opening with 6-4 scores 10 as well. If 4-1 then goes on the 4, the open ends are 6 and 1: 7 together, no points. At the spinner 5-5 with 5-3 on one long side the count is 10 + 3 = 13, no points; when 5-2 goes on the other long side, it is 3 + 2 = 5: 5 points.
dom-rules-h-round = End of a round
dom-rules-round =
    - A round ends when somebody plays their last tile, or when the game is <b>blocked</b>: nobody can play, and in Draw and Fives the boneyard is empty.
    - Whoever played all their tiles scores the pips left in all other hands.
    - In a blocked round the hand with the fewest pips wins. It scores the pips of the other hands minus its own. If several hands tie for the fewest, nobody scores.
    - In Fives these round points are rounded to the nearest 5: ending in 1, 2, 6 or 7 rounds down, in 3, 4, 8 or 9 up (12 becomes 10, 13 becomes 15).
    - Between rounds all hands are shown.
dom-rules-h-match = End of the match
dom-rules-match =
    - The match is played to the target in the settings: 50, 100, 150, 200 or 250 points (100 by default).
    - In Draw and Block, whoever has reached the target after a round wins.
    - In Fives the match ends at once when a move or a round's score brings somebody to the target, even in the middle of a round.
dom-rules-h-seen = What everybody sees
dom-rules-seen =
    You see your own tiles, the table, how many tiles each player holds, all scores, the size of the boneyard and who drew or passed. The other hands and the boneyard are shown only at the end of the round. The computer, too, decides only on what its own seat sees.
dom-rules-h-controls = How to play here
dom-rules-controls =
    - Your tiles are at the bottom. Tiles you can play stand out, glow and carry a dot. Tap one to play it.
    - If it fits more than one end, the possible places appear on the table, in Fives with the points each would score. Tap one.
    - You can also drag a tile onto a place on the table with the mouse or a finger.
    - With the keyboard, the arrow keys or <kbd>Tab</kbd> move between your tiles, <kbd>Enter</kbd> picks one, you choose the end the same way and play with <kbd>Enter</kbd>. <kbd>Escape</kbd> cancels the choice.
    - When you have no move, the main button becomes “Draw” or “Pass”. Between rounds it says “Next round”.
    - Below the table you see what happened this round, including who had to draw or pass. A screen reader announces every move.
dom-rules-h-tips = Tips for winning
dom-rules-tips =
    - Get rid of your heaviest tiles early. When somebody else has played out, every pip in your hand counts against you.
    - Keep your numbers mixed. With several different numbers in hand you can serve almost any end; with nothing but sixes you are soon stuck.
    - Watch what the others could not play. Whoever passes or draws lacked the numbers on the open ends. Leave those numbers open to slow them down.
    - In Fives, count first: before each move, work out what sum the ends make with each tile and what you leave for the next player.
    - Keep count. Each number appears on only seven tiles, its double included. If the others have played five of them, the last ones are with you or nearly gone.
dom-rules-h-modes = The three modes
dom-rules-modes =
    <b>Draw</b> is the friendliest: being stuck costs you tiles, not your turn. <b>Block</b> is shorter and sharper: nobody may draw, so counting tiles and shutting out a number matter most. <b>Fives</b> scores during the round as well; a good player aims at the sum as much as at playing out the last tiles.

    ! Dominoes is played here only for points on the page, without any form of betting, and there is nothing to buy or win outside the game.

## Wu Hsing (wuhsing.html)

wx-table =
    .aria-label = Board
wx-view =
    .aria-label = View
wx-zoom-in = +
    .aria-label = Zoom in
wx-zoom-out = −
    .aria-label = Zoom out
wx-fit = Fit
    .title = Show the whole board
wx-embed-iframe-title = Wu Hsing against the computer
wx-embed-link-text = Wu Hsing by Gamut
wx-loading = Shuffling the tiles …
wx-variant = Mode
wx-variant-standard = Standard (with start square)
wx-variant-fifteen_a = 15 tiles, free opening
wx-variant-fifteen_b = 15 tiles, hidden opening
wx-variant-help-standard = All 30 tiles are dealt; two lie in the middle as the start square.
wx-variant-help-fifteen_a = Two players only: each has one tile of every kind. The first player lays any tile, for no points.
wx-variant-help-fifteen_b = Two players only: each has one tile of every kind. Both choose a tile in secret; together they form the start square (four colours).
wx-variant-two-only = { $variant } (two players only)
wx-open-hands = Other players' tiles
wx-hands-closed = Hidden
wx-hands-open = Open (everybody sees all tiles)
wx-hand-shown = { $name }'s tiles
wx-colour-W = Water
wx-colour-F = Fire
wx-colour-H = Wood
wx-colour-M = Metal
wx-colour-E = Earth
wx-tile-name = { $a }-{ $b }
wx-rotate = Rotate
wx-flip = Flip
wx-cancel = Back
wx-turn-tools =
    .aria-label = Rotate and flip the tile
wx-rack-tile = { $name }{ $state ->
    [playable] , playable
    [blocked] , fits nowhere
   *[other] {""}
}
wx-spot = { $horizontal ->
    [yes] Place { $a } left, { $b } right
   *[no] Place { $a } on top, { $b } below
}{ $score ->
    [none] {""}
    [one] : { $score } point
   *[other] : { $score } points
}
wx-preview = { $horizontal ->
    [yes] Horizontal: { $a } left, { $b } right
   *[no] Vertical: { $a } on top, { $b } below
}
wx-cell = { $colour }, row { $row }, column { $col }
wx-hidden-tile = tile chosen in secret
wx-play = Choose a tile
wx-place = Place the tile on the board
wx-your-turn = Your turn: choose a tile from your rack.
wx-choose-spot = { $n ->
    [one] { $n } place
   *[other] { $n } places
}: click one. R rotates, F flips, Esc goes back.
wx-no-spot-here = Turned like this the tile fits nowhere: rotate or flip it.
wx-must-pass = No tile fits: you must pass. The others see your tiles in return.
wx-cannot-play = { $name } fits nowhere.
wx-opening-a = You open: lay any tile (no points).
wx-opening-b = Choose a tile in secret for the start square.
wx-opening-b-wait = { $name } has chosen in secret. Choose your tile.
wx-ending = A rack is empty: the round is played to its end.
wx-placed = { $you ->
    [yes] You play
   *[no] { $name } plays
}
wx-for-points = { " " }for { $n ->
    [one] { $n } point
   *[other] { $n } points
}
wx-opening-placed = { $you ->
    [yes] You open with
   *[no] { $name } opens with
}
wx-chose = { $you ->
    [yes] You chose:
   *[no] { $name } has chosen in secret.
}
wx-reveal-ok = Revealed: the tiles form the start square
# $mine, $theirs: the two chosen tiles (W8.1b); $name: the other player
wx-square-failed = The start square fails: you chose { $mine }, { $name } chose { $theirs }. Not four different colours, so both tiles go back and both choose again.
wx-passed = { $you ->
    [yes] You pass. Your tiles are shown:
   *[no] { $name } passes and shows their tiles:
}
wx-line-desc = { $axis ->
    [row] horizontal
   *[column] vertical
} { $n }
wx-formula = : { $formula }
wx-lines-used = ({ $parts })
wx-double-factor = double × 2
wx-line-title-row = Horizontal line
wx-line-title-column = Vertical line
wx-pattern-locked = Pattern fixed:
wx-pattern-open = Pattern still open
wx-line-length = { $n ->
    [one] { $n } cell
   *[other] { $n } cells
}
wx-no-line = no line (single cell)
wx-announce-place = { $you ->
    [yes] You play
   *[no] { $name } plays
} { $tile }, { $you ->
    [yes] score
   *[no] scores
} { $n }.
wx-announce-pass = { $you ->
    [yes] You pass.
   *[no] { $name } passes.
}
wx-announce-over = Game over. { $result }
wx-game-over = Game over
wx-end-out = { $you ->
    [yes] You have
   *[no] { $name } has
} played all tiles; the round has been played to its end.
wx-end-blocked = Nobody can play any more.
wx-col-name = Player
wx-col-score = Points
wx-col-left = Tiles left
wx-col-penalty = Penalty
wx-col-final = Final
wx-penalty-rule = Penalty for tiles left: 5 per double, 25 per other tile.
wx-won = You win with { $score ->
    [one] { $score } point
   *[other] { $score } points
}!
wx-shared = Shared win: { $names }.
wx-lost = { $names } { $count ->
    [one] wins
   *[other] win
}.

wx-rules-title = Wu Hsing: the rules here
wx-rules-h-material = Tiles and deal
wx-rules-material =
    Wu Hsing is Sid Sackson's “Domino Bead Game” with the five elements: <b>water</b> (blue), <b>fire</b> (red), <b>wood</b> (green), <b>metal</b> (white) and <b>earth</b> (yellow). Every half also carries its glyph, so the game works without colour vision.

    - 30 tiles: each of the 15 colour pairs (5 doubles, 10 mixed) twice.
    - Two players get 14 tiles each, three get 9 (one tile goes unseen back into the box), four get 7. Two tiles remain for the start square.
    - The other players' tiles are hidden; open hands can be chosen in the settings.
wx-rules-h-start = The start square
wx-rules-start =
    - The two remaining tiles lie long side to long side as a square of 2 × 2 cells, face up in the middle.
    - The square must show four different colours; otherwise everything is shuffled and dealt again.
    - The start square scores nothing. The first player is drawn by lot; in a series the first seat moves round.
wx-rules-h-lines = Lines and patterns
wx-rules-lines =
    - A <b>line</b> is an unbroken run of occupied cells in a row or column, as in a crossword. An empty cell ends it; a cell without neighbours is a line of length 1.
    - A line is valid when it is a stretch of one endlessly repeated <b>pattern</b> of different colours: once a colour repeats, the whole sequence must repeat at that distance. A line without a repeated colour is always valid.

    ~ Examples (each letter a colour): ABCABC valid; ABCB invalid; AAB invalid; AA and AAA valid; ABA valid; ABB invalid; ABCDE valid; ABCDEA valid; ABCDEB invalid; ABCBA invalid; ABCDAB valid.
wx-rules-h-move = A move
wx-rules-move =
    - Place a tile from your rack on two empty adjacent cells, horizontal or vertical, in either colour order. Every line through either new cell must stay valid.
    - Exactly three lines pass through a new tile: one along the tile and one across each of its cells. A line is <b>extended</b> when it also holds a cell placed earlier. At least two of the three must be extended.
    - Filling a gap is allowed when the joined line is valid; it counts as one extended line.
    - At most three tiles may lie side by side: a chain of parallel tiles covering exactly the same two rows (or columns) is at most three long. The start square is such a chain of two.
wx-rules-h-score = Scoring
wx-rules-score =
    Multiply the lengths of the extended lines (in cells, the new ones included). A double scores twice that.

    ~ Examples: 3 × 4 × 5 = 60; a double extending two lines of five: 5 × 5 × 2 = 50.
wx-rules-h-pass = Passing
wx-rules-pass =
    - If you can place, you must.
    - If you cannot place, you pass this turn and show your tiles to the others. You play again on a later turn once a move appears.
wx-rules-h-end = End of the game
wx-rules-end =
    - When somebody places their last tile, the current round of turns is completed so that everybody has had as many turns. A player without tiles sits out.
    - The game also ends when nobody can place.
    - Tiles left in hand cost 5 points per double and 25 per other tile.
    - The highest total wins; equal totals share the win.
wx-rules-h-variants = Modes
wx-rules-variants =
    - Two players with 15 tiles each (one of every kind), without a start square. Either the first player lays any tile for no points, or both choose a tile in secret, which are revealed to form the start square (four colours, else both choose again).
    - Open hands for 2, 3 or 4 players.
wx-rules-h-controls = How to play here
wx-rules-controls =
    - Pick a tile from your rack at the bottom; tiles that fit stand out, glow and carry a dot. The board then shows the places it may go, with their points.
    - <kbd>R</kbd> rotates the tile, <kbd>F</kbd> flips it, <kbd>Esc</kbd> puts it back.
    - With the keyboard, the arrow keys or <kbd>Tab</kbd> move between your tiles, <kbd>Enter</kbd> picks one, the arrow keys move between the places and <kbd>Enter</kbd> places the tile. On the board the arrow keys show the lines through each cell.
    - <kbd>+</kbd> and <kbd>−</kbd> zoom, <kbd>0</kbd> fits the whole board; drag it with the mouse or a finger.
    - A screen reader announces every move and its points.
wx-rules-h-tips = Tips for winning
wx-rules-tips =
    - Long lines pay: a line of five cells is a factor of 5. Look for places where two long lines cross.
    - Doubles score twice but cost only 5 at the end: keep them for a big move.
    - Get rid of mixed tiles in time: each one left costs 25 points at the end.
    - A pattern is fixed as soon as a colour repeats. Keep lines open that your tiles fit, and close those that help your opponent.

## Hus (hus.html)

hus-board =
    .aria-label = Board
hus-embed-iframe-title = Hus against the computer
hus-embed-link-text = Hus by Gamut
hus-loading = Setting out the seeds …
hus-first = Who starts
hus-first-lot = Drawn by lot
hus-first-you = You
hus-first-computer = Computer
hus-series = Mode
hus-series-single = Single game
hus-series-points = Series to points
hus-series-best_of_7 = Best of 7
hus-series-help-single = One game. Whoever leaves the other no pit with at least 2 seeds wins.
hus-series-help-points = After each game everybody scores the seeds on their side (all 48: double). Whoever reaches the target first wins the series. The first move alternates.
hus-series-help-best_of_7 = Whoever wins four games first wins the series. The first move alternates.
hus-target = Play to
hus-rules-legend = Rule variants
hus-rule-fixed_opening = Fixed opening: the first move is inner 8 (the foremost pair)
hus-rule-anticlockwise = Sow anticlockwise
hus-rule-capture_sow_captured_only = After a capture sow only the captured seeds
hus-rule-capture_needs_both = Capture only when both opposite pits hold seeds
hus-rule-short-fixed_opening = fixed opening
hus-rule-short-capture_sow_captured_only = sow captured seeds only
hus-rule-short-capture_needs_both = capture needs two full pits
hus-tempo-instant = No animation
hus-you = You
hus-computer = Computer
hus-row-0 = Computer, outer row
hus-row-1 = Computer, inner row
hus-row-2 = Your inner row
hus-row-3 = Your outer row
hus-pit-name = { $row ->
    [i] inner
   *[o] outer
} { $col }
hus-pit-label = { $name }: { $n ->
    [one] { $n } seed
   *[other] { $n } seeds
}
hus-pit-theirs = Computer, { $label }
hus-reason-empty = empty
hus-reason-single = only one seed
hus-reason-endless = endless: this move never stops
hus-reason-opening = fixed opening: the first move must be inner 8
hus-preview = ends at { $end }, { $laps ->
    [one] { $laps } lap
   *[other] { $laps } laps
}, { $sown } sown, { $captured ->
    [0] captures nothing
    [one] captures { $captured } seed
   *[other] captures { $captured } seeds
}
hus-pit-about = { $pit }: { $text }
hus-in-hand = { $n ->
    [one] { $n } seed
   *[other] { $n } seeds
} in hand
hus-capturing = Capture!
hus-anim-summary = { $you ->
    [yes] Your move
   *[no] The computer's move
}: the result pit by pit
hus-anim-end = { $you ->
    [yes] Your move ends here.
   *[no] The computer's move ends here.
}
hus-thinking = The computer is thinking …
hus-seeds = { $n ->
    [one] { $n } seed
   *[other] { $n } seeds
}
hus-score-short = { $kind ->
    [best_of_7] { $n ->
        [one] { $n } win
       *[other] { $n } wins
    }
   *[other] { $n } pts
}
hus-seat-label = { $name }: { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}{ $kind ->
    [best_of_7] , { $score ->
        [one] { $score } win
       *[other] { $score } wins
    }
    [points] , { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
   *[none] {""}
}{ $toMove ->
    [yes] , to move
   *[no] {""}
}
hus-single = Single game
hus-points-info = Game { $game } · to { $to ->
    [one] { $to } point
   *[other] { $to } points
}
hus-best-of-7-info = Game { $game } · best of 7
hus-level-short = Level { $level }
hus-dir-clock = clockwise
hus-dir-anti = anticlockwise
hus-play = Choose a pit
hus-wait = The computer's turn …
hus-skip = Skip
hus-next-game = Next game
hus-your-turn = Your turn: choose one of your pits with at least 2 seeds.
hus-your-turn-opening = Fixed opening: your first move is inner 8.
# people at one table: after "NAME's turn." (person-turn)
hus-choose-pit = Choose one of your pits with at least 2 seeds.
hus-cannot-play = { $why ->
    [none] { $pit } cannot be played.
   *[other] { $pit } cannot be played: { $why }.
}
hus-move-line = { $you ->
    [yes] You play
   *[no] Computer plays
} { $pit }: { $laps ->
    [one] { $laps } lap
   *[other] { $laps } laps
}, { $sown } sown, ends at { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } seed captured
   *[other] , { $captured } seeds captured
}.
hus-game-won = You win the game!
hus-game-lost = The computer wins the game.
hus-end-reason = { $reason ->
    [only_endless] { $youLost ->
        [yes] You have only endless moves left.
       *[no] The computer has only endless moves left.
    }
   *[other] { $youLost ->
        [yes] You have no pit with at least 2 seeds left.
       *[no] The computer has no pit with at least 2 seeds left.
    }
}
hus-seed-counts = Seeds: You { $you } · Computer { $them }
hus-game-points = Points this game: You { $you } · Computer { $them }
hus-series-standing = { $kind ->
    [best_of_7] Series: You { $you } · Computer { $them } wins (first to { $to } wins)
   *[other] Series: You { $you ->
        [one] { $you } point
       *[other] { $you } points
    } · Computer { $them ->
        [one] { $them } point
       *[other] { $them } points
    } (to { $to })
}
hus-match-won = You win with { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}!
hus-match-lost = The computer wins with { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}.
hus-series-won = You win the series!
hus-series-lost = The computer wins the series.
# the other side by its name ($name: a friend online, a person at this device)
hus-row-of = { $row ->
    [o] { $name }, outer row
   *[i] { $name }, inner row
}
hus-pit-of = { $name }, { $label }
hus-anim-summary-of = { $name }'s move: the result pit by pit
hus-anim-end-of = { $name }'s move ends here.
hus-move-line-of = { $name } plays { $pit }: { $laps ->
    [one] { $laps } lap
   *[other] { $laps } laps
}, { $sown } sown, ends at { $end }{ $captured ->
    [0] {""}
    [one] , { $captured } seed captured
   *[other] , { $captured } seeds captured
}.
hus-game-won-by = { $name } wins the game.
hus-end-reason-of = { $reason ->
    [only_endless] { $name } has only endless moves left.
   *[other] { $name } has no pit with at least 2 seeds left.
}
hus-seed-counts-of = Seeds: You { $you } · { $name } { $them }
hus-game-points-of = Points this game: You { $you } · { $name } { $them }
hus-series-standing-of = { $kind ->
    [best_of_7] Series: You { $you } · { $name } { $them } wins (first to { $to } wins)
   *[other] Series: You { $you ->
        [one] { $you } point
       *[other] { $you } points
    } · { $name } { $them ->
        [one] { $them } point
       *[other] { $them } points
    } (to { $to })
}
hus-match-won-by = { $name } wins with { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}.
hus-series-won-by = { $name } wins the series.

hus-rules-title = Hus: the rules here
hus-rules-h-board = The board
hus-rules-board =
    Hus is a mancala game from Namibia for two. The board has four rows of eight <b>pits</b>. The two rows on your side are yours: the outer one at the edge and the inner one towards the middle. Your 16 pits form one ring.

    - Each player counts the columns from their own left: 1 to 8. “Opposite” pits share a column on the board.
    - At the start every outer pit holds 2 seeds; in the inner row columns 5 to 8 hold 2 each and columns 1 to 4 are empty. 24 seeds a side, 48 in all.
hus-rules-h-sow = Sowing
hus-rules-sow =
    - A move takes all seeds from one of your pits holding at least 2. A pit with 0 or 1 seed can never be chosen.
    - The seeds are sown one per pit, clockwise and on your own ring only, starting with the pit after the one emptied: along the outer row from right to left, up into the inner row at column 1, along it from left to right, down into the outer row at column 8.
    - If the last seed falls into an empty pit, the move ends.
    - If it falls into a pit that already held seeds, in the outer row: take all seeds of that pit and sow on.
    - In the inner row, when the opponent's opposite inner pit holds seeds: you <b>capture</b> (see below). When it is empty, take the seeds of your pit and sow on.
hus-rules-h-capture = Capturing
hus-rules-capture =
    - Take the seeds of the pit where the last seed fell, plus all seeds of the opponent's opposite inner and outer pits (the outer one even if empty). Sow them all on from the next pit of your ring, by the same rules.
    - Captures are allowed from the first move on.
    - Seeds reach the other side only by being captured.
hus-rules-h-endless = Endless moves
hus-rules-endless =
    Some moves never stop: the relay sowing keeps returning to the same position. Such a move is not allowed; the board shows at the pit why it cannot be played.
hus-rules-h-end = End of the game
hus-rules-end =
    - When a player has no pit with at least 2 seeds after a move, the game ends at once and that player loses.
    - A player to move who has only endless moves loses as well.
    - Who starts the first game is drawn by lot; in a series the first move alternates.
hus-rules-h-series = Series
hus-rules-series =
    - After each game each player scores the seeds on their side. Whoever holds all 48 seeds scores double (96), the other nothing.
    - In the settings you choose a single game, a series to a number of points, or best of 7 (first to win four games).
hus-rules-h-options = Rule variants
hus-rules-options =
    - Fixed opening: each player's first move is the inner pit in column 8, the foremost pair.
    - Other rules players know, each optional: sow anticlockwise; after a capture sow the captured seeds only (your own pit keeps its seeds); capture only when both opposite pits hold seeds.
hus-rules-h-controls = How to play here
hus-rules-controls =
    - Your pits are at the bottom. Pits you can play are highlighted; point at one to see below the board where the move ends and what it captures.
    - With the keyboard the arrow keys move from pit to pit and <kbd>Enter</kbd> plays.
    - The main button skips a move's animation. A screen reader announces every move.
hus-rules-h-tips = Tips for winning
hus-rules-tips =
    - Long relays can capture many seeds: look at the preview before each move.
    - Keep your inner row filled, that is where captures happen, and leave little opposite the opponent.
    - The game is won by leaving the other no move: keep count of how many pits with 2 or more seeds they still have.

## Introductions and questions of the three games (block texts like the rules; the lead
## places them on the pages). intro-GAME: what the game is; faq-GAME-title: the heading;
## faq-GAME-N-q / -a: a question and its answer.

intro-dominoes =
    Dominoes with the double-six set is a game of matching numbers: every tile has two halves, and you play a tile whose one half matches an open end of the line. Whoever is first to play all their tiles, or leaves the others holding the most pips, scores the points. You play in three classic ways: Draw, where you take tiles from the boneyard when nothing fits; Block, where you simply pass; and Fives, where you also score whenever the open ends add up to a multiple of five. Play here against the computer or online with friends, up to four of you, each at their own screen.
faq-dominoes-title = Questions about Dominoes
faq-dominoes-1-q = How many tiles does each player get?
faq-dominoes-1-a =
    With two players each gets 7 in every mode. In Draw and Fives, three or four players get 5 each. In Block everybody gets 7.
faq-dominoes-2-q = Who goes first?
faq-dominoes-2-a =
    In the first round the player with the highest double plays it first. If nobody has a double, the heaviest tile opens. After that, the winner of the last round opens with a tile of their choice.
faq-dominoes-3-q = What is a spinner?
faq-dominoes-3-a =
    In Fives the first double played is the spinner. Once both of its long sides have a tile, tiles can be played on all four of its sides, so the table can have up to four open ends.
faq-dominoes-4-q = How does scoring work in Fives?
faq-dominoes-4-a =
    After every move the open ends are added up. A double at an end counts both halves. If the sum is a multiple of 5, the player who just played scores that many points at once. Whoever plays all their tiles or wins a blocked round scores too, rounded to the nearest 5.
faq-dominoes-5-q = What happens when nobody can play?
faq-dominoes-5-a =
    Then the round is blocked. The player with the fewest pips in hand wins the round and scores the pips of the other hands minus their own. If several tie for the fewest, nobody scores.
faq-dominoes-6-q = Can I play online with friends?
faq-dominoes-6-a =
    Yes. Choose “Online with friends” in the settings and share the link. A room has 2 to 4 seats, the computer can fill empty seats, and the server deals the tiles, so everybody sees only their own.

intro-hus =
    Hus is the great mancala of Namibia, a game for two on a board of four rows of eight pits. Each player sows round their own two rows, sows on whenever the last seed lands in a filled pit, and captures the opponent's seeds from their inner row. Whoever leaves the other nothing but pits with single seeds wins.

    Hus is still played in Namibia today and has many names there: ||hus or Xoros among the Nama and Damara, Owela, Otjitoto, Wera or Ogoro in other languages of the country, “Lochspiel” in German. Play here against the computer: a single game, a series to points or best of 7.
faq-hus-title = Questions about Hus
faq-hus-1-q = Where does Hus come from?
faq-hus-1-a =
    Hus is a four-row mancala game from Namibia. It is played there among the Damara, Nama, Herero, Kwanyama and Ndonga, among others, for instance as a holiday game in the countryside. When it arose is not recorded; mancala games are thought to be of African origin.
faq-hus-2-q = May I move a single seed?
faq-hus-2-a =
    No. A move always takes all the seeds from a pit holding at least 2. You may never choose a pit with only one seed.
faq-hus-3-q = When does my move end?
faq-hus-3-a =
    Only when your last seed falls into an empty pit. If it lands in a pit with seeds, you take them all and sow on from the next pit, after a capture too. So one move can go round your ring several times.
faq-hus-4-q = When do I capture the opponent's seeds?
faq-hus-4-a =
    When your last seed falls into a filled pit of your inner row and the opponent's opposite inner pit holds seeds. Then you take your pit and their inner and outer pits of that column, the outer one even if it is empty, and sow everything on. You never capture in the outer row, and unlike Kalah a seed landing in an empty pit captures nothing.
faq-hus-5-q = Do I sow seeds onto the opponent's side?
faq-hus-5-a =
    No, never. You sow only round your own ring of 16 pits. Seeds reach the other side only by being captured.
faq-hus-6-q = Who wins?
faq-hus-6-a =
    Whoever leaves the opponent no pit with at least 2 seeds: they cannot move and lose. Hus has no stores. In a series each player scores the seeds on their side after the game, and whoever holds all 48 scores double.

intro-wuhsing =
    Wu Hsing is a tile-laying game with dominoes in five colours, the Chinese “five phases” water, fire, wood, metal and earth. As in a crossword, the coloured cells form horizontal and vertical lines, and every line follows a colour pattern. Each tile must extend at least two lines in keeping with their patterns; the lengths of those lines are multiplied together, and that is your score.

    Sid Sackson published the game in 1969 as the “Domino Bead Game” in his book “A Gamut of Games”; franjos brought it out in 1992 as the boxed game “Wu Hsing”. Play here against the computer, two, three or four at the table.
faq-wuhsing-title = Questions about Wu Hsing
faq-wuhsing-1-q = Where does Wu Hsing come from?
faq-wuhsing-1-a =
    Sid Sackson invented it: in 1969 it appeared as the “Domino Bead Game” in his book “A Gamut of Games”, a collection of 40 games. The German edition “Wu Hsing” came out in 1992 from franjos; in France it was called “Connexion”. The name stands for the five phases of Chinese thought, which the five colours show.
faq-wuhsing-2-q = What is a pattern?
faq-wuhsing-2-a =
    Every horizontal and vertical line must continue a sequence of colours. As soon as a colour repeats in a line, its pattern is fixed, and the line must go on repeating it at the same distance. As long as no colour repeats, the line is still open.
faq-wuhsing-3-q = Where may I place a tile?
faq-wuhsing-3-a =
    On two empty adjacent cells, so that at least two of the three lines through the tile extend cells placed earlier and every line fits its pattern. You may fill a gap when the joined line is valid. At most three tiles may lie side by side along their long sides.
faq-wuhsing-4-q = How is the score counted?
faq-wuhsing-4-a =
    The lengths of all extended lines are multiplied together, the new tile included: 3 × 4 × 5 = 60. A double scores twice that, for example 5 × 5 × 2 = 50.
faq-wuhsing-5-q = What happens if I cannot place a tile?
faq-wuhsing-5-a =
    If you can place, you must. If you cannot, you pass this turn and show your tiles to the others. As soon as a move opens up for you, you play again.
faq-wuhsing-6-q = When does the game end?
faq-wuhsing-6-a =
    When somebody places their last tile, the round of turns is played to its end; the game also ends when nobody can place. Tiles left in hand cost 5 points per double and 25 per other tile. The highest score wins.

## People at one table (settings' seats, the hand-over screen)
seat-kind-label = Player { $n }
seat-kind-computer = The computer
seat-kind-person = A person at this device
person-name-label = Name of player { $n }
person-default-name = Player { $n }
# $name: the person the device goes to
handover-title = Pass the device to { $name }
handover-since = Since your last turn:
# $name: the person the device goes to
handover-ready = I am { $name }: show my tiles
# $kind: draw, pass, next, sow (Hus: from a pit) or play; $name: who moved; $move: the tile or pieces played
handover-move = { $kind ->
    [draw] { $name } drew a tile
    [pass] { $name } passed
    [next] A new round was dealt
   *[play] { $name } played { $move }
}
people-wins-title = Wins between people
# $name: a person's name; $wins: their wins
people-wins-line = { $name }: { NUMBER($wins) } wins
# $name: the person whose turn it is
person-turn = { $name }'s turn.

## Online with friends (js/online/)
online-open = Online with friends
online-name = Your name
online-create = Create a room
online-join = Join
online-invite = Invite link – send it to your friends
online-copy = Copy link
online-copied = Copied
online-start = Start
online-leave = Leave the room
online-room = Room
online-record = Download the record
online-start-early = You can start now: the computer takes the free seats.
online-start-full = Every seat is taken: start when you are ready.
online-wait-host = Waiting for the host to start.
online-seat-open = Free seat
online-seat-computer = Computer
# a room with two or more computer seats: each numbered in seat order
online-seat-computer-n = Computer { $n }
online-you = you
online-away = not connected
online-to-move = to move
online-connecting = Connecting…
online-reconnecting = Connection lost – reconnecting…
online-connected = Connected
online-stats = Online matches won: { $won } of { $played }
online-name-missing = Please enter your name.
online-error-not-found = This room does not exist (any more).
online-error-full = This room has no free seat.
online-error-rate-limited = Too fast – please try again.
online-error-refused = The server did not accept that.

## Online: rooms for an evening (rematch, tally, spectators, leaving, cover)
online-info-game = Game
online-info-rules = Rules
online-info-host = Host
online-info-seats = Seats
online-room-started = The match has started and every seat is taken: you can watch it.
online-watch = Watch
online-stop-watching = Stop watching
online-watching = You are watching.
online-watching-end = The match is over.
online-next-rules = Rules of the next match
online-again-with = Play again with these rules
online-again = Play again
# $names: the people the room waits for (a list)
online-waiting-for = Waiting for { $names } …
online-twice = This seat is open in another tab too.
# $tally: each seat's name with its wins, e.g. "Ada 2 · Bo 1"
online-tally = Matches won: { $tally }
online-spectators = { $n ->
    [one] { $n } watching
   *[other] { $n } watching
}
online-cover = Let the computer play
online-cover-label = Let the computer play for { $name }
online-computer-plays = the computer plays
online-ready = ready
online-asked = wants to play again
online-note-left = { $name } left; the computer plays for { $name }.
online-note-covered = The computer plays for { $name } until { $name } comes back.
online-note-back = { $name } is back.
# $rules: the rules of the next match, e.g. "Fives · 150 points"
online-note-rules = { $name } set the rules of the next match: { $rules }.
online-confirm-leave-running = Leave the match? The computer takes your seat and plays on for you. You cannot come back to this seat.
online-confirm-leave-over = Leave the room? Your friends can play again without you.
online-confirm-leave-lobby = Leave the room? Your seat becomes free again.
online-leave-match = Leave the match
online-stay = Stay
online-error-busy = The server is busy right now – please try again in a moment.
online-error-gone = You are no longer in this room: it was closed, or this seat was given up in another tab.
dom-round-opens = Round { NUMBER($round) }: { $name } opens.
# a spectator online: both sides by name ($a, $b) with their seeds
hus-seed-counts-names = Seeds: { $a } { $seedsA } · { $b } { $seedsB }

# the colour theme (every game's settings)
theme = Colours
theme-system = Like this device
theme-light = Light
theme-dark = Dark
# Block: the tiles nobody was dealt, on the round's result card
dom-out-of-play = Out of play
dom-out-count = { $n ->
    [one] { $n } tile
   *[other] { $n } tiles
}

## replay
replay-open = Replay
replay-title = Replay a finished match
replay-help = The last 20 finished matches on this device, newest first, or a record file you exported.
replay-none = No finished match is kept on this device yet.
replay-open-file = Open a record file
replay-file-bad = This file is not a game record.
replay-other-game = This is a record of { $game }: open it on that game's page.
replay-refused = This record cannot be played back: { $reason }
replay-not-online = A replay waits until you leave the online room.
replay-won = won
replay-lost = lost
replay-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
replay-online = online
replay-bar = Replay
replay-first = First move
replay-back = One move back
replay-forward = One move forward
replay-last = Last move
replay-slider = Move
replay-view = View
replay-close = Close replay
replay-position = Move { $ply } of { $plies }
replay-seat = Seat { $n }
replay-seat-you = Seat { $n } (you)
replay-all-hands = All hands shown
replay-seat-computer = Seat { $n } (computer)

## take-back and hint
help-take-back = Take back
help-hint = Hint
# $n: how many moves a take-back removed (the player's own and the replies since)
help-taken-back = { $n ->
    [one] One move taken back.
   *[other] { $n } moves taken back.
}
# after a take-back that undid a draw (Dominoes, D2)
help-same-tile = Drawing again gives you the same tile: the boneyard keeps its order.
# $move: the hinted move told in words (a tile and its end, a pit and its sowing, a placement and its score)
help-hint-is = Hint: { $move }
# the first tile of a round, as a hint
help-hint-open = open with { $tile }
# the statistics: matches with a take-back or a hint, counted apart
help-stats = won with help: { NUMBER($won) } of { NUMBER($played) }
# people at one table: the confirm before a take-back
help-agree = Take back the last move of { $name }? Everyone at this table must agree.
