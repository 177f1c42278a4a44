/**
 * Mega-menu geometry (SPEC §2 "Mega-menus of full, three-quarter, half or quarter width, positioned left,
 * center or right"; §9 "Mega-menu width factors 0.25, 0.5, 0.75, 0.9"). The panel's width is a share of the
 * header container; its position lines it up with its menu item, then keeps it inside the container.
 */

export type MegaMenuWidth = 'full' | 'three-quarter' | 'half' | 'quarter';
export type MegaMenuPosition = 'left' | 'center' | 'right';

export const MEGA_MENU_WIDTH_FACTORS: Readonly<Record<MegaMenuWidth, number>> = {
  full: 0.9,
  'three-quarter': 0.75,
  half: 0.5,
  quarter: 0.25,
};

const POSITIONS: readonly MegaMenuPosition[] = ['left', 'center', 'right'];

export function parseMegaMenuWidth(value: string): MegaMenuWidth {
  if (Object.hasOwn(MEGA_MENU_WIDTH_FACTORS, value)) return value as MegaMenuWidth;
  throw new Error(`Mega-menu width "${value}" is not one of ${Object.keys(MEGA_MENU_WIDTH_FACTORS).join(', ')}`);
}

export function parseMegaMenuPosition(value: string): MegaMenuPosition {
  if ((POSITIONS as readonly string[]).includes(value)) return value as MegaMenuPosition;
  throw new Error(`Mega-menu position "${value}" is not one of ${POSITIONS.join(', ')}`);
}

export interface Span {
  left: number;
  width: number;
}

export interface MegaMenuLayout {
  width: number;
  /** The panel's left edge relative to its menu item's left edge (the item is the panel's containing block). */
  offsetLeft: number;
}

/**
 * left: the panel starts at the item; center: it is centred under the item; right: it ends at the item's right
 * edge. A panel that would leave the container is pushed back inside it.
 */
export function megaMenuLayout(width: MegaMenuWidth, position: MegaMenuPosition, container: Span, item: Span): MegaMenuLayout {
  const panelWidth = Math.round(container.width * MEGA_MENU_WIDTH_FACTORS[width]);
  const wanted =
    position === 'left' ? item.left
    : position === 'right' ? item.left + item.width - panelWidth
    : item.left + item.width / 2 - panelWidth / 2;
  const minLeft = container.left;
  const maxLeft = container.left + container.width - panelWidth;
  const left = Math.min(Math.max(wanted, minLeft), maxLeft);
  return { width: panelWidth, offsetLeft: Math.round(left - item.left) };
}
