import { useSite } from '../../site-context.tsx';
import { THEME_TEXT } from '../strings.ts';
import { FLOATING_BUTTONS, type FloatingButtonId } from './floating-buttons.ts';
import { trackClick } from './track-click.ts';
import '../tokens.css';
import './floating.css';

const ICONS: Record<FloatingButtonId, string> = {
  // A speech bubble with a handset: the messaging app's familiar mark, drawn simply.
  whatsapp:
    'M12 3.2a8.8 8.8 0 0 0-7.6 13.2L3.2 20.8l4.5-1.2A8.8 8.8 0 1 0 12 3.2Zm4.3 12.1c-.2.5-1.1 1-1.6 1.1-.4.1-1 .1-1.6-.1a14 14 0 0 1-1.5-.6 11.5 11.5 0 0 1-4.4-3.9c-.3-.5-.9-1.4-.9-2.6 0-1.2.6-1.8.9-2.1.2-.2.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.8.9c.3.1.5.2.5.3.1.1.1.6-.1 1.1Z',
  phone:
    'M6.6 3.5h2.6l1.4 4.1-1.9 1.3a11.6 11.6 0 0 0 6.4 6.4l1.3-1.9 4.1 1.4v2.6a2 2 0 0 1-2 2A15.9 15.9 0 0 1 4.6 5.5a2 2 0 0 1 2-2Z',
};

/**
 * The floating contact buttons at the bottom left (SPEC §7): a message and a call. A click is counted on the server
 * (track-click.ts) and then goes where the link goes; the message opens in a new tab without `window.opener`.
 */
export function FloatingContact() {
  const { settings } = useSite();
  return (
    <nav className="tm-floating-contact" aria-label={THEME_TEXT.floatingContact}>
      {FLOATING_BUTTONS.map((button) => (
        <a
          key={button.id}
          className={`tm-floating-button tm-floating-${button.id}`}
          href={button.href}
          data-floating-button={button.id}
          {...(button.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={() => trackClick(settings, button.id, { sendBeacon: (url, data) => navigator.sendBeacon(url, data), fetch: (url, init) => fetch(url, init) })}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={ICONS[button.id]} fill="currentColor" />
          </svg>
          <span className="tm-floating-label">{button.label}</span>
        </a>
      ))}
    </nav>
  );
}
