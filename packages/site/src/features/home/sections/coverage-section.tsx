import { buttonProps } from '../../../components/button/button';
import { coverage } from '../../../content/home';
import { openChat } from '../../../lib/chat';
import styles from './sections.module.css';

export function CoverageSection() {
  return (
    <section className="section" data-tone="surface" aria-labelledby="coverage-title">
      <div className={`container ${styles.coverage}`}>
        <div>
          <p className="eyebrow">Coverage</p>
          <h2 id="coverage-title">{coverage.heading}</h2>
          <p className="lede">{coverage.text}</p>
          <ul className={styles.towns}>
            {coverage.towns.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </ul>
        </div>
        <div className={styles.chatCard}>
          <p>{coverage.chat.text}</p>
          {/* Without JavaScript (or the widget) the link leads to the contact page instead. */}
          <a href="/contact" {...buttonProps('primary')} onClick={openChat}>
            {coverage.chat.label}
          </a>
        </div>
      </div>
    </section>
  );
}
