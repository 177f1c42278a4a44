/** Modal display (SPEC §2 "Modal display", §4 "Modal"): trigger string, triggers, state machine, scroll lock. */
export { parseModalTrigger, ModalTriggerError } from './parse-trigger.ts';
export { createModalTriggers, HASH_OPEN_DELAY_MS } from './triggers.ts';
export type { ModalTriggerDeps, Timers } from './triggers.ts';
export { createModalController, toModalRef } from './controller.ts';
export type { ModalController, ModalControllerDeps, ModalEventName, OpenOptions, OpenResult } from './controller.ts';
export { createScrollLock } from './scroll-lock.ts';
export type { ScrollLock, ScrollLockDeps } from './scroll-lock.ts';
export { createDocumentCookies, modalCookieName } from './cookie.ts';
export type { CookiePort } from './cookie.ts';
export { explicitLook, resolveLook, isPopUp, moduleModalSettings } from './look.ts';
export { isPlacedOnPage, MODAL_HOST_ATTR } from './placement.ts';
export { DEFAULT_MODAL_LOOK } from './types.ts';
export type * from './types.ts';
