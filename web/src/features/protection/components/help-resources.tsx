import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKING_SOFTWARE, HELP_ORGANISATIONS, type HelpResource } from '../lib/help-resources';

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('protection');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('safer.opensInNewTab')}</span>
    </a>
  );
}

function ResourceItem({ resource, description }: { resource: HelpResource; description: string }) {
  const { t } = useTranslation('protection');
  return (
    <li className="help-resource">
      <p className="help-resource__name">
        <ExternalLink href={resource.url}>{resource.name}</ExternalLink>
      </p>
      <p className="help-resource__text">{description}</p>
      {resource.phone && (
        <p className="help-resource__phone">
          <a href={`tel:${resource.phone.dial}`}>{t('safer.phone', { number: resource.phone.display })}</a>
        </p>
      )}
    </li>
  );
}

/** Where to get help: support organisations and blocking software, with their real addresses. */
export function HelpResources() {
  const { t } = useTranslation('protection');
  const headingId = useId();
  const blockingId = useId();
  return (
    <section className="protection-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="protection-section__title">
        {t('safer.helpTitle')}
      </h2>
      <p className="protection-section__intro">{t('safer.helpIntro')}</p>
      <ul className="help-resources">
        {HELP_ORGANISATIONS.map((resource) => (
          <ResourceItem
            key={resource.key}
            resource={resource}
            description={t(`safer.resources.${resource.key}`)}
          />
        ))}
      </ul>
      <h3 id={blockingId} className="protection-section__subtitle">
        {t('safer.blockingTitle')}
      </h3>
      <p className="protection-section__intro">{t('safer.blockingIntro')}</p>
      <ul className="help-resources" aria-labelledby={blockingId}>
        {BLOCKING_SOFTWARE.map((resource) => (
          <ResourceItem
            key={resource.key}
            resource={resource}
            description={t(`safer.blocking.${resource.key}`)}
          />
        ))}
      </ul>
    </section>
  );
}
