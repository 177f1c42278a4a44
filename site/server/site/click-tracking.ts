import { str } from '../admin-ajax.ts';
import { BadRequest } from '../errors.ts';
import { FLOATING_BUTTON_IDS, isFloatingButtonId, TRACK_CLICK_ACTION } from '../../theme/floating/floating-buttons.ts';
import { countClick } from './clicks-db.ts';
import { shown } from './html.ts';
import { NONCE_ACTIONS } from './nonces.ts';
import type { SiteAjaxHandler, SiteServices } from './services.ts';
import { identifyVisitor } from './visitor.ts';

export { TRACK_CLICK_ACTION };

/**
 * `action=strata_track_click` (SPEC §7 "the config carries an ajax endpoint and nonce for floating-button click
 * tracking"): the theme's ajax nonce first (check_ajax_referer: 403 "-1"), then the button id, which must be one of
 * the page's floating buttons (400 naming it); only then is the click counted.
 */
export function trackClickAction(svc: SiteServices): SiteAjaxHandler {
  return (c, fields) => {
    const visitor = identifyVisitor(c, { issue: false });
    if (!svc.nonces.verify(str(fields['nonce']), NONCE_ACTIONS.themeAjax, visitor.key)) return c.text('-1', 403);
    const button = str(fields['button'])?.trim() ?? '';
    if (button === '') throw new BadRequest(`button: required (one of ${FLOATING_BUTTON_IDS.join(', ')})`);
    if (!isFloatingButtonId(button)) throw new BadRequest(`button: unknown floating button ${shown(button)} (one of ${FLOATING_BUTTON_IDS.join(', ')})`);
    const clicks = countClick(svc.db, button, new Date(svc.now()));
    c.header('cache-control', 'no-store');
    return c.json({ success: true, data: { button, clicks } });
  };
}
