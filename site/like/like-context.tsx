import { createContext, useContext, useState, type ReactNode } from 'react';
import { createLikeStore, type LikeStore } from './like-store.ts';

const LikeStoreContext = createContext<LikeStore | null>(null);

/** One like store for the buttons inside (a section, a page). */
export function LikeStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createLikeStore);
  return <LikeStoreContext.Provider value={store}>{children}</LikeStoreContext.Provider>;
}

export function useLikeStore(): LikeStore {
  const store = useContext(LikeStoreContext);
  if (!store) throw new Error('LikeButton: render it inside a <LikeStoreProvider>');
  return store;
}
