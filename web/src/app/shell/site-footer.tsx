import type { SessionUser } from '@casino/contracts/auth/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { env } from '../../shared/config/env';
import { paths } from '../../shared/config/paths';
import type { Layout } from '../../shared/hooks/use-layout';
import { LegalArticle } from '../../shared/overlays/overlay-names';
import { openOverlay } from '../../shared/overlays/overlay-store';
import { AdultsOnlyNote } from '../../shared/ui/adults-only-note';
import { Icon } from '../../shared/ui/icon';
import { PaymentLogos } from '../../shared/ui/payment-logos';
import { overlayRegistry } from '../overlay-registry';

function LicenceBadge() {
  const { t } = useTranslation();
  return (
    <p className="footer-badge">
      <Icon name="shieldCheck" size={22} />
      <span>
        {t('shell.footer.licence', {
          siteName: env.siteName,
          operator: env.licence.operator,
          regulator: env.licence.regulator,
          licence: env.licence.number,
        })}
      </span>
    </p>
  );
}

/** The mobile tip: members go to the cashier, visitors to sign-up. */
function DepositTip({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="deposit-tip"
      onClick={() => (signedIn ? openOverlay('deposit') : navigate(paths.join))}
    >
      <strong>{t('shell.footer.depositTip')}</strong> <span>{t('shell.footer.depositTipText')}</span>
    </button>
  );
}

/**
 * Spec 01 section 2 "Footer": help, rules, withdrawal rules, about us, privacy, contact, terms,
 * refer a friend (members), payment logos, licence badge, copyright and back to top; on mobile
 * a '100% Deposit Bonus' tip. Legal texts open in the legal pop-up where one is drawn, else on
 * their help page; the help home opens in a new tab on desktop (spec 01 section 2). Ours (issue
 * 10): a safer-gambling link and a full licence statement (operator, regulator, number).
 */
export function SiteFooter({ layout, user }: { layout: Layout; user: SessionUser | null | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const year = new Date().getFullYear();
  const legal = (article: LegalArticle, fallbackPath: string) => () =>
    overlayRegistry.legal ? openOverlay('legal', { article }) : navigate(fallbackPath);
  const linkButton = (label: string, onClick: () => void) => (
    <li>
      <button type="button" className="link-button footer-link" onClick={onClick}>
        {label}
      </button>
    </li>
  );

  function backToTop() {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    document.querySelector<HTMLElement>('.top-bar__logo')?.focus({ preventScroll: true });
  }

  return (
    <footer className="site-footer">
      {layout === 'mobile' && <DepositTip signedIn={Boolean(user)} />}
      <nav aria-label={t('shell.footer.links')}>
        <ul className="footer-links">
          <li>
            {layout === 'desktop' ? (
              <a
                className="link-button footer-link"
                href={`#${paths.branchIndex}`}
                target="_blank"
                rel="noopener"
              >
                {t('shell.footer.help')}
              </a>
            ) : (
              <Link className="link-button footer-link" to={paths.branchIndex}>
                {t('shell.footer.help')}
              </Link>
            )}
          </li>
          <li>
            <Link className="link-button footer-link" to={paths.casino361}>
              {t('shell.footer.rules')}
            </Link>
          </li>
          <li>
            <Link className="link-button footer-link" to={paths.withdrawalRules}>
              {t('shell.footer.withdrawalRules')}
            </Link>
          </li>
          {linkButton(t('shell.footer.aboutUs'), legal(LegalArticle.ABOUT_US, paths.aboutUs))}
          {linkButton(t('shell.footer.privacy'), legal(LegalArticle.PRIVACY_SITE, paths.privacyPolicy))}
          {linkButton(t('shell.footer.contact'), () => openOverlay('contactUs'))}
          {linkButton(t('shell.footer.terms'), legal(LegalArticle.TERMS, paths.bonusTerms))}
          <li>
            <Link className="link-button footer-link" to={paths.saferGambling}>
              {t('shell.footer.saferGambling')}
            </Link>
          </li>
          {user && linkButton(t('shell.footer.referFriend'), () => openOverlay('inviteBonus'))}
        </ul>
      </nav>
      <div className="site-footer__trust">
        <PaymentLogos label={t('shell.footer.paymentMethods')} size="small" />
        <div className="site-footer__badges">
          <LicenceBadge />
          <AdultsOnlyNote size="small">{t('shell.footer.adultsOnly')}</AdultsOnlyNote>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">
          © {year} {env.siteName}. {t('shell.footer.rights')}
        </p>
        <button type="button" className="link-button footer-link" onClick={backToTop}>
          <Icon name="arrowUp" /> {t('shell.footer.backToTop')}
        </button>
      </div>
    </footer>
  );
}
