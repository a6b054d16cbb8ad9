// End bonus globetrotter (Nordic Countries): the points go to every player tied for the most completed tickets;
// nobody gets them when nobody completed one (as the longest path needs a route).
export function globetrotterWinners(completedCounts: readonly number[]): boolean[] {
  const most = Math.max(0, ...completedCounts);
  return completedCounts.map((n) => most > 0 && n === most);
}
