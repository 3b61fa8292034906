import { SettingScriptName } from '@casino/contracts/settings/enums';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast-store';
import { getAcquireSettingQueryOptions } from '../api/acquire-setting';
import { injectScriptOnce, waitForChatWidget } from './site-scripts';

/** Waits until the browser has painted what the caller changed (a closed dialog). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Opens the live-chat widget: the `liveChatScript` setting is fetched once and injected (with
 * the page's nonce), then the vendor's widget opens. `beforeOpen` runs once the widget is there
 * and before it opens: the "connecting" dialog closes then, so that the focus it gives back to
 * its opener does not take the widget's. Resolves false (after saying so) when chat cannot start.
 */
export async function openLiveChat(
  queryClient: QueryClient,
  beforeOpen: () => void = () => {},
): Promise<boolean> {
  try {
    const source = await queryClient.fetchQuery(
      getAcquireSettingQueryOptions(SettingScriptName.LIVE_CHAT_SCRIPT),
    );
    if (!source.trim()) throw new Error('No live-chat script is configured');
    injectScriptOnce(SettingScriptName.LIVE_CHAT_SCRIPT, source);
    const widget = await waitForChatWidget();
    beforeOpen();
    await nextFrame();
    widget.open();
    return true;
  } catch {
    beforeOpen();
    toast.error(i18n.t('settings:liveChat.unavailable'));
    return false;
  }
}

export function useLiveChat(): (beforeOpen?: () => void) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback((beforeOpen?: () => void) => openLiveChat(queryClient, beforeOpen), [queryClient]);
}
