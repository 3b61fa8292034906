import type { SessionUser } from '@casino/contracts/auth/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNewsUnreadCount } from '../../features/news/api/get-news-unread-count';
import { paths } from '../../shared/config/paths';
import { useHistoryLayer } from '../../shared/overlays/history-layers';
import type { NoOverlayProps, OverlayName, OverlayPropsByName } from '../../shared/overlays/overlay-names';
import { openOverlay } from '../../shared/overlays/overlay-store';
import { Modal } from '../../shared/ui/modal';
import { DrawerEntry, DrawerGroup } from './drawer-entries';
import { LevelBadge } from './level-badge';
import { useShellActions } from './use-shell-actions';

type GroupName = 'accountSettings' | 'cashier';

/** Overlays that open without props: the ones a drawer entry can open by name alone. */
type PlainOverlayName = {
  [N in OverlayName]: NoOverlayProps extends OverlayPropsByName[N] ? N : never;
}[OverlayName];

interface SideDrawerProps {
  user: SessionUser | null;
  /** Closes the drawer; `then` runs once it is closed (opening the chosen screen). */
  onClose: (then?: () => void) => void;
}

function UnreadBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <span className="pill count-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('shell.drawer.unread', { count })}</span>
    </span>
  );
}

/**
 * The side drawer (spec 01 section 2): a modal sliding from the side, mounted while open so
 * that its groups start collapsed each time. Groups are mutually exclusive; each entry opens
 * its screen by overlay name.
 */
export function SideDrawer({ user, onClose }: SideDrawerProps) {
  const { t } = useTranslation();
  const actions = useShellActions();
  const [expanded, setExpanded] = useState<GroupName | null>(null);
  const unread = useNewsUnreadCount(user?.id);
  // Back closes the drawer, as it closes a pop-up.
  useHistoryLayer(() => onClose());
  const toggle = (group: GroupName) => setExpanded((current) => (current === group ? null : group));
  const go = (name: PlainOverlayName) => () => onClose(() => openOverlay(name));
  const entry = (label: string, name: PlainOverlayName) => <DrawerEntry label={label} onSelect={go(name)} />;
  const navigate = useNavigate();
  // Player protection lives on pages, not overlays.
  const page = (label: string, path: string) => (
    <DrawerEntry label={label} onSelect={() => onClose(() => navigate(path))} />
  );

  return (
    <Modal
      open
      onClose={() => onClose()}
      title={t('shell.drawer.title')}
      className="side-drawer"
      hideTitle={Boolean(user)}
    >
      {user ? (
        <div className="side-drawer__member">
          <p className="side-drawer__username">
            <span className="visually-hidden">{t('shell.drawer.welcome')} </span>
            {user.username}
          </p>
          <LevelBadge level={user.memberType} />
        </div>
      ) : null}
      <nav aria-label={t('shell.drawer.title')}>
        {user ? (
          <ul className="drawer-list">
            <DrawerGroup
              label={t('shell.drawer.accountSettings')}
              expanded={expanded === 'accountSettings'}
              onToggle={() => toggle('accountSettings')}
            >
              {entry(t('shell.drawer.personalDetails'), 'personalDetails')}
              {entry(t('shell.drawer.changePassword'), 'changePassword')}
            </DrawerGroup>
            <DrawerGroup
              label={t('shell.drawer.cashier')}
              expanded={expanded === 'cashier'}
              onToggle={() => toggle('cashier')}
            >
              {entry(t('shell.drawer.deposit'), 'deposit')}
              {entry(t('shell.drawer.cashout'), 'cashOut')}
              {entry(t('shell.drawer.transactionHistory'), 'transactionHistory')}
              {entry(t('shell.drawer.cashoutHistory'), 'cashOutHistory')}
              {entry(t('shell.drawer.banking'), 'banking')}
              {entry(t('shell.drawer.uploadDocuments'), 'uploadDocuments')}
            </DrawerGroup>
            {entry(t('shell.drawer.inviteRewards'), 'inviteBonus')}
            <DrawerEntry
              label={t('shell.drawer.news')}
              onSelect={go('news')}
              badge={<UnreadBadge count={unread.data} />}
            />
            {entry(t('shell.drawer.gameHistory'), 'gameHistory')}
            {entry(t('shell.drawer.vipClub'), 'vipClub')}
            {entry(t('shell.drawer.vipStore'), 'vipStore')}
            {entry(t('shell.drawer.promotions'), 'promotions')}
            {entry(t('shell.drawer.contactUs'), 'contactUs')}
            {entry(t('shell.drawer.withdrawalRules'), 'withdrawalRules')}
            {page(t('shell.drawer.responsibleGaming'), paths.responsibleGaming)}
            {page(t('shell.drawer.saferGambling'), paths.saferGambling)}
            {entry(t('shell.drawer.liveChat'), 'liveChat')}
            {entry(t('shell.language'), 'languagePicker')}
            <DrawerEntry label={t('shell.drawer.logout')} onSelect={() => onClose(actions.logout)} />
          </ul>
        ) : (
          <ul className="drawer-list">
            <DrawerEntry label={t('actions.signUp')} onSelect={() => onClose(actions.signUp)} />
            <DrawerEntry label={t('actions.signIn')} onSelect={() => onClose(actions.signIn)} />
            {entry(t('shell.drawer.promotions'), 'promotions')}
            {entry(t('shell.drawer.contactUs'), 'contactUs')}
            {entry(t('shell.drawer.liveChat'), 'liveChat')}
            {page(t('shell.drawer.saferGambling'), paths.saferGambling)}
            {entry(t('shell.language'), 'languagePicker')}
          </ul>
        )}
      </nav>
    </Modal>
  );
}
