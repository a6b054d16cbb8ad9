// The sound switches (issue 28, item 5): effects and the turn chime are separate choices, both off until switched on,
// remembered by the browser's storage (a stand-in here), and the chime keeps the earlier "Turn sound" choice.
import assert from "node:assert/strict";
import { SOUND_KEYS, setSound, soundLabel, soundOn } from "../src/ui/soundSettings.js";
import type { SettingStore } from "../src/ui/storedSetting.js";

/** localStorage's part the settings use, kept in a map. */
function memoryStore(initial: Record<string, string> = {}): SettingStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe("sound settings", () => {
  it("start off, both of them", () => {
    const store = memoryStore();
    assert.equal(soundOn("effects", store), false);
    assert.equal(soundOn("chime", store), false);
  });

  it("switch effects and the chime separately", () => {
    const store = memoryStore();
    setSound("effects", true, store);
    assert.deepEqual([soundOn("effects", store), soundOn("chime", store)], [true, false]);
    setSound("chime", true, store);
    setSound("effects", false, store);
    assert.deepEqual([soundOn("effects", store), soundOn("chime", store)], [false, true]);
  });

  it("are remembered by the browser's storage, under keys of their own", () => {
    const store = memoryStore();
    setSound("effects", true, store);
    setSound("chime", false, store);
    assert.deepEqual(Object.fromEntries(store.data), { [SOUND_KEYS.effects]: "on", [SOUND_KEYS.chime]: "off" });
    const later = memoryStore(Object.fromEntries(store.data)); // the next visit reads the same storage
    assert.deepEqual([soundOn("effects", later), soundOn("chime", later)], [true, false]);
  });

  it("keep the earlier Turn sound switch's choice as the chime's", () => {
    assert.equal(soundOn("chime", memoryStore({ "ttr.turnSound": "on" })), true);
  });

  it("stay off where the browser keeps no storage", () => {
    assert.equal(soundOn("effects", null), false);
    setSound("effects", true, null); // nothing to write to: no error
  });

  it("stay off, and switch without an error, where the storage refuses (privacy mode, a full quota)", () => {
    const refusing: SettingStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    assert.equal(soundOn("chime", refusing), false);
    setSound("chime", true, refusing);
  });

  it("say what they are and whether they are on", () => {
    assert.equal(soundLabel("effects", true), "Effects: on");
    assert.equal(soundLabel("chime", false), "Turn chime: off");
  });
});
