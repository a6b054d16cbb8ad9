// A browser page's V8 CPU profile in a few lines: busy time per frame, the functions by self time, and the time
// inside the parts of a frame (inclusive: a sample counts for every part on its stack, so the parts overlap).
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** The parts of a frame worth telling apart, by a function on the stack (names of Phaser's and our unminified build). */
const PARTS: [name: string, test: (fn: string, url: string) => boolean][] = [
  ["Phaser step (the whole frame)", (fn) => fn === "step" || fn === "headlessStep"],
  ["  scenes' update (SceneManager.update)", (fn, url) => fn === "update" && /SceneManager/.test(url) || fn === "sceneUpdate"],
  ["  scenes' render (SceneManager.render)", (fn) => fn === "render" ],
  ["    drawImage (canvas)", (fn) => fn === "drawImage"],
  ["    camera pre-render, display list sort", (fn) => fn === "preRender" || fn === "depthSort" || fn === "sortByDepth"],
  ["  input (InputManager / InputPlugin)", (fn) => fn === "onTouchMove" || fn === "onTouchStart" || fn === "onTouchEnd" || fn === "processMoveEvents" || fn === "hitTestPointer" || fn === "updateInputPlugins"],
  ["  our board code (map/, ui/boardCamera, input/)", (_fn, url) => /\/(map|input)\/|boardCamera/.test(url)],
  ["GC", (fn) => fn === "(garbage collector)"],
];

export function summariseProfile(p: CpuProfile, frames: number): string {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const parts = new Map<string, number>();
  let busy = 0, total = 0;
  p.samples.forEach((id, i) => {
    const dt = (p.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === "(idle)" || leaf.callFrame.functionName === "(program)") return;
    busy += dt;
    const key = `${leaf.callFrame.functionName || "(anonymous)"} ${leaf.callFrame.url.split("/").pop()}:${leaf.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      for (const [name, test] of PARTS) if (!seen.has(name) && test(f.functionName, f.url)) seen.add(name);
    }
    for (const name of seen) parts.set(name, (parts.get(name) ?? 0) + dt);
  });
  const perFrame = (ms: number) => `${(ms / Math.max(1, frames)).toFixed(1)} ms/frame`;
  const lines = [`${frames} frames in ${total.toFixed(0)} ms; JS busy ${busy.toFixed(0)} ms = ${perFrame(busy)} (slowed time)`];
  for (const [name] of PARTS) lines.push(`  ${name.padEnd(48)} ${perFrame(parts.get(name) ?? 0)}`);
  lines.push("  top self time:");
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) lines.push(`    ${perFrame(ms).padStart(14)}  ${key}`);
  return lines.join("\n");
}
