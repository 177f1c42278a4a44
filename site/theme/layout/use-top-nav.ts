import { useState } from 'react';
import { useScrollFrame } from '../dom/scroll-frame.ts';
import { topNavAnimated } from './layout-modes.ts';
import './layout.css';

/** Whether the header's top-nav animation runs (scrolled past 50 px, SPEC §9); re-renders only when it flips. */
export function useTopNavAnimated(): boolean {
  const [animated, setAnimated] = useState(false);
  useScrollFrame((scrollY) => setAnimated(topNavAnimated(scrollY)));
  return animated;
}
