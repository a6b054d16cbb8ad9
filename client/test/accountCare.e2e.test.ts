// Browser: the lobby's Account dialog. A wrong current password is refused beside its field in the reader's language
// (Polish here) and changes nothing; the right one changes the password, says so, and the tab stays logged in with
// its lobby back (the server closed its connections of the token before); a second browser holding the old login is
// logged out with the reason; the data download is a JSON file of the account; the new password logs in. Screenshots
// of the dialog at 1280×800 and 390×844. Deleting the account from the dialog (a wrong password refused beside its
// field, then the right one with the confirmation) lands on the login view with the reason; the name no longer logs in.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import { Player, serverAndBrowser } from "./browserKit.js";
import { CATALOGS } from "../src/i18n/catalogs.js";

const OLD = "secret-account-1";
const NEW = "another-secret-2";

describe("account care: the lobby's Account dialog (headless Chromium)", function () {
  this.timeout(300_000);
  const suite = serverAndBrowser();

  it("changes the password from the lobby: refused then done, this browser's tabs stay logged in with the new token, the data downloads, the old password no longer logs in", async () => {
    const me = await Player.open(suite.browser, "account", suite.baseUrl, { width: 1280, height: 800 });
    await me.scene("Login");
    await me.register("account_ann", OLD);
    // a second tab of the same browser: the same stored login, its own lobby connection
    const tab = await me.newTab("account-tab", suite.baseUrl);
    await tab.scene("Lobby");

    await me.page.selectOption("#lobby-language", "pl");
    await me.page.waitForFunction(() => document.documentElement.lang === "pl");
    await me.page.click("#open-account");
    await me.page.waitForSelector("#account-dialog");
    await me.page.fill("#account-current", "not-the-password-1");
    await me.page.fill("#account-new", NEW);
    await me.page.fill("#account-confirm", NEW);
    await me.page.click("#account-change");
    await me.page.waitForFunction((text) => document.querySelector("#account-current-error")?.textContent === text, CATALOGS.pl["reason.currentPasswordWrong"]);
    await me.shot("account-dialog-refused-pl-1280x800.png");

    await me.page.fill("#account-current", OLD);
    await me.page.click("#account-change");
    await me.page.waitForFunction((text) => document.querySelector("#account-done")?.textContent === text, CATALOGS.pl["account.changed"]);
    assert.equal(await me.page.inputValue("#account-current"), "", "the fields are emptied");
    await me.shot("account-dialog-changed-pl-1280x800.png");

    const download = me.page.waitForEvent("download");
    await me.page.click("#account-download");
    const text = fs.readFileSync(await (await download).path(), "utf8");
    assert.equal((JSON.parse(text) as { account: { username: string } }).account.username, "account_ann");
    assert.ok(!text.includes("$2"), "no password hash in the download");
    await me.page.click("#account-close");

    // Both tabs still logged in, with the new token: each opens a game (the matchmaker checks the login).
    await me.createGame("After the change", "red");
    await tab.createGame("The other tab", "blue");

    // The new password logs in (a phone, which takes the login over), the old one does not.
    const phone = await Player.open(suite.browser, "account-phone", suite.baseUrl, { width: 390, height: 844 }, 2, true);
    await phone.logIn("account_ann", NEW);
    await phone.page.click("#open-account");
    await phone.page.waitForSelector("#account-dialog");
    await phone.shot("account-dialog-390x844.png");
    const stranger = await Player.open(suite.browser, "account-old-password", suite.baseUrl, { width: 1280, height: 800 });
    await stranger.scene("Login");
    await stranger.page.fill("#login-username", "account_ann");
    await stranger.page.fill("#login-password", OLD);
    await stranger.page.press("#login-password", "Enter");
    await stranger.page.waitForFunction(() => ["#login-error", "#login-password-error"].some((id) => (document.querySelector(id)?.textContent ?? "") !== ""));
    assert.deepEqual(await stranger.page.evaluate(() => (window as unknown as { __ttr: { scenes(): string[] } }).__ttr.scenes()), ["Login"], "the old password does not log in");
  });

  it("deletes the account from the dialog: a wrong password is refused, the right one with the confirmation ends on the login view", async () => {
    const phone = await Player.open(suite.browser, "deletion-phone", suite.baseUrl, { width: 390, height: 844 }, 2, true);
    await phone.scene("Login");
    await phone.register("deletion_phone", OLD);
    await phone.page.click("#open-account");
    await phone.page.waitForSelector("#account-dialog");
    await phone.page.fill("#account-delete-password", "not-the-password-1");
    await phone.page.check("#account-delete-confirm");
    await phone.page.click("#account-delete");
    await phone.page.waitForFunction((text) => document.querySelector("#account-delete-password-error")?.textContent === text, CATALOGS.en["reason.currentPasswordWrong"]);
    await phone.page.locator("#account-delete").scrollIntoViewIfNeeded();
    await phone.shot("account-delete-refused-390x844.png");

    const me = await Player.open(suite.browser, "deletion", suite.baseUrl, { width: 1280, height: 800 });
    await me.scene("Login");
    await me.register("deletion_ann", OLD);
    await me.page.click("#open-account");
    await me.page.waitForSelector("#account-dialog");
    await me.page.fill("#account-delete-password", OLD);
    await me.page.locator("#account-delete").scrollIntoViewIfNeeded();
    await me.shot("account-delete-1280x800.png");
    await me.page.click("#account-delete");
    await me.page.waitForFunction((text) => document.querySelector("#account-delete-error")?.textContent === text, CATALOGS.en["accountDeletion.confirmFirst"]);
    await me.page.check("#account-delete-confirm");
    await me.page.click("#account-delete");
    await me.scene("Login");
    await me.page.waitForFunction(() => document.querySelector("#account-dialog") === null || (document.querySelector("#account-dialog") as HTMLElement).offsetParent === null);
    await me.shot("account-deleted-login-1280x800.png");
    await me.page.fill("#login-username", "deletion_ann");
    await me.page.fill("#login-password", OLD);
    await me.page.press("#login-password", "Enter");
    await me.page.waitForFunction(() => ["#login-error", "#login-password-error"].some((id) => (document.querySelector(id)?.textContent ?? "") !== ""));
    assert.deepEqual(await me.page.evaluate(() => (window as unknown as { __ttr: { scenes(): string[] } }).__ttr.scenes()), ["Login"], "the deleted account does not log in");
  });
});
