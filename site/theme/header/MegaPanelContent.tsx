import type { NavMega } from './nav-items.ts';

/** A mega-menu panel's columns of section links, and its highlighted call to action when it has one. */
export function MegaPanelContent({ item }: { item: NavMega }) {
  return (
    <div className="tm-mega-columns">
      {item.columns.map((column) => (
        <div className="tm-mega-column" key={column.title}>
          <p className="tm-mega-title">{column.title}</p>
          <ul>
            {column.links.map((link) => (
              <li key={link.label}>
                <a href={link.href}>
                  <span className="tm-mega-link-label">{link.label}</span>
                  <span className="tm-mega-link-text">{link.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {item.feature && (
        <div className="tm-mega-feature">
          <p className="tm-mega-feature-title">{item.feature.title}</p>
          <p>{item.feature.text}</p>
          <a className="tm-btn tm-btn-light" href={item.feature.href}>
            {item.feature.cta}
          </a>
        </div>
      )}
    </div>
  );
}
