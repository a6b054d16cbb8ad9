// A person's seat in a Europe game, played over the wire by a script that goes looking for what Europe adds: it
// claims ferries and tunnels first, declines its first costly tunnel and pays the later ones when it can, and builds a
// station (next to another player's route when it can) once the game is under way. Moves come from the rules'
// legal-move list of the seat's own view, so the script never guesses a rule.
import { legalActions, mapById, type Command, type GameState } from "../../shared-rules/src/index.js";

/** What the scripted seats did, counted when the server said ok. */
export interface EuropeTally {
  ferries: number;
  tunnelsPaid: number;
  tunnelsDeclined: number;
  stations: number;
}

export const emptyTally = (): EuropeTally => ({ ferries: 0, tunnelsPaid: 0, tunnelsDeclined: 0, stations: 0 });

/** The turn from which the script builds its station (early turns are for claims). */
const STATION_FROM_TURN = 6;

export function europeMove(rules: GameState, seat: number, tally: EuropeTally): Command | null {
  const legal = legalActions(rules, seat);
  if (legal.length === 0) return null;
  const map = mapById(rules.map);
  const selects = legal.filter((c) => c.type === "selectDestinations");
  if (selects.length > 0) return selects[0];
  if (rules.turnStage === "tunnelPending") {
    const pays = legal.filter((c) => c.type === "payTunnel");
    const decline = legal.find((c) => c.type === "declineTunnel") ?? null;
    return tally.tunnelsDeclined === 0 || pays.length === 0 ? decline : pays[0];
  }
  const stations = legal.filter((c): c is Extract<Command, { type: "buildStation" }> => c.type === "buildStation");
  if (tally.stations === 0 && stations.length > 0 && rules.turnNumber >= STATION_FROM_TURN) {
    const theirs = new Set<number>();
    rules.routeOwners.forEach((owner, r) => {
      if (owner !== -1 && owner !== seat) theirs.add(map.routes[r].a).add(map.routes[r].b);
    });
    return stations.find((c) => theirs.has(c.cityIndex)) ?? stations[0];
  }
  const claims = legal.filter((c): c is Extract<Command, { type: "buyRoute" }> => c.type === "buyRoute");
  if (claims.length > 0) {
    const special = claims.filter((c) => map.routes[c.routeIndex].kind !== "normal");
    const pool = special.length > 0 ? special : claims;
    return pool.reduce((best, c) => (map.routes[c.routeIndex].length > map.routes[best.routeIndex].length ? c : best));
  }
  const draws = legal.filter((c) => c.type === "drawTrainCard");
  if (draws.length > 0) return draws.find((c) => c.type === "drawTrainCard" && c.cardLocation === 5) ?? draws[0];
  return legal.find((c) => c.type === "getDestinations") ?? legal[0];
}

/** Counts a move the server accepted. */
export function count(rules: GameState, command: Command, tally: EuropeTally): void {
  if (command.type === "buyRoute" && mapById(rules.map).routes[command.routeIndex].kind === "ferry") tally.ferries++;
  if (command.type === "payTunnel") tally.tunnelsPaid++;
  if (command.type === "declineTunnel") tally.tunnelsDeclined++;
  if (command.type === "buildStation") tally.stations++;
}
