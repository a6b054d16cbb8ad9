// The peer's game: a boardgame.io Game over our own shared-rules, so that both servers run the same rules and
// only the server around them differs. One move, `command`, runs applyCommand on the server only (client: false:
// the clients hold views, not the state); every seat may act at any time and the rules judge, as on our server.
import { ActivePlayers, INVALID_MOVE } from "boardgame.io/core";
import type { Game } from "boardgame.io";
import { applyCommand, newGame, PLAYER_COLORS, playerView, type Command, type GameState } from "../../shared-rules/src/index.js";

export const PEER_GAME_NAME = "ttr";

export const ttrPeerGame: Game<GameState> = {
  name: PEER_GAME_NAME,
  minPlayers: 2,
  maxPlayers: 5,
  setup: ({ ctx }, setupData?: { seed?: number }) => {
    const created = newGame({ seed: setupData?.seed ?? 1, colors: PLAYER_COLORS.slice(0, ctx.numPlayers) });
    if (!created.ok) throw new Error(created.error.code);
    return created.state;
  },
  moves: {
    command: {
      move: ({ G, playerID }, command: Command) => {
        const applied = applyCommand(G, Number(playerID), command);
        return applied.ok ? applied.state : INVALID_MOVE;
      },
      client: false,
      // Our server queues commands and lets the rules judge each against the state it meets; boardgame.io by
      // default refuses a move sent from an older state (every seat acts at once while choosing tickets).
      ignoreStaleStateID: true,
    },
  },
  turn: { activePlayers: ActivePlayers.ALL },
  // Not `deltaState` (boardgame.io's JSON patches of each view): in 0.50.2 its patches also carry the plugins' API
  // functions, clients fail to apply them ("Patch … apply failed") and moves stall, so the peer runs its default.
  playerView: ({ G, playerID }) => playerView(G, playerID === null || playerID === undefined ? null : Number(playerID)) as unknown as GameState,
  endIf: ({ G }) => (G.phase === "ended" ? { ended: true } : undefined),
};
