/**
 * Entry point for lessons: defines <variant-lesson> (and <variant-board>, which it uses) and
 * exports the course format and its checks.
 */
export { VariantLesson } from './variant-lesson.js';
export type { LessonAnswerDetail, LessonFeedback, LessonStepDetail } from './variant-lesson.js';
export { judge, goalMet, parseCourse, playLine, solveFrom, stepStart, validateCourse } from './course.js';
export type { Course, Goal, LessonStep, LessonTask, Verdict } from './course.js';
export { lessonEn, lessonStrings, setLessonStrings } from './strings.js';
export type { LessonStrings } from './strings.js';
export { browserStore, clearProgress, emptyProgress, loadProgress, MAX_STARS, recordResult, saveProgress, starsFor, totalStars } from './progress.js';
export type { Attempt, KeyValueStore, Progress, Stars } from './progress.js';
export { partsOf } from './course.js';
export type { CoursePart, CourseRule } from './course.js';
