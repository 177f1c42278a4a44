import { createContext } from 'react';
import type { Slider } from '../engine/index.ts';

export const StrataContext = createContext<Slider | null>(null);
