// The Hus board as the page draws it (H1): four rows of eight pits, North's two rows on top
// (N-out, N-in, S-in, S-out), each pit's move spelling for its owner, the start position and
// where drawn seeds lie in a pit.

export const SEED_CAP = 12;                                                 // seeds drawn per pit at most

/** The key of pit (row, col). */
export const key = (r, c) => `${r},${c}`;
/** H1.3: the start position, rows as above. */
export const START_BOARD = [
  [2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 0, 0, 0, 0],
  [0, 0, 0, 0, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2],
];
/** Each pit's move spelling for its owner (H1.2: columns counted from the owner's left). */
export const NAMES = [0, 1, 2, 3].map((r) => [0, 1, 2, 3, 4, 5, 6, 7].map((c) => {
  if (r === 0) return `o${8 - c}`;
  if (r === 1) return `i${8 - c}`;
  if (r === 2) return `i${c + 1}`;
  return `o${c + 1}`;
}));
/** Each pit as the player sees it: outer or inner row, columns counted from the player's
 *  left on both sides (the log names the computer's pits so: its own o3 is the player's o6). */
export const VIEW_NAMES = [0, 1, 2, 3].map((r) => [0, 1, 2, 3, 4, 5, 6, 7].map((c) => (
  `${r === 0 || r === 3 ? 'o' : 'i'}${c + 1}`
)));
/** The player's-view name of a move spelled by the seat owning `rows` ([0, 1] or [2, 3]). */
export function viewNameOfMove(move, rows) {
  for (const r of rows) {
    const c = NAMES[r].indexOf(move);
    if (c >= 0) return VIEW_NAMES[r][c];
  }
  return move;
}
/** The seat owning each row (1 = North, 0 = South). */
export const OWNER = [1, 1, 0, 0];

// Positions of the drawn seeds in a pit (percent of the pit, centre of each seed): a loose
// sunflower pattern so that 1..SEED_CAP seeds look like a heap, not a grid.
export const SEED_POS = (() => {
  const out = [];
  for (let n = 1; n <= SEED_CAP; n++) {
    const ps = [];
    for (let i = 0; i < n; i++) {
      const rad = n === 1 ? 0 : 29 * Math.sqrt((i + 0.6) / n);
      const a = i * 2.39996 + n * 0.7;
      ps.push([50 + rad * Math.cos(a), 50 + rad * Math.sin(a)]);
    }
    out.push(ps);
  }
  return out;
})();
