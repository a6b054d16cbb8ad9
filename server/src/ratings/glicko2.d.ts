// The glicko2 package (mmai/glicko2js) ships no types: the part of its API that ratings/glicko.ts uses.
declare module "glicko2" {
  export interface GlickoSettings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export interface GlickoPlayer {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: GlickoSettings);
    makePlayer(rating?: number, rd?: number, vol?: number): GlickoPlayer;
    /** Each match: [player, opponent, outcome] with outcome 1 = the first won, 0 = lost, 0.5 = draw. */
    updateRatings(matches: [GlickoPlayer, GlickoPlayer, number][]): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
