// The Europe lesson: a tunnel paid and one declined, a ferry, a station built and used at the end.
import { readingStep, type Lesson } from "./lessonEngine.js";

export const EUROPE_LESSON: Lesson = { id: "europe", steps: [readingStep("goal")] };
