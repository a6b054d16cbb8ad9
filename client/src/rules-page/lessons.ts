// The maps whose rules page offers a lesson, and how one starts. The guided lessons live in their own module (the
// tutorial's `startLesson(mapId)`); it registers itself here, so the rules page needs no import of it and shows a
// "Play the lesson" button only for the maps it names. Empty by default: no button.
import type { MapId } from "../rules.js";

type LessonStarter = (mapId: MapId) => void;

let starter: LessonStarter | null = null;
let lessonMaps: readonly MapId[] = [];

/** Called by the lessons' module: which maps have a lesson, and the function that starts one. */
export function registerLessons(maps: readonly MapId[], start: LessonStarter): void {
  lessonMaps = [...maps];
  starter = start;
}

/** The map's lesson starter, or null when it has none. */
export function lessonFor(mapId: MapId): (() => void) | null {
  const start = starter;
  return start && lessonMaps.includes(mapId) ? () => start(mapId) : null;
}
