// A person's setting kept by this browser (localStorage): colour-blind mode, sounds, animations, the claim undo
// window. Storage may refuse (privacy mode, a full quota, a sandboxed frame): reading then answers null and writing
// forgets, never a crash. A setting that must hold for the page anyway keeps the page's choice itself.

/** What settings are read from and written to: the browser's localStorage, or a stand-in in tests. */
export interface SettingStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function browserStore(): SettingStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // even touching localStorage throws where storage is blocked
  }
}

export function readSetting(key: string, store: SettingStore | null = browserStore()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSetting(key: string, value: string, store: SettingStore | null = browserStore()): void {
  try {
    store?.setItem(key, value);
  } catch {
    // not remembered; the page goes on with its choice
  }
}
