// End bonus longestPath (the USA's Longest Path, Europe's European Express, Switzerland): the points go to every
// player tied for the longest continuous trail of their own routes (a player without routes never gets them).
export function longestPathWinners(lengths: readonly number[]): boolean[] {
  const longest = Math.max(0, ...lengths);
  return lengths.map((l) => longest > 0 && l === longest);
}
