import { SettingScriptName } from '@casino/contracts/settings/enums';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAcquireSettingQueryOptions } from '../api/acquire-setting';
import { injectScriptOnce } from './site-scripts';

/**
 * Conversion tracking: the `fbAdsScript` setting is injected once at start-up. Failures are
 * swallowed (spec 01 section 8): a missing pixel must never disturb a player.
 */
export function useAdsScript(): void {
  const { data: source } = useQuery(getAcquireSettingQueryOptions(SettingScriptName.FB_ADS_SCRIPT));
  useEffect(() => {
    if (!source) return;
    try {
      injectScriptOnce(SettingScriptName.FB_ADS_SCRIPT, source);
    } catch {
      // The pixel is optional.
    }
  }, [source]);
}
