// The browser benches' shared path into a game: a fresh account registered through the login form, a new game
// created from the lobby, a medium bot added and the game started — the clicks a person makes.
import type { Page } from "playwright-core";

/** Waits until the Phaser scene `key` runs (the client's read-only window.__ttr hook). */
export const sceneActive = (page: Page, key: string) =>
  page.waitForFunction((k) => Boolean((window as unknown as { __ttr?: { scenes(): string[] } }).__ttr?.scenes().includes(k)), key, { timeout: 120_000, polling: 10 });

/** From the login form to the Game scene of a new game against one bot. */
export async function startGameAgainstBot(page: Page, username: string, title: string): Promise<void> {
  await page.fill("#register-username", username);
  await page.fill("#register-password", "secret-1");
  await page.fill("#register-confirm", "secret-1");
  await page.press("#register-confirm", "Enter");
  await sceneActive(page, "Lobby");
  await page.click("#create-game");
  await page.fill("#create-title", title);
  await page.click("#create-color-red");
  await page.press("#create-title", "Enter");
  await sceneActive(page, "WaitingRoom");
  await page.click("#add-bot");
  await page.waitForSelector("#start-game:not([disabled])");
  await page.click("#start-game");
  await sceneActive(page, "Game");
}
