// What a lesson remembers on this device: the steps read (Next pressed), whether it was skipped, and whether this
// account was offered the guided game. Kept in localStorage, not with the account: the steps read are a matter of
// the words on screen (the game's state holds everything else, so a lesson opened on another device still finds its
// step, only shows the last words read again), and the one-time offer asked nothing of the server's accounts; a
// person on a second device is offered it once more there, which is cheap and may even help.
import { readSetting, writeSetting } from "../ui/storedSetting.js";

const readKey = (roomId: string) => `ttr.lesson.${roomId}`;
const offeredKey = (username: string) => `ttr.lessonOffered.${username.toLowerCase()}`;

interface LessonMemory { read: string[]; skipped: boolean }

function load(roomId: string): LessonMemory {
  try {
    const raw = JSON.parse(readSetting(readKey(roomId)) ?? "null") as Partial<LessonMemory> | null;
    return { read: Array.isArray(raw?.read) ? raw.read.filter((x): x is string => typeof x === "string") : [], skipped: raw?.skipped === true };
  } catch {
    return { read: [], skipped: false };
  }
}

export function stepsRead(roomId: string): Set<string> {
  return new Set(load(roomId).read);
}

export function markRead(roomId: string, step: string): void {
  const m = load(roomId);
  if (!m.read.includes(step)) m.read.push(step);
  writeSetting(readKey(roomId), JSON.stringify(m));
}

export function lessonSkipped(roomId: string): boolean {
  return load(roomId).skipped;
}

export function skipLesson(roomId: string): void {
  writeSetting(readKey(roomId), JSON.stringify({ ...load(roomId), skipped: true }));
}

export function learnOffered(username: string): boolean {
  return readSetting(offeredKey(username)) === "1";
}

export function markLearnOffered(username: string): void {
  writeSetting(offeredKey(username), "1");
}
