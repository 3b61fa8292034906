import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language, SUPPORTED_LANGUAGES } from '../../../shared/i18n/i18n';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { Modal } from '../../../shared/ui/modal';
import '../settings.css';
import { Icon } from '../../../shared/ui/icon';

/** Each language in its own name, so that a reader of it finds it whatever is shown now. */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  fi: 'Suomi',
  tr: 'Türkçe',
  ja: '日本語',
  fil: 'Filipino',
};

/** The ten languages; the choice is stored and sent as X-FE-LANG with every later request. */
export function LanguagePickerOverlay({ onClose }: OverlayComponentProps<'languagePicker'>) {
  const { t, i18n } = useTranslation('settings');
  return (
    <Modal open onClose={onClose} title={t('language.title')} size="sm" variant="sheet">
      <ul className="language-list">
        {SUPPORTED_LANGUAGES.map((language) => {
          const current = i18n.language === language;
          return (
            <li key={language}>
              <button
                type="button"
                lang={language}
                className={`language-list__option${current ? ' language-list__option--current' : ''}`}
                aria-current={current ? 'true' : undefined}
                data-autofocus={current || undefined}
                onClick={async () => {
                  await changeLanguage(language);
                  onClose();
                }}
              >
                <span>{LANGUAGE_ENDONYMS[language]}</span>
                {current && (
                  <span className="language-list__check">
                    <Icon name="check" />
                    <span className="visually-hidden">{t('language.current')}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
