// Keys that reach an object's prototype when a library copies client data key by key. Colyseus' matchmaker copies
// the client's options with a plain `for … in` assignment, so `{"__proto__": {…}}` becomes the prototype of the
// options its rooms receive, and every option hidden in it is invisible to own-property checks but read by `in`,
// `options.x` and zod. Such keys have no use in any of our payloads: a body or options object holding one anywhere is
// refused whole, before anything copies it.

export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Deepest nesting looked through; anything deeper is refused too (no payload of ours nests beyond a few levels). */
export const MAX_PAYLOAD_DEPTH = 32;

/** The words of every refusal, the same at every door. */
export const PROTOTYPE_KEY_REFUSAL = "options and bodies may not hold __proto__, constructor or prototype keys";
export const TOO_DEEP_REFUSAL = `options and bodies may not nest deeper than ${MAX_PAYLOAD_DEPTH} levels`;

/**
 * Why a parsed JSON value may not go on, or null when it may: the path of the first prototype key found at any depth
 * (`options.a.__proto__`), or a nesting too deep to look through. JSON.parse keeps `__proto__` as an own key, so a
 * walk over own keys sees every one of them.
 */
export function prototypeKeyRefusal(value: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth > MAX_PAYLOAD_DEPTH) return TOO_DEEP_REFUSAL;
    for (const key of Object.keys(current)) {
      const at = path === "" ? key : `${path}.${key}`;
      if (PROTOTYPE_KEYS.has(key)) return `${PROTOTYPE_KEY_REFUSAL} (found ${at})`;
      stack.push({ value: (current as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * A JSON.parse reviver that refuses prototype keys as it meets them (for Express' JSON body parser, which turns the
 * throw into a 400). The reviver sees every key, however deep.
 */
export function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (PROTOTYPE_KEYS.has(key)) throw Object.assign(new Error(PROTOTYPE_KEY_REFUSAL), { status: 400 });
  return value;
}
