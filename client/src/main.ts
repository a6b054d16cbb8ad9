// Entry point, kept small so that the first paint comes at once: the loading screen (in index.html) shows progress,
// a visitor who is not logged in gets a usable login form right away, and the game engine with the board loads
// beside it as a separate chunk.
import { showLoginForm } from "./ui/loginForm.js";
import { setLoading } from "./ui/loading.js";
import { loadLogin, saveLogin } from "./net/login.js";
import { guestWatchCode } from "./net/guestWatch.js";
import { registerServiceWorker } from "./net/serviceWorker.js";
import { installKeyboardInset } from "./ui/keyboardInset.js";
import { startLanguage } from "./ui/languageSetting.js";
import { msg } from "./i18n/i18n.js";
import { setText } from "./ui/dom.js";
import { followLanguageInHead } from "./ui/pageHead.js";

// Logged in before the engine is there: the login is stored, and the Login scene goes straight on with it.
// A replay link (/?replay=…) needs no account: no login form over the replay viewer.
const replayLink = new URLSearchParams(location.search).has("replay");
// A share link opened without a login watches that game as a guest (net/guestWatch.ts): no login form over it.
const guestLink = guestWatchCode(loadLogin() !== null) !== null;
// The language first: every text below is drawn in it (the page title too); another language than English waits
// for its catalog (a small chunk of its own).
await startLanguage();
followLanguageInHead();
const loadingTitle = document.querySelector(".ttr-loading-title");
if (loadingTitle) setText(loadingTitle, msg("app.name"));
installKeyboardInset();
if (!loadLogin() && !replayLink && !guestLink) showLoginForm(saveLogin);
setLoading(msg("loading.game"), 0.2);
registerServiceWorker();
import("./game.js").catch((error: unknown) => {
  setLoading(msg("loading.failed", { error: String(error) }), 0);
});
