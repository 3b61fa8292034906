import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPathWithBackurl, paths } from '../../../shared/config/paths';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { AdultsOnlyNote } from '../../../shared/ui/adults-only-note';
import { PageIntro } from '../../../shared/ui/page-intro';
import { HelpResources } from './help-resources';
import { SelfAssessment } from './self-assessment';
import '../protection.css';

const TIPS = ['budget', 'time', 'chase', 'mood', 'borrow'] as const;
const TOOLS = ['deposit', 'lossWager', 'realityCheck', 'takeBreak', 'selfExclusion', 'activity'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="protection-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="protection-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/safer-gambling` (public): what safer gambling means, the tools, a self-assessment, help. */
export function SaferGamblingPage() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('protection');
  const { data: user } = useSessionUser();
  return (
    <PageIntro title={t('routes.saferGambling')} description={t('pages.saferGambling')}>
      <div className="protection">
        <Section title={tp('safer.whatTitle')}>
          <p className="protection-section__intro">{tp('safer.whatBody')}</p>
          <ul className="protection-list">
            {TIPS.map((tip) => (
              <li key={tip}>{tp(`safer.tips.${tip}`)}</li>
            ))}
          </ul>
          <AdultsOnlyNote size="large">{tp('safer.underage')}</AdultsOnlyNote>
        </Section>
        <Section title={tp('safer.toolsTitle')}>
          <p className="protection-section__intro">{tp('safer.toolsIntro')}</p>
          <ul className="protection-list">
            {TOOLS.map((tool) => (
              <li key={tool}>{tp(`safer.tools.${tool}`)}</li>
            ))}
          </ul>
          <p>
            {user ? (
              <Link className="button button--primary button--md" to={paths.responsibleGaming}>
                {tp('safer.openTools')}
              </Link>
            ) : (
              <Link
                className="button button--primary button--md"
                to={loginPathWithBackurl(paths.responsibleGaming)}
              >
                {tp('safer.signInForTools')}
              </Link>
            )}
          </p>
        </Section>
        <SelfAssessment />
        <HelpResources />
      </div>
    </PageIntro>
  );
}
