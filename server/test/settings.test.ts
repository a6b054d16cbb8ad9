// .env.example is the one list of the server's settings: config.ts reads exactly the names it lists, and every
// default written there is the one the server uses when the setting is unset.
import assert from "node:assert/strict";
import fs from "node:fs";
import { loadConfig } from "../src/config.js";

const example = fs.readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
const configSource = fs.readFileSync(new URL("../src/config.ts", import.meta.url), "utf8");

/** NAME=value lines of .env.example (the server's part, before the browser's settings). */
function exampleSettings(): Map<string, string> {
  const serverPart = example.split("# ---- Settings kept by each browser")[0];
  const settings = new Map<string, string>();
  for (const line of serverPart.split("\n")) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) settings.set(match[1], match[2]);
  }
  return settings;
}

/** The names config.ts reads: `env.NAME` and the helpers' `(env, "NAME"`. */
function namesReadByConfig(): Set<string> {
  const names = new Set<string>();
  for (const match of configSource.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1]);
  for (const match of configSource.matchAll(/\(env, "([A-Z][A-Z0-9_]*)"/g)) names.add(match[1]);
  return names;
}

describe("settings: .env.example is the one list", () => {
  it("lists exactly the settings the server reads", () => {
    assert.deepEqual([...exampleSettings().keys()].sort(), [...namesReadByConfig()].sort());
  });

  it("writes each default the server really uses (setting the example's value changes nothing)", () => {
    const defaults = loadConfig({});
    for (const [name, value] of exampleSettings()) {
      if (value === "") continue; // unset by default: the comment says what that means
      assert.deepEqual(loadConfig({ [name]: value }), defaults, `${name}=${value} is not the default`);
    }
  });
});
