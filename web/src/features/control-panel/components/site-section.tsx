import { AccessStatus } from '@casino/contracts/settings/enums';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../shared/ui/form-field';
import { settingValue, useSettings, writeSetting } from '../api/get-settings';
import { useControlAction } from '../hooks/use-control-action';
import { PanelSection } from './panel-section';

function isRestricted(policy: unknown): boolean {
  return (
    typeof policy === 'object' &&
    policy !== null &&
    'status' in policy &&
    (policy as { status: unknown }).status === AccessStatus.RESTRICTED
  );
}

/** Access policy and chat availability: the app reads both when it loads, so it reloads. */
export function SiteSection() {
  const { t } = useTranslation('control-panel');
  const settings = useSettings();
  const save = useControlAction({
    run: ({ name, value }: { name: string; value: unknown }) => writeSetting(name, value),
    confirm: () => t('site.saved'),
    after: 'reload',
  });
  const restricted = isRestricted(settingValue(settings.data, 'accessPolicy'));
  const chatAvailable = settingValue(settings.data, 'chatAvailable') !== false;
  const busy = settings.isPending || save.isPending;

  return (
    <PanelSection title={t('site.heading')}>
      <Checkbox
        label={t('site.restricted')}
        checked={restricted}
        disabled={busy}
        onChange={(event) =>
          save.mutate({
            name: 'accessPolicy',
            // No URL: the app shows the restriction notice instead of leaving the site.
            value: {
              status: event.target.checked ? AccessStatus.RESTRICTED : AccessStatus.ALLOWED,
              url: null,
            },
          })
        }
      />
      <Checkbox
        label={t('site.chat')}
        checked={chatAvailable}
        disabled={busy}
        onChange={(event) => save.mutate({ name: 'chatAvailable', value: event.target.checked })}
      />
    </PanelSection>
  );
}
