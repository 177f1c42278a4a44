import { NEWSLETTER_TEXT } from '../strings.ts';
import { NewsletterBlock } from './NewsletterBlock.tsx';
import './newsletter.css';

/** The home page's newsletter band. */
export function NewsletterSection() {
  return (
    <section id="bulten" className="newsletter-section" aria-labelledby="bulten-title">
      <div className="newsletter-section__inner">
        <div className="newsletter-section__intro">
          <h2 id="bulten-title">{NEWSLETTER_TEXT.title}</h2>
          <p>{NEWSLETTER_TEXT.intro}</p>
        </div>
        <NewsletterBlock />
      </div>
    </section>
  );
}
