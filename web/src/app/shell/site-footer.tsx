import { useTranslation } from 'react-i18next';
import { env } from '../../shared/config/env';
import { changeLanguage, isSupportedLanguage, SUPPORTED_LANGUAGES } from '../../shared/i18n/i18n';

/** Minimal footer: language choice and the copyright line. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <label className="site-footer__language">
        <span>{t('shell.language')}</span>
        <select
          value={i18n.language}
          onChange={(event) => {
            if (isSupportedLanguage(event.target.value)) void changeLanguage(event.target.value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <p className="site-footer__copyright">
        © {year} {env.siteName}
      </p>
    </footer>
  );
}
