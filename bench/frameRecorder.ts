// Frame times as the page sees them: the intervals between requestAnimationFrame callbacks while a gesture runs.
// A slowed CPU (DevTools throttling) stretches them exactly as a slow phone would.
import type { CDPSession, Page } from "playwright-core";

export interface FrameStats { frames: number; p50: number; p95: number; max: number; cpuPerFrame?: number }

interface Recorder { frames: number[]; running: boolean }

/** A string script: tsx's helpers (__name) would not exist in the page. */
const RECORDER = `(() => {
  const rec = { frames: [], running: true };
  window.__frameRecorder = rec;
  let last = 0;
  function tick(now) {
    if (!rec.running) return;
    rec.frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  }
  requestAnimationFrame((now) => { last = now; requestAnimationFrame(tick); });
})()`;

export async function startFrameRecorder(page: Page): Promise<void> {
  await page.evaluate(RECORDER);
}

export function stopFrameRecorder(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const rec = (window as unknown as { __frameRecorder: Recorder }).__frameRecorder;
    rec.running = false;
    return rec.frames;
  });
}

export function frameStats(frames: number[]): FrameStats {
  const s = [...frames].sort((a, b) => a - b);
  const at = (q: number) => (s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN);
  return { frames: s.length, p50: at(0.5), p95: at(0.95), max: s.length ? s[s.length - 1] : NaN };
}

/**
 * The page's main-thread CPU time so far, in ms (the DevTools protocol's TaskDuration counted in thread ticks): what
 * the page computed, not how long it waited for a core, so a busy machine moves it far less than the frame times.
 * Call `Performance.enable` with `timeDomain: "threadTicks"` first.
 */
export async function mainThreadCpuMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return (metrics.find((m) => m.name === "TaskDuration")?.value ?? NaN) * 1000;
}
