import { fireEvent } from '@testing-library/react';

// Pointer events from a mouse at (clientX, clientY), as a drag on a slider sends them.
const mouseAt = (clientX: number, clientY: number, pointerId: number) => ({
  pointerId,
  pointerType: 'mouse',
  clientX,
  clientY,
});

/** Presses the main button on `target`. */
export const pointerDown = (target: Element, clientX: number, clientY: number, pointerId = 1) =>
  fireEvent.pointerDown(target, { ...mouseAt(clientX, clientY, pointerId), button: 0 });

export const pointerMove = (target: Element, clientX: number, clientY: number, pointerId = 1) =>
  fireEvent.pointerMove(target, mouseAt(clientX, clientY, pointerId));

export const pointerUp = (target: Element, clientX: number, clientY: number, pointerId = 1) =>
  fireEvent.pointerUp(target, mouseAt(clientX, clientY, pointerId));
