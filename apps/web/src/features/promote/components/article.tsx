import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTE_NS } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { articleSections, type ArticleBlock, type ArticleSection, type ArticleTopic } from '../lib/articles';
import classes from './article.module.css';

/** An article with this many sections or more opens with a table of contents. */
const CONTENTS_FROM = 5;

/** A paragraph or a bulleted list of an article's section. */
export function ArticleBlockView({ block }: { block: ArticleBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  return (
    <ul className={classes.list}>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type ArticleSectionProps = {
  section: ArticleSection;
  /** The heading's id, which names the section. */
  headingId: string;
  classNames: { section: string | undefined; title: string | undefined };
  testId?: string;
  /** Shown before the heading (the landing page's icon). */
  children?: ReactNode;
};

/** One headed section of a text, at `#section-<id>`: its heading, then its paragraphs and lists. */
export function ArticleSectionView({
  section,
  headingId,
  classNames,
  testId,
  children,
}: ArticleSectionProps) {
  return (
    <section
      id={`section-${section.id}`}
      className={classNames.section}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      {children}
      <h2 className={classNames.title} id={headingId}>
        {section.title}
      </h2>
      {section.blocks.map((block) => (
        <ArticleBlockView key={block.key} block={block} />
      ))}
    </section>
  );
}

/**
 * One of the promotion site's texts (a policy, or the about page): its title, summary, a table of
 * contents when it is long (beside the text on a wide screen, above it on a phone), and its headed
 * sections. Section ids are the English file's keys, so an
 * address such as `#section-escrow` points at the same section in every language.
 */
export function Article({ topic }: { topic: ArticleTopic }) {
  const { t } = useTranslation(PROMOTE_NS);
  const contentsId = useId();
  const title = t(`articles.${topic}.title`);
  const sections = articleSections(t(`articles.${topic}.sections`, { returnObjects: true }));
  const hasContents = sections.length >= CONTENTS_FROM;
  useDocumentTitle(title);
  return (
    <article className={classes.article} data-testid={`article-${topic}`}>
      <header className={classes.header}>
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.summary}>{t(`articles.${topic}.summary`)}</p>
      </header>
      <div className={hasContents ? classes.withContents : undefined}>
        {hasContents && (
          <nav className={classes.contents} aria-labelledby={contentsId}>
            <h2 className={classes.contentsTitle} id={contentsId}>
              {t('policy.onThisPage')}
            </h2>
            <ol className={classes.contentsList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#section-${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div>
          {sections.map((section) => (
            <ArticleSectionView
              key={section.id}
              section={section}
              headingId={`heading-${section.id}`}
              classNames={{ section: classes.section, title: classes.sectionTitle }}
            />
          ))}
        </div>
      </div>
    </article>
  );
}
