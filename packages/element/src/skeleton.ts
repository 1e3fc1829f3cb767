/** A board's light markup (light-render.ts), kept between renders: what the controls (controls.ts) patch. */
export interface Skeleton {
  kind: 'board';
  svg: SVGSVGElement;
  board: HTMLElement;
  message: HTMLElement | null;
  status: HTMLElement;
  live: HTMLElement;
  /** What controls.ts has placed: the chooser, the controls' nodes, and whether pointers are listened to. */
  chooser: HTMLElement | null;
  /** The forum snippets' popup while it is open (forum-panel.ts). */
  forum: HTMLElement | null;
  controls: Node[];
  wired: boolean;
}
