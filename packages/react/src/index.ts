/**
 * <variant-board> as a React component: every property of the element is a prop (attributes
 * by their property names: `variant`, `position`, `moves`, `shareBase`...), and each event has
 * an `on...` prop whose handler gets the element's typed CustomEvent.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { VariantBoard as VariantBoardElement } from '@variant-board/element';
import type {
  BoardErrorDetail,
  GameOverDetail,
  MoveDetail,
  PositionChangeDetail,
  RejectDetail,
  RollDetail,
  ShareDetail,
} from '@variant-board/element';

export type { BoardErrorDetail, GameOverDetail, MoveDetail, PositionChangeDetail, RejectDetail, RollDetail, ShareDetail };
export { VariantBoardElement };

/** The event props and the events they listen to. */
export const variantBoardEvents = {
  onMove: 'move' as EventName<CustomEvent<MoveDetail>>,
  onRoll: 'roll' as EventName<CustomEvent<RollDetail>>,
  onPositionChange: 'position-change' as EventName<CustomEvent<PositionChangeDetail>>,
  onGameOver: 'gameover' as EventName<CustomEvent<GameOverDetail>>,
  onError: 'error' as EventName<CustomEvent<BoardErrorDetail>>,
  onReject: 'reject' as EventName<CustomEvent<RejectDetail>>,
  onShare: 'share' as EventName<CustomEvent<ShareDetail>>,
};

export const VariantBoard = createComponent({
  react: React,
  tagName: 'variant-board',
  elementClass: VariantBoardElement,
  events: variantBoardEvents,
  displayName: 'VariantBoard',
});

/** The props of `<VariantBoard>`, for components that pass them on. */
export type VariantBoardProps = React.ComponentProps<typeof VariantBoard>;
