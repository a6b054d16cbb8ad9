// The phone drawer's Friends button (a logged-in person's game): the friends list in a dialog over the game
// (components/FriendsDialog.ts), each friend's state with Join and Watch. Join or Watch opens that table as the lobby
// would; this game's connection stays, and its menu's Lobby button finds it among "your games".
import Phaser from "phaser";
import { Button } from "../../ui/Button.js";
import { showStatus } from "../../ui/dom.js";
import { phoneDrawer } from "../../ui/layout.js";
import { registerPoint } from "../../ui/testHook.js";
import { errorText, net } from "../../net/Net.js";
import type { GameConnection } from "../../net/GameConnection.js";
import { openFriendsDialog } from "../../components/FriendsDialog.js";
import { describedRefusalText } from "../../i18n/ruleReasons.js";
import { t } from "../../i18n/i18n.js";
import { openGame } from "../navigation.js";

const FRIENDS_FILL = { fill: 0x6b4b2a, hover: 0x85603a };

export interface DrawerFriends {
  readonly button: Button;
  open(): void;
  /** Whether the list shows (a relayout, as when the phone turns, opens it again). */
  isOpen(): boolean;
}

/** The drawer's Friends button (null off a phone, or for a guest); its point for tests shows while `drawerOpen()`. */
export function drawerFriends(scene: Phaser.Scene, roomId: string, drawerOpen: () => boolean): DrawerFriends | null {
  const drawer = phoneDrawer();
  if (!drawer || !net.login) return null;
  const r = drawer.friends;
  const at = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  let close: (() => void) | null = null;
  const go = async (join: () => Promise<GameConnection>) => {
    try {
      openGame(scene, await join());
    } catch (e) {
      const words = errorText(e);
      showStatus(words ? describedRefusalText(words) : t("reason.unreachable"), "error", 5000);
    }
  };
  const open = () => {
    close?.();
    const closeDialog = openFriendsDialog({
      join: (gameId, color) => void go(() => net.joinGame(gameId, color)),
      watch: (gameId) => void go(() => net.spectate(gameId)),
    }, roomId, () => (close = null));
    close = closeDialog;
  };
  const button = new Button(scene, at.x, at.y, t("menu.friends"), { width: r.w, height: r.h, fontSize: 16, ...FRIENDS_FILL }, open);
  registerPoint("menu:friends", () => (drawerOpen() ? at : null));
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => close?.());
  return { button, open, isOpen: () => close !== null };
}
