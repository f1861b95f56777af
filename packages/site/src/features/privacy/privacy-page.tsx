import { PageHero } from '../../components/page-hero/page-hero';
import { isList, privacyNotice, type Block } from '../../content/privacy';
import styles from './privacy-page.module.css';
import { RichText } from './rich-text';

function BlockView({ block }: { block: Block }) {
  if (!isList(block)) {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {block.list.map((item, index) => (
        <li key={index}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** The privacy notice (/privacy): headed sections, with their contents beside them. */
export function PrivacyPage() {
  const { updated, intro, sections } = privacyNotice;
  return (
    <>
      <PageHero eyebrow="Privacy" title="Privacy Notice">
        <p>{intro}</p>
        <p className={styles.updated}>
          Last updated: <time dateTime={updated.iso}>{updated.label}</time>
        </p>
      </PageHero>
      <div className={`section ${styles.section}`}>
        <div className={`container ${styles.layout}`}>
          <nav className={styles.contents} aria-labelledby="privacy-contents">
            <h2 id="privacy-contents" className={styles.contentsTitle}>
              On this page
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.notice}>
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`} className={styles.heading}>
                  {section.heading}
                </h2>
                {section.body.map((block, index) => (
                  <BlockView key={index} block={block} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
