/**
 * React entry for server rendering (package.json's "node" condition; DESIGN.md "Library entries"): the browser entry,
 * with every feature reader of the normalizer and every feature's views at hand (engine/model/all-readers.ts, all-views.ts), so `renderToString` prints an
 * inline module's markup at once. In a browser a module loads only the readers its JSON needs (module-readers.ts).
 */
import { createElement, type ReactNode } from 'react';
import { ALL_READERS } from '../engine/model/all-readers.ts';
import { ALL_VIEWS } from './all-views.ts';
import { ModuleReadersContext, type ModuleCode } from './module-readers.ts';
import { Strata as PageStrata, type StrataProps } from './Strata.tsx';

export * from './index.ts';

const ALL_CODE: ModuleCode = { readers: ALL_READERS, views: ALL_VIEWS };

/** `<Strata>` on a server: reads an inline module whole, during the render. */
export function Strata(props: StrataProps): ReactNode {
  return createElement(ModuleReadersContext.Provider, { value: ALL_CODE }, createElement(PageStrata, props));
}

/**
 * Every feature reader for the modules rendered inside it: for a server that renders its own components, which import
 * `<Strata>` from the browser entry they share with the page (site/server/ssr-page.ts).
 *
 * @example
 * renderToString(<ServerModuleReaders><App /></ServerModuleReaders>);
 */
export function ServerModuleReaders({ children }: { readonly children?: ReactNode }): ReactNode {
  return createElement(ModuleReadersContext.Provider, { value: ALL_CODE }, children);
}
