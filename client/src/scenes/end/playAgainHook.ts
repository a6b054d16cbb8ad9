// The end screen's play-again panel (components/PlayAgainPanel.ts) wired to this game's connection: a seated person
// proposes or answers through the room; once the new game has started with them in it, this game is left and the new
// one opened (its seat is theirs: joined by id).
import type Phaser from "phaser";
import type { GameConnection } from "../../net/GameConnection.js";
import { errorText, net } from "../../net/Net.js";
import { replyText } from "../../i18n/ruleReasons.js";
import { playAgainPanel } from "../../components/PlayAgainPanel.js";
import { openGame } from "../navigation.js";

/** Shows the panel for `g` until the scene shuts down. */
export function endScreenPlayAgain(scene: Phaser.Scene, g: GameConnection): void {
  const seated = g.seat !== null && !g.spectator;
  const refusal = (reply: { code: string; description: string }) => (reply.code === "ok" ? null : replyText(reply));
  const panel = playAgainPanel(
    {
      me: seated ? (g.snapshot?.seats[g.seat!]?.username ?? net.username) : null,
      propose: seated ? () => g.request("playAgain", {}).then(refusal) : null,
      answer: (accept) => g.request("answerPlayAgain", { accept }).then(refusal),
      enter: (gameId) => {
        void net
          .leaveGame(g)
          .then(() => net.joinGame(gameId))
          .then((next) => openGame(scene, next))
          .catch((e: unknown) => console.warn(errorText(e)));
      },
    },
    g.playAgain,
  );
  const off = g.on("playAgain", (notice) => panel.update(notice));
  scene.events.once("shutdown", () => {
    off();
    panel.remove();
  });
}
