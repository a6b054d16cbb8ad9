// The game menu's ☰ button, in the desktop's top bar and the phone's: its colours, and the count of chat lines that
// arrived while the menu was closed.
import type { Button } from "../../ui/Button.js";

export const MENU_COLORS = { fill: 0x6b4b2a, hover: 0x85603a };
const UNREAD_COLORS = { fill: 0xa8452b, hover: 0xc1532f };

/** Shows `unread` chat lines on the button (none: the plain ☰). */
export function showUnread(button: Button, unread: number): void {
  if (unread > 0) button.setText(`☰${unread}`).setColors(UNREAD_COLORS.fill, UNREAD_COLORS.hover);
  else button.setText("☰").setColors(MENU_COLORS.fill, MENU_COLORS.hover);
}
