import { CHAT_WIDGET_PATH } from '../../../providers/chat/chat-routes';

/**
 * The `liveChatScript` setting: what a live-chat vendor's snippet does, load the vendor's
 * widget once. The app runs it with the page's nonce (decision 015). Relative URL: the
 * simulator serves the app and `/sim` on one origin (the web dev server proxies `/sim`).
 */
export const liveChatScript = `(function () {
  if (window.__simLiveChatLoading) return;
  window.__simLiveChatLoading = true;
  var script = document.createElement('script');
  script.src = '${CHAT_WIDGET_PATH}';
  script.async = true;
  document.head.appendChild(script);
})();
`;
