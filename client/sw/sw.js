// The service worker: makes the client installable and able to start offline (to the login page), and shows the
// turn notices pushed by the server (server/src/push/turnPush.ts). Built by client/build/serviceWorkerPlugin.ts,
// which puts in this build's version and file list: a new build is a new worker (the browser compares the bytes,
// checking at each start), which caches the new build and takes over at once. A page already running keeps the code
// it loaded at its start; the next start is the new build, online or offline. The pages loaded only when first
// opened (client/src/scenes/lazyScenes.ts) may then be gone: such a page starts again on the new build.
// Waiting for every old page to close instead proved unreliable: Chromium can hand a new page to the old worker.
// Only the built client is cached: the API, accounts and matchmaking (/api, /auth, /matchmake, WebSockets) always
// go to the network, never through a cache.
/* global self, caches, clients, __PRECACHE_LIST__ */
const VERSION = "__BUILD_VERSION__";
/** Every file of this build, relative to the worker's folder. */
const PRECACHE = __PRECACHE_LIST__;
const CACHE = `ttr-client-${VERSION}`;
const SHELL = "./index.html";

// The worker's own words (a notice that arrived unreadable, the page missing offline) in the language the page last
// told it (client/src/net/serviceWorker.ts), kept in a cache of its own so that a restarted worker still knows it;
// else the browser's first language we have; else English. Keep them in step with the client's catalogs.
const WORDS = {
  en: { title: "Ticket to Ride", body: "Something happened in one of your games.", offline: "Offline, and this page is not saved yet." },
  fr: { title: "Les Aventuriers du Rail", body: "Il s’est passé quelque chose dans l’une de vos parties.", offline: "Hors ligne, et cette page n’est pas encore enregistrée." },
  de: { title: "Zug um Zug", body: "In einem deiner Spiele ist etwas passiert.", offline: "Offline, und diese Seite ist noch nicht gespeichert." },
  es: { title: "¡Aventureros al Tren!", body: "Ha pasado algo en una de tus partidas.", offline: "Sin conexión, y esta página aún no está guardada." },
  pl: { title: "Wsiąść do Pociągu", body: "Coś się wydarzyło w jednej z twoich gier.", offline: "Brak połączenia, a ta strona nie jest jeszcze zapisana." },
};
const SETTINGS = "ttr-settings";
const LANGUAGE_ENTRY = "./language";

async function words() {
  let language = null;
  try {
    const kept = await caches.match(LANGUAGE_ENTRY, { cacheName: SETTINGS });
    language = kept ? await kept.text() : null;
  } catch {
    // No cache to read: the browser's languages decide.
  }
  if (!Object.hasOwn(WORDS, language ?? "")) {
    language = (self.navigator.languages ?? []).map((l) => l.slice(0, 2).toLowerCase()).find((l) => Object.hasOwn(WORDS, l)) ?? "en";
  }
  return WORDS[language];
}

self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.kind !== "language" || !Object.hasOwn(WORDS, data.language)) return;
  event.waitUntil(caches.open(SETTINGS).then((cache) => cache.put(LANGUAGE_ENTRY, new Response(data.language))));
});

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  // Older builds' caches go: this build is complete in its own cache, and the pages are now this worker's.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("ttr-client-") && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const scopePath = new URL(self.registration.scope).pathname;
const precached = new Set(PRECACHE.map((file) => new URL(file, self.registration.scope).pathname));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && (url.pathname === scopePath || url.pathname === `${scopePath}index.html`)) {
    event.respondWith(networkFirst(request));
    return;
  }
  // Only this build's own files; anything else (API answers, matchmaking, records) is not touched.
  if (precached.has(url.pathname)) event.respondWith(cacheFirst(request));
});

/** The page: fresh from the server when it answers (a new build shows at once online), this build's offline. */
async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch {
    const cached = await caches.match(SHELL, { cacheName: CACHE });
    return cached ?? new Response((await words()).offline, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

/** Hashed files never change under one name: the cached copy is the file. */
async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached ?? fetch(request);
}

self.addEventListener("push", (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    // Not ours (or garbled): a generic notice still tells the person to look.
  }
  // The server wrote the notice in its recipient's language (server/src/push/noticeTexts.ts): shown as it is.
  const gameId = typeof notice.gameId === "string" ? notice.gameId : "";
  event.waitUntil(
    words().then((own) => self.registration.showNotification(typeof notice.title === "string" ? notice.title : own.title, {
      body: typeof notice.body === "string" ? notice.body : own.body,
      // One notice per game: a newer one replaces the older instead of piling up.
      tag: gameId ? `turn-${gameId}` : "ttr",
      icon: "./icons/icon-192.png",
      badge: "./icons/icon-192.png",
      data: { gameId },
    })),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      // An open window of the app comes to the front as it is (its lobby marks "your move"; moving it elsewhere could
      // take the person out of another game); otherwise one opens on that game (?turn=, client/src/net/turnLink.ts).
      const open = await clients.matchAll({ type: "window", includeUncontrolled: true });
      const mine = open.find((client) => new URL(client.url).pathname.startsWith(scopePath));
      if (mine) return mine.focus();
      const gameId = event.notification.data?.gameId;
      const url = new URL(self.registration.scope);
      if (typeof gameId === "string" && gameId !== "") url.searchParams.set("turn", gameId);
      return clients.openWindow(url.href);
    })(),
  );
});
