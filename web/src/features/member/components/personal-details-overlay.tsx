import type { SessionUser } from '@casino/contracts/auth/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import '../../../shared/styles/account-screens.css';
import '../member.css';

type DetailKey =
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'countryCode'
  | 'country'
  | 'postalCode'
  | 'town'
  | 'address'
  | 'email'
  | 'mobilePrefix'
  | 'mobile';

function detailRows(user: SessionUser, genderText: string): Array<[DetailKey, ReactNode]> {
  return [
    ['username', user.username],
    ['firstName', user.firstName],
    ['lastName', user.lastName],
    ['gender', genderText],
    ['countryCode', user.countryCode],
    ['country', user.countryName],
    ['postalCode', user.postalCode],
    ['town', user.city],
    ['address', user.address],
    ['email', emailWithBreak(user.email)],
    ['mobilePrefix', user.mobilePrefix ? `+${user.mobilePrefix}` : ''],
    ['mobile', user.mobile],
  ];
}

/**
 * An address that may wrap after its '@' (at 320 px it once broke inside the domain), never
 * inside a word unless one part alone is wider than the screen.
 */
function emailWithBreak(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * Read-only personal details (spec 01 section 2) with the note to ask support for changes. There
 * is nothing to cancel: the way out is a plain Close (it was once a primary "Cancel").
 */
export function PersonalDetailsOverlay({ onClose }: OverlayComponentProps<'personalDetails'>) {
  const { t } = useTranslation('member');
  const { t: tCommon } = useTranslation();
  const { data: user } = useSessionUser();
  const gender = user?.gender ? t(`personalDetails.genders.${user.gender}`) : '';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('personalDetails.title')}
      mobileFullScreen
      footer={
        <Button variant="secondary" onClick={onClose}>
          {tCommon('ui.close')}
        </Button>
      }
    >
      {user && (
        <dl className="account-details">
          {detailRows(user, gender).map(([key, value]) => (
            <div key={key} className="account-details__row">
              <dt>{t(`personalDetails.${key}`)}</dt>
              <dd>
                {value || <span className="account-details__empty">{t('personalDetails.notSet')}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="account-note">{t('personalDetails.supportNote')}</p>
    </Modal>
  );
}
