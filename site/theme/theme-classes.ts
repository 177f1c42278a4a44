/**
 * Page-wide state classes of the theme (BEHAVIOURS §6), shared by the buttons in the header and the panels at
 * the end of the page: the class on `<html>`/`<body>` is the state (see dom/root-class.ts).
 */
export const SEARCH_ACTIVE_CLASS = 'html-search-block-active';
export const SIDE_PANEL_OPEN_CLASS = 'side-panel-open';
