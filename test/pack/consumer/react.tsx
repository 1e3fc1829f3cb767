// A React user: props for the element's properties, typed event props.
import { VariantBoard } from '@variant-board/react';
import { VariantLesson } from '@variant-board/react/lesson';

export const Game = () => (
  <>
    <VariantBoard variant="dagger" level={2} players="human computer" onMove={(e) => console.log(e.detail.to, e.detail.notation)} onError={(e) => console.log(e.detail.code)} />
    {/* @ts-expect-error: the event detail is typed */}
    <VariantBoard variant="dart" onRoll={(e) => e.detail.nothingLikeThis} />
    <VariantLesson src="/course.json" onLessonComplete={() => console.log('done')} />
  </>
);
