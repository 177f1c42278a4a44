/**
 * The floating info box (SPEC §4 "Floating info box is active while the mouse is over an item"; §9 "Floating box
 * offset 20 px from the cursor"). It sits 20 px right of and below the pointer, and flips to the other side of
 * the pointer where it would leave the viewport.
 */

export const FLOATING_BOX_OFFSET_PX = 20;

export interface FloatingBoxInput {
  clientX: number;
  clientY: number;
  boxWidth: number;
  boxHeight: number;
  viewportWidth: number;
  viewportHeight: number;
}

export function floatingBoxPosition(i: FloatingBoxInput, offset = FLOATING_BOX_OFFSET_PX): { x: number; y: number } {
  let x = i.clientX + offset;
  let y = i.clientY + offset;
  if (x + i.boxWidth > i.viewportWidth) x = i.clientX - offset - i.boxWidth;
  if (y + i.boxHeight > i.viewportHeight) y = i.clientY - offset - i.boxHeight;
  return { x: Math.max(0, x), y: Math.max(0, y) };
}
