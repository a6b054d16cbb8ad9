// Every lesson by its id: a new board's lesson is one more file of steps, named here.
import type { LessonId } from "../rules.js";
import type { Lesson } from "./lessonEngine.js";
import { USA_LESSON } from "./usaLesson.js";
import { EUROPE_LESSON } from "./europeLesson.js";

export const LESSONS: Record<LessonId, Lesson> = { usa: USA_LESSON, europe: EUROPE_LESSON };
