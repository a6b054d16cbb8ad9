// GameConnection remembers its seat for a reload (sessionStorage). Tests that run it in Node give it a plain map in
// place of the browser's, and take it away again afterwards.

/** Installs a sessionStorage stand-in unless one exists; returns what takes it away (nothing when it was there). */
export function installSessionStorageStandIn(): () => void {
  if (typeof globalThis.sessionStorage !== "undefined") return () => undefined;
  const items = new Map<string, string>();
  Object.assign(globalThis, {
    sessionStorage: { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) },
  });
  return () => void Reflect.deleteProperty(globalThis, "sessionStorage");
}
