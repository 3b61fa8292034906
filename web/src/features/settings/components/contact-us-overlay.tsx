import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../shared/config/env';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { useContactUsSettings } from '../api/get-contact-us-settings';
import { ContactForm } from './contact-form';
import '../../../shared/styles/account-screens.css';
import '../settings.css';

/** Spec 01 section 2: the support address is derived from the site host. */
export function supportEmailAddress(siteDomain = env.siteDomain): string {
  return `support@${siteDomain.replace(/^www\./, '')}`;
}

/** Opens a mailto: URL; a seam so that tests can watch it. */
export const mailLauncher = {
  open: (url: string): void => {
    window.location.href = url;
  },
};

function WhatsAppContact({ number }: { number: string }) {
  const { t } = useTranslation('settings');
  const link = `https://wa.me/${number}`;
  return (
    <div className="contact-whatsapp">
      <a href={link} target="_blank" rel="noreferrer" className="contact-link">
        {t('contact.whatsapp', { number })}
      </a>
      <figure className="contact-whatsapp__qr">
        <QRCodeSVG value={link} size={136} marginSize={2} title={t('contact.whatsappQr')} />
        <figcaption>{t('contact.whatsappQr')}</figcaption>
      </figure>
    </div>
  );
}

/** E-mail, live chat, the contact form, and the Telegram and WhatsApp links when configured. */
export function ContactUsOverlay({ onClose }: OverlayComponentProps<'contactUs'>) {
  const { t } = useTranslation('settings');
  const { data: settings } = useContactUsSettings();
  const supportEmail = supportEmailAddress();
  return (
    <Modal open onClose={onClose} title={t('contact.title')} mobileFullScreen>
      <p className="account-note">{t('contact.intro')}</p>
      <div className="contact-actions">
        <Button onClick={() => mailLauncher.open(`mailto:${supportEmail}`)}>
          {t('contact.sendEmail')}
          <span className="visually-hidden"> ({supportEmail})</span>
        </Button>
        <Button variant="secondary" onClick={() => openOverlay('liveChat')}>
          {t('contact.startChat')}
        </Button>
      </div>
      <p className="contact-address">{supportEmail}</p>
      {settings?.telegramLink && (
        <p>
          <a href={settings.telegramLink} target="_blank" rel="noreferrer" className="contact-link">
            {t('contact.telegram')}
          </a>
        </p>
      )}
      {settings?.whatsAppNumber && <WhatsAppContact number={settings.whatsAppNumber} />}
      <ContactForm supportEmail={supportEmail} onCompose={mailLauncher.open} />
    </Modal>
  );
}
