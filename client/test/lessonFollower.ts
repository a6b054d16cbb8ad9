// Follows a lesson in the browser as a person who reads only the guide would: it reads the step and the control the
// guide rings (window.__ttr.info().lesson: a hook point's name, or a DOM selector for the guide's own buttons),
// presses it (a mouse click, or a finger's tap), and waits for the game or the guide to answer. Each step is timed
// from its first sight to the next step's, and shot once when it first shows when LESSON_SHOTS=1.
import type { Player } from "./browserKit.js";

export interface LessonInfo {
  lesson: string;
  step: string;
  index: number;
  text: string;
  note: string;
  action: "press" | "next" | "wait" | null;
  target: string | null;
  totals: Record<string, number> | null;
  /** The turn's choices shown as buttons in the panel now, or null. */
  choices: string[] | null;
}

/** What changes when a press did something: the guide's step and target, and the parts of the view a press moves. */
const SIGNATURE = `JSON.stringify([i.lesson && i.lesson.step, i.lesson && i.lesson.target, i.lesson && i.lesson.note, i.turnStage, i.turnNumber, i.phase, i.modal, i.tab, i.sheetOpen, i.routeChoice && i.routeChoice.routeId, i.buyChoice, i.ticketsKept, i.scene])`;

export interface StepTime { step: string; seconds: number; presses: number }

/** Where a lesson's time went (LESSON_PROFILE=1 prints it): reading the guide, shots, presses, waiting for an answer. */
const profile = { read: 0, shot: 0, press: 0, answer: 0 };
async function timed<T>(part: keyof typeof profile, work: Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work;
  } finally {
    profile[part] += Date.now() - started;
  }
}

export async function lessonInfo(p: Player): Promise<LessonInfo | null> {
  return ((await p.info()).lesson as LessonInfo | undefined) ?? null;
}

/**
 * Presses what the guide shows until `until` says stop (it sees each step's info first, e.g. to check the scoring);
 * returns each step's time. `shotPrefix` names the screenshots (one per step, its first sight).
 */
export async function followLesson(p: Player, touch: boolean, shotPrefix: string, until: (info: LessonInfo) => Promise<boolean>): Promise<StepTime[]> {
  const times: StepTime[] = [];
  let current = null as StepTime | null;
  let started = Date.now();
  for (let presses = 0; presses < 400; presses++) {
    // the guide's step and the signature of what a press changes, read at the same moment (the guide refreshes on its own)
    const [info, before] = await timed("read", p.waitInfo("Boolean(i.lesson)").then(() => p.page.evaluate(`(() => { const i = window.__ttr.info(); return [i.lesson, ${SIGNATURE}]; })()`) as Promise<[LessonInfo, string]>));
    if (current?.step !== info.step) {
      if (current) current.seconds = (Date.now() - started) / 1000;
      started = Date.now();
      current = { step: info.step, seconds: 0, presses: 0 };
      times.push(current);
      // a shot costs a second or more on a loaded machine: `npm run test:lessons` takes them (LESSON_SHOTS=1), `npm test` not
      if (process.env.LESSON_SHOTS === "1") await timed("shot", p.shot(`tutorial/${shotPrefix}-${String(times.length).padStart(2, "0")}-${info.step}.png`));
    }
    if (await until(info)) {
      current.seconds = (Date.now() - started) / 1000;
      return times;
    }
    if (info.target !== null) {
      current.presses += 1;
      if (info.target.startsWith("#")) await timed("press", touch ? p.page.tap(info.target) : p.page.click(info.target));
      else {
        // the ringed control went away before the press (a phone's route panel let its route go): look at the guide again
        const shown = await p.shows(info.target);
        if (!shown) continue;
        await timed("press", touch ? p.tap(info.target) : p.click(info.target));
      }
    }
    // the press (or the bot, when the guide says to wait) changes what the guide or the view shows
    await timed("answer", p.waitInfo(`${SIGNATURE} !== ${JSON.stringify(before)}`)).catch(async (e: unknown) => {
      const i = await p.info();
      throw new Error(`${p.name}: nothing moved after ${info.target ?? "waiting"} at step ${info.step}: ${JSON.stringify({ lesson: i.lesson, modal: i.modal, turnStage: i.turnStage, currentPlayer: i.currentPlayer, tunnel: i.tunnel, tunnelShown: i.tunnelShown, buyChoice: i.buyChoice })} (${String(e).slice(0, 80)})`);
    });
  }
  throw new Error(`${p.name}: the lesson did not end within 400 presses`);
}

export function printTimes(label: string, times: StepTime[]): void {
  const total = times.reduce((a, t) => a + t.seconds, 0);
  console.log(`    ${label}: ${total.toFixed(1)} s in all, ${times.reduce((a, t) => a + t.presses, 0)} presses`);
  for (const t of times) console.log(`      ${t.step.padEnd(22)} ${t.seconds.toFixed(1).padStart(6)} s  ${t.presses} presses`);
  if (process.env.LESSON_PROFILE) console.log(`      (all lessons so far: ${Object.entries(profile).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(", ")})`);
}
