import { SettingScriptName } from '@casino/contracts/enums';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast-store';
import { getAcquireSettingQueryOptions } from '../api/acquire-setting';
import { injectScriptOnce, waitForChatWidget } from './site-scripts';

/**
 * Opens the live-chat widget: the `liveChatScript` setting is fetched once and injected, then
 * the vendor's widget opens. Resolves false (after saying so) when chat cannot be started.
 */
export async function openLiveChat(queryClient: QueryClient): Promise<boolean> {
  try {
    const source = await queryClient.fetchQuery(
      getAcquireSettingQueryOptions(SettingScriptName.LIVE_CHAT_SCRIPT),
    );
    if (!source.trim()) throw new Error('No live-chat script is configured');
    injectScriptOnce(SettingScriptName.LIVE_CHAT_SCRIPT, source);
    const widget = await waitForChatWidget();
    widget.open();
    return true;
  } catch {
    toast.error(i18n.t('account:liveChat.unavailable'));
    return false;
  }
}

export function useLiveChat(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(() => openLiveChat(queryClient), [queryClient]);
}
