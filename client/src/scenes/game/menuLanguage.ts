// The language switch of the game menu (the desktop's ☰ pane, the phone's drawer): the lobby's switch
// (components/LanguageSwitch.ts), laid over the canvas where the pane keeps room for it. Picking a language saves it
// to this browser and the account like the lobby's; the game view then re-draws itself in it (GameScene), the game's
// connection untouched.
import type Phaser from "phaser";
import { languageSwitch } from "../../components/LanguageSwitch.js";
import { WORLD } from "../../ui/theme.js";

/** The switch's id, for the browser tests. */
export const GAME_LANGUAGE_ID = "game-language";

export class MenuLanguage {
  private el: HTMLElement | null = null;
  private readonly onResize = () => this.place();

  /** `box`: where the switch goes (world px). */
  constructor(private readonly scene: Phaser.Scene, private readonly box: { x: number; y: number; w: number; h: number }) {
    scene.scale.on("resize", this.onResize);
  }

  show(on: boolean): void {
    if (on && !this.el) {
      this.el = languageSwitch(GAME_LANGUAGE_ID);
      this.el.classList.add("ttr-game-language");
      document.body.append(this.el);
      this.place();
    } else if (!on && this.el) {
      this.el.remove();
      this.el = null;
    }
  }

  destroy(): void {
    this.scene.scale.off("resize", this.onResize);
    this.show(false);
  }

  private place(): void {
    if (!this.el) return;
    const r = this.scene.game.canvas.getBoundingClientRect();
    const k = r.width / WORLD.width; // CSS px per world px
    const b = this.box;
    Object.assign(this.el.style, { left: `${r.left + b.x * k}px`, top: `${r.top + b.y * k}px`, width: `${b.w * k}px`, height: `${b.h * k}px`, fontSize: `${Math.max(12, 14 * k)}px` });
  }
}
