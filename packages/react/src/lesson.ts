/**
 * <variant-lesson> as a React component (a separate entry, so that apps with boards only do
 * not load the lesson player): `src` or `course`, `step`, ... and `onLessonStep`,
 * `onLessonAnswer`, `onLessonComplete`.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { VariantLesson as VariantLessonElement } from '@variant-board/element/lesson';
import type { LessonAnswerDetail, LessonStepDetail } from '@variant-board/element/lesson';

export type { LessonAnswerDetail, LessonStepDetail };
export { VariantLessonElement };

export const variantLessonEvents = {
  onLessonStep: 'lesson-step' as EventName<CustomEvent<LessonStepDetail>>,
  onLessonAnswer: 'lesson-answer' as EventName<CustomEvent<LessonAnswerDetail>>,
  onLessonComplete: 'lesson-complete' as EventName<CustomEvent<void>>,
};

export const VariantLesson = createComponent({
  react: React,
  tagName: 'variant-lesson',
  elementClass: VariantLessonElement,
  events: variantLessonEvents,
  displayName: 'VariantLesson',
});

export type VariantLessonProps = React.ComponentProps<typeof VariantLesson>;
